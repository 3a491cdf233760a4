/**
 * An equation answered with a stated interval: exactly its solutions in that interval, in the
 * unit asked for, with the step that selects them. The solutions of a periodic kind's equation
 * (a trigonometric one) are its kind's to list (`Kind.periodic`: the trigonometry kind moves each
 * solution in one turn by whole turns into the interval); any other equation keeps the solutions
 * that lie in the interval.
 */

import { evalExact, mapTree } from '../../algebra/reading';
import {
  chain,
  constant,
  degrees,
  frac,
  list,
  n as numberNode,
  times,
  variable,
} from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { refuse } from '../../math/refusal';
import type { Say } from '../../math/rules';
import { type Solution, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { answerInWords } from '../answer';
import type { Answered } from '../equation';
import type { StatedInterval } from './constraints';

/** The sentences of the refusals of an interval stated for the solutions. */
export const SELECT_REFUSALS = {
  intervalOneEquation:
    'An interval is read for one equation in one unknown, such as sin(x) = 1/2 for 0 ≤ x < 2π',
  intervalEveryNumber:
    'Every number is a solution of this equation, so its solutions in an interval are that interval',
} as const;

/** A tree with its degrees as multiples of π: 30° → 30·π/180. */
export const inRadians = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'postfix' && n.op === '°'
      ? times(frac(inRadians(n.arg), numberNode(180)), constant('pi'))
      : undefined,
  );

const hasPi = (node: MathNode): boolean =>
  JSON.stringify(node).includes('"pi"') || JSON.stringify(node).includes('°');

/** An end as an exact number of radians: with π or ° as typed, else (a plain number) in degrees. */
const endInRadians = (end: MathNode, angles: boolean): Exact =>
  evalExact(angles && !hasPi(end) ? inRadians(degrees(end)) : inRadians(end));

/**
 * The solutions of a periodic kind's equation in an interval, from its answer in one turn: the
 * trigonometry kind's moves them by whole turns (./kinds/trigonometry/interval.ts), and refuses an
 * interval without both ends.
 */
export type Periodic = (
  result: Answered,
  sides: [MathNode, MathNode],
  x: string,
  ends: { from: Exact | null; to: Exact | null },
  interval: StatedInterval,
  radians: boolean,
) => Solution[];

/** The interval as typed: 0 ≤ x < 2π, x > 0. */
export const intervalNode = (x: string, interval: StatedInterval): MathNode => {
  const { from, to, fromClosed, toClosed } = interval;
  const at = variable(x);
  if (from && to) return chain(from, fromClosed ? '≤' : '<', at, toClosed ? '≤' : '<', to);
  if (from) return chain(at, fromClosed ? '≥' : '>', from);
  return chain(at, toClosed ? '≤' : '<', to as MathNode);
};

/** Whether a value (exact, or a double when not) lies in the interval, its ends exact. */
export const inside = (
  value: Exact | number,
  ends: { from: Exact | null; to: Exact | null },
  interval: StatedInterval,
): boolean => {
  const compare = (a: Exact | number, b: Exact): number =>
    typeof a === 'number' ? Math.sign(a - E.toNumber(b)) : E.sign(E.sub(a, b));
  if (ends.from) {
    const c = compare(value, ends.from);
    if (c < 0 || (c === 0 && !interval.fromClosed)) return false;
  }
  if (ends.to) {
    const c = compare(value, ends.to);
    if (c > 0 || (c === 0 && !interval.toClosed)) return false;
  }
  return true;
};

/** A solution's value as typed in its statement: its right side. */
export const shownValue = (s: Solution): { node: MathNode; exact: boolean } => {
  const tree = s.tree as Extract<MathNode, { type: 'relation' }>;
  const node = (tree.operands?.at(-1) ?? s.tree) as MathNode;
  return { node, exact: tree.type === 'relation' && tree.relations.at(-1) === '=' };
};

/**
 * The answer with only its solutions in the interval: a trig equation's solutions (`periodic`, as
 * its kind says) repeated by whole turns into it, any other equation's filtered; a SolveStop where
 * they cannot be listed.
 */
export const withinInterval = (
  result: Answered,
  equation: MathNode,
  interval: StatedInterval,
  radians: boolean,
  periodic?: Periodic,
): Answered => {
  if (
    equation.type !== 'relation' ||
    equation.relations.length !== 1 ||
    equation.relations[0] !== '='
  )
    throw refuse('unsupported', SELECT_REFUSALS, 'intervalOneEquation');
  const [left, right] = equation.operands as [MathNode, MathNode];
  const x =
    interval.variable ??
    (result.solutions[0]?.tree.type === 'relation'
      ? toText(
          (result.solutions[0].tree as Extract<MathNode, { type: 'relation' }>)
            .operands[0] as MathNode,
        )
      : 'x');
  if (result.outcome === 'family' || (result.outcome === 'all' && !periodic))
    throw refuse('unsupported', SELECT_REFUSALS, 'intervalEveryNumber');
  const trig = periodic !== undefined;
  const ends = {
    from: interval.from ? endInRadians(interval.from, trig) : null,
    to: interval.to ? endInRadians(interval.to, trig) : null,
  };
  const shownInterval = intervalNode(x, interval);
  const kept: Solution[] = [];
  if (periodic) kept.push(...periodic(result, [left, right], x, ends, interval, radians));
  else {
    // An identity, or an answer that is not values of the unknown, holds on the interval as it is.
    const values = result.solutions.every(
      (s) =>
        s.tree.type === 'relation' &&
        toText((s.tree as Extract<MathNode, { type: 'relation' }>).operands[0] as MathNode) === x,
    );
    if (!values || result.outcome === 'all') return result;
    for (const s of result.solutions) {
      const { node, exact } = shownValue(s);
      let value: Exact | number;
      try {
        value = exact ? evalExact(node) : evaluateMath(node);
      } catch {
        value = evaluateMath(node);
      }
      if (typeof value === 'number' && !Number.isFinite(value)) throw R.unchecked();
      if (inside(value, ends, interval)) kept.push(s);
    }
  }
  // A trigonometric equation's solutions are kept by its period, any other's by checking each.
  const rule = trig ? 'period' : 'check';
  const within = { interval: shownInterval };
  const note: Say =
    kept.length === 0
      ? { rule, form: 'noneIn', params: within }
      : trig
        ? {
            rule,
            form: 'within',
            params: {
              ...within,
              turn: radians ? times(numberNode(2), constant('pi')) : degrees(numberNode(360)),
            },
          }
        : { rule, form: 'within', params: within };
  return {
    ...result,
    ...(kept.length === 0
      ? answerInWords({ id: 'noneIn', params: { interval: shownInterval } })
      : { answer: kept.map((k) => k.text).join(' or '), answerWords: undefined }),
    solutions: kept,
    steps: [
      ...result.steps,
      step(note, kept.length > 0 ? list(...kept.map((k) => k.tree)) : shownInterval),
    ],
    outcome: kept.length === 0 ? 'none' : undefined,
    // A trigonometric equation's angles are now in the one unit the interval is in.
    ...(trig
      ? { radians: radians ? true : undefined, radianSolutions: undefined, answerByUnit: undefined }
      : {}),
  };
};
