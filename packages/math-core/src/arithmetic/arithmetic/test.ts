import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { arithmetic } from './index';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
/** Numbers with few decimals, like the ones people type. */
const typed = fc
  .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }))
  .map(([m, k]) => m / 10 ** k);

describe('arithmetic', () => {
  it('has no float noise', () => {
    expect(unwrap(arithmetic(0.1, '+', 0.2))).toEqual({
      result: 0.3,
      expression: '0.1 + 0.2 = 0.3',
    });
    expect(unwrap(arithmetic(1.1, '*', 3)).result).toBe(3.3);
    expect(unwrap(arithmetic(0.3, '-', 0.1)).result).toBe(0.2);
    expect(unwrap(arithmetic(0.3, '/', 0.1)).result).toBe(3);
    expect(unwrap(arithmetic(1, '/', 3)).result).toBe(0.333333333333333);
  });

  it('writes the expression with display symbols and bracketed negatives', () => {
    expect(unwrap(arithmetic(6, '*', 7)).expression).toBe('6 × 7 = 42');
    expect(unwrap(arithmetic(1, '/', 4)).expression).toBe('1 ÷ 4 = 0.25');
    expect(unwrap(arithmetic(5, '-', -3)).expression).toBe('5 - (-3) = 8');
  });

  it('refuses division by zero, non-numbers, unknown operators and overflow', () => {
    expect(errorOf(arithmetic(1, '/', 0))).toMatchObject({ code: 'division_by_zero', field: 'b' });
    expect(errorOf(arithmetic(Number.NaN, '+', 1))).toMatchObject({
      code: 'not_a_number',
      field: 'a',
    });
    expect(errorOf(arithmetic(1, '+', Number.POSITIVE_INFINITY))).toMatchObject({
      code: 'not_a_number',
      field: 'b',
    });
    expect(errorOf(arithmetic(1, '%' as '+', 1))).toMatchObject({ code: 'invalid_operator' });
    expect(errorOf(arithmetic(1e308, '*', 10))).toMatchObject({ code: 'out_of_range' });
  });

  it('matches decimal.js on the decimal forms of its inputs', () => {
    fc.assert(
      fc.property(
        finite,
        fc.constantFrom('+', '-', '*', '/') as fc.Arbitrary<'+' | '-' | '*' | '/'>,
        finite,
        (a, op, b) => {
          fc.pre(!(op === '/' && b === 0));
          const D = Decimal.clone({ precision: 60 });
          const x = new D(String(a));
          const y = new D(String(b));
          const exact =
            op === '+' ? x.plus(y) : op === '-' ? x.minus(y) : op === '*' ? x.times(y) : x.div(y);
          const expected =
            op === '/'
              ? exact.toSignificantDigits(15, Decimal.ROUND_HALF_UP).toNumber()
              : exact.toNumber();
          if (Number.isFinite(expected))
            expect(unwrap(arithmetic(a, op, b)).result).toBe(expected || 0); // never -0
          else expect(errorOf(arithmetic(a, op, b)).code).toBe('out_of_range');
        },
      ),
    );
  });

  it('adds and subtracts typed decimals exactly (a + b - b = a)', () => {
    fc.assert(
      fc.property(typed, typed, (a, b) => {
        const sum = unwrap(arithmetic(a, '+', b)).result;
        expect(unwrap(arithmetic(sum, '-', b)).result).toBe(a);
      }),
    );
  });
});
