import { parseLocaleNumber } from './numbers.js';

describe('parseLocaleNumber', () => {
  it.each([
    ['1800', 1800],
    ['1,800', 1800],
    ['1.800', 1800],
    ['1,800.50', 1800.5],
    ['1.800,50', 1800.5],
    ['45,5', 45.5],
    ['45.5', 45.5],
    ['1,234,567', 1234567],
    ['0,5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseLocaleNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '12abc', '-5', '1 800', '$100'])('refuses %j', (text) => {
    expect(parseLocaleNumber(text)).toBeNull();
  });
});
