import { INTRODUCTION_LIMITS } from '@ageless/contracts';

export const MESSAGE_MAX = INTRODUCTION_LIMITS.messageLength;

/**
 * A message as the API takes it: trimmed, never over the cap (the request's, or a thread
 * message's); null when empty.
 */
export function messageToSend(draft: string, max: number = MESSAGE_MAX): string | null {
  const text = draft.trim().slice(0, max);
  return text ? text : null;
}
