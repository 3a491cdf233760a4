/**
 * A figure of a list of numbers, as typed: `mean(3, 7, 8, 10)` = 7, or in words ("the average of
 * 3, 7, 8 and 10", "median of …", "mode of …", "range of …", "standard deviation of …", "variance
 * of …"). Worked out exactly by the function the site's Statistics tool uses, with its steps, and
 * linked to that tool with the numbers filled in. A standard deviation or a variance is given both
 * ways, named: the population's (σ, dividing by n) and the sample's (s, dividing by n − 1).
 *
 * The kind checks its answers itself: each figure is worked out again from the numbers in floating
 * point, by its definition, and must agree.
 */
import { evalExact, hasVariable } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { eq, list, variable } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import { type Solution, solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { MAX_STATISTICS_VALUES, statistics } from '../../../statistics/statistics';
import { type AnswerParam, type AnswerWords, answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { STATISTICS_ANSWERS } from './answers';
import { STATISTICS_REFUSALS } from './refusals';

/** The figures asked for by name, and the heading of each. */
const FIGURES = {
  mean: 'Mean',
  median: 'Median',
  mode: 'Mode',
  range: 'Range',
  stdev: 'Standard deviation',
  variance: 'Variance',
} as const;
type Figure = keyof typeof FIGURES;

/** Each figure's name in a sentence, by its sentence's id (said in a language by that id). */
const FIGURE_NAMES = {
  mean: 'figureMean',
  median: 'figureMedian',
  mode: 'figureMode',
  range: 'figureRange',
  stdev: 'figureStdev',
  variance: 'figureVariance',
} as const satisfies Record<Figure, keyof typeof STATISTICS_REFUSALS>;

type Asked = Extract<MathNode, { type: 'function' }> & { name: Figure };

const isAsked = (tree: MathNode): tree is Asked =>
  tree.type === 'function' && Object.hasOwn(FIGURES, tree.name);

export const statisticsKind: Kind<'statistics'> = {
  id: 'statistics',
  title: (problem) => (isAsked(problem) ? problem.name : 'statistics'),
  titles: /* @__PURE__ */ Object.assign({ statistics: 'Statistics' }, FIGURES),
  methods: {
    mean: 'mean',
    median: 'median',
    mode: 'mode',
    range: 'range',
    stdev: 'standard deviation',
    variance: 'variance',
    populationAndSample: '{figure}, of the population and of a sample',
  },
  practice: null,
  check: 'own',
  example: 'mean of 3, 7, 8, 10',
};

/** Each argument's value as a number (a list typed as exact numbers: 3, −2.5, 1/4). */
const valuesOf = (args: MathNode[]): number[] =>
  args.map((arg) => {
    const value = E.rational(evalExact(arg));
    if (!value) throw refuse('invalid_value', STATISTICS_REFUSALS, 'statisticsNumbers');
    return Number(value.p) / Number(value.q);
  });

/** The figures again in floating point, by their definitions, for the check. */
const plain = (xs: number[]) => {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sorted = [...xs].sort((a, b) => a - b);
  const half = Math.floor(n / 2);
  const squares = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  return {
    mean,
    median:
      n % 2
        ? (sorted[half] as number)
        : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2,
    range: (sorted[n - 1] as number) - (sorted[0] as number),
    populationVariance: squares / n,
    sampleVariance: n > 1 ? squares / (n - 1) : Number.NaN,
    count: (x: number) => xs.filter((y) => y === x).length,
  };
};

const checked = (given: number | undefined, expected: number, scale: number): void => {
  if (given === undefined || !agree(given, expected, scale)) throw unchecked();
};

const solveStatistics = (tree: Asked): Answered => {
  const xs = valuesOf(tree.args);
  if (xs.length < 2)
    throw refuse('invalid_value', STATISTICS_REFUSALS, 'statisticsTwo', {
      name: said(STATISTICS_REFUSALS, FIGURE_NAMES[tree.name]),
    });
  if (xs.length > MAX_STATISTICS_VALUES)
    throw refuse('invalid_value', STATISTICS_REFUSALS, 'statisticsMost', {
      most: String(MAX_STATISTICS_VALUES),
    });
  const worked = statistics(xs);
  if (!worked.ok) throw new SolveStop('invalid_value', worked.error.message, worked.error.why);
  const { exact, steps } = worked.value;
  const again = plain(xs);
  const scale = Math.max(...xs.map(Math.abs));
  const tool = { id: 'statistics', path: `/tools?tool=statistics&values=${xs.join(',')}` };
  const one = (value: MathNode, expected: number, shown: number[]): Answered => {
    const s = solution(value, value);
    checked(s.value, expected, scale);
    return {
      kind: 'statistics',
      method: tree.name,
      answer: s.text,
      solutions: [s],
      steps: shown.map((i) => steps[i]).filter((s) => s !== undefined),
      tool,
    };
  };
  switch (tree.name) {
    case 'mean':
      return one(exact.mean, again.mean, [0, 1]);
    case 'median': {
      const answered = one(exact.median, again.median, [2]);
      const order = xs.map((_, i) => i).sort((i, j) => (xs[i] as number) - (xs[j] as number));
      const sorted = step(
        { rule: 'sorted', form: 'values' },
        list(...order.map((i) => tree.args[i] as MathNode)),
      );
      return { ...answered, steps: [sorted, ...answered.steps] };
    }
    case 'range':
      return one(exact.range, again.range, [4]);
    case 'mode': {
      const solutions = exact.modes.map((m) => solution(m, m));
      const most = Math.max(...xs.map(again.count));
      for (const s of solutions)
        if (s.value === undefined || again.count(s.value) !== most) throw unchecked();
      return {
        kind: 'statistics',
        method: 'mode',
        ...(solutions.length > 1
          ? valuesSaid(solutions)
          : solutions.length
            ? { answer: solutions.map((s) => s.text).join(', ') }
            : answerInWords({ id: 'noMode' }, STATISTICS_ANSWERS)),
        solutions,
        steps: steps.slice(3, 4),
        tool,
        ...(solutions.length ? {} : { outcome: 'none' as const }),
      };
    }
    default: {
      // Both ways, named: σ (the population's, dividing by n) and s (the sample's, by n − 1).
      const standard = tree.name === 'stdev';
      const named = (name: string, variance: MathNode, expected: number) => {
        const value = standard ? E.toNode(E.root(evalExact(variance), R.int(2))) : variance;
        const s = solution(eq(variable(name), value), value);
        checked(
          s.value,
          standard ? Math.sqrt(expected) : expected,
          standard ? Math.sqrt(scale) : scale ** 2,
        );
        return s;
      };
      const solutions = [
        named(standard ? 'σ' : 'σ²', exact.populationVariance, again.populationVariance),
        named(standard ? 's' : 's²', exact.sampleVariance as MathNode, again.sampleVariance),
      ];
      return {
        kind: 'statistics',
        method: { id: 'populationAndSample', params: { figure: { id: tree.name } } },
        ...valuesSaid(solutions),
        solutions,
        steps: standard
          ? steps.slice(0, 2).concat(steps.slice(5))
          : [steps[0], steps[1], steps[5], steps[7]].filter((s) => s !== undefined),
        tool,
      };
    }
  }
};

/**
 * Figures side by side (σ and s), in words of the language: the first and the list of the rest,
 * with a semicolon between them where the comma is the decimal mark.
 */
const valueList = (trees: readonly MathNode[]): AnswerParam => {
  const [first, ...rest] = trees;
  return rest.length
    ? { id: 'valueList', params: { first: first as MathNode, rest: valueList(rest) } }
    : (first as MathNode);
};

/** Solutions side by side as the answer, in words of the language. */
const valuesSaid = (solutions: readonly Solution[]) =>
  answerInWords(valueList(solutions.map((s) => s.tree)) as AnswerWords, STATISTICS_ANSWERS);

/** A figure of a list of numbers typed as a whole problem. */
export const statisticsCase: Case = {
  matches: (tree) => isAsked(tree) && !hasVariable(tree),
  solve: (tree) => solveStatistics(tree as Asked),
};
