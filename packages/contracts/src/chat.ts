// Spec §3 "Chat message", "Widget session" and §7 chat payloads.
import { PENSION_PLANNER_PATH } from './planner-link.js';

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

export type ChatRole = 'user' | 'assistant';

/** Issue 24, item 4: the Pension Planner with the numbers an answer was worked out with. */
export interface ChatPlannerLink {
  /** A path on the product's site, `/pension-planner?…` (see plannerPath). */
  path: string;
}

export interface ChatMessage {
  id?: string;
  role: ChatRole;
  content: string;
  /** ISO 8601. */
  timestamp: string;
  /** An assistant message computed from the person's own numbers: the planner with them. */
  planner?: ChatPlannerLink;
}

/**
 * The planner link of a message read back from storage, or undefined: only a path to the planner
 * is ever shown as a link, whatever a stored copy says.
 */
export function chatPlannerLink(value: unknown): ChatPlannerLink | undefined {
  const path = (value as Partial<ChatPlannerLink> | null | undefined)?.path;
  return typeof path === 'string' && path.startsWith(`${PENSION_PLANNER_PATH}?`)
    ? { path }
    : undefined;
}

export interface HistoryEntry {
  role: ChatRole;
  content: string;
}

/** Landing hero widget. */
export interface LandingChatRequest {
  sessionId: string;
  message: string;
  conversationHistory: HistoryEntry[];
  language: Language;
}

/** Full-page chat. */
export interface PageChatRequest {
  message: string;
  sessionId: string;
}

/** Floating widget. */
export interface WidgetChatRequest {
  sessionId: string;
  message: string;
  conversationCount: number;
}

export type ChatRequest = LandingChatRequest | PageChatRequest | WidgetChatRequest;

export interface ChatResponse {
  response: string;
  requiresUpgrade?: boolean;
  messages?: ChatMessage[];
  conversationCount?: number;
  /** The knowledge sources the answer is based on. */
  sources?: { title: string; url?: string | null }[];
  language?: Language;
  /** The disclaimer of the reply's category and the reader's region (also included in `response`). */
  disclaimer?: { category: string; market: 'DE' | 'EU' | 'US'; text: string; footnote?: string };
  answeredBy?: 'openai' | 'offline' | 'free-tier';
  /** The planner with the numbers the answer was computed with; absent when it used none. */
  planner?: ChatPlannerLink;
}

/** GET /api/chat/:sessionId */
export interface ChatSessionResponse {
  sessionId: string;
  messages: ChatMessage[];
  conversationCount: number;
  freeConversations: number;
}

export interface WidgetSession {
  id: string;
  messages: ChatMessage[];
  conversationCount: number;
}

export const FREE_WIDGET_CONVERSATIONS = 5;

/** Spec §8 upgrade modal text, also the reply once the free conversations are used up. */
export const UPGRADE_TEXT: Record<Language, { title: string; message: string }> = {
  en: {
    title: 'Continue Exploring',
    message: "You've used your free conversations. Upgrade to continue your active aging journey.",
  },
  de: {
    title: 'Weiter entdecken',
    message:
      'Sie haben Ihre kostenlosen Gespräche aufgebraucht. Upgraden Sie, um Ihre Reise des aktiven Älterwerdens fortzusetzen.',
  },
};
/** Spec §9: the badge shows once the count is 4 or more. */
export const FREE_BADGE_FROM_COUNT = 4;

/** Browser storage keys (spec §3 "fixed keys"). */
export const STORAGE_KEYS = {
  language: 'ageless-connect-language',
  widgetSession: 'ageless-connect-chat-session',
  chatHistory: 'ageless-connect-chat-history',
  sessionId: 'ageless-connect-session-id',
  /** The full-page chat's conversation, in local storage until the person clears it (issue 27). */
  pageSession: 'ageless-connect-page-chat',
} as const;
