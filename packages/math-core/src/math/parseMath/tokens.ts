/**
 * The tokens of typed maths: numbers (with mixed and vulgar fractions), letters, constants, names,
 * operators in every way they are typed (−, ×, ÷, superscripts and subscripts), relations and
 * brackets, each with where it stands and how it was typed.
 */

import type { MathErrorValue, MathErrorWhy } from '../../types';
import { FUNCTION_NAMES, SUBSCRIPT, SUPERSCRIPT } from '../names';
import { said } from '../refusal';
import type { MathNode, MathRelation } from '../tree';

export type Token =
  | { t: 'num'; value: string }
  | { t: 'mixed'; whole: string; num: string; den: string }
  | { t: 'vulgar'; num: string; den: string }
  | { t: 'var'; name: string }
  | { t: 'const'; name: 'pi' | 'e' }
  | { t: 'name'; name: string }
  | { t: 'op'; op: '+' | '-' | '*' | '÷' | '/' | '^' | '±' | '%' | '°' | '!' }
  | { t: 'sup'; value: string; negative: boolean }
  | { t: 'sub'; value: string }
  | { t: 'rel'; rel: MathRelation }
  | { t: 'root'; index?: '3' | '4' }
  /** A bracket; `square` when typed [ or ], which may hold a matrix or a column vector. */
  | { t: '('; square?: true }
  | { t: ')'; square?: true }
  | { t: '|' }
  | { t: ',' }
  | { t: '_' }
  | { t: 'arrow' }
  | { t: 'infinity' }
  | { t: 'end' };

export type Positioned = Token & { at: number; text: string };

/**
 * The sentences of the parser's refusals. Where the reading stopped is said by a token's
 * neighbours (`parseMissing`: what is missing, then where), never by a character count, so that
 * the reader can find the place in what they typed.
 */
export const PARSE_REFUSALS = {
  parseEmpty: 'Enter some maths',
  enterAtMost: 'Enter at most {count} characters',
  parseUnreadable:
    '"{character}" cannot be read: write numbers, letters, + − × ÷ ^ √, brackets and = < >',
  parseSuperscriptMinus: '"⁻" needs superscript digits after it, as in x⁻²',
  parseMissing: '{what} {where}',
  parseOpenMissing: 'An opening "(" is missing',
  parseCloseMissing: 'A closing ")" is missing',
  parseBarMissing: 'A closing "|" is missing',
  parseLimUnderscore: 'A "_" after lim, as in lim_(x → 0) is missing',
  parseLimOpen: 'An opening "(" after lim_ is missing',
  parseLimArrow: 'An arrow → after the variable is missing',
  parseLogBase: "The logarithm's base is missing",
  parseOperator: 'An operator (+, −, × or ÷) is missing',
  parseAtEndAfter: 'at the end, after "{before}"',
  parseAtEnd: 'at the end',
  parseBetween: 'between "{before}" and "{token}"',
  parseBefore: 'before "{token}"',
  parseEndAfter: 'Something is missing at the end, after "{before}"',
  parseNothing: 'There is nothing to read',
  parseUnopened: 'A ")" has no "(" before it to close',
  parseCannotFollow: '"{token}" cannot follow "{before}"',
  parseCannotComeFirst: '"{token}" cannot come first',
  parseTooDeep: 'The expression is nested too deeply',
  parseMatrixRows: 'Each row of a matrix needs as many entries as the first',
  parseMatrixBrackets: 'A matrix is written row by row, each row in brackets: [[1, 2], [3, 4]]',
  parseNamePower: 'A power on "{name}" must be a whole number, as in {name}^2(x) for ({name}(x))²',
  parseNameInverse:
    '{name}^-1 (the inverse of {name}) is not read: write 1/{name}(x) for the reciprocal',
  parseNameNegative: 'A negative power on "{name}" is not read: write 1/{name}(x)^{power}',
  parseRootArguments: 'root(x, n) takes a radicand and an index',
} as const;

/** An id of the parser's sentences. */
export type ParseRefusal = keyof typeof PARSE_REFUSALS;

/** Why the parser stops: a sentence of PARSE_REFUSALS, as data (`why`) and in English. */
export class ParseError extends Error {
  readonly why: MathErrorWhy;
  constructor(id: ParseRefusal, values?: Readonly<Record<string, MathErrorValue>>) {
    const sentence = said(PARSE_REFUSALS, id, values);
    super(sentence.message);
    this.why = sentence.why;
  }
}

const MINUS = /[-\u2212\u2010-\u2014\uFE63\uFF0D]/;
const TIMES = /[*×·⋅∙]/;
const SLASH = /[/\u2215\u2044]/;
const VULGAR: Record<string, [string, string]> = {
  '½': ['1', '2'],
  '⅓': ['1', '3'],
  '⅔': ['2', '3'],
  '¼': ['1', '4'],
  '¾': ['3', '4'],
  '⅕': ['1', '5'],
  '⅖': ['2', '5'],
  '⅗': ['3', '5'],
  '⅘': ['4', '5'],
  '⅙': ['1', '6'],
  '⅚': ['5', '6'],
  '⅐': ['1', '7'],
  '⅛': ['1', '8'],
  '⅜': ['3', '8'],
  '⅝': ['5', '8'],
  '⅞': ['7', '8'],
  '⅑': ['1', '9'],
  '⅒': ['1', '10'],
};
/**
 * Functions whose value may carry a power written on the name, `sin^2(x)` or `sin²x` for
 * (sin x)², and their inverses written `sin^-1(x)`: the name of the inverse function when the
 * parser has one.
 */
export const POWER_ON_NAME: Record<string, string | undefined> = {
  sin: 'arcsin',
  cos: 'arccos',
  tan: 'arctan',
  sec: undefined,
  csc: undefined,
  cot: undefined,
  sinh: undefined,
  cosh: undefined,
  tanh: undefined,
};
const RELATIONS: [string, MathRelation][] = [
  ['<=', '≤'],
  ['>=', '≥'],
  ['!=', '≠'],
  ['==', '='],
  ['=<', '≤'],
  ['=>', '≥'],
  ['≤', '≤'],
  ['≥', '≥'],
  ['≠', '≠'],
  ['≈', '≈'],
  ['=', '='],
  ['<', '<'],
  ['>', '>'],
];
/** A number literal at the start of the text: 12, 0.5, .5, 2E3, 1e-7. */
export const NUMBER = /^(\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const MIXED_TAIL = /^\s+(\d+)\/(\d+)(?![\d.a-zA-Zα-ω(^⁰¹²³⁴⁵⁶⁷⁸⁹√_])/;

/** "007" → "7", ".5" → "0.5", "5." → "5", "2E3" → "2e3": one spelling per literal. */
export const canonicalNumber = (literal: string): string => {
  const [mantissa = '', exponent] = literal.toLowerCase().split('e');
  let [whole = '', fraction = ''] = mantissa.split('.');
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  fraction = fraction.replace(/0+$/, '');
  const base = fraction ? `${whole}.${fraction}` : whole;
  if (exponent === undefined) return base;
  const sign = exponent.startsWith('-') ? '-' : '';
  const digits = exponent.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  return `${base}e${sign}${digits}`;
};

/** Compares two digit strings as whole numbers without converting them. */
const lessThan = (a: string, b: string): boolean => {
  const [x, y] = [a.replace(/^0+/, ''), b.replace(/^0+/, '')];
  return x.length !== y.length ? x.length < y.length : x < y;
};

const startsOperand = (token: Token | undefined): boolean =>
  token === undefined ||
  token.t === 'op' ||
  token.t === '(' ||
  token.t === '|' ||
  token.t === ',' ||
  token.t === 'rel' ||
  token.t === '_';

export function tokenize(input: string): Positioned[] {
  const tokens: Positioned[] = [];
  let i = 0;
  const push = (token: Token, length: number) => {
    tokens.push({ ...token, at: i, text: input.slice(i, i + length) } as Positioned);
    i += length;
  };
  while (i < input.length) {
    const c = input[i] as string;
    const rest = input.slice(i);
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      const literal = number[0];
      const mixed = /^\d+$/.test(literal) ? MIXED_TAIL.exec(rest.slice(literal.length)) : null;
      const previous = tokens[tokens.length - 1];
      if (mixed && startsOperand(previous) && lessThan(mixed[1] ?? '', mixed[2] ?? '')) {
        const whole = canonicalNumber(literal);
        const [num, den] = [canonicalNumber(mixed[1] ?? ''), canonicalNumber(mixed[2] ?? '')];
        push({ t: 'mixed', whole, num, den }, literal.length + mixed[0].length);
        continue;
      }
      const vulgar = VULGAR[rest[literal.length] ?? ''];
      if (vulgar && /^\d+$/.test(literal)) {
        push(
          { t: 'mixed', whole: canonicalNumber(literal), num: vulgar[0], den: vulgar[1] },
          literal.length + 1,
        );
        continue;
      }
      push({ t: 'num', value: canonicalNumber(literal) }, literal.length);
      continue;
    }
    const vulgar = VULGAR[c];
    if (vulgar) {
      push({ t: 'vulgar', num: vulgar[0], den: vulgar[1] }, 1);
      continue;
    }
    if (SUPERSCRIPT.includes(c) || c === '⁻') {
      const run = /^⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/.exec(rest);
      if (!run) throw new ParseError('parseSuperscriptMinus');
      const digits = [...run[0].replace('⁻', '')].map((d) => SUPERSCRIPT.indexOf(d)).join('');
      push(
        { t: 'sup', value: canonicalNumber(digits), negative: run[0].startsWith('⁻') },
        run[0].length,
      );
      continue;
    }
    if (SUBSCRIPT.includes(c)) {
      const run = /^[₀₁₂₃₄₅₆₇₈₉]+/.exec(rest)?.[0] ?? c;
      push(
        { t: 'sub', value: canonicalNumber([...run].map((d) => SUBSCRIPT.indexOf(d)).join('')) },
        run.length,
      );
      continue;
    }
    // → (or ->) and ∞, as a limit is written: lim_(x → 0+) 1/x.
    const arrow = /^(?:→|->)/.exec(rest);
    if (arrow) {
      push({ t: 'arrow' }, arrow[0].length);
      continue;
    }
    if (c === '∞') {
      push({ t: 'infinity' }, 1);
      continue;
    }
    const relation = RELATIONS.find(([spelling]) => rest.startsWith(spelling));
    if (relation) {
      push({ t: 'rel', rel: relation[1] }, relation[0].length);
      continue;
    }
    if (MINUS.test(c)) push({ t: 'op', op: '-' }, 1);
    else if (TIMES.test(c)) push({ t: 'op', op: '*' }, 1);
    else if (SLASH.test(c)) push({ t: 'op', op: '/' }, 1);
    else if (c === '÷') push({ t: 'op', op: '÷' }, 1);
    else if (c === '+' || c === '^' || c === '±' || c === '%' || c === '°' || c === '!')
      push({ t: 'op', op: c }, 1);
    else if (c === '(' || c === '[' || c === '{')
      push(c === '[' ? { t: '(', square: true } : { t: '(' }, 1);
    else if (c === ')' || c === ']' || c === '}')
      push(c === ']' ? { t: ')', square: true } : { t: ')' }, 1);
    else if (c === '|') push({ t: '|' }, 1);
    else if (c === ',' || c === ';') push({ t: ',' }, 1);
    else if (c === '_') push({ t: '_' }, 1);
    else if (c === '√') push({ t: 'root' }, 1);
    else if (c === '∛') push({ t: 'root', index: '3' }, 1);
    else if (c === '∜') push({ t: 'root', index: '4' }, 1);
    else if (c === 'π') push({ t: 'const', name: 'pi' }, 1);
    else if (/[a-zA-Zα-ωΑ-Ω]/.test(c)) {
      const word = /^(or|and)(?![a-zA-Z])/i.exec(rest);
      const name = FUNCTION_NAMES.find((n) => rest.toLowerCase().startsWith(n));
      if (word && tokens.length > 0 && !/[a-zA-Z]/.test(input[i - 1] ?? ''))
        push({ t: ',' }, word[0].length);
      else if (rest.toLowerCase().startsWith('pi')) push({ t: 'const', name: 'pi' }, 2);
      else if (name) {
        push({ t: 'name', name }, name.length);
        // log2(8), log10(x): digits straight after "log" and before "(" are the base.
        const base = name === 'log' ? /^(\d+)(?=\()/.exec(input.slice(i)) : null;
        if (base) push({ t: 'sub', value: canonicalNumber(base[1] ?? '') }, base[0].length);
      } else if (c === 'e') push({ t: 'const', name: 'e' }, 1);
      else push({ t: 'var', name: c }, 1);
    } else throw new ParseError('parseUnreadable', { character: c });
  }
  tokens.push({ t: 'end', at: input.length, text: '' });
  return tokens;
}

/**
 * A token as a sentence names it: a number typed in its one spelling as a number (written with
 * the reader's decimal mark, 2,5), anything else as it was typed.
 */
export const shown = (token: Positioned): MathErrorValue =>
  token.t === 'num' && token.value === token.text
    ? ({ type: 'number', value: token.value } satisfies MathNode)
    : token.text;

/**
 * Where a token sits, as a sentence: by its neighbours, never by a character count, so that the
 * reader can find the place in what they typed.
 */
export const describe = (
  token: Positioned,
  before: Positioned | undefined,
): { message: string; why: MathErrorWhy } =>
  token.t === 'end'
    ? before
      ? said(PARSE_REFUSALS, 'parseAtEndAfter', { before: shown(before) })
      : said(PARSE_REFUSALS, 'parseAtEnd')
    : before
      ? said(PARSE_REFUSALS, 'parseBetween', { before: shown(before), token: shown(token) })
      : said(PARSE_REFUSALS, 'parseBefore', { token: shown(token) });
