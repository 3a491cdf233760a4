import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { approxEqual, TOLERANCE } from '../../math/approx';
import { percentChange } from './index';

describe('percentChange', () => {
  it('reports increases, decreases and no change', () => {
    expect(unwrap(percentChange(80, 100))).toMatchObject({
      percent: 25,
      formatted: '25.00',
      direction: 'increase',
    });
    expect(unwrap(percentChange(80, 70))).toMatchObject({
      percent: -12.5,
      formatted: '-12.50',
      direction: 'decrease',
    });
    expect(unwrap(percentChange(3, 3))).toMatchObject({
      percent: 0,
      formatted: '0.00',
      direction: 'none',
    });
    expect(unwrap(percentChange(0.1, 0.3)).percent).toBe(200);
  });

  it('divides by |from| so a rise from a negative start is an increase', () => {
    expect(unwrap(percentChange(-10, -5))).toMatchObject({ percent: 50, direction: 'increase' });
  });

  it('refuses from = 0 and non-numbers', () => {
    expect(errorOf(percentChange(0, 5))).toMatchObject({ code: 'division_by_zero', field: 'from' });
    expect(errorOf(percentChange(1, Number.NaN))).toMatchObject({
      code: 'not_a_number',
      field: 'to',
    });
  });

  it('direction agrees with the sign of the percent and of to − from', () => {
    const n = fc.integer({ min: -1e6, max: 1e6 });
    fc.assert(
      fc.property(n, n, (from, to) => {
        fc.pre(from !== 0);
        const { percent, direction } = unwrap(percentChange(from, to));
        expect(direction).toBe(to > from ? 'increase' : to < from ? 'decrease' : 'none');
        expect(Math.sign(percent)).toBe(Math.sign(to - from));
        const float = ((to - from) / Math.abs(from)) * 100;
        expect(approxEqual(percent, float, TOLERANCE.same), `${percent} against ${float}`).toBe(
          true,
        );
      }),
    );
  });

  it('shows only true digits: two decimals of the exact change (decimal.js)', () => {
    const D = Decimal.clone({ precision: 1000 });
    const big = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    fc.assert(
      fc.property(big, big, (from, to) => {
        fc.pre(from !== 0);
        const exact = new D(String(to))
          .minus(String(from))
          .times(100)
          .div(new D(String(from)).abs());
        const result = percentChange(from, to);
        if (!Number.isFinite(exact.toNumber())) {
          expect(errorOf(result).code).toBe('out_of_range');
          return;
        }
        const expected = exact.toFixed(2, Decimal.ROUND_HALF_UP);
        expect(unwrap(result).formatted).toBe(expected === '-0.00' ? '0.00' : expected);
      }),
    );
    expect(errorOf(percentChange(1e-300, 1e300))).toMatchObject({ code: 'out_of_range' });
    // A change beyond the range of a double is still written with its exact digits.
    expect(
      unwrap(percentChange(-3.3079372897140535e293, 1.7976931348623125e308)).steps[0]?.text,
    ).toBe(
      '1.7976931348623125e308 − (−3.3079372897140535e293) = 17976931348623158079372897140535e277',
    );
  });
});
