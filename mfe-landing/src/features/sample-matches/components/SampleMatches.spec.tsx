import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi } from '@ageless/testing';
import { SampleMatches } from './SampleMatches';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The landing remote as the host shows it: its own texts.
const page = { catalogues: { landing: { en, de } } };

/** GET /api/my-profiles answered with these profile ids (newest first); every call recorded. */
function answerMyProfiles(ids: readonly string[]) {
  const profiles = ids.map((id) => ({
    id,
    createdAt: '2026-11-20T10:00:00.000Z',
    place: null,
    waitingRequests: 0,
  }));
  return fakeApi({ 'GET /api/my-profiles': { body: { profiles } } }).calls;
}

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('Learn More on a sample match', () => {
  it('opens a short explanation of that sample with a link to the wizard, and closes it again', async () => {
    answerMyProfiles([]);
    const user = userEvent.setup();
    renderPage(<SampleMatches />, page);
    const cards = screen.getAllByTestId('sample-match');
    expect(cards).toHaveLength(3);
    const garden = within(cards[0]!);
    const learnMore = garden.getByRole('button', { name: 'Learn More' });
    expect(learnMore.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(learnMore).hidden).toBe(true);
    expect(garden.queryByRole('link')).toBeNull();

    await user.click(learnMore);
    expect(learnMore.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(learnMore).hidden).toBe(false);
    expect(within(panelOf(learnMore)).getByText(/^A high match:/)).toBeTruthy();
    expect(garden.getByText(/This is an example, not a real person/)).toBeTruthy();
    expect(
      garden
        .getByRole('link', { name: 'Create your profile to see your own matches' })
        .getAttribute('href'),
    ).toBe('/onboarding');
    // Only the sample asked about opens.
    expect(panelOf(within(cards[1]!).getByRole('button', { name: 'Learn More' })).hidden).toBe(
      true,
    );

    await user.click(learnMore);
    expect(learnMore.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(learnMore).hidden).toBe(true);
  });

  it('names the sample it explains and controls its panel, for screen readers', async () => {
    answerMyProfiles([]);
    renderPage(<SampleMatches />, page);
    const buttons = screen.getAllByRole('button', { name: 'Learn More' });
    expect(buttons.map((button) => button.getAttribute('aria-describedby'))).toEqual([
      'sample-match-garden',
      'sample-match-repair',
      'sample-match-tech',
    ]);
    for (const button of buttons) {
      expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeTruthy();
    }
  });

  it('explains the sample in German too', async () => {
    answerMyProfiles([]);
    const user = userEvent.setup();
    renderPage(<SampleMatches />, { ...page, language: 'de' });
    const repair = within(screen.getAllByTestId('sample-match')[1]!);
    const learnMore = repair.getByRole('button', { name: 'Mehr erfahren' });
    await user.click(learnMore);
    expect(within(panelOf(learnMore)).getByText(/^Eine gute Übereinstimmung:/)).toBeTruthy();
    expect(
      repair
        .getByRole('link', { name: 'Profil erstellen und eigene Matches sehen' })
        .getAttribute('href'),
    ).toBe('/onboarding');
  });
});

describe('View All Matches', () => {
  it('leads to My Matches, the newest profile this browser owns', async () => {
    const asked = answerMyProfiles(['new-id', 'old-id']);
    renderPage(<SampleMatches />, page);
    const link = screen.getByRole('link', { name: 'View All Matches' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('/matches/new-id'));
    expect(asked.map((call) => call.url)).toEqual(['/api/my-profiles?lang=en']);
  });

  it('leads to the wizard when this browser owns no profile', async () => {
    const asked = answerMyProfiles([]);
    renderPage(<SampleMatches />, { ...page, language: 'de' });
    await waitFor(() =>
      expect(asked.map((call) => call.url)).toEqual(['/api/my-profiles?lang=de']),
    );
    expect(screen.getByRole('link', { name: 'Alle Matches ansehen' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });
});
