import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MyProfilesResponse } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { TopNav } from './TopNav';

function answerMyProfiles(body: MyProfilesResponse) {
  return fakeApi({ 'GET /api/my-profiles': { body } }).calls;
}

function renderNav({
  language = 'en',
  route = '/',
}: { language?: 'en' | 'de'; route?: string } = {}) {
  renderPage(<TopNav />, { language, route });
}

const profile = (id: string, waitingRequests: number) => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  place: null,
  waitingRequests,
});

describe('My Matches in the navigation', () => {
  it('leads to the one owned profile', async () => {
    answerMyProfiles({ profiles: [profile('only-id', 0)] });
    renderNav();
    const link = await screen.findByRole('link', { name: 'My Matches' });
    expect(link.getAttribute('href')).toBe('/matches/only-id');
  });

  it('with several profiles leads to the matches page that asks or opens the last shown, and counts the requests waiting in all', async () => {
    answerMyProfiles({ profiles: [profile('new-id', 1), profile('old-id', 1)] });
    renderNav();
    const link = await screen.findByRole('link', { name: 'My Matches, 2 requests waiting' });
    // Never silently the newest (issue 26).
    expect(link.getAttribute('href')).toBe('/matches');
  });

  it('counts the new messages in accepted introductions with the requests, and says which is which', async () => {
    answerMyProfiles({
      profiles: [{ ...profile('only-id', 1), unreadMessages: 2 }],
    });
    renderNav();
    const link = await screen.findByRole('link', {
      name: 'My Matches, 1 request waiting, 2 new messages',
    });
    expect(link.textContent).toBe('My Matches3');
  });

  it('tells of a new message alone, in German too', async () => {
    answerMyProfiles({ profiles: [{ ...profile('only-id', 0), unreadMessages: 1 }] });
    renderNav({ language: 'de' });
    const link = await screen.findByRole('link', { name: 'Meine Matches, 1 neue Nachricht' });
    expect(link.getAttribute('href')).toBe('/matches/only-id');
  });

  it('is not there for a browser that owns no profile', async () => {
    const asked = answerMyProfiles({ profiles: [] });
    renderNav();
    await waitFor(() =>
      expect(asked.map((call) => call.url)).toEqual(['/api/my-profiles?lang=en']),
    );
    // Let the answer render before looking.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: /My Matches/ })).toBeNull();
  });
});

describe('the sections in the navigation', () => {
  it('leads "How It Works" and "Success Stories" to their sections of the landing page', async () => {
    answerMyProfiles({ profiles: [] });
    renderNav();
    expect(screen.getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe(
      '/#how-it-works',
    );
    expect(screen.getByRole('link', { name: 'Success Stories' }).getAttribute('href')).toBe(
      '/#success-stories',
    );
  });
});

describe('the phone menu', () => {
  it('closes on Escape and gives the focus back to its toggle', async () => {
    answerMyProfiles({ profiles: [] });
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Into the menu, then Escape from there.
    await user.tab();
    expect(screen.getByRole('link', { name: 'How It Works' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('a section link in the phone menu', () => {
  it('closes the menu, also on the page it leads to', async () => {
    answerMyProfiles({ profiles: [] });
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Success Stories' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the guide and the calculators in the navigation', () => {
  it.each([
    ['en', 'Ask the guide', 'Calculators'],
    ['de', 'Den Guide fragen', 'Rechner'],
  ] as const)('leads to /chat and the pension planner in %s', (language, guide, calculators) => {
    answerMyProfiles({ profiles: [] });
    renderNav({ language });
    expect(screen.getByRole('link', { name: guide }).getAttribute('href')).toBe('/chat');
    expect(screen.getByRole('link', { name: calculators }).getAttribute('href')).toBe(
      '/pension-planner',
    );
    // Upload Data stays (spec §2).
    expect(
      screen.getByRole('link', { name: language === 'en' ? 'Upload Data' : 'Daten hochladen' }),
    ).toBeTruthy();
  });

  it('marks the current page: the guide on /chat, the calculators on either calculator', () => {
    answerMyProfiles({ profiles: [] });
    renderNav({ route: '/chat' });
    expect(screen.getByRole('link', { name: 'Ask the guide' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getByRole('link', { name: 'Calculators' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Upload Data' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it.each(['/pension-planner', '/budget-optimizer'])('marks Calculators current on %s', (route) => {
    answerMyProfiles({ profiles: [] });
    renderNav({ route });
    expect(screen.getByRole('link', { name: 'Calculators' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getByRole('link', { name: 'Ask the guide' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('marks Upload Data and Get Started on their own pages, as the new items', () => {
    answerMyProfiles({ profiles: [] });
    renderNav({ route: '/upload' });
    expect(screen.getByRole('link', { name: 'Upload Data' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getByRole('link', { name: 'Get Started' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('are reached with the keyboard in the phone menu, in order after the sections', async () => {
    answerMyProfiles({ profiles: [] });
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const reached: (string | null)[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.textContent ?? null);
    }
    expect(reached).toEqual([
      'How It Works',
      'Success Stories',
      'Ask the guide',
      'Calculators',
      'Upload Data',
      'Get Started',
    ]);
  });
});
