import { fail, nonFinite } from '../../_lib/result';
import { simplifyRadicalWorked } from '../../arithmetic/simplifyRadical';
import { formatTrimmed } from '../../format/formatTrimmed';
import {
  add,
  chain,
  frac,
  mul,
  n,
  neg,
  point,
  pow,
  sqrt,
  sub,
  times,
  variable,
} from '../../math/build';
import { integerRoot, nearestValue } from '../../math/nearest';
import type { Q } from '../../math/rational';
import * as R from '../../math/rational';
import { SolveStop } from '../../math/rational';
import { qNode } from '../../math/show';
import { type Step, worded, wordedWith } from '../../math/steps';
import { toText } from '../../math/toText';
import type { MathNode, MathRelation } from '../../math/tree';
import type { Result } from '../../types';

export interface LineThroughPointsResult {
  /** `vertical` when x₁ = x₂ (no slope), `horizontal` when y₁ = y₂, `sloped` otherwise. */
  kind: 'sloped' | 'horizontal' | 'vertical';
  /** The slope in lowest terms: "4/3", "−2", "0"; "undefined" for a vertical line. */
  slope: string;
  /** The slope's nearest double; absent for a vertical line. */
  slopeValue?: number;
  /** b, where the line crosses the y-axis, in lowest terms: "1/3"; absent for a vertical line. */
  yIntercept?: string;
  /** b's nearest double; absent for a vertical line. */
  yInterceptValue?: number;
  /** Slope-intercept form: "y = (4/3)x + 1/3", "y = −x", "y = 3"; "x = 5" for a vertical line. */
  equation: string;
  /** Point-slope form through the first point: "y − 3 = (4/3)(x − 2)"; "x = 5" for a vertical line. */
  pointSlope: string;
  /** Standard form Ax + By = C: whole numbers with no common factor, A > 0 (B > 0 when A = 0). */
  standard: { a: number; b: number; c: number; text: string };
  /** The distance between the points, exact and simplified ("5", "6√2", "√29/10"), and its nearest double. */
  distance: { text: string; value: number };
  /** The point halfway between: each coordinate exact ("7/2") with its nearest double, and "(7/2, 5)". */
  midpoint: { x: string; y: string; xValue: number; yValue: number; text: string };
  /**
   * The working: the slope formula with the numbers put in, its reduction, b from y₁ = m·x₁ + b,
   * the line's equations, the distance formula and the midpoint.
   */
  steps: Step[];
  /** The same working in its four parts, for a question that asks for one of them. */
  working: { slope: Step[]; line: Step[]; distance: Step[]; midpoint: Step[] };
  /** The answers as trees: the slope (absent for a vertical line), the line, the distance, the midpoint. */
  trees: { slope?: MathNode; equation: MathNode; distance: MathNode; midpoint: MathNode };
}

/**
 * What a step of the working says, as data: `about` names the step, and the other fields are the
 * numbers its words name. `lineThroughPoints` writes the words itself (`POINTS_NOTES`); the solver writes
 * them from its catalogue.
 */
export type PointsSay =
  | { about: 'vertical' }
  | { about: 'sameX' }
  | { about: 'slopeFormula' }
  | { about: 'reduceBy'; divisor: bigint }
  | { about: 'simplifyFraction' }
  | { about: 'lowestTerms' }
  | { about: 'firstPoint' }
  | { about: 'solveB' }
  | { about: 'slopeIntercept' }
  | { about: 'standard' }
  | { about: 'distance' }
  | { about: 'perfectSquare'; square: bigint }
  | { about: 'squareRoot' }
  | { about: 'rootBoth' }
  | { about: 'rootBothSquare'; square: number }
  | { about: 'makeSquare'; factor: bigint }
  | { about: 'makeSquareSquare'; factor: bigint; square: number }
  | { about: 'largestSquare'; square: number }
  | { about: 'midpointX' }
  | { about: 'midpointY' };

/** A step of the working as data: what it says, and its statement. */
export interface PointsStep {
  readonly say: PointsSay;
  readonly statement: MathNode;
}

/** The working of `lineThroughPoints` in its four parts, as data. */
export interface PointsWorking {
  slope: PointsStep[];
  line: PointsStep[];
  distance: PointsStep[];
  midpoint: PointsStep[];
}

/**
 * The words of each step of the working, by id (`points.` and what the step is about), each
 * naming the numbers of its `say` ({divisor}, {square}, {factor}); each language words the same
 * ids (`calculatorStepIn`).
 */
export const POINTS_NOTES: Readonly<Record<`points.${PointsSay['about']}`, string>> = {
  'points.vertical':
    'The change in x is 0, so the slope (the change in y over the change in x) is undefined: the line is vertical',
  'points.sameX': 'Every point of a vertical line has the same x',
  'points.slopeFormula':
    'The slope is the change in y over the change in x: m = (y₂ − y₁)/(x₂ − x₁)',
  'points.reduceBy': 'Reduce the fraction: divide the top and the bottom by {divisor}',
  'points.simplifyFraction': 'Simplify the fraction',
  'points.lowestTerms': 'Write the slope as a fraction in lowest terms',
  'points.firstPoint': 'Put the first point into y = mx + b to find the y-intercept b',
  'points.solveB': 'Solve for b',
  'points.slopeIntercept': 'The line in slope-intercept form, y = mx + b',
  'points.standard': 'Standard form Ax + By = C: whole numbers with no common factor, A > 0',
  'points.distance': 'The distance between the points: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
  'points.perfectSquare': '{square} is a perfect square',
  'points.squareRoot': 'Take the square root',
  'points.rootBoth': 'Take the square root of the top and the bottom',
  'points.rootBothSquare':
    'Take the square root of the top and the bottom, then take out the largest perfect square factor, {square}',
  'points.makeSquare':
    'Multiply the top and the bottom by {factor} to make the bottom a perfect square',
  'points.makeSquareSquare':
    'Multiply the top and the bottom by {factor} to make the bottom a perfect square, then take out the largest perfect square factor, {square}',
  'points.largestSquare': 'Take out the largest perfect square factor, {square}',
  'points.midpointX': 'The midpoint: the average of the x-coordinates',
  'points.midpointY': 'and the average of the y-coordinates',
};

/** A step of the working as data. */
const said = (say: PointsSay, statement: MathNode): PointsStep => ({ say, statement });

const X = /* @__PURE__ */ variable('x');
const Y = /* @__PURE__ */ variable('y');
const TWO = /* @__PURE__ */ R.int(2);
/** simplifyRadical's limit: larger whole numbers under the root are left as they are. */
const MAX_RADICAND = 1e12;

/** A difference or square of decimals, as the decimal it is (0.5, not 1/2), else a fraction. */
const decimalNode = (q: Q): MathNode => {
  const digits = R.decimalText(q);
  return digits === undefined ? qNode(q) : n(digits);
};

const text = (q: Q): string => toText(qNode(q));

/** k·v with the usual clean-ups: 0 → nothing, ±1 → ±v, fractions in brackets: (3/4)x, −(3/4)x. */
const scaled = (k: Q, v: MathNode): MathNode | undefined => {
  if (R.isZero(k)) return undefined;
  const negative = R.sign(k) < 0;
  const size = R.abs(k);
  if (R.eq(size, R.ONE)) return negative ? neg(v) : v;
  return times(negative ? neg(qNode(size)) : qNode(size), v);
};

/** left + k·right (or + k without `right`), written with − for a negative k and nothing for 0. */
const plus = (left: MathNode | undefined, k: Q, right?: MathNode): MathNode => {
  if (left === undefined) return right === undefined ? qNode(k) : (scaled(k, right) ?? n(0));
  if (R.isZero(k)) return left;
  const size = R.abs(k);
  const magnitude = right === undefined ? qNode(size) : (scaled(size, right) as MathNode);
  return R.sign(k) < 0 ? sub(left, magnitude) : add(left, magnitude);
};

/** v − a written as v − a, v + |a| or v alone. */
const shift = (v: MathNode, a: Q): MathNode =>
  R.isZero(a) ? v : R.sign(a) < 0 ? add(v, qNode(R.abs(a))) : sub(v, qNode(a));

/** A chain with the repeats left out: m = 4/3 rather than m = 4/3 = 4/3. */
const distinct = (first: MathNode, ...rest: [MathRelation, MathNode][]): MathNode => {
  const parts: (MathRelation | MathNode)[] = [];
  let last = toText(first);
  for (const [relation, node] of rest) {
    const shown = toText(node);
    if (shown === last) continue;
    parts.push(relation, node);
    last = shown;
  }
  return chain(first, ...parts);
};

/** Ax + By = C in whole numbers with no common factor, A > 0 (B > 0 when A = 0). */
const standardForm = (a: Q, b: Q, c: Q): { a: bigint; b: bigint; c: bigint } => {
  const den = R.lcm(R.lcm(a.q, b.q), c.q);
  let [A, B, C] = [a, b, c].map((v) => (v.p * den) / v.q) as [bigint, bigint, bigint];
  const g = R.gcd(R.gcd(A, B), C) || 1n;
  [A, B, C] = [A / g, B / g, C / g];
  if (A < 0n || (A === 0n && B < 0n)) [A, B, C] = [-A, -B, -C];
  return { a: A, b: B, c: C };
};

/**
 * √(P/Q) for P/Q > 0 in lowest terms, exact and simplified by simplifyRadical: the bottom is made
 * a perfect square first, √(P/Q) = √(P·t)/(s·t) where Q = s²·t. Gives the answer's tree and the
 * step from √(P/Q) to it, when there is one.
 */
const squareRoot = (d2: Q): { answer: MathNode; rational: boolean; working?: PointsStep } => {
  let [root, t] = [integerRoot(d2.q, 2), 1n];
  if (root * root !== d2.q) {
    // Q = s²·t, the squared powers of 2 and 5 taken out (a decimal's denominator has no other).
    [root, t] = [1n, d2.q];
    for (const prime of [2n, 5n])
      while (t % (prime * prime) === 0n) [root, t] = [root * prime, t / (prime * prime)];
  }
  const radicand = d2.p * t;
  const below = root * t;
  const start = sqrt(decimalNode(d2));
  const over = (top: MathNode, den: bigint): MathNode => (den === 1n ? top : frac(top, n(den)));
  const whole = integerRoot(radicand, 2);
  if (whole * whole === radicand) {
    const answer = qNode(R.rat(whole, below));
    const say: PointsSay =
      d2.q === 1n ? { about: 'perfectSquare', square: d2.p } : { about: 'squareRoot' };
    return { answer, rational: true, working: said(say, chain(start, '=', answer)) };
  }
  const links: MathNode[] = below === 1n ? [] : [over(sqrt(n(radicand)), below)];
  const simplified =
    radicand <= BigInt(MAX_RADICAND) ? simplifyRadicalWorked(Number(radicand)) : null;
  let answer = over(sqrt(n(radicand)), below);
  let say: PointsSay = t === 1n ? { about: 'rootBoth' } : { about: 'makeSquare', factor: t };
  if (simplified?.ok) {
    const { coefficient, radicand: inside } = simplified.value.result;
    // A whole number under the root: simplifyRadical's own working (√72 = √(36 × 2) = … = 6√2).
    if (below === 1n) {
      if (coefficient === 1) return { answer, rational: false };
      answer = times(n(coefficient), sqrt(n(inside)));
      return {
        answer,
        rational: false,
        working: said(
          { about: 'largestSquare', square: coefficient ** 2 },
          simplified.value.working,
        ),
      };
    }
    const k = R.rat(BigInt(coefficient), below);
    const rest = sqrt(n(inside));
    answer = over(k.p === 1n ? rest : times(n(k.p), rest), k.q);
    if (coefficient > 1) {
      links.push(over(times(n(coefficient), rest), below));
      const square = coefficient ** 2;
      say =
        t === 1n
          ? { about: 'rootBothSquare', square }
          : { about: 'makeSquareSquare', factor: t, square };
    }
    links.push(answer);
  } else if (below === 1n) return { answer, rational: false };
  return {
    answer,
    rational: false,
    working: said(say, distinct(start, ...links.map((l): [MathRelation, MathNode] => ['=', l]))),
  };
};

/**
 * The line through two points (x₁, y₁) and (x₂, y₂), exactly: its slope in lowest terms (or
 * "undefined" for a vertical line, x = a), its y-intercept, the equation in slope-intercept,
 * point-slope and standard form, the distance between the points as a simplified radical, and the
 * midpoint. Decimals are taken as the decimal they print as, so 0.1 and 0.2 are exact.
 * `lineThroughPoints(2, 3, 5, 7)` is y = (4/3)x + 1/3, distance 5, midpoint (7/2, 5).
 *
 * Errors: a coordinate that is not a finite number → `not_a_number` (field `x1`, `y1`, `x2` or
 * `y2`); the same point twice → `invalid_value`; numbers too large to work with exactly, or a
 * standard-form coefficient beyond 2^53 → `out_of_range`.
 *
 * @example
 * lineThroughPoints(2, 3, 5, 7).value.equation; // "y = (4/3)x + 1/3"
 */
export function lineThroughPoints(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): Result<LineThroughPointsResult> {
  const worked = lineThroughPointsWorked(x1, y1, x2, y2);
  return worked.ok ? { ok: true, value: worked.value.result } : worked;
}

/**
 * `lineThroughPoints`, with its working as data (`working`: what each step says and its
 * statement), for a caller that shows the steps in its own words.
 */
export function lineThroughPointsWorked(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): Result<{ result: LineThroughPointsResult; working: PointsWorking }> {
  const bad = nonFinite({ x1, y1, x2, y2 });
  if (bad) return bad;
  if (x1 === x2 && y1 === y2)
    return fail('invalid_value', 'The two points are the same: a line needs two different points');
  try {
    return { ok: true, value: line(x1, y1, x2, y2) };
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    return fail('out_of_range', 'the numbers are too large to work with exactly');
  }
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): { result: LineThroughPointsResult; working: PointsWorking } {
  const [qx1, qy1, qx2, qy2] = [x1, y1, x2, y2].map(R.fractionOf) as [Q, Q, Q, Q];
  const dx = R.sub(qx2, qx1);
  const dy = R.sub(qy2, qy1);
  const steps: PointsStep[] = [];
  const vertical = R.isZero(dx);
  // Where each part of the working begins in `steps`.
  const begins = { line: 0, distance: 0, midpoint: 0 };
  let slope: Q | undefined;
  let intercept: Q | undefined;
  let equation: MathNode;
  let pointSlope: MathNode;
  if (vertical) {
    steps.push(said({ about: 'vertical' }, chain(sub(n(x2), n(x1)), '=', n(0))));
    equation = chain(X, '=', qNode(qx1));
    pointSlope = equation;
    begins.line = steps.length;
    steps.push(said({ about: 'sameX' }, equation));
  } else {
    const m = R.div(dy, dx);
    slope = m;
    const substituted = frac(sub(n(y2), n(y1)), sub(n(x2), n(x1)));
    const differences = frac(decimalNode(dy), decimalNode(dx));
    steps.push(
      said(
        { about: 'slopeFormula' },
        distinct(variable('m'), ['=', substituted], ['=', differences]),
      ),
    );
    const reduced = qNode(m);
    if (toText(differences) !== toText(reduced)) {
      const divisor = R.isInt(dx) && R.isInt(dy) ? R.gcd(dx.p, dy.p) : 0n;
      steps.push(
        said(
          divisor > 1n
            ? { about: 'reduceBy', divisor }
            : divisor === 1n
              ? { about: 'simplifyFraction' }
              : { about: 'lowestTerms' },
          chain(variable('m'), '=', differences, '=', reduced),
        ),
      );
    }
    const b = R.sub(qy1, R.mul(m, qx1));
    intercept = b;
    begins.line = steps.length;
    const B = variable('b');
    steps.push(
      said({ about: 'firstPoint' }, chain(n(y1), '=', add(mul(qNode(m), n(x1)), B))),
      said(
        { about: 'solveB' },
        distinct(B, ['=', sub(n(y1), mul(qNode(m), n(x1)))], ['=', qNode(b)]),
      ),
    );
    equation = chain(Y, '=', plus(scaled(m, X), b));
    const run = shift(X, qx1);
    const rise = R.isZero(m) ? n(0) : (scaled(m, R.isZero(qx1) ? X : run) as MathNode);
    pointSlope = chain(shift(Y, qy1), '=', rise);
    steps.push(said({ about: 'slopeIntercept' }, equation));
  }
  // Standard form from (y₂ − y₁)x − (x₂ − x₁)y = (y₂ − y₁)x₁ − (x₂ − x₁)y₁.
  const std = standardForm(dy, R.neg(dx), R.sub(R.mul(dy, qx1), R.mul(dx, qy1)));
  const left = plus(scaled(R.int(std.a), X), R.int(std.b), Y);
  const standardNode = chain(left, '=', qNode(R.int(std.c)));
  if (!vertical && !R.isZero(dy)) steps.push(said({ about: 'standard' }, standardNode));

  // Distance: √((x₂ − x₁)² + (y₂ − y₁)²).
  const d2 = R.add(R.mul(dx, dx), R.mul(dy, dy));
  const root = squareRoot(d2);
  const distanceValue = nearestValue(root.answer) ?? Math.sqrt(R.toNumber(d2));
  const approx: [MathRelation, MathNode][] = root.rational
    ? []
    : [['≈', n(formatTrimmed(distanceValue, 6))]];
  begins.distance = steps.length;
  steps.push(
    said(
      { about: 'distance' },
      distinct(
        variable('d'),
        ['=', sqrt(add(pow(sub(n(x2), n(x1)), n(2)), pow(sub(n(y2), n(y1)), n(2))))],
        ['=', sqrt(add(pow(decimalNode(dx), n(2)), pow(decimalNode(dy), n(2))))],
        ['=', sqrt(add(decimalNode(R.mul(dx, dx)), decimalNode(R.mul(dy, dy))))],
        ['=', sqrt(decimalNode(d2))],
        ...approx,
      ),
    ),
  );
  if (root.working) steps.push(root.working);

  // Midpoint: the average of each coordinate.
  const mx = R.div(R.add(qx1, qx2), TWO);
  const my = R.div(R.add(qy1, qy2), TWO);
  begins.midpoint = steps.length;
  steps.push(
    said({ about: 'midpointX' }, distinct(frac(add(n(x1), n(x2)), n(2)), ['=', qNode(mx)])),
    said({ about: 'midpointY' }, distinct(frac(add(n(y1), n(y2)), n(2)), ['=', qNode(my)])),
  );

  const safe = (v: bigint): number => {
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || -v > BigInt(Number.MAX_SAFE_INTEGER))
      throw R.tooLarge();
    return Number(v);
  };
  const exact = (q: Q): number => R.toNumber(q) || 0;
  const written = (part: PointsStep[]): Step[] =>
    part.map(({ say: { about, ...named }, statement: shared }) => {
      const id = `points.${about}` as const;
      // A copy of the tree a step carries: it holds nodes this module shares between calls (x, y).
      const statement: MathNode = JSON.parse(JSON.stringify(shared));
      const params = Object.entries(named);
      // A whole number a note names is a number tree, as plain data (a bigint is not).
      return params.length === 0
        ? worded(POINTS_NOTES, id, statement)
        : wordedWith(
            POINTS_NOTES,
            id,
            statement,
            Object.fromEntries(params.map(([name, v]) => [name, typeof v === 'bigint' ? n(v) : v])),
          );
    });
  const working: PointsWorking = {
    slope: steps.slice(0, begins.line),
    line: steps.slice(begins.line, begins.distance),
    distance: steps.slice(begins.distance, begins.midpoint),
    midpoint: steps.slice(begins.midpoint),
  };
  const result: LineThroughPointsResult = {
    kind: vertical ? 'vertical' : R.isZero(dy) ? 'horizontal' : 'sloped',
    slope: slope ? text(slope) : 'undefined',
    ...(slope && { slopeValue: exact(slope) }),
    ...(intercept && { yIntercept: text(intercept), yInterceptValue: exact(intercept) }),
    equation: toText(equation),
    pointSlope: toText(pointSlope),
    standard: {
      a: safe(std.a),
      b: safe(std.b),
      c: safe(std.c) || 0,
      text: toText(standardNode),
    },
    distance: { text: toText(root.answer), value: distanceValue },
    midpoint: {
      x: text(mx),
      y: text(my),
      xValue: exact(mx),
      yValue: exact(my),
      text: `(${text(mx)}, ${text(my)})`,
    },
    steps: written(steps),
    working: {
      slope: written(working.slope),
      line: written(working.line),
      distance: written(working.distance),
      midpoint: written(working.midpoint),
    },
    // Copies: the trees hold nodes this module shares between calls (x, y).
    trees: JSON.parse(
      JSON.stringify({
        ...(slope && { slope: qNode(slope) }),
        equation,
        distance: root.answer,
        midpoint: point(qNode(mx), qNode(my)),
      }),
    ) as LineThroughPointsResult['trees'],
  };
  return { result, working };
}
