import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

// Issue 10: the Pension Planner and Budget Optimizer screens, their charts and data tables, the ways
// in (landing service card, hero service buttons) and the guide answering with the calculator.

const TEXTS = {
  en: {
    pensionTitle: 'Pension Planner',
    budgetTitle: 'Budget Optimizer',
    us: 'United States: Social Security',
    de: 'Germany: statutory pension (gesetzliche Rente)',
    pia: /Primary insurance amount/,
    birthYear: 'Year of birth',
    claimAge: 'Age at which you plan to claim',
    calculate: 'Calculate',
    results: 'Your results',
    piaRequired: 'Please enter your primary insurance amount.',
    benefitTable: 'Monthly benefit by claiming age',
    at62: '$700.00',
    at70: '$1,240.00',
    cumulativeTable: 'Total received by age, for three claiming ages',
    breakEven: /Claiming at 70 instead of 62 pays more in total from age 80 and 5 months\./,
    entgeltpunkte: 'Entgeltpunkte (pension points)',
    target: /Monthly income you would like/,
    entgeltpunkteInput: '40',
    targetInput: '2,500',
    gross: '€1,700.80',
    gapRow: 'Pension gap (Rentenlücke)',
    gap: '€799.20',
    gapChart: 'Gross pension against your target income',
    errorTitle: 'This could not be calculated',
    income: 'Monthly income',
    expenses: 'Monthly expenses',
    amount: 'Amount a month',
    addExpense: 'Add expense',
    category: 'Category',
    travel: 'Travel',
    left: '$400.00',
    savingsRate: '10%',
    expenseChart: 'Expenses by category',
    levers: 'Largest levers',
    input: 'Your message',
    question: 'My PIA is 1,800 dollars and I was born in 1962. Should I claim at 62?',
    answer: 'at 70: $2,232.00 a month',
    access: 'Access Service',
    acknowledge: 'I understand this is educational information only',
    openCalculator: 'Open the Pension Planner calculator',
    heroService: 'Pension Planner',
  },
  de: {
    pensionTitle: 'Rentenplaner',
    budgetTitle: 'Budget-Optimierer',
    us: 'USA: Social Security',
    de: 'Deutschland: gesetzliche Rente',
    pia: /Primary Insurance Amount/,
    birthYear: 'Geburtsjahr',
    claimAge: 'Geplantes Alter bei Rentenbeginn',
    calculate: 'Berechnen',
    results: 'Ihr Ergebnis',
    piaRequired: 'Bitte geben Sie Ihren PIA ein.',
    benefitTable: 'Monatliche Leistung nach Alter bei Rentenbeginn',
    at62: '700,00 $',
    at70: '1.240,00 $',
    cumulativeTable: 'Insgesamt erhalten nach Alter, für drei Beginnzeitpunkte',
    breakEven:
      /Beginn mit 70 statt mit 62 zahlt insgesamt mehr ab dem Alter von 80 Jahren und 5 Monaten\./,
    entgeltpunkte: 'Entgeltpunkte',
    target: /Gewünschtes monatliches Einkommen/,
    entgeltpunkteInput: '40',
    targetInput: '2.500',
    gross: '1.700,80 €',
    gapRow: 'Rentenlücke',
    gap: '799,20 €',
    gapChart: 'Bruttorente und Wunscheinkommen',
    errorTitle: 'Das ließ sich nicht berechnen',
    income: 'Monatliche Einnahmen',
    expenses: 'Monatliche Ausgaben',
    amount: 'Betrag im Monat',
    addExpense: 'Ausgabe hinzufügen',
    category: 'Kategorie',
    travel: 'Reisen',
    left: '400,00 €',
    savingsRate: '10 %',
    expenseChart: 'Ausgaben nach Kategorie',
    levers: 'Größte Hebel',
    input: 'Ihre Nachricht',
    question: 'Ich habe 40 Entgeltpunkte, Jahrgang 1964. Was bekomme ich mit 67?',
    answer: '40 × 1 × 1 × 42,52 € = 1.700,80 €',
    access: 'Angebot öffnen',
    acknowledge: 'Ich verstehe, dass dies nur Bildungsinformationen sind',
    openCalculator: 'Rentenplaner-Rechner öffnen',
    heroService: 'Rentenplaner',
  },
} as const;

/** Types an amount into the index-th line of the income or expenses group. */
async function fillAmount(page: Page, group: string, label: string, index: number, value: string) {
  await page
    .getByRole('group', { name: group })
    .getByRole('textbox', { name: label })
    .nth(index)
    .fill(value);
}

for (const language of ['en', 'de'] as const) {
  const text = TEXTS[language];

  test.describe(`calculators (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('Social Security: claiming ages, chart and table, break-evens and SSA sources', async ({
      page,
    }) => {
      await page.goto('/pension-planner?system=us');
      await expect(page.getByRole('heading', { level: 1, name: text.pensionTitle })).toBeVisible();
      await expect(page.getByRole('radio', { name: text.us })).toBeChecked();

      // Nothing entered: the first field says what is missing and takes the focus.
      await page.getByRole('button', { name: text.calculate }).click();
      await expect(page.getByText(text.piaRequired)).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.pia })).toBeFocused();

      await page.getByRole('textbox', { name: text.pia }).fill('1000');
      await page.getByRole('textbox', { name: text.birthYear }).fill('1962');
      await page.getByRole('combobox', { name: text.claimAge }).selectOption('62');
      await page.getByRole('button', { name: text.calculate }).click();

      const results = page.getByRole('heading', { level: 2, name: text.results });
      await expect(results).toBeFocused();
      const benefits = page.getByRole('table', { name: text.benefitTable });
      await expect(benefits.getByRole('row', { name: new RegExp(`^62 `) })).toContainText(
        text.at62,
      );
      await expect(benefits.getByRole('row', { name: new RegExp(`^70 `) })).toContainText(
        text.at70,
      );
      await expect(
        page.getByRole('img', { name: new RegExp(text.at62.replace('$', '\\$')) }),
      ).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(9);
      await expect(page.getByRole('table', { name: text.cumulativeTable })).toBeVisible();
      await expect(page.locator('.recharts-line')).toHaveCount(3);
      await expect(page.getByText(text.breakEven)).toBeVisible();
      await expect(page.getByRole('link', { name: /SSA|Social Security/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/www\.ssa\.gov\//,
      );
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `pension-us-${language}`);
    });

    test('German statutory pension: formula, Rentenlücke bar and table; a refusal names the field', async ({
      page,
    }) => {
      await page.goto('/pension-planner?system=de');
      await expect(page.getByRole('radio', { name: text.de })).toBeChecked();
      await page.getByRole('textbox', { name: text.entgeltpunkte }).fill(text.entgeltpunkteInput);
      await page.getByRole('textbox', { name: text.birthYear }).fill('1964');
      await page.getByRole('textbox', { name: text.target }).fill(text.targetInput);
      await page.getByRole('button', { name: text.calculate }).click();

      await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();
      await expect(page.getByText(text.gross).first()).toBeVisible();
      const gap = page.getByRole('table', { name: text.gapChart });
      await expect(gap.getByRole('row', { name: text.gapRow })).toContainText(text.gap);
      await expect(page.getByRole('img', { name: new RegExp(text.gap) })).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(3);
      // Cited twice on purpose: beside the Rentenwert in the figures table and in the sources list.
      await expect(
        page.getByRole('link', { name: /Rentenwertbestimmungsverordnung/ }).first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `pension-de-${language}`);

      // Five decimals pass the form but not the API's rule: its message names the field.
      await page.getByRole('textbox', { name: text.entgeltpunkte }).fill('40.12345');
      await page.getByRole('button', { name: text.calculate }).click();
      const alert = page.getByRole('alert').filter({ hasText: text.errorTitle });
      await expect(alert).toContainText('entgeltpunkte');
    });

    test('Budget Optimizer: gap, savings rate, expenses chart and table, levers', async ({
      page,
    }) => {
      await page.goto('/budget-optimizer');
      await expect(page.getByRole('heading', { level: 1, name: text.budgetTitle })).toBeVisible();
      await fillAmount(page, text.income, text.amount, 0, '4000');
      await fillAmount(page, text.expenses, text.amount, 0, '2400');
      await fillAmount(page, text.expenses, text.amount, 1, '900');
      await page.getByRole('button', { name: text.addExpense }).click();
      const expenses = page.getByRole('group', { name: text.expenses });
      await expenses.getByRole('combobox', { name: text.category }).nth(2).selectOption('travel');
      await fillAmount(page, text.expenses, text.amount, 2, '300');
      await page.getByRole('button', { name: text.calculate }).click();

      await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();
      await expect(page.getByText(text.left, { exact: true })).toBeVisible();
      await expect(page.getByText(text.savingsRate, { exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: text.expenseChart });
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(table.getByRole('row', { name: new RegExp(text.travel) })).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(3);
      await expect(page.getByRole('heading', { name: text.levers })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `budget-${language}`);
    });

    test('the guide answers a question with numbers from the calculator', async ({ page }) => {
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: text.input });
      await input.fill(text.question);
      await input.press('Enter');
      await expect(
        page
          .getByRole('list', { name: language === 'en' ? 'Conversation' : 'Unterhaltung' })
          .getByText(text.answer),
      ).toBeVisible();
    });

    test('the landing’s pension card and the hero’s service button lead to the calculator', async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: new RegExp(`^${text.access}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const open = dialog.getByRole('button', { name: text.openCalculator });
      await expect(open).toBeDisabled();
      await dialog.getByRole('checkbox', { name: text.acknowledge }).click();
      await open.click();
      await expect(page).toHaveURL(/\/pension-planner$/);
      await expect(page.getByRole('heading', { level: 1, name: text.pensionTitle })).toBeVisible();

      await page.goto('/');
      await page.getByRole('button', { name: text.heroService, exact: true }).click();
      await page.getByRole('link', { name: text.openCalculator }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.pensionTitle })).toBeVisible();
    });
  });
}
