import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App, { MATCHES_PATHS } from '../../../app/App';
import { fakeApi, type FakeAnswer, renderPage } from '@ageless/testing';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const OLDER = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const NEWER = '7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d';
const STORAGE_KEY = 'ageless.matches.currentProfile';

// The API as the API sends it: newest first; the owner's own answers name each profile.
function browserWithTwoProfiles(extra: Record<string, FakeAnswer> = {}) {
  const profile = (id: string, purpose: string) => ({
    body: { profile: { id, purpose, skills: [], values: [] } },
  });
  return fakeApi({
    'GET /api/my-profiles': {
      body: {
        profiles: [
          {
            id: NEWER,
            createdAt: '2026-11-20T10:00:00.000Z',
            place: 'Köln, Germany',
            waitingRequests: 0,
          },
          {
            id: OLDER,
            createdAt: '2026-11-02T10:00:00.000Z',
            place: 'Köln, Germany',
            waitingRequests: 2,
          },
        ],
      },
    },
    [`GET /api/profiles/${OLDER}`]: profile(OLDER, 'A student who helps me with my computer'),
    [`GET /api/profiles/${NEWER}`]: profile(NEWER, 'Woodwork and repairs'),
    [`GET /api/profiles/${OLDER}/matches`]: { body: { matches: [] } },
    [`GET /api/profiles/${NEWER}/matches`]: { body: { matches: [] } },
    [`GET /api/profiles/${OLDER}/introductions`]: {
      body: { introductions: [], requestsLeftToday: 5 },
    },
    [`GET /api/profiles/${NEWER}/introductions`]: {
      body: { introductions: [], requestsLeftToday: 5 },
    },
    ...extra,
  });
}

const list = () => screen.getByRole('region', { name: 'Profiles on this device' });

afterEach(() => localStorage.clear());

describe('the list of this browser’s profiles on My Matches', () => {
  it('names every profile in the person’s words and marks the one shown', async () => {
    browserWithTwoProfiles();
    renderPage(<App />, { ...page, route: `/matches/${OLDER}` });

    await screen.findByRole('region', { name: 'Profiles on this device' });
    const entries = within(list()).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    await waitFor(() =>
      expect(within(entries[1]!).getByRole('heading').textContent).toBe(
        'A student who helps me with…',
      ),
    );
    expect(within(entries[0]!).getByRole('heading').textContent).toBe('Woodwork and repairs');
    expect(entries[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(entries[1]!).getByText('Shown now')).toBeTruthy();
    expect(within(entries[1]!).getByText('2 requests are waiting')).toBeTruthy();
    expect(within(entries[1]!).queryByRole('link')).toBeNull();
    expect(entries[0]!.getAttribute('aria-current')).toBeNull();
    expect(
      within(entries[0]!)
        .getByRole('link', { name: 'Show the matches of this profile' })
        .getAttribute('href'),
    ).toBe(`/matches/${NEWER}`);
  });

  it('switches only when asked, moves the mark and the focus, and remembers the choice', async () => {
    const user = userEvent.setup();
    browserWithTwoProfiles();
    renderPage(<App />, { ...page, route: `/matches/${OLDER}` });
    await screen.findByRole('region', { name: 'Profiles on this device' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe(OLDER));

    await user.click(screen.getByRole('link', { name: 'Show the matches of this profile' }));

    expect(screen.getByTestId('location').textContent).toBe(`/matches/${NEWER}`);
    const entries = within(list()).getAllByRole('listitem');
    expect(entries[0]!.getAttribute('aria-current')).toBe('true');
    expect(entries[1]!.getAttribute('aria-current')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(entries[0]!).getByRole('heading')),
    );
    expect(localStorage.getItem(STORAGE_KEY)).toBe(NEWER);
  });

  it('opens the profile last shown here from "My Matches", not the newest', async () => {
    localStorage.setItem(STORAGE_KEY, OLDER);
    browserWithTwoProfiles();
    renderPage(<App />, { ...page, route: '/matches' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/matches/${OLDER}`),
    );
  });

  it('asks which profile to open when none was shown here yet', async () => {
    const calls = browserWithTwoProfiles().calls;
    renderPage(<App />, { ...page, route: '/matches' });

    expect(
      await screen.findByRole('heading', { name: 'Whose matches do you want to see?' }),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/matches');
    expect(screen.getAllByRole('link', { name: 'Show the matches of this profile' })).toHaveLength(
      2,
    );
    expect(calls.some((call) => call.url.includes('/matches'))).toBe(false);
  });

  it('forgets a remembered profile this browser no longer owns', async () => {
    localStorage.setItem(STORAGE_KEY, 'c0ffee00-0000-4000-8000-000000000001');
    browserWithTwoProfiles();
    renderPage(<App />, { ...page, route: '/matches' });
    expect(
      await screen.findByRole('heading', { name: 'Whose matches do you want to see?' }),
    ).toBeTruthy();
  });

  it('shows no list with one profile, and opens it from "My Matches"', async () => {
    fakeApi({
      'GET /api/my-profiles': {
        body: {
          profiles: [
            { id: OLDER, createdAt: '2026-11-02T10:00:00.000Z', place: null, waitingRequests: 0 },
          ],
        },
      },
      [`GET /api/profiles/${OLDER}/matches`]: { body: { matches: [] } },
      [`GET /api/profiles/${OLDER}/introductions`]: {
        body: { introductions: [], requestsLeftToday: 5 },
      },
    });
    renderPage(<App />, { ...page, route: '/matches' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/matches/${OLDER}`),
    );
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(screen.queryByRole('region', { name: 'Profiles on this device' })).toBeNull();
  });

  it('speaks German', async () => {
    browserWithTwoProfiles();
    renderPage(<App />, { ...page, route: `/matches/${OLDER}`, language: 'de' });
    const region = await screen.findByRole('region', { name: 'Profile auf diesem Gerät' });
    expect(within(region).getByText('Wird gerade gezeigt')).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Matches dieses Profils zeigen' }),
    ).toBeTruthy();
    expect(within(region).getByText('Angelegt am 2. November 2026')).toBeTruthy();
    expect(within(region).getByText('2 Anfragen warten')).toBeTruthy();
  });
});
