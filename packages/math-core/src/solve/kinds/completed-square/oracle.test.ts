/**
 * Completing the square against SymPy (the slow project: it starts python3). For quadratics typed
 * as students type them and generated ones (whole and fractional coefficients, any sign), SymPy
 * finds the vertex where the derivative is 0 and the value there; ours must be the same exact
 * point, and our completed square must equal the quadratic at several x, exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evalExact, exactAt } from '../../../algebra/reading';
import { n } from '../../../math/build';
import * as E from '../../../math/exact';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Rational, diff, solve, symbols, sympify
x = symbols('x')
out = []
for a, b, c, xs in json.loads(sys.stdin.read()):
    f = Rational(a) * x**2 + Rational(b) * x + Rational(c)
    h = solve(diff(f, x), x)[0]
    out.append([str(h), str(f.subs(x, h)), [str(f.subs(x, Rational(t))) for t in xs]])
print(json.dumps(out))
`;

/** [typed, a, b, c] with the coefficients as SymPy reads them. */
const TYPED: [string, string, string, string][] = [
  ['complete the square x^2+6x+2', '1', '6', '2'],
  ['complete the square 2x^2-8x+3', '2', '-8', '3'],
  ['write x^2+5x-1 in vertex form', '1', '5', '-1'],
  ['find the vertex of y = x^2-4x+1', '1', '-4', '1'],
  ['axis of symmetry of f(x) = -x^2+2x+5', '-1', '2', '5'],
  ['the vertex of y = 3x^2 + 6x', '3', '6', '0'],
  ['Complete the square for 4x^2 + 12x + 1', '4', '12', '1'],
  ['express x^2 - 3x + 7 in the form (x+p)^2 + q', '1', '-3', '7'],
  ['vertex of y = 1/2x^2 - x + 3', '1/2', '-1', '3'],
  ['complete the square 5 - 4x - x^2', '-1', '-4', '5'],
];

const coefficient = fc.oneof(
  fc.integer({ min: -12, max: 12 }).map(String),
  fc
    .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 2, max: 5 }))
    .map(([p, q]) => `${p}/${q}`),
);
const term = (c: string, power: string): string => {
  const [sign, size] = c.startsWith('-') ? ['-', c.slice(1)] : ['+', c];
  return `${sign}${size.includes('/') ? `(${size})` : size}${power}`;
};
const generated = fc
  .tuple(
    coefficient.filter((a) => !/^-?0(?:\/|$)/.test(a)),
    coefficient,
    coefficient,
    fc.constantFrom('complete the square ', 'vertex of y = ', 'axis of symmetry of '),
  )
  .map(([a, b, c, words]): [string, string, string, string] => [
    `${words}${term(a, 'x^2')}${term(b, 'x')}${term(c, '')}`.replace(/= \+|square \+|of \+/, (m) =>
      m.slice(0, -1),
    ),
    a,
    b,
    c,
  ]);

const XS = ['0', '3', '-3.5'];
const exactText = (node: MathNode): string => {
  const q = E.rational(evalExact(node));
  if (!q) throw new Error('not rational');
  return q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`;
};

describe('completing the square against SymPy', () => {
  it('gives SymPy’s vertex, and a completed square equal to the quadratic, for typed and 150 generated ones', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 150, seed: 20261128 })];
    const want = runPython<[string, string, string[]][]>(
      PYTHON,
      problems.map(([, a, b, c]) => [a, b, c, XS]),
    );
    const wrong = problems.flatMap(([text, a, b, c], i) => {
      const r = solve(text);
      if (!r.ok) return [`${text}: ${r.error.message}`];
      const [h, k, values] = want[i] as [string, string, string[]];
      const named = (name: string) => r.value.solutions.find((s) => s.name === name)?.tree;
      const vertex = named('vertex') as Extract<MathNode, { type: 'point' }>;
      const got = vertex.coords.map(exactText);
      const problems: string[] = [];
      if (got[0] !== h || got[1] !== k) problems.push(`vertex (${got}) vs (${h}, ${k})`);
      const completed = solve(`complete the square ${term(a, 'x^2')}${term(b, 'x')}${term(c, '')}`);
      if (!completed.ok) return [`${text}: ${completed.error.message}`];
      const square = completed.value.solutions[0]?.tree as MathNode;
      const at = XS.map((t) => E.rational(exactAt(square, { x: n(t) })));
      const ours = at.map((q) => (q ? (q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`) : '?'));
      if (ours.join() !== values.join()) problems.push(`values ${ours} vs ${values}`);
      return problems.length ? [`${text}: ${problems.join('; ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
