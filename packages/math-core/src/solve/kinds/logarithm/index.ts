/**
 * Logarithm expressions: a numeric logarithm's exact value (`log_4(8)` = 3/2, with
 * `simplifyLog`'s steps), expanding one logarithm (`log_2(8x)` = 3 + log₂(x)) and combining a
 * sum of logarithms into one (`log(2) + log(5)` = log(10) = 1, `log(x) + log(y)` = log(xy)).
 */

import { APPROXIMATE_DIGITS, approximateNode } from '../../../algebra/approximate';
import {
  contains,
  evalExact,
  hasVariable,
  isE,
  logBase,
  mapTree,
  NotExact,
} from '../../../algebra/reading';
import { oneValue, workOut } from '../../../algebra/workOut';
import { type ExactLogSay, exactLogWorked } from '../../../logarithm/simplifyLog';
import { approx, chain, eq, frac, ln, log, pow } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { perfectPower, type Q, SolveStop } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { RuleId, WorkedStep } from '../../../math/rules';
import { exactSolution, qNode, type Solution, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { checkValue, valueCondition } from '../../check';
import { type Case, kind } from '../../kind';
import {
  combineNote,
  condensedArgument,
  type LogNode,
  type LogTerm,
  numberValue,
  requireDefined,
  sumNode,
} from '../../methods/log-terms';
import { LOGARITHM_REFUSALS } from './refusals';

const baseKey = (node: LogNode): string => (node.base ? toText(node.base) : '10');

/** A sum of multiples of logarithms as its terms, or undefined when it is something else. */
const logTerms = (tree: MathNode, sign: Q = R.ONE): LogTerm[] | undefined => {
  switch (tree.type) {
    case 'log':
      return [{ k: sign, log: tree }];
    case 'neg':
      return logTerms(tree.arg, R.neg(sign));
    case 'binary': {
      if (tree.op === '+' || tree.op === '-') {
        const a = logTerms(tree.left, sign);
        const b = logTerms(tree.right, tree.op === '-' ? R.neg(sign) : sign);
        return a && b ? [...a, ...b] : undefined;
      }
      if (tree.op === '*' && !hasVariable(tree.left) && tree.right.type === 'log') {
        const k = E.rational(evalExact(tree.left));
        return k ? [{ k: R.mul(sign, k), log: tree.right }] : undefined;
      }
      return undefined;
    }
    default:
      return undefined;
  }
};

type Outcome = {
  kind: 'logarithm';
  method: string;
  answer: string;
  solutions: Solution[];
  steps: WorkedStep[];
};

const withBase = (arg: MathNode, like: LogNode): MathNode =>
  like.base ? log(arg, like.base) : log(arg);

/**
 * The exact value of a numeric logarithm, or undefined when it has none (the exact evaluator's
 * reading of a logarithm; a logarithm of 0 or less is still refused as undefined).
 */
const exactValue = (node: LogNode): Q | undefined => {
  try {
    return E.rational(evalExact(node));
  } catch (err) {
    if (err instanceof NotExact) return undefined;
    throw err;
  }
};
const splittable = (node: MathNode): boolean => {
  if (hasVariable(node)) return true;
  const value = numberValue(node);
  return value !== undefined && E.sign(value) > 0;
};

/**
 * A sum of multiples of logarithms that each have an exact value, worked out term by term:
 * 2.3log(10) = 2.3 × 1 = 2.3, 6.1 × log₂(8) = 6.1 × 3 = 18.3 (a decimal multiple would make the
 * combined argument a power with no exact value, 10^2.3). Undefined when a logarithm has none.
 */
const termByTerm = (tree: MathNode, terms: LogTerm[], decimals: boolean): Outcome | undefined => {
  const values = terms.map((t) => exactValue(t.log));
  if (values.some((v) => v === undefined)) return undefined;
  const steps = terms.map((t, i) =>
    step({ rule: 'logOfBase', form: 'exponent' }, eq(t.log, qNode(values[i] as Q))),
  );
  const replaced = mapTree(tree, (n) => {
    const at = terms.findIndex((t) => t.log === n);
    return at < 0 ? undefined : qNode(values[at] as Q);
  });
  const worked = workOut(replaced, decimals);
  return {
    kind: 'logarithm',
    method: 'exactLogarithms',
    answer: toText(worked.node),
    solutions: [solution(worked.node, worked.node)],
    steps: [
      ...steps.filter((st, i) => steps.findIndex((o) => o.text === st.text) === i),
      ...(toText(replaced) === toText(worked.node) ? [] : worked.steps),
    ],
  };
};

/** The rule each step of an exact logarithm's working applies, and the form of its note. */
const EXACT_SAID: Readonly<Record<ExactLogSay, readonly [RuleId, string]>> = {
  powerZero: ['exponentZero', 'exactPowerZero'],
  logOfOne: ['logDefinition', 'exactOfOne'],
  baseAsPower: ['asPower', 'exactBase'],
  valueAsPower: ['asPower', 'exactValue'],
  ratio: ['logDefinition', 'exactRatio'],
};

/** A numeric logarithm alone, or a sum of numeric logarithms of one base, worked out. */
export const numericLog = (tree: MathNode, decimals = false): Outcome | undefined => {
  const terms = logTerms(tree);
  if (
    !terms ||
    terms.length === 0 ||
    terms.some((t) => baseKey(t.log) !== baseKey(terms[0]?.log as LogNode))
  )
    return undefined;
  for (const t of terms) requireDefined(t.log);
  const first = terms[0] as LogTerm;
  const steps: WorkedStep[] = [];
  let single: LogNode = first.log;
  if (terms.length > 1 || !R.eq(first.k, R.ONE)) {
    // ln(e) + ln(e²), 2ln(e): e has no exact value to multiply into one argument, but each
    // logarithm of a power of e has one, so exact arithmetic works them out term by term.
    if (terms.some((t) => contains(t.log.arg, isE))) return undefined;
    const arg = condensedArgument(terms);
    let value: Q | undefined;
    try {
      value = E.rational(evalExact(arg));
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
    }
    if (!value || R.sign(value) <= 0) return termByTerm(tree, terms, decimals);
    single = withBase(qNode(value), first.log) as LogNode;
    const links = [tree, withBase(arg, first.log)];
    if (toText(links[1] as MathNode) !== toText(single)) links.push(single);
    steps.push(
      step(
        combineNote(terms),
        chain(links[0] as MathNode, ...links.slice(1).flatMap((l) => ['=' as const, l])),
      ),
    );
  }
  const exact = exactValue(single);
  const base = logBase(single);
  if (exact) {
    const answerNode = qNode(exact);
    const power = () =>
      steps.push(step({ rule: 'logDefinition', form: 'power' }, eq(single, answerNode)));
    // ln(1) = 0, ln(e) = 1, ln(e²) = 2: the power e is raised to, with no number to rewrite.
    if (base === 'e') power();
    else {
      const arg = E.rational(evalExact(single.arg)) as Q;
      const exactSteps = exactLogWorked(R.toNumber(base), R.toNumber(arg))?.working ?? [];
      const baseIsRoot = perfectPower({ p: base.p, q: base.q }).k === 1;
      if (!baseIsRoot && exactSteps.length > 0 && R.isInt(base) && R.isInt(arg))
        steps.push(
          ...exactSteps.map(({ say, statement }) => {
            const [rule, form] = EXACT_SAID[say];
            return step({ rule, form }, statement);
          }),
        );
      else {
        if (!R.isZero(exact))
          steps.push(
            step(
              { rule: 'asPower', form: 'ofTheBase' },
              eq(qNode(arg), pow(qNode(base), qNode(exact))),
            ),
          );
        power();
      }
    }
    return oneValue('logarithm', 'exactLogarithm', answerNode, steps);
  }
  const arg = E.rational(evalExact(single.arg)) as Q;
  const value = evaluateMath(single);
  if (base !== 'e')
    steps.push(
      step(
        { rule: 'changeBase', form: 'natural' },
        eq(single, frac(ln(qNode(arg)), ln(qNode(base)))),
      ),
    );
  steps.push(
    step(
      { rule: 'rounded', params: { digits: APPROXIMATE_DIGITS }, form: 'logValue' },
      approx(single, approximateNode(value)),
    ),
  );
  return {
    kind: 'logarithm',
    method: 'changeOfBase',
    // A decimal beside the exact value, as a tree the language writes.
    ...answerInWords({ id: 'value', params: { value: approx(single, approximateNode(value)) } }),
    solutions: [{ ...exactSolution(single, single), value }],
    steps,
  };
};

/** log(arg) split by the product, quotient and power rules into k·log(part) terms. */
const expandArg = (arg: MathNode, k: Q): { k: Q; arg: MathNode }[] => {
  switch (arg.type) {
    case 'binary':
      if (!splittable(arg.left) || !splittable(arg.right)) break;
      if (arg.op === '*') return [...expandArg(arg.left, k), ...expandArg(arg.right, k)];
      if (arg.op === '/') return [...expandArg(arg.left, k), ...expandArg(arg.right, R.neg(k))];
      break;
    case 'fraction':
      if (!splittable(arg.num) || !splittable(arg.den)) break;
      return [...expandArg(arg.num, k), ...expandArg(arg.den, R.neg(k))];
    case 'power': {
      if (hasVariable(arg.exponent) || !splittable(arg.base)) break;
      const e = E.rational(evalExact(arg.exponent));
      if (e) return expandArg(arg.base, R.mul(k, e));
      break;
    }
    case 'root': {
      const index = arg.index ? E.rational(evalExact(arg.index)) : R.int(2);
      if (index) return expandArg(arg.radicand, R.div(k, index));
      break;
    }
    default:
      break;
  }
  return [{ k, arg }];
};

/** Expand one logarithm of a product, quotient or power; combine a sum of logarithms. */
export const logExpression = (tree: MathNode): Outcome => {
  const terms = logTerms(tree);
  if (!terms || terms.length === 0)
    throw refuse('unsupported', LOGARITHM_REFUSALS, 'logarithmOnly');
  const first = terms[0] as LogTerm;
  if (terms.some((t) => baseKey(t.log) !== baseKey(first.log)))
    throw refuse('unsupported', LOGARITHM_REFUSALS, 'logarithmBases');
  for (const t of terms) requireDefined(t.log);
  const steps: WorkedStep[] = [];
  if (terms.length === 1 && R.eq(first.k, R.ONE)) {
    // Expand: numeric factors are worked out, each unknown factor gets its own logarithm.
    const parts = expandArg(first.log.arg, R.ONE);
    if (parts.length === 1) {
      steps.push(step({ rule: 'logLaws', form: 'cannotExpand' }, tree));
      return {
        kind: 'logarithm',
        method: 'expandLogarithms',
        answer: toText(tree),
        solutions: [solution(tree)],
        steps,
      };
    }
    const expanded = sumNode(parts.map((p) => ({ k: p.k, node: withBase(p.arg, first.log) })));
    steps.push(step({ rule: 'logLaws', form: 'expand' }, chain(tree, '=', expanded)));
    let constant = E.fromQ(R.ZERO);
    const rest: { k: Q; node: MathNode }[] = [];
    for (const p of parts) {
      const value = hasVariable(p.arg)
        ? undefined
        : exactValue(withBase(p.arg, first.log) as LogNode);
      if (value) constant = E.add(constant, E.fromQ(R.mul(p.k, value)));
      else rest.push({ k: p.k, node: withBase(p.arg, first.log) });
    }
    let result = expanded;
    if (rest.length < parts.length) {
      const c = E.rational(constant) as Q;
      const restNode = rest.length > 0 ? sumNode(rest) : undefined;
      result = !restNode
        ? qNode(c)
        : R.isZero(c)
          ? restNode
          : {
              type: 'binary',
              op: R.sign(c) < 0 ? '-' : '+',
              left: restNode,
              right: qNode(R.abs(c)),
            };
      if (restNode && !R.isZero(c)) {
        // The number first: 3 + log₂(x).
        result =
          R.sign(c) > 0 ? { type: 'binary', op: '+', left: qNode(c), right: restNode } : result;
      }
      steps.push(step({ rule: 'logOfBase', form: 'numbers' }, chain(expanded, '=', result)));
    }
    return {
      kind: 'logarithm',
      method: 'expandLogarithms',
      answer: toText(result),
      solutions: [solution(result)],
      steps,
    };
  }
  const condensed = withBase(condensedArgument(terms), first.log);
  steps.push(step({ rule: 'logLaws', form: 'condense' }, chain(tree, '=', condensed)));
  return {
    kind: 'logarithm',
    method: 'condenseLogarithms',
    answer: toText(condensed),
    solutions: [solution(condensed)],
    steps,
  };
};

export const logarithmKind = /* @__PURE__ */ kind({
  methods: {
    exactLogarithm: 'exact logarithm',
    exactLogarithms: 'exact logarithms',
    changeOfBase: 'change of base',
    expandLogarithms: 'expand',
    condenseLogarithms: 'condense',
  },
  id: 'logarithm',
  title: 'Logarithm expression',
  practice: 'logarithms',
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: 'log_4(8)',
  working: 'chain',
});

/** An expression in an unknown with a logarithm in it: `log_2(8x)`. */
export const logExpressionCase: Case = {
  matches: (tree) => hasVariable(tree) && contains(tree, (n) => n.type === 'log'),
  solve: (tree) => logExpression(tree),
};

/** A logarithm of numbers with an exact value (`log_4(8)`); any other falls through. */
export const numericLogCase: Case = {
  matches: (tree) => !hasVariable(tree) && contains(tree, (n) => n.type === 'log'),
  solve: (tree, { decimals }) => numericLog(tree, decimals),
};
