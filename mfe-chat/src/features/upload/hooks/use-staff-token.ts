import { useState } from 'react';
import { ApiRequestError } from '@ageless/api-client';
import { readAdminToken, saveAdminToken } from './admin-token';

export type StaffPurpose = 'upload' | 'review';

export interface StaffTokenRequest {
  purpose: StaffPurpose;
  retry: (token: string) => void;
}

const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiRequestError && error.status === status;

/**
 * The upload page's staff actions (upload, approve, read and close reports) share one admin token,
 * kept for the browser session. A 401 forgets a stale token and asks for it once (the dialog), then
 * runs the action again with it; a 403 (wrong token) forgets it too and is the caller's to show.
 */
export function useStaffToken() {
  const [token, setToken] = useState<string | null>(() => readAdminToken());
  const [request, setRequest] = useState<StaffTokenRequest | null>(null);

  const remember = (next: string | null): void => {
    saveAdminToken(next);
    setToken(next);
  };

  const ask = (purpose: StaffPurpose, retry: (token: string) => void = () => undefined): void =>
    setRequest({ purpose, retry });

  /**
   * Runs `action` with the token; on a 401 asks for the token and runs it again with it. Any other
   * failure goes to `onError` (after a 403 the wrong token is forgotten).
   */
  const run = async (
    purpose: StaffPurpose,
    action: (token: string | null) => Promise<void>,
    onError: (error: unknown) => void,
    given: string | null = token,
  ): Promise<void> => {
    try {
      await action(given);
    } catch (error) {
      if (hasStatus(error, 401)) {
        remember(null);
        ask(purpose, (next) => void run(purpose, action, onError, next));
        return;
      }
      if (hasStatus(error, 403)) remember(null);
      onError(error);
    }
  };

  const submit = (value: string): void => {
    const pending = request;
    remember(value);
    setRequest(null);
    pending?.retry(value);
  };

  return { token, request, run, ask, submit, cancel: () => setRequest(null) };
}

export type StaffToken = ReturnType<typeof useStaffToken>;

/** Whether an error means "staff only": no token, or a wrong one. */
export const needsToken = (error: unknown): boolean =>
  hasStatus(error, 401) || hasStatus(error, 403);
