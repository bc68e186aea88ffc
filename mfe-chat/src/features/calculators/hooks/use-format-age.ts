import type { AgeInMonths } from '@ageless/contracts';
import { useCalculatorLanguage } from './use-calculator-language';

/** "66", or "66 and 10 months" / "66 und 10 Monate". */
export function useFormatAge(): (age: AgeInMonths) => string {
  const { t } = useCalculatorLanguage();
  return (age) =>
    age.months === 0
      ? String(age.years)
      : t('ageWithMonths', { years: age.years, count: age.months });
}
