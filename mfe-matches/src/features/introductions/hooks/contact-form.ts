import {
  type ContactKind,
  type FirstNameProblem,
  firstNameProblem,
  foldFirstName,
  INTRODUCTION_LIMITS,
  type IntroductionContact,
} from '@ageless/contracts';

export interface ContactForm {
  firstName: string;
  kind: ContactKind;
  value: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { firstName: '', kind: 'phone', value: '' };

// The first name's problems under names of their own ('firstNameNotOwn'), one text each.
const NAME_PROBLEMS = {
  notAName: 'firstNameNotAName',
  mixedAlphabets: 'firstNameMixedAlphabets',
  notOwnName: 'firstNameNotOwn',
} as const satisfies Record<FirstNameProblem, string>;

export type ContactProblem =
  'firstNameMissing' | (typeof NAME_PROBLEMS)[FirstNameProblem] | 'valueMissing';

/**
 * What is missing or wrong before the form can be sent. The first name is checked by the API's own
 * rule (the other person reads it as who answered: never 'Support' or 'PayPal'), so it is said here
 * in the person's language. The finer checks of the contact (a phone number's digits, an email's
 * form) stay with the API, which answers them in words.
 */
export function contactProblems(form: ContactForm): ContactProblem[] {
  const problems: ContactProblem[] = [];
  const nameProblem = form.firstName.trim() ? firstNameProblem(form.firstName) : null;
  if (!form.firstName.trim()) problems.push('firstNameMissing');
  else if (nameProblem) problems.push(NAME_PROBLEMS[nameProblem]);
  if (!form.value.trim()) problems.push('valueMissing');
  return problems;
}

export function toContact(form: ContactForm): IntroductionContact {
  return {
    firstName: foldFirstName(form.firstName).slice(0, INTRODUCTION_LIMITS.firstNameLength),
    kind: form.kind,
    value: form.value.trim(),
  };
}
