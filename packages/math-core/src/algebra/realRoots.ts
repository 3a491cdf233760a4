/**
 * Real zeros and vertical asymptotes of y = f(x), with f given as a tree, found in an interval by
 * bracketing and refinement, and confirmed so that rounding cannot fake them. Floating point makes
 * a value 0 where it is not (e^(−x) is 0 past x ≈ 745: underflow), and finite where f is undefined
 * (x·e^(−1/x) at 0 computes 0 · e^(−∞) = 0). So a zero counts only where `probe` finds f defined,
 * and either f changes sign around it or its value is 0 (or as good as 0 beside its neighbours)
 * with nothing lost to underflow or overflow on the way.
 */
import { approxEqual, TOLERANCE } from '../math/approx';
import { compileMath } from '../math/evaluateMath';
import type { MathNode } from '../math/tree';
import { probe } from './probe';

/**
 * A point where a continuous f changes sign between lo and hi, by halving the interval until it
 * is no wider than `width` (down to adjacent doubles by default).
 */
export const bisect = (f: (t: number) => number, lo: number, hi: number, width = 0): number => {
  let [a, b, fa] = [lo, hi, f(lo)];
  for (let i = 0; i < 200 && b - a > width; i++) {
    const m = (a + b) / 2;
    if (m === a || m === b) break;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [m, fm];
    else b = m;
  }
  return (a + b) / 2;
};

/**
 * How far either side of a point, relative to its size (or 1 below 1), a sign is read to tell
 * whether f crosses zero there: well past the rounding of a root found in floating point, well
 * inside the distance to the next root of any curve drawn.
 */
const BESIDE = 1e-6;

/**
 * Whether f has opposite signs just either side of t: a zero of f there is a crossing (x³ at 0)
 * rather than a touch (x² at 0), a zero of a slope a turning point rather than a flat one.
 */
export const changesSignAt = (f: (t: number) => number, t: number): boolean => {
  const h = BESIDE * Math.max(1, Math.abs(t));
  return Math.sign(f(t - h)) !== Math.sign(f(t + h));
};

/** Where g is least in [a, b] (golden-section search; g unimodal there). */
export const golden = (g: (t: number) => number, a: number, b: number): number => {
  const k = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  for (let i = 0; i < 80 && !approxEqual(hi, lo, TOLERANCE.same); i++) {
    const c = hi - k * (hi - lo);
    const d = lo + k * (hi - lo);
    if (g(c) <= g(d)) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
};

/**
 * The distances from c at which `approach` reads f, as fractions of the scan's step: far, nearer
 * and nearest (the nearest no less than a few roundings of c itself, NEAR_ROUNDING times |c|).
 */
const APPROACH_AT = [1e-1, 1e-4, 1e-7] as const;
const NEAR_ROUNDING = 1e-13;

/**
 * How narrow, as a fraction of the scan's step, the edge of where f is finite or defined is
 * bisected to before it is tested as a pole.
 */
const EDGE_WIDTH = 1e-12;

/** How f behaves as x approaches a point from one side. */
export type Approach = { kind: 'infinite'; sign: number } | { kind: 'finite'; value: number };

/**
 * How f(x) behaves as x → c from the left (side −1) or right (+1), read from f at three distances,
 * each a thousandth of the one before (the first a tenth of `step`): growing at least as fast from
 * one distance to the next as before (a log grows evenly, a pole faster) is infinite, towards the
 * side it is changing to (ln(x) + 100 is still positive a billionth from 0); changing
 * less than a tenth as much as before is a finite limit; anything else (oscillation, undefined)
 * is undefined.
 */
export const approach = (
  f: (t: number) => number,
  c: number,
  side: 1 | -1,
  step: number,
): Approach | undefined => {
  const [far, nearer, near] = APPROACH_AT;
  const nearest = Math.max(step * near, Math.abs(c) * NEAR_ROUNDING, Number.MIN_VALUE);
  const [a, b, d] = [step * far, step * nearer, nearest].map((h) => f(c + side * h)) as [
    number,
    number,
    number,
  ];
  if ([a, b, d].some(Number.isNaN)) return undefined;
  if (!Number.isFinite(d)) {
    const grows = [a, b].every((v) => !Number.isFinite(v) || Math.sign(v) === Math.sign(d));
    return grows && (!Number.isFinite(b) || Math.abs(b) >= Math.abs(a))
      ? { kind: 'infinite', sign: Math.sign(d) }
      : undefined;
  }
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  const [d1, d2] = [b - a, d - b];
  if (Math.abs(d2) <= 0.1 * Math.abs(d1)) return { kind: 'finite', value: d };
  return Math.sign(d2) === Math.sign(d1) && Math.abs(d2) >= 0.5 * Math.abs(d1)
    ? { kind: 'infinite', sign: Math.sign(d2) }
    : undefined;
};

/** Whether f grows without bound as x approaches c from either side. */
export const blowsUp = (f: (t: number) => number, c: number, step: number): boolean =>
  approach(f, c, -1, step)?.kind === 'infinite' || approach(f, c, 1, step)?.kind === 'infinite';

/**
 * Whether f is 0 at t (a value believed to be a zero, e.g. from exact working): defined there, and
 * exactly 0 or as small beside its values a grid step away as rounding leaves it.
 */
export const isZeroAt = (node: MathNode, x: string, t: number, step: number): boolean => {
  const p = probe(node, { [x]: t });
  if (!p.defined) return false;
  if (p.faithful && p.value === 0) return true;
  const f = compileMath(node, x);
  const near = [f(t - step), f(t + step)].filter(Number.isFinite).map(Math.abs);
  return near.length > 0 && approxEqual(p.value, 0, TOLERANCE.check, Math.max(...near));
};

/** Zeros and vertical asymptotes of f found in an interval, and the grid searched. */
export interface RootScan {
  /** Ascending. */
  roots: number[];
  /** Ascending. */
  poles: number[];
  /** The grid: x and f(x) at each point. */
  xs: number[];
  ys: number[];
}

/** Values ascending, without repeats closer than `tolerance`. */
const distinct = (values: number[], tolerance: number): number[] =>
  values
    .sort((u, v) => u - v)
    .filter((v, i, all) => i === 0 || v - (all[i - 1] as number) > tolerance);

/**
 * The real zeros and vertical asymptotes of f in [lo, hi], on a grid of `steps` intervals:
 * - a sign change narrowed by bisection ends at a zero (f small beside the bracket's ends and
 *   defined there; not a 0 from underflow, which stops the halving short of the zero), at a
 *   pole (f grows without bound) or at a jump (neither);
 * - a grid value exactly 0 is a zero when its neighbours are not 0 and nothing underflowed;
 * - a sample well nearer 0 than both neighbours, on the same side, is narrowed by golden-section
 *   search to a zero that touches the axis when f there is exactly 0 or below 10⁻¹⁰ of its
 *   neighbours, with nothing underflowed;
 * - a sample farther from 0 than both neighbours, narrowed the same way, is a pole when f grows
 *   without bound there (e^x/(x − 1)², sec²(x): no sign change);
 * - an end of the region where f is defined is a pole when f grows without bound towards it
 *   (ln(x) at 0); else a sign change between it and the next grid point is narrowed to a zero.
 */
export const scanRealRoots = (
  node: MathNode,
  x: string,
  lo: number,
  hi: number,
  steps = 2000,
): RootScan => {
  const f = compileMath(node, x);
  const definedAt = (t: number) => probe(node, { [x]: t }).defined;
  const step = (hi - lo) / steps;
  const xs = Array.from({ length: steps + 1 }, (_, i) => lo + ((hi - lo) * i) / steps);
  const ys = xs.map(f);
  const roots: number[] = [];
  const poles: number[] = [];
  const finite = Number.isFinite;
  const size = Math.abs;
  for (let i = 0; i <= steps; i++) {
    const t = xs[i] as number;
    const m = ys[i] as number;
    const p = i > 0 ? (ys[i - 1] as number) : Number.NaN;
    const q = i < steps ? (ys[i + 1] as number) : Number.NaN;
    if (m === 0) {
      const exact = probe(node, { [x]: t });
      if (p !== 0 && q !== 0 && exact.defined && exact.faithful) roots.push(t);
      continue;
    }
    if (!finite(p) || !finite(m) || !finite(q)) continue;
    if (Math.sign(p) !== Math.sign(m) || Math.sign(q) !== Math.sign(m)) continue;
    const [a, b] = [t - step, t + step];
    // Only clear dips and peaks: rounding noise on a flat stretch is neither.
    if (size(m) < size(p) && size(m) <= size(q) && size(m) <= 0.5 * Math.max(size(p), size(q))) {
      const s = golden((u) => size(f(u)), a, b);
      const at = probe(node, { [x]: s });
      const zero = approxEqual(at.value, 0, TOLERANCE.check, Math.max(size(p), size(q)));
      if (at.defined && at.faithful && zero) roots.push(s);
    } else if (size(m) > (1 + TOLERANCE.root) * size(p) && size(m) >= size(q)) {
      const s = golden((u) => -size(f(u)), a, b);
      if (blowsUp(f, s, step)) poles.push(s);
    }
  }
  for (let i = 0; i < steps; i++) {
    const a = xs[i] as number;
    const b = xs[i + 1] as number;
    const fa = ys[i] as number;
    const fb = ys[i + 1] as number;
    if (finite(fa) && finite(fb)) {
      if (fa === 0 || fb === 0 || Math.sign(fa) === Math.sign(fb)) continue;
      const t = bisect(f, a, b);
      const at = probe(node, { [x]: t });
      // A 0 from underflow stops the halving early, away from the zero: not one to mark.
      const located = at.faithful || at.value !== 0;
      if (approxEqual(at.value, 0, TOLERANCE.root, Math.max(size(fa), size(fb))) && at.defined) {
        if (located) roots.push(t);
      } else if (blowsUp(f, t, step)) poles.push(t);
    } else if (finite(fa) !== finite(fb)) {
      // An end of the region where f is defined (not merely too large to hold, like e^(x²)
      // far out): a pole there when f grows without bound towards it.
      const inside: 1 | -1 = finite(fa) ? -1 : 1;
      const [outside, end, fEnd] = inside < 0 ? [b, a, fa] : [a, b, fb];
      if (definedAt(outside)) continue;
      // Where f stops being finite is the edge, unless f overflows first (e^(1/x) near 0):
      // then the edge is found by where f stops being defined, which costs more to test.
      const width = step * EDGE_WIDTH;
      let c = bisect((u) => (finite(f(u)) ? inside : -inside), a, b, width);
      const past = c - inside * width;
      if (Math.abs(outside - c) > 2 * width && definedAt(past))
        c = bisect((u) => (definedAt(u) ? inside : -inside), a, b, width);
      if (approach(f, c, inside, step)?.kind === 'infinite') {
        poles.push(c);
        continue;
      }
      // A zero between the edge and the grid point next to it (e^(2x) − √(x + 2) just past −2).
      const start = c + inside * 2 * width;
      const fStart = f(start);
      if (!finite(fStart) || fStart === 0 || fEnd === 0 || Math.sign(fStart) === Math.sign(fEnd))
        continue;
      const t = bisect(f, start, end);
      const at = probe(node, { [x]: t });
      if (
        at.defined &&
        at.faithful &&
        approxEqual(at.value, 0, TOLERANCE.root, Math.max(size(fStart), size(fEnd)))
      )
        roots.push(t);
    }
  }
  return {
    roots: distinct(roots, TOLERANCE.check * Math.max(1, size(lo), size(hi))),
    poles: distinct(poles, step),
    xs,
    ys,
  };
};
