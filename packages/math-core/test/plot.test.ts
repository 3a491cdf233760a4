/**
 * Plots as data: named problems, properties over generated functions, and robustness. Every
 * feature checked against SymPy (roots, poles, holes, horizontal asymptotes, turning points,
 * solutions) is in test/oracle/plot.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateMath, type Graph, parseMath, plotFunction } from '../src/index';
import type { PlotFeature } from '../src/plot/types';
import { solve } from '../src/solve/solve';
import { type Curves, curves, graphOf, near, of } from './plot-reading';
import { runs } from './runs';

type NumberLine = Extract<Graph, { kind: 'number-line' }>;

const numberLine = (text: string): NumberLine => {
  const r = graphOf(text);
  if (!r.ok || r.value.kind !== 'number-line') throw new Error(`${text}: not a number line`);
  return r.value;
};
const f = (text: string) => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  return (x: number) => evaluateMath(parsed.value, { x });
};

/** No two consecutive points of one segment lie on both sides of `pole`. */
const crosses = (g: Curves, pole: number): boolean =>
  g.curves.some((c) =>
    c.segments.some((s) =>
      s.some((p, i) => i > 0 && ((s[i - 1] as [number, number])[0] - pole) * (p[0] - pole) <= 0),
    ),
  );

const inside = (g: Curves) =>
  g.features.every(
    (ft) =>
      ft.x >= g.window.xMin &&
      ft.x <= g.window.xMax &&
      ft.y >= g.window.yMin &&
      ft.y <= g.window.yMax,
  );

describe('graph: named problems', () => {
  it('x^2-5x+6=0: parabola with vertex, roots and y-intercept', () => {
    const g = curves('x^2-5x+6=0');
    expect(g.curves.map((c) => c.label)).toEqual(['y = x² − 5x + 6']);
    expect(of(g, 'root').map((r) => [r.x, r.label])).toEqual([
      [2, 'x = 2'],
      [3, 'x = 3'],
    ]);
    expect(of(g, 'vertex').map((v) => [v.x, v.y, v.label])).toEqual([[2.5, -0.25, '(2.5, −0.25)']]);
    expect(of(g, 'y-intercept').map((v) => v.label)).toEqual(['(0, 6)']);
    expect(g.description).toBe(
      'Parabola y = x² − 5x + 6 opening upward, vertex (2.5, −0.25), axis of symmetry x = 2.5, crossing the x-axis at 2 and 3 and the y-axis at 6.',
    );
    expect(inside(g)).toBe(true);
  });

  it('x^2-3x+1=0: exact roots with their decimals', () => {
    const g = curves('x^2-3x+1=0');
    expect(of(g, 'root').map((r) => r.label)).toEqual([
      'x = (3 − √5)/2 ≈ 0.381966',
      'x = (3 + √5)/2 ≈ 2.61803',
    ]);
  });

  it('2x+1=x-3: two lines meeting at the solution', () => {
    const g = curves('2x+1=x-3');
    expect(g.curves.map((c) => c.label)).toEqual(['y = 2x + 1', 'y = x − 3']);
    expect(of(g, 'intersection').map((p) => [p.x, p.y, p.label])).toEqual([[-4, -7, 'x = −4']]);
    expect(g.description).toContain('meet at x = −4');
    expect(inside(g)).toBe(true);
  });

  it('y=2x+1, y=-x+4: a system of two lines and their intersection', () => {
    const g = curves('y=2x+1, y=-x+4');
    expect(g.curves.map((c) => c.label)).toEqual(['y = 2x + 1', 'y = −x + 4']);
    expect(of(g, 'intersection').map((p) => [p.x, p.y, p.label])).toEqual([[1, 3, '(1, 3)']]);
    expect(g.description).toBe(
      'The lines y = 2x + 1 and y = −x + 4 meet at (1, 3), the solution of the system.',
    );
  });

  it('x=2, y-x=1: a vertical line is one vertical segment', () => {
    const g = curves('x=2, y-x=1');
    expect(g.curves[0]?.segments).toEqual([
      [
        [2, g.window.yMin],
        [2, g.window.yMax],
      ],
    ]);
    expect(of(g, 'intersection').map((p) => [p.x, p.y])).toEqual([[2, 3]]);
  });

  it('x^2 < 4: the number line of (−2, 2)', () => {
    const g = numberLine('x^2 < 4');
    expect(g.intervals).toEqual([
      { from: -2, to: 2, fromClosed: false, toClosed: false, fromLabel: '−2', toLabel: '2' },
    ]);
    expect(g.points.map((p) => p.label)).toEqual(['−2', '2']);
    expect(g.description).toContain('open dots at −2 and 2 (not included)');
  });

  it('a single end is described as one dot, closed or open', () => {
    expect(numberLine('x >= 3').description).toBe(
      'The solution set x ≥ 3, written [3, ∞), shaded on the number line, with a closed dot at 3 (included).',
    );
    expect(numberLine('x < 3').description).toContain('with an open dot at 3 (not included)');
    expect(numberLine('x^2 <= 0').description).toContain('a closed dot at 0 (included)');
  });

  it('x^2-2 >= 0: rays with exact closed ends', () => {
    const g = numberLine('x^2-2 >= 0');
    expect(
      g.intervals.map((i) => [i.from, i.to, i.fromClosed, i.toClosed, i.fromLabel, i.toLabel]),
    ).toEqual([
      [null, -Math.SQRT2, false, true, undefined, '−√2'],
      [Math.SQRT2, null, true, false, '√2', undefined],
    ]);
  });

  it('1/(x-2): vertical asymptote at 2, horizontal at 0, never joined across', () => {
    const g = curves('1/(x-2)');
    expect(of(g, 'vertical-asymptote').map((a) => [a.x, a.label])).toEqual([[2, 'x = 2']]);
    expect(of(g, 'horizontal-asymptote').map((a) => [a.y, a.label])).toEqual([[0, 'y = 0']]);
    expect(crosses(g, 2)).toBe(false);
    expect(g.curves[0]?.segments.length).toBe(2);
    expect(g.description).toContain('vertical asymptote x = 2');
  });

  it('(x^2-1)/(x-1): a hole at (1, 2), no asymptote', () => {
    const g = curves('(x^2-1)/(x-1)');
    expect(of(g, 'hole').map((h) => [h.x, h.y, h.label])).toEqual([[1, 2, '(1, 2)']]);
    expect(of(g, 'vertical-asymptote')).toEqual([]);
    expect(of(g, 'root').map((r) => r.x)).toEqual([-1]);
    expect(crosses(g, 1)).toBe(false);
    expect(g.description).toContain('a hole at (1, 2)');
  });

  it('2sin(x)=1: degrees over [0°, 360°], meeting at 30° and 150°', () => {
    const g = curves('2sin(x)=1');
    expect(g.xUnit).toBe('degrees');
    expect([g.window.xMin, g.window.xMax]).toEqual([0, 360]);
    expect(of(g, 'intersection').map((p) => [p.x, p.label])).toEqual([
      [30, 'x = 30°'],
      [150, 'x = 150°'],
    ]);
    // The curve is 2sin of x degrees: its points agree, and it reaches its top near 90°.
    const points = g.curves[0]?.segments.flat() ?? [];
    expect(points.length).toBeGreaterThan(100);
    for (const [x, y] of points) expect(y).toBeCloseTo(2 * Math.sin((x * Math.PI) / 180), 12);
    const top = points.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(Math.abs(top[0] - 90)).toBeLessThan(2);
  });

  it('x^3-x: three roots and two turning points with exact coordinates', () => {
    const g = curves('x^3-x');
    expect(of(g, 'root').map((r) => r.x)).toEqual([-1, 0, 1]);
    const turning = of(g, 'turning-point');
    expect(turning.map((t) => t.label)).toEqual(['(−√3/3, (2√3)/9)', '(√3/3, (−2√3)/9)']);
    expect(turning.map((t) => t.x)).toEqual(
      [-Math.sqrt(3) / 3, Math.sqrt(3) / 3].map((v) => expect.closeTo(v, 12)),
    );
    expect(g.description).toContain('crossing the x-axis at −1, 0 and 1');
  });

  it('y = x^2, y = x+2: a system of curves meets where x² = x + 2, exactly', () => {
    const g = curves('y = x^2, y = x+2');
    expect(of(g, 'intersection').map((p) => [p.x, p.y, p.label])).toEqual([
      [-1, 1, '(−1, 1)'],
      [2, 4, '(2, 4)'],
    ]);
    expect(g.description).toContain('meet at (−1, 1) and (2, 4), the solutions of the system');
  });

  it('tan(x): numeric asymptotes in degrees break the curve, and are no turning points', () => {
    const g = curves('tan(x)');
    expect(of(g, 'vertical-asymptote').map((a) => Math.round(a.x * 1e6) / 1e6)).toEqual([90, 270]);
    expect(of(g, 'turning-point')).toEqual([]);
    expect(crosses(g, 90) || crosses(g, 270)).toBe(false);
    // An expression's roots are not solved for (the graph draws what `solve` answered, and it
    // answered tan(x), not tan(x) = 0): found numerically, at whole degrees the exact numbers
    // cannot confirm, so written as decimals.
    expect(of(g, 'root').map((r) => r.label)).toEqual(['x ≈ 0°', 'x ≈ 180°']);
  });

  it('√x and ln(x): roots labelled exactly by the solver, nothing drawn where undefined', () => {
    const root = curves('sqrt(x)');
    expect(of(root, 'root').map((r) => r.label)).toEqual(['x = 0']);
    expect(root.curves[0]?.segments.flat().every((p) => p[0] >= 0)).toBe(true);
    expect(of(curves('ln(x)'), 'root').map((r) => [r.x, r.label])).toEqual([[1, 'x = 1']]);
  });

  it('x^3-2=0: a root the factoring cannot split is labelled by the solver, ∛2', () => {
    expect(of(curves('x^3-2=0'), 'root').map((r) => r.label)).toEqual(['x = ∛2 ≈ 1.25992']);
    expect(of(curves('x^5-x-1'), 'root').map((r) => r.label)).toEqual(['x ≈ 1.1673']);
  });

  it('reads "graph …" and "plot …" as the problem after the word', () => {
    expect(curves('graph y = x^2').curves[0]?.label).toBe('y = x²');
    expect(curves('Plot the graph of 1/(x-2)').curves[0]?.label).toBe('y = 1/(x − 2)');
  });

  it('a window given is kept, and only features inside it are marked', () => {
    const window = { xMin: 2.6, xMax: 5, yMin: -1, yMax: 1 };
    const r = graphOf('x^2-5x+6', window);
    if (!r.ok || r.value.kind !== 'curves') throw new Error('no graph');
    expect(r.value.window).toEqual(window);
    expect(r.value.features.map((ft) => ft.x)).toEqual([3]);
  });

  it('refuses what has nothing to draw, in words', () => {
    for (const text of ['3 + 4', 'x + y + z = 1, x = y']) {
      const r = graphOf(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).not.toMatch(/position|column|token|undefined/i);
    }
    expect(graphOf('x^2', { xMin: 1, xMax: 0, yMin: 0, yMax: 1 }).ok).toBe(false);
  });

  it('plotFunction samples densely where the curve bends and caps the points', () => {
    const parsed = parseMath('sin(10x)');
    if (!parsed.ok) throw new Error('parse');
    const r = plotFunction(parsed.value, 'x', { xMin: -10, xMax: 10, yMin: -2, yMax: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const points = r.value.curve.segments.flat();
    expect(points.length).toBeGreaterThan(400);
    expect(points.length).toBeLessThanOrEqual(3100);
    const straight = parseMath('2x+1');
    if (!straight.ok) throw new Error('parse');
    const line = plotFunction(straight.value, 'x');
    if (!line.ok) throw new Error('line');
    expect(line.value.curve.segments.flat().length).toBeLessThan(points.length / 2);
  });
});

describe('graph: properties', () => {
  const small = fc.integer({ min: -6, max: 6 });
  const nonzero = small.filter((k) => k !== 0);
  const signed = (k: number) => (k < 0 ? `- ${-k}` : `+ ${k}`);

  it('every marked root evaluates to ~0, and every feature lies inside the window', () => {
    fc.assert(
      fc.property(nonzero, small, small, small, (a, b, c, d) => {
        const text = `${a}x^3 ${signed(b)}x^2 ${signed(c)}x ${signed(d)}`;
        const g = curves(text);
        const y = f(text);
        for (const r of of(g, 'root'))
          expect(Math.abs(y(r.x))).toBeLessThan(
            1e-9 * (1 + Math.abs(a) + Math.abs(b) + Math.abs(c) + Math.abs(d)),
          );
        expect(inside(g)).toBe(true);
      }),
      { numRuns: runs(60) },
    );
  });

  it('no segment joins across a pole of a rational function', () => {
    fc.assert(
      fc.property(small, small, nonzero, small, (p, q, k, c) => {
        fc.pre(p !== q);
        const text = `${k}/((x ${signed(-p)})(x ${signed(-q)})) ${signed(c)}`;
        const g = curves(text);
        expect(crosses(g, p)).toBe(false);
        expect(crosses(g, q)).toBe(false);
        expect(of(g, 'vertical-asymptote').map((a) => a.x)).toEqual([
          Math.min(p, q),
          Math.max(p, q),
        ]);
        // Between consecutive points of a segment the curve stays within a window height of them.
        const y = f(text);
        const height = g.window.yMax - g.window.yMin;
        for (const s of g.curves[0]?.segments ?? [])
          for (let i = 1; i < s.length; i++) {
            const [a, b] = [s[i - 1] as [number, number], s[i] as [number, number]];
            const mid = y((a[0] + b[0]) / 2);
            expect(mid).toBeLessThanOrEqual(Math.max(a[1], b[1]) + height);
            expect(mid).toBeGreaterThanOrEqual(Math.min(a[1], b[1]) - height);
          }
      }),
      { numRuns: runs(60) },
    );
  });

  it('intersections satisfy both curves', () => {
    fc.assert(
      fc.property(nonzero, small, small, small, small, (a, b, c, d, e) => {
        const [left, right] = [`${a}x^2 ${signed(b)}x ${signed(c)}`, `${d}x ${signed(e)}`];
        const g = curves(`${left} = ${right}`);
        const [l, r] = [f(left), f(right)];
        for (const p of of(g, 'intersection')) {
          expect(near(l(p.x), r(p.x), 1e-9)).toBe(true);
          expect(near(p.y, l(p.x), 1e-9)).toBe(true);
        }
        expect(inside(g)).toBe(true);
      }),
      { numRuns: runs(60) },
    );
  });

  it('a system of two lines: the intersection lies on both', () => {
    fc.assert(
      fc.property(nonzero, small, small, nonzero, small, small, (a, b, c, d, e, k) => {
        fc.pre(a * e - b * d !== 0);
        const text = `${a}x ${signed(b)}y = ${c}, ${d}x ${signed(e)}y = ${k}`;
        const g = curves(text);
        const points = of(g, 'intersection');
        expect(points.length).toBe(1);
        const [p] = points as [PlotFeature];
        expect(near(a * p.x + b * p.y, c, 1e-9)).toBe(true);
        expect(near(d * p.x + e * p.y, k, 1e-9)).toBe(true);
      }),
      { numRuns: runs(60) },
    );
  });

  it("number-line intervals are solve's interval text, and hold exactly where the inequality does", () => {
    const sign = fc.constantFrom('<', '>', '<=', '>=');
    fc.assert(
      fc.property(
        nonzero,
        small,
        small,
        sign,
        fc.array(fc.double({ min: -12, max: 12, noNaN: true }), { minLength: 5, maxLength: 5 }),
        (a, b, c, s, ts) => {
          const text = `${a}x^2 ${signed(b)}x ${signed(c)} ${s} 0`;
          const solved = solve(text);
          if (!solved.ok) throw new Error(text);
          const g = numberLine(text);
          const written =
            g.intervals.length === 0
              ? '∅'
              : g.intervals
                  .map((i) =>
                    i.from !== null && i.from === i.to
                      ? `{${i.fromLabel}}`
                      : `${i.fromClosed ? '[' : '('}${i.fromLabel ?? '−∞'}, ${i.toLabel ?? '∞'}${i.toClosed ? ']' : ')'}`,
                  )
                  .join(' ∪ ');
          expect(written).toBe(solved.value.interval);
          const y = f(`${a}x^2 ${signed(b)}x ${signed(c)}`);
          const holds = (t: number) => {
            const v = y(t);
            return s === '<' ? v < 0 : s === '>' ? v > 0 : s === '<=' ? v <= 0 : v >= 0;
          };
          for (const t of ts) {
            // Points within rounding of an end are left to the exact tests.
            if (g.points.some((p) => Math.abs(p.x - t) < 1e-6)) continue;
            const member = g.intervals.some(
              (i) =>
                (i.from === null || t > i.from || (i.fromClosed && t === i.from)) &&
                (i.to === null || t < i.to || (i.toClosed && t === i.to)),
            );
            expect(member).toBe(holds(t));
          }
        },
      ),
      { numRuns: runs(80) },
    );
  });
});

describe('graph: robustness', () => {
  const atom = fc.constantFrom(
    'x',
    '2',
    '3x',
    '(x-1)',
    '(x+2)',
    'sin(x)',
    'sqrt(x)',
    'ln(x)',
    '1/x',
    '|x|',
    'x^2',
    '0.5',
  );
  const op = fc.constantFrom('+', '-', '*', '/', '^');
  const expression = fc
    .tuple(atom, fc.array(fc.tuple(op, atom), { maxLength: 3 }))
    .map(([first, rest]) => rest.reduce<string>((text, [o, a]) => `${text}${o}${a}`, first));
  const finite = (n: number) => Number.isFinite(n);

  it('never throws; every number in a graph is finite, every label set, the points capped', () => {
    fc.assert(
      fc.property(expression, fc.constantFrom('', '=0', '=x', '<0', '>=1'), (e, tail) => {
        const r = graphOf(`${e}${tail}`);
        if (!r.ok) {
          expect(r.error.message.length).toBeGreaterThan(0);
          return;
        }
        const g = r.value;
        expect([g.window.xMin, g.window.xMax].every(finite)).toBe(true);
        expect(g.description.length).toBeGreaterThan(0);
        if (g.kind === 'number-line') return;
        expect([g.window.yMin, g.window.yMax].every(finite)).toBe(true);
        for (const c of g.curves) {
          const points = c.segments.flat();
          expect(points.every((p) => finite(p[0]) && finite(p[1]))).toBe(true);
          expect(points.length).toBeLessThanOrEqual(3200);
        }
        for (const ft of g.features) {
          expect(finite(ft.x) && finite(ft.y) && ft.label.length > 0).toBe(true);
        }
        expect(inside(g)).toBe(true);
        // One curve in x (read in radians when it has no sin): between consecutive points of
        // a segment it stays within a window height of them, so no segment jumps through
        // infinity.
        if (tail !== '' || e.includes('sin')) return;
        const y = f(e);
        const height = g.window.yMax - g.window.yMin;
        for (const segment of g.curves[0]?.segments ?? [])
          for (let i = 1; i < segment.length; i++) {
            const [a, b] = [segment[i - 1] as [number, number], segment[i] as [number, number]];
            const mid = y((a[0] + b[0]) / 2);
            if (!finite(mid)) continue;
            expect(mid).toBeLessThanOrEqual(Math.max(a[1], b[1]) + height);
            expect(mid).toBeGreaterThanOrEqual(Math.min(a[1], b[1]) - height);
          }
      }),
      { numRuns: runs(150) },
    );
  });

  it('a far zoom of tan keeps within the point budget', () => {
    const r = graphOf('tan(x)', { xMin: -36000, xMax: 36000, yMin: -5, yMax: 5 });
    if (!r.ok || r.value.kind !== 'curves') throw new Error('tan');
    expect(r.value.curves[0]?.segments.flat().length).toBeLessThanOrEqual(3200);
  });
});
