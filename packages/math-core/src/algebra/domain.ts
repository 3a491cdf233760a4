/**
 * Where an expression in one variable is defined, decided from its structure: every part that
 * can be undefined adds a condition (a denominator ≠ 0, the argument of ln > 0, the radicand of
 * an even root ≥ 0, cos(u) ≠ 0 under tan and sec …), and each condition's set comes from the sign
 * chart of what it constrains. Nothing is sampled, so "not defined for any real x" is said only
 * when it is true, and a definite integral finds every point between its limits where the
 * integrand is undefined.
 */
import * as B from '../math/build';
import { evaluateMath } from '../math/evaluateMath';
import type { MathNode } from '../math/tree';
import { contains, hasVariable, variablesOf } from './reading';
import {
  comparePoints,
  has,
  INFINITY,
  type Interval,
  inside,
  intersect,
  MINUS_INFINITY,
  missing,
  type Point,
  type RealSet,
} from './real-set';
import { boundaries, type Chart, chartOf, rationalValue } from './sign-chart';

/** What one part of an expression needs: `g` positive, non-negative or not zero. */
export interface Condition {
  g: MathNode;
  rel: '>' | '≥' | '≠';
  /** The part that needs it: ln(x − 100), √(x − 50), 1/x, tan(x). */
  subject: MathNode;
}

/** The whole real line as a window. */
export const REAL_LINE: Interval = { lo: MINUS_INFINITY, hi: INFINITY, loIn: false, hiIn: false };

/**
 * The conditions under which the tree is defined, from the outside in; undefined when a part is
 * one whose domain is not known here (an unknown function, ±, a variable base of a logarithm).
 */
export const conditionsOf = (tree: MathNode): Condition[] | undefined => {
  const out: Condition[] = [];
  const need = (g: MathNode, rel: Condition['rel'], subject: MathNode) =>
    out.push({ g, rel, subject });
  const walk = (n: MathNode): boolean => {
    switch (n.type) {
      case 'number':
      case 'mixed':
      case 'variable':
      case 'constant':
        return true;
      case 'neg':
      case 'postfix':
        return walk(n.arg);
      case 'binary':
        if (n.op === '±') return false;
        if (n.op === '/') need(n.right, '≠', n);
        return walk(n.left) && walk(n.right);
      case 'fraction':
        need(n.den, '≠', n);
        return walk(n.num) && walk(n.den);
      case 'power': {
        if (hasVariable(n.exponent)) need(n.base, '>', n);
        else {
          const r = rationalValue(n.exponent);
          const negative = r ? r.p < 0n : evaluateMath(n.exponent) < 0;
          // An even root or an irrational power needs a base ≥ 0; a negative power one ≠ 0.
          if (!r || r.q % 2n === 0n) need(n.base, negative ? '>' : '≥', n);
          else if (negative) need(n.base, '≠', n);
        }
        return walk(n.base) && walk(n.exponent);
      }
      case 'root': {
        const index = n.index ? rationalValue(n.index) : undefined;
        if (n.index && (index?.q !== 1n || index.p < 2n)) return false;
        if (!index || index.p % 2n === 0n) need(n.radicand, '≥', n);
        return walk(n.radicand);
      }
      case 'log':
        if (n.base && hasVariable(n.base)) return false;
        if (n.base) {
          need(n.base, '>', n);
          need(B.sub(n.base, B.n(1)), '≠', n);
        }
        need(n.arg, '>', n);
        return walk(n.arg) && (!n.base || walk(n.base));
      case 'function': {
        const [u] = n.args;
        if (n.args.length !== 1 || !u) return false;
        if (n.name === 'tan' || n.name === 'sec') need(B.fn('cos', u), '≠', n);
        else if (n.name === 'cot' || n.name === 'csc') need(B.fn('sin', u), '≠', n);
        else if (!ALWAYS_DEFINED.has(n.name)) return false;
        return walk(u);
      }
      default:
        return false;
    }
  };
  return walk(tree) ? out : undefined;
};

const ALWAYS_DEFINED = new Set([
  'sin',
  'cos',
  'exp',
  'abs',
  'cosh',
  'sinh',
  'tanh',
  'atan',
  'arctan',
]);

/**
 * Where a condition holds in the window, from the chart of what it constrains: the pieces where
 * its sign is right, and the points between them where it is (a zero for ≥, an end of the window
 * that the window has and where nothing happens).
 */
const holds = (c: Condition, chart: Chart, window: Interval): RealSet => {
  const ends = boundaries(window, chart.cuts);
  const good = (s: number) => (c.rel === '≠' ? s !== 0 : c.rel === '>' ? s > 0 : s >= 0);
  const pointIn = (i: number): boolean => {
    const p = ends[i] as Point;
    if (!Number.isFinite(p.value)) return false;
    const cut = chart.cuts.find((k) => comparePoints(k.at, p) === 0);
    const atEnd = i === 0 ? window.loIn : i === ends.length - 1 ? window.hiIn : true;
    if (cut) return atEnd && cut.zero && c.rel === '≥';
    return atEnd && good(chart.signs[Math.min(i, chart.signs.length - 1)] ?? 1);
  };
  const out: RealSet = [];
  let open: Interval | undefined;
  for (let i = 0; i < ends.length; i++) {
    const p = ends[i] as Point;
    if (pointIn(i)) {
      if (open) open.hi = p;
      else open = { lo: p, loIn: true, hi: p, hiIn: true };
      open.hiIn = true;
    } else if (open) {
      open.hi = p;
      open.hiIn = false;
      if (open.lo !== p || open.loIn) out.push(open);
      open = undefined;
    }
    if (i + 1 === ends.length) break;
    if (good(chart.signs[i] ?? Number.NaN)) {
      open ??= { lo: p, loIn: false, hi: p, hiIn: false };
    } else if (open) {
      out.push(open);
      open = undefined;
    }
  }
  if (open) out.push(open);
  return out;
};

/** Where an expression is defined in a window, and which condition holds where. */
export interface Domain {
  set: RealSet;
  conditions: { condition: Condition; holds: RealSet }[];
  /**
   * Some condition leaves out infinitely many single points (tan(x) on the whole line): `set`
   * does not list them.
   */
  punctured: boolean;
}

/**
 * Where the tree is defined in the window, decided from its structure; undefined when its
 * structure does not decide it (then nothing may be said about where it is defined).
 */
export const domainOf = (tree: MathNode, window: Interval = REAL_LINE): Domain | undefined => {
  const conditions = conditionsOf(tree);
  if (!conditions) return undefined;
  const x = variablesOf(tree)[0] ?? 'x';
  let set: RealSet = [window];
  let punctured = false;
  const found: Domain['conditions'] = [];
  for (const condition of conditions) {
    const chart = chartOf(condition.g, x, window);
    if (!chart) return undefined;
    if (chart.periodic) {
      if (condition.rel !== '≠') return undefined;
      punctured = true;
      found.push({ condition, holds: [window] });
      continue;
    }
    const h = holds(condition, chart, window);
    found.push({ condition, holds: h });
    set = intersect(set, h);
  }
  return { set, conditions: found, punctured };
};

/** A stretch or a point of the window where the expression is undefined, and a condition it breaks there. */
export interface Gap {
  where: Interval;
  broken: Condition;
}

/**
 * What of the window the expression leaves out: stretches of positive length (`gaps`) and
 * single points (`points`, where a definite integral is improper), each with a condition it
 * breaks there.
 */
export const undefinedIn = (
  domain: Domain,
  window: Interval,
): { gaps: Gap[]; points: { at: Point; broken: Condition }[] } => {
  const { gaps, points } = missing(window, domain.set);
  const brokenAt = (t: number): Condition =>
    (domain.conditions.find((c) => !has(c.holds, t)) ?? domain.conditions[0])
      ?.condition as Condition;
  return {
    gaps: gaps.map((where) => ({ where, broken: brokenAt(inside(where.lo, where.hi)) })),
    points: points.map((at) => ({ at, broken: brokenAt(at.value) })),
  };
};

/**
 * Ranges to draw sample points from for a check: `defaults` when the domain covers enough of
 * them, else ranges inside the domain's own intervals (x > 100 gets (100, 104] and (100, 130]).
 */
export const sampleRanges = (
  domain: Domain | undefined,
  defaults: readonly [number, number][],
): [number, number][] => {
  if (!domain) return [...defaults];
  const total = defaults.reduce((s, [lo, hi]) => s + (hi - lo), 0);
  const covered = defaults.reduce((s, [lo, hi]) => {
    const window: Interval = { lo: pointAt(lo), hi: pointAt(hi), loIn: true, hiIn: true };
    return s + intersect([window], domain.set).reduce((t, i) => t + (i.hi.value - i.lo.value), 0);
  }, 0);
  if (covered >= total / 4) return [...defaults];
  const out: [number, number][] = [];
  for (const { lo, hi } of domain.set) {
    const [a, b] = [lo.value, hi.value];
    if (Number.isFinite(a) && Number.isFinite(b)) {
      const w = b - a;
      if (w > 0) out.push([a + w * 0.01, b - w * 0.01], [a + w * 0.25, a + w * 0.75]);
    } else if (Number.isFinite(a)) out.push([a + 0.05, a + 4], [a + 0.5, a + 30]);
    else if (Number.isFinite(b)) out.push([b - 4, b - 0.05], [b - 30, b - 0.5]);
  }
  return out.length > 0 ? out : [...defaults];
};

const pointAt = (value: number): Point => ({ value, node: B.n(value) });

/**
 * Points inside the window where the expression is continuous but not smooth: zeros of the
 * base of a fractional power or root, and of the argument of abs (∛x and |x| at 0). Numeric
 * integration is split there, as it converges slowly across them.
 */
export const kinksOf = (tree: MathNode, window: Interval): Point[] => {
  const x = variablesOf(tree)[0] ?? 'x';
  const bases: MathNode[] = [];
  contains(tree, (n) => {
    if (n.type === 'root') bases.push(n.radicand);
    else if (n.type === 'power' && !hasVariable(n.exponent)) {
      const r = rationalValue(n.exponent);
      if (r?.q !== 1n) bases.push(n.base);
    } else if (n.type === 'function' && n.name === 'abs' && n.args[0]) bases.push(n.args[0]);
    return false;
  });
  return bases
    .filter(hasVariable)
    .flatMap((g) => chartOf(g, x, window)?.cuts ?? [])
    .filter((c) => c.zero && c.at.value > window.lo.value && c.at.value < window.hi.value)
    .map((c) => c.at)
    .sort((a, b) => a.value - b.value);
};
