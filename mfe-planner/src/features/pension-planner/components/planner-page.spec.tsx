import { act } from 'react';
import type { AnalyzeDeRequest } from '@ageless/contracts';
import { fakeApi, pageText, renderPage } from '@ageless/testing';
import { PensionPlannerPage } from './PensionPlannerPage';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The planner remote as the host shows it: its own texts.
const page = { catalogues: { calculators: { en, de } } };

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Pension Planner page', () => {
  it('opens a shared link with its inputs filled in and the result already calculated', async () => {
    const { calls } = fakeApi({
      'POST /api/pension/analyze-de': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'entgeltpunkte must not be more than 150',
        },
      },
    });
    const screen = renderPage(<PensionPlannerPage />, {
      ...page,
      language: 'de',
      route: '/pension-planner?system=de&ep=38.5&born=1964&start=64&kids=0&target=2000',
    });
    await settle();
    const request: AnalyzeDeRequest = {
      entgeltpunkte: 38.5,
      birthYear: 1964,
      startAge: 64,
      targetMonthlyIncome: 2000,
      children: 0,
    };
    expect(calls.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/pension/analyze-de?lang=de', body: request },
    ]);
    const inputs = [...screen.container.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(expect.arrayContaining(['38.5', '1964', '0', '2000']));
    expect(screen.container.querySelector('select')?.value).toBe('64');
    // The API's answer is shown, so a wrong link explains itself.
    expect(pageText(screen.container)).toContain('entgeltpunkte must not be more than 150');
    screen.unmount();
  });
});
