import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';

// Issue 27: every footer link, on the landing page and in the shell's footer, opens a real page with
// its heading, in English and German; "Talk to Someone First" leads to a person (the contact page),
// and the Impressum says honestly what this installation has not filled in.

const TEXT = {
  en: {
    finalCta: 'Ready to Discover Your Synergies?',
    talk: 'Talk to Someone First',
    shellFooter: 'Help and legal information',
    // [link label, address, the page's h1]; the spec's labels first, in its order.
    landingPages: [
      ['Safety & Trust', '/safety', 'Safety & Trust'],
      ['Help Center', '/help', 'Help Center'],
      ['Community Guidelines', '/community-guidelines', 'Community Guidelines'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Legal Notice (Impressum)', '/impressum', 'Legal Notice (Impressum)'],
      ['Contact', '/contact', 'Contact'],
    ],
    contactTitle: 'Contact',
    impressumNotice: /has not filled in its details yet|Provider/,
  },
  de: {
    finalCta: 'Bereit, Ihre Synergien zu entdecken?',
    talk: 'Erst mit jemandem sprechen',
    shellFooter: 'Hilfe und rechtliche Angaben',
    landingPages: [
      ['Sicherheit & Vertrauen', '/safety', 'Sicherheit & Vertrauen'],
      ['Hilfe-Center', '/help', 'Hilfe-Center'],
      ['Gemeinschaftsregeln', '/community-guidelines', 'Gemeinschaftsregeln'],
      ['Datenschutzerklärung', '/privacy', 'Datenschutzerklärung'],
      ['Nutzungsbedingungen', '/terms', 'Nutzungsbedingungen'],
      ['Impressum', '/impressum', 'Impressum'],
      ['Kontakt', '/contact', 'Kontakt'],
    ],
    contactTitle: 'Kontakt',
    impressumNotice: /noch nicht eingetragen|Anbieter/,
  },
} as const;

async function openLanding(page: Page, finalCta: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: finalCta })).toBeVisible();
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`footer pages in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('each landing footer link opens its page with a heading, in the page’s language', async ({
      page,
    }) => {
      for (const [label, path, heading] of text.landingPages) {
        await openLanding(page, text.finalCta);
        const footer = page.getByRole('main').locator('footer');
        const link = footer.getByRole('link', { name: label, exact: true });
        // A 44 px target, like every link of the product.
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });

    test('the shell’s footer leads to the same pages from any other page', async ({ page }) => {
      for (const [label, path, heading] of text.landingPages) {
        await page.goto('/upgrade');
        const footer = page.getByRole('navigation', { name: text.shellFooter });
        await footer.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
      }
    });

    test('each page answers 200 on a direct visit and has no serious accessibility problem', async ({
      page,
    }) => {
      for (const [, path, heading] of text.landingPages) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('"Talk to Someone First" leads to the contact page, not the AI', async ({ page }) => {
      await openLanding(page, text.finalCta);
      await page.getByRole('main').getByRole('link', { name: text.talk }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(
        page.getByRole('heading', { level: 1, name: text.contactTitle, exact: true }),
      ).toBeVisible();
    });

    test('the Impressum shows the configured provider or says plainly that none is filled in', async ({
      page,
    }) => {
      await page.goto('/impressum');
      await expect(page.getByRole('main').getByText(text.impressumNotice).first()).toBeVisible();
    });
  });
}
