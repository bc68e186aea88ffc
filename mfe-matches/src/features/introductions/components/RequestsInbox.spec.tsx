import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Introduction, IntroductionsResponse, Language } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { RequestsInbox } from './RequestsInbox';
import { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const received = (id: string): Introduction => ({
  id,
  direction: 'received',
  status: 'pending',
  blueprint: { key: 'intergenerational-homeshare', name: 'Home share' },
  message: 'Hello!',
  moneyWarning: false,
  scamSigns: [],
  distanceBadge: 'local',
  createdAt: '2026-11-22T10:00:00.000Z',
  contact: null,
  sharedMine: false,
  folded: false,
});

/** The inbox with answers that come one after another as the person looks again. */
function showInbox(answers: Introduction[][], language: Language = 'en') {
  let call = 0;
  fakeApi({
    'GET /api/profiles/p1/introductions': () => {
      const introductions = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return {
        body: {
          introductions,
          foldedTotal: 0,
          requestsLeftToday: 5,
        } satisfies IntroductionsResponse,
      };
    },
  });
  renderPage(<RequestsInbox profileId="p1" />, { ...page, route: '/matches/p1', language });
  // The first list is in once the day's allowance is shown.
  return screen.findByText(/\b5\b/);
}

/** Read out by screen readers when it changes, without interrupting. */
function expectAnnounced(element: HTMLElement) {
  expect(element.getAttribute('role')).toBe('status');
  expect(element.getAttribute('aria-live')).toBe('polite');
}

// Pressing "Look for new requests" used to refetch with nothing to show that it had looked.
describe('looking for new requests', () => {
  it('says politely that there are no new requests when nothing came', async () => {
    await showInbox([[received('a')]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Look for new requests' }));
    expectAnnounced(await screen.findByText('No new requests'));
  });

  it('counts the requests that arrived since the last look', async () => {
    await showInbox([[received('a')], [received('a'), received('b'), received('c')]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Look for new requests' }));
    expectAnnounced(await screen.findByText('2 new requests'));
  });

  it('says it in German', async () => {
    await showInbox([[], [received('b')]], 'de');
    fireEvent.click(await screen.findByRole('button', { name: 'Nach neuen Anfragen sehen' }));
    expectAnnounced(await screen.findByText('1 neue Anfrage'));
  });
});

// Fifteenth hostile pass #2: a wave of throwaway profiles used to fill the places kept for
// newcomers, and honest newcomers were turned away; now their requests wait folded in one group.
describe('requests from people who joined recently', () => {
  // Each with words of its own: requests with the same words are shown as one (NewcomerFold).
  const newcomer = (id: string, createdAt: string): Introduction => ({
    ...received(id),
    message: `Hello from ${id}`,
    createdAt,
    folded: true,
  });
  const list = (introductions: Introduction[], foldedTotal: number): IntroductionsResponse => ({
    introductions,
    foldedTotal,
    requestsLeftToday: 5,
  });

  function showFold(answers: IntroductionsResponse[], language: Language = 'en') {
    let call = 0;
    const api = fakeApi({
      'GET /api/profiles/p1/introductions': () => {
        const body = answers[Math.min(call, answers.length - 1)]!;
        call += 1;
        return { body };
      },
      'POST /api/profiles/p1/introductions/decline-newcomers': { body: { declined: 4 } },
    });
    renderPage(<RequestsInbox profileId="p1" />, { ...page, route: '/matches/p1', language });
    return api;
  }

  const wave = ['anna', 'ben', 'cleo', 'dora'].map((id, i) =>
    newcomer(id, `2026-11-29T1${i}:00:00.000Z`),
  );

  it('shows everyone else as before and folds the newcomers behind a button that says whether it is open', async () => {
    showFold([list([received('regular'), ...wave], 4)]);
    expect(
      await screen.findByRole('heading', { name: '4 requests from people who joined recently' }),
    ).toBeTruthy();
    expect(screen.getByText(/Most are genuine; take care before sharing anything/)).toBeTruthy();
    // The regular request is shown; the newcomers' messages only once the group is opened.
    expect(screen.getAllByTestId('introduction')).toHaveLength(1);
    expect(screen.queryByText('Hello from anna')).toBeNull();
    const fold = screen.getByRole('button', { name: 'Read these 4 requests' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(fold.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(fold);
    const open = screen.getByRole('button', { name: 'Hide these requests' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Hello from anna')).toBeTruthy();
    expect(screen.getAllByTestId('introduction')).toHaveLength(5);
    // Under the group's heading in the page's outline.
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  });

  it('starts open for a few, so one honest newcomer is read without a search', async () => {
    showFold([list([newcomer('anna', '2026-11-29T10:00:00.000Z')], 1)]);
    expect(
      await screen.findByRole('heading', { name: '1 request from someone who joined recently' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide these requests' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('Hello from anna')).toBeTruthy();
  });

  it('says how many of the group it shows when the list carries only some', async () => {
    showFold([list(wave, 60)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read these 60 requests' }));
    expect(
      screen.getByText('Showing 4 of 60: first those from people whose networks sent fewer.'),
    ).toBeTruthy();
  });

  it('declines them all only after asking, up to the newest one she saw, and says how many', async () => {
    const api = showFold([list([received('regular'), ...wave], 4), list([received('regular')], 0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline all from newcomers' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/All 4 requests from people who joined recently/);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(await screen.findByText('4 requests declined')).toBeTruthy();
    const posted = api.calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ upTo: '2026-11-29T13:00:00.000Z' });
    // The list is read again: the group is gone, the regular request stays.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Decline all from newcomers' })).toBeNull(),
    );
    expect(screen.getAllByTestId('introduction')).toHaveLength(1);
  });

  // Sixteenth hostile pass #1: 30 to 40 near-identical requests filled the group.
  it('shows requests with the same words as one entry after the others, the rest behind a button', async () => {
    const alike = ['w1', 'w2', 'w3'].map((id, i) => ({
      ...newcomer(id, `2026-11-29T0${i}:00:00.000Z`),
      message: i === 1 ? 'hello,  I would LIKE to meet 2' : 'Hello, I would like to meet!',
    }));
    showFold([list([...alike, newcomer('honest', '2026-11-29T09:00:00.000Z')], 4)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read these 4 requests' }));
    const shown = screen.getAllByTestId('introduction');
    expect(shown).toHaveLength(2);
    expect(shown[0]!.textContent).toMatch(/Hello from honest/);
    expect(shown[1]!.textContent).toMatch(/Hello, I would like to meet!/);
    const more = screen.getByRole('button', {
      name: 'Show 2 more requests with the same words',
    });
    // A real button, reached and pressed from the keyboard, which says whether it is open.
    expect(more.tagName).toBe('BUTTON');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(more);
    expect(screen.getAllByTestId('introduction')).toHaveLength(4);
    const less = screen.getByRole('button', { name: 'Hide the requests with the same words' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
  });

  it('says it in German', async () => {
    showFold([list(wave, 4)], 'de');
    expect(
      await screen.findByRole('heading', {
        name: '4 Anfragen von Menschen, die erst seit Kurzem dabei sind',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diese 4 Anfragen lesen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle von Neuen ablehnen' })).toBeTruthy();
    expect(de.inbox.newcomers.alike.show_other).toBe(
      '{{count}} weitere Anfragen mit denselben Worten zeigen',
    );
  });
});
