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
          // Whole numbers are years, ages or counts: "1933", never "1,933".
          min: rule.integer ? String(rule.min) : formatNumber(rule.min, language, 2),
          max: rule.integer ? String(rule.max) : formatNumber(rule.max, language, 2),
        });
}
