/**
 * Systems that are not linear against SymPy (the slow project: it starts python3): sympy.solve of
 * the same two equations, its real solutions as pairs, for systems typed as students type them and
 * generated ones (a line with a circle, a parabola or a hyperbola xy = c; two equations in the
 * squares). The solver's pairs must be SymPy's real ones, all of them, to 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import symbols, sympify, solve, Eq, im
x, y = symbols('x y')
out = []
for a, b in json.loads(sys.stdin.read()):
    eqs = [Eq(*[sympify(s, locals={'x': x, 'y': y}) for s in e.split('=')]) for e in (a, b)]
    found = solve(eqs, [x, y], dict=True)
    pairs = sorted({(float(s[x]), float(s[y])) for s in found if im(s[x]) == 0 and im(s[y]) == 0})
    out.append([list(p) for p in pairs])
print(json.dumps(out))
`;

/** [typed, the first equation in Python, the second]. */
type Problem = [string, string, string];

const TYPED: Problem[] = [
  ['x^2+y^2=25 and x+y=7', 'x**2+y**2=25', 'x+y=7'],
  ['y=x^2, y=2x+1', 'y=x**2', 'y=2*x+1'],
  ['x*y=6, x+y=5', 'x*y=6', 'x+y=5'],
  ['x^2+y^2=25, x^2-y^2=7', 'x**2+y**2=25', 'x**2-y**2=7'],
  ['x^2+y^2=1, x+y=5', 'x**2+y**2=1', 'x+y=5'],
  ['y = x^2 - 4, y = 2x - 1', 'y=x**2-4', 'y=2*x-1'],
  ['x^2 + y^2 = 10, y = 3x', 'x**2+y**2=10', 'y=3*x'],
  ['y = x^2 + 1; y = 1 - x^2', 'y=x**2+1', 'y=1-x**2'],
  ['x^2 + 4y^2 = 20, x = 2y', 'x**2+4*y**2=20', 'x=2*y'],
  ['y = 2x^2 - 3x, y = x + 6', 'y=2*x**2-3*x', 'y=x+6'],
];

const k = fc.integer({ min: -6, max: 6 });
const nonZero = k.filter((v) => v !== 0);
const generated: fc.Arbitrary<Problem> = fc.oneof(
  // a circle x² + y² = r and a line y = mx + c
  fc
    .tuple(fc.integer({ min: 1, max: 50 }), k, k)
    .map(
      ([r, m, c]): Problem => [
        `x^2+y^2=${r}, y=${m}x+${c}`.replace('+-', '-'),
        `x**2+y**2=${r}`,
        `y=${m}*x+(${c})`,
      ],
    ),
  // a parabola y = ax² + bx + c and a line y = mx + d
  fc
    .tuple(nonZero, k, k, k, k)
    .map(
      ([a, b, c, m, d]): Problem => [
        `y=${a}x^2+${b}x+${c}, y=${m}x+${d}`.replace(/\+-/g, '-'),
        `y=${a}*x**2+(${b})*x+(${c})`,
        `y=${m}*x+(${d})`,
      ],
    ),
  // a hyperbola xy = c and a line x + y = s
  fc.tuple(nonZero, k).map(([c, s]): Problem => [`x*y=${c}, x+y=${s}`, `x*y=${c}`, `x+y=${s}`]),
  // two equations in the squares
  fc
    .tuple(nonZero, nonZero, k, nonZero, nonZero, k)
    .map(
      ([a, b, c, d, e, f]): Problem => [
        `${a}x^2+${b}y^2=${c}, ${d}x^2+${e}y^2=${f}`.replace(/\+-/g, '-'),
        `${a}*x**2+(${b})*y**2=${c}`,
        `${d}*x**2+(${e})*y**2=${f}`,
      ],
    ),
);

/** The solver's pairs as numbers, or its refusal. */
const ours = (text: string): number[][] | string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  return r.value.solutions.map((s) => {
    const right = s.tree.type === 'relation' ? s.tree.operands[1] : undefined;
    return right?.type === 'point' ? right.coords.map((c) => evaluateMath(c)) : [];
  });
};

describe('systems that are not linear against SymPy', () => {
  it('gives SymPy’s real solutions for typed and 160 generated systems', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 160, seed: 20261128 })];
    const want = runPython<number[][][]>(
      PYTHON,
      problems.map(([, a, b]) => [a, b]),
      120_000,
    );
    const wrong = problems.flatMap(([text], i) => {
      const got = ours(text);
      const expected = want[i] as number[][];
      // Two equations that are one (a dependent pair) are refused, never answered wrongly.
      if (typeof got === 'string')
        return /No real|cannot|not linear|could not/.test(got) ? [] : [`${text}: ${got}`];
      const same =
        got.length === expected.length &&
        got.every((p, j) =>
          p.every(
            (v, c) => Math.abs(v - (expected[j]?.[c] as number)) <= 1e-9 * Math.max(1, Math.abs(v)),
          ),
        );
      return same ? [] : [`${text}: ${JSON.stringify(got)} vs SymPy ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
