/**
 * The trigonometric identities the steps name, as formulas in the angle they are used in:
 * `sin(x)² + cos(x)² = 1`, `tan(x) = sin(x)/cos(x)`, `sin(2x) = 2sin(x)cos(x)`. Each is a tree
 * built from function calls, so a language writes its own names in it (sen, tg) and MathML and
 * speech show it as mathematics; src/algebra/trig-identities applies them.
 */

import { add, eq, fn, frac, n as numberNode, pow, sub, times } from '../math/build';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';
import * as P from './poly';
import { toPoly } from './reading';

/** An identity as its formula in the angle u it is used in (x, or x + 30°). */
export type Identity = (u: MathNode) => MathNode;

/** The angle twice over as typed would write it (2x for x, 4x for 2x), when it is a polynomial. */
export const twiceOf = (u: MathNode): MathNode | undefined => {
  try {
    return P.toNode(P.scale(toPoly(u), R.int(2)));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};
/** The angle twice over: 2x for x, 2(x + 30°) for x + 30°. */
export const twice = (u: MathNode): MathNode => twiceOf(u) ?? times(numberNode(2), u);

// The sides of the identities in u, which the rewrites of src/algebra/trig-identities put in
// place of the other side.
export const sinOf = (u: MathNode) => fn('sin', u);
export const cosOf = (u: MathNode) => fn('cos', u);
const ONE_NODE = /* @__PURE__ */ numberNode(1);
const TWO_NODE = /* @__PURE__ */ numberNode(2);
const squared = (f: MathNode): MathNode => pow(f, TWO_NODE);
const sin2 = (u: MathNode) => squared(sinOf(u));
const cos2 = (u: MathNode) => squared(cosOf(u));
export const twiceSinCos = (u: MathNode) => times(times(TWO_NODE, sinOf(u)), cosOf(u));
export const cosSquaresDifference = (u: MathNode) => sub(cos2(u), sin2(u));
export const twiceCos2LessOne = (u: MathNode) => sub(times(TWO_NODE, cos2(u)), ONE_NODE);
export const oneLessTwiceSin2 = (u: MathNode) => sub(ONE_NODE, times(TWO_NODE, sin2(u)));
const tanOf = (u: MathNode) => fn('tan', u);
const cotOf = (u: MathNode) => fn('cot', u);
const secOf = (u: MathNode) => fn('sec', u);
const cscOf = (u: MathNode) => fn('csc', u);
export const sinOverCos = (u: MathNode) => frac(sinOf(u), cosOf(u));
export const cosOverSin = (u: MathNode) => frac(cosOf(u), sinOf(u));
export const oneOverCos = (u: MathNode) => frac(ONE_NODE, cosOf(u));
export const oneOverSin = (u: MathNode) => frac(ONE_NODE, sinOf(u));
const sinTwice = (u: MathNode) => sinOf(twice(u));
const cosTwice = (u: MathNode) => cosOf(twice(u));

/**
 * The identities the steps name, each as it is used (its left side rewritten as its right). Each
 * is a function, not a value made when the module loads, so a program that never names one
 * ships none of them.
 */
export const IDENTITIES = {
  sumOfSquares: (u) => eq(add(sin2(u), cos2(u)), ONE_NODE),
  cosSquared: (u) => eq(cos2(u), sub(ONE_NODE, sin2(u))),
  sinSquared: (u) => eq(sin2(u), sub(ONE_NODE, cos2(u))),
  tan: (u) => eq(tanOf(u), sinOverCos(u)),
  cot: (u) => eq(cotOf(u), cosOverSin(u)),
  sec: (u) => eq(secOf(u), oneOverCos(u)),
  csc: (u) => eq(cscOf(u), oneOverSin(u)),
  sinDouble: (u) => eq(sinTwice(u), twiceSinCos(u)),
  cosDoubleInCos: (u) => eq(cosTwice(u), twiceCos2LessOne(u)),
  cosDoubleInSin: (u) => eq(cosTwice(u), oneLessTwiceSin2(u)),
  cosDouble: (u) => eq(cosTwice(u), cosSquaresDifference(u)),
  toTan: (u) => eq(sinOverCos(u), tanOf(u)),
  toCot: (u) => eq(cosOverSin(u), cotOf(u)),
  toSec: (u) => eq(oneOverCos(u), secOf(u)),
  toCsc: (u) => eq(oneOverSin(u), cscOf(u)),
  toSinDouble: (u) => eq(twiceSinCos(u), sinTwice(u)),
  toCosDouble: (u) => eq(cosSquaresDifference(u), cosTwice(u)),
} satisfies Record<string, Identity>;
