import type { MathNode } from './math/tree';

/**
 * Every error code a math-core function can return, and when each one occurs:
 *
 * - `not_a_number`: an argument is not a finite number (NaN, ±Infinity, a string).
 * - `out_of_range`: a result beyond ±1.8e308 (or too small to tell from 0), an `arithmetic` result
 *   beyond 2^53 that a double cannot hold exactly, money beyond 2^53 cents (tip, discount, loan
 *   payments and totals, `toCents`), GPA credits adding up past a double, an `age` whose next
 *   birthday falls after 9999-12-31, a `lineThroughPoints` standard form with a coefficient beyond
 *   2^53, exact numbers in `solve` past about 1,200 digits, a practice set larger than a skill has
 *   different problems for.
 * - `division_by_zero`: `arithmetic(x, '/', 0)`, `percentChange(0, x)`.
 * - `invalid_operator`: `arithmetic` op not `+ - * /`; `timeCalc` op not `add`/`subtract`.
 * - `invalid_base`: `simplifyLog` base ≤ 0 or = 1.
 * - `invalid_value`: a value outside its domain: log of ≤ 0, BMI input not an object,
 *   weight/height ≤ 0 or unknown system, negative bill/price/percent, discount > 100 %, people not
 *   a whole number 1–1000, loan amount < 0.01, rate outside 0–100 or positive below
 *   0.000000001 %, a loan whose payment would round to $0.00, `timeCalc` periods that are not
 *   objects or have non-integer fields, temperature below absolute zero, `gpa` not a list or over
 *   1000 rows, unknown difficulty, `options` not an object, `checkAnswer` `expected` not text, bad
 *   `decimals` or `ordered`, `lineThroughPoints` given the same point twice, text `solve` or
 *   `parseMath` cannot read, maths that is undefined.
 * - `invalid_date`: not a real `YYYY-MM-DD` date (e.g. `2023-02-30`).
 * - `target_before_birth`: `age` target date before the birth date.
 * - `zero_total`: `percentageOf(part, 0)`.
 * - `no_credits`: `gpa` with no row that has positive credits and a known grade.
 * - `unknown_unit`: `convertUnit` from/to neither an id nor an alias of a unit of the category.
 * - `unknown_category`: unit category or practice category not known.
 * - `invalid_term`: `loan` years × 12 not a whole number of months from 1 to 1200.
 * - `unreadable_answer`: `checkAnswer` given an empty answer, or text that is not a number when a
 *   number is expected; `checkSimilarAnswer` given an answer it cannot read.
 * - `unsupported`: `solve` given a problem outside what it solves (the message lists what it
 *   does), or maths it cannot show exactly; a solver of a few kinds given another kind (`needs`).
 * - `too_complex`: `solve` given `{ budget: { ms } }` when the time ran out before it was solved
 *   (checked between the ways it tries a problem).
 */
export type MathErrorCode =
  | 'not_a_number'
  | 'out_of_range'
  | 'division_by_zero'
  | 'invalid_operator'
  | 'invalid_base'
  | 'invalid_value'
  | 'invalid_date'
  | 'target_before_birth'
  | 'zero_total'
  | 'no_credits'
  | 'unknown_unit'
  | 'unknown_category'
  | 'invalid_term'
  | 'unreadable_answer'
  | 'unsupported'
  | 'too_complex';

/** Why an input was refused: a stable `code`, the input `field` at fault (when one is), and an English `message`. */
export interface MathError {
  code: MathErrorCode;
  field?: string;
  message: string;
  /**
   * What `message` says, as data, where it is a sentence a student reads (the solver's refusals,
   * the parser's): the sentence's id and the values it names. A language's entry
   * (`@mathtools/math-core/locales/es` …) holds the same sentences by id, so that `solve` given
   * that language writes the message in it.
   */
  why?: MathErrorWhy;
}

/** A sentence of a refusal as data: its id and the values it names. */
export interface MathErrorWhy {
  readonly id: string;
  readonly values?: Readonly<Record<string, MathErrorValue>>;
}

/**
 * A value a refusal names: text said as it is (what was typed), a tree (written in the reader's
 * notation: 2,5 where the decimal mark is a comma), or another refusal, said inside this one.
 */
export type MathErrorValue =
  | string
  | MathNode
  | { readonly message: string; readonly why?: MathErrorWhy };

/**
 * What every calculator returns: the value, or the reason the input cannot be accepted.
 * Check `ok` before reading `value`; the compiler enforces it.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: MathError };

/**
 * The categories of practice problems; a solver kind names the one its problems practise. Kept
 * here, below both, so that the solver imports nothing from practice.
 */
export type PracticeCategory = 'algebra' | 'logarithms' | 'geometry';
