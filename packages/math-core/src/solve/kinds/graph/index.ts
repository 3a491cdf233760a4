/**
 * Graphs on request: `y = 2x + 3`, `f(x) = x^2 + 1`, or "graph …" / "plot …" before an
 * expression in one unknown or up to two functions (`graph y=x^2 and y=2x+1`). The answer is what
 * a student is asked to find on such a graph, each feature worked out by the algebra as a step
 * and given as a named value: the slope and intercepts of a line; the axis, vertex, direction and
 * intercepts of a parabola; the turning points of a polynomial; the excluded values, holes and
 * asymptotes of a quotient of polynomials; where two functions meet. The curves themselves are
 * drawn by `graph` from the result's tree. Every point given is checked on the function as typed.
 */

import { approximate } from '../../../algebra/approximate';
import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import {
  type Fraction,
  gcdPoly,
  type Root,
  readFraction,
  realRoots,
} from '../../../algebra/rationalForm';
import {
  contains,
  evalExact,
  exactly,
  hasVariable,
  substitute,
  toPoly,
  variablesOf,
} from '../../../algebra/reading';
import { approx, chain, eq, list, n as numberNode, point, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import type { ExplainedStep } from '../../../math/rules';
import { qNode, type Solution, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { GraphFunction } from '../../../plot/types';
import { onCurve } from '../../check';
import type { Answered } from '../../equation';
import type { EquationSolver, Kind } from '../../kind';
import { conicOf } from './conic';
import { comparePieces, type Pieces, type SameStretch } from './pieces';

/**
 * A function to draw: its name as typed (y, or f(x)), its unknown and its body; `typed` is the
 * equation as typed when it had to be solved for y first (2x + 3y = 6).
 */
type Plotted = GraphFunction & { typed?: MathNode };

export { conicAnswer, conicOf } from './conic';

const NOT_A_FUNCTION =
  'Only equations that can be solved for y, circles and ellipses are graphed, such as y = x^2, 2x + 3y = 6 or x^2 + y^2 = 25';
const TOO_MANY = 'At most two functions are drawn at once, such as graph y=x^2 and y=2x+1';

/**
 * The function an equation defines: y = body (body in one other unknown), body = y, or
 * f(x) = body; with `anyName` (a graph was asked for) any letter alone on a side names it, and
 * the body may be a number (graph y = 3).
 */
const definition = (item: MathNode, anyName: boolean): Plotted | undefined => {
  if (item.type !== 'relation' || item.relations.join() !== '=') return undefined;
  const [l, r] = item.operands as [MathNode, MathNode];
  for (const [side, body] of [
    [l, r],
    [r, l],
  ] as const) {
    const others = variablesOf(body);
    const arg = side.type === 'function' && side.args.length === 1 ? side.args[0] : undefined;
    if (side.type === 'function' && side.name.length === 1 && arg?.type === 'variable') {
      if (others.every((v) => v === arg.name)) return { name: side, x: arg.name, body };
      continue;
    }
    if (side.type !== 'variable' || (!anyName && side.name !== 'y')) continue;
    if (others.includes(side.name) || others.length > 1) continue;
    // x is across and y up: x = y² is not a function of x, and is not drawn as one.
    if (side.name === 'x' || others.includes('y')) continue;
    // A number alone (graph y = 3) is a horizontal line; x = 3 is not a function of anything.
    if (others.length === 0 && !(anyName && side.name === 'y')) continue;
    return { name: side, x: others[0] ?? 'x', body };
  }
  return anyName ? solvedForY(item) : undefined;
};

/**
 * An equation in x and y with y only in one term c·y (c a number), as y = f(x): 2x + 3y = 6 is
 * y = −(2/3)x + 2. Undefined for any other.
 */
const solvedForY = (item: MathNode): Plotted | undefined => {
  const names = variablesOf(item);
  if (names.length !== 2 || !names.includes('y')) return undefined;
  const x = names.find((n) => n !== 'y') as string;
  const [l, r] = (item as Extract<MathNode, { type: 'relation' }>).operands as [MathNode, MathNode];
  let p: Poly;
  try {
    p = P.sub(toPoly(l), toPoly(r));
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  const withY = p.filter((t) => (t.mono.y ?? 0) > 0);
  const [term] = withY;
  if (withY.length !== 1 || term?.mono.y !== 1 || Object.keys(term.mono).length !== 1)
    return undefined;
  const rest = p.filter((t) => !((t.mono.y ?? 0) > 0));
  const body = P.toNode(P.scale(rest, R.div(R.int(-1), term.c)));
  return { name: variable('y'), x, body, typed: item };
};

/**
 * The functions a problem asks to be drawn, or undefined when it is not one: y = f(x) or
 * f(x) = … alone; after "graph" also an expression in one unknown (y = it) and two such
 * functions. A SolveStop for more than two.
 */
export const functionsOf = (tree: MathNode, graphing: boolean): Plotted[] | undefined => {
  if (tree.type === 'list' && !graphing) return undefined;
  const items = tree.type === 'list' ? tree.items : [tree];
  const read = items.map((item) => {
    if (item.type === 'relation') return definition(item, graphing);
    const names = variablesOf(item);
    return graphing && names.length === 1
      ? { name: variable('y'), x: names[0] as string, body: item }
      : undefined;
  });
  if (read.some((r) => r === undefined)) {
    // An equation in x and y that is not y = f(x) (a circle, x = y²) cannot be drawn yet.
    if (
      graphing &&
      items.some((item) => item.type === 'relation' && variablesOf(item).length === 2)
    )
      throw new SolveStop('unsupported', NOT_A_FUNCTION);
    return undefined;
  }
  if (read.length > 2) throw new SolveStop('unsupported', TOO_MANY);
  const plotted = read as Plotted[];
  // Two functions are drawn against the same unknown.
  if (plotted.some((p) => p.x !== (plotted[0] as Plotted).x)) return undefined;
  return plotted;
};

/** What a polynomial or quotient of polynomials is called, by its shape. */
type Shape = 'horizontal line' | 'straight line' | 'parabola' | 'polynomial' | 'rational' | 'curve';

const fractionOf = (p: Plotted): Fraction | undefined => {
  try {
    return readFraction(p.body, p.x);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

const shapeOf = (f: Fraction | undefined, x: string): Shape => {
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

const TITLES: Record<Shape, string> = {
  'horizontal line': 'Graph of a horizontal line',
  'straight line': 'Graph of a straight line',
  parabola: 'Graph of a parabola',
  polynomial: 'Graph of a polynomial',
  rational: 'Graph of a rational function',
  curve: 'Graph of a function',
};

export const graphKind: Kind<'graph'> = {
  id: 'graph',
  title: (problem) => {
    const conic = conicOf(problem);
    if (conic) return R.isZero(R.sub(conic.a, conic.b)) ? 'Circle' : 'Ellipse';
    const plotted = functionsOf(problem, true);
    if (plotted?.length !== 1) return 'Graphs of two functions';
    const [p] = plotted as [Plotted];
    return TITLES[shapeOf(fractionOf(p), p.x)];
  },
  practice: null,
  check: 'own',
  example: 'y = 2x + 3',
};

/** The exact value as a tree. */
const node = (e: Exact): MathNode => E.toNode(e);

/** A named feature of the graph: a point, a number or an equation. */
const named = (name: string, tree: MathNode, value?: MathNode): Solution => ({
  ...solution(tree, value),
  name,
});

/**
 * A feature at a root: the exact point where exact; otherwise (x, y) ≈ (a, b), each to six
 * significant digits.
 */
const atRoot = (
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
interface Features {
  steps: ExplainedStep[];
  named: Solution[];
  shape: Shape;
  /** For two functions that are one: the x where only one of them is defined (its hole). */
  same?: { at: MathNode; on: Plotted }[];
  /** For two functions that are the same on stretches only: those stretches, in x. */
  stretches?: MathNode[];
}

/** The steps of solving body = 0 with the equation solver, and the real roots it found. */
const solvedZero = (
  p: Plotted,
  solveEquation: EquationSolver,
): { steps: ExplainedStep[]; roots: { exact: MathNode; value: number }[] } | undefined => {
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
const polyIntercept = (poly: Poly, x: string): { step: ExplainedStep; named: Solution } => {
  const c = P.coeff(poly, x, 0);
  const at = point(numberNode(0), qNode(c));
  return {
    step: step(`The y-intercept is the value at ${x} = 0: the constant term`, at, 'yIntercept'),
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
  const steps: ExplainedStep[] = [
    step(`The x-intercepts are where y = 0`, eq(p.body, numberNode(0)), 'xIntercept'),
  ];
  if (work) steps.push(...work.steps);
  steps.push(
    found.length === 0
      ? step(
          'The equation has no real solution, so the graph never crosses the x-axis',
          eq(p.body, numberNode(0)),
          'xIntercept',
        )
      : step(
          `So the graph crosses the x-axis at ${found.length === 1 ? 'one point' : `${found.length} points`}`,
          list(...found.map((f) => f.tree)),
          'xIntercept',
        ),
  );
  return { steps, named: found, shape: 'polynomial' };
};

const line = (poly: Poly, p: Plotted): Features => {
  const m = P.coeff(poly, p.x, 1);
  const b = P.coeff(poly, p.x, 0);
  const formed = P.toNode(poly);
  const steps: ExplainedStep[] = [];
  if (toText(formed) !== toText(p.body))
    steps.push(step('Write it in the form y = mx + b', eq(p.name, formed), 'sides'));
  steps.push(
    step(
      `The slope is m, the coefficient of ${p.x}: the line ${R.sign(m) > 0 ? 'rises' : 'falls'} ${toText(qNode(R.abs(m)))} for each 1 across`,
      eq(variable('m'), qNode(m)),
      'slope',
    ),
  );
  const intercept = polyIntercept(poly, p.x);
  steps.push(intercept.step);
  const root = R.div(R.neg(b), m);
  const crossing = point(qNode(root), numberNode(0));
  steps.push(
    step(
      `The x-intercept is where y = 0: ${toText(formed)} = 0`,
      eq(variable(p.x), qNode(root)),
      'xIntercept',
    ),
    step('So the line crosses the x-axis at', crossing, 'xIntercept'),
  );
  return {
    steps,
    named: [named('slope', qNode(m), qNode(m)), intercept.named, named('x-intercept', crossing)],
    shape: 'straight line',
  };
};

const parabola = (poly: Poly, p: Plotted, solveEquation: EquationSolver): Features => {
  const [c, b, a] = P.coefficients(poly, p.x) as [R.Q, R.Q, R.Q];
  const h = R.div(R.neg(b), R.mul(R.int(2), a));
  const k = P.valueAt(poly, p.x, h);
  const up = R.sign(a) > 0;
  const vertex = point(qNode(h), qNode(k));
  const steps: ExplainedStep[] = [
    step(
      'Read a, b and c from y = ax² + bx + c',
      list(eq(variable('a'), qNode(a)), eq(variable('b'), qNode(b)), eq(variable('c'), qNode(c))),
      'vertex',
    ),
    step('The axis of symmetry is x = −b/(2a)', eq(variable(p.x), qNode(h)), 'vertex'),
    step(
      `The vertex is on the axis: put ${p.x} = ${toText(qNode(h))} into the function`,
      vertex,
      'vertex',
    ),
    step(
      `a is ${up ? 'positive' : 'negative'}, so the parabola opens ${up ? 'upward and the vertex is its lowest point' : 'downward and the vertex is its highest point'}`,
      chain(variable('a'), '=', qNode(a), up ? '>' : '<', numberNode(0)),
      'opens',
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
  const turning = realRoots(slope, p.x).filter((r) => {
    const d = 1e-6 * Math.max(1, Math.abs(r.value));
    return Math.sign(at(r.value - d)) !== Math.sign(at(r.value + d));
  });
  const found = turning.map((r) =>
    atRoot('turning point', r, p.x, valueAt(poly, p.x), P.evaluator(poly, p.x)),
  );
  const steps = [
    step(
      `The graph turns where its slope, the derivative, is 0 and changes sign`,
      eq(P.toNode(slope), numberNode(0)),
      'turning',
    ),
    found.length === 0
      ? step(
          'The slope never changes sign, so the graph has no turning point',
          eq(P.toNode(slope), numberNode(0)),
          'turning',
        )
      : step('The turning points', list(...found.map((f) => f.tree)), 'turning'),
  ];
  return { steps, named: found, shape: 'polynomial' };
};

const polynomial = (poly: Poly, p: Plotted, solveEquation: EquationSolver): Features => {
  const degree = poly.length === 0 ? 0 : P.degree(poly, p.x);
  if (degree === 1) return line(poly, p);
  if (degree === 2) return parabola(poly, p, solveEquation);
  const intercept = polyIntercept(poly, p.x);
  if (degree === 0) {
    const c = P.constant(poly);
    return {
      steps: [
        step(
          `y does not change with ${p.x}: the graph is a horizontal line with slope 0`,
          eq(p.name, qNode(c)),
          'flat',
        ),
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

/**
 * A quotient of polynomials N/D: where D is 0 it is undefined; a factor shared by N and D
 * cancels and leaves a hole; the reduced denominator's zeros are vertical asymptotes; far out it
 * follows the quotient of the leading terms (a horizontal asymptote) or, one degree up, the
 * quotient of the division (a slant asymptote); its x-intercepts are the reduced numerator's zeros.
 */
const rational = (f: Fraction, p: Plotted): Features => {
  const x = p.x;
  const shared = gcdPoly(f.num, f.den, x);
  const n = P.divMod(f.num, shared, x).quotient;
  const d = P.divMod(f.den, shared, x).quotient;
  const excluded = realRoots(f.den, x);
  const reducedAt = (t: Exact) => E.div(P.exactValueAt(n, x, t), P.exactValueAt(d, x, t));
  const steps: ExplainedStep[] = [
    step(
      'The function is undefined where its denominator is 0',
      excluded.length === 0
        ? chain(P.toNode(f.den), '≠', numberNode(0))
        : list(
            ...excluded.map((r) =>
              chain(variable(x), '≠', r.exact ? node(r.exact) : numberNode(approximate(r.value))),
            ),
          ),
      'noDivideByZero',
    ),
  ];
  const features: Solution[] = [];
  const asymptotes = realRoots(d, x);
  const holes = excluded.filter((r) => !asymptotes.some((a) => Math.abs(a.value - r.value) < 1e-9));
  if (!P.isConstant(shared)) {
    const reducedNode = { type: 'fraction', num: P.toNode(n), den: P.toNode(d) } as const;
    steps.push(
      step(
        `Cancel the common factor ${toText(P.toNode(shared))}`,
        eq(
          p.name,
          P.isConstant(d) ? P.toNode(P.scale(n, R.div(R.ONE, P.constant(d)))) : reducedNode,
        ),
        'cancelFactor',
      ),
    );
    const found = holes.map((r) =>
      atRoot('hole', r, x, reducedAt, (t) => P.evaluator(n, x)(t) / P.evaluator(d, x)(t)),
    );
    if (found.length > 0)
      steps.push(
        step(
          'Where the cancelled factor is 0 the function is still undefined: the graph has a hole there, at the value the rest takes',
          list(...found.map((h) => h.tree)),
          'hole',
        ),
      );
    features.push(...found);
  }
  if (asymptotes.length > 0) {
    const lines = asymptotes.map((r) =>
      named(
        'vertical asymptote',
        eq(variable(x), r.exact ? node(r.exact) : numberNode(approximate(r.value))),
      ),
    );
    steps.push(
      step(
        'Where the denominator left is 0 the function grows without bound: vertical asymptotes',
        list(...lines.map((l) => l.tree)),
        'asymptote',
      ),
    );
    features.push(...lines);
  }
  const degreeOf = (q: Poly) => (q.length === 0 ? -1 : P.degree(q, x));
  const [dn, dd] = [degreeOf(n), degreeOf(d)];
  // Cancelled down to a polynomial (a line with a hole), it follows no asymptote.
  const polynomialLeft = P.isConstant(d);
  if (!polynomialLeft && dn <= dd) {
    const level = dn < dd ? R.ZERO : R.div(P.coeff(n, x, dn), P.coeff(d, x, dd));
    const asymptote = eq(variable('y'), qNode(level));
    steps.push(
      step(
        dn < dd
          ? 'The numerator has a lower degree than the denominator, so far out the function tends to 0'
          : 'The degrees are equal, so far out the function tends to the ratio of the leading coefficients',
        asymptote,
        'degrees',
      ),
    );
    features.push(named('horizontal asymptote', asymptote));
  } else if (!polynomialLeft && dn === dd + 1) {
    const q = P.divMod(n, d, x).quotient;
    const asymptote = eq(variable('y'), P.toNode(q));
    steps.push(
      step(
        'The numerator is one degree higher: dividing it by the denominator leaves a line plus a part that tends to 0',
        asymptote,
        'longDivision',
      ),
    );
    features.push(named('slant asymptote', asymptote));
  }
  const den0 = P.coeff(f.den, x, 0);
  if (!R.isZero(den0)) {
    const at = point(numberNode(0), qNode(R.div(P.coeff(f.num, x, 0), den0)));
    steps.push(step(`The y-intercept is the value at ${x} = 0`, at, 'yIntercept'));
    features.push(named('y-intercept', at));
  }
  const roots = realRoots(n, x)
    .filter((r) => !holes.some((h) => Math.abs(h.value - r.value) < 1e-9))
    .map((r) =>
      atRoot(
        'x-intercept',
        r,
        x,
        () => [],
        () => 0,
      ),
    );
  steps.push(
    roots.length === 0
      ? step(
          'The numerator left is never 0, so the graph never crosses the x-axis',
          chain(P.toNode(n), '≠', numberNode(0)),
          'xIntercept',
        )
      : step(
          'The x-intercepts are where the numerator left is 0',
          list(...roots.map((r) => r.tree)),
          'xIntercept',
        ),
  );
  features.push(...roots);
  return { steps, named: features, shape: 'rational' };
};

/** Any other function: its y-intercept when it has an exact value, and its zeros when the solver finds them. */
const curve = (p: Plotted, solveEquation: EquationSolver): Features => {
  const steps: ExplainedStep[] = [];
  const features: Solution[] = [];
  const y0 = exactly(substitute(p.body, { [p.x]: numberNode(0) }));
  if (y0) {
    const at = point(numberNode(0), node(y0));
    steps.push(step(`The y-intercept is the value at ${p.x} = 0`, at, 'yIntercept'));
    features.push(named('y-intercept', at));
  }
  const work = hasTrigOf(p) ? undefined : solvedZero(p, solveEquation);
  if (work) {
    const found = work.roots.map((r) => named('x-intercept', point(r.exact, numberNode(0))));
    steps.push(
      step('The x-intercepts are where y = 0', eq(p.body, numberNode(0)), 'xIntercept'),
      ...work.steps,
      ...(found.length > 0
        ? [
            step(
              'So the graph crosses the x-axis at',
              list(...found.map((f) => f.tree)),
              'xIntercept',
            ),
          ]
        : []),
    );
    features.push(...found);
  }
  return { steps, named: features, shape: 'curve' };
};

const TRIG = ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'];

/** Whether the function has sin, cos, … of its unknown (its zeros are a family, in degrees). */
const hasTrigOf = (p: Plotted): boolean =>
  contains(p.body, (n) => n.type === 'function' && TRIG.includes(n.name) && hasVariable(n));

const featuresOf = (p: Plotted, solveEquation: EquationSolver): Features => {
  const f = fractionOf(p);
  const found = !f
    ? curve(p, solveEquation)
    : P.isConstant(f.den)
      ? polynomial(P.scale(f.num, R.div(R.ONE, P.constant(f.den))), p, solveEquation)
      : rational(f, p);
  if (!p.typed) return found;
  const solved = step(
    'Solve for y: get the y term alone, then divide by its coefficient',
    defined(p),
    'sides',
  );
  return { ...found, steps: [solved, ...found.steps] };
};

/** The exact x where p is undefined: its denominator's real zeros, when it is a quotient of polynomials. */
const undefinedAt = (p: Plotted): Root[] => {
  const f = fractionOf(p);
  return f && !P.isConstant(f.den) ? realRoots(f.den, p.x).filter((r) => r.exact) : [];
};

/**
 * Two functions that are one (f = g holds for every x where both are defined): the same curve,
 * but for the x where only one of them is defined, a hole in it.
 */
const sameCurve = (a: Plotted, b: Plotted, steps: ExplainedStep[]): Features => {
  const [ua, ub] = [undefinedAt(a), undefinedAt(b)];
  const alone = (rs: Root[], others: Root[], on: Plotted) =>
    rs
      .filter((r) => !others.some((o) => E.equal(o.exact as Exact, r.exact as Exact)))
      .map((r) => ({ at: node(r.exact as Exact), on, value: r.value }));
  const holes = [...alone(ua, ub, a), ...alone(ub, ua, b)].sort((p, q) => p.value - q.value);
  const x = a.x;
  const said = holes.map(
    ({ at, on }) => `at ${toText(eq(variable(x), at))}, where ${toText(defined(on))} is undefined`,
  );
  return {
    steps: [
      ...steps,
      step(
        holes.length === 0
          ? `The equation holds for every ${x}: the two graphs are the same`
          : `The equation holds for every ${x} where both sides are defined: the graphs are the same, except ${said.join(' and ')} (a hole)`,
        eq(a.body, b.body),
        'meet',
      ),
    ],
    named: [],
    shape: 'curve',
    same: holes.map(({ at, on }) => ({ at, on })),
  };
};

/** A stretch as an inequality in x: x ≥ 0, −1 ≤ x ≤ 1 (every x is never one: that is the same curve). */
const stretchNode = ({ from, to }: SameStretch, x: string): MathNode =>
  from && to
    ? chain(node(from), '≤', variable(x), '≤', node(to))
    : from
      ? chain(variable(x), '≥', node(from))
      : chain(variable(x), '≤', node(to as Exact));

/**
 * Two functions with absolute values compared piece by piece (see pieces.ts): the stretches
 * where they are the same, and the points where they meet elsewhere.
 */
const piecewise = (a: Plotted, b: Plotted, pieces: Pieces): Features => {
  const x = a.x;
  const found = pieces.meet.map((t) =>
    named('intersection', point(node(t), node(evalExact(substitute(a.body, { [x]: node(t) }))))),
  );
  const stretches = pieces.same.map((s) => stretchNode(s, x));
  const steps = [
    step('The graphs meet where the two functions are equal', eq(a.body, b.body), 'meet'),
    step(
      'Open each absolute value by the sign of what is inside: it changes at',
      list(...pieces.cuts.map((c) => eq(variable(x), node(c)))),
      'absPieces',
    ),
  ];
  if (stretches.length > 0)
    steps.push(
      step(
        'With the bars opened, the two sides are the same polynomial here: the graphs are the same',
        list(...stretches),
        'meet',
      ),
    );
  steps.push(
    found.length === 0
      ? step(
          'Elsewhere the two sides are never equal, so the graphs meet nowhere else',
          eq(a.body, b.body),
          'meet',
        )
      : step(
          'Elsewhere they are equal at these points only',
          list(...found.map((f) => f.tree)),
          'meet',
        ),
  );
  return { steps, named: found, shape: 'curve', ...(stretches.length > 0 ? { stretches } : {}) };
};

/** Where two functions meet: the solutions of f = g, each a point on both. */
const meeting = (a: Plotted, b: Plotted, solveEquation: EquationSolver): Features => {
  const pieces = comparePieces(a.body, b.body, a.x);
  if (pieces && pieces.same.length > 0) return piecewise(a, b, pieces);
  let answered: Answered;
  try {
    answered = solveEquation(a.body, b.body);
  } catch (err) {
    if (pieces && err instanceof SolveStop) return piecewise(a, b, pieces);
    throw err;
  }
  if (answered.outcome === 'all')
    return sameCurve(a, b, [
      step('The graphs meet where the two functions are equal', eq(a.body, b.body), 'meet'),
      ...answered.steps,
    ]);
  const found = answered.solutions.flatMap((s) => {
    if (!s.exact || s.tree.type !== 'relation' || s.tree.relations[0] !== '=') return [];
    const y = evalExact(substitute(a.body, { [a.x]: s.exact }));
    return [named('intersection', point(s.exact, node(y)))];
  });
  return {
    steps: [
      step('The graphs meet where the two functions are equal', eq(a.body, b.body), 'meet'),
      ...answered.steps,
      found.length === 0
        ? step(
            'The equation has no real solution, so the graphs never meet',
            eq(a.body, b.body),
            'meet',
          )
        : step(
            'Put each solution into either function for the point where they meet',
            list(...found.map((f) => f.tree)),
            'meet',
          ),
    ],
    named: found,
    shape: 'curve',
  };
};

const SHAPE_WORDS: Record<Shape, string> = {
  'horizontal line': 'Horizontal line',
  'straight line': 'Straight line',
  parabola: 'Parabola',
  polynomial: 'Polynomial curve',
  rational: 'Rational function',
  curve: 'Curve',
};

/** The answer in one line: the shape, then each feature by name. */
const sentence = (head: string, features: Solution[]): string => {
  const names = [...new Set(features.map((f) => f.name as string))];
  const parts = names.map((name) => {
    const texts = features.filter((f) => f.name === name).map((f) => f.text);
    const last = texts.pop() as string;
    return texts.length === 0 ? `${name} ${last}` : `${name}s ${texts.join(', ')} and ${last}`;
  });
  return parts.length === 0 ? head : `${head}: ${parts.join('; ')}`;
};

/** The function's name and body as an equation: y = 2x + 3, f(x) = x² + 1. */
const defined = (p: Plotted): MathNode => eq(p.name, p.body);

/**
 * The features of each function asked to be drawn, and where two meet, each checked on the
 * functions as typed (every point named lies on its curve).
 */
export const graphAnswer = (plotted: Plotted[], solveEquation: EquationSolver): Answered => {
  const each = plotted.map((p) => featuresOf(p, solveEquation));
  plotted.forEach((p, i) => {
    for (const s of (each[i] as Features).named) onCurve(p.body, p.x, s);
  });
  if (plotted.length === 1) {
    const [p] = plotted as [Plotted];
    const [f] = each as [Features];
    return {
      kind: 'graph',
      method: `features of the ${f.shape === 'curve' ? 'function' : f.shape}`,
      answer: sentence(`${SHAPE_WORDS[f.shape]} ${toText(defined(p))}`, f.named),
      solutions: f.named,
      functions: plotted,
      steps: f.steps,
    };
  }
  const [a, b] = plotted as [Plotted, Plotted];
  const meet = meeting(a, b, solveEquation);
  for (const s of meet.named) {
    onCurve(a.body, a.x, s);
    onCurve(b.body, b.x, s);
  }
  const titled = (p: Plotted, f: Features) => [
    step(`For ${toText(defined(p))}`, defined(p), 'each'),
    ...f.steps,
  ];
  const both = `${toText(defined(a))} and ${toText(defined(b))}`;
  const holes = (meet.same ?? []).map(
    ({ at, on }) => `${toText(eq(variable(a.x), at))}, where ${toText(defined(on))} has a hole`,
  );
  return {
    kind: 'graph',
    method: 'features of each function, and where they meet',
    answer: meet.same
      ? `${both} are the same curve${holes.length > 0 ? ` except at ${holes.join(' and ')}` : ''}`
      : meet.stretches
        ? `${both} are the same for ${meet.stretches.map((s) => toText(s)).join(' and for ')}${meet.named.length > 0 ? `, and meet at ${meet.named.map((m) => m.text).join(' and ')}` : ''}`
        : meet.named.length === 0
          ? `${both} never meet`
          : `${both} meet at ${meet.named.map((m) => m.text).join(' and ')}`,
    // Each function's own features are in its steps; what the two have in common is the answer.
    solutions: meet.named,
    functions: plotted,
    steps: [...titled(a, each[0] as Features), ...titled(b, each[1] as Features), ...meet.steps],
  };
};
