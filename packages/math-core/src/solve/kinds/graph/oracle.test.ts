/**
 * A graph's features against SymPy (the slow project: it starts python3). For each function,
 * typed as students type it or generated (lines, parabolas, cubics and quartics, quotients of
 * polynomials with and without a shared factor), SymPy works out the same features from their
 * definitions: the slope, the vertex and axis, the real roots, the turning points (where the
 * derivative changes sign), the excluded values, holes (the limit there), vertical asymptotes,
 * the limit at ∞ and the slant line (the quotient of the division). Every feature the solver
 * names must be SymPy's, and SymPy's must all be named, to 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import symbols, sympify, expand, fraction, cancel, Poly, real_roots, diff, limit, oo, div, degree, S
x = symbols('x')

def roots(p):
    return sorted(set(real_roots(Poly(p, x))), key=float) if Poly(p, x).degree() > 0 else []

out = []
for text in json.loads(sys.stdin.read()):
    # Read as typed, unevaluated, so that a factor shared by top and bottom is still there.
    try:
        read = sympify(text, locals={'x': x}, evaluate=False)
    except Exception:
        raise ValueError(text)
    N, D = (expand(part) for part in fraction(read))
    f = N / D
    n, d = fraction(cancel(f))
    feats = {}
    def put(name, *values):
        try:
            feats.setdefault(name, []).append([float(v) for v in values])
        except TypeError:
            raise ValueError(f'{text}: {name} {values}')
    if not D.has(x):
        p = Poly(N / D, x)
        k = p.degree()
        if k <= 1:
            put('slope', p.coeff_monomial(x))
        put('y-intercept', 0, f.subs(x, 0))
        if k >= 1:
            for r in roots(p.as_expr()):
                put('x-intercept', r, 0)
        if k == 2:
            h = -p.coeff_monomial(x) / (2 * p.coeff_monomial(x**2))
            put('vertex', h, p.as_expr().subs(x, h))
            put('axis of symmetry', h)
        if k >= 3:
            dp = diff(p.as_expr(), x)
            for r in roots(dp):
                eps = S(1) / 10**6 * max(1, abs(r))
                if (dp.subs(x, r - eps) > 0) != (dp.subs(x, r + eps) > 0):
                    put('turning point', r, p.as_expr().subs(x, r))
    else:
        va = roots(d)
        for r in roots(D):
            if all(r != a for a in va):
                put('hole', r, limit(f, x, r))
        for a in va:
            put('vertical asymptote', a)
        dn, dd = degree(n, x), degree(d, x)
        if dd > 0 and dn <= dd:
            put('horizontal asymptote', limit(f, x, oo))
        if dd > 0 and dn == dd + 1:
            q, _ = div(n, d, x)
            put('slant asymptote', Poly(q, x).coeff_monomial(x), Poly(q, x).coeff_monomial(1))
        if D.subs(x, 0) != 0:
            put('y-intercept', 0, f.subs(x, 0))
        holes = [r for r in roots(D) if all(r != a for a in va)]
        for r in roots(n):
            if all(r != h for h in holes):
                put('x-intercept', r, 0)
    out.append({k: sorted(v) for k, v in feats.items()})
print(json.dumps(out))
`;

/** As students type them: [typed, the function in Python's notation]. */
const TYPED: [string, string][] = [
  ['y=2x+3', '2*x+3'],
  ['y = -x + 4', '-x+4'],
  ['graph 2x+3y=6', '(6-2*x)/3'],
  ['y=1/2x-5', 'x/2-5'],
  ['y = x^2', 'x**2'],
  ['f(x)=x^2+1', 'x**2+1'],
  ['graph x^2-4', 'x**2-4'],
  ['y = x^2 - 2x - 3', 'x**2-2*x-3'],
  ['y=-2x^2+4x+1', '-2*x**2+4*x+1'],
  ['plot y = 3x^2 - 12', '3*x**2-12'],
  ['graph x^3-3x', 'x**3-3*x'],
  ['y=x^3-6x^2+11x-6', 'x**3-6*x**2+11*x-6'],
  ['y = 1/x', '1/x'],
  ['y=(2x^2+1)/(x^2-4)', '(2*x**2+1)/(x**2-4)'],
  ['y = (x^2-1)/(x-1)', '(x**2-1)/(x-1)'],
  ['graph (x+2)/(x-3)', '(x+2)/(x-3)'],
  ['y=(x^2+1)/(x-1)', '(x**2+1)/(x-1)'],
];

/** A small rational as [our text, Python's text]. */
const q = fc
  .tuple(fc.integer({ min: -9, max: 9 }), fc.constantFrom(1, 1, 1, 2, 3))
  .map(([p, d]): [string, string] => [d === 1 ? `${p}` : `(${p}/${d})`, `(S(${p})/${d})`]);
const nonZero = q.filter(([t]) => !/^0$|^\(0\//.test(t));
const root = fc.integer({ min: -6, max: 6 });
const lin = (r: number) => (r > 0 ? `(x-${r})` : `(x+${-r})`);
/** The product of x − r over the roots as typed, a root 0 as a power of x first: x^2(x-1). */
const product = (roots: number[]) => {
  const zeros = roots.filter((r) => r === 0).length;
  const power = zeros === 0 ? '' : zeros === 1 ? 'x' : `x^${zeros}`;
  return (
    power +
      roots
        .filter((r) => r !== 0)
        .map(lin)
        .join('') || '1'
  );
};
/** A product of factors as typed, x(x − 1)(x + 2), with Python's signs: x*(x-1)*(x+2). */
const py = (typed: string) =>
  typed
    .replace(/\^/g, '**')
    .replace(/\)(?=[(x])/g, ')*')
    .replace(/x(?=[(x])/g, 'x*')
    .replace(/(\d)(?=\()/g, '$1*');

const generated = fc.oneof(
  // a·x + b
  fc
    .tuple(nonZero, q)
    .map(([a, b]): [string, string] => [`y = ${a[0]}x + ${b[0]}`, `${a[1]}*x + ${b[1]}`]),
  // a·x² + b·x + c
  fc
    .tuple(nonZero, q, q)
    .map(([a, b, c]): [string, string] => [
      `y = ${a[0]}x^2 + ${b[0]}x + ${c[0]}`,
      `${a[1]}*x**2 + ${b[1]}*x + ${c[1]}`,
    ]),
  // a cubic or quartic with whole roots, plus a constant that moves them
  fc
    .tuple(fc.array(root, { minLength: 3, maxLength: 4 }), fc.integer({ min: -5, max: 5 }))
    .map(([rs, c]): [string, string] => {
      const typed = product(rs);
      const shifted = c === 0 ? typed : `${typed} + ${c}`;
      return [`graph ${shifted}`, py(shifted)];
    }),
  // a quotient of products of linear factors, sometimes sharing one
  fc
    .tuple(
      fc.array(root, { minLength: 1, maxLength: 2 }),
      fc.array(root, { minLength: 1, maxLength: 2 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([top, bottom, k]): [string, string] => {
      const [t, b] = [product(top), product(bottom)];
      return [`y = ${k}${t}/(${b})`, `${k}*${py(t)}/(${py(b)})`];
    }),
);

/** Our features as SymPy's: name → sorted lists of numbers. */
const ours = (text: string): Record<string, number[][]> => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  const out: Record<string, number[][]> = {};
  for (const s of r.value.solutions) {
    const t = s.tree;
    const values = (n: MathNode): number[] => {
      if (n.type === 'point') return n.coords.map((c) => evaluateMath(c));
      if (n.type === 'relation') {
        const right = n.operands[1] as MathNode;
        // (x, y) ≈ (a, b)
        if (right.type === 'point') return right.coords.map((c) => evaluateMath(c));
        // y = mx + c as [m, c]
        if (s.name === 'slant asymptote') {
          const c = evaluateMath(right, { x: 0 });
          return [evaluateMath(right, { x: 1 }) - c, c];
        }
        return [s.value ?? evaluateMath(right)];
      }
      return [s.value ?? evaluateMath(n)];
    };
    const name = s.name as string;
    out[name] = [...(out[name] ?? []), values(t)];
  }
  for (const k of Object.keys(out))
    (out[k] as number[][]).sort(
      (a, b) => (a[0] as number) - (b[0] as number) || (a[1] ?? 0) - (b[1] ?? 0),
    );
  return out;
};

const close = (a: Record<string, number[][]>, b: Record<string, number[][]>): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const [u, v] = [a[k] ?? [], b[k] ?? []];
    if (u.length !== v.length) return false;
    for (let i = 0; i < u.length; i++) {
      const [p, q] = [u[i] as number[], v[i] as number[]];
      if (p.length !== q.length) return false;
      // A feature given in decimals has six significant digits.
      if (p.some((x, j) => Math.abs(x - (q[j] as number)) > 1e-5 * Math.max(1, Math.abs(x))))
        return false;
    }
  }
  return true;
};

describe('a graph’s features against SymPy', () => {
  it('names SymPy’s features, and only those, for typed and 160 generated functions', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 160, seed: 20261128 })];
    const want = runPython<Record<string, number[][]>[]>(
      PYTHON,
      problems.map(([, py]) => py),
      120_000,
    );
    const wrong: string[] = [];
    problems.forEach(([text], i) => {
      const got = ours(text);
      const expected = want[i] as Record<string, number[][]>;
      // A function that cancels down to a constant (2(x−1)/(x−1)) has no slope named by SymPy.
      if (!close(got, expected))
        wrong.push(`${text}: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`);
    });
    expect(wrong).toEqual([]);
  });
});
