import { dec, quotient, round, toFixed, toNumber } from '../../_lib/decimal';
import { type Fraction, fractionOf, gcd, perfectPower } from '../../_lib/rational';
import { fail, nonFinite } from '../../_lib/result';
import { n } from '../../_lib/show';
import { fillStep, type StepTemplate, stepTemplate } from '../../_lib/template';
import { chain, eq, frac, ln, log, pow, variable } from '../../math/build';
import { type Step, step } from '../../math/steps';
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
}

/**
 * The decimal form as a fraction, except float noise of reciprocals (1 / 9 prints as
 * 0.1111111111111111 and is read as 1/9). A decimal with 12 significant digits or fewer is
 * what someone typed and is read as written, even when it happens to be the double nearest some
 * 1/n (1.1e-8 is 11/10^9, not 1/90909091).
 */
const fractionOfInput = (n: number): Fraction => {
  const inverse = Math.round(1 / n);
  const digits = String(n)
    .replace(/e.*$/, '')
    .replace(/\D|^[0.]+/g, '').length;
  return n < 1 && digits > 12 && Number.isSafeInteger(inverse) && 1 / inverse === n
    ? { p: 1n, q: BigInt(inverse) }
    : fractionOf(n);
};

/** How an input is written in exact steps: its decimal form, or 1/9 when read as 1/9. */
const showInput = (x: number, f: Fraction): MathNode =>
  f.p === 1n && f.q > 1n && String(x).length > String(f.q).length + 2 ? frac(n(1), n(f.q)) : n(x);

const sameFraction = (a: Fraction, b: Fraction): boolean => a.p === b.p && a.q === b.q;
const showRoot = ({ p, q }: Fraction): MathNode => (q === 1n ? n(p) : frac(n(p), n(q)));
/** p/q as a node: a whole number when q is 1. */
const ratioNode = (p: number, q: number): MathNode => (q === 1 ? n(p) : frac(n(p), n(q)));

/** log_base(value) as an exact fraction when both are powers of one common root. */
const exactLog = (base: number, value: number): ExactLog | undefined => {
  if (value === 1) {
    return {
      numerator: 0,
      denominator: 1,
      text: '0',
      steps: [
        step('Any base to the power 0 is 1', eq(pow(n(base), n(0)), n(1))),
        step('So the logarithm of 1 is 0', eq(log(n(1), n(base)), n(0))),
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
    steps: [
      step('Write the base as a power', eq(shownBase, pow(root, n(b.k)))),
      step('Write the value as a power of the same number', eq(shownValue, pow(root, n(top)))),
      step(
        'The logarithm is the ratio of the exponents',
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
 * When the answer is rational (base and value are powers of one common root), `exact` gives
 * it as a fraction with its own steps: log₂ 8 = 3, log₄ 8 = 3/2, log₂ ⅛ = −3, log₁₀ 0.001 = −3.
 * Inputs are read as the decimals they print as, except that a number which is exactly the
 * double nearest 1/n and prints with more than 12 significant digits (such as `1 / 9`) is read
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
  return (
    (Number.isSafeInteger(base) && Number.isSafeInteger(value) && value >= 2
      ? integerLog(base, value)
      : undefined) ?? { ok: true, value: logExactly(base, value) }
  );
}

/** simplifyLog on BigInt decimals, with every step rendered from its tree: any valid input. */
export const logExactly = (base: number, value: number): SimplifyLogResult => {
  const problem = log(n(value), n(base));
  const exact = exactLog(base, value);
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
      step('Problem', problem),
      step('Formula', eq(log(x, b), frac(ln(x), ln(b)))),
      step('Natural log of the value', chain(ln(n(value)), ...lnX)),
      step('Natural log of the base', chain(ln(n(base)), ...lnB)),
      step('Divide', chain(frac(ln(n(value)), ln(n(base))), '≈', frac(lnX[1], lnB[1]))),
      step('Answer', chain(problem, shownExactly ? '=' : '≈', n(formatted))),
    ],
  };
  if (exact) result.exact = exact;
  return result;
};

// Whole numbers: the same result on doubles, with the steps rendered once and filled in.

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const scriptOf = (table: string) => ({
  script: (digits: string): string => {
    let text = '';
    for (let i = 0; i < digits.length; i++) text += table[digits.charCodeAt(i) - 48];
    return text;
  },
});
const sub = scriptOf(SUBSCRIPT);
const sup = scriptOf(SUPERSCRIPT);

/** r^k if it is at most `limit`, else Infinity; exact while the product is a safe integer. */
const powerUpTo = (r: number, k: number, limit: number): number => {
  let p = 1;
  for (let i = 0; i < k; i++) {
    p *= r;
    if (p > limit) return Number.POSITIVE_INFINITY;
  }
  return p;
};

/** A whole number n ≥ 2 as root^k with k as large as possible (64 = 2^6, 12 = 12^1). */
const integerPower = (n: number): [root: number, k: number] => {
  for (let k = Math.floor(Math.log2(n)); k >= 2; k--) {
    const r = Math.round(n ** (1 / k));
    if (r >= 2 && powerUpTo(r, k, n) === n) return [r, k];
  }
  return [n, 1];
};

const gcdOf = (a: number, b: number): number => (b === 0 ? a : gcdOf(b, a % b));

/**
 * |x| × 10^places rounded to a whole number, when that is provably what the shortest decimal of
 * x rounds to (half away from zero); else undefined. The rounding error of the product is below
 * 10^-6 while it stays under 2^31, so only a fraction within 10^-6 of a half is in doubt, and
 * those take the exact path.
 */
const roundedUnits = (x: number, places: number): number | undefined => {
  const scaled = Math.abs(x) * 10 ** places;
  if (scaled >= 2 ** 31 || Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) return undefined;
  return Math.round(scaled);
};

/** units × 10^-places as a number node spells it: "2.0794", "1.5", "0". */
const decimalText = (units: number, places: number): string => {
  const one = 10 ** places;
  const whole = Math.floor(units / one);
  let rest = units - whole * one;
  if (rest === 0) return String(whole);
  let width = places;
  while (rest % 10 === 0) {
    rest /= 10;
    width--;
  }
  return `${whole}.${String(rest).padStart(width, '0')}`;
};

/** A natural log ≥ 0 as the steps show it (see showLn), or undefined if in doubt. */
const lnText = (value: number): string | undefined => {
  const places = Math.max(4, 3 - Math.floor(Math.log10(value)));
  const units = roundedUnits(value, places);
  return units === undefined ? undefined : decimalText(units, places);
};

/** The four-decimal answer ≥ 0 from its units as [answer, formatted]. */
const fourDecimals = (units: number): [number, string] => {
  const whole = Math.floor(units / 10000);
  return [units / 10000, `${whole}.${String(units - whole * 10000).padStart(4, '0')}`];
};

const cache: Record<string, StepTemplate> = {};
const template = (key: string, make: () => StepTemplate): StepTemplate => (cache[key] ??= make());

const [x, b] = [variable('x'), variable('b')];
let formula: StepTemplate | undefined;

const problemOf = (value: MathNode, base: MathNode): MathNode => log(value, base);

/**
 * simplifyLog for whole numbers base ≥ 2 and value ≥ 2 on doubles, or undefined when a number
 * would leave what doubles hold exactly (the caller then takes the BigInt path).
 */
const integerLog = (base: number, value: number): Result<SimplifyLogResult> | undefined => {
  const lnValue = Math.log(value);
  const lnBase = Math.log(base);
  const [rb, kb] = integerPower(base);
  const [rx, kx] = integerPower(value);
  const exact = rb === rx;
  let units: number;
  if (exact) {
    const g = gcdOf(kx, kb);
    const [top, bottom] = [kx / g, kb / g];
    // top/bottom to 4 decimals, half away from zero, exactly (top ≤ 53).
    units = Math.floor((top * 10000) / bottom);
    if (2 * (top * 10000 - units * bottom) >= bottom) units++;
  } else {
    const shown = roundedUnits(lnValue / lnBase, 4);
    if (shown === undefined) return undefined;
    units = shown;
  }
  const [answer, formatted] = fourDecimals(units);
  const [lx, lb] = [lnText(lnValue), lnText(lnBase)];
  if (lx === undefined || lb === undefined) return undefined;
  const [vt, bt] = [String(value), String(base)];
  const shownExactly = exact && (kx * 10000) % kb === 0;
  formula ??= stepTemplate('Formula', 0, () => eq(log(x, b), frac(ln(x), ln(b))));
  const relation = shownExactly ? '=' : '≈';
  const baseText = sub.script(bt);
  const result: SimplifyLogResult = {
    answer,
    formatted,
    steps: [
      fillStep(
        template('problem', () =>
          stepTemplate('Problem', [sub, undefined], (bb, xx) => problemOf(xx, bb)),
        ),
        [bt, vt],
        [baseText],
      ),
      fillStep(formula, []),
      fillStep(
        template('lnx', () =>
          stepTemplate('Natural log of the value', 2, (xx, l) => chain(ln(xx), '≈', l)),
        ),
        [vt, lx],
      ),
      fillStep(
        template('lnb', () =>
          stepTemplate('Natural log of the base', 2, (bb, l) => chain(ln(bb), '≈', l)),
        ),
        [bt, lb],
      ),
      fillStep(
        template('divide', () =>
          stepTemplate('Divide', 4, (xx, bb, l1, l2) =>
            chain(frac(ln(xx), ln(bb)), '≈', frac(l1, l2)),
          ),
        ),
        [vt, bt, lx, lb],
      ),
      fillStep(
        template(`answer${relation}`, () =>
          stepTemplate('Answer', [sub, undefined, undefined], (bb, xx, a) =>
            chain(problemOf(xx, bb), relation, a),
          ),
        ),
        [bt, vt, decimalText(units, 4)],
        [baseText],
      ),
    ],
  };
  if (exact) {
    const g = gcdOf(kx, kb);
    const [numerator, denominator] = [kx / g, kb / g];
    const [top, k] = [String(kx), String(kb)];
    // The last line: log_b(x) = top/k, then = numerator/denominator when that is lower.
    const lastNumbers = [bt, vt, top];
    if (kb !== 1) lastNumbers.push(k);
    if (kb !== denominator) lastNumbers.push(String(numerator));
    if (kb !== denominator && denominator !== 1) lastNumbers.push(String(denominator));
    const last = template(`ratio${lastNumbers.length}${kb === denominator}`, () =>
      stepTemplate(
        'The logarithm is the ratio of the exponents',
        lastNumbers.map((_, i) => (i === 0 ? sub : undefined)),
        (bb, xx, p, q, pn, qn) => {
          const problem = problemOf(xx!, bb!);
          if (!q) return eq(problem, p!);
          if (!pn) return eq(problem, frac(p!, q));
          return chain(problem, '=', frac(p!, q), '=', qn ? frac(pn, qn) : pn);
        },
      ),
    );
    const powerOf = (note: string) =>
      template(note, () =>
        stepTemplate(note, [undefined, undefined, sup], (n0, r, e) => eq(n0, pow(r, e))),
      );
    const rootText = String(rb);
    result.exact = {
      numerator,
      denominator,
      text: denominator === 1 ? `${numerator}` : `${numerator}/${denominator}`,
      steps: [
        fillStep(
          powerOf('Write the base as a power'),
          [bt, rootText, k],
          [undefined, undefined, sup.script(k)],
        ),
        fillStep(
          powerOf('Write the value as a power of the same number'),
          [vt, rootText, top],
          [undefined, undefined, sup.script(top)],
        ),
        fillStep(last, lastNumbers, [baseText]),
      ],
    };
  }
  return { ok: true, value: result };
};
