import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { toCents } from './index';

describe('toCents', () => {
  it('converts through decimal digits, not float multiplication', () => {
    expect(unwrap(toCents(19.99))).toBe(1999);
    expect(unwrap(toCents(1.005))).toBe(101); // Math.round(1.005 * 100) is 100
    expect(unwrap(toCents(0.145))).toBe(15);
    expect(unwrap(toCents(-2.345))).toBe(-235);
    expect(unwrap(toCents(-0.001))).toBe(0);
  });

  it('refuses non-numbers and amounts beyond exact cents', () => {
    expect(errorOf(toCents(Number.NaN))).toMatchObject({ code: 'not_a_number', field: 'dollars' });
    expect(errorOf(toCents(1e20))).toMatchObject({ code: 'out_of_range' });
  });

  it('equals decimal.js rounding of dollars × 100, and cents ÷ 100 round-trips', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        (dollars) => {
          const expected = new Decimal(String(dollars))
            .times(100)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
            .toNumber();
          expect(unwrap(toCents(dollars))).toBe(expected || 0);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(unwrap(toCents(cents / 100))).toBe(cents);
      }),
    );
  });
});
