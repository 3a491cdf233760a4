/**
 * Reading a graph's curves and features in the plot tests: the curves of a problem (failing when
 * it has none), its features of one kind, and nearness relative to the size of the value.
 */
import { type Graph, graph } from '../src/index';
import type { PlotFeature } from '../src/plot/types';

export type Curves = Extract<Graph, { kind: 'curves' }>;

export const curves = (text: string): Curves => {
  const r = graph(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  if (r.value.kind !== 'curves') throw new Error(`${text}: not curves`);
  return r.value;
};
export const of = (g: Curves, kind: PlotFeature['kind']) =>
  g.features.filter((f) => f.kind === kind);
export const near = (a: number, b: number, tol = 1e-9) =>
  Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
