/**
 * Grading an answer to a similar problem as the Practice Center grades one offline
 * (`practice/offline/make.ts`, `checkHere`): an answer with a value (`expected`) by math-core's
 * checkAnswer, so 0.5 counts for 1/2, and an answer it cannot read is not a wrong one (the student
 * fixes it); an expression (an expansion, a derivative) as a one-line working, right when
 * checkWorking calls it finished. `checkHere` itself is not imported: its module carries the
 * Practice Center's problem generators and the API's contracts, 25 KB gzip this chunk has no use for.
 */
import { checkAnswer, checkWorking, type SimilarProblem } from '@mathtools/math-core';
import type { Checked } from '../../practice/offline/make';

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
