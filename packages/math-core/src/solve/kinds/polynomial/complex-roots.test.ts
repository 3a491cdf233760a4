/**
 * Quadratics with a negative discriminant: "No real solutions" with the complex solutions
 * stated, each checked by exact substitution. The comparison with SymPy's roots over generated
 * quadratics is in src/solve/kinds/polynomial/complex-roots.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { complexValue } from '../../../algebra/complex';
import { toPoly } from '../../../algebra/reading';
import { parseMath } from '../../../math/parseMath';
import { polyAt } from '../../methods/complexRoots';
import { solve } from '../../solve';
import { solveQuadratic } from '../../solveQuadratic';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('complex solutions of quadratics', () => {
  it('states them beside "No real solutions"', () => {
    const cases: [string, string, string[]][] = [
      ['x^2+4=0', 'No real solutions; x = ±2i', ['x = −2i', 'x = 2i']],
      ['x^2+2x+5=0', 'No real solutions; x = −1 ± 2i', ['x = −1 − 2i', 'x = −1 + 2i']],
      [
        'x^2+x+1=0',
        'No real solutions; x = (−1 ± i√3)/2',
        ['x = (−1 − i√3)/2', 'x = (−1 + i√3)/2'],
      ],
      ['-x^2-1=0', 'No real solutions; x = ±i', ['x = −i', 'x = i']],
      ['(x+1)^2 = -9', 'No real solutions; x = −1 ± 3i', ['x = −1 − 3i', 'x = −1 + 3i']],
      ['3x^2+2=0', 'No real solutions; x = ±(i√6)/3', ['x = (−i√6)/3', 'x = (i√6)/3']],
    ];
    for (const [text, expected, roots] of cases) {
      const r = answer(text);
      expect(r.answer, text).toBe(expected);
      expect(r.solutions, text).toEqual([]);
      // Text only: a complex solution has no decimal value.
      expect(
        r.complexSolutions?.map(({ text, value }) => ({ text, value })),
        text,
      ).toEqual(roots.map((t) => ({ text: t })));
    }
  });

  it('takes the square root of the negative discriminant in a step', () => {
    const steps = answer('x^2+2x+5=0').steps.map((s) => s.text);
    expect(steps).toContain('√(−16) = 4i');
    expect(steps).toContain('x = (−2 ± 4i)/2');
    expect(steps.at(-1)).toBe('x = −1 ± 2i');
    expect(answer('x^2+4=0').steps.at(-1)?.note).toContain('x = ±√(−4) = ±2i');
  });

  it('leaves real roots, linear equations and solveQuadratic as they were', () => {
    expect(answer('x^2-5x+6=0').complexSolutions).toBeUndefined();
    expect(answer('2x+1=2x+3').answer).toBe('No solution');
    const q = solveQuadratic(1, 1, 1);
    expect(q.ok && q.value.answer).toBe('No real solutions');
  });

  it('checks a root by exact substitution', () => {
    const read = (text: string) => {
      const r = parseMath(text);
      if (!r.ok) throw new Error(text);
      return r.value;
    };
    const poly = toPoly(read('x^2+x+1'));
    const good = complexValue(read('(-1+i√3)/2'));
    const bad = complexValue(read('(-1+i√5)/2'));
    if (!good || !bad) throw new Error('unreadable');
    const zero = polyAt(poly, 'x', good);
    expect(zero.re.length + zero.im.length).toBe(0);
    const off = polyAt(poly, 'x', bad);
    expect(off.re.length + off.im.length).toBeGreaterThan(0);
  });
});
