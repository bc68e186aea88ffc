import { fakeApi, renderPage } from '@ageless/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { type Introduction, type MatchesResponse } from '@ageless/contracts';
import App, { MATCHES_PATHS } from './App';
import { de } from './i18n/de';
import { en } from './i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const OTHER = '7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d';

const MATCHES: MatchesResponse = {
  matches: [
    {
      score: 0.82,
      matchType: 'high',
      reasons: ['Your spare room fits their need for a home'],
      blueprint: {
        key: 'intergenerational-homeshare',
        name: 'Home share',
        description: 'Share your home.',
        category: 'Housing',
      },
      distanceBand: 'over-50',
      distanceBadge: 'regional',
      proximityBonus: 0.06,
    },
    {
      score: 0.5,
      matchType: 'potential',
      reasons: ['You both value learning'],
      blueprint: {
        key: 'language-tandem',
        name: 'Tandem',
        description: 'Talk.',
        category: 'Learning',
        meeting: 'remote',
      },
      distanceNote: 'no-one-yet',
    },
    {
      score: 0.4,
      matchType: 'potential',
      reasons: ['You could share a garden'],
      blueprint: {
        key: 'shared-garden',
        name: 'Garden',
        description: 'Grow.',
        category: 'Nature',
        meeting: 'in-person',
        travelRadiusKm: 50,
      },
      distanceNote: 'none-in-radius',
    },
  ],
};

const request: Introduction = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  direction: 'received',
  status: 'pending',
  blueprint: { key: 'intergenerational-homeshare', name: 'Home share' },
  message: 'Hello, I have a garden and would love to share it.',
  distanceBadge: 'local',
  createdAt: '2026-11-22T10:00:00.000Z',
  contact: null,
  sharedMine: false,
  folded: false,
  moneyWarning: false,
  scamSigns: [],
};

const mine = (profiles: { id: string; waitingRequests?: number }[]) => ({
  body: {
    profiles: profiles.map((profile) => ({
      createdAt: '2026-11-20T10:00:00.000Z',
      place: 'Berlin-Spandau, Germany',
      waitingRequests: 0,
      ...profile,
    })),
  },
});

describe('the matches page', () => {
  it('answers a link whose id is not a profile id in words, with ways forward, without asking the API for matches', async () => {
    const { calls } = fakeApi({ 'GET /api/my-profiles': mine([]) });
    renderPage(<App />, { ...page, route: '/matches/abc' });
    expect(await screen.findByRole('heading', { name: 'This link is not complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a profile' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByText(/UUID/)).toBeNull();
    expect(calls.some((call) => call.url.includes('/matches'))).toBe(false);
  });

  it('says an unknown profile was not found, in German too, never the API’s text', async () => {
    fakeApi({
      'GET /api/my-profiles': mine([{ id: OTHER }]),
      [`GET /api/profiles/${ID}/matches`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Profile not found' },
      },
    });
    renderPage(<App />, { ...page, route: `/matches/${ID}`, language: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Wir haben dieses Profil nicht gefunden' }),
    ).toBeTruthy();
    expect(screen.queryByText('Profile not found')).toBeNull();
    // This browser owns another profile: it is offered first.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Meine Matches öffnen' }).getAttribute('href')).toBe(
        `/matches/${OTHER}`,
      ),
    );
  });

  it('keeps the spec’s texts for a link without an id', async () => {
    fakeApi({ 'GET /api/my-profiles': mine([]) });
    renderPage(<App />, { ...page, route: '/matches' });
    expect(await screen.findByRole('heading', { name: 'Invalid Profile' })).toBeTruthy();
    expect(screen.getByText(/Profile ID is required to view matches\./)).toBeTruthy();
  });

  it('says "in your town" for a partner in the same place, never "0 km", in English and German', async () => {
    const sameTown: MatchesResponse = {
      matches: [
        {
          ...MATCHES.matches[0]!,
          distanceBand: 'town',
          distanceBadge: 'local',
          proximityBonus: 0.1,
        },
      ],
    };
    fakeApi({
      [`GET /api/profiles/${ID}/matches`]: { body: sameTown },
      'GET /api/my-profiles': mine([]),
    });
    const { unmount } = renderPage(<App />, { ...page, route: `/matches/${ID}` });
    const [card] = await screen.findAllByTestId('match-card');
    expect(within(card!).getByText('In your town')).toBeTruthy();
    expect(within(card!).queryByText(/\b0 km/)).toBeNull();
    unmount();
    renderPage(<App />, { ...page, route: `/matches/${ID}`, language: 'de' });
    const [karte] = await screen.findAllByTestId('match-card');
    expect(within(karte!).getByText('In Ihrem Ort')).toBeTruthy();
    expect(within(karte!).queryByText(/\b0 km/)).toBeNull();
  });

  it('words the distance honestly and links Learn More and View All to blueprint pages', async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([]),
    });
    renderPage(<App />, { ...page, route: `/matches/${ID}` });
    const cards = await screen.findAllByTestId('match-card');
    // A regional partner's bonus is not "nearby"; the distance is a band, never kilometres.
    expect(within(cards[0]!).getByText('+6% in your region')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/nearby/)).toBeNull();
    expect(within(cards[0]!).getByText('More than 50 km away')).toBeTruthy();
    expect(within(cards[1]!).getByText('No one near you for this idea yet')).toBeTruthy();
    expect(within(cards[1]!).getByText('By video / online')).toBeTruthy();
    expect(
      within(cards[2]!).getByText(
        'No one within 50 km for this idea yet. We only show people near enough to meet.',
      ),
    ).toBeTruthy();
    expect(within(cards[2]!).queryByText('By video / online')).toBeNull();
    expect(
      within(cards[0]!)
        .getByRole('link', { name: 'Learn more about Home share' })
        .getAttribute('href'),
    ).toBe(`/matches/${ID}/blueprints/intergenerational-homeshare`);
    expect(
      screen
        .getByRole('link', { name: 'View All Matches & Start Connecting' })
        .getAttribute('href'),
    ).toBe(`/matches/${ID}/blueprints/intergenerational-homeshare`);
    // Not this browser's profile: no inbox, no edit.
    expect(screen.queryByRole('heading', { name: 'Introductions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit my profile' })).toBeNull();
  });

  it('shows the private return link once, after the profile was made', async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([{ id: ID }]),
      [`GET /api/profiles/${ID}/introductions`]: {
        body: { introductions: [], foldedTotal: 0, requestsLeftToday: 5 },
      },
    });
    const key = 'k'.repeat(43);
    renderPage(<App />, { ...page, route: `/matches/${ID}`, state: { returnKey: key } });
    const link = (await screen.findByLabelText('Your private return link')) as HTMLInputElement;
    expect(link.value).toBe(`http://localhost/matches/${ID}#key=${key}`);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByLabelText('Your private return link')).toBeNull());
  });

  it('never shows the return link again after a reload, even before "I have saved it"', async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([{ id: ID }]),
      [`GET /api/profiles/${ID}/introductions`]: {
        body: { introductions: [], foldedTotal: 0, requestsLeftToday: 5 },
      },
    });
    const key = 'r'.repeat(43);
    let entryState: unknown = 'unread';
    function HistoryEntry() {
      entryState = useLocation().state;
      return null;
    }
    const first = renderPage(
      <>
        <App />
        <HistoryEntry />
      </>,
      { ...page, route: `/matches/${ID}`, state: { returnKey: key } },
    );
    expect(await screen.findByLabelText('Your private return link')).toBeTruthy();
    // The key left the history entry at once, while the link stays on screen to be copied.
    await waitFor(() => expect(entryState).toBeNull());
    expect(screen.getByLabelText('Your private return link')).toBeTruthy();
    first.unmount();
    // A reload restores the entry as it is now: without the key.
    renderPage(<App />, { ...page, route: `/matches/${ID}`, state: entryState });
    expect(await screen.findByRole('heading', { name: 'Home share' })).toBeTruthy();
    expect(screen.queryByLabelText('Your private return link')).toBeNull();
  });

  it('opens a return link: claims the profile and takes the key out of the address', async () => {
    const key = 'Z'.repeat(43);
    const { calls } = fakeApi({
      [`POST /api/profiles/${ID}/claim`]: { body: { profile: { id: ID } } },
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([]),
    });
    renderPage(<App />, { ...page, route: `/matches/${ID}#key=${key}` });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ returnKey: key }),
    );
    expect(screen.getByTestId('location').textContent).toBe(`/matches/${ID}`);
  });

  it('asks for the matches only once a return link has made this browser an owner', async () => {
    let answerClaim: () => void = () => undefined;
    const claimed = new Promise<void>((resolve) => (answerClaim = resolve));
    let claimAsked = false;
    const { calls } = fakeApi({
      // The claim is held open until the test lets it answer.
      [`POST /api/profiles/${ID}/claim`]: async () => {
        claimAsked = true;
        await claimed;
        return { body: { profile: { id: ID } } };
      },
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([]),
    });
    renderPage(<App />, { ...page, route: `/matches/${ID}#key=${'Z'.repeat(43)}` });
    await waitFor(() => expect(claimAsked).toBe(true));
    expect(calls.some((call) => call.url.includes('/matches'))).toBe(false);
    answerClaim();
    expect(await screen.findByRole('heading', { name: 'Home share' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/matches'))).toBe(true);
  });

  it('says in words, EN and DE, that another browser’s profile opens only with its return link', async () => {
    for (const [language, title, createLink] of [
      ['en', 'This profile was made on another device', 'Create a profile'],
      ['de', 'Dieses Profil wurde auf einem anderen Gerät erstellt', 'Profil erstellen'],
    ] as const) {
      fakeApi({
        [`GET /api/profiles/${ID}/matches`]: {
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message: 'belongs to another browser' },
        },
        'GET /api/my-profiles': mine([]),
      });
      const { unmount } = renderPage(<App />, { ...page, route: `/matches/${ID}`, language });
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: createLink }).getAttribute('href')).toBe(
        '/onboarding',
      );
      expect(screen.queryByText('belongs to another browser')).toBeNull();
      expect(screen.queryByRole('button', { name: /Try Again|Erneut/ })).toBeNull();
      unmount();
    }
  });

  it('lets the owner accept a request with a phone number, and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [`GET /api/profiles/${ID}/matches`]: { body: MATCHES },
      'GET /api/my-profiles': mine([{ id: ID, waitingRequests: 1 }]),
      [`GET /api/profiles/${ID}/introductions`]: {
        body: { introductions: [request], foldedTotal: 0, requestsLeftToday: 5 },
      },
      [`POST /api/profiles/${ID}/introductions/${request.id}/accept`]: {
        status: 200,
        body: request,
      },
      [`DELETE /api/profiles/${ID}`]: { status: 204 },
    });
    renderPage(<App />, { ...page, route: `/matches/${ID}` });
    const item = await screen.findByTestId('introduction');
    expect(within(item).getByText(request.message)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Share and accept' }));
    expect(within(dialog).getByText('Please write your first name.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your first name'), 'Berta');
    await user.type(within(dialog).getByLabelText('Your phone number'), '+49 30 1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Share and accept' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('/accept'))?.body).toEqual({
        firstName: 'Berta',
        kind: 'phone',
        value: '+49 30 1234567',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete my profile' }));
    const confirm = await screen.findByRole('dialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete my profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
