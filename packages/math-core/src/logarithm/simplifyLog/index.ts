import { dec, quotient, round, toFixed, toNumber } from '../../_lib/decimal';
import { type Fraction, fractionOf, gcd, gcdNumber, perfectPower } from '../../_lib/rational';
import { fail, nonFinite } from '../../_lib/result';
import { n } from '../../_lib/show';
import {
  fillStep,
  fixedStep,
  partialTemplate,
  type StepTemplate,
  stepTemplate,
} from '../../_lib/template';
import { PAD4, trimmedFraction4, wholeText } from '../../_lib/wholeText';
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
 * 0.1111111111111111 and is read as 1/9). A decimal with 14 significant digits or fewer is
 * what someone typed and is read as written, even when it happens to be the double nearest some
 * 1/n (1.1e-8 is 11/10^9, not 1/90909091; 1.522435234375e-16 is 0.0055^7, not 1/6568423913353047).
 * A reciprocal's float noise takes 15 to 17 digits.
 */
const fractionOfInput = (n: number): Fraction => {
  const inverse = Math.round(1 / n);
  const digits = String(n)
    .replace(/e.*$/, '')
    .replace(/\D|^[0.]+/g, '').length;
  return n < 1 && digits > 14 && Number.isSafeInteger(inverse) && 1 / inverse === n
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
  return (
    (Number.isSafeInteger(base) && Number.isSafeInteger(value) && value >= 2
      ? integerLog(base, value)
      : undefined) ?? { ok: true, value: logExactly(base, value) }
  );
}

let formula: Step | undefined;

/**
 * The change-of-base formula, a line that reads the same for every input: one frozen step, made
 * on first use and shared by every result of both paths.
 */
const formulaStep = (): Step => {
  if (!formula) {
    const [x, b] = [variable('x'), variable('b')];
    formula = Object.freeze(step('Formula', eq(log(x, b), frac(ln(x), ln(b)))));
  }
  return formula;
};

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
  const result: SimplifyLogResult = {
    answer: toNumber(rounded),
    formatted,
    steps: [
      step('Problem', problem),
      formulaStep(),
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
const scriptOf = (table: string) => {
  // One string per digit, made once: indexing a string for a character beyond Latin-1 makes a
  // new string each time.
  const glyphs = Array.from(table);
  return {
    script: (digits: string): string => {
      let text = '';
      for (let i = 0; i < digits.length; i++) text += glyphs[digits.charCodeAt(i) - 48];
      return text;
    },
  };
};
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

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];

/**
 * A whole number n ≥ 2 as root^k with k as large as possible (64 = 2^6, 12 = 12^1), given
 * ln(n): returns the root and leaves k in `exponent`. n is a perfect k-th power exactly when it
 * is a perfect p-th power for each prime p of k, so only prime exponents up to log₂(n) are
 * tried, smallest first, and the root of the first that fits is split again. For n < 2^53, exp(ln(n)/p) is within 10^-6 of a whole root (relative
 * error under 7·10^-15 on a root under 10^8), so a candidate further than 10^-4 from a whole
 * number is not one, and a candidate is confirmed by multiplying back on safe integers.
 */
const integerPower = (n: number, lnN: number): number => {
  for (let i = 0; PRIMES[i]! * Math.LN2 <= lnN + 1e-9; i++) {
    const p = PRIMES[i]!;
    const root = Math.exp(lnN / p);
    const r = Math.round(root);
    if (Math.abs(root - r) < 1e-4 && r >= 2 && powerUpTo(r, p, n) === n) {
      const found = integerPower(r, Math.log(r));
      exponent *= p;
      return found;
    }
  }
  exponent = 1;
  return n;
};
/** The k of the last `integerPower` (a result without an array to allocate). */
let exponent = 1;

/**
 * x ≥ 0 × 10^4 rounded to a whole number, when that is provably what the shortest decimal of x
 * rounds to (half away from zero); else undefined. The rounding error of the product is below
 * 10^-6 while it stays under 2^31, so only a fraction within 10^-6 of a half is in doubt, and
 * those take the exact path.
 */
const roundedUnits = (x: number): number | undefined => {
  const scaled = x * 10000;
  return scaled >= 2 ** 31 || Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6
    ? undefined
    : Math.round(scaled);
};

/** The decimals of the last `decimalText` (a result without an array). */
let shownPlaces = 0;

/** units × 10^-4 as a number node spells it: "2.0794", "1.5", "0"; its decimals in `shownPlaces`. */
const decimalText = (units: number): string => {
  const whole = Math.floor(units / 10000);
  const fraction = trimmedFraction4(units - whole * 10000);
  shownPlaces = Math.max(0, fraction.length - 1);
  return wholeText(whole) + fraction;
};

/**
 * A natural log of a whole number ≥ 2 as the steps show it (see showLn: it is at least ln 2, so
 * four decimals), or undefined if in doubt.
 */
const lnText = (value: number): string | undefined => {
  const units = roundedUnits(value);
  return units === undefined ? undefined : decimalText(units);
};

const problemOf = (value: MathNode, base: MathNode): MathNode => log(value, base);

/** The steps of the whole-number path, rendered on first use. */
const render = () => {
  const power = (note: string) =>
    stepTemplate(note, [undefined, undefined, sup], (n0, r, e) => eq(n0, pow(r, e)));
  const answer = (relation: MathRelation) =>
    stepTemplate('Answer', [sub, undefined, undefined], (bb, xx, a) =>
      chain(problemOf(xx, bb), relation, a),
    );
  return {
    problem: stepTemplate('Problem', [sub, undefined], (bb, xx) => problemOf(xx, bb)),
    formula: formulaStep(),
    lnx: stepTemplate('Natural log of the value', 2, (xx, l) => chain(ln(xx), '≈', l)),
    lnb: stepTemplate('Natural log of the base', 2, (bb, l) => chain(ln(bb), '≈', l)),
    divide: stepTemplate('Divide', 4, (xx, bb, l1, l2) =>
      chain(frac(ln(xx), ln(bb)), '≈', frac(l1, l2)),
    ),
    equal: answer('='),
    approximate: answer('≈'),
    base: power('Write the base as a power'),
    value: power('Write the value as a power of the same number'),
    /** The last exact step by its count of numbers: log_b(x) = p, = p/q, = p/q = n, = p/q = n/d. */
    ratio: [3, 4, 5, 6].map((count) =>
      stepTemplate(
        'The logarithm is the ratio of the exponents',
        [sub, ...Array.from({ length: count - 1 }, () => undefined)],
        (bb, xx, p, q, pn, qn) => {
          const problem = problemOf(xx!, bb!);
          if (!q) return eq(problem, p!);
          if (!pn) return eq(problem, frac(p!, q));
          return chain(problem, '=', frac(p!, q), '=', qn ? frac(pn, qn) : pn);
        },
      ),
    ),
  };
};
let templates: ReturnType<typeof render> | undefined;

/** Everything about a base that does not depend on the value: its numbers and its steps. */
interface BaseSteps {
  lnBase: number;
  /** ln of the base's root, and the root and its exponent: 8 = 2³. */
  lnRoot: number;
  root: number;
  k: number;
  rootText: string;
  kText: string;
  /** The base's digits, spelled as the log's subscript. */
  script: string;
  /** The steps with the base filled in; the value and the numbers that come from it left open. */
  problem: StepTemplate;
  /** ln(b) ≈ 1.3863: the same step on every call with this base. */
  lnb: Step;
  divide: StepTemplate;
  equal: StepTemplate;
  approximate: StepTemplate;
  /** The base as a power (4 = 2²), also the same on every call. */
  power: Step;
  value: StepTemplate;
  ratio: StepTemplate[];
}

/**
 * Per base, built on first use: a cache of what depends on the base alone, bounded (emptied when
 * full) so that a caller going through many bases keeps its memory.
 */
const bases = new Map<number, BaseSteps | null>();
const MAX_BASES = 256;

/** The base's steps, or null when its ln is in doubt at four decimals (the exact path then). */
const baseSteps = (base: number): BaseSteps | null => {
  let entry = bases.get(base);
  if (entry !== undefined) return entry;
  const lnBase = Math.log(base);
  const lb = lnText(lnBase);
  entry = null;
  if (lb !== undefined) {
    templates ??= render();
    const t = templates;
    const root = integerPower(base, lnBase);
    const k = exponent;
    const bt = `${base}`;
    const script = sub.script(bt);
    const [rootText, kText] = [`${root}`, `${k}`];
    const open = undefined;
    entry = {
      lnBase,
      lnRoot: Math.log(root),
      root,
      k,
      rootText,
      kText,
      script,
      problem: partialTemplate(t.problem, [bt, open], [script, open]),
      lnb: fixedStep(partialTemplate(t.lnb, [bt, lb])),
      divide: partialTemplate(t.divide, [open, bt, open, lb]),
      equal: partialTemplate(t.equal, [bt, open, open], [script, open, open]),
      approximate: partialTemplate(t.approximate, [bt, open, open], [script, open, open]),
      power: fixedStep(
        partialTemplate(t.base, [bt, rootText, kText], [bt, rootText, sup.script(kText)]),
      ),
      value: partialTemplate(t.value, [open, rootText, open]),
      ratio: [],
    };
  }
  if (bases.size >= MAX_BASES) bases.clear();
  bases.set(base, entry);
  return entry;
};

/**
 * The base's last exact step of shape `index` (see `templates.ratio`), with the base and, when
 * the step shows it, the base's exponent k filled in: the value and the numerators stay open.
 * Made when a rational answer of that shape first needs it (most bases never do) and kept in
 * `b.ratio[index]`.
 */
const makeRatio = (b: BaseSteps, base: number, index: number): StepTemplate => {
  // Slots: base, value, top, then (index ≥ 1) k and the one or two numbers in lowest terms.
  const rest = index === 0 ? [] : [b.kText, undefined, undefined].slice(0, index);
  const ratio = partialTemplate(
    templates!.ratio[index]!,
    [`${base}`, undefined, undefined, ...rest],
    [b.script, undefined, undefined, ...rest],
  );
  b.ratio[index] = ratio;
  return ratio;
};

/**
 * simplifyLog for whole numbers base ≥ 2 and value ≥ 2 on doubles, or undefined when a number
 * would leave what doubles hold exactly (the caller then takes the BigInt path).
 */
const integerLog = (base: number, value: number): Result<SimplifyLogResult> | undefined => {
  const b = baseSteps(base);
  if (b === null) return undefined;
  const lnValue = Math.log(value);
  // log_b(x) is rational exactly when x is a power of b's root (that root is no perfect power,
  // so x = root^kx is then x's own root and exponent).
  const power = lnValue / b.lnRoot;
  const kx = Math.round(power);
  const kb = b.k;
  const exact = Math.abs(power - kx) < 1e-6 && powerUpTo(b.root, kx, value) === value;
  const g = exact ? gcdNumber(kx, kb) : 1;
  const numerator = kx / g;
  const denominator = kb / g;
  let units: number | undefined;
  if (exact) {
    // numerator/denominator to 4 decimals, half away from zero, exactly (numerator ≤ 53).
    units = Math.floor((numerator * 10000) / denominator);
    if (2 * (numerator * 10000 - units * denominator) >= denominator) units++;
  } else units = roundedUnits(lnValue / b.lnBase);
  const lx = lnText(lnValue);
  if (units === undefined || lx === undefined) return undefined;
  const t = templates!;
  const vt = wholeText(value);
  const answerText = decimalText(units);
  const answer = units / 10000;
  const formatted = answerText + PAD4[shownPlaces];
  // Each step is joined right here from its template's parts, with no helper to call per step,
  // and a part that is always empty (the end of `ln(8) ≈ 2.0794`) is not joined. The optimising
  // compiler inlines only so much into one function, and with a helper per step (and wholeText for
  // the exact form's numbers) part of the maths stayed out of line: joined here, and likewise in
  // exactOf, simplifyLog(4, 8) takes 5,500 instructions instead of 6,230 (callgrind, the
  // difference between 100,000 and 500,000 calls; Node 20; 5,830 instead of 6,180 on Node 24).
  const { problem: p, divide: d } = b;
  // Joined from its end: see `own` in template.ts.
  const problemText = p.t0 + (vt + p.t1);
  const { lnx } = t;
  const equal = exact && (kx * 10000) % kb === 0;
  const a = equal ? b.equal : b.approximate;
  const steps: Step[] = [
    { note: p.note, text: problemText, mathml: p.m0 + vt + p.m1 },
    t.formula,
    { note: lnx.note, text: lnx.t0 + vt + lnx.t1 + lx, mathml: lnx.m0 + vt + lnx.m1 + lx + lnx.m2 },
    b.lnb,
    { note: d.note, text: d.t0 + vt + d.t1 + lx + d.t2, mathml: d.m0 + vt + d.m1 + lx + d.m2 },
    {
      note: a.note,
      // ' ≈ ' is stored two bytes a character like the problem's text, so it joins that first;
      // ' = ' joins the answer first (see `own` in template.ts for why the order matters).
      text: equal ? problemText + (EQUALS + answerText) : problemText + ALMOST + answerText,
      mathml: a.m0 + vt + a.m1 + answerText + a.m2,
    },
  ];
  // One object literal for each shape, so the result is made whole at once.
  return {
    ok: true,
    value: exact
      ? {
          answer,
          formatted,
          steps,
          exact: exactOf(b, base, problemText, vt, kx, numerator, denominator),
        }
      : { answer, formatted, steps },
  };
};

/**
 * The numbers of an exact form as text, made once each: for whole numbers below 2^53 the
 * exponents and the terms of the fraction are at most 53. `numbers[k]` is k's digits (a lookup
 * the compiler inlines, where wholeText cost 190 more instructions a call), `superscripts[k]` k
 * as an exponent (³) and `overs[d]` "/d".
 */
const EXPONENTS = 54;
const EQUALS = ' = ';
const ALMOST = ' ≈ ';
let numbers: readonly string[] | undefined;
const superscripts: string[] = [];
const overs: string[] = [];
const superscriptOf = (k: number, digits: string): string =>
  (superscripts[k] ??= sup.script(digits));
const overOf = (d: number, digits: string): string => (overs[d] ??= `/${digits}`);

/** The exact form of log_base(value) = kx / k of the base's root, in lowest terms. */
const exactOf = (
  b: BaseSteps,
  base: number,
  problem: string,
  vt: string,
  kx: number,
  numerator: number,
  denominator: number,
): ExactLog => {
  numbers ??= Array.from({ length: EXPONENTS }, (_, k) => `${k}`);
  const top = numbers[kx]!;
  // The last line: log_b(x) = top/k, then = numerator/denominator when that is lower. The two
  // common shapes (k = 1, or top/k already lowest) have two open slots.
  const index = b.k === 1 ? 0 : b.k === denominator ? 1 : denominator === 1 ? 2 : 3;
  const ratio = b.ratio[index] ?? makeRatio(b, base, index);
  const lowest = numbers[numerator]!;
  const text = denominator === 1 ? lowest : lowest + overOf(denominator, numbers[denominator]!);
  const v = b.value;
  return {
    numerator,
    denominator,
    text,
    steps: [
      b.power,
      {
        note: v.note,
        // 8 = 2³: the text begins with the value and ends with the exponent.
        text: vt + v.t1 + superscriptOf(kx, top),
        mathml: v.m0 + vt + v.m1 + top + v.m2,
      },
      // top/k in lowest terms reads as the exact form's text: log₄(8) = 3/2.
      index < 2
        ? {
            note: ratio.note,
            text: problem + (EQUALS + text),
            mathml: ratio.m0 + vt + ratio.m1 + top + ratio.m2,
          }
        : fillStep(
            ratio,
            index === 2 ? [vt, top, lowest] : [vt, top, lowest, numbers[denominator]!],
          ),
    ],
  };
};
