/**
 * Misspelt words: a word one edit from a word the reader knows is read as that word (and the
 * reading says so, so that it can be undone); a word further from every known one is left for the
 * refusal's "did you mean …?".
 */
import { FUNCTION_NAMES } from '../../math/names';

/** The words that ask for something or say how: the words a typo is corrected to. */
export const REQUEST_WORDS: readonly string[] =
  /* @__PURE__ */ 'solve simplify expand factor factorise factorize factorisation factorization evaluate calculate compute differentiate derivative integrate integral antiderivative limit graph plot sketch determinant inverse transpose average median variance standard deviation complete square subject terms radians degrees decimal places exact approaches tends between interval percent multiply divided squared cubed power equals minus plus times root'.split(
    ' ',
  );

/** Words read as they are, never corrected nor read as letters' products. */
const FILLER_WORDS: readonly string[] =
  /* @__PURE__ */ 'please what whats the find value answer answers give with where when given that then and for all into from than more less is are this those these number numbers data mean mode range first second third rad rads deg degs fully completely out work sure thanks help need show prove verify quick simple mins rearrange transpose subject formula equation equations system multiple common lowest least greatest highest divisor factors prime divide divided expanded simplified factored roots zeros solution solutions now also just can you how why who but not was were will would could should does did has have had get got use using let its our your they them there here which without make onto over under about again very much many some any each every one two three four five six seven eight nine ten hundred hey hello okay pls plz thx'.split(
    ' ',
  );

/** Edits (insert, delete, replace, swap two neighbours) that turn a into b. */
export const editDistance = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
};

/** Whether the reader knows the word as it is typed. */
export const knownWord = (word: string): boolean => {
  const w = word.toLowerCase();
  return REQUEST_WORDS.includes(w) || FILLER_WORDS.includes(w) || FUNCTION_NAMES.includes(w);
};

/** The known word nearest a typed one within `limit` edits (same first letter), if any. */
const nearest = (typed: string, words: readonly string[], limit: number): string | undefined => {
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const word of words) {
    if (word[0] !== typed[0]) continue;
    const distance = editDistance(typed, word);
    if (distance > 0 && distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
};

/**
 * The request word a misspelt word of four letters or more is one edit from ("slove" → solve,
 * "intergrate" → integrate), among the English ones and `more` (a language's: "resulve" →
 * resuelve); undefined for a known word, a short one (units and letters: "cm", "PRT") or one
 * further away.
 */
export const correction = (word: string, more: readonly string[] = []): string | undefined => {
  const typed = word.toLowerCase();
  if (typed.length < 4 || knownWord(typed)) return undefined;
  return nearest(typed, more.length > 0 ? [...REQUEST_WORDS, ...more] : REQUEST_WORDS, 1);
};

/**
 * The known word a misspelt one is closest to, for a refusal's "did you mean …?": one edit away,
 * or two for longer words, with the same first letter. Two-letter words are left alone: they are
 * mostly units and short names ("cm" is not a misspelt "lcm").
 */
export const nearestWord = (word: string): string | undefined => {
  const typed = word.toLowerCase();
  if (typed.length < 3) return undefined;
  return nearest(typed, [...REQUEST_WORDS, ...FUNCTION_NAMES], typed.length >= 6 ? 2 : 1);
};
