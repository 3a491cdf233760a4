/**
 * What a plot marks on one curve y = f(x): roots, the y-intercept, turning points (the vertex of
 * a parabola), holes and asymptotes. Exact for a quotient of polynomials (see `ratio.ts`),
 * found numerically in the window for anything else.
 */
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import type { Poly } from '../solve/poly';
import * as P from '../solve/poly';
import { bisect, divMod, gcdPoly, type Root, realRoots } from '../solve/rationalForm';
import { decimal, exactText, pointLabel, valueLabel } from './format';
import { exactValue, MAX_READ_DEGREE, type Ratio } from './ratio';
import type { PlotFeature } from './types';

/** A feature before its curve index is known, with the x it needs in the window. */
export type Found = Omit<PlotFeature, 'curve'>;

/** What is known of one curve: its features, and the x of each break (asymptote, hole). */
export interface CurveFacts {
  features: Found[];
  breaks: number[];
  /** Set for a polynomial: its degree; for a quadratic also which way it opens. */
  degree?: number;
  opensUp?: boolean;
}

/** n(t)/d(t) exactly, or undefined when the exact numbers cannot hold it. */
const ratioAt = (n: Poly, d: Poly, x: string, t: Exact): Exact | undefined => {
  const top = exactValue(n, x, t);
  const below = exactValue(d, x, t);
  if (!top || !below || below.length === 0) return undefined;
  try {
    return E.div(top, below);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** A point with exact coordinates where they are known. */
const point = (kind: Found['kind'], x: number, y: number, ex?: Exact, ey?: Exact): Found => ({
  kind,
  x,
  y,
  label: pointLabel(x, y, ex && exactText(ex), ey && exactText(ey)),
});

/**
 * The features of N(x)/D(x). A factor shared by N and D cancels: where it is zero and the
 * reduced denominator is not, the graph has a hole (the reduced quotient's value there); the
 * reduced denominator's roots are vertical asymptotes; the reduced numerator's roots are the
 * roots. The horizontal asymptote compares degrees: a lower numerator gives y = 0, equal degrees
 * the ratio of the leading coefficients, a higher one none. Turning points are where the
 * derivative's numerator N′D − ND′ changes sign.
 */
export const ratioFacts = (ratio: Ratio, x: string, unit = ''): CurveFacts => {
  const shared = gcdPoly(ratio.num, ratio.den, x);
  const n = divMod(ratio.num, shared, x).quotient;
  const d = divMod(ratio.den, shared, x).quotient;
  const [nAt, dAt] = [P.evaluator(n, x), P.evaluator(d, x)];
  const features: Found[] = [];
  const breaks: number[] = [];
  const label = (r: Root) => valueLabel(x, r.value, r.text, unit);
  const asymptotes = realRoots(d, x);
  for (const r of asymptotes) {
    features.push({ kind: 'vertical-asymptote', x: r.value, y: 0, label: label(r) });
    breaks.push(r.value);
  }
  for (const r of realRoots(shared, x)) {
    if (Math.abs(dAt(r.value)) < 1e-12 * Math.max(1, ...d.map((t) => Math.abs(R.toNumber(t.c)))))
      continue;
    const ey = r.exact && ratioAt(n, d, x, r.exact);
    const y = nAt(r.value) / dAt(r.value);
    features.push(point('hole', r.value, y, r.exact, ey));
    breaks.push(r.value);
  }
  for (const r of realRoots(n, x))
    features.push({ kind: 'root', x: r.value, y: 0, label: label(r) });
  const den0 = P.coeff(ratio.den, x, 0);
  if (!R.isZero(den0)) {
    const y0 = R.div(P.coeff(ratio.num, x, 0), den0);
    features.push(point('y-intercept', 0, R.toNumber(y0), [], E.fromQ(y0)));
  }
  // The degree of the zero polynomial is taken as −1, below every other.
  const degreeOf = (p: Poly) => (p.length === 0 ? -1 : P.degree(p, x));
  const [dn, dd] = [degreeOf(n), degreeOf(d)];
  // A function with an unknown in its denominator levels off where the degrees allow it
  // (lim f as x → ±∞), even when what remains after cancelling is a constant.
  if (degreeOf(ratio.den) > 0 && dn <= dd) {
    const level = dn < dd ? R.ZERO : R.div(P.coeff(n, x, dn), P.coeff(d, x, dd));
    const text = exactText(E.fromQ(level));
    features.push({
      kind: 'horizontal-asymptote',
      x: 0,
      y: R.toNumber(level),
      label: `y = ${text}`,
    });
  }
  // The slope's numerator N′D − ND′, of degree below twice the highest read.
  const times = (a: Poly, b: Poly) => P.mulUpTo(a, b, 2 * MAX_READ_DEGREE);
  const slope = P.sub(times(P.derivative(n, x), d), times(n, P.derivative(d, x)));
  const slopeAt = P.evaluator(slope, x);
  const polynomial = dd === 0;
  for (const r of realRoots(slope, x)) {
    // A turning point needs the slope to change sign (x³ has a flat point at 0 that is not one).
    const h = 1e-6 * Math.max(1, Math.abs(r.value));
    if (Math.sign(slopeAt(r.value - h)) === Math.sign(slopeAt(r.value + h))) continue;
    if (Math.abs(dAt(r.value)) === 0) continue;
    const y = nAt(r.value) / dAt(r.value);
    const ey = r.exact && ratioAt(n, d, x, r.exact);
    const kind = polynomial && dn === 2 ? 'vertex' : 'turning-point';
    features.push(point(kind, r.value, y, r.exact, ey));
  }
  const facts: CurveFacts = { features, breaks };
  if (polynomial) {
    facts.degree = Math.max(0, dn);
    if (dn === 2) facts.opensUp = R.sign(P.coeff(n, x, 2)) * R.sign(P.coeff(d, x, 0)) > 0;
  }
  return facts;
};

/**
 * The features of any other f, found in [lo, hi] on a grid of `steps` intervals: a sign change
 * narrowed by bisection is a root when f is small there (not a jump through infinity); a sample
 * higher or lower than both neighbours is narrowed by golden-section search to a turning point;
 * the y-intercept is f(0) when 0 is in range and f is defined there.
 */
export const numericFacts = (
  f: (t: number) => number,
  x: string,
  lo: number,
  hi: number,
  yScale: number,
  unit = '',
  steps = 2000,
): CurveFacts => {
  const features: Found[] = [];
  const xs = Array.from({ length: steps + 1 }, (_, i) => lo + ((hi - lo) * i) / steps);
  const ys = xs.map(f);
  const small = 1e-6 * Math.max(1, yScale);
  const roots: number[] = [];
  const poles: number[] = [];
  for (let i = 0; i < steps; i++) {
    const [a, b, fa, fb] = [
      xs[i] as number,
      xs[i + 1] as number,
      ys[i] as number,
      ys[i + 1] as number,
    ];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) roots.push(a);
    else if (fb !== 0 && Math.sign(fa) !== Math.sign(fb)) {
      // Narrowed down, a sign change ends at a root (f small) or at a pole (f past any scale).
      const r = bisect(f, a, b);
      const size = Math.abs(f(r));
      if (size <= small) roots.push(r);
      else if (!(size < 1e6 * Math.max(1, yScale))) poles.push(r);
    }
  }
  for (const r of poles)
    features.push({
      kind: 'vertical-asymptote',
      x: r,
      y: 0,
      label: valueLabel(x, r, undefined, unit),
    });
  if (ys[steps] === 0) roots.push(hi);
  // Also roots that touch the axis without crossing it: a local minimum of |f| that is ~0.
  for (let i = 1; i < steps; i++) {
    const [p, m, q] = [ys[i - 1] as number, ys[i] as number, ys[i + 1] as number];
    if (!(Math.abs(m) < Math.abs(p) && Math.abs(m) <= Math.abs(q)) || Math.sign(p) !== Math.sign(q))
      continue;
    const t = golden((s) => Math.abs(f(s)), xs[i - 1] as number, xs[i + 1] as number);
    if (Math.abs(f(t)) <= small && !roots.some((r) => Math.abs(r - t) < (hi - lo) / steps))
      roots.push(t);
  }
  for (const r of roots.sort((u, v) => u - v))
    features.push({ kind: 'root', x: r, y: 0, label: valueLabel(x, r, undefined, unit) });
  if (lo <= 0 && 0 <= hi && Number.isFinite(f(0)))
    features.push({ kind: 'y-intercept', x: 0, y: f(0), label: `(0, ${decimal(f(0))})` });
  for (let i = 1; i < steps; i++) {
    const [p, m, q] = [ys[i - 1] as number, ys[i] as number, ys[i + 1] as number];
    if (![p, m, q].every(Number.isFinite)) continue;
    const peak = m > p && m >= q;
    const dip = m < p && m <= q;
    if (!peak && !dip) continue;
    const sign = peak ? -1 : 1;
    const t = sharpen(
      f,
      golden((s) => sign * f(s), xs[i - 1] as number, xs[i + 1] as number),
      (hi - lo) / steps,
    );
    const y = f(t);
    if (!Number.isFinite(y)) continue;
    // Near a smooth top f changes at most half as much within a quarter step of it as out to
    // the grid's neighbours, which are at least half a step away (a corner, |x| at 0, exactly
    // half); at a pole (tan at 90°) the change is almost all within the quarter step.
    const quarter = (hi - lo) / steps / 4;
    const limit = 0.5 * Math.min(Math.abs(p - y), Math.abs(q - y)) * (1 + 1e-6);
    if (Math.abs(f(t - quarter) - y) > limit || Math.abs(f(t + quarter) - y) > limit) continue;
    features.push({
      kind: 'turning-point',
      x: t,
      y,
      label: `≈ (${decimal(t)}${unit}, ${decimal(y)})`,
    });
  }
  return { features, breaks: poles };
};

/**
 * A smooth top found by comparing values is only as sharp as their rounding allows (f is flat
 * there); the slope, as a difference across a small h, changes sign at the top and is bisected
 * to a point where it does. Left as it is where the slope does not change sign (a corner).
 */
const sharpen = (f: (t: number) => number, t: number, step: number): number => {
  const h = step * 1e-3;
  const slope = (s: number) => f(s + h) - f(s - h);
  const [a, b] = [t - step / 4, t + step / 4];
  const [sa, sb] = [slope(a), slope(b)];
  if (!Number.isFinite(sa) || !Number.isFinite(sb) || Math.sign(sa) === Math.sign(sb)) return t;
  return bisect(slope, a, b);
};

/** Where g is least in [a, b] (golden-section search; g unimodal there). */
const golden = (g: (t: number) => number, a: number, b: number): number => {
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
