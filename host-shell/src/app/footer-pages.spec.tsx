import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Language } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { App } from './App';

// Every fetch of the shell answered empty: no profiles (navigation), nothing configured (site info).
function answerEmpty() {
  fakeApi(({ url }) => ({
    body: url.startsWith('/api/site-info')
      ? {
          operator: {
            name: null,
            address: [],
            email: null,
            phone: null,
            representative: null,
            registerEntry: null,
            vatId: null,
          },
          languageModel: false,
        }
      : { profiles: [] },
  }));
}

function renderAt(path: string, language: Language) {
  answerEmpty();
  renderPage(<App />, { route: path, language });
}

describe('the shell’s footer', () => {
  it.each([
    [
      'en',
      [
        ['Help Center', '/help'],
        ['Contact', '/contact'],
        ['Safety & Trust', '/safety'],
        ['Community Guidelines', '/community-guidelines'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Legal Notice (Impressum)', '/impressum'],
      ],
    ],
    [
      'de',
      [
        ['Hilfe-Center', '/help'],
        ['Kontakt', '/contact'],
        ['Sicherheit & Vertrauen', '/safety'],
        ['Gemeinschaftsregeln', '/community-guidelines'],
        ['Datenschutzerklärung', '/privacy'],
        ['Nutzungsbedingungen', '/terms'],
        ['Impressum', '/impressum'],
      ],
    ],
  ] as const)(
    'in %s leads to the help and legal pages on every page but the landing',
    (language, links) => {
      renderAt('/upgrade', language);
      const nav = screen.getByRole('navigation', {
        name: language === 'en' ? 'Help and legal information' : 'Hilfe und rechtliche Angaben',
      });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);
    },
  );

  // The year is today's, not one written into the texts: the clock is set to a later year.
  it.each([
    ['en', '© 2031 Ageless Connect'],
    ['de', '© 2031 Ageless Connect'],
  ] as const)('in %s shows the current year in the copyright line', (language, line) => {
    jest.useFakeTimers({ now: new Date('2031-03-02T10:00:00Z') });
    try {
      renderAt('/upgrade', language);
      expect(within(screen.getByRole('contentinfo')).getByText(line)).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the Impressum, loaded on demand, with its heading and the honest notice', async () => {
    renderAt('/impressum', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(
      await screen.findByText('Diese Installation hat ihre Angaben noch nicht eingetragen'),
    ).toBeTruthy();
  });
});
