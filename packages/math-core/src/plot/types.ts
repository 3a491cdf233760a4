/**
 * Plots as data: what `graph` returns for the web page to draw. Every value is in data
 * coordinates (x and y as the student reads them); the page maps them to pixels.
 */

import type { GraphFunction } from '../math/plotted';
import type { SetInterval, Solution } from '../math/show';
import type { MathNode } from '../math/tree';

export type { GraphFunction } from '../math/plotted';

/**
 * What `graph` draws from an answer: the parts of what `solve` returned (a `SolveResult`, or
 * `solveQuadratic`'s result) it reads, so either can be passed as it is.
 */
export interface GraphAnswer {
  /** The problem as read. */
  tree: MathNode;
  /** The exact solutions, each with its tree (x = 2) and exact value's tree (2). */
  solutions: readonly Solution[];
  /** The answer in one line, as a number line's description quotes it ("x ≥ 2"). */
  answer?: string;
  /** When the solutions are not a list: none, every number, or a system's family. */
  outcome?: 'none' | 'all' | 'family';
  /** An inequality's solution set, and the same in interval notation. */
  set?: readonly SetInterval[];
  interval?: string;
  /** The answer's angles are in radians: trig functions are drawn with x in radians. */
  radians?: boolean;
  /** When the answer is about functions to draw (y = 2x + 3, f(x) = x² + 1): those functions. */
  functions?: readonly GraphFunction[];
}

/** What `graph` takes: what `solve` returned for a problem, or a problem (or function) as a tree. */
export type Graphable = GraphAnswer | MathNode;

/** The visible part of the plane: x from `xMin` to `xMax`, y from `yMin` to `yMax`. */
export interface PlotWindow {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** The kinds of point or line a plot marks on a curve. */
export type FeatureKind =
  | 'root'
  | 'y-intercept'
  | 'vertex'
  | 'turning-point'
  | 'intersection'
  | 'hole'
  | 'vertical-asymptote'
  | 'horizontal-asymptote'
  | 'slant-asymptote'
  /** A point the problem gives (the two points of a slope or a distance). */
  | 'given-point'
  /** The midpoint of two given points. */
  | 'midpoint';

/** One marked point or line. */
export interface PlotFeature {
  kind: FeatureKind;
  /**
   * Coordinates. A vertical asymptote has its x and, for y, the window's vertical centre; a
   * horizontal asymptote has its y and, for x, the window's horizontal centre; a slant asymptote
   * is the line through (x, y) with slope `slope`, (x, y) the middle of its part in the window
   * (never NaN).
   */
  x: number;
  y: number;
  /** A slant asymptote's slope (only on a slant asymptote). */
  slope?: number;
  /** As a student reads it, exact where exact: "x = (3 + √5)/2 ≈ 2.62", "(2.5, −0.25)", "y = 1". */
  label: string;
  /** Index into `curves` (left out for intersections of two curves). */
  curve?: number;
}

/** One curve: its equation and its unbroken pieces. */
export interface PlotCurve {
  /** "y = x² − 5x + 6" */
  label: string;
  /** Unbroken polylines in data coordinates; a curve is never joined across a discontinuity. */
  segments: [number, number][][];
}

/** One interval of a solution set on the number line. */
export interface NumberLineInterval {
  /** null = unbounded */
  from: number | null;
  to: number | null;
  fromClosed: boolean;
  toClosed: boolean;
  /** Exact endpoint texts as the solver writes them ("−√2", "3/2"), written from its trees. */
  fromLabel?: string;
  toLabel?: string;
}

/**
 * A region to shade: between a curve and the x-axis from `from` to `to` (a definite integral's
 * area), as one closed outline in data coordinates (the curve from left to right, then back
 * along the axis).
 */
export interface PlotRegion {
  /** Index into `curves`. */
  curve: number;
  from: number;
  to: number;
  outline: [number, number][];
  /** What the region is, as a student reads it: "∫₀¹ x² dx = 1/3". */
  label: string;
}

/** A graph of a problem: curves in the plane, or a solution set on the number line. */
export type Graph =
  | {
      kind: 'curves';
      window: PlotWindow;
      curves: PlotCurve[];
      features: PlotFeature[];
      description: string;
      xUnit?: 'degrees';
      /** Only for a definite integral: the region its value measures, shaded. */
      regions?: PlotRegion[];
    }
  | {
      kind: 'number-line';
      intervals: NumberLineInterval[];
      points: { x: number; label: string }[];
      window: { xMin: number; xMax: number };
      description: string;
    };

/** What `plotFunction` returns: one sampled curve, its features and the window they fit in. */
export interface FunctionPlot {
  window: PlotWindow;
  curve: PlotCurve;
  features: PlotFeature[];
}
