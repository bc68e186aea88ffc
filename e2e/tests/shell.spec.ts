import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

test.describe('the shell', () => {
  test('switching to German translates the page, sets lang and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: /DE/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { name: 'Mehr als finanzielles Kapital' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Jetzt starten' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { name: 'Mehr als finanzielles Kapital' }),
    ).toBeVisible();
    await page.getByRole('navigation').getByRole('button', { name: /EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Beyond Financial Capital' })).toBeVisible();
  });

  test('at 360 px the links fold into a Menu disclosure', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/upgrade');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `${__dirname}/../.artifacts/screenshots/shell-menu-open-en-360.png`,
    });
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  for (const language of ['en', 'de'] as const) {
    test(`an unknown path shows Page Not Found (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/no/such/page');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'Page Not Found' : 'Seite nicht gefunden',
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `not-found-${language}`);
    });

    test(`the upgrade page explains the Connector plan honestly (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.goto('/upgrade');
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'Upgrade to Connector' : 'Auf Connector upgraden',
        }),
      ).toBeVisible();
      await expect(
        main.getByText(language === 'en' ? '€29' : '29 €', { exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole('heading', {
          name:
            language === 'en' ? 'Payments are not live yet' : 'Zahlungen sind noch nicht möglich',
        }),
      ).toBeVisible();
      // No checkout: no form, no payment fields.
      await expect(main.locator('form, input')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upgrade-${language}`);
    });
  }
});
