/**
 * Questions a kind reads whole, in words, before any maths is parsed: `15% of 80`, `5 miles to
 * km`, `area of a circle radius 3`. Each such kind gives a `Worded` reader beside its `Kind`, and
 * the registry lists them (./registry) in the order they are tried; the solver and the
 * preview find them there, so a new one is its folder and its lines in the registry.
 */
import type { MathNode } from '../math/tree';
import type { Answered } from './equation';

/** A kind's reader of questions in words, and how it answers one. */
export interface Worded<Q> {
  /** The question read from the text as typed, or undefined when it is not one of these. */
  read: (text: string) => Q | undefined;
  /** The question as a tree for the preview; without it the question is shown in words. */
  tree?: (question: Q) => MathNode;
  /** The question answered, with the tree it is shown as. */
  solve: (question: Q) => Answered & { problem: MathNode };
  /** What the preview says is asked, when it is not shown as maths. */
  asks?: 'percentage';
}

/** A question in words that one of the readers took, ready to be answered or previewed. */
export interface WordedQuestion {
  answer: () => Answered & { problem: MathNode };
  tree?: MathNode;
  asks?: 'percentage';
}

/** A kind's reader as the registry lists it: the question in words, ready, or undefined. */
export type WordedReader = (text: string) => WordedQuestion | undefined;

/** A `Worded` as a reader for the registry. */
export const worded =
  <Q>(w: Worded<Q>): WordedReader =>
  (text) => {
    const question = w.read(text);
    if (question === undefined) return undefined;
    return {
      answer: () => w.solve(question),
      ...(w.tree ? { tree: w.tree(question) } : {}),
      ...(w.asks ? { asks: w.asks } : {}),
    };
  };

/** The first reader's reading of the text, or undefined when none takes it. */
export const readWorded = (
  readers: readonly WordedReader[],
  text: string,
): WordedQuestion | undefined => {
  for (const read of readers) {
    const question = read(text);
    if (question) return question;
  }
  return undefined;
};
