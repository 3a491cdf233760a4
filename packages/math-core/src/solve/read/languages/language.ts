/**
 * A language the solver reads besides English: its notation (decimal comma, thousands as it
 * groups them, `:` for division, intervals written ]a ; b[, its function names) and the words
 * that ask (resuelve, löse, dérivée de …), read into the English notation and words the rest of
 * the reader reads. English words and notation typed on a page in another language are left as
 * they are, so an English problem still reads there; where the two disagree (`1,5`, `6:3`), the
 * language decides.
 *
 * The rules, for every language but English:
 * - a comma between two digits (no space) is a decimal comma: `1,5` is 1.5 (English reads it so
 *   too, but reads `1,000` as a thousand); items of a list are separated by `;`, or by a comma
 *   followed by a space (`ggT(12; 18)`, `gcd(12, 18)`). A text that lists bracketed items with
 *   commas and has no `;` (`[[1,2],[3,4]]`, `(1,2),(4,8)`) writes its lists as English does: there
 *   a comma between digits inside brackets separates items too;
 * - digits grouped by threes with one of the language's group separators are a whole number:
 *   `1 000 000` (French, with a space, no-break space or thin space), `1.234.567` and `1.234,5`
 *   (German, Spanish, Portuguese). A single group after a point (`1.234`) is ambiguous, and is
 *   read as the decimal point every language's calculators type: 1.234;
 * - `:` between two operands divides where the language writes it so (German, French): `6 : 3`
 *   is 6 ÷ 3, and a ratio `x : 3 = 2 : 5` is the same proportion read as divisions; a `:` after a
 *   word (`löse: …`), or after the unknown a word names (`solve for x: 2x = 4`), is punctuation;
 * - an interval with a reversed bracket is open at that end: `]−2 ; 2[` is (−2, 2), `[0 ; 2π[`
 *   is [0, 2π);
 * - the language's names of functions (sen, tg, cotg, arcsen, lg …) are the solver's (sin, tan,
 *   cot, arcsin, log, which is log₁₀ …); ln, log and the English names read as they do.
 */

import { bracketed } from '../decimalComma';
import { type Reading, readingText } from '../reading';

/** The languages the solver reads besides English. */
export type LanguageId = 'es' | 'fr' | 'de' | 'pt';

/** What was typed in a language's notation, read into the English one, and what was read so. */
export interface LanguageReading {
  text: string;
  /** Each reading of the notation, for "Read as": "2,5 as 2.5", "sen as sin", ": as ÷". */
  readAs: string[];
  /** The same readings as data, for a page to word in its language: `{ typed: '2,5', read: '2.5' }`. */
  readings: Reading[];
}

/**
 * A language the solver reads (`spanish`, `french`, `german`, `portuguese`), passed as
 * `solve(text, { language: spanish })`: its words and notation, and the reading of them.
 */
export interface Language {
  readonly id: LanguageId;
  /** The text typed in this language read into the words and notation the solver reads. */
  readonly read: (typed: string) => LanguageReading;
  /**
   * The language's request words as most often typed (resuelve, löse …): a word not understood
   * that is one edit from one of them is read as it, as "slove" is read as solve.
   */
  readonly requests: readonly string[];
}

/** A language's words and notation, as data. */
export interface LanguageData {
  id: LanguageId;
  /**
   * The characters that group a number's digits by threes: `.` (German, Spanish, Portuguese),
   * a space (French); the no-break and thin spaces in every language.
   */
  groups: string;
  /** The request words a misspelt word is corrected to, lower case, separated by spaces. */
  requests: string;
  /** Whether `:` between operands divides (German, French). */
  colonDivides: boolean;
  /** The language's function names and the solver's: [typed, read], longest first. */
  functions: readonly (readonly [string, string])[];
  /**
   * The words, as patterns (case not minded, matched as whole words), and the English words they
   * are read as: `['resuelv[ae]|resolver', 'solve']`. `$1` in the English takes the first group.
   */
  words: readonly (readonly [string, string])[];
  /**
   * The word for "of" after a percentage or a figure of statistics ("15 % de 80", "moyenne de
   * 2, 4, 9"), as a pattern: read as "of" there only.
   */
  of: string;
}

/**
 * What "of" follows where a language's word for it is read as "of": a percentage, a figure of
 * statistics, a gcd or lcm, a determinant, a fraction ("3/4 de 100"), a logarithm and its base ("log base 2 de 8") and a definite
 * integral's bounds ("intégrale de 0 à 1 de x^2").
 */
const OF_AFTER =
  '%|mean|median|mode|range|deviation|variance|gcd|lcm|determinant|logarithm|\\d\\s*/\\s*\\d+|base\\s+\\S+|from\\s+\\S+\\s+to\\s+\\S+';

/**
 * A definite integral's bounds in a language's words, as English reads them: "de 0 a 1" (`from`
 * de, `to` a), "von 0 bis 1", and "entre 0 y 1" (`and` y) as between 0 and 1. Read only after the
 * integral is asked for (its word begins integr or intégr in every language), so that "de" and
 * "von" elsewhere stay "of".
 */
export const integralBounds = (
  from: string,
  to: string,
  between: string,
  and: string,
): LanguageData['words'] => [
  [String.raw`(?<=int[eé]gr.*)(?:${from})\s+(\S+)\s+(?:${to})\s+(\S+)`, 'from $1 to $2'],
  [String.raw`(?<=int[eé]gr.*)(?:${between})\s+(\S+)\s+(?:${and})\s+(\S+)`, 'between $1 and $2'],
];

/**
 * The article after a request ("calcula el mcm", "résous la …", "berechne den ggT", "calcule o
 * mdc"), read as "the" once the request is read in English.
 */
export const articleAfterRequest = (articles: string): LanguageData['words'][number] => [
  String.raw`(?<=(?:what\s+is|calculate|find|solve|simplify|factor|expand|graph)\s+)(?:${articles})(?=\s)`,
  'the',
];

/**
 * A word for an operation read as the English one only between two operands ("3 por 4", "2 mal
 * x", "12 durch 4"): not before or after a word, where it is something else ("por
 * factorización", "löse mal …").
 */
export const betweenOperands = (word: string, english: string): LanguageData['words'][number] => [
  String.raw`(?<=(?:[\d)]|(?<!\p{L})[a-z])\s+)(?:${word})(?=\s+(?:[-−\d(]|[a-z](?!\p{L})))`,
  english,
];

/**
 * The language's "and" where it joins two numbers ("mcd de 12 y 18"), two equations ("x + y = 3 y
 * x − y = 1") or two points ("(1; 2) y (3; 4)"): anywhere else the same letter is the letter
 * (Spanish y, Portuguese e).
 */
export const andBetween = (word: string): LanguageData['words'][number] => [
  String.raw`(?<=\d\s+)${word}(?=\s+[-−]?\d)|(?<==\s*[-−]?[\d.]+\s+)${word}(?=\s+[-−]?[\d(a-z])|(?<=\)\s*)${word}(?=\s*\()`,
  'and',
];

/**
 * "find x if …" in a language: the word after the letter asked for ("halla x si", "trouve x
 * quand", "bestimme x, wenn", "encontre x se"), read once the request is read as find.
 */
export const findIf = (words: string): LanguageData['words'][number] => [
  String.raw`(?<=find\s+[a-z]\s*,?\s+)(?:${words})`,
  'if',
];

/**
 * Words every language reads, each one language's word and no other's: the letter a formula is
 * solved for ("isole u dans …", "isole u em …") and the figures of a list of numbers, after their
 * article ("la media de 2, 4, 9", "l’écart type de …", "den Mittelwert von …", "a amplitude de
 * …"; rango and amplitude only before numbers, being also a matrix's rank and a wave's height).
 */
const SHARED: LanguageData['words'] = /* @__PURE__ */ (() => {
  // An article before a noun, in any of the languages: la, el, le, l’, a, o, der, den, die, das.
  const A = String.raw`(?:(?:la|el|le|a|o|de[rn]|die|das)\s+|l['’]\s*)?`;
  return [
    [String.raw`isol(?:e[rz]?|ar?)\s+([a-z])\s+(?:in|dans|em|n[ao])`, 'solve for $1 in'],
    ['isol(?:e[rz]?|ar?)', 'solve for'],
    [
      String.raw`${A}(?:desviaci[óo]n\s+(?:t[íi]pica|est[áa]ndar)|[ée]cart[\s-]type|standardabweichung|desvio[\s-]padr[ãa]o)`,
      'standard deviation',
    ],
    [`${A}(?:m[ée]dian[ae]?|zentralwert)`, 'median'],
    [
      String.raw`${A}(?:m[ée]dia(?:\s+aritm[ée]tica)?|promedio|moyenne|mittelwert|durchschnitt|arithmetische[sn]?\s+mittel)`,
      'mean',
    ],
    [`${A}(?:moda|modus|modalwert|mode)`, 'mode'],
    [String.raw`${A}(?:[ée]tendue|spannweite|(?:rango|amplitude)(?=\s+d[eoa]s?\s+-?\d))`, 'range'],
    [`${A}(?:varian(?:za|ce|z)|vari[âa]ncia)`, 'variance'],
    // A derivative at a point ("derivada de x^3 en x = 2", "Ableitung von x^3 an der Stelle x = 2")
    // and the function a derivative at a number is of ("f'(2) si f(x) = x^3").
    [
      String.raw`(?<=(?:derivative|differentiate|d\s*\/\s*d[a-z]).*\s)(?:en|à|au\s+point|pour|para|an\s+der\s+Stelle|bei|für|em|no\s+ponto|no)(?=\s+[a-z]\s*=\s*[-−+]?(?:\d|pi|π)[^=]*$)`,
      'at',
    ],
    [
      String.raw`(?<=[a-z]\s*(?:''|['′’″])\s*\([^()]*\)\s*,?\s*)(?:si|se|wenn|falls|quand|lorsque|pour|para|für|avec|con|mit|com)(?=\s+[a-z]\s*(?:\(\s*[a-z]\s*\))?\s*=)`,
      'if',
    ],
  ];
})();

const THIN = '\u00a0\u202f\u2009';

/** The pattern of a whole word or phrase: no letter touching it on either side. */
const whole = (source: string): RegExp =>
  new RegExp(String.raw`(?<![\p{L}\d_])(?:${source})(?![\p{L}])`, 'giu');

/** A character class of these characters. */
const classOf = (chars: string): string => `[${chars.replace(/[\\\]^-]/g, '\\$&')}]`;

/** Bracketed items listed with a comma: `],[`, `), (`. */
const COMMA_BETWEEN_BRACKETS = /[)\]]\s*,\s*[([]/;

/**
 * Numbers typed in the language's notation: grouped thousands and a decimal comma.
 * `1.234,5` → 1234.5, `1 000` → 1000, `2,5` → 2.5; but `[[1,2],[3,4]]`, a list written as in
 * English, keeps its commas inside brackets for the English reading.
 */
const readNumbers = (text: string, groups: string, readings: Reading[]): string => {
  const englishLists = !text.includes(';') && COMMA_BETWEEN_BRACKETS.test(text);
  const group = classOf(groups);
  const grouped = new RegExp(
    String.raw`(?<![\d.,])\d{1,3}(?:(${group})\d{3})(?:\1\d{3})*(?:,\d+)?(?![\d,/]|${group}\d)`,
    'g',
  );
  const read = (typed: string, value: string): string => {
    readings.push({ typed, read: value });
    return value;
  };
  const withGroups = text.replace(grouped, (typed: string, separator: string) => {
    // One group after a point, with no decimal comma, is a decimal point: 1.234.
    if (separator === '.' && typed.split('.').length === 2 && !typed.includes(',')) return typed;
    return read(typed, typed.split(separator).join('').replace(',', '.'));
  });
  return withGroups.replace(/(?<![\d.,])\d+,\d+(?![\d]|,\d)/g, (typed, at: number) =>
    englishLists && bracketed(withGroups, at) ? typed : read(typed, typed.replace(',', '.')),
  );
};

/** `]a ; b[`, `[a ; b[`, `]a ; b]` and `[a ; b]` as (a, b), [a, b), (a, b] and [a, b]. */
const readIntervals = (text: string, readings: Reading[]): string =>
  text.replace(
    /([\][])\s*([^[\];,]+?)\s*;\s*([^[\];,]+?)\s*([\][])/g,
    (typed, open, a, b, close) => {
      const read = `${open === '[' ? '[' : '('}${a}, ${b}${close === ']' ? ']' : ')'}`;
      if (open !== '[' || close !== ']') readings.push({ typed, read });
      return read;
    },
  );

/** A character that ends an operand, before a `:` that divides. */
const OPERAND_END = /[\d)\]|²³¹⁰⁴-⁹π!%°]$/u;
/** A character that starts an operand, after a `:` that divides. */
const OPERAND_START = /^[\d(\p{L}√∛π|−-]/u;

/**
 * `:` between two operands as ÷: `6 : 3`, `(x+1):2`, `2x:4`, `résous x : 2 = 3`; not after a word
 * (`löse: …`), nor after a letter that follows a word and is used in the maths after the `:`
 * (`for x: 2x + 3 = 7`, `for R: I = PRT`, where it names the unknown asked for).
 */
const readColons = (text: string, readings: Reading[]): string => {
  let read = '';
  let divides = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c !== ':') {
      read += c;
      continue;
    }
    const before = text.slice(0, i).trimEnd();
    const after = text.slice(i + 1).trimStart();
    // A letter after a word ("find x: 2x = 4") names the unknown when the maths after uses it,
    // alone or in a product of letters ("solve for R: I = PRT").
    const alone = /(?<!\p{L})\p{L}$/u.test(before);
    const named = /\p{L}\s+(\p{L})$/u.exec(before)?.[1];
    const letter = alone && (named === undefined || !after.includes(named));
    if ((OPERAND_END.test(before) || letter) && OPERAND_START.test(after)) {
      read += '÷';
      divides = true;
    } else read += c;
  }
  if (divides) readings.push({ typed: ':', read: '÷' });
  return read;
};

/** The language's function names as the solver's, where a name stands before its argument. */
const readFunctions = (
  text: string,
  functions: LanguageData['functions'],
  readings: Reading[],
): string => {
  let read = text;
  for (const [typed, name] of functions) {
    // sen(x), sen x, 2sen(x), senx (one letter after the name), sen²(x).
    const at = new RegExp(String.raw`(?<!\p{L})${typed}(?=[^\p{L}]|\p{L}(?!\p{L})|$)`, 'giu');
    const next = read.replace(at, name);
    if (next !== read) readings.push({ typed, read: name });
    read = next;
  }
  return read;
};

/**
 * A language the solver reads, from its data: the notation read first (numbers, then intervals,
 * `;` between items as the English `, ` and `:`), then its function names and its words.
 */
export const defineLanguage = (data: LanguageData): Language => {
  const groups = `${data.groups}${THIN}`;
  const words = [
    ...data.words,
    ...SHARED,
    [`(?<=(?:${OF_AFTER})\\s*)(?:${data.of})`, 'of'] as const,
  ].map(([source, english]) => [whole(source), english] as const);
  return {
    id: data.id,
    requests: data.requests.split(' '),
    read: (typed) => {
      const readings: Reading[] = [];
      // ¿ and ¡ open a Spanish question or exclamation; the ? and ! that close it are read as usual.
      let text = readNumbers(typed.replace(/[¿¡]/g, ''), groups, readings);
      text = readIntervals(text, readings);
      text = text.replace(/\s*;\s*/g, ', ');
      if (data.colonDivides) text = readColons(text, readings);
      text = readFunctions(text, data.functions, readings);
      for (const [pattern, english] of words) text = text.replace(pattern, english);
      return { text: text.trim(), readAs: readings.map(readingText), readings };
    },
  };
};
