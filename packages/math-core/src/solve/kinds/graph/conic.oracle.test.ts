/**
 * Circles and ellipses against SymPy (the slow project: it starts python3): the center as where
 * both partial derivatives of the equation are 0, and the semi-axes as half the distance between
 * the two points where the horizontal and the vertical line through the center meet the curve,
 * for curves typed as students type them and generated ones a(x − h)² + b(y − k)² = c multiplied
 * out. The solver's center and axes must be SymPy's, to 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import symbols, sympify, diff, solve, Eq
x, y = symbols('x y')
out = []
for text in json.loads(sys.stdin.read()):
    l, r = text.split('=')
    F = sympify(l, locals={'x': x, 'y': y}) - sympify(r, locals={'x': x, 'y': y})
    c = solve([diff(F, x), diff(F, y)], [x, y], dict=True)[0]
    h, k = c[x], c[y]
    xs = sorted(solve(F.subs(y, k), x), key=float)
    ys = sorted(solve(F.subs(x, h), y), key=float)
    out.append([float(h), float(k), float(xs[1] - xs[0]) / 2, float(ys[1] - ys[0]) / 2])
print(json.dumps(out))
`;

type Problem = [string, string];

const TYPED: Problem[] = [
  ['x^2+y^2=25', 'x**2+y**2=25'],
  ['graph x^2 + y^2 - 4x + 6y - 3 = 0', 'x**2+y**2-4*x+6*y-3=0'],
  ['4x^2+9y^2=36', '4*x**2+9*y**2=36'],
  ['2x^2+2y^2=8', '2*x**2+2*y**2=8'],
  ['(x-1)^2+(y+2)^2=9', '(x-1)**2+(y+2)**2=9'],
  ['x^2 + y^2 + 2x = 0', 'x**2+y**2+2*x=0'],
  ['x^2/4 + y^2/9 = 1', 'x**2/4+y**2/9=1'],
  ['x^2+4y^2-8y=0', 'x**2+4*y**2-8*y=0'],
  ['-x^2-y^2=-16', '-x**2-y**2=-16'],
  ['9x^2 + y^2 - 18x = 0', '9*x**2+y**2-18*x=0'],
];

const small = fc.integer({ min: -6, max: 6 });
const generated = fc
  .tuple(
    fc.integer({ min: 1, max: 5 }),
    fc.integer({ min: 1, max: 5 }),
    small,
    small,
    fc.integer({ min: 1, max: 40 }),
  )
  .map(([a, b, h, k, c]): Problem => {
    // a(x − h)² + b(y − k)² = c, multiplied out.
    const terms = [
      [a, 'x^2'],
      [b, 'y^2'],
      [-2 * a * h, 'x'],
      [-2 * b * k, 'y'],
      [a * h * h + b * k * k - c, ''],
    ] as [number, string][];
    const typed = terms
      .filter(([n]) => n !== 0)
      .map(
        ([n, v], i) =>
          `${n < 0 ? '-' : i === 0 ? '' : '+'}${Math.abs(n) === 1 && v ? '' : Math.abs(n)}${v}`,
      )
      .join('');
    return [`${typed}=0`, `${typed.replace(/\^/g, '**').replace(/(\d)([xy])/g, '$1*$2')}=0`];
  });

/** The solver's center and semi-axes (a circle's radius twice). */
const ours = (text: string): number[] | string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  const [center, ...axes] = r.value.solutions;
  if (center?.tree.type !== 'point') return 'no center';
  const values = axes.map((s) => s.value as number);
  return [
    ...center.tree.coords.map((c) => evaluateMath(c)),
    ...(values.length === 1 ? [values[0], values[0]] : values),
  ] as number[];
};

describe('circles and ellipses against SymPy', () => {
  it('gives SymPy’s center and axes for typed and 100 generated curves', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 100, seed: 20261128 })];
    const want = runPython<number[][]>(
      PYTHON,
      problems.map(([, py]) => py),
    );
    const wrong = problems.flatMap(([text], i) => {
      const got = ours(text);
      const expected = want[i] as number[];
      const same =
        typeof got !== 'string' &&
        got.every(
          (v, j) => Math.abs(v - (expected[j] as number)) <= 1e-9 * Math.max(1, Math.abs(v)),
        );
      return same ? [] : [`${text}: ${JSON.stringify(got)} vs SymPy ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
