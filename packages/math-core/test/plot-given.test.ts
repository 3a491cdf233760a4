/**
 * Graphs of problems that name what to draw: a definite integral is its integrand with the region
 * its value measures shaded (the region's area, summed from its outline, is the solver's exact
 * value), and a question about two points is the line through them with the points marked.
 */
import { describe, expect, it } from 'vitest';
import { drawable, solve } from '../src/index';
import type { PlotRegion } from '../src/plot/types';
import { type Curves, curves, graphOf, near, of } from './plot-reading';

/** The signed area under a region's outline (the curve, then back along the axis), by trapezoids. */
const signedArea = (region: PlotRegion): number => {
  const along = region.outline.slice(1, -1);
  let sum = 0;
  for (let i = 1; i < along.length; i++) {
    const [x0, y0] = along[i - 1] as [number, number];
    const [x1, y1] = along[i] as [number, number];
    sum += ((x1 - x0) * (y0 + y1)) / 2;
  }
  return sum;
};

const onlyRegion = (g: Curves): PlotRegion => {
  expect(g.regions).toHaveLength(1);
  return (g.regions as PlotRegion[])[0] as PlotRegion;
};

describe('a definite integral', () => {
  it.each([
    ['integrate x^2 from 0 to 1', 0, 1, 1 / 3, '1/3'],
    ['∫_0^2 (x^2 - 1) dx', 0, 2, 2 / 3, '2/3'],
    ['integrate sin(x) from 0 to pi', 0, Math.PI, 2, '2'],
    // Reversed limits shade the same region as −1 to 2; the value has the opposite sign.
    ['integrate 3 from 2 to -1', -1, 2, 9, '−9'],
  ])('%s: the region from %d to %d, of area %d', (text, lo, hi, area, shown) => {
    const g = curves(text);
    const region = onlyRegion(g);
    expect([region.from, region.to]).toEqual([lo, hi]);
    // Closed along the x-axis at both limits, inside the window.
    expect(region.outline[0]).toEqual([lo, 0]);
    expect(region.outline.at(-1)).toEqual([hi, 0]);
    expect(g.window.xMin).toBeLessThan(lo);
    expect(g.window.xMax).toBeGreaterThan(hi);
    expect(near(signedArea(region), area, 1e-4)).toBe(true);
    expect(region.label).toContain(`= ${shown}`);
    expect(g.description).toContain(`The shaded region lies between the curve and the x-axis`);
    expect(g.description).toContain(`the integral is ${shown}`);
  });

  it('says that the part below the x-axis counts as negative, only where there is one', () => {
    expect(curves('∫_0^2 (x^2 - 1) dx').description).toContain(
      'the part below the x-axis counting as negative',
    );
    expect(curves('integrate x^2 from 0 to 1').description).not.toContain('below the x-axis');
  });

  it('draws an improper integral without a region (it would not fit a window)', () => {
    const g = curves('integrate 1/x^2 from 1 to infinity');
    expect(g.regions).toBeUndefined();
    expect(g.curves).toHaveLength(1);
  });

  it('clips the region to a window it is given, and fits the window to the limits otherwise', () => {
    const window = { xMin: -1, xMax: 2, yMin: -1, yMax: 0.5 };
    const r = graphOf('integrate x^2 from 0 to 1', window);
    if (!r.ok || r.value.kind !== 'curves') throw new Error('no curves');
    expect(r.value.window).toEqual(window);
    for (const [, y] of onlyRegion(r.value).outline) expect(y).toBeLessThanOrEqual(0.5);
    // sin(x) from 0 to π: a window around the limits, not the curve's many turns.
    const g = curves('integrate sin(x) from 0 to pi');
    expect(g.window.xMax - g.window.xMin).toBeLessThan(12);
  });
});

describe('two points', () => {
  it('draws the line through them with both points marked', () => {
    const g = curves('slope between (1,2) and (4,8)');
    expect(of(g, 'given-point').map((f) => [f.x, f.y, f.label])).toEqual([
      [1, 2, '(1, 2)'],
      [4, 8, '(4, 8)'],
    ]);
    // The line passes through both points.
    const points = g.curves[0]?.segments.flat() ?? [];
    const at = (x: number) => {
      const [a, b] = [points.filter((p) => p[0] <= x).at(-1), points.find((p) => p[0] >= x)];
      if (!a || !b) throw new Error(`nothing drawn at ${x}`);
      return a[0] === b[0] ? a[1] : a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
    };
    expect(near(at(1), 2, 1e-6) && near(at(4), 8, 1e-6)).toBe(true);
    expect(g.description).toBe('The line through (1, 2) and (4, 8), y = 2x, has slope 2.');
  });

  it('marks the midpoint when it is asked for, and says each question', () => {
    const mid = curves('midpoint of (1,2) and (4,8)');
    expect(of(mid, 'midpoint').map((f) => [f.x, f.y, f.label])).toEqual([[2.5, 5, '(5/2, 5)']]);
    expect(mid.description).toBe(
      'Halfway between (1, 2) and (4, 8), on the line y = 2x, is their midpoint (5/2, 5).',
    );
    expect(of(curves('slope between (1,2) and (4,8)'), 'midpoint')).toEqual([]);
    expect(curves('distance between (1,2) and (4,8)').description).toBe(
      'The distance from (1, 2) to (4, 8), along the line y = 2x, is 3√5.',
    );
    expect(curves('line through (1,2) and (1,8)').description).toBe(
      'The line through (1, 2) and (1, 8) is x = 1.',
    );
    expect(curves('slope between (1,2) and (1,8)').description).toBe(
      'The line through (1, 2) and (1, 8), x = 1, is vertical: its slope is undefined.',
    );
  });

  it('fits the window to points far from the origin', () => {
    const g = curves('distance between (100,2) and (140,8)');
    expect(g.window.xMin).toBeLessThan(100);
    expect(g.window.xMax).toBeGreaterThan(140);
    expect(of(g, 'given-point')).toHaveLength(2);
  });
});

describe('drawable', () => {
  const result = (text: string) => {
    const r = solve(text);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    return r.value;
  };
  it('is true where the problem has a curve, false for numbers, matrices, proofs and non-results', () => {
    for (const text of [
      'x^2-5x+6=0',
      'integrate x^2 from 0 to 1',
      'slope between (1,2) and (4,8)',
      'sin(x)=1/2',
    ])
      expect(drawable(result(text)), text).toBe(true);
    for (const text of ['2^10', '(1+2i)(3-i)', '[[1,2],[3,4]] * [[1],[1]]'])
      expect(drawable(result(text)), text).toBe(false);
    for (const wrong of [
      null,
      undefined,
      3,
      {},
      { kind: 'no-such-kind', tree: { type: 'number', value: '1' } },
    ])
      expect(drawable(wrong as never)).toBe(false);
  });
});
