import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';
import { NARROW_VIEWPORTS, pageOverflow, useViewport } from './support/viewports';

// Issue 20: the wizard keeps its answers across Back, Forward and reload, each step is its own
// history entry, and the answers are forgotten once the profile is created.
const TEXT = {
  en: {
    steps: ['What You Have', 'What You Can Do', 'What You Need', 'What Motivates You'],
    continue: 'Continue',
    submit: 'Find My Synergies',
    back: 'Back',
    space: 'Extra space in my home',
    skill: 'Gardening',
    time: 'Regular: several hours weekly',
    need: 'Companionship',
    specific: 'Anything specific you need?',
    location: 'Where do you live?',
    matchesTitle: 'Your Synergy Matches',
    existing: 'You already have a profile on this device',
    seeMyMatches: 'See my matches',
    separate: 'Start a separate profile (for another person in my household)',
  },
  de: {
    steps: ['Was Sie haben', 'Was Sie können', 'Was Sie brauchen', 'Was Sie antreibt'],
    continue: 'Weiter',
    submit: 'Meine Synergien finden',
    back: 'Zurück',
    space: 'Freier Platz in meinem Zuhause',
    skill: 'Gärtnern',
    time: 'Regelmäßig: mehrere Stunden wöchentlich',
    need: 'Gesellschaft',
    specific: 'Brauchen Sie etwas Bestimmtes?',
    location: 'Wo wohnen Sie?',
    matchesTitle: 'Ihre Synergie-Matches',
    existing: 'Sie haben auf diesem Gerät schon ein Profil',
    seeMyMatches: 'Meine Matches ansehen',
    separate: 'Ein eigenes Profil beginnen (für eine andere Person in meinem Haushalt)',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const stepHeading = (page: Page, text: Text, step: number) =>
  page.getByRole('heading', { level: 2, name: text.steps[step - 1] });

async function expectStep(page: Page, text: Text, step: number) {
  await expect(stepHeading(page, text, step)).toBeVisible();
  await expect(page).toHaveURL(
    step === 1 ? /\/onboarding$/ : new RegExp(`/onboarding\\?step=${step}$`),
  );
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];
  for (const viewport of NARROW_VIEWPORTS) {
    test.describe(`the wizard's answers in ${language.toUpperCase()} at ${viewport}`, () => {
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, language);
        await useViewport(page, viewport);
      });

      test('survive the browser Back and Forward buttons and a reload', async ({ page }) => {
        await page.goto('/');
        await page.goto('/onboarding');
        await expectStep(page, text, 1);
        await page.getByRole('checkbox', { name: text.space }).click();
        await page.getByRole('button', { name: text.continue }).click();
        await expectStep(page, text, 2);
        await page.getByRole('checkbox', { name: text.skill }).click();
        await page.getByRole('radio', { name: text.time }).check();
        await page.getByRole('button', { name: text.continue }).click();
        await expectStep(page, text, 3);
        await page.getByRole('checkbox', { name: text.need }).click();
        await page.getByLabel(text.specific).fill('Someone to walk with');

        // The browser's Back goes one step back, not out of the wizard.
        await page.goBack();
        await expectStep(page, text, 2);
        await expect(page.getByRole('checkbox', { name: text.skill })).toBeChecked();
        await expect(page.getByRole('radio', { name: text.time })).toBeChecked();
        await page.goBack();
        await expectStep(page, text, 1);
        await expect(page.getByRole('checkbox', { name: text.space })).toBeChecked();

        // Forward returns to the steps with their answers.
        await page.goForward();
        await page.goForward();
        await expectStep(page, text, 3);
        await expect(page.getByRole('checkbox', { name: text.need })).toBeChecked();

        // A reload keeps the step and every answer.
        await page.reload();
        await expectStep(page, text, 3);
        await expect(page.getByRole('checkbox', { name: text.need })).toBeChecked();
        await expect(page.getByLabel(text.specific)).toHaveValue('Someone to walk with');

        // The wizard's own Back button walks the same history: Forward still works after it.
        await page.getByRole('main').getByRole('button', { name: text.back }).click();
        await expectStep(page, text, 2);
        await expect(stepHeading(page, text, 2)).toBeFocused();
        await page.goForward();
        await expectStep(page, text, 3);

        // Leaving the wizard and coming back keeps the answers too.
        await page.goto('/');
        await page.goto('/onboarding');
        await expect(page.getByRole('checkbox', { name: text.space })).toBeChecked();
        expect(await pageOverflow(page)).toBe(0);
        await expectNoSeriousA11yViolations(page);
      });

      test('are forgotten once the profile is created; Back then offers the matches', async ({
        page,
      }) => {
        await page.goto('/onboarding?step=4');
        await expectStep(page, text, 4);
        await page.getByLabel(text.location).fill('Berlin');
        await page.getByRole('button', { name: text.submit }).click();
        await expect(page).toHaveURL(/\/matches\/[\w-]+$/);
        const matchesUrl = page.url();
        await expect(
          page.getByRole('heading', { level: 1, name: text.matchesTitle }),
        ).toBeVisible();
        expect(
          await page.evaluate(() => sessionStorage.getItem('ageless-connect-onboarding-draft')),
        ).toBeNull();

        // Back from the matches does not show an empty form that would create a second profile: it
        // asks first (issue 26 item 5), with the way back to the matches.
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: text.existing })).toBeVisible();
        await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        expect(await pageOverflow(page)).toBe(0);
        await expect(page.getByRole('link', { name: text.seeMyMatches }).first()).toHaveAttribute(
          'href',
          new URL(matchesUrl).pathname,
        );

        await page.getByRole('button', { name: text.separate }).click();
        await expect(stepHeading(page, text, 1)).toBeVisible();
        await expect(page).toHaveURL(/\/onboarding\?separate=1$/);
        await expect(stepHeading(page, text, 1)).toBeFocused();
        await expect(page.getByRole('checkbox', { name: text.space })).not.toBeChecked();
      });
    });
  }
}
