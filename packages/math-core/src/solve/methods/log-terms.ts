/**
 * Sums of multiples of logarithms, as the kinds that read logarithms share them: a term k·log(a)
 * and a sum of terms as trees, the one argument a sum condenses to (log(x) + log(x − 3) is
 * log(x(x − 3))), the note naming the rules that condensing uses, and the refusal of a logarithm
 * of a number that is not positive before any rule touches it.
 */

import * as P from '../../algebra/poly';
import { evalExact, hasVariable, toPoly } from '../../algebra/reading';
import { frac, n as numberNode, pow, times } from '../../math/build';
import { EVALUATE_REFUSALS } from '../../math/evaluateExact';
import * as E from '../../math/exact';
import type { Q } from '../../math/rational';
import * as R from '../../math/rational';
import { refuse } from '../../math/refusal';
import type { Say } from '../../math/rules';
import { isNegative, negLead, qNode } from '../../math/show';
import type { MathNode } from '../../math/tree';

export type LogNode = Extract<MathNode, { type: 'log' }>;
export interface LogTerm {
  k: Q;
  log: LogNode;
}

/** k·log(a) as a tree: log(a), −log(a), 2log(a), (1/2)log(a). */
export const termNode = (k: Q, node: MathNode): MathNode => {
  const body = R.eq(R.abs(k), R.ONE) ? node : times(qNode(R.abs(k)), node);
  return R.sign(k) < 0 ? negLead(body) : body;
};

/** A sum of k·log terms as a tree, with − for negative coefficients after the first. */
export const sumNode = (terms: { k: Q; node: MathNode }[]): MathNode =>
  terms
    .map((t) => termNode(t.k, t.node))
    .reduce((acc, node) =>
      isNegative(node)
        ? { type: 'binary', op: '-', left: acc, right: negLead(node) }
        : { type: 'binary', op: '+', left: acc, right: node },
    );

/** A sum of multiples of logarithms as its terms, or undefined when it is something else. */
/** arg^k as a factor: x, x², x^(1/2). */
const factor = (arg: MathNode, k: Q): MathNode =>
  R.eq(k, R.ONE)
    ? arg
    : pow(arg, R.isInt(k) ? numberNode(k.p) : frac(numberNode(k.p), numberNode(k.q)));

/** A factor as a polynomial when it is a single term (2x, x², 3), else undefined (x − 3, √x). */
const asTerm = (node: MathNode): P.Poly | undefined => {
  try {
    const poly = toPoly(node);
    return poly.length === 1 ? poly : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The factors multiplied, single terms into one (x · 2x is 2x², not x(2x)) and written first, the
 * rest after them as they are: x(x − 3), 2x²(x + 1).
 */
const product = (factors: MathNode[]): MathNode | undefined => {
  const terms = factors.map(asTerm);
  const polys = terms.filter((t) => t !== undefined);
  const lead =
    polys.length > 1 ? [P.toNode(polys.reduce(P.mul))] : factors.filter((_, i) => terms[i]);
  return [...lead, ...factors.filter((_, i) => !terms[i])].reduce<MathNode | undefined>(
    (acc, f) => (acc ? times(acc, f) : f),
    undefined,
  );
};

/** The argument a sum of logarithms condenses to: x(x − 3), 8x/y². */
export const condensedArgument = (terms: LogTerm[]): MathNode => {
  const top = product(terms.filter((t) => R.sign(t.k) > 0).map((t) => factor(t.log.arg, t.k)));
  const bottom = product(
    terms.filter((t) => R.sign(t.k) < 0).map((t) => factor(t.log.arg, R.abs(t.k))),
  );
  const num = top ?? numberNode(1);
  return bottom ? frac(num, bottom) : num;
};

/**
 * What a step that writes a sum of k·log terms as one logarithm says, naming only the laws that
 * step uses (its form in the catalogue names them): the power rule for a coefficient other than
 * 1 or −1, the product rule for two or more terms added, the quotient rule for a term subtracted.
 */
export const combineNote = (terms: readonly LogTerm[]): Say => {
  const power = terms.some((t) => !R.eq(R.abs(t.k), R.ONE)) ? 'Power' : '';
  const product = terms.filter((t) => R.sign(t.k) > 0).length > 1 ? 'Product' : '';
  const quotient = terms.some((t) => R.sign(t.k) < 0) ? 'Quotient' : '';
  return { rule: 'logLaws', form: `combine${power}${product}${quotient}` };
};

/** The exact value of a tree without unknowns, or undefined when it has none the solver holds. */
export const numberValue = (node: MathNode): E.Exact | undefined => {
  if (hasVariable(node)) return undefined;
  try {
    return evalExact(node);
  } catch {
    return undefined;
  }
};

/**
 * Throws when a logarithm of a number is undefined (its argument is 0 or negative), before any
 * rule combines it: 2log(−3) is undefined, not log((−3)²) = log(9). k·log(a) = log(aᵏ) holds
 * for a > 0 only.
 */
export const requireDefined = (node: LogNode): void => {
  const value = numberValue(node.arg);
  if (value && E.sign(value) <= 0)
    throw refuse('invalid_value', EVALUATE_REFUSALS, 'logUndefined', { log: node });
};
