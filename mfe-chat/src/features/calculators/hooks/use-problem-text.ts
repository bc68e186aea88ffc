import { useCalculatorLanguage } from './use-calculator-language';
import { formatNumber } from '../lib/format';
import type { FieldProblem, NumberRule } from '../lib/validation';

/** The sentence that tells a person what to fix in a field, in the page's language. */
export function useProblemText(): (
  problem: FieldProblem,
  field: string,
  rule: NumberRule,
) => string {
  const { t, language } = useCalculatorLanguage();
  return (problem, field, rule) =>
    problem === 'required'
      ? t('validation.required', { field })
      : t('validation.range', {
          field,
          min: formatNumber(rule.min, language, 2),
          max: formatNumber(rule.max, language, 2),
        });
}
