import { fireEvent, screen } from '@testing-library/react';
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
});

/** The inbox with answers that come one after another as the person looks again. */
function showInbox(answers: Introduction[][], language: Language = 'en') {
  let call = 0;
  fakeApi({
    'GET /api/profiles/p1/introductions': () => {
      const introductions = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return { body: { introductions, requestsLeftToday: 5 } satisfies IntroductionsResponse };
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
