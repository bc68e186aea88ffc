import { useTranslation } from 'react-i18next';
import { type Language } from '@ageless/contracts';

/** The page's language as the API's `?lang=` expects it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation('matches');
  return i18n.language === 'de' ? 'de' : 'en';
}
