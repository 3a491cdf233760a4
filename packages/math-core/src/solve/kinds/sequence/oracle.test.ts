/**
 * Sequences against SymPy (the slow project: it starts python3). For each sequence, typed as
 * students type them or generated (arithmetic and geometric, whole and fractional terms, any sign),
 * SymPy solves the recurrence the sequence follows (rsolve, from its first term) and sums it
 * (summation, to a number of terms, to m terms and to infinity). Every exact answer must be SymPy's:
 * a term, a sum, the nth-term and sum formulas at n = 1 … 8, the sum to infinity or that there is none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evalExact, exactAt } from '../../../algebra/reading';
import { n } from '../../../math/build';
import * as E from '../../../math/exact';
import type { Q } from '../../../math/rational';
import * as R from '../../../math/rational';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Function, Rational, Sum, oo, rsolve, summation, symbols
n, m = symbols('n m', integer=True, positive=True)
u = Function('u')
out = []
for kind, a, step, ask, k in json.loads(sys.stdin.read()):
    a, step = Rational(a), Rational(step)
    rule = u(n + 1) - u(n) - step if kind == 'arithmetic' else u(n + 1) - step * u(n)
    f = rsolve(rule, u(n), {u(1): a})
    if ask == 'term': got = [str(f.subs(n, k))]
    elif ask == 'sum': got = [str(summation(f, (n, 1, k)))]
    elif ask == 'nth': got = [str(f.subs(n, i)) for i in range(1, 9)]
    elif ask == 'sumN':
        s = summation(f, (n, 1, m))
        got = [str(s.subs(m, i).simplify()) for i in range(1, 9)]
    else:
        s = summation(f, (n, 1, oo))
        got = [str(s) if s.is_finite and not isinstance(s, Sum) else 'none']
    out.append(got)
print(json.dumps(out))
`;

type Kind = 'arithmetic' | 'geometric';
type Ask = 'term' | 'sum' | 'nth' | 'sumN' | 'infinity';
/** [typed, kind, first term, difference or ratio, asked, k] */
type Problem = [string, Kind, string, string, Ask, number];

const TYPED: Problem[] = [
  ['the 10th term of 3, 7, 11, …', 'arithmetic', '3', '4', 'term', 10],
  ['Find the 25th term of 100, 97, 94, ...', 'arithmetic', '100', '-3', 'term', 25],
  ['nth term of 5, 2, -1, -4', 'arithmetic', '5', '-3', 'nth', 0],
  ['find the nth term of 2, 6, 18, ...', 'geometric', '2', '3', 'nth', 0],
  ['the sum of the first 20 terms of 5, 8, 11, ...', 'arithmetic', '5', '3', 'sum', 20],
  ['sum of the first 8 terms of 1, 0.5, 0.25', 'geometric', '1', '1/2', 'sum', 8],
  ['sum of the first n terms of 3, 7, 11', 'arithmetic', '3', '4', 'sumN', 0],
  ['sum of the first n terms of 2, 6, 18', 'geometric', '2', '3', 'sumN', 0],
  ['sum to infinity of 8, 4, 2, 1', 'geometric', '8', '1/2', 'infinity', 0],
  ['the sum to infinity of 27, -9, 3, ...', 'geometric', '27', '-1/3', 'infinity', 0],
  ['sum to infinity of 3, 7, 11', 'arithmetic', '3', '4', 'infinity', 0],
  ['10th term of 2, -4, 8, ...', 'geometric', '2', '-2', 'term', 10],
  ['what is the 7th term of 1/2, 3/4, 1, ...', 'arithmetic', '1/2', '1/4', 'term', 7],
];

const rational = fc.oneof(
  fc.integer({ min: -20, max: 20 }).map((k) => R.int(k)),
  fc
    .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 2, max: 4 }))
    .map(([p, q]) => R.rat(BigInt(p), BigInt(q))),
);
const ratio = fc
  .tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: 1, max: 3 }))
  .map(([p, q]) => R.rat(BigInt(p), BigInt(q)))
  .filter((r) => !R.isZero(r) && !R.eq(r, R.ONE));
const text = (q: Q) => (q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`);
const WORDS: Record<Ask, (k: number) => string> = {
  term: (k) => `the ${k}th term of`,
  sum: (k) => `sum of the first ${k} terms of`,
  nth: () => 'nth term of',
  sumN: () => 'sum of the first n terms of',
  infinity: () => 'sum to infinity of',
};
const generated = fc
  .tuple(
    fc.constantFrom<Kind>('arithmetic', 'geometric'),
    rational.filter((a) => !R.isZero(a)),
    rational,
    ratio,
    fc.constantFrom<Ask>('term', 'sum', 'nth', 'sumN', 'infinity'),
    fc.integer({ min: 4, max: 30 }),
  )
  // A geometric sequence whose terms are all the same is arithmetic too: read as arithmetic.
  .filter(([kind, , d]) => kind === 'geometric' || !R.isZero(d))
  .map(([kind, a, d, r, ask, k]): Problem => {
    const step = kind === 'arithmetic' ? d : r;
    const terms = [0, 1, 2].map((i) =>
      kind === 'arithmetic' ? R.add(a, R.mul(R.int(i), d)) : R.mul(a, R.powInt(r, i)),
    );
    return [`${WORDS[ask](k)} ${terms.map(text).join(', ')}, …`, kind, text(a), text(step), ask, k];
  });

const exactText = (node: MathNode): string => {
  const q = E.rational(evalExact(node));
  return q ? text(q) : '?';
};
const atN = (formula: MathNode): string[] =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((i) => {
    const q = E.rational(exactAt(formula, { n: n(i) }));
    return q ? text(q) : '?';
  });

describe('sequences against SymPy', () => {
  it('gives SymPy’s terms, sums, formulas and sums to infinity for typed and 200 generated sequences', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 200, seed: 20261128 })];
    const want = runPython<string[][]>(
      PYTHON,
      problems.map(([, kind, a, step, ask, k]) => [kind, a, step, ask, k]),
    );
    const wrong = problems.flatMap(([typed, , , , ask], i) => {
      const r = solve(typed);
      if (!r.ok) return [`${typed}: ${r.error.message}`];
      const first = r.value.solutions[0];
      const got =
        ask === 'infinity' && r.value.outcome === 'none'
          ? ['none']
          : ask === 'nth' || ask === 'sumN'
            ? atN(first?.exact as MathNode)
            : [exactText(first?.exact as MathNode)];
      return got.join() === (want[i] as string[]).join()
        ? []
        : [`${typed}: ${got.join(', ')} vs SymPy ${(want[i] as string[]).join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });
});
