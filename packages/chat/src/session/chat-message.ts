import {
  type ChatMessage,
  chatPlannerLink,
  type ChatRole,
  type Language,
} from '@ageless/contracts';

/**
 * The one message type of every chat surface: the spec's chat message with an id that keys the
 * list, `streaming` while the reply is still being written, `failed` for the apology shown when a
 * reply could not be had (never sent back to the guide as history).
 */
export interface DisplayMessage extends ChatMessage {
  id: string;
  streaming?: boolean;
  failed?: boolean;
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An unguessable id: a session id is all that stands between a conversation and a stranger. */
export function randomId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a widget on a plain-http site
  // still has getRandomValues, which is just as unguessable.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** A session id the API accepts (letters, digits, '-'), named after the surface that opened it. */
export function newSessionId(prefix: string): string {
  return `${prefix}-${randomId()}`;
}

export function newMessage(role: ChatRole, content: string): DisplayMessage {
  return { id: randomId(), role, content, timestamp: new Date().toISOString() };
}

/**
 * The server's or the stored messages as shown (messages without an id, as the landing stores
 * them, get one); a planner link only when it leads to the planner.
 */
export function toDisplayMessages(messages: readonly ChatMessage[]): DisplayMessage[] {
  return messages.map(({ id, role, content, timestamp, planner }) => {
    const link = chatPlannerLink(planner);
    return {
      id: id ?? randomId(),
      role,
      content,
      timestamp,
      ...(link ? { planner: link } : {}),
    };
  });
}

export function formatTime(iso: string, language: Language | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}
