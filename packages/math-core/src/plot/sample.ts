/**
 * Adaptive sampling of y = f(x) in a window, as polylines a page can draw. The page is taken to
 * be a nominal 600 × 400 pixels: an interval is halved while the curve's midpoint lies more than
 * half a pixel off the chord, so bends get many points and straight runs few. The polyline is
 * broken where f is undefined or not finite, where it jumps through infinity, and at the points
 * given as breaks (vertical asymptotes, holes); runs that stay off the window on one side are
 * left out, so nothing is ever joined across an asymptote out of sight.
 */
import type { PlotWindow } from './types';

/** The nominal page the tolerance is measured on, in pixels. */
export const VIEW_WIDTH = 600;
export const VIEW_HEIGHT = 400;
/** Most points in one curve. */
export const MAX_POINTS = 3000;
const TOLERANCE_PX = 0.5;
const MAX_DEPTH = 12;
/** How far short of a break, as a fraction of the window's width, a piece's sampling stops. */
const INSET = 1e-9;

type Fn = (x: number) => number;
type Sample = [number, number];

/** y = f(x) as unbroken polylines in the window, never joined across a break. */
export const sampleCurve = (
  f: Fn,
  window: PlotWindow,
  breaks: number[] = [],
): [number, number][][] => {
  const { xMin, xMax, yMin, yMax } = window;
  const width = xMax - xMin;
  const height = yMax - yMin;
  const perPixelY = VIEW_HEIGHT / height;
  const inside = [...new Set(breaks.filter((b) => b > xMin && b < xMax))].sort((a, b) => a - b);
  // So many breaks that each piece would be a few pixels wide (tan zoomed far out): the jump
  // test alone keeps the pieces apart, within the budget.
  const cuts = inside.length * 16 > MAX_POINTS ? [] : inside;
  const edges = [xMin, ...cuts, xMax];
  // The budget is shared by the pieces between breaks, in proportion to their width.
  const segments: Sample[][] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [a, b] = [edges[i] as number, edges[i + 1] as number];
    // A break point itself is not sampled: stop a hair short of it.
    const inset = width * INSET;
    const lo = i === 0 ? a : a + inset;
    const hi = i + 2 === edges.length ? b : b - inset;
    if (hi <= lo) continue;
    const budget = Math.max(16, Math.floor((MAX_POINTS * (hi - lo)) / width));
    segments.push(...samplePiece(f, lo, hi, budget, window, perPixelY));
  }
  return segments;
};

const finite = (s: Sample): boolean => Number.isFinite(s[1]);

/** One piece between breaks: refined samples, then cut into polylines. */
const samplePiece = (
  f: Fn,
  lo: number,
  hi: number,
  budget: number,
  window: PlotWindow,
  perPixelY: number,
): Sample[][] => {
  const start = Math.max(8, Math.min(200, Math.floor(budget / 8)));
  // −0 is written 0 (t === 0 holds for both).
  const at = (x: number): Sample => {
    const y = f(x);
    return [x === 0 ? 0 : x, y === 0 ? 0 : y];
  };
  const height = window.yMax - window.yMin;
  const side = (y: number): number =>
    y > window.yMax + height ? 1 : y < window.yMin - height ? -1 : 0;
  let left = budget - start - 1;
  const out: Sample[] = [];
  // Whether the interval between p and q needs its midpoint.
  const refine = (p: Sample, q: Sample, depth: number): void => {
    if (depth >= MAX_DEPTH || left <= 0) return;
    const m = at((p[0] + q[0]) / 2);
    let split: boolean;
    if (finite(p) && finite(q) && finite(m)) {
      const offSameSide =
        side(p[1]) !== 0 && side(p[1]) === side(q[1]) && side(m[1]) === side(p[1]);
      split = !offSameSide && Math.abs(m[1] - (p[1] + q[1]) / 2) * perPixelY > TOLERANCE_PX;
    } else split = finite(p) || finite(q) || finite(m);
    if (!split) return;
    left -= 1;
    refine(p, m, depth + 1);
    out.push(m);
    refine(m, q, depth + 1);
  };
  let previous = at(lo);
  out.push(previous);
  for (let i = 1; i <= start; i++) {
    const next = at(lo + ((hi - lo) * i) / start);
    refine(previous, next, 0);
    out.push(next);
    previous = next;
  }
  // Cut where a neighbour is missing, where both stay off the window on one side, and where
  // the curve jumps through infinity.
  const lines: Sample[][] = [];
  let line: Sample[] = [];
  const close = () => {
    if (line.length >= 2) lines.push(line);
    line = [];
  };
  for (let i = 0; i < out.length; i++) {
    const s = out[i] as Sample;
    if (!finite(s)) {
      close();
      continue;
    }
    const before = line[line.length - 1];
    if (before) {
      const bs = side(before[1]);
      if ((bs !== 0 && bs === side(s[1])) || jumpsThroughInfinity(f, before, s, height)) close();
    }
    line.push(s);
  }
  close();
  return lines;
};

/**
 * Whether f jumps between p and q rather than climbing steeply: while the interval is halved
 * 40 times, keeping the half with the larger change, a continuous f's change shrinks below the
 * window height and a pole's does not.
 */
const jumpsThroughInfinity = (f: Fn, p: Sample, q: Sample, height: number): boolean => {
  if (Math.abs(q[1] - p[1]) <= height) return false;
  let [a, b] = [p, q];
  for (let i = 0; i < 40; i++) {
    const mx = (a[0] + b[0]) / 2;
    if (mx === a[0] || mx === b[0]) break;
    const m: Sample = [mx, f(mx)];
    if (!Number.isFinite(m[1])) return true;
    [a, b] = Math.abs(m[1] - a[1]) >= Math.abs(b[1] - m[1]) ? [a, m] : [m, b];
    if (Math.abs(b[1] - a[1]) <= height) return false;
  }
  return true;
};
