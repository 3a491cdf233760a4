/**
 * Rearranged formulas against SymPy (the slow project: it starts python3): sympy.solve of the same
 * formula for the same letter, compared at random values of the other letters, for formulas typed
 * as students type them and generated ones (a letter to the first power in sums of products, and
 * squared). Every solution the solver gives must be one of SymPy's there, and as many.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import symbols, sympify, solve, Eq, pi, Symbol
out = []
for formula, letter, values in json.loads(sys.stdin.read()):
    left, right = formula.split('=')
    names = {n: Symbol(n) for n in values}
    names[letter] = Symbol(letter)
    names['pi'] = pi
    eq = Eq(sympify(left, locals=names), sympify(right, locals=names))
    sols = solve(eq, names[letter])
    at = {names[n]: v for n, v in values.items()}
    values_at = [complex(s.subs(at)) for s in sols]
    out.append(sorted(v.real for v in values_at if abs(v.imag) < 1e-12))
print(json.dumps(out))
`;

/** [typed, the formula in Python, the letter, values of the other letters]. */
type Problem = [string, string, string, Record<string, number>];

const TYPED: Problem[] = [
  ['v = u + at for t', 'v = u + a*t', 't', { v: 7, u: 2, a: 3 }],
  ['solve for t: v = u + at', 'v = u + a*t', 't', { v: -1, u: 4, a: 2.5 }],
  ['solve 2x+3y=6 for y', '2*x+3*y=6', 'y', { x: 1.5 }],
  ['make r the subject of A = pi r^2', 'A = pi*r**2', 'r', { A: 12 }],
  ['make h the subject of V = (1/3)pi r^2 h', 'V = pi*r**2*h/3', 'h', { V: 10, r: 2 }],
  ['make x the subject of ax + b = cx + d', 'a*x + b = c*x + d', 'x', { a: 5, b: 1, c: 2, d: 7 }],
  ['solve P = 2l + 2w for w', 'P = 2*l + 2*w', 'w', { P: 20, l: 3 }],
  ['solve E = mc^2 for c', 'E = m*c**2', 'c', { E: 9, m: 2 }],
  ['rearrange y = mx + c for x', 'y = m*x + c', 'x', { y: 4, m: -2, c: 1 }],
  ['make F the subject of C = 5(F - 32)/9', 'C = 5*(F - 32)/9', 'F', { C: 100 }],
];

const letter = fc.constantFrom('a', 'b', 'c', 'k', 'm', 'n');
const coefficient = fc.integer({ min: -6, max: 6 }).filter((k) => k !== 0);
const value = fc.integer({ min: 1, max: 9 });
const generated: fc.Arbitrary<Problem> = fc
  .tuple(letter, letter, coefficient, coefficient, fc.boolean(), value, value, value)
  .filter(([p, q]) => p !== q)
  .map(([p, q, j, k, squared, vp, vq, vy]): Problem => {
    // y = j·p·x^n + k·q, for x.
    const power = squared ? '^2' : '';
    const typed = `y = ${j}${p}x${power} + ${k}${q}`.replace('+ -', '- ');
    const python = `y = ${j}*${p}*x${squared ? '**2' : ''} + (${k})*${q}`;
    return [`${typed} for x`, python, 'x', { [p]: vp, [q]: vq, y: vy }];
  });

/** The solver's solutions at the values, as numbers, sorted; or its refusal. */
const ours = (text: string, values: Record<string, number>): number[] | string => {
  const r = solve(text);
  if (!r.ok) return `refused: ${r.error.message}`;
  return r.value.solutions
    .map((s) =>
      evaluateMath(
        (s.tree as Extract<MathNode, { type: 'relation' }>).operands[1] as MathNode,
        values,
      ),
    )
    .sort((a, b) => a - b);
};

describe('rearranged formulas against SymPy', () => {
  it('gives SymPy’s solutions for typed and 120 generated formulas', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<number[][]>(
      PYTHON,
      problems.map(([, formula, v, values]) => [formula, v, values]),
    );
    const wrong = problems.flatMap(([text, , , values], i) => {
      const got = ours(text, values);
      const expected = (want[i] as number[]).filter(Number.isFinite);
      // Where the root is of a negative number, the solver's real answer has no value there.
      const real = typeof got === 'string' ? got : got.filter(Number.isFinite);
      const same =
        typeof real !== 'string' &&
        real.length === expected.length &&
        real.every(
          (v, j) => Math.abs(v - (expected[j] as number)) <= 1e-9 * Math.max(1, Math.abs(v)),
        );
      return same ? [] : [`${text}: ${JSON.stringify(got)} vs SymPy ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
