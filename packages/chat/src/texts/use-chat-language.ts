import { useTranslation } from 'react-i18next';
import type { Language } from '@ageless/contracts';
import { isLanguage } from '@ageless/i18n';
import type {} from './chat-texts.js';

/**
 * The chat texts in the page's language, or in `language` when a host (widget, /embed?lang=)
 * fixes it without changing the page's own language.
 */
export function useChatLanguage(language?: Language) {
  const { t, i18n } = useTranslation('chat', language ? { lng: language } : undefined);
  const resolved: Language = language ?? (isLanguage(i18n.language) ? i18n.language : 'en');
  return { t, language: resolved };
}
