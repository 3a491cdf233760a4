/**
 * Exact values of sin, cos, tan, sec, csc and cot at the special angles: every multiple of 15°
 * (π/12), in degrees (`sin(30°)`, `cos(-135°)`, `tan(750°)`) or radians (`sin(π/6)`,
 * `cos(5π/4)`). The angle is turned into degrees, reduced by whole turns to [0°, 360°), and its
 * value read from the reference angle in the first quadrant with the sign of its quadrant; where
 * the function divides by zero (`tan(90°)`) the answer is refused with that reason. Other angles
 * get a decimal marked as rounded. Each value is checked against floating point before it is given.
 */

import { APPROXIMATE_DIGITS, approximateNode } from '../../../algebra/approximate';
import { hasVariable } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { angleOf, isTrig, POSITIVE, referenceValue, type Trig } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  approx,
  chain,
  degrees,
  eq,
  fn,
  frac,
  mul,
  n as numberNode,
  point as pointNode,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { exactSolution, negLead, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import type { Case, Kind } from '../../kind';
import { byWholeTurns } from './interval';
import { TRIGONOMETRY_REFUSALS } from './refusals';

export const NAMES: Record<Trig, string> = {
  sin: 'sine',
  cos: 'cosine',
  tan: 'tangent',
  sec: 'secant',
  csc: 'cosecant',
  cot: 'cotangent',
};

/** What divides by zero where each function is undefined: its sentence's id. */
const DIVIDES: Partial<Record<Trig, keyof typeof TRIGONOMETRY_REFUSALS>> = {
  tan: 'trigTanDivides',
  sec: 'trigSecDivides',
  cot: 'trigCotDivides',
  csc: 'trigCscDivides',
};

/** A whole number of degrees as a tree: 135°, −135°. */
export const deg = (d: number): MathNode =>
  d < 0 ? { type: 'neg', arg: degrees(numberNode(-d)) } : degrees(numberNode(d));

/** Whether a tree is one trig function of a number: `sin(30°)`, `cos(5π/4)`, `tan(1)`. */
export const isTrigValue = (tree: MathNode): boolean =>
  tree.type === 'function' && isTrig(tree.name) && tree.args.length === 1 && !hasVariable(tree);

export const QUADRANTS = ['I', 'II', 'III', 'IV'] as const;

/**
 * The exact value of one trig function at a multiple of 15° (π/12), with the reduction to the
 * reference angle in steps; a decimal marked as rounded at any other angle. A SolveStop where the
 * function is undefined, or when the value fails its check.
 */
export const trigValue = (tree: MathNode): Answered => {
  if (tree.type !== 'function' || !isTrig(tree.name) || tree.args.length !== 1)
    throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigOneFunction');
  const name = tree.name;
  const arg = tree.args[0] as MathNode;
  const expected = evaluateMath(tree);
  const angle = angleOf(arg);
  const special =
    angle && R.isInt(R.div(angle.degrees, R.int(15))) && R.abs(angle.degrees).p < 10n ** 7n;
  if (!angle || !special) {
    // Floating point keeps the shown digits only for an angle of modest size.
    if (!Number.isFinite(expected) || !(Math.abs(evaluateMath(arg)) <= 1e4)) throw unchecked();
    return roundedTrig(
      tree,
      expected,
      arg.type === 'number'
        ? {
            rule: 'rounded',
            params: { digits: APPROXIMATE_DIGITS, number: arg },
            form: 'trigAngleNumber',
          }
        : { rule: 'rounded', params: { digits: APPROXIMATE_DIGITS }, form: 'trigAngle' },
    );
  }
  const d = Number(angle.degrees.p);
  const r = ((d % 360) + 360) % 360;
  const turns = (d - r) / 360;
  const steps: WorkedStep[] = [];
  if (angle.radians)
    steps.push(
      step(
        { rule: 'radians', form: 'toDegrees' },
        eq(mul(arg, frac(degrees(numberNode(180)), { type: 'constant', name: 'pi' })), deg(d)),
      ),
    );
  if (turns !== 0) {
    const whole = Math.abs(turns) === 1 ? deg(360) : mul(numberNode(Math.abs(turns)), deg(360));
    steps.push(
      step(
        {
          rule: 'turn',
          ...(Math.abs(turns) === 1 ? {} : { params: { turns: Math.abs(turns) } }),
          form: `${name}${turns > 0 ? 'Take' : 'Add'}${Math.abs(turns) === 1 ? 'One' : 'Many'}`,
        },
        eq({ type: 'binary', op: turns > 0 ? '-' : '+', left: deg(d), right: whole }, deg(r)),
      ),
    );
  }
  const here = fn(name, deg(r));
  let value: MathNode;
  if (r % 90 === 0) {
    const [x, y] = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ][r / 90] as [number, number];
    const table = referenceValue(name, r % 180 === 0 ? 0 : 90);
    const negative = (name === 'sin' || name === 'csc' ? y : x) < 0;
    const point = pointNode(numberNode(x), numberNode(y));
    if (table === undefined) {
      const why = said(TRIGONOMETRY_REFUSALS, DIVIDES[name] as string);
      const denominator = name === 'tan' || name === 'sec' ? Math.cos : Math.sin;
      if (!approxEqual(denominator(evaluateMath(arg)), 0, TOLERANCE.check)) throw unchecked();
      throw r === d && !angle.radians
        ? refuse('invalid_value', TRIGONOMETRY_REFUSALS, 'trigUndefined', {
            value: tree,
            angle: deg(d),
            point,
            why,
          })
        : refuse('invalid_value', TRIGONOMETRY_REFUSALS, 'trigUndefinedTurn', {
            value: tree,
            angle: arg,
            end: deg(r),
            point,
            why,
          });
    }
    const sign = name === 'tan' || name === 'cot' ? 1 : negative ? -1 : 1;
    value = sign < 0 ? negLead(table) : table;
    steps.push(
      step(
        { rule: 'unitCircle', params: { angle: deg(r), point }, form: 'point' },
        eq(here, value),
      ),
    );
  } else {
    const quadrant = Math.floor(r / 90);
    const reference = [r, 180 - r, r - 180, 360 - r][quadrant] as number;
    const positive = POSITIVE[name][quadrant] as boolean;
    const exact = referenceValue(name, reference) as MathNode;
    value = positive ? exact : negLead(exact);
    if (quadrant > 0) {
      const referenceTree = [
        undefined,
        { type: 'binary', op: '-', left: deg(180), right: deg(r) },
        { type: 'binary', op: '-', left: deg(r), right: deg(180) },
        { type: 'binary', op: '-', left: deg(360), right: deg(r) },
      ][quadrant] as MathNode;
      steps.push(
        step(
          {
            rule: 'reference',
            params: {
              angle: deg(r),
              quadrant: QUADRANTS[quadrant] as string,
              reference: deg(reference),
            },
            form: `${name}${positive ? 'Positive' : 'Negative'}There`,
          },
          eq(referenceTree, deg(reference)),
        ),
      );
      const at = fn(name, deg(reference));
      steps.push(
        step(
          {
            rule: 'reference',
            params: { quadrant: QUADRANTS[quadrant] as string },
            form: `${name}Sign`,
          },
          chain(here, '=', positive ? at : negLead(at), '=', value),
        ),
      );
    } else {
      steps.push(
        step(
          { rule: 'special', params: { angle: deg(r) }, form: 'firstQuadrant' },
          eq(here, value),
        ),
      );
    }
  }
  // An independent check: the exact value against the function evaluated at the angle as typed.
  const got = evaluateMath(value);
  if (!Number.isFinite(expected) || !agree(got, expected)) throw unchecked();
  return {
    kind: 'trigonometry',
    method: r % 90 === 0 ? 'unitCircle' : 'referenceAngle',
    answer: toText(value),
    solutions: [solution(value, value)],
    steps,
  };
};

/** A value with no simple exact form: its decimal, rounded as every "≈" is, marked as rounded. */
export function roundedTrig(tree: MathNode, expected: number, say: Say): Answered {
  const rounded = approximateNode(expected);
  return {
    kind: 'trigonometry',
    method: 'decimalApproximation',
    // A decimal beside the exact value, as a tree the language writes.
    ...answerInWords({ id: 'value', params: { value: approx(tree, rounded) } }),
    solutions: [{ ...exactSolution(tree, tree), value: expected }],
    steps: [step(say, approx(tree, rounded))],
  };
}

/** A value (`cos(135°)`) or, for a relation, an equation in sin, cos or tan of the unknown. */
export const trigonometryKind: Kind<'trigonometry'> = {
  id: 'trigonometry',
  title: (problem) => (problem.type === 'relation' ? 'trigEquation' : 'trigValue'),
  titles: { trigEquation: 'Trigonometric equation', trigValue: 'Trigonometric value' },
  methods: /* @__PURE__ */ Object.assign({}, NAMES, {
    unitCircle: 'unit circle',
    referenceAngle: 'reference angle',
    decimalApproximation: 'decimal approximation',
    specialAngles: 'exact values at special angles',
    // {term} is the function of the equation with its angle: |csc(x)| is at least 1.
    boundedByOne: '|{term}| is at least 1',
    trigIdentities: 'trigonometric identities',
    equalValues: 'equal values of one function',
    inverseRounded: 'inverse {name} (rounded)',
  }),
  practice: null,
  check: 'own',
  example: 'cos(135°)',
  periodic: byWholeTurns,
};

/** sin, cos or tan of one angle: `cos(135°)`, `sin(π/6)`. */
export const trigValueCase: Case = {
  matches: (tree) => !hasVariable(tree) && isTrigValue(tree),
  solve: (tree) => trigValue(tree),
};
