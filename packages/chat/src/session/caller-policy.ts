import {
  STORAGE_KEYS,
  type ChatMessage,
  type ChatRequest,
  type HistoryEntry,
  type Language,
} from '@ageless/contracts';
import {
  chatStorage,
  type ChatStorage,
  type StorageKind,
  type WriteResult,
} from './chat-storage.js';
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
  /** Older messages of this conversation were left out when it was kept on this device. */
  trimmed?: boolean;
}

/** What a save kept: the write's result and how many of the oldest messages it left out. */
export interface SaveOutcome {
  result: WriteResult;
  dropped: number;
}

// What one conversation may take of the browser's storage (about 5 MB per site, shared with the
// host page when the widget is embedded): the newest messages, each cut to a generous length.
// Replies are far shorter; the server keeps the whole conversation (GET restores up to 200).
export const KEPT_MESSAGES = 100;
export const KEPT_MESSAGE_LENGTH = 20_000;
/**
 * The stored record's format: 2 adds `v`, `savedAt` and `trimmed` to the spec's
 * {id, messages, conversationCount}; records without `v` (format 1) are read as before.
 */
export const STORED_FORMAT = 2;
// The API's rule for session ids (api/src/chat/dto/chat-request.dto.ts): a damaged id would be
// refused with every message, so such a record is not used.
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{7,127}$/;

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
  /** The storage keys it writes: watched for other tabs' changes, removed when forgotten. */
  keys: readonly string[];
  load(store: ChatStorage): ChatSessionRecord | undefined;
  save(store: ChatStorage, record: ChatSessionRecord): SaveOutcome;
  /** Removes everything it keeps of the conversation. */
  clear(store: ChatStorage): void;
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

/** A whole conversation record as the widget (and the page) keep it, in format 1 or 2. */
function loadRecord(store: ChatStorage, key: string): ChatSessionRecord | undefined {
  const saved = store.read<Partial<ChatSessionRecord> & { v?: unknown }>(key);
  if (!saved || typeof saved !== 'object') return undefined;
  if (typeof saved.id !== 'string' || !SESSION_ID.test(saved.id)) return undefined;
  if (!Array.isArray(saved.messages)) return undefined;
  const earlier = messagesOf(saved.earlier);
  return {
    id: saved.id,
    messages: messagesOf(saved.messages),
    conversationCount: Math.max(0, Math.floor(Number(saved.conversationCount) || 0)),
    ...(earlier.length > 0 ? { earlier } : {}),
    ...(saved.trimmed === true ? { trimmed: true } : {}),
  };
}

// A reply's planner link is kept with it (issue 24, item 4; docs/DECISIONS.md).
const stored = (messages: readonly DisplayMessage[]) =>
  messages.map(({ id, role, content, timestamp, planner }) => ({
    id,
    role,
    content: content.slice(0, KEPT_MESSAGE_LENGTH),
    timestamp,
    ...(planner ? { planner } : {}),
  }));

/**
 * Writes the newest `KEPT_MESSAGES` at most; when the browser says it is full, half as many, and so
 * on, so that at least the latest exchange survives a nearly full storage.
 */
function writeNewest(
  total: number,
  write: (keep: number) => WriteResult,
  most = KEPT_MESSAGES,
): SaveOutcome {
  let keep = Math.min(total, most);
  for (;;) {
    const result = write(keep);
    if (result !== 'full' || keep === 0) {
      return { result, dropped: result === 'kept' ? total - keep : total };
    }
    keep = Math.floor(keep / 2);
  }
}

function saveRecord(store: ChatStorage, key: string, record: ChatSessionRecord): SaveOutcome {
  const earlier = (record.earlier ?? []).filter((message) => !message.streaming);
  const messages = record.messages.filter((message) => !message.streaming);
  const total = earlier.length + messages.length;
  const outcome = writeNewest(total, (keep) => {
    const keptMessages = messages.slice(Math.max(0, messages.length - keep));
    const keptEarlier = earlier.slice(
      Math.max(0, earlier.length - Math.max(0, keep - keptMessages.length)),
    );
    return store.write(key, {
      v: STORED_FORMAT,
      id: record.id,
      messages: stored(keptMessages),
      conversationCount: record.conversationCount,
      ...(keptEarlier.length > 0 ? { earlier: stored(keptEarlier) } : {}),
      ...(keep < total || record.trimmed ? { trimmed: true } : {}),
      savedAt: new Date().toISOString(),
    });
  });
  return outcome;
}

/** Spec §3/§7 landing hero: the session id and the role/content history in local storage. */
const landing: CallerPolicy = {
  idPrefix: 'widget',
  serverKeepsMessages: false,
  restores: false,
  storage: 'local',
  keys: [STORAGE_KEYS.sessionId, STORAGE_KEYS.chatHistory],
  // The history it sends is also what it shows again after Back or a reload. The spec's fixed
  // format has no version: a history that is not a list of role/content pairs is left out.
  load(store) {
    const id = store.readText(STORAGE_KEYS.sessionId);
    if (!id || !SESSION_ID.test(id)) return undefined;
    return { id, messages: messagesOf(store.read(STORAGE_KEYS.chatHistory)), conversationCount: 0 };
  },
  save(store, record) {
    const idResult = store.write(STORAGE_KEYS.sessionId, record.id);
    const entries = history(record.messages);
    const all = record.messages.filter((message) => !message.failed && message.content).length;
    if (idResult !== 'kept' || entries.length === 0) return { result: idResult, dropped: 0 };
    const outcome = writeNewest(
      entries.length,
      (keep) => store.write(STORAGE_KEYS.chatHistory, entries.slice(entries.length - keep)),
      HISTORY_LIMIT,
    );
    return { ...outcome, dropped: outcome.dropped + (all - entries.length) };
  },
  clear(store) {
    store.remove(STORAGE_KEYS.sessionId);
    store.remove(STORAGE_KEYS.chatHistory);
  },
  request: (record, message, language) => ({
    sessionId: record.id,
    message,
    conversationHistory: history(record.messages),
    language,
  }),
};

/**
 * Spec §7 full page: its own session id, kept on this device (local storage) so that a new tab or
 * the next day brings the conversation back, until the person starts a new one or forgets it
 * (issue 27; before, it was kept in this tab's session storage, which is still read once).
 */
const page: CallerPolicy = {
  idPrefix: 'page',
  serverKeepsMessages: false,
  restores: true,
  storage: 'local',
  keys: [STORAGE_KEYS.pageSession],
  load(store) {
    const kept = loadRecord(store, STORAGE_KEYS.pageSession);
    if (kept || store.kind !== 'local') return kept;
    // This tab's conversation from before it was kept on the device: taken over (and removed
    // from the tab once it is kept on the device; not here, as React may call this twice).
    return loadRecord(chatStorage('session'), STORAGE_KEYS.pageSession);
  },
  save(store, record) {
    const outcome = saveRecord(store, STORAGE_KEYS.pageSession, record);
    if (outcome.result === 'kept' && store.kind === 'local') {
      chatStorage('session').remove(STORAGE_KEYS.pageSession);
    }
    return outcome;
  },
  clear(store) {
    store.remove(STORAGE_KEYS.pageSession);
    chatStorage('session').remove(STORAGE_KEYS.pageSession);
  },
  request: (record, message) => ({ message, sessionId: record.id }),
};

/** Spec §3/§4 floating widget: {id, messages, conversationCount} under the chat-session key. */
const widget: CallerPolicy = {
  idPrefix: 'widget',
  serverKeepsMessages: true,
  restores: true,
  storage: 'local',
  keys: [STORAGE_KEYS.widgetSession],
  load: (store) => loadRecord(store, STORAGE_KEYS.widgetSession),
  save: (store, record) => saveRecord(store, STORAGE_KEYS.widgetSession, record),
  clear: (store) => store.remove(STORAGE_KEYS.widgetSession),
  request: (record, message) => ({
    sessionId: record.id,
    message,
    conversationCount: record.conversationCount,
  }),
};

export const CALLER_POLICIES: Record<ChatCaller, CallerPolicy> = { landing, page, widget };
