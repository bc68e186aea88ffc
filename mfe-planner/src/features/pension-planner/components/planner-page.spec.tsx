import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnalyzeDeRequest } from '@ageless/contracts';
import { pageText, renderPage } from '@ageless/testing';
import { PensionPlannerPage } from './PensionPlannerPage';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The planner remote as the host shows it: its own texts.
const page = { catalogues: { calculators: { en, de } } };

// The API answers with whatever the test gives; the request it got is kept to check.
function answerWith(status: number, body: unknown) {
  const requests: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    // jsdom has no Response: the few members the API client reads.
    const text = JSON.stringify(body);
    return {
      ok: status < 300,
      status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => text,
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return requests;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Pension Planner page', () => {
  it('opens a shared link with its inputs filled in and the result already calculated', async () => {
    const requests = answerWith(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'entgeltpunkte must not be more than 150',
    });
    const screen = renderPage(
      <QueryClientProvider client={new QueryClient()}>
        <PensionPlannerPage />
      </QueryClientProvider>,
      {
        ...page,
        language: 'de',
        route: '/pension-planner?system=de&ep=38.5&born=1964&start=64&kids=0&target=2000',
      },
    );
    await settle();
    const request: AnalyzeDeRequest = {
      entgeltpunkte: 38.5,
      birthYear: 1964,
      startAge: 64,
      targetMonthlyIncome: 2000,
      children: 0,
    };
    expect(requests).toEqual([{ url: '/api/pension/analyze-de?lang=de', body: request }]);
    const inputs = [...screen.container.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(expect.arrayContaining(['38.5', '1964', '0', '2000']));
    expect(screen.container.querySelector('select')?.value).toBe('64');
    // The API's answer is shown, so a wrong link explains itself.
    expect(pageText(screen.container)).toContain('entgeltpunkte must not be more than 150');
    screen.unmount();
  });
});
