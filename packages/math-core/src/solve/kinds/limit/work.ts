/**
 * What finding a limit works with: where the variable goes, the value found (a number, ±∞, or no
 * limit with its reason), the steps, the limit's notation, and points ever nearer the target.
 */

import { readFraction } from '../../../algebra/rationalForm';
import { exactly as exactValue, mapTree } from '../../../algebra/reading';
import { exactTrigValue } from '../../../algebra/trig-values';
import { chain } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import { SolveStop } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import type { AnswerWords } from '../../answer';

/** Where the variable goes: an exact point, or ±∞. */
export type Target = { at: Exact } | { infinity: 1 | -1 };

/** What a limit is: a number, ±∞, or none (with the reason, as an answer in words). */
export type Value =
  | { finite: Exact }
  | { node: MathNode }
  | { infinite: 1 | -1 }
  | { none: AnswerWords };

/** The derivative of a tree in x, lent by the registry (the derivative kind's rules). */
export type Differentiate = (tree: MathNode, x: string) => MathNode;

export interface Work {
  x: string;
  to: Target;
  side?: '+' | '-';
  steps: WorkedStep[];
  methods: Set<string>;
  differentiate: Differentiate;
}

const INFINITY: MathNode = { type: 'text', value: '∞' };
const targetNode = (to: Target): MathNode =>
  'at' in to ? E.toNode(to.at) : to.infinity > 0 ? INFINITY : { type: 'neg', arg: INFINITY };
export const valueNode = (v: Value): MathNode =>
  'finite' in v
    ? E.toNode(v.finite)
    : 'node' in v
      ? v.node
      : 'infinite' in v
        ? v.infinite > 0
          ? INFINITY
          : { type: 'neg', arg: INFINITY }
        : { type: 'text', value: 'does not exist' };

export const limitOf = (w: Pick<Work, 'x' | 'to' | 'side'>, f: MathNode): MathNode => ({
  type: 'limit',
  arg: f,
  variable: w.x,
  to: targetNode(w.to),
  ...(w.side ? { side: w.side } : {}),
});

/**
 * An exact value (sin, cos, … at a multiple of π/12 included), or undefined where the exact
 * numbers do not hold it (a division by 0, ln 0, sin 1).
 */
export const exactly = (node: MathNode): Exact | undefined =>
  exactValue(mapTree(node, exactTrigValue));

/** f as a quotient A/B at its top, when it is one. */
export const quotient = (f: MathNode): [MathNode, MathNode] | undefined =>
  f.type === 'fraction'
    ? [f.num, f.den]
    : f.type === 'binary' && f.op === '/'
      ? [f.left, f.right]
      : undefined;

export const fractionOf = (f: MathNode, x: string) => {
  try {
    return readFraction(f, x);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** A float far out or right next to the point, on the side asked (or above). */
export const near = (to: Target, side: '+' | '-' | undefined, k: number): number => {
  if ('infinity' in to) return to.infinity * 10 ** k;
  const a = E.toNumber(to.at);
  return a + (side === '-' ? -1 : 1) * 10 ** -k * Math.max(1, Math.abs(a));
};

/** Where f grows without bound: ±∞ by the sign on the side(s) asked, or none when the sides differ. */
export const unbounded = (w: Work, f: MathNode): Value => {
  const signAt = (side: '+' | '-') => Math.sign(evaluateMath(f, { [w.x]: near(w.to, side, 7) }));
  const [above, below] = [signAt('+'), signAt('-')];
  const sign = (s: number) => (s > 0 ? 1 : -1) as 1 | -1;
  let value: Value;
  if (w.side) value = { infinite: sign(w.side === '+' ? above : below) };
  else if ('infinity' in w.to) value = { infinite: sign(above) };
  else if (above === below) value = { infinite: sign(above) };
  else
    value = {
      none: {
        id: 'sidesDiffer',
        params: {
          left: valueNode({ infinite: sign(below) }),
          right: valueNode({ infinite: sign(above) }),
        },
      },
    };
  w.methods.add('signsOnEachSide');
  w.steps.push(
    step(
      'none' in value
        ? {
            rule: 'unbounded',
            params: {
              left: valueNode({ infinite: sign(below) }),
              right: valueNode({ infinite: sign(above) }),
            },
            form: 'sidesDiffer',
          }
        : {
            rule: 'unbounded',
            form: w.side === '-' ? 'signBelow' : w.side === '+' ? 'signAbove' : 'signBoth',
          },
      chain(limitOf(w, f), '=', valueNode(value)),
    ),
  );
  return value;
};
