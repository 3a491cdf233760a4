import {
  ENGLISH_NOTATION,
  functionNamed,
  itemSeparator,
  type Notation,
  writeDecimal,
} from '../notation';
import {
  binomialArguments,
  type ChildRole,
  digitsOf,
  implicitShowsSign,
  isMathNode,
  type MathNode,
  type MathRelation,
  needsParens,
} from '../tree';
import type { SpeechPhrase, SpeechWords, TrigName } from './words';

export type { SpeechPhrase, SpeechWords, TrigName } from './words';

const OPERATOR: Readonly<Record<'+' | '-' | '*' | '/' | '±', SpeechPhrase>> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'divided by',
  '±': 'plus or minus',
};
const RELATION: Readonly<Record<MathRelation, SpeechPhrase>> = {
  '=': 'equals',
  '≈': 'is approximately equal to',
  '≠': 'is not equal to',
  '<': 'is less than',
  '>': 'is greater than',
  '≤': 'is less than or equal to',
  '≥': 'is greater than or equal to',
};
const TRIG: Readonly<Record<TrigName, string>> = {
  sin: 'sine',
  cos: 'cosine',
  tan: 'tangent',
  cot: 'cotangent',
  sec: 'secant',
  csc: 'cosecant',
};
const POSTFIX: Readonly<Record<'%' | '°' | '!', SpeechPhrase>> = {
  '%': 'percent',
  '°': 'degrees',
  '!': 'factorial',
};
const ORDINALS = ['square', 'cube', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** 2 is "square", 3 "cube", 4 "fourth" … 9 "ninth", then 10th, 21st, 112th. */
const ordinal = (digits: string): string =>
  (/^[2-9]$/.test(digits) && ORDINALS[Number(digits) - 2]) ||
  digits + ((/1.$/.test(digits) ? '' : ['', 'st', 'nd', 'rd'][Number(digits.slice(-1))]) || 'th');

/** What English says where the parts of a phrase change it: `SpeechWords` but its phrases. */
const ENGLISH: Omit<SpeechWords, 'phrases'> = {
  trig: (name, arc, hyperbolic) =>
    join(arc ? 'arc' : '', hyperbolic ? 'hyperbolic' : '', TRIG[name]),
  // How a named function is read before "of" when it is not its own name: sin(x) is "sine of x",
  // abs(x) "the absolute value of x".
  functions: {
    abs: 'the absolute value',
    exp: 'the exponential',
    ceil: 'the ceiling',
    gcd: 'the greatest common divisor',
    lcm: 'the least common multiple',
    min: 'the minimum',
    max: 'the maximum',
    stdev: 'the standard deviation',
  },
  word: (name) => `the ${name}`,
  root: (index, kind) =>
    kind === 'number'
      ? `the ${ordinal(index)} root of`
      : kind === 'letter'
        ? `the ${index}th root of`
        : join('the root with index', index, 'end index of'),
  choose: (n, k) => join(n, 'choose', k),
  matrix: (rows, columns) => `the ${rows} by ${columns} matrix with rows`,
  capital: (letter) => `capital ${letter}`,
  greek:
    'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma sigma tau upsilon phi chi psi omega'.split(
      ' ',
    ),
};

/** Every phrase the spoken form says but the operators', relations' and postfixes'. */
const PHRASES: readonly SpeechPhrase[] = [
  'degree',
  'negative',
  'open paren',
  'close paren',
  'over',
  'the fraction',
  'end fraction',
  'and',
  'squared',
  'cubed',
  'to the power',
  'end power',
  'end root',
  'log',
  'natural log',
  'log base',
  'end base',
  'of',
  'the limit as',
  'approaches',
  'from above',
  'from below',
  'the integral',
  'from',
  'to',
  'with respect to',
  'the point',
  'infinity',
  'prime',
];

/**
 * The English words of the spoken form, what `toSpeech` says without a language's: each phrase
 * as itself. A language's `SpeechWords` has a translation of every phrase here; a table for
 * another language may start from this one. (A function, so that a bundle that does not call it
 * carries no second copy of the phrases.)
 */
export const englishSpeech = (): SpeechWords => ({
  ...ENGLISH,
  phrases: Object.fromEntries(
    [
      ...Object.values(OPERATOR),
      ...Object.values(RELATION),
      ...Object.values(POSTFIX),
      ...PHRASES,
    ].map((phrase) => [phrase, phrase]),
  ) as Record<SpeechPhrase, string>,
});

/**
 * Text fit to be read aloud and to sit in an attribute: tabs and line breaks become spaces, other
 * control characters and U+FFFE, U+FFFF are dropped, and a lone surrogate becomes U+FFFD.
 */
export const clean = (text: string): string =>
  text
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const join = (...parts: string[]): string => parts.filter((w) => w !== '').join(' ');

/** A number, a letter or a constant: what is read as one word and needs no closing word. */
const leaf = (node: MathNode): boolean =>
  (node.type === 'number' && !/e/i.test(node.value)) ||
  node.type === 'variable' ||
  node.type === 'constant';

/** A leaf or a leaf with a minus sign: what a fraction reads as "3 over 4". */
const plain = (node: MathNode): boolean => leaf(node.type === 'neg' ? node.arg : node);

/**
 * A term heard as one unit: a leaf, a coefficient times a letter (2x), a number with % or °, or
 * any of these with a minus sign. An exponent, radicand or log base that is a term needs no closing word ("e to the power
 * 2 x plus 1" is e²ˣ + 1); anything larger is closed ("… end power").
 */
const term = (node: MathNode): boolean => {
  const inner = node.type === 'neg' ? node.arg : node;
  if (leaf(inner)) return true;
  if (inner.type === 'postfix') return inner.arg.type === 'number' && leaf(inner.arg);
  return (
    inner.type === 'binary' &&
    inner.implicit === true &&
    !implicitShowsSign(inner, true) &&
    inner.left.type === 'number' &&
    leaf(inner.left) &&
    (inner.right.type === 'variable' || inner.right.type === 'constant')
  );
};

/** The words a spoken form is said in: a language's `SpeechWords`, or English's. */
type Words = Omit<SpeechWords, 'phrases'> & Partial<Pick<SpeechWords, 'phrases'>>;

/**
 * The spoken form of a tree in `words`, with the decimal mark, separator and "or" of `notation`:
 * made for each call of `speech`, so that each part below says its words without their being
 * passed down, and no call sees another's language.
 */
const speaker = (words: Words, notation: Notation) => {
  /** An English phrase in the language being spoken. */
  const t = (phrase: SpeechPhrase): string => words.phrases?.[phrase] ?? phrase;

  /** A function's name before "of": "sine", "the absolute value", "the floor", "f". */
  const functionName = (name: string): string => {
    const trig = /^(a|arc)?(sin|cos|tan|cot|sec|csc)(h?)$/.exec(name);
    if (trig) return words.trig(trig[2] as TrigName, trig[1] !== undefined, trig[3] === 'h');
    if (Object.hasOwn(words.functions, name)) return words.functions[name] as string;
    // A name of four letters or more is a word (floor, mean, median, slope); a shorter one is spelt.
    const written = functionNamed(name, notation);
    return name.length >= 4 ? words.word(written) : letters(written);
  };

  const paren = (speech: string): string => join(t('open paren'), speech, t('close paren'));

  /** A name letter by letter where a letter has a spoken name: θ is "theta", x′ is "x prime". */
  const letters = (name: string): string =>
    [...clean(name)]
      .map((c) => {
        const code = c.charCodeAt(0);
        const greek = words.greek[code - (code >= 0x3b1 ? 0x3b1 : 0x391)];
        return greek
          ? ` ${code < 0x3b1 ? words.capital(greek) : greek} `
          : /['′]/.test(c)
            ? ` ${t('prime')} `
            : c;
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim();

  /**
   * Digits as written, with the notation's decimal mark; 1.5e-7 is "1.5 times 10 to the power
   * negative 7".
   */
  const numberSpeech = (value: string, closed: boolean): string => {
    const scientific = /^(\d*\.?\d*)e([+-]?)0*(\d+)$/i.exec(value);
    if (!scientific) return writeDecimal(clean(value), notation);
    const [, mantissa = '', sign, power = ''] = scientific;
    return join(
      writeDecimal(mantissa, notation),
      t('times'),
      '10',
      t('to the power'),
      sign === '-' ? t('negative') : '',
      power,
      closed ? t('end power') : '',
    );
  };

  /**
   * The spoken form of `node`. `closed` says that something joins straight onto the end of it
   * (a juxtaposed factor, an exponent, a % or °), so a construct that would otherwise end
   * silently says where it ends: √72·x is "the square root of 72 end root x".
   */
  const speak = (node: MathNode, closed: boolean): string => {
    switch (node.type) {
      case 'number':
        return numberSpeech(node.value, closed);
      case 'variable':
        // ∞ stands as a name where a limit or an integral goes to infinity.
        return node.name === '∞' ? t('infinity') : letters(node.name);
      case 'constant':
        return node.name === 'pi' ? 'pi' : 'e';
      case 'text':
        return clean(node.value);
      case 'neg':
        return join(t('negative'), child(node, node.arg, 'arg', closed));
      case 'binary': {
        const implicit = node.implicit === true && !implicitShowsSign(node, true);
        const left = child(node, node.left, 'left', implicit);
        const right = child(node, node.right, 'right', closed);
        return implicit ? join(left, right) : join(left, t(OPERATOR[node.op]), right);
      }
      case 'fraction':
        // Two plain numbers read as "3 over 4"; anything else is bracketed by words.
        return plain(node.num) && plain(node.den) && !closed
          ? join(speak(node.num, false), t('over'), speak(node.den, false))
          : join(
              t('the fraction'),
              fractionPart(node.num),
              t('over'),
              fractionPart(node.den),
              t('end fraction'),
            );
      case 'mixed':
        return join(
          clean(node.whole),
          t('and'),
          closed ? t('the fraction') : '',
          clean(node.num),
          t('over'),
          clean(node.den),
          closed ? t('end fraction') : '',
        );
      case 'power': {
        const base = child(node, node.base, 'base', true);
        const digits = digitsOf(node.exponent);
        if (digits === '2') return join(base, t('squared'));
        if (digits === '3') return join(base, t('cubed'));
        const open = term(node.exponent) && !closed;
        return join(
          base,
          t('to the power'),
          speak(node.exponent, false),
          open ? '' : t('end power'),
        );
      }
      case 'root': {
        const index = node.index;
        const digits = index === undefined ? '2' : digitsOf(index);
        const { root } = words;
        const name =
          digits !== undefined
            ? root(digits, 'number')
            : index?.type === 'variable' && /^[a-z]$/i.test(index.name)
              ? root(index.name, 'letter')
              : root(speak(index as MathNode, false), 'other');
        const open = term(node.radicand) && !closed;
        return join(name, speak(node.radicand, false), open ? '' : t('end root'));
      }
      case 'log': {
        const base = node.base;
        const name =
          base === undefined
            ? t('log')
            : base.type === 'constant' && base.name === 'e'
              ? t('natural log')
              : join(t('log base'), speak(base, false), term(base) ? '' : t('end base'));
        return join(name, t('of'), argument([node.arg], closed));
      }
      case 'function': {
        const binomial = binomialArguments(node);
        if (binomial) return words.choose(speak(binomial[0], true), speak(binomial[1], closed));
        return join(functionName(node.name), t('of'), argument(node.args, closed));
      }
      case 'postfix': {
        const one = node.op === '°' && node.arg.type === 'number' && node.arg.value === '1';
        return join(child(node, node.arg, 'arg', true), t(one ? 'degree' : POSTFIX[node.op]));
      }
      case 'relation':
        return join(
          ...node.operands.map((operand, i) =>
            join(
              i === 0 ? '' : t(RELATION[node.relations[i - 1] as MathRelation]),
              child(node, operand, 'item', false),
            ),
          ),
        );
      case 'list':
        return node.items
          .map((item) => child(node, item, 'item', false))
          .filter((s) => s !== '')
          .join(node.joined === 'or' ? ` ${notation.or} ` : itemSeparator(notation));
      case 'limit':
        return join(
          t('the limit as'),
          node.variable,
          t('approaches'),
          speak(node.to, true),
          node.side === '+' ? t('from above') : node.side === '-' ? t('from below') : '',
          t('of'),
          speak(node.arg, closed),
        );
      case 'integral':
        return join(
          t('the integral'),
          node.from && node.to
            ? join(t('from'), speak(node.from, true), t('to'), speak(node.to, true))
            : '',
          t('of'),
          speak(node.arg, true),
          t('with respect to'),
          node.variable,
        );
      case 'point':
        return join(t('the point'), items(node, node.coords));
      case 'matrix':
        return join(
          words.matrix(node.rows.length, (node.rows[0] as []).length),
          node.rows.map((row) => items(node, row)).join(` ${t('and')} `),
        );
    }
  };

  /** A child in brackets where the typeset form shows them: 2(x + 1) is "2 open paren x plus 1 close paren". */
  const child = (parent: MathNode, node: MathNode, role: ChildRole, closed: boolean): string =>
    needsParens(parent, node, role, true) ? paren(speak(node, false)) : speak(node, closed);

  /**
   * Nodes as the items of `node`, parted as the notation parts them (`, `, or `; ` where the comma
   * is the decimal mark): a point's coordinates, a matrix's row.
   */
  const items = (node: MathNode, nodes: MathNode[]): string =>
    nodes.map((item) => child(node, item, 'item', false)).join(itemSeparator(notation));

  /** A numerator or denominator: a fraction inside one is always bracketed by words. */
  const fractionPart = (node: MathNode): string => speak(node, node.type === 'fraction');

  /** A function's arguments: one plain argument as it is ("sine of x"), otherwise in brackets. */
  const argument = (args: readonly MathNode[], closed: boolean): string => {
    const only = args.length === 1 ? args[0] : undefined;
    if (only && term(only) && !closed) return speak(only, false);
    return paren(args.map((arg) => speak(arg, false)).join(itemSeparator(notation)));
  };
  return speak;
};

/**
 * The spoken form of a tree already checked with `isMathNode`, for `toMathML`'s `alttext`: in the
 * words of the notation's language (its `speech`, else English's), numbers with its decimal mark.
 */
export const speech = (node: MathNode, said: Notation = ENGLISH_NOTATION): string => {
  const words = said.speech ?? ENGLISH;
  const spoken = speaker(words, said)(node, false).replace(/\s+/g, ' ').trim();
  return words.contract ? words.contract(spoken) : spoken;
};

/**
 * An expression tree as spoken words, for screen readers and `alttext`: every number is read
 * as written (`0.25`, a minus sign before a number as "negative"), a product written side by side
 * as its factors (`5 x`), and the grouping is always said: brackets where the typeset form shows
 * them ("2 open paren x plus 1 close paren"), and "the fraction … end fraction", "… end power",
 * "… end root" around anything more than one term. Returns '' for a value that is not a tree.
 *
 * In English without `notation`. Given a language's notation (`spanishNotation` from
 * `@mathtools/math-core/locales/es`, `frenchNotation`, `germanNotation`, `portugueseNotation`),
 * in that language's words (the notation's `speech`), numbers with its decimal mark and items
 * parted by its separator: `x = 2.5` is "x es igual a 2,5".
 *
 * @example
 * toSpeech(unwrap(parseMath('x^2-5x+6=0'))); // "x squared minus 5 x plus 6 equals 0"
 * toSpeech(unwrap(parseMath('sqrt(72)'))); // "the square root of 72"
 * toSpeech(unwrap(parseMath('3/4'))); // "3 over 4"
 * toSpeech(unwrap(parseMath('sqrt(72)')), spanishNotation); // "la raíz cuadrada de 72"
 */
export function toSpeech(node: MathNode, notation?: Notation): string {
  return isMathNode(node) ? speech(node, notation) : '';
}
