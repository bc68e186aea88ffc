import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsObject,
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
  type AnalyzeUsSurvivorRequest,
  type AnalyzeUsWorkRequest,
  type FigureReference,
  type FigureSource,
  type FigureUnit,
  type UsEarningsTestResult,
  type UsEarningsTestYear,
  type UsSurvivorOption,
  type UsSurvivorResult,
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
import { OptionalField } from '../../common/http/optional-field.decorator.js';

// Field checks that need more than one field or today's date (birth date in the past, either
// birthDate or birthYear, ...) are in PensionService.analyzeUs, with the same field names.
const MONEY = { allowNaN: false, allowInfinity: false } as const;

/** A whole number of years between min and max, optional, with one message naming the field. */
export function AgeYearsField(field: string, min: number, max: number, description?: string) {
  const message = `${field} must be between ${min} and ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ minimum: min, maximum: max, ...(description ? { description } : {}) }),
    OptionalField(),
    IsInt({ message: `${field} must be a whole number of years` }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

/** The months (0 to 11) on top of an age in years. */
export function AgeMonthsField(field: string) {
  const message = `${field} must be between 0 and 11`;
  return applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: 11 }),
    OptionalField(),
    IsInt({ message: `${field} must be a whole number` }),
    Min(0, { message }),
    Max(11, { message }),
  );
}

export class AnalyzeUsSpouseDto implements AnalyzeUsSpouseRequest {
  @ApiPropertyOptional({ example: '1963-05-02', description: 'YYYY-MM-DD; or birthYear.' })
  @OptionalField()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({ example: 1963 })
  @OptionalField()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiPropertyOptional({
    example: 400,
    description: "The spouse's own PIA in dollars (0: no own record).",
  })
  @OptionalField()
  @IsNumber(MONEY, { message: 'pia must be an amount in dollars with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'pia must be an amount in dollars with at most two decimals' })
  @Min(0, { message: 'pia must not be negative' })
  @Max(US_LIMITS.maxPiaDollars, { message: `pia must not be more than ${US_LIMITS.maxPiaDollars}` })
  pia?: number;

  @AgeYearsField(
    'ownClaimAge',
    US_CLAIM_AGE.min,
    US_CLAIM_AGE.max,
    'When the spouse starts their own benefit.',
  )
  ownClaimAge?: number;

  @AgeMonthsField('ownClaimAgeMonths')
  ownClaimAgeMonths?: number;
}

export class AnalyzeUsSurvivorDto implements AnalyzeUsSurvivorRequest {
  @ApiPropertyOptional({
    example: '1964-08-02',
    description: "The survivor's birth date; or birthYear.",
  })
  @OptionalField()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({ example: 1964 })
  @OptionalField()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiPropertyOptional({
    minimum: US_LIMITS.deathAge.min,
    maximum: US_LIMITS.deathAge.max,
    description: 'Age at which the worker died (before claimAge: died before claiming).',
  })
  @OptionalField()
  @IsInt({ message: 'deathAge must be a whole number of years' })
  @Min(US_LIMITS.deathAge.min, {
    message: `deathAge must be between ${US_LIMITS.deathAge.min} and ${US_LIMITS.deathAge.max}`,
  })
  @Max(US_LIMITS.deathAge.max, {
    message: `deathAge must be between ${US_LIMITS.deathAge.min} and ${US_LIMITS.deathAge.max}`,
  })
  deathAge?: number;

  @AgeYearsField('claimAge', US_LIMITS.survivorClaimAge.min, US_LIMITS.survivorClaimAge.max)
  claimAge?: number;

  @AgeMonthsField('claimAgeMonths')
  claimAgeMonths?: number;
}

export class AnalyzeUsWorkDto implements AnalyzeUsWorkRequest {
  @ApiProperty({ example: 40000, description: 'Earnings from work a year, in dollars.' })
  @IsNumber(MONEY, {
    message: 'annualEarnings must be an amount in dollars with at most two decimals',
  })
  @MaxDecimalPlaces(2, {
    message: 'annualEarnings must be an amount in dollars with at most two decimals',
  })
  @Min(0, { message: 'annualEarnings must not be negative' })
  @Max(US_LIMITS.maxAnnualEarnings, {
    message: `annualEarnings must not be more than ${US_LIMITS.maxAnnualEarnings}`,
  })
  annualEarnings: number;
}

export class AnalyzeUsDto implements AnalyzeUsRequest {
  @ApiPropertyOptional({
    example: '1962-03-02',
    description: 'YYYY-MM-DD (exact SSA month rules); or birthYear.',
  })
  @OptionalField()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({
    example: 1962,
    description: 'Birth year only (born on 1 January: give the previous year).',
  })
  @OptionalField()
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
  @OptionalField()
  @IsBoolean({ message: 'byMonth must be true or false' })
  byMonth?: boolean;

  @AgeYearsField('claimAge', US_CLAIM_AGE.min, US_CLAIM_AGE.max)
  claimAge?: number;

  @AgeMonthsField('claimAgeMonths')
  claimAgeMonths?: number;

  @ApiPropertyOptional({
    minimum: US_LIMITS.horizonAge.min,
    maximum: US_LIMITS.horizonAge.max,
    default: US_LIMITS.horizonAge.default,
  })
  @OptionalField()
  @IsInt({ message: 'horizonAge must be a whole number' })
  @Min(US_LIMITS.horizonAge.min, {
    message: `horizonAge must be between ${US_LIMITS.horizonAge.min} and ${US_LIMITS.horizonAge.max}`,
  })
  @Max(US_LIMITS.horizonAge.max, {
    message: `horizonAge must be between ${US_LIMITS.horizonAge.min} and ${US_LIMITS.horizonAge.max}`,
  })
  horizonAge?: number;

  @ApiPropertyOptional({ type: AnalyzeUsSpouseDto })
  @OptionalField()
  @IsObject({ message: 'spouse must be an object' })
  @ValidateNested()
  @Type(() => AnalyzeUsSpouseDto)
  spouse?: AnalyzeUsSpouseDto;

  @ApiPropertyOptional({ type: AnalyzeUsSurvivorDto })
  @OptionalField()
  @IsObject({ message: 'survivor must be an object' })
  @ValidateNested()
  @Type(() => AnalyzeUsSurvivorDto)
  survivor?: AnalyzeUsSurvivorDto;

  @ApiPropertyOptional({ type: AnalyzeUsWorkDto })
  @OptionalField()
  @IsObject({ message: 'work must be an object' })
  @ValidateNested()
  @Type(() => AnalyzeUsWorkDto)
  work?: AnalyzeUsWorkDto;
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

export class FigureSourceDto implements FigureSource {
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty() publisher: string;
}

const FIGURE_UNITS: FigureUnit[] = ['eur-cents', 'usd-cents', 'percent', 'years', 'months'];

export class FigureReferenceDto implements FigureReference {
  @ApiProperty({ example: 'de.rentenwert' }) id: string;
  @ApiProperty() label: string;
  @ApiProperty() value: number;
  @ApiProperty({ enum: FIGURE_UNITS }) unit: FigureUnit;
  @ApiProperty({ format: 'date' }) validFrom: string;
  @ApiProperty({ type: FigureSourceDto }) source: FigureSourceDto;
  @ApiProperty({ description: 'A yearly figure the table has no row for this year yet.' })
  stale: boolean;
}

export class UsSpouseOptionDto implements UsSpouseOption {
  @ApiProperty({ type: AgeInMonthsDto }) age: AgeInMonthsDto;
  @ApiProperty() ageInMonths: number;
  @ApiProperty({ type: String, nullable: true }) startMonth: string | null;
  @ApiProperty() available: boolean;
  @ApiProperty() ownBenefitCents: number;
  @ApiProperty({ type: AgeInMonthsDto }) spousalAge: AgeInMonthsDto;
  @ApiProperty({ type: String, nullable: true }) spousalStartMonth: string | null;
  @ApiProperty() spousalBenefitCents: number;
  @ApiProperty() totalCents: number;
}

export class UsSpouseResultDto implements UsSpouseResult {
  @ApiProperty({ type: AgeInMonthsDto }) fullRetirementAge: AgeInMonthsDto;
  @ApiProperty() piaCents: number;
  @ApiProperty() spousalExcessAtFraCents: number;
  @ApiProperty() deemedFiling: boolean;
  @ApiProperty({ type: AgeInMonthsDto, nullable: true }) partnerFilesAtAge: AgeInMonthsDto | null;
  @ApiProperty({ type: [UsSpouseOptionDto] }) options: UsSpouseOptionDto[];
  @ApiProperty({ type: UsSpouseOptionDto, nullable: true }) planned: UsSpouseOptionDto | null;
}

export class UsSurvivorOptionDto implements UsSurvivorOption {
  @ApiProperty({ type: AgeInMonthsDto }) age: AgeInMonthsDto;
  @ApiProperty() ageInMonths: number;
  @ApiProperty({ type: String, nullable: true }) startMonth: string | null;
  @ApiProperty() monthsEarly: number;
  @ApiProperty() factor: number;
  @ApiProperty() monthlyBenefitCents: number;
  @ApiProperty() limited: boolean;
}

export class UsSurvivorResultDto implements UsSurvivorResult {
  @ApiProperty({ type: AgeInMonthsDto }) fullRetirementAge: AgeInMonthsDto;
  @ApiProperty({ enum: ['claimed-early', 'claimed', 'died-before-claiming'] })
  deceased: UsSurvivorResult['deceased'];
  @ApiProperty() baseBenefitCents: number;
  @ApiProperty({ type: Number, nullable: true }) limitCents: number | null;
  @ApiProperty({ type: [UsSurvivorOptionDto] }) options: UsSurvivorOptionDto[];
  @ApiProperty({ type: UsSurvivorOptionDto, nullable: true }) planned: UsSurvivorOptionDto | null;
}

export class UsEarningsTestYearDto implements UsEarningsTestYear {
  @ApiProperty() year: number;
  @ApiProperty({ enum: ['before-fra-year', 'fra-year'] }) kind: UsEarningsTestYear['kind'];
  @ApiProperty() exemptAmountCents: number;
  @ApiProperty() exemptAmountYear: number;
  @ApiProperty() countedEarningsCents: number;
  @ApiProperty() benefitMonths: number;
  @ApiProperty() monthsWithheld: number;
  @ApiProperty() withheldCents: number;
}

export class UsEarningsTestResultDto implements UsEarningsTestResult {
  @ApiProperty() annualEarningsCents: number;
  @ApiProperty({ type: AgeInMonthsDto }) claimAge: AgeInMonthsDto;
  @ApiProperty() monthlyBenefitCents: number;
  @ApiProperty({ type: [UsEarningsTestYearDto] }) years: UsEarningsTestYearDto[];
  @ApiProperty() totalMonthsWithheld: number;
  @ApiProperty() totalWithheldCents: number;
  @ApiProperty() recomputedAtFraCents: number;
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
  @ApiProperty({ type: UsSurvivorResultDto, nullable: true }) survivor: UsSurvivorResultDto | null;
  @ApiProperty({ type: UsEarningsTestResultDto, nullable: true })
  earningsTest: UsEarningsTestResultDto | null;
  @ApiProperty({ type: [FigureReferenceDto] }) figures: FigureReferenceDto[];
  @ApiProperty({ format: 'date' }) figuresAsOf: string;
  @ApiProperty({ type: [String] }) assumptions: string[];
  @ApiProperty({ type: [PensionSourceDto] }) sources: PensionSourceDto[];
}
