import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChatMessage, ChatResponse, Language } from '@ageless/contracts';
import { ApiRequestError, postChat, sendChat } from '@ageless/api-client';
import {
  CALLER_POLICIES,
  type CallerPolicy,
  type ChatCaller,
  type ChatSessionRecord,
  type SaveOutcome,
} from './caller-policy.js';
import { chatStorage, type ChatStorage, type StorageKind } from './chat-storage.js';
import {
  newMessage,
  newSessionId,
  randomId,
  toDisplayMessages,
  type DisplayMessage,
} from './chat-message.js';
import { eraseChatSession, getChatSession } from './session-api.js';
import { useCalmMode } from '../reading/calm-mode.js';

export interface ChatSessionOptions {
  caller: ChatCaller;
  language: Language;
  apiBase?: string;
  /**
   * Where the conversation is remembered (a host page may ask for session storage or none);
   * by default where the caller's policy keeps it.
   */
  storage?: StorageKind;
  /**
   * false: the whole reply at once (POST /api/chat) instead of word by word; by default the
   * reader's calm-mode setting decides.
   */
  streaming?: boolean;
  /** Shown as the guide's message when a reply fails (spec §8: the text differs per caller). */
  failureText: string;
  /** Shown when the API cannot be reached at all (offline, or this site's origin not allowed). */
  unreachableText?: string;
  /** Each message once it is complete: the person's, then the guide's whole reply. */
  onMessage?: (message: ChatMessage) => void;
  onUpgradeRequired?: () => void;
}

/** A finished reply (or apology) to announce; the id tells two equal texts apart. */
export interface Announcement {
  id: string;
  text: string;
}

/**
 * Where the conversation is kept: on this device (every tab, until forgotten), in this tab only (a
 * host asked for session storage), or nowhere (the host asked for none, or the browser refuses or
 * is full). `trimmed`: only the newest messages are kept (KEPT_MESSAGES).
 */
export interface ConversationMemory {
  where: 'device' | 'tab' | 'nowhere';
  trimmed: boolean;
}

/** Forgetting erased the server's copy too, or only this device's (the server was not reached). */
export type ForgetResult = 'erased' | 'device-only';

export interface ChatSession {
  sessionId: string;
  messages: DisplayMessage[];
  conversationCount: number;
  /** A reply is on its way: further input is ignored (spec §4). */
  pending: boolean;
  /** The last finished reply, for one screen-reader announcement per message (not per word). */
  announcement: Announcement | null;
  requiresUpgrade: boolean;
  send(text: string): Promise<void>;
  /** Shows a message of the surface's own (the landing's canned introduction). */
  addMessage(message: DisplayMessage): void;
  /** Stops the reply in flight; its unfinished text is taken away. */
  stop(): void;
  dismissUpgrade(): void;
  memory: ConversationMemory;
  /** A new, empty conversation; nothing of the old one stays on screen or on this device. */
  startNew(): void;
  /** Erases the conversation from this device and asks the server to erase its copy. */
  forget(): Promise<ForgetResult>;
}

// Conversations whose erasure the server has not confirmed yet (it was not reachable): asked again
// the next time a chat opens, so "forget" holds even after a lost connection.
const ERASE_LATER_KEY = 'ageless-connect-chat-erase-pending';
const ERASE_LATER_MAX = 20;

function eraseLater(store: ChatStorage, ids: string[]): void {
  if (ids.length === 0) store.remove(ERASE_LATER_KEY);
  else store.write(ERASE_LATER_KEY, ids.slice(-ERASE_LATER_MAX));
}

function pendingErasures(store: ChatStorage): string[] {
  const ids = store.read<unknown>(ERASE_LATER_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function memoryOf(
  store: ChatStorage,
  outcome: SaveOutcome | undefined,
  record: ChatSessionRecord,
): ConversationMemory {
  const total = record.messages.length + (record.earlier?.length ?? 0);
  // Refused, or so full that not even the latest message fitted.
  const nothingKept =
    !store.available ||
    (outcome !== undefined && total > 0 && (outcome.result !== 'kept' || outcome.dropped >= total));
  return {
    where: nothingKept ? 'nowhere' : store.kind === 'session' ? 'tab' : 'device',
    trimmed: !nothingKept && ((outcome?.dropped ?? 0) > 0 || record.trimmed === true),
  };
}

/**
 * What the last save kept, outside React's state: the save is a side effect of a new record, and
 * the surface re-renders only when its outcome changes.
 */
function saveOutcomes() {
  let value: SaveOutcome | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: SaveOutcome | undefined) {
      if (next?.result === value?.result && next?.dropped === value?.dropped) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const emptyRecord = (policy: CallerPolicy, conversationCount = 0): ChatSessionRecord => ({
  id: newSessionId(policy.idPrefix),
  messages: [],
  conversationCount,
});

// The API refuses a session another browser owns, as if it did not exist (404; 403 from an API
// before the twelfth session): this browser lost its cookie (Safari on another site, cleared
// cookies) or its storage was copied.
const isRefused = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 403);

/**
 * The API's own words when it asks to wait (429: too many messages; 503: the guide is busy): they
 * say what to do, where the general apology would leave the person trying again at once.
 */
const askedToWait = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && (error.status === 429 || error.status === 503)
    ? error.serverMessage
    : undefined;

function withServerMessages(
  record: ChatSessionRecord,
  answer: { messages?: ChatMessage[]; conversationCount?: number },
): ChatSessionRecord {
  return {
    ...record,
    messages: [...(record.earlier ?? []), ...toDisplayMessages(answer.messages ?? [])],
    conversationCount: answer.conversationCount ?? record.conversationCount,
  };
}

/**
 * The one conversation engine of every chat surface (landing hero, /chat and /embed, the widget):
 * the person's message at once, typing until the first word, the reply as it streams (POST
 * /api/chat when the stream is not available), the upgrade prompt, the session remembered and read
 * back from the server, and a new session of its own when the API refuses the old one.
 */
export function useChatSession(options: ChatSessionOptions): ChatSession {
  const { caller, language, apiBase } = options;
  const calm = useCalmMode();
  const streaming = options.streaming ?? !calm;
  const policy = CALLER_POLICIES[caller];
  const storage = options.storage ?? policy.storage;
  // The latest texts and callbacks without re-creating `send` (hosts pass new functions each render).
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const store = useMemo(() => chatStorage(storage), [storage]);
  const [record, setRecord] = useState<ChatSessionRecord>(
    () => policy.load(store) ?? emptyRecord(policy),
  );
  const [outcomes] = useState(saveOutcomes);
  const saved = useSyncExternalStore(outcomes.subscribe, outcomes.get, outcomes.get);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [requiresUpgrade, setRequiresUpgrade] = useState(false);
  const recordRef = useRef(record);
  useLayoutEffect(() => {
    recordRef.current = record;
  }, [record]);
  const controllerRef = useRef<AbortController | null>(null);

  // After "new" or "forget" nothing is written until there is something to keep.
  const quietRef = useRef(false);
  // A record taken over from another tab is not written back (the tabs would echo each other).
  const adoptedRef = useRef<ChatSessionRecord | null>(null);

  // Remembered between words only when no reply is half written.
  useEffect(() => {
    if (record === adoptedRef.current) return;
    if (record.messages.some((message) => message.streaming)) return;
    // Nothing is written before there is something to keep (a visit without a question leaves
    // nothing behind), nor after "new" or "forget" until the next message.
    const hasMessages = record.messages.length > 0 || Boolean(record.earlier?.length);
    if (hasMessages) quietRef.current = false;
    if (!hasMessages && (quietRef.current || record.conversationCount === 0)) return;
    if (store.kind === 'none') return;
    outcomes.set(policy.save(store, record));
  }, [outcomes, policy, record, store]);

  // Another tab of this site changed or forgot the conversation (local storage only): this one
  // follows, unless a reply is on its way here.
  useEffect(() => {
    if (store.kind !== 'local') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !policy.keys.includes(event.key)) return;
      if (controllerRef.current) return;
      const next = policy.load(store);
      const adopted = next ?? emptyRecord(policy, recordRef.current.conversationCount);
      adoptedRef.current = adopted;
      if (!next) quietRef.current = true;
      setRecord(adopted);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [policy, store]);

  // Erasures the server could not be asked for last time are asked for again.
  useEffect(() => {
    const pending = pendingErasures(store);
    if (pending.length === 0) return;
    let cancelled = false;
    void Promise.allSettled(pending.map((id) => eraseChatSession(id, apiBase))).then((results) => {
      if (cancelled) return;
      eraseLater(
        store,
        pending.filter((_id, index) => results[index]!.status === 'rejected'),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [apiBase, store]);

  // Read back once: the server's record wins over what this browser remembers.
  useEffect(() => {
    const remembered = recordRef.current;
    if (!policy.restores) return;
    if (remembered.messages.length === 0 && remembered.conversationCount === 0) return;
    const controller = new AbortController();
    getChatSession(remembered.id, apiBase, controller.signal)
      .then((restored) => {
        if (!restored || controller.signal.aborted) return;
        // A message sent meanwhile is newer than this answer: keep what is shown then.
        setRecord((latest) =>
          latest.id === remembered.id && !controllerRef.current
            ? withServerMessages(latest, restored)
            : latest,
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 404: the server no longer knows it (or it is another browser's); keep the local copy.
        if (!(error instanceof ApiRequestError && error.status === 404)) {
          console.error('[chat] restoring the conversation failed', error);
        }
      });
    return () => controller.abort();
  }, [apiBase, policy]);

  // Leaving the page (or removing the widget) stops a reply in flight.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<void> => {
      const message = text.trim();
      // Spec §4/§5: empty input and input while a reply is pending are ignored.
      if (!message || controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const before = recordRef.current;
      const userMessage = newMessage('user', message);
      const replyId = randomId();
      setRecord((latest) => ({ ...latest, messages: [...latest.messages, userMessage] }));
      optionsRef.current.onMessage?.(userMessage);
      setPending(true);

      const showReply = (content: string, state: Partial<DisplayMessage>) =>
        setRecord((latest) => ({
          ...latest,
          messages: [
            ...latest.messages.filter((shown) => shown.id !== replyId),
            {
              id: replyId,
              role: 'assistant',
              content,
              timestamp: new Date().toISOString(),
              ...state,
            },
          ],
        }));
      const ask = (session: ChatSessionRecord): Promise<ChatResponse> => {
        const request = policy.request(session, message, language);
        // Always the language, also for callers whose payload has no field for it (spec §7).
        const transport = { apiBase, signal: controller.signal, language };
        return streaming
          ? sendChat(request, {
              ...transport,
              onToken: (_token, soFar) => showReply(soFar, { streaming: true }),
              // The server took its words back: typing shows again until the new text comes.
              onReset: () => showReply('', { streaming: true }),
            })
          : postChat(request, transport);
      };

      try {
        let answer: ChatResponse;
        try {
          answer = await ask(before);
        } catch (error) {
          if (!isRefused(error) || controller.signal.aborted) throw error;
          // A new conversation of this browser's own; what was shown stays on screen above it.
          const fresh = { ...before, id: newSessionId(policy.idPrefix), conversationCount: 0 };
          setRecord((latest) => ({
            ...latest,
            id: fresh.id,
            conversationCount: 0,
            earlier: before.messages,
          }));
          answer = await ask(fresh);
        }
        const reply: DisplayMessage = {
          id: replyId,
          role: 'assistant',
          content: answer.response,
          timestamp: new Date().toISOString(),
          ...(answer.planner ? { planner: answer.planner } : {}),
        };
        setRecord((latest) => {
          if (policy.serverKeepsMessages && answer.messages) {
            return withServerMessages(latest, answer);
          }
          const shown = latest.messages.filter((message) => message.id !== replyId);
          return {
            ...latest,
            messages: answer.response ? [...shown, reply] : shown,
            conversationCount: answer.conversationCount ?? latest.conversationCount,
          };
        });
        if (answer.requiresUpgrade) {
          setRequiresUpgrade(true);
          optionsRef.current.onUpgradeRequired?.();
        }
        if (answer.response) {
          setAnnouncement({ id: replyId, text: answer.response });
          optionsRef.current.onMessage?.(reply);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[chat] the reply failed', error);
        const { failureText, unreachableText = failureText } = optionsRef.current;
        // fetch rejects with a TypeError when nothing answered: offline, or the API refused this
        // page's origin (CORS). The browser does not say which, so that text names both. A
        // half-streamed reply is replaced too: a cut-off answer could mislead.
        const apology =
          error instanceof TypeError ? unreachableText : (askedToWait(error) ?? failureText);
        showReply(apology, { failed: true });
        setAnnouncement({ id: replyId, text: apology });
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setPending(false);
        }
      }
    },
    [apiBase, language, policy, streaming],
  );

  const addMessage = useCallback((message: DisplayMessage) => {
    setRecord((latest) => ({ ...latest, messages: [...latest.messages, message] }));
  }, []);

  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setPending(false);
    setRecord((latest) => ({
      ...latest,
      messages: latest.messages.filter((message) => !message.streaming),
    }));
  }, []);

  const dismissUpgrade = useCallback(() => setRequiresUpgrade(false), []);

  // Both leave an empty conversation with a new id; nothing is written until it has a message.
  const startAfresh = useCallback(() => {
    const controller = controllerRef.current;
    controllerRef.current = null;
    controller?.abort();
    setPending(false);
    setAnnouncement(null);
    setRequiresUpgrade(false);
    policy.clear(store);
    quietRef.current = true;
    outcomes.set(undefined);
    // The free-conversation count is the browser's for today, whatever the session (the badge).
    setRecord((latest) => emptyRecord(policy, latest.conversationCount));
  }, [outcomes, policy, store]);

  const startNew = useCallback(() => startAfresh(), [startAfresh]);

  const forget = useCallback(async (): Promise<ForgetResult> => {
    const old = recordRef.current;
    startAfresh();
    if (old.messages.length === 0 && !old.earlier?.length) return 'erased';
    try {
      await eraseChatSession(old.id, apiBase);
      return 'erased';
    } catch (error) {
      console.error('[chat] the server could not erase the conversation', error);
      eraseLater(store, [...pendingErasures(store), old.id]);
      return 'device-only';
    }
  }, [apiBase, startAfresh, store]);

  const memory = memoryOf(store, saved, record);

  return {
    sessionId: record.id,
    messages: record.messages,
    conversationCount: record.conversationCount,
    pending,
    announcement,
    requiresUpgrade,
    send,
    addMessage,
    stop,
    dismissUpgrade,
    memory,
    startNew,
    forget,
  };
}
