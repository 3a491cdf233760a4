/**
 * Matrices against SymPy (the slow project: it starts python3): Matrix.det, .inv(), .T, products,
 * powers (negative ones through the inverse), sums, multiples, .rank() and linsolve for A x = b,
 * for problems typed as students type them and generated ones (2×2 to 4×4, whole numbers,
 * fractions and decimals). Every exact answer must be SymPy's, and so must "singular", "no
 * solution" and "infinitely many".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { contains, evalExact, hasVariable } from '../../../algebra/reading';
import * as E from '../../../math/exact';
import type { MathNode } from '../../../math/tree';
import { readProblem } from '../../readProblem';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Matrix, Rational, symbols, linsolve
def rows(m): return [[str(x) for x in r] for r in m.tolist()]
out = []
for op, a, b, k in json.loads(sys.stdin.read()):
    A = Matrix([[Rational(x) for x in r] for r in a])
    B = Matrix([[Rational(x) for x in r] for r in b]) if b else None
    if op == 'det': got = str(A.det())
    elif op == 'rank': got = str(A.rank())
    elif op == 'inv': got = 'singular' if A.det() == 0 else rows(A.inv())
    elif op == 'T': got = rows(A.T)
    elif op == 'mul': got = rows(A * B)
    elif op == 'add': got = rows(A + B)
    elif op == 'sub': got = rows(A - B)
    elif op == 'scale': got = rows(Rational(k) * A)
    elif op == 'pow': got = 'singular' if k < 0 and A.det() == 0 else rows(A ** k)
    else:
        xs = symbols('x0:%d' % A.cols)
        found = linsolve((A, B), *xs)
        if not found: got = 'none'
        else:
            (s,) = list(found)
            got = 'family' if any(v.free_symbols for v in s) else [str(v) for v in s]
    out.append(got)
print(json.dumps(out))
`;

type Op = 'det' | 'rank' | 'inv' | 'T' | 'mul' | 'add' | 'sub' | 'scale' | 'pow' | 'solve';
/** A problem: as typed, what SymPy is asked, and the power or the multiple where there is one. */
type Problem = [string, Op, (number | string)?];

/** As students type them. */
const TYPED: Problem[] = [
  ['det [[1,2],[3,4]]', 'det'],
  ['det [[2, -1, 0], [1, 3, 2], [0, 1, 4]]', 'det'],
  ['det [[1,0,2,-1],[3,0,0,5],[2,1,4,-3],[1,0,5,0]]', 'det'],
  ['[[1,2],[3,4]]^-1', 'inv'],
  ['inverse [[2,1,1],[1,3,2],[1,0,0]]', 'inv'],
  ['inverse [[1,2],[2,4]]', 'inv'],
  ['transpose [[1,2,3],[4,5,6]]', 'T'],
  ['[[1,2],[3,4]]*[[5,6],[7,8]]', 'mul'],
  ['[[1,2,3],[4,5,6]] [[7,8],[9,10],[11,12]]', 'mul'],
  ['[[1,2],[3,4]]^2', 'pow', 2],
  ['[[1,1],[1,0]]^10', 'pow', 10],
  ['[[1,2],[3,4]] + [[1,0],[0,1]]', 'add'],
  ['2[[1,2],[3,4]]', 'scale', '2'],
  ['rank [[1,2],[2,4]]', 'rank'],
  ['[[2,1],[1,-1]] x = [5,1]', 'solve'],
  ['solve [[2,1],[1,-1]] [x, y] = [5, 1]', 'solve'],
  ['[[1,1,1],[0,2,5],[2,5,-1]] [x,y,z] = [6,-4,27]', 'solve'],
  ['[[1,2],[2,4]] [x, y] = [3, 6]', 'solve'],
  ['[[1,2],[2,4]] [x, y] = [3, 7]', 'solve'],
  ['[[1, 1/2], [0.5, 2]] [x, y] = [1, 3]', 'solve'],
];

const entry = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -9, max: 9 }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 2, max: 5 }))
      .map(([p, q]) => `${p}/${q}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: -19, max: 19 }).map((k) => (k / 2).toFixed(1)) },
);
const matrix = (rows: number, cols: number) =>
  fc.array(fc.array(entry, { minLength: cols, maxLength: cols }), {
    minLength: rows,
    maxLength: rows,
  });
const size = fc.integer({ min: 2, max: 4 });
/** The matrix with its last row made the first again (so det 0 and rank below full), when asked. */
const repeated = (m: string[][], repeat: boolean): string[][] =>
  repeat ? [...m.slice(0, -1), m[0] as string[]] : m;
const typed = (m: string[][]): string => `[${m.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
const LETTERS = ['x', 'y', 'z', 'w'];

const generated: fc.Arbitrary<Problem> = fc.oneof(
  fc
    .tuple(size, fc.boolean(), fc.boolean())
    .chain(([n, words, repeat]) =>
      matrix(n, n).chain((m) =>
        fc.constantFrom<Problem>(
          [`det ${typed(repeated(m, repeat))}`, 'det'],
          [
            words ? `inverse ${typed(repeated(m, repeat))}` : `${typed(repeated(m, repeat))}^-1`,
            'inv',
          ],
          [`rank ${typed(repeated(m, repeat))}`, 'rank'],
        ),
      ),
    ),
  fc
    .tuple(size, size, size, fc.boolean())
    .chain(([r, c, k, spaced]) =>
      fc
        .tuple(matrix(r, c), matrix(c, k))
        .map(([a, b]): Problem => [`${typed(a)}${spaced ? ' ' : '*'}${typed(b)}`, 'mul']),
    ),
  fc
    .tuple(size, size, fc.boolean())
    .chain(([r, c, minus]) =>
      fc
        .tuple(matrix(r, c), matrix(r, c))
        .map(
          ([a, b]): Problem => [
            `${typed(a)} ${minus ? '-' : '+'} ${typed(b)}`,
            minus ? 'sub' : 'add',
          ],
        ),
    ),
  fc
    .tuple(size, size, fc.integer({ min: -5, max: 5 }))
    .chain(([r, c, k]) =>
      matrix(r, c).map((m): Problem => [`${k}${typed(m)}`, 'scale', String(k)]),
    ),
  fc
    .tuple(size, size)
    .chain(([r, c]) => matrix(r, c).map((m): Problem => [`transpose ${typed(m)}`, 'T'])),
  fc
    .tuple(fc.integer({ min: 2, max: 3 }), fc.integer({ min: -2, max: 4 }))
    .chain(([n, k]) => matrix(n, n).map((m): Problem => [`${typed(m)}^${k}`, 'pow', k])),
  // A x = b, sometimes with a row repeated and the same right side (infinitely many solutions,
  // or one) or another (none).
  fc.tuple(size, size, fc.boolean(), fc.constantFrom(0, 1, 2)).chain(([r, c, named, repeat]) =>
    fc.tuple(matrix(r, c), matrix(r, 1)).map(([a, b]): Problem => {
      const right =
        repeat === 1
          ? repeated(b, true)
          : repeat === 2
            ? [...b.slice(0, -1), [`${b[0]?.[0]}1`]]
            : b;
      const unknowns = named ? `[${LETTERS.slice(0, c).join(', ')}]` : 'x';
      return [
        `${typed(repeated(a, repeat > 0))} ${unknowns} = [${right.map((e) => e[0]).join(', ')}]`,
        'solve',
      ];
    }),
  ),
);

/** The matrices typed in a problem, in order, their entries exactly (not a vector of unknowns). */
const typedMatrices = (text: string): string[][][] => {
  const read = readProblem(text);
  if (!read.ok || !read.value.tree) throw new Error(`${text} was not read`);
  const found: string[][][] = [];
  contains(read.value.tree, (node) => {
    if (node.type === 'matrix' && !hasVariable(node)) found.push(entries(node));
    return false;
  });
  return found;
};

/** An exact number as SymPy writes it: 3, -1/2. */
const exact = (node: MathNode): string => {
  const q = E.rational(evalExact(node));
  if (!q) throw new Error(`not a rational: ${JSON.stringify(node)}`);
  return q.q === 1n ? `${q.p}` : `${q.p}/${q.q}`;
};
const entries = (node: MathNode | undefined): string[][] => {
  if (node?.type !== 'matrix') throw new Error(`not a matrix: ${JSON.stringify(node)}`);
  return node.rows.map((r) => r.map(exact));
};

/** Our answer in SymPy's terms. */
const ours = (text: string, op: Op): unknown => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  const { solutions, outcome } = r.value;
  if (op === 'solve') {
    if (outcome === 'none') return 'none';
    if (outcome === 'family') return 'family';
    const only = solutions[0]?.tree;
    if (solutions.length === 1 && only?.type === 'relation')
      return entries(only.operands[1]).map((e) => e[0]);
    return solutions.map((s) => exact(s.exact as MathNode));
  }
  if (outcome === 'none') return 'singular';
  const tree = solutions[0]?.tree as MathNode;
  return op === 'det' || op === 'rank' ? exact(tree) : entries(tree);
};

describe('matrices against SymPy', () => {
  it('gives SymPy’s answer for 20 typed and 60 generated problems', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 60, seed: 20261128 })];
    const want = runPython<unknown[]>(
      PYTHON,
      problems.map(([text, op, k]) => {
        const [a, b] = typedMatrices(text);
        return [op, a, b ?? null, k ?? null];
      }),
    );
    const wrong = problems.flatMap(([text, op], i) => {
      const got = ours(text, op);
      return JSON.stringify(got) === JSON.stringify(want[i])
        ? []
        : [`${text}: ${JSON.stringify(got)} vs ${JSON.stringify(want[i])}`];
    });
    expect(wrong).toEqual([]);
    // The problems reach every operation and every outcome.
    const seen = new Set(
      problems.map(([, op], i) =>
        op === 'solve' || op === 'inv'
          ? `${op}:${typeof want[i] === 'string' ? want[i] : 'values'}`
          : op,
      ),
    );
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'T',
        'add',
        'det',
        'inv:singular',
        'inv:values',
        'mul',
        'pow',
        'rank',
        'scale',
        'solve:family',
        'solve:none',
        'solve:values',
      ]),
    );
  });
});
