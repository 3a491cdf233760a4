import { simplifyLog } from '@mathtools/math-core';
import { conclusion, solved, statement } from '../lib/page-math';

/** The logarithm page's examples, worked by math-core when the page is built (and on hydration). */
const log = (base: number, value: number) =>
  solved(`log ${base} of ${value}`, simplifyLog(base, value));

/** The exact form's working: `4 = 2²`, `8 = 2³`, `log₄(8) = 3/2`. */
export const exactSteps = (base: number, value: number) => {
  const found = log(base, value).exact;
  if (!found) throw new Error(`log ${base} of ${value} has no exact form`);
  return found.steps;
};

/** "log₂(8) = 3 because 8 = 2³": the exact working's last two steps. */
const because = (base: number, value: number) => {
  const steps = exactSteps(base, value);
  const answer = conclusion(steps);
  return { power: steps.at(-2) ?? answer, answer };
};

export const changeOfBase = log(2, 8);
/** The change-of-base formula as math-core states it in its second step. */
export const formula = changeOfBase.steps[1] ?? conclusion(changeOfBase.steps);

export const facts = {
  twoEight: because(2, 8),
  tenHundred: because(10, 100),
  tenThousand: because(10, 1000),
  tenThousandth: because(10, 0.001),
  twoK: because(2, 1024),
  half: because(0.5, 8),
  twoThirtyTwo: because(2, 32),
};

export const exact = { fourEight: exactSteps(4, 8), nineTwentySeven: exactSteps(9, 27) };

/** Values the rules are checked with (any positive b ≠ 1, positive x and y, and any k). */
const rule = { b: 3, x: 7, y: 5, k: 4 };

export const rules = {
  product: statement('log_b(xy) = log_b(x) + log_b(y)', rule),
  quotient: statement('log_b(x/y) = log_b(x) − log_b(y)', rule),
  power: statement('log_b(x^k) = k log_b(x)', rule),
  identity: statement('log_b(b) = 1', rule),
  zero: statement('log_b(1) = 0', rule),
  inverse: statement('b^(log_b(x)) = x', rule),
};

export const checks = {
  doubling: statement('ln(2) ÷ 0.05 ≈ 13.86'),
  fourToThreeHalves: statement('4^(3/2) = (√4)^3 = 2^3 = 8'),
  productRule: statement('log_2(32) = log_2(4 × 8) = 2 + 3 = 5'),
};
