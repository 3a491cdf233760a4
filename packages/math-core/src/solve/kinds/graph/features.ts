/**
 * The features of one polynomial function as a student is asked to find them, each a step and a
 * named value: intercepts, the slope of a line, the axis, vertex and direction of a parabola, the
 * turning points of a polynomial; and the shape that names the graph.
 */

import { approximate } from '../../../algebra/approximate';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { type Fraction, type Root, readFraction, realRoots } from '../../../algebra/rationalForm';
import { changesSignAt } from '../../../algebra/realRoots';
import { approx, chain, eq, list, n as numberNode, point, variable } from '../../../math/build';
import type { AnswerId, AnswerWords } from '../../../math/catalogue/answers';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { qNode, type Solution, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { EquationSolver } from '../../kind';
import type { Plotted } from './read';

/** What a polynomial or quotient of polynomials is called, by its shape. */
export type Shape =
  | 'horizontal line'
  | 'straight line'
  | 'parabola'
  | 'polynomial'
  | 'rational'
  | 'curve';

export const fractionOf = (p: Plotted): Fraction | undefined => {
  try {
    return readFraction(p.body, p.x);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

export const shapeOf = (f: Fraction | undefined, x: string): Shape => {
  if (!f) return 'curve';
  if (!P.isConstant(f.den)) return 'rational';
  const degree = f.num.length === 0 ? 0 : P.degree(f.num, x);
  return degree === 0
    ? 'horizontal line'
    : degree === 1
      ? 'straight line'
      : degree === 2
        ? 'parabola'
        : 'polynomial';
};

/** The exact value as a tree. */
export const node = (e: Exact): MathNode => E.toNode(e);

/** A named feature of the graph: a point, a number or an equation. */
/** The words of each feature an answer names, by its name: for one, and for several. */
const FEATURE_WORDS: Readonly<Record<string, readonly [AnswerId, AnswerId?]>> = {
  'y-intercept': ['yIntercept'],
  'x-intercept': ['xIntercept', 'xIntercepts'],
  slope: ['slope'],
  vertex: ['vertex'],
  'axis of symmetry': ['axis'],
  'horizontal asymptote': ['horizontalAsymptote'],
  'slant asymptote': ['slantAsymptote'],
  'vertical asymptote': ['verticalAsymptote', 'verticalAsymptotes'],
  hole: ['hole', 'holes'],
  'turning point': ['turningPoint', 'turningPoints'],
  intersection: ['intersection', 'intersections'],
};

/**
 * The answer of a graph in one line: its shape (`head`), then each feature by name ("x-intercepts
 * (−1, 0) and (3, 0)"), as words.
 */
export const featuresSaid = (head: AnswerWords, features: readonly Solution[]): AnswerWords => {
  const names = [...new Set(features.map((f) => f.name as string))];
  const parts = names.map((name): AnswerWords => {
    const trees = features.filter((f) => f.name === name).map((f) => f.tree);
    const [one, many] = FEATURE_WORDS[name] ?? [];
    if (one === undefined || (trees.length > 1 && many === undefined))
      throw new Error(`No words for the feature ${name}`);
    return trees.length === 1
      ? { id: one, params: { value: trees[0] as MathNode } }
      : { id: many as AnswerId, params: { values: { join: 'series', items: trees } } };
  });
  return parts.length === 0
    ? head
    : { id: 'features', params: { shape: head, features: { join: 'semicolons', items: parts } } };
};

export const named = (name: string, tree: MathNode, value?: MathNode): Solution => ({
  ...solution(tree, value),
  name,
});

/**
 * A feature at a root: the exact point where exact; otherwise (x, y) ≈ (a, b), each to six
 * significant digits.
 */
export const atRoot = (
  name: string,
  r: Root,
  x: string,
  y: (e: Exact) => Exact,
  f: (t: number) => number,
): Solution =>
  r.exact
    ? named(name, point(node(r.exact), node(y(r.exact))))
    : named(
        name,
        approx(
          point(variable(x), variable('y')),
          point(numberNode(approximate(r.value)), numberNode(approximate(f(r.value)))),
        ),
      );

/** What is worked out for one function: the steps, the named features and the shape. */
export interface Features {
  steps: WorkedStep[];
  named: Solution[];
  shape: Shape;
  /** For two functions that are one: the x where only one of them is defined (its hole). */
  same?: { at: MathNode; on: Plotted }[];
  /** For two functions that are the same on stretches only: those stretches, in x. */
  stretches?: MathNode[];
}

/** The steps of solving body = 0 with the equation solver, and the real roots it found. */
export const solvedZero = (
  p: Plotted,
  solveEquation: EquationSolver,
): { steps: WorkedStep[]; roots: { exact: MathNode; value: number }[] } | undefined => {
  try {
    const answered = solveEquation(p.body, numberNode(0));
    const roots = answered.solutions.flatMap((s) =>
      s.exact && s.value !== undefined && s.tree.type === 'relation' && s.tree.relations[0] === '='
        ? [{ exact: s.exact, value: s.value }]
        : [],
    );
    return { steps: answered.steps, roots };
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** The polynomial's value at an exact x. */
const valueAt = (poly: Poly, x: string) => (t: Exact) => P.exactValueAt(poly, x, t);

/** The y-intercept of a polynomial, with its step. */
const polyIntercept = (poly: Poly, x: string): { step: WorkedStep; named: Solution } => {
  const c = P.coeff(poly, x, 0);
  const at = point(numberNode(0), qNode(c));
  return {
    step: step({ rule: 'yIntercept', params: { unknown: x }, form: 'constantTerm' }, at),
    named: named('y-intercept', at),
  };
};

/** The x-intercepts of a polynomial from its real roots, with a step that names them. */
const polyRoots = (poly: Poly, p: Plotted, solveEquation: EquationSolver): Features => {
  const roots = realRoots(poly, p.x);
  const found = roots.map((r) =>
    atRoot(
      'x-intercept',
      r,
      p.x,
      () => [],
      () => 0,
    ),
  );
  const work = solvedZero(p, solveEquation);
  const steps: WorkedStep[] = [
    step({ rule: 'xIntercept', form: 'where' }, eq(p.body, numberNode(0))),
  ];
  if (work) steps.push(...work.steps);
  steps.push(
    found.length === 0
      ? step({ rule: 'xIntercept', form: 'never' }, eq(p.body, numberNode(0)))
      : step(
          found.length === 1
            ? { rule: 'xIntercept', form: 'onePoint' }
            : { rule: 'xIntercept', params: { count: found.length }, form: 'points' },
          list(...found.map((f) => f.tree)),
        ),
  );
  return { steps, named: found, shape: 'polynomial' };
};

const line = (poly: Poly, p: Plotted): Features => {
  const m = P.coeff(poly, p.x, 1);
  const b = P.coeff(poly, p.x, 0);
  const formed = P.toNode(poly);
  const steps: WorkedStep[] = [];
  if (toText(formed) !== toText(p.body))
    steps.push(step({ rule: 'sides', form: 'graphSlopeForm' }, eq(p.name, formed)));
  steps.push(
    step(
      R.sign(m) > 0
        ? { rule: 'slope', params: { unknown: p.x, rise: qNode(m) }, form: 'graphRises' }
        : { rule: 'slope', params: { unknown: p.x, fall: qNode(R.abs(m)) }, form: 'graphFalls' },
      eq(variable('m'), qNode(m)),
    ),
  );
  const intercept = polyIntercept(poly, p.x);
  steps.push(intercept.step);
  const root = R.div(R.neg(b), m);
  const crossing = point(qNode(root), numberNode(0));
  steps.push(
    step(
      {
        rule: 'xIntercept',
        params: { equation: eq(formed, numberNode(0)) },
        form: 'whereLine',
      },
      eq(variable(p.x), qNode(root)),
    ),
    step({ rule: 'xIntercept', form: 'lineAt' }, crossing),
  );
  return {
    steps,
    named: [named('slope', qNode(m), qNode(m)), intercept.named, named('x-intercept', crossing)],
    shape: 'straight line',
  };
};

export const parabola = (poly: Poly, p: Plotted, solveEquation: EquationSolver): Features => {
  const [c, b, a] = P.coefficients(poly, p.x) as [R.Q, R.Q, R.Q];
  const h = R.div(R.neg(b), R.mul(R.int(2), a));
  const k = P.valueAt(poly, p.x, h);
  const up = R.sign(a) > 0;
  const vertex = point(qNode(h), qNode(k));
  const steps: WorkedStep[] = [
    step(
      { rule: 'vertex', form: 'graphRead' },
      list(eq(variable('a'), qNode(a)), eq(variable('b'), qNode(b)), eq(variable('c'), qNode(c))),
    ),
    step({ rule: 'vertex', form: 'graphAxis' }, eq(variable(p.x), qNode(h))),
    step({ rule: 'vertex', params: { unknown: p.x, value: qNode(h) }, form: 'graphPut' }, vertex),
    step(
      { rule: 'opens', form: up ? 'up' : 'down' },
      chain(variable('a'), '=', qNode(a), up ? '>' : '<', numberNode(0)),
    ),
  ];
  const intercept = polyIntercept(poly, p.x);
  const roots = polyRoots(poly, p, solveEquation);
  return {
    steps: [...steps, intercept.step, ...roots.steps],
    named: [
      named('vertex', vertex),
      named('axis of symmetry', eq(variable(p.x), qNode(h))),
      intercept.named,
      ...roots.named,
    ],
    shape: 'parabola',
  };
};

/** The turning points of a polynomial: where its derivative is 0 and changes sign. */
const turningPoints = (poly: Poly, p: Plotted): Features => {
  const slope = P.derivative(poly, p.x);
  const at = P.evaluator(slope, p.x);
  const turning = realRoots(slope, p.x).filter((r) => changesSignAt(at, r.value));
  const found = turning.map((r) =>
    atRoot('turning point', r, p.x, valueAt(poly, p.x), P.evaluator(poly, p.x)),
  );
  const steps = [
    step({ rule: 'turning', form: 'graphWhere' }, eq(P.toNode(slope), numberNode(0))),
    found.length === 0
      ? step({ rule: 'turning', form: 'graphNone' }, eq(P.toNode(slope), numberNode(0)))
      : step({ rule: 'turning', form: 'graphPoints' }, list(...found.map((f) => f.tree))),
  ];
  return { steps, named: found, shape: 'polynomial' };
};

export const polynomial = (poly: Poly, p: Plotted, solveEquation: EquationSolver): Features => {
  const degree = poly.length === 0 ? 0 : P.degree(poly, p.x);
  if (degree === 1) return line(poly, p);
  if (degree === 2) return parabola(poly, p, solveEquation);
  const intercept = polyIntercept(poly, p.x);
  if (degree === 0) {
    const c = P.constant(poly);
    return {
      steps: [
        step({ rule: 'flat', params: { unknown: p.x }, form: 'horizontal' }, eq(p.name, qNode(c))),
        intercept.step,
      ],
      named: [named('slope', numberNode(0), numberNode(0)), intercept.named],
      shape: 'horizontal line',
    };
  }
  const roots = polyRoots(poly, p, solveEquation);
  const turning = turningPoints(poly, p);
  return {
    steps: [intercept.step, ...roots.steps, ...turning.steps],
    named: [intercept.named, ...roots.named, ...turning.named],
    shape: 'polynomial',
  };
};
