/**
 * Every decimal the solver shows is the double nearest its exact answer: checked against
 * decimal.js at 200 digits, on quadratics whose roots cancel badly in floating point.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestValue } from '../src/math/nearest';
import { parseMath } from '../src/math/parseMath';
import { solve } from '../src/solve/solve';
import { runs } from './runs';

const D = Decimal.clone({ precision: 200 });
const nearest = (d: Decimal) => Number(d.toPrecision(40));

const valuesOf = (text: string) => {
  const made = solve(text);
  if (!made.ok) throw new Error(`${text}: ${made.error.message}`);
  return made.value.solutions.map((s) => s.value).sort((a, b) => (a ?? 0) - (b ?? 0));
};

describe('the decimals solve shows', () => {
  it('x² − 1000000x + 1 = 0: the small root is 1.000000000001e-6, not 1.00000761e-6', () => {
    expect(valuesOf('x^2 - 1000000x + 1 = 0')).toEqual([1.000000000001e-6, 999999.999999]);
  });

  it('are the nearest doubles to the exact roots of quadratics with large and tiny coefficients', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: -9_999_999, max: 9_999_999 }),
        fc.integer({ min: -99, max: 99 }),
        (a, b, c) => {
          const disc = new D(b).pow(2).minus(new D(4 * a * c));
          fc.pre(disc.gt(0) && !disc.sqrt().isInteger());
          const text = `${a}x^2 + ${b}x + ${c} = 0`.replace('+ -', '- ');
          const made = solve(text);
          fc.pre(made.ok);
          const root = disc.sqrt();
          const expected = [
            nearest(new D(-b).minus(root).div(2 * a)),
            nearest(new D(-b).plus(root).div(2 * a)),
          ].sort((x, y) => x - y);
          expect(valuesOf(text), text).toEqual(expected);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('reads roots, powers and π exactly, and leaves what it cannot read to floating point', () => {
    const value = (text: string) => {
      const made = parseMath(text);
      if (!made.ok) throw new Error(made.error.message);
      return nearestValue(made.value);
    };
    expect(value('2π')).toBe(2 * Math.PI);
    expect(value('∛2')).toBe(Math.cbrt(2));
    expect(value('(1 + √5)/2')).toBe(nearest(new D(5).sqrt().plus(1).div(2)));
    expect(value('2^(-3)')).toBe(0.125);
    expect(value('√(-1)')).toBeUndefined();
    expect(value('1/0')).toBeUndefined();
    expect(value('ln(2)')).toBeUndefined();
  });
});
