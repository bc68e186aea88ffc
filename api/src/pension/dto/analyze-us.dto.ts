import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  type AgeInMonths,
  type AnalyzeUsRequest,
  type AnalyzeUsResponse,
  type AnalyzeUsSpouseRequest,
  type BreakEven,
  type CumulativePoint,
  type PensionSource,
  type UsClaimOption,
  type UsSpouseOption,
  type UsSpouseResult,
  US_CLAIM_AGE,
  US_LIMITS,
} from '@ageless/contracts';
import { MaxDecimalPlaces } from '../../common/http/max-decimal-places.validator.js';

// Field checks that need more than one field or today's date (birth date in the past, either
// birthDate or birthYear, ...) are in PensionService.analyzeUs, with the same field names.
const MONEY = { allowNaN: false, allowInfinity: false } as const;

export class AnalyzeUsSpouseDto implements AnalyzeUsSpouseRequest {
  @ApiPropertyOptional({ example: '1963-05-02', description: 'YYYY-MM-DD; or birthYear.' })
  @IsOptional()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({ example: 1963 })
  @IsOptional()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiPropertyOptional({
    example: 400,
    description: "The spouse's own PIA in dollars (0: no own record).",
  })
  @IsOptional()
  @IsNumber(MONEY, { message: 'pia must be an amount in dollars with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'pia must be an amount in dollars with at most two decimals' })
  @Min(0, { message: 'pia must not be negative' })
  @Max(US_LIMITS.maxPiaDollars, { message: `pia must not be more than ${US_LIMITS.maxPiaDollars}` })
  pia?: number;
}

export class AnalyzeUsDto implements AnalyzeUsRequest {
  @ApiPropertyOptional({
    example: '1962-03-02',
    description: 'YYYY-MM-DD (exact SSA month rules); or birthYear.',
  })
  @IsOptional()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({
    example: 1962,
    description: 'Birth year only (born on 1 January: give the previous year).',
  })
  @IsOptional()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiProperty({
    example: 1000,
    description: 'Primary insurance amount in dollars (at most two decimals).',
  })
  @IsNumber(MONEY, { message: 'pia must be an amount in dollars with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'pia must be an amount in dollars with at most two decimals' })
  @Min(0.01, { message: 'pia must be more than 0' })
  @Max(US_LIMITS.maxPiaDollars, { message: `pia must not be more than ${US_LIMITS.maxPiaDollars}` })
  pia: number;

  @ApiPropertyOptional({
    default: false,
    description: 'Every month of age from 62 to 70 instead of whole years.',
  })
  @IsOptional()
  @IsBoolean({ message: 'byMonth must be true or false' })
  byMonth?: boolean;

  @ApiPropertyOptional({ minimum: US_CLAIM_AGE.min, maximum: US_CLAIM_AGE.max, example: 62 })
  @IsOptional()
  @IsInt({ message: 'claimAge must be a whole number of years' })
  @Min(US_CLAIM_AGE.min, { message: 'claimAge must be between 62 and 70' })
  @Max(US_CLAIM_AGE.max, { message: 'claimAge must be between 62 and 70' })
  claimAge?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 11 })
  @IsOptional()
  @IsInt({ message: 'claimAgeMonths must be a whole number' })
  @Min(0, { message: 'claimAgeMonths must be between 0 and 11' })
  @Max(11, { message: 'claimAgeMonths must be between 0 and 11' })
  claimAgeMonths?: number;

  @ApiPropertyOptional({
    minimum: US_LIMITS.horizonAge.min,
    maximum: US_LIMITS.horizonAge.max,
    default: US_LIMITS.horizonAge.default,
  })
  @IsOptional()
  @IsInt({ message: 'horizonAge must be a whole number' })
  @Min(US_LIMITS.horizonAge.min, {
    message: `horizonAge must be between ${US_LIMITS.horizonAge.min} and ${US_LIMITS.horizonAge.max}`,
  })
  @Max(US_LIMITS.horizonAge.max, {
    message: `horizonAge must be between ${US_LIMITS.horizonAge.min} and ${US_LIMITS.horizonAge.max}`,
  })
  horizonAge?: number;

  @ApiPropertyOptional({ type: AnalyzeUsSpouseDto })
  @IsOptional()
  @IsObject({ message: 'spouse must be an object' })
  @ValidateNested()
  @Type(() => AnalyzeUsSpouseDto)
  spouse?: AnalyzeUsSpouseDto;
}

export class PensionSourceDto implements PensionSource {
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiPropertyOptional({ format: 'date' }) validFrom?: string;
}

export class AgeInMonthsDto implements AgeInMonths {
  @ApiProperty() years: number;
  @ApiProperty({ minimum: 0, maximum: 11 }) months: number;
}

export class CumulativePointDto implements CumulativePoint {
  @ApiProperty() age: number;
  @ApiProperty({ description: 'Total received before turning `age`, cents.' }) totalCents: number;
}

export class UsClaimOptionDto implements UsClaimOption {
  @ApiProperty({ type: AgeInMonthsDto }) age: AgeInMonthsDto;
  @ApiProperty() ageInMonths: number;
  @ApiProperty({ type: String, nullable: true, example: '2024-03' }) startMonth: string | null;
  @ApiProperty() available: boolean;
  @ApiProperty() monthsEarly: number;
  @ApiProperty() monthsDelayed: number;
  @ApiProperty({ example: 0.7 }) factor: number;
  @ApiProperty({ description: 'Nearest cent.' }) monthlyBenefitCents: number;
  @ApiProperty({ description: 'Down to the dime, as SSA rounds.' }) ssaRoundedCents: number;
  @ApiProperty({ type: [CumulativePointDto] }) cumulative: CumulativePointDto[];
}

export class BreakEvenDto implements BreakEven {
  @ApiProperty({ type: AgeInMonthsDto }) earlier: AgeInMonthsDto;
  @ApiProperty({ type: AgeInMonthsDto }) later: AgeInMonthsDto;
  @ApiProperty({ type: AgeInMonthsDto, nullable: true }) age: AgeInMonthsDto | null;
  @ApiProperty({ type: Number, nullable: true }) ageYears: number | null;
}

export class UsSpouseOptionDto implements UsSpouseOption {
  @ApiProperty({ type: AgeInMonthsDto }) age: AgeInMonthsDto;
  @ApiProperty() ageInMonths: number;
  @ApiProperty({ type: String, nullable: true }) startMonth: string | null;
  @ApiProperty() available: boolean;
  @ApiProperty() ownBenefitCents: number;
  @ApiProperty() spousalBenefitCents: number;
  @ApiProperty() totalCents: number;
}

export class UsSpouseResultDto implements UsSpouseResult {
  @ApiProperty({ type: AgeInMonthsDto }) fullRetirementAge: AgeInMonthsDto;
  @ApiProperty() piaCents: number;
  @ApiProperty() spousalExcessAtFraCents: number;
  @ApiProperty({ type: [UsSpouseOptionDto] }) options: UsSpouseOptionDto[];
}

export class AnalyzeUsResponseDto implements AnalyzeUsResponse {
  @ApiProperty({ enum: ['US'] }) country: 'US';
  @ApiProperty({ enum: ['USD'] }) currency: 'USD';
  @ApiProperty() piaCents: number;
  @ApiProperty() ssaBirthYear: number;
  @ApiProperty({ type: AgeInMonthsDto }) fullRetirementAge: AgeInMonthsDto;
  @ApiProperty() delayedCreditPercentPerYear: number;
  @ApiProperty({ type: AgeInMonthsDto }) earliestClaimAge: AgeInMonthsDto;
  @ApiProperty({ type: [UsClaimOptionDto] }) options: UsClaimOptionDto[];
  @ApiProperty({ type: UsClaimOptionDto, nullable: true }) planned: UsClaimOptionDto | null;
  @ApiProperty({ type: [BreakEvenDto] }) breakEvens: BreakEvenDto[];
  @ApiProperty({ type: UsSpouseResultDto, nullable: true }) spouse: UsSpouseResultDto | null;
  @ApiProperty({ type: [String] }) assumptions: string[];
  @ApiProperty({ type: [PensionSourceDto] }) sources: PensionSourceDto[];
}
