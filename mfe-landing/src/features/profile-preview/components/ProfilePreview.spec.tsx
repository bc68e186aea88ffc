import { screen } from '@testing-library/react';
import { renderPage } from '@ageless/testing';
import { ProfilePreview } from './ProfilePreview';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The landing remote as the host shows it: its own texts.
const page = { catalogues: { landing: { en, de } } };

describe('the profile preview (step 2 of 4)', () => {
  it.each([
    ['en', 'Previous', 'Continue'],
    ['de', 'Zurück', 'Weiter'],
  ] as const)(
    'leads Previous back to the step before, the wizard’s first, in %s',
    (language, previous, next) => {
      renderPage(<ProfilePreview />, { ...page, language: language });
      expect(screen.getByRole('link', { name: previous }).getAttribute('href')).toBe('/onboarding');
      expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe('/onboarding');
      // No button left without an action.
      expect(screen.queryAllByRole('button')).toEqual([]);
    },
  );
});
