import { useTranslation } from 'react-i18next';
import type { Language } from '@ageless/contracts';
import { de } from '../texts/de';
import { en, type SitePagesTexts } from '../texts/en';

/**
 * The footer pages' texts in the page's language. They are long, nested and only read here, so they
 * are typed objects chosen by language rather than a registered namespace; useTranslation still
 * re-renders the page when the language changes.
 */
export function useSiteTexts(): { texts: SitePagesTexts; language: Language } {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'de' ? 'de' : 'en';
  return { texts: language === 'de' ? de : en, language };
}

/** `{{name}}` placeholders filled with the values given. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
