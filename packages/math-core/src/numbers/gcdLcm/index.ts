import { MAX_FACTOR } from '../../_lib/primes';
import { fail } from '../../_lib/result';
import { eq, n } from '../../math/build';
import { type Step, wordedWith } from '../../math/steps';
import type { Result } from '../../types';
import { factorNode, factorsOf, type PrimeFactor } from '../primeFactors';
import { MAX_GCD_VALUES } from './limits';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const GCD_LCM_NOTES = {
  'gcdLcm.factors': 'Prime factors of {value}',
  'gcdLcm.gcd': 'GCD of {values}: each prime they share, to its smallest power',
  'gcdLcm.lcm': 'LCM of {values}: every prime that appears, to its largest power',
};

export interface GcdLcmResult {
  /** The greatest common divisor. */
  gcd: number;
  /** The least common multiple (undefined when it would pass 2^53). */
  lcm?: number;
  /** Each value's prime factorisation: "2³ × 3²". */
  factorizations: { value: number; factors: PrimeFactor[] }[];
  /** The gcd's primes: each prime every value has, to its smallest power ([] for a gcd of 1). */
  gcdFactors: PrimeFactor[];
  /** The lcm's primes, with `lcm`: each prime of any value, to its largest power. */
  lcmFactors?: PrimeFactor[];
  steps: Step[];
}

export { MAX_GCD_VALUES };

/**
 * Greatest common divisor and least common multiple of 2 to 20 whole numbers from 1 to 10^12,
 * through their prime factorisations: the gcd takes each common prime to its smallest power, the
 * lcm each prime to its largest (gcd(72, 120) = 2³ × 3 = 24, lcm = 2³ × 3² × 5 = 360).
 *
 * Errors: not a list of 2 to 20 whole numbers from 1 to 10^12 → `invalid_value` (`values` or
 * `values[i]`); an lcm beyond 2^53 is left out rather than rounded.
 *
 * @example
 * gcdLcm([72, 120]).value; // { gcd: 24, lcm: 360, … }
 */
export function gcdLcm(values: number[]): Result<GcdLcmResult> {
  if (!Array.isArray(values) || values.length < 2 || values.length > MAX_GCD_VALUES)
    return fail(
      'invalid_value',
      `values must be a list of 2 to ${MAX_GCD_VALUES} whole numbers`,
      'values',
    );
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_FACTOR)
      return fail(
        'invalid_value',
        `values[${i}] must be a whole number from 1 to ${MAX_FACTOR}`,
        `values[${i}]`,
      );
  }
  const factorizations = values.map((value) => ({ value, factors: factorsOf(value) }));
  const primes = [...new Set(factorizations.flatMap((f) => f.factors.map((p) => p.prime)))].sort(
    (a, b) => a - b,
  );
  const power = (f: PrimeFactor[], p: number) => f.find((x) => x.prime === p)?.exponent ?? 0;
  const gcdFactors: PrimeFactor[] = [];
  const lcmFactors: PrimeFactor[] = [];
  for (const prime of primes) {
    const exponents = factorizations.map((f) => power(f.factors, prime));
    const low = Math.min(...exponents);
    const high = Math.max(...exponents);
    if (low > 0) gcdFactors.push({ prime, exponent: low });
    lcmFactors.push({ prime, exponent: high });
  }
  const productOf = (f: PrimeFactor[]) =>
    f.reduce((acc, { prime, exponent }) => acc * BigInt(prime) ** BigInt(exponent), 1n);
  const gcd = Number(productOf(gcdFactors));
  const lcmBig = productOf(lcmFactors);
  const list = values.join(', ');
  const steps: Step[] = factorizations.map((f) =>
    wordedWith(GCD_LCM_NOTES, 'gcdLcm.factors', eq(n(f.value), factorNode(f.factors)), {
      value: f.value,
    }),
  );
  steps.push(
    wordedWith(
      GCD_LCM_NOTES,
      'gcdLcm.gcd',
      gcdFactors.length > 0 ? eq(factorNode(gcdFactors), n(gcd)) : n(1),
      { values: list },
    ),
  );
  const result: GcdLcmResult = { gcd, factorizations, gcdFactors, steps };
  if (lcmBig <= BigInt(Number.MAX_SAFE_INTEGER)) {
    result.lcm = Number(lcmBig);
    result.lcmFactors = lcmFactors;
    steps.push(
      wordedWith(
        GCD_LCM_NOTES,
        'gcdLcm.lcm',
        lcmFactors.length > 0 ? eq(factorNode(lcmFactors), n(result.lcm)) : n(1),
        { values: list },
      ),
    );
  }
  return { ok: true, value: result };
}
