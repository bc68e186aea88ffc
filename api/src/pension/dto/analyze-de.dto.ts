import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsString, Matches, Max, Min } from 'class-validator';
import {
  type AnalyzeDeRequest,
  type AnalyzeDeResponse,
  type DeBesondersLangjaehrig,
  DE_LIMITS,
  type DeNetPension,
  type DeTaxableShare,
} from '@ageless/contracts';
import { MaxDecimalPlaces } from '../../common/http/max-decimal-places.validator.js';
import { OptionalField } from '../../common/http/optional-field.decorator.js';
import {
  AgeInMonthsDto,
  AgeMonthsField,
  AgeYearsField,
  FigureReferenceDto,
  PensionSourceDto,
} from './analyze-us.dto.js';

// Checks across fields (either entgeltpunkte or years with salaryRatio, start not before 63, ...) are
// in PensionService.analyzeDe, with the same field names.
const NUMBER = { allowNaN: false, allowInfinity: false } as const;

export class AnalyzeDeDto implements AnalyzeDeRequest {
  @ApiPropertyOptional({
    example: 45,
    description: 'Entgeltpunkte (at most 4 decimals); or years with salaryRatio.',
  })
  @OptionalField()
  @IsNumber(NUMBER, { message: 'entgeltpunkte must be a number with at most four decimals' })
  @MaxDecimalPlaces(4, { message: 'entgeltpunkte must be a number with at most four decimals' })
  @Min(0.0001, { message: 'entgeltpunkte must be more than 0' })
  @Max(DE_LIMITS.maxEntgeltpunkte, {
    message: `entgeltpunkte must not be more than ${DE_LIMITS.maxEntgeltpunkte}`,
  })
  entgeltpunkte?: number;

  @ApiPropertyOptional({ example: 40, description: 'Contribution years (with salaryRatio).' })
  @OptionalField()
  @IsNumber(NUMBER, { message: 'years must be a number with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'years must be a number with at most two decimals' })
  @Min(0.01, { message: 'years must be more than 0' })
  @Max(DE_LIMITS.maxYears, { message: `years must not be more than ${DE_LIMITS.maxYears}` })
  years?: number;

  @ApiPropertyOptional({
    example: 1.0,
    description: 'Salary relative to the average earnings (1.0 = average).',
  })
  @OptionalField()
  @IsNumber(NUMBER, { message: 'salaryRatio must be a number with at most four decimals' })
  @MaxDecimalPlaces(4, { message: 'salaryRatio must be a number with at most four decimals' })
  @Min(0.0001, { message: 'salaryRatio must be more than 0' })
  @Max(DE_LIMITS.maxSalaryRatio, {
    message: `salaryRatio must not be more than ${DE_LIMITS.maxSalaryRatio}`,
  })
  salaryRatio?: number;

  @ApiPropertyOptional({ example: 1965 })
  @OptionalField()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiPropertyOptional({
    example: '1965-04-15',
    description: 'YYYY-MM-DD: exact months; needed for plannedStart.',
  })
  @OptionalField()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({
    example: '2028-05',
    description: 'First pension month, YYYY-MM (needs birthDate).',
  })
  @OptionalField()
  @IsString({ message: 'plannedStart must be a month in the form YYYY-MM' })
  @Matches(/^\d{4}-\d{2}$/, { message: 'plannedStart must be a month in the form YYYY-MM' })
  plannedStart?: string;

  @AgeYearsField('startAge', DE_LIMITS.earliestStartAge, DE_LIMITS.latestStartAge)
  startAge?: number;

  @AgeMonthsField('startAgeMonths')
  startAgeMonths?: number;

  @ApiPropertyOptional({
    example: 2200,
    description: 'Desired monthly income in euros (compared with the gross pension).',
  })
  @OptionalField()
  @IsNumber(NUMBER, {
    message: 'targetMonthlyIncome must be an amount in euros with at most two decimals',
  })
  @MaxDecimalPlaces(2, {
    message: 'targetMonthlyIncome must be an amount in euros with at most two decimals',
  })
  @Min(0, { message: 'targetMonthlyIncome must not be negative' })
  @Max(DE_LIMITS.maxTargetEuros, {
    message: `targetMonthlyIncome must not be more than ${DE_LIMITS.maxTargetEuros}`,
  })
  targetMonthlyIncome?: number;

  @ApiPropertyOptional({
    example: 45,
    description: 'Years counting towards the 45-year Wartezeit (besonders langjährig Versicherte).',
  })
  @OptionalField()
  @IsNumber(NUMBER, { message: 'wartezeitYears must be a number with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'wartezeitYears must be a number with at most two decimals' })
  @Min(0, { message: 'wartezeitYears must not be negative' })
  @Max(DE_LIMITS.maxWartezeitYears, {
    message: `wartezeitYears must not be more than ${DE_LIMITS.maxWartezeitYears}`,
  })
  wartezeitYears?: number;

  @ApiPropertyOptional({
    example: 2,
    description:
      'Children (also adopted, step- or foster children); 0 = childless. Gives the net pension.',
  })
  @OptionalField()
  @IsInt({ message: 'children must be a whole number' })
  @Min(0, { message: `children must be between 0 and ${DE_LIMITS.maxChildrenUnder25}` })
  @Max(DE_LIMITS.maxChildrenUnder25, {
    message: `children must be between 0 and ${DE_LIMITS.maxChildrenUnder25}`,
  })
  children?: number;

  @ApiPropertyOptional({ example: 0, description: 'Of those, how many are under 25.' })
  @OptionalField()
  @IsInt({ message: 'childrenUnder25 must be a whole number' })
  @Min(0, { message: `childrenUnder25 must be between 0 and ${DE_LIMITS.maxChildrenUnder25}` })
  @Max(DE_LIMITS.maxChildrenUnder25, {
    message: `childrenUnder25 must be between 0 and ${DE_LIMITS.maxChildrenUnder25}`,
  })
  childrenUnder25?: number;

  @ApiPropertyOptional({
    example: 2.9,
    description:
      "The health fund's additional contribution rate in percent (default: the average).",
  })
  @OptionalField()
  @IsNumber(NUMBER, { message: 'zusatzbeitrag must be a percentage with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'zusatzbeitrag must be a percentage with at most two decimals' })
  @Min(0, { message: `zusatzbeitrag must be between 0 and ${DE_LIMITS.maxZusatzbeitrag}` })
  @Max(DE_LIMITS.maxZusatzbeitrag, {
    message: `zusatzbeitrag must be between 0 and ${DE_LIMITS.maxZusatzbeitrag}`,
  })
  zusatzbeitrag?: number;
}

export class DeNetPensionDto implements DeNetPension {
  @ApiProperty({ example: 8.75 }) healthPercent: number;
  @ApiProperty() healthCents: number;
  @ApiProperty({ example: 3.6 }) carePercent: number;
  @ApiProperty() careCents: number;
  @ApiProperty() monthlyNetCents: number;
  @ApiProperty({ example: 2.9 }) zusatzbeitragPercent: number;
  @ApiProperty() zusatzbeitragIsAverage: boolean;
}

export class DeTaxableShareDto implements DeTaxableShare {
  @ApiProperty() startYear: number;
  @ApiProperty() startYearEstimated: boolean;
  @ApiProperty({ example: 84 }) percent: number;
  @ApiProperty() annualGrossCents: number;
  @ApiProperty() annualTaxableCents: number;
  @ApiProperty() annualTaxFreeCents: number;
}

export class DeBesondersLangjaehrigDto implements DeBesondersLangjaehrig {
  @ApiProperty() eligible: boolean;
  @ApiProperty({ type: AgeInMonthsDto }) age: AgeInMonthsDto;
  @ApiProperty({ type: String, nullable: true }) startMonth: string | null;
  @ApiProperty() monthlyGrossCents: number;
}

export class RentenwertDto {
  @ApiProperty({ example: 4079 }) cents: number;
  @ApiProperty({ format: 'date', example: '2025-07-01' }) validFrom: string;
  @ApiProperty({ type: PensionSourceDto }) source: PensionSourceDto;
}

export class AnalyzeDeResponseDto implements AnalyzeDeResponse {
  @ApiProperty({ enum: ['DE'] }) country: 'DE';
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
  @ApiProperty() entgeltpunkte: number;
  @ApiProperty({ type: AgeInMonthsDto }) regelaltersgrenze: AgeInMonthsDto;
  @ApiProperty({ type: String, nullable: true }) regelaltersrenteStart: string | null;
  @ApiProperty({ type: AgeInMonthsDto }) startAge: AgeInMonthsDto;
  @ApiProperty({ type: String, nullable: true }) startMonth: string | null;
  @ApiProperty() monthsEarly: number;
  @ApiProperty() monthsLate: number;
  @ApiProperty({ description: 'Abschlag negative, Zuschlag positive, percent.' })
  adjustmentPercent: number;
  @ApiProperty({ enum: ['regelaltersrente', 'langjaehrig', 'besonders-langjaehrig'] })
  pensionType: AnalyzeDeResponse['pensionType'];
  @ApiProperty({ example: 0.928 }) zugangsfaktor: number;
  @ApiProperty({ example: 1 }) rentenartfaktor: number;
  @ApiProperty() persoenlicheEntgeltpunkte: number;
  @ApiProperty({ type: RentenwertDto }) rentenwert: RentenwertDto;
  @ApiProperty() monthlyGrossCents: number;
  @ApiProperty() monthlyGrossAtRegelaltersgrenzeCents: number;
  @ApiProperty({ type: DeBesondersLangjaehrigDto, nullable: true })
  besondersLangjaehrig: DeBesondersLangjaehrigDto | null;
  @ApiProperty({ type: DeNetPensionDto, nullable: true }) net: DeNetPensionDto | null;
  @ApiProperty({ type: DeTaxableShareDto }) taxableShare: DeTaxableShareDto;
  @ApiProperty({ type: Number, nullable: true }) targetMonthlyIncomeCents: number | null;
  @ApiProperty({ type: Number, nullable: true }) rentenlueckeCents: number | null;
  @ApiProperty({ enum: ['net', 'gross'], nullable: true })
  rentenlueckeBasis: AnalyzeDeResponse['rentenlueckeBasis'];
  @ApiProperty({ type: [FigureReferenceDto] }) figures: FigureReferenceDto[];
  @ApiProperty({ format: 'date' }) figuresAsOf: string;
  @ApiProperty({ type: [String] }) assumptions: string[];
  @ApiProperty({ type: [PensionSourceDto] }) sources: PensionSourceDto[];
}
