import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

const TEXT = {
  en: {
    title: 'Discover Your Synergy Profile',
    steps: ['What You Have', 'What You Can Do', 'What You Need', 'What Motivates You'],
    stepLabel: (n: number) => `Step ${n} of 4`,
    continue: 'Continue',
    submit: 'Find My Synergies',
    back: 'Back',
    space: 'Extra space in my home',
    skill: 'Gardening',
    time: 'Regular: several hours weekly',
    energy: 'Moderate',
    need: 'Companionship',
    value: 'Community',
    location: 'Where do you live?',
    created: 'Profile Created!',
    createdText: 'Your synergy profile has been created. Finding your matches...',
    matchesTitle: 'Your Synergy Matches',
    error: 'Error',
    landingViewAll: 'View All Matches',
  },
  de: {
    title: 'Entdecken Sie Ihr Synergie-Profil',
    steps: ['Was Sie haben', 'Was Sie können', 'Was Sie brauchen', 'Was Sie antreibt'],
    stepLabel: (n: number) => `Schritt ${n} von 4`,
    continue: 'Weiter',
    submit: 'Meine Synergien finden',
    back: 'Zurück',
    space: 'Freier Platz in meinem Zuhause',
    skill: 'Gärtnern',
    time: 'Regelmäßig: mehrere Stunden wöchentlich',
    energy: 'Mittel',
    need: 'Gesellschaft',
    value: 'Gemeinschaft',
    location: 'Wo wohnen Sie?',
    created: 'Profil erstellt!',
    createdText: 'Ihr Synergie-Profil wurde erstellt. Wir suchen Ihre Matches...',
    matchesTitle: 'Ihre Synergie-Matches',
    error: 'Fehler',
    landingViewAll: 'Alle Matches ansehen',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

async function expectStep(page: Page, text: Text, step: number) {
  await expect(page.getByText(text.stepLabel(step), { exact: true })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: text.steps[step - 1] });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step * 25));
  return heading;
}

async function fillAllSteps(page: Page, text: Text, language: string, shoot: boolean) {
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expectStep(page, text, 1);
  await page.getByRole('checkbox', { name: text.space }).click();
  await expectNoSeriousA11yViolations(page);
  if (shoot) await screenshotWidths(page, `onboarding-step1-${language}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: text.continue }).click();

  // Focus moves to the new step's heading.
  await expect(await expectStep(page, text, 2)).toBeFocused();
  await page.getByRole('checkbox', { name: text.skill }).click();
  await page.getByRole('radio', { name: text.time }).check();
  await page.getByRole('radio', { name: text.energy, exact: true }).check();
  await expectNoSeriousA11yViolations(page);
  if (shoot) await screenshotWidths(page, `onboarding-step2-${language}`);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back returns to the previous step and keeps what was entered.
  await page.getByRole('button', { name: text.back }).click();
  await expectStep(page, text, 1);
  await expect(page.getByRole('checkbox', { name: text.space })).toBeChecked();
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByRole('checkbox', { name: text.skill })).toBeChecked();
  await page.getByRole('button', { name: text.continue }).click();

  await expectStep(page, text, 3);
  await page.getByRole('checkbox', { name: text.need }).click();
  await page.getByRole('button', { name: text.continue }).click();

  await expectStep(page, text, 4);
  await page.getByRole('checkbox', { name: text.value }).click();
  await page.getByLabel(text.location).fill('Berlin');
  await expectNoSeriousA11yViolations(page);
  if (shoot) await screenshotWidths(page, `onboarding-step4-${language}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`onboarding in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('a visitor walks the four steps, creates a profile and sees the matches page', async ({
      page,
    }) => {
      await fillAllSteps(page, text, language, true);
      const request = page.waitForRequest(
        (req) => req.url().endsWith('/api/profiles') && req.method() === 'POST',
      );
      await page.getByRole('button', { name: text.submit }).click();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        userId: 1,
        hasSpace: true,
        hasTools: false,
        skills: ['Gardening'],
        timeAvailable: 'regular',
        energyLevel: 'moderate',
        needsCompanionship: true,
        values: ['Community'],
        location: 'Berlin',
      });

      await expect(page).toHaveURL(/\/matches\/[\w-]+$/);
      await expect(page.getByText(text.created).first()).toBeVisible();
      await expect(page.getByText(text.createdText).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: text.matchesTitle })).toBeVisible();
      // Radix also announces the toast in a visually hidden copy, hence first().
      // The real matching endpoint answers with cards (or the empty state for a thin profile).
      await expect(
        page
          .getByTestId('match-card')
          .first()
          .or(page.getByRole('button', { name: /Refresh|aktualisieren/ })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-real-${language}`);

      // Now the browser owns a profile: the landing's View All Matches leads to its matches.
      const matchesUrl = page.url();
      await page.goto('/');
      const viewAll = page.getByRole('link', { name: text.landingViewAll, exact: true });
      await expect(viewAll).toHaveAttribute('href', new URL(matchesUrl).pathname);
      await viewAll.click();
      await expect(page).toHaveURL(matchesUrl);
      await expect(page.getByRole('heading', { level: 1, name: text.matchesTitle })).toBeVisible();
    });

    test('a failed save shows a destructive toast and stays on the last step', async ({ page }) => {
      await page.route('**/api/profiles', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'The database is not reachable',
              }),
            })
          : route.continue(),
      );
      await fillAllSteps(page, text, language, false);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.error, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('The database is not reachable').first()).toBeVisible();
      await expect(page).toHaveURL(/\/onboarding\?step=4$/);
      await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
    });

    test('Back on the first step goes home', async ({ page }) => {
      await page.goto('/onboarding');
      await page.getByRole('main').getByRole('button', { name: text.back }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
