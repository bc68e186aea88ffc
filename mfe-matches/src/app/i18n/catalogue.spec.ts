import { expectSameKeys } from '@ageless/i18n';
import { de } from './de';
import { en } from './en';

describe('matches catalogue', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(() => expectSameKeys(en, de)).not.toThrow();
  });

  it('keeps the spec’s exact English labels', () => {
    expect(en.title).toBe('Your Synergy Matches');
    expect(en.loading).toBe('Finding your perfect matches...');
    expect(en.errorTitle).toBe('Error Loading Matches');
    expect(en.errorMessage).toBe('Failed to load your synergy matches. Please try again.');
    expect(en.invalidMessage).toBe('Profile ID is required to view matches.');
    expect(en.emptyMessage).toBe('No matches found. Try updating your profile.');
    expect(en.viewAll).toBe('View All Matches & Start Connecting');
  });
});
