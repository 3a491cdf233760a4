/**
 * The whole answer of a result as one tree, what `answer`, `answerMathml` and `answerSpeech` are
 * written from; and an answer in words rendered from its id and parameters in a language's table.
 */

import { alternatives, list, n as numberNode, text } from '../math/build';
import {
  type AnswerId,
  type AnswerParam,
  type AnswerTable,
  type AnswerWords,
  ENGLISH_ANSWERS,
  type EnglishAnswers,
} from '../math/catalogue/answers';
import { ENGLISH_NOTATION, intervalMarks, type Notation } from '../math/notation';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Answered } from './solveResult';

export type { AnswerParam, AnswerTable, AnswerWords } from '../math/catalogue/answers';

/** A placeholder of an answer's template: {name}. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** A parameter of an answer in words as the table and notation write it. */
const paramText = (
  p: AnswerParam,
  table: AnswerTable | EnglishAnswers,
  notation?: Notation,
): string => {
  if (typeof p === 'number')
    return p < 0 ? `−${toText(numberNode(-p), notation)}` : toText(numberNode(p), notation);
  if ('type' in p) return toText(p, notation);
  if ('id' in p) return answerText(p, table, notation);
  if ('interval' in p) {
    const [from, to] = p.interval;
    const marks = intervalMarks(p.closed[0], p.closed[1], notation ?? ENGLISH_NOTATION);
    return `${marks.open}${toText(from, notation)}${marks.separator}${toText(to, notation)}${marks.close}`;
  }
  const items = p.items.map((item) => paramText(item, table, notation));
  if (p.join === 'and') return items.join(table.and);
  if (p.join === 'semicolons') return items.join('; ');
  if (p.join === 'or') return items.join(` ${(notation ?? ENGLISH_NOTATION).or} `);
  if (p.join === 'commas' || items.length < 2) return items.join(', ');
  return `${items.slice(0, -1).join(', ')}${table.and}${items.at(-1)}`;
};

/**
 * An answer in words in a language's words (English without one) and notation: the template of
 * its id with each parameter written in.
 */
export const answerText = (
  words: AnswerWords,
  table: AnswerTable | EnglishAnswers = ENGLISH_ANSWERS,
  notation?: Notation,
): string => {
  const template = table.words[words.id];
  if (template === undefined) throw new Error(`No words for the answer ${words.id}`);
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = words.params?.[name];
    if (value === undefined) throw new Error(`The answer ${words.id} needs {${name}}`);
    return paramText(value, table, notation);
  });
};

/**
 * A result's answer in words: its data, and its English text that `answer` holds, in the common
 * words and the kind's `own` (a graph's shape and features …).
 */
export const answerInWords = (
  words: AnswerWords,
  own?: Readonly<Partial<Record<AnswerId, string>>>,
): { answer: string; answerWords: AnswerWords } => ({
  answer: answerText(
    words,
    own
      ? { words: { ...ENGLISH_ANSWERS.words, ...own }, and: ENGLISH_ANSWERS.and }
      : ENGLISH_ANSWERS,
  ),
  answerWords: words,
});

/**
 * A result's answer as a parameter of an answer in words that says more (the same answer rounded
 * after it, or a condition): its words, else the tree it is written from.
 */
export const answerParam = (
  result: Pick<Answered, 'answer' | 'answerWords' | 'answerTree' | 'solutions'>,
): AnswerParam => {
  if (result.answerWords) return result.answerWords;
  const trees = result.solutions.map((s) => s.tree);
  const candidates = [
    result.answerTree,
    trees.length === 1 ? trees[0] : undefined,
    trees.length > 1 ? alternatives(...trees) : undefined,
    trees.length > 1 ? list(...trees) : undefined,
  ];
  return (
    candidates.find((t) => t !== undefined && toText(t) === result.answer) ?? text(result.answer)
  );
};

/**
 * The answer as a tree: the one the kind built (an inequality's set as inequalities); else its
 * solutions, when they say the whole answer: one solution's own tree, solutions that together are
 * one point as a list (`x = 2, y = 1`), alternatives joined by "or" (`x = 2 or x = 3`); else the
 * answer in words as a text node ("No solution", "Every number is a solution", or words around
 * the solutions such as a condition or the complex solutions beside the real ones).
 */
export const answerTreeOf = (result: Answered, together: boolean): MathNode => {
  if (result.answerWords) return text(result.answer);
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
