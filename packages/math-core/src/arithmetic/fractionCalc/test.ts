import fc from 'fast-check';
import { fraction } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { fractionCalc } from './index';

describe('fractionCalc', () => {
  it('adds, subtracts, multiplies and divides fractions and mixed numbers', () => {
    expect(unwrap(fractionCalc('3/4', '+', '5/6'))).toMatchObject({
      numerator: 19,
      denominator: 12,
      fraction: '19/12',
      mixed: '1 7/12',
    });
    expect(unwrap(fractionCalc('3/4', '+', '5/6')).steps.map((s) => s.text)).toEqual([
      '3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12',
    ]);
    expect(unwrap(fractionCalc('2 1/2', '*', '4/5')).steps.map((s) => s.text)).toEqual([
      '2 1/2 × 4/5 = 5/2 × 4/5 = (5 × 4)/(2 × 5) = 2',
    ]);
    expect(unwrap(fractionCalc('-1 1/2', '/', '3/4'))).toMatchObject({ fraction: '−2', value: -2 });
    expect(unwrap(fractionCalc('1/3', '-', '5/6'))).toMatchObject({
      fraction: '−1/2',
      mixed: '−1/2',
    });
    expect(unwrap(fractionCalc(0.25, '+', '1'))).toMatchObject({ fraction: '5/4', mixed: '1 1/4' });
  });

  it('refuses what is not a fraction, a bad operator and division by zero', () => {
    expect(errorOf(fractionCalc('abc', '+', '1/2'))).toMatchObject({
      code: 'invalid_value',
      field: 'a',
    });
    expect(errorOf(fractionCalc('1/2', '%' as '+', '1/2'))).toMatchObject({
      code: 'invalid_operator',
    });
    expect(errorOf(fractionCalc('1/2', '/', '0'))).toMatchObject({
      code: 'division_by_zero',
      field: 'b',
    });
    // A fraction over 0 is refused naming its zero denominator.
    expect(errorOf(fractionCalc('1/0', '+', '1'))).toEqual({
      code: 'division_by_zero',
      field: 'a',
      message:
        'a has the denominator 0: 1/0 is undefined, since no number times 0 gives its numerator',
    });
    expect(errorOf(fractionCalc('3/4', '*', '-2 1 / 00'))).toMatchObject({
      code: 'division_by_zero',
      field: 'b',
      message: expect.stringMatching(/^b has the denominator 0: −2 1\/00 is undefined/),
    });
  });

  it('names no operand when the result is too large: neither is at fault alone', () => {
    for (const [a, b] of [
      ['9007199254740991', '3'],
      ['3', '9007199254740991'],
    ]) {
      const error = errorOf(fractionCalc(a as string, '*', b as string));
      expect(error.code).toBe('out_of_range');
      expect(error.field).toBeUndefined();
    }
  });

  it('equals mathjs fraction arithmetic, with true steps', () => {
    const part = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 30 }));
    fc.assert(
      fc.property(
        part,
        fc.constantFrom('+', '-', '*', '/' as const),
        part,
        ([a, b], op, [c, d]) => {
          const result = fractionCalc(`${a}/${b}`, op, `${c}/${d}`);
          if (op === '/' && c === 0) {
            expect(errorOf(result).code).toBe('division_by_zero');
            return;
          }
          const x = fraction(a, b);
          const y = fraction(c, d);
          const oracle =
            op === '+' ? x.add(y) : op === '-' ? x.sub(y) : op === '*' ? x.mul(y) : x.div(y);
          const value = unwrap(result);
          expect(BigInt(value.numerator)).toBe(oracle.s * oracle.n);
          expect(BigInt(value.denominator)).toBe(oracle.d);
          expect(stepProblems(value.steps, undefined)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
