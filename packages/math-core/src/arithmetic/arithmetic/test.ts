import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { arithmetic } from './index';

const finite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Numbers with few decimals, like the ones people type. */
const typed = fc
  .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }))
  .map(([m, k]) => m / 10 ** k);

describe('arithmetic', () => {
  it('has no float noise', () => {
    expect(unwrap(arithmetic(0.1, '+', 0.2))).toMatchObject({
      result: 0.3,
      expression: '0.1 + 0.2 = 0.3',
      exact: true,
    });
    expect(unwrap(arithmetic(1.1, '*', 3)).result).toBe(3.3);
    expect(unwrap(arithmetic(0.3, '-', 0.1)).result).toBe(0.2);
    expect(unwrap(arithmetic(0.3, '/', 0.1)).result).toBe(3);
    expect(unwrap(arithmetic(1, '/', 3)).result).toBe(0.333333333333333);
  });

  it('writes ≈ when the result is rounded, so the expression is always true', () => {
    expect(unwrap(arithmetic(1, '/', 3))).toMatchObject({
      result: 0.333333333333333,
      expression: '1 ÷ 3 ≈ 0.333333333333333',
      exact: false,
    });
    expect(unwrap(arithmetic(0.1, '+', 1e-20)).expression).toBe('0.1 + 1e-20 ≈ 0.1');
    expect(unwrap(arithmetic(2 ** 52, '+', 1)).expression).toBe(
      '4503599627370496 + 1 = 4503599627370497',
    );
  });

  it('refuses results beyond 2^53 that a double cannot hold exactly', () => {
    expect(errorOf(arithmetic(2 ** 53, '+', 1))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(arithmetic(2 ** 53, '*', 3.3))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(arithmetic(1e20, '/', 3))).toMatchObject({ code: 'out_of_range' });
    expect(unwrap(arithmetic(2 ** 53, '+', 2)).result).toBe(2 ** 53 + 2);
    expect(unwrap(arithmetic(1e300, '*', 1e5)).expression).toBe('1e+300 × 100000 = 1e+305');
    expect(errorOf(arithmetic(5e-324, '*', 0.1))).toMatchObject({ code: 'out_of_range' });
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
          // Enough digits to hold any sum, difference or product of two doubles exactly.
          const D = Decimal.clone({ precision: 1000 });
          const x = new D(String(a));
          const y = new D(String(b));
          const exact =
            op === '+' ? x.plus(y) : op === '-' ? x.minus(y) : op === '*' ? x.times(y) : x.div(y);
          const rounded = exact.toSignificantDigits(15, Decimal.ROUND_HALF_UP);
          const isExact =
            op === '/' ? rounded.eq(exact) : new D(String(exact.toNumber())).eq(exact);
          const expected = (isExact ? exact : rounded).toNumber();
          const refused =
            (!isExact && exact.abs().gt(2 ** 53)) ||
            !Number.isFinite(expected) ||
            (expected === 0 && !exact.isZero());
          if (refused) expect(errorOf(arithmetic(a, op, b)).code).toBe('out_of_range');
          else {
            const got = unwrap(arithmetic(a, op, b));
            expect(got.result).toBe(expected || 0); // never -0
            expect(got.exact).toBe(isExact);
            expect(got.expression).toContain(isExact ? ' = ' : ' ≈ ');
          }
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
