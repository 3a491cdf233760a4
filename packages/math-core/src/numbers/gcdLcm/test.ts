import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { gcdLcm } from './index';

const euclid = (a: bigint, b: bigint): bigint => (b === 0n ? a : euclid(b, a % b));

describe('gcdLcm', () => {
  it('gives the gcd and lcm through prime factorisations', () => {
    expect(unwrap(gcdLcm([72, 120]))).toMatchObject({ gcd: 24, lcm: 360 });
    expect(unwrap(gcdLcm([72, 120])).steps.map((s) => s.text)).toEqual([
      '72 = 2³ × 3²',
      '120 = 2³ × 3 × 5',
      '2³ × 3 = 24',
      '2³ × 3² × 5 = 360',
    ]);
    expect(unwrap(gcdLcm([7, 9]))).toMatchObject({ gcd: 1, lcm: 63 });
    expect(unwrap(gcdLcm([999999999989, 999999999959])).lcm).toBeUndefined();
    expect(errorOf(gcdLcm([5]))).toMatchObject({ code: 'invalid_value', field: 'values' });
    expect(errorOf(gcdLcm([5, 0]))).toMatchObject({ code: 'invalid_value', field: 'values[1]' });
  });

  it('equals Euclid’s algorithm on BigInt', () => {
    const value = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 1e9 }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 2, maxLength: 6 }), (values) => {
        const result = unwrap(gcdLcm(values));
        const g = values.map(BigInt).reduce(euclid);
        const l = values.map(BigInt).reduce((a, b) => (a / euclid(a, b)) * b);
        expect(BigInt(result.gcd)).toBe(g);
        if (l <= BigInt(Number.MAX_SAFE_INTEGER)) expect(BigInt(result.lcm ?? -1)).toBe(l);
        else expect(result.lcm).toBeUndefined();
        expect(stepProblems(result.steps, undefined)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
