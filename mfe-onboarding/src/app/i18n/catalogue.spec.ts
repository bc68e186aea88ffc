import { SKILL_OPTIONS, TIME_AVAILABLE_OPTIONS, VALUE_OPTIONS } from '@ageless/contracts';
import { expectSameKeys } from '@ageless/i18n';
import { de } from './de';
import { en } from './en';

describe('onboarding catalogue', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(() => expectSameKeys(en, de)).not.toThrow();
  });

  it('labels every skill, value and time option of spec §3', () => {
    expect(Object.keys(en.can.skillOptions)).toEqual([...SKILL_OPTIONS]);
    expect(Object.keys(en.motivates.valueOptions)).toEqual([...VALUE_OPTIONS]);
    expect(Object.keys(en.can.timeOptions)).toEqual([...TIME_AVAILABLE_OPTIONS]);
  });

  it('keeps the spec’s exact English labels', () => {
    expect(en.title).toBe('Discover Your Synergy Profile');
    expect(en.submit).toBe('Find My Synergies');
    expect(en.submitting).toBe('Creating Profile...');
    expect(en.toast.successTitle).toBe('Profile Created!');
    expect(en.toast.errorMessage).toBe('Failed to create profile. Please try again.');
    expect(en.can.timeOptions['part-time']).toContain('few hours a week');
    expect(en.can.timeOptions['full-time']).toContain('Full commitment');
  });
});
