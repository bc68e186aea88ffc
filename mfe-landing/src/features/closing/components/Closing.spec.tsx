import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@ageless/testing';
import { FinalCta, LandingFooter } from './Closing';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The landing remote as the host shows it: its own texts.
const page = { catalogues: { landing: { en, de } } };

describe('the landing footer', () => {
  it.each([
    [
      'en',
      [
        ['How It Works', '/#how-it-works'],
        ['Success Stories', '/#success-stories'],
        ['Collaboration Ideas', '/#collaboration-ideas'],
        ['Safety & Trust', '/safety'],
        ['Help Center', '/help'],
        ['Community Guidelines', '/community-guidelines'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Legal Notice (Impressum)', '/impressum'],
        ['Contact', '/contact'],
      ],
    ],
    [
      'de',
      [
        ['So funktioniert es', '/#how-it-works'],
        ['Erfolgsgeschichten', '/#success-stories'],
        ['Ideen für Zusammenarbeit', '/#collaboration-ideas'],
        ['Sicherheit & Vertrauen', '/safety'],
        ['Hilfe-Center', '/help'],
        ['Gemeinschaftsregeln', '/community-guidelines'],
        ['Datenschutzerklärung', '/privacy'],
        ['Nutzungsbedingungen', '/terms'],
        ['Impressum', '/impressum'],
        ['Kontakt', '/contact'],
      ],
    ],
  ] as const)(
    'in %s has the spec’s eight links in its order, then the Impressum and contact, each to a real page',
    (language, links) => {
      renderPage(<LandingFooter />, { ...page, language: language });
      const footer = screen.getByRole('contentinfo');
      expect(
        within(footer)
          .getAllByRole('link')
          // Soft hyphens (where a long German word may break on a phone) are not read out.
          .map((link) => [link.textContent?.replaceAll('\u00AD', ''), link.getAttribute('href')]),
      ).toEqual(links);
    },
  );
});

describe('the landing footer’s copyright line', () => {
  afterEach(() => jest.useRealTimers());

  // The year is today's, not one written into the texts: the clock is set to a later year.
  it.each([
    ['en', '© 2031 Ageless Connect. All rights reserved.'],
    ['de', '© 2031 Ageless Connect. Alle Rechte vorbehalten.'],
  ] as const)('in %s shows the current year', (language, line) => {
    jest.useFakeTimers({ now: new Date('2031-03-02T10:00:00Z') });
    renderPage(<LandingFooter />, { ...page, language: language });
    expect(within(screen.getByRole('contentinfo')).getByText(line)).toBeTruthy();
  });
});

describe('"Talk to Someone First"', () => {
  it.each([
    ['en', 'Talk to Someone First'],
    ['de', 'Erst mit jemandem sprechen'],
  ] as const)(
    'in %s leads to the contact page, where a person can be reached',
    (language, name) => {
      renderPage(<FinalCta />, { ...page, language: language });
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/contact');
    },
  );
});
