import { add, type Dec, dec, div, isZero, mul, neg, toNumber } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import type { Result } from '../../types';

/** The four operators `arithmetic` understands. */
export type ArithmeticOperator = '+' | '-' | '*' | '/';

export interface ArithmeticResult {
  /** The exact decimal result (quotients rounded to 15 significant digits), free of float noise. */
  result: number;
  /** Human form: "0.1 + 0.2 = 0.3", "6 × 7 = 42", "1 ÷ 4 = 0.25", "5 - (-3) = 8". */
  expression: string;
}

const SYMBOL: Record<ArithmeticOperator, string> = { '+': '+', '-': '-', '*': '×', '/': '÷' };

const APPLY: Record<ArithmeticOperator, (a: Dec, b: Dec) => Dec> = {
  '+': add,
  '-': (a, b) => add(a, neg(b)),
  '*': mul,
  '/': (a, b) => div(a, b),
};

const show = (n: number): string => (n < 0 ? `(${n})` : String(n));

/**
 * Add, subtract, multiply or divide two numbers exactly as they are written in decimal, so
 * 0.1 + 0.2 is 0.3 and 1.1 × 3 is 3.3. Quotients are rounded to 15 significant digits
 * (1 ÷ 3 = 0.333333333333333). Division by zero is an error, as is a result beyond ±1.8e308.
 *
 * @example
 * arithmetic(0.1, '+', 0.2); // { ok: true, value: { result: 0.3, expression: '0.1 + 0.2 = 0.3' } }
 * arithmetic(1, '/', 0); // { ok: false, error: { code: 'division_by_zero', field: 'b', … } }
 */
export function arithmetic(a: number, op: ArithmeticOperator, b: number): Result<ArithmeticResult> {
  const bad = nonFinite({ a, b });
  if (bad) return bad;
  const apply = Object.hasOwn(APPLY, op) ? APPLY[op] : undefined;
  if (!apply) return fail('invalid_operator', 'op must be one of + - * /', 'op');
  const right = dec(b);
  if (op === '/' && isZero(right)) return fail('division_by_zero', 'cannot divide by zero', 'b');
  const result = toNumber(apply(dec(a), right));
  if (!Number.isFinite(result)) return fail('out_of_range', 'the result is too large', 'result');
  return {
    ok: true,
    value: { result, expression: `${show(a)} ${SYMBOL[op]} ${show(b)} = ${result}` },
  };
}
