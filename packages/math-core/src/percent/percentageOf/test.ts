import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { percentOf } from '../percentOf';
import { percentageOf } from './index';

describe('percentageOf', () => {
  it('answers what percent part is of total', () => {
    expect(unwrap(percentageOf(20, 80))).toMatchObject({ percent: 25, formatted: '25.00' });
    expect(unwrap(percentageOf(1, 3))).toMatchObject({
      percent: 33.3333333333333,
      formatted: '33.33',
    });
    expect(unwrap(percentageOf(0.3, 0.1)).percent).toBe(300);
  });

  it('refuses a zero total and non-numbers', () => {
    expect(errorOf(percentageOf(5, 0))).toMatchObject({ code: 'zero_total', field: 'total' });
    expect(errorOf(percentageOf(Number.NaN, 1))).toMatchObject({
      code: 'not_a_number',
      field: 'part',
    });
  });

  it('round-trips with percentOf: (p% of total) is p% of total', () => {
    const cents = fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 100);
    fc.assert(
      fc.property(cents, cents, (total, percent) => {
        fc.pre(total !== 0);
        const part = unwrap(percentOf(total, percent)).value;
        expect(unwrap(percentageOf(part, total)).percent).toBe(percent);
      }),
    );
  });

  it('shows only true digits: two decimals of the exact quotient (decimal.js)', () => {
    const D = Decimal.clone({ precision: 1000 });
    const big = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    fc.assert(
      fc.property(big, big, (part, total) => {
        fc.pre(total !== 0);
        const exact = new D(String(part)).times(100).div(String(total));
        const result = percentageOf(part, total);
        if (!Number.isFinite(exact.toNumber())) {
          expect(errorOf(result).code).toBe('out_of_range');
          return;
        }
        const expected = exact.toFixed(2, Decimal.ROUND_HALF_UP);
        expect(unwrap(result).formatted).toBe(expected === '-0.00' ? '0.00' : expected);
      }),
    );
    expect(unwrap(percentageOf(1e13 + 1, 3)).formatted).toBe('333333333333366.67');
    expect(errorOf(percentageOf(1e308, 1e-10))).toMatchObject({ code: 'out_of_range' });
  });
});
