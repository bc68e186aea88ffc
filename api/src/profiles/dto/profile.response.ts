import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGE_BANDS,
  type AgeBand,
  CARD_LANGUAGES,
  type CardLanguage,
  ENERGY_LEVEL_OPTIONS,
  type EnergyLevel,
  type PersonCard,
  type Profile,
  TIME_AVAILABLE_OPTIONS,
  type TimeAvailable,
} from '@ageless/contracts';
import type { ProfileEntity } from '../entities/profile.entity.js';
import { personCard } from '../person-card.js';

/** What others see of a person: only the fields they chose (issue 26 item 3). */
export class PersonCardResponseDto implements PersonCard {
  @ApiPropertyOptional() firstName?: string;
  @ApiPropertyOptional({ enum: AGE_BANDS }) ageBand?: AgeBand;
  @ApiPropertyOptional({ description: 'Town or district, never finer' }) place?: string;
  @ApiPropertyOptional({ enum: CARD_LANGUAGES, isArray: true }) languages?: CardLanguage[];
  @ApiPropertyOptional() about?: string;
}

/** The owner's own choices, and the town others see when `showPlace` is chosen. */
export class OwnCardDto implements NonNullable<Profile['card']> {
  @ApiPropertyOptional() firstName?: string;
  @ApiPropertyOptional({ enum: AGE_BANDS }) ageBand?: AgeBand;
  @ApiProperty() showPlace: boolean;
  @ApiPropertyOptional({ description: 'The town or district others see' }) place?: string;
  @ApiProperty({ enum: CARD_LANGUAGES, isArray: true }) languages: CardLanguage[];
  @ApiPropertyOptional() about?: string;

  static fromEntity(entity: ProfileEntity): OwnCardDto {
    return Object.assign(new OwnCardDto(), {
      ...personCard(entity),
      showPlace: entity.cardShowPlace,
      languages: entity.cardLanguages,
    });
  }
}

export class ProfileDto implements Profile {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() hasSpace: boolean;
  @ApiProperty() hasTools: boolean;
  @ApiProperty() hasLand: boolean;
  @ApiProperty() hasTransportation: boolean;
  @ApiProperty() hasEquipment: boolean;
  @ApiProperty({ type: String, nullable: true }) physicalAssets: string | null;
  @ApiProperty({ type: [String] }) skills: string[];
  @ApiProperty({ enum: TIME_AVAILABLE_OPTIONS, nullable: true })
  timeAvailable: TimeAvailable | null;
  @ApiProperty({ enum: ENERGY_LEVEL_OPTIONS, nullable: true }) energyLevel: EnergyLevel | null;
  @ApiProperty() caregivingAbility: boolean;
  @ApiProperty({ type: String, nullable: true }) professionalExperience: string | null;
  @ApiProperty() needsHousing: boolean;
  @ApiProperty() needsCompanionship: boolean;
  @ApiProperty() needsTechHelp: boolean;
  @ApiProperty() needsBusinessHelp: boolean;
  @ApiProperty({ type: String, nullable: true }) specificNeeds: string | null;
  @ApiProperty({ type: String, nullable: true }) purpose: string | null;
  @ApiProperty({ type: [String] }) values: string[];
  @ApiProperty({ type: String, nullable: true }) lifestyle: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty() userId: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only the owner sees it' })
  notifyEmail: string | null;
  @ApiProperty({
    description:
      'Whether the owner opened the link sent to notifyEmail; until then nothing but that one mail is sent to it',
  })
  notifyEmailConfirmed: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "How the place was read: 'Berlin-Spandau, Germany'; null when not found",
  })
  place: string | null;
  @ApiProperty({
    type: OwnCardDto,
    description: 'What the owner chose to show others (issue 26 item 3); only in the owner view',
  })
  card: OwnCardDto;

  static fromEntity(entity: ProfileEntity, place: string | null): ProfileDto {
    return Object.assign(new ProfileDto(), {
      id: entity.id,
      hasSpace: entity.hasSpace,
      hasTools: entity.hasTools,
      hasLand: entity.hasLand,
      hasTransportation: entity.hasTransportation,
      hasEquipment: entity.hasEquipment,
      physicalAssets: entity.physicalAssets,
      skills: entity.skills,
      timeAvailable: entity.timeAvailable,
      energyLevel: entity.energyLevel,
      caregivingAbility: entity.caregivingAbility,
      professionalExperience: entity.professionalExperience,
      needsHousing: entity.needsHousing,
      needsCompanionship: entity.needsCompanionship,
      needsTechHelp: entity.needsTechHelp,
      needsBusinessHelp: entity.needsBusinessHelp,
      specificNeeds: entity.specificNeeds,
      purpose: entity.purpose,
      values: entity.values,
      lifestyle: entity.lifestyle,
      location: entity.location,
      userId: entity.userId,
      createdAt: entity.createdAt.toISOString(),
      notifyEmail: entity.notifyEmail,
      notifyEmailConfirmed: entity.notifyEmail !== null && entity.notifyEmailConfirmedAt !== null,
      place,
      card: OwnCardDto.fromEntity(entity),
    });
  }
}

export class ProfileEnvelopeDto {
  @ApiProperty({ type: ProfileDto }) profile: ProfileDto;
}

export class ConfirmationSentDto extends ProfileEnvelopeDto {
  @ApiProperty({
    enum: ['queued', 'over-daily-cap', 'not-sent'],
    description:
      'queued: a new link is on its way; over-daily-cap: this address had its confirmation mails for today; not-sent: the server sends no mail',
  })
  confirmationMail: 'queued' | 'over-daily-cap' | 'not-sent';
}

export class CreatedProfileDto extends ProfileEnvelopeDto {
  @ApiProperty({
    description: 'Key of the private return link /matches/{id}#key={returnKey}; shown only now',
  })
  returnKey: string;
}
