/**
 * An inequality's solution set on the number line, drawn from the set `solve` gives as data
 * (intervals with exact endpoint trees), so the picture and the written answer are the same set
 * with the same exact endpoints.
 */
import type { Notation } from '../math/notation';
import { refused } from '../math/refusal';
import type { SetEnd, SetInterval } from '../math/show';
import { toText } from '../math/toText';
import type { Result } from '../types';
import { ENGLISH, type GraphLanguage, PLOT_REFUSALS, type Said, say } from './said';
import type { Graph, GraphAnswer, NumberLineInterval, PlotWindow } from './types';

/**
 * A solution set as the number line's intervals, each finite end labelled from its exact tree in
 * the notation.
 */
export const setIntervals = (
  set: readonly SetInterval[],
  notation?: Notation,
): NumberLineInterval[] =>
  set.map(({ from, to }) => {
    const end = (e: SetEnd | null) => (e === null ? null : e.value);
    const interval: NumberLineInterval = {
      from: end(from),
      to: end(to),
      fromClosed: from?.closed ?? false,
      toClosed: to?.closed ?? false,
    };
    if (from) interval.fromLabel = toText(from.tree, notation);
    if (to) interval.toLabel = toText(to.tree, notation);
    return interval;
  });

/**
 * The number line of an inequality's solution set, from what `solve` returned for it (its `set`);
 * `window` gives the x-range shown (zooming and panning only change it); the description is in
 * the language (its answer and interval as `solve` wrote them in it).
 */
export const numberLine = (
  answered: GraphAnswer,
  window?: PlotWindow,
  language: GraphLanguage = ENGLISH,
): Result<Graph> => {
  const { set, interval, answer } = answered ?? {};
  if (
    !Array.isArray(set) ||
    set.some((i) => [i.from, i.to].some((e) => e && !Number.isFinite(e.value)))
  )
    return refused('unsupported', 'input', PLOT_REFUSALS, 'plotNumberLine');
  const intervals = setIntervals(set, language.notation);
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
  const dots = (kind: 'closed' | 'open', at: typeof points): Said[] =>
    at.length === 0
      ? []
      : [
          {
            id: at.length === 1 ? `${kind}-dot` : `${kind}-dots`,
            values: { points: { all: at.map((p) => p.label) } },
          },
        ];
  const ends = [...dots('closed', closed), ...dots('open', open)];
  const written = { answer: answer ?? '', interval: interval ?? '' };
  const description = say(
    intervals.length === 0
      ? { id: 'nothing-shaded' }
      : ends.length > 0
        ? { id: 'shaded-with', values: { ...written, ends: { each: ends } } }
        : { id: 'shaded', values: written },
    language,
  );
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
