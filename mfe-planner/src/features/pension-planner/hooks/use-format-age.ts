import type { AgeInMonths } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';

/**
 * "66", or "66 and 10 months" / "66 und 10 Monate". `inSentence` is for ages after "mit", "ab" or
 * "von" in German, which take the dative ("mit 66 Jahren und 10 Monaten").
 */
export function useFormatAge(): (age: AgeInMonths, inSentence?: boolean) => string {
  const { t } = useCalculatorLanguage();
  return (age, inSentence = false) =>
    age.months === 0
      ? String(age.years)
      : t(inSentence ? 'ageInSentence' : 'ageWithMonths', { years: age.years, count: age.months });
}
