import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  Matches,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ENERGY_LEVEL_OPTIONS,
  type EnergyLevel,
  PROFILE_LIMITS,
  type ProfileInput,
  TIME_AVAILABLE_OPTIONS,
  type TimeAvailable,
} from '@ageless/contracts';
import { OptionalField } from '../../common/http/optional-field.decorator.js';
import { placeNameTooLong } from '../../geo/index.js';
import { PersonCardDto } from './person-card.dto.js';

// The characters of an ordinary address: letters (umlauts too: 'müller.de'), digits and the usual
// signs; no quotes, spaces, or characters that are invisible or drawn over others.
const PLAIN_EMAIL =
  /^(?!.*\p{Default_Ignorable_Code_Point})[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}.-]+$/u;

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    : value;

const list = { each: true } as const;

// The wizard's answers: null is "not answered", as GET /api/profiles/:id returns it.
const unanswered = { nullMeansOmitted: true } as const;

/** An optional yes/no answer; left out (or null) is no. */
const OptionalFlag = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ default: false }), OptionalField(unanswered), IsBoolean());

/** An optional free text: trimmed, at most `maxLength` characters. */
const OptionalText = (maxLength: number, tooLong?: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength }),
    OptionalField(unanswered),
    Transform(trim),
    IsString(),
    MaxLength(maxLength, tooLong === undefined ? undefined : { message: tooLong }),
  );

/** An optional list of short texts (skills, values): trimmed items, capped in count and length. */
const OptionalTextList = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: PROFILE_LIMITS.listItems, default: [] }),
    OptionalField(unanswered),
    Transform(trimEach),
    IsArray(),
    ArrayMaxSize(PROFILE_LIMITS.listItems),
    IsString(list),
    MinLength(1, list),
    MaxLength(PROFILE_LIMITS.listItemLength, list),
  );

/** Spec §3 Profile. Booleans default false and lists empty; the service applies the defaults. */
export class CreateProfileDto implements ProfileInput {
  @OptionalFlag() hasSpace?: boolean;
  @OptionalFlag() hasTools?: boolean;
  @OptionalFlag() hasLand?: boolean;
  @OptionalFlag() hasTransportation?: boolean;
  @OptionalFlag() hasEquipment?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  physicalAssets?: string;

  @OptionalTextList()
  skills?: string[];

  @ApiPropertyOptional({ enum: TIME_AVAILABLE_OPTIONS })
  @OptionalField(unanswered)
  @IsIn(TIME_AVAILABLE_OPTIONS)
  timeAvailable?: TimeAvailable;

  @ApiPropertyOptional({ enum: ENERGY_LEVEL_OPTIONS })
  @OptionalField(unanswered)
  @IsIn(ENERGY_LEVEL_OPTIONS)
  energyLevel?: EnergyLevel;

  @OptionalFlag() caregivingAbility?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  professionalExperience?: string;

  @OptionalFlag() needsHousing?: boolean;
  @OptionalFlag() needsCompanionship?: boolean;
  @OptionalFlag() needsTechHelp?: boolean;
  @OptionalFlag() needsBusinessHelp?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  specificNeeds?: string;

  @OptionalText(PROFILE_LIMITS.textLength)
  purpose?: string;

  @OptionalTextList()
  values?: string[];

  @OptionalText(PROFILE_LIMITS.textLength)
  lifestyle?: string;

  @OptionalText(PROFILE_LIMITS.locationLength, placeNameTooLong('location'))
  location?: string;

  // Optional, for "a request is waiting" emails; never shown to anyone else.
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.emailLength, format: 'email' })
  @OptionalField(unanswered)
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.emailLength)
  @ValidateIf((_, value) => value !== '')
  @IsEmail({}, { message: 'notifyEmail must be an email address' })
  // Invisible characters ("x@g\u00admail.com") or a quoted local part ('"x"@gmail.com') reach the
  // same inbox under another spelling, each with daily caps of its own: only plain addresses count.
  @Matches(PLAIN_EMAIL, {
    message: 'notifyEmail must be a plain email address (letters, digits and . _ + - only)',
  })
  notifyEmail?: string;

  // Issue 26 item 3, an addition to spec §3: left out (or null), nothing is shown to others.
  @ApiPropertyOptional({ type: PersonCardDto })
  @OptionalField(unanswered)
  @IsObject({ message: 'card must be an object' })
  @ValidateNested()
  @Type(() => PersonCardDto)
  card?: PersonCardDto;

  // The spec always sends 1; there are no accounts, so any other value is refused rather than stored.
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1 })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(1)
  userId?: number;
}

/** POST /api/profiles/:id/claim: the key from the private return link. */
export class ClaimProfileDto {
  @ApiProperty({ description: 'The key after #key= in the return link' })
  @IsString()
  @MaxLength(64)
  returnKey: string;
}

/** POST /api/profiles/:id/notify-email/confirm: the key from the confirmation mail's link. */
export class ConfirmNotifyEmailDto {
  @ApiProperty({ description: 'The key after #confirm= in the confirmation link' })
  @IsString()
  @MaxLength(64)
  token: string;
}
