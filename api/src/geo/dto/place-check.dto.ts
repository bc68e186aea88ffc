import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { PROFILE_LIMITS, type PlaceCheckResponse } from '@ageless/contracts';
import { OptionalField } from '../../common/http/optional-field.decorator.js';

/** The 400 for a place name over PROFILE_LIMITS.locationLength: no place is named that long. */
export const placeNameTooLong = (field: string): string =>
  `${field} must be at most ${PROFILE_LIMITS.locationLength} characters: a town, a district or a postcode, such as "Berlin-Spandau" or "10115"`;

export class PlaceCheckQueryDto {
  @ApiProperty({ maxLength: PROFILE_LIMITS.locationLength, example: 'Berlin-Spandau' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be the place as typed' })
  @MinLength(1, { message: 'q must not be empty' })
  @MaxLength(PROFILE_LIMITS.locationLength, { message: placeNameTooLong('q') })
  q: string;

  @OptionalField()
  @IsIn(['en', 'de'])
  lang?: string;
}

export class PlaceCheckResponseDto implements PlaceCheckResponse {
  @ApiProperty({ enum: ['city', 'country', 'none'] }) found: 'city' | 'country' | 'none';
  @ApiProperty({ type: String, nullable: true }) label: string | null;
  @ApiProperty({ type: [String] }) alternatives: string[];
  @ApiProperty() message: string;
}
