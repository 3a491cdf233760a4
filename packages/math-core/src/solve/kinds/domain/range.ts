/**
 * The range of a function, asked in words: "range of f(x) = x^2 + 1" is y ≥ 1, [1, ∞); "range of
 * 1/(x - 2)" is every y but 0; "range of sqrt(x - 3)" is [0, ∞); "range of e^x" is (0, ∞); "range
 * of sin(x)" is [−1, 1]. Worked from the inside out, as a course does it: the values of the
 * innermost part (a line takes every value, a quadratic none beyond its vertex, a line over a line
 * every value but the ratio of their slopes), then what each function around it does to them (a
 * square root, eˣ, ln and a power keep the order of the values, a negative factor and a reciprocal
 * reverse it, sin and cos of every number take exactly [−1, 1]).
 *
 * What it cannot decide exactly (a quartic's lowest value, sin of part of a turn, a ratio of
 * quadratics) it refuses with the reason. The kind checks each answer itself at thousands of
 * points: every value lies in the range, each finite end is reached or approached, and each
 * unbounded side keeps growing.
 */

import * as P from '../../../algebra/poly';
import { readFraction } from '../../../algebra/rationalForm';
import { hasVariable, variablesOf } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  add,
  chain,
  constant,
  ln as lnNode,
  mul,
  n as numberNode,
  pow,
  sqrt,
  text,
  variable,
} from '../../../math/build';
import { compileMath } from '../../../math/evaluateMath';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { qNode, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { MathErrorValue } from '../../../types';
import { type AnswerParam, answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { DOMAIN_ANSWERS } from './answers';
import { DOMAIN_REFUSALS } from './refusals';

/** A finite end of the values: its exact value (rational when `q` is there), open or closed. */
interface End {
  node: MathNode;
  value: number;
  q?: Q;
  closed: boolean;
}

/** The values a part takes: from lo to hi (null where unbounded), but the values `except`. */
interface Span {
  lo: End | null;
  hi: End | null;
  except: End[];
}

type Why = keyof typeof DOMAIN_REFUSALS;
const no = (id: Why, values?: Record<string, MathErrorValue>) =>
  refuse('unsupported', DOMAIN_REFUSALS, id, values);
/** Why a range is not worked out (when there is more to say), then what it is worked out for. */
const cannot = (id?: Why, values?: Record<string, MathErrorValue>) =>
  id ? no(id, { ...values, cannot: said(DOMAIN_REFUSALS, 'rangeCannot') }) : no('rangeCannot');

const rational = (q: Q, closed: boolean): End => ({
  node: qNode(q),
  value: R.toNumber(q),
  q,
  closed,
});
const ALL: Span = { lo: null, hi: null, except: [] };

/**
 * Intervals as a parameter of an answer in words, each written in the language's notation: one
 * interval, or the first and the union of the rest; ∅ for none.
 */
export const unionParam = (
  intervals: readonly { lo?: MathNode; hi?: MathNode; loIn: boolean; hiIn: boolean }[],
): AnswerParam => {
  const [first, ...rest] = intervals;
  if (first === undefined) return text('∅');
  const one: AnswerParam = {
    interval: [first.lo ?? text('−∞'), first.hi ?? text('∞')],
    closed: [first.loIn, first.hiIn],
  };
  return rest.length ? { id: 'union', params: { first: one, rest: unionParam(rest) } } : one;
};

/** A span's intervals, for its answer in words: the cuts split it into open intervals. */
const spanIntervals = (s: Span): Parameters<typeof unionParam>[0] => {
  const cuts = [...s.except].sort((a, b) => a.value - b.value).map((e) => e.node);
  return Array.from({ length: cuts.length + 1 }, (_, k) => ({
    ...(k === 0 ? (s.lo ? { lo: s.lo.node } : {}) : { lo: cuts[k - 1] as MathNode }),
    ...(k === cuts.length ? (s.hi ? { hi: s.hi.node } : {}) : { hi: cuts[k] as MathNode }),
    loIn: k === 0 && s.lo?.closed === true,
    hiIn: k === cuts.length && s.hi?.closed === true,
  }));
};

/** The span as inequalities in y, for its answer in words: y ≥ 1 and y ≠ 3, every y. */
const spanValues = (s: Span, y: MathNode): AnswerParam => {
  const parts: MathNode[] = [];
  if (s.lo && s.hi)
    parts.push(chain(s.lo.node, s.lo.closed ? '≤' : '<', y, s.hi.closed ? '≤' : '<', s.hi.node));
  else if (s.lo) parts.push(chain(y, s.lo.closed ? '≥' : '>', s.lo.node));
  else if (s.hi) parts.push(chain(y, s.hi.closed ? '≤' : '<', s.hi.node));
  for (const e of s.except) parts.push(chain(y, '≠', e.node));
  return parts.length ? { join: 'and', items: parts } : { id: 'everyOf', params: { unknown: y } };
};

/** A span in interval notation: [1, ∞), (−∞, 0) ∪ (0, ∞). */
export const spanNotation = (s: Span): string => {
  const lo = s.lo ? `${s.lo.closed ? '[' : '('}${toText(s.lo.node)}` : '(−∞';
  const hi = s.hi ? `${toText(s.hi.node)}${s.hi.closed ? ']' : ')'}` : '∞)';
  const cuts = [...s.except].sort((a, b) => a.value - b.value).map((e) => toText(e.node));
  return Array.from(
    { length: cuts.length + 1 },
    (_, k) => `${k === 0 ? lo : `(${cuts[k - 1]}`}, ${k === cuts.length ? hi : `${cuts[k]})`}`,
  ).join(' ∪ ');
};

/** The span as inequalities in y: y ≥ 1, −1 ≤ y ≤ 1, y ≠ 0, every y. */
const spanSaid = (s: Span, y: MathNode): string => {
  const parts: string[] = [];
  if (s.lo && s.hi)
    parts.push(
      toText(chain(s.lo.node, s.lo.closed ? '≤' : '<', y, s.hi.closed ? '≤' : '<', s.hi.node)),
    );
  else if (s.lo) parts.push(toText(chain(y, s.lo.closed ? '≥' : '>', s.lo.node)));
  else if (s.hi) parts.push(toText(chain(y, s.hi.closed ? '≤' : '<', s.hi.node)));
  for (const e of s.except) parts.push(toText(chain(y, '≠', e.node)));
  return parts.length ? parts.join(' and ') : `every ${toText(y)}`;
};

/** `f` applied to an end, when it keeps the order of the values. */
type EndMap = (e: End) => End;

/**
 * The span under a function that keeps the order (increasing) or reverses it, with what the
 * function gives at −∞ and ∞ (null for unbounded).
 */
const mapped = (
  s: Span,
  f: EndMap,
  increasing: boolean,
  atLow: End | null,
  atHigh: End | null,
): Span => {
  const lo = s.lo ? f(s.lo) : atLow;
  const hi = s.hi ? f(s.hi) : atHigh;
  const except = s.except.map(f);
  return increasing ? { lo, hi, except } : { lo: hi, hi: lo, except };
};

/** The span cut to the values at least 0 (closed) or above 0 (open), where a root or ln is defined. */
const fromZero = (s: Span, closed: boolean): Span => {
  if (s.hi && (s.hi.value < 0 || (s.hi.value === 0 && !(closed && s.hi.closed))))
    throw no('rangeNoValues');
  if (s.lo && (s.lo.value > 0 || (s.lo.value === 0 && (closed || !s.lo.closed)))) return s;
  const except = s.except.filter((e) => e.value > 0);
  const zeroOut = s.except.some((e) => e.value === 0);
  return { lo: rational(R.ZERO, closed && !zeroOut), hi: s.hi, except };
};

/** c·end + d, exactly. */
const affineEnd =
  (c: Q, d: Q): EndMap =>
  (e) => {
    if (e.q) return rational(R.add(R.mul(c, e.q), d), e.closed);
    const scaled = R.eq(c, R.ONE) ? e.node : mul(qNode(c), e.node);
    return {
      node: R.isZero(d) ? scaled : add(scaled, qNode(d)),
      value: R.toNumber(c) * e.value + R.toNumber(d),
      closed: e.closed,
    };
  };

const sqrtEnd: EndMap = (e) => {
  if (e.q && e.q.p >= 0n) {
    const [p, q] = [R.exactRoot(e.q.p, 2), R.exactRoot(e.q.q, 2)];
    if (p !== undefined && q !== undefined) return rational(R.rat(p, q), e.closed);
  }
  return { node: sqrt(e.node), value: Math.sqrt(e.value), closed: e.closed };
};

const expEnd =
  (base: MathNode, b: number): EndMap =>
  (e) => {
    if (e.q && R.isZero(e.q)) return rational(R.ONE, e.closed);
    return { node: pow(base, e.node), value: b ** e.value, closed: e.closed };
  };

const logEnd =
  (base: MathNode | undefined, b: number): EndMap =>
  (e) => {
    if (e.q && R.eq(e.q, R.ONE)) return rational(R.ZERO, e.closed);
    return {
      node: base ? { type: 'log', arg: e.node, base } : lnNode(e.node),
      value: Math.log(e.value) / Math.log(b),
      closed: e.closed,
    };
  };

const powerEnd =
  (k: number): EndMap =>
  (e) =>
    e.q
      ? rational(R.powInt(e.q, k), e.closed)
      : { node: pow(e.node, qNode(R.int(k))), value: e.value ** k, closed: e.closed };

const negEnd: EndMap = (e) =>
  e.q
    ? rational(R.neg(e.q), e.closed)
    : { node: { type: 'neg', arg: e.node }, value: -e.value, closed: e.closed };

/** A constant as an exact rational, or undefined. */
const constantQ = (node: MathNode): Q | undefined => {
  if (hasVariable(node)) return undefined;
  try {
    const f = readFraction(node, 'x');
    return P.isConstant(f.num) && P.isConstant(f.den)
      ? R.div(P.constant(f.num), P.constant(f.den))
      : undefined;
  } catch {
    return undefined;
  }
};

/** The range of a function of x, worked from the inside out, with a step for each part. */
const rangeOf = (f: MathNode, x: string, steps: WorkedStep[]): Span => {
  const say = (said: Say, span: Span) =>
    steps.push(step(said, text(`${toText(f)}: ${spanNotation(span)}`)));
  // A rational function of x: a polynomial or a line over a line.
  let fraction: ReturnType<typeof readFraction> | undefined;
  try {
    fraction = readFraction(f, x);
  } catch {
    fraction = undefined;
  }
  if (fraction && P.degree(P.gcd(fraction.num, fraction.den, x), x) > 0)
    throw cannot('rangeHole', { function: f });
  if (
    fraction &&
    (P.degree(fraction.den, x) === 0 ||
      (P.degree(fraction.den, x) === 1 && P.degree(fraction.num, x) <= 1))
  )
    return rationalRange(fraction, x, say);
  // c·g + d: the values of g, scaled and shifted.
  const affine = affineOf(f, x);
  if (affine) {
    const { c, d, g } = affine;
    const inner = rangeOf(g, x, steps);
    const span = mapped(inner, affineEnd(c, d), R.sign(c) > 0, null, null);
    say({ rule: 'rangeMonotone', form: R.sign(c) < 0 ? 'negative' : 'positive' }, span);
    return span;
  }
  const over =
    f.type === 'fraction'
      ? { k: constantQ(f.num), g: f.den }
      : f.type === 'binary' && f.op === '/'
        ? { k: constantQ(f.left), g: f.right }
        : undefined;
  if (over?.k && !R.isZero(over.k) && hasVariable(over.g)) {
    const inner = rangeOf(over.g, x, steps);
    const span = mapped(
      reciprocal(inner),
      affineEnd(over.k, R.ZERO),
      R.sign(over.k) > 0,
      null,
      null,
    );
    say({ rule: 'rangeReciprocal', form: 'turned' }, span);
    return span;
  }
  if (f.type === 'root' && (f.index === undefined || toText(f.index) === '2')) {
    const inner = fromZero(rangeOf(f.radicand, x, steps), true);
    const span = mapped(inner, sqrtEnd, true, null, null);
    say({ rule: 'rangeMonotone', form: 'root' }, span);
    return span;
  }
  const exponential =
    f.type === 'function' && f.name === 'exp' && f.args.length === 1
      ? { base: constant('e'), b: Math.E, g: f.args[0] as MathNode }
      : f.type === 'power' && !hasVariable(f.base) && hasVariable(f.exponent)
        ? { base: f.base, b: compileMath(f.base)(), g: f.exponent }
        : undefined;
  if (exponential) {
    const { base, b, g } = exponential;
    if (!(b > 0) || b === 1) throw cannot();
    const inner = rangeOf(g, x, steps);
    const zero = rational(R.ZERO, false);
    const span = mapped(inner, expEnd(base, b), b > 1, b > 1 ? zero : null, b > 1 ? null : zero);
    say(
      { rule: 'rangeMonotone', params: { base }, form: b > 1 ? 'powerKeeps' : 'powerReverses' },
      span,
    );
    return span;
  }
  if (f.type === 'log') {
    const b = f.base ? compileMath(f.base)() : 10;
    if (!(b > 0) || b === 1) throw cannot();
    const base =
      f.base && !(f.base.type === 'constant' && f.base.name === 'e') ? f.base : undefined;
    const inner = fromZero(rangeOf(f.arg, x, steps), false);
    const span = mapped(
      inner,
      logEnd(f.base ? base : { type: 'number', value: '10' }, b),
      b > 1,
      null,
      null,
    );
    // ln near 0 falls without bound.
    if (inner.lo?.value === 0) span[b > 1 ? 'lo' : 'hi'] = null;
    say({ rule: 'rangeMonotone', form: b > 1 ? 'logKeeps' : 'logReverses' }, span);
    return span;
  }
  if (f.type === 'function' && f.name === 'abs' && f.args.length === 1) {
    const inner = rangeOf(f.args[0] as MathNode, x, steps);
    const span = absolute(inner);
    say({ rule: 'absPositive', form: 'rangeDistance' }, span);
    return span;
  }
  if (f.type === 'power' && hasVariable(f.base) && !hasVariable(f.exponent)) {
    const k = constantQ(f.exponent);
    if (!k || !R.isInt(k) || k.p < 2n || k.p > 9n) throw cannot();
    const power = Number(k.p);
    const inner = rangeOf(f.base, x, steps);
    const span =
      power % 2 === 1
        ? mapped(inner, powerEnd(power), true, null, null)
        : mapped(absolute(inner), powerEnd(power), true, null, null);
    say(
      power % 2
        ? { rule: 'rangeMonotone', form: 'odd' }
        : { rule: 'evenPower', form: 'rangeSizes' },
      span,
    );
    return span;
  }
  if (f.type === 'function' && (f.name === 'sin' || f.name === 'cos') && f.args.length === 1) {
    const inner = rangeOf(f.args[0] as MathNode, x, steps);
    if (inner.lo || inner.hi) throw cannot(f.name === 'sin' ? 'rangeSinTurn' : 'rangeCosTurn');
    const span: Span = { lo: rational(R.int(-1), true), hi: rational(R.ONE, true), except: [] };
    say({ rule: 'trigRange', params: { function: f.name }, form: 'rangeEvery' }, span);
    return span;
  }
  if (f.type === 'function' && f.name === 'tan' && f.args.length === 1) {
    const inner = rangeOf(f.args[0] as MathNode, x, steps);
    if (inner.lo || inner.hi) throw cannot('rangeTanTurn');
    say({ rule: 'trigRange', form: 'rangeTan' }, ALL);
    return ALL;
  }
  throw cannot();
};

const reciprocalEnd: EndMap = (e) =>
  e.q
    ? rational(R.div(R.ONE, e.q), e.closed)
    : {
        node: { type: 'fraction', num: qNode(R.ONE), den: e.node },
        value: 1 / e.value,
        closed: e.closed,
      };

/** 1/g from the values of g: every value but 0, or the values of one sign turned over. */
const reciprocal = (s: Span): Span => {
  const zero = rational(R.ZERO, false);
  if (!s.lo && !s.hi && s.except.length === 0) return { lo: null, hi: null, except: [zero] };
  // 1/g is undefined where g is 0: a closed end at 0 is left out.
  if (s.lo && s.lo.value >= 0)
    return {
      lo: s.hi ? reciprocalEnd(s.hi) : zero,
      hi: s.lo.value === 0 ? null : reciprocalEnd(s.lo),
      except: s.except.filter((e) => e.value !== 0).map(reciprocalEnd),
    };
  if (s.hi && s.hi.value <= 0)
    return mapped(reciprocal(mapped(s, negEnd, false, null, null)), negEnd, false, null, null);
  throw cannot('rangeBothSigns');
};

/** |g| from the values of g. */
const absolute = (s: Span): Span => {
  if (s.except.length) throw cannot();
  if (s.lo && s.lo.value >= 0) return s;
  if (s.hi && s.hi.value <= 0) return mapped(s, negEnd, false, null, null);
  const far = !s.lo || !s.hi ? null : -s.lo.value >= s.hi.value ? negEnd(s.lo) : s.hi;
  const closed =
    far && s.lo && s.hi && -s.lo.value === s.hi.value
      ? { ...far, closed: s.lo.closed || s.hi.closed }
      : far;
  return { lo: rational(R.ZERO, true), hi: closed, except: [] };
};

/** f = c·g + d with c and d constants and g the rest, or undefined. */
const affineOf = (f: MathNode, x: string): { c: Q; d: Q; g: MathNode } | undefined => {
  const inner = (g: MathNode, c: Q, d: Q): { c: Q; d: Q; g: MathNode } => {
    const more = affineOf(g, x);
    return more ? { c: R.mul(c, more.c), d: R.add(R.mul(c, more.d), d), g: more.g } : { c, d, g };
  };
  if (f.type === 'neg') return inner(f.arg, R.int(-1), R.ZERO);
  if (f.type === 'binary' && (f.op === '+' || f.op === '-')) {
    const [l, r] = [constantQ(f.left), constantQ(f.right)];
    const s = f.op === '+' ? R.ONE : R.int(-1);
    if (r) return inner(f.left, R.ONE, R.mul(s, r));
    if (l) return inner(f.right, s, l);
  }
  if (f.type === 'binary' && f.op === '*') {
    const [l, r] = [constantQ(f.left), constantQ(f.right)];
    if (l && !R.isZero(l)) return inner(f.right, l, R.ZERO);
    if (r && !R.isZero(r)) return inner(f.left, r, R.ZERO);
  }
  if (
    (f.type === 'fraction' || (f.type === 'binary' && f.op === '/')) &&
    hasVariable(f.type === 'fraction' ? f.num : f.left)
  ) {
    const den = constantQ(f.type === 'fraction' ? f.den : f.right);
    if (den && !R.isZero(den))
      return inner(f.type === 'fraction' ? f.num : f.left, R.div(R.ONE, den), R.ZERO);
  }
  return undefined;
};

/** A polynomial's or a line over a line's values. */
const rationalRange = (
  { num, den }: ReturnType<typeof readFraction>,
  x: string,
  say: (said: Say, span: Span) => void,
): Span => {
  const [dn, dd] = [P.degree(num, x), P.degree(den, x)];
  if (dd === 0) {
    const q = P.coefficients(P.scale(num, R.div(R.ONE, P.constant(den))), x);
    if (dn === 0) throw no('rangeConstant');
    if (dn % 2 === 1) {
      const span = ALL;
      say({ rule: 'rangeAll', form: dn === 1 ? 'line' : 'odd' }, span);
      return span;
    }
    if (dn !== 2) throw cannot('rangeDegree', { degree: numberNode(dn) });
    const [c, b, a] = q as [Q, Q, Q];
    // The vertex: x = −b/(2a), where a(x + b/(2a))² + c − b²/(4a) is least (a > 0) or greatest.
    const k = R.sub(c, R.div(R.mul(b, b), R.mul(R.int(4), a)));
    const top = rational(k, true);
    const span: Span =
      R.sign(a) > 0 ? { lo: top, hi: null, except: [] } : { lo: null, hi: top, except: [] };
    const h = R.div(R.neg(b), R.mul(R.int(2), a));
    say(
      {
        rule: 'vertex',
        params: { h: qNode(h), k: qNode(k) },
        form: R.sign(a) > 0 ? 'rangeUp' : 'rangeDown',
      },
      span,
    );
    return span;
  }
  if (dd === 1 && dn <= 1) {
    // (ax + b)/(cx + d) = a/c + (b − ad/c)/(cx + d): every value but a/c.
    const ratio = R.div(P.coeff(num, x, 1), P.coeff(den, x, 1));
    const span: Span = { lo: null, hi: null, except: [rational(ratio, false)] };
    say({ rule: 'asymptote', params: { ratio: qNode(ratio) }, form: 'lineOverLine' }, span);
    return span;
  }
  throw cannot();
};

/** How far the sampling grid is moved off the round numbers (where many functions are special). */
const OFF_GRID = 1e-7;

/**
 * The points the check samples: every 1/200 from −200 to 200 (just off the grid's round numbers),
 * and powers of 10 from 10⁻¹⁵ to 10¹⁵ either side of 0.
 */
const SAMPLES: readonly number[] = /* @__PURE__ */ (() => [
  ...Array.from({ length: 80_001 }, (_, i) => (i - 40_000) / 200 + OFF_GRID),
  ...Array.from({ length: 241 }, (_, k) => 10 ** ((k - 120) / 8)).flatMap((t) => [t, -t]),
])();

/**
 * The largest value of sign·f at the samples, followed to the edge of where f is defined when the
 * best sample is next to it (√(3x − 2) is least at x = 2/3, between two grid points).
 */
const extreme = (at: (t: number) => number, sign: 1 | -1): number => {
  let [best, where] = [Number.NEGATIVE_INFINITY, 0];
  for (const t of SAMPLES) {
    const v = sign * at(t);
    if (v > best) [best, where] = [v, t];
  }
  for (const step of [-1 / 200, 1 / 200]) {
    let [inside, outside] = [where, where + step];
    if (Number.isFinite(at(outside))) continue;
    for (let i = 0; i < 60; i++) {
      const mid = (inside + outside) / 2;
      if (Number.isFinite(at(mid))) inside = mid;
      else outside = mid;
    }
    best = Math.max(best, sign * at(inside));
  }
  return best;
};

/** The span checked at thousands of points: values inside, finite ends and excluded values approached, each unbounded side at least 5 beyond the other end (and 0). */
const check = (f: MathNode, x: string, s: Span): void => {
  const at = compileMath(f, x);
  const values = SAMPLES.map(at).filter(Number.isFinite);
  if (values.length < 100) throw unchecked();
  const outside = (v: number, end: End | null, side: 1 | -1) =>
    end !== null && side * (v - end.value) > 0 && !approxEqual(v, end.value, TOLERANCE.check);
  for (const v of values) if (outside(v, s.lo, -1) || outside(v, s.hi, 1)) throw unchecked();
  const min = -extreme(at, -1);
  const max = extreme(at, 1);
  const close = (a: number, b: number) => approxEqual(a, b, TOLERANCE.grid);
  if (s.lo ? !close(min, s.lo.value) : !(min < Math.min(-5, (s.hi?.value ?? 0) - 5)))
    throw unchecked();
  if (s.hi ? !close(max, s.hi.value) : !(max > Math.max(5, (s.lo?.value ?? 0) + 5)))
    throw unchecked();
  for (const e of s.except) if (!values.some((v) => close(v, e.value))) throw unchecked();
};

/** The range of the function typed, with its steps, checked before it is given. */
export const rangeProblem = (f: MathNode, tree: MathNode): Answered & { problem: MathNode } => {
  const names = variablesOf(f);
  if (names.length > 1) throw no('rangeOneLetter');
  const x = names[0] ?? 'x';
  const steps: WorkedStep[] = [];
  const span = rangeOf(f, x, steps);
  check(f, x, span);
  const y = variable(x === 'y' ? 'f' : 'y');
  const said = spanSaid(span, y);
  const interval = spanNotation(span);
  steps.push(
    step(
      { rule: 'conditions', params: { function: f }, form: 'rangeValues' },
      text(`${said}: ${interval}`),
    ),
  );
  const worded = answerInWords(
    {
      id: 'domainSet',
      params: { values: spanValues(span, y), intervals: unionParam(spanIntervals(span)) },
    },
    DOMAIN_ANSWERS,
  );
  return {
    kind: 'domain',
    method: 'insideOut',
    ...worded,
    solutions: [{ ...solution(text(said)), name: 'range' }],
    steps,
    problem: { type: 'function', name: 'range', args: [tree] },
  };
};
