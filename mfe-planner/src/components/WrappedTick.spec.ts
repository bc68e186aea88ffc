import { wrapLabel } from './WrappedTick';

describe('wrapLabel', () => {
  it('keeps short labels on one line and wraps long ones at word boundaries', () => {
    expect(wrapLabel('Housing')).toEqual(['Housing']);
    expect(wrapLabel('Nebenkosten und Energie')).toEqual(['Nebenkosten', 'und Energie']);
    expect(wrapLabel('Pension gap (Rentenlücke)')).toEqual(['Pension gap', '(Rentenlücke)']);
  });

  it('never splits a word, even one longer than a line', () => {
    expect(wrapLabel('Wunscheinkommen', 10)).toEqual(['Wunscheinkommen']);
  });
});
