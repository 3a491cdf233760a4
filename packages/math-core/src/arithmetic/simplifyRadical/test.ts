import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/runs';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { simplifyRadical } from './index';

/** The largest k with kⁿ dividing r, by trying every k (the reference). */
const bruteOutside = (r: number, index: number): number => {
  let best = 1;
  for (let k = 2; k ** index <= r; k++) if (r % k ** index === 0) best = k;
  return best;
};

describe('simplifyRadical', () => {
  it('takes out the largest perfect power', () => {
    expect(unwrap(simplifyRadical(72))).toMatchObject({ coefficient: 6, radicand: 2, text: '6√2' });
    expect(unwrap(simplifyRadical(72)).steps.map((s) => s.text)).toEqual([
      '√72 = √(36 × 2) = √36 × √2 = 6√2',
    ]);
    expect(unwrap(simplifyRadical(54, 3)).text).toBe('3∛2');
    expect(unwrap(simplifyRadical(-16, 3)).text).toBe('−2∛2');
    expect(unwrap(simplifyRadical(49))).toMatchObject({ text: '7', value: 7 });
    expect(unwrap(simplifyRadical(15)).text).toBe('√15');
    expect(unwrap(simplifyRadical(0)).text).toBe('0');
  });

  it('gives the value as the nearest double to the real root (decimal.js at 60 digits)', () => {
    const D = Decimal.clone({ precision: 60 });
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.integer({ min: 2, max: 10 }),
        (radicand, index) => {
          fc.pre(radicand >= 0 || index % 2 === 1);
          const root = new D(Math.abs(radicand)).pow(new D(1).div(index));
          const expected = Math.sign(radicand) * Number(root.toPrecision(30)) || 0;
          expect(unwrap(simplifyRadical(radicand, index)).value, `${index}√${radicand}`).toBe(
            expected,
          );
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('refuses what has no real simplified root', () => {
    expect(errorOf(simplifyRadical(-4))).toMatchObject({
      code: 'invalid_value',
      field: 'radicand',
    });
    expect(errorOf(simplifyRadical(2.5))).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(simplifyRadical(8, 1))).toMatchObject({ code: 'invalid_value', field: 'index' });
    expect(errorOf(simplifyRadical(1e13))).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(simplifyRadical(Number.NaN))).toMatchObject({ code: 'not_a_number' });
  });

  it('agrees with trying every factor, and its steps are true', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 2, max: 5 }),
        (r, index) => {
          const result = unwrap(simplifyRadical(r, index));
          const outside = bruteOutside(r, index);
          expect(result.coefficient).toBe(outside);
          expect(result.coefficient ** index * result.radicand).toBe(r);
          expect(result.value).toBeCloseTo(r ** (1 / index), 9);
          expect(stepProblems(result.steps, undefined)).toEqual([]);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
