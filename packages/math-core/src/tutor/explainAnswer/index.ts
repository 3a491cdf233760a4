/**
 * Why a wrong answer to a practice problem is wrong, when one of the common mistakes explains it,
 * said without giving away the answer:
 * the answer is read as the last line of a student's working for the question's equation or
 * inequality, and judged as `checkWorking` judges one (5 for 2x + 3 = 7 is the sign of 3 lost
 * when it moved across; 3 for x² = 9 is the negative root forgotten; x < −3 for −2x < 6 is the
 * inequality not reversed).
 */
import { variablesOf } from '../../algebra/reading';
import * as B from '../../math/build';
import { parseMath } from '../../math/parseMath';
import type { MathNode } from '../../math/tree';
import type { PracticeProblem } from '../../practice/generateProblem';
import { typedIn, type WritingLanguage } from '../../solve/written';
import { type MistakeId, oneUnknownWorking } from '../checkWorking';
import { sayWhy, tutorLanguage, type WhyId } from '../checkWorking/words';

/** A wrong answer's mistake by name, and the sentence that explains it. */
export interface AnswerMistake {
  mistake: MistakeId;
  reason: string;
}

/** How `explainAnswer` is asked. */
export interface ExplainAnswerOptions {
  /**
   * The language its sentence is in: `es` from `@mathtools/math-core/locales/es` (`fr`, `de`,
   * `pt`), as `checkWorking` is given one, the maths in its notation. English without one.
   */
  language?: WritingLanguage;
}

/**
 * The common mistake that explains a wrong `given` answer to a practice problem, or null when
 * none does (or the answer is right, or the question is not an equation or inequality in one
 * unknown). The sentence (`reason`) is in `options.language` (English without one).
 *
 * @example
 * explainAnswer(problem, '5'); // for "Solve for x: 2x + 3 = 7":
 * // { mistake: 'sign-of-moved-term', reason: '3 was added to the other side instead of subtracted: …' }
 */
export function explainAnswer(
  problem: Pick<PracticeProblem, 'questionMath'>,
  given: string,
  options?: ExplainAnswerOptions,
): AnswerMistake | null {
  const question = problem?.questionMath;
  if (question?.type !== 'relation' || typeof given !== 'string') return null;
  const [x, ...others] = variablesOf(question);
  if (!x || others.length > 0) return null;
  const read = parseMath(typedIn(given, options?.language));
  if (!read.ok) return null;
  // A bare answer (5, or -2, 3) gives the values of the question's unknown.
  const items = read.value.type === 'list' ? read.value.items : [read.value];
  const statement = items.every((i) => i.type !== 'relation')
    ? B.list(...items.map((i) => B.eq(B.variable(x), i)))
    : read.value;
  const checked = oneUnknownWorking(
    question,
    x,
  )([
    {
      ok: true,
      line: {
        readings: [
          statement.type === 'list' && statement.items.length === 1
            ? (statement.items[0] as MathNode)
            : statement,
        ],
        integrals: [],
        derivatives: [],
        constant: false,
        alternatives: false,
      },
    },
  ]);
  const verdict = checked?.lines[0];
  if (verdict?.status !== 'wrong' || !verdict.mistake || !verdict.reason) return null;
  const unnamed = WITHOUT_THE_ANSWER[verdict.mistake];
  const why = unnamed ? { id: unnamed } : verdict.why;
  const language = tutorLanguage(options?.language);
  return {
    mistake: verdict.mistake,
    reason: why && (unnamed || language) ? sayWhy(why, language) : verdict.reason,
  };
}

/**
 * The sentences that would name a solution the answer left out, said without it: the student
 * has a second try to find it.
 */
const WITHOUT_THE_ANSWER: Partial<Record<MistakeId, WhyId>> = {
  'negative-root-forgotten': 'negative-root-unnamed',
  'root-lost': 'root-lost-unnamed',
};
