/**
 * An answer with the values of its unknown it holds for, in words: a simplified rational expression
 * with the values that stay excluded, an inverse with the values it is the inverse for. Its English
 * words come with it (templates of its parameters, as the catalogue's common ones are), so a solver
 * without the kinds that give it carries none.
 */

import type { KindAnswers } from '../math/catalogue/answers';
import type { MathNode } from '../math/tree';
import { type AnswerParam, type AnswerWords, answerInWords } from './answer';

/**
 * The answer, then its restrictions; more than one are the others and the last, so that each
 * language joins the last with its own word ("x ≠ −3 y x ≠ 2") while English keeps its commas.
 */
export const RESTRICTED_ANSWERS = {
  restricted: '{answer}, {restrictions}',
  restrictions: '{first}, {last}',
} as const satisfies KindAnswers;

/**
 * The answer restricted to the values the relations say: "(x + 3)/(x − 2), x ≠ −3, x ≠ 2" in
 * English, "(x + 3)/(x − 2) para x ≠ −3 y x ≠ 2" in Spanish.
 */
export const restrictedAnswer = (
  answer: MathNode,
  restrictions: readonly MathNode[],
): { answer: string; answerWords: AnswerWords } => {
  const last = restrictions.at(-1);
  if (last === undefined) throw new Error('An answer restricted to no values');
  const rest = restrictions.slice(0, -1);
  const first: AnswerParam | undefined =
    rest.length > 1 ? { join: 'commas', items: rest } : rest[0];
  return answerInWords(
    {
      id: 'restricted',
      params: {
        answer,
        restrictions: first === undefined ? last : { id: 'restrictions', params: { first, last } },
      },
    },
    RESTRICTED_ANSWERS,
  );
};
