import type { ChatRole, Language } from '@ageless/contracts';

/** A message on screen: `id` keys the list, `streaming` while the reply is still being written. */
export interface DisplayMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
  streaming?: boolean;
}

let counter = 0;

export function newMessageId(prefix = 'm'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function newMessage(role: ChatRole, content: string): DisplayMessage {
  return { id: newMessageId(role), role, content, timestamp: new Date().toISOString() };
}

/** A session id for one page load; the API accepts letters, digits, '-' and '_'. */
export function newSessionId(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${prefix}-${random}`;
}

export function formatTime(iso: string, language: Language | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}
