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

const OPERATOR = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'divided by',
  '±': 'plus or minus',
} as const;
const RELATION = {
  '=': 'equals',
  '≈': 'is approximately equal to',
  '≠': 'is not equal to',
  '<': 'is less than',
  '>': 'is greater than',
  '≤': 'is less than or equal to',
  '≥': 'is greater than or equal to',
} as const;
/** The Greek letters in alphabet order from α (U+03B1) and Α (U+0391); ς reads as sigma. */
const GREEK =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma sigma tau upsilon phi chi psi omega'.split(
    ' ',
  );
const TRIG: Readonly<Record<string, string>> = {
  sin: 'sine',
  cos: 'cosine',
  tan: 'tangent',
  cot: 'cotangent',
  sec: 'secant',
  csc: 'cosecant',
};
/**
 * How a named function is read before "of" when it is not its own name: sin(x) is "sine of x",
 * abs(x) "the absolute value of x".
 */
const FUNCTIONS: Readonly<Record<string, string>> = {
  abs: 'absolute value',
  exp: 'exponential',
  ceil: 'ceiling',
  gcd: 'greatest common divisor',
  lcm: 'least common multiple',
  min: 'minimum',
  max: 'maximum',
  stdev: 'standard deviation',
};
const POSTFIX = { '%': 'percent', '°': 'degrees', '!': 'factorial' } as const;
const functionName = (name: string): string => {
  const trig = /^(a|arc)?(sin|cos|tan|cot|sec|csc)(h?)$/.exec(name);
  if (trig)
    return join(trig[1] ? 'arc' : '', trig[3] ? 'hyperbolic' : '', TRIG[trig[2] as string] ?? '');
  // A name of four letters or more is a word (floor, mean, median, slope); a shorter one is spelt.
  if (Object.hasOwn(FUNCTIONS, name) || name.length >= 4) return `the ${FUNCTIONS[name] ?? name}`;
  return letters(name);
};
const ORDINALS = ['square', 'cube', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/**
 * Text fit to be read aloud and to sit in an attribute: tabs and line breaks become spaces, other
 * control characters and U+FFFE, U+FFFF are dropped, and a lone surrogate becomes U+FFFD.
 */
export const clean = (text: string): string =>
  text
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const join = (...words: string[]): string => words.filter((w) => w !== '').join(' ');
const paren = (speech: string): string => join('open paren', speech, 'close paren');

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

/** 2 is "square", 3 "cube", 4 "fourth" … 9 "ninth", then 10th, 21st, 112th. */
const ordinal = (digits: string): string =>
  (/^[2-9]$/.test(digits) && ORDINALS[Number(digits) - 2]) ||
  digits + ((/1.$/.test(digits) ? '' : ['', 'st', 'nd', 'rd'][Number(digits.slice(-1))]) || 'th');

/** A name letter by letter where a letter has a spoken name: θ is "theta", x′ is "x prime". */
const letters = (name: string): string =>
  [...clean(name)]
    .map((c) => {
      const code = c.charCodeAt(0);
      const greek = GREEK[code - (code >= 0x3b1 ? 0x3b1 : 0x391)];
      return greek ? ` ${code < 0x3b1 ? 'capital ' : ''}${greek} ` : /['′]/.test(c) ? ' prime ' : c;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Digits as written; 1.5e-7 is "1.5 times 10 to the power negative 7". */
const numberSpeech = (value: string, closed: boolean): string => {
  const scientific = /^(\d*\.?\d*)e([+-]?)0*(\d+)$/i.exec(value);
  if (!scientific) return clean(value);
  const [, mantissa = '', sign, power = ''] = scientific;
  return join(
    mantissa,
    'times 10 to the power',
    sign === '-' ? 'negative' : '',
    power,
    closed ? 'end power' : '',
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
      return node.name === '∞' ? 'infinity' : letters(node.name);
    case 'constant':
      return node.name === 'pi' ? 'pi' : 'e';
    case 'text':
      return clean(node.value);
    case 'neg':
      return join('negative', child(node, node.arg, 'arg', closed));
    case 'binary': {
      const implicit = node.implicit === true && !implicitShowsSign(node, true);
      const left = child(node, node.left, 'left', implicit);
      const right = child(node, node.right, 'right', closed);
      return implicit ? join(left, right) : join(left, OPERATOR[node.op], right);
    }
    case 'fraction':
      // Two plain numbers read as "3 over 4"; anything else is bracketed by words.
      return plain(node.num) && plain(node.den) && !closed
        ? join(speak(node.num, false), 'over', speak(node.den, false))
        : join(
            'the fraction',
            fractionPart(node.num),
            'over',
            fractionPart(node.den),
            'end fraction',
          );
    case 'mixed':
      return join(
        clean(node.whole),
        'and',
        closed ? 'the fraction' : '',
        clean(node.num),
        'over',
        clean(node.den),
        closed ? 'end fraction' : '',
      );
    case 'power': {
      const base = child(node, node.base, 'base', true);
      const digits = digitsOf(node.exponent);
      if (digits === '2') return join(base, 'squared');
      if (digits === '3') return join(base, 'cubed');
      const open = term(node.exponent) && !closed;
      return join(base, 'to the power', speak(node.exponent, false), open ? '' : 'end power');
    }
    case 'root': {
      const index = node.index;
      const digits = index === undefined ? '2' : digitsOf(index);
      const name =
        digits !== undefined
          ? `the ${ordinal(digits)} root of`
          : index?.type === 'variable' && /^[a-z]$/i.test(index.name)
            ? `the ${index.name}th root of`
            : join('the root with index', speak(index as MathNode, false), 'end index of');
      const open = term(node.radicand) && !closed;
      return join(name, speak(node.radicand, false), open ? '' : 'end root');
    }
    case 'log': {
      const base = node.base;
      const name =
        base === undefined
          ? 'log'
          : base.type === 'constant' && base.name === 'e'
            ? 'natural log'
            : term(base)
              ? join('log base', speak(base, false))
              : join('log base', speak(base, false), 'end base');
      return join(name, 'of', argument([node.arg], closed));
    }
    case 'function': {
      const binomial = binomialArguments(node);
      if (binomial) return join(speak(binomial[0], true), 'choose', speak(binomial[1], closed));
      return join(functionName(node.name), 'of', argument(node.args, closed));
    }
    case 'postfix':
      return join(child(node, node.arg, 'arg', true), POSTFIX[node.op]);
    case 'relation':
      return join(
        ...node.operands.map((operand, i) =>
          join(
            i === 0 ? '' : RELATION[node.relations[i - 1] as MathRelation],
            child(node, operand, 'item', false),
          ),
        ),
      );
    case 'list':
      return node.items
        .map((item) => child(node, item, 'item', false))
        .filter((s) => s !== '')
        .join(node.joined === 'or' ? ' or ' : ', ');
    case 'limit':
      return join(
        'the limit as',
        node.variable,
        'approaches',
        speak(node.to, true),
        node.side === '+' ? 'from above' : node.side === '-' ? 'from below' : '',
        'of',
        speak(node.arg, closed),
      );
    case 'integral':
      return join(
        'the integral',
        node.from && node.to ? `from ${speak(node.from, true)} to ${speak(node.to, true)}` : '',
        'of',
        speak(node.arg, true),
        'with respect to',
        node.variable,
      );
    case 'point':
      return `the point ${items(node, node.coords)}`;
    case 'matrix':
      return `the ${node.rows.length} by ${(node.rows[0] as []).length} matrix with rows ${node.rows.map((row) => items(node, row)).join(' and ')}`;
  }
};

/** A child in brackets where the typeset form shows them: 2(x + 1) is "2 open paren x plus 1 close paren". */
const child = (parent: MathNode, node: MathNode, role: ChildRole, closed: boolean): string =>
  needsParens(parent, node, role, true) ? paren(speak(node, false)) : speak(node, closed);

/** Nodes as the items of `node`, parted by commas: a point's coordinates, a matrix's row. */
const items = (node: MathNode, nodes: MathNode[]): string =>
  nodes.map((item) => child(node, item, 'item', false)).join(', ');

/** A numerator or denominator: a fraction inside one is always bracketed by words. */
const fractionPart = (node: MathNode): string => speak(node, node.type === 'fraction');

/** A function's arguments: one plain argument as it is ("sine of x"), otherwise in brackets. */
const argument = (args: readonly MathNode[], closed: boolean): string => {
  const only = args.length === 1 ? args[0] : undefined;
  if (only && term(only) && !closed) return speak(only, false);
  return paren(args.map((arg) => speak(arg, false)).join(', '));
};

/** The spoken form of a tree already checked with `isMathNode`, for `toMathML`'s `alttext`. */
export const speech = (node: MathNode): string => speak(node, false).replace(/\s+/g, ' ').trim();

/**
 * An expression tree as spoken English, for screen readers and `alttext`: every number is read
 * as written (`0.25`, a minus sign before a number as "negative"), a product written side by side
 * as its factors (`5 x`), and the grouping is always said: brackets where the typeset form shows
 * them ("2 open paren x plus 1 close paren"), and "the fraction … end fraction", "… end power",
 * "… end root" around anything more than one term. Returns '' for a value that is not a tree.
 *
 * @example
 * toSpeech(unwrap(parseMath('x^2-5x+6=0'))); // "x squared minus 5 x plus 6 equals 0"
 * toSpeech(unwrap(parseMath('sqrt(72)'))); // "the square root of 72"
 * toSpeech(unwrap(parseMath('3/4'))); // "3 over 4"
 */
export function toSpeech(node: MathNode): string {
  return isMathNode(node) ? speech(node) : '';
}
