/**
 * A practice problem's sentences as data: an id and its values (numbers, maths as trees), written
 * in a language from that language's table of words and its notation. A family of problems says
 * what it asks and hints with `say`; `draft` writes it in English and keeps the data, from which
 * `generateProblem` and `generateSkillProblem` write it again in another language.
 */
import { ENGLISH_NOTATION, type Notation, writeNumber } from '../../math/notation';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { ENGLISH_PRACTICE, type PracticeWordId } from './en';

export { ENGLISH_PRACTICE, type PracticeWordId } from './en';

/**
 * Maths inside a sentence: the tree, and how the English question writes it for typing ("x^2",
 * "-3", "3/2"), which English keeps; another language writes the tree in its notation.
 */
export interface TypedMath {
  readonly typed: string;
  readonly tree: MathNode;
}

/**
 * A value a sentence is filled with: a number (in the language's notation, a large one with its
 * digits grouped, `writeNumber`), maths, or words already in the language.
 */
export type WordValue = number | string | TypedMath;

/** One sentence of a problem as data: what it says (an id) and its values. */
export interface Said {
  readonly id: PracticeWordId;
  readonly values?: Readonly<Record<string, WordValue>>;
}

/**
 * The words of a skill defined outside the library, one table per language tag: English, which
 * every other language falls back to sentence by sentence, and any of `es`, `fr`, `de`, `pt`.
 */
export interface OwnWords<Id extends string = string> {
  readonly en: Readonly<Record<Id, string>>;
  readonly [code: string]: Readonly<Partial<Record<Id, string>>> | undefined;
}

/** A sentence of a skill defined outside the library: an id of its own words, and its values. */
export interface SaidOwn {
  readonly id: string;
  readonly values?: Readonly<Record<string, WordValue>>;
  readonly own: OwnWords;
}

/**
 * What a problem or a skill says (a question, a hint, a step's note, a skill's name): a sentence
 * by id of the library's words or of a skill's own (`sayFrom`), written in the language asked for,
 * or text, shown as it is in every language.
 */
export type Words = Said | SaidOwn | string;

/** The words of practice problems in one language: a sentence for every id. */
export type PracticeWords = Readonly<Record<PracticeWordId, string>>;

/**
 * A language practice problems are written in: its words, and its notation for the maths and the
 * numbers inside them. The `practice` export of each language entry (`spanishPractice` from
 * `@mathtools/math-core/locales/es`, …).
 */
export interface PracticeLanguage {
  /** The language's tag: `es`, `fr`, `de`, `pt`. */
  readonly code: string;
  readonly words: PracticeWords;
  readonly notation: Notation;
}

/** English, what problems are written in without a language. */
export const ENGLISH: PracticeLanguage = {
  code: 'en',
  words: ENGLISH_PRACTICE,
  notation: ENGLISH_NOTATION,
};

/** A sentence as data. */
export const say = (id: PracticeWordId, values?: Record<string, WordValue>): Said =>
  values === undefined ? { id } : { id, values };

/**
 * `say` for a skill defined outside the library, over its own words: `const say = sayFrom(WORDS)`,
 * then `say('ask.evaluate', { expression: typed('3x + 4', tree) })`. A language without a table,
 * or without the sentence, writes it in English, in the language's notation.
 */
export const sayFrom =
  <Id extends string>(own: OwnWords<Id>) =>
  (id: Id, values?: Record<string, WordValue>): SaidOwn =>
    values === undefined ? { id, own } : { id, values, own };

/** Maths inside a sentence, with its English typed form. */
export const typed = (text: string, tree: MathNode): TypedMath => ({ typed: text, tree });

const written = (value: WordValue, language: PracticeLanguage, groupFrom: number): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return writeNumber(value, language.notation, groupFrom);
  return language === ENGLISH || language.code === 'en'
    ? value.typed
    : toText(value.tree, language.notation);
};

/** The sentence's words in a language, before its values are filled in. */
const template = (said: Said | SaidOwn, language: PracticeLanguage): string =>
  'own' in said
    ? (said.own[language.code]?.[said.id] ?? (said.own.en[said.id] as string))
    : language.words[said.id];

/** Words of a language's table with each `{name}` filled from a sentence's values. */
const fill = (template: string, said: Said | SaidOwn, language: PracticeLanguage): string => {
  // A sentence with a number of five digits or more groups its four-digit numbers too.
  const large = Object.values(said.values ?? {}).some(
    (value) => typeof value === 'number' && Math.abs(value) >= 10_000,
  );
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = said.values?.[name];
    return value === undefined ? whole : written(value, language, large ? 4 : 5);
  });
};

/** A sentence written in a language: its words with each `{name}` filled. */
export const write = (said: Words, language: PracticeLanguage = ENGLISH): string =>
  typeof said === 'string' ? said : fill(template(said, language), said, language);

/** The words of a question around its maths: what a page writes before and after it, typeset. */
export interface WordsAround {
  readonly before: string;
  readonly after: string;
  /**
   * The maths sits inside its sentence ("Convert {angle} radians to degrees."): the page writes
   * `before`, the maths inline, then `after`, as one sentence. `before` and `after` then keep the
   * spaces around the maths as the language writes them (a French no-break space before "?").
   * Absent when the maths ends its sentence, shown on a line of its own between the words.
   */
  readonly inline?: true;
}

/**
 * The words of a sentence around its value `name`, written in a language. When that value ends its
 * sentence in the language's words (nothing follows it, or a full stop and the sentences after),
 * they are "Solve for x:" before the equation and "Give the answer as a fraction or a whole
 * number." after it; when it sits inside its sentence, they are the sentence's words on each side
 * of it ("What is " and " rounded to 2 decimals?"), `inline`. Undefined for a value the sentence
 * names other than once.
 */
export const writeAround = (
  said: Said | SaidOwn,
  name: string,
  language: PracticeLanguage = ENGLISH,
): WordsAround | undefined => {
  const parts = template(said, language).split(`{${name}}`);
  if (parts.length !== 2) return undefined;
  const [head, tail] = parts.map((part) => fill(part, said, language)) as [string, string];
  const rest = /^(?:\.(?:\s+([\s\S]*))?)?$/.exec(parts[1] as string);
  if (rest === null) return { before: head, after: tail, inline: true };
  return { before: head.trim(), after: fill(rest[1] ?? '', said, language).trim() };
};

/** A piece of a sentence written among its maths: words, or the name of a value that is maths. */
export type SentencePart = string | { readonly value: string };

/**
 * A sentence in a language as it reads, split at each of the values `names` ("Given {given},
 * evaluate {expression}."): the words between them filled in ("Given ", ", evaluate ", "."), and each
 * of those values by name where it stands, for a page to typeset it in place. Empty words are left out.
 */
export const writeAmong = (
  said: Said | SaidOwn,
  names: readonly string[],
  language: PracticeLanguage = ENGLISH,
): SentencePart[] =>
  template(said, language)
    .split(new RegExp(`\\{(${names.join('|')})\\}`))
    .flatMap((part, i): SentencePart[] =>
      i % 2 === 1 ? [{ value: part }] : part === '' ? [] : [fill(part, said, language)],
    );

/** The `{names}` a sentence of a table fills, sorted: the same in every language. */
export const placeholders = (sentence: string): string[] =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
