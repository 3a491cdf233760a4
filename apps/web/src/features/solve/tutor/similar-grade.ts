/**
 * Grading an answer to a similar problem here with math-core's `checkSimilarAnswer`, the grader
 * the server uses when it counts the attempt, so the verdict said at once is the one counted: an
 * answer with a value as the Practice Center grades one (0.5 counts for 1/2), an expression as a
 * one-line working, right when finished; an answer it cannot read is not a wrong one (the student
 * fixes it). A wrong first answer is explained as the Practice Center explains one, by math-core's
 * explainAnswer on the problem's maths.
 */
import { checkSimilarAnswer, explainAnswer, type SimilarProblem } from '@mathtools/math-core';
import type { Checked } from '../../../lib/try-rule';

export function gradeSimilar(
  similar: Pick<SimilarProblem, 'problem' | 'expected'>,
  given: string,
): Checked {
  const checked = checkSimilarAnswer(similar, given);
  if (checked.ok) return { kind: checked.value.correct ? 'correct' : 'wrong' };
  return { kind: 'unreadable', message: checked.error.message };
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
