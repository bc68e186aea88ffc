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

  // Issue 27: in German the links fill a 1280 px row; the language choice then sat alone on a third
  // row. It now shares the top row with the text size, and the links keep one row of their own.
  test('at 1280 px in German the header has two tidy rows and nothing wider than the page', async ({
    page,
  }) => {
    await useLanguage(page, 'de');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const languages = await page.getByRole('group', { name: 'Sprache' }).boundingBox();
    const textSize = await page.getByRole('group', { name: 'Schriftgröße' }).boundingBox();
    const logo = await nav.getByRole('link', { name: /Startseite/ }).boundingBox();
    const links = await nav.getByRole('list').boundingBox();
    expect(languages && textSize && logo && links).toBeTruthy();
    // The language choice is on the text size's row, above the logo; the links are one row.
    expect(Math.abs(languages!.y - textSize!.y)).toBeLessThan(12);
    expect(languages!.y + languages!.height).toBeLessThanOrEqual(logo!.y + 1);
    const rows = await nav
      .getByRole('listitem')
      .evaluateAll(
        (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
      );
    expect(rows).toBe(1);
    expect(links!.x + links!.width).toBeLessThanOrEqual(1280);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.artifacts/screenshots/header-de-1280.png' });
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

  // Issue 27: the guide and the calculators from the menu on every page; Upload Data stays.
  const MENU = {
    en: {
      nav: 'Main navigation',
      guide: 'Ask the guide',
      calculators: 'Calculators',
      upload: 'Upload Data',
    },
    de: {
      nav: 'Hauptnavigation',
      guide: 'Den Guide fragen',
      calculators: 'Rechner',
      upload: 'Daten hochladen',
    },
  } as const;
  const PAGES = [
    '/',
    '/onboarding',
    '/chat',
    '/upload',
    '/pension-planner',
    '/budget-optimizer',
    '/matches',
    '/embed-demo',
    '/upgrade',
    '/no/such/page',
  ];

  for (const language of ['en', 'de'] as const) {
    const menu = MENU[language];

    test(`the menu leads to the guide and the calculators on every page (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      for (const path of PAGES) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: menu.nav });
        const guide = nav.getByRole('link', { name: menu.guide, exact: true });
        const calculators = nav.getByRole('link', { name: menu.calculators, exact: true });
        await expect(guide, path).toHaveAttribute('href', '/chat');
        await expect(calculators, path).toHaveAttribute('href', '/pension-planner');
        await expect(nav.getByRole('link', { name: menu.upload }), path).toBeVisible();
        // The current page's item says so; the others do not.
        const onCalculator = path === '/pension-planner' || path === '/budget-optimizer';
        if (path === '/chat') await expect(guide).toHaveAttribute('aria-current', 'page');
        else await expect(guide, path).not.toHaveAttribute('aria-current');
        if (onCalculator) await expect(calculators).toHaveAttribute('aria-current', 'page');
        else await expect(calculators, path).not.toHaveAttribute('aria-current');
      }

      // By keyboard, from the home page to the guide and to the calculators.
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: menu.nav });
      await nav.getByRole('link', { name: menu.guide, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/chat$/);
      // Straight on, as a fast keyboard user may, before /chat has finished rendering: the shell
      // must not pull the focus back to the page's content and lose this Enter (issue 27).
      await nav.getByRole('link', { name: menu.calculators, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/pension-planner$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The new page has the focus, as after a page load.
      await expect(page.getByRole('main')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });

    test(`at 360 px the folded menu holds the guide and the calculators (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/upload');
      const toggle = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'Menü' });
      await toggle.click();
      const guide = page.getByRole('link', { name: menu.guide, exact: true });
      await expect(guide).toBeVisible();
      await expect(page.getByRole('link', { name: menu.calculators, exact: true })).toBeVisible();
      const box = await guide.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await guide.click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }

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
