import type { SpeechWords } from './toSpeech/words';

/**
 * How a language writes mathematics, for the renderers (`toText`, `toMathML`, `toSpeech`): its
 * decimal mark, how it writes an open end of an interval, its names of functions, the word that
 * joins alternatives and the words its formulas are spoken in. Without one, the renderers write
 * the English notation. Only the languages' own modules hold a notation's values, so an English
 * bundle carries none of them.
 *
 * The rules, where the decimal mark is a comma (Spanish, French, German, Portuguese): a number is
 * written with it (2,5), and the items of a list, a point's coordinates and a function's
 * arguments are separated by `; ` so that the comma is never read as a separator (`x = 1; y = 2,5`,
 * `(1; 2,5)`, `mcd(12; 18)`); the reader of that language reads each of these back as written.
 */
export interface Notation {
  /** The decimal mark: `,` in Spanish, French, German and Portuguese. */
  readonly decimal: '.' | ',';
  /** An interval's open end written with the bracket turned outward, `]−2 ; 2[` (French), rather than `(−2, 2)`. */
  readonly reversedIntervals?: boolean;
  /** What separates an interval's ends, when not the notation's separator of items: ` ; ` in French. */
  readonly intervalSeparator?: string;
  /**
   * The language's names of the solver's functions, by the solver's name: `{ sin: 'sen' }`; `log`
   * is the name of log₁₀ (`lg` in German).
   */
  readonly functions?: Readonly<Record<string, string>>;
  /** The word between alternatives, "x = 2 or x = 3": o, ou, oder. */
  readonly or: string;
  /**
   * What separates the groups of three digits of a large number inside a practice problem's
   * sentence ("reach $15,600", "15 600 €"): `,` in English, `.` in Spanish, German and
   * Portuguese, a narrow no-break space in French. Maths is never grouped, so that it reads as
   * the student types it. Without it, a sentence's numbers are not grouped.
   */
  readonly group?: string;
  /**
   * The words a formula is spoken in (`toSpeech`, the `alttext` of `toMathML`): "x es igual a
   * 2,5" rather than "x equals 2,5". Without them, English's.
   */
  readonly speech?: SpeechWords;
}

/** The English notation, what the renderers write without one. */
export const ENGLISH_NOTATION: Notation = { decimal: '.', or: 'or', group: ',' };

/** A number's digits as the notation writes them: 2.5 is 2,5 with a decimal comma. */
export const writeDecimal = (digits: string, notation: Notation): string =>
  notation.decimal === ',' ? digits.replace('.', ',') : digits;

/**
 * A number inside a sentence as the notation writes it: its decimal mark and, when its whole part
 * has `from` digits or more (five unless told), that part in groups of three joined by the
 * notation's `group` (15,600; 15.600; 15 600; 1200 as it is; 12345.678 as 12,345.678). From five
 * digits alone: a four-digit number reads at a glance, and a year (1990) must not be grouped; the
 * SI and ISO 80000 leave it whole, as the Spanish Academy's spelling does. A sentence that groups
 * one of its numbers groups its four-digit ones too (`from` 4: "$3,900 … $15,600"), so that the
 * amounts it compares are written alike.
 */
export const writeNumber = (value: number, notation: Notation, from = 5): string =>
  writeDecimal(`${value}`, notation).replace(/^-?\d+/, (whole) =>
    whole.replace(/^-/, '').length < from
      ? whole
      : whole.replace(/\B(?=(\d{3})+$)/g, notation.group ?? ''),
  );

/** What separates the items of a list in the notation: `, `, or `; ` where the comma is the decimal mark. */
export const itemSeparator = (notation: Notation): string =>
  notation.decimal === ',' ? '; ' : ', ';

/** A function's name as the notation writes it: sin is sen in Spanish. */
export const functionNamed = (name: string, notation: Notation): string =>
  notation.functions?.[name] ?? name;

/**
 * An interval's brackets in the notation: `[` and `)` in English, `[` and `[` (its open end turned
 * outward) in French; with the notation's separator between the ends, `, ` or ` ; `.
 */
export const intervalMarks = (
  fromClosed: boolean,
  toClosed: boolean,
  notation: Notation,
): { open: string; separator: string; close: string } => {
  const reversed = notation.reversedIntervals === true;
  return {
    open: fromClosed ? '[' : reversed ? ']' : '(',
    separator: notation.intervalSeparator ?? itemSeparator(notation),
    close: toClosed ? ']' : reversed ? '[' : ')',
  };
};
