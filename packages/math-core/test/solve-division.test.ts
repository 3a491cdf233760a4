import { describe, expect, it } from 'vitest';
import * as P from '../src/algebra/poly';
import { toPoly } from '../src/algebra/reading';
import { parseMath } from '../src/math/parseMath';
import { longDivision, readDivision } from '../src/solve/polyDivision';
import { solve } from '../src/solve/solve';
import { stepProblems } from './solve-steps';
import { sympyDivide } from './solve-sympy-factor';

const answered = (text: string) => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};
const poly = (text: string) => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(text);
  return toPoly(read.value);
};
/** Coefficients from the highest power of x down, as SymPy writes them ("1/2", "-3"). */
const coefficients = (p: P.Poly): string[] => {
  if (p.length === 0) return ['0'];
  const n = P.degree(p, 'x');
  const out: string[] = [];
  for (let k = n; k >= 0; k--) {
    const c = P.coeff(p, 'x', k);
    out.push(c.q === 1n ? String(c.p) : `${c.p}/${c.q}`);
  }
  return out;
};

describe('solve: polynomial long division', () => {
  it('divides term by term and writes quotient + remainder/divisor', () => {
    const cases: [string, string][] = [
      ['(x^3-2x^2+4)/(x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^3-2x^2+4) ÷ (x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^2-5x+6)/(x-2)', 'x − 3'],
      ['(6x^2+x-2)/(2x-1)', '3x + 2'],
      ['(2x^3+3x^2-x+5)/(x^2+1)', '2x + 3 − (3x − 2)/(x² + 1)'],
      ['(x^3+1)/(x+1)', 'x² − x + 1'],
      ['(x^4-1)/(2x+1)', 'x³/2 − x²/4 + x/8 − 1/16 − 15/(16(2x + 1))'],
      ['divide x^3-2x^2+4 by x-3', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^3-2x^2+4) divided by (x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['Use long division to divide x^3+1 by x+1', 'x² − x + 1'],
    ];
    for (const [text, answer] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['polynomial-division', answer]);
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
    }
    expect(answered('(x^3-2x^2+4)/(x-3)').steps.map((s) => s.text)).toEqual([
      'x³ − 2x² + 4 = x²(x − 3) + (x² + 4)',
      'x² + 4 = x(x − 3) + (3x + 4)',
      '3x + 4 = 3(x − 3) + 13',
      'x³ − 2x² + 4 = (x − 3)(x² + x + 3) + 13',
      '(x³ − 2x² + 4)/(x − 3) = x² + x + 3 + 13/(x − 3)',
    ]);
  });

  it('reads a division in words only when the whole problem is one', () => {
    expect(readDivision('divide x^2-1 by x+1')).toBe('(x^2-1)/(x+1)');
    expect(readDivision('x divided by 2 = 5')).toBeUndefined();
    expect(readDivision('x^2-1')).toBeUndefined();
    expect(answered('divide 12 by 4').answer).toBe('3');
  });

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
      expect([coefficients(quotient), coefficients(remainder)], `${top} / ${bottom}`).toEqual([
        oracle[i]?.quotient,
        oracle[i]?.remainder,
      ]);
      // And through solve, as typed.
      expect(solve(`(${typed(top)})/(${typed(bottom)})`).ok, top).toBe(true);
    });
  });
});
