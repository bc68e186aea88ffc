import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The one navigation landmark; its name follows the language.
const nav = (page: Page) => page.getByRole('navigation');

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help}`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

test.describe('the product foundation', () => {
  test('a visitor opening the home page sees Ageless Connect', async ({ page }) => {
    // Also catches anything the strict Content-Security-Policy blocks (inline styles, eval).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
    await expect(page.getByText('Turn What You Have Into The Life You Want')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor moves around with the top navigation', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Your Synergy Profile' }),
    ).toBeVisible();
    // Focus moves to the new page's content for keyboard and screen reader users.
    await expect(page.locator('main')).toBeFocused();

    await nav(page).getByRole('link', { name: 'Upload Data' }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Data' })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Ageless Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Talk to Our AI Guide' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ageless Synergy Guide' }),
    ).toBeVisible();
  });

  test('a matches link shows that profile, and one without an id says so', async ({ page }) => {
    await page.goto('/matches/abc-123');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Synergy Matches' }),
    ).toBeVisible();
    // Not a profile id: the page says so itself, with ways forward (states: matches.spec.ts).
    await expect(
      page.getByTestId('match-skeleton').first().or(page.getByRole('alert')),
    ).toBeVisible();
    await page.goto('/matches');
    await expect(page.getByText('Profile ID is required to view matches.')).toBeVisible();
  });

  test('a visitor switches to German and it stays German after a reload', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: /^DE/ }).click();
    await expect(nav(page).getByRole('link', { name: 'Daten hochladen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(
      page.getByText('Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^DE/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown address shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
  });

  test('when the landing part is down the shell still works and Retry recovers', async ({
    page,
  }) => {
    await page.route('/remotes/mfe-landing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of Ageless Connect could not be loaded');
    const retry = alert.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The rest of the product keeps working.
    await nav(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Your Synergy Profile' }),
    ).toBeVisible();
    await nav(page).getByRole('link', { name: 'Ageless Connect' }).click();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();

    // Once it is back, Retry loads it from the network again.
    await page.unroute('/remotes/mfe-landing/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the home and not-found pages have no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
