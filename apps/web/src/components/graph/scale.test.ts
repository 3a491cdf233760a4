import { describe, expect, it } from 'vitest';
import {
  curveHeight,
  formatCoordinate,
  formatNumber,
  fromPixel,
  nearestStop,
  nextStop,
  panView,
  stepDecimals,
  tableRows,
  tickStep,
  ticks,
  toPixel,
  traceStops,
  zoomView,
} from './scale';
import { pitch, tonePlan } from './sound';

describe('pixel mapping', () => {
  it('maps the window edges to the pixel edges, y upward', () => {
    expect(toPixel(-2, -2, 6, 0, 400)).toBe(0);
    expect(toPixel(6, -2, 6, 0, 400)).toBe(400);
    expect(toPixel(2, -2, 6, 0, 400)).toBe(200);
    // A y axis runs from the bottom (height) to the top (0).
    expect(toPixel(-1, -1, 9, 300, 0)).toBe(300);
    expect(toPixel(9, -1, 9, 300, 0)).toBe(0);
  });

  it('reads a pixel back as the value that maps to it', () => {
    for (const value of [-3.7, 0, 0.25, 5.5]) {
      const pixel = toPixel(value, -4, 6, 0, 333);
      expect(fromPixel(pixel, -4, 6, 0, 333)).toBeCloseTo(value, 12);
    }
  });
});

describe('tick steps', () => {
  it('picks 1, 2 or 5 times a power of ten, at most the target count', () => {
    expect(tickStep(10, 10)).toBe(1);
    expect(tickStep(10, 5)).toBe(2);
    expect(tickStep(10, 4)).toBe(5);
    expect(tickStep(7, 8)).toBe(1);
    expect(tickStep(0.8, 8)).toBeCloseTo(0.1, 12);
    expect(tickStep(300, 4)).toBe(100);
    for (const [span, target] of [
      [7, 3],
      [13.4, 6],
      [0.037, 5],
      [2500, 7],
    ] as const) {
      const step = tickStep(span, target);
      const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
      expect([1, 2, 5]).toContainEqual(Math.round(mantissa * 1e9) / 1e9);
      expect(span / step).toBeLessThanOrEqual(target + 1e-9);
      // The next smaller step of the series would give more ticks than the target.
      expect(span / (step / 2.5)).toBeGreaterThan(target);
    }
  });

  it('in degrees, divides a turn: 90° over a full turn with four ticks', () => {
    expect(tickStep(360, 4, true)).toBe(90);
    expect(tickStep(360, 8, true)).toBe(45);
    expect(tickStep(360, 12, true)).toBe(30);
    expect(tickStep(36, 4, true)).toBe(10);
  });

  it('lists the multiples of the step inside the range, without drift', () => {
    expect(ticks(-1, 6, 1)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
    expect(ticks(-0.35, 0.35, 0.1)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
    expect(ticks(0.05, 0.95, 0.5)).toEqual([0.5]);
    expect(ticks(3.2, 3.8, 1)).toEqual([]);
  });

  it('gives the decimals a step needs', () => {
    expect(stepDecimals(5)).toBe(0);
    expect(stepDecimals(0.5)).toBe(1);
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(0.1 * 3)).toBe(1);
    expect(stepDecimals(0.002)).toBe(3);
  });
});

describe('numbers as the page writes them', () => {
  it('uses a true minus sign and never writes −0', () => {
    expect(formatNumber(-0.25, 2)).toBe('−0.25');
    expect(formatNumber(-0.0001, 2)).toBe('0');
    expect(formatNumber(2.5, 2)).toBe('2.5');
    expect(formatNumber(3, 2)).toBe('3');
    expect(formatNumber(0.30000000000000004, 1)).toBe('0.3');
  });

  it('reads a coordinate to two decimals, or two significant digits near zero', () => {
    expect(formatCoordinate(1.5)).toBe('1.5');
    expect(formatCoordinate(-0.25)).toBe('−0.25');
    expect(formatCoordinate(2.6180339887)).toBe('2.62');
    expect(formatCoordinate(0.004)).toBe('0.004');
    expect(formatCoordinate(-0.0123)).toBe('−0.012');
    expect(formatCoordinate(0)).toBe('0');
    expect(formatCoordinate(-3e-9)).toBe('0');
    expect(formatCoordinate(0.0000123)).toBe('0.000012');
  });
});

describe('zoom and pan', () => {
  const view = { xMin: -2, xMax: 6, yMin: -1, yMax: 7 };

  it('zooms about a point that stays in place', () => {
    const zoomed = zoomView(view, 0.5, 2, 3);
    expect(zoomed).toEqual({ xMin: 0, xMax: 4, yMin: 1, yMax: 5 });
    const off = zoomView(view, 2, -2, -1);
    expect(off).toEqual({ xMin: -2, xMax: 14, yMin: -1, yMax: 15 });
    // The point keeps its share of the width and height.
    const z = zoomView(view, 1 / 1.5, 5, 0);
    expect((5 - z.xMin) / (z.xMax - z.xMin)).toBeCloseTo((5 - view.xMin) / 8, 12);
    expect((0 - z.yMin) / (z.yMax - z.yMin)).toBeCloseTo((0 - view.yMin) / 8, 12);
  });

  it('keeps a zoom within sane spans', () => {
    let tiny = view;
    for (let i = 0; i < 100; i++) tiny = zoomView(tiny, 0.1, 0, 0);
    expect(tiny.xMax - tiny.xMin).toBeGreaterThan(0);
    expect(tiny.xMax).toBeGreaterThan(tiny.xMin);
    let huge = view;
    for (let i = 0; i < 100; i++) huge = zoomView(huge, 10, 0, 0);
    expect(Number.isFinite(huge.xMax - huge.xMin)).toBe(true);
  });

  it('pans by data units', () => {
    expect(panView(view, 1, -2)).toEqual({ xMin: -1, xMax: 7, yMin: -3, yMax: 5 });
  });
});

describe('trace stops', () => {
  const view = { xMin: 0, xMax: 4, yMin: -1, yMax: 5 };
  // y = x² − 5x + 6 sampled every 0.25 from −1 to 5.
  const samples: [number, number][] = Array.from({ length: 25 }, (_, i) => {
    const x = -1 + i * 0.25;
    return [x, x * x - 5 * x + 6];
  });
  const features = [
    { x: 2, y: 0, name: 'root' },
    { x: 3, y: 0, name: 'root' },
    { x: 2.5, y: -0.25, name: 'vertex' },
    { x: 9, y: 24, name: 'outside' },
  ];
  const stops = traceStops([samples], features, view);

  it('keeps the window’s samples in order, marked points in their places', () => {
    expect(stops.map((s) => s.x)).toEqual(samples.map(([x]) => x).filter((x) => x >= 0 && x <= 4));
    expect(stops.find((s) => s.x === 2.5)?.feature?.name).toBe('vertex');
    expect(stops.some((s) => s.feature?.name === 'outside')).toBe(false);
  });

  it('keeps the ends of a vertical line beside a marked point on it', () => {
    const line: [number, number][] = [
      [2, -1],
      [2, 5],
    ];
    const onLine = traceStops([line], [{ x: 2, y: 3, name: 'intersection' }], view);
    expect(onLine.map((s) => [s.x, s.y])).toEqual([
      [2, -1],
      [2, 3],
      [2, 5],
    ]);
  });

  it('steps right and left by at least the step, stopping at every marked point', () => {
    const right = nextStop(stops, 1, 1, 0.5);
    expect(right?.x).toBe(1.5);
    // From 1.5 the next half-step is 2, a root.
    expect(nextStop(stops, 1.5, 1, 0.5)?.feature?.name).toBe('root');
    // From 2 a full step would pass the vertex at 2.5: the trace stops there.
    expect(nextStop(stops, 2, 1, 1)?.feature?.name).toBe('vertex');
    expect(nextStop(stops, 2, -1, 0.5)?.x).toBe(1.5);
    // At the right end there is nowhere further.
    expect(nextStop(stops, 4, 1, 0.5)).toBeUndefined();
    // Near the end the last stop is reached even if closer than the step.
    expect(nextStop(stops, 3.5, 1, 1)?.x).toBe(4);
  });

  it('finds the stop nearest an x', () => {
    expect(nearestStop(stops, 1.1)?.x).toBe(1);
    expect(nearestStop(stops, 10)?.x).toBe(4);
    expect(nearestStop([], 1)).toBeUndefined();
  });

  it('picks table rows at round x values, from the samples', () => {
    const rows = tableRows([samples], view, 9);
    // Over 0 to 4 a step of 0.5 gives nine round x values, each a sample.
    expect(rows.map(([x]) => x)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]);
    for (const [x, y] of rows) expect(y).toBe(x * x - 5 * x + 6);
    // A sample far from every round x is left out; nothing outside the window is listed.
    const sparse: [number, number][] = [
      [-3, 1],
      [0.2, 2],
      [2.05, 3],
      [9, 4],
    ];
    // On a degree axis the rows fall on multiples of 45° across a turn.
    const turn: [number, number][] = Array.from({ length: 201 }, (_, i) => [i * 1.8, i]);
    const degreeRows = tableRows([turn], { xMin: 0, xMax: 360, yMin: 0, yMax: 200 }, 9, true);
    expect(degreeRows.map(([x]) => Math.round(x * 1e9) / 1e9)).toEqual([
      0, 45, 90, 135, 180, 225, 270, 315, 360,
    ]);
    expect(tableRows([sparse], view, 5)).toEqual([
      [0.2, 2],
      [2.05, 3],
    ]);
  });
});

describe('the sound sweep', () => {
  it('raises the pitch with y over two octaves', () => {
    expect(pitch(-1, -1, 7)).toBeCloseTo(220, 9);
    expect(pitch(7, -1, 7)).toBeCloseTo(880, 9);
    expect(pitch(3, -1, 7)).toBeCloseTo(440, 9);
    expect(pitch(100, -1, 7)).toBeCloseTo(880, 9);
    expect(pitch(1, -1, 7)).toBeLessThan(pitch(2, -1, 7));
  });

  it('is silent where the curve has no piece and clicks at each crossing', () => {
    const view = { xMin: 0, xMax: 4, yMin: -2, yMax: 2 };
    // Two pieces with a gap from 1.5 to 2.5 (as around an asymptote).
    const left: [number, number][] = [
      [0, -1],
      [1.5, 1],
    ];
    const right: [number, number][] = [
      [2.5, 1],
      [4, -1],
    ];
    const plan = tonePlan([left, right], [0.75, 3.25, 9], view, 3, 9);
    expect(plan.notes).toHaveLength(9);
    expect(plan.notes[0]?.time).toBe(0);
    expect(plan.notes[8]?.time).toBe(3);
    // x = 2 (the fifth note) is in the gap.
    expect(plan.notes[4]?.frequency).toBeNull();
    expect(plan.notes[0]?.frequency).toBeCloseTo(pitch(-1, -2, 2), 9);
    expect(plan.clicks).toEqual([0.5625, 2.4375]);
    expect(curveHeight([left, right], 0.75)).toBeCloseTo(0, 12);
  });
});
