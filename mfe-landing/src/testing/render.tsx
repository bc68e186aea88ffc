import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@ageless/contracts';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { de } from '../app/i18n/de';
import { en } from '../app/i18n/en';

/** A landing section as the page shows it: an i18n instance with the landing texts, a router. */
export function renderLanding(ui: ReactNode, language: Language = 'en') {
  const i18n = createI18n(language);
  registerCatalogue('landing', { en, de }, i18n);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** fetch answering GET /api/my-profiles with these profile ids (newest first); records the URLs. */
export function answerMyProfiles(ids: readonly string[]) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    asked.push(String(input));
    const profiles = ids.map((id) => ({
      id,
      createdAt: '2026-11-20T10:00:00.000Z',
      place: null,
      waitingRequests: 0,
    }));
    const text = JSON.stringify({ profiles });
    return { ok: true, status: 200, json: async () => JSON.parse(text) as unknown } as Response;
  }) as typeof fetch;
  return asked;
}
