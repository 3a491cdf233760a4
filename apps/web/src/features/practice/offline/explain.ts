/**
 * A wrong answer explained on this device, as the server explains one online: its own chunk
 * (`make.ts`' `explainWrong` fetches it), since math-core's explainer judges the answer with the
 * solver, which the generators of the offline chunk do without.
 */
import { explainAnswer, type PracticeProblem, type WritingLanguage } from '@mathtools/math-core';

/**
 * The sentence of the common mistake math-core's `explainAnswer` finds in a wrong answer, against
 * the question's maths as this device made it (5 for 2x + 3 = 7: "3 was added to the other side
 * instead of subtracted: …"), or undefined when none explains it; said in `language`, math-core's
 * entry for the page's language (English without one). Only for an answer `checkHere` found
 * wrong; a failure of the explainer explains nothing.
 */
export function explainHere(
  answer: string,
  problem: Pick<PracticeProblem, 'questionMath'>,
  language?: WritingLanguage,
): string | undefined {
  try {
    return explainAnswer(problem, answer, language ? { language } : undefined)?.reason;
  } catch {
    return undefined;
  }
}
