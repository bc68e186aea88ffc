import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

const MATCHES_URL = '**/api/profiles/*/matches?*';
// A profile id as the API issues them: the page answers other ids itself, without the API.
const PROFILE_URL = '/matches/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const SAMPLE = {
  matches: [
    {
      score: 0.912,
      matchType: 'high',
      reasons: ['r1', 'r2', 'r3', 'r4'],
      reasonDetails: [
        { type: 'positive', text: 'You have a garden and they love growing vegetables' },
        { type: 'question', text: 'Could you agree on a weekly rhythm?' },
        { type: 'negative', text: 'Your free time only partly overlaps' },
        { type: 'positive', text: 'A fourth reason that must not be shown' },
      ],
      blueprint: {
        key: 'community-garden',
        name: 'Community Garden Collective',
        description: 'Turn unused land into a shared vegetable garden.',
        category: 'Sustainability',
      },
      // The API tells bands, never kilometres (issue 25 item 6).
      distanceBand: 'under-15',
      distanceBadge: 'local',
      proximityBonus: 0.12,
    },
    {
      score: 0.776,
      matchType: 'good',
      reasons: ['Your tools complement their repair skills'],
      blueprint: {
        key: 'repair-cafe',
        name: 'Repair Café',
        description: 'A monthly repair afternoon.',
        category: 'Skills',
      },
      distanceBand: 'over-50',
      distanceBadge: 'international',
    },
    {
      score: 0.61,
      matchType: 'potential',
      reasons: ['You both value learning'],
      blueprint: {
        key: 'language-tandem',
        name: 'Language Tandem',
        description: 'Swap languages weekly.',
        category: 'Learning',
        meeting: 'remote',
      },
    },
  ],
};

const TEXT = {
  en: {
    title: 'Your Synergy Matches',
    errorTitle: 'Error Loading Matches',
    errorText: 'Failed to load your synergy matches. Please try again.',
    tryAgain: 'Try Again',
    emptyTitle: 'No Matches Yet',
    emptyText: 'No matches found. Try updating your profile.',
    refresh: 'Refresh Matches',
    invalidTitle: 'Invalid Profile',
    invalidText: 'Profile ID is required to view matches.',
    high: 'High Match',
    local: 'Local',
    international: 'International',
    unknown: 'Distance unknown',
    boost: '+12% nearby',
    band: '5–15 km away',
    remote: 'By video / online',
    viewAll: 'View All Matches & Start Connecting',
    loading: 'Finding your perfect matches...',
  },
  de: {
    title: 'Ihre Synergie-Matches',
    errorTitle: 'Fehler beim Laden der Matches',
    errorText: 'Ihre Synergie-Matches konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    emptyTitle: 'Noch keine Matches',
    emptyText: 'Keine Matches gefunden. Versuchen Sie, Ihr Profil zu ergänzen.',
    refresh: 'Matches aktualisieren',
    invalidTitle: 'Ungültiges Profil',
    invalidText: 'Zum Anzeigen der Matches wird eine Profil-ID benötigt.',
    high: 'Hohe Übereinstimmung',
    local: 'Lokal',
    international: 'International',
    unknown: 'Entfernung unbekannt',
    boost: '+12 % in der Nähe',
    band: '5–15 km entfernt',
    remote: 'Per Video / online',
    viewAll: 'Alle Matches ansehen und Kontakt aufnehmen',
    loading: 'Wir suchen Ihre passenden Matches...',
  },
} as const;

function answer(page: Page, status: number, body: unknown) {
  return page.route(MATCHES_URL, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`the matches page in ${language.toUpperCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('shows six skeleton cards while loading, then the grid with every badge', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(MATCHES_URL, async (route) => {
        await gate;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(SAMPLE),
        });
      });
      await page.goto(PROFILE_URL);
      await expect(page.getByTestId('match-skeleton')).toHaveCount(6);
      await expect(page.getByRole('status').filter({ hasText: text.loading })).toBeAttached();
      await screenshotWidths(page, `matches-loading-${language}`);
      release();

      const cards = page.getByTestId('match-card');
      await expect(cards).toHaveCount(3);
      const first = cards.first();
      await expect(first).toContainText(text.high);
      await expect(first).toContainText(text.local);
      await expect(first).toContainText(text.boost);
      await expect(first).toContainText('91');
      await expect(first).toContainText(text.band);
      await expect(first.getByRole('listitem')).toHaveCount(3);
      await expect(first).not.toContainText('must not be shown');
      await expect(cards.nth(1)).toContainText(text.international);
      await expect(cards.nth(1)).toContainText('78');
      await expect(cards.nth(2)).toContainText(text.unknown);
      await expect(cards.nth(2)).toContainText(text.remote);
      await expect(page.getByRole('link', { name: text.viewAll })).toHaveAttribute(
        'href',
        `${PROFILE_URL}/blueprints/community-garden`,
      );
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-list-${language}`);
    });

    test('a failed load shows the error card, and Try Again loads again', async ({ page }) => {
      await answer(page, 500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
      await page.goto(PROFILE_URL);
      await expect(page.getByRole('heading', { name: text.errorTitle })).toBeVisible();
      await expect(page.getByText('boom', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-error-${language}`);
      await page.unroute(MATCHES_URL);
      await answer(page, 200, SAMPLE);
      await page.getByRole('button', { name: text.tryAgain }).click();
      await expect(page.getByTestId('match-card')).toHaveCount(3);
    });

    test('a failure without an API message shows the spec text', async ({ page }) => {
      await page.route(MATCHES_URL, (route) => route.fulfill({ status: 502, body: '' }));
      await page.goto(PROFILE_URL);
      await expect(page.getByText(text.errorText)).toBeVisible();
    });

    test('no matches shows the empty state with Refresh Matches', async ({ page }) => {
      await answer(page, 200, { matches: [] });
      await page.goto(PROFILE_URL);
      await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
      await expect(page.getByText(text.emptyText)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-empty-${language}`);
      const refetch = page.waitForRequest((req) => req.url().includes('/matches?lang='));
      await page.getByRole('button', { name: text.refresh }).click();
      await refetch;
    });

    test('a link without a profile id says the profile is invalid', async ({ page }) => {
      await page.goto('/matches');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.invalidTitle })).toBeVisible();
      await expect(page.getByText(text.invalidText)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `matches-invalid-${language}`);
    });
  });
}
