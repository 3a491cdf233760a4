import type { AnswerMistake } from '@mathtools/contracts';
import {
  checkAnswer,
  explainAnswer,
  type MistakeId,
  type PracticeProblem,
} from '@mathtools/math-core';

/**
 * A wrong answer to `problem` that one of math-core's common mistakes explains (`explainAnswer`),
 * and that mistake as the retry verdict carries it: searched among the whole numbers from −60 to
 * 60 that `checkAnswer` grades wrong, so no answer is written into a test by hand. With `want`,
 * only that mistake will do. Undefined when no such number is explained.
 */
export function explainedWrongAnswer(
  problem: PracticeProblem,
  want?: MistakeId,
): { answer: string; mistake: AnswerMistake } | undefined {
  for (let n = -60; n <= 60; n++) {
    const answer = String(n);
    const graded = checkAnswer(answer, problem.answer, {
      decimals: problem.decimals,
      ordered: problem.ordered === true,
    });
    if (!graded.ok || graded.value.correct) continue;
    const explained = explainAnswer(problem, answer);
    if (explained && (want === undefined || explained.mistake === want))
      return { answer, mistake: { id: explained.mistake, reason: explained.reason } };
  }
  return undefined;
}
