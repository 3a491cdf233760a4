import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { discount } from './index';

describe('discount', () => {
  it('gives savings and final price in cents', () => {
    expect(unwrap(discount(80, 25))).toMatchObject({
      priceCents: 8000,
      savingsCents: 2000,
      finalCents: 6000,
    });
    expect(unwrap(discount(19.99, 15))).toMatchObject({
      priceCents: 1999,
      savingsCents: 300,
      finalCents: 1699,
    });
    expect(unwrap(discount(10, 100)).finalCents).toBe(0);
  });

  it('refuses percents outside 0–100, negative prices and non-numbers', () => {
    expect(errorOf(discount(10, 101))).toMatchObject({ code: 'invalid_value', field: 'percent' });
    expect(errorOf(discount(10, -1))).toMatchObject({ code: 'invalid_value', field: 'percent' });
    expect(errorOf(discount(-10, 5))).toMatchObject({ code: 'invalid_value', field: 'price' });
    expect(errorOf(discount(Number.NaN, 5))).toMatchObject({
      code: 'not_a_number',
      field: 'price',
    });
  });

  it('savings + final = price, both within [0, price], savings as decimal.js rounds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 10000 }),
        (cents, basisPoints) => {
          const percent = basisPoints / 100;
          const r = unwrap(discount(cents / 100, percent));
          const expected = new Decimal(cents)
            .times(String(percent))
            .div(100)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
          expect(r.priceCents).toBe(cents);
          expect(r.savingsCents).toBe(expected.toNumber());
          expect(r.savingsCents + r.finalCents).toBe(cents);
          expect(r.finalCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
