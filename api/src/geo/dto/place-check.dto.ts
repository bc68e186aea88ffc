import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PROFILE_LIMITS, type PlaceCheckResponse } from '@ageless/contracts';

export class PlaceCheckQueryDto {
  @ApiProperty({ maxLength: PROFILE_LIMITS.locationLength, example: 'Berlin-Spandau' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be the place as typed' })
  @MinLength(1, { message: 'q must not be empty' })
  @MaxLength(PROFILE_LIMITS.locationLength)
  q: string;

  @IsOptional()
  @IsIn(['en', 'de'])
  lang?: string;
}

export class PlaceCheckResponseDto implements PlaceCheckResponse {
  @ApiProperty({ enum: ['city', 'country', 'none'] }) found: 'city' | 'country' | 'none';
  @ApiProperty({ type: String, nullable: true }) label: string | null;
  @ApiProperty({ type: [String] }) alternatives: string[];
  @ApiProperty() message: string;
}
