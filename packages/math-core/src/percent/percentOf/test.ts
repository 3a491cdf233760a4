import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { percentOf } from './index';

/** decimal.js rounds to 20 digits by default; 60 keeps every product exact. */
const D = Decimal.clone({ precision: 60 });
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });

describe('percentOf', () => {
  it('25% of 100 = 25, 25% of 80 = 20', () => {
    expect(unwrap(percentOf(100, 25))).toMatchObject({
      value: 25,
      formatted: '25.00',
      trimmed: '25',
    });
    expect(unwrap(percentOf(80, 25))).toMatchObject({
      value: 20,
      formatted: '20.00',
      trimmed: '20',
    });
    expect(unwrap(percentOf(80, 25)).steps.map((s) => s.text)).toEqual([
      '25% = 25/100',
      '25/100 × 80 = 20',
    ]);
  });

  it('has no float noise and rounds the display to 2 decimals', () => {
    expect(unwrap(percentOf(0.7, 10)).value).toBe(0.07);
    expect(unwrap(percentOf(19.99, 15))).toMatchObject({
      value: 2.9985,
      formatted: '3.00',
      trimmed: '3',
    });
    expect(unwrap(percentOf(33, 12.5)).trimmed).toBe('4.13');
  });

  it('refuses non-numbers', () => {
    expect(errorOf(percentOf(Number.NaN, 5))).toMatchObject({
      code: 'not_a_number',
      field: 'value',
    });
    expect(errorOf(percentOf(5, Number.NEGATIVE_INFINITY))).toMatchObject({
      code: 'not_a_number',
      field: 'percent',
    });
  });

  it('equals value × percent ÷ 100 computed by decimal.js', () => {
    fc.assert(
      fc.property(finite, finite, (value, percent) => {
        const exact = new D(String(value)).times(String(percent)).div(100);
        const result = unwrap(percentOf(value, percent));
        expect(result.value).toBe(exact.toNumber() || 0);
        expect(result.formatted).toBe(
          exact.toFixed(2, Decimal.ROUND_HALF_UP).replace(/^-(0\.00)$/, '$1'),
        );
      }),
    );
  });

  it('is symmetric: p% of v = v% of p', () => {
    fc.assert(
      fc.property(finite, finite, (v, p) => {
        // The steps name the value and the percent in their own places; the numbers agree.
        const { steps: _one, ...one } = unwrap(percentOf(v, p));
        const { steps: _other, ...other } = unwrap(percentOf(p, v));
        expect(one).toEqual(other);
      }),
    );
  });

  it('refuses a result beyond the range of a double instead of Infinity', () => {
    expect(errorOf(percentOf(1e308, 1e10))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(percentOf(-1e308, 1e10))).toMatchObject({ code: 'out_of_range' });
  });
});
