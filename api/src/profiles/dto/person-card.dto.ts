import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  AGE_BANDS,
  type AgeBand,
  CARD_LANGUAGES,
  type CardLanguage,
  PERSON_CARD_LIMITS,
  type PersonCardInput,
} from '@ageless/contracts';
import { IsFirstName } from '../../common/http/first-name.validator.js';
import { OptionalField } from '../../common/http/optional-field.decorator.js';

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

// As the profile's texts: null is "not chosen", like leaving the field out.
const notChosen = { nullMeansOmitted: true } as const;

/** Issue 26 item 3: what the person chooses to show others; every field opt-in. */
export class PersonCardDto implements PersonCardInput {
  @ApiPropertyOptional({
    maxLength: PERSON_CARD_LIMITS.firstNameLength,
    description: 'One or two words of letters; never the name of a company, a bank or a team',
  })
  @OptionalField(notChosen)
  @IsFirstName()
  @IsString()
  @MaxLength(PERSON_CARD_LIMITS.firstNameLength)
  // Empty is allowed (not shown); anything else must be the person's own name.
  @ValidateIf((_, value) => value !== '')
  firstName?: string;

  @ApiPropertyOptional({ enum: AGE_BANDS })
  @OptionalField(notChosen)
  @IsIn(AGE_BANDS)
  ageBand?: AgeBand;

  @ApiPropertyOptional({ default: false, description: 'Show the town or district, never finer' })
  @OptionalField(notChosen)
  @IsBoolean()
  showPlace?: boolean;

  @ApiPropertyOptional({ enum: CARD_LANGUAGES, isArray: true, default: [] })
  @OptionalField(notChosen)
  @IsArray()
  @ArrayMaxSize(CARD_LANGUAGES.length)
  @IsIn(CARD_LANGUAGES, { each: true })
  languages?: CardLanguage[];

  @ApiPropertyOptional({
    maxLength: PERSON_CARD_LIMITS.aboutLength,
    description: 'One sentence; links, phone and account numbers are removed',
  })
  @OptionalField(notChosen)
  @Transform(trim)
  @IsString()
  @MaxLength(PERSON_CARD_LIMITS.aboutLength)
  about?: string;
}
