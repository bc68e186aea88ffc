import { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { CHAT_TEXTS } from '@ageless/chat';
import { type Language } from '@ageless/contracts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/**
 * A fake API on `fetch`: `answers` maps "METHOD /path" to a reply or a function of the call;
 * anything else is a 404 in the API's error shape. A function may answer later (a promise), to hold
 * a request open. Calls are recorded with their admin header.
 */
export function fakeApi(
  answers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>,
) {
  const calls: FakeCall[] = [];
  const fetchMock = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { method, url, body, authorization: headers['Authorization'] };
    calls.push(call);
    const entry = answers[`${method} ${url.split('?')[0]}`];
    const answer = typeof entry === 'function' ? await entry(call) : entry;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload =
      answer?.body ??
      (answer ? undefined : { statusCode: 404, error: 'Not Found', message: 'Not found' });
    const text = status === 204 || payload === undefined ? '' : JSON.stringify(payload);
    // jsdom has no Response: the few members the API client reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

/** Renders a page of this remote with the host's providers and the chat texts in `language`. */
export function renderPage(element: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language);
  registerCatalogue('chat', CHAT_TEXTS, i18n);
  return render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      {element}
    </AppProviders>,
  );
}
