// Spec §3 "Chat message", "Widget session" and §7 chat payloads.

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id?: string;
  role: ChatRole;
  content: string;
  /** ISO 8601. */
  timestamp: string;
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
  sources?: { title: string }[];
}

export interface WidgetSession {
  id: string;
  messages: ChatMessage[];
  conversationCount: number;
}

export const FREE_WIDGET_CONVERSATIONS = 5;
/** Spec §9: the badge shows once the count is 4 or more. */
export const FREE_BADGE_FROM_COUNT = 4;

/** Browser storage keys (spec §3 "fixed keys"). */
export const STORAGE_KEYS = {
  language: 'ageless-connect-language',
  widgetSession: 'ageless-connect-chat-session',
  chatHistory: 'ageless-connect-chat-history',
  sessionId: 'ageless-connect-session-id',
} as const;
