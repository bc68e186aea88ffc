import type { AgeInMonths } from '@ageless/contracts';
import { useChatLanguage } from '../../chat/hooks/use-chat-language';

/** "66", or "66 and 10 months" / "66 und 10 Monate". */
export function useFormatAge(): (age: AgeInMonths) => string {
  const { t } = useChatLanguage();
  return (age) =>
    age.months === 0
      ? String(age.years)
      : t('calculators.ageWithMonths', { years: age.years, count: age.months });
}
