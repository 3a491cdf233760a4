/**
 * The one reading layer: what a student typed, split into what is asked and the maths, before
 * any kind sees it. Misspelt request words are corrected ("slove" → solve); the constraints on
 * the answer are taken off ("for 0 ≤ x < 2π", "in radians", "to 3 decimal places", "exact"), then
 * the unknown asked for ("solve for R", "make r the subject"), the way asked for ("by completing
 * the square"), the request and its filler ("whats the", "expand and simplify", "avg of",
 * "determinant of") and operator words ("x squared minus 5x plus 6 equals 0"). What is left is
 * the maths, in the notation the parser and the kinds' commands read; every reading that changed
 * what was typed is said in "Read as".
 *
 * The folder: constraints.ts (intervals, units, places, "exact"), phrases.ts (requests, the
 * unknown, methods, operator words, filler), typos.ts (a word one edit from a request word),
 * decimalComma.ts (2,5 and 1,000), languages/ (the notation and words of Spanish, French, German
 * and Portuguese, read into English ones when a language is given), words.ts (the words left
 * around the maths, and letters that are never a word's), select.ts (the solutions in a stated
 * interval), places.ts (rounding as asked), refusal.ts and suggest.ts (what a refusal says was
 * read, and the nearest reading that solves). readProblem.ts, beside this folder, runs them in order for `solve` and the preview.
 */
import { type Constraints, readConstraints } from './constraints';
import type { Language } from './languages/language';
import {
  type RequestId,
  readMethod,
  readOpening,
  readOperators,
  readUnknown,
  withoutFiller,
} from './phrases';
import { type Reading, readingText } from './reading';
import { correction } from './typos';

export type { Constraints, StatedInterval } from './constraints';
export type { RequestId } from './phrases';
export type { Reading } from './reading';

/** A word read as another: "slove" as "solve". */
export type Correction = Omit<Reading, 'word'>;

/** What the words of a typed problem ask, and the maths they leave. */
export interface WordsRead {
  /** The maths, with the words around it read, in the notation the kinds' commands read. */
  text: string;
  request?: RequestId;
  /** The unknown or subject asked for: R in "I = PRT, solve for R". */
  unknown?: string;
  /** The way of solving asked for in words ("by completing the square"), as a method id. */
  method?: string;
  constraints: Constraints;
  /** How the words were read, for "Read as": "slove as solve", "0 ≤ x < 2π as the interval". */
  readAs: string[];
  /** The operator words read as symbols, as data (the interval asked for is said in `readAs`). */
  readings: Reading[];
}

/** Options of the reading. */
export interface ReadOptions {
  /** Correct misspelt request words (default true); false reads every word as typed. */
  corrections?: boolean;
  /**
   * The language the problem is typed in besides English (`spanish`, `french`, `german`,
   * `portuguese`): its notation and words are read before the English ones, which still read.
   */
  language?: Language;
}

/**
 * The text with a word the reader did not understand read as the request word one edit from it
 * ("slove" → solve; with a language's request words, "resulve" → resuelve), or undefined when no
 * request word is that near.
 */
export const corrected = (
  text: string,
  word: string,
  more: readonly string[] = [],
): { text: string; correction: Correction } | undefined => {
  const read = correction(word, more);
  if (!read) return undefined;
  const at = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u');
  if (!at.test(text)) return undefined;
  return { text: text.replace(at, read), correction: { typed: word, read } };
};

/**
 * The text with the first run of four letters or more that is one edit from a request word read
 * as that word, for a problem that was not understood where the word the reader stopped at is no
 * misspelling itself: "limt of … as x approaches 0" stops at "of", having read "limt" as lim·t.
 */
export const correctedElsewhere = (
  text: string,
  more: readonly string[] = [],
): { text: string; correction: Correction } | undefined => {
  for (const match of text.matchAll(/(?<!\p{L})\p{L}{4,}(?!\p{L})/gu)) {
    const fixed = corrected(text, match[0], more);
    if (fixed) return fixed;
  }
  return undefined;
};

/**
 * The words of a typed problem read (its numbers' commas already read): the request, the
 * unknown, the constraints and the maths left.
 *
 * @example
 * readWords('I = PRT solve for R').text; // "solve for R: I = PRT"
 */
export const readWords = (typed: string): WordsRead => {
  const readAs: string[] = [];
  const { text: unconstrained, constraints } = readConstraints(typed.trim());
  if (constraints.interval) readAs.push(`${constraints.interval.typed} as the interval asked for`);
  const asked = readUnknown(unconstrained);
  const how = readMethod(asked.text);
  const opening = readOpening(how.text);
  const operators = readOperators(opening.text);
  let text = withoutFiller(operators.text);
  const readings: Reading[] = operators.read
    ? [{ typed: withoutFiller(opening.text), read: text }]
    : [];
  readAs.push(...readings.map(readingText));
  // A formula with the letter asked for: the rearranging command reads it.
  if (asked.unknown) text = `solve for ${asked.unknown}: ${text}`;
  return {
    text,
    ...(opening.request ? { request: opening.request } : asked.unknown ? { request: 'solve' } : {}),
    ...(asked.unknown ? { unknown: asked.unknown } : {}),
    ...(how.method ? { method: how.method } : {}),
    constraints,
    readAs,
    readings,
  };
};
