/**
 * Real zeros and vertical asymptotes of y = f(x), with f given as a tree, found in an interval by
 * bracketing and refinement, and confirmed so that rounding cannot fake them. Floating point makes
 * a value 0 where it is not (e^(−x) is 0 past x ≈ 745: underflow), and finite where f is undefined
 * (x·e^(−1/x) at 0 computes 0 · e^(−∞) = 0). So a zero counts only where `probe` finds f defined,
 * and either f changes sign around it or its value is 0 (or as good as 0 beside its neighbours)
 * with nothing lost to underflow or overflow on the way.
 */
import { evaluateMath } from '../math/evaluateMath';
import type { MathNode } from '../math/tree';

/** What the value of f at a point can be trusted for. */
export interface Probe {
  /** The floating-point value (NaN where f is undefined). */
  value: number;
  /** False where some part of f is undefined: a division by 0, the log of a number ≤ 0, √ of a negative. */
  defined: boolean;
  /** True when no part overflowed or underflowed, so `value` is f's value up to rounding. */
  faithful: boolean;
}

/** The least positive double that keeps full precision; below it a value has underflowed. */
const MIN_NORMAL = 2.2250738585072014e-308;

const UNDEFINED: Probe = { value: Number.NaN, defined: false, faithful: false };

/** Functions whose value can pass the largest double from a finite argument. */
const GROWING = new Set(['exp', 'sinh', 'cosh']);

const partsOf = (node: MathNode): MathNode[] => {
  switch (node.type) {
    case 'neg':
    case 'postfix':
      return [node.arg];
    case 'binary':
      return [node.left, node.right];
    case 'fraction':
      return [node.num, node.den];
    case 'power':
      return [node.base, node.exponent];
    case 'root':
      return node.index ? [node.radicand, node.index] : [node.radicand];
    case 'log':
      return node.base ? [node.arg, node.base] : [node.arg];
    case 'function':
      return node.args;
    default:
      return [];
  }
};

const isQuotient = (node: MathNode): boolean =>
  node.type === 'fraction' || (node.type === 'binary' && node.op === '/');
const isProduct = (node: MathNode): boolean => node.type === 'binary' && node.op === '*';
const isSum = (node: MathNode): boolean =>
  node.type === 'binary' && (node.op === '+' || node.op === '-');

/** An exact 0: a value that is 0 with nothing lost on the way. */
const exactZero = (p: Probe): boolean => p.faithful && p.value === 0;

/** Whether this node is undefined although its parts are defined. */
const undefinedHere = (node: MathNode, value: number, parts: Probe[]): boolean => {
  const [first, second] = parts as [Probe, Probe | undefined];
  if (isQuotient(node)) return second !== undefined && exactZero(second);
  if (node.type === 'power' && second && exactZero(first) && second.value < 0) return true;
  if (node.type === 'log' && first.faithful && first.value <= 0) return true;
  if (Number.isFinite(value) || !parts.every((p) => p.faithful && Number.isFinite(p.value)))
    return false;
  // Not finite from exact finite parts: NaN is outside the domain (√−1, asin 2); ±∞ is a
  // division by zero inside a function (cot 0, sec 90°) unless the node can overflow.
  if (Number.isNaN(value)) return true;
  const canOverflow =
    node.type === 'binary' ||
    node.type === 'power' ||
    node.type === 'postfix' ||
    (node.type === 'function' && GROWING.has(node.name));
  return !canOverflow;
};

/** Whether this node's value keeps full precision, given its parts. */
const faithfulHere = (node: MathNode, value: number, parts: Probe[]): boolean => {
  const [first] = parts as [Probe];
  // A factor that is exactly 0 makes the product 0, however the others were rounded.
  if (isProduct(node) && parts.some(exactZero)) return value === 0;
  if ((isQuotient(node) || node.type === 'power' || node.type === 'root') && exactZero(first))
    return value === 0;
  if (!Number.isFinite(value)) return false;
  if (parts.length > 0 && value !== 0 && Math.abs(value) < MIN_NORMAL) return false;
  const lost = parts.filter((p) => !p.faithful);
  if (lost.length > 0) {
    // A sum keeps its precision when what was lost underflowed and the sum is far above it.
    return (
      isSum(node) && lost.every((p) => Math.abs(p.value) < MIN_NORMAL) && Math.abs(value) > 1e-200
    );
  }
  // 0 from parts that are not 0 is underflow (e^(−1000), 10^(−400), 1e−200 × 1e−200).
  const multiplies =
    isProduct(node) ||
    isQuotient(node) ||
    node.type === 'power' ||
    (node.type === 'function' && node.name === 'exp');
  return !(multiplies && value === 0);
};

/**
 * f at a point, with whether f is defined there and whether the value kept its precision: each
 * part of the tree is evaluated and judged by what its parts were.
 */
export const probe = (node: MathNode, scope: Readonly<Record<string, number>>): Probe => {
  const parts = partsOf(node).map((p) => probe(p, scope));
  if (parts.some((p) => !p.defined)) return UNDEFINED;
  const value = evaluateMath(node, scope);
  if (undefinedHere(node, value, parts)) return UNDEFINED;
  return { value, defined: true, faithful: faithfulHere(node, value, parts) };
};

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

/** Where g is least in [a, b] (golden-section search; g unimodal there). */
export const golden = (g: (t: number) => number, a: number, b: number): number => {
  const k = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  for (let i = 0; i < 80 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo)); i++) {
    const c = hi - k * (hi - lo);
    const d = lo + k * (hi - lo);
    if (g(c) <= g(d)) hi = d;
    else lo = c;
  }
  return (lo + hi) / 2;
};

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
  const nearest = Math.max(step * 1e-7, Math.abs(c) * 1e-13, Number.MIN_VALUE);
  const [a, b, d] = [step * 1e-1, step * 1e-4, nearest].map((h) => f(c + side * h)) as [
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
  const f = (s: number) => evaluateMath(node, { [x]: s });
  const near = [f(t - step), f(t + step)].filter(Number.isFinite).map(Math.abs);
  return near.length > 0 && Math.abs(p.value) <= 1e-9 * Math.max(...near);
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
 *   defined there), at a pole (f grows without bound) or at a jump (neither);
 * - a grid value exactly 0 is a zero when its neighbours are not 0 and nothing underflowed;
 * - a sample well nearer 0 than both neighbours, on the same side, is narrowed by golden-section
 *   search to a zero that touches the axis when f there is exactly 0 or below 10⁻¹⁰ of its
 *   neighbours, with nothing underflowed;
 * - a sample farther from 0 than both neighbours, narrowed the same way, is a pole when f grows
 *   without bound there (e^x/(x − 1)², sec²(x): no sign change);
 * - an end of the region where f is defined is a pole when f grows without bound towards it
 *   (ln(x) at 0).
 */
export const scanRealRoots = (
  node: MathNode,
  x: string,
  lo: number,
  hi: number,
  steps = 2000,
): RootScan => {
  const f = (t: number) => evaluateMath(node, { [x]: t });
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
      const zero = at.value === 0 || size(at.value) <= 1e-10 * Math.max(size(p), size(q));
      if (at.defined && at.faithful && zero) roots.push(s);
    } else if (size(m) > (1 + 1e-6) * size(p) && size(m) >= size(q)) {
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
      if (size(f(t)) <= 1e-6 * Math.max(size(fa), size(fb)) && definedAt(t)) roots.push(t);
      else if (blowsUp(f, t, step)) poles.push(t);
    } else if (finite(fa) !== finite(fb)) {
      // An end of the region where f is defined (not merely too large to hold, like e^(x²)
      // far out): a pole there when f grows without bound towards it.
      const inside: 1 | -1 = finite(fa) ? -1 : 1;
      const outside = inside < 0 ? b : a;
      if (definedAt(outside)) continue;
      // Where f stops being finite is the edge, unless f overflows first (e^(1/x) near 0):
      // then the edge is found by where f stops being defined, which costs more to test.
      const width = step * 1e-12;
      let c = bisect((u) => (finite(f(u)) ? inside : -inside), a, b, width);
      const past = c - inside * width;
      if (Math.abs(outside - c) > 2 * width && definedAt(past))
        c = bisect((u) => (definedAt(u) ? inside : -inside), a, b, width);
      if (approach(f, c, inside, step)?.kind === 'infinite') poles.push(c);
    }
  }
  return {
    roots: distinct(roots, 1e-9 * Math.max(1, size(lo), size(hi))),
    poles: distinct(poles, step),
    xs,
    ys,
  };
};
