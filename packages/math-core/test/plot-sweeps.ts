/**
 * Generated sweeps of graphs against SymPy (test/plot-sympy.ts), for the slow tier: rational
 * functions with holes and slant asymptotes (every feature, exactly), pairs of curves (where they
 * meet in the window), and functions whose values underflow (no zero that is not one). Each sweep
 * gives its figures: tried, right, wrong, with each wrong one described.
 */
import { createRandom, type Random } from '../src/_lib/random';
import * as P from '../src/algebra/poly';
import type { Graph } from '../src/index';
import * as R from '../src/math/rational';
import type { PlotFeature, PlotWindow } from '../src/plot/types';
import { graphOf } from './plot-reading';
import { plotOracle, type RationalFacts, type ZeroFacts } from './plot-sympy';

type Curves = Extract<Graph, { kind: 'curves' }>;

export interface SweepFigures {
  sweep: string;
  tried: number;
  right: number;
  wrong: number;
  /** Each wrong graph: its text and what differs. */
  failures: string[];
}

const figures = (sweep: string, verdicts: (string | undefined)[]): SweepFigures => {
  const failures = verdicts.filter((v): v is string => v !== undefined);
  return {
    sweep,
    tried: verdicts.length,
    right: verdicts.length - failures.length,
    wrong: failures.length,
    failures,
  };
};

const curvesOf = (text: string, window?: PlotWindow): Curves | string => {
  const r = graphOf(text, window);
  if (!r.ok) return `refused: ${r.error.message}`;
  return r.value.kind === 'curves' ? r.value : 'not curves';
};
const of = (g: Curves, kind: PlotFeature['kind']) => g.features.filter((f) => f.kind === kind);
const near = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));

/** Where two lists of numbers differ (length, or a value past the tolerance), or undefined. */
const differ = (what: string, ours: number[], theirs: number[], tolerance: number) =>
  ours.length === theirs.length && ours.every((v, i) => near(v, theirs[i] as number, tolerance))
    ? undefined
    : `${what}: ours [${ours.map((v) => v.toPrecision(8))}], SymPy [${theirs.map((v) => v.toPrecision(8))}]`;

const signed = (k: number) => (k < 0 ? `- ${-k}` : `+ ${k}`);
/** (x − a)(x − b)…, written as a student writes it: x² first for two roots at 0. */
const product = (roots: number[]) => {
  const zeros = roots.filter((a) => a === 0).length;
  const power = zeros === 0 ? '' : zeros === 1 ? 'x' : `x^${zeros}`;
  return `${power}${roots
    .filter((a) => a !== 0)
    .map((a) => `(x ${signed(-a)})`)
    .join('')}`;
};

/** A polynomial with whole coefficients as a student types it: 2x^3 - x + 4. */
const polyText = (p: P.Poly): string => {
  const terms: string[] = [];
  const c = P.coefficients(p, 'x').map(R.toNumber);
  for (let k = c.length - 1; k >= 0; k--) {
    const a = c[k] as number;
    if (a === 0) continue;
    const body = k === 0 ? '' : k === 1 ? 'x' : `x^${k}`;
    const size = Math.abs(a) === 1 && k > 0 ? '' : String(Math.abs(a));
    terms.push(`${terms.length === 0 ? (a < 0 ? '-' : '') : a < 0 ? ' - ' : ' + '}${size}${body}`);
  }
  return terms.length === 0 ? '0' : terms.join('');
};
/** (x − a)(x − b)… times each x² + c given, multiplied out. */
const productOf = (roots: number[], squares: number[] = []) =>
  [
    ...roots.map((a) => P.sub(P.varPoly('x'), P.constPoly(R.int(a)))),
    ...squares.map((c) => P.add(P.powInt(P.varPoly('x'), 2), P.constPoly(R.int(c)))),
  ].reduce((acc, f) => P.mulUpTo(acc, f, 12), P.constPoly(R.ONE));

/**
 * Rational functions as typed: factored (k(x − a)(x − b)/((x − a)(x − c))) or multiplied out
 * ((x² + 4x + 4)/(x² − 4)), with one or two factors shared by top and bottom (holes), a squared
 * shared factor (a hole on the x-axis), an irreducible x² + c, and tops one degree above the
 * bottom (slant asymptotes).
 */
export const rationalTexts = (count: number, seed = 62): string[] => {
  const random = createRandom(seed);
  const root = () => random.int(-4, 4);
  const texts = new Set<string>([
    '(x^2+4x+4)/(x^2-4)',
    'x^3/x',
    '(x^2+1)/(x-1)',
    '(x^3-1)/(x^2-1)',
    '(x-2)^2/(x-2)',
    '(2x^3+1)/(x^2+1)',
  ]);
  while (texts.size < count) {
    const shared = Array.from({ length: random.int(1, 2) }, root);
    const top = Array.from({ length: random.int(0, 3) }, root);
    const bottom = Array.from({ length: random.int(0, 2) }, root);
    const square = random.int(0, 3) === 0 ? [random.int(1, 4)] : [];
    const k = random.pick([1, 1, 2, -1, 3]);
    const [numRoots, denRoots] = [
      [...shared, ...top],
      [...shared, ...bottom],
    ];
    const [numExtra, denExtra] = random.int(0, 1) === 0 ? [square, []] : [[], square];
    if (random.int(0, 1) === 0) {
      const num = P.scale(productOf(numRoots, numExtra), R.int(k));
      const den = productOf(denRoots, denExtra);
      texts.add(`(${polyText(num)})/(${polyText(den)})`);
    } else {
      const quad = (q: number[]) => q.map((c) => `(x^2 + ${c})`).join('');
      const top = `${k === 1 ? '' : k === -1 ? '-' : k}${product(numRoots)}${quad(numExtra)}`;
      const bottom = `${product(denRoots)}${quad(denExtra)}`;
      texts.add(`${top || '1'}/(${bottom})`);
    }
  }
  return [...texts];
};

/** Every feature of each rational graph against SymPy's, exactly (to 10⁻⁷). */
export const rationalSweep = (texts = rationalTexts(300)): SweepFigures => {
  const answers = plotOracle(
    texts.map((t) => ['rational', t] as const),
    600_000,
  );
  const verdicts = texts.map((text, i) => {
    const oracle = answers[i] as RationalFacts | { error: string };
    if ('error' in oracle) return `${text}: SymPy: ${oracle.error}`;
    const g = curvesOf(text);
    if (typeof g === 'string') return `${text}: ${g}`;
    const xs = (kind: PlotFeature['kind']) => of(g, kind).map((f) => f.x);
    const turning = [...of(g, 'turning-point'), ...of(g, 'vertex')].sort((u, v) => u.x - v.x);
    const level = of(g, 'horizontal-asymptote')[0]?.y ?? null;
    const slant = of(g, 'slant-asymptote').flatMap((a) => [
      a.slope as number,
      a.y - (a.slope as number) * a.x,
    ]);
    const problems = [
      differ('roots', xs('root'), oracle.roots, 1e-7),
      differ('poles', xs('vertical-asymptote'), oracle.poles, 1e-7),
      differ(
        'holes',
        xs('hole'),
        oracle.holes.map((h) => h[0]),
        1e-7,
      ),
      differ(
        'hole values',
        of(g, 'hole').map((h) => h.y),
        oracle.holes.map((h) => h[1]),
        1e-7,
      ),
      differ(
        'level',
        level === null ? [] : [level],
        oracle.level === null ? [] : [oracle.level],
        1e-9,
      ),
      differ('slant', slant, oracle.slant ?? [], 1e-9),
      differ(
        'turning',
        turning.map((t) => t.x),
        oracle.turning.map((t) => t[0]),
        1e-7,
      ),
      differ(
        'turning values',
        turning.map((t) => t.y),
        oracle.turning.map((t) => t[1]),
        1e-7,
      ),
    ].filter(Boolean);
    return problems.length > 0 ? `${text}: ${problems.join('; ')}` : undefined;
  });
  return figures('rational graphs with holes', verdicts);
};

/** One side of a pair: a curve a student compares with another. */
const side = (random: Random): string => {
  const a = random.pick([2, 3, -1, -2]);
  const b = random.int(1, 4) * random.pick([1, -1]);
  return random.pick([
    () => `${a}x ${signed(b)}`,
    () => `x ${signed(b)}`,
    () => `x^2 ${signed(b)}`,
    () => `x^2 ${signed(b)}x`,
    () => `x^3 ${signed(b)}x`,
    () => `x^3 ${signed(b)}`,
    () => 'e^x',
    () => `e^x ${signed(b)}`,
    () => `e^(${a}x)`,
    () => '2^x',
    () => `2^(-x) ${signed(b)}`,
    () => 'ln(x)',
    () => `ln(x ${signed(b)})`,
    () => `${a}ln(x)`,
    () => 'sqrt(x)',
    () => `sqrt(x ${signed(b)})`,
    () => `${a}sqrt(x)`,
    () => '1/x',
    () => `${a}/(x ${signed(b)})`,
    () => `abs(x ${signed(b)})`,
    () => `x e^(-x)`,
  ])();
};

/** Pairs of curves in degrees: where sines and cosines meet each other and levels. */
const trigSide = (random: Random): string =>
  random.pick([
    'sin(x)',
    'cos(x)',
    '2sin(x)',
    'cos(x)/2',
    'sin(x) + 1/2',
    '1/2',
    '-1/2',
    'x/180 - 1',
  ]);

export const pairTexts = (count: number, seed = 620): [string, string][] => {
  const random = createRandom(seed);
  const pairs = new Map<string, [string, string]>();
  for (const [f, g] of [
    ['2^x', 'x^2'],
    ['e^x', 'x + 2'],
    ['ln(x)', 'x - 2'],
    ['sqrt(x)', 'x^2'],
    ['x^3', 'x + 2'],
  ] as [string, string][])
    pairs.set(`${f}|${g}`, [f, g]);
  while (pairs.size < count) {
    const trig = random.int(0, 7) === 0;
    const [f, g] = trig ? [trigSide(random), trigSide(random)] : [side(random), side(random)];
    if (f === g || (trig && !/sin|cos/.test(f + g))) continue;
    pairs.set(`${f}|${g}`, [f, g]);
  }
  return [...pairs.values()];
};

/**
 * Where two curves meet, typed as a system (y = f, y = g) or, every other pair, as an equation
 * (f = g): every crossing SymPy finds in the window is marked, at its value, and no other; every
 * crossing in −10 ≤ x ≤ 10 (the span searched before the window is chosen) is in the window; and
 * the words say the curves meet exactly when they do.
 */
export const pairSweep = (pairs = pairTexts(240)): SweepFigures => {
  const drawn = pairs.map(([f, g], i) => {
    const text = i % 2 === 0 ? `y = ${f}, y = ${g}` : `${f} = ${g}`;
    return { text, f, g, g0: curvesOf(text) };
  });
  const span = (g: Curves): [number, number] =>
    g.xUnit === 'degrees'
      ? [g.window.xMin, g.window.xMax]
      : [Math.min(-10, g.window.xMin), Math.max(10, g.window.xMax)];
  const jobs = drawn.flatMap(({ f, g, g0 }) =>
    typeof g0 === 'string'
      ? []
      : [['zeros', `${span(g0).join(',')},${g0.xUnit === 'degrees' ? 1 : 0}|${f}|${g}`] as const],
  );
  const answers = plotOracle(jobs, 900_000);
  let next = 0;
  const verdicts = drawn.map(({ text, g0 }) => {
    if (typeof g0 === 'string') return `${text}: ${g0}`;
    const oracle = answers[next++] as ZeroFacts | { error: string };
    if ('error' in oracle) return `${text}: SymPy: ${oracle.error}`;
    const { xMin, xMax } = g0.window;
    const edge = 1e-9 * (xMax - xMin);
    const inside = (v: number) => v > xMin + edge && v < xMax - edge;
    const ours = of(g0, 'intersection')
      .map((p) => p.x)
      .filter(inside)
      .sort((u, v) => u - v);
    const theirs = oracle.zeros.filter(inside);
    const outside = oracle.zeros.filter((v) => v >= -10 && v <= 10 && !(v >= xMin && v <= xMax));
    const says = /meet at/.test(g0.description);
    const problems = [
      differ('crossings', ours, theirs, 1e-7),
      outside.length > 0 ? `crossings outside the window: ${outside}` : undefined,
      says !== theirs.length > 0 ? `words: ${g0.description}` : undefined,
    ].filter(Boolean);
    return problems.length > 0 ? `${text}: ${problems.join('; ')}` : undefined;
  });
  return figures('curve pairs', verdicts);
};

/** Functions that underflow (or overflow) in their window, with the window (or none: the default). */
export const underflowCases = (): [string, PlotWindow | undefined][] => {
  const wide = (xMin: number, xMax: number): PlotWindow => ({ xMin, xMax, yMin: -2, yMax: 2 });
  const cases: [string, PlotWindow | undefined][] = [
    ['e^(-1/x^2)', undefined],
    ['e^(1/x)', undefined],
    ['x e^(-1/x)', undefined],
    ['x^2 e^(1/x)', undefined],
    ['e^(-x)', wide(0, 1000)],
    ['x^2 e^(-x)', wide(0, 1000)],
    ['e^(-x) - e^(-2x)', wide(-1, 1000)],
    ['e^(-x^2) - e^(-2x^2)', wide(-40, 40)],
    ['10^(-x)', wide(-1, 500)],
  ];
  for (const a of [1, 2, 3, 5]) {
    cases.push([`e^(-${a}x^2)`, wide(-40, 40)]);
    cases.push([`${a}e^(-1/x^2)`, undefined]);
    cases.push([`e^(${a}/x)`, undefined]);
    cases.push([`e^(-${a}/x)`, undefined]);
    cases.push([`e^(-1/x^2) - 1/${a + 1}`, undefined]);
    cases.push([`x^${a} e^(-1/x^2)`, undefined]);
    cases.push([`2^(-x^2)(x + ${a})`, wide(-50, 50)]);
    cases.push([`e^(-x^2)(x^2 - ${a})`, wide(-40, 40)]);
  }
  for (const b of [-30, -3, 2, 7, 25, 31]) {
    cases.push([`(x ${signed(-b)})e^(-x^2)`, wide(-40, 40)]);
    cases.push([`e^(-(x ${signed(-b)})^2) - e^(-2(x ${signed(-b)})^2)`, wide(-40, 40)]);
    cases.push([`x e^(-1/(x ${signed(-b)})^2)`, undefined]);
  }
  for (const b of [3, 100, 500, 740, 800, 900]) {
    cases.push([`(x - ${b})e^(-x)`, wide(-1, 1000)]);
    cases.push([`e^x (x + ${b})`, wide(-1000, 10)]);
    cases.push([`(x - ${b})^2 e^(-x)`, wide(-1, 1000)]);
  }
  const random = createRandom(6200);
  for (let i = 0; i < 40; i++) {
    const [b, c, d] = [random.int(1, 5), random.int(-9, 9), random.int(2, 9)];
    const base = random.pick([2, 10]);
    cases.push(
      random.pick<[string, PlotWindow | undefined]>([
        [`(x ${signed(-c)})e^(-${b}x^2)`, random.pick([undefined, wide(-40, 40)])],
        [`e^(-${b}/x^2) - 1/${d}`, undefined],
        [`(x^2 - ${d})e^(${b}/x)`, undefined],
        [`${base}^(-x)(x ${signed(-c * 40)})`, wide(-400, 1200)],
      ]),
    );
  }
  return cases;
};

/**
 * No zero that is not one: the roots marked in the window are SymPy's zeros there (found in
 * 30-digit arithmetic, which does not underflow), and the y-intercept is marked exactly where f is
 * defined at 0, at its value.
 */
export const underflowSweep = (cases = underflowCases()): SweepFigures => {
  const drawn = cases.map(([text, window]) => ({
    text,
    window,
    g: curvesOf(`y = ${text}`, window),
  }));
  const jobs = drawn.flatMap(({ text, g }) =>
    typeof g === 'string'
      ? []
      : [
          [
            'zeros',
            `${Math.min(-10, g.window.xMin)},${Math.max(10, g.window.xMax)},0|${text}`,
          ] as const,
        ],
  );
  const answers = plotOracle(jobs, 900_000);
  let next = 0;
  const verdicts = drawn.map(({ text, window, g }) => {
    if (typeof g === 'string') return `${text}: ${g}`;
    const oracle = answers[next++] as ZeroFacts | { error: string };
    if ('error' in oracle) return `${text}: SymPy: ${oracle.error}`;
    const { xMin, xMax, yMin, yMax } = g.window;
    const edge = 1e-9 * (xMax - xMin);
    const inside = (v: number) => v > xMin + edge && v < xMax - edge;
    const ours = of(g, 'root')
      .map((r) => r.x)
      .filter(inside);
    const outside = window
      ? []
      : oracle.zeros.filter((v) => v >= -10 && v <= 10 && !(v >= xMin && v <= xMax));
    const y0 = oracle.y0 !== null && oracle.y0 >= yMin && oracle.y0 <= yMax ? [oracle.y0] : [];
    const problems = [
      differ('roots', ours, oracle.zeros.filter(inside), 1e-7),
      outside.length > 0 ? `roots outside the window: ${outside}` : undefined,
      differ(
        'y-intercept',
        of(g, 'y-intercept').map((f) => f.y),
        y0,
        1e-9,
      ),
    ].filter(Boolean);
    return problems.length > 0 ? `${text}: ${problems.join('; ')}` : undefined;
  });
  return figures('functions that underflow', verdicts);
};
