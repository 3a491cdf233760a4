import {
  compareSigned,
  HAS_MIXED,
  plainText,
  type Reading,
  readDecimal,
  roundFraction,
  type Signed,
} from '../../_lib/fractionText';
import { fail } from '../../_lib/result';
import { approxEqual, TOLERANCE } from '../../math/approx';
import { evaluateMath } from '../../math/evaluateMath';
import { exactValue } from '../../math/exact';
import { ENGLISH_NOTATION, type Notation, writeNumber } from '../../math/notation';
import { parseMath } from '../../math/parseMath';
import { refused } from '../../math/refusal';
import type { MathNode, MathRelation } from '../../math/tree';
import type { WritingLanguage } from '../../solve/written';
import type { Result } from '../../types';
import type { PracticeLanguage } from '../words';
import { asList, readSet, sameSet } from './forms';

export interface CheckAnswerOptions {
  /**
   * Only for answers the problem asked to round: compare both values rounded to this many
   * decimals (half away from zero). Without it numbers must be equal exactly.
   */
  decimals?: number;
  /**
   * For a problem that asks for its values in an order ("smallest first"): a list must come in
   * the expected order. Without it a list of values is compared in any order.
   */
  ordered?: boolean;
  /**
   * The language the answer was typed in. Its practice words (`spanishPractice`, …): where its
   * decimal mark is a comma, `2,5` is 2.5 and `;` separates values (`-2; 3`), as that language
   * writes them. Or the solver's language (`es`, …), as a page in that language grades: the answer
   * is read by the reader `solve` reads problems with in it, which also reads a French `]−2 ; 2[`
   * as the interval from −2 to 2 and `sen` as sin (as typed should the reader fail). With either, a
   * number with its digits grouped as the language groups them in a problem's sentences (`12,480`
   * in English, the default; `12.480` in German) also counts as that number where it is the answer.
   */
  language?: PracticeLanguage | WritingLanguage;
}

/**
 * An answer that is one number with its digits grouped as `notation` groups them ("12,480",
 * "-1.234.567,5" in German), without its separators ("12480", "-1234567,5"): what `writeNumber`
 * writes, read back; undefined for anything else ("2,48", "12,480, 3").
 */
const ungrouped = (given: string, notation: Notation): string | undefined => {
  const { group, decimal } = notation;
  const [whole = '', fraction, ...more] = given.trim().replace(/^−/, '-').split(decimal);
  if (group === undefined || !whole.includes(group) || more.length > 0) return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  const digits = whole.split(group).join('');
  if (!/^-?\d+$/.test(digits) || writeNumber(Number(digits), notation, 4) !== whole)
    return undefined;
  return fraction === undefined ? digits : `${digits}${decimal}${fraction}`;
};

export interface CheckAnswerResult {
  correct: boolean;
  /** The given answer compared as text: all whitespace removed, dashes as "-", lower-cased. */
  normalizedGiven: string;
  /** How it matched: as equal text, or as equal numbers; `none` when wrong. */
  matchedBy: 'text' | 'number' | 'none';
}

/** Answers arrive from forms and programs: text, or a plain number; anything else is no answer. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? plainText(value)
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** The key two answers are compared by as text: lower case, without any space. */
const normalize = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/**
 * The answer as reported back: the same, except one space is kept between two digits, so a mixed
 * number stays readable (`2 1/2`, never `21/2`).
 */
const readable = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, (gap, at: number, all: string) =>
      /\d/.test(all[at - 1] ?? '') && /\d/.test(all[at + gap.length] ?? '') ? ' ' : '',
    );

/** The longest piece of an unreadable answer quoted back in the message. */
const QUOTED_MAX = 40;

/** The sentences of an answer refused as unreadable. */
export const CHECK_ANSWER_REFUSALS = {
  answerEmpty: 'Please enter an answer',
  answerNotNumber:
    'We could not read “{answer}” as a number. Enter a number such as 4, -2.5 or 3/2.',
  answerNotMaths: 'We could not read “{answer}” as maths. Check what you typed.',
} as const;

/**
 * Why an answer cannot be read, quoting it: "We could not read “abc” as a number. …" (or "as
 * maths", where an inequality or a value with roots or π is expected).
 */
const unreadable = (text: string, id: 'answerNotNumber' | 'answerNotMaths' = 'answerNotNumber') => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const answer =
    trimmed.length > QUOTED_MAX ? `${trimmed.slice(0, QUOTED_MAX - 1).trimEnd()}…` : trimmed;
  return refused('unreadable_answer', 'given', CHECK_ANSWER_REFUSALS, id, { answer });
};

/**
 * An answer typed with a decimal comma as the checker reads it: a comma between two digits is the
 * decimal point (`2,5`), and a semicolon separates values (`-2; 3` is `-2, 3`).
 */
const fromDecimalComma = (text: string): string =>
  text.replace(/(\d),(?=\d)/g, '$1.').replaceAll(';', ',');

/**
 * An answer typed in `language` as the checker reads it: read by the solver's reader in the
 * language (as typed should it fail), or from a decimal comma (`fromDecimalComma`).
 */
const readIn = (text: string, language: PracticeLanguage | WritingLanguage): string => {
  if (!('read' in language)) return fromDecimalComma(text);
  try {
    return language.read(text).text;
  } catch {
    return text;
  }
};

/** Order for sorting: exact values by size, "tiny" as 0, "far" last. */
const order = (a: Reading, b: Reading): number => {
  if (a === 'far' || b === 'far') return a === b ? 0 : a === 'far' ? 1 : -1;
  const zero = { p: 0n, q: 1n };
  return compareSigned(a === 'tiny' ? zero : a, b === 'tiny' ? zero : b);
};

/** One solution: a number, or `x = number` (with the name, lower-cased as the text rule does). */
interface Part {
  name?: string;
  value: Reading;
}

/** One solution: a number, or `x = number`. */
const solutionValue = (node: MathNode): Part | undefined => {
  if (node.type === 'relation') {
    const [left, right] = node.operands;
    const single = node.relations.length === 1 && node.relations[0] === '=';
    if (!single || left?.type !== 'variable' || !right) return undefined;
    const value = exactValue(right);
    return value === undefined ? undefined : { name: left.name.toLowerCase(), value };
  }
  const value = exactValue(node);
  return value === undefined ? undefined : { value };
};

/**
 * "x = 2, x = 3" / "2 or 3" / "70°" / "2 1/2" / "−(3/4)" / "x = 1, y = 2" → exact numbers with
 * their names, if any; undefined if a part is not one. A plain decimal, however long, is read
 * directly ("1 000" is 1000); anything else is read by `parseMath` and computed exactly on its
 * tree.
 */
const readValues = (text: string): Part[] | undefined => {
  const compact = text.replace(/\s+/g, '');
  if (!HAS_MIXED.test(text)) {
    const plain = readDecimal(compact);
    if (plain !== undefined) return [{ value: plain }];
  }
  const parsed = parseMath(text.replace(/\s*\bdegrees?\b/gi, '°'));
  if (!parsed.ok) return undefined;
  const tree = parsed.value;
  const values: Part[] = [];
  for (const part of tree.type === 'list' ? tree.items : [tree]) {
    const value = solutionValue(part);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
};

const namesOf = (parts: Part[]): Set<string> =>
  new Set(parts.flatMap((p) => (p.name === undefined ? [] : [p.name])));

/**
 * The values of each unknown, sorted, keyed by name; undefined when the given names cannot answer
 * the expected ones. When the expected answer names two or more unknowns (a system), every given
 * value must be named and is compared with the expected value of the same name. When it names one
 * unknown, given values may be unnamed or carry that name. When it names none, the given values
 * may be unnamed or all carry one name (`x = 3, x = 2` answers `2, 3`).
 */
const grouped = (
  parts: Part[],
  expectedNames: Set<string>,
  ordered: boolean,
): Map<string, Reading[]> | undefined => {
  const names = namesOf(parts);
  const system = expectedNames.size >= 2;
  if (system && parts.some((p) => p.name === undefined)) return undefined;
  if (expectedNames.size === 1 && [...names].some((n) => !expectedNames.has(n))) return undefined;
  if (expectedNames.size === 0 && names.size > 1) return undefined;
  const groups = new Map<string, Reading[]>();
  for (const part of parts) {
    const key = system ? part.name! : '';
    groups.set(key, [...(groups.get(key) ?? []), part.value]);
  }
  if (!ordered) for (const list of groups.values()) list.sort(order);
  return groups;
};

const FLIPPED: Partial<Record<MathRelation, MathRelation>> = {
  '<': '>',
  '>': '<',
  '≤': '≥',
  '≥': '≤',
};

/** An inequality such as `x ≥ -5/2` or `3 > x`, read as variable, relation (x first) and bound. */
const readBound = (text: string): { key: string; bound: Signed } | undefined => {
  const parsed = parseMath(text);
  const tree = parsed.ok ? parsed.value : undefined;
  if (tree?.type !== 'relation' || tree.relations.length !== 1) return undefined;
  const relation = tree.relations[0] as MathRelation;
  const [left, right] = tree.operands as [MathNode, MathNode];
  const flipped = FLIPPED[relation];
  if (!flipped) return undefined;
  const [name, other, rel] =
    left.type === 'variable'
      ? [left.name, right, relation]
      : right.type === 'variable'
        ? [right.name, left, flipped]
        : [undefined, left, relation];
  const bound = name === undefined ? undefined : exactValue(other);
  return typeof bound === 'object' ? { key: `${name}${rel}`, bound } : undefined;
};

/** Whether a tree holds a node the test accepts. */
const holds = (node: MathNode, test: (n: MathNode) => boolean): boolean =>
  test(node) ||
  Object.values(node).some((v) =>
    Array.isArray(v)
      ? v.some((item) => typeof item === 'object' && holds(item as MathNode, test))
      : typeof v === 'object' && v !== null && holds(v as MathNode, test),
  );
const exactForm = (n: MathNode): boolean =>
  n.type === 'root' || n.type === 'log' || n.type === 'constant';

/**
 * Values written with roots or π (`√3/2`, `-√2/2`, `5π/6`), as sorted numbers; undefined unless
 * every part is such an exact form without variables.
 */
const readExactForms = (text: string, ordered: boolean): number[] | undefined => {
  const parsed = parseMath(text);
  if (!parsed.ok) return undefined;
  const parts = parsed.value.type === 'list' ? parsed.value.items : [parsed.value];
  const values: number[] = [];
  const named = new Set<string>();
  for (const item of parts) {
    // x = (7 − 3√5)/2: the value of the one unknown named.
    const name =
      item.type === 'relation' &&
      item.relations.length === 1 &&
      item.relations[0] === '=' &&
      item.operands[0]?.type === 'variable'
        ? item.operands[0].name.toLowerCase()
        : undefined;
    const part =
      name === undefined ? item : ((item as { operands: MathNode[] }).operands[1] as MathNode);
    if (name !== undefined) named.add(name);
    if (
      !holds(part, exactForm) ||
      holds(part, (n) => n.type === 'variable' || n.type === 'relation')
    )
      return undefined;
    const value = evaluateMath(part);
    if (!Number.isFinite(value)) return undefined;
    values.push(value);
  }
  if (named.size > 1) return undefined;
  return ordered ? values : values.sort((a, b) => a - b);
};

/** Equal as exact numbers, or rounded to `places` when given; "far" equals nothing. */
const same = (a: Reading, b: Reading, places: number | undefined): boolean => {
  if (a === 'far' || b === 'far') return false;
  if (places === undefined) {
    return a !== 'tiny' && b !== 'tiny' && compareSigned(a, b) === 0;
  }
  // A "tiny" number (below 10^-1000) rounds to 0 at any of the 0–20 places allowed.
  const rounded = (x: Signed | 'tiny'): bigint => (x === 'tiny' ? 0n : roundFraction(x, places));
  return rounded(a) === rounded(b);
};

/**
 * Grade a practice answer. First as text: both sides with all whitespace removed and lower-cased
 * (dashes and minus signs read as "-") must be equal. Failing that, the answer is read with
 * `parseMath` (the one parser for what people type) and its value computed exactly on the tree
 * (numbers, mixed numbers such as 2½, fractions, negation, + − × ÷, lists and `x = …`), then
 * compared with the expected value:
 * "0.5", ".5", "1/2" and "2/4" all match "1/2"; "x = 4" matches "4"; "x = 3, x = 2" matches
 * "2, 3" (any order); "y = 2, x = 1" matches "x = 1, y = 2" (named values are compared by name, in
 * any order: "x = 2, y = 1" and "a = 2" for "x = 2" are wrong); "−(3/4)" matches "-0.75"; "6/4" matches "1 1/2"; "2 1/2" is the mixed number 5/2 (so the text rule does not apply to it: it
 * never matches "21/2"); "−3" with a Unicode minus matches "-3". `options.decimals` allows
 * rounding for problems that ask for it.
 *
 * Any argument is accepted and answered at once: a number beyond 10^±1000 or with more than 1,000
 * significant digits, or arithmetic whose exact result would pass about 1,200 digits, is read but
 * equals no answer (when rounding to `decimals`, a number that small counts as 0). Powers,
 * variables and `%` are not numbers here (`2^2` does not answer 4).
 *
 * Two more kinds of expected answer are compared by meaning: an inequality (`x ≥ -5/2`) matches
 * the same inequality written either way round with any exact form of its bound (`-2.5 <= x`);
 * a value written with roots or π (`√3/2`, `5π/6`, `-√2/2`) matches an equal value written with
 * roots or π (`sqrt(3)/2`, `5/6 π`), but not a decimal approximation.
 *
 * Errors: `unreadable_answer` for an empty answer, or one that is not a number when a number is
 * expected (the message quotes it and says what to type: "We could not read “abc” as a number.
 * Enter a number such as 4, -2.5 or 3/2."), or that `parseMath` cannot read where an inequality or
 * a value with roots or π is expected; `invalid_value` for `expected` that is not text or a
 * number, `options` that is not an object, `decimals` that is not a whole number from 0 to 20, or
 * `ordered` that is not true or false.
 *
 * @example
 * checkAnswer('2/4', '0.5'); // { ok: true, value: { correct: true, normalizedGiven: '2/4', matchedBy: 'number' } }
 * checkAnswer('x = 3, x = 2', '2, 3'); // correct
 * checkAnswer('3, 2', '2, 3', { ordered: true }); // wrong: the problem asked for smallest first
 * checkAnswer('2 1/2', '5/2'); // correct
 * checkAnswer('28.274', '28.27', { decimals: 2 }); // correct
 */
export function checkAnswer(
  given: string,
  expected: string,
  options?: CheckAnswerOptions,
): Result<CheckAnswerResult> {
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { decimals: places, ordered = false, language } = opts as CheckAnswerOptions;
  const notation =
    language === undefined
      ? ENGLISH_NOTATION
      : 'read' in language
        ? language.writing.notation
        : language.notation;
  const whole = typeof given === 'string' ? ungrouped(given, notation) : undefined;
  if (whole !== undefined) {
    // A grouped number that is the answer is right; one that is not is read as it was typed (in
    // German "1.500" may still mean 1.5, and in English "2,480" two values).
    const read = checkAnswer(whole, expected, opts);
    if (read.ok && read.value.correct)
      return { ok: true, value: { ...read.value, normalizedGiven: readable(plainText(given)) } };
  }
  if (
    language !== undefined &&
    typeof given === 'string' &&
    ('read' in language || notation.decimal === ',')
  ) {
    const read = checkAnswer(readIn(given, language), expected, { ...opts, language: undefined });
    return read.ok
      ? { ok: true, value: { ...read.value, normalizedGiven: readable(plainText(given)) } }
      : read;
  }
  if (places !== undefined && !(Number.isInteger(places) && places >= 0 && places <= 20)) {
    return fail('invalid_value', 'decimals must be a whole number from 0 to 20', 'decimals');
  }
  if (typeof ordered !== 'boolean')
    return fail('invalid_value', 'ordered must be true or false', 'ordered');
  const want = textOf(expected);
  if (want === undefined) return fail('invalid_value', 'expected must be text', 'expected');
  const got = textOf(given) ?? '';
  const key = normalize(got);
  if (key === '')
    return refused('unreadable_answer', 'given', CHECK_ANSWER_REFUSALS, 'answerEmpty');
  const normalizedGiven = readable(got);
  if (key === normalize(want) && !HAS_MIXED.test(got))
    return { ok: true, value: { correct: true, normalizedGiven, matchedBy: 'text' } };
  const wanted = readValues(want);
  // ±, a set in braces, an ordered pair for a system: the same values as a list.
  const listed = asList(got, wanted ? [...namesOf(wanted)] : []);
  if (listed !== undefined && listed !== got) {
    const again = checkAnswer(listed, expected, options);
    if (again.ok) return { ok: true, value: { ...again.value, normalizedGiven } };
  }
  if (!wanted) {
    // An inequality, or a value written with roots or π: compared by meaning. An answer the
    // parser cannot read at all ("abc") is not graded.
    if (!parseMath(got).ok && !readSet(got)) return unreadable(got, 'answerNotMaths');
    const bound = readBound(want);
    const given = bound && readBound(got);
    const wantSet = readSet(want);
    const gotSet = wantSet && readSet(got);
    const forms = wantSet ? undefined : readExactForms(want, ordered);
    const gotForms = forms && readExactForms(got, ordered);
    const correct =
      bound && given
        ? given.key === bound.key && compareSigned(given.bound, bound.bound) === 0
        : wantSet
          ? !!gotSet && sameSet(gotSet, wantSet)
          : !!gotForms &&
            gotForms.length === forms!.length &&
            gotForms.every((v, i) => approxEqual(v, forms![i]!, TOLERANCE.same));
    return {
      ok: true,
      value: { correct, normalizedGiven, matchedBy: correct ? 'number' : 'none' },
    };
  }
  const values = readValues(got);
  if (!values) return unreadable(got);
  const expectedNames = namesOf(wanted);
  const wantGroups = grouped(wanted, expectedNames, ordered);
  const have = grouped(values, expectedNames, ordered);
  const correct =
    !!wantGroups &&
    !!have &&
    have.size === wantGroups.size &&
    [...wantGroups].every(([name, list]) => {
      const mine = have.get(name);
      return mine?.length === list.length && mine.every((v, i) => same(v, list[i]!, places));
    });
  return { ok: true, value: { correct, normalizedGiven, matchedBy: correct ? 'number' : 'none' } };
}
