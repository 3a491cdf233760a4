/**
 * Composite functions against SymPy (the slow project: it starts python3). For pairs typed as
 * students type them and generated ones (polynomials of degree up to 2 with whole coefficients),
 * SymPy substitutes g into f and expands (f.subs(x, g).expand()); our composite must be SymPy's at
 * x = −2 … 3, exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { exactly, substitute } from '../../../algebra/reading';
import { n } from '../../../math/build';
import * as E from '../../../math/exact';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const XS = [-2, -1, 0, 1, 2, 3];

const PYTHON = `
import json, sys
from sympy import symbols, sympify
x = symbols('x')
out = []
for f, g in json.loads(sys.stdin.read()):
    h = sympify(f).subs(x, sympify(g)).expand()
    out.append([str(h.subs(x, t)) for t in ${JSON.stringify(XS)}])
print(json.dumps(out))
`;

/** [typed, f as SymPy reads it, g as SymPy reads it] (f the outer function). */
const TYPED: [string, string, string][] = [
  ['f(g(x)) where f(x) = x^2 and g(x) = x + 1', 'x**2', 'x + 1'],
  ['find (f∘g)(x) if f(x) = 2x + 1 and g(x) = x^2', '2*x + 1', 'x**2'],
  ['f(x) = 2x + 1, g(x) = x^2, find g(f(x))', 'x**2', '2*x + 1'],
  ['fog(x) if f(x)=3x-2 and g(x)=x^2+1', '3*x - 2', 'x**2 + 1'],
  ['f(f(x)) if f(x) = 2x - 5', '2*x - 5', '2*x - 5'],
  ['f(x) = 1/(x+5) and g(x) = x - 3, find f(g(x))', '1/(x + 5)', 'x - 3'],
];

const poly = fc
  .array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 3 })
  .filter((cs) => cs.slice(1).some((c) => c !== 0))
  .map((cs) => {
    const terms = cs.map((c, k) => [c, k] as const).filter(([c]) => c !== 0);
    const typed = terms
      .map(
        ([c, k]) => `${c < 0 ? '-' : '+'}${Math.abs(c)}${k === 0 ? '' : k === 1 ? 'x' : `x^${k}`}`,
      )
      .join('')
      .replace(/^\+/, '');
    return [typed, terms.map(([c, k]) => `(${c})*x**${k}`).join(' + ')] as const;
  });
const generated = fc
  .tuple(poly, poly)
  .map(([f, g]): [string, string, string] => [
    `f(g(x)) where f(x) = ${f[0]} and g(x) = ${g[0]}`,
    f[1],
    g[1],
  ]);

const exactText = (node: MathNode, t: number): string => {
  // Undefined there (a zero denominator) is SymPy's complex infinity, zoo.
  const value = exactly(substitute(node, { x: n(t) }));
  if (value === undefined) return 'zoo';
  const q = E.rational(value);
  return q ? (q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`) : '?';
};

describe('composite functions against SymPy', () => {
  it('gives SymPy’s composite for typed pairs and 120 generated ones', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<string[][]>(
      PYTHON,
      problems.map(([, f, g]) => [f, g]),
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      if (!r.ok) return [`${text}: ${r.error.message}`];
      const value = r.value.solutions[0]?.exact as MathNode;
      const got = XS.map((t) => exactText(value, t));
      return got.join() === (want[i] as string[]).join()
        ? []
        : [`${text}: ${got} vs SymPy ${want[i]}`];
    });
    expect(wrong).toEqual([]);
  });
});
