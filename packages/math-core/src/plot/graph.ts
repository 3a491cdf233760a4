/**
 * Graphs as data: what `solve` reads from a problem, drawn. An equation in one unknown is its
 * two sides as curves meeting at the solutions (one curve and its roots when a side is 0); an
 * expression or y = f(x) is one curve with its features; two equations in two unknowns are two
 * curves meeting at the solution; an inequality is its solution set on the number line. Every
 * number here is a float for drawing; labels carry the exact values.
 */

import { fail } from '../_lib/result';
import { contains, hasVariable, variablesOf } from '../algebra/reading';
import { lineThroughPoints } from '../geometry/lineThroughPoints';
import { evaluateMath } from '../math/evaluateMath';
import { SolveStop } from '../math/rational';
import { refusalWrittenIn, refuse, refused } from '../math/refusal';
import { toText } from '../math/toText';
import { isMathNode, type MathNode } from '../math/tree';
import type { MathError, Result } from '../types';
import {
  type Curve,
  type CurvesGraph,
  curveOf,
  defaultWindow,
  drawn,
  factsFor,
  hasTrig,
  placed,
  type Solved,
  validWindow,
} from './curve';
import { describeCurve, inDegrees, sameDescription } from './describe';
import type { CurveFacts } from './features';
import { crossings, meetings, pair, twoCurves } from './meet';
import { namedValues } from './named';
import { numberLine } from './numberLine';
import {
  type GraphLanguage,
  graphLanguage,
  PLOT_REFUSALS,
  type Said,
  say,
  type WrittenIn,
} from './said';
import { across, curveIn, curvesOfSystem, system } from './system';
import type {
  FunctionPlot,
  Graph,
  GraphAnswer,
  Graphable,
  GraphFunction,
  PlotCurve,
  PlotFeature,
  PlotWindow,
} from './types';

const hasRelation = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'relation' || n.type === 'list' || n.type === 'text');

/** A refusal of the plot's as a failed result, with why when the refusal says it. */
const stopped = (err: SolveStop, field: string): { ok: false; error: MathError } => ({
  ok: false,
  error: {
    code: err.code,
    field,
    message: err.message,
    ...(err.why ? { why: err.why } : {}),
  },
});

/** A result with its refusal written in the language (English without one). */
const inLanguage = <T>(result: Result<T>, language: WrittenIn | undefined): Result<T> =>
  result.ok ? result : { ok: false, error: refusalWrittenIn(result.error, language) };

/**
 * y = f(x) sampled adaptively in the window (the default window when none is given), with its
 * features: exact for a quotient of polynomials, searched for numerically otherwise.
 * `options.language` writes the features' labels in its notation (2,5) and the refusals in its
 * words, as `graph` does; English without it.
 */
export const plotFunction = (
  expression: MathNode,
  x: string,
  window?: PlotWindow,
  options?: GraphOptions,
): Result<FunctionPlot> =>
  inLanguage(plotted(expression, x, window, graphLanguage(options?.language)), options?.language);

const plotted = (
  expression: MathNode,
  x: string,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): Result<FunctionPlot> => {
  if (!isMathNode(expression) || hasRelation(expression))
    return refused('invalid_value', 'expression', PLOT_REFUSALS, 'plotExpression');
  if (typeof x !== 'string' || x.length === 0)
    return refused('invalid_value', 'x', PLOT_REFUSALS, 'plotAgainst');
  if (!validWindow(window)) return refused('invalid_value', 'window', PLOT_REFUSALS, 'plotWindow');
  try {
    const curve = curveOf(expression, x, false, language.notation);
    const plot = single(curve, window, false, language);
    return {
      ok: true,
      value: { window: plot.window, curve: plot.curves[0] as PlotCurve, features: plot.features },
    };
  } catch (err) {
    if (err instanceof SolveStop) return stopped(err, 'expression');
    throw err;
  }
};

/**
 * One curve with all its features, described in the language; `solutions` are the solver's for
 * f(x) = 0, when known.
 */
const single = (
  curve: Curve,
  window: PlotWindow | undefined,
  degrees: boolean,
  language: GraphLanguage,
  solutions: Solved[] = [],
): CurvesGraph => {
  const { facts, w } = factsFor(curve, window, degrees, solutions);
  const features = placed(facts.features, w).map((f) => ({ ...f, curve: 0 }));
  const description = describeCurve(curve, facts, features, language);
  return {
    kind: 'curves',
    window: w,
    curves: [drawn(curve, w, facts.breaks)],
    features,
    description: degrees ? inDegrees(description, curve.x, language) : description,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};

/**
 * One curve with more points marked than its own features, the window (unless one is given)
 * widened to show `shown` too.
 */
const markedCurve = (
  curve: Curve,
  window: PlotWindow | undefined,
  marked: PlotFeature[],
  shown: { x: number; y: number }[],
  language: GraphLanguage,
): CurvesGraph => {
  const first = single(curve, window, false, language);
  const fitted =
    window ??
    defaultWindow(
      [curve],
      [...first.features, ...shown.map((p) => ({ ...p, kind: 'given-point' as const, label: '' }))],
      false,
      [first.window.xMin, first.window.xMax],
    );
  const drawnIn = window ? first : single(curve, fitted, false, language);
  const inside = (f: PlotFeature) =>
    f.x >= fitted.xMin && f.x <= fitted.xMax && f.y >= fitted.yMin && f.y <= fitted.yMax;
  return { ...drawnIn, features: [...drawnIn.features, ...marked.filter(inside)] };
};

/**
 * A definite integral: its integrand drawn (angles in radians, as calculus reads them), with the
 * region between the curve and the x-axis from one limit to the other shaded, the region its
 * value measures. An improper integral (a limit at infinity, or the integrand unbounded between
 * the limits) is drawn without the region, which would not fit any window.
 */
const integralArea = (
  tree: Extract<MathNode, { type: 'integral' }>,
  answered: GraphAnswer | undefined,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): CurvesGraph => {
  const { notation } = language;
  const curve = curveOf(tree.arg, tree.variable, false, notation);
  const [a, b] = [evaluateMath(tree.from as MathNode), evaluateMath(tree.to as MathNode)];
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const along =
    Number.isFinite(lo) && Number.isFinite(hi) ? regionUnder(curve.f, lo, hi) : undefined;
  if (!along) return single(curve, window, false, language);
  // The window is fitted to the limits (the curve's features elsewhere are not what is asked).
  const ends = [lo, hi].map((x) => ({ kind: 'given-point' as const, x, y: 0, label: '' }));
  const w =
    window ??
    defaultWindow([curve], [...ends, ...along.map((p) => ({ ...ends[0]!, ...p }))], false, [
      lo,
      hi,
    ]);
  const drawnIn = single(curve, w, false, language);
  const clip = (y: number) => Math.min(w.yMax, Math.max(w.yMin, y));
  const outline: [number, number][] = [
    [lo, clip(0)],
    ...along.map(({ x, y }): [number, number] => [x, clip(y)]),
    [hi, clip(0)],
  ];
  const value = answered?.answer;
  const label = `${toText(tree, notation)}${value ? ` = ${value}` : ''}`;
  const below = along.some((p) => p.y < 0);
  const [from, to] = [tree.from as MathNode, tree.to as MathNode].map(
    (end) => `${tree.variable} = ${toText(end, notation)}`,
  ) as [string, string];
  const region: Said = value
    ? { id: 'region-value', values: { from, to, value } }
    : { id: 'region', values: { from, to } };
  const said = [region, ...(below ? [{ id: 'below-negative' as const }] : [])];
  return {
    ...drawnIn,
    regions: [{ curve: 0, from: lo, to: hi, outline, label }],
    description: `${drawnIn.description} ${said.map((s) => say(s, language)).join('')}.`,
  };
};

/**
 * y = f(x) at evenly spaced points from `lo` to `hi` (ends included), or undefined when f is not
 * finite at one of them (the region would be unbounded).
 */
const regionUnder = (
  f: (x: number) => number,
  lo: number,
  hi: number,
): { x: number; y: number }[] | undefined => {
  const n = REGION_POINTS;
  const points = Array.from({ length: n + 1 }, (_, i) => {
    const x = lo + ((hi - lo) * i) / n;
    return { x, y: f(x) };
  });
  return points.every((p) => Number.isFinite(p.y)) ? points : undefined;
};

/** Points along a shaded region's curve: a smooth outline at any width a page draws. */
const REGION_POINTS = 240;

/** The questions about two points the graph draws: the line through them, the points marked. */
const POINT_QUESTIONS: readonly string[] = ['slope', 'distance', 'midpoint', 'line'];

interface GivenPoints {
  asked: string;
  points: [MathNode, MathNode];
  at: [[number, number], [number, number]];
}

/** A question about two points as the tree states it (`slope((1, 2), (4, 8))`), else undefined. */
const givenPoints = (tree: MathNode): GivenPoints | undefined => {
  if (tree.type !== 'function' || !POINT_QUESTIONS.includes(tree.name) || tree.args.length !== 2)
    return undefined;
  const at = tree.args.map((p) =>
    p.type === 'point' && p.coords.length === 2 ? p.coords.map((c) => evaluateMath(c)) : [],
  );
  if (!at.every((c) => c.length === 2 && c.every(Number.isFinite))) return undefined;
  return {
    asked: tree.name,
    points: tree.args as [MathNode, MathNode],
    at: at as GivenPoints['at'],
  };
};

/**
 * Two points and the line through them, the points marked (and their midpoint when it is asked
 * for): what a slope, a distance, a midpoint or the line through two points is about.
 */
const throughPoints = (
  given: GivenPoints,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): CurvesGraph => {
  const { notation } = language;
  const [[x1, y1], [x2, y2]] = given.at;
  const through = lineThroughPoints(x1, y1, x2, y2);
  if (!through.ok) throw new SolveStop('unsupported', through.error.message, through.error.why);
  const { equation, midpoint, slope, distance } = through.value.trees;
  const [left, right] = (equation as Extract<MathNode, { type: 'relation' }>).operands as [
    MathNode,
    MathNode,
  ];
  const curve = curveIn(left, right, 'x', 'y', false, notation);
  const [p, q] = given.points.map((point) => toText(point, notation)) as [string, string];
  const marked: PlotFeature[] = [
    { kind: 'given-point', x: x1, y: y1, label: p, curve: 0 },
    { kind: 'given-point', x: x2, y: y2, label: q, curve: 0 },
  ];
  const middle = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
  if (given.asked === 'midpoint')
    marked.push({ kind: 'midpoint', ...middle, label: toText(midpoint, notation), curve: 0 });
  const drawnIn = markedCurve(curve, window, marked, [...marked, middle], language);
  const named = { p, q, line: toText(equation, notation) };
  const said: Record<string, Said> = {
    slope: slope
      ? { id: 'slope', values: { ...named, slope: toText(slope, notation) } }
      : { id: 'slope-undefined', values: named },
    distance: { id: 'distance', values: { ...named, distance: toText(distance, notation) } },
    midpoint: { id: 'midpoint', values: { ...named, midpoint: toText(midpoint, notation) } },
    line: { id: 'line', values: named },
  };
  return { ...drawnIn, description: say(said[given.asked] as Said, language) };
};

/** An equation in one unknown: its sides as curves, meeting at its solutions. */
const equation = (
  answered: GraphAnswer | undefined,
  left: MathNode,
  right: MathNode,
  x: string,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): CurvesGraph => {
  const { notation } = language;
  const degrees = (hasTrig(left) || hasTrig(right)) && !answered?.radians;
  const values = namedValues(answered, notation);
  const zero = (n: MathNode) => !hasVariable(n) && evaluateMath(n) === 0;
  const named = values.filter((v) => v.name === x);
  if (zero(right) || zero(left)) {
    const side = zero(right) ? left : right;
    const curve = curveOf(side, x, degrees, notation);
    return single(curve, window, degrees, language, named);
  }
  const curves: [Curve, Curve] = [
    curveOf(left, x, degrees, notation),
    curveOf(right, x, degrees, notation),
  ];
  const everyNumber = answered?.outcome === 'all';
  const meetIn = everyNumber ? () => [] : meetings(...curves, degrees, named);
  const { w, own, features, same } = pair(curves, window, degrees, meetIn, named);
  const shown = features.filter((f) => f.kind === 'intersection').map((f) => f.label);
  const [a, b] = curves.map((c) => c.label) as [string, string];
  const two = { kind: { id: 'curves' as const }, a, b };
  const description = same
    ? sameDescription(
        same,
        'curves',
        [a, b],
        x,
        shown,
        language,
        same.everywhere && same.except.length === 0 ? 'so-every-number' : undefined,
      )
    : everyNumber
      ? `${say({ id: 'same', values: two }, language)}${say({ id: 'so-every-number' }, language)}.`
      : shown.length > 0
        ? say(
            {
              id: shown.length > 1 ? 'meet-equation-many' : 'meet-equation-one',
              values: { ...two, points: { all: shown } },
            },
            language,
          )
        : say(
            { id: answered?.outcome === 'none' ? 'apart-no-solution' : 'apart', values: two },
            language,
          );
  return {
    kind: 'curves',
    window: w,
    curves: curves.map((c, i) => drawn(c, w, (own[i] as CurveFacts).breaks)),
    features,
    description: degrees ? inDegrees(description, x, language) : description,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};

/** The functions an answer names, drawn: one with its features, or two meeting where they meet. */
const functions = (
  fs: readonly GraphFunction[],
  window: PlotWindow | undefined,
  language: GraphLanguage,
  answered?: GraphAnswer,
): CurvesGraph => {
  const { notation } = language;
  const degrees = fs.some((f) => hasTrig(f.body) && !f.radians);
  const curves = fs.map((f) => ({
    ...curveOf(f.body, f.x, degrees, notation),
    label: toText({ type: 'relation', operands: [f.name, f.body], relations: ['='] }, notation),
  }));
  if (curves.length === 1) return single(curves[0] as Curve, window, degrees, language);
  if (curves.length > 2 && !degrees) return curvesOfSystem(curves, fs, answered, window, language);
  if (curves.length !== 2) throw refuse('unsupported', PLOT_REFUSALS, 'plotFunctions');
  const pairOf = curves as [Curve, Curve];
  const branch = fs[0]?.branch;
  if (branch && fs.every((f) => f.branch === branch)) {
    const drawn = twoCurves(pairOf, undefined, window, degrees, () => [], language, [], false);
    const [a, b] = curves.map((c) => c.label) as [string, string];
    return {
      ...drawn,
      description: say({ id: 'halves', values: { curve: branch, a, b } }, language),
    };
  }
  const meetIn = crossings(pairOf, degrees);
  return twoCurves(pairOf, undefined, window, degrees, meetIn, language, [], false);
};

/** How `graph` writes: in a language that brings the graph's words, else in English. */
export interface GraphOptions {
  language?: WrittenIn;
}

/**
 * A graph of a problem: of what `solve` returned for it (its `tree`, and its solutions or its
 * solution set, drawn as they are, never solved again), or of a problem tree `solve` does not
 * answer (y = 2x + 1, x² + y² = 25, an expression to plot: `readGraphProblem` reads one from text,
 * "graph …", "plot …" included). Equations in one unknown are their sides as curves meeting at the
 * solutions; systems of two equations two curves; inequalities their set on the number line;
 * expressions in one unknown a curve. A failure when there is nothing to draw (no unknown, three
 * unknowns, …). `window` overrides the default window: zooming and panning call graph again with
 * the same input and the new window, which only samples again. Without a window, the window shows
 * every feature, around where the function is defined (`ln(x - 100)` gets x from 98 to 103).
 *
 * A quotient of polynomials gets exact roots, turning points (a parabola's vertex), the
 * y-intercept, holes (a factor that cancels: never a root or turning point), vertical asymptotes
 * (a denominator zero that does not cancel), horizontal asymptotes (by the degrees) and slant
 * asymptotes (a numerator one degree higher: the quotient of the long division, with its `slope`).
 * Other functions get exact roots, asymptotes and holes where a polynomial part of them puts one,
 * and the rest searched in the window and confirmed: a root where the function changes sign or is
 * 0 with nothing lost to underflow, a vertical asymptote where it grows without bound. Roots are
 * labelled exactly where the result's solutions give them, else with ≈ (an expression's roots are
 * not solved for). Two curves meet where their difference has a root, so curves meet in the
 * picture whether or not `solve` answers the equation. Curves are sampled adaptively (more points
 * where they bend, at most a few thousand) and broken where the function is undefined or jumps
 * through infinity, never joined across an asymptote.
 *
 * `options.language` (`es` from `@mathtools/math-core/locales/es`, …) writes the description,
 * every label and a refusal in that language's words and notation (2,5, (1; 2), sen); English
 * without it.
 */
export const graph = (
  input: Graphable,
  window?: PlotWindow,
  options?: GraphOptions,
): Result<Graph> =>
  inLanguage(drawnGraph(input, window, graphLanguage(options?.language)), options?.language);

const drawnGraph = (
  input: Graphable,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): Result<Graph> => {
  if (!validWindow(window)) return refused('invalid_value', 'window', PLOT_REFUSALS, 'plotWindow');
  const { notation } = language;
  const answered = isMathNode(input) ? undefined : (input as GraphAnswer | undefined);
  const tree = answered ? answered.tree : input;
  if (!isMathNode(tree) || (answered && !Array.isArray(answered.solutions)))
    return fail('invalid_value', 'Give what solve returned, or a problem as a tree', 'input');
  try {
    if (answered?.functions && answered.functions.length > 0)
      return { ok: true, value: functions(answered.functions, window, language, answered) };
    if (tree.type === 'integral' && tree.from && tree.to)
      return { ok: true, value: integralArea(tree, answered, window, language) };
    const points = givenPoints(tree);
    if (points) return { ok: true, value: throughPoints(points, window, language) };
    const names = variablesOf(tree);
    if (names.length === 0) return refused('unsupported', 'input', PLOT_REFUSALS, 'plotNoUnknown');
    if (tree.type === 'list') {
      const equations = tree.items.map((item) => {
        if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
          throw refuse('unsupported', PLOT_REFUSALS, 'plotSystemSign');
        return item.operands as [MathNode, MathNode];
      });
      if (equations.length !== 2) throw refuse('unsupported', PLOT_REFUSALS, 'plotSystemSize');
      return { ok: true, value: system(answered, equations, window, language) };
    }
    if (tree.type === 'relation') {
      if (tree.relations.every((r) => r === '<' || r === '>' || r === '≤' || r === '≥'))
        return answered
          ? numberLine(answered, window, language)
          : fail(
              'unsupported',
              'Give what solve returned for an inequality to draw its set',
              'input',
            );
      if (tree.relations.length !== 1 || tree.relations[0] !== '=')
        throw refuse('unsupported', PLOT_REFUSALS, 'plotRelation');
      const [left, right] = tree.operands as [MathNode, MathNode];
      if (names.length === 1)
        return {
          ok: true,
          value: equation(answered, left, right, names[0] as string, window, language),
        };
      if (names.length === 2) {
        const [h, v] = across(names);
        const degrees = hasTrig(tree);
        const curve = curveIn(left, right, h, v, degrees, notation);
        return { ok: true, value: single(curve, window, degrees, language) };
      }
      throw refuse('unsupported', PLOT_REFUSALS, 'plotUnknowns');
    }
    if (names.length !== 1) throw refuse('unsupported', PLOT_REFUSALS, 'plotOneUnknown');
    const x = names[0] as string;
    const degrees = hasTrig(tree);
    return {
      ok: true,
      value: single(curveOf(tree, x, degrees, notation), window, degrees, language),
    };
  } catch (err) {
    if (err instanceof SolveStop) return stopped(err, 'input');
    return refused('unsupported', 'input', PLOT_REFUSALS, 'plotFailed');
  }
};
