/**
 * Grading an answer to a similar problem here with math-core's `checkSimilarAnswer`, the grader
 * the server uses when it counts the attempt, so the verdict said at once is the one counted: an
 * answer with a value as the Practice Center grades one (0.5 counts for 1/2), an expression as a
 * one-line working, right when finished; an answer it cannot read is not a wrong one (the student
 * fixes it). A wrong first answer is explained as the Practice Center explains one, by math-core's
 * explainAnswer on the problem's maths.
 */
import {
  checkSimilarAnswer,
  explainAnswer,
  type SimilarProblem,
  type WritingLanguage,
} from '@mathtools/math-core';
import type { Checked } from '../../../lib/try-rule';

/**
 * The verdict on an answer; why one cannot be read is math-core's sentence, in `language` (its
 * entry for the page's language; English without one).
 */
export function gradeSimilar(
  similar: Pick<SimilarProblem, 'problem' | 'expected'>,
  given: string,
  language?: WritingLanguage,
): Checked {
  const checked = checkSimilarAnswer(similar, given, language ? { language } : undefined);
  if (checked.ok) return { kind: checked.value.correct ? 'correct' : 'wrong' };
  return { kind: 'unreadable', message: checked.error.message };
}

/**
 * The sentence of the common mistake that explains a wrong answer (5 for 2x + 3 = 7: "3 was
 * added to the other side instead of subtracted: …"), or undefined when none does; a failure of
 * the explainer explains nothing. Said in `language` (English without one).
 */
export function explainSimilar(
  similar: Pick<SimilarProblem, 'solution'>,
  given: string,
  language?: WritingLanguage,
): string | undefined {
  try {
    return explainAnswer(
      { questionMath: similar.solution.tree },
      given.trim(),
      language ? { language } : undefined,
    )?.reason;
  } catch {
    return undefined;
  }
}
