/**
 * Words around a typed problem: the command a student writes before it ("Solve for x:",
 * "What is", "Multiply out") is taken off when the solver can do it, and refused with the reason
 * when it cannot ("integrate", "limit"). Any other run of letters that is not a function
 * name or a product of one-letter unknowns the solver accepts is refused, so that a word is never
 * read as a product of one-letter unknowns ("what" as w·h·a·t).
 */
import { FUNCTION_NAMES } from '../../math/names';
import { refuse, SolveStop, said } from '../../math/refusal';
import type { MathErrorWhy } from '../../types';
import type { Reading } from './reading';
import { knownWord, nearestWord } from './typos';

/** Commands the solver answers: taken off, the rest is solved as typed. */
const DONE = [
  /^(?:please\s+)?solve\s+for\s+[a-z]\b\s*[:,]?\s*/i,
  /^(?:please\s+)?find\s+(?:the\s+value\s+of\s+)?[a-z]\s*(?:(?:if|when|given(?:\s+that)?)\b|[:,])\s*/i,
  /^(?:please\s+)?(?:solve|simplify|expand|multiply\s+out|evaluate|calculate|compute|work\s+out|find(?:\s+the\s+value\s+of)?|what\s+is|what['’]s|whats|how\s+much\s+is)\b\s*(?:the\s+(?:(?:quadratic|linear|cubic|quartic|exponential|logarithmic|trigonometric|rational|simultaneous)\s+)?(?:equations?|inequality|expression|fraction|polynomial)\b)?\s*[:,]?\s*/i,
];

/** The sentences of the reader's refusals of words. */
export const WORDS_REFUSALS = {
  factorWhat:
    'Give the polynomial to factor after the word, such as factor x^2-9; the solver can expand, simplify and solve equations',
  derivativeWhat:
    'This derivative was not understood: write it as d/dx followed by the expression, such as d/dx x^3 or derivative of x^2 sin(x); the solver can expand, simplify and solve equations',
  wordNear: '"{word}" was not understood: did you mean "{near}"?',
  /** The same word, where the solver offers a reading instead of the word nearest it. */
  word: '"{word}" was not understood',
  wordUnknown:
    '"{word}" was not understood: unknowns are single letters (write x*y for a product of two unknowns), and the words the solver knows are commands such as solve, simplify, factor, expand and integrate, and functions such as sqrt, log, ln and sin',
} as const;

/** Commands the solver cannot do yet, with the reason it gives. */
const NOT_YET: [RegExp, keyof typeof WORDS_REFUSALS][] = [
  [/^(?:the\s+)?(?:factori[sz]e|factor|factorization|factorisation)\b/i, 'factorWhat'],
  [/^(?:the\s+)?(?:differentiate|derive|derivative|d\/dx)\b/i, 'derivativeWhat'],
];

/** A list of numbers in words as arguments: "4, 6 and 10" and "12 & 18" → "4, 6, 10", "12, 18". */
export const listed = (numbers: string): string =>
  numbers.split(/\s*(?:,|&|\band\b)\s*/i).join(', ');

/**
 * A question in words the solver answers as the function it names: [pattern, the function call].
 * A kind brings the questions about its own problems ("gcd of 12 and 18", "mean of 2, 4 and 9",
 * "slope between (1, 2) and (3, 4)"), read after these.
 */
export type Question = readonly [RegExp, (...groups: string[]) => string];

/**
 * The questions in words every solver reads, as notation: "5 choose 2", C(5, 2), 5C2 and
 * nCr(5, 2) are the binomial coefficient; "log base 2 of 32" is log₂(32); the modulus, argument,
 * polar form or conjugate "of" a number is that function of it.
 */
const IN_WORDS: readonly Question[] = [
  [/\b(\d+)\s*choose\s*(\d+)\b/gi, (n, k) => `binomial(${n}, ${k})`],
  [/\b(\d+)\s*C\s*(\d+)\b/g, (n, k) => `binomial(${n}, ${k})`],
  [/\b(?:nCr|C)\s*(?=\(\s*\d+\s*,\s*\d+\s*\))/g, () => 'binomial'],
  [
    /\blog(?:arithm)?\s+(?:to\s+)?(?:the\s+)?base\s+(\d+(?:\.\d+)?)\s+of\s+(.+)$/i,
    (base, x) => `log_${base}(${x})`,
  ],
  [
    /^(?:the\s+)?(modulus|absolute\s+value|argument|polar\s+form|conjugate)\s+of\s+(.+)$/i,
    (asked, z) => `${COMPLEX_QUESTIONS[asked.toLowerCase().replace(/\s+/g, ' ')] ?? 'abs'}(${z})`,
  ],
];

/** A question about one complex number in words, as its function's name. */
const COMPLEX_QUESTIONS: Record<string, string> = {
  modulus: 'abs',
  'absolute value': 'abs',
  argument: 'arg',
  'polar form': 'polar',
  conjugate: 'conj',
};

/**
 * The unknowns a run of letters is read as when it is not a function name, π, e or "or"/"and"
 * between problems: "xy" → x, y; "sinx" → x; "what" → w, h, a, t.
 */
const lettersOf = (run: string): string[] => {
  const letters: string[] = [];
  let rest = run.toLowerCase();
  while (rest.length > 0) {
    const name =
      FUNCTION_NAMES.find((n) => rest.startsWith(n)) ?? (rest.startsWith('pi') ? 'pi' : undefined);
    if (name) rest = rest.slice(name.length);
    else {
      if (rest[0] !== 'e') letters.push(rest[0] as string);
      rest = rest.slice(1);
    }
  }
  return letters;
};

/**
 * The letters the problem writes on their own (x and y in "xy = 12, x + y = 7"): its unknowns,
 * which letters written together may multiply.
 */
const ownLetters = (text: string): Set<string> => {
  const own = new Set<string>();
  for (const match of text.matchAll(/(?<![a-zA-Zα-ωΑ-Ω])[a-zA-Zα-ωΑ-Ω](?![a-zA-Zα-ωΑ-Ω])/g))
    own.add(match[0]);
  return own;
};

/**
 * A word in the problem that the solver would otherwise read as one-letter unknowns. A run of
 * letters is a product only where that is the one reading: in a formula (letters side by side
 * multiply, v = u + at) unless it is a word the reader knows or stands among words (after a
 * comma, or beside another run of letters), and elsewhere when each of its
 * letters is one of the problem's own unknowns, written alone too ("xy = 12, x + y = 7").
 */
const unknownWord = (text: string, formula: boolean): string | undefined => {
  const own = ownLetters(text);
  for (const match of text.matchAll(/[a-zA-Zα-ωΑ-Ω]{2,}/g)) {
    const run = match[0];
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice((match.index ?? 0) + run.length).trimStart();
    // "or" and "and" between two equations ("x+y=3 and x-y=1").
    if (/^(or|and)$/i.test(run) && before.length > 0 && after.length > 0) continue;
    const letters = lettersOf(run);
    if (letters.length < 2) continue;
    // In a formula, a run among words (beside another run, or after a comma) is a word too.
    const amongWords =
      /[,;]$|[a-zA-Zα-ωΑ-Ω]{2,}$/.test(before) || /^[a-zA-Zα-ωΑ-Ω]{2,}/.test(after);
    const word = (run.length >= 3 && knownWord(run)) || (formula && amongWords);
    if (word || (!formula && !letters.every((l) => own.has(l)))) return run;
  }
  return undefined;
};

/**
 * The runs of letters read as products of the problem's letters, each as it is read: "xy" in
 * "xy = 12, x + y = 7" as x·y, "PRT" in the formula I = PRT as P·R·T.
 */
export const lettersMultiplied = (text: string): Reading[] => {
  const runs = new Set<string>();
  for (const match of text.matchAll(/[a-zA-Zα-ωΑ-Ω]{2,}/g)) {
    const run = match[0];
    // Only runs of single letters (no function name, π or e inside them).
    if (lettersOf(run).length === run.length && !/^(or|and)$/i.test(run)) runs.add(run);
  }
  return [...runs].map((run) => ({ typed: run, read: [...run].join('·') }));
};

/** Whether the problem as typed asks to simplify ("simplify (x^2-1)/(x-1)"). */
export const readsSimplify = (text: string): boolean => /^\s*(?:please\s+)?simplify\b/i.test(text);

/**
 * The problem without the words around it ("Solve for x: …", "… for x.", "What is …?") and with
 * new lines between equations as commas; a SolveStop for a command the solver cannot do and for
 * a word it does not know (but in a `formula` to rearrange, where letters side by side multiply).
 * The questions in words of the solver's kinds are read as the functions they name.
 */
export const prepare = (
  text: string,
  formula = false,
  questions: readonly Question[] = [],
): string => {
  let rest = text.trim();
  for (let again = true; again; ) {
    again = false;
    for (const command of DONE) {
      const match = command.exec(rest);
      if (match && match[0].length > 0 && match[0].length < rest.length) {
        rest = rest.slice(match[0].length).trimStart();
        again = true;
      }
    }
  }
  for (const [command, reason] of NOT_YET)
    if (command.test(rest)) throw refuse('unsupported', WORDS_REFUSALS, reason);
  rest = rest
    // A ! straight after a number, a letter or a bracket is a factorial, not the end of a sentence.
    .replace(/(?<![\w)\]])\s*[?!.]+$|\s*[?.]+$/, '')
    .replace(/\s*[,;]?\s+for\s+[a-zA-Z]\s*[?!.]*$/i, '')
    // "… in radians", "…, in degrees": the unit the answer is given in (the solver reads it).
    .replace(
      /\s*[,;]?\s*(?:give\s+(?:the\s+)?answers?\s+)?(?:in|using)\s+(?:radians|degrees)\s*[?!.]*$/i,
      '',
    )
    .replace(/\s*[\r\n]+\s*/g, ', ');
  for (const [pattern, call] of [...IN_WORDS, ...questions])
    rest = rest.replace(pattern, (_, ...groups: string[]) => call(...groups));
  // In a formula to rearrange, letters side by side are a product (v = u + at, y = mx + c).
  const word = unknownWord(rest, formula);
  if (word) throw new UnknownWord(word);
  return rest;
};

/** A word the reader does not know, refused with the known word nearest it, when one is near. */
export class UnknownWord extends SolveStop {
  constructor(readonly word: string) {
    const near = nearestWord(word);
    const { message, why } = near
      ? said(WORDS_REFUSALS, 'wordNear', { word, near })
      : said(WORDS_REFUSALS, 'wordUnknown', { word });
    super('invalid_value', message, why);
  }
}

/**
 * A refusal without its "did you mean …?", for when a reading that the solver answers is offered
 * instead; any other refusal as it is.
 */
export const withoutNear = (error: {
  message: string;
  why?: MathErrorWhy;
}): { message: string; why?: MathErrorWhy } => {
  const word = error.why?.id === 'wordNear' ? error.why.values?.word : undefined;
  return typeof word === 'string' ? said(WORDS_REFUSALS, 'word', { word }) : error;
};
