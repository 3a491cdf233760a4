/**
 * Where an expression in x is zero, undefined, positive or negative on a window, decided from its
 * structure rather than by sampling: rational functions by their exact real roots; c·h(v) + d for
 * a monotone h (ln, log, exponentials, roots and powers) through the one value v must take;
 * products and quotients factor by factor; sin, cos, tan, sec, csc and cot of a linear argument
 * at their zeros and poles (π/2 + kπ …). Undefined when the structure is none of these: the
 * caller then does not know, and says so.
 */
import * as B from '../math/build';
import { compileMath, evaluateMath } from '../math/evaluateMath';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { type Q, SolveStop } from '../math/rational';
import { isNegative, negLead, qNode } from '../math/show';
import type { MathNode } from '../math/tree';
import type { Poly } from './poly';
import * as P from './poly';
import { readFraction, realRoots } from './rationalForm';
import { evalExact, hasVariable, termsOf } from './reading';
import {
  approximatePoint,
  comparePoints,
  fromExact,
  fromNode,
  type Interval,
  inside,
  type Point,
  uniquePoints,
} from './real-set';
import { bisect } from './realRoots';

/** A point where the expression is 0 (`zero`) or undefined (a pole, or a point left out). */
export interface Cut {
  at: Point;
  zero: boolean;
}

/**
 * The expression's sign on a window: its cuts (in the window, ends included), and its sign on
 * each open piece between the window's ends and the cuts (0 where it is 0 all along). Where the
 * expression is undefined on a whole piece its sign there means nothing: the conditions of the
 * parts that make it undefined are decided on their own.
 */
export interface Chart {
  cuts: Cut[];
  signs: number[];
  /**
   * A periodic function on an infinite window: infinitely many cuts, each a single point, not
   * listed (signs are then NaN).
   */
  periodic?: boolean;
}

/** How many cuts a periodic function may have on a window before it counts as periodic there. */
const MAX_CUTS = 200;
/** Polynomials read up to this degree. */
const MAX_DEGREE = 24;

const stop = (err: unknown): undefined => {
  if (err instanceof SolveStop) return undefined;
  throw err;
};

/** The window's ends and the cuts, sorted, each once: the pieces lie between neighbours. */
export const boundaries = (window: Interval, cuts: readonly Cut[]): Point[] =>
  uniquePoints([window.lo, ...cuts.map((c) => c.at), window.hi]);

/** The cuts that lie in the window, sorted, each once (an undefined point wins over a zero). */
const within = (window: Interval, cuts: readonly Cut[]): Cut[] => {
  const out: Cut[] = [];
  for (const c of [...cuts].sort((a, b) => a.at.value - b.at.value)) {
    if (comparePoints(c.at, window.lo) < 0 || comparePoints(c.at, window.hi) > 0) continue;
    const last = out.at(-1);
    if (last && comparePoints(last.at, c.at) === 0) last.zero &&= c.zero;
    else out.push({ ...c });
  }
  return out;
};

/** A chart from its cuts, with the sign on each piece read at a point inside it. */
const charted = (window: Interval, cuts: Cut[], signAt: (t: number) => number): Chart => {
  const kept = within(window, cuts);
  const ends = boundaries(window, kept);
  return {
    cuts: kept,
    signs: ends.slice(1).map((hi, i) => signAt(inside(ends[i] as Point, hi))),
  };
};

const constantChart = (sign: number): Chart => ({ cuts: [], signs: [sign] });
const PERIODIC: Chart = /* @__PURE__ */ (() => ({
  cuts: [],
  signs: [Number.NaN],
  periodic: true,
}))();

/** The sign of a chart at t (not at a cut). */
const signOf = (chart: Chart, window: Interval, t: number): number => {
  const ends = boundaries(window, chart.cuts);
  const i = ends.findIndex((p, k) => k > 0 && t < p.value);
  return chart.signs[(i < 0 ? ends.length : i) - 1] ?? Number.NaN;
};

/** The product of charts: undefined where a factor is, 0 where one is 0, signs multiplied. */
const product = (window: Interval, charts: Chart[]): Chart => {
  if (charts.some((c) => c.periodic)) return PERIODIC;
  const cuts: Cut[] = [];
  for (const c of charts)
    for (const cut of c.cuts) {
      const same = cuts.find((d) => comparePoints(d.at, cut.at) === 0);
      if (same) same.zero &&= cut.zero;
      else cuts.push({ ...cut });
    }
  return charted(window, cuts, (t) => charts.reduce((s, c) => s * signOf(c, window, t), 1));
};

/** 1/g: undefined at every cut of g, the same signs. */
const reciprocal = (c: Chart): Chart => ({
  ...c,
  cuts: c.cuts.map((cut) => ({ ...cut, zero: false })),
});

/** −1, 0 or 1 for a tree without the variable (exactly when the exact numbers hold it). */
const constantSign = (node: MathNode): number => {
  try {
    return E.sign(evalExact(node));
  } catch (err) {
    stop(err);
    return Math.sign(evaluateMath(node));
  }
};

/** The rational value of a tree without the variable, when it has one. */
export const rationalValue = (node: MathNode): Q | undefined => {
  try {
    return E.rational(evalExact(node));
  } catch (err) {
    return stop(err);
  }
};

/** A rational function: cuts at the exact real zeros of its top and bottom, signs exactly. */
const rationalChart = (g: MathNode, x: string, window: Interval): Chart | undefined => {
  let num: Poly;
  let den: Poly;
  try {
    ({ num, den } = readFraction(g, x, MAX_DEGREE));
  } catch (err) {
    return stop(err);
  }
  const points = (p: Poly): Point[] | undefined => {
    try {
      return realRoots(p, x).map((r) => (r.exact ? fromExact(r.exact) : approximatePoint(r.value)));
    } catch (err) {
      return stop(err);
    }
  };
  const [zeros, poles] = [points(num), points(den)];
  if (!zeros || !poles) return undefined;
  const cuts: Cut[] = [
    ...poles.map((at) => ({ at, zero: false })),
    ...zeros.map((at) => ({ at, zero: true })),
  ];
  return charted(window, cuts, (t) => {
    const q = R.fractionOf(t);
    return R.sign(P.valueAt(num, x, q)) * R.sign(P.valueAt(den, x, q));
  });
};

/** u = a·x + b with a and b trees without the variable, when u is linear in x. */
export const linearIn = (u: MathNode, x: string): { a: MathNode; b: MathNode } | undefined => {
  if (!hasVariable(u)) return { a: B.n(0), b: u };
  switch (u.type) {
    case 'variable':
      return u.name === x ? { a: B.n(1), b: B.n(0) } : undefined;
    case 'neg': {
      const l = linearIn(u.arg, x);
      return l && { a: B.neg(l.a), b: B.neg(l.b) };
    }
    case 'binary': {
      if (u.op === '+' || u.op === '-') {
        const [l, r] = [linearIn(u.left, x), linearIn(u.right, x)];
        const join = u.op === '+' ? B.add : B.sub;
        return l && r && { a: join(l.a, r.a), b: join(l.b, r.b) };
      }
      if (u.op === '*') {
        const [c, v] = hasVariable(u.left) ? [u.right, u.left] : [u.left, u.right];
        const l = hasVariable(c) ? undefined : linearIn(v, x);
        return l && { a: B.mul(c, l.a), b: B.mul(c, l.b) };
      }
      if (u.op === '/' && !hasVariable(u.right)) {
        const l = linearIn(u.left, x);
        return l && { a: B.frac(l.a, u.right), b: B.frac(l.b, u.right) };
      }
      return undefined;
    }
    case 'fraction': {
      const l = hasVariable(u.den) ? undefined : linearIn(u.num, x);
      return l && { a: B.frac(l.a, u.den), b: B.frac(l.b, u.den) };
    }
    default:
      return undefined;
  }
};

/** Where the function is 0 (θ = kπ or π/2 + kπ) and where it is undefined, by name. */
const TRIG: Record<string, { zeros?: Q; poles?: Q }> = /* @__PURE__ */ (() => ({
  sin: { zeros: R.ZERO },
  cos: { zeros: R.rat(1n, 2n) },
  tan: { zeros: R.ZERO, poles: R.rat(1n, 2n) },
  cot: { zeros: R.rat(1n, 2n), poles: R.ZERO },
  sec: { poles: R.rat(1n, 2n) },
  csc: { poles: R.ZERO },
}))();

/**
 * A trig function of a linear argument a·x + b: its zeros and poles where a·x + b is kπ or
 * π/2 + kπ, exact when a and b are; periodic on an infinite window.
 */
const trigChart = (g: MathNode, x: string, window: Interval): Chart | undefined => {
  if (g.type !== 'function' || g.args.length !== 1 || !Object.hasOwn(TRIG, g.name)) return;
  const line = linearIn(g.args[0] as MathNode, x);
  if (!line) return undefined;
  const [a, b] = [evaluateMath(line.a), evaluateMath(line.b)];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (a === 0) return constantChart(Math.sign(evaluateMath(g, { [x]: 0 })));
  if (!Number.isFinite(window.lo.value) || !Number.isFinite(window.hi.value)) return PERIODIC;
  const [aExact, bExact] = [fromNode(line.a).exact, fromNode(line.b).exact];
  const cuts: Cut[] = [];
  const { zeros, poles } = TRIG[g.name] as { zeros?: Q; poles?: Q };
  for (const [offset, zero] of [
    [zeros, true],
    [poles, false],
  ] as const) {
    if (!offset) continue;
    // θ = (k + offset)π lies in the window for k between these.
    const ends = [window.lo.value, window.hi.value].map(
      (t) => (a * t + b) / Math.PI - R.toNumber(offset),
    );
    const [from, to] = [Math.ceil(Math.min(...ends)) - 1, Math.floor(Math.max(...ends)) + 1];
    if (to - from > MAX_CUTS) return PERIODIC;
    for (let k = from; k <= to; k++) {
      const theta = E.mul(E.fromQ(R.add(R.int(k), offset)), E.PI);
      let at: Point;
      try {
        at = fromExact(E.div(E.sub(theta, bExact as E.Exact), aExact as E.Exact));
      } catch (err) {
        stop(err);
        const node = B.frac(B.sub(E.toNode(theta), line.b), line.a);
        at = { value: evaluateMath(node), node };
      }
      cuts.push({ at, zero });
    }
  }
  const value = compileMath(g, x);
  return charted(window, cuts, (t) => Math.sign(value(t)));
};

/** A term as its constant factor and the rest: 2ln(x) as 2 and ln(x), ln(x)/3 as 1/3 and ln(x). */
const splitConstant = (node: MathNode): { c: MathNode; h: MathNode } => {
  if (node.type === 'neg') {
    const inner = splitConstant(node.arg);
    return { c: B.neg(inner.c), h: inner.h };
  }
  if (node.type === 'binary' && node.op === '*') {
    if (!hasVariable(node.left)) {
      const inner = splitConstant(node.right);
      return { c: B.mul(node.left, inner.c), h: inner.h };
    }
    if (!hasVariable(node.right)) {
      const inner = splitConstant(node.left);
      return { c: B.mul(inner.c, node.right), h: inner.h };
    }
  }
  if (node.type === 'fraction' || (node.type === 'binary' && node.op === '/')) {
    const [top, bottom] = node.type === 'fraction' ? [node.num, node.den] : [node.left, node.right];
    if (!hasVariable(bottom)) {
      const inner = splitConstant(top);
      return { c: B.frac(inner.c, bottom), h: inner.h };
    }
  }
  return { c: B.n(1), h: node };
};

/**
 * A sum of numbers as a tree in its simplest known form: the exact part worked out (rationals,
 * roots, π), the rest as written after it (e⁵ + 100, not −(−100 − e⁵)).
 */
const tidy = (terms: MathNode[]): MathNode => {
  let exact: E.Exact = [];
  const rest: MathNode[] = [];
  for (const t of terms) {
    try {
      exact = E.add(exact, evalExact(t));
    } catch (err) {
      stop(err);
      rest.push(t);
    }
  }
  const parts = [...rest, ...(exact.length > 0 || rest.length === 0 ? [E.toNode(exact)] : [])];
  return parts.reduce((s, t) => (isNegative(t) ? B.sub(s, negLead(t)) : B.add(s, t)));
};

const scaled = (chart: Chart, sign: number): Chart => ({
  ...chart,
  signs: chart.signs.map((s) => s * sign),
});

/**
 * The chart of h − m for a monotone h and a number m, from the one value its argument takes
 * where h = m: ln(v) = m where v = eᵐ, bᵘ = m where u = log_b(m), v^r = m where v = m^(1/r).
 */
const monotoneChart = (
  h: MathNode,
  m: MathNode,
  x: string,
  window: Interval,
  depth: number,
): Chart | undefined => {
  const mv = evaluateMath(m);
  const minus = (v: MathNode, k: MathNode) => chartOf(B.sub(v, k), x, window, depth + 1);
  if (h.type === 'log') {
    const base = h.base ?? B.n(10);
    const b = evaluateMath(base);
    const chart = minus(h.arg, tidy([B.pow(base, m)]));
    return chart && scaled(chart, b > 1 ? 1 : -1);
  }
  if (h.type === 'power' && !hasVariable(h.base)) {
    const b = evaluateMath(h.base);
    if (!(b > 0) || b === 1) return undefined;
    if (mv <= 0) return constantChart(1);
    const e = h.base.type === 'constant' && h.base.name === 'e';
    const chart = minus(h.exponent, tidy([e ? B.ln(m) : B.log(m, h.base)]));
    return chart && scaled(chart, b > 1 ? 1 : -1);
  }
  const r =
    h.type === 'root'
      ? h.index
        ? rationalValue(h.index) && R.div(R.ONE, rationalValue(h.index) as Q)
        : R.rat(1n, 2n)
      : h.type === 'power'
        ? rationalValue(h.exponent)
        : undefined;
  if (r && r.p > 0n && (r.q % 2n === 0n || r.p % 2n === 1n)) {
    const base = h.type === 'root' ? h.radicand : (h as { base: MathNode }).base;
    // Even roots are never negative.
    if (r.q % 2n === 0n && mv < 0) return constantChart(1);
    return minus(base, tidy([B.pow(m, B.frac(B.n(r.q), B.n(r.p)))]));
  }
  if (h.type === 'function' && (h.name === 'sin' || h.name === 'cos') && Math.abs(mv) > 1)
    return constantChart(mv > 0 ? -1 : 1);
  return undefined;
};

/**
 * q(x) + d for a polynomial q with rational coefficients and a number d (the sum of `fixed`) that
 * is not rational.
 */
const shiftedChart = (
  q: Poly,
  fixed: MathNode[],
  x: string,
  window: Interval,
): Chart | undefined => {
  const dv = fixed.reduce((s, t) => s + evaluateMath(t), 0);
  const f = (t: number) => P.evaluator(q, x)(t) + dv;
  const n = P.degree(q, x);
  if (n === 0) return constantChart(Math.sign(f(0)));
  if (n === 1) {
    // a·x + b + d = 0 at x = (−d − b)/a.
    const [b, a] = [P.coeff(q, x, 0), P.coeff(q, x, 1)];
    const top = tidy([...fixed.map(negLead), qNode(R.neg(b))]);
    const at = fromNode(R.eq(a, R.ONE) ? top : tidy([B.frac(top, qNode(a))]));
    return charted(window, [{ at, zero: true }], (t) => Math.sign(f(t)));
  }
  let turns: number[];
  try {
    turns = realRoots(P.derivative(q, x), x).map((r) => r.value);
  } catch (err) {
    return stop(err);
  }
  // Every zero lies within this bound; between turning points q is monotone, so each piece has
  // at most one zero, found by bisection.
  const lead = R.toNumber(P.coeff(q, x, n));
  const bound =
    1 +
    Math.abs(dv / lead) +
    Math.max(
      ...P.coefficients(q, x)
        .slice(0, n)
        .map((c) => Math.abs(R.toNumber(c) / lead)),
    );
  const ends = [-bound, ...turns, bound];
  const cuts: Cut[] = [];
  for (let i = 1; i < ends.length; i++) {
    const [lo, hi] = [ends[i - 1] as number, ends[i] as number];
    if (f(lo) === 0) cuts.push({ at: approximatePoint(lo), zero: true });
    else if (Math.sign(f(lo)) !== Math.sign(f(hi)) && f(hi) !== 0)
      cuts.push({ at: approximatePoint(bisect(f, lo, hi)), zero: true });
  }
  return charted(window, cuts, (t) => Math.sign(f(t)));
};

/** A sum that is not a rational function: one monotone term plus a number, or a polynomial plus a number. */
const sumChart = (g: MathNode, x: string, window: Interval, depth: number): Chart | undefined => {
  const terms = termsOf(g).map((t) => (t.sign < 0 ? B.neg(t.node) : t.node));
  const varying = terms.filter(hasVariable);
  const fixed = terms.filter((t) => !hasVariable(t));
  const v = varying.reduce((s, t) => B.add(s, t));
  try {
    const { num, den } = readFraction(v, x, MAX_DEGREE);
    if (P.isConstant(den))
      return shiftedChart(P.scale(num, R.div(R.ONE, P.constant(den))), fixed, x, window);
  } catch (err) {
    stop(err);
  }
  if (varying.length !== 1) return undefined;
  const { c, h } = splitConstant(varying[0] as MathNode);
  const sign = constantSign(c);
  const minusD = tidy(fixed.map(negLead));
  if (sign === 0) return constantChart(-constantSign(minusD));
  const one = rationalValue(c);
  const m = one && R.eq(one, R.ONE) ? minusD : tidy([B.frac(minusD, c)]);
  const chart = monotoneChart(h, m, x, window, depth);
  return chart && scaled(chart, sign);
};

/** The sign chart of g on the window, or undefined when its structure does not decide it. */
export const chartOf = (g: MathNode, x: string, window: Interval, depth = 0): Chart | undefined => {
  if (depth > 8) return undefined;
  const sub = (n: MathNode) => chartOf(n, x, window, depth + 1);
  if (!hasVariable(g)) return constantChart(constantSign(g));
  const rational = rationalChart(g, x, window);
  if (rational) return rational;
  switch (g.type) {
    case 'neg': {
      const c = sub(g.arg);
      return c && scaled(c, -1);
    }
    case 'binary': {
      if (g.op === '+' || g.op === '-') return sumChart(g, x, window, depth);
      const [l, r] = [sub(g.left), sub(g.right)];
      if (!l || !r) return undefined;
      if (g.op === '*') return product(window, [l, r]);
      if (g.op === '/') return product(window, [l, reciprocal(r)]);
      return undefined;
    }
    case 'fraction': {
      const [t, b] = [sub(g.num), sub(g.den)];
      return t && b && product(window, [t, reciprocal(b)]);
    }
    case 'power': {
      if (!hasVariable(g.exponent)) {
        const r = rationalValue(g.exponent);
        const base = sub(g.base);
        if (!base) return undefined;
        if (r === undefined || r.q % 2n === 0n) {
          // An even root or an irrational power: never negative where defined.
          const c = { ...base, signs: base.signs.map(Math.abs) };
          return r && r.p < 0n ? reciprocal(c) : c;
        }
        const odd = r.p % 2n !== 0n;
        const c = { ...base, signs: base.signs.map((s) => (odd ? s : Math.abs(s))) };
        return r.p < 0n ? reciprocal(c) : R.isZero(r) ? constantChart(1) : c;
      }
      // bᵘ with b > 0, or a power of a positive base: positive wherever defined.
      return constantChart(1);
    }
    case 'root': {
      const n = g.index ? rationalValue(g.index) : R.int(2);
      const c = sub(g.radicand);
      if (!c || !n || !R.isInt(n)) return undefined;
      return n.p % 2n === 0n ? { ...c, signs: c.signs.map(Math.abs) } : c;
    }
    case 'log': {
      const base = g.base ? evaluateMath(g.base) : 10;
      const c = sub(B.sub(g.arg, B.n(1)));
      return c && scaled(c, base > 1 ? 1 : -1);
    }
    case 'function': {
      const [arg] = g.args;
      if (g.args.length !== 1 || !arg) return undefined;
      if (g.name === 'exp' || g.name === 'cosh') return constantChart(1);
      if (g.name === 'abs') {
        const c = sub(arg);
        return c && { ...c, signs: c.signs.map(Math.abs) };
      }
      return trigChart(g, x, window);
    }
    default:
      return undefined;
  }
};
