import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@ageless/contracts';
import type { i18n as I18n } from 'i18next';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { CHAT_TEXTS } from '../texts/chat-texts.js';

/** A chat component as a page shows it: its own i18n instance with the chat texts, a router. */
export function renderChat(
  ui: ReactNode,
  language: Language = 'en',
  { i18n = createI18n(language), route = '/' }: { i18n?: I18n; route?: string } = {},
) {
  registerCatalogue('chat', CHAT_TEXTS, i18n);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, i18n };
}

type Answer = { status?: number; body: unknown };

/** fetch answered by path; every request is recorded with its method and body. */
export function fakeFetch(answer: (url: string, init?: RequestInit) => Answer | undefined) {
  const requests: { url: string; method: string; body?: string }[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
    const found = answer(url, init) ?? { status: 404, body: { message: 'Not found' } };
    const status = found.status ?? 200;
    const text = JSON.stringify(found.body);
    // jsdom has no Response: what the API client reads of one.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return requests;
}
