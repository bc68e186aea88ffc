import type { Profile } from './profile.js';
import { cardName, firstWords, profileName } from './profile-label.js';

const profile = (fields: Partial<Profile>) => ({ skills: [], values: [], ...fields }) as Profile;

describe('a profile’s name in the person’s own words', () => {
  it('takes the first six words, with an ellipsis when more followed', () => {
    expect(firstWords('  I   want to share my garden with neighbours ')).toBe(
      'I want to share my garden…',
    );
    expect(firstWords('Tools and a truck')).toBe('Tools and a truck');
    expect(firstWords('   ')).toBeNull();
    expect(firstWords(null)).toBeNull();
  });

  it('prefers what moves them, then what they need', () => {
    expect(profileName(profile({ purpose: 'Meeting people', specificNeeds: 'A lift' }))).toBe(
      'Meeting people',
    );
    expect(profileName(profile({ purpose: '', specificNeeds: 'A lift to the doctor' }))).toBe(
      'A lift to the doctor',
    );
    expect(profileName(profile({}))).toBeNull();
    expect(profileName(undefined)).toBeNull();
  });

  it('names a profile by the first name it shows others before anything else', () => {
    expect(profileName(profile({ purpose: 'Meeting people', card: { firstName: 'Anna' } }))).toBe(
      'Anna',
    );
    expect(profileName(profile({ purpose: 'Meeting people', card: { ageBand: '70-74' } }))).toBe(
      'Meeting people',
    );
    expect(cardName({ firstName: '  ' })).toBeNull();
    expect(cardName(undefined)).toBeNull();
  });
});
