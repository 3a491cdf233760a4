/**
 * A linear equation whose coefficients hold one number with no exact rational value, such as
 * x = e(x − 1) from ln(x) − ln(x − 1) = 1: a₁x + b₁ = P(a₂x + b₂) is x(a₁ − a₂P) = b₂P − b₁, so
 * x = (b₂P − b₁)/(a₁ − a₂P), written with the number P leading the denominator (e/(e − 1)).
 */

import * as P from '../../algebra/poly';
import { toPoly } from '../../algebra/reading';
import { eq, frac, times, variable } from '../../math/build';
import type { Q } from '../../math/rational';
import * as R from '../../math/rational';
import { refuse } from '../../math/refusal';
import type { WorkedStep } from '../../math/rules';
import { qNode, step } from '../../math/show';
import type { MathNode } from '../../math/tree';
import { sumNode } from './log-terms';

/** k·P + m as a tree, the P term first: e − 1, −e, 2e + 3. */
/** The sentences of the refusals of an equation linear in a symbol (ln 2, log₃ 5). */
export const SYMBOLIC_LINEAR_REFUSALS = {
  logNoExactSolution: 'This logarithmic equation has no exact solution the solver can show',
} as const;

const combination = (k: Q, symbol: MathNode, m: Q): MathNode => {
  const terms = [
    ...(R.isZero(k) ? [] : [{ k, node: symbol }]),
    ...(R.isZero(m) ? [] : [{ k: R.sign(m) < 0 ? R.int(-1) : R.ONE, node: qNode(R.abs(m)) }]),
  ];
  return terms.length === 0 ? qNode(R.ZERO) : sumNode(terms);
};

/**
 * num = P·den solved for x (num and den linear in x, P a tree of a number that is not
 * rational), with its steps after the first, which states num/den = P. Refuses (a SolveStop)
 * when x cancels.
 */
export const solveWithSymbol = (
  num: MathNode,
  den: MathNode,
  symbol: MathNode,
  x: string,
  steps: WorkedStep[],
): MathNode => {
  const [top, bottom] = [toPoly(num), toPoly(den)];
  if (P.degree(top, x) > 1 || P.degree(bottom, x) > 1)
    throw refuse('unsupported', SYMBOLIC_LINEAR_REFUSALS, 'logNoExactSolution');
  const [a1, b1, a2, b2] = [
    P.coeff(top, x, 1),
    P.constant(top),
    P.coeff(bottom, x, 1),
    P.constant(bottom),
  ];
  const X = variable(x);
  steps.push(
    step(
      { rule: 'scale', params: { multiply: den }, form: 'multiply' },
      eq(num, times(symbol, den)),
    ),
  );
  // x(a₁ − a₂P) = b₂P − b₁, written with P's coefficient positive in the bracket.
  const s = R.sign(a2) > 0 ? R.int(-1) : R.ONE;
  const [k, m] = [R.mul(s, R.neg(a2)), R.mul(s, a1)];
  const [kr, mr] = [R.mul(s, b2), R.mul(s, R.neg(b1))];
  if (R.isZero(k) && R.isZero(m))
    throw refuse('unsupported', SYMBOLIC_LINEAR_REFUSALS, 'logNoExactSolution');
  const factor = combination(k, symbol, m);
  const rhs = combination(kr, symbol, mr);
  steps.push(
    step(
      { rule: 'commonFactor', params: { unknown: X }, form: 'collectUnknown' },
      eq(times(X, factor), rhs),
    ),
  );
  const root = frac(rhs, factor);
  steps.push(step({ rule: 'scale', params: { divide: factor }, form: 'divide' }, eq(X, root)));
  return root;
};
