import { INTRODUCTION_LIMITS } from '@ageless/contracts';

export const MESSAGE_MAX = INTRODUCTION_LIMITS.messageLength;

/** The request's message as the API takes it: trimmed, never over the cap; null when empty. */
export function messageToSend(draft: string): string | null {
  const text = draft.trim().slice(0, MESSAGE_MAX);
  return text ? text : null;
}
