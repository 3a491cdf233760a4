/**
 * A whole number into primes, asked as a factoring: the examples exactly, with their steps and the
 * Prime Factorization tool linked; the refusals; and a property (the product is the number, every
 * base prime). SymPy's factorint over generated numbers is in oracle.test.ts beside this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solved as answered } from '../../../../test/solved';
import { solve } from '../../solve';

/** The least divisor of n above 1 (n itself for a prime), by trial division. */
const leastDivisor = (n: number): number => {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return d;
  return n;
};

describe('prime factorisation', () => {
  it('factors a whole number into primes, by the Prime Factorization tool’s function', () => {
    for (const text of ['factor 360', 'prime factorization of 360', 'the prime factors of 360'])
      expect(answered(text), text).toMatchObject({
        kind: 'prime-factors',
        title: 'Prime factorisation',
        practice: null,
        method: 'prime factorisation',
        answer: '2³ × 3² × 5',
        solutions: [{ text: '360 = 2³ × 3² × 5', value: 360 }],
        tool: { id: 'prime-factors', path: '/tools?tool=prime-factors&value=360' },
      });
    expect(answered('factor 360').steps.map((s) => s.text)).toEqual([
      '360 = 2 × 2 × 2 × 3 × 3 × 5',
      '360 = 2³ × 3² × 5',
    ]);
    expect(answered('find the prime factorisation of 97').steps[0]?.note).toBe(
      '97 is prime: no number from 2 to √97 divides it',
    );
    for (const text of ['factor 1', 'factor 2.5', 'factor 10^13']) {
      const refused = solve(text);
      expect(refused.ok ? '' : refused.error.message, text).toMatch(
        /^There is no unknown to factor: enter a polynomial such as x\^2-9, or a whole number from 2 to 10\^12/,
      );
    }
  });

  it('gives a product of primes equal to the number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 ** 9 }), (k) => {
        const r = answered(`factor ${k}`);
        expect(r.solutions[0]?.value).toBe(k);
        const bases = [...r.answer.matchAll(/\d+/g)].map((m) => Number(m[0]));
        // A base's least divisor above 1 is itself, found with a plain loop: one assertion per
        // base, not one per trial divisor (up to 31,622 for a prime near 10⁹).
        for (const b of bases) if (b > 9) expect(leastDivisor(b), `${b} in ${r.answer}`).toBe(b);
      }),
      { numRuns: 200 },
    );
  });
});
