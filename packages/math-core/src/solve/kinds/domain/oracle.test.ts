/**
 * Domains against SymPy (the slow project: it starts python3). For functions typed as students type
 * them and generated ones (square roots and logarithms of quadratics, quotients by them), SymPy's
 * continuous_domain over the reals must hold exactly the sample points (x = −6 … 6 in quarters,
 * the ends of the intervals among them) that our answer holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const POINTS = Array.from({ length: 49 }, (_, i) => -6 + i / 4);

const PYTHON = `
import json, sys
from sympy import Rational, S, symbols, sympify
from sympy.calculus.util import continuous_domain
x = symbols('x', real=True)
out = []
for f in json.loads(sys.stdin.read()):
    d = continuous_domain(sympify(f, locals={'x': x}), x, S.Reals)
    out.append([bool(d.contains(Rational(i - 24, 4))) for i in range(49)])
print(json.dumps(out))
`;

const TYPED: [string, string][] = [
  ['domain of f(x) = sqrt(x - 2)', 'sqrt(x - 2)'],
  ['find the domain of 1/(x^2 - 4)', '1/(x**2 - 4)'],
  ['what is the domain of ln(x + 3)?', 'log(x + 3)'],
  ['domain of sqrt(4 - x^2)', 'sqrt(4 - x**2)'],
  ['domain of (x+1)/(x-3)', '(x + 1)/(x - 3)'],
  ['domain of x^2 + 1', 'x**2 + 1'],
  ['domain of sqrt(x)/(x-1)', 'sqrt(x)/(x - 1)'],
  ['domain of log(x^2 - 1)', 'log(x**2 - 1, 10)'],
];

const quadratic = fc
  .tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.constantFrom(1, -1))
  .map(([p, q, a]) => {
    // a(x − p)(x − q), typed expanded.
    const [b, c] = [-a * (p + q), a * p * q];
    const typed = `${a < 0 ? '-' : ''}x^2${b ? (b < 0 ? ` - ${-b}x` : ` + ${b}x`) : ''}${c ? (c < 0 ? ` - ${-c}` : ` + ${c}`) : ''}`;
    return [typed, `(${a})*x**2 + (${b})*x + (${c})`] as const;
  });
const generated = fc
  .tuple(
    fc.constantFrom('sqrt', 'ln', 'over', 'sqrt over'),
    quadratic,
    fc.integer({ min: -3, max: 3 }),
  )
  .map(([form, [typed, sympy], k]): [string, string] => {
    const line = `x${k ? (k < 0 ? ` - ${-k}` : ` + ${k}`) : ''}`;
    if (form === 'sqrt') return [`domain of sqrt(${typed})`, `sqrt(${sympy})`];
    if (form === 'ln') return [`domain of ln(${typed})`, `log(${sympy})`];
    if (form === 'over') return [`domain of 1/(${typed})`, `1/(${sympy})`];
    return [`domain of sqrt(${line})/(${typed})`, `sqrt(x + (${k}))/(${sympy})`];
  });

/** Whether our answer holds t: one of its pieces (x ≥ 2, −2 < x < 2, every x) does. */
const holds = (pieces: MathNode[], t: number): boolean =>
  pieces.some((piece) => {
    if (piece.type !== 'relation') return true;
    const values = piece.operands.map((o) => evaluateMath(o, { x: t }));
    return piece.relations.every((r, i) => {
      const [a, b] = [values[i] as number, values[i + 1] as number];
      return r === '<' ? a < b : r === '≤' ? a <= b : r === '>' ? a > b : a >= b;
    });
  });

describe('domains against SymPy', () => {
  it('holds the same sample points as SymPy’s domain, for typed and 100 generated functions', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 100, seed: 20261128 })];
    const want = runPython<boolean[][]>(
      PYTHON,
      problems.map(([, f]) => f),
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      if (!r.ok) return [`${text}: ${r.error.message}`];
      const pieces = r.value.solutions.map((s) => s.tree);
      const ours = POINTS.map((t) => holds(pieces, t));
      const differ = POINTS.filter((_, j) => ours[j] !== (want[i] as boolean[])[j]);
      return differ.length
        ? [`${text}: ${r.value.answer} differs from SymPy at x = ${differ.join(', ')}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});
