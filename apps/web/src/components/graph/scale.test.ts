import { describe, expect, it } from 'vitest';
import {
  axesOf,
  axisTicks,
  curveHeight,
  everyFeature,
  formatCoordinate,
  formatNumber,
  fromPixel,
  inView,
  nearestStop,
  nextStop,
  panView,
  placeLabels,
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

describe('axisTicks', () => {
  it('keeps at least three labelled ticks at every zoom and pan', () => {
    // Windows a parabola's graph goes through when zoomed in and out about points and dragged.
    for (let zoom = -8; zoom <= 8; zoom++) {
      for (const centreX of [-3.7, 0, 0.01, 12.5, -1000]) {
        const span = 9 * 1.5 ** zoom;
        const min = centreX - span * 0.37;
        const max = min + span;
        for (const pixels of [306, 1100]) {
          const { ticks: xTicks } = axisTicks(min, max, pixels, 64);
          expect(xTicks.length, `${min}…${max} at ${pixels}px`).toBeGreaterThanOrEqual(3);
          const { ticks: yTicks, step } = axisTicks(min, max, 240, 40, { inset: [4, 10] });
          const perPixel = (max - min) / 240;
          const labelled = yTicks.filter(
            (y) => y >= min + 4 * perPixel && y <= max - 10 * perPixel,
          );
          expect(labelled.length, `${min}…${max} y`).toBeGreaterThanOrEqual(3);
          expect(step).toBeGreaterThan(0);
        }
      }
    }
  });

  it('uses nice steps and only as many ticks as fit', () => {
    // x² + 6x + 5's window on a phone: five ticks a unit apart would crowd it; 2s are nice.
    expect(axisTicks(-7, 2, 306, 64)).toEqual({ step: 2, ticks: [-6, -4, -2, 0, 2] });
    expect(axisTicks(0, 100, 1000, 64).step).toBe(10);
    // A narrow window steps down 5 → 2 → 1 … until three ticks fit.
    expect(axisTicks(0.1, 2.9, 300, 200).ticks).toEqual([0.5, 1, 1.5, 2, 2.5]);
    expect(axisTicks(0, 100, 300, 64, { degrees: true }).step).toBe(30);
  });
});

describe('placeLabels', () => {
  const boxOf = (p: { x: number; y: number; anchor: string }, text: string) => {
    const w = text.length * 7.5;
    const left = p.anchor === 'start' ? p.x : p.anchor === 'end' ? p.x - w : p.x - w / 2;
    return { left, right: left + w, top: p.y - 11, bottom: p.y + 3 };
  };

  it('places every label of points far apart beside its point', () => {
    const placed = placeLabels(
      [
        { x: 50, y: 100, text: 'x = −5' },
        { x: 200, y: 100, text: 'x = −1' },
      ],
      306,
      240,
    );
    expect(placed).toEqual([
      { x: 58, y: 92, anchor: 'start' },
      { x: 208, y: 92, anchor: 'start' },
    ]);
  });

  it('never covers a tick label: x² − 6x + 5 at 390 px, the y-axis near the edge, at three zooms', () => {
    const overlap = (a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const features = [
      { x: 3, y: -4, text: '(3, −4)' },
      { x: 1, y: 0, text: 'x = 1' },
      { x: 5, y: 0, text: 'x = 5' },
      { x: 0, y: 5, text: '(0, 5)' },
    ];
    let covered = 0;
    for (const view of [
      { xMin: -1, xMax: 7, yMin: -6, yMax: 8 },
      { xMin: -0.5, xMax: 6, yMin: -5, yMax: 6 },
      { xMin: -2, xMax: 12, yMin: -10, yMax: 10 },
    ]) {
      const [width, height] = [306, 240];
      const axes = axesOf(view, width, height, false);
      expect(axes.labels.filter((l) => l.axis !== 'y').length).toBeGreaterThanOrEqual(3);
      expect(axes.labels.filter((l) => l.axis !== 'x').length).toBeGreaterThanOrEqual(3);
      const points = features.map((f) => ({
        x: toPixel(f.x, view.xMin, view.xMax, 0, width),
        y: toPixel(f.y, view.yMin, view.yMax, height, 0),
        text: f.text,
      }));
      const covers = (placed: ReturnType<typeof placeLabels>) =>
        placed.some((place, i) => {
          const box = place && boxOf(place, points[i]!.text);
          return !!box && axes.labels.some((tick) => overlap(box, boxOf(tick, tick.text)));
        });
      // Placed without knowing the tick labels, the y-intercept's label lands on one …
      if (covers(placeLabels(points, width, height))) covered++;
      // … and knowing them, no label covers one, and every point keeps its label.
      const placed = placeLabels(points, width, height, { fixed: axes.labels });
      expect(covers(placed)).toBe(false);
      expect(placed.every((p) => p !== null)).toBe(true);
    }
    expect(covered).toBeGreaterThan(0);
  });

  it('never overlaps two labels, keeps them inside, and leaves out one with no room', () => {
    const points = [
      { x: 150, y: 120, text: '(−3, −4)' },
      { x: 155, y: 122, text: 'x = −5' },
      { x: 152, y: 118, text: 'x = −1' },
      { x: 151, y: 121, text: '(0, 5)' },
      { x: 149, y: 119, text: '(1, 1)' },
      { x: 150, y: 120, text: '(2, 2)' },
      { x: 150, y: 120, text: '(3, 3)' },
      { x: 300, y: 5, text: '(9, 9)' },
    ];
    const placed = placeLabels(points, 306, 240);
    const boxes = placed.flatMap((p, i) => (p ? [boxOf(p, points[i]!.text)] : []));
    for (const [i, a] of boxes.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(306);
      expect(a.top).toBeGreaterThanOrEqual(0);
      for (const b of boxes.slice(i + 1))
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(
          false,
        );
    }
    expect(placed[0]).not.toBeNull();
    expect(placed.some((p) => p === null)).toBe(true);
    // Near the top right corner, the label goes below and to the left.
    expect(placed[7]).toEqual({ x: 292, y: 23, anchor: 'end' });
  });
});

describe('everyFeature and inView', () => {
  it('lists a marked point once, and keeps one a zoom left out', () => {
    const vertex = { kind: 'vertex', label: '(−3, −4)', x: -3, y: -4 };
    const root = { kind: 'root', label: 'x = −1', x: -1, y: 0 };
    expect(everyFeature([vertex, root], [{ ...root }])).toEqual([vertex, root]);
    expect(everyFeature([], [root])).toEqual([root]);
  });

  it('says whether a point is in the window; NaN asks about the other coordinate only', () => {
    const view = { xMin: -1, xMax: 1, yMin: 0, yMax: 8 };
    expect(inView(view, 0, 5)).toBe(true);
    expect(inView(view, -3, -4)).toBe(false);
    expect(inView(view, 0.5, Number.NaN)).toBe(true);
    expect(inView(view, Number.NaN, 9)).toBe(false);
  });
});
