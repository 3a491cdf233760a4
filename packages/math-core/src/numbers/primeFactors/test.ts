import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { primeFactors } from './index';

const isPrime = (p: number): boolean => {
  if (p < 2) return false;
  for (let d = 2; d * d <= p; d++) if (p % d === 0) return false;
  return true;
};

describe('primeFactors', () => {
  it('writes a number as a product of prime powers', () => {
    expect(unwrap(primeFactors(360)).text).toBe('2³ × 3² × 5');
    expect(unwrap(primeFactors(360)).steps.map((s) => s.text)).toEqual([
      '360 = 2 × 2 × 2 × 3 × 3 × 5',
      '360 = 2³ × 3² × 5',
    ]);
    expect(unwrap(primeFactors(97))).toMatchObject({ text: '97', isPrime: true });
    expect(unwrap(primeFactors(1))).toMatchObject({ text: '1', factors: [], isPrime: false });
    expect(unwrap(primeFactors(1000000007)).isPrime).toBe(true);
    expect(unwrap(primeFactors(999966000289)).text).toBe('999983²');
    expect(errorOf(primeFactors(0))).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(primeFactors(1e13))).toMatchObject({ code: 'invalid_value' });
  });

  it('multiplies back to the number, with prime factors only (checked by trial division)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 1, max: 1e12 })),
        (value) => {
          const result = unwrap(primeFactors(value));
          const product = result.factors.reduce(
            (acc, f) => acc * BigInt(f.prime) ** BigInt(f.exponent),
            1n,
          );
          expect(product).toBe(BigInt(value));
          for (const f of result.factors) if (f.prime < 1e6) expect(isPrime(f.prime)).toBe(true);
          expect(stepProblems(result.steps, undefined)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
