import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';

// Issue 26 item 5: a second "Get Started" in the same browser asks before it makes anything, and
// My Matches lists every profile of the browser, switching only when the person picks one.

const TEXT = {
  en: {
    getStarted: 'Get Started',
    myMatches: /^My Matches/,
    askTitle: 'You already have a profile on this device',
    askTitleMany: 'You already have profiles on this device',
    edit: 'Edit my profile',
    editTitle: 'Edit Your Synergy Profile',
    separate: 'Start a separate profile (for another person in my household)',
    wizardTitle: 'Discover Your Synergy Profile',
    firstStep: 'What You Have',
    continue: 'Continue',
    submit: 'Find My Synergies',
    list: 'Profiles on this device',
    current: 'Shown now',
    show: 'Show the matches of this profile',
    purpose: 'Sharing my spare room with a student who helps',
    firstName: 'Sharing my spare room with a…',
  },
  de: {
    getStarted: 'Jetzt starten',
    myMatches: /^Meine Matches/,
    askTitle: 'Sie haben auf diesem Gerät schon ein Profil',
    askTitleMany: 'Sie haben auf diesem Gerät schon Profile',
    edit: 'Mein Profil bearbeiten',
    editTitle: 'Ihr Synergie-Profil bearbeiten',
    separate: 'Ein eigenes Profil beginnen (für eine andere Person in meinem Haushalt)',
    wizardTitle: 'Entdecken Sie Ihr Synergie-Profil',
    firstStep: 'Was Sie haben',
    continue: 'Weiter',
    submit: 'Meine Synergien finden',
    list: 'Profile auf diesem Gerät',
    current: 'Wird gerade gezeigt',
    show: 'Matches dieses Profils zeigen',
    purpose: 'Mein freies Zimmer mit einer Studentin teilen',
    firstName: 'Mein freies Zimmer mit einer Studentin…',
  },
} as const;

// page.request shares the page's cookies: these are the profiles this browser owns.
async function profileCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/my-profiles?lang=en');
  expect(response.ok()).toBe(true);
  const { profiles } = (await response.json()) as { profiles: unknown[] };
  return profiles.length;
}

async function makeFirstProfile(page: Page, purpose: string): Promise<string> {
  const response = await page.request.post('/api/profiles', {
    data: { userId: 1, purpose, hasSpace: true, needsTechHelp: true, location: 'Köln' },
  });
  expect(response.status()).toBe(201);
  const { profile } = (await response.json()) as { profile: { id: string } };
  return profile.id;
}

async function clickGetStarted(page: Page, text: (typeof TEXT)['en' | 'de']) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: text.getStarted }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`one profile per browser (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('a second "Get Started" asks first, and editing makes no new profile', async ({
      page,
    }) => {
      const id = await makeFirstProfile(page, text.purpose);
      expect(await profileCount(page)).toBe(1);

      await clickGetStarted(page, text);
      await expect(page.getByRole('heading', { level: 1, name: text.askTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.firstName })).toBeVisible();
      // The wizard is not shown until the person chooses; nothing was made by opening the page.
      await expect(page.getByRole('button', { name: text.continue })).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.separate })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await profileCount(page)).toBe(1);

      // The choices are reachable and large enough to press.
      const edit = page.getByRole('link', { name: text.edit });
      const box = await edit.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

      await edit.click();
      await expect(page).toHaveURL(new RegExp(`/onboarding\\?edit=${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
      expect(await profileCount(page)).toBe(1);
    });

    test('a separate profile is made only when chosen, and My Matches lists both', async ({
      page,
    }) => {
      const firstId = await makeFirstProfile(page, text.purpose);
      await clickGetStarted(page, text);

      await page.getByRole('button', { name: text.separate }).click();
      await expect(page).toHaveURL(/\/onboarding\?separate=1$/);
      await expect(page.getByRole('heading', { level: 1, name: text.wizardTitle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.firstStep })).toBeFocused();
      expect(await profileCount(page)).toBe(1);

      for (let step = 1; step < 4; step += 1) {
        await page.getByRole('button', { name: text.continue }).click();
      }
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
      const secondId = new URL(page.url()).pathname.split('/')[2]!;
      expect(secondId).not.toBe(firstId);
      expect(await profileCount(page)).toBe(2);

      // Back into the wizard asks again instead of offering a third profile at once.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: text.askTitleMany })).toBeVisible();
      await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`/matches/${secondId}$`));

      // Both profiles are listed; the new one is shown and marked.
      const list = page.getByRole('region', { name: text.list });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const current = list.locator('li[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current.getByText(text.current)).toBeVisible();
      const first = list.getByRole('listitem').filter({ hasText: text.firstName });
      await expect(first).toHaveCount(1);
      await expect(first).not.toHaveAttribute('aria-current', 'true');
      await expectNoSeriousA11yViolations(page);

      // Switching is explicit, by keyboard too; the focus lands on the profile now shown.
      const show = first.getByRole('link', { name: text.show });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/matches/${firstId}$`));
      await expect(first).toHaveAttribute('aria-current', 'true');
      await expect(first.getByRole('heading', { level: 3 })).toBeFocused();

      // "My Matches" opens the profile shown last, not the newest.
      await page.goto('/');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: text.myMatches })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/matches/${firstId}$`));
      expect(await profileCount(page)).toBe(2);
    });
  });
}
