/**
 * Tangents and normals against SymPy (the slow project: it starts python3). For curves typed as
 * students type them and generated polynomials at whole and fractional points, SymPy differentiates
 * (diff) and builds the line y = f(a) + m(x − a), or the normal with slope −1/m (x = a where m = 0);
 * our line must be SymPy's at x = 0 and x = 1: exactly where the values are rational, else to 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { exactly, substitute } from '../../../algebra/reading';
import { n } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Rational, diff, sympify, symbols, simplify
x = symbols('x')
out = []
for curve, a, line in json.loads(sys.stdin.read()):
    f = sympify(curve)
    a = sympify(a)
    m = simplify(diff(f, x).subs(x, a))
    y1 = simplify(f.subs(x, a))
    if line == 'normal':
        if m == 0:
            out.append(['vertical', str(a)])
            continue
        m = -1 / m
    at = [simplify(y1 + m * (t - a)) for t in (0, 1)]
    out.append([str(v) if v.is_Rational else repr(float(v)) for v in at])
print(json.dumps(out))
`;

/** [typed, the curve as SymPy reads it, the point's x, tangent or normal] */
type Problem = [string, string, string, 'tangent' | 'normal'];

const TYPED: Problem[] = [
  ['the tangent to y = x^2 at x = 1', 'x**2', '1', 'tangent'],
  ['equation of the tangent line to y=x^3 at (1,1)', 'x**3', '1', 'tangent'],
  ['find the equation of the normal to f(x) = x^3 at (1, 1)', 'x**3', '1', 'normal'],
  ['normal to y = x^2 - 4x at x = 2', 'x**2 - 4*x', '2', 'normal'],
  ['tangent to y = sqrt(x) at x = 4', 'sqrt(x)', '4', 'tangent'],
  ['normal to y = sqrt(x) at x = 9', 'sqrt(x)', '9', 'normal'],
  ['tangent to y = e^x at x = 0', 'exp(x)', '0', 'tangent'],
  ['tangent to y = ln(x) at x = 1', 'log(x)', '1', 'tangent'],
  ['tangent to y = sin(x) at x = 0', 'sin(x)', '0', 'tangent'],
  ['tangent to y = cos(x) at x = pi/3', 'cos(x)', 'pi/3', 'tangent'],
  ['tangent line to y = 1/x at the point (2, 1/2)', '1/x', '2', 'tangent'],
  ['normal to y = (x+1)/(x-1) at x = 3', '(x+1)/(x-1)', '3', 'normal'],
  ['tangent to y = x^2 at x = sqrt(2)', 'x**2', 'sqrt(2)', 'tangent'],
  ['the tangent to y = 2x^3 - 5x + 1 at x = -1', '2*x**3 - 5*x + 1', '-1', 'tangent'],
];

const coefficient = fc.integer({ min: -6, max: 6 });
const generated = fc
  .tuple(
    fc.array(coefficient, { minLength: 2, maxLength: 4 }),
    fc.oneof(fc.integer({ min: -4, max: 4 }).map(String), fc.constantFrom('1/2', '-3/2', '2/3')),
    fc.constantFrom<'tangent' | 'normal'>('tangent', 'normal'),
  )
  .filter(([cs]) => cs.slice(1).some((c) => c !== 0))
  .map(([cs, a, line]): Problem => {
    const terms = cs.map((c, k) => [c, k] as const).filter(([c]) => c !== 0);
    const typed = terms
      .map(
        ([c, k]) => `${c < 0 ? '-' : '+'}${Math.abs(c)}${k === 0 ? '' : k === 1 ? 'x' : `x^${k}`}`,
      )
      .join('');
    const sympy = terms.map(([c, k]) => `(${c})*x**${k}`).join(' + ');
    return [`${line} to y = ${typed.replace(/^\+/, '')} at x = ${a}`, sympy, a, line];
  });

const ours = (text: string): string[] => {
  const r = solve(text);
  if (!r.ok) return [`refused: ${r.error.message}`];
  const line = r.value.solutions[0]?.tree as Extract<MathNode, { type: 'relation' }>;
  const [left, right] = line.operands as [MathNode, MathNode];
  if (left.type === 'variable' && left.name === 'x') {
    const q = E.rational(exactly(right) ?? []);
    return [
      'vertical',
      q ? (q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`) : String(evaluateMath(right)),
    ];
  }
  return [0, 1].map((t) => {
    const value = exactly(substitute(right, { x: n(t) }));
    const q = value && E.rational(value);
    return q ? (q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`) : String(evaluateMath(right, { x: t }));
  });
};

const same = (got: string[], want: string[]): boolean =>
  got.length === want.length &&
  got.every((g, i) => {
    const w = want[i] as string;
    if (g === w) return true;
    const [a, b] = [Number(g), Number(w)];
    return g.includes('.') || w.includes('.')
      ? Number.isFinite(a) &&
          Number.isFinite(b) &&
          Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))
      : false;
  });

describe('tangents and normals against SymPy', () => {
  it('gives SymPy’s line for typed curves and 150 generated ones', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 150, seed: 20261128 })];
    const want = runPython<string[][]>(
      PYTHON,
      problems.map(([, curve, a, line]) => [curve, a, line]),
    );
    const wrong = problems.flatMap(([text], i) => {
      const got = ours(text);
      return same(got, want[i] as string[]) ? [] : [`${text}: ${got} vs SymPy ${want[i]}`];
    });
    expect(wrong).toEqual([]);
  });
});
