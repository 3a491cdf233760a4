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
  isE,
  logBase,
  mapTree,
  powerOfE,
  substitute,
  toPoly,
} from '../../../algebra/reading';
import { valueNode } from '../../../algebra/workOut';
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
import { perfectPower, type Q, SolveStop } from '../../../math/rational';
import type { ExplainedStep } from '../../../math/rules';
import { negLead, qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { fromRoots } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { solveWithSymbol } from '../../methods/symbolic-linear';
import { combineNote, condensedArgument, type LogTerm, requireDefined } from '../logarithm';
import { collectLikeLogs, inCommonBase, logSum } from './bases';

interface TranscendentalOutcome {
  method: string;
  status: 'roots' | 'none' | 'all';
  roots: MathNode[];
  steps: ExplainedStep[];
  /** The answer when it is a range of the unknown rather than roots (`x > 0` for 0^x = 0). */
  range?: MathNode;
}

const unsupported = (message: string): SolveStop => new SolveStop('unsupported', message);
const show = (x: Exact): MathNode => valueNode(x, false);

const NOT_ISOLATED = 'This kind of exponential or logarithmic equation is not supported';

/**
 * Peel constants off the side with the unknown until `wanted` is alone: 3·2^x + 1 = 7 → 2^x = 2,
 * 2∛x − 3 = 5 → ∛x = 4; `refusal` is the message when something else is in the way.
 */
export const isolate = (
  side: MathNode,
  value: Exact,
  wanted: (n: MathNode) => boolean,
  steps: ExplainedStep[],
  refusal = NOT_ISOLATED,
): [MathNode, Exact] => {
  let [l, c] = [side, value];
  for (let i = 0; i < 12 && !wanted(l); i++) {
    let note: string;
    if (l.type === 'neg') {
      [l, c, note] = [l.arg, E.negate(c), 'Multiply both sides by −1'];
    } else if (l.type === 'binary' && (l.op === '+' || l.op === '-') && !hasVariable(l.right)) {
      const k = evalExact(l.right);
      note = `${l.op === '+' ? 'Subtract' : 'Add'} ${toText(show(k))} ${l.op === '+' ? 'from' : 'to'} both sides`;
      [l, c] = [l.left, l.op === '+' ? E.sub(c, k) : E.add(c, k)];
    } else if (l.type === 'binary' && (l.op === '+' || l.op === '-') && !hasVariable(l.left)) {
      const k = evalExact(l.left);
      note = `Subtract ${toText(show(k))} from both sides`;
      [l, c] = [l.op === '+' ? l.right : { type: 'neg', arg: l.right }, E.sub(c, k)];
    } else if (l.type === 'binary' && l.op === '*' && !hasVariable(l.left)) {
      const k = evalExact(l.left);
      note = `Divide both sides by ${toText(show(k))}`;
      [l, c] = [l.right, E.div(c, k)];
    } else if (l.type === 'binary' && l.op === '*' && !hasVariable(l.right)) {
      const k = evalExact(l.right);
      note = `Divide both sides by ${toText(show(k))}`;
      [l, c] = [l.left, E.div(c, k)];
    } else if (
      (l.type === 'fraction' || (l.type === 'binary' && l.op === '/')) &&
      !hasVariable(l.type === 'fraction' ? l.den : l.right)
    ) {
      const [top, den] = l.type === 'fraction' ? [l.num, l.den] : [l.left, l.right];
      const k = evalExact(den);
      note = `Multiply both sides by ${toText(show(k))}`;
      [l, c] = [top, E.mul(c, k)];
    } else throw unsupported(refusal);
    steps.push(step(note, eq(l, show(c)), /^(Multiply|Divide)/.test(note) ? 'scale' : 'sides'));
  }
  if (!wanted(l)) throw unsupported(refusal);
  return [l, c];
};

type PowerNode = Extract<MathNode, { type: 'power' }>;
const isPower = (n: MathNode): boolean =>
  n.type === 'power' && hasVariable(n.exponent) && !hasVariable(n.base);

/** A rational base as root^k with the largest k (8 = 2³), for writing sides as powers of one root. */
const asPower = (q: Q): { root: Q; k: number } => {
  const { root, k } = perfectPower({ p: q.p, q: q.q });
  return { root: R.rat(root.p, root.q), k };
};

const rationalBase = (node: MathNode): Q => {
  const b = E.rational(evalExact(node));
  if (!b || R.sign(b) <= 0 || R.eq(b, R.ONE))
    throw unsupported(
      'The base of a power with the unknown in its exponent must be a positive number other than 1',
    );
  return b;
};

/** Solve exponent = value (both polynomial in x) after "equal powers have equal exponents". */
const equateExponents = (
  left: MathNode,
  right: MathNode,
  x: string,
  steps: ExplainedStep[],
): TranscendentalOutcome => {
  const l = P.toNode(toPoly(left));
  const r = P.toNode(toPoly(right));
  steps.push(step('Equal powers of the same base have equal exponents', eq(l, r), 'samePower'));
  if (toText(l) === x && !hasVariable(r))
    return { method: 'equal bases', status: 'roots', roots: [r], steps };
  const o = solvePolynomial(l, r, x);
  steps.push(...withoutAlone(o.steps));
  return { method: 'equal bases', status: o.status, roots: o.roots.map(E.toNode), steps };
};

const scaledExponent = (exponent: MathNode, k: number): MathNode =>
  k === 1 ? exponent : P.toNode(P.scale(toPoly(exponent), R.int(k)));

export const solveExponential = (
  left: MathNode,
  right: MathNode,
  x: string,
): TranscendentalOutcome => {
  const steps: ExplainedStep[] = [];
  if (hasVariable(left) && hasVariable(right)) {
    if (!isPower(left) || !isPower(right))
      throw unsupported(
        'With the unknown on both sides, each side must be a single power, such as 4^x = 8^(x-1)',
      );
    const [a, b] = [left as PowerNode, right as PowerNode];
    if (isE(a.base) && isE(b.base)) return equateExponents(a.exponent, b.exponent, x, steps);
    if (isE(a.base) || isE(b.base))
      throw unsupported('Powers of unrelated bases (such as 2^x = e^(x-1)) are not supported');
    const [pa, pb] = [asPower(rationalBase(a.base)), asPower(rationalBase(b.base))];
    if (!R.eq(pa.root, pb.root))
      throw unsupported('Powers of unrelated bases (such as 2^x = 3^(x-1)) are not supported');
    const root = qNode(pa.root);
    const [ea, eb] = [scaledExponent(a.exponent, pa.k), scaledExponent(b.exponent, pb.k)];
    if (pa.k !== 1 || pb.k !== 1)
      steps.push(
        step(
          `Write both sides as powers of ${toText(root)}`,
          eq(pow(root, ea), pow(root, eb)),
          'asPower',
        ),
      );
    return equateExponents(ea, eb, x, steps);
  }
  const [side, other] = hasVariable(left) ? [left, right] : [right, left];
  if (side !== left) steps.push(step('Swap the sides', eq(side, other), 'swap'));
  // e^(2x) = e³: e has no exact value to isolate the power with, but equal powers of e have
  // equal exponents.
  const k = powerOfE(other);
  if (k && side.type === 'power' && isE(side.base))
    return equateExponents(side.exponent, qNode(k), x, steps);
  const [power, c] = isolate(side, evalExact(other), isPower, steps);
  const { base, exponent } = power as PowerNode;
  const special = specialBase(power as PowerNode, c, x, steps);
  if (special) return special;
  if (E.sign(c) <= 0) {
    steps.push(
      step(
        `${toText(power)} is positive for every ${x}, so it never equals ${toText(show(c))}: there are no real solutions`,
        chain(power, '>', numberNode(0)),
        'positivePower',
      ),
    );
    return { method: 'exponential equation', status: 'none', roots: [], steps };
  }
  const cq = E.rational(c);
  if (cq && R.eq(cq, R.ONE)) {
    steps.push(
      step(
        `A power equals 1 when its exponent is 0`,
        eq(power, pow(base, numberNode(0))),
        'exponentZero',
      ),
    );
    return equateExponents(exponent, numberNode(0), x, steps);
  }
  if (!isE(base) && cq) {
    const b = rationalBase(base);
    const [pb, pc] = [asPower(b), asPower(cq)];
    const sign = R.eq(pb.root, pc.root) ? 1 : R.eq(pb.root, R.div(R.ONE, pc.root)) ? -1 : 0;
    if (sign !== 0) {
      const root = qNode(pb.root);
      const ea = scaledExponent(exponent, pb.k);
      const kc = R.int(sign * pc.k);
      steps.push(
        step(
          pb.k === 1
            ? `Write ${toText(show(c))} as a power of ${toText(root)}`
            : `Write both sides as powers of ${toText(root)}`,
          eq(pow(root, ea), pow(root, qNode(kc))),
          'asPower',
        ),
      );
      return equateExponents(ea, qNode(kc), x, steps);
    }
  }
  // No common base: take logarithms. The exponent must be linear: p·x + q = log_b(c).
  const poly = toPoly(exponent);
  if (P.degree(poly, x) !== 1)
    throw unsupported(
      'An exponent that is not linear needs a power of the same base on the other side',
    );
  const logged = isE(base) ? log(show(c), constant('e')) : log(show(c), base);
  steps.push(
    step(
      isE(base)
        ? 'Take the natural logarithm of both sides'
        : `Take the logarithm base ${toText(base)} of both sides`,
      eq(P.toNode(poly), logged),
      'takeLog',
    ),
  );
  return linearInLog(poly, logged, x, steps, 'logarithms');
};

/**
 * b^u = c for a base of 0, 1 or a negative number, where "take logarithms" does not apply:
 * 1^u is 1 for every u; 0^u is 0 for u > 0 and undefined otherwise (0⁰ is undefined, and a
 * negative power of 0 divides by zero); a negative base is real only for some exponents.
 * Undefined for any other base.
 */
const specialBase = (
  power: PowerNode,
  c: Exact,
  x: string,
  steps: ExplainedStep[],
): TranscendentalOutcome | undefined => {
  const value = safeExact(power.base);
  const b = value && E.rational(value);
  if (!b) return undefined;
  if (R.sign(b) < 0)
    throw unsupported(
      `A negative base is only defined for some ${x}: ${toText(power)} is a real number only where its exponent is a whole number or a fraction with an odd denominator, so this equation is not solved`,
    );
  const none = { method: 'exponential equation', status: 'none' as const, roots: [], steps };
  const shownC = toText(show(c));
  if (R.eq(b, R.ONE)) {
    toPoly(power.exponent); // an exponent defined for every real x (no unknown in a denominator)
    const cq = E.rational(c);
    if (cq && R.eq(cq, R.ONE)) {
      steps.push(
        step(
          `1 to any power is 1, so every real ${x} is a solution`,
          eq(power, numberNode(1)),
          'oneToAny',
        ),
      );
      return { method: 'base 1', status: 'all', roots: [], steps };
    }
    steps.push(
      step(
        `1 to any power is 1, so ${toText(power)} never equals ${shownC}: there are no real solutions`,
        eq(power, numberNode(1)),
        'oneToAny',
      ),
    );
    return none;
  }
  if (!R.isZero(b)) return undefined;
  const u = power.exponent;
  if (E.sign(c) !== 0) {
    steps.push(
      step(
        `${toText(power)} is 0 where it is defined (${toText(u)} > 0) and undefined for ${toText(u)} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so it never equals ${shownC}: there are no real solutions`,
        eq(power, numberNode(0)),
        'zeroToAny',
      ),
    );
    return none;
  }
  const poly = toPoly(u);
  if (P.degree(poly, x) !== 1)
    throw unsupported(
      `${toText(power)} = 0 exactly where ${toText(u)} > 0; solving that inequality is not supported`,
    );
  steps.push(
    step(
      `${toText(power)} = 0 for every ${toText(u)} > 0, and is undefined for ${toText(u)} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so the solutions are where ${toText(u)} > 0`,
      chain(u, '>', numberNode(0)),
      'zeroToAny',
    ),
  );
  const [a, q] = [P.coeff(poly, x, 1), P.constant(poly)];
  const bound = R.div(R.neg(q), a);
  const range: MathNode = chain(variable(x), R.sign(a) > 0 ? '>' : '<', qNode(bound));
  if (toText(range) !== toText(chain(u, '>', numberNode(0))))
    steps.push(
      step(
        R.sign(a) > 0
          ? 'Solve the inequality for the unknown'
          : 'Solve the inequality for the unknown (dividing by a negative number turns > into <)',
        range,
        'ineqScale',
      ),
    );
  return { method: 'base 0', status: 'roots', roots: [], steps, range };
};

/** p·x + q = L for a symbolic L: x = (L − q)/p, with its steps. */
const linearInLog = (
  poly: P.Poly,
  value: MathNode,
  x: string,
  steps: ExplainedStep[],
  method: string,
): TranscendentalOutcome => {
  const p = P.coeff(poly, x, 1);
  const q = P.constant(poly);
  let top = value;
  if (!R.isZero(q)) {
    top = { type: 'binary', op: R.sign(q) > 0 ? '-' : '+', left: value, right: qNode(R.abs(q)) };
    steps.push(
      step(
        `${R.sign(q) > 0 ? 'Subtract' : 'Add'} ${toText(qNode(R.abs(q)))} ${R.sign(q) > 0 ? 'from' : 'to'} both sides`,
        eq(P.toNode(P.scale(P.varPoly(x), p)), top),
        'sides',
      ),
    );
  }
  let root = top;
  if (!R.eq(p, R.ONE)) {
    root = R.eq(p, R.int(-1)) ? { type: 'neg', arg: top } : frac(top, qNode(p));
    steps.push(step(`Divide both sides by ${toText(qNode(p))}`, eq(variable(x), root), 'scale'));
  }
  if (root === value && toText(P.toNode(poly)) !== x)
    steps.push(step('Solve for x', eq(variable(x), root), 'solveEach'));
  if (!Number.isFinite(evaluateMath(root)))
    throw unsupported('This equation has no real value to show');
  return { method, status: 'roots', roots: [root], steps };
};

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
    if (d && R.isZero(d)) throw new SolveStop('invalid_value', 'The problem divides by zero');
    if (d) {
      split(top, R.div(sign, d), logs, rest);
      return;
    }
  }
  if (hasVariable(node))
    throw unsupported(
      'Each side of a logarithmic equation must be a sum of logarithms and numbers',
    );
  rest.push(E.mul(E.fromQ(sign), evalExact(node)));
};

export const solveLogarithmic = (
  left: MathNode,
  right: MathNode,
  x: string,
): TranscendentalOutcome => {
  const steps: ExplainedStep[] = [];
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
    throw unsupported(
      'An unknown exponent inside a logarithm needs a power of its base, as in ln(eˣ) or log₂(4ˣ)',
    );
  let logs = [...leftLogs, ...rightLogs.map((t) => ({ k: R.neg(t.k), log: t.log }))];
  let c = [...rightRest, ...leftRest.map(E.negate)].reduce(E.add, E.fromQ(R.ZERO));
  const key = (t: LogTerm) => (t.log.base ? toText(t.log.base) : '10');
  const collected = rightLogs.length > 0 || leftRest.length > 0;
  if (collected || contains(eq(left, right), (n) => lnOfPowerOfE(n) !== undefined))
    steps.push(
      step(
        collected
          ? 'Collect the logarithms on the left and the numbers on the right'
          : 'Work out the logarithms of powers of e: ln(eᵏ) = k',
        eq(logSum(logs), show(c)),
        collected ? 'sides' : 'logOfBase',
      ),
    );
  if (logs.some((t) => key(t) !== key(logs[0] as LogTerm))) {
    const common = inCommonBase(logs);
    if (!common)
      throw unsupported(
        'Logarithms with different bases are supported in one equation when the bases are powers of one number, such as log_2(x) + log_4(x) = 3',
      );
    logs = common.logs;
    steps.push(
      step(
        `Change of base, log_(bᵏ)(a) = log_b(a)/k: ${common.changes.join(', ')}`,
        eq(logSum(logs), show(c)),
        'changeBase',
      ),
    );
  }
  const like = collectLikeLogs(logs);
  if (like.length === 0)
    throw unsupported('The logarithms cancel: there is no unknown left to solve for');
  if (like.length < logs.length) {
    logs = like;
    steps.push(
      step('Collect the multiples of the same logarithm', eq(logSum(logs), show(c)), 'expand'),
    );
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
          ? `Multiply both sides by ${toText(qNode(R.div(R.ONE, k)))}`
          : `Divide both sides by ${toText(qNode(k))}`,
        eq(first.log, show(c)),
        'scale',
      ),
    );
    first = { k: R.ONE, log: first.log };
    logs = [first];
  }
  const argument =
    logs.length === 1 && R.eq(first.k, R.ONE) ? first.log.arg : condensedArgument(logs);
  const combined = argument !== first.log.arg;
  if (combined) steps.push(step(combineNote(logs), eq(withBase(argument), show(c)), 'logLaws'));
  const base = logBase(first.log);
  const baseNode = base === 'e' ? constant('e') : qNode(base);
  const cq = E.rational(c);
  // e¹ is written e (x = e, not x = e¹); a number base keeps its power: x = 5¹ = 5.
  const power = base === 'e' && cq && R.eq(cq, R.ONE) ? baseNode : pow(baseNode, show(c));
  // log_b(a) = c means a = bᶜ; the note says what that is here.
  const exponential = `Rewrite in exponential form: ${toText(eq(argument, power))}`;
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
        'logDefinition',
      ),
    );
    const rightSide = den ? (R.eq(value, R.ONE) ? den : times(valueShown, den)) : valueShown;
    if (den)
      steps.push(step('Multiply both sides by the denominator', eq(num, rightSide), 'scale'));
    const o = solvePolynomial(num, rightSide, x);
    steps.push(...withoutAlone(o.steps));
    if (o.status === 'all')
      throw unsupported('This logarithmic equation holds wherever it is defined');
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
    if (!n || !R.isInt(n) || n.p < 2n || n.p > 8n)
      throw unsupported('This logarithmic equation has no exact solution the solver can show');
    const r = R.div(cq, n);
    const exact = base === 'e' ? undefined : E.rational(tryPower(base, r));
    const one: MathNode = exact
      ? qNode(exact)
      : base === 'e' && R.eq(r, R.ONE)
        ? baseNode
        : pow(baseNode, qNode(r));
    const even = n.p % 2n === 0n;
    steps.push(step(exponential, eq(argument, power), 'logDefinition'));
    const inner = argument.base;
    const values = even ? [negLead(one), one] : [one];
    steps.push(
      step(
        even
          ? `Take the ${n.p === 2n ? 'square root' : `${n.p}th root`} of both sides: there is a positive and a negative root`
          : `Take the ${n.p === 3n ? 'cube root' : `${n.p}th root`} of both sides`,
        list(...values.map((v) => eq(inner, v))),
        'nthRoot',
      ),
    );
    // Each equation solved on its own; one step states both results (a step holds at every root).
    const own: ExplainedStep[] = [];
    candidates = values.flatMap((v) => linearInLog(toPoly(inner), v, x, own, 'logarithms').roots);
    if (own.length > 0)
      steps.push(
        step(
          values.length > 1 ? 'Solve each equation' : `Solve for ${x}`,
          list(...candidates.map((r) => eq(variable(x), r))),
          'solveEach',
        ),
      );
  } else if (den && cq) {
    // ln(x) − ln(x − 1) = 1: x/(x − 1) = e, a linear equation with e in its coefficients.
    steps.push(step(exponential, eq(argument, power), 'logDefinition'));
    candidates = [solveWithSymbol(num, den, power, x, steps)];
  } else {
    const poly = toPoly(argument);
    if (den || P.degree(poly, x) !== 1)
      throw unsupported('This logarithmic equation has no exact solution the solver can show');
    steps.push(step(exponential, eq(argument, power), 'logDefinition'));
    candidates = linearInLog(poly, power, x, steps, 'logarithms').roots;
  }
  // Check every candidate: each logarithm's argument must be positive.
  const args = logs.filter((t) => hasVariable(t.log.arg)).map((t) => t.log.arg);
  const roots: MathNode[] = [];
  for (const candidate of candidates) {
    const at = { [x]: candidate };
    const label = `${x} = ${toText(candidate)}`;
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
          `Check ${label}: ${toText(bad)} is ${zero ? '0' : 'negative'}, so ${toText(withBase(bad))} is undefined: reject ${label}`,
          statement,
          'logDefined',
        ),
      );
    } else {
      steps.push(
        step(
          `Check ${label}: every logarithm is defined and both sides are equal`,
          eq(substitute(left, at), substitute(right, at)),
          'check',
        ),
      );
      roots.push(candidate);
    }
  }
  if (roots.length === 0) status = 'none';
  const method = combined
    ? 'combine logarithms and check the domain'
    : 'exponential form and check the domain';
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

const safeExact = (node: MathNode): Exact | undefined => {
  try {
    return evalExact(node);
  } catch {
    return undefined;
  }
};

export const logarithmicKind = /* @__PURE__ */ kind({
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
