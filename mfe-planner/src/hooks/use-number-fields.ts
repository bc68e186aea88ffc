import { useRef, useState } from 'react';
import { useProblemText } from './use-problem-text';
import { type NumberRule, readFields } from '../lib/validation';

export interface NumberFieldSpec {
  rule: NumberRule;
  /** How the field is named inside a sentence ("your year of birth"). */
  name: string;
}

/**
 * The typed text, error and input of each number field of a form. `read` checks the given fields:
 * their numbers, or null after showing what to fix and focusing the first field to fix.
 */
export function useNumberFields<F extends string>(
  specs: Record<F, NumberFieldSpec>,
  /** What the fields start with, e.g. from a shared link. */
  initial: Partial<Record<F, string>> = {},
) {
  const problemText = useProblemText();
  const [texts, setTexts] = useState<Partial<Record<F, string>>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef(new Map<F, HTMLInputElement>());

  const read = (fields: F[]): Partial<Record<F, number>> | null => {
    const { values, problems } = readFields(
      Object.fromEntries(
        fields.map((field) => [field, { text: texts[field] ?? '', rule: specs[field].rule }]),
      ) as Record<F, { text: string; rule: NumberRule }>,
    );
    setErrors(
      Object.fromEntries(
        problems.map(([field, problem]) => [
          field,
          problemText(problem, specs[field].name, specs[field].rule),
        ]),
      ) as Partial<Record<F, string>>,
    );
    const first = problems[0];
    if (first) {
      inputs.current.get(first[0])?.focus();
      return null;
    }
    return values;
  };

  /** Props for a NumberField showing `field`. */
  const bind = (field: F) => ({
    name: field,
    value: texts[field] ?? '',
    onChange: (value: string) => setTexts((current) => ({ ...current, [field]: value })),
    error: errors[field],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
  });

  return { read, bind };
}
