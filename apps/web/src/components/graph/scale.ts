/**
 * The graph's geometry as plain functions: data ↔ pixel mapping, tick steps, zoom and pan of the
 * window, and the stops a keyboard trace moves between. Nothing here touches the page, so it is
 * unit-tested on its own (`scale.test.ts`).
 */

/** The part of the plane on screen; the same shape as math-core's `PlotWindow`. */
export interface View {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export type Point = readonly [number, number];

/** Where `value` lands on a pixel axis from `start` (at `min`) to `end` (at `max`). */
export const toPixel = (value: number, min: number, max: number, start: number, end: number) =>
  start + ((value - min) / (max - min)) * (end - start);

/** The data value at pixel `pixel`: the inverse of `toPixel`. */
export const fromPixel = (pixel: number, min: number, max: number, start: number, end: number) =>
  min + ((pixel - start) / (end - start)) * (max - min);

/** Steps a degree axis may use: fractions of a turn read more easily than 1-2-5 steps. */
const DEGREE_STEPS = [1, 2, 5, 10, 15, 30, 45, 90, 180, 360];

/**
 * The tick spacing for an axis `span` long holding about `target` ticks: the smallest step of
 * the form 1, 2 or 5 times a power of ten (in degrees, a divisor of a turn) that keeps the count
 * at or under the target.
 */
export function tickStep(span: number, target: number, degrees = false): number {
  const raw = span / Math.max(1, target);
  if (degrees) {
    const step = DEGREE_STEPS.find((s) => s >= raw);
    if (step !== undefined) return step;
  }
  const power = 10 ** Math.floor(Math.log10(raw));
  const mantissa = [1, 2, 5, 10].find((m) => m * power >= raw * (1 - 1e-9)) ?? 10;
  return mantissa * power;
}

/** The next smaller step of the same kind: 5 → 2 → 1 → 0.5 …, in degrees the next divisor. */
function smallerStep(step: number, degrees: boolean): number {
  if (degrees) {
    const smaller = [...DEGREE_STEPS].reverse().find((s) => s < step);
    if (smaller !== undefined) return smaller;
  }
  const power = 10 ** Math.floor(Math.log10(step) + 1e-9);
  const mantissa = Math.round(step / power);
  return mantissa === 5 ? 2 * power : mantissa === 2 ? power : power / 2;
}

/**
 * An axis's ticks for a window `min`…`max` drawn `pixels` long: about one every `spacing` pixels
 * (a nice step, `tickStep`), and never fewer than `least` where labels can stand, `inset`
 * pixels in from the low and high ends: a reader needs three numbers to read a scale, at every
 * zoom and pan. Returns the step and every tick in the window.
 */
export function axisTicks(
  min: number,
  max: number,
  pixels: number,
  spacing: number,
  { degrees = false, least = 3, inset = [0, 0] as readonly [number, number] } = {},
): { step: number; ticks: number[] } {
  const perPixel = (max - min) / pixels;
  let step = tickStep(max - min, Math.max(2, Math.floor(pixels / spacing)), degrees);
  for (let tries = 0; tries < 8; tries++) {
    const labelled = ticks(min + inset[0] * perPixel, max - inset[1] * perPixel, step);
    if (labelled.length >= least) break;
    step = smallerStep(step, degrees);
  }
  return { step, ticks: ticks(min, max, step) };
}

/** A tick label of a plane graph's axes, in pixels: its baseline point, anchor and text. */
export interface TickLabel {
  axis: 'x' | 'y' | 'origin';
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  text: string;
}

/**
 * The axes of a plane graph `width` × `height` showing `view`: where the axes cross the plot
 * (pixels, possibly off it), every grid line's value, and the tick labels. Labels sit beside their
 * axis, or along the edge when the axis is off screen; the origin's one "0" stands for both
 * zeros; a y label needs 10 px above it and 4 below inside the plot, x labels fit anywhere.
 */
export function axesOf(view: View, width: number, height: number, degrees: boolean) {
  const X = (x: number) => toPixel(x, view.xMin, view.xMax, 0, width);
  const Y = (y: number) => toPixel(y, view.yMin, view.yMax, height, 0);
  const [x0, y0] = [X(0), Y(0)];
  const xAxisShown = y0 >= 0 && y0 <= height;
  const yAxisShown = x0 >= 0 && x0 <= width;
  const origin = xAxisShown && yAxisShown;
  const xLabelY = Math.min(height - 6, Math.max(16, y0 + 17));
  const yLabelRight = x0 < 44;
  const yLabelX = yLabelRight ? Math.max(6, x0 + 6) : Math.min(width - 6, x0 - 6);
  const { step: xStep, ticks: xTicks } = axisTicks(view.xMin, view.xMax, width, 64, { degrees });
  const { step: yStep, ticks: yTicks } = axisTicks(view.yMin, view.yMax, height, 40, {
    inset: [4, 10],
  });
  const [xDecimals, yDecimals] = [stepDecimals(xStep), stepDecimals(yStep)];
  const side = yLabelRight ? 'start' : 'end';
  const labels: TickLabel[] = [
    ...xTicks
      .filter((x) => !(x === 0 && origin))
      .map((x): TickLabel => {
        const at = X(x);
        return {
          axis: 'x',
          x: at,
          y: xLabelY,
          anchor: at < 16 ? 'start' : at > width - 16 ? 'end' : 'middle',
          text: `${formatNumber(x, xDecimals)}${degrees ? '°' : ''}`,
        };
      }),
    ...yTicks
      .filter((y) => !(y === 0 && origin) && Y(y) >= 10 && Y(y) <= height - 4)
      .map(
        (y): TickLabel => ({
          axis: 'y',
          x: yLabelX,
          y: Y(y) + 4,
          anchor: side,
          text: formatNumber(y, yDecimals),
        }),
      ),
    ...(origin
      ? [
          {
            axis: 'origin',
            x: yLabelRight ? x0 + 5 : x0 - 5,
            y: y0 + 15,
            anchor: side,
            text: '0',
          } as const,
        ]
      : []),
  ];
  return { x0, y0, xAxisShown, yAxisShown, xTicks, yTicks, labels };
}

/** A label to place beside a point of the plot, in pixels. */
export interface PointLabel {
  x: number;
  y: number;
  text: string;
}

/** Where a label's text goes: its baseline start and how it is anchored there. */
export interface PlacedLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

type Box = { left: number; top: number; right: number; bottom: number };

/** The box a line of text covers, from its baseline point and anchor. */
const textBox = (
  x: number,
  y: number,
  anchor: PlacedLabel['anchor'],
  text: string,
  charWidth: number,
  lineHeight: number,
): Box => {
  const width = text.length * charWidth;
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { left, top: y - lineHeight + 3, right: left + width, bottom: y + 3 };
};
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a label may go around its point, in order of preference: beside it, then over or under. */
const PLACES: readonly [dx: number, dy: number, anchor: PlacedLabel['anchor']][] = [
  [8, -8, 'start'],
  [-8, -8, 'end'],
  [8, 18, 'start'],
  [-8, 18, 'end'],
  [0, -10, 'middle'],
  [0, 22, 'middle'],
];

/**
 * Labels for the points of a plot `width` × `height`, placed greedily in the order given (the
 * most important first): each at the first place around its point where it stays inside the
 * plot and covers no label placed before it, no point (a dot `dot` pixels across) and none of the
 * `fixed` labels already drawn (the axes' tick labels). A label with no such place is left out
 * (null): the data table still lists its point. Text is measured as `charWidth` per character
 * and `lineHeight` tall.
 */
export function placeLabels(
  points: readonly PointLabel[],
  width: number,
  height: number,
  {
    charWidth = 7.5,
    lineHeight = 14,
    dot = 12,
    fixed = [] as readonly (PointLabel & { anchor: PlacedLabel['anchor'] })[],
  } = {},
): (PlacedLabel | null)[] {
  const taken: Box[] = [
    ...points.map((p) => ({
      left: p.x - dot / 2,
      top: p.y - dot / 2,
      right: p.x + dot / 2,
      bottom: p.y + dot / 2,
    })),
    ...fixed.map((l) => textBox(l.x, l.y, l.anchor, l.text, charWidth, lineHeight)),
  ];
  return points.map((point) => {
    for (const [dx, dy, anchor] of PLACES) {
      const x = point.x + dx;
      const y = point.y + dy;
      const box = textBox(x, y, anchor, point.text, charWidth, lineHeight);
      const inside = box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height;
      if (inside && !taken.some((other) => overlaps(box, other))) {
        taken.push(box);
        return { x, y, anchor };
      }
    }
    return null;
  });
}

/**
 * The marked points of a graph and of its redrawn windows, each once (the same kind at the same
 * label), in the order first seen: a point math-core marks in the first window stays listed
 * after a zoom or pan has left it out of view.
 */
export function everyFeature<F extends { kind: string; label: string }>(
  ...lists: readonly (readonly F[])[]
): F[] {
  const seen = new Map<string, F>();
  for (const list of lists)
    for (const feature of list) {
      const key = `${feature.kind}|${feature.label}`;
      if (!seen.has(key)) seen.set(key, feature);
    }
  return [...seen.values()];
}

/**
 * Whether the point (`x`, `y`) is in the window; a NaN coordinate is not asked about (an
 * asymptote x = 2 is in view when 2 is in the x range, whatever y).
 */
export const inView = (view: View, x: number, y: number) =>
  (Number.isNaN(x) || (x >= view.xMin && x <= view.xMax)) &&
  (Number.isNaN(y) || (y >= view.yMin && y <= view.yMax));

/**
 * The multiples of `step` from `min` to `max`, each computed as k·step (no drift from adding) and
 * rounded to 12 significant digits (so 3 × 0.1 is 0.3).
 */
export function ticks(min: number, max: number, step: number): number[] {
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  const out: number[] = [];
  for (let k = first; k <= last && out.length < 200; k++)
    out.push(k === 0 ? 0 : Number((k * step).toPrecision(12)));
  return out;
}

/** Decimal places that show every multiple of `step` exactly (0.25 → 2, 5 → 0). */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 10; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return d;
  }
  return 10;
}

/** A number as the page writes it: a true minus sign, no "−0", no trailing zeros. */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '−∞' : 'undefined';
  const rounded = Number(value.toFixed(decimals));
  const text = String(rounded === 0 ? 0 : rounded);
  return text.replace('-', '−');
}

/**
 * A coordinate read out by the trace: two decimal places, or two significant digits for a value
 * nearer zero than 0.1 (so 0.004 is not read as 0), to at most six places (a sample a billionth
 * from zero is read as 0).
 */
export function formatCoordinate(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.1) {
    const digits = Math.min(6, 1 - Math.floor(Math.log10(Math.abs(value))));
    return formatNumber(value, digits);
  }
  return formatNumber(value, 2);
}

/** Spans a window may not shrink under or grow over: past them the arithmetic loses meaning. */
const MIN_SPAN = 1e-6;
const MAX_SPAN = 1e7;

const clampSpan = (span: number) => Math.min(MAX_SPAN, Math.max(MIN_SPAN, span));

/**
 * The window scaled by `factor` about the data point (`cx`, `cy`), which stays where it is on
 * screen: under 1 zooms in, over 1 zooms out.
 */
export function zoomView(view: View, factor: number, cx: number, cy: number): View {
  const xSpan = clampSpan((view.xMax - view.xMin) * factor);
  const ySpan = clampSpan((view.yMax - view.yMin) * factor);
  const xShare = (cx - view.xMin) / (view.xMax - view.xMin);
  const yShare = (cy - view.yMin) / (view.yMax - view.yMin);
  const xMin = cx - xShare * xSpan;
  const yMin = cy - yShare * ySpan;
  return { xMin, xMax: xMin + xSpan, yMin, yMax: yMin + ySpan };
}

/** The window moved by `dx` and `dy` in data units. */
export const panView = (view: View, dx: number, dy: number): View => ({
  xMin: view.xMin + dx,
  xMax: view.xMax + dx,
  yMin: view.yMin + dy,
  yMax: view.yMax + dy,
});

/** The centre of a window. */
export const centre = (view: View): Point => [
  (view.xMin + view.xMax) / 2,
  (view.yMin + view.yMax) / 2,
];

/** A place the trace can stop at; `feature` is set when it is a marked point. */
export interface Stop<F> {
  x: number;
  y: number;
  feature?: F;
}

/**
 * The stops of one curve inside the window's x range, left to right: every sampled point, with
 * the marked points in their places (a marked point replaces a sample at the same point).
 */
export function traceStops<F extends { x: number; y: number }>(
  segments: readonly (readonly Point[])[],
  features: readonly F[],
  view: View,
): Stop<F>[] {
  const inside = (x: number) => x >= view.xMin && x <= view.xMax;
  const marked: Stop<F>[] = features
    .filter((f) => inside(f.x) && Number.isFinite(f.y))
    .map((f) => ({ x: f.x, y: f.y, feature: f }));
  const xSpan = view.xMax - view.xMin;
  const ySpan = view.yMax - view.yMin;
  const near = (x: number, y: number) =>
    marked.some((m) => Math.abs(m.x - x) <= xSpan * 1e-9 && Math.abs(m.y - y) <= ySpan * 1e-6);
  const sampled: Stop<F>[] = [];
  for (const segment of segments) {
    for (const [x, y] of segment) {
      if (inside(x) && Number.isFinite(y) && !near(x, y)) sampled.push({ x, y });
    }
  }
  return [...sampled, ...marked].sort((a, b) => a.x - b.x || a.y - b.y);
}

/**
 * The next stop from `x` in `direction` (+1 right, −1 left): the first marked point on the way,
 * else the first sample at least `minStep` away, else the last stop that way; undefined at the end.
 */
export function nextStop<F>(
  stops: readonly Stop<F>[],
  x: number,
  direction: 1 | -1,
  minStep: number,
): Stop<F> | undefined {
  const ordered = direction === 1 ? stops : [...stops].reverse();
  const eps = minStep * 1e-6;
  let last: Stop<F> | undefined;
  for (const stop of ordered) {
    const ahead = (stop.x - x) * direction;
    if (ahead <= eps) continue;
    if (stop.feature || ahead >= minStep - eps) return stop;
    last = stop;
  }
  return last;
}

/** The stop whose x is nearest `x` (the first of a tie). */
export function nearestStop<S extends { x: number }>(
  stops: readonly S[],
  x: number,
): S | undefined {
  let best: S | undefined;
  for (const stop of stops) {
    if (!best || Math.abs(stop.x - x) < Math.abs(best.x - x)) best = stop;
  }
  return best;
}

/**
 * Points of a curve for its table: at most `count`, one at each round x (the multiples of a tick
 * step across the window, in degrees a divisor of a turn), each the sample nearest that x, as
 * sampled (its x is shown as it is).
 */
export function tableRows(
  segments: readonly (readonly Point[])[],
  view: View,
  count: number,
  degrees = false,
): Point[] {
  const points = segments
    .flat()
    .filter(([x, y]) => x >= view.xMin && x <= view.xMax && Number.isFinite(y));
  const step = tickStep(view.xMax - view.xMin, count - 1, degrees);
  const rows = new Set<Point>();
  for (const target of ticks(view.xMin, view.xMax, step)) {
    let best: Point | undefined;
    for (const point of points) {
      if (!best || Math.abs(point[0] - target) < Math.abs(best[0] - target)) best = point;
    }
    if (best && Math.abs(best[0] - target) <= step / 2) rows.add(best);
  }
  return [...rows].sort((a, b) => a[0] - b[0]);
}

/**
 * y on a curve at `x`, read between the two samples around it (undefined where the curve has no
 * piece over `x`). Used for the sound's pitch only, never for a number shown.
 */
export function curveHeight(
  segments: readonly (readonly Point[])[],
  x: number,
): number | undefined {
  for (const segment of segments) {
    for (let i = 1; i < segment.length; i++) {
      const a = segment[i - 1];
      const b = segment[i];
      if (!a || !b) continue;
      const [x0, y0] = a;
      const [x1, y1] = b;
      if ((x - x0) * (x - x1) > 0 || x0 === x1) continue;
      const y = y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
      if (Number.isFinite(y)) return y;
    }
  }
  return undefined;
}
