import {
  type ContactKind,
  INTRODUCTION_LIMITS,
  type IntroductionContact,
} from '@ageless/contracts';

export interface ContactForm {
  firstName: string;
  kind: ContactKind;
  value: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { firstName: '', kind: 'phone', value: '' };

export type ContactProblem = 'firstNameMissing' | 'valueMissing';

/**
 * What is missing before the form can be sent. The finer checks (a phone number's digits, an
 * email's form) stay with the API, which answers them in words.
 */
export function contactProblems(form: ContactForm): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (!form.firstName.trim()) problems.push('firstNameMissing');
  if (!form.value.trim()) problems.push('valueMissing');
  return problems;
}

export function toContact(form: ContactForm): IntroductionContact {
  return {
    firstName: form.firstName.trim().slice(0, INTRODUCTION_LIMITS.firstNameLength),
    kind: form.kind,
    value: form.value.trim(),
  };
}
