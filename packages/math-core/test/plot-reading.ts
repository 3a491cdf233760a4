/**
 * Reading a graph's curves and features in the plot tests: the curves of a problem (failing when
 * it has none), its features of one kind, and nearness relative to the size of the value.
 */
import { type Graph, graph, readGraphProblem, solve } from '../src/index';
import type { PlotFeature, PlotWindow } from '../src/plot/types';

export type Curves = Extract<Graph, { kind: 'curves' }>;

/**
 * The graph a page draws for what was typed: of what `solve` returned when it answers, else of
 * the problem read for drawing ("graph x^2", y = 2x + 1); each read and solved once.
 */
export const graphOf = (text: string, window?: PlotWindow): ReturnType<typeof graph> => {
  const solved = solve(text);
  if (solved.ok) return graph(solved.value, window);
  const read = readGraphProblem(text);
  return read.ok ? graph(read.value, window) : read;
};

export const curves = (text: string): Curves => {
  const r = graphOf(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  if (r.value.kind !== 'curves') throw new Error(`${text}: not curves`);
  return r.value;
};
export const of = (g: Curves, kind: PlotFeature['kind']) =>
  g.features.filter((f) => f.kind === kind);
export const near = (a: number, b: number, tol = 1e-9) =>
  Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
