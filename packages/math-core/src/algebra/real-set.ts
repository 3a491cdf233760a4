/**
 * Sets of real numbers as a domain analysis finds them: points with their exact value as a tree
 * (π/2, e⁵, (3 + √5)/2, ∞) and intervals between them, open or closed at each end.
 */

import { approxEqual, TOLERANCE } from '../math/approx';
import * as B from '../math/build';
import { evaluateMath } from '../math/evaluateMath';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';
import { approximateNode } from './approximate';
import { evalExact } from './reading';

/** A real number (or ±∞): its value, its tree, and its exact value when the exact numbers hold it. */
export interface Point {
  value: number;
  node: MathNode;
  exact?: Exact;
  /** Found numerically: `node` is its decimal, not its exact value. */
  approximate?: boolean;
}

export const INFINITY: Point = /* @__PURE__ */ (() => ({
  value: Number.POSITIVE_INFINITY,
  node: B.variable('∞'),
}))();
export const MINUS_INFINITY: Point = /* @__PURE__ */ (() => ({
  value: Number.NEGATIVE_INFINITY,
  node: B.neg(B.variable('∞')),
}))();

export const fromExact = (e: Exact): Point => ({
  value: E.toNumber(e),
  node: E.toNode(e),
  exact: e,
});

/** A point from a tree without the variable: exact when it can be, its value in any case. */
export const fromNode = (node: MathNode): Point => {
  const value = evaluateMath(node);
  try {
    return fromExact(evalExact(node));
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    return { value, node };
  }
};

/** A point known only numerically, shown as every "≈" value is. */
export const approximatePoint = (value: number): Point => ({
  value,
  node: approximateNode(value),
  approximate: true,
});

/** Whether two points are the same number: exactly when both are exact, else to 12 digits. */
export const samePoint = (a: Point, b: Point): boolean => {
  if (a.exact && b.exact) return E.equal(a.exact, b.exact);
  if (!Number.isFinite(a.value) || !Number.isFinite(b.value)) return a.value === b.value;
  return approxEqual(a.value, b.value, TOLERANCE.same);
};

/** −1, 0 or 1 as a is below, the same as or above b. */
export const comparePoints = (a: Point, b: Point): number =>
  samePoint(a, b) ? 0 : a.value < b.value ? -1 : 1;

/** The points sorted, each once. */
export const uniquePoints = (points: readonly Point[]): Point[] => {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  return sorted.filter((p, i) => i === 0 || !samePoint(p, sorted[i - 1] as Point));
};

/** An interval from `lo` to `hi`, each end in the set or not (an infinite end never is). */
export interface Interval {
  lo: Point;
  hi: Point;
  loIn: boolean;
  hiIn: boolean;
}

/** A union of disjoint intervals in increasing order; [] is the empty set. */
export type RealSet = Interval[];

/** A number strictly inside an interval with these ends (finite where the interval is). */
export const inside = (lo: Point, hi: Point): number => {
  const [a, b] = [lo.value, hi.value];
  if (Number.isFinite(a) && Number.isFinite(b)) return a + (b - a) / 2;
  if (Number.isFinite(a)) return a + Math.max(1, Math.abs(a));
  if (Number.isFinite(b)) return b - Math.max(1, Math.abs(b));
  return 0;
};

const isEmpty = (i: Interval): boolean => {
  const c = comparePoints(i.lo, i.hi);
  return c > 0 || (c === 0 && !(i.loIn && i.hiIn));
};

/** The intersection of two sets. */
export const intersect = (a: RealSet, b: RealSet): RealSet => {
  const out: RealSet = [];
  for (const u of a)
    for (const v of b) {
      const lo = comparePoints(u.lo, v.lo);
      const hi = comparePoints(u.hi, v.hi);
      const piece: Interval = {
        lo: lo >= 0 ? u.lo : v.lo,
        loIn: lo > 0 ? u.loIn : lo < 0 ? v.loIn : u.loIn && v.loIn,
        hi: hi <= 0 ? u.hi : v.hi,
        hiIn: hi < 0 ? u.hiIn : hi > 0 ? v.hiIn : u.hiIn && v.hiIn,
      };
      if (!isEmpty(piece)) out.push(piece);
    }
  return out.sort((x, y) => x.lo.value - y.lo.value);
};

/** What of `whole` (one interval) is not in `set`: the parts of positive length and the single points. */
export const missing = (whole: Interval, set: RealSet): { gaps: Interval[]; points: Point[] } => {
  const gaps: Interval[] = [];
  const points: Point[] = [];
  let at = whole.lo;
  let atIn = whole.loIn;
  const add = (lo: Point, loIn: boolean, hi: Point, hiIn: boolean) => {
    const c = comparePoints(lo, hi);
    if (c < 0) gaps.push({ lo, loIn, hi, hiIn });
    else if (c === 0 && loIn && hiIn) points.push(lo);
  };
  for (const piece of intersect([whole], set)) {
    add(at, atIn, piece.lo, !piece.loIn);
    at = piece.hi;
    atIn = !piece.hiIn;
  }
  add(at, atIn, whole.hi, whole.hiIn);
  return { gaps, points };
};

/** Whether a number is in the set. */
export const has = (set: RealSet, t: number): boolean =>
  set.some(
    (i) =>
      (t > i.lo.value || (t === i.lo.value && i.loIn)) &&
      (t < i.hi.value || (t === i.hi.value && i.hiIn)),
  );

/**
 * The set as conditions on x, as a student writes them: "x > 100", "−1 ≤ x < 2", "x < 0 or
 * x > 1", with single missing points as "x ≠ 0" ("x > 0, x ≠ 1").
 */
export const setText = (set: RealSet, x: string, text: (n: MathNode) => string): string =>
  setConditions(set, x)
    .map((run) => run.map(text).join(', '))
    .join(' or ');

/**
 * The set as conditions on x, what `setText` writes: one list of conditions for each stretch
 * (its bounds, then each single point it leaves out), the stretches read as "or".
 */
export const setConditions = (set: RealSet, x: string): MathNode[][] => {
  const v = B.variable(x);
  // Runs of intervals that only leave out single points between them.
  const runs: { lo: Point; loIn: boolean; hi: Point; hiIn: boolean; holes: Point[] }[] = [];
  for (const i of set) {
    const last = runs.at(-1);
    if (last && samePoint(last.hi, i.lo) && !last.hiIn && !i.loIn) {
      last.holes.push(i.lo);
      last.hi = i.hi;
      last.hiIn = i.hiIn;
    } else runs.push({ ...i, holes: [] });
  }
  return runs.map((r) => {
    const lower = Number.isFinite(r.lo.value);
    const upper = Number.isFinite(r.hi.value);
    const bounds =
      lower && upper
        ? samePoint(r.lo, r.hi)
          ? B.eq(v, r.lo.node)
          : B.chain(r.lo.node, r.loIn ? '≤' : '<', v, r.hiIn ? '≤' : '<', r.hi.node)
        : lower
          ? B.chain(v, r.loIn ? '≥' : '>', r.lo.node)
          : upper
            ? B.chain(v, r.hiIn ? '≤' : '<', r.hi.node)
            : undefined;
    return [bounds, ...r.holes.map((h) => B.chain(v, '≠', h.node))].filter(
      (n): n is MathNode => n !== undefined,
    );
  });
};
