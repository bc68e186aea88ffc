import { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { type Language } from '@ageless/contracts';
import { de } from '../app/i18n/de';
import { en } from '../app/i18n/en';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake API on `fetch`: `answers` maps "METHOD /path" (the query left off) to a reply or a
 * function of the call; anything else is a 404 in the API's error shape. Calls are recorded.
 */
export function fakeApi(answers: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>) {
  const calls: FakeCall[] = [];
  const fetchMock = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const entry = answers[`${method} ${url.split('?')[0]}`];
    const answer = typeof entry === 'function' ? entry(call) : entry;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload =
      answer?.body ??
      (answer ? undefined : { statusCode: 404, error: 'Not Found', message: 'Profile not found' });
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

/** Renders the matches remote's routes at `path`, with the page's providers in `language`. */
export function renderAt(
  element: ReactElement,
  path: string,
  { language = 'en', state }: { language?: Language; state?: unknown } = {},
) {
  const [pathname = '/', hash] = path.split('#');
  const i18n = createI18n(language);
  registerCatalogue('matches', { en, de }, i18n);
  const queryClient = createQueryClient();
  return render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, hash: hash ? `#${hash}` : '', state }]}>
        <Routes>
          <Route path="/matches/:profileId/blueprints/:blueprintKey" element={element} />
          <Route path="/matches/:profileId" element={element} />
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
