import { conversationDe } from './conversation-de.js';
import { conversationEn } from './conversation-en.js';

/**
 * The `chat` namespace without the upload page's texts: what the widget registers on its own i18n
 * instance. Kept apart so that its panel chunk does not carry the staff pages' texts (its size
 * budget, widget-element/src/size-budget.spec.ts).
 */
export const CONVERSATION_TEXTS = { en: conversationEn, de: conversationDe } as const;
