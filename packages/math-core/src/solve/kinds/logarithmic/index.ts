/**
 * Exponential equations (`2^(x+1) = 16`, `4^x = 8^(x-1)`, `3·2^x = 5`) and logarithmic
 * equations (`log_2(x) = 5`, `log(x) + log(x-3) = 1`): powers of one base have equal exponents,
 * otherwise logarithms are taken; logarithms are combined and rewritten as powers, and every
 * candidate is checked in the original equation, where an argument that is not positive rejects it.
 */

import { approximateNode } from '../../../algebra/approximate';
import * as P from '../../../algebra/poly';
import {
  contains,
  evalExact,
  exactLog,
  hasVariable,
  logBase,
  mapTree,
  powerOfE,
  substitute,
  toPoly,
} from '../../../algebra/reading';
import {
  chain,
  constant,
  eq,
  frac,
  list,
  log,
  neg,
  n as numberNode,
  pow,
  times,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, RATIONAL_REFUSALS } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { negLead, qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { fromRoots } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import {
  linearInLog,
  safeExact,
  show,
  type TranscendentalOutcome,
} from '../../methods/exponential';
import {
  combineNote,
  condensedArgument,
  type LogTerm,
  requireDefined,
} from '../../methods/log-terms';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { solveWithSymbol } from '../../methods/symbolic-linear';
import { collectLikeLogs, inCommonBase, logSum } from './bases';
import { LOGARITHMIC_REFUSALS } from './refusals';

const unsupported = (id: keyof typeof LOGARITHMIC_REFUSALS) =>
  refuse('unsupported', LOGARITHMIC_REFUSALS, id);

/**
 * k·u when a tree is log_b(cᵘ) with the unknown in u and k = log_b(c) a rational number:
 * ln(e^(2x)) = 2x, log₂(4ˣ) = 2x, log(10ˣ) = x. cᵘ is positive for every u, so no solution is lost
 * or gained.
 */
const logOfPower = (node: MathNode): MathNode | undefined => {
  if (node.type !== 'log' || node.arg.type !== 'power' || !hasVariable(node.arg.exponent))
    return undefined;
  const [base, c, u] = [logBase(node), node.arg.base, node.arg.exponent];
  let k: Q | undefined;
  if (base === 'e') k = powerOfE(c);
  else {
    const value = safeExact(c);
    const q = value && E.rational(value);
    k = q && R.sign(q) > 0 ? exactLog(q, base) : undefined;
  }
  // k = 0 (c = 1) would leave no unknown: the equation then goes its usual way.
  if (!k || R.isZero(k)) return undefined;
  const top = k.p === 1n ? u : k.p === -1n ? neg(u) : times(qNode(R.int(k.p)), u);
  return k.q === 1n ? top : frac(top, numberNode(k.q));
};

/**
 * The equation with every log_b(cᵘ) of a rational log_b(c) written as a multiple of u; undefined
 * when it has none. `ln(eˣ) = 3` becomes `x = 3`, which the polynomial solver finishes.
 */
export const logsOfPowersTakenApart = (equation: MathNode): MathNode | undefined => {
  let found = false;
  const taken = mapTree(equation, (n) => {
    const multiple = logOfPower(n);
    found ||= multiple !== undefined;
    return multiple;
  });
  return found ? taken : undefined;
};

/**
 * k when a tree is ln(eᵏ): a number in a logarithmic equation, not a logarithm to combine with
 * the others (e has no exact value to multiply into their argument).
 */
const lnOfPowerOfE = (node: MathNode): Q | undefined =>
  node.type === 'log' && logBase(node) === 'e' ? powerOfE(node.arg) : undefined;

/** Additive terms of a side: multiples of logarithms, and a numeric rest. */
const split = (node: MathNode, sign: Q, logs: LogTerm[], rest: Exact[]): void => {
  if (node.type === 'log') {
    const value = lnOfPowerOfE(node);
    if (value) rest.push(E.fromQ(R.mul(sign, value)));
    else logs.push({ k: sign, log: node });
    return;
  }
  if (node.type === 'neg') {
    split(node.arg, R.neg(sign), logs, rest);
    return;
  }
  if (node.type === 'binary' && (node.op === '+' || node.op === '-')) {
    split(node.left, sign, logs, rest);
    split(node.right, node.op === '-' ? R.neg(sign) : sign, logs, rest);
    return;
  }
  if (
    node.type === 'binary' &&
    node.op === '*' &&
    !hasVariable(node.left) &&
    node.right.type === 'log'
  ) {
    const k = E.rational(evalExact(node.left));
    if (k) {
      const value = lnOfPowerOfE(node.right);
      if (value) rest.push(E.fromQ(R.mul(R.mul(sign, k), value)));
      else logs.push({ k: R.mul(sign, k), log: node.right });
      return;
    }
  }
  if (
    (node.type === 'fraction' || (node.type === 'binary' && node.op === '/')) &&
    hasVariable(node) &&
    !hasVariable(node.type === 'fraction' ? node.den : node.right)
  ) {
    // log₂(x)/2: a logarithm over a number is a multiple of it, (1/2)·log₂(x).
    const [top, den] = node.type === 'fraction' ? [node.num, node.den] : [node.left, node.right];
    const d = E.rational(evalExact(den));
    if (d && R.isZero(d)) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
    if (d) {
      split(top, R.div(sign, d), logs, rest);
      return;
    }
  }
  if (hasVariable(node)) throw unsupported('logarithmicSides');
  rest.push(E.mul(E.fromQ(sign), evalExact(node)));
};

export const solveLogarithmic = (
  left: MathNode,
  right: MathNode,
  x: string,
): TranscendentalOutcome => {
  const steps: WorkedStep[] = [];
  const [leftLogs, rightLogs, leftRest, rightRest]: [LogTerm[], LogTerm[], Exact[], Exact[]] = [
    [],
    [],
    [],
    [],
  ];
  split(left, R.ONE, leftLogs, leftRest);
  split(right, R.ONE, rightLogs, rightRest);
  for (const t of [...leftLogs, ...rightLogs]) requireDefined(t.log);
  if (
    [...leftLogs, ...rightLogs].some((t) =>
      contains(t.log.arg, (n) => n.type === 'power' && hasVariable(n.exponent)),
    )
  )
    throw unsupported('logarithmicExponent');
  let logs = [...leftLogs, ...rightLogs.map((t) => ({ k: R.neg(t.k), log: t.log }))];
  let c = [...rightRest, ...leftRest.map(E.negate)].reduce(E.add, E.fromQ(R.ZERO));
  const key = (t: LogTerm) => (t.log.base ? toText(t.log.base) : '10');
  const collected = rightLogs.length > 0 || leftRest.length > 0;
  if (collected || contains(eq(left, right), (n) => lnOfPowerOfE(n) !== undefined))
    steps.push(
      step(
        collected
          ? { rule: 'sides', form: 'logarithms' }
          : { rule: 'logOfBase', form: 'powersOfE' },
        eq(logSum(logs), show(c)),
      ),
    );
  if (logs.some((t) => key(t) !== key(logs[0] as LogTerm))) {
    const common = inCommonBase(logs);
    if (!common) throw unsupported('logarithmicBases');
    logs = common.logs;
    steps.push(
      step(
        { rule: 'changeBase', params: { changes: list(...common.changes) }, form: 'powerBase' },
        eq(logSum(logs), show(c)),
      ),
    );
  }
  const like = collectLikeLogs(logs);
  if (like.length === 0) throw unsupported('logarithmicCancel');
  if (like.length < logs.length) {
    logs = like;
    steps.push(step({ rule: 'expand', form: 'logarithms' }, eq(logSum(logs), show(c))));
  }
  let first = logs[0] as LogTerm;
  const withBase = (arg: MathNode): MathNode =>
    first.log.base ? log(arg, first.log.base) : log(arg);
  if (logs.length === 1 && !R.eq(first.k, R.ONE)) {
    // 3ln(x) = 6: divide by the coefficient rather than write ln(x³), which holds for x > 0 only
    // and raises the degree.
    const k = first.k;
    c = E.div(c, E.fromQ(k));
    steps.push(
      step(
        k.p === 1n || k.p === -1n
          ? { rule: 'scale', params: { multiply: qNode(R.div(R.ONE, k)) } }
          : { rule: 'scale', params: { divide: qNode(k) } },
        eq(first.log, show(c)),
      ),
    );
    first = { k: R.ONE, log: first.log };
    logs = [first];
  }
  const argument =
    logs.length === 1 && R.eq(first.k, R.ONE) ? first.log.arg : condensedArgument(logs);
  const combined = argument !== first.log.arg;
  if (combined) steps.push(step(combineNote(logs), eq(withBase(argument), show(c))));
  const base = logBase(first.log);
  const baseNode = base === 'e' ? constant('e') : qNode(base);
  const cq = E.rational(c);
  // e¹ is written e (x = e, not x = e¹); a number base keeps its power: x = 5¹ = 5.
  const power = base === 'e' && cq && R.eq(cq, R.ONE) ? baseNode : pow(baseNode, show(c));
  // log_b(a) = c means a = bᶜ; the note says what that is here.
  const exponential: Say = {
    rule: 'logDefinition',
    params: { equation: eq(argument, power) },
    form: 'exponential',
  };
  const value =
    base !== 'e' && cq ? E.rational(tryPower(base, cq)) : cq && R.isZero(cq) ? R.ONE : undefined;
  const [num, den] =
    argument.type === 'fraction' ? [argument.num, argument.den] : [argument, undefined];
  let candidates: MathNode[];
  let status: 'roots' | 'none' | 'all' = 'roots';
  if (value) {
    const valueShown = qNode(value);
    steps.push(
      step(
        exponential,
        toText(power) === toText(valueShown)
          ? eq(argument, valueShown)
          : chain(argument, '=', power, '=', valueShown),
      ),
    );
    const rightSide = den ? (R.eq(value, R.ONE) ? den : times(valueShown, den)) : valueShown;
    if (den) steps.push(step({ rule: 'scale', form: 'denominator' }, eq(num, rightSide)));
    const o = solvePolynomial(num, rightSide, x);
    steps.push(...withoutAlone(o.steps));
    if (o.status === 'all') throw unsupported('logarithmicEverywhere');
    status = o.status;
    candidates = o.roots.map(E.toNode);
  } else if (
    !den &&
    cq &&
    argument.type === 'power' &&
    !hasVariable(argument.exponent) &&
    linearIn(argument.base, x)
  ) {
    // ln(x²) = 2: x² = e², so x = ±e (an even power) or x = e^(c/n) (an odd one).
    const n = E.rational(evalExact(argument.exponent));
    if (!n || !R.isInt(n) || n.p < 2n || n.p > 8n) throw unsupported('logarithmicNoExact');
    const r = R.div(cq, n);
    const exact = base === 'e' ? undefined : E.rational(tryPower(base, r));
    const one: MathNode = exact
      ? qNode(exact)
      : base === 'e' && R.eq(r, R.ONE)
        ? baseNode
        : pow(baseNode, qNode(r));
    const even = n.p % 2n === 0n;
    steps.push(step(exponential, eq(argument, power)));
    const inner = argument.base;
    const values = even ? [negLead(one), one] : [one];
    steps.push(
      step(
        n.p === 2n
          ? { rule: 'nthRoot', form: 'rootPowerSquare' }
          : n.p === 3n
            ? { rule: 'nthRoot', form: 'rootPowerCube' }
            : {
                rule: 'nthRoot',
                params: { index: n.p },
                form: even ? 'rootPowerEven' : 'rootPowerOdd',
              },
        list(...values.map((v) => eq(inner, v))),
      ),
    );
    // Each equation solved on its own; one step states both results (a step holds at every root).
    const own: WorkedStep[] = [];
    candidates = values.flatMap((v) => linearInLog(toPoly(inner), v, x, own, 'logarithms').roots);
    if (own.length > 0)
      steps.push(
        step(
          values.length > 1
            ? { rule: 'solveEach' }
            : { rule: 'solveFor', params: { unknown: variable(x) } },
          list(...candidates.map((r) => eq(variable(x), r))),
        ),
      );
  } else if (den && cq) {
    // ln(x) − ln(x − 1) = 1: x/(x − 1) = e, a linear equation with e in its coefficients.
    steps.push(step(exponential, eq(argument, power)));
    candidates = [solveWithSymbol(num, den, power, x, steps)];
  } else {
    const poly = toPoly(argument);
    if (den || P.degree(poly, x) !== 1) throw unsupported('logarithmicNoExact');
    steps.push(step(exponential, eq(argument, power)));
    candidates = linearInLog(poly, power, x, steps, 'logarithms').roots;
  }
  // Check every candidate: each logarithm's argument must be positive.
  const args = logs.filter((t) => hasVariable(t.log.arg)).map((t) => t.log.arg);
  const roots: MathNode[] = [];
  for (const candidate of candidates) {
    const at = { [x]: candidate };
    const root = eq(variable(x), candidate);
    const bad = args.find((a) => !(evaluateMath(substitute(a, at)) > 0));
    if (bad) {
      const exact = safeExact(substitute(bad, at));
      const shown = exact ? show(exact) : approximateNode(evaluateMath(substitute(bad, at)));
      const substituted = substitute(bad, at);
      const zero = exact !== undefined && exact.length === 0;
      const statement =
        toText(substituted) === toText(shown)
          ? chain(shown, zero ? '=' : '<', numberNode(0))
          : zero
            ? chain(substituted, '=', numberNode(0))
            : chain(substituted, exact ? '=' : '≈', shown, '<', numberNode(0));
      steps.push(
        step(
          {
            rule: 'logDefined',
            params: { root, argument: bad, logarithm: withBase(bad) },
            form: zero ? 'checkZero' : 'checkNegative',
          },
          statement,
        ),
      );
    } else {
      steps.push(
        step(
          { rule: 'check', params: { root }, form: 'logarithms' },
          eq(substitute(left, at), substitute(right, at)),
        ),
      );
      roots.push(candidate);
    }
  }
  if (roots.length === 0) status = 'none';
  const method = combined ? 'combineLogarithms' : 'exponentialForm';
  return { method, status, roots, steps };
};

/** Whether a tree is a polynomial of degree 1 in x. */
const linearIn = (node: MathNode, x: string): boolean => {
  try {
    return P.degree(toPoly(node), x) === 1;
  } catch {
    return false;
  }
};

const tryPower = (base: Q, exponent: Q): Exact => {
  try {
    return E.power(E.fromQ(base), exponent);
  } catch {
    return E.PI; // not rational: the caller takes the symbolic route
  }
};

export const logarithmicKind = /* @__PURE__ */ kind({
  methods: {
    combineLogarithms: 'combine logarithms and check the domain',
    exponentialForm: 'exponential form and check the domain',
    exponentOutThen: 'exponent out of the logarithm, then {rest}',
  },
  id: 'logarithmic',
  title: 'Logarithmic equation',
  practice: 'logarithms',
  example: 'log(x)+log(x-3)=1',
});

/** An equation with the unknown inside a logarithm: `log(x)+log(x-3)=1`. */
export const logarithmicCase: EquationCase = {
  matches: ({ both }) => contains(both, (n) => n.type === 'log' && hasVariable(n)),
  solve: ({ left, right, x }) => {
    const o = solveLogarithmic(left, right, x);
    return fromRoots('logarithmic', o.method, x, o.status, o.roots, o.steps);
  },
};
