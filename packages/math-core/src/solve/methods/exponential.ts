/**
 * Exponential equations as the kinds that meet them solve them: the power with the unknown is
 * isolated (3·2^x + 1 = 7 → 2^x = 2), powers of one base get equal exponents (4^x = 8^(x−1)),
 * otherwise a logarithm of both sides is taken (3^x = 5 → x = log₃(5)); the bases 0, 1 and the
 * negative ones are answered by what their powers can be.
 */

import * as P from '../../algebra/poly';
import { evalExact, hasVariable, isE, powerOfE, toPoly } from '../../algebra/reading';
import { valueNode } from '../../algebra/workOut';
import { chain, constant, eq, frac, log, n as numberNode, pow, variable } from '../../math/build';
import { evaluateMath } from '../../math/evaluateMath';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { perfectPower, type Q, SolveStop } from '../../math/rational';
import { refuse, said } from '../../math/refusal';
import type { Say, WorkedStep } from '../../math/rules';
import { qNode, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { MathErrorWhy } from '../../types';
import { solvePolynomial, withoutAlone } from './polynomial';

export interface TranscendentalOutcome {
  method: string;
  status: 'roots' | 'none' | 'all';
  roots: MathNode[];
  steps: WorkedStep[];
  /** The answer when it is a range of the unknown rather than roots (`x > 0` for 0^x = 0). */
  range?: MathNode;
}

export const show = (x: Exact): MathNode => valueNode(x, false);

/** The sentences of the refusals of an equation with the unknown in an exponent. */
export const EXPONENTIAL_REFUSALS = {
  exponentialNotIsolated: 'This kind of exponential or logarithmic equation is not supported',
  exponentialBase:
    'The base of a power with the unknown in its exponent must be a positive number other than 1',
  bothSidesPowers:
    'With the unknown on both sides, each side must be a single power, such as 4^x = 8^(x-1)',
  unrelatedBasesE: 'Powers of unrelated bases (such as 2^x = e^(x-1)) are not supported',
  unrelatedBases: 'Powers of unrelated bases (such as 2^x = 3^(x-1)) are not supported',
  exponentNotLinear:
    'An exponent that is not linear needs a power of the same base on the other side',
  negativeBase:
    'A negative base is only defined for some {x}: {power} is a real number only where its exponent is a whole number or a fraction with an odd denominator, so this equation is not solved',
  zeroPowerWhere:
    '{power} = 0 exactly where {exponent} > 0; solving that inequality is not supported',
  exponentialNoRealValue: 'This equation has no real value to show',
} as const;

const refused = (
  id: keyof typeof EXPONENTIAL_REFUSALS,
  values?: Readonly<Record<string, string | MathNode>>,
): SolveStop => refuse('unsupported', EXPONENTIAL_REFUSALS, id, values);

/** A refusal as `isolate` is given it: a sentence of a table, as `said` gives it. */
type Refusal = { readonly message: string; readonly why?: MathErrorWhy };

/**
 * Peel constants off the side with the unknown until `wanted` is alone: 3·2^x + 1 = 7 → 2^x = 2,
 * 2∛x − 3 = 5 → ∛x = 4; `refusal` is the refusal when something else is in the way (a sentence
 * of a table, as `said` gives it).
 */
export const isolate = (
  side: MathNode,
  value: Exact,
  wanted: (n: MathNode) => boolean,
  steps: WorkedStep[],
  refusal: Refusal = said(EXPONENTIAL_REFUSALS, 'exponentialNotIsolated'),
): [MathNode, Exact] => {
  const stop = () => new SolveStop('unsupported', refusal.message, refusal.why);
  let [l, c] = [side, value];
  for (let i = 0; i < 12 && !wanted(l); i++) {
    let note: Say;
    if (l.type === 'neg') {
      [l, c, note] = [l.arg, E.negate(c), { rule: 'scale', params: { multiply: -1 } }];
    } else if (l.type === 'binary' && (l.op === '+' || l.op === '-') && !hasVariable(l.right)) {
      const k = evalExact(l.right);
      note = { rule: 'sides', params: l.op === '+' ? { subtract: show(k) } : { add: show(k) } };
      [l, c] = [l.left, l.op === '+' ? E.sub(c, k) : E.add(c, k)];
    } else if (l.type === 'binary' && (l.op === '+' || l.op === '-') && !hasVariable(l.left)) {
      const k = evalExact(l.left);
      note = { rule: 'sides', params: { subtract: show(k) } };
      [l, c] = [l.op === '+' ? l.right : { type: 'neg', arg: l.right }, E.sub(c, k)];
    } else if (l.type === 'binary' && l.op === '*' && !hasVariable(l.left)) {
      const k = evalExact(l.left);
      note = { rule: 'scale', params: { divide: show(k) } };
      [l, c] = [l.right, E.div(c, k)];
    } else if (l.type === 'binary' && l.op === '*' && !hasVariable(l.right)) {
      const k = evalExact(l.right);
      note = { rule: 'scale', params: { divide: show(k) } };
      [l, c] = [l.left, E.div(c, k)];
    } else if (
      (l.type === 'fraction' || (l.type === 'binary' && l.op === '/')) &&
      !hasVariable(l.type === 'fraction' ? l.den : l.right)
    ) {
      const [top, den] = l.type === 'fraction' ? [l.num, l.den] : [l.left, l.right];
      const k = evalExact(den);
      note = { rule: 'scale', params: { multiply: show(k) } };
      [l, c] = [top, E.mul(c, k)];
    } else throw stop();
    steps.push(step(note, eq(l, show(c))));
  }
  if (!wanted(l)) throw stop();
  return [l, c];
};

export type PowerNode = Extract<MathNode, { type: 'power' }>;
const isPower = (n: MathNode): boolean =>
  n.type === 'power' && hasVariable(n.exponent) && !hasVariable(n.base);

/** A rational base as root^k with the largest k (8 = 2³), for writing sides as powers of one root. */
const asPower = (q: Q): { root: Q; k: number } => {
  const { root, k } = perfectPower({ p: q.p, q: q.q });
  return { root: R.rat(root.p, root.q), k };
};

const rationalBase = (node: MathNode): Q => {
  const b = E.rational(evalExact(node));
  if (!b || R.sign(b) <= 0 || R.eq(b, R.ONE)) throw refused('exponentialBase');
  return b;
};

/** Solve exponent = value (both polynomial in x) after "equal powers have equal exponents". */
const equateExponents = (
  left: MathNode,
  right: MathNode,
  x: string,
  steps: WorkedStep[],
): TranscendentalOutcome => {
  const l = P.toNode(toPoly(left));
  const r = P.toNode(toPoly(right));
  steps.push(step({ rule: 'samePower' }, eq(l, r)));
  if (toText(l) === x && !hasVariable(r))
    return { method: 'equalBases', status: 'roots', roots: [r], steps };
  const o = solvePolynomial(l, r, x);
  steps.push(...withoutAlone(o.steps));
  return { method: 'equalBases', status: o.status, roots: o.roots.map(E.toNode), steps };
};

const scaledExponent = (exponent: MathNode, k: number): MathNode =>
  k === 1 ? exponent : P.toNode(P.scale(toPoly(exponent), R.int(k)));

export const solveExponential = (
  left: MathNode,
  right: MathNode,
  x: string,
): TranscendentalOutcome => {
  const steps: WorkedStep[] = [];
  if (hasVariable(left) && hasVariable(right)) {
    if (!isPower(left) || !isPower(right)) throw refused('bothSidesPowers');
    const [a, b] = [left as PowerNode, right as PowerNode];
    if (isE(a.base) && isE(b.base)) return equateExponents(a.exponent, b.exponent, x, steps);
    if (isE(a.base) || isE(b.base)) throw refused('unrelatedBasesE');
    const [pa, pb] = [asPower(rationalBase(a.base)), asPower(rationalBase(b.base))];
    if (!R.eq(pa.root, pb.root)) throw refused('unrelatedBases');
    const root = qNode(pa.root);
    const [ea, eb] = [scaledExponent(a.exponent, pa.k), scaledExponent(b.exponent, pb.k)];
    if (pa.k !== 1 || pb.k !== 1)
      steps.push(
        step(
          { rule: 'asPower', form: 'both', params: { base: root } },
          eq(pow(root, ea), pow(root, eb)),
        ),
      );
    return equateExponents(ea, eb, x, steps);
  }
  const [side, other] = hasVariable(left) ? [left, right] : [right, left];
  if (side !== left) steps.push(step({ rule: 'swap' }, eq(side, other)));
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
        {
          rule: 'positivePower',
          params: { power, unknown: x, value: show(c) },
          form: 'neverEquals',
        },
        chain(power, '>', numberNode(0)),
      ),
    );
    return { method: 'exponentialEquation', status: 'none', roots: [], steps };
  }
  const cq = E.rational(c);
  if (cq && R.eq(cq, R.ONE)) {
    steps.push(step({ rule: 'exponentZero', form: 'one' }, eq(power, pow(base, numberNode(0)))));
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
            ? { rule: 'asPower', form: 'one', params: { value: show(c), base: root } }
            : { rule: 'asPower', form: 'both', params: { base: root } },
          eq(pow(root, ea), pow(root, qNode(kc))),
        ),
      );
      return equateExponents(ea, qNode(kc), x, steps);
    }
  }
  // No common base: take logarithms. The exponent must be linear: p·x + q = log_b(c).
  const poly = toPoly(exponent);
  if (P.degree(poly, x) !== 1) throw refused('exponentNotLinear');
  const logged = isE(base) ? log(show(c), constant('e')) : log(show(c), base);
  steps.push(
    step(
      isE(base)
        ? { rule: 'takeLog', form: 'natural' }
        : { rule: 'takeLog', form: 'base', params: { base } },
      eq(P.toNode(poly), logged),
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
  steps: WorkedStep[],
): TranscendentalOutcome | undefined => {
  const value = safeExact(power.base);
  const b = value && E.rational(value);
  if (!b) return undefined;
  if (R.sign(b) < 0) throw refused('negativeBase', { x, power });
  const none = { method: 'exponentialEquation', status: 'none' as const, roots: [], steps };
  if (R.eq(b, R.ONE)) {
    toPoly(power.exponent); // an exponent defined for every real x (no unknown in a denominator)
    const cq = E.rational(c);
    if (cq && R.eq(cq, R.ONE)) {
      steps.push(
        step({ rule: 'oneToAny', params: { unknown: x }, form: 'every' }, eq(power, numberNode(1))),
      );
      return { method: 'baseOne', status: 'all', roots: [], steps };
    }
    steps.push(
      step(
        { rule: 'oneToAny', params: { power, value: show(c) }, form: 'never' },
        eq(power, numberNode(1)),
      ),
    );
    return none;
  }
  if (!R.isZero(b)) return undefined;
  const u = power.exponent;
  if (E.sign(c) !== 0) {
    steps.push(
      step(
        { rule: 'zeroToAny', params: { power, exponent: u, value: show(c) }, form: 'never' },
        eq(power, numberNode(0)),
      ),
    );
    return none;
  }
  const poly = toPoly(u);
  if (P.degree(poly, x) !== 1) throw refused('zeroPowerWhere', { power, exponent: u });
  steps.push(
    step(
      { rule: 'zeroToAny', params: { power, exponent: u }, form: 'where' },
      chain(u, '>', numberNode(0)),
    ),
  );
  const [a, q] = [P.coeff(poly, x, 1), P.constant(poly)];
  const bound = R.div(R.neg(q), a);
  const range: MathNode = chain(variable(x), R.sign(a) > 0 ? '>' : '<', qNode(bound));
  if (toText(range) !== toText(chain(u, '>', numberNode(0))))
    steps.push(
      step(
        { rule: 'ineqScale', form: R.sign(a) > 0 ? 'zeroPowerSolve' : 'zeroPowerSolveTurned' },
        range,
      ),
    );
  return { method: 'baseZero', status: 'roots', roots: [], steps, range };
};

/** p·x + q = L for a symbolic L: x = (L − q)/p, with its steps. */
export const linearInLog = (
  poly: P.Poly,
  value: MathNode,
  x: string,
  steps: WorkedStep[],
  method: string,
): TranscendentalOutcome => {
  const p = P.coeff(poly, x, 1);
  const q = P.constant(poly);
  let top = value;
  if (!R.isZero(q)) {
    top = { type: 'binary', op: R.sign(q) > 0 ? '-' : '+', left: value, right: qNode(R.abs(q)) };
    steps.push(
      step(
        {
          rule: 'sides',
          params: R.sign(q) > 0 ? { subtract: qNode(R.abs(q)) } : { add: qNode(R.abs(q)) },
        },
        eq(P.toNode(P.scale(P.varPoly(x), p)), top),
      ),
    );
  }
  let root = top;
  if (!R.eq(p, R.ONE)) {
    root = R.eq(p, R.int(-1)) ? { type: 'neg', arg: top } : frac(top, qNode(p));
    steps.push(step({ rule: 'scale', params: { divide: qNode(p) } }, eq(variable(x), root)));
  }
  if (root === value && toText(P.toNode(poly)) !== x)
    steps.push(step({ rule: 'solveFor', params: { unknown: variable(x) } }, eq(variable(x), root)));
  if (!Number.isFinite(evaluateMath(root))) throw refused('exponentialNoRealValue');
  return { method, status: 'roots', roots: [root], steps };
};

/** The exact value of a tree, or undefined when the exact numbers do not hold it. */
export const safeExact = (node: MathNode): Exact | undefined => {
  try {
    return evalExact(node);
  } catch {
    return undefined;
  }
};
