/**
 * Limits, as students write them: `limit of sin(x)/x as x->0`, `lim x->2 (x^2-4)/(x-2)`,
 * `the limit as x approaches infinity of (3x^2+1)/(x^2-5)`, one-sided (`x->0+`, "from the
 * left"). Found the way a course teaches them, each as steps: by substitution where the function
 * is defined; by factoring and cancelling when substitution gives 0/0 in a quotient of
 * polynomials; by L'Hôpital's rule for 0/0 and ∞/∞ in any other quotient; at ±∞ for a quotient of
 * polynomials by the degrees; the form 1^∞ through the exponential of the limit of v·ln(u); and
 * where the function grows without bound, by the sign on each side (a two-sided limit whose sides
 * differ does not exist, said with the reason). Every limit given is checked numerically: the
 * function near the point (or far out) must approach it.
 */

import { show } from '../../../algebra/calculus';
import { derivativeValue } from '../../../algebra/derivative';
import { hasVariable } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { chain } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import { unchecked } from '../../../math/rational';
import { joinedWords } from '../../../math/rules';
import { solution } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { command, kind } from '../../kind';
import { LIMIT_ANSWERS } from './answers';
import { limitAt } from './find';
import { type LimitRequest, readLimit } from './read';
import {
  type Differentiate,
  exactly,
  limitOf,
  near,
  type Target,
  type Value,
  valueNode,
  type Work,
} from './work';

export { type LimitRequest, readLimit } from './read';
export type { Differentiate } from './work';

import { unsupported } from './refusals';

export const limitKind = /* @__PURE__ */ kind({
  methods: {
    directSubstitution: 'direct substitution',
    factoringAndCancelling: 'factoring and cancelling',
    lHopital: "L'Hôpital's rule",
    degreesTopBottom: 'degrees of the top and the bottom',
    formOneToInfinity: 'the form 1^∞',
    limitOfExponent: 'the limit of the exponent',
    numberOverUnbounded: 'a number over an unbounded quantity',
    oscillation: 'oscillation',
    oneSideAtATime: 'one side at a time',
    logarithmNearZero: 'the logarithm near 0',
    signsOnEachSide: 'signs on each side',
  },
  id: 'limit',
  title: 'Limit',
  practice: null,
  check: 'own',
  example: 'limit of sin(x)/x as x->0',
});

/**
 * Whether f, evaluated ever closer to the point (or ever further out), approaches the value: to
 * within 10⁻³ of its size at the closest, the gap shrinking; ±∞ as values growing past 10⁶ with
 * that sign. A limit that does not exist is checked on its reason's sides.
 */
const approaches = (w: Work, f: MathNode, value: Value): boolean => {
  const sides: ('+' | '-' | undefined)[] = w.side || 'infinity' in w.to ? [w.side] : ['+', '-'];
  const at = (side: '+' | '-' | undefined, k: number) =>
    evaluateMath(f, { [w.x]: near(w.to, side, k) });
  if ('none' in value) return true;
  return sides.every((side) => {
    const ys = [3, 5, 7].map((k) => at(side, k));
    // Far out eˣ overflows to ∞, which is where it goes.
    if ('infinite' in value) {
      if (!ys.every((y) => Math.sign(y) === value.infinite)) return false;
      // Past 10⁶, or growing at least as fast as a logarithm (ln x near 0 gains ln 100 each
      // step), where a function settling on a number gains less and less.
      const [a, b, c] = ys.map(Math.abs) as [number, number, number];
      return c > 1e6 || (b - a > 1 && c - b >= 0.9 * (b - a));
    }
    if (!ys.every(Number.isFinite)) return false;
    const target = 'node' in value ? evaluateMath(value.node) : E.toNumber(value.finite);
    const gaps = ys.map((y) => Math.abs(y - target));
    return (
      approxEqual(ys[2] as number, target, TOLERANCE.rounded) &&
      (gaps[2] as number) <= (gaps[0] as number) + TOLERANCE.same
    );
  });
};

/**
 * Where a limit asked for goes: ±∞, or the point as the reader parsed it (undefined when it did
 * not parse), exactly; a SolveStop for anything else.
 */
const targetOf = (asked: LimitRequest, point: MathNode | undefined): Target => {
  if (asked.to === 'inf' || asked.to === '-inf') return { infinity: asked.to === 'inf' ? 1 : -1 };
  const at = point && !hasVariable(point) ? exactly(point) : undefined;
  if (!at) throw unsupported('limitPoint', { point: asked.to });
  return { at };
};

/** The limit asked for in words as the tree of its notation, lim_(x → a) f, for a preview. */
export const limitNode = (
  tree: MathNode,
  asked: LimitRequest,
  point: MathNode | undefined,
): MathNode => {
  const to = targetOf(asked, point);
  return limitOf({ x: asked.variable, to, ...(asked.side ? { side: asked.side } : {}) }, tree);
};

/** The limit asked for, with its steps, checked numerically; the problem as the limit's tree. */
export const limitProblem = (
  tree: MathNode,
  asked: LimitRequest,
  point: MathNode | undefined,
  differentiate: Differentiate,
): Answered & { problem: MathNode } => {
  const x = asked.variable;
  const to = targetOf(asked, point);
  const w: Work = {
    x,
    to,
    ...(asked.side ? { side: asked.side } : {}),
    steps: [],
    methods: new Set(),
    differentiate,
  };
  const value = limitAt(w, tree);
  if (!approaches(w, tree, value)) throw unchecked();
  const problem = limitOf(w, tree);
  const statement = chain(problem, '=', valueNode(value));
  const none = 'none' in value;
  return {
    kind: 'limit',
    method: joinedWords('methodsThen', [...w.methods]),
    ...(none
      ? answerInWords({ id: 'noLimit', params: { reason: value.none } }, LIMIT_ANSWERS)
      : { answer: toText(statement) }),
    solutions: none
      ? []
      : [solution(statement, 'infinite' in value ? undefined : valueNode(value))],
    steps: w.steps,
    ...(none ? { outcome: 'none' as const } : {}),
    // The graph draws the function the limit is of, and what it does near the point.
    functions: [{ name: { type: 'variable', name: 'y' }, x, body: tree, radians: true }],
    problem,
  };
};

/**
 * "limit of … as x → a", "lim x->a …": the limit, shown in its notation, found in radians, with
 * L'Hôpital's rule taking the algebra's derivatives.
 */
export const limitCommand = /* @__PURE__ */ command(readLimit, (asked) => ({
  maths: asked.expression,
  // The point, unless the limit is at ±∞, is maths of its own, parsed by the reader.
  ...(asked.to === 'inf' || asked.to === '-inf' ? {} : { parts: { to: asked.to } }),
  radians: true,
  shown: (tree, parts) => limitNode(tree, asked, parts.to),
  solve: (tree, _method, parts) =>
    limitProblem(tree, asked, parts.to, (f, x) => show(derivativeValue(f, x), x)),
}));
