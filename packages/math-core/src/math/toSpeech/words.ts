/** The six trigonometric functions by the solver's name. */
export type TrigName = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc';

/**
 * Every English phrase the spoken form says as it is, whatever the parts around it: each is the
 * key of its translation in a language's `SpeechWords`.
 */
export type SpeechPhrase =
  // Operators, between two operands.
  | 'plus'
  | 'minus'
  | 'times'
  | 'divided by'
  | 'plus or minus'
  // Relations, between the sides.
  | 'equals'
  | 'is approximately equal to'
  | 'is not equal to'
  | 'is less than'
  | 'is greater than'
  | 'is less than or equal to'
  | 'is greater than or equal to'
  // After what they follow: 25 %, 30°, 5!; 1° is "1 degree".
  | 'percent'
  | 'degrees'
  | 'degree'
  | 'factorial'
  // A minus sign before what it negates, and brackets where the typeset form shows them.
  | 'negative'
  | 'open paren'
  | 'close paren'
  // Fractions: "3 over 4", "the fraction x plus 1 over x minus 1 end fraction"; a mixed
  // number's "and".
  | 'over'
  | 'the fraction'
  | 'end fraction'
  | 'and'
  // Powers: "x squared", "x cubed", "x to the power n plus 1 end power".
  | 'squared'
  | 'cubed'
  | 'to the power'
  | 'end power'
  // After a radicand larger than a term.
  | 'end root'
  // Logarithms: "log of x", "natural log of x", "log base 2 of 8", "log base … end base of".
  | 'log'
  | 'natural log'
  | 'log base'
  | 'end base'
  // Before a function's argument, and before what a limit or an integral is of.
  | 'of'
  // "the limit as x approaches 0 from above of …"
  | 'the limit as'
  | 'approaches'
  | 'from above'
  | 'from below'
  // "the integral from 0 to 1 of … with respect to x"
  | 'the integral'
  | 'from'
  | 'to'
  | 'with respect to'
  // Before a point's coordinates; the ∞ a limit or an integral goes to; x′.
  | 'the point'
  | 'infinity'
  | 'prime';

/**
 * The words a formula is spoken in (`toSpeech`, the `alttext` of `toMathML`) in one language, for
 * its `Notation`'s `speech`: each English phrase's translation, and, where the parts of a phrase
 * stand in another order or change with what they name, a function of the parts (each already
 * spoken). English is what `toSpeech` says without one; only a language's own entry carries its
 * words (`spanishNotation.speech` from `@mathtools/math-core/locales/es` …).
 */
export interface SpeechWords {
  /** Each English phrase in the language: `{ plus: 'más', equals: 'es igual a', … }`. */
  readonly phrases: Readonly<Record<SpeechPhrase, string>>;
  /**
   * A trigonometric function's name, inverse (`arc`) or hyperbolic: "sine", "arc hyperbolic
   * cosine".
   */
  readonly trig: (name: TrigName, arc: boolean, hyperbolic: boolean) => string;
  /**
   * How a function is named before "of", by the solver's name, with the article the language
   * says: `abs` is "the absolute value", `gcd` "the greatest common divisor".
   */
  readonly functions: Readonly<Record<string, string>>;
  /**
   * A function of four letters or more that `functions` does not name, by its name as the
   * notation writes it, read as a word: "the floor".
   */
  readonly word: (name: string) => string;
  /**
   * Before a radicand, up to and with "of": from the index's digits (`kind` 'number': "the square
   * root of", "the fifth root of", "the 10th root of"), a letter ('letter': "the nth root of"),
   * or any other index spoken ('other': "the root with index n plus 1 end index of").
   */
  readonly root: (index: string, kind: 'number' | 'letter' | 'other') => string;
  /** A binomial coefficient from its two parts: "n choose k". */
  readonly choose: (n: string, k: string) => string;
  /** Before a matrix's rows (parted by "and"), from its size: "the 2 by 3 matrix with rows". */
  readonly matrix: (rows: number, columns: number) => string;
  /** A capital Greek letter from its name: "capital delta". */
  readonly capital: (letter: string) => string;
  /**
   * The Greek letters' names in the language, in alphabet order from α (U+03B1) to ω, the final
   * sigma ς (U+03C2) named as sigma: "alpha", "beta" … "omega" (24 letters, 25 names).
   */
  readonly greek: readonly string[];
  /**
   * The whole spoken form with the words that meet where parts join merged as the language
   * merges them: Spanish "es igual a el valor absoluto" is "es igual al valor absoluto".
   */
  readonly contract?: (said: string) => string;
}
