import { parseAmount } from './format';

export type FieldProblem = 'required' | 'range';

export interface NumberRule {
  min: number;
  max: number;
  required?: boolean;
  /** Whole numbers only (years, ages). */
  integer?: boolean;
}

/** What a typed value means: a number within the rule, nothing (optional and empty), or a problem. */
export function readNumber(
  text: string,
  rule: NumberRule,
): { value: number | undefined; problem: FieldProblem | null } {
  if (!text.trim())
    return { value: undefined, problem: rule.required === false ? null : 'required' };
  const value = parseAmount(text);
  if (
    value === null ||
    value < rule.min ||
    value > rule.max ||
    (rule.integer === true && !Number.isInteger(value))
  )
    return { value: undefined, problem: 'range' };
  return { value, problem: null };
}

export interface FieldInput {
  text: string;
  rule: NumberRule;
}

/** Reads every field; `problems` lists the fields to fix, in form order. */
export function readFields<F extends string>(
  fields: Record<F, FieldInput>,
): { values: Partial<Record<F, number>>; problems: [F, FieldProblem][] } {
  const values: Partial<Record<F, number>> = {};
  const problems: [F, FieldProblem][] = [];
  for (const name of Object.keys(fields) as F[]) {
    const { value, problem } = readNumber(fields[name].text, fields[name].rule);
    if (problem) problems.push([name, problem]);
    else if (value !== undefined) values[name] = value;
  }
  return { values, problems };
}
