// The chat namespace's keys for type checking mfe-chat's components compiled here (mfe-chat
// declares the same in its app/i18n/register.ts, which the widget does not import: it would
// register the texts with the page-wide i18n instance).
import type { ChatCatalogue } from '@chat-source/app/i18n/en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    chat: ChatCatalogue;
  }
}
