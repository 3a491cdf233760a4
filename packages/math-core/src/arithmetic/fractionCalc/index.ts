import { readNumber } from '../../_lib/fractionText';
import { fail } from '../../_lib/result';
import { workOut } from '../../algebra/workOut';
import { COMMON_NOTES } from '../../math/catalogue/common';
import { WORKING_NOTES } from '../../math/catalogue/working';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { SolveStop } from '../../math/rational';
import { mergedNotes, withWords } from '../../math/rules';
import { qNode } from '../../math/show';
import type { Step } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

export type FractionOperator = '+' | '-' | '*' | '/';

export interface FractionCalcResult {
  /** The exact result in lowest terms; the denominator is positive. */
  numerator: number;
  denominator: number;
  /** "19/12", "−3/4", "2". */
  fraction: string;
  /** As a mixed number when it is improper: "1 7/12", "−2 1/2"; otherwise the same as `fraction`. */
  mixed: string;
  /** The nearest double. */
  value: number;
  /** One chain of working: `3/4 + 5/6 = 9/12 + 10/12 = 19/12 = 1 7/12`. */
  steps: Step[];
}

const MAX_OPERAND_LENGTH = 40;
const OPERATORS: Record<FractionOperator, '+' | '-' | '*' | '/'> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
};

/** An operand as typed ("2 1/2", "-3/4", "5", "0.25") as a tree the working starts from. */
const operand = (raw: unknown, field: string): MathNode | Result<never> => {
  if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > MAX_OPERAND_LENGTH)
    return fail('invalid_value', `${field} must be a fraction such as 3/4, 2 1/2 or 5`, field);
  const reading = readNumber(raw);
  // A fraction over 0 (1/0, 2 3/0) is no number: said so, naming the zero denominator.
  const overZero = /^[-\u2212\u2013]?\s*(?:\d+\s+)?\d+\s*\/\s*0+$/.exec(raw.trim());
  if (overZero)
    return fail(
      'division_by_zero',
      `${field} has the denominator 0: ${overZero[0].replace(/^[-\u2013]/, '−').replace(/\s*\/\s*/, '/')} is undefined, since no number times 0 gives its numerator`,
      field,
    );
  if (reading === undefined)
    return fail('invalid_value', `${field} must be a fraction such as 3/4, 2 1/2 or 5`, field);
  if (typeof reading !== 'object') return fail('out_of_range', `${field} is too large`, field);
  const text = raw.trim().replace(/^[-\u2212\u2013]\s*/, '');
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(text);
  const negative = reading.p < 0n;
  let node: MathNode;
  if (mixed)
    node = {
      type: 'mixed',
      whole: String(BigInt(mixed[1] ?? '0')),
      num: String(BigInt(mixed[2] ?? '0')),
      den: String(BigInt(mixed[3] ?? '1')),
    };
  else {
    const parts = text.replace(/\s+/g, '').split('/');
    const value = R.rat(reading.p < 0n ? -reading.p : reading.p, reading.q);
    node =
      parts.length === 2 && /^\d+$/.test(parts[0] ?? '') && /^\d+$/.test(parts[1] ?? '')
        ? {
            type: 'fraction',
            num: { type: 'number', value: String(BigInt(parts[0] ?? '0')) },
            den: { type: 'number', value: String(BigInt(parts[1] ?? '1')) },
          }
        : qNode(value);
  }
  return negative ? { type: 'neg', arg: node } : node;
};

const mixedText = (q: R.Q): string => {
  const magnitude = q.p < 0n ? -q.p : q.p;
  if (q.q === 1n || magnitude < q.q)
    return `${q.p < 0n ? '−' : ''}${magnitude}${q.q === 1n ? '' : `/${q.q}`}`;
  return `${q.p < 0n ? '−' : ''}${magnitude / q.q} ${magnitude % q.q}/${q.q}`;
};

/**
 * Adds, subtracts, multiplies or divides two fractions, mixed numbers or whole numbers exactly:
 * `fractionCalc('3/4', '+', '5/6')` is 19/12 = 1 7/12, `fractionCalc('2 1/2', '*', '4/5')` is 2.
 * Operands are text (`'3/4'`, `'2 1/2'`, `'-5'`, `'0.25'`) or finite numbers; the result is in
 * lowest terms, with its working.
 *
 * Errors: an operand that is not a fraction → `invalid_value` (field `a` or `b`); an operand over
 * 0 (`'1/0'`) → `division_by_zero` naming its zero denominator (field `a` or `b`); `op` not one of
 * `+ - * /` → `invalid_operator`; dividing by 0 → `division_by_zero`; numbers too large to work
 * with exactly, or a result beyond 2^53 → `out_of_range` (no field: no one operand is at fault).
 *
 * @example
 * fractionCalc('3/4', '+', '5/6').value.mixed; // "1 7/12"
 */
export function fractionCalc(
  a: string | number,
  op: FractionOperator,
  b: string | number,
): Result<FractionCalcResult> {
  const left = operand(a, 'a');
  if ('ok' in left) return left;
  const right = operand(b, 'b');
  if ('ok' in right) return right;
  if (typeof op !== 'string' || !Object.hasOwn(OPERATORS, op))
    return fail('invalid_operator', 'op must be one of + - * /', 'op');
  const tree: MathNode = { type: 'binary', op: OPERATORS[op], left, right };
  try {
    // The working as one chain of equalities, as `steps` is documented.
    const { value, chain } = workOut(tree, false);
    const steps = withWords([chain], mergedNotes([COMMON_NOTES, WORKING_NOTES]));
    const q = E.rational(value);
    // What goes wrong with the result is no one operand's fault: no field is named.
    if (!q) return fail('invalid_value', 'the result is not a fraction');
    const numerator = Number(q.p);
    const denominator = Number(q.q);
    if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator))
      return fail('out_of_range', 'the result has more digits than a number can hold');
    const fraction = `${q.p < 0n ? '−' : ''}${q.p < 0n ? -q.p : q.p}${q.q === 1n ? '' : `/${q.q}`}`;
    return {
      ok: true,
      value: { numerator, denominator, fraction, mixed: mixedText(q), value: R.toNumber(q), steps },
    };
  } catch (err) {
    if (err instanceof SolveStop && err.code === 'invalid_value')
      return fail('division_by_zero', 'cannot divide by zero', 'b');
    return fail('out_of_range', 'the numbers are too large to work with exactly');
  }
}
