/**
 * Stationary points against SymPy (the slow project: it starts python3). For polynomials typed as
 * students type them and generated ones (quadratics and cubics, and quartics whose f′ has whole
 * roots), SymPy solves f′(x) = 0
 * over the reals (real_roots), classifies each root by the sign of f′ on either side, and gives
 * the intervals between the roots where f′ > 0; our points, their nature and the intervals where f increases must be SymPy's
 * (to 1e-9, the roots being surds at times).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Poly, Rational, diff, oo, real_roots, symbols, sympify
x = symbols('x')
out = []
for curve in json.loads(sys.stdin.read()):
    f = sympify(curve)
    fp = diff(f, x)
    roots = sorted(set(real_roots(Poly(fp, x)))) if fp.free_symbols else []
    points = []
    for i, r in enumerate(roots):
        left = roots[i - 1] if i > 0 else r - 1
        right = roots[i + 1] if i + 1 < len(roots) else r + 1
        before, after = fp.subs(x, (left + r) / 2), fp.subs(x, (r + right) / 2)
        kind = 'local maximum' if before > 0 and after < 0 else 'local minimum' if before < 0 and after > 0 else 'stationary point of inflection'
        points.append([kind, float(r), float(f.subs(x, r))])
    cuts = [-oo] + roots + [oo]
    rising = []
    for lo, hi in zip(cuts, cuts[1:]):
        t = 0 if lo == -oo and hi == oo else hi - 1 if lo == -oo else lo + 1 if hi == oo else (lo + hi) / 2
        if fp.subs(x, t) > 0: rising.append([None if lo == -oo else float(lo), None if hi == oo else float(hi)])
    out.append([points, rising])
print(json.dumps(out))
`;

const TYPED: [string, string][] = [
  ['stationary points of y = x^3 - 3x', 'x**3 - 3*x'],
  ['find the local maximum and minimum of y = 2x^3 - 9x^2 + 12x - 4', '2*x**3 - 9*x**2 + 12*x - 4'],
  ['turning points of y = x^4 - 2x^2', 'x**4 - 2*x**2'],
  ['stationary points of y = x^3', 'x**3'],
  ['critical points of f(x) = x^3 + x', 'x**3 + x'],
  ['where is f(x) = x^2 - 4x increasing', 'x**2 - 4*x'],
  ['stationary points of y = x^3 - 6x', 'x**3 - 6*x'],
  ['the turning point of y = -x^2 + 6x + 2', '-x**2 + 6*x + 2'],
  ['stationary points of y = x^4 - 4x^3', 'x**4 - 4*x**3'],
];

/** a·xᵏ typed and as SymPy reads it, for each term whose coefficient is not 0. */
const typedAndSympy = (cs: [bigint, bigint][]): [string, string] => {
  const terms = cs.map(([p, q], k) => [p, q, k] as const).filter(([p]) => p !== 0n);
  const typed = terms
    .map(([p, q, k]) => {
      const size = `${p < 0n ? -p : p}${q === 1n ? '' : `/${q}`}`;
      const c = q === 1n ? size : `(${size})`;
      return `${p < 0n ? '-' : '+'}${c}${k === 0 ? '' : k === 1 ? 'x' : `x^${k}`}`;
    })
    .join('');
  return [
    `stationary points of y = ${typed.replace(/^\+/, '')}`,
    terms.map(([p, q, k]) => `Rational(${p}, ${q})*x**${k}`).join(' + '),
  ];
};

/**
 * Quadratics and cubics with any whole coefficients (f′ is at most quadratic, its roots surds at
 * worst), and quartics f = ∫ 4(x − a)(x − b)(x − c) dx + d, whose f′ has whole roots.
 */
const generated = fc.oneof(
  fc
    .array(fc.integer({ min: -6, max: 6 }), { minLength: 3, maxLength: 4 })
    .filter((cs) => (cs[cs.length - 1] as number) !== 0)
    .map((cs) => typedAndSympy(cs.map((c) => [BigInt(c), 1n]))),
  fc
    .tuple(
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.integer({ min: -5, max: 5 }),
    )
    .map(([a, b, c, d]) => {
      const [e1, e2, e3] = [a + b + c, a * b + b * c + c * a, a * b * c];
      // x⁴ − (4/3)e₁x³ + 2e₂x² − 4e₃x + d
      const third = (k: number): [bigint, bigint] =>
        k % 3 === 0 ? [BigInt(k / 3), 1n] : [BigInt(k), 3n];
      return typedAndSympy([
        [BigInt(d), 1n],
        [BigInt(-4 * e3), 1n],
        [BigInt(2 * e2), 1n],
        third(-4 * e1),
        [1n, 1n],
      ]);
    }),
);

const close = (a: number, b: number) =>
  a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** An interval where f increases, as its two ends (±Infinity where unbounded). */
const ends = (tree: MathNode): [number, number] => {
  if (tree.type !== 'relation') return [-Infinity, Infinity];
  const [first, , last] = tree.operands as [MathNode, MathNode, MathNode | undefined];
  if (last) return [evaluateMath(first), evaluateMath(last)];
  const [, bound] = tree.operands as [MathNode, MathNode];
  return tree.relations[0] === '<'
    ? [-Infinity, evaluateMath(bound)]
    : [evaluateMath(bound), Infinity];
};

describe('stationary points against SymPy', () => {
  it('gives SymPy’s stationary points, their nature and where f increases, for typed and 120 generated polynomials', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<[[string, number, number][], [number | null, number | null][]][]>(
      PYTHON,
      problems.map(([, curve]) => curve),
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      if (!r.ok) return [`${text}: ${r.error.message}`];
      const [points, rising] = want[i] as [
        [string, number, number][],
        [number | null, number | null][],
      ];
      const ours = r.value.solutions.filter(
        (s) => s.name !== 'increasing' && s.name !== 'decreasing',
      );
      const up = r.value.solutions.filter((s) => s.name === 'increasing').map((s) => ends(s.tree));
      const pointsAgree =
        ours.length === points.length &&
        ours.every((s, j) => {
          const [kind, px, py] = points[j] as [string, number, number];
          const [gx, gy] = (s.tree as Extract<MathNode, { type: 'point' }>).coords.map((c) =>
            evaluateMath(c),
          );
          return s.name === kind && close(gx as number, px) && close(gy as number, py);
        });
      const risingAgree =
        up.length === rising.length &&
        up.every(([lo, hi], j) => {
          const [from, to] = rising[j] as [number | null, number | null];
          return (
            close(lo, from ?? -Number.POSITIVE_INFINITY) &&
            close(hi, to ?? Number.POSITIVE_INFINITY)
          );
        });
      return pointsAgree && risingAgree
        ? []
        : [`${text}: ${r.value.answer} vs SymPy ${JSON.stringify(want[i])}`];
    });
    expect(wrong).toEqual([]);
  });
});
