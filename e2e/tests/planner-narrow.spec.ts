import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_DIR, useLanguage } from './support/chat-support';
import { useTextSize, ZOOM_200, type Language, type TextSize } from './support/chat-layout';

// Issue 27: on a phone the gross-to-net table hid its amounts in a sideways scroll with no hint.
// The planner's tables now become stacked cards where a table does not fit (each row's label as a
// heading, each value under its column's name) and stay real tables where it does. Checked at 320
// and 390 px with the largest text size and at 200 % zoom: the page never scrolls sideways, every
// amount is on screen in one piece, and each value carries its label.

interface Layout {
  name: string;
  viewport: { width: number; height: number };
  textSize: TextSize;
}

const LAYOUTS: Layout[] = [
  { name: '320-larger', viewport: { width: 320, height: 800 }, textSize: 'larger' },
  { name: '390-larger', viewport: { width: 390, height: 844 }, textSize: 'larger' },
  { name: 'zoom200', viewport: ZOOM_200, textSize: 'normal' },
];

const TEXTS = {
  en: {
    calculate: 'Calculate',
    results: 'Your results',
    us: 'United States: Social Security',
    de: 'Germany: statutory pension (gesetzliche Rente)',
    pia: /Primary insurance amount/,
    birthYear: 'Year of birth',
    claimAge: 'Age at which you plan to claim',
    benefitTable: 'Monthly benefit by claiming age',
    benefitAt62: '$700.00',
    entgeltpunkte: 'Entgeltpunkte (pension points)',
    target: /Monthly income you would like/,
    targetInput: '2,500',
    children: /Number of children/,
    netTable: 'From gross to net, each month',
    gapTable: /against your target income/,
    gap: /€\d{1,3}(,\d{3})*\.\d{2}/,
    income: 'Monthly income',
    expenses: 'Monthly expenses',
    amount: 'Amount a month',
    expenseTable: 'Expenses by category',
    rent: '$2,400.00',
  },
  de: {
    calculate: 'Berechnen',
    results: 'Ihr Ergebnis',
    us: 'USA: Social Security',
    de: 'Deutschland: gesetzliche Rente',
    pia: /Primary Insurance Amount/,
    birthYear: 'Geburtsjahr',
    claimAge: 'Geplantes Alter bei Rentenbeginn',
    benefitTable: 'Monatliche Leistung nach Alter bei Rentenbeginn',
    benefitAt62: '700,00 $',
    entgeltpunkte: 'Entgeltpunkte',
    target: /Gewünschtes monatliches Einkommen/,
    targetInput: '2.500',
    children: /Zahl der Kinder/,
    netTable: 'Von brutto zu netto, im Monat',
    gapTable: /und Wunscheinkommen/,
    gap: /\d{1,3}(\.\d{3})*,\d{2}\s€/,
    income: 'Monatliche Einnahmen',
    expenses: 'Monatliche Ausgaben',
    amount: 'Betrag im Monat',
    expenseTable: 'Ausgaben nach Kategorie',
    rent: '2.400,00 €',
  },
} as const;

/** How many CSS pixels the page is wider than the window, measured on the scrolling element. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

/**
 * Every value cell the reader can see (a table cell or a card's value): inside the window, not
 * clipped by its box, and each amount on a single line. Returns what broke, for the message.
 */
async function hiddenOrBrokenAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    for (const cell of document.querySelectorAll('main td, main dd')) {
      if (!shown(cell) || !cell.textContent?.trim()) continue;
      const box = cell.getBoundingClientRect();
      const text = cell.textContent.trim();
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`outside the window: ${text}`);
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`cut off: ${text}`);
      for (const amount of cell.querySelectorAll('.whitespace-nowrap')) {
        const part = amount.getBoundingClientRect();
        if (part.left < -0.5 || part.right > width + 0.5) {
          problems.push(`amount outside the window: ${amount.textContent}`);
        }
        if (amount.getClientRects().length > 1) {
          problems.push(`amount wrapped: ${amount.textContent}`);
        }
      }
    }
    return problems;
  });
}

/** Each card value has its column's name right before it (the "label: value" reading order). */
async function unlabelledValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main li dl dd')]
      .filter((value) => value.checkVisibility())
      .filter((value) => {
        const label = value.previousElementSibling;
        return label?.tagName !== 'DT' || !label.textContent?.trim();
      })
      .map((value) => value.textContent ?? ''),
  );
}

/** A data table is shown either as the real table or as its stack of cards, never as neither. */
async function expectTableShown(page: Page, caption: string | RegExp): Promise<Locator> {
  const table = page.getByRole('table', { name: caption });
  const cards = page.getByRole('list', { name: caption });
  await expect(table.or(cards).first()).toBeVisible();
  return (await table.isVisible()) ? table : cards;
}

async function expectHolds(page: Page, shot: string) {
  // Layout settles after results appear (charts measure their box).
  await page.waitForTimeout(200);
  expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(await hiddenOrBrokenAmounts(page), 'amounts hidden, cut or wrapped').toEqual([]);
  expect(await unlabelledValues(page), 'card values without their label').toEqual([]);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${shot}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];

  for (const layout of LAYOUTS) {
    test.describe(`planner tables on a narrow screen (${language}, ${layout.name})`, () => {
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
        await useTextSize(page, layout.textSize);
        await page.setViewportSize(layout.viewport);
      });

      test('Social Security: the benefits by claiming age fit, each amount labelled', async ({
        page,
      }) => {
        await page.goto('/pension-planner?system=us');
        await expect(page.getByRole('radio', { name: text.us })).toBeChecked();
        expect(await sidewaysScroll(page), 'the form scrolls sideways').toBeLessThanOrEqual(0);
        await page.getByRole('textbox', { name: text.pia }).fill('1000');
        await page.getByRole('textbox', { name: text.birthYear }).fill('1962');
        await page.getByRole('combobox', { name: text.claimAge }).selectOption('62');
        await page.getByRole('button', { name: text.calculate }).click();
        await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();

        const benefits = await expectTableShown(page, text.benefitTable);
        const at62 = benefits.getByText(text.benefitAt62, { exact: true }).first();
        await at62.scrollIntoViewIfNeeded();
        await expect(at62).toBeInViewport({ ratio: 1 });
        if (layout.name !== 'zoom200') {
          // On a phone with the largest text there is no room for three columns: cards.
          await expect(page.getByRole('list', { name: text.benefitTable })).toBeVisible();
          await expect(page.getByRole('table', { name: text.benefitTable })).toBeHidden();
        }
        await expectHolds(page, `planner-narrow-us-${language}-${layout.name}`);
      });

      test('German pension: the gross-to-net amounts are on screen, not in a sideways scroll', async ({
        page,
      }) => {
        await page.goto('/pension-planner?system=de');
        await expect(page.getByRole('radio', { name: text.de })).toBeChecked();
        expect(await sidewaysScroll(page), 'the form scrolls sideways').toBeLessThanOrEqual(0);
        await page.getByRole('textbox', { name: text.entgeltpunkte }).fill('40');
        await page.getByRole('textbox', { name: text.birthYear }).fill('1964');
        await page.getByRole('textbox', { name: text.target }).fill(text.targetInput);
        await page.getByRole('textbox', { name: text.children }).fill('2');
        await page.getByRole('button', { name: text.calculate }).click();
        await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();

        const net = await expectTableShown(page, text.netTable);
        // The net pension's row: its amount fully in view once scrolled to, not to the right.
        const lastAmount = net.locator('.whitespace-nowrap').last();
        await lastAmount.scrollIntoViewIfNeeded();
        await expect(lastAmount).toBeInViewport({ ratio: 1 });
        if (layout.name !== 'zoom200') {
          await expect(page.getByRole('list', { name: text.netTable })).toBeVisible();
          await expect(page.getByRole('table', { name: text.netTable })).toBeHidden();
        }
        const gap = await expectTableShown(page, text.gapTable);
        await expect(gap.getByText(text.gap).first()).toBeVisible();
        await expectHolds(page, `planner-narrow-de-${language}-${layout.name}`);
      });

      test('Budget Optimizer: the expenses by category fit, each amount labelled', async ({
        page,
      }) => {
        await page.goto('/budget-optimizer');
        expect(await sidewaysScroll(page), 'the form scrolls sideways').toBeLessThanOrEqual(0);
        const amount = (group: string, index: number) =>
          page
            .getByRole('group', { name: group })
            .getByRole('textbox', { name: text.amount })
            .nth(index);
        await amount(text.income, 0).fill('4000');
        await amount(text.expenses, 0).fill('2400');
        await amount(text.expenses, 1).fill('900');
        await page.getByRole('button', { name: text.calculate }).click();
        await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();

        const expenses = await expectTableShown(page, text.expenseTable);
        const rent = expenses.getByText(text.rent, { exact: true }).first();
        await rent.scrollIntoViewIfNeeded();
        await expect(rent).toBeInViewport({ ratio: 1 });
        await expectHolds(page, `planner-narrow-budget-${language}-${layout.name}`);
      });
    });
  }
}
