import { registerCatalogue } from '@ageless/i18n';
import { de } from './de.js';
import { en, type ChatCatalogue } from './en.js';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    chat: ChatCatalogue;
  }
}

export type { ChatCatalogue };

/** The `chat` namespace in both languages, for an i18n instance of its own (the widget's). */
export const CHAT_TEXTS = { en, de } as const;

/** Adds the chat texts to the page's one i18n instance (mfe-chat, when an exposed module loads). */
export function registerChatTexts(): void {
  registerCatalogue('chat', CHAT_TEXTS);
}
