/**
 * An inequality's solution set on the number line, drawn from the set `solve` gives as data
 * (intervals with exact endpoint trees), so the picture and the written answer are the same set
 * with the same exact endpoints.
 */
import { fail } from '../_lib/result';
import type { SetEnd, SetInterval } from '../math/show';
import { toText } from '../math/toText';
import type { Result } from '../types';
import type { Graph, GraphAnswer, NumberLineInterval, PlotWindow } from './types';

/** A solution set as the number line's intervals, each finite end labelled from its exact tree. */
export const setIntervals = (set: readonly SetInterval[]): NumberLineInterval[] =>
  set.map(({ from, to }) => {
    const end = (e: SetEnd | null) => (e === null ? null : e.value);
    const interval: NumberLineInterval = {
      from: end(from),
      to: end(to),
      fromClosed: from?.closed ?? false,
      toClosed: to?.closed ?? false,
    };
    if (from) interval.fromLabel = toText(from.tree);
    if (to) interval.toLabel = toText(to.tree);
    return interval;
  });

const joined = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The number line of an inequality's solution set, from what `solve` returned for it (its `set`);
 * `window` gives the x-range shown (zooming and panning only change it).
 */
export const numberLine = (answered: GraphAnswer, window?: PlotWindow): Result<Graph> => {
  const { set, interval, answer } = answered ?? {};
  if (
    !Array.isArray(set) ||
    set.some((i) => [i.from, i.to].some((e) => e && !Number.isFinite(e.value)))
  )
    return fail('unsupported', 'This solution set cannot be drawn on a number line', 'input');
  const intervals = setIntervals(set);
  const points: { x: number; label: string }[] = [];
  for (const i of intervals) {
    if (i.from !== null && i.fromLabel !== undefined)
      points.push({ x: i.from, label: i.fromLabel });
    if (i.to !== null && i.toLabel !== undefined && i.to !== i.from)
      points.push({ x: i.to, label: i.toLabel });
  }
  let [xMin, xMax] = [-10, 10];
  if (window) [xMin, xMax] = [window.xMin, window.xMax];
  else if (points.length > 0) {
    const xs = points.map((p) => p.x);
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
    const pad = Math.max((hi - lo) * 0.25, 2);
    [xMin, xMax] = [lo - pad, hi + pad];
  }
  const open = points.filter((p) =>
    intervals.some((i) => (i.from === p.x && !i.fromClosed) || (i.to === p.x && !i.toClosed)),
  );
  const closed = points.filter((p) => !open.includes(p));
  // "a closed dot at 3", "open dots at −2 and 2": one dot is a dot, not "circles".
  const dots = (kind: 'closed' | 'open', at: typeof points, why: string): string =>
    at.length === 0
      ? ''
      : `${at.length === 1 ? `${kind === 'open' ? 'an' : 'a'} ${kind} dot` : `${kind} dots`} at ${joined(at.map((p) => p.label))} (${why})`;
  const ends = [dots('closed', closed, 'included'), dots('open', open, 'not included')].filter(
    Boolean,
  );
  const description =
    intervals.length === 0
      ? 'No number satisfies the inequality, so nothing is shaded on the number line.'
      : `The solution set ${answer}, written ${interval}, shaded on the number line${ends.length > 0 ? `, with ${ends.join(' and ')}` : ''}.`;
  return {
    ok: true,
    value: {
      kind: 'number-line',
      intervals,
      points: points.filter((p) => p.x >= xMin && p.x <= xMax),
      window: { xMin, xMax },
      description,
    },
  };
};
