import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

// A profile's matches open only in the browsers that own it (fifth hostile pass #7): on another
// device the page says so in words, and the private return link opens the matches there.

const TEXT = {
  en: {
    notYours: 'This profile was made on another device',
    create: 'Create a profile',
    opened: 'Your profile is now open in this browser.',
    title: 'Your Synergy Matches',
  },
  de: {
    notYours: 'Dieses Profil wurde auf einem anderen Gerät erstellt',
    create: 'Profil erstellen',
    opened: 'Ihr Profil ist jetzt in diesem Browser geöffnet.',
    title: 'Ihre Synergie-Matches',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test(`another device sees no matches until it opens the private return link (${language})`, async ({
    browser,
    request,
  }) => {
    const texts = TEXT[language];
    // The profile is made on the first device (this test's API client, its own cookies).
    const created = await request.post('/api/profiles', {
      data: { hasSpace: true, location: 'Kiel', purpose: 'Sharing my garden' },
    });
    expect(created.status()).toBe(201);
    const { profile, returnKey } = (await created.json()) as {
      profile: { id: string };
      returnKey: string;
    };

    const other = await browser.newContext();
    try {
      const page = await other.newPage();
      await useLanguage(page, language);
      await page.goto(`/matches/${profile.id}`);
      await expect(page.getByRole('heading', { name: texts.notYours })).toBeVisible();
      await expect(page.getByRole('link', { name: texts.create })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-other-device-${language}`);

      await page.goto(`/matches/${profile.id}#key=${returnKey}`);
      await expect(page.getByText(texts.opened).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.notYours })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.locator('main ul li h2').first()).toBeVisible();
      // The key leaves the address bar at once.
      expect(new URL(page.url()).hash).toBe('');
    } finally {
      await other.close();
    }
  });
}
