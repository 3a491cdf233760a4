/**
 * Numeric integration, independent of any antiderivative: the double-exponential (tanh-sinh)
 * rule, which crowds its points towards the ends of the interval, so integrands that are
 * unbounded at an end (1/√x at 0, ln(x) at 0) and infinite intervals (exp-sinh) converge as fast
 * as smooth ones. The step is halved until two estimates agree; an interval that does not settle
 * is halved and each half integrated. The error bound includes what lies too close to an end to
 * be evaluated in floating point (or beyond the largest point of an infinite interval),
 * estimated from how the integrand grows or decays there.
 */

/** An estimate of an integral and a bound on its error. */
export interface Estimate {
  value: number;
  error: number;
}

const HALF_PI = /* @__PURE__ */ (() => Math.PI / 2)();
const LEVELS = 9;
/** The relative error a sum aims for: near a double's own precision, so a value checked against it is as good as the working. */
const TARGET = 1e-13;
/**
 * How near an end, as a fraction of the interval, f may be infinite: there it has overflowed
 * (the tail bound covers that part), anywhere farther in it has a pole.
 */
const AT_AN_END = 1e-9;
/** The relative error below which halving the interval (for a kink inside) is not tried. */
const SETTLED = 1e-10;

/**
 * One rule: the abscissa, its distance from the end it approaches, and the weight, at t; `far`
 * for points out towards infinity.
 */
type Node = (t: number) => { x: number; d: number; w: number; far?: boolean };

/**
 * The sum of f·w over t = jh for |t| ≤ tMax at each level, until it settles; `tail` bounds the
 * part between the last point evaluated near an end and that end.
 */
const settle = (
  f: (x: number) => number,
  node: Node,
  tMin: number,
  tMax: number,
  scale: number,
) => {
  const terms = new Map<number, number>();
  // The last two points evaluated towards each end: their distances and values.
  const edge: { d: number; y: number }[][] = [[], []];
  let bad = false;
  const term = (t: number): number => {
    const { x, d, w, far } = node(t);
    if (!(d > 0) || !Number.isFinite(x) || w === 0) return 0;
    const y = f(x);
    if (!Number.isFinite(y)) {
      // Overflow right at an end, or far out (x²·e^(−x) is ∞·0 there), is what the tail bound
      // is for; anywhere else, f has a pole.
      if (!far && d > AT_AN_END * scale) bad = true;
      return 0;
    }
    const side = edge[t < 0 ? 0 : 1] as { d: number; y: number }[];
    side.push({ d, y });
    return y === 0 ? 0 : y * w;
  };
  let previous = Number.NaN;
  let sum = 0;
  let error = Number.POSITIVE_INFINITY;
  for (let level = 0; level <= LEVELS; level++) {
    const h = 2 ** -level;
    const step = level === 0 ? 1 : 2;
    for (let j = Math.ceil(tMin / h); j * h <= tMax; j += 1) {
      if (level > 0 && j % step === 0) continue;
      terms.set(j * h, term(j * h));
    }
    sum = 0;
    for (const v of terms.values()) sum += v;
    sum *= h;
    if (bad) return undefined;
    error = Math.abs(sum - previous);
    if (level >= 3 && error <= TARGET * Math.max(1, Math.abs(sum))) break;
    previous = sum;
  }
  return { value: sum, error, edge };
};

/**
 * What lies beyond the last points evaluated towards an end: for f ≈ C·d^(−γ) near the end
 * (γ < 1, estimated from the two points nearest it) that is f·d/(1 − γ); towards infinity, for
 * f ≈ C·x^(−p) (p > 1), f·x/(p − 1). Infinite when f does not fall off fast enough.
 */
const tailOf = (points: { d: number; y: number }[], infinite: boolean): number => {
  const near = [...points].sort((a, b) => (infinite ? b.d - a.d : a.d - b.d));
  const p = near[0];
  const q = near.find((o) => o.d !== p?.d);
  if (!p || p.y === 0) return 0;
  if (!q || q.y === 0) return Math.abs(p.y * p.d);
  const slope = Math.log(Math.abs(p.y / q.y)) / Math.log(p.d / q.d);
  if (!Number.isFinite(slope)) return Math.abs(p.y * p.d);
  const margin = infinite ? -slope - 1 : 1 + slope;
  // Twice the estimate: the power law is only an estimate this close to the end.
  return margin > 0.05 ? Math.abs((2 * p.y * p.d) / margin) : Number.POSITIVE_INFINITY;
};

/** ∫ₐᵇ f for finite a < b, by tanh-sinh. */
const finite = (
  f: (x: number) => number,
  a: number,
  b: number,
  depth: number,
): Estimate | undefined => {
  const c = (a + b) / 2;
  const r = (b - a) / 2;
  const node: Node = (t) => {
    const u = HALF_PI * Math.sinh(Math.abs(t));
    // The distance to the nearer end, without the cancellation of 1 − tanh(u).
    const gap = (2 * r) / (Math.exp(2 * u) + 1);
    const x = t < 0 ? a + gap : b - gap;
    const cosh = Math.cosh(u);
    const w = (r * HALF_PI * Math.cosh(t)) / (cosh * cosh);
    // The distance as rounded, which is where f is evaluated.
    return { x, d: t < 0 ? x - a : b - x, w };
  };
  const s = settle(f, node, -5, 5, b - a);
  if (!s) return undefined;
  const tails = tailOf(s.edge[0] ?? [], false) + tailOf(s.edge[1] ?? [], false);
  const estimate = { value: s.value, error: s.error + tails };
  // Halving helps where the steps did not settle (a kink inside), not with what is beyond the ends.
  if (s.error <= SETTLED * Math.max(1, Math.abs(s.value)) || depth >= 4 || !(c > a && c < b))
    return estimate;
  const [left, right] = [finite(f, a, c, depth + 1), finite(f, c, b, depth + 1)];
  if (!left || !right) return estimate;
  const halves = { value: left.value + right.value, error: left.error + right.error };
  return halves.error < estimate.error ? halves : estimate;
};

/** ∫ₐ^∞ f for finite a, by exp-sinh. */
const toInfinity = (f: (x: number) => number, a: number): Estimate | undefined => {
  const node: Node = (t) => {
    const e = Math.exp(HALF_PI * Math.sinh(t));
    const x = a + e;
    // Towards a, the distance from it as rounded; towards ∞, how far out the point is.
    return { x, d: t < 0 ? x - a : e, w: HALF_PI * Math.cosh(t) * e, far: e > 1e6 };
  };
  const s = settle(f, node, -5, 6.5, 1);
  if (!s) return undefined;
  return {
    value: s.value,
    error: s.error + tailOf(s.edge[0] ?? [], false) + tailOf(s.edge[1] ?? [], true),
  };
};

/**
 * ∫ₐᵇ f(x) dx numerically for a < b (either may be infinite), with a bound on its error;
 * undefined when f is not finite at a point inside (a pole there: the interval should have
 * been split).
 */
export const integrate = (f: (x: number) => number, a: number, b: number): Estimate | undefined => {
  if (!(a < b)) return a === b ? { value: 0, error: 0 } : undefined;
  if (Number.isFinite(a) && Number.isFinite(b)) return finite(f, a, b, 0);
  if (Number.isFinite(a)) return toInfinity(f, a);
  const mirrored = (x: number) => f(-x);
  if (Number.isFinite(b)) return toInfinity(mirrored, -b);
  const [left, right] = [toInfinity(mirrored, 0), toInfinity(f, 0)];
  return left && right
    ? { value: left.value + right.value, error: left.error + right.error }
    : undefined;
};
