/** Reading expression trees as polynomials (their exact values are math/evaluateExact's). */

import { EVALUATE_REFUSALS, evalExact, hasVariable } from '../math/evaluateExact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { RATIONAL_REFUSALS, SolveStop } from '../math/rational';
import { refuse } from '../math/refusal';
import type { MathNode } from '../math/tree';
import type { Poly } from './poly';
import * as P from './poly';

/** The exact evaluator and the tree helpers it reads with, where the algebra has long found them. */
export {
  contains,
  evalExact,
  exactAt,
  exactLog,
  exactly,
  hasVariable,
  isE,
  logBase,
  mapTree,
  NotExact,
  powerOfE,
  powerOfLn,
  substitute,
  variablesOf,
} from '../math/evaluateExact';

/** The sentences of the refusals of an equation read as polynomials. */
export const READING_REFUSALS = {
  irrationalCoefficients: 'Equations with irrational coefficients are not supported',
  wholePowers: 'Powers of the unknown must be whole numbers up to {limit}',
  notInEquation: '{part} is not supported in an equation',
  unknownDenominator: 'Unknowns in a denominator are not supported',
} as const;

const unsupported = (
  id: keyof typeof READING_REFUSALS,
  values?: Readonly<Record<string, string | MathNode>>,
): SolveStop => refuse('unsupported', READING_REFUSALS, id, values);

/** A tree as a polynomial in its unknowns, with rational coefficients. */
export const toPoly = (node: MathNode): Poly => {
  if (!hasVariable(node)) {
    const value = E.rational(evalExact(node));
    if (!value) throw unsupported('irrationalCoefficients');
    return P.constPoly(value);
  }
  switch (node.type) {
    case 'variable':
      return P.varPoly(node.name);
    case 'neg':
      return P.scale(toPoly(node.arg), R.int(-1));
    case 'binary': {
      if (node.op === '+') return P.add(toPoly(node.left), toPoly(node.right));
      if (node.op === '-') return P.sub(toPoly(node.left), toPoly(node.right));
      if (node.op === '*') return P.mul(toPoly(node.left), toPoly(node.right));
      if (node.op === '/') return divide(toPoly(node.left), node.right);
      throw refuse('unsupported', EVALUATE_REFUSALS, 'plusMinusRead');
    }
    case 'fraction':
      return divide(toPoly(node.num), node.den);
    case 'power': {
      const k = hasVariable(node.exponent) ? undefined : E.rational(evalExact(node.exponent));
      if (!k || !R.isInt(k) || k.p < 0n || k.p > BigInt(P.MAX_DEGREE))
        throw unsupported('wholePowers', { limit: '8' });
      return P.powInt(toPoly(node.base), Number(k.p));
    }
    default:
      throw unsupported('notInEquation', { part: node });
  }
};

const divide = (top: Poly, den: MathNode): Poly => {
  if (hasVariable(den)) throw unsupported('unknownDenominator');
  const value = E.rational(evalExact(den));
  if (!value) throw unsupported('irrationalCoefficients');
  if (R.isZero(value)) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
  return P.scale(top, R.div(R.ONE, value));
};

/** The polynomial of a tree, or undefined when it is not one. */
export const polyOrNothing = (node: MathNode): Poly | undefined => {
  try {
    return toPoly(node);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/**
 * The dividend and divisor of a tree that is one division (a fraction or a ÷) of two
 * polynomials, or undefined for anything else.
 */
export const polynomialParts = (tree: MathNode): { n: Poly; d: Poly } | undefined => {
  const [top, bottom] =
    tree.type === 'fraction'
      ? [tree.num, tree.den]
      : tree.type === 'binary' && tree.op === '/'
        ? [tree.left, tree.right]
        : [undefined, undefined];
  const n = top && polyOrNothing(top);
  const d = bottom && polyOrNothing(bottom);
  return n && d ? { n, d } : undefined;
};

/** The terms of a sum with their signs: a − b + c is [a, +1], [b, −1], [c, +1]. */
export const termsOf = (node: MathNode, sign: 1 | -1 = 1): { node: MathNode; sign: 1 | -1 }[] =>
  node.type === 'binary' && (node.op === '+' || node.op === '-')
    ? [
        ...termsOf(node.left, sign),
        ...termsOf(node.right, node.op === '-' ? (-sign as 1 | -1) : sign),
      ]
    : [{ node, sign }];
