/**
 * Plots as data against SymPy (the slow project: it starts python3): every feature of rational
 * and other functions (roots, poles, holes, horizontal and slant asymptotes, turning points) and
 * the intersections of equations. The named problems and properties are in test/plot.test.ts;
 * the generated sweeps in test/corpus/plot-sympy.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlotFeature } from '../../src/plot/types';
import { type Curves, curves, graphOf, near, of } from '../plot-reading';
import { plotOracle, type RationalFacts } from '../plot-sympy';

describe('graph: against SymPy', () => {
  const facts = (g: Curves) => ({
    roots: of(g, 'root').map((r) => r.x),
    poles: of(g, 'vertical-asymptote').map((r) => r.x),
    holes: of(g, 'hole').map((h) => [h.x, h.y]),
    level: of(g, 'horizontal-asymptote')[0]?.y ?? null,
    slant: of(g, 'slant-asymptote').map((a) => [
      a.slope as number,
      a.y - (a.slope as number) * a.x,
    ]),
    turning: [...of(g, 'turning-point'), ...of(g, 'vertex')]
      .map((t) => [t.x, t.y])
      .sort((u, v) => (u[0] as number) - (v[0] as number)),
  });
  const same = (ours: number[], theirs: number[], what = '', tolerance = 1e-7) => {
    expect(ours.length, `${what}: ${ours} vs ${theirs}`).toBe(theirs.length);
    ours.forEach((v, i) => {
      expect(near(v, theirs[i] as number, tolerance), `${what}: ${ours} vs ${theirs}`).toBe(true);
    });
  };

  it('roots, poles, holes, asymptotes and turning points of rational functions', () => {
    const texts = [
      'x^2-5x+6',
      '(x^2-1)/(x-1)',
      '1/(x-2)',
      'x^3-x',
      '(2x^2+1)/(x^2-4)',
      '(x+3)(x-1)/((x-1)(x+2))',
      'x^4-5x^2+4',
      '(x^2-2)/(x^2+1)',
      'x^3-3x+1',
      '(x-2)^2/(x-2)',
      '1/x^2',
      'x^2-3x+1',
      'x^3-2',
      'x^5-x-1',
      '(x^2+4x+4)/(x^2-4)',
      'x^3/x',
      '(x^2+1)/(x-1)',
      '(x^3-1)/(x^2-1)',
    ];
    const generated = fc
      .sample(
        fc.tuple(
          fc.integer({ min: -4, max: 4 }),
          fc.integer({ min: -4, max: 4 }),
          fc.integer({ min: -4, max: 4 }),
          fc.integer({ min: 1, max: 3 }),
        ),
        { numRuns: 25, seed: 7 },
      )
      .map(([p, q, r, k]) => `${k}(x - (${p}))(x - (${q}))/((x - (${r}))(x - (${q})))`);
    const all = [...texts, ...generated];
    const answers = plotOracle(all.map((t) => ['rational', t] as const));
    all.forEach((text, i) => {
      const oracle = answers[i] as RationalFacts;
      expect(oracle, text).not.toHaveProperty('error');
      const g = curves(text);
      const ours = facts(g);
      // The default window shows every feature SymPy finds.
      same(ours.roots, oracle.roots, `${text} roots`);
      same(ours.poles, oracle.poles, `${text} poles`);
      same(
        ours.holes.map((h) => h[0] as number),
        oracle.holes.map((h) => h[0]),
        `${text} holes`,
      );
      same(
        ours.holes.map((h) => h[1] as number),
        oracle.holes.map((h) => h[1]),
        `${text} hole values`,
      );
      if (oracle.level === null) expect(ours.level, text).toBeNull();
      else expect(near(ours.level ?? Number.NaN, oracle.level, 1e-9), text).toBe(true);
      same(ours.slant.flat(), oracle.slant ?? [], `${text} slant`);
      same(
        ours.turning.map((t) => t[0] as number),
        oracle.turning.map((t) => t[0]),
        `${text} turning`,
      );
      same(
        ours.turning.map((t) => t[1] as number),
        oracle.turning.map((t) => t[1]),
        `${text} turning values`,
      );
    });
  });

  it('other functions: numeric roots, turning points and asymptotes inside the window', () => {
    const jobs: [string, number, number, boolean][] = [
      ['sin(x)', 0, 360, true],
      ['tan(x)', 0, 360, true],
      ['sin(x)^2', 0, 360, true],
      ['2sin(x)+1', 0, 360, true],
      ['1/cos(x)', 0, 360, true],
      ['cos(x)/2 - 1/4', -180, 540, true],
      ['sqrt(x)-1', -2, 4, false],
      ['exp(x)-2', -3, 3, false],
      ['x^3-3x', -4, 4, false],
    ];
    const answers = plotOracle(
      jobs.map(([f, lo, hi, deg]) => ['curve', `${lo},${hi},${deg ? 1 : 0}|${f}`] as const),
    );
    jobs.forEach(([text, lo, hi], i) => {
      const oracle = answers[i] as {
        roots: number[];
        turning: [number, number][];
        poles: number[];
      };
      expect(oracle, text).not.toHaveProperty('error');
      const r = graphOf(text, { xMin: lo, xMax: hi, yMin: -1e6, yMax: 1e6 });
      if (!r.ok || r.value.kind !== 'curves') throw new Error(text);
      const within = (kind: PlotFeature['kind']) =>
        of(r.value as Curves, kind).filter((f) => f.x > lo && f.x < hi);
      // Found numerically: to within a millionth of the window's width.
      const tolerance = 1e-6 * (hi - lo);
      same(
        within('root').map((f) => f.x),
        oracle.roots,
        `${text} roots`,
        tolerance,
      );
      const turning = [...within('turning-point'), ...within('vertex')];
      const where = turning.map((f) => f.x);
      same(
        where,
        oracle.turning.map((t) => t[0]),
        `${text} turning`,
        tolerance,
      );
      const heights = turning.map((f) => f.y);
      same(
        heights,
        oracle.turning.map((t) => t[1]),
        `${text} turning values`,
        1e-9,
      );
      const poles = within('vertical-asymptote').map((f) => f.x);
      same(poles, oracle.poles, `${text} poles`, tolerance);
    });
  });

  it('equations: the intersections are the real solutions', () => {
    const jobs = [
      ['solve', '2x+1=x-3'],
      ['solve', 'x^2=x+1'],
      ['solve', 'x^3=4x'],
      ['solve', '1/(x-1)=x'],
      ['degrees', '2sin(x)=1'],
      ['degrees', 'cos(x)=1/2'],
      ['degrees', 'tan(x)=1'],
      ['solve', 'x^2=x+2'],
      ['solve', '1/x=x'],
    ] as const;
    const answers = plotOracle(jobs);
    // The last two as systems: y = left, y = right.
    const asSystem = (text: string, i: number) =>
      i >= jobs.length - 2 ? text.replace(/^(.*)=(.*)$/, 'y = $1, y = $2') : text;
    jobs.forEach(([, text], i) => {
      const expected = (answers[i] as { values: number[] }).values;
      const g = curves(asSystem(text, i));
      const points = [...of(g, 'intersection'), ...of(g, 'root')]
        .map((p) => p.x)
        .sort((u, v) => u - v);
      same(points, expected);
    });
  });
});
