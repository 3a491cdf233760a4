/**
 * Grading an answer to a similar problem as the Practice Center grades one on this device
 * (`practice/offline/make.ts`' `checkHere`, which a feature may not import): an answer with a
 * value (`expected`) by math-core's checkAnswer, so 0.5 counts for 1/2, and an answer it cannot
 * read is not a wrong one (the student fixes it); an expression (an expansion, a derivative) as a
 * one-line working, right when checkWorking calls it finished. A wrong first answer is explained
 * as the Practice Center explains one, by math-core's explainAnswer on the problem's maths.
 */
import {
  checkAnswer,
  checkWorking,
  explainAnswer,
  type SimilarProblem,
} from '@mathtools/math-core';
import type { Checked } from '../../../lib/try-rule';

export const UNREADABLE_ANSWER = 'This answer could not be read. Check how it is written.';

export function gradeSimilar(
  similar: Pick<SimilarProblem, 'problem' | 'expected'>,
  given: string,
): Checked {
  const answer = given.trim();
  if (similar.expected !== null) {
    const checked = checkAnswer(answer, similar.expected);
    if (checked.ok) return { kind: checked.value.correct ? 'correct' : 'wrong' };
    if (checked.error.code === 'unreadable_answer')
      return { kind: 'unreadable', message: checked.error.message };
    return { kind: 'wrong' };
  }
  const worked = checkWorking(similar.problem, [answer]);
  if (!worked.ok) return { kind: 'unreadable', message: worked.error.message };
  const [line] = worked.value.lines;
  if (line?.status === 'unreadable')
    return { kind: 'unreadable', message: line.reason ?? UNREADABLE_ANSWER };
  return { kind: worked.value.finished ? 'correct' : 'wrong' };
}

/**
 * The sentence of the common mistake that explains a wrong answer (5 for 2x + 3 = 7: "3 was
 * added to the other side instead of subtracted: …"), or undefined when none does; a failure of
 * the explainer explains nothing.
 */
export function explainSimilar(
  similar: Pick<SimilarProblem, 'solution'>,
  given: string,
): string | undefined {
  try {
    return explainAnswer({ questionMath: similar.solution.tree }, given.trim())?.reason;
  } catch {
    return undefined;
  }
}
