import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';
import { useTextSize } from './support/chat-layout';
import { pageOverflow } from './support/viewports';

const TEXT = {
  en: {
    sections: [
      'Beyond Financial Capital',
      'Build Your Synergy Profile',
      'Synergy Matches',
      'Dedicated Active Aging Services',
      'Built on Trust',
      'How It Works',
      'Success Stories',
      'Ready to Discover Your Synergies?',
    ],
    tagline: 'Turn What You Have Into The Life You Want',
    step: 'Step 2 of 4',
    heroSearch: 'What would you like to explore?',
    heroStart: 'Start the conversation',
    continue: 'Continue',
    previous: 'Previous',
    learnMore: 'Learn More',
    explanation: /^A high match:/,
    createProfile: 'Create your profile to see your own matches',
    viewAll: 'View All Matches',
    wizardTitle: 'Discover Your Synergy Profile',
    matchTypes: ['High Match', 'Good Match', 'Potential'],
    access: 'Access Service',
    acknowledge: 'I understand this is educational information only',
    proceed: 'Proceed to Service',
    prompt: 'Help me understand my pension options and how to close a pension gap.',
    howSteps: ['Share Your Story', 'AI Analysis', 'Discover Matches', 'Start Collaborating'],
    finalCta: 'Create My Synergy Profile',
    footerLinks: {
      'Collaboration Ideas': '/#collaboration-ideas',
      'Safety & Trust': '/safety',
    },
  },
  de: {
    sections: [
      'Mehr als finanzielles Kapital',
      'Ihr Synergie-Profil erstellen',
      'Synergie-Matches',
      'Spezielle Angebote für aktives Altern',
      'Auf Vertrauen gebaut',
      'So funktioniert es',
      'Erfolgsgeschichten',
      'Bereit, Ihre Synergien zu entdecken?',
    ],
    tagline: 'Machen Sie aus dem, was Sie haben, das Leben, das Sie sich wünschen',
    step: 'Schritt 2 von 4',
    heroSearch: 'Was möchten Sie erkunden?',
    heroStart: 'Gespräch beginnen',
    continue: 'Weiter',
    previous: 'Zurück',
    learnMore: 'Mehr erfahren',
    explanation: /^Eine hohe Übereinstimmung:/,
    createProfile: 'Profil erstellen und eigene Matches sehen',
    viewAll: 'Alle Matches ansehen',
    wizardTitle: 'Entdecken Sie Ihr Synergie-Profil',
    matchTypes: ['Hohe Übereinstimmung', 'Gute Übereinstimmung', 'Potenzial'],
    access: 'Angebot öffnen',
    acknowledge: 'Ich verstehe, dass dies nur Bildungsinformationen sind',
    proceed: 'Weiter zum Angebot',
    prompt: 'Hilf mir, meine Rentenoptionen zu verstehen und eine Rentenlücke zu schließen.',
    howSteps: [
      'Erzählen Sie Ihre Geschichte',
      'KI-Analyse',
      'Matches entdecken',
      'Zusammenarbeit beginnen',
    ],
    finalCta: 'Mein Synergie-Profil erstellen',
    footerLinks: {
      'Ideen für Zusammenarbeit': '/#collaboration-ideas',
      'Sicherheit & Vertrauen': '/safety',
    },
  },
} as const;

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`the landing page in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('shows every section of the spec from top to bottom', async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Ageless Connect' })).toBeVisible();
      await expect(main.getByText(text.tagline).first()).toBeVisible();

      // Section headings in the spec's order (the sections below the hero arrive in their own chunk).
      await expect(
        main.getByRole('heading', { level: 2, name: text.sections.at(-1) }),
      ).toBeVisible();
      // Without the soft hyphens where long German words may break on a phone (not read out).
      const headings = (await main.getByRole('heading', { level: 2 }).allTextContents()).map(
        (heading) => heading.replaceAll('\u00AD', ''),
      );
      const order = text.sections.map((name) => headings.indexOf(name));
      expect(
        order.every((index) => index >= 0),
        JSON.stringify(headings),
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      // The hero's chat widget comes from mfe-chat through federation.
      await expect(
        main.getByRole('button', { name: /Start the conversation|Gespräch beginnen/ }),
      ).toBeVisible();

      // Static profile card: step 2 of 4 at 50 %, local checkboxes, Continue to /onboarding.
      await expect(main.getByText(text.step)).toBeVisible();
      await expect(main.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '50');
      const boxes = main
        .locator('section', { has: page.locator('#profile-preview-title') })
        .getByRole('checkbox');
      await expect(boxes).toHaveCount(4);
      await boxes.first().click();
      await expect(boxes.first()).toBeChecked();

      // Three samples: 94 / 78 / 65 with their match types.
      const samples = main.getByTestId('sample-match');
      await expect(samples).toHaveCount(3);
      for (const [index, score] of ['94', '78', '65'].entries()) {
        await expect(samples.nth(index)).toContainText(score);
        await expect(samples.nth(index)).toContainText(text.matchTypes[index]!);
      }

      await expect(main.getByTestId('service-card')).toHaveCount(5);
      for (const step of text.howSteps) {
        await expect(main.getByRole('heading', { name: step })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: text.finalCta })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      // Footer links lead to their sections (issue 20), none to a '#' placeholder.
      for (const [name, href] of Object.entries(text.footerLinks)) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(main.locator('a[href="#"]')).toHaveCount(0);
      // The year is today's, not a literal (issue 27).
      await expect(main.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `landing-${language}`);
      expect(consoleErrors).toEqual([]);
    });

    test('a service asks for the disclaimer, then opens the chat with its prompt', async ({
      page,
    }) => {
      // Radix's scroll lock must not trip the CSP (no injected <style>).
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto('/');
      await page
        .getByRole('button', { name: new RegExp(`^${text.access}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const proceed = dialog.getByRole('button', { name: text.proceed });
      await expect(proceed).toBeDisabled();
      await dialog.getByRole('checkbox', { name: text.acknowledge }).click();
      await expect(proceed).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({
        path: `${__dirname}/../.artifacts/screenshots/landing-dialog-${language}-360.png`,
      });
      expect(consoleErrors).toEqual([]);
      await proceed.click();
      await expect(page).toHaveURL(/\/chat\?prompt=/);
      expect(new URL(page.url()).searchParams.get('prompt')).toBe(text.prompt);
    });

    test('the hero holds on phones with the largest text and at 200 % zoom (issue 27)', async ({
      page,
    }) => {
      // German compounds in the hero chat's topics and services ("Gesundheitskosten") are wider
      // than a 320 px card at the largest text: they must break, not widen the page.
      const widths = [320, 360, 390, 430];
      await useTextSize(page, 'larger');
      await page.setViewportSize({ width: widths[0]!, height: 844 });
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: text.heroSearch });
      const start = page.getByRole('button', { name: text.heroStart });
      await expect(search).toBeVisible();
      const layouts = [
        ...widths.map((width) => ({ width, height: 844 })),
        // 200 % zoom of a 1280 px window, with the reader's own (largest) text size kept.
        { width: 640, height: 450 },
      ];
      for (const layout of layouts) {
        await page.setViewportSize(layout);
        const where = `${layout.width} x ${layout.height}`;
        expect(await pageOverflow(page), `sideways scroll at ${where}`).toBe(0);
        for (const target of [search, start]) {
          await target.scrollIntoViewIfNeeded();
          await expect(target).toBeInViewport({ ratio: 1 });
          const box = (await target.boundingBox())!;
          expect(
            Math.min(box.width, box.height),
            `44 px target at ${where}`,
          ).toBeGreaterThanOrEqual(44);
        }
        // The chat's topic and service buttons stay 44 px targets inside the window.
        const buttons = await page
          .locator('section', { has: page.locator('#hero-title') })
          .locator('li > button')
          .evaluateAll((all) =>
            all.map((button) => {
              const { left, right, width, height } = button.getBoundingClientRect();
              return { text: button.textContent, left, right, width, height };
            }),
          );
        expect(buttons.length, 'topic and service buttons').toBeGreaterThan(10);
        const windowWidth = layout.width;
        expect(
          buttons.filter(
            ({ left, right, width, height }) =>
              left < 0 || right > windowWidth || Math.min(width, height) < 44,
          ),
          `buttons outside the window or under 44 px at ${where}`,
        ).toEqual([]);
        // The title and tagline break between words (or at a hyphen), never inside one.
        const split = await page.evaluate(() => {
          const found: string[] = [];
          const hero = document.getElementById('hero-title')!.parentElement!;
          for (const block of hero.querySelectorAll('h1, p')) {
            const words = block.textContent?.match(/[\p{L}\p{N}]+/gu) ?? [];
            const range = document.createRange();
            const textNode = [...block.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
            if (!textNode) continue;
            let from = 0;
            for (const word of words) {
              const start = textNode.textContent!.indexOf(word, from);
              from = start + word.length;
              range.setStart(textNode, start);
              range.setEnd(textNode, from);
              if (range.getClientRects().length > 1) found.push(word);
            }
          }
          return found;
        });
        expect(split, `words split across lines at ${where}`).toEqual([]);
      }
    });

    test('the profile card continues to onboarding', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: text.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
    });

    test('Previous on the profile card goes back to the step before, the wizard’s first', async ({
      page,
    }) => {
      await page.goto('/');
      const card = page
        .getByRole('main')
        .locator('section', { has: page.locator('#profile-preview-title') });
      await card.getByRole('link', { name: text.previous, exact: true }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: text.wizardTitle })).toBeVisible();
    });

    test('Learn More explains a sample and leads to the wizard (issue 27)', async ({ page }) => {
      await page.goto('/');
      const sample = page.getByTestId('sample-match').first();
      const learnMore = sample.getByRole('button', { name: text.learnMore });
      await expect(learnMore).toHaveAttribute('aria-expanded', 'false');
      await learnMore.click();
      await expect(learnMore).toHaveAttribute('aria-expanded', 'true');
      await expect(sample.getByText(text.explanation)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await sample.getByRole('link', { name: text.createProfile }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
    });

    test('View All Matches leads to the wizard for a browser without a profile', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: text.viewAll, exact: true }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: text.wizardTitle })).toBeVisible();
    });
  });
}
