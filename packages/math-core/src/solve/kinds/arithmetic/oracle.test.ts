/**
 * Factorials and binomial coefficients against SymPy (the slow project: it starts python3): the
 * problems as students type them, written by hand, and generated expressions of n! and C(n, k).
 * The answer must be SymPy's exact value, digit for digit; the examples and steps are in test.ts
 * beside this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const SYMPY = `
import json, sys
from sympy import binomial, factorial, sympify
out = []
for text in json.loads(sys.stdin.read()):
    value = sympify(text, locals={'binomial': binomial, 'factorial': factorial}, rational=True)
    out.append(str(value))
print(json.dumps(out))
`;

/** As students type them. */
const TYPED: [typed: string, sympy: string][] = [
  ['5!', 'factorial(5)'],
  ['0!', 'factorial(0)'],
  ['10!', 'factorial(10)'],
  ['what is 7!?', 'factorial(7)'],
  ['5!/3!', 'factorial(5)/factorial(3)'],
  ['(3!)!', 'factorial(factorial(3))'],
  ['2*4!+1', '2*factorial(4)+1'],
  ['5 choose 2', 'binomial(5, 2)'],
  ['52 choose 5', 'binomial(52, 5)'],
  ['C(10,3)', 'binomial(10, 3)'],
  ['6C6', 'binomial(6, 6)'],
  ['nCr(49, 6)', 'binomial(49, 6)'],
  ['1/10!', '1/factorial(10)'],
  ['100!/98!', 'factorial(100)/factorial(98)'],
];

/** n!, C(n, k) and sums, products and quotients of them, as typed and as SymPy reads them. */
const counting = fc.oneof(
  fc.integer({ min: 0, max: 40 }).map((n) => [`${n}!`, `factorial(${n})`] as const),
  fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }))
    .filter(([n, k]) => k <= n)
    .map(([n, k]) => [`${n} choose ${k}`, `binomial(${n}, ${k})`] as const),
);
const generated = fc
  .tuple(counting, fc.constantFrom('+', '-', '*', '/'), counting)
  .map(([[a, sa], op, [b, sb]]) => [`${a} ${op} (${b})`, `(${sa}) ${op} (${sb})`] as const);

describe('factorials and binomial coefficients against SymPy', () => {
  it('give SymPy’s exact value for typed and 150 generated problems', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 150, seed: 20261128 })] as [
      string,
      string,
    ][];
    const want = runPython<string[]>(
      SYMPY,
      problems.map(([, sympy]) => sympy),
    );
    problems.forEach(([typed], i) => {
      const r = solve(typed);
      const answer = r.ok ? r.value.answer : `refused: ${r.error.message}`;
      // The solver writes a fraction above 1 as a mixed number: compare its value.
      const exact = r.ok ? r.value.solutions[0]?.exact : undefined;
      expect(exact ? exactText(exact) : answer, typed).toBe(want[i]);
    });
  });
});

/** A whole number or a fraction as SymPy writes it (−3/4, 120), from the answer's tree. */
function exactText(node: MathNode): string {
  if (node.type === 'number') return node.value;
  if (node.type === 'neg') return `-${exactText(node.arg)}`;
  if (node.type === 'fraction') return `${exactText(node.num)}/${exactText(node.den)}`;
  if (node.type === 'mixed')
    return `${BigInt(node.whole) * BigInt(node.den) + BigInt(node.num)}/${node.den}`;
  throw new Error(`not a rational answer: ${node.type}`);
}
