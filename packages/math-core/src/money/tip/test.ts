import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { MAX_TIP_PEOPLE, tip } from './index';

describe('tip', () => {
  it('defaults to 15 percent and 1 person', () => {
    expect(unwrap(tip(50))).toMatchObject({
      billCents: 5000,
      tipCents: 750,
      totalCents: 5750,
      perPersonCents: [5750],
      tipPerPersonCents: [750],
    });
  });

  it('gives the odd cents to the first people', () => {
    expect(unwrap(tip(100, 0, 3)).perPersonCents).toEqual([3334, 3333, 3333]);
    expect(unwrap(tip(10, 20, 7))).toMatchObject({
      tipCents: 200,
      totalCents: 1200,
      perPersonCents: [172, 172, 172, 171, 171, 171, 171],
    });
  });

  it('rounds the tip to the cent half away from zero', () => {
    expect(unwrap(tip(0.1, 15)).tipCents).toBe(2); // 1.5 cents
    expect(unwrap(tip(33.33, 18)).tipCents).toBe(600); // 599.94 cents
  });

  it('refuses zero or fractional people, negative amounts and non-numbers', () => {
    expect(errorOf(tip(10, 15, 0))).toMatchObject({ code: 'invalid_value', field: 'people' });
    expect(errorOf(tip(10, 15, 1.5))).toMatchObject({ code: 'invalid_value', field: 'people' });
    expect(errorOf(tip(10, 15, MAX_TIP_PEOPLE + 1))).toMatchObject({
      code: 'invalid_value',
      field: 'people',
    });
    expect(errorOf(tip(-1))).toMatchObject({ code: 'invalid_value', field: 'bill' });
    expect(errorOf(tip(10, -5))).toMatchObject({ code: 'invalid_value', field: 'percent' });
    expect(errorOf(tip(Number.NaN))).toMatchObject({ code: 'not_a_number', field: 'bill' });
  });

  it('shares add up exactly to the total and differ by at most one cent, largest first', () => {
    const bill = fc.integer({ min: 0, max: 1e8 }).map((c) => c / 100);
    const percent = fc.integer({ min: 0, max: 10000 }).map((p) => p / 100);
    fc.assert(
      fc.property(bill, percent, fc.integer({ min: 1, max: 50 }), (b, p, people) => {
        const r = unwrap(tip(b, p, people));
        // dollars × percent is the tip in cents (× 100 ÷ 100).
        const expectedTip = new Decimal(String(b))
          .times(String(p))
          .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
        expect(r.tipCents).toBe(expectedTip.toNumber());
        expect(r.totalCents).toBe(r.billCents + r.tipCents);
        for (const [shares, sum] of [
          [r.perPersonCents, r.totalCents],
          [r.tipPerPersonCents, r.tipCents],
        ] as const) {
          expect(shares).toHaveLength(people);
          expect(shares.reduce((a, c) => a + c, 0)).toBe(sum);
          expect(shares[0]! - shares[people - 1]!).toBeLessThanOrEqual(1);
          expect([...shares].sort((x, y) => y - x)).toEqual(shares);
        }
      }),
    );
  });

  it('refuses bills beyond exact cents instead of throwing', () => {
    expect(errorOf(tip(1e307))).toMatchObject({ code: 'out_of_range', field: 'bill' });
    expect(errorOf(tip(9e13, 100))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(tip(1e10, 1e300))).toMatchObject({ code: 'out_of_range' });
  });
});
