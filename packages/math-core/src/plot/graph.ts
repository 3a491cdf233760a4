/**
 * Graphs as data: what `solve` reads from a problem, drawn. An equation in one unknown is its
 * two sides as curves meeting at the solutions (one curve and its roots when a side is 0); an
 * expression or y = f(x) is one curve with its features; two equations in two unknowns are two
 * curves meeting at the solution; an inequality is its solution set on the number line. Every
 * number here is a float for drawing; labels carry the exact values.
 */
import { fail } from '../_lib/result';
import * as P from '../algebra/poly';
import {
  contains,
  evalExact,
  hasVariable,
  mapTree,
  substitute,
  toPoly,
  variablesOf,
} from '../algebra/reading';
import { isZeroAt } from '../algebra/realRoots';
import { evaluateMath } from '../math/evaluateMath';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import { isMathNode, type MathNode } from '../math/tree';
import type { Result } from '../types';
import { type ExactPoints, exactPoints } from './exactPoints';
import { type CurveFacts, type Found, numericFacts, ratioFacts } from './features';
import { decimal, exactText, valueLabel } from './format';
import { numberLine } from './numberLine';
import { type Ratio, readRatio } from './ratio';
import { onStretch, type Sameness, sameness, sameSentence } from './same';
import { sampleCurve } from './sample';
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

/** An x-range: from, to. */
type Span = Readonly<[number, number]>;

/** One curve to draw: y = f(x), or the vertical line x = c. */
interface Curve {
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

const hasTrig = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'function' && TRIG.includes(n.name) && hasVariable(n));

/** y = node as a curve in x (in degrees inside trig functions when `degrees`). */
const curveOf = (node: MathNode, x: string, degrees: boolean): Curve => {
  const read = degrees ? inDegrees(node, x) : node;
  const f = (t: number) => evaluateMath(read, { [x]: t });
  const ratio = degrees ? undefined : readRatio(node, x);
  return {
    label: `y = ${toText(node)}`,
    x,
    f,
    node,
    read,
    ...(ratio ? { ratio, exact: ratioFacts(ratio, x) } : { points: exactPoints(node, x) }),
  };
};

/**
 * The features of a curve for a window: exact ones, or searched for numerically in it (with the
 * y-intercept and turning points unless only roots and breaks are wanted).
 */
const factsIn = (curve: Curve, xs: Span, unit: string, all = true): CurveFacts => {
  if (curve.vertical !== undefined)
    return {
      features: [{ kind: 'root', x: curve.vertical, y: 0, label: `x = ${curve.verticalLabel}` }],
      breaks: [],
    };
  if (curve.exact) return curve.exact;
  if (!curve.node || !curve.read) return { features: [], breaks: [] };
  return numericFacts(curve.node, curve.read, curve.x, xs[0], xs[1], unit, all, curve.points);
};

/**
 * Where to look for features before the window is chosen: −10 to 10 (0° to 360° in degrees), or,
 * when no curve has a value there (ln(x − 100)), around the defined value nearest 0 on ever wider
 * spans up to a million, far enough past it to reach what follows (ln(ln(x) − 5) is defined from
 * e⁵ ≈ 148 and 0 at e⁶ ≈ 403); stretched to hold the solver's solutions.
 */
const startSpan = (curves: Curve[], degrees: boolean, solutions: Solved[] = []): Span => {
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
const defaultWindow = (
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
  if (yMax - yMin < 1e-9) [yMin, yMax] = [yMin - 5, yMax + 5];
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
const placed = (features: Found[], w: PlotWindow): Found[] =>
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

const drawn = (curve: Curve, w: PlotWindow, breaks: number[]): PlotCurve => ({
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

const validWindow = (w: PlotWindow | undefined): boolean =>
  w === undefined ||
  (typeof w === 'object' &&
    w !== null &&
    [w.xMin, w.xMax, w.yMin, w.yMax].every(Number.isFinite) &&
    w.xMin < w.xMax &&
    w.yMin < w.yMax);

const BAD_WINDOW = 'The window needs finite numbers with xMin < xMax and yMin < yMax';

const hasRelation = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'relation' || n.type === 'list' || n.type === 'text');

/**
 * y = f(x) sampled adaptively in the window (the default window when none is given), with its
 * features: exact for a quotient of polynomials, searched for numerically otherwise.
 */
export const plotFunction = (
  expression: MathNode,
  x: string,
  window?: PlotWindow,
): Result<FunctionPlot> => {
  if (!isMathNode(expression) || hasRelation(expression))
    return fail('invalid_value', 'Give an expression to plot, such as x^2 - 1', 'expression');
  if (typeof x !== 'string' || x.length === 0)
    return fail('invalid_value', 'Name the unknown to plot against, such as x', 'x');
  if (!validWindow(window)) return fail('invalid_value', BAD_WINDOW, 'window');
  try {
    const curve = curveOf(expression, x, false);
    const plot = single(curve, window, false);
    return {
      ok: true,
      value: { window: plot.window, curve: plot.curves[0] as PlotCurve, features: plot.features },
    };
  } catch (err) {
    if (err instanceof SolveStop) return fail(err.code, err.message, 'expression');
    throw err;
  }
};

type CurvesGraph = Extract<Graph, { kind: 'curves' }>;

/** A solution as `solve` gives it: the unknown's name, its exact value as text and tree, and its value. */
interface Solved {
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
const withExactRoots = (
  curve: Curve,
  facts: CurveFacts,
  solutions: Solved[],
  xs: Span,
  unit: string,
): CurveFacts => {
  const features = facts.features.map((f) => ({ ...f }));
  const tolerance = 1e-6 * (xs[1] - xs[0]);
  for (const s of solutions) {
    if (s.value < xs[0] || s.value > xs[1]) continue;
    const label = valueLabel(s.name, s.value, s.exact, unit);
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
const factsFor = (
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

/** One curve with all its features; `solutions` are the solver's for f(x) = 0, when known. */
const single = (
  curve: Curve,
  window: PlotWindow | undefined,
  degrees: boolean,
  solutions: Solved[] = [],
): CurvesGraph => {
  const { facts, w } = factsFor(curve, window, degrees, solutions);
  const features = placed(facts.features, w).map((f) => ({ ...f, curve: 0 }));
  return {
    kind: 'curves',
    window: w,
    curves: [drawn(curve, w, facts.breaks)],
    features,
    description: `${describeCurve(curve, facts, features)}${degrees ? ` ${curve.x} is in degrees.` : ''}`,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};

/** A root's value from its label: "x = 2" → "2", "x = √2 ≈ 1.41" → "√2 ≈ 1.41", "x ≈ 1.17" → "≈ 1.17". */
const after = (label: string): string =>
  /^\S+ = /.test(label) ? label.replace(/^\S+ = /, '') : label.replace(/^\S+ ≈ /, '≈ ');
const joined = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** One or two sentences on a curve, from its features, numbers as its labels show them. */
const describeCurve = (curve: Curve, facts: CurveFacts, features: PlotFeature[]): string => {
  const of = (kind: PlotFeature['kind']) => features.filter((f) => f.kind === kind);
  const roots = of('root').map((f) => after(f.label));
  const yAxis = of('y-intercept').map((f) => f.label.replace(/^\(0, (.*)\)$/, '$1'));
  const crossing = [
    roots.length > 0 ? `the x-axis at ${joined(roots)}` : '',
    yAxis.length > 0 ? `the y-axis at ${yAxis[0]}` : '',
  ].filter(Boolean);
  const crossText = crossing.length > 0 ? `crossing ${crossing.join(' and ')}` : '';
  if (curve.vertical !== undefined) return `Vertical line ${curve.label}.`;
  const parts: string[] = [];
  let head: string;
  const vertex = of('vertex')[0];
  // A parabola with its vertex cut out (x³/x) says so: the vertex is a hole, not a point of it.
  const vertexHole = of('hole').find((f) => f.label === facts.vertexHole);
  const top = vertex ?? vertexHole;
  if (facts.degree === 2 && top) {
    head = `Parabola ${curve.label} opening ${facts.opensUp ? 'upward' : 'downward'}`;
    const axis = `axis of symmetry x = ${top.label.slice(1).split(',')[0]}`;
    if (vertex) parts.push(`vertex ${vertex.label}`, axis);
    else parts.push(axis, `with a hole at its vertex ${top.label}`);
  } else if (facts.degree === 1) head = `Straight line ${curve.label}`;
  else if (facts.degree === 0) head = `Horizontal line ${curve.label}`;
  else {
    head = `Curve ${curve.label}`;
    const turning = of('turning-point').map((f) => f.label);
    if (turning.length > 0) parts.push(`turning at ${joined(turning)}`);
  }
  if (crossText) parts.push(crossText);
  // An exact reading finds every real root, so none means the curve never meets the x-axis
  // (or, when the function is 0 wherever it is defined, lies along it).
  if (roots.length === 0 && facts.features.every((f) => f.kind !== 'root') && curve.ratio)
    parts.push(
      curve.ratio.num.length === 0 ? 'lying along the x-axis' : 'never crossing the x-axis',
    );
  const first = `${head}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}.`;
  const extra: string[] = [];
  const va = of('vertical-asymptote').map((f) => f.label);
  const ha = of('horizontal-asymptote').map((f) => f.label);
  const slant = of('slant-asymptote').map((f) => f.label);
  // A hole at the vertex was said with the parabola.
  const holes = of('hole')
    .filter((f) => vertex || f !== vertexHole)
    .map((f) => f.label);
  if (va.length > 0) extra.push(`vertical asymptote${va.length > 1 ? 's' : ''} ${joined(va)}`);
  if (ha.length > 0) extra.push(`horizontal asymptote ${ha[0]}`);
  if (slant.length > 0) extra.push(`slant asymptote ${slant[0]}`);
  if (holes.length > 0) extra.push(`${holes.length > 1 ? 'holes' : 'a hole'} at ${joined(holes)}`);
  return extra.length > 0 ? `${first} It has ${joined(extra)}.` : first;
};

/**
 * The solutions of an answer that name an unknown's exact value (x = 2, x = (3 + √5)/2, x = 30°),
 * read from their trees: the unknown, the exact value (in degrees without the °) and its value.
 */
const namedValues = (answered: GraphAnswer | undefined): Solved[] =>
  (answered?.solutions ?? []).flatMap((s) => {
    const statement = s.tree;
    if (statement.type !== 'relation' || statement.relations.join() !== '=' || !s.exact) return [];
    const name = statement.operands[0];
    if (name?.type !== 'variable') return [];
    const at = degreesIn(s.exact);
    const value = s.value ?? evaluateMath(at);
    // 72° is labelled 72 with the axis's unit after it; 180°/7 keeps its degree sign where it is.
    const whole = s.exact.type === 'postfix' || at === s.exact;
    const exact = toText(whole ? at : s.exact);
    return Number.isFinite(value) ? [{ name: name.name, exact, at, value }] : [];
  });

/**
 * An angle the solver writes in degrees (72°, −135°, 180°/7) as its number of degrees (72, −135,
 * 180/7); any other tree as it is.
 */
const degreesIn = (node: MathNode): MathNode => {
  if (node.type === 'postfix' && node.op === '°') return node.arg;
  if (node.type === 'neg') {
    const arg = degreesIn(node.arg);
    return arg === node.arg ? node : { type: 'neg', arg };
  }
  if (node.type === 'fraction') {
    const num = degreesIn(node.num);
    return num === node.num ? node : { ...node, num };
  }
  return node;
};

/**
 * Where two curves y = a(x) and y = b(x) meet, for a span: the roots of a − b there, found as
 * any curve's roots are (exact for a quotient of polynomials, searched for and confirmed
 * otherwise, never at a hole or a break of either), labelled with the solver's exact solutions of
 * a = b where it has them and ≈ values otherwise.
 */
const meetings = (
  a: Curve,
  b: Curve,
  degrees: boolean,
  solutions: Solved[],
): ((xs: Span) => Found[]) => {
  if (!a.node || !b.node) return () => [];
  const unit = degrees ? '°' : '';
  const d = curveOf({ type: 'binary', op: '-', left: a.node, right: b.node }, a.x, degrees);
  return (xs) =>
    withExactRoots(d, factsIn(d, xs, unit, false), solutions, xs, unit).features.flatMap((r) => {
      const y = a.f(r.x);
      return r.kind === 'root' && Number.isFinite(y)
        ? [{ ...r, kind: 'intersection' as const, y }]
        : [];
    });
};

/** Each curve's breaks, holes and asymptotes: what a picture of two curves marks on them. */
const kept = (facts: CurveFacts) =>
  facts.features.filter(
    (f) =>
      f.kind === 'hole' ||
      f.kind === 'vertical-asymptote' ||
      f.kind === 'horizontal-asymptote' ||
      f.kind === 'slant-asymptote',
  );

/**
 * Two curves with the points where they meet: found in the span searched first, then again in
 * the window chosen from them when it is another span; and where they are the same curve, with
 * no point marked there as a meeting (y = |x| and y = x do not meet at (0, 0): they are the same
 * from there on).
 */
const pair = (
  curves: [Curve, Curve],
  window: PlotWindow | undefined,
  degrees: boolean,
  meetIn: (xs: Span) => Found[],
  solutions: Solved[] = [],
): { w: PlotWindow; own: CurveFacts[]; features: PlotFeature[]; same?: Sameness } => {
  const unit = degrees ? '°' : '';
  const xs0: Span = window ? [window.xMin, window.xMax] : startSpan(curves, degrees, solutions);
  let own = curves.map((c) => factsIn(c, xs0, unit, false));
  let meet = meetIn(xs0);
  const w = window ?? defaultWindow(curves, [...meet, ...own.flatMap(kept)], degrees, xs0);
  if (w.xMin !== xs0[0] || w.xMax !== xs0[1]) {
    own = curves.map((c) => factsIn(c, [w.xMin, w.xMax], unit, false));
    meet = meetIn([w.xMin, w.xMax]);
  }
  const same = sameness(...curves, curves[0].x, [w.xMin, w.xMax], degrees);
  const features: PlotFeature[] = [
    ...own.flatMap((facts, i) => placed(kept(facts), w).map((f) => ({ ...f, curve: i }))),
    ...placed(same ? meet.filter((m) => !onStretch(same, m.x)) : meet, w),
  ].filter((f) => Number.isFinite(f.y));
  return { w, own, features, ...(same ? { same } : {}) };
};

/** "The curves … are the same for x ≥ 0, and meet at (−1, 1)." */
const sameDescription = (
  same: Sameness,
  kind: string,
  [a, b]: [string, string],
  x: string,
  shown: string[],
  tail = '',
): string =>
  `${sameSentence(same, kind, a, b, x)}${shown.length > 0 ? `, and meet at ${joined(shown)}` : ''}${tail}.`;

/** An equation in one unknown: its sides as curves, meeting at its solutions. */
const equation = (
  answered: GraphAnswer | undefined,
  left: MathNode,
  right: MathNode,
  x: string,
  window: PlotWindow | undefined,
): CurvesGraph => {
  const degrees = (hasTrig(left) || hasTrig(right)) && !answered?.radians;
  const values = namedValues(answered);
  const zero = (n: MathNode) => !hasVariable(n) && evaluateMath(n) === 0;
  const named = values.filter((v) => v.name === x);
  if (zero(right) || zero(left)) {
    const side = zero(right) ? left : right;
    const curve = curveOf(side, x, degrees);
    return single(curve, window, degrees, named);
  }
  const curves: [Curve, Curve] = [curveOf(left, x, degrees), curveOf(right, x, degrees)];
  const everyNumber = answered?.outcome === 'all';
  const meetIn = everyNumber ? () => [] : meetings(...curves, degrees, named);
  const { w, own, features, same } = pair(curves, window, degrees, meetIn, named);
  const shown = features.filter((f) => f.kind === 'intersection').map((f) => f.label);
  const [a, b] = curves.map((c) => c.label) as [string, string];
  const description = same
    ? sameDescription(
        same,
        'curves',
        [a, b],
        x,
        shown,
        same.everywhere && same.except.length === 0 ? ', so every number is a solution' : '',
      )
    : everyNumber
      ? `The curves ${a} and ${b} are the same, so every number is a solution.`
      : shown.length > 0
        ? `The curves ${a} and ${b} meet at ${joined(shown)}: ${shown.length > 1 ? 'the solutions' : 'the solution'} of the equation.`
        : `The curves ${a} and ${b} do not meet in this window${answered?.outcome === 'none' ? ': the equation has no real solution' : ''}.`;
  return {
    kind: 'curves',
    window: w,
    curves: curves.map((c, i) => drawn(c, w, (own[i] as CurveFacts).breaks)),
    features,
    description: degrees ? `${description} ${x} is in degrees.` : description,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};

/** Which unknown goes across: x when there is one, else the first alphabetically. */
const across = (names: string[]): [string, string] => {
  if (names.includes('x')) return ['x', names.find((n) => n !== 'x') ?? 'y'];
  return [names[0] as string, names[1] ?? 'y'];
};

/** left = right as a curve in h: solved for v where it is linear in v, or a vertical line. */
const curveIn = (
  left: MathNode,
  right: MathNode,
  h: string,
  v: string,
  degrees: boolean,
): Curve => {
  // y = f(x) as typed, whatever f is (y = 1/x, y = sin(x)).
  const alone = (a: MathNode, b: MathNode) =>
    a.type === 'variable' && a.name === v && !variablesOf(b).includes(v);
  if (alone(left, right) || alone(right, left)) {
    const side = alone(left, right) ? right : left;
    return { ...curveOf(side, h, degrees), label: `${v} = ${toText(side)}` };
  }
  const p = P.sub(toPoly(left), toPoly(right));
  const withV = p.filter((t) => (t.mono[v] ?? 0) > 0);
  const rest = p.filter((t) => !((t.mono[v] ?? 0) > 0));
  if (withV.length === 0) {
    if (P.degree(rest, h) !== 1 || P.variables(rest).some((n) => n !== h))
      throw new SolveStop(
        'unsupported',
        'Only equations that are lines or curves y = f(x) can be drawn',
      );
    // a·h + c = 0 is the vertical line h = −c/a.
    const at = R.div(R.neg(P.constant(rest)), P.coeff(rest, h, 1));
    const shown = exactText(E.fromQ(at));
    return {
      label: `${h} = ${shown}`,
      x: h,
      f: () => Number.NaN,
      vertical: R.toNumber(at),
      verticalLabel: shown,
      verticalAt: E.toNode(E.fromQ(at)),
    };
  }
  if (withV.some((t) => t.mono[v] !== 1 || Object.keys(t.mono).length > 1))
    throw new SolveStop('unsupported', `Only equations that can be solved for ${v} can be drawn`);
  // c·v + rest = 0 is v = −rest/c.
  const [term] = withV as [P.PolyTerm];
  const solved = P.toNode(P.scale(rest, R.div(R.int(-1), term.c)));
  return { ...curveOf(solved, h, degrees), label: `${v} = ${toText(solved)}` };
};

/**
 * Where two curves meet when the system solver does not answer (it solves linear systems), for a
 * span: a vertical line x = c meets y = f(x) at (c, f(c)); two curves y = f(x) and y = g(x) meet
 * where f − g is 0, exactly where the difference is a quotient of polynomials or is 0 at a simple
 * fraction.
 */
const crossings = ([a, b]: [Curve, Curve], degrees: boolean): ((xs: Span) => Found[]) => {
  if (a.vertical !== undefined || b.vertical !== undefined) {
    const [line, other] = a.vertical !== undefined ? [a, b] : [b, a];
    const c = line.vertical as number;
    const y = other.f(c);
    if (other.vertical !== undefined || !Number.isFinite(y)) return () => [];
    const label = `(${line.verticalLabel}, ${exactY(other, line.verticalAt) ?? decimal(y)})`;
    return () => [{ kind: 'intersection', x: c, y, label }];
  }
  if (!a.node || !b.node) return () => [];
  const unit = degrees ? '°' : '';
  const meetIn = meetings(a, b, degrees, []);
  return (xs) =>
    meetIn(xs).map((m) => {
      const ey = exactY(a, m.at);
      return {
        ...m,
        label:
          m.exact === undefined
            ? `≈ (${decimal(m.x)}${unit}, ${decimal(m.y)})`
            : `(${m.exact}${unit}, ${ey ?? decimal(m.y)})`,
      };
    });
};

/** y on a curve at an exact x, exactly, when the exact numbers hold the curve's value there. */
const exactY = (curve: Curve, at: MathNode | undefined): string | undefined => {
  if (!curve.read || !at) return undefined;
  try {
    return exactText(evalExact(substitute(curve.read, { [curve.x]: at })));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** Two equations in two unknowns: each a curve, meeting at the solution. */
const system = (
  answered: GraphAnswer | undefined,
  equations: [MathNode, MathNode][],
  window: PlotWindow | undefined,
): CurvesGraph => {
  const names = variablesOf({ type: 'list', items: equations.flat() });
  if (names.length > 2)
    throw new SolveStop('unsupported', 'Only two unknowns can be drawn on a graph');
  const [h, v] = across(names);
  const degrees = equations.some(([l, r]) => hasTrig(l) || hasTrig(r));
  const curves = equations.map(([l, r]) => curveIn(l, r, h, v, degrees)) as [Curve, Curve];
  const values = namedValues(answered);
  const at = (name: string) => values.find((s) => s.name === name);
  const [sx, sy] = [at(h), at(v)];
  const meetIn: (xs: Span) => Found[] =
    sx && sy
      ? () => [
          { kind: 'intersection', x: sx.value, y: sy.value, label: `(${sx.exact}, ${sy.exact})` },
        ]
      : // An answer with no pair of named values (a system that is not linear) is drawn
        // meeting where the curves meet; one with none or infinitely many, not at all.
        answered?.outcome
        ? () => []
        : crossings(curves, degrees);
  return twoCurves(curves, answered, window, degrees, meetIn, sx ? [sx] : []);
};

/**
 * The points of the plane an answer names, `(x, y) = (3, 4)`, with their coordinates' values and
 * the exact point as the label.
 */
const namedPoints = (answered: GraphAnswer | undefined): Found[] =>
  (answered?.solutions ?? []).flatMap((s) => {
    const exact = s.tree.type === 'relation' ? s.tree.operands.at(-1) : undefined;
    if (exact?.type !== 'point' || exact.coords.length !== 2) return [];
    const [x, y] = exact.coords.map((c) => evaluateMath(c)) as [number, number];
    return Number.isFinite(x) && Number.isFinite(y)
      ? [{ kind: 'intersection' as const, x, y, label: toText(exact) }]
      : [];
  });

/**
 * More than two functions that make two curves (a circle's halves, named by their `branch`, and
 * a line): each curve drawn whole, meeting at the points the answer names.
 */
const curvesOfSystem = (
  curves: Curve[],
  fs: readonly GraphFunction[],
  answered: GraphAnswer | undefined,
  window: PlotWindow | undefined,
): CurvesGraph => {
  const names = [...new Set(fs.map((f, i) => f.branch ?? (curves[i] as Curve).label))];
  if (names.length !== 2)
    throw new SolveStop('unsupported', 'Only two curves can be drawn at once');
  const meet = namedPoints(answered);
  // Around the points and the whole of each curve drawn in halves (a circle's width).
  const [lo, hi] = startSpan(curves, false);
  const xs = meet.map((p) => p.x);
  curves.forEach((c, i) => {
    if (fs[i]?.branch === undefined) return;
    for (let k = 0; k <= 400; k++) {
      const t = lo + ((hi - lo) * k) / 400;
      if (Number.isFinite(c.f(t))) xs.push(t);
    }
  });
  const [a, b] = xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : [lo, hi];
  const pad = Math.max(1, (b - a) * 0.15);
  const w = window ?? defaultWindow(curves, [], false, [a - pad, b + pad]);
  const features = placed(meet, w);
  const description =
    features.length > 0
      ? `The curves ${names.join(' and ')} meet at ${joined(features.map((f) => f.label))}, the ${features.length > 1 ? 'solutions' : 'solution'} of the system.`
      : `The curves ${names.join(' and ')} do not meet in this window.`;
  return {
    kind: 'curves',
    window: w,
    curves: names.map((name) => ({
      label: name,
      segments: curves.flatMap((c, i) =>
        (fs[i]?.branch ?? c.label) === name
          ? drawn(c, w, factsIn(c, [w.xMin, w.xMax], '', false).breaks).segments
          : [],
      ),
    })),
    features,
    description,
  };
};

/** The functions an answer names, drawn: one with its features, or two meeting where they meet. */
const functions = (
  fs: readonly GraphFunction[],
  window: PlotWindow | undefined,
  answered?: GraphAnswer,
): CurvesGraph => {
  const degrees = fs.some((f) => hasTrig(f.body) && !f.radians);
  const curves = fs.map((f) => ({
    ...curveOf(f.body, f.x, degrees),
    label: toText({ type: 'relation', operands: [f.name, f.body], relations: ['='] }),
  }));
  if (curves.length === 1) return single(curves[0] as Curve, window, degrees);
  if (curves.length > 2 && !degrees) return curvesOfSystem(curves, fs, answered, window);
  if (curves.length !== 2)
    throw new SolveStop('unsupported', 'Only two functions can be drawn at once');
  const pairOf = curves as [Curve, Curve];
  const branch = fs[0]?.branch;
  if (branch && fs.every((f) => f.branch === branch)) {
    const drawn = twoCurves(pairOf, undefined, window, degrees, () => [], [], false);
    const [a, b] = curves.map((c) => c.label);
    return {
      ...drawn,
      description: `The curve ${branch}, drawn as its upper half ${a} and its lower half ${b}.`,
    };
  }
  return twoCurves(pairOf, undefined, window, degrees, crossings(pairOf, degrees), [], false);
};

/** Two curves in the plane and where they meet, described as the solutions of a system. */
const twoCurves = (
  curves: [Curve, Curve],
  answered: GraphAnswer | undefined,
  window: PlotWindow | undefined,
  degrees: boolean,
  meetIn: (xs: Span) => Found[],
  solutions: Solved[] = [],
  ofSystem = true,
): CurvesGraph => {
  const h = curves[0].x;
  const { w, own, features, same } = pair(curves, window, degrees, meetIn, solutions);
  const [a, b] = curves.map((c) => c.label) as [string, string];
  const shown = features.filter((f) => f.kind === 'intersection').map((f) => f.label);
  const kind = curves.every(
    (c) => c.vertical !== undefined || c.exact?.degree === 1 || c.exact?.degree === 0,
  )
    ? 'lines'
    : 'curves';
  const description = same
    ? sameDescription(
        same,
        same.everywhere && same.except.length === 0 ? kind : 'curves',
        [a, b],
        h,
        shown,
        ofSystem && same.everywhere && same.except.length === 0
          ? ', so the system has infinitely many solutions'
          : '',
      )
    : shown.length > 0
      ? `The ${kind} ${a} and ${b} meet at ${joined(shown)}${ofSystem ? `, ${shown.length > 1 ? 'the solutions' : 'the solution'} of the system` : ''}.`
      : answered?.outcome === 'family'
        ? `The ${kind} ${a} and ${b} are the same, so the system has infinitely many solutions.`
        : answered?.outcome === 'none'
          ? `The ${kind} ${a} and ${b} never meet, so the system has no solution.`
          : `The ${kind} ${a} and ${b} do not meet in this window.`;
  return {
    kind: 'curves',
    window: w,
    curves: curves.map((c, i) => drawn(c, w, (own[i] as CurveFacts).breaks)),
    features,
    description: degrees ? `${description} ${h} is in degrees.` : description,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};

/**
 * A graph of a problem: of what `solve` returned for it (its `tree`, and its solutions or its
 * solution set, drawn as they are, never solved again), or of a problem tree `solve` does not
 * answer (y = 2x + 1, x² + y² = 25, an expression to plot: `readGraphProblem` reads one from text,
 * "graph …", "plot …" included). Equations in one unknown are their sides as curves meeting at the
 * solutions; systems of two equations two curves; inequalities their set on the number line;
 * expressions in one unknown a curve. A failure when there is nothing to draw (no unknown, three
 * unknowns, …). `window` overrides the default window: zooming and panning call graph again with
 * the same input and the new window, which only samples again.
 */
export const graph = (input: Graphable, window?: PlotWindow): Result<Graph> => {
  if (!validWindow(window)) return fail('invalid_value', BAD_WINDOW, 'window');
  const answered = isMathNode(input) ? undefined : (input as GraphAnswer | undefined);
  const tree = answered ? answered.tree : input;
  if (!isMathNode(tree) || (answered && !Array.isArray(answered.solutions)))
    return fail('invalid_value', 'Give what solve returned, or a problem as a tree', 'input');
  try {
    if (answered?.functions && answered.functions.length > 0)
      return { ok: true, value: functions(answered.functions, window, answered) };
    const names = variablesOf(tree);
    if (names.length === 0)
      return fail('unsupported', 'There is nothing to graph: the problem has no unknown', 'input');
    if (tree.type === 'list') {
      const equations = tree.items.map((item) => {
        if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
          throw new SolveStop('unsupported', 'Each equation of a system needs one = sign');
        return item.operands as [MathNode, MathNode];
      });
      if (equations.length !== 2)
        throw new SolveStop('unsupported', 'Only systems of two equations can be drawn');
      return { ok: true, value: system(answered, equations, window) };
    }
    if (tree.type === 'relation') {
      if (tree.relations.every((r) => r === '<' || r === '>' || r === '≤' || r === '≥'))
        return answered
          ? numberLine(answered, window)
          : fail(
              'unsupported',
              'Give what solve returned for an inequality to draw its set',
              'input',
            );
      if (tree.relations.length !== 1 || tree.relations[0] !== '=')
        throw new SolveStop('unsupported', '≠, ≈ and chains with = cannot be drawn');
      const [left, right] = tree.operands as [MathNode, MathNode];
      if (names.length === 1)
        return { ok: true, value: equation(answered, left, right, names[0] as string, window) };
      if (names.length === 2) {
        const [h, v] = across(names);
        const degrees = hasTrig(tree);
        return { ok: true, value: single(curveIn(left, right, h, v, degrees), window, degrees) };
      }
      throw new SolveStop('unsupported', 'Only one or two unknowns can be drawn on a graph');
    }
    if (names.length !== 1)
      throw new SolveStop('unsupported', 'Only expressions in one unknown can be drawn');
    const x = names[0] as string;
    return { ok: true, value: single(curveOf(tree, x, hasTrig(tree)), window, hasTrig(tree)) };
  } catch (err) {
    if (err instanceof SolveStop) return fail(err.code, err.message, 'input');
    return fail('unsupported', 'This problem could not be drawn', 'input');
  }
};
