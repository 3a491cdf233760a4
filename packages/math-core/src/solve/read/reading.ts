/** A reading of what was typed, as data, and its words in English. */

/**
 * One reading of what was typed, as data: the text typed and what the solver read it as ("2,5"
 * and "2.5", "sen" and "sin", "xy" and "x·y", "x squared minus 1" and "x^2 - 1"); `word` when a
 * word not understood was read as the request word one edit from it ("slove" and "solve"), which
 * `{ corrections: false }` undoes. `readAs` says each in English; a page words them in its own.
 */
export interface Reading {
  typed: string;
  read: string;
  word?: true;
}

/** A reading as `readAs` says it, in English: `2,5 as 2.5`, `"slove" as "solve"`. */
export const readingText = ({ typed, read, word }: Reading): string =>
  word ? `"${typed}" as "${read}"` : `${typed} as ${read}`;
