/**
 * An inequality's solution set on the number line, read from `solve`'s own answer in interval
 * notation ("(−∞, −√2] ∪ [√2, ∞)", "{1}", "∅"), so the picture and the written answer are the
 * same set with the same exact endpoints.
 */
import { fail } from '../_lib/result';
import { evaluateMath } from '../math/evaluateMath';
import { parseMath } from '../math/parseMath';
import { solve } from '../solve/solve';
import type { Result } from '../types';
import type { Graph, NumberLineInterval, PlotWindow } from './types';

/** The value of an endpoint as the solver writes it ("−√2", "3/2"). */
const endpointValue = (label: string): number => {
  const parsed = parseMath(label);
  return parsed.ok ? evaluateMath(parsed.value) : Number.NaN;
};

/** Interval notation as the solver writes it, as intervals; undefined when it reads otherwise. */
export const readIntervals = (text: string): NumberLineInterval[] | undefined => {
  if (text === '∅') return [];
  const out: NumberLineInterval[] = [];
  for (const piece of text.split(' ∪ ')) {
    const point = /^\{(.+)\}$/.exec(piece);
    if (point) {
      const label = point[1] as string;
      const v = endpointValue(label);
      if (!Number.isFinite(v)) return undefined;
      out.push({
        from: v,
        to: v,
        fromClosed: true,
        toClosed: true,
        fromLabel: label,
        toLabel: label,
      });
      continue;
    }
    const range = /^([[(])(.+), (.+)([\])])$/.exec(piece);
    if (!range) return undefined;
    const [, open, lo, hi, close] = range as unknown as [string, string, string, string, string];
    const interval: NumberLineInterval = {
      from: lo === '−∞' ? null : endpointValue(lo),
      to: hi === '∞' ? null : endpointValue(hi),
      fromClosed: open === '[',
      toClosed: close === ']',
    };
    if (interval.from !== null) {
      if (!Number.isFinite(interval.from)) return undefined;
      interval.fromLabel = lo;
    }
    if (interval.to !== null) {
      if (!Number.isFinite(interval.to)) return undefined;
      interval.toLabel = hi;
    }
    out.push(interval);
  }
  return out;
};

const joined = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The number line of an inequality's solution set, as `solve` answers it. */
export const numberLine = (text: string, window?: PlotWindow): Result<Graph> => {
  const solved = solve(text);
  if (!solved.ok) return solved;
  const { interval, answer } = solved.value;
  const intervals = interval === undefined ? undefined : readIntervals(interval);
  if (!intervals)
    return fail('unsupported', 'This solution set cannot be drawn on a number line', 'text');
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
