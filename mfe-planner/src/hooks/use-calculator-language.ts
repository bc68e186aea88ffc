import { useTranslation } from 'react-i18next';
import type { Language } from '@ageless/contracts';
import { isLanguage } from '@ageless/i18n';

/** The calculator texts (`calculators` namespace) in the page's language. */
export function useCalculatorLanguage() {
  const { t, i18n } = useTranslation('calculators');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { t, language };
}
