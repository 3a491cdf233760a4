/**
 * A problem like one a student has just solved: the same kind, solved by the same method, with
 * other numbers and answers as clean as the first one's. The numbers of the problem as typed are
 * changed (an exponent is kept, as it decides the kind) and the new problem is solved: it is kept
 * only when the solver answers it as the same kind by the same method, with as many solutions,
 * each a whole number or a simple fraction when the first problem's were.
 */

import { createRandom, type Random } from '../../_lib/random';
import { fail } from '../../_lib/result';
import { contains, variablesOf } from '../../algebra/reading';
import { evaluateMath } from '../../math/evaluateMath';
import { parseMath } from '../../math/parseMath';
import { refusalWrittenIn, refused } from '../../math/refusal';
import { toText } from '../../math/toText';
import { isMathNode, type MathNode } from '../../math/tree';
import { checkAnswer } from '../../practice/checkAnswer';
import type { PracticeCategory } from '../../solve/kind';
import { type SolveKind, type SolveResult, solve } from '../../solve/solve';
import { typedIn, type WritingLanguage } from '../../solve/written';
import type { MathError, MathErrorCode, Result } from '../../types';
import { checkWorking } from '../checkWorking';

/** Why no similar problem is made, or an answer to one not graded, by id. */
export const SIMILAR_REFUSALS = {
  similarNoNumbers: 'This problem has no numbers to change for a similar one',
  similarNotFound: 'No similar problem was found for this one',
  similarNotLike: 'This is not a problem like the one solved',
  similarNoAnswer: 'Please enter an answer',
  similarUnreadable: 'This answer could not be read. Check how it is written.',
} as const;

/** How a similar problem is made and its answer graded. */
export interface SimilarOptions {
  /**
   * The language its refusals are in: `es` from `@mathtools/math-core/locales/es` (`fr`, `de`,
   * `pt`), as `checkWorking` is given one. The problems are typed as the solver reads them in
   * English; English without one.
   */
  language?: WritingLanguage;
}

/** A failed result with an error, its message in the language where it says why as data. */
const failedIn = (
  error: MathError,
  language: WritingLanguage | undefined,
): { ok: false; error: MathError } => ({ ok: false, error: refusalWrittenIn(error, language) });

/** A failed result with a sentence of SIMILAR_REFUSALS, in the language. */
const refusedIn = (
  code: MathErrorCode,
  field: string,
  id: keyof typeof SIMILAR_REFUSALS,
  language: WritingLanguage | undefined,
): { ok: false; error: MathError } =>
  failedIn(refused(code, field, SIMILAR_REFUSALS, id).error, language);

/** A problem to try next, and how its answer is graded. */
export interface SimilarProblem {
  /** The problem as a student would type it: `x^2-7x+12=0`. */
  problem: string;
  /** The same kind and method as the problem it is like. */
  kind: SolveKind;
  method: string;
  /** The Practice Center category that drills it, or null. */
  practice: PracticeCategory | null;
  /**
   * The answer as `checkAnswer` takes it as expected (`3, 4` for x = 3 or x = 4; `x > 2`; `19/12`),
   * or null when the answer is an expression (an expansion, a derivative), which is graded as a
   * one-line working by `checkWorking`.
   */
  expected: string | null;
  /** The new problem solved, with its steps (shown after the attempt). */
  solution: SolveResult;
}

/** How many changed problems are tried before giving up. */
const ATTEMPTS = 200;

/**
 * How clean an answer is: 0 for whole numbers, 1 for fractions with a denominator up to 12, 2
 * for anything else (roots, decimals, larger denominators). A similar problem's answers are no
 * less clean than the first one's.
 */
const cleanness = (node: MathNode): number =>
  contains(
    node,
    (n) =>
      n.type === 'root' ||
      (n.type === 'number' && n.value.includes('.')) ||
      (n.type === 'fraction' && n.den.type === 'number' && Number(n.den.value) > 12),
  )
    ? 2
    : contains(node, (n) => n.type === 'fraction')
      ? 1
      : 0;

const worst = (r: SolveResult): number => Math.max(0, ...answersOf(r).map(cleanness));

/** The signs of the answers' values, so a similar problem's positive answer stays positive. */
const signs = (r: SolveResult): string =>
  r.solutions.map((x) => (x.value === undefined ? '?' : Math.sign(x.value))).join();

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Each typed fraction a/b (or ax/b) that was proper stays proper and in lowest terms, so 2x/3 = 8
 * never becomes 9x/9 = 6; and numbers with no common factor keep none, so 2sin(x) = 1 never
 * becomes 4sin(x) = 2.
 */
const fractionsAlike = (typed: string, changed: string): boolean => {
  const fraction = /(\d+)([a-z]?)\/(\d+)/g;
  const before = [...typed.matchAll(fraction)];
  const after = [...changed.matchAll(fraction)];
  const reduced = before.every((m, i) => {
    const [p, q] = [Number(after[i]?.[1]), Number(after[i]?.[3])];
    return q > 1 && gcd(p, q) === 1 && (m[2] !== '' || Number(m[1]) < Number(m[3]) === p < q);
  });
  const common = (text: string) =>
    [...text.matchAll(/\d+/g)].map((m) => Number(m[0])).reduce(gcd, 0);
  return reduced && (common(typed) !== 1 || common(changed) === 1);
};

/**
 * What a solution teaches beyond its method: a root rejected because it does not check, or no
 * real solution; and an inequality's answer by its shape (how many intervals, which ends are
 * finite and closed), so x² − 5x + 6 < 0 never becomes one with no solution.
 */
const lessonOf = (r: SolveResult): string => {
  const rules = r.steps.map((s) => s.rule ?? '').join(' ');
  const rejects = /reject|extraneous|does not (?:check|satisfy)/i.test(rules) ? 'rejects' : '';
  const shape = (r.set ?? [])
    .map(
      (i) =>
        `${i.from ? (i.from.closed ? '[' : '(') : '-∞'}${i.to ? (i.to.closed ? ']' : ')') : '∞'}`,
    )
    .join();
  return `${rejects}|${shape}|${r.set ? r.set.length : ''}`;
};

/** The answer's values: each solution, or the ends of an inequality's set. */
const answersOf = (r: SolveResult): MathNode[] => [
  ...r.solutions.map((s) => s.exact ?? s.tree),
  ...(r.set ?? []).flatMap((i) => [i.from?.tree, i.to?.tree].filter((e) => e !== undefined)),
];

/**
 * A new number for one typed: of about the same size and the same sign, never 0 for a number
 * that was not, and 1 kept where it was (x + 1 stays a unit step's shape half of the time).
 */
const another = (typed: string, random: Random): string => {
  const value = Number(typed);
  if (!Number.isInteger(value)) {
    const tenths = random.int(1, 99);
    return (tenths / 10).toString();
  }
  if (value === 0) return typed;
  const limit = Math.max(9, Math.min(99, value * 2));
  return String(random.int(value === 1 ? 1 : 2, limit));
};

/**
 * A problem like `text`, chosen by `seed` (the same seed gives the same problem), of the same
 * kind and method with different numbers.
 *
 * The numbers are changed (exponents kept) until the solver answers the new problem as the same
 * kind by the same method with as many solutions, as clean as the first one's and of the same
 * signs, keeping the lesson: an interval stays an interval, a root rejected stays rejected,
 * fractions stay in lowest terms (never 9x/9), numbers without a common factor keep none (never
 * 4sin(x) = 2 for 2sin(x) = 1), and the answer is another one. Where changed numbers alone rarely
 * solve cleanly (3^(x+1) = 27) a whole-number answer is planted and the right side worked out
 * from it. `expected` is the answer as `checkAnswer` takes it, or null for an expression (an
 * expansion, a derivative), which `checkWorking(problem, [answer])` grades.
 *
 * Errors (field `text`): the solver's own for a problem it cannot solve; `unsupported` when no
 * problem like it is found (a problem without numbers to change, or one whose method needs its
 * exact numbers). Each in `options.language` (English without one).
 *
 * @example
 * similarProblem('x^2-5x+6=0', 1).value.problem; // e.g. "x^2-9x+20=0", solved by factoring
 */
export function similarProblem(
  text: string,
  seed: number,
  options?: SimilarOptions,
): Result<SimilarProblem> {
  const language = options?.language;
  const first = solve(text);
  if (!first.ok) return failedIn(first.error, language);
  const pattern = patternOf(text, first.value);
  const random = createRandom(Number.isFinite(seed) ? Math.trunc(seed) : 0);
  // Exponents decide a kind (x² is quadratic), so they are kept, unless there is nothing else.
  const outside = [...text.matchAll(/(?<![\^_\d.])\d+(?:\.\d+)?/g)];
  const numbers = outside.length > 0 ? outside : [...text.matchAll(/\d+/g)];
  if (numbers.length === 0) return refusedIn('unsupported', 'text', 'similarNoNumbers', language);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let changed = '';
    let from = 0;
    for (const m of numbers) {
      changed += text.slice(from, m.index) + another(m[0], random);
      from = (m.index as number) + m[0].length;
    }
    changed += text.slice(from);
    // Every other try plants a whole-number answer and works the right side out from it, where
    // changed numbers alone almost never make one (3^(x+1) = 27).
    const planted = attempt % 2 === 1 ? withAnswer(changed, first.value, random) : undefined;
    const like = alike(pattern, planted ?? changed);
    if (like) return { ok: true, value: like };
  }
  return refusedIn('unsupported', 'text', 'similarNotFound', language);
}

/**
 * `text` (`left = n`) with its right side the left side's value at a whole number of the sign of
 * the first problem's answer, or undefined when the right side is not a number or the value is
 * not a whole number.
 */
const withAnswer = (text: string, first: SolveResult, random: Random): string | undefined => {
  const m = /^(.*[^<>≤≥!]=)(\s*)(-?\d+)\s*$/.exec(text);
  const sign = Math.sign(first.solutions[0]?.value ?? Number.NaN);
  if (!m || first.solutions.length !== 1 || !sign) return undefined;
  const left = parseMath((m[1] as string).slice(0, -1));
  if (!left.ok) return undefined;
  const [x, ...others] = variablesOf(left.value);
  if (!x || others.length > 0) return undefined;
  const value = evaluateMath(left.value, { [x]: sign * random.int(1, 6) });
  return Number.isInteger(value) && Math.abs(value) <= 10_000 && value !== 0
    ? `${m[1]}${m[2]}${value}`
    : undefined;
};

/** The text with every number written as #: two problems alike but for their numbers read the same. */
const shape = (text: string): string => text.replace(/\d+(?:\.\d+)?/g, '#');

/** What a problem like `text` must share with it, worked out once for every candidate. */
interface Pattern {
  text: string;
  shape: string;
  first: SolveResult;
  clean: number;
  signs: string;
  lesson: string;
}

const patternOf = (text: string, first: SolveResult): Pattern => ({
  text,
  shape: shape(text),
  first,
  clean: worst(first),
  signs: signs(first),
  lesson: lessonOf(first),
});

/**
 * `changed` as a similar problem of the pattern's, or undefined when it is not one: the same text
 * but for its numbers, other numbers, its fractions still proper and in lowest terms, solved as
 * the same kind by the same method with as many solutions, as clean and of the same signs.
 */
const alike = (pattern: Pattern, changed: string): SimilarProblem | undefined => {
  const { text, first } = pattern;
  if (changed === text || shape(changed) !== pattern.shape || !fractionsAlike(text, changed))
    return undefined;
  const next = solve(changed);
  if (!next.ok) return undefined;
  const s = next.value;
  if (
    s.kind !== first.kind ||
    s.method !== first.method ||
    s.solutions.length !== first.solutions.length ||
    s.outcome !== first.outcome ||
    worst(s) > pattern.clean ||
    signs(s) !== pattern.signs ||
    lessonOf(s) !== pattern.lesson ||
    (s.answer === first.answer && !s.outcome)
  )
    return undefined;
  return {
    problem: changed,
    kind: s.kind,
    method: s.method,
    practice: s.practice,
    expected: expectedAnswer(s),
    solution: s,
  };
};

/**
 * `problem` confirmed as a problem like `text`, as `similarProblem` would have made it: the same
 * problem but for its numbers, solved as the same kind by the same method, with as many answers,
 * as clean and of the same signs. It takes two solves where making one may take many, so a server
 * can check what a page made before it counts the answer.
 *
 * Errors: the solver's own (field `text`) when `text` cannot be solved; `invalid_value` (field
 * `problem`) when `problem` is not a problem like it. Each in `options.language` (English without
 * one).
 *
 * @example
 * confirmSimilarProblem('x^2-5x+6=0', 'x^2-9x+20=0').value.expected; // "4, 5"
 */
export function confirmSimilarProblem(
  text: string,
  problem: string,
  options?: SimilarOptions,
): Result<SimilarProblem> {
  if (typeof text !== 'string' || typeof problem !== 'string')
    return fail('invalid_value', 'Enter both problems as text', 'problem');
  const language = options?.language;
  const first = solve(text);
  if (!first.ok) return failedIn(first.error, language);
  const like = alike(patternOf(text, first.value), problem);
  return like
    ? { ok: true, value: like }
    : refusedIn('invalid_value', 'problem', 'similarNotLike', language);
}

/**
 * The answer of a solved problem as `checkAnswer` and `checkSimilarAnswer` take it as expected:
 * an inequality's set as inequalities (`x > 2`); the values of one unknown bare (`2, 3` for x = 2
 * or x = 3); those of several unknowns by name (`x = 2, y = 1`). Null when the answer is no value
 * to compare (an expression in an unknown, such as an expansion or a derivative, which is graded
 * as a one-line working by `checkWorking`; a result with no solutions, or every number or none).
 *
 * @example
 * expectedAnswer(solve('x^2-5x+6=0').value); // "2, 3"
 */
export const expectedAnswer = (s: SolveResult): string | null => {
  if (s?.set) return typeof s.answer === 'string' ? s.answer : null;
  if (s?.outcome) return null;
  // Anything but what `solve` returned (a value from an untyped caller) has no answer either.
  const trees: unknown[] = Array.isArray(s?.solutions) ? s.solutions.map((x) => x?.tree) : [];
  if (
    trees.length === 0 ||
    !trees.every(isMathNode) ||
    trees.some((v) => v.type !== 'relation' && contains(v, (n) => n.type === 'variable'))
  )
    return null;
  // Values of one unknown are given bare (2, 3), values of several by name (x = 2, y = 1).
  const names = new Set(
    trees.map((v) => (v.type === 'relation' ? toText(v.operands[0] as MathNode) : '')),
  );
  return trees
    .map((v) =>
      v.type === 'relation' && names.size === 1 ? toText(v.operands.at(-1) as MathNode) : toText(v),
    )
    .join(', ');
};

/**
 * Grades an answer to a similar problem, the one grading the browser and the server share: an
 * answer with a value (`expected`) by `checkAnswer`, so `0.5` counts for `1/2` and `x = 3, x = 4`
 * for `3, 4`; an expression (an expansion, a derivative: `expected` null) as a one-line working by
 * `checkWorking`, correct when it is finished (the line is the answer, with nothing left to do).
 * Every equivalent form counts: the solver's own answer line, `x = …` or bare, joined by "or", ","
 * or "and", `±`, surds and logarithms in any equal form (`x = (7 ± 3√5)/2`, `x = ln(2)/7`), sets
 * in braces, inequalities as chains, intervals and unions (`(−∞, −1]`, `x ∈ [−1, 1]`), an ordered
 * pair for a system (`(4, 1)`, `(x, y) = (4, 1)`), a restriction after an expression (`x + 3, x ≠
 * 2`) and any letter for + C.
 *
 * Errors: `unreadable_answer` (field `given`, with a sentence for the student) for an answer that
 * cannot be read, which is neither right nor wrong, so a caller lets the student write it again;
 * `invalid_value` (field `similar`) when `similar` is not a problem with its `expected`; and, for
 * an expression, the solver's own error on `problem` when the problem cannot be checked. The
 * sentences are in `options.language` (English without one).
 *
 * @example
 * checkSimilarAnswer({ problem: '3x+5=11', expected: '2' }, 'x = 2'); // { ok: true, value: { correct: true } }
 * checkSimilarAnswer({ problem: '(x+2)^2', expected: null }, 'x^2+4x+4'); // correct
 * checkSimilarAnswer({ problem: '3x+5=11', expected: '2' }, 'abc'); // error unreadable_answer
 */
export function checkSimilarAnswer(
  similar: Pick<SimilarProblem, 'problem' | 'expected'>,
  given: string,
  options?: SimilarOptions,
): Result<{ correct: boolean }> {
  if (
    typeof similar !== 'object' ||
    similar === null ||
    typeof similar.problem !== 'string' ||
    (similar.expected !== null && typeof similar.expected !== 'string')
  )
    return fail('invalid_value', 'similar must be a problem and its expected answer', 'similar');
  const { problem, expected } = similar;
  const language = options?.language;
  const answer = typeof given === 'string' ? given.trim() : '';
  if (answer === '') return refusedIn('unreadable_answer', 'given', 'similarNoAnswer', language);
  if (expected !== null) {
    const checked = checkAnswer(typedIn(answer, language), expected);
    return checked.ok
      ? { ok: true, value: { correct: checked.value.correct } }
      : failedIn(checked.error, language);
  }
  // The checker says its verdicts and refusals in the language itself.
  const worked = checkWorking(problem, [answer], language ? { language } : {});
  if (!worked.ok)
    // A line the checker refuses (too long to read) is the answer's fault; the rest the problem's.
    return worked.error.field === 'lines'
      ? fail('unreadable_answer', worked.error.message, 'given')
      : worked;
  const [line] = worked.value.lines;
  if (line?.status === 'unreadable')
    return line.reason
      ? fail('unreadable_answer', line.reason, 'given')
      : refusedIn('unreadable_answer', 'given', 'similarUnreadable', language);
  return { ok: true, value: { correct: worked.value.finished } };
}
