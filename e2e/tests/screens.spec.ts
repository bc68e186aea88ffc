import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';
import { NARROW_VIEWPORTS, pageOverflow, useViewport } from './support/viewports';

// Issue 20, point by point, in both languages at phone width and at 200 % zoom: no dead buttons,
// focus back after dialogs and the phone menu, 16 px text and 44 px targets, a title per page,
// HTTP 404 for unknown pages, an honest trust section, and the texts.

const TEXT = {
  en: {
    menu: 'Menu',
    howItWorks: 'How It Works',
    successStories: 'Success Stories',
    seeHow: 'See How It Works',
    talk: 'Talk to Someone First',
    footer: ['How It Works', 'Success Stories', 'Collaboration Ideas'],
    footerSections: ['How It Works', 'Success Stories', 'Synergy Matches'],
    contactTitle: 'Contact',
    finalCta: 'Ready to Discover Your Synergies?',
    access: 'Access Service',
    cancel: 'Cancel',
    trust: 'Built on Trust',
    planned: 'Planned, not available yet',
    real: ['Introductions Only When Both Say Yes', 'Blocking and Reporting'],
    notFound: 'Page Not Found',
    titles: {
      '/': 'Ageless Connect: Turn What You Have Into The Life You Want',
      '/onboarding': 'Discover Your Synergy Profile | Ageless Connect',
      '/budget-optimizer': 'Budget Optimizer | Ageless Connect',
      '/no/such/page': 'Page Not Found | Ageless Connect',
    },
    amount: 'Amount a month',
    calculate: 'Calculate',
    results: 'Your results',
    heroService: 'Ageless Connect',
    heroMessage: 'I would like to use the “Ageless Connect” service. How can you help me?',
  },
  de: {
    menu: 'Menü',
    howItWorks: 'So funktioniert es',
    successStories: 'Erfolgsgeschichten',
    seeHow: 'So funktioniert es',
    talk: 'Erst mit jemandem sprechen',
    footer: ['So funktioniert es', 'Erfolgsgeschichten', 'Ideen für Zusammenarbeit'],
    footerSections: ['So funktioniert es', 'Erfolgsgeschichten', 'Synergie-Matches'],
    contactTitle: 'Kontakt',
    finalCta: 'Bereit, Ihre Synergien zu entdecken?',
    access: 'Angebot öffnen',
    cancel: 'Abbrechen',
    trust: 'Auf Vertrauen gebaut',
    planned: 'Geplant, noch nicht verfügbar',
    real: ['Vorstellung nur, wenn beide Ja sagen', 'Blockieren und Melden'],
    notFound: 'Seite nicht gefunden',
    titles: {
      '/': 'Ageless Connect: Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen',
      '/onboarding': 'Entdecken Sie Ihr Synergie-Profil | Ageless Connect',
      '/budget-optimizer': 'Budget-Optimierer | Ageless Connect',
      '/no/such/page': 'Seite nicht gefunden | Ageless Connect',
    },
    amount: 'Betrag im Monat',
    calculate: 'Berechnen',
    results: 'Ihr Ergebnis',
    heroService: 'Ageless Connect',
    heroMessage: 'Ich möchte den Dienst „Ageless Connect“ nutzen. Wie können Sie mir helfen?',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The landing with every section rendered (the sections below the hero come in their own chunk). */
async function openLanding(page: Page, text: Text) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: text.finalCta })).toBeVisible();
}

/** A landing section's heading has the focus and is on screen: the link led there. */
async function expectAtSection(page: Page, heading: string) {
  const target = page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
}

async function openMenu(page: Page, text: Text) {
  const toggle = page.getByRole('button', { name: text.menu });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

/** Every visible text at least 16 px: what the issue measured on badges, hints and small print. */
async function smallTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      const words = node.textContent?.trim();
      if (!element || !words || element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 16) found.push(`${size}px: ${words.slice(0, 40)}`);
    }
    return found;
  });
}

/** Controls under 44 px, except links inside running text (WCAG 2.5.8's inline exception). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main a, main input, main select, main textarea, main [role="checkbox"], main [role="radio"], header button, header a',
      ),
    ]
      .filter((element) => !element.closest('.sr-only') && !element.closest('p'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ element, box }) => {
        // A native radio or checkbox counts with its label row, which is what a hand hits.
        const row = element.matches('input[type="radio"], input[type="checkbox"]')
          ? element.closest('label')?.getBoundingClientRect()
          : undefined;
        return (row?.height ?? box.height) < 43.5 || box.width < 43.5;
      })
      .map(
        ({ element, box }) =>
          `${Math.round(box.width)}x${Math.round(box.height)} ${element.tagName} ${(element.textContent ?? '').trim().slice(0, 30)}`,
      ),
  );
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  for (const viewport of NARROW_VIEWPORTS) {
    test.describe(`issue 20 screens in ${language.toUpperCase()} at ${viewport}`, () => {
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
        await useViewport(page, viewport);
      });

      test('the landing buttons lead to their sections, the chat and the footer sections', async ({
        page,
      }) => {
        await openLanding(page, text);
        const main = page.getByRole('main');

        // The hero's secondary button (the first link of that name on the page's content).
        await main.getByRole('link', { name: text.seeHow, exact: true }).first().click();
        await expect(page).toHaveURL(/\/#how-it-works$/);
        await expectAtSection(page, text.howItWorks);

        // The menu's two section links.
        await openMenu(page, text);
        await page
          .getByRole('banner')
          .getByRole('link', { name: text.successStories, exact: true })
          .click();
        await expect(page).toHaveURL(/\/#success-stories$/);
        await expectAtSection(page, text.successStories);
        await expect(page.getByRole('button', { name: text.menu })).toHaveAttribute(
          'aria-expanded',
          'false',
        );

        // The footer's section links lead to a section of this page; its seven others to their own
        // pages (footer-pages.spec.ts); none is a '#' placeholder.
        const footer = main.locator('footer');
        await expect(footer.getByRole('link')).toHaveCount(text.footer.length + 7);
        for (const [index, name] of text.footer.entries()) {
          await footer.getByRole('link', { name, exact: true }).click();
          await expectAtSection(page, text.footerSections[index]!);
        }
        await expectNoSeriousA11yViolations(page);

        // "Talk to Someone First" leads to a person: the contact page (issue 27).
        await main.getByRole('link', { name: text.talk }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await expect(
          page.getByRole('heading', { level: 1, name: text.contactTitle }),
        ).toBeVisible();
      });

      test('a menu section link from another page opens the landing at that section', async ({
        page,
      }) => {
        await page.goto('/upgrade');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await openMenu(page, text);
        await page
          .getByRole('banner')
          .getByRole('link', { name: text.howItWorks, exact: true })
          .click();
        await expect(page).toHaveURL(/\/#how-it-works$/);
        await expectAtSection(page, text.howItWorks);
        // Reloading the address shows the same section.
        await page.reload();
        await expectAtSection(page, text.howItWorks);
      });

      test('focus comes back after the service dialog and the phone menu', async ({ page }) => {
        await openLanding(page, text);
        const opener = page.getByRole('button', { name: new RegExp(`^${text.access}`) }).nth(1);
        for (const close of ['Escape', 'Cancel'] as const) {
          await opener.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          if (close === 'Escape') await page.keyboard.press('Escape');
          else await dialog.getByRole('button', { name: text.cancel }).click();
          await expect(dialog).toBeHidden();
          await expect(opener).toBeFocused();
        }

        const toggle = await openMenu(page, text);
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await expect(
          page.getByRole('banner').getByRole('link', { name: text.successStories }),
        ).toBeHidden();
      });

      test('text is at least 16 px and controls at least 44 px on the main screens', async ({
        page,
      }) => {
        for (const path of ['/', '/onboarding', '/budget-optimizer', '/upgrade', '/nowhere']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (path === '/') {
            await expect(
              page.getByRole('heading', { level: 2, name: text.finalCta }),
            ).toBeVisible();
          }
          expect(await smallTexts(page), path).toEqual([]);
          expect(await smallTargets(page), path).toEqual([]);
          expect(await pageOverflow(page), path).toBe(0);
        }
        // Checkbox rows: the control itself is a 44 px target.
        await page.goto('/onboarding');
        const box = await page.getByRole('checkbox').first().boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
      });

      test('the trust section says what exists and marks what is planned', async ({ page }) => {
        await openLanding(page, text);
        const trust = page.getByRole('region', { name: text.trust });
        for (const heading of text.real) {
          await expect(trust.getByRole('heading', { name: heading })).toBeVisible();
        }
        await expect(trust.getByRole('heading', { name: text.planned })).toBeVisible();
        await expect(page.getByText(/Verified members|Geprüfte Mitglieder/)).toHaveCount(0);
        await expect(
          trust.getByRole('heading', { name: /Identity Verification|Identitätsprüfung/ }),
        ).toHaveCount(0);
      });
    });
  }

  test.describe(`issue 20 pages in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('every page has a title in its language, which follows a language switch', async ({
      page,
    }) => {
      for (const [path, title] of Object.entries(text.titles)) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
      }
      const other = language === 'en' ? 'de' : 'en';
      await page.goto('/budget-optimizer');
      await page
        .getByRole('group', { name: /Language|Sprache/ })
        .getByRole('button', { name: new RegExp(`^${other.toUpperCase()}`) })
        .click();
      await expect(page).toHaveTitle(TEXT[other].titles['/budget-optimizer']);
    });

    test('an unknown page answers 404 and still shows the friendly page; known pages 200', async ({
      page,
      request,
    }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      for (const path of [
        '/',
        '/embed-demo',
        '/upgrade',
        '/matches',
        '/matches/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
        '/matches/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e/blueprints/community-garden',
        '/chat?prompt=Hello',
      ]) {
        const answer = await request.get(path, { headers: { accept: 'text/html' } });
        expect([path, answer.status()]).toEqual([path, 200]);
      }
    });

    test('a hero service button asks in a whole sentence', async ({ page }) => {
      await page.goto('/');
      const sent = page.waitForRequest(
        (req) => req.url().includes('/api/chat') && req.method() === 'POST',
      );
      await page.getByRole('button', { name: text.heroService, exact: true }).click();
      const body = (await sent).postDataJSON() as { message?: string };
      expect(body.message).toBe(text.heroMessage);
    });

    test('the budget optimizer fits at 200 % zoom: readable categories, rows that hold, units kept', async ({
      page,
    }) => {
      await useViewport(page, 'zoom200');
      await page.goto('/budget-optimizer');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // "Rente oder Pension", "Wohnen" whole, not "Pen", "Woh".
      for (const select of await page.getByRole('combobox').all()) {
        expect((await select.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
      }
      // Each line's remove button ("Rente oder Pension 1 entfernen") stays inside its line.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('fieldset > div')].flatMap((row) => {
          const outer = row.getBoundingClientRect();
          return [...row.querySelectorAll('button')]
            .filter((button) => {
              const inner = button.getBoundingClientRect();
              return inner.right > outer.right + 0.5 || button.scrollWidth > button.clientWidth + 1;
            })
            .map((button) => button.textContent);
        }),
      );
      expect(overflowing).toEqual([]);
      expect(await pageOverflow(page)).toBe(0);

      const amounts = page.getByRole('textbox', { name: text.amount });
      for (const [index, value] of ['1850', '780', '420'].entries()) {
        await amounts.nth(index).fill(value);
      }
      await page.getByRole('button', { name: text.calculate }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.results })).toBeFocused();
      const shown = await page.getByRole('main').innerText();
      // A German percentage keeps its sign on the line: "35,1 %" with a non-breaking space.
      if (language === 'de') {
        expect(shown).toMatch(/\d\u00a0%/);
        expect(shown).not.toMatch(/\d %/);
      } else {
        expect(shown).toMatch(/\d%/);
      }
      expect(await pageOverflow(page)).toBe(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
