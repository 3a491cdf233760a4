/**
 * An answer checked on this device as the server checks it: math-core's `checkAnswer` against
 * the problem's answer, rounding as the question asks (`decimals`) and keeping the order it asks
 * for (`ordered`: "smallest first"), with the answer read in `language`, math-core's entry for the
 * page's language (`solverLanguage`; English without one), as the server reads it with `?lang=` (a
 * Spanish `2,5` is 2.5, a German `12.480` is 12480 where that is the answer). An answer it cannot
 * read is not a wrong answer: the student fixes it, told why in the page's language. Problems made
 * offline are checked with it, and so is an online problem's answer when the server cannot be
 * reached.
 */
import type { PracticeProblem } from '@mathtools/contracts';
import { checkAnswer, refusalIn, type WritingLanguage } from '@mathtools/math-core';
import type { Checked } from './try-rule';

export function checkHere(
  answer: string,
  problem: Pick<PracticeProblem, 'answer' | 'decimals' | 'ordered'>,
  language?: WritingLanguage,
): Checked {
  const checked = checkAnswer(answer, problem.answer, {
    decimals: problem.decimals,
    ordered: problem.ordered === true,
    ...(language ? { language } : {}),
  });
  if (checked.ok) return { kind: checked.value.correct ? 'correct' : 'wrong' };
  if (checked.error.code === 'unreadable_answer')
    return { kind: 'unreadable', message: refusalIn(checked.error, language).message };
  return { kind: 'wrong' };
}
