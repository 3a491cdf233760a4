import { AnswerMistake } from '@mathtools/contracts';
import {
  checkAnswer,
  explainAnswer,
  type PracticeProblem,
  refusalIn,
  type WritingLanguage,
} from '@mathtools/math-core';
import * as z from 'zod/mini';
import { HttpError } from '../../lib/http-error.js';
import { hasAbsurdExponent } from '../../lib/safe-grade.js';

/**
 * What grading needs of a problem as math-core made it: its answer, the decimals its question
 * asks to round to, whether it asks for its values in an order ("smallest first"), and its
 * question as a tree (`questionMath`), which a wrong answer is explained against.
 */
export type GradedProblem = Pick<
  PracticeProblem,
  'answer' | 'decimals' | 'ordered' | 'questionMath'
>;

/** What grading needs of a problem, and nothing more (it is sent to a worker with each answer). */
export const gradedOf = (problem: GradedProblem): GradedProblem => ({
  answer: problem.answer,
  ...(problem.decimals === undefined ? {} : { decimals: problem.decimals }),
  ...(problem.ordered === undefined ? {} : { ordered: problem.ordered }),
  questionMath: problem.questionMath,
});

/**
 * Whether an answer writes an absurd power of ten (lib/safe-grade), as typed or as read in
 * `language`, the page's (`./languages.ts`; a German `2e9.999.999` reads as 2e9999999): such an
 * answer is a number, and wrong, and no grader is given it to expand.
 */
export function absurdAnswer(answer: string, language?: WritingLanguage): boolean {
  if (hasAbsurdExponent(answer)) return true;
  if (!language) return false;
  try {
    return hasAbsurdExponent(language.read(answer).text);
  } catch {
    return false;
  }
}

/**
 * Grades an answer with math-core's `checkAnswer`, the one reading of answers (the page's live
 * preview uses it too): true when correct, false when wrong. Typed on a page in another language
 * (`language`, the page's), the answer is read by that language's own reader, the one
 * `solve(text, { language })` reads problems with: `2,5` is 2.5 and `x = 2,5; x = 3` two values in
 * Spanish, `]−2 ; 2[` the interval (−2, 2) in French, `1.234,5` is 1234.5 in German, `sen` is sin;
 * and a number grouped as the language groups it (`12.480` in German) is that number where it is
 * the answer. Without a language an English page reads `2,5` as the values 2 and 5, as it always
 * has. An answer `checkAnswer` cannot read (`abc` where a number is asked for) is not graded at
 * all: 400 `unreadable_answer` with math-core's message ("We could not read “abc” as a number.
 * …"), in `language` too ("No se pudo leer “abc” como un número. …"), before anything is recorded,
 * so the problem stays answerable. Bounded in time like `gradeAnswer` (lib/safe-grade): an answer
 * that writes an absurd power of ten is a number, and wrong, without being expanded; a grader that
 * throws counts as wrong.
 */
export function readAndGrade(
  answer: string,
  problem: GradedProblem,
  language?: WritingLanguage,
): boolean {
  if (absurdAnswer(answer, language)) return false;
  let graded: ReturnType<typeof checkAnswer>;
  try {
    graded = checkAnswer(answer, problem.answer, {
      decimals: problem.decimals,
      ordered: problem.ordered === true,
      ...(language ? { language } : {}),
    });
  } catch {
    return false;
  }
  if (graded.ok) return graded.value.correct;
  if (graded.error.code === 'unreadable_answer')
    throw new HttpError(
      400,
      'unreadable_answer',
      refusalIn(graded.error, language).message,
      'answer',
    );
  return false;
}

/**
 * The common mistake that explains a wrong answer, as the retry verdict carries it (`{ id,
 * reason }`), from math-core's `explainAnswer` (5 for 2x + 3 = 7 is the sign of +3 lost as it
 * moved across); undefined when none does, or when the question is not an equation or inequality
 * in one unknown. Only for an answer `readAndGrade` found wrong. Bounded like grading: an answer
 * that writes an absurd power of ten is not read again, and an explainer that throws, or a
 * sentence the contract's `AnswerMistake` does not take, explains nothing (the verdict stands
 * without it). math-core reads the answer in `language`, the page's (`./languages.ts`), and says
 * the sentence in it, its maths in that language's notation; English without one.
 */
export function explainWrong(
  answer: string,
  problem: Pick<GradedProblem, 'questionMath'>,
  language?: WritingLanguage,
): AnswerMistake | undefined {
  if (absurdAnswer(answer, language)) return undefined;
  try {
    // explainAnswer reads the answer in the language itself.
    const explained = explainAnswer(problem, answer, language ? { language } : undefined);
    if (!explained) return undefined;
    // A sentence the contract cannot carry (one quoting a long answer) is left out, not a 500.
    const mistake = z.safeParse(AnswerMistake, { id: explained.mistake, reason: explained.reason });
    return mistake.success ? mistake.data : undefined;
  } catch {
    return undefined;
  }
}
