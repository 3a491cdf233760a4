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
import { type MistakeId, oneUnknownWorking } from '../checkWorking';

/** A wrong answer's mistake by name, and the sentence that explains it. */
export interface AnswerMistake {
  mistake: MistakeId;
  reason: string;
}

/**
 * The common mistake that explains a wrong `given` answer to a practice problem, or null when
 * none does (or the answer is right, or the question is not an equation or inequality in one
 * unknown).
 *
 * @example
 * explainAnswer(problem, '5'); // for "Solve for x: 2x + 3 = 7":
 * // { mistake: 'sign-of-moved-term', reason: '3 was added to the other side instead of subtracted: …' }
 */
export function explainAnswer(
  problem: Pick<PracticeProblem, 'questionMath'>,
  given: string,
): AnswerMistake | null {
  const question = problem?.questionMath;
  if (question?.type !== 'relation' || typeof given !== 'string') return null;
  const [x, ...others] = variablesOf(question);
  if (!x || others.length > 0) return null;
  const read = parseMath(given);
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
  return verdict?.status === 'wrong' && verdict.mistake && verdict.reason
    ? { mistake: verdict.mistake, reason: WITHOUT_THE_ANSWER[verdict.mistake] ?? verdict.reason }
    : null;
}

/**
 * The sentences that would name a solution the answer left out, said without it: the student
 * has a second try to find it.
 */
const WITHOUT_THE_ANSWER: Partial<Record<MistakeId, string>> = {
  'negative-root-forgotten':
    'A square root can be positive or negative: the solution from the negative one is missing',
  'root-lost':
    'A solution was lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
};
