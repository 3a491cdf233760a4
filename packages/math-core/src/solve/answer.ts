/**
 * The whole answer of a result as one tree, what `answer`, `answerMathml` and `answerSpeech` are
 * written from.
 */

import { alternatives, list, text } from '../math/build';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Answered } from './solveResult';

/**
 * The answer as a tree: the one the kind built (an inequality's set as inequalities); else its
 * solutions, when they say the whole answer: one solution's own tree, solutions that together are
 * one point as a list (`x = 2, y = 1`), alternatives joined by "or" (`x = 2 or x = 3`); else the
 * answer in words as a text node ("No solution", "Every number is a solution", or words around
 * the solutions such as a condition or the complex solutions beside the real ones).
 */
export const answerTreeOf = (result: Answered, together: boolean): MathNode => {
  if (result.answerTree) return result.answerTree;
  const trees = result.solutions.map((s) => s.tree);
  if (trees.length > 0 && result.outcome === undefined) {
    const joined =
      trees.length === 1
        ? (trees[0] as MathNode)
        : together
          ? list(...trees)
          : alternatives(...trees);
    if (toText(joined) === result.answer) return joined;
  }
  return text(result.answer);
};
