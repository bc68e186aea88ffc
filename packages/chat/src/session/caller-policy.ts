import {
  STORAGE_KEYS,
  type ChatMessage,
  type ChatRequest,
  type HistoryEntry,
  type Language,
} from '@ageless/contracts';
import type { ChatStorage, StorageKind } from './chat-storage.js';
import { toDisplayMessages, type DisplayMessage } from './chat-message.js';

/** The three callers of spec §7, each with its own payload and its own way of remembering. */
export type ChatCaller = 'landing' | 'page' | 'widget';

/** One conversation: the spec's widget session, kept the same way for every caller. */
export interface ChatSessionRecord {
  id: string;
  messages: DisplayMessage[];
  conversationCount: number;
  /**
   * Messages of an earlier session the API refused (another browser's): still shown above the
   * new session's, which is all the server returns.
   */
  earlier?: DisplayMessage[];
}

// The API's limits for the landing's conversationHistory (api/src/chat/dto/chat-request.dto.ts):
// the newest entries are sent, each cut to the length the API accepts.
export const HISTORY_LIMIT = 50;
export const HISTORY_ENTRY_LENGTH = 4000;

export interface CallerPolicy {
  /** The session id's prefix (spec §7: the landing's ids start with "widget"). */
  idPrefix: string;
  /** Whether replies carry the server's whole list of messages, which then replaces the shown one. */
  serverKeepsMessages: boolean;
  /** Whether a remembered session is read back from the server when the surface mounts. */
  restores: boolean;
  /** Where the conversation is remembered unless the surface asks otherwise. */
  storage: StorageKind;
  load(store: ChatStorage): ChatSessionRecord | undefined;
  save(store: ChatStorage, record: ChatSessionRecord): void;
  request(record: ChatSessionRecord, message: string, language: Language): ChatRequest;
}

function history(messages: readonly DisplayMessage[]): HistoryEntry[] {
  return messages
    .filter((message) => !message.failed && !message.streaming && message.content)
    .slice(-HISTORY_LIMIT)
    .map(({ role, content }) => ({ role, content: content.slice(0, HISTORY_ENTRY_LENGTH) }));
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as ChatMessage | undefined;
  return Boolean(
    message &&
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string',
  );
}

function messagesOf(value: unknown): DisplayMessage[] {
  if (!Array.isArray(value)) return [];
  return toDisplayMessages(
    value.filter(isMessage).map((message) => ({
      ...message,
      timestamp: typeof message.timestamp === 'string' ? message.timestamp : '',
    })),
  );
}

/** A whole conversation record as the widget (and the page) keep it. */
function loadRecord(store: ChatStorage, key: string): ChatSessionRecord | undefined {
  const saved = store.read<Partial<ChatSessionRecord>>(key);
  if (!saved || typeof saved.id !== 'string' || !Array.isArray(saved.messages)) return undefined;
  const earlier = messagesOf(saved.earlier);
  return {
    id: saved.id,
    messages: messagesOf(saved.messages),
    conversationCount: Number(saved.conversationCount) || 0,
    ...(earlier.length > 0 ? { earlier } : {}),
  };
}

function saveRecord(store: ChatStorage, key: string, record: ChatSessionRecord): void {
  const shown = (messages: DisplayMessage[]) =>
    messages.map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }));
  store.write(key, {
    id: record.id,
    messages: shown(record.messages),
    conversationCount: record.conversationCount,
    ...(record.earlier ? { earlier: shown(record.earlier) } : {}),
  });
}

/** Spec §3/§7 landing hero: the session id and the role/content history in local storage. */
const landing: CallerPolicy = {
  idPrefix: 'widget',
  serverKeepsMessages: false,
  restores: false,
  storage: 'local',
  // The history it sends is also what it shows again after Back or a reload.
  load(store) {
    const id = store.readText(STORAGE_KEYS.sessionId);
    if (!id) return undefined;
    return { id, messages: messagesOf(store.read(STORAGE_KEYS.chatHistory)), conversationCount: 0 };
  },
  save(store, record) {
    store.write(STORAGE_KEYS.sessionId, record.id);
    if (record.messages.length > 0) store.write(STORAGE_KEYS.chatHistory, history(record.messages));
  },
  request: (record, message, language) => ({
    sessionId: record.id,
    message,
    conversationHistory: history(record.messages),
    language,
  }),
};

/**
 * Spec §7 full page: its own session id, kept for this tab only (session storage), so Back and
 * reload bring the conversation back while a new tab starts afresh (docs/DECISIONS.md).
 */
const page: CallerPolicy = {
  idPrefix: 'page',
  serverKeepsMessages: false,
  restores: true,
  storage: 'session',
  load: (store) => loadRecord(store, STORAGE_KEYS.pageSession),
  save: (store, record) => saveRecord(store, STORAGE_KEYS.pageSession, record),
  request: (record, message) => ({ message, sessionId: record.id }),
};

/** Spec §3/§4 floating widget: {id, messages, conversationCount} under the chat-session key. */
const widget: CallerPolicy = {
  idPrefix: 'widget',
  serverKeepsMessages: true,
  restores: true,
  storage: 'local',
  load: (store) => loadRecord(store, STORAGE_KEYS.widgetSession),
  save: (store, record) => saveRecord(store, STORAGE_KEYS.widgetSession, record),
  request: (record, message) => ({
    sessionId: record.id,
    message,
    conversationCount: record.conversationCount,
  }),
};

export const CALLER_POLICIES: Record<ChatCaller, CallerPolicy> = { landing, page, widget };
