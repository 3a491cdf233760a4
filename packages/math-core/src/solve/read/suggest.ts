/**
 * The nearest reading that solves, for a refusal: the typed text changed as little as a student
 * would change it (on a page in a language with a decimal comma, `(1,2)` as the point (1, 2); a
 * word not understood read as the known word nearest it, or left out; a list
 * of curves y = … drawn; the constraint words left out; an expression set equal to 0), tried in
 * that order, the first the solver answers offered as one tap. At most a few readings are tried,
 * each a solve of its own. A reading always asks what the typed text asks: one that leaves out
 * the word of the question ("range of x^4 - x" read as "of x^4 - x") is never offered, since
 * answering it would answer another question.
 */
import { readConstraints } from './constraints';
import { bracketed, topLevelParts } from './decimalComma';
import { readWords } from './index';
import { nearestWord } from './typos';

/** At most this many readings are tried for one refusal. */
const MAX_TRIED = 6;

/** The word a refusal stopped at ("blorp" in '"blorp" was not understood …'). */
const stoppedAt = (message: string): string | undefined =>
  /^"([^"]+)" (?:was not understood|cannot be read)/.exec(message)?.[1];

const WORD = (word: string) =>
  new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

/**
 * The words that say what is to be done with the maths (not how, nor within what): a reading
 * without one of them typed asks another question.
 */
const ASKING =
  /(?<!\p{L})(?:solve|simplify|expand|factori[sz]e|factor|evaluate|calculate|compute|differentiate|derivative|integrate|integral|antiderivative|limit|lim|graph|plot|sketch|draw|determinant|det|inverse|transpose|mean|average|median|mode|range|domain|variance|deviation|slope|gradient|distance|midpoint|tangent|stationary|minimum|maximum|intercepts?|asymptotes?|prove|verify)(?!\p{L})/giu;

/** The asking words of a text, lower case, each as often as it is there. */
const askingWords = (text: string): string[] =>
  [...text.matchAll(ASKING)].map((m) => m[0].toLowerCase());

/** Whether a reading asks what the typed text asks: every asking word kept, the same request read. */
const asksTheSame = (typed: string, reading: string): boolean => {
  const left = askingWords(reading);
  for (const word of askingWords(typed)) {
    const at = left.indexOf(word);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  const request = readWords(typed).request;
  return request === undefined || readWords(reading).request === request;
};

/** A curve y = … (its right side without y or another relation). */
const CURVE = /^\s*y\s*=(?![^=<>≤≥≠]*[=<>≤≥≠])(?![\s\S]*(?<!\p{L})y(?!\p{L}))[\s\S]+$/u;

/**
 * Whether a text is two or more curves y = … and nothing else: what a student draws to compare
 * (y = |x|, y = x), which the solver draws when asked to graph it.
 */
const curvesOnly = (text: string): boolean => {
  const parts = topLevelParts(text, ',;').map(({ part }) => part);
  return parts.length >= 2 && parts.every((part) => CURVE.test(part));
};

/**
 * The text with each comma between digits inside brackets followed by a space: where a language
 * reads `(1,2)` as 1.2, `(1, 2)` is the point it was typed as in English.
 */
const listedInBrackets = (text: string): string =>
  text.replace(/(?<=\d),(?=\d)/g, (comma, at: number) => (bracketed(text, at) ? ', ' : comma));

/** The readings to try, nearest first, none the text itself. */
const readings = (typed: string, message: string, decimalComma: boolean): string[] => {
  const text = typed.trim();
  const out: string[] = [];
  // On a page whose language writes a decimal comma: the commas in brackets as English reads them.
  if (decimalComma) out.push(listedInBrackets(text));
  const word = stoppedAt(message);
  if (word && /^\p{L}+$/u.test(word)) {
    const near = nearestWord(word);
    if (near) out.push(text.replace(WORD(word), near));
    out.push(text.replace(WORD(word), ' ').replace(/\s+/g, ' ').trim());
  }
  // Curves y = … listed with no request: drawn together.
  if (curvesOnly(text)) out.push(`graph ${text}`);
  // The words of the request and constraints left out: what is left, as typed.
  const constrained = readConstraints(text);
  if (constrained.text !== text) out.push(constrained.text);
  // One equation in several letters: solved for one of them (the last letter first: y in x and y).
  if (/=/.test(text) && !/[<>≤≥,;]/.test(text)) {
    const letters = [...new Set(text.match(/(?<![\p{L}])[a-zA-Z](?![\p{L}(])/gu) ?? [])];
    if (letters.length >= 2)
      for (const letter of letters.sort().reverse().slice(0, 2))
        out.push(`solve for ${letter}: ${text}`);
  }
  // An expression in x where an equation was expected: set equal to 0.
  if (!/[=<>≤≥]/.test(text) && /(?<!\p{L})x(?!\p{L})/u.test(text) && /solve|root|zero/i.test(text))
    out.push(
      `${text.replace(/^\s*(?:solve|find\s+the\s+(?:roots|zeros)\s+of)\s*/i, 'solve ')} = 0`,
    );
  // Each word of two letters or more that is not a function left out, one at a time.
  for (const match of text.matchAll(/(?<![\p{L}])\p{L}{2,}(?![\p{L}(])/gu))
    out.push(text.replace(WORD(match[0]), ' ').replace(/\s+/g, ' ').trim());
  return [...new Set(out)].filter((r) => r.length > 0 && r !== text);
};

/**
 * The nearest reading of a refused problem that `solves` answers, or undefined when none of the
 * few tried does.
 *
 * @example
 * nearestReading('x^2 blorp = 4', '"blorp" was not understood …', (t) => solve(t).ok); // "x^2 = 4"
 */
export const nearestReading = (
  typed: string,
  message: string,
  solves: (text: string) => boolean,
  decimalComma = false,
): string | undefined =>
  readings(typed, message, decimalComma)
    .filter((reading) => asksTheSame(typed, reading))
    .slice(0, MAX_TRIED)
    .find(solves);
