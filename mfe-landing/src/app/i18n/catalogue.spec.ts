import { expectSameKeys } from '@ageless/i18n';
import { de } from './de';
import { en } from './en';

describe('landing catalogue', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(() => expectSameKeys(en, de)).not.toThrow();
  });

  it('keeps the spec’s exact English labels', () => {
    expect(en.hero.tagline).toBe('Turn What You Have Into The Life You Want');
    expect(en.capital.title).toBe('Beyond Financial Capital');
    expect(en.sampleMatches.matchTypes).toEqual({
      high: 'High Match',
      good: 'Good Match',
      potential: 'Potential',
    });
    expect(en.services.dialog.acknowledge).toBe(
      'I understand this is educational information only',
    );
    expect(en.services.dialog.proceed).toBe('Proceed to Service');
    expect(en.howItWorks.steps.collaborate.title).toBe('Start Collaborating');
  });
});
