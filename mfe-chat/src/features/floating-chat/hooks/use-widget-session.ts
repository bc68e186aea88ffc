import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { STORAGE_KEYS, type ChatMessage, type WidgetSession } from '@ageless/contracts';
import { ApiRequestError, sendChat } from '@ageless/api-client';
import { chatStorage, type StorageKind } from '../../chat/lib/chat-storage';
import { newMessageId } from '../../chat/lib/chat-message';
import { getWidgetSession } from '../api/widget-session';

function isSession(value: unknown): value is WidgetSession {
  const session = value as WidgetSession | undefined;
  return Boolean(session && typeof session.id === 'string' && Array.isArray(session.messages));
}

/**
 * Spec §3/§4 widget session {id, messages, conversationCount}: loaded from storage (then from the
 * server), replaced by the server's messages and count after each reply, and saved.
 */
export function useWidgetSession(options: {
  apiBase?: string;
  storage?: StorageKind;
  failureText: string;
  /** Shown when the API cannot be reached at all (offline, or this site's origin not allowed). */
  unreachableText?: string;
  onMessage?: (message: ChatMessage) => void;
  onUpgradeRequired?: () => void;
}) {
  const { apiBase, storage = 'local', failureText, unreachableText = failureText } = options;
  // The latest callbacks without re-creating `send` (hosts pass new functions on each render).
  const callbacksRef = useRef(options);
  useLayoutEffect(() => {
    callbacksRef.current = options;
  });
  const store = useMemo(() => chatStorage(storage), [storage]);
  const [session, setSession] = useState<WidgetSession>(() => {
    const saved = store.read<unknown>(STORAGE_KEYS.widgetSession);
    return isSession(saved)
      ? { ...saved, conversationCount: Number(saved.conversationCount) || 0 }
      : { id: `widget-${Date.now()}`, messages: [], conversationCount: 0 };
  });
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [requiresUpgrade, setRequiresUpgrade] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controllerRef = useRef<AbortController | null>(null);
  const sessionRef = useRef(session);
  useLayoutEffect(() => {
    sessionRef.current = session;
  }, [session]);

  useEffect(() => store.write(STORAGE_KEYS.widgetSession, session), [session, store]);

  // Restore from the server once: its record wins over what this browser remembers.
  useEffect(() => {
    const controller = new AbortController();
    if (sessionRef.current.messages.length === 0 && sessionRef.current.conversationCount === 0)
      return;
    getWidgetSession(sessionRef.current.id, apiBase, controller.signal)
      .then((restored) => {
        if (restored && !controller.signal.aborted) setSession(restored);
      })
      .catch((error: unknown) => {
        // 404: the server no longer knows it; keep the local copy.
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiRequestError && error.status === 404)) {
          console.error('[widget] restoring the session failed', error);
        }
      });
    return () => controller.abort();
  }, [apiBase]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || controllerRef.current) return;
      const current = sessionRef.current;
      const userMessage: ChatMessage = {
        id: newMessageId('user'),
        role: 'user',
        content: message,
        timestamp: new Date().toISOString(),
      };
      setSession({ ...current, messages: [...current.messages, userMessage] });
      callbacksRef.current.onMessage?.(userMessage);
      setPending(true);
      const controller = new AbortController();
      controllerRef.current = controller;
      try {
        const answer = await sendChat(
          { sessionId: current.id, message, conversationCount: current.conversationCount },
          { apiBase, signal: controller.signal, onToken: (_t, soFar) => setStreamingText(soFar) },
        );
        const reply: ChatMessage = {
          id: newMessageId('assistant'),
          role: 'assistant',
          content: answer.response,
          timestamp: new Date().toISOString(),
        };
        setSession((latest) => ({
          id: latest.id,
          messages: answer.messages ?? [...latest.messages, ...(answer.response ? [reply] : [])],
          conversationCount: answer.conversationCount ?? latest.conversationCount + 1,
        }));
        if (answer.requiresUpgrade) {
          setRequiresUpgrade(true);
          callbacksRef.current.onUpgradeRequired?.();
        }
        if (answer.response) {
          setAnnouncement(answer.response);
          callbacksRef.current.onMessage?.(reply);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[widget] the reply failed', error);
        // fetch rejects with a TypeError when nothing answered: offline, or the API refused this
        // page's origin (CORS). The browser does not say which, so the text names both.
        const text = error instanceof TypeError ? unreachableText : failureText;
        setSession((latest) => ({
          ...latest,
          messages: [
            ...latest.messages,
            {
              id: newMessageId('error'),
              role: 'assistant',
              content: text,
              timestamp: new Date().toISOString(),
            },
          ],
        }));
        setAnnouncement(text);
      } finally {
        if (!controller.signal.aborted) {
          controllerRef.current = null;
          setPending(false);
          setStreamingText(null);
        }
      }
    },
    [apiBase, failureText, unreachableText],
  );

  return {
    session,
    pending,
    streamingText,
    send,
    announcement,
    requiresUpgrade,
    dismissUpgrade: () => setRequiresUpgrade(false),
  };
}
