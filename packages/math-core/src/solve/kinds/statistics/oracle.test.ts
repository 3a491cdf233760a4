/**
 * A figure of a list against Python (the slow project: it starts python3): the statistics module
 * on exact fractions for the mean, median, modes, range and both variances, and SymPy's sqrt of
 * those for both standard deviations. Each answer's exact value must be Python's, to the digit.
 * Typed problems as students write them, and generated lists of integers and decimals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const PYTHON = `
import json, statistics, sys
from fractions import Fraction
from sympy import Rational, sqrt
out = []
for figure, values in json.loads(sys.stdin.read()):
    xs = [Fraction(v) for v in values]
    if figure == 'mean': got = [statistics.mean(xs)]
    elif figure == 'median': got = [statistics.median(xs)]
    elif figure == 'range': got = [max(xs) - min(xs)]
    elif figure == 'mode':
        modes = statistics.multimode(xs)
        got = [] if len(modes) == len(set(xs)) and len(set(xs)) > 1 else sorted(modes)
    elif figure == 'variance': got = [statistics.pvariance(xs), statistics.variance(xs)]
    else:
        got = [sqrt(Rational(statistics.pvariance(xs))), sqrt(Rational(statistics.variance(xs)))]
    out.append([float(g) for g in got])
print(json.dumps(out))
`;

/** As students type them: [typed, figure, values]. */
const TYPED: [string, string, string[]][] = [
  ['mean of 3,7,8,10', 'mean', ['3', '7', '8', '10']],
  ['the average of 3, 7, 8 and 10', 'mean', ['3', '7', '8', '10']],
  ['find the mean of 2.5, 3.5 and 6', 'mean', ['2.5', '3.5', '6']],
  ['median of 4, 1, 3', 'median', ['4', '1', '3']],
  ['median of 12, 5, 9, 1', 'median', ['12', '5', '9', '1']],
  ['mode of 1, 2, 2, 3, 3', 'mode', ['1', '2', '2', '3', '3']],
  ['mode of 7, 8, 9', 'mode', ['7', '8', '9']],
  ['range of -4, 10, 3', 'range', ['-4', '10', '3']],
  [
    'standard deviation of 2, 4, 4, 4, 5, 5, 7, 9',
    'stdev',
    ['2', '4', '4', '4', '5', '5', '7', '9'],
  ],
  ['variance of 1, 2, 3, 4', 'variance', ['1', '2', '3', '4']],
  [
    'What is the standard deviation of 10, 12, 23, 23, 16, 23, 21, 16?',
    'stdev',
    ['10', '12', '23', '23', '16', '23', '21', '16'],
  ],
];

const FIGURES = ['mean', 'median', 'mode', 'range', 'variance', 'stdev'] as const;
const WORDS = { stdev: 'standard deviation' } as Record<string, string>;
const generated = fc
  .tuple(
    fc.constantFrom(...FIGURES),
    fc.array(
      fc.oneof(
        fc.integer({ min: -100, max: 100 }).map(String),
        fc.integer({ min: -999, max: 999 }).map((k) => (k / 10).toFixed(1)),
      ),
      { minLength: 2, maxLength: 15 },
    ),
  )
  .map(([figure, values]): [string, string, string[]] => [
    `${WORDS[figure] ?? figure} of ${values.join(', ')}`,
    figure,
    values,
  ]);

describe('statistics of a list against Python', () => {
  it('gives Python’s exact figures for typed and 240 generated lists', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 240, seed: 20261128 })];
    const want = runPython<number[][]>(
      PYTHON,
      problems.map(([, figure, values]) => [figure, values]),
    );
    problems.forEach(([typed], i) => {
      const r = solve(typed);
      if (!r.ok) throw new Error(`${typed}: ${r.error.message}`);
      const got = r.value.solutions.map((s) => s.value as number);
      const expected = want[i] as number[];
      expect(got.length, typed).toBe(expected.length);
      got.forEach((g, j) => {
        const e = expected[j] as number;
        // Both are the double nearest the same exact value (or its square root).
        expect(Math.abs(g - e), `${typed}: ${g} vs ${e}`).toBeLessThanOrEqual(
          Math.abs(e) * 4 * Number.EPSILON,
        );
      });
    });
  });
});
