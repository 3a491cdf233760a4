/**
 * What a plot marks on one curve y = f(x): roots, the y-intercept, turning points (the vertex of
 * a parabola), holes and asymptotes. Exact for a quotient of polynomials (see `ratio.ts`),
 * found numerically in the window for anything else.
 */

import type { Poly } from '../algebra/poly';
import * as P from '../algebra/poly';
import { probe } from '../algebra/probe';
import { divMod, gcdPoly, type Root, realRoots } from '../algebra/rationalForm';
import {
  approach,
  bisect,
  changesSignAt,
  golden,
  isZeroAt,
  scanRealRoots,
} from '../algebra/realRoots';
import { approxEqual, TOLERANCE } from '../math/approx';
import { compileMath } from '../math/evaluateMath';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import type { Notation } from '../math/notation';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { exactPoints, exactZeroAt } from './exactPoints';
import { decimal, exactText, pointLabel, pointText, rootText, valueLabel } from './format';
import { exactValue, MAX_READ_DEGREE, type Ratio } from './ratio';
import type { PlotFeature } from './types';

/**
 * A feature before its curve index is known, with the x it needs in the window; a root keeps its
 * exact value, when known, as text and as a tree, for the labels of what is built on it (an
 * intersection).
 */
export type Found = Omit<PlotFeature, 'curve'> & { exact?: string; at?: MathNode };

/** What is known of one curve: its features, and the x of each break (asymptote, hole). */
export interface CurveFacts {
  features: Found[];
  breaks: number[];
  /** Set for a polynomial: its degree; for a quadratic also which way it opens. */
  degree?: number;
  opensUp?: boolean;
  /** A parabola whose vertex is a hole (x³/x at 0): that hole's label. */
  vertexHole?: string;
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

/** A root, with its exact text (in the notation) when known. */
const rootFeature = (r: Root, label: string, notation?: Notation): Found => ({
  kind: 'root',
  x: r.value,
  y: 0,
  label,
  ...(r.text === undefined || r.exact === undefined
    ? {}
    : { exact: rootText(r, notation), at: E.toNode(r.exact) }),
});

/** A point with exact coordinates where they are known. */
const point = (
  kind: Found['kind'],
  x: number,
  y: number,
  ex?: Exact,
  ey?: Exact,
  notation?: Notation,
): Found => ({
  kind,
  x,
  y,
  label: pointLabel(x, y, ex && exactText(ex, notation), ey && exactText(ey, notation), notation),
});

/**
 * The features of N(x)/D(x). A factor shared by N and D cancels: where it is zero and the
 * reduced denominator is not, the graph has a hole (the reduced quotient's value there), and no
 * root, vertex or turning point is marked there, as the function is undefined; the reduced
 * denominator's roots are vertical asymptotes; the reduced numerator's other roots are the roots.
 * Far out the graph follows the quotient of N by D: a constant when the numerator's degree is at
 * most the denominator's (a horizontal asymptote: y = 0 below, the ratio of the leading
 * coefficients at equal degrees), a line when it is one more (a slant asymptote). Turning points
 * are where the derivative's numerator N′D − ND′ changes sign.
 */
export const ratioFacts = (ratio: Ratio, x: string, unit = '', notation?: Notation): CurveFacts => {
  const shared = gcdPoly(ratio.num, ratio.den, x);
  const n = divMod(ratio.num, shared, x).quotient;
  const d = divMod(ratio.den, shared, x).quotient;
  const [nAt, dAt] = [P.evaluator(n, x), P.evaluator(d, x)];
  const features: Found[] = [];
  const breaks: number[] = [];
  const label = (r: Root) => valueLabel(x, r.value, rootText(r, notation), unit, notation);
  for (const r of realRoots(d, x)) {
    features.push({ kind: 'vertical-asymptote', x: r.value, y: 0, label: label(r) });
    breaks.push(r.value);
  }
  const largest = Math.max(1, ...d.map((t) => Math.abs(R.toNumber(t.c))));
  const holes = realRoots(shared, x).filter(
    (r) => !approxEqual(dAt(r.value), 0, TOLERANCE.same, largest),
  );
  const hole = (v: number) => holes.find((h) => approxEqual(h.value, v, TOLERANCE.check));
  const holeFeatures = holes.map((r) => {
    const ey = r.exact && ratioAt(n, d, x, r.exact);
    breaks.push(r.value);
    return point('hole', r.value, nAt(r.value) / dAt(r.value), r.exact, ey, notation);
  });
  features.push(...holeFeatures);
  for (const r of realRoots(n, x))
    if (!hole(r.value)) features.push(rootFeature(r, label(r), notation));
  const den0 = P.coeff(ratio.den, x, 0);
  if (!R.isZero(den0)) {
    const y0 = R.div(P.coeff(ratio.num, x, 0), den0);
    features.push(point('y-intercept', 0, R.toNumber(y0), [], E.fromQ(y0), notation));
  }
  // The degree of the zero polynomial is taken as −1, below every other.
  const degreeOf = (p: Poly) => (p.length === 0 ? -1 : P.degree(p, x));
  const [dn, dd] = [degreeOf(n), degreeOf(d)];
  // A function with an unknown in its denominator levels off where the degrees allow it
  // (lim f as x → ±∞), even when what remains after cancelling is a constant.
  if (degreeOf(ratio.den) > 0 && dn <= dd) {
    const level = dn < dd ? R.ZERO : R.div(P.coeff(n, x, dn), P.coeff(d, x, dd));
    const text = exactText(E.fromQ(level), notation);
    features.push({
      kind: 'horizontal-asymptote',
      x: 0,
      y: R.toNumber(level),
      label: `y = ${text}`,
    });
  }
  if (dd > 0 && dn === dd + 1) {
    // N/D = q + r/D with q of degree 1 and r/D → 0: the line y = q.
    const q = divMod(n, d, x).quotient;
    features.push({
      kind: 'slant-asymptote',
      x: 0,
      y: R.toNumber(P.coeff(q, x, 0)),
      slope: R.toNumber(P.coeff(q, x, 1)),
      label: `y = ${toText(P.toNode(q), notation)}`,
    });
  }
  // The slope's numerator N′D − ND′, of degree below twice the highest read.
  const times = (a: Poly, b: Poly) => P.mulUpTo(a, b, 2 * MAX_READ_DEGREE);
  const slope = P.sub(times(P.derivative(n, x), d), times(n, P.derivative(d, x)));
  const slopeAt = P.evaluator(slope, x);
  const polynomial = dd === 0;
  const facts: CurveFacts = { features, breaks };
  for (const r of realRoots(slope, x)) {
    // A turning point needs the slope to change sign (x³ has a flat point at 0 that is not one).
    if (!changesSignAt(slopeAt, r.value)) continue;
    if (Math.abs(dAt(r.value)) === 0) continue;
    const kind = polynomial && dn === 2 ? 'vertex' : 'turning-point';
    const at = hole(r.value);
    if (at) {
      // The function is undefined there: the hole is marked, and a parabola says its vertex is missing.
      if (kind === 'vertex') facts.vertexHole = holeFeatures[holes.indexOf(at)]?.label;
      continue;
    }
    const y = nAt(r.value) / dAt(r.value);
    const ey = r.exact && ratioAt(n, d, x, r.exact);
    features.push(point(kind, r.value, y, r.exact, ey, notation));
  }
  if (polynomial) {
    facts.degree = Math.max(0, dn);
    if (dn === 2) facts.opensUp = R.sign(P.coeff(n, x, 2)) * R.sign(P.coeff(d, x, 0)) > 0;
  }
  return facts;
};

/**
 * Whether f is defined at t: the one question of domain the graph asks of a function that is not
 * a quotient of polynomials, answered by evaluating every part of it there.
 */
const definedAt = (read: MathNode, x: string, t: number): boolean =>
  probe(read, { [x]: t }).defined;

/** A numeric pole at a whole number where f is undefined is taken to be at that number. */
const snapped = (read: MathNode, x: string, v: number): Root => {
  const k = Math.round(v);
  if (k === v || !approxEqual(k, v, TOLERANCE.check)) return { value: v };
  if (definedAt(read, x, k)) return { value: v };
  const exact = E.fromQ(R.int(k));
  return { value: k, exact, text: exactText(exact) };
};

/**
 * The features of any other f in [lo, hi]: `node` is f as typed, `read` the tree evaluated (the
 * unknown in degrees inside trig functions when so read). Exact candidates from the rational
 * parts of f (exactPoints.ts) are decided first: a zero of a factor, or an end of the domain,
 * where f is defined and 0 is a root; an excluded value where f grows without bound on a side
 * is a vertical asymptote, and one where both sides tend to the same number is a hole. Then the
 * numeric search (algebra/realRoots.ts)
 * adds the roots and asymptotes no exact part explains, a root at a simple fraction where the
 * exact value of f is 0 taken as exact. The y-intercept is f(0) where f is defined at 0. Turning
 * points are searched for unless `turning` is false (only roots and breaks are wanted).
 * `exact` is `exactPoints(node, x)`, which does not depend on the interval.
 */
export const numericFacts = (
  node: MathNode,
  read: MathNode,
  x: string,
  lo: number,
  hi: number,
  unit = '',
  turning = true,
  exact = exactPoints(node, x),
  notation?: Notation,
): CurveFacts => {
  const f = compileMath(read, x);
  const exactlyAt = compileMath(read, { exact: true, variable: x });
  const scan = scanRealRoots(read, x, lo, hi);
  const step = (hi - lo) / (scan.xs.length - 1);
  const inRange = (r: Root) => r.value >= lo && r.value <= hi;
  // Zeros of a factor, and ends of the domain where f is 0 (√x − x² at 0).
  const roots = [...exact.zeros, ...exact.edges]
    .filter((r, i, all) => inRange(r) && all.findIndex((s) => s.value === r.value) === i)
    .filter((r) => isZeroAt(read, x, r.value, step));
  const poles: Root[] = [];
  const holes: Found[] = [];
  for (const c of exact.edges.filter(inRange)) {
    if (definedAt(read, x, c.value)) continue;
    const [left, right] = [approach(f, c.value, -1, step), approach(f, c.value, 1, step)];
    if (left?.kind === 'infinite' || right?.kind === 'infinite') poles.push(c);
    else if (
      left?.kind === 'finite' &&
      right?.kind === 'finite' &&
      approxEqual(left.value, right.value, TOLERANCE.root)
    ) {
      const y = (left.value + right.value) / 2;
      const where = `${decimal(c.value, notation)}${unit}`;
      const label = `≈ ${pointText(where, decimal(y, notation), notation)}`;
      holes.push({ kind: 'hole', x: c.value, y, label });
    }
  }
  const tolerance = TOLERANCE.root * (hi - lo);
  const near = (v: number, at: number[]) => at.some((a) => Math.abs(a - v) <= tolerance);
  const exactPoles = poles.map((p) => p.value);
  for (const v of scan.poles) if (!near(v, exactPoles)) poles.push(snapped(read, x, v));
  const breaks = [...poles.map((p) => p.value), ...holes.map((h) => h.x)];
  for (const v of scan.roots)
    if (!near(v, [...roots.map((r) => r.value), ...breaks]))
      roots.push(exactZeroAt(exactlyAt, v) ?? { value: v });
  const label = (r: Root) => valueLabel(x, r.value, rootText(r, notation), unit, notation);
  const features: Found[] = [
    ...poles
      .sort((a, b) => a.value - b.value)
      .map((r): Found => ({ kind: 'vertical-asymptote', x: r.value, y: 0, label: label(r) })),
    ...holes,
    ...roots.sort((a, b) => a.value - b.value).map((r) => rootFeature(r, label(r), notation)),
  ];
  if (!turning) return { features, breaks };
  // Where f is defined at 0 (a value that underflowed is below any digit shown).
  const y0 = f(0);
  if (lo <= 0 && 0 <= hi && Number.isFinite(y0) && definedAt(read, x, 0))
    features.push({
      kind: 'y-intercept',
      x: 0,
      y: y0,
      label: pointText('0', decimal(y0, notation), notation),
    });
  features.push(...turningPoints(f, scan, unit, breaks, notation));
  return { features, breaks };
};

/**
 * Turning points of f on the searched grid: a sample higher or lower than both neighbours,
 * narrowed by golden-section search and sharpened where the slope changes sign; none within a
 * grid step of a break, nor where f changes almost all of its value within a quarter step (a
 * pole, a spike).
 */
const turningPoints = (
  f: (t: number) => number,
  { xs, ys }: { xs: number[]; ys: number[] },
  unit: string,
  breaks: number[],
  notation?: Notation,
): Found[] => {
  const out: Found[] = [];
  const steps = xs.length - 1;
  const step = ((xs[steps] as number) - (xs[0] as number)) / steps;
  for (let i = 1; i < steps; i++) {
    const [p, m, q] = [ys[i - 1] as number, ys[i] as number, ys[i + 1] as number];
    if (![p, m, q].every(Number.isFinite)) continue;
    const peak = m > p && m >= q;
    const dip = m < p && m <= q;
    // A rise within rounding (sin² + cos² on a flat stretch) is no turning point.
    const flat = Math.max(Math.abs(m - p), Math.abs(m - q)) <= TOLERANCE.same * Math.abs(m);
    if ((!peak && !dip) || flat) continue;
    const sign = peak ? -1 : 1;
    const t = sharpen(
      f,
      golden((s) => sign * f(s), xs[i - 1] as number, xs[i + 1] as number),
      step,
    );
    const y = f(t);
    if (!Number.isFinite(y) || breaks.some((b) => Math.abs(b - t) <= step)) continue;
    // Near a smooth top f changes at most half as much within a quarter step of it as out to
    // the grid's neighbours, which are at least half a step away (a corner, |x| at 0, exactly
    // half); at a pole (tan at 90°) the change is almost all within the quarter step.
    const quarter = step / 4;
    const limit = 0.5 * Math.min(Math.abs(p - y), Math.abs(q - y)) * (1 + TOLERANCE.root);
    if (Math.abs(f(t - quarter) - y) > limit || Math.abs(f(t + quarter) - y) > limit) continue;
    const label = `≈ ${pointText(`${decimal(t, notation)}${unit}`, decimal(y, notation), notation)}`;
    out.push({ kind: 'turning-point', x: t, y, label });
  }
  return out;
};

/** Half the width of the difference that measures a slope, as a fraction of the sampling step. */
const SLOPE_SPAN = 1e-3;

/**
 * A smooth top found by comparing values is only as sharp as their rounding allows (f is flat
 * there); the slope, as a difference across a small h, changes sign at the top and is bisected
 * to a point where it does. Left as it is where the slope does not change sign (a corner).
 */
const sharpen = (f: (t: number) => number, t: number, step: number): number => {
  const h = step * SLOPE_SPAN;
  const slope = (s: number) => f(s + h) - f(s - h);
  const [a, b] = [t - step / 4, t + step / 4];
  const [sa, sb] = [slope(a), slope(b)];
  if (!Number.isFinite(sa) || !Number.isFinite(sb) || Math.sign(sa) === Math.sign(sb)) return t;
  return bisect(slope, a, b);
};
