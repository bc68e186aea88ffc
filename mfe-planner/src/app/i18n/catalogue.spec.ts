import { expectSameKeys } from '@ageless/i18n';
import { de } from './de';
import { en } from './en';

describe('calculators catalogue', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(() => expectSameKeys(en, de)).not.toThrow();
  });
});
