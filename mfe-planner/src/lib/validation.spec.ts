import { readNumber } from './validation';

describe('readNumber', () => {
  const pia = { min: 0.01, max: 10_000 };

  it('reads amounts in English and German notation', () => {
    expect(readNumber('1,800.50', pia)).toEqual({ value: 1800.5, problem: null });
    expect(readNumber('1.800,50', pia)).toEqual({ value: 1800.5, problem: null });
    expect(readNumber('$ 1 800', pia)).toEqual({ value: 1800, problem: null });
  });

  it('says what is wrong: missing, not a number, out of range, not whole', () => {
    expect(readNumber('  ', pia).problem).toBe('required');
    expect(readNumber('lots', pia).problem).toBe('range');
    expect(readNumber('20000', pia).problem).toBe('range');
    expect(readNumber('1962.5', { min: 1900, max: 2026, integer: true }).problem).toBe('range');
  });

  it('lets an optional field stay empty', () => {
    expect(readNumber('', { min: 0, max: 10, required: false })).toEqual({
      value: undefined,
      problem: null,
    });
  });
});
