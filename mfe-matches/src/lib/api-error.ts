import { ApiRequestError } from '@ageless/api-client';

/**
 * What to tell the person when an action failed. The introductions and profile endpoints answer
 * refusals (limits, someone no longer shown, a bad phone number) with a sentence written for
 * people in the request's language, so a 4xx's own message is shown; anything else (a 5xx, no
 * network) gets the screen's own text, never a status line or a stack.
 */
export function actionErrorText(error: unknown, fallback: string): string {
  console.error('[matches] action failed', error);
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** 403: the profile belongs to another browser (only its owners see its matches and ideas). */
export const isNotOwner = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 403;
