import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsFirstName } from '../../common/http/first-name.validator.js';
import { OptionalField } from '../../common/http/optional-field.decorator.js';
import { PersonCardResponseDto } from '../../profiles/index.js';
import {
  CONTACT_KINDS,
  type ContactKind,
  type DeclineNewcomersInput,
  type DeclineNewcomersResponse,
  INTRODUCTION_LIMITS,
  type Introduction,
  type IntroductionAcceptInput,
  type IntroductionContact,
  type IntroductionRequestInput,
  type IntroductionsResponse,
  type IntroductionStatus,
  type PersonOnBlueprint,
  REPORT_REASONS,
  type ReportReason,
  type ReportForReview,
  SCAM_SIGNS,
  type ScamSign,
  type ReportsForReviewResponse,
} from '@ageless/contracts';

export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A person as one blueprint page shows them to this profile. */
export class PersonOnBlueprintDto implements PersonOnBlueprint {
  @ApiProperty({ example: 'intergenerational-homeshare' })
  @IsString()
  @Matches(/^[a-z0-9-]{1,64}$/, { message: 'blueprintKey must be a blueprint key' })
  blueprintKey: string;

  @ApiProperty({ description: 'The handle of a person on that blueprint page' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{22}$/, { message: 'handle must be a handle from the blueprint page' })
  handle: string;
}

export class IntroductionRequestDto
  extends PersonOnBlueprintDto
  implements IntroductionRequestInput
{
  @ApiProperty({ maxLength: INTRODUCTION_LIMITS.messageLength })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'message must not be empty' })
  @MaxLength(INTRODUCTION_LIMITS.messageLength)
  message: string;
}

export class IntroductionAcceptDto implements IntroductionAcceptInput {
  @ApiProperty({
    maxLength: INTRODUCTION_LIMITS.firstNameLength,
    description: 'One or two words of letters; never the name of a company, a bank or a team',
  })
  // The rule of a card's first name: this name, too, is what the other person reads as who wrote.
  @IsFirstName()
  @IsString()
  @MaxLength(INTRODUCTION_LIMITS.firstNameLength)
  firstName: string;

  @ApiProperty({ enum: CONTACT_KINDS })
  @IsIn(CONTACT_KINDS)
  kind: ContactKind;

  @ApiProperty({ maxLength: 254, description: 'A phone number or an email address' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  value: string;
}

export class ReportDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS)
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: INTRODUCTION_LIMITS.reportDetailsLength })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @MaxLength(INTRODUCTION_LIMITS.reportDetailsLength)
  details?: string;
}

export class ReviewDto {
  @ApiProperty({
    enum: ['dismiss', 'uphold'],
    description: 'dismiss: the person is shown again; uphold: hidden for good',
  })
  @IsIn(['dismiss', 'uphold'])
  decision: 'dismiss' | 'uphold';
}

export class IntroductionContactDto implements IntroductionContact {
  @ApiProperty() firstName: string;
  @ApiProperty({ enum: CONTACT_KINDS }) kind: ContactKind;
  @ApiProperty() value: string;
}

export class IntroductionDto implements Introduction {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['sent', 'received'] }) direction: 'sent' | 'received';
  @ApiProperty({ enum: ['pending', 'accepted', 'declined'] }) status: IntroductionStatus;
  @ApiProperty() blueprint: { key: string; name: string };
  @ApiProperty() message: string;
  @ApiProperty({
    description:
      'The message speaks of money, transfers, gift cards or accounts: the app warns the person who receives it',
  })
  moneyWarning: boolean;
  @ApiProperty({
    enum: SCAM_SIGNS,
    isArray: true,
    description:
      'Other signs of a scam: someone passing for a relative, or moving the talk off the platform; the app warns of each',
  })
  scamSigns: ScamSign[];
  @ApiProperty({ enum: ['local', 'regional', 'national', 'international', 'unknown'] })
  distanceBadge: Introduction['distanceBadge'];
  @ApiPropertyOptional({
    type: PersonCardResponseDto,
    description: 'The other person as they chose to be seen; absent when they chose nothing',
  })
  card?: PersonCardResponseDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: IntroductionContactDto, nullable: true })
  contact: IntroductionContactDto | null;
  @ApiProperty() sharedMine: boolean;
  @ApiProperty({
    description:
      'A request from someone who joined recently, still waiting for this profile: shown folded with the others like it',
  })
  folded: boolean;
}

export class IntroductionsResponseDto implements IntroductionsResponse {
  @ApiProperty({
    type: [IntroductionDto],
    description:
      'Newest first: the introductions (at most 100) and the newest 50 folded requests, apart',
  })
  introductions: IntroductionDto[];
  @ApiProperty({ description: 'How many folded requests wait in all' }) foldedTotal: number;
  @ApiProperty() requestsLeftToday: number;
}

export class DeclineNewcomersDto implements DeclineNewcomersInput {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Only those made by then: the newest one the person saw',
  })
  @OptionalField()
  @IsISO8601({ strict: true }, { message: 'upTo must be a date and time (ISO 8601)' })
  upTo?: string;
}

export class DeclineNewcomersResponseDto implements DeclineNewcomersResponse {
  @ApiProperty({ description: 'How many requests were declined' }) declined: number;
}

export class ReportForReviewDto implements ReportForReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty() details: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'uuid' }) reportedProfileId: string;
  @ApiProperty() reportsAgainstProfile: number;
  @ApiProperty({ type: Number, nullable: true }) reporterAgeDays: number | null;
  @ApiProperty() reporterIsNew: boolean;
  @ApiProperty() sharesNetwork: boolean;
}

export class ReportsForReviewResponseDto implements ReportsForReviewResponse {
  @ApiProperty({ type: [ReportForReviewDto] }) reports: ReportForReviewDto[];
}
