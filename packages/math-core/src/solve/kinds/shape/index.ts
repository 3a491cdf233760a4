/**
 * Area, perimeter, circumference, volume and surface area of the common shapes asked in words:
 * `area of a circle radius 3` (9π ≈ 28.2743), `perimeter of a rectangle 4 by 3`, `volume of a
 * sphere with diameter 10 cm`, `area of a triangle with sides 3, 4 and 5`. The formula is stated
 * with why it holds, the lengths put in, and the value worked out exactly (π kept) with its
 * decimal. The kind checks its answer itself, by the formula in floating point.
 */

import { evalExact, mapTree } from '../../../algebra/reading';
import { valueNode } from '../../../algebra/workOut';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import * as B from '../../../math/build';
import * as E from '../../../math/exact';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { Kind } from '../../kind';
import { worded } from '../../worded';
import { shapeNotes } from './notes';
import { SHAPE_REFUSALS } from './refusals';

type Measure = 'area' | 'perimeter' | 'volume' | 'surface area';
/** The lengths a formula takes, by the letter it names them with. */
type Lengths = Record<string, number>;
/** Every length a formula may read, once its own are known to be there. */
type Known = Record<'r' | 's' | 'l' | 'w' | 'b' | 'h' | 'a' | 'c', number>;

interface Formula {
  /** The catalogue's form of its notes: the formula stated, and the lengths put in. */
  id: string;
  shape: string;
  measure: Measure;
  /** The letters it needs, as given or found from others (d for r). */
  needs: string[];
  /** The letter the result is named by: A, P, C, V, S. */
  name: string;
  /** The formula's right side in its letters. */
  tree: () => MathNode;
  /** The same in floating point, the independent check. */
  value: (l: Known) => number;
}

const v = B.variable;
const pi = /* @__PURE__ */ B.constant('pi');
const sq = (x: MathNode): MathNode => B.pow(x, B.n(2));
const cube = (x: MathNode): MathNode => B.pow(x, B.n(3));
const t = (...xs: MathNode[]): MathNode => xs.reduce((a, b) => B.times(a, b));
const HALF = (): MathNode => B.frac(B.n(1), B.n(2));

const FORMULAS: Formula[] = [
  {
    id: 'circleArea',
    shape: 'circle',
    measure: 'area',
    needs: ['r'],
    name: 'A',
    tree: () => t(pi, sq(v('r'))),
    value: (l) => Math.PI * l.r ** 2,
  },
  {
    id: 'circlePerimeter',
    shape: 'circle',
    measure: 'perimeter',
    needs: ['r'],
    name: 'C',
    tree: () => t(B.n(2), pi, v('r')),
    value: (l) => 2 * Math.PI * l.r,
  },
  {
    id: 'squareArea',
    shape: 'square',
    measure: 'area',
    needs: ['s'],
    name: 'A',
    tree: () => sq(v('s')),
    value: (l) => l.s ** 2,
  },
  {
    id: 'squarePerimeter',
    shape: 'square',
    measure: 'perimeter',
    needs: ['s'],
    name: 'P',
    tree: () => t(B.n(4), v('s')),
    value: (l) => 4 * l.s,
  },
  {
    id: 'rectangleArea',
    shape: 'rectangle',
    measure: 'area',
    needs: ['l', 'w'],
    name: 'A',
    tree: () => t(v('l'), v('w')),
    value: (l) => l.l * l.w,
  },
  {
    id: 'rectanglePerimeter',
    shape: 'rectangle',
    measure: 'perimeter',
    needs: ['l', 'w'],
    name: 'P',
    tree: () => t(B.n(2), B.add(v('l'), v('w'))),
    value: (l) => 2 * (l.l + l.w),
  },
  {
    id: 'triangleArea',
    shape: 'triangle',
    measure: 'area',
    needs: ['b', 'h'],
    name: 'A',
    tree: () => t(HALF(), v('b'), v('h')),
    value: (l) => (l.b * l.h) / 2,
  },
  {
    id: 'triangleAreaSides',
    shape: 'triangle',
    measure: 'area',
    needs: ['a', 'b', 'c'],
    name: 'A',
    tree: () =>
      B.sqrt(t(v('p'), B.sub(v('p'), v('a')), B.sub(v('p'), v('b')), B.sub(v('p'), v('c')))),
    value: (l) => {
      const p = (l.a + l.b + l.c) / 2;
      return Math.sqrt(p * (p - l.a) * (p - l.b) * (p - l.c));
    },
  },
  {
    id: 'trianglePerimeter',
    shape: 'triangle',
    measure: 'perimeter',
    needs: ['a', 'b', 'c'],
    name: 'P',
    tree: () => B.add(B.add(v('a'), v('b')), v('c')),
    value: (l) => l.a + l.b + l.c,
  },
  {
    id: 'parallelogramArea',
    shape: 'parallelogram',
    measure: 'area',
    needs: ['b', 'h'],
    name: 'A',
    tree: () => t(v('b'), v('h')),
    value: (l) => l.b * l.h,
  },
  {
    id: 'trapezoidArea',
    shape: 'trapezoid',
    measure: 'area',
    needs: ['a', 'b', 'h'],
    name: 'A',
    tree: () => t(HALF(), B.add(v('a'), v('b')), v('h')),
    value: (l) => ((l.a + l.b) * l.h) / 2,
  },
  {
    id: 'sphereVolume',
    shape: 'sphere',
    measure: 'volume',
    needs: ['r'],
    name: 'V',
    tree: () => t(B.frac(B.n(4), B.n(3)), pi, cube(v('r'))),
    value: (l) => (4 / 3) * Math.PI * l.r ** 3,
  },
  {
    id: 'sphereSurfaceArea',
    shape: 'sphere',
    measure: 'surface area',
    needs: ['r'],
    name: 'S',
    tree: () => t(B.n(4), pi, sq(v('r'))),
    value: (l) => 4 * Math.PI * l.r ** 2,
  },
  {
    id: 'cylinderVolume',
    shape: 'cylinder',
    measure: 'volume',
    needs: ['r', 'h'],
    name: 'V',
    tree: () => t(pi, sq(v('r')), v('h')),
    value: (l) => Math.PI * l.r ** 2 * l.h,
  },
  {
    id: 'cylinderSurfaceArea',
    shape: 'cylinder',
    measure: 'surface area',
    needs: ['r', 'h'],
    name: 'S',
    tree: () => B.add(t(B.n(2), pi, sq(v('r'))), t(B.n(2), pi, v('r'), v('h'))),
    value: (l) => 2 * Math.PI * l.r ** 2 + 2 * Math.PI * l.r * l.h,
  },
  {
    id: 'coneVolume',
    shape: 'cone',
    measure: 'volume',
    needs: ['r', 'h'],
    name: 'V',
    tree: () => t(B.frac(B.n(1), B.n(3)), pi, sq(v('r')), v('h')),
    value: (l) => (Math.PI * l.r ** 2 * l.h) / 3,
  },
  {
    id: 'cubeVolume',
    shape: 'cube',
    measure: 'volume',
    needs: ['s'],
    name: 'V',
    tree: () => cube(v('s')),
    value: (l) => l.s ** 3,
  },
  {
    id: 'cubeSurfaceArea',
    shape: 'cube',
    measure: 'surface area',
    needs: ['s'],
    name: 'S',
    tree: () => t(B.n(6), sq(v('s'))),
    value: (l) => 6 * l.s ** 2,
  },
  {
    id: 'boxVolume',
    shape: 'box',
    measure: 'volume',
    needs: ['l', 'w', 'h'],
    name: 'V',
    tree: () => t(v('l'), v('w'), v('h')),
    value: (l) => l.l * l.w * l.h,
  },
  {
    id: 'boxSurfaceArea',
    shape: 'box',
    measure: 'surface area',
    needs: ['l', 'w', 'h'],
    name: 'S',
    tree: () => t(B.n(2), B.add(B.add(t(v('l'), v('w')), t(v('l'), v('h'))), t(v('w'), v('h')))),
    value: (l) => 2 * (l.l * l.w + l.l * l.h + l.w * l.h),
  },
];

/** Shapes by the words students use for them. */
const SHAPES: [RegExp, string][] = [
  [/\bcircles?\b/, 'circle'],
  [/\bsquares?\b/, 'square'],
  [/\b(?:rectangles?|oblongs?)\b/, 'rectangle'],
  [/\btriangles?\b/, 'triangle'],
  [/\bparallelograms?\b/, 'parallelogram'],
  [/\btrapez(?:oid|ium)s?\b/, 'trapezoid'],
  [/\b(?:spheres?|balls?)\b/, 'sphere'],
  [/\bcylinders?\b/, 'cylinder'],
  [/\bcones?\b/, 'cone'],
  [/\bcubes?\b/, 'cube'],
  [/\b(?:boxe?s?|cuboids?|rectangular (?:prism|solid)s?)\b/, 'box'],
];

const MEASURES: [RegExp, Measure][] = [
  [/\b(?:total )?surface area\b/, 'surface area'],
  [/\barea\b/, 'area'],
  [/\b(?:perimeter|circumference)\b/, 'perimeter'],
  [/\bvolume\b/, 'volume'],
];

/** A dimension's letter by the words for it. */
const LETTERS: [RegExp, string][] = [
  [/^(?:radius|r)$/, 'r'],
  [/^(?:diameter|d)$/, 'd'],
  [/^(?:side|edge|s)$/, 's'],
  [/^(?:length|l)$/, 'l'],
  [/^(?:width|breadth|w)$/, 'w'],
  [/^(?:base|b)$/, 'b'],
  [/^(?:height|h|depth)$/, 'h'],
];

const NUMBER = '(\\d+(?:\\.\\d+)?|\\.\\d+)';
const UNIT = '(mm|cm|km|m|in|inch(?:es)?|ft|feet|foot|yd|yards?|mi|miles?)';

/** A shape's measure asked for in words. */
export interface ShapeQuestion {
  formula: Formula;
  lengths: Lengths;
  /** The unit of length, when one was written: cm, m, in, ft. */
  unit?: string;
}

const UNIT_SYMBOL: Record<string, string> = {
  inch: 'in',
  inches: 'in',
  feet: 'ft',
  foot: 'ft',
  yard: 'yd',
  yards: 'yd',
  mile: 'mi',
  miles: 'mi',
};

/**
 * "area of a circle radius 3", "circumference of a circle with diameter 10 cm", "volume of a box
 * 2 by 3 by 4", "area of a triangle with base 6 and height 4", "area of a triangle with sides 3, 4
 * and 5", "area of a trapezoid with bases 3 and 5 and height 4"; undefined when the text is not a
 * shape's measure.
 */
export const readShape = (typed: string): ShapeQuestion | undefined => {
  const text = typed
    .toLowerCase()
    .replace(/[?.!]+$/, '')
    .trim();
  if (
    !/^(?:(?:find|what is|calculate|work out)\s+)?(?:the\s+)?(?:total\s+)?(?:surface area|area|perimeter|circumference|volume)\s+of\b/.test(
      text,
    )
  )
    return undefined;
  const measure = MEASURES.find(([re]) => re.test(text))?.[1];
  const shape = SHAPES.find(([re]) => re.test(text))?.[1];
  if (!measure || !shape) return undefined;
  const lengths: Lengths = {};
  let unit: string | undefined;
  const note = (u: string | undefined) => {
    if (u && !unit) unit = UNIT_SYMBOL[u] ?? u;
  };
  for (const m of text.matchAll(
    new RegExp(`\\b([a-z]+)\\s*(?:=|:|of|is)?\\s*${NUMBER}\\s*${UNIT}?\\b`, 'g'),
  )) {
    const letter = LETTERS.find(([re]) => re.test(m[1] as string))?.[1];
    if (letter && lengths[letter] === undefined) {
      lengths[letter] = Number(m[2]);
      note(m[3]);
    }
  }
  // "bases 3 and 5", "sides 3, 4 and 5", "4 by 3 (by 2)", "4 x 3".
  const listed = (after: RegExp) => {
    const m = new RegExp(
      `${after.source}\\s*(?:of\\s+)?${NUMBER}\\s*${UNIT}?(?:\\s*(?:,|and|,\\s*and)\\s*${NUMBER}\\s*${UNIT}?)?(?:\\s*(?:,|and|,\\s*and)\\s*${NUMBER}\\s*${UNIT}?)?`,
    ).exec(text);
    if (!m) return [];
    note(m[2] ?? m[4] ?? m[6]);
    return [m[1], m[3], m[5]].filter((x) => x !== undefined).map(Number);
  };
  const bases = listed(/\bbases\b/);
  if (bases.length === 2) [lengths.a, lengths.b] = bases as [number, number];
  const sides = listed(/\bsides\b/);
  if (sides.length === 3) [lengths.a, lengths.b, lengths.c] = sides as [number, number, number];
  const by = new RegExp(
    `${NUMBER}\\s*${UNIT}?\\s*(?:by|x|×)\\s*${NUMBER}\\s*${UNIT}?(?:\\s*(?:by|x|×)\\s*${NUMBER}\\s*${UNIT}?)?`,
  ).exec(text);
  if (by) {
    note(by[2] ?? by[4] ?? by[6]);
    lengths.l ??= Number(by[1]);
    lengths.w ??= Number(by[3]);
    if (by[5] !== undefined) lengths.h ??= Number(by[5]);
  }
  // A square's or cube's side may be called its length; a circle's diameter gives its radius.
  if (
    (shape === 'square' || shape === 'cube') &&
    lengths.s === undefined &&
    lengths.l !== undefined
  )
    lengths.s = lengths.l;
  if (lengths.r === undefined && lengths.d !== undefined) lengths.r = lengths.d / 2;
  const candidates = FORMULAS.filter((f) => f.shape === shape && f.measure === measure);
  const formula =
    candidates.find((f) => f.needs.every((n) => lengths[n] !== undefined)) ?? candidates[0];
  if (!formula) return undefined;
  return { formula, lengths, ...(unit ? { unit } : {}) };
};

const WORDS: Record<string, string> = {
  r: 'radius',
  s: 'side',
  l: 'length',
  w: 'width',
  b: 'base',
  h: 'height',
  a: 'side a',
  c: 'side c',
};

const withUnit = (value: MathNode, unit: string | undefined, power: number): MathNode =>
  unit ? B.times(value, B.text(power === 1 ? unit : `${unit}${power === 2 ? '²' : '³'}`)) : value;

const POWER: Record<Measure, number> = { area: 2, 'surface area': 2, perimeter: 1, volume: 3 };

/** What the measure is called: a circle's perimeter is its circumference. */
const measureOf = (f: Formula): string =>
  f.measure === 'perimeter' && f.shape === 'circle' ? 'circumference' : f.measure;

/** The question as a tree: "area of a circle, r = 3 cm". */
/** What a formula works out, as the problem states it: "circumference of a circle". */
const headOf = (f: Formula): string =>
  `${f.measure === 'perimeter' && f.shape === 'circle' ? 'circumference' : f.measure} of a ${f.shape}`;

export const shapeTree = (q: ShapeQuestion): MathNode =>
  B.list(
    B.text(headOf(q.formula)),
    ...q.formula.needs
      .filter((n) => q.lengths[n] !== undefined)
      .map((n) => B.eq(v(n), withUnit(B.n(String(q.lengths[n])), q.unit, 1))),
  );

/** The measure worked out: the formula, the lengths put in, the value exactly and as a decimal. */
export const shapeProblem = (q: ShapeQuestion): Answered & { problem: MathNode } => {
  const { formula: f, lengths, unit } = q;
  const missing = f.needs.filter((n) => lengths[n] === undefined);
  const problem = shapeTree(q);
  if (missing.length > 0)
    throw refuse('unsupported', SHAPE_REFUSALS, 'shapeGive', {
      shape: f.shape,
      missing: missing.map((n) => WORDS[n] ?? n).join(' and '),
      example: `${measureOf(f)} of a ${f.shape} ${f.needs.map((n) => `${WORDS[n] ?? n} 3`).join(' and ')}`,
    });
  if (f.needs.some((n) => !((lengths[n] as number) > 0)))
    throw refuse('invalid_value', SHAPE_REFUSALS, 'shapePositive');
  const name = v(f.name);
  const steps: WorkedStep[] = [
    // The formula's name and why it holds are the catalogue's terms for it (./notes).
    step({ rule: 'measureFormula', form: f.id, params: { formula: f.id } }, B.eq(name, f.tree())),
  ];
  const values: Record<string, MathNode> = Object.fromEntries(
    Object.entries(lengths).map(([k, x]) => [k, B.n(String(x))]),
  );
  if (f.needs.includes('a') && f.needs.includes('c')) {
    // Heron: p is half the perimeter; the three sides must make a triangle.
    const [a, b, c] = [lengths.a, lengths.b, lengths.c] as [number, number, number];
    if (a + b <= c || a + c <= b || b + c <= a)
      throw refuse('invalid_value', SHAPE_REFUSALS, 'shapeTriangle', {
        a: B.n(a),
        b: B.n(b),
        c: B.n(c),
      });
    const p = E.toNode(
      evalExact(
        B.frac(
          B.add(B.add(values.a as MathNode, values.b as MathNode), values.c as MathNode),
          B.n(2),
        ),
      ),
    );
    steps.push(step({ rule: 'operations', form: 'shapeHalfPerimeter' }, B.eq(v('p'), p)));
    values.p = p;
  }
  const put = substituteAll(f.tree(), values);
  steps.push(step({ rule: 'substitute', form: `${f.id}Put` }, B.eq(name, put)));
  const decimals = Object.values(lengths).some((x) => !Number.isInteger(x));
  const exact = valueNode(evalExact(put), decimals);
  const check = f.value(lengths as Known);
  const got = E.toNumber(evalExact(put));
  if (!Number.isFinite(got) || !approxEqual(got, check, TOLERANCE.check)) throw unchecked();
  const shown = withUnit(exact, unit, POWER[f.measure]);
  steps.push(step({ rule: 'operations', form: 'shapeWorkOut' }, B.eq(name, shown)));
  return {
    kind: 'shape',
    method: { id: 'formula', params: { formula: B.eq(name, f.tree()) } },
    answer: toText(B.eq(name, shown)),
    solutions: [solution(B.eq(name, shown), exact)],
    steps,
    problem,
  };
};

const substituteAll = (tree: MathNode, values: Record<string, MathNode>): MathNode =>
  mapTree(tree, (n) => (n.type === 'variable' && values[n.name] ? values[n.name] : undefined));

/** Each formula's heading is its name in the steps (the notes' shapeRule terms). */
const SHAPE_TITLES = /* @__PURE__ */ (() => ({
  ...shapeNotes.terms?.shapeRule,
  shape: 'Measure of a shape',
}))();

export const shapeKind: Kind<'shape'> = {
  id: 'shape',
  // Headed by its formula's name, "Area of a circle", as its first step names the formula.
  title: (problem) => {
    const head = problem.type === 'list' && problem.items[0]?.type === 'text' && problem.items[0];
    return FORMULAS.find((f) => head && headOf(f) === head.value)?.id ?? 'shape';
  },
  titles: SHAPE_TITLES,
  methods: { formula: '{formula}' },
  practice: 'geometry',
  check: 'own',
  example: 'area of a circle radius 3',
};

/** Measures of shapes in words, as the solver reads them before any maths. */
export const shapeWords = /* @__PURE__ */ worded<ShapeQuestion>({
  read: readShape,
  tree: shapeTree,
  solve: shapeProblem,
});
