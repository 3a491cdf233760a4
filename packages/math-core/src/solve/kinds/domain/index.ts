/**
 * The domain of a function, asked in words: "the domain of f(x) = sqrt(x - 2)" is x ≥ 2, [2, ∞);
 * "domain of 1/(x^2 - 4)" is every x but −2 and 2; "find the domain of ln(x + 3)". Worked as a
 * course does it: each part that restricts x named with what it needs (a square root's inside at
 * least 0, a denominator not 0, a logarithm's inside above 0), where each need holds, and the x
 * where all of them hold, as inequalities and in interval notation.
 *
 * The kind checks its answer itself, in floating point from the function as typed: the function
 * has a real value at sample points inside the domain, and none at sample points outside it.
 */

import { domainOf } from '../../../algebra/domain';
import { hasVariable, variablesOf } from '../../../algebra/reading';
import type { Interval, RealSet } from '../../../algebra/real-set';
import { alternatives, chain, n as numberNode, text, variable } from '../../../math/build';
import { compileMath } from '../../../math/evaluateMath';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { type AnswerParam, answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type Command, kind, sides } from '../../kind';
import { DOMAIN_ANSWERS } from './answers';
import { rangeProblem, unionParam } from './range';
import { DOMAIN_REFUSALS } from './refusals';

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them; the maths is the pattern's group.
 */
const phrases = (): RegExp[] => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|give|determine|state|work\s+out|what\s+is|what['’]s|whats)\s+)?(?:the\s+)?`;
  return [
    new RegExp(
      String.raw`${LEAD}domain\s+(?:of|for)\s+(?:the\s+function\s+)?(.+?)\s*[?.!]*\s*$`,
      'i',
    ),
    new RegExp(
      String.raw`${LEAD}(?:values\s+of\s+x\s+)?(?:for\s+which|where)\s+(.+?)\s+is\s+defined\s*[?.!]*\s*$`,
      'i',
    ),
  ];
};

const PHRASES = /* @__PURE__ */ phrases();

/** "range of …", "what is the range of the function …": the maths is the pattern's group. */
const rangePhrase = (): RegExp =>
  /^\s*(?:please\s+)?(?:(?:find|give|determine|state|work\s+out|what\s+is|what['’]s|whats)\s+)?(?:the\s+)?range\s+(?:of|for)\s+(?:the\s+function\s+)?(.+?)\s*[?.!]*\s*$/i;

const RANGE = /* @__PURE__ */ rangePhrase();

/** The function's maths in the text, when the words ask for its range (a list of numbers is statistics'). */
export const readRange = (text: string): string | undefined => {
  const maths = RANGE.exec(text)?.[1]?.trim();
  return maths && /[a-z]/i.test(maths) ? maths : undefined;
};

/** The function's maths in the text, when the words ask for its domain. */
export const readDomain = (text: string): string | undefined => {
  for (const pattern of PHRASES) {
    const maths = pattern.exec(text)?.[1]?.trim();
    if (maths) return maths;
  }
  return undefined;
};

const unsupported = (id: keyof typeof DOMAIN_REFUSALS) =>
  refuse('unsupported', DOMAIN_REFUSALS, id);

/** y = …, f(x) = … or the expression alone. */
const functionOf = (tree: MathNode): MathNode => {
  if (tree.type !== 'relation') return tree;
  const [left, right] = sides(tree);
  if (
    tree.relations.length === 1 &&
    tree.relations[0] === '=' &&
    ((left.type === 'variable' && left.name === 'y') ||
      (left.type === 'function' && left.args.length === 1 && left.args[0]?.type === 'variable'))
  )
    return right;
  throw unsupported('domainFunction');
};

/** The rule of each need: a root's radicand at least 0, a logarithm's argument above 0, a denominator not 0. */
const NEED = { '≥': 'rootPositive', '>': 'logDefined', '≠': 'noDivideByZero' } as const;

/** One interval as inequalities in x: x ≥ 2, −2 < x < 2, every x. */
const inequality = (piece: Interval, X: MathNode): MathNode => {
  const low = Number.isFinite(piece.lo.value);
  const high = Number.isFinite(piece.hi.value);
  if (low && high)
    return chain(piece.lo.node, piece.loIn ? '≤' : '<', X, piece.hiIn ? '≤' : '<', piece.hi.node);
  if (low) return chain(X, piece.loIn ? '≥' : '>', piece.lo.node);
  if (high) return chain(X, piece.hiIn ? '≤' : '<', piece.hi.node);
  return text(`every ${toText(X)}`);
};

/** The domain of the function typed, with its steps, checked before it is given. */
export const domainProblem = (tree: MathNode): Answered & { problem: MathNode } => {
  const f = functionOf(tree);
  const names = variablesOf(f);
  if (names.length > 1) throw unsupported('domainOneLetter');
  const x = names[0] ?? 'x';
  const X = variable(x);
  const domain = domainOf(f);
  const all = (set: RealSet) => set.flatMap((p) => [p.lo, p.hi]);
  if (
    !domain ||
    domain.punctured ||
    [domain.set, ...domain.conditions.map((c) => c.holds)].some((s) =>
      all(s).some((p) => p.approximate),
    )
  )
    throw unsupported('domainExact');
  const steps: WorkedStep[] = [];
  // A logarithm's base is a number: it restricts nothing.
  for (const { condition, holds } of domain.conditions.filter((c) => hasVariable(c.condition.g))) {
    const where = holds.map((p) => inequality(p, X));
    const need = { subject: condition.subject, expression: condition.g };
    steps.push(
      step(
        {
          rule: NEED[condition.rel],
          params:
            where.length === 0
              ? need
              : {
                  ...need,
                  where: where.length === 1 ? (where[0] as MathNode) : alternatives(...where),
                },
          form: where.length === 0 ? 'domainNever' : 'domainNeeds',
        },
        chain(condition.g, condition.rel, numberNode(0)),
      ),
    );
  }
  const pieces = domain.set.map((p) => inequality(p, X));
  if (steps.length === 0)
    steps.push(
      step(
        { rule: 'conditions', params: { function: f, unknown: x }, form: 'domainNothing' },
        text(`every ${x}`),
      ),
    );
  else
    steps.push(
      step(
        { rule: 'both', form: 'domainAll' },
        pieces.length === 1
          ? (pieces[0] as MathNode)
          : text(pieces.map((p) => toText(p)).join(' or ')),
      ),
    );
  check(f, x, domain.set);
  // Said as the pieces (every x alone is words) and the intervals, in words of the language.
  const values: AnswerParam = pieces.length
    ? {
        join: 'or',
        items: domain.set.map((p, i) =>
          Number.isFinite(p.lo.value) || Number.isFinite(p.hi.value)
            ? (pieces[i] as MathNode)
            : { id: 'everyOf', params: { unknown: X } },
        ),
      }
    : { id: 'noRealNumber' };
  const intervals = unionParam(
    domain.set.map((p) => ({
      ...(Number.isFinite(p.lo.value) ? { lo: p.lo.node } : {}),
      ...(Number.isFinite(p.hi.value) ? { hi: p.hi.node } : {}),
      loIn: p.loIn,
      hiIn: p.hiIn,
    })),
  );
  const worded = answerInWords({ id: 'domainSet', params: { values, intervals } }, DOMAIN_ANSWERS);
  return {
    kind: 'domain',
    method: 'conditionsOnX',
    ...worded,
    solutions: pieces.map((p) => ({ ...solution(p), name: 'domain' })),
    ...(pieces.length ? {} : { outcome: 'none' as const }),
    steps,
    problem: tree,
  };
};

/** Whether t is in the set. */
const inSet = (set: RealSet, t: number): boolean =>
  set.some(
    (p) =>
      (t > p.lo.value || (p.loIn && t === p.lo.value)) &&
      (t < p.hi.value || (p.hiIn && t === p.hi.value)),
  );

/** Real values inside the domain and none outside it, at sample points and the ends. */
/** How far inside and outside each end of the domain the check samples f. */
const BESIDE_END = 1e-3;

const check = (f: MathNode, x: string, set: RealSet): void => {
  const ends = set.flatMap((p) => [p.lo.value, p.hi.value]).filter(Number.isFinite);
  const points = [
    -9.7,
    -4.3,
    -2.05,
    -0.6,
    0.15,
    1.3,
    2.7,
    5.2,
    8.9,
    ...ends.flatMap((e) => [e - BESIDE_END, e + BESIDE_END]),
  ];
  const at = compileMath(f, x);
  for (const t of points) {
    const v = at(t);
    if (Number.isFinite(v) !== inSet(set, t)) throw unchecked();
  }
};

const domainOnly = /* @__PURE__ */ kind({
  methods: {
    conditionsOnX: 'conditions on x',
    insideOut: 'the values of each part, from the inside out',
  },
  id: 'domain',
  title: 'Domain of a function',
  practice: null,
  check: 'own',
  example: 'domain of f(x) = sqrt(x - 2)',
});

/** The domain kind, which answers the range too (its problem is then range(…)). */
export const domainKind = /* @__PURE__ */ (() => ({
  ...domainOnly,
  title: (problem: MathNode) =>
    problem.type === 'function' && problem.name === 'range' ? 'rangeOf' : domainOnly.title(problem),
  titles: { ...domainOnly.titles, rangeOf: 'Range of a function' },
}))();

/** "the domain of …" or "the range of …": worked out and checked. */
export const domainCommand: Command = {
  read: (text) => {
    const range = readRange(text);
    if (range !== undefined)
      return { maths: range, solve: (tree) => rangeProblem(functionOf(tree), tree) };
    const maths = readDomain(text);
    return maths === undefined ? undefined : { maths, solve: (tree) => domainProblem(tree) };
  },
};
