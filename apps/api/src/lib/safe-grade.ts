import { type CheckAnswerOptions, checkAnswer } from '@mathtools/math-core';

/**
 * The largest power of ten an answer may write (`6.02e23` is fine, `2e99999999` is not). No
 * practice answer comes close; the bank's answers are checked against it in the tests.
 */
export const MAX_ANSWER_EXPONENT = 100;

/** Every `e<digits>` in the answer as math-core reads it (whitespace removed, lower-cased). */
const EXPONENT = /e[+-]?(\d+)/g;

/**
 * True when the answer writes a power of ten beyond MAX_ANSWER_EXPONENT. Exact grading turns
 * `2e99999999` into a 100-million-digit integer: about 13 s of CPU during which the whole server
 * answers nobody, and `1e9999999999999999999` throws. The check is one linear scan.
 */
export function hasAbsurdExponent(answer: string): boolean {
  const text = answer.replace(/\s+/g, '').toLowerCase();
  for (const match of text.matchAll(EXPONENT)) {
    const digits = (match[1] ?? '').replace(/^0+/, '');
    if (digits.length > 3 || Number(digits) > MAX_ANSWER_EXPONENT) return true;
  }
  return false;
}

/**
 * Grades an answer in bounded time whatever its text. Its cost is bounded before it starts, not
 * only by the maths pool's time limit (src/maths): the contract caps an answer at 200 characters,
 * and an answer that writes an absurd power of ten is wrong without being expanded (no practice
 * answer needs one), so what is left is arithmetic on numbers of a few hundred digits, and such an
 * answer is graded wrong rather than stopped as too complex. A grader that throws counts as a
 * wrong answer, never a 500. `options.decimals` is for a problem that asks to round.
 */
export function gradeAnswer(
  answer: string,
  expected: string,
  options?: CheckAnswerOptions,
): boolean {
  if (hasAbsurdExponent(answer)) return false;
  try {
    const graded = checkAnswer(answer, expected, options);
    return graded.ok && graded.value.correct;
  } catch {
    return false;
  }
}
