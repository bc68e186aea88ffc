import { decimalPlaces } from './max-decimal-places.validator.js';

describe('decimalPlaces', () => {
  it.each([
    [12, 0],
    [0.25, 2],
    [-19.99, 2],
    [1e-7, 7],
    [-3e-323, 323],
    [2.5e-5, 6],
    [1.5e21, 0],
  ])('counts %p as %p decimals, also in exponent form', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});
