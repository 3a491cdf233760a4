import { dec, quotient, round, toFixed, toNumber } from '../../_lib/decimal';
import { fail, nonFinite } from '../../_lib/result';
import { chain, eq, frac, ln, log, n, pow, variable } from '../../math/build';
import { fractionOf, gcd, perfectPower, type Q } from '../../math/rational';
import { type Step, worded } from '../../math/steps';
import type { MathNode, MathRelation } from '../../math/tree';
import type { Result } from '../../types';

export interface ExactLog {
  /** The answer as a fraction in lowest terms; the denominator is positive. */
  numerator: number;
  denominator: number;
  /** "3", "3/2", "-3". */
  text: string;
  /** How the exact form is reached: `4 = 2²`, `8 = 2³`, `log₄(8) = 3/2`. */
  steps: Step[];
}

export interface SimplifyLogResult {
  /** log_base(value) rounded to 4 decimals (half away from zero). */
  answer: number;
  /** The answer with exactly 4 decimals: "3.0000". */
  formatted: string;
  /**
   * Six steps, noted Problem, Formula, Natural log of the value, Natural log of the base, Divide
   * and Answer. Rounded numbers are written with ≈, so every step is a true statement.
   */
  steps: Step[];
  /** Present when the answer is a rational number. */
  exact?: ExactLog;
  /**
   * The answer as a reader should see it: the exact value when there is one (`log₂(32) = 5`,
   * `log₈(2) = 1/3`), else the 4-decimal value with ≈ (`log₂(10) ≈ 3.3219`).
   */
  result: Step;
}

/**
 * The decimal form as a fraction, except float noise of reciprocals (1 / 9 prints as
 * 0.1111111111111111 and is read as 1/9). A decimal with 14 significant digits or fewer is
 * what someone typed and is read as written, even when it happens to be the double nearest some
 * 1/n (1.1e-8 is 11/10^9, not 1/90909091; 1.522435234375e-16 is 0.0055^7, not 1/6568423913353047).
 * A reciprocal's float noise takes 15 to 17 digits.
 */
const fractionOfInput = (n: number): Q => {
  const inverse = Math.round(1 / n);
  const digits = String(n)
    .replace(/e.*$/, '')
    .replace(/\D|^[0.]+/g, '').length;
  return n < 1 && digits > 14 && Number.isSafeInteger(inverse) && 1 / inverse === n
    ? { p: 1n, q: BigInt(inverse) }
    : fractionOf(n);
};

/** How an input is written in exact steps: its decimal form, or 1/9 when read as 1/9. */
const showInput = (x: number, f: Q): MathNode =>
  f.p === 1n && f.q > 1n && String(x).length > String(f.q).length + 2 ? frac(n(1), n(f.q)) : n(x);

const sameFraction = (a: Q, b: Q): boolean => a.p === b.p && a.q === b.q;
const showRoot = ({ p, q }: Q): MathNode => (q === 1n ? n(p) : frac(n(p), n(q)));
/** p/q as a node: a whole number when q is 1. */
const ratioNode = (p: number, q: number): MathNode => (q === 1 ? n(p) : frac(n(p), n(q)));

/**
 * What a step of an exact logarithm's working says, as data: a base to the power 0 is 1, so the
 * logarithm of 1 is 0; or the base as a power, the value as a power of the same number, and the
 * logarithm as the ratio of the exponents.
 */
export type ExactLogSay = 'powerZero' | 'logOfOne' | 'baseAsPower' | 'valueAsPower' | 'ratio';

/** A step of an exact logarithm's working as data: what it says, and its statement. */
export interface ExactLogStep {
  readonly say: ExactLogSay;
  readonly statement: MathNode;
}

/**
 * The words of each step of the working, by id: the change of base, then an exact logarithm's
 * (`log.` and what its step says); each language words the same ids (`calculatorStepIn`).
 */
export const LOG_NOTES = {
  'log.problem': 'Problem',
  'log.formula': 'Formula',
  'log.lnValue': 'Natural log of the value',
  'log.lnBase': 'Natural log of the base',
  'log.divide': 'Divide',
  'log.answer': 'Answer',
  'log.powerZero': 'Any base to the power 0 is 1',
  'log.logOfOne': 'So the logarithm of 1 is 0',
  'log.baseAsPower': 'Write the base as a power',
  'log.valueAsPower': 'Write the value as a power of the same number',
  'log.ratio': 'The logarithm is the ratio of the exponents',
};

/** A step of the working as data. */
const said = (say: ExactLogSay, statement: MathNode): ExactLogStep => ({ say, statement });

/**
 * log_base(value) as an exact fraction when both are powers of one common root, with its working
 * as data (`working`), for a caller that shows the steps in its own words. The base and the value
 * are positive numbers, the base not 1.
 */
export const exactLogWorked = (
  base: number,
  value: number,
): { exact: ExactLog; working: ExactLogStep[] } | undefined => {
  const found = exactLogWorking(base, value);
  if (!found) return undefined;
  const { working, ...rest } = found;
  return {
    exact: { ...rest, steps: working.map((s) => worded(LOG_NOTES, `log.${s.say}`, s.statement)) },
    working,
  };
};

const exactLogWorking = (
  base: number,
  value: number,
): (Omit<ExactLog, 'steps'> & { working: ExactLogStep[] }) | undefined => {
  if (value === 1) {
    return {
      numerator: 0,
      denominator: 1,
      text: '0',
      working: [
        said('powerZero', eq(pow(n(base), n(0)), n(1))),
        said('logOfOne', eq(log(n(1), n(base)), n(0))),
      ],
    };
  }
  const [baseFraction, valueFraction] = [fractionOfInput(base), fractionOfInput(value)];
  const b = perfectPower(baseFraction);
  const x = perfectPower(valueFraction);
  const flipped = { p: x.root.q, q: x.root.p };
  const sign = sameFraction(b.root, x.root) ? 1 : sameFraction(b.root, flipped) ? -1 : 0;
  if (sign === 0) return undefined;
  const top = sign * x.k;
  const g = Number(gcd(BigInt(top), BigInt(b.k)));
  const [numerator, denominator] = [top / g, b.k / g];
  const text = denominator === 1 ? `${numerator}` : `${numerator}/${denominator}`;
  const root = showRoot(b.root);
  const [shownBase, shownValue] = [showInput(base, baseFraction), showInput(value, valueFraction)];
  const answer = log(shownValue, shownBase);
  return {
    numerator,
    denominator,
    text,
    working: [
      said('baseAsPower', eq(shownBase, pow(root, n(b.k)))),
      said('valueAsPower', eq(shownValue, pow(root, n(top)))),
      said(
        'ratio',
        b.k === denominator
          ? eq(answer, ratioNode(top, b.k))
          : chain(answer, '=', ratioNode(top, b.k), '=', ratioNode(numerator, denominator)),
      ),
    ],
  };
};

/**
 * A natural log as the steps show it: 4 decimals, or 4 significant digits when it is so close to
 * 0 that 4 decimals would hide it (a base near 1: ln(1.00001) ≈ 0.000010000), with ≈ unless exact.
 */
const showLn = (value: number): [MathRelation, MathNode] => {
  if (value === 0) return ['=', n(0)];
  const places = Math.max(4, 3 - Math.floor(Math.log10(Math.abs(value))));
  return ['≈', n(toFixed(dec(value), places))];
};

/**
 * Logarithm of `value` in base `base` by the change-of-base formula, with six steps (problem,
 * formula, ln of the value, ln of the base, division, answer; 4 decimals). Rounded numbers are
 * written with ≈, so no line contradicts another:
 *
 * ```
 * Problem: log_2(8)
 * Formula: log_b(x) = ln(x) / ln(b)
 * ln(8) ≈ 2.0794
 * ln(2) ≈ 0.6931
 * ln(8) / ln(2) ≈ 2.0794 / 0.6931
 * Answer: 3.0000
 * ```
 *
 * The answer line has "=" semantics only when the answer is exact ("Answer: 3.0000"); otherwise
 * it reads "Answer: ≈ 1.5850". A natural log that 4 decimals would show as 0.0000 (a base near 1)
 * is shown to 4 significant digits instead.
 *
 * `result` is the answer to show: exact where it is (log₂ 32 = 5, log₈ 2 = 1/3), else ≈ the
 * 4-decimal value.
 *
 * When the answer is rational (base and value are powers of one common root), `exact` gives
 * it as a fraction with its own steps: log₂ 8 = 3, log₄ 8 = 3/2, log₂ ⅛ = −3, log₁₀ 0.001 = −3.
 * Inputs are read as the decimals they print as, except that a number which is exactly the
 * double nearest 1/n and prints with more than 14 significant digits (such as `1 / 9`) is read
 * as 1/n.
 * Errors: non-numbers → `not_a_number`; base ≤ 0 or base = 1 → `invalid_base`; value ≤ 0 → `invalid_value`.
 *
 * @example
 * simplifyLog(4, 8);
 * // { ok: true, value: { answer: 1.5, formatted: '1.5000', steps: [ 'Problem: log_4(8)', … ],
 * //   exact: { numerator: 3, denominator: 2, text: '3/2', steps: ['4 = 2^2', '8 = 2^3', 'log_4(8) = 3/2'] } } }
 */
export function simplifyLog(base: number, value: number): Result<SimplifyLogResult> {
  if (!Number.isFinite(base) || !Number.isFinite(value)) {
    const bad = nonFinite({ base, value });
    if (bad) return bad;
  }
  if (base <= 0 || base === 1)
    return fail('invalid_base', 'base must be positive and not 1', 'base');
  if (value <= 0) return fail('invalid_value', 'value must be positive', 'value');
  const problem = log(n(value), n(base));
  const exact = exactLogWorked(base, value)?.exact;
  const lnValue = Math.log(value);
  const lnBase = Math.log(base);
  const rounded = exact
    ? quotient(dec(exact.numerator), dec(exact.denominator), 4)
    : round(dec(lnValue / lnBase), 4);
  const formatted = toFixed(rounded, 4);
  // "=" only when 4 decimals show the exact answer (3/2 = 1.5000, but 1/3 ≈ 0.3333).
  const shownExactly = exact !== undefined && (exact.numerator * 10000) % exact.denominator === 0;
  const [lnX, lnB] = [showLn(lnValue), showLn(lnBase)];
  const [x, b] = [variable('x'), variable('b')];
  const result: SimplifyLogResult = {
    answer: toNumber(rounded),
    formatted,
    steps: [
      worded(LOG_NOTES, 'log.problem', problem),
      worded(LOG_NOTES, 'log.formula', eq(log(x, b), frac(ln(x), ln(b)))),
      worded(LOG_NOTES, 'log.lnValue', chain(ln(n(value)), ...lnX)),
      worded(LOG_NOTES, 'log.lnBase', chain(ln(n(base)), ...lnB)),
      worded(
        LOG_NOTES,
        'log.divide',
        chain(frac(ln(n(value)), ln(n(base))), '≈', frac(lnX[1], lnB[1])),
      ),
      worded(LOG_NOTES, 'log.answer', chain(problem, shownExactly ? '=' : '≈', n(formatted))),
    ],
    result: exact
      ? worded(LOG_NOTES, 'log.answer', eq(problem, ratioNode(exact.numerator, exact.denominator)))
      : worded(LOG_NOTES, 'log.answer', chain(problem, '≈', n(formatted))),
  };
  if (exact) result.exact = exact;
  return { ok: true, value: result };
}
