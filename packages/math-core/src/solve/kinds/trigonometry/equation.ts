/**
 * Equations in one of sin, cos or tan of the unknown: `2sin(x) = 1`, `cos(x) = -1/2`,
 * `tan(x) = 1`, `2sin(x)^2 - sin(x) - 1 = 0`. The trig function is solved for as an unknown of
 * its own (a linear or quadratic equation), then each of its values is turned into angles, in
 * degrees: those in [0°, 360°) from the reference angle and the quadrants where the function has
 * that sign, and every solution by adding whole periods (360°k, or 180°k for tan). A value out of
 * reach (sin(x) = 2) has no solution, said with the reason. Exact angles are checked by putting
 * the function's exact value at each angle back into the equation as typed; other values give
 * angles rounded to four decimals, checked in floating point.
 */

import {
  alternatives,
  chain,
  constant,
  degrees,
  eq,
  list,
  n as numberNode,
  times,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import { unchecked } from '../../../math/rational';
import type { Wording, WorkedStep } from '../../../math/rules';
import { exactSolution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Case, sides } from '../../kind';
import {
  type Angle,
  angleNode,
  distinct,
  type Family,
  familyNode,
  inOneTurn,
  simplest,
  sizeOf,
  type Units,
  unitsOf,
} from './angles';
import { inOneFunction, solvePiece } from './piece';

export {
  type Angle,
  angleNode,
  exactly,
  type Family,
  familyNode,
  modulo,
  plus,
  sizeOf,
  type Units,
  unitsOf,
} from './angles';
export {
  affineOf,
  hasTrigOfUnknown,
  inOneFunction,
  type Piece,
  replace,
  solvePiece,
} from './piece';

import { type AnswerWords, answerInWords } from '../../answer';
import { TRIGONOMETRY_ANSWERS } from './answers';

/**
 * The answer of a trig equation from every family of its solutions: the solutions in one turn
 * and every solution, in the units asked for (degrees, then radians, when neither was), each
 * solution in one turn put back into the equation as typed first.
 */
export const trigAnswer = (
  x: string,
  left: MathNode,
  right: MathNode,
  found: Family[],
  steps: WorkedStep[],
  units: Units,
  method: Wording,
): Answered => {
  const families = simplest(found).sort((a, b) => sizeOf(a.angle) - sizeOf(b.angle));
  const radians = units === 'radians';
  if (families.length < distinct(found).length)
    steps.push(
      step(
        { rule: 'period', form: 'together' },
        list(...families.map((f) => familyNode(variable(x), f, radians))),
      ),
    );
  const inTurn = inOneTurn(families);
  // The check of x itself: each angle put into the equation as typed.
  for (const a of inTurn)
    if (evaluateMath(eq(left, right), { [x]: (sizeOf(a) * Math.PI) / 180 }) !== 1)
      throw unchecked();
  if (inTurn.length === 0)
    return {
      kind: 'trigonometry',
      method,
      ...answerInWords({ id: 'none' }),
      solutions: [],
      outcome: 'none',
      steps,
    };
  const sign = (a: Angle) => (a.exact ? '=' : '≈') as '=' | '≈';
  const oneOf = (trees: MathNode[]): MathNode =>
    trees.length === 1 ? (trees[0] as MathNode) : alternatives(...trees);
  // The solutions in one turn, [0°, 360°) or [0, 2π), then every solution.
  const said = (radians: boolean): AnswerWords => ({
    id: 'turn',
    params: {
      solutions: oneOf(inTurn.map((a) => chain(variable(x), sign(a), angleNode(a, radians)))),
      turn: {
        interval: radians
          ? [numberNode(0), times(numberNode(2), constant('pi'))]
          : [degrees(numberNode(0)), degrees(numberNode(360))],
        closed: [true, false],
      },
      general: oneOf(families.map((f) => familyNode(variable(x), f, radians))),
    },
  });
  const solutionsIn = (radians: boolean) =>
    inTurn.map((a) => {
      const shown = angleNode(a, radians);
      return exactSolution(chain(variable(x), sign(a), shown), a.exact ? shown : undefined);
    });
  return {
    kind: 'trigonometry',
    method,
    ...answerInWords(
      units === 'both'
        ? { id: 'periodicBoth', params: { degrees: said(false), radians: said(true) } }
        : { id: 'periodic', params: { turn: said(radians) } },
      TRIGONOMETRY_ANSWERS,
    ),
    solutions: solutionsIn(radians),
    steps,
    ...(radians ? { radians } : {}),
    ...(units === 'both'
      ? {
          radianSolutions: solutionsIn(true),
          answerByUnit: {
            degrees: answerInWords(
              { id: 'periodic', params: { turn: said(false) } },
              TRIGONOMETRY_ANSWERS,
            ),
            radians: answerInWords(
              { id: 'periodic', params: { turn: said(true) } },
              TRIGONOMETRY_ANSWERS,
            ),
          },
        }
      : {}),
  };
};

/**
 * The angles solving an equation in one trig function of the unknown, with steps; a SolveStop
 * for an equation of another form, or when an answer fails its check.
 */
export const solveTrigEquation = (left: MathNode, right: MathNode, units: Units): Answered => {
  const piece = solvePiece(left, right, units);
  const exact = piece.families.every((f) => f.angle.exact);
  return trigAnswer(
    piece.x,
    left,
    right,
    piece.families,
    piece.steps,
    units,
    exact ? 'referenceAngle' : { id: 'inverseRounded', params: { name: { id: piece.name } } },
  );
};

/** An equation in sin, cos or tan of the unknown. */
export const trigEquationCase: Case = {
  matches: (tree) => tree.type === 'relation' && inOneFunction(...sides(tree)),
  solve: (tree, context) => solveTrigEquation(...sides(tree), unitsOf(context)),
};
