import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed } from './index';

describe('formatFixed', () => {
  it('rounds the decimal form half away from zero, without float noise', () => {
    expect(formatFixed(12.7, 4)).toBe('12.7000');
    expect(formatFixed(1.005, 2)).toBe('1.01');
    expect(formatFixed(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatFixed(-2.5, 0)).toBe('-3');
    expect(formatFixed(1e21, 1)).toBe('1000000000000000000000.0');
    expect(formatFixed(5e-7, 6)).toBe('0.000001');
  });

  it('never prints a negative zero', () => {
    expect(formatFixed(-0.001, 2)).toBe('0.00');
    expect(formatFixed(-0, 1)).toBe('0.0');
  });

  it('returns non-finite numbers as text and clamps the digits', () => {
    expect(formatFixed(Number.NaN, 2)).toBe('NaN');
    expect(formatFixed(1.5, -3)).toBe('2');
    expect(formatFixed(1.25, 1.9)).toBe('1.3');
  });

  it('agrees with decimal.js toFixed(ROUND_HALF_UP) on the shortest decimal form', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 20 }),
        (n, digits) => {
          const expected = new Decimal(String(n)).toFixed(digits, Decimal.ROUND_HALF_UP);
          expect(formatFixed(n, digits)).toBe(
            /^-0\.?0*$/.test(expected) ? expected.slice(1) : expected,
          );
        },
      ),
    );
  });
});
