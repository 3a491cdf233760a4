import { factorize, MAX_FACTOR } from '../../_lib/primes';
import { fail, nonFinite } from '../../_lib/result';
import { eq, mul, n, pow } from '../../math/build';
import { type Step, worded, wordedWith } from '../../math/steps';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const PRIME_NOTES = {
  'primes.one': '1 has no prime factors',
  'primes.prime': '{value} is prime: no number from 2 to √{value} divides it',
  'primes.divide': 'Divide by the smallest prime again and again',
  'primes.group': 'Group equal primes as powers',
};

export interface PrimeFactor {
  prime: number;
  exponent: number;
}

export interface PrimeFactorsResult {
  /** Smallest prime first; [] for 1. */
  factors: PrimeFactor[];
  /** "2³ × 3²", "13" (a prime), "1". */
  text: string;
  isPrime: boolean;
  steps: Step[];
}

/** p₁^k₁ × p₂^k₂ … as a tree (1 for no factors). */
export const factorNode = (factors: readonly PrimeFactor[]): MathNode =>
  factors
    .map(({ prime, exponent }) => (exponent === 1 ? n(prime) : pow(n(prime), n(exponent))))
    .reduce<MathNode | undefined>((acc, f) => (acc ? mul(acc, f) : f), undefined) ?? n(1);

/** Factors by repeated division, for the steps: 72 = 2 × 36 = 2 × 2 × 18 … shown as one product. */
export const factorsOf = (value: number): PrimeFactor[] =>
  factorize(value).map(([prime, exponent]) => ({ prime, exponent }));

/**
 * The products a factorisation's working shows: the primes grouped as powers (`product`), and
 * before it each prime written as often as it divides (`divided`), when some prime repeats and
 * there are at most 24 of them to write.
 */
export const factorWorking = (
  factors: readonly PrimeFactor[],
): { product: MathNode; divided?: MathNode } => {
  const product = factorNode(factors);
  const expanded = factors.flatMap(({ prime, exponent }) =>
    Array.from({ length: exponent }, () => n(prime)),
  );
  return expanded.length > factors.length && expanded.length <= 24
    ? { product, divided: expanded.reduce((acc, f) => mul(acc, f)) }
    : { product };
};

/**
 * The prime factorisation of a whole number from 1 to 10^12: 360 = 2³ × 3² × 5, by trial division
 * (at most a million divisions).
 *
 * Errors: not a whole number from 1 to 10^12 → `invalid_value`; non-numbers → `not_a_number`.
 *
 * @example
 * primeFactors(360).value.text; // "2³ × 3² × 5"
 */
export function primeFactors(value: number): Result<PrimeFactorsResult> {
  const bad = nonFinite({ value });
  if (bad) return bad;
  if (!Number.isInteger(value) || value < 1 || value > MAX_FACTOR)
    return fail('invalid_value', `value must be a whole number from 1 to ${MAX_FACTOR}`, 'value');
  const factors = factorsOf(value);
  const isPrime = factors.length === 1 && factors[0]?.exponent === 1;
  const { product, divided } = factorWorking(factors);
  const steps: Step[] = [];
  if (value === 1) steps.push(worded(PRIME_NOTES, 'primes.one', n(1)));
  else if (isPrime) steps.push(wordedWith(PRIME_NOTES, 'primes.prime', n(value), { value }));
  else {
    if (divided) steps.push(worded(PRIME_NOTES, 'primes.divide', eq(n(value), divided)));
    steps.push(worded(PRIME_NOTES, 'primes.group', eq(n(value), product)));
  }
  return { ok: true, value: { factors, text: toText(product), isPrime, steps } };
}
