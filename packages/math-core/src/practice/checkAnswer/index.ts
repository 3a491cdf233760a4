import { readFraction, roundFraction, type Signed } from '../../_lib/fractionText';
import { fail } from '../../_lib/result';
import type { Result } from '../../types';

export interface CheckAnswerOptions {
  /**
   * Only for answers the problem asked to round: compare both values rounded to this many
   * decimals (half away from zero). Without it numbers must be equal exactly.
   */
  decimals?: number;
}

export interface CheckAnswerResult {
  correct: boolean;
  /** The given answer as the spec compares it: all whitespace removed, lower-cased. */
  normalizedGiven: string;
  /** How it matched: the spec's text rule, or as equal numbers; `none` when wrong. */
  matchedBy: 'text' | 'number' | 'none';
}

const normalize = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/** "x=2,x=3" / "2 or 3" / "70°" → exact fractions, sorted; undefined if any part is not a number. */
const readValues = (normalized: string): Signed[] | undefined => {
  const values: Signed[] = [];
  for (const part of normalized.split(/,|;|or|and/)) {
    const value = readFraction(part.replace(/^[a-z]=/, '').replace(/(°|degrees?)$/, ''));
    if (!value) return undefined;
    values.push(value);
  }
  return values.sort((a, b) => (a.p * b.q < b.p * a.q ? -1 : 1));
};

/**
 * Grade a practice answer. First the spec rule (§5): both sides with all whitespace removed and
 * lower-cased must be equal. Failing that, numbers are compared exactly: "0.5", ".5", "1/2" and
 * "2/4" all match "1/2"; "x = 4" matches "4"; "x = 3, x = 2" matches "2, 3" (any order).
 * `options.decimals` allows rounding for problems that ask for it.
 *
 * Errors (`unreadable_answer`): an empty answer, or one that is not a number when a number is
 * expected (the message says what to type).
 *
 * @example
 * checkAnswer('2/4', '0.5'); // { ok: true, value: { correct: true, normalizedGiven: '2/4', matchedBy: 'number' } }
 * checkAnswer('x = 3, x = 2', '2, 3'); // correct
 * checkAnswer('28.274', '28.27', { decimals: 2 }); // correct
 */
export function checkAnswer(
  given: string,
  expected: string,
  options: CheckAnswerOptions = {},
): Result<CheckAnswerResult> {
  const normalizedGiven = typeof given === 'string' ? normalize(given) : '';
  if (normalizedGiven === '') return fail('unreadable_answer', 'Please enter an answer', 'given');
  const normalizedExpected = normalize(String(expected));
  if (normalizedGiven === normalizedExpected)
    return { ok: true, value: { correct: true, normalizedGiven, matchedBy: 'text' } };
  const want = readValues(normalizedExpected);
  if (!want) return { ok: true, value: { correct: false, normalizedGiven, matchedBy: 'none' } };
  const got = readValues(normalizedGiven);
  if (!got) {
    return fail('unreadable_answer', 'Enter a number such as 4, -2.5 or 3/2', 'given');
  }
  const places = options.decimals;
  if (places !== undefined && !(Number.isInteger(places) && places >= 0 && places <= 20)) {
    return fail('invalid_value', 'decimals must be a whole number from 0 to 20', 'decimals');
  }
  const same = (a: Signed, b: Signed): boolean =>
    places === undefined
      ? a.p === b.p && a.q === b.q
      : roundFraction(a, places) === roundFraction(b, places);
  const correct = got.length === want.length && got.every((value, i) => same(value, want[i]!));
  return { ok: true, value: { correct, normalizedGiven, matchedBy: correct ? 'number' : 'none' } };
}
