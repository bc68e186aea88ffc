import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './support/chat-support';

// Issue 27: "Figures used (as of 1 January 2005)" dated a list of rules of different ages by one
// date. Every date the planner's result shows must now be the own date of a figure the answer used,
// and each figure in "Figures used" carries its own date in its row.

const MONTHS = {
  en: 'January February March April May June July August September October November December',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
} as const;

const TEXTS = {
  en: {
    us: 'United States: Social Security',
    de: 'Germany: statutory pension (gesetzliche Rente)',
    pia: /Primary insurance amount/,
    birthYear: 'Year of birth',
    claimAge: 'Age at which you plan to claim',
    entgeltpunkte: 'Entgeltpunkte (pension points)',
    target: /Monthly income you would like/,
    targetInput: '2,500',
    calculate: 'Calculate',
    results: 'Your results',
    figures: 'Figures used',
  },
  de: {
    us: 'USA: Social Security',
    de: 'Deutschland: gesetzliche Rente',
    pia: /Primary Insurance Amount/,
    birthYear: 'Geburtsjahr',
    claimAge: 'Geplantes Alter bei Rentenbeginn',
    entgeltpunkte: 'Entgeltpunkte',
    target: /Gewünschtes monatliches Einkommen/,
    targetInput: '2.500',
    calculate: 'Berechnen',
    results: 'Ihr Ergebnis',
    figures: 'Verwendete Werte',
  },
} as const;

type Language = keyof typeof TEXTS;

/** What the planner's answer says of each figure it used (the API's FigureReference). */
interface FigureReference {
  id: string;
  label: string;
  validFrom: string;
}

/** Every full date written on the page ("1 July 2026", "1. Juli 2026"), as YYYY-MM-DD. */
function datesIn(text: string, language: Language): string[] {
  const months = MONTHS[language].split(' ');
  const pattern = new RegExp(`\\b(\\d{1,2})\\.?\\s(${months.join('|')})\\s(\\d{4})\\b`, 'gu');
  return [...text.matchAll(pattern)].map(
    ([, day, month, year]) =>
      `${year}-${String(months.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`,
  );
}

/** The figures the API answered with, read off the calculation's response. */
async function calculate(page: Page, language: Language, path: string): Promise<FigureReference[]> {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`/api/pension/${path}`) && response.ok(),
  );
  await page.getByRole('button', { name: TEXTS[language].calculate }).click();
  const body = (await (await answer).json()) as { figures: FigureReference[] };
  await expect(
    page.getByRole('heading', { level: 2, name: TEXTS[language].results }),
  ).toBeFocused();
  return body.figures;
}

async function expectOwnDates(page: Page, language: Language, figures: FigureReference[]) {
  expect(figures.length).toBeGreaterThan(0);
  const own = new Set(figures.map((figure) => figure.validFrom));
  const text = await page.getByRole('main').innerText();
  const shown = datesIn(text, language);
  expect(shown.length, 'the result shows its figures’ dates').toBeGreaterThan(0);
  expect(shown.filter((date) => !own.has(date))).toEqual([]);
  // Dates are written for people, never as 2026-07-01.
  expect(text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []).toEqual([]);
  // No heading dates the whole list.
  await expect(
    page.getByRole('heading', { name: TEXTS[language].figures, exact: true }),
  ).toBeVisible();
  // Each figure's row (a table row or, on a narrow screen, a card) has that figure's own date.
  for (const figure of figures) {
    const row = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ has: page.getByText(figure.label, { exact: true }) })
      .first();
    expect(datesIn(await row.innerText(), language), figure.id).toContain(figure.validFrom);
  }
}

for (const language of ['en', 'de'] as const) {
  const text = TEXTS[language];

  test(`every date on the Social Security result is a figure's own (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/pension-planner?system=us');
    await expect(page.getByRole('radio', { name: text.us })).toBeChecked();
    await page.getByRole('textbox', { name: text.pia }).fill('1000');
    await page.getByRole('textbox', { name: text.birthYear }).fill('1962');
    await page.getByRole('combobox', { name: text.claimAge }).selectOption('62');
    await expectOwnDates(page, language, await calculate(page, language, 'analyze-us'));
  });

  test(`every date on the German pension result is a figure's own (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/pension-planner?system=de');
    await expect(page.getByRole('radio', { name: text.de })).toBeChecked();
    await page.getByRole('textbox', { name: text.entgeltpunkte }).fill('40');
    await page.getByRole('textbox', { name: text.birthYear }).fill('1964');
    await page.getByRole('textbox', { name: text.target }).fill(text.targetInput);
    await expectOwnDates(page, language, await calculate(page, language, 'analyze-de'));
  });
}
