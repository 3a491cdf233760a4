/**
 * An equation in x and y as the functions of x its curve is drawn as (algebra/curves.ts): each
 * function put back into the equation is 0 at sample points, wherever it is defined.
 */
import { describe, expect, it } from 'vitest';
import { curvesOf } from '../src/algebra/curves';
import * as P from '../src/algebra/poly';
import { toPoly } from '../src/algebra/reading';
import { evaluateMath } from '../src/math/evaluateMath';
import { parseMath } from '../src/math/parseMath';
import { toText } from '../src/math/toText';
import type { MathNode } from '../src/math/tree';

const polyOf = (equation: string): P.Poly => {
  const parsed = parseMath(equation);
  if (!parsed.ok || parsed.value.type !== 'relation') throw new Error(equation);
  const [l, r] = parsed.value.operands as [MathNode, MathNode];
  return P.sub(toPoly(l), toPoly(r));
};

describe('curvesOf', () => {
  it('gives a line or y = f(x) as one function, a circle or ellipse as its two halves', () => {
    expect(curvesOf(polyOf('x + y = 7'), 'y')?.map(toText)).toEqual(['−x + 7']);
    expect(curvesOf(polyOf('x*y = 6'), 'y')?.map(toText)).toEqual(['6/x']);
    expect(curvesOf(polyOf('x^2 + y^2 = 25'), 'y')?.map(toText)).toEqual([
      '√(−x² + 25)',
      '−√(−x² + 25)',
    ]);
    expect(curvesOf(polyOf('x^2 + y^2 - 4y = 5'), 'y')?.map(toText)).toEqual([
      '2 + √(−x² + 9)',
      '2 − √(−x² + 9)',
    ]);
    expect(curvesOf(polyOf('y^3 = x'), 'y')).toBeUndefined();
    expect(curvesOf(polyOf('x*y^2 = 1'), 'y')).toBeUndefined();
  });

  it('gives functions that satisfy the equation wherever they are defined', () => {
    for (const equation of [
      'x^2 + y^2 = 25',
      '4x^2 + 9y^2 = 36',
      'x^2 - y^2 = 5',
      'y^2 + 2x*y = 3',
      '3y - x^2 = 1',
    ]) {
      const p = polyOf(equation);
      const bodies = curvesOf(p, 'y') ?? [];
      expect(bodies.length, equation).toBeGreaterThan(0);
      for (const body of bodies)
        for (const x of [-4.5, -2, -0.5, 0.25, 1, 3, 4.9]) {
          const y = evaluateMath(body, { x });
          if (!Number.isFinite(y)) continue;
          const value = evaluateMath(P.toNode(p), { x, y });
          expect(Math.abs(value), `${equation} at x = ${x}`).toBeLessThan(1e-9);
        }
    }
  });
});
