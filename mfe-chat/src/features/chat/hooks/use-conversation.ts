import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatRequest } from '@ageless/contracts';
import { sendChat } from '@ageless/api-client';
import { newMessage, type DisplayMessage } from '../lib/chat-message';

export interface ConversationOptions {
  apiBase?: string;
  /** Shown as the assistant's message when the reply fails (spec §8 texts differ per caller). */
  failureText: string;
  /** The payload of this caller (spec §7): built from the text and the messages before it. */
  buildRequest: (message: string, history: DisplayMessage[]) => ChatRequest;
  initialMessages?: DisplayMessage[];
}

/**
 * A conversation with the guide: the user's message at once, typing until the first token,
 * then the reply as it streams (POST /api/chat when the stream is not available).
 */
export function useConversation({
  apiBase,
  failureText,
  buildRequest,
  initialMessages = [],
}: ConversationOptions) {
  const [messages, setMessages] = useState<DisplayMessage[]>(initialMessages);
  const [pending, setPending] = useState(false);
  // The last finished reply, for one screen-reader announcement per message (not per token).
  const [announcement, setAnnouncement] = useState('');
  const pendingRef = useRef(false);
  const messagesRef = useRef(messages);
  // The latest messages for `send`, without re-creating it on every message.
  useLayoutEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page (or removing the widget) stops a reply in flight.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const addMessage = useCallback((message: DisplayMessage) => {
    setMessages((current) => [...current, message]);
  }, []);

  const send = useCallback(
    async (text: string): Promise<void> => {
      const message = text.trim();
      // Spec §4/§5: empty input and input while a reply is pending are ignored.
      if (!message || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      const history = messagesRef.current;
      const userMessage = newMessage('user', message);
      const reply = { ...newMessage('assistant', ''), streaming: true };
      setMessages([...history, userMessage]);
      const controller = new AbortController();
      controllerRef.current = controller;
      const showReply = (content: string, streaming: boolean) => {
        setMessages((current) => {
          const without = current.filter((m) => m.id !== reply.id);
          return [...without, { ...reply, content, streaming }];
        });
      };
      try {
        const answer = await sendChat(buildRequest(message, history), {
          apiBase,
          signal: controller.signal,
          onToken: (_token, soFar) => showReply(soFar, true),
        });
        showReply(answer.response, false);
        setAnnouncement(answer.response);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[chat] the reply failed', error);
        // A half-streamed reply is replaced too: a cut-off answer could mislead.
        showReply(failureText, false);
        setAnnouncement(failureText);
      } finally {
        if (!controller.signal.aborted) {
          pendingRef.current = false;
          setPending(false);
        }
      }
    },
    [apiBase, buildRequest, failureText],
  );

  return { messages, pending, send, addMessage, announcement };
}
