import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  ENERGY_LEVEL_OPTIONS,
  type EnergyLevel,
  PROFILE_LIMITS,
  type ProfileInput,
  TIME_AVAILABLE_OPTIONS,
  type TimeAvailable,
} from '@ageless/contracts';

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    : value;

const list = { each: true } as const;

/** An optional free text: trimmed, at most `maxLength` characters. */
const OptionalText = (maxLength: number): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength }),
    IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(maxLength),
  );

/** An optional list of short texts (skills, values): trimmed items, capped in count and length. */
const OptionalTextList = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: PROFILE_LIMITS.listItems, default: [] }),
    IsOptional(),
    Transform(trimEach),
    IsArray(),
    ArrayMaxSize(PROFILE_LIMITS.listItems),
    IsString(list),
    MinLength(1, list),
    MaxLength(PROFILE_LIMITS.listItemLength, list),
  );

/** Spec §3 Profile. Booleans default false and lists empty; the service applies the defaults. */
export class CreateProfileDto implements ProfileInput {
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() hasSpace?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() hasTools?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() hasLand?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() hasTransportation?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() hasEquipment?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  physicalAssets?: string;

  @OptionalTextList()
  skills?: string[];

  @ApiPropertyOptional({ enum: TIME_AVAILABLE_OPTIONS })
  @IsOptional()
  @IsIn(TIME_AVAILABLE_OPTIONS)
  timeAvailable?: TimeAvailable;

  @ApiPropertyOptional({ enum: ENERGY_LEVEL_OPTIONS })
  @IsOptional()
  @IsIn(ENERGY_LEVEL_OPTIONS)
  energyLevel?: EnergyLevel;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() caregivingAbility?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  professionalExperience?: string;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() needsHousing?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() needsCompanionship?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() needsTechHelp?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() needsBusinessHelp?: boolean;

  @OptionalText(PROFILE_LIMITS.textLength)
  specificNeeds?: string;

  @OptionalText(PROFILE_LIMITS.textLength)
  purpose?: string;

  @OptionalTextList()
  values?: string[];

  @OptionalText(PROFILE_LIMITS.textLength)
  lifestyle?: string;

  @OptionalText(PROFILE_LIMITS.locationLength)
  location?: string;

  // Optional, for "a request is waiting" emails; never shown to anyone else.
  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.emailLength, format: 'email' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.emailLength)
  @ValidateIf((_, value) => value !== '')
  @IsEmail({}, { message: 'notifyEmail must be an email address' })
  notifyEmail?: string;

  // The spec always sends 1; there are no accounts, so any other value is refused rather than stored.
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1 })
  @IsOptional()
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
