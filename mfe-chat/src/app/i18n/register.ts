import { registerCatalogue } from '@ageless/i18n';
import { de } from './de';
import { en, type ChatCatalogue } from './en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    chat: ChatCatalogue;
  }
}

// Runs once when an exposed module of this remote loads: the texts travel with the code.
registerCatalogue('chat', { en, de });
