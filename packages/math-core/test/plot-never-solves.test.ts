/**
 * The graph draws what `solve` returned, or a tree it is given; it never reads or solves the
 * problem again. Read from the sources: no file under src/plot imports the solver, the parser or
 * the reader of typed text. Checked by behaviour: a graph of a result is what the graph drew when
 * it solved the text itself (recorded in fixtures/graph-before.json, before the graph took
 * results), zooming and panning give the same curves sampled again, and the graph works from the
 * result alone, with the solver made to throw.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graph, readGraphProblem } from '../src/index';
import type { Graph, Graphable, PlotWindow } from '../src/plot/types';
import * as solver from '../src/solve/solve';
import { solve } from '../src/solve/solve';

const PLOT = fileURLToPath(new URL('../src/plot', import.meta.url));
const before = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/graph-before.json', import.meta.url)), 'utf8'),
) as Record<string, Graph>;

/** What a page passes for what was typed: solve's result, or the problem read for drawing. */
const input = (text: string): Graphable => {
  const solved = solve(text);
  if (solved.ok) return solved.value;
  const read = readGraphProblem(text);
  if (!read.ok) throw new Error(`${text}: ${read.error.message}`);
  return read.value;
};

/**
 * Every number to 12 significant digits: a root found by iteration through Math.exp may differ in
 * its last bits between Node versions (V8's own exp), which the recording must not depend on.
 */
const digits12 = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toPrecision(12))
    : Array.isArray(value)
      ? value.map(digits12)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, digits12(v)]))
        : value;

/** A graph as recorded: each curve's label, number of points and its first and last point. */
const recorded = (g: Graph) =>
  digits12(
    g.kind === 'curves'
      ? {
          ...g,
          curves: g.curves.map((c) => ({
            label: c.label,
            points: c.segments.flat().length,
            first: c.segments[0]?.[0],
            last: c.segments.at(-1)?.at(-1),
          })),
        }
      : g,
  );

const drawn = (g: ReturnType<typeof graph>): Graph => {
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

const WINDOW: PlotWindow = { xMin: -3, xMax: 7, yMin: -4, yMax: 9 };

describe('the graph never solves', () => {
  it('no file under src/plot imports the solver, the parser or the reader of typed text', () => {
    const banned = /(^|\/)(solve|parseMath|readProblem|words)(\/|\.ts$|$)|\.\.\/solve\//;
    const found: string[] = [];
    for (const file of readdirSync(PLOT).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(PLOT, file), 'utf8');
      for (const spec of ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName))
        if (banned.test(spec)) found.push(`${file} → ${spec}`);
    }
    expect(found).toEqual([]);
  });

  // The recording covers equations (a side 0, two curves meeting, degrees), a system, an
  // inequality, an expression with a hole, and two problems solve does not answer.
  for (const text of Object.keys(before).filter((k) => !k.endsWith(' @w')))
    it(`${text}: the graph of the result is the one drawn before, in its window and another`, () => {
      const given = input(text);
      expect(recorded(drawn(graph(given)))).toEqual(digits12(before[text]));
      expect(recorded(drawn(graph(given, WINDOW)))).toEqual(digits12(before[`${text} @w`]));
    });
});

describe('panning and zooming sample the same input again', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws from the result alone: with solve throwing, a new window still draws', () => {
    const result = input('x^2-3x+1=0');
    const first = drawn(graph(result));
    vi.spyOn(solver, 'solve').mockImplementation(() => {
      throw new Error('the graph solved again');
    });
    const moved = drawn(graph(result, WINDOW));
    if (first.kind !== 'curves' || moved.kind !== 'curves') throw new Error('not curves');
    expect(moved.window).toEqual(WINDOW);
    expect(moved.curves.map((c) => c.label)).toEqual(first.curves.map((c) => c.label));
    // The exact roots are labelled in every window they are in.
    const roots = (g: typeof first) =>
      g.features.filter((f) => f.kind === 'root').map((f) => f.label);
    expect(roots(moved)).toEqual(roots(first));
    expect(moved.curves[0]?.segments.flat().every(([x]) => x >= -3 && x <= 7)).toBe(true);
  });

  it('a number line moves its window and keeps the set', () => {
    const result = input('x^2-2>=0');
    const first = drawn(graph(result));
    const moved = drawn(graph(result, WINDOW));
    if (first.kind !== 'number-line' || moved.kind !== 'number-line') throw new Error('no line');
    expect(moved.intervals).toEqual(first.intervals);
    expect(moved.window).toEqual({ xMin: -3, xMax: 7 });
  });
});
