import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy } from 'class-validator';
import { PROFILE_LIMITS, type PlaceCheckResponse } from '@ageless/contracts';
import { OptionalField } from '../../common/http/optional-field.decorator.js';

/** The 400 for a place name over PROFILE_LIMITS.locationLength: no place is named that long. */
export const placeNameTooLong = (field: string): string =>
  `${field} must be at most ${PROFILE_LIMITS.locationLength} characters: a town, a district or a postcode, such as "Berlin-Spandau" or "10115"`;

// One rule with one message that fits what was sent: as three rules, a missing `q` or `q=a&q=b` was
// told "q must be at most 200 characters" (fourth hostile pass).
function placeNameProblem(value: unknown): string {
  if (value === undefined || value === null)
    return 'q is missing: send the place as typed, such as ?q=Berlin-Spandau';
  if (Array.isArray(value))
    return 'q must be given once: send one place, such as ?q=Berlin-Spandau';
  if (typeof value !== 'string') return 'q must be the place as typed';
  if (value.length === 0) return 'q must not be empty';
  return placeNameTooLong('q');
}

const PlaceName = (): PropertyDecorator =>
  ValidateBy({
    name: 'placeName',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        value.length >= 1 &&
        value.length <= PROFILE_LIMITS.locationLength,
      defaultMessage: (args) => placeNameProblem(args?.value),
    },
  });

export class PlaceCheckQueryDto {
  @ApiProperty({ maxLength: PROFILE_LIMITS.locationLength, example: 'Berlin-Spandau' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @PlaceName()
  q: string;

  @OptionalField()
  @IsIn(['en', 'de'])
  lang?: string;
}

export class PlaceCheckResponseDto implements PlaceCheckResponse {
  @ApiProperty({ enum: ['city', 'country', 'none'] }) found: 'city' | 'country' | 'none';
  @ApiProperty({ type: String, nullable: true }) label: string | null;
  @ApiProperty({ type: [String] }) alternatives: string[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The town or district a person's card would show",
  })
  town?: string | null;
  @ApiProperty() message: string;
}
