/**
 * The polynomial-fraction toolkit (`src/algebra/rationalForm.ts`) against SymPy on generated
 * polynomials (the slow project: it starts python3): division with remainder, gcd, real zeros
 * (exact where they can be) and a tree read as a fraction. The worked examples are in
 * test/rational-form.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { randomNumbers } from '../../src/_lib/random';
import * as P from '../../src/algebra/poly';
import {
  divMod,
  gcdPoly,
  readFraction,
  realRoots,
  realZeros,
} from '../../src/algebra/rationalForm';
import { parseMath } from '../../src/math/parseMath';
import * as R from '../../src/math/rational';
import type { MathNode } from '../../src/math/tree';
import { readRatio } from '../../src/plot/ratio';
import { coeffs } from '../polynomials';
import { runPython } from '../python';

const SCRIPT = `
import json, sys
from sympy import Poly, Rational, Symbol, div, gcd, real_roots, factor_list, sympify, together, fraction, expand, simplify
x = Symbol('x')
def poly(cs):
    return Poly([Rational(c) for c in cs], x)
def coeffs(p):
    p = Poly(p, x)
    return ['0'] if p.is_zero else [str(c) for c in p.all_coeffs()]
out = []
for job in json.loads(sys.stdin.read()):
    a, b = poly(job['a']), poly(job['b'])
    q, r = div(a, b)
    g = gcd(a, b)
    g = g.monic() if not g.is_zero else g
    roots = sorted(set(float(t) for t in real_roots(a))) if a.degree() > 0 else []
    # Real zeros the solver can write exactly: those of linear and quadratic irreducible factors.
    inexact = any(f.degree() > 2 and len(real_roots(f)) > 0 for f, _ in factor_list(a)[1])
    out.append({'q': coeffs(q), 'r': coeffs(r), 'g': coeffs(g), 'roots': roots, 'inexact': inexact})
print(json.dumps(out))
`;

const SAME = `
import json, sys
from sympy import Symbol, sympify, simplify
x = Symbol('x')
print(json.dumps([bool(simplify(sympify(f) - sympify(n) / sympify(d)) == 0) for f, n, d in json.loads(sys.stdin.read())]))
`;

const python = <T>(script: string, input: unknown): T => {
  return runPython<T>(script, input, 240_000);
};

/** A polynomial in x with small whole coefficients, of the given degree. */
const randomPoly = (random: () => number, degree: number): P.Poly => {
  const terms: P.Poly = [];
  for (let k = 0; k <= degree; k++) {
    let c = Math.floor(random() * 9) - 4;
    if (k === degree && c === 0) c = 1;
    terms.push({ mono: k === 0 ? {} : { x: k }, c: R.int(c) });
  }
  return P.add(terms, []);
};

const tree = (text: string): MathNode => {
  const read = parseMath(text);
  if (!read.ok) throw new Error(text);
  return read.value;
};

/** A polynomial as text both the parser and SymPy read. */
const ascii = (p: P.Poly): string =>
  p.length === 0
    ? '0'
    : p
        .map((t) => `(${t.c.p}/${t.c.q})*x**${t.mono.x ?? 0}`)
        .join(' + ')
        .replace(/\*\*/g, '^');

describe('rationalForm: one polynomial-fraction toolkit', () => {
  it('division with remainder, gcd and real zeros agree with SymPy on generated polynomials', () => {
    const random = randomNumbers(20261127);
    const jobs: { a: P.Poly; b: P.Poly }[] = [];
    for (let i = 0; i < 80; i++) {
      // A common factor, so that the gcd is not always 1, and repeated factors now and then.
      const common = randomPoly(random, Math.floor(random() * 3));
      const a = P.mul(common, randomPoly(random, 1 + Math.floor(random() * 4)));
      const b = P.mul(common, randomPoly(random, Math.floor(random() * 3)));
      jobs.push({ a: i % 5 === 0 ? P.mul(a, common) : a, b });
    }
    const verdicts = python<
      { q: string[]; r: string[]; g: string[]; roots: number[]; inexact: boolean }[]
    >(
      SCRIPT,
      jobs.map((j) => ({ a: coeffs(j.a), b: coeffs(j.b) })),
    );
    let inexact = 0;
    jobs.forEach(({ a, b }, i) => {
      const v = verdicts[i] as (typeof verdicts)[number];
      const { quotient, remainder } = divMod(a, b, 'x');
      expect(coeffs(quotient)).toEqual(v.q);
      expect(coeffs(remainder)).toEqual(v.r);
      expect(coeffs(gcdPoly(a, b, 'x'))).toEqual(v.g);
      const roots = realRoots(a, 'x');
      expect(roots.length).toBe(v.roots.length);
      roots.forEach((r, k) => {
        expect(Math.abs(r.value - (v.roots[k] as number))).toBeLessThan(1e-9);
      });
      // Exact zeros unless SymPy finds one on a factor of degree 3 or more; then realZeros refuses.
      if (v.inexact) {
        inexact += 1;
        expect(() => realZeros(a, 'x')).toThrow(/cannot find exactly where/);
      } else expect(realZeros(a, 'x').length).toBe(v.roots.length);
    });
    expect(inexact).toBeGreaterThan(0);
  });

  it('reads a tree as a fraction equal to it, with up to the allowed power of x', () => {
    const random = randomNumbers(7);
    const cases: [string, string, string][] = [];
    for (let i = 0; i < 30; i++) {
      const [p, q, s] = [1, 1, 1].map((d) => ascii(randomPoly(random, d)));
      const text = `(${p})/(${q}) - (${s})/(${q})^2 + x^${8 + (i % 3)}`;
      const read = readRatio(tree(text), 'x');
      if (!read) throw new Error(`not read: ${text}`);
      cases.push([
        text.replace(/\^/g, '**'),
        ascii(read.num).replace(/\^/g, '**'),
        ascii(read.den).replace(/\^/g, '**'),
      ]);
    }
    expect(python<boolean[]>(SAME, cases).every(Boolean)).toBe(true);
    // The solver stops at the 8th power; a graph reads up to the 12th and samples past it:
    // x¹¹ + 1/x is (x¹² + 1)/x, while x¹² + 1/x would need x¹³.
    expect(() => readFraction(tree('x^9 + 1/x'), 'x')).toThrow(/whole numbers up to 8/);
    expect(readRatio(tree('x^11 + 1/x'), 'x')).toBeDefined();
    expect(readRatio(tree('x^12 + 1/x'), 'x')).toBeUndefined();
  });
});
