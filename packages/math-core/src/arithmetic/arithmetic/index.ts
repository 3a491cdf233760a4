import {
  add,
  compare,
  type Dec,
  dec,
  div,
  isZero,
  mul,
  neg,
  roundSignificant,
  toNumber,
} from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { mul as by, chain, sub as minus, n, div as over, add as plus } from '../../math/build';
import { type Step, worded } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

/** The four operators `arithmetic` understands. */
export type ArithmeticOperator = '+' | '-' | '*' | '/';

export interface ArithmeticResult {
  /**
   * The exact decimal result, free of float noise; when it has more digits than a double holds
   * (1 ÷ 3, or 0.1 + 1e-20), rounded to 15 significant digits and `exact` is false.
   */
  result: number;
  /**
   * Human form: "0.1 + 0.2 = 0.3", "6 × 7 = 42", "1 ÷ 4 = 0.25", "5 - (-3) = 8", and "≈" where
   * the result is rounded: "1 ÷ 3 ≈ 0.333333333333333".
   */
  expression: string;
  /** True when `result` is the exact value of the expression. */
  exact: boolean;
  /** The working: one step, `6 × 7 = 42` (`≈` where the result is rounded). */
  steps: Step[];
}

const SYMBOL: Record<ArithmeticOperator, string> = { '+': '+', '-': '-', '*': '×', '/': '÷' };

const APPLY: Record<ArithmeticOperator, (a: Dec, b: Dec) => Dec> = {
  '+': add,
  '-': (a, b) => add(a, neg(b)),
  '*': mul,
  '/': (a, b) => div(a, b),
};

/**
 * 2^53: from here on a double can no longer hold every whole number. Written out: a bundler keeps
 * a call with a power for its argument when it is unused, even one marked pure.
 */
const EXACT_LIMIT = /* @__PURE__ */ dec(9_007_199_254_740_992);

const show = (n: number): string => (n < 0 ? `(${n})` : String(n));

const TREE: Record<
  ArithmeticOperator,
  [keyof typeof ARITHMETIC_NOTES, (a: MathNode, b: MathNode) => MathNode]
> = {
  '+': ['arithmetic.add', plus],
  '-': ['arithmetic.subtract', minus],
  '*': ['arithmetic.multiply', by],
  '/': ['arithmetic.divide', over],
};

/** The note of the step, by id (each language words the same ids: `calculatorStepIn`). */
export const ARITHMETIC_NOTES = {
  'arithmetic.add': 'Add',
  'arithmetic.subtract': 'Subtract',
  'arithmetic.multiply': 'Multiply',
  'arithmetic.divide': 'Divide',
};

/**
 * Add, subtract, multiply or divide two numbers exactly as they are written in decimal, so
 * 0.1 + 0.2 is 0.3 and 1.1 × 3 is 3.3. A result with more digits than a double holds is rounded
 * to 15 significant digits and written with ≈ (1 ÷ 3 ≈ 0.333333333333333), except beyond 2^53
 * (9007199254740992), where rounding would change whole units: there only an exact result is
 * given, and anything else is `out_of_range` (so 2^53 + 1 is refused rather than shown as 2^53),
 * as is a result beyond ±1.8e308 or too small to tell from 0. Division by zero is an error.
 *
 * @example
 * arithmetic(0.1, '+', 0.2); // { ok: true, value: { result: 0.3, expression: '0.1 + 0.2 = 0.3', exact: true } }
 * arithmetic(1, '/', 3).value.expression; // "1 ÷ 3 ≈ 0.333333333333333"
 * arithmetic(1, '/', 0); // { ok: false, error: { code: 'division_by_zero', field: 'b', … } }
 */
export function arithmetic(a: number, op: ArithmeticOperator, b: number): Result<ArithmeticResult> {
  const bad = nonFinite({ a, b });
  if (bad) return bad;
  const apply = typeof op === 'string' && Object.hasOwn(APPLY, op) ? APPLY[op] : undefined;
  if (!apply) return fail('invalid_operator', 'op must be one of + - * /', 'op');
  const [left, right] = [dec(a), dec(b)];
  if (op === '/' && isZero(right)) return fail('division_by_zero', 'cannot divide by zero', 'b');
  const value = apply(left, right);
  const nearest = toNumber(value);
  if (!Number.isFinite(nearest)) return fail('out_of_range', 'the result is too large', 'result');
  const exact =
    op === '/' ? compare(mul(value, right), left) === 0 : compare(dec(nearest), value) === 0;
  if (!exact && compare(value.m < 0n ? neg(value) : value, EXACT_LIMIT) > 0) {
    return fail('out_of_range', 'the exact result has more digits than a double holds', 'result');
  }
  const result = exact ? nearest : toNumber(roundSignificant(value, 15));
  if (result === 0 && !isZero(value)) {
    return fail('out_of_range', 'the result is too small to tell from 0', 'result');
  }
  const expression = `${show(a)} ${SYMBOL[op]} ${show(b)} ${exact ? '=' : '≈'} ${result}`;
  const [note, build] = TREE[op];
  const steps = [
    worded(ARITHMETIC_NOTES, note, chain(build(n(a), n(b)), exact ? '=' : '≈', n(result))),
  ];
  return { ok: true, value: { result, expression, exact, steps } };
}
