/**
 * Questions about two points against SymPy (the slow project: it starts python3): Point.distance,
 * Point.midpoint, Line.slope and the line's equation, for points typed as students type them and
 * generated ones (whole numbers and decimals). Each exact answer must be SymPy's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { evaluateMath } from '../../../math/evaluateMath';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Point, Line, Rational, nsimplify, symbols, solve
x, y = symbols('x y')
out = []
for asked, coords in json.loads(sys.stdin.read()):
    p, q = Point(*[Rational(c) for c in coords[:2]]), Point(*[Rational(c) for c in coords[2:]])
    if asked == 'slope': got = [float(Line(p, q).slope)]
    elif asked == 'distance': got = [float(p.distance(q))]
    elif asked == 'midpoint': got = [float(c) for c in p.midpoint(q)]
    else:
        eq = Line(p, q).equation(x, y)
        ys = solve(eq, y)
        got = [float(ys[0].subs(x, 0)), float(ys[0].subs(x, 1))] if ys else [float(solve(eq, x)[0])] * 2
    out.append(got)
print(json.dumps(out))
`;

/** As students type them: [typed, asked, x1, y1, x2, y2]. */
const TYPED: [string, string, string[]][] = [
  ['slope between (1,2) and (4,8)', 'slope', ['1', '2', '4', '8']],
  ['What is the slope between (-1, 2.5) and (3, -4)?', 'slope', ['-1', '2.5', '3', '-4']],
  ['the gradient of the line joining (0,1) and (2,5)', 'slope', ['0', '1', '2', '5']],
  ['the distance between (0, 0) and (3, 4)', 'distance', ['0', '0', '3', '4']],
  ['distance between (1,2) and (4,8)', 'distance', ['1', '2', '4', '8']],
  ['distance from (-2, -3) to (4, 5)', 'distance', ['-2', '-3', '4', '5']],
  ['midpoint of (1, 2) and (3, 8)', 'midpoint', ['1', '2', '3', '8']],
  ['Find the midpoint between (2,4) & (6,-2)', 'midpoint', ['2', '4', '6', '-2']],
  ['find the equation of the line through (2, 3) and (5, 7)', 'line', ['2', '3', '5', '7']],
  ['line through (1,2) and (1,7)', 'line', ['1', '2', '1', '7']],
  [
    'equation of the line passing through (0.5, 1) and (2, -0.5)',
    'line',
    ['0.5', '1', '2', '-0.5'],
  ],
];

const coordinate = fc.oneof(
  fc.integer({ min: -20, max: 20 }).map(String),
  fc.integer({ min: -99, max: 99 }).map((k) => (k / 10).toFixed(1)),
);
const WORDS: Record<string, string> = {
  slope: 'slope between',
  distance: 'distance between',
  midpoint: 'midpoint of',
  line: 'line through',
};
const generated = fc
  .tuple(
    fc.constantFrom('slope', 'distance', 'midpoint', 'line'),
    fc.array(coordinate, { minLength: 4, maxLength: 4 }),
  )
  // Two different points, and a slope only where the line is not vertical.
  .filter(
    ([asked, c]) =>
      !(Number(c[0]) === Number(c[2]) && (asked === 'slope' || Number(c[1]) === Number(c[3]))),
  )
  .map(([asked, c]): [string, string, string[]] => [
    `${WORDS[asked]} (${c[0]}, ${c[1]}) and (${c[2]}, ${c[3]})`,
    asked,
    c,
  ]);

/** Our answer in SymPy's numbers. */
const ours = (text: string, asked: string): number[] => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  const tree = r.value.solutions[0]?.tree as MathNode;
  if (tree.type === 'point') return tree.coords.map((c) => evaluateMath(c));
  const [left, right] = (tree as Extract<MathNode, { type: 'relation' }>).operands as [
    MathNode,
    MathNode,
  ];
  if (asked !== 'line') return [evaluateMath(right)];
  if (left.type === 'variable' && left.name === 'x')
    return [evaluateMath(right), evaluateMath(right)];
  return [0, 1].map((t) => evaluateMath(right, { x: t }));
};

describe('questions about two points against SymPy', () => {
  it('gives SymPy’s slope, distance, midpoint and line for typed and 120 generated points', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 120, seed: 20261128 })];
    const want = runPython<number[][]>(
      PYTHON,
      problems.map(([, asked, c]) => [asked, c]),
    );
    const wrong = problems.flatMap(([text, asked], i) => {
      const got = ours(text, asked);
      const expected = want[i] as number[];
      const same =
        got.length === expected.length &&
        got.every(
          (v, j) => Math.abs(v - (expected[j] as number)) <= 1e-9 * Math.max(1, Math.abs(v)),
        );
      return same ? [] : [`${text}: ${got} vs ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
