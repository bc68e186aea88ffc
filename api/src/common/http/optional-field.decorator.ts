import { IsDefined, IsOptional, ValidateIf } from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/**
 * A request field that may be left out. class-validator's IsOptional skips every rule for null as
 * well, so `"startAge": null` passed validation and reached the pension calculation as a number: a 500
 * (issue 25). Here null is refused like any wrong value, first with a message naming the field, then
 * with the field's own rules. Where null means "not answered" (a profile's texts, as GET returns them)
 * say so with `nullMeansOmitted`. Lint forbids IsOptional in the API, so a new DTO cannot forget.
 */
export function OptionalField(options: { nullMeansOmitted?: boolean } = {}): PropertyDecorator {
  if (options.nullMeansOmitted) return IsOptional();
  return applyDecorators(
    ValidateIf((_object: unknown, value: unknown) => value !== undefined),
    IsDefined({
      message: ({ property }) => `${property} must not be null: leave it out or give a value`,
    }),
  );
}
