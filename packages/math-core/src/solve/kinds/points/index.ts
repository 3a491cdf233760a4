/**
 * Questions about two points, as typed: `slope((1, 2), (4, 8))` or in words ("slope between (1,2)
 * and (4,8)", "the distance between (0, 0) and (3, 4)", "midpoint of (1, 2) and (3, 8)", "the
 * equation of the line through (2, 3) and (5, 7)"). Worked out exactly by the function the site's
 * Slope Calculator uses, with the part of its working the question asks for, and linked to that
 * tool with the points filled in.
 *
 * The kind checks its answers itself: each is worked out again from the coordinates in floating
 * point, by its definition, and must agree.
 */

import { evalExact } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import {
  lineThroughPointsWorked,
  type PointsSay,
  type PointsStep,
} from '../../../geometry/lineThroughPoints';
import { eq, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { RuleId, WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Case, Kind } from '../../kind';
import { POINTS_ANSWERS } from './answers';
import { POINTS_REFUSALS } from './refusals';

/** What is asked of two points, and the heading of each. */
const ASKED = {
  slope: 'Slope between two points',
  distance: 'Distance between two points',
  midpoint: 'Midpoint of two points',
  line: 'Line through two points',
} as const;
type Asked = keyof typeof ASKED;

type Question = Extract<MathNode, { type: 'function' }> & { name: Asked };

const isQuestion = (tree: MathNode): tree is Question =>
  tree.type === 'function' &&
  Object.hasOwn(ASKED, tree.name) &&
  tree.args.length === 2 &&
  tree.args.every((a) => a.type === 'point' && a.coords.length === 2);

export const pointsKind: Kind<'points'> = {
  id: 'points',
  title: (problem) => (isQuestion(problem) ? problem.name : 'points'),
  titles: /* @__PURE__ */ Object.assign({ points: 'Two points' }, ASKED),
  methods: {
    slopeFormula: 'slope formula',
    distanceFormula: 'distance formula',
    midpointFormula: 'midpoint formula',
    slopeThenIntercept: 'slope, then y-intercept',
  },
  practice: null,
  check: 'own',
  example: 'slope between (1,2) and (4,8)',
  working: 'none',
};

/** A coordinate's value, when it is a whole number or a decimal (what the tool takes exactly). */
const coordinate = (node: MathNode): number => {
  let q: R.Q | undefined;
  try {
    q = E.rational(evalExact(node));
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
  }
  const digits = q && R.decimalText(q);
  if (digits === undefined) throw refuse('unsupported', POINTS_REFUSALS, 'pointsCoordinates');
  return Number(digits);
};

/** The answer again in floating point from the coordinates, by its definition. */
const plain = (asked: Asked, [x1, y1, x2, y2]: number[]): number[] => {
  const [dx, dy] = [(x2 as number) - (x1 as number), (y2 as number) - (y1 as number)];
  if (asked === 'slope') return [dy / dx];
  if (asked === 'distance') return [Math.hypot(dx, dy)];
  if (asked === 'midpoint')
    return [((x1 as number) + (x2 as number)) / 2, ((y1 as number) + (y2 as number)) / 2];
  // The line: y at x = 0 and x = 1 (a vertical line: its x twice).
  return dx === 0
    ? [x1 as number, x1 as number]
    : [0, 1].map((t) => (y1 as number) + (dy / dx) * (t - (x1 as number)));
};

/** The answer's tree in the same numbers as `plain`. */
const numbers = (asked: Asked, tree: MathNode): number[] => {
  if (tree.type === 'point') return tree.coords.map((c) => evaluateMath(c));
  if (asked !== 'line') return [evaluateMath(tree)];
  const [left, right] = (tree as Extract<MathNode, { type: 'relation' }>).operands as [
    MathNode,
    MathNode,
  ];
  if (left.type === 'variable' && left.name === 'x')
    return [evaluateMath(right), evaluateMath(right)];
  return [0, 1].map((t) => evaluateMath(right, { x: t }));
};

/** The rule each step of lineThroughPoints' working applies, and the form of its note. */
const SAID: Readonly<Record<PointsSay['about'], readonly [RuleId, string]>> = {
  vertical: ['twoPoints', 'pointsVertical'],
  sameX: ['twoPoints', 'pointsSameX'],
  slopeFormula: ['twoPoints', 'pointsSlope'],
  reduceBy: ['reduce', 'pointsBy'],
  simplifyFraction: ['twoPoints', 'pointsSimplify'],
  lowestTerms: ['reduce', 'pointsLowest'],
  firstPoint: ['substitute', 'pointsFirst'],
  solveB: ['sides', 'pointsSolveFor'],
  slopeIntercept: ['slope', 'pointsSlopeIntercept'],
  standard: ['scale', 'pointsStandard'],
  distance: ['distance', 'pointsFormula'],
  perfectSquare: ['simplifyRoot', 'pointsPerfect'],
  squareRoot: ['twoPoints', 'pointsRoot'],
  rootBoth: ['twoPoints', 'pointsRootBoth'],
  rootBothSquare: ['simplifyRoot', 'pointsRootBothLargest'],
  makeSquare: ['simplifyRoot', 'pointsMakeSquare'],
  makeSquareSquare: ['simplifyRoot', 'pointsMakeSquareLargest'],
  largestSquare: ['simplifyRoot', 'pointsLargest'],
  midpointX: ['midpoint', 'pointsX'],
  midpointY: ['midpoint', 'pointsY'],
};

/** The working of lineThroughPoints, each step in the catalogue's words for its rule. */
const pointSteps = (steps: readonly PointsStep[]): WorkedStep[] =>
  steps.map(({ say, statement }) => {
    const { about, ...values } = say;
    const [rule, form] = SAID[about];
    // "Solve for b": the unknown the step finds is the line's y-intercept.
    const params = about === 'solveB' ? { unknown: 'b' } : values;
    return step({ rule, form, params }, statement);
  });

/** The two points' question answered, with its part of the working and the tool linked. */
export const pointsCase: Case = {
  matches: isQuestion,
  solve: (tree) => {
    const question = tree as Question;
    const coords = question.args.flatMap((p) =>
      (p as Extract<MathNode, { type: 'point' }>).coords.map(coordinate),
    );
    const [x1, y1, x2, y2] = coords as [number, number, number, number];
    const result = lineThroughPointsWorked(x1, y1, x2, y2);
    if (!result.ok)
      throw new SolveStop(
        result.error.code === 'out_of_range' ? 'out_of_range' : 'invalid_value',
        result.error.message,
        result.error.why,
      );
    const { result: r, working } = result.value;
    const asked = question.name;
    const tool = { id: 'slope', path: `/tools?tool=slope&x1=${x1}&y1=${y1}&x2=${x2}&y2=${y2}` };
    if (asked === 'slope' && !r.trees.slope)
      return {
        kind: 'points',
        method: 'slopeFormula',
        ...answerInWords(
          { id: 'verticalSlope', params: { line: r.trees.equation } },
          POINTS_ANSWERS,
        ),
        solutions: [],
        outcome: 'none',
        steps: pointSteps(working.slope),
        tool,
      };
    const value: Record<Asked, { tree: MathNode; statement: MathNode; method: string }> = {
      slope: {
        tree: r.trees.slope as MathNode,
        statement: eq(variable('m'), r.trees.slope as MathNode),
        method: 'slopeFormula',
      },
      distance: {
        tree: r.trees.distance,
        statement: eq(variable('d'), r.trees.distance),
        method: 'distanceFormula',
      },
      midpoint: { tree: r.trees.midpoint, statement: r.trees.midpoint, method: 'midpointFormula' },
      line: {
        tree: r.trees.equation,
        statement: r.trees.equation,
        method: 'slopeThenIntercept',
      },
    };
    const { tree: answerTree, statement, method } = value[asked];
    const [got, want] = [numbers(asked, answerTree), plain(asked, coords)];
    if (got.length !== want.length || got.some((v, i) => !agree(v, want[i] as number)))
      throw unchecked();
    const found =
      asked === 'line' || asked === 'midpoint'
        ? { ...solution(statement), name: asked }
        : solution(statement, answerTree);
    const steps = pointSteps(
      asked === 'line' ? [...working.slope, ...working.line] : working[asked],
    );
    return { kind: 'points', method, answer: found.text, solutions: [found], steps, tool };
  },
};
