import { screen } from '@testing-library/react';
import { renderLanding } from '../../../testing/render';
import { ProfilePreview } from './ProfilePreview';

describe('the profile preview (step 2 of 4)', () => {
  it.each([
    ['en', 'Previous', 'Continue'],
    ['de', 'Zurück', 'Weiter'],
  ] as const)(
    'leads Previous back to the step before, the wizard’s first, in %s',
    (language, previous, next) => {
      renderLanding(<ProfilePreview />, language);
      expect(screen.getByRole('link', { name: previous }).getAttribute('href')).toBe('/onboarding');
      expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe('/onboarding');
      // No button left without an action.
      expect(screen.queryAllByRole('button')).toEqual([]);
    },
  );
});
