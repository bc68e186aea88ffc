import { screen, within } from '@testing-library/react';
import type { Introduction, Language } from '@ageless/contracts';
import { renderPage } from '@ageless/testing';
import { IntroductionItem } from './IntroductionItem';
import { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const request: Introduction = {
  id: 'c0ffee00-0000-4000-8000-000000000002',
  direction: 'received',
  status: 'pending',
  blueprint: { key: 'intergenerational-homeshare', name: 'Home share' },
  message: 'Could you transfer 500 to my account? I will pay you back.',
  moneyWarning: true,
  scamSigns: [],
  distanceBadge: 'local',
  createdAt: '2026-11-22T10:00:00.000Z',
  contact: null,
  sharedMine: false,
  folded: false,
};

const show = (introduction: Introduction, language: Language = 'en') =>
  renderPage(<IntroductionItem profileId="p1" introduction={introduction} />, {
    ...page,
    route: '/matches/p1',
    language,
  });

// Issue 25 item 13: a request asking a 74-year-old to transfer money reached her with no warning.
describe('an introduction that speaks of money', () => {
  it('warns the person who receives it never to send money', () => {
    show(request);
    expect(screen.getByRole('note').textContent).toContain(
      'Never send money to someone you have not met.',
    );
  });

  it('warns in German', () => {
    show(request, 'de');
    expect(screen.getByRole('note').textContent).toContain(
      'Senden Sie niemals Geld an jemanden, den Sie nicht getroffen haben.',
    );
  });

  it('shows no warning on a message without money, nor to the person who wrote it', () => {
    const { unmount } = show({ ...request, message: 'I have a garden.', moneyWarning: false });
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    show({ ...request, direction: 'sent' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

// Seventh hostile pass #4: a grandchild trick told without money, and a move off the platform.
describe('an introduction with other signs of a scam', () => {
  const trick: Introduction = {
    ...request,
    message: "Hallo Oma, ich bin's, hab eine neue Nummer. Schreib mir auf WhatsApp!",
    moneyWarning: false,
    scamSigns: ['impersonation', 'offPlatform'],
  };

  it('warns of each sign in its own note, in English and German', () => {
    const { unmount } = show(trick);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      expect.stringContaining('Is this really someone you know?'),
      expect.stringContaining('Take your time before you move elsewhere.'),
    ]);
    unmount();
    show(trick, 'de');
    expect(screen.getByTestId('scam-warning-impersonation').textContent).toContain(
      'Ist das wirklich jemand, den Sie kennen?',
    );
    expect(screen.getByTestId('scam-warning-offPlatform').textContent).toContain(
      'Lassen Sie sich Zeit, bevor Sie woanders weiterschreiben.',
    );
  });

  it('warns of a request for a way into her computer, phone or bank, in English and German', () => {
    // Ninth hostile pass #3: "Install AnyDesk", "tell me the code you got by SMS".
    const access: Introduction = {
      ...request,
      message: 'Install AnyDesk so I can help with your computer',
      moneyWarning: false,
      scamSigns: ['accessRequest'],
    };
    const { unmount } = show(access);
    expect(screen.getByTestId('scam-warning-accessRequest').textContent).toContain(
      'Never let a stranger into your computer, phone or bank.',
    );
    unmount();
    show(access, 'de');
    expect(screen.getByTestId('scam-warning-accessRequest').textContent).toContain(
      'Lassen Sie keine fremde Person an Ihren Computer',
    );
  });

  it('shows them beside the money warning, and never to the person who wrote it', () => {
    const { unmount } = show({ ...trick, moneyWarning: true });
    expect(screen.getAllByRole('note')).toHaveLength(3);
    unmount();
    show({ ...trick, direction: 'sent' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

// Issue 26 item 3: the person asked sees who asks before answering.
describe('who an introduction is with', () => {
  const asker = {
    firstName: 'Anna',
    ageBand: '70-74' as const,
    place: 'Köln',
    languages: ['de' as const],
    about: 'I love cooking for others.',
  };

  it('shows the person asked the asker’s card', () => {
    show({ ...request, message: 'Hello!', moneyWarning: false, card: asker });
    const face = within(screen.getByTestId('person-face'));
    expect(face.getByText('Who asks')).toBeTruthy();
    expect(face.getByText('Anna')).toBeTruthy();
    expect(face.getByText('70–74')).toBeTruthy();
    expect(face.getByText('Köln')).toBeTruthy();
    expect(face.getByText('German')).toBeTruthy();
    expect(face.getByText('I love cooking for others.')).toBeTruthy();
  });

  it('says so when the other person chose to show nothing, in German too', () => {
    show({ ...request, direction: 'sent', message: 'Hallo!', moneyWarning: false }, 'de');
    const face = within(screen.getByTestId('person-face'));
    expect(face.getByText('Wen Sie gefragt haben')).toBeTruthy();
    expect(face.getByText('Kein Name angezeigt')).toBeTruthy();
    expect(face.getByText('Möchte nicht mehr über sich zeigen.')).toBeTruthy();
  });
});
