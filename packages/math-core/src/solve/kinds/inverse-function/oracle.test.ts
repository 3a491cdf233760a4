/**
 * Inverse functions against SymPy (the slow project: it starts python3). For functions typed as
 * students type them and generated ones (linear, a·(x + h)³ + k, a·e^(bx) + c, a·ln(x + h) + k, a
 * quotient of linear expressions), SymPy solves x = f(y) for y (solve, cube roots taken real), and
 * at sample values t keeps each solution that is real and that f takes back to t; our inverse must be SymPy's solution at every t where ours is defined, to 1e-9, and defined at
 * two of them at least.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const POINTS = ['-15/2', '-5/2', '-3/4', '1/2', '5/4', '11/5', '37/10', '61/10', '42/5', '25/2'];

const PYTHON = `
import json, sys
import mpmath
from sympy import Eq, Rational, lambdify, real_root, solve, symbols, sympify
x, y = symbols('x y')
out = []
points = [Rational(t) for t in ${JSON.stringify(POINTS)}]
for curve in json.loads(sys.stdin.read()):
    f = sympify(curve)
    # Cube roots taken as real cube roots, so that a negative number has its real one.
    candidates = [c.replace(lambda e: e.is_Pow and e.exp == Rational(1, 3), lambda e: real_root(e.base, 3)) for c in solve(Eq(x, f.subs(x, y)), y)]
    fs = lambdify(x, f, 'mpmath')
    cs = [lambdify(x, c, 'mpmath') for c in candidates]
    row = []
    for t in points:
        real = []
        for c in cs:
            try:
                v = mpmath.mpc(c(mpmath.mpf(t.p) / t.q))
                back = mpmath.mpc(fs(v.real))
            except (ValueError, ZeroDivisionError):
                continue
            if abs(v.imag) < 1e-12 and abs(back - float(t)) < 1e-9 * max(1, abs(float(t))):
                real.append(float(v.real))
        row.append(real)
    out.append(row)
print(json.dumps(out))
`;

const TYPED: [string, string][] = [
  ['inverse of f(x) = 2x + 3', '2*x + 3'],
  ['find f^-1(x) if f(x) = 2(x + 1)^3 - 5', '2*(x + 1)**3 - 5'],
  ['inverse function of y = e^(2x) + 1', 'exp(2*x) + 1'],
  ['inverse of f(x) = (x + 1)/(x - 2)', '(x + 1)/(x - 2)'],
  ['inverse of f(x) = ln(x - 1) + 2', 'log(x - 1) + 2'],
  ['inverse of f(x) = sqrt(x + 4)', 'sqrt(x + 4)'],
  ['inverse of g(x) = 5 - 3x', '5 - 3*x'],
  ['inverse of f(x) = 10^x', '10**x'],
  ['inverse of f(x) = x/3 - 1', 'x/3 - 1'],
  ['inverse of f(x) = 1/(x+1)', '1/(x + 1)'],
  ['inverse of f(x) = 2sqrt(x) + 1', '2*sqrt(x) + 1'],
  ['inverse of f(x) = x^3', 'x**3'],
];

const nonzero = fc.integer({ min: -5, max: 5 }).filter((k) => k !== 0);
const small = fc.integer({ min: -6, max: 6 });
const signed = (k: number) => (k === 0 ? '' : k < 0 ? ` - ${-k}` : ` + ${k}`);
const times = (a: number) => (a === 1 ? '' : a === -1 ? '-' : `${a}`);
const generated = fc.oneof(
  fc
    .tuple(nonzero, small)
    .map(([a, b]): [string, string] => [
      `inverse of f(x) = ${times(a)}x${signed(b)}`,
      `${a}*x + (${b})`,
    ]),
  fc
    .tuple(nonzero, small, small)
    .map(([a, h, k]): [string, string] => [
      `inverse of f(x) = ${times(a)}(x${signed(h)})^3${signed(k)}`,
      `${a}*(x + (${h}))**3 + (${k})`,
    ]),
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), nonzero, small)
    .map(([a, b, c]): [string, string] => [
      `inverse of f(x) = ${times(a)}e^(${times(b)}x)${signed(c)}`,
      `${a}*exp(${b}*x) + (${c})`,
    ]),
  fc
    .tuple(nonzero, small, small)
    .map(([a, h, k]): [string, string] => [
      `inverse of f(x) = ${times(a)}ln(x${signed(h)})${signed(k)}`,
      `${a}*log(x + (${h})) + (${k})`,
    ]),
  fc
    .tuple(nonzero, small, nonzero, small)
    .filter(([a, b, c, d]) => a * d !== b * c)
    .map(([a, b, c, d]): [string, string] => [
      `inverse of f(x) = (${times(a)}x${signed(b)})/(${times(c)}x${signed(d)})`,
      `(${a}*x + (${b}))/(${c}*x + (${d}))`,
    ]),
);

describe('inverse functions against SymPy', () => {
  it('gives one of SymPy’s inverses for typed functions and 120 generated ones', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<number[][][]>(
      PYTHON,
      problems.map(([, curve]) => curve),
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      if (!r.ok) return [`${text}: ${r.error.message}`];
      const inverse = r.value.solutions[0]?.exact as MathNode;
      // Outside the domain the answer states, the inverse is not defined.
      const domain = r.value.solutions.filter((s) => s.name === 'domain').map((s) => s.tree);
      const inside = (t: number) =>
        domain.every((d) => {
          const { operands, relations } = d as Extract<MathNode, { type: 'relation' }>;
          const [l, g] = operands.map((o) => evaluateMath(o, { x: t })) as [number, number];
          return relations[0] === '≥' ? l >= g : l <= g;
        });
      const ours = POINTS.map((t) => {
        const [p, q] = t.split('/').map(Number) as [number, number];
        return inside(p / q) ? evaluateMath(inverse, { x: p / q }) : Number.NaN;
      });
      const defined = ours.filter(Number.isFinite).length;
      const matches = ours.every((v, j) => {
        const real = (want[i] as number[][])[j] as number[];
        if (!Number.isFinite(v)) return real.length === 0;
        return real.some((w) => Math.abs(v - w) <= 1e-9 * Math.max(1, Math.abs(w)));
      });
      return defined >= 2 && matches ? [] : [`${text}: ${r.value.answer}`];
    });
    expect(wrong).toEqual([]);
  });
});
