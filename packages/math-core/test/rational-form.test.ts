/**
 * The one polynomial-fraction toolkit that the rational solvers, long division, the last check
 * of answers and the graphs share (`src/algebra/rationalForm.ts`): division with remainder, gcd,
 * real zeros (exact where they can be) and a tree read as a fraction, on worked examples; and the
 * comparison of two trees at sample points. The same compared with SymPy on generated polynomials
 * is in test/oracle/rational-form.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { divMod, gcdPoly, readFraction, realRoots, realZeros } from '../src/algebra/rationalForm';
import { toPoly } from '../src/algebra/reading';
import { agreeAtPoints } from '../src/algebra/samplePoints';
import { parseMath } from '../src/math/parseMath';
import type { MathNode } from '../src/math/tree';
import { readRatio } from '../src/plot/ratio';
import { coeffs } from './polynomials';

const tree = (text: string): MathNode => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(text);
  return read.value;
};

describe('rationalForm: one polynomial-fraction toolkit', () => {
  it('divides, finds the gcd, the real zeros and a fraction equal to a tree, in worked examples', () => {
    // As SymPy has them: div(x³ − 2x² + 4, 2x − 6) = (x²/2 + x/2 + 3/2, 13),
    // gcd(2x² − 2, x² + 2x + 1) = x + 1, real_roots(x³ − 2x) = [−√2, 0, √2],
    // together(x + 1/(x − 1)) = (x² − x + 1)/(x − 1).
    const poly = (text: string) => toPoly(tree(text));
    const { quotient, remainder } = divMod(poly('x^3-2x^2+4'), poly('2x-6'), 'x');
    expect([coeffs(quotient), coeffs(remainder)]).toEqual([['1/2', '1/2', '3/2'], ['13']]);
    expect(coeffs(gcdPoly(poly('2x^2-2'), poly('x^2+2x+1'), 'x'))).toEqual(['1', '1']);
    expect(realRoots(poly('x^3-2x'), 'x').map((r) => r.value)).toEqual([
      -Math.SQRT2,
      0,
      Math.SQRT2,
    ]);
    expect(realZeros(poly('x^3-2x'), 'x')).toHaveLength(3);
    // x³ − 2 has a real zero, ∛2, that the exact zeros do not reach: refused, not guessed.
    expect(() => realZeros(poly('x^3-2'), 'x')).toThrow(/cannot find exactly where/);
    const ratio = readRatio(tree('x + 1/(x-1)'), 'x');
    expect(ratio && [coeffs(ratio.num), coeffs(ratio.den)]).toEqual([
      ['1', '-1', '1'],
      ['1', '-1'],
    ]);
    // The solver stops at the 8th power; a graph reads up to the 12th.
    expect(() => readFraction(tree('x^9 + 1/x'), 'x')).toThrow(/whole numbers up to 8/);
    expect(readRatio(tree('x^12 + 1/x'), 'x')).toBeUndefined();
  });

  it('two trees agree at sample points only when they are equal where both are defined', () => {
    const x = ['x'];
    expect(agreeAtPoints(tree('(x^2-1)/(x-1)'), tree('x+1'), x)).toBe(true);
    expect(agreeAtPoints(tree('(x^2-1)/(x-1)'), tree('x+1.000001'), x)).toBe(false);
    // Defined nowhere in common: too few points compared to say they agree.
    expect(agreeAtPoints(tree('sqrt(-1-x^2)'), tree('0'), x)).toBe(false);
    expect(agreeAtPoints(tree('sqrt(-1-x^2)'), tree('0'), x, 0)).toBe(true);
    expect(agreeAtPoints(tree('x*y + y'), tree('y*(x+1)'), ['x', 'y'])).toBe(true);
    expect(agreeAtPoints(tree('x*y + y'), tree('y*(x-1)'), ['x', 'y'])).toBe(false);
  });
});
