import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { type FirstNameProblem, firstNameProblem, foldFirstName } from '@ageless/contracts';

// What the API says for each problem. English, like every rule's message in a DTO; the forms that
// send a name check it first with the same rule and say it in the person's language.
const MESSAGES: Record<FirstNameProblem, (property: string) => string> = {
  notAName: (property) =>
    `${property} must be a first name: one or two words of letters (hyphens and apostrophes are fine)`,
  mixedAlphabets: (property) =>
    `${property} mixes letters of two alphabets in one word (such as Latin and Cyrillic): please type your name again with your usual keyboard`,
  notOwnName: () =>
    'Please use your own first name, not a family role, a title, a call for help, or the name of a company, a bank or a team.',
};

/**
 * A first name another person will see (seventh hostile pass #5): stored as `foldFirstName` gives it
 * (NFKC, one space between words), so what was checked is what is shown, and refused by
 * `firstNameProblem`, the rule the forms use too. Non-strings are IsString's to refuse.
 */
export function IsFirstName(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? foldFirstName(value) : value,
    ),
    ValidateBy({
      name: 'isFirstName',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !firstNameProblem(value),
        defaultMessage: ({ value, property }: ValidationArguments) =>
          MESSAGES[firstNameProblem(String(value)) ?? 'notAName'](property),
      },
    }),
  );
}
