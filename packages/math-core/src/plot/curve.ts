/**
 * A curve to draw and the window it is drawn in: y = f(x) (in degrees inside trig functions when
 * so read) or a vertical line, its features found in a span and labelled with the solver's exact
 * roots, the window chosen around them, and the curve sampled for the window.
 */

import { contains, hasVariable, mapTree } from '../algebra/reading';
import { isZeroAt } from '../algebra/realRoots';
import { approxEqual, TOLERANCE } from '../math/approx';
import { compileMath } from '../math/evaluateMath';
import type { Notation } from '../math/notation';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { type ExactPoints, exactPoints } from './exactPoints';
import { type CurveFacts, type Found, numericFacts, ratioFacts } from './features';
import { valueLabel } from './format';
import { type Ratio, readRatio } from './ratio';
import { sampleCurve } from './sample';
import type { Graph, PlotCurve, PlotWindow } from './types';

/** An x-range: from, to. */
export type Span = Readonly<[number, number]>;

/** One curve to draw: y = f(x), or the vertical line x = c. */
export interface Curve {
  label: string;
  /** The unknown across. */
  x: string;
  /** y as an expression in x (not for a vertical line). */
  node?: MathNode;
  /** The tree evaluated: `node` with the unknown in degrees inside trig functions when so read. */
  read?: MathNode;
  f: (t: number) => number;
  /** Its exact features when it is a quotient of polynomials (window-independent). */
  exact?: CurveFacts;
  /** Otherwise, where its rational parts put roots and breaks, exactly (window-independent). */
  points?: ExactPoints;
  ratio?: Ratio;
  vertical?: number;
  /** The vertical line's x as the page shows it, exact, and as a tree. */
  verticalLabel?: string;
  verticalAt?: MathNode;
  /** The notation its labels are written in (English's without one). */
  notation?: Notation;
}

/** Functions whose argument the solver reads in degrees. */
const TRIG: readonly string[] = ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'];
const DEFAULT_X: Span = [-10, 10];
const DEGREES_X: Span = [0, 360];

/** The tree with the unknown inside sin, cos, tan, … read in degrees, as the solver reads it. */
const inDegrees = (node: MathNode, x: string): MathNode =>
  mapTree(node, (n) =>
    n.type === 'function' && TRIG.includes(n.name)
      ? {
          ...n,
          args: n.args.map((a) =>
            mapTree(a, (m) =>
              m.type === 'variable' && m.name === x
                ? { type: 'postfix', op: '°', arg: m }
                : undefined,
            ),
          ),
        }
      : undefined,
  );

export const hasTrig = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'function' && TRIG.includes(n.name) && hasVariable(n));

/**
 * y = node as a curve in x (in degrees inside trig functions when `degrees`), labelled in the
 * notation.
 */
export const curveOf = (
  node: MathNode,
  x: string,
  degrees: boolean,
  notation?: Notation,
): Curve => {
  const read = degrees ? inDegrees(node, x) : node;
  const f = compileMath(read, x);
  const ratio = degrees ? undefined : readRatio(node, x);
  return {
    label: `y = ${toText(node, notation)}`,
    x,
    f,
    node,
    read,
    ...(notation ? { notation } : {}),
    ...(ratio
      ? { ratio, exact: ratioFacts(ratio, x, '', notation) }
      : { points: exactPoints(node, x) }),
  };
};

/**
 * The features of a curve for a window: exact ones, or searched for numerically in it (with the
 * y-intercept and turning points unless only roots and breaks are wanted).
 */
export const factsIn = (curve: Curve, xs: Span, unit: string, all = true): CurveFacts => {
  if (curve.vertical !== undefined)
    return {
      features: [{ kind: 'root', x: curve.vertical, y: 0, label: `x = ${curve.verticalLabel}` }],
      breaks: [],
    };
  if (curve.exact) return curve.exact;
  if (!curve.node || !curve.read) return { features: [], breaks: [] };
  const { node, read, x, points, notation } = curve;
  return numericFacts(node, read, x, xs[0], xs[1], unit, all, points, notation);
};

/**
 * Where to look for features before the window is chosen: −10 to 10 (0° to 360° in degrees), or,
 * when no curve has a value there (ln(x − 100)), around the defined value nearest 0 on ever wider
 * spans up to a million, far enough past it to reach what follows (ln(ln(x) − 5) is defined from
 * e⁵ ≈ 148 and 0 at e⁶ ≈ 403); stretched to hold the solver's solutions.
 */
export const startSpan = (curves: Curve[], degrees: boolean, solutions: Solved[] = []): Span => {
  if (degrees) return DEGREES_X;
  const grid = (lo: number, hi: number, n: number) =>
    Array.from({ length: n + 1 }, (_, i) => lo + ((hi - lo) * i) / n);
  const lives = (t: number) =>
    curves.some((c) => c.vertical === undefined && Number.isFinite(c.f(t)));
  const finiteIn = (lo: number, hi: number, n: number) => grid(lo, hi, n).filter(lives);
  let span: Span = DEFAULT_X;
  if (!grid(...DEFAULT_X, 400).some(lives) && curves.every((c) => c.vertical === undefined))
    for (const r of [1e2, 1e3, 1e4, 1e5, 1e6]) {
      const found = finiteIn(-r, r, 2000).sort((a, b) => Math.abs(a) - Math.abs(b));
      const nearest = found[0];
      if (nearest === undefined) continue;
      span = [nearest - 10, nearest + 2 * Math.abs(nearest) + 10].sort((a, b) => a - b) as [
        number,
        number,
      ];
      break;
    }
  const values = solutions.map((s) => s.value);
  return [Math.min(span[0], ...values), Math.max(span[1], ...values)];
};

/** A quantile of sorted values. */
const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] as number;

/**
 * A window showing every feature with a margin: x from the features' x (the span searched when
 * there are none, 0° to 360° in degrees), y from the curves' values there with the top and bottom 5%
 * clipped (so an asymptote does not flatten the picture) and every feature's y.
 */
export const defaultWindow = (
  curves: Curve[],
  features: Found[],
  degrees: boolean,
  span: Span,
): PlotWindow => {
  let [xMin, xMax] = span;
  const xs = features
    .filter((f) => f.kind !== 'horizontal-asymptote' && f.kind !== 'slant-asymptote')
    .map((f) => f.x);
  for (const c of curves) if (c.vertical !== undefined) xs.push(c.vertical);
  if (!degrees && xs.length > 0) {
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
    const pad = Math.max((hi - lo) * 0.3, 2);
    [xMin, xMax] = [lo - pad, hi + pad];
  }
  const values: number[] = [];
  for (const c of curves) {
    if (c.vertical !== undefined) continue;
    for (let i = 0; i <= 400; i++) {
      const y = c.f(xMin + ((xMax - xMin) * i) / 400);
      if (Number.isFinite(y)) values.push(y);
    }
  }
  values.sort((a, b) => a - b);
  const ys = features
    .filter((f) => f.kind !== 'vertical-asymptote' && f.kind !== 'slant-asymptote')
    .map((f) => f.y);
  if (values.length > 0) ys.push(quantile(values, 0.05), quantile(values, 0.95));
  let [yMin, yMax] = ys.length > 0 ? [Math.min(...ys), Math.max(...ys)] : [-10, 10];
  // The x-axis is shown when the curve comes near it.
  if (yMin > 0 && yMin < (yMax - yMin) * 0.5) yMin = 0;
  if (yMax < 0 && -yMax < (yMax - yMin) * 0.5) yMax = 0;
  if (approxEqual(yMax, yMin, TOLERANCE.check)) [yMin, yMax] = [yMin - 5, yMax + 5];
  const pad = (yMax - yMin) * 0.15;
  return { xMin, xMax, yMin: yMin - pad, yMax: yMax + pad };
};

/**
 * A slant asymptote moved to the middle of its part inside the window (left outside when it
 * misses the window).
 */
const slantIn = (f: Found, w: PlotWindow): Found => {
  const m = f.slope ?? 0;
  const at = (t: number) => f.y + m * (t - f.x);
  const [u, v] = [(w.yMin - f.y) / m + f.x, (w.yMax - f.y) / m + f.x].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const [a, b] = [Math.max(w.xMin, u), Math.min(w.xMax, v)];
  if (!(a <= b)) return { ...f, x: Number.NaN };
  const mid = (a + b) / 2;
  return { ...f, x: mid, y: at(mid) };
};

/**
 * Features inside the window, without the working fields; an asymptote's free coordinate set to
 * the window's centre.
 */
export const placed = (features: Found[], w: PlotWindow): Found[] =>
  features
    .map(({ exact: _, at: __, ...f }) =>
      f.kind === 'vertical-asymptote'
        ? { ...f, y: (w.yMin + w.yMax) / 2 }
        : f.kind === 'horizontal-asymptote'
          ? { ...f, x: (w.xMin + w.xMax) / 2 }
          : f.kind === 'slant-asymptote'
            ? slantIn(f, w)
            : f,
    )
    .filter((f) => f.x >= w.xMin && f.x <= w.xMax && f.y >= w.yMin && f.y <= w.yMax)
    // −0 is written 0 (x === 0 holds for both).
    .map((f) => ({ ...f, x: f.x === 0 ? 0 : f.x, y: f.y === 0 ? 0 : f.y }));

export const drawn = (curve: Curve, w: PlotWindow, breaks: number[]): PlotCurve => ({
  label: curve.label,
  segments:
    curve.vertical !== undefined
      ? [
          [
            [curve.vertical, w.yMin],
            [curve.vertical, w.yMax],
          ],
        ]
      : sampleCurve(curve.f, w, breaks),
});

export const validWindow = (w: PlotWindow | undefined): boolean =>
  w === undefined ||
  (typeof w === 'object' &&
    w !== null &&
    [w.xMin, w.xMax, w.yMin, w.yMax].every(Number.isFinite) &&
    w.xMin < w.xMax &&
    w.yMin < w.yMax);

export type CurvesGraph = Extract<Graph, { kind: 'curves' }>;

/** A solution as `solve` gives it: the unknown's name, its exact value as text and tree, and its value. */
export interface Solved {
  name: string;
  exact: string;
  at: MathNode;
  value: number;
}

/**
 * Roots found numerically, labelled with the solver's exact solutions where they match (and
 * moved onto the exact value); a solution the search missed (a root touching the axis) is added
 * when f is 0 there by the same test as any root.
 */
export const withExactRoots = (
  curve: Curve,
  facts: CurveFacts,
  solutions: Solved[],
  xs: Span,
  unit: string,
): CurveFacts => {
  const features = facts.features.map((f) => ({ ...f }));
  const tolerance = TOLERANCE.root * (xs[1] - xs[0]);
  for (const s of solutions) {
    if (s.value < xs[0] || s.value > xs[1]) continue;
    const label = valueLabel(s.name, s.value, s.exact, unit, curve.notation);
    const found = features.find((f) => f.kind === 'root' && Math.abs(f.x - s.value) <= tolerance);
    if (found) Object.assign(found, { x: s.value, label, exact: s.exact, at: s.at });
    else if (curve.read && isZeroAt(curve.read, curve.x, s.value, (xs[1] - xs[0]) / 2000))
      features.push({ kind: 'root', x: s.value, y: 0, label, exact: s.exact, at: s.at });
  }
  return { ...facts, features };
};

/**
 * A curve's facts for the window: found in the span searched first, then again in the window
 * chosen from them when it is another span (exact facts do not depend on it).
 */
export const factsFor = (
  curve: Curve,
  window: PlotWindow | undefined,
  degrees: boolean,
  solutions: Solved[],
): { facts: CurveFacts; w: PlotWindow } => {
  const unit = degrees ? '°' : '';
  const exact = (xs: Span) => withExactRoots(curve, factsIn(curve, xs, unit), solutions, xs, unit);
  const xs0: Span = window ? [window.xMin, window.xMax] : startSpan([curve], degrees, solutions);
  const first = exact(xs0);
  const w = window ?? defaultWindow([curve], first.features, degrees, xs0);
  const same = window || curve.exact || (w.xMin === xs0[0] && w.xMax === xs0[1]);
  return { facts: same ? first : exact([w.xMin, w.xMax]), w };
};
