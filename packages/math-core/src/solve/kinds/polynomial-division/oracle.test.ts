/**
 * Polynomial long division against SymPy's div on 60 generated divisions (the slow project: it
 * starts python3). The worked examples are in src/solve/kinds/polynomial-division/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { coeffs } from '../../../../test/polynomials';
import { sympyDivide } from '../../../../test/solve-sympy-factor';
import { toPoly } from '../../../algebra/reading';
import { parseMath } from '../../../math/parseMath';
import { solve } from '../../solve';
import { longDivision } from '.';

const poly = (text: string) => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(text);
  return toPoly(read.value);
};
describe('solve: polynomial long division', () => {
  it('agrees with SymPy on the quotient and remainder of generated divisions', () => {
    const jobs: [string, string][] = [];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
    const write = (cs: number[]) =>
      cs.map((c, i) => `${c < 0 ? '-' : '+'}${Math.abs(c)}*x**${cs.length - 1 - i}`).join('');
    for (let i = 0; i < 60; i++) {
      const top = Array.from({ length: pick(3, 6) }, () => pick(-9, 9));
      top[0] = pick(1, 5);
      const bottom = Array.from({ length: pick(2, 3) }, () => pick(-5, 5));
      bottom[0] = pick(1, 3);
      jobs.push([write(top), write(bottom)]);
    }
    const oracle = sympyDivide(jobs);
    jobs.forEach(([top, bottom], i) => {
      const typed = (s: string) => s.replace(/\*\*/g, '^');
      const { quotient, remainder } = longDivision(poly(typed(top)), poly(typed(bottom)), 'x');
      expect([coeffs(quotient), coeffs(remainder)], `${top} / ${bottom}`).toEqual([
        oracle[i]?.quotient,
        oracle[i]?.remainder,
      ]);
      // And through solve, as typed.
      expect(solve(`(${typed(top)})/(${typed(bottom)})`).ok, top).toBe(true);
    });
  });
});
