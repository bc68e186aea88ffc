// POST /api/chat/stream (issue 4): the same payloads as POST /api/chat, answered as Server-Sent
// Events: `token` events while the reply is written, then one `done` event (or one `error`).
import type { ChatMessage, ChatResponse } from './chat.js';
import type { ApiError } from './errors.js';

export const CHAT_STREAM_EVENTS = {
  token: 'token',
  reset: 'reset',
  done: 'done',
  error: 'error',
} as const;

/** `event: token` — the next piece of the assistant's reply. */
export interface ChatStreamToken {
  token: string;
}

/**
 * `event: reset` `{}` — the language model failed mid-answer and the offline guide starts over: discard
 * the tokens shown so far (`done.response` carries the whole final text either way).
 */
export type ChatStreamReset = Record<string, never>;

/**
 * `event: done` — the stored assistant message and the counts; `response` is its full text, so a
 * client that missed tokens still has the whole reply. Floating-widget fields as in ChatResponse.
 */
export interface ChatStreamDone extends ChatResponse {
  /** The stored assistant message; null when nothing was stored (free conversations used up). */
  message: ChatMessage | null;
}

/** `event: error` — the API's one error shape. */
export type ChatStreamError = ApiError;
