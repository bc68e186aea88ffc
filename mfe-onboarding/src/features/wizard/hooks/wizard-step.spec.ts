/**
 * @jest-environment node
 */
// Node's environment: react-router's module needs TextEncoder, which jsdom's lacks.
import { parseStep } from './wizard-step';

describe('the step in the address', () => {
  it('reads steps 1 to 4', () => {
    expect([1, 2, 3, 4].map((n) => parseStep(String(n), 4))).toEqual([1, 2, 3, 4]);
  });

  it('reads a missing, malformed or out-of-range step as step 1', () => {
    for (const value of [null, '', '0', '5', '-1', '2.5', 'abc', '1e1', ' 2']) {
      expect(parseStep(value, 4)).toBe(1);
    }
  });
});
