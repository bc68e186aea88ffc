import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { type AnalyzeDeRequest, type AnalyzeDeResponse, DE_LIMITS } from '@ageless/contracts';
import { MaxDecimalPlaces } from '../../common/http/max-decimal-places.validator.js';
import { AgeInMonthsDto, PensionSourceDto } from './analyze-us.dto.js';

// Checks across fields (either entgeltpunkte or years with salaryRatio, start not before 63, ...) are
// in PensionService.analyzeDe, with the same field names.
const NUMBER = { allowNaN: false, allowInfinity: false } as const;

export class AnalyzeDeDto implements AnalyzeDeRequest {
  @ApiPropertyOptional({
    example: 45,
    description: 'Entgeltpunkte (at most 4 decimals); or years with salaryRatio.',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'entgeltpunkte must be a number with at most four decimals' })
  @MaxDecimalPlaces(4, { message: 'entgeltpunkte must be a number with at most four decimals' })
  @Min(0.0001, { message: 'entgeltpunkte must be more than 0' })
  @Max(DE_LIMITS.maxEntgeltpunkte, {
    message: `entgeltpunkte must not be more than ${DE_LIMITS.maxEntgeltpunkte}`,
  })
  entgeltpunkte?: number;

  @ApiPropertyOptional({ example: 40, description: 'Contribution years (with salaryRatio).' })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'years must be a number with at most two decimals' })
  @MaxDecimalPlaces(2, { message: 'years must be a number with at most two decimals' })
  @Min(0.01, { message: 'years must be more than 0' })
  @Max(DE_LIMITS.maxYears, { message: `years must not be more than ${DE_LIMITS.maxYears}` })
  years?: number;

  @ApiPropertyOptional({
    example: 1.0,
    description: 'Salary relative to the average earnings (1.0 = average).',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'salaryRatio must be a number with at most four decimals' })
  @MaxDecimalPlaces(4, { message: 'salaryRatio must be a number with at most four decimals' })
  @Min(0.0001, { message: 'salaryRatio must be more than 0' })
  @Max(DE_LIMITS.maxSalaryRatio, {
    message: `salaryRatio must not be more than ${DE_LIMITS.maxSalaryRatio}`,
  })
  salaryRatio?: number;

  @ApiPropertyOptional({ example: 1965 })
  @IsOptional()
  @IsInt({ message: 'birthYear must be a whole number' })
  birthYear?: number;

  @ApiPropertyOptional({
    example: '1965-04-15',
    description: 'YYYY-MM-DD: exact months; needed for plannedStart.',
  })
  @IsOptional()
  @IsString({ message: 'birthDate must be a date in the form YYYY-MM-DD' })
  birthDate?: string;

  @ApiPropertyOptional({
    example: '2028-05',
    description: 'First pension month, YYYY-MM (needs birthDate).',
  })
  @IsOptional()
  @IsString({ message: 'plannedStart must be a month in the form YYYY-MM' })
  @Matches(/^\d{4}-\d{2}$/, { message: 'plannedStart must be a month in the form YYYY-MM' })
  plannedStart?: string;

  @ApiPropertyOptional({
    minimum: DE_LIMITS.earliestStartAge,
    maximum: DE_LIMITS.latestStartAge,
    example: 63,
  })
  @IsOptional()
  @IsInt({ message: 'startAge must be a whole number of years' })
  @Min(DE_LIMITS.earliestStartAge, {
    message: `startAge must be between ${DE_LIMITS.earliestStartAge} and ${DE_LIMITS.latestStartAge}`,
  })
  @Max(DE_LIMITS.latestStartAge, {
    message: `startAge must be between ${DE_LIMITS.earliestStartAge} and ${DE_LIMITS.latestStartAge}`,
  })
  startAge?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 11 })
  @IsOptional()
  @IsInt({ message: 'startAgeMonths must be a whole number' })
  @Min(0, { message: 'startAgeMonths must be between 0 and 11' })
  @Max(11, { message: 'startAgeMonths must be between 0 and 11' })
  startAgeMonths?: number;

  @ApiPropertyOptional({
    example: 2200,
    description: 'Desired monthly income in euros (compared with the gross pension).',
  })
  @IsOptional()
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
  @ApiProperty({ example: 0.928 }) zugangsfaktor: number;
  @ApiProperty({ example: 1 }) rentenartfaktor: number;
  @ApiProperty() persoenlicheEntgeltpunkte: number;
  @ApiProperty({ type: RentenwertDto }) rentenwert: RentenwertDto;
  @ApiProperty() monthlyGrossCents: number;
  @ApiProperty() monthlyGrossAtRegelaltersgrenzeCents: number;
  @ApiProperty({ type: Number, nullable: true }) targetMonthlyIncomeCents: number | null;
  @ApiProperty({ type: Number, nullable: true }) rentenlueckeCents: number | null;
  @ApiProperty({ type: [String] }) assumptions: string[];
  @ApiProperty({ type: [PensionSourceDto] }) sources: PensionSourceDto[];
}
