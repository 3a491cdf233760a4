/**
 * Graphs on request: `y = 2x + 3`, `f(x) = x^2 + 1`, or "graph …" / "plot …" before an
 * expression in one unknown or up to two functions (`graph y=x^2 and y=2x+1`). The answer is what
 * a student is asked to find on such a graph, each feature worked out by the algebra as a step
 * and given as a named value: the slope and intercepts of a line; the axis, vertex, direction and
 * intercepts of a parabola; the turning points of a polynomial; the excluded values, holes and
 * asymptotes of a quotient of polynomials; where two functions meet. The curves themselves are
 * drawn by `graph` from the result's tree. Every point given is checked on the function as typed.
 */

import * as P from '../../../algebra/poly';
import { contains, exactly, hasVariable, substitute } from '../../../algebra/reading';
import { eq, list, n as numberNode, point, variable } from '../../../math/build';
import type { AnswerId, AnswerParam } from '../../../math/catalogue/answers';
import * as R from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { type Solution, step } from '../../../math/show';
import { answerInWords } from '../../answer';
import { onCurve } from '../../check';
import type { Answered } from '../../equation';
import type { EquationSolver, Kind } from '../../kind';
import { GRAPH_ANSWERS } from './answers';
import { conicOf } from './conic';
import {
  type Features,
  featuresSaid,
  fractionOf,
  named,
  node,
  polynomial,
  type Shape,
  shapeOf,
  solvedZero,
} from './features';
import { rational } from './rational';
import { defined, functionsOf, type Plotted } from './read';
import { meeting } from './two';

export { conicAnswer, conicOf } from './conic';
export { functionsOf } from './read';

/** The headings of graphs, by id. */
const TITLES = {
  graphCircle: 'Circle',
  graphEllipse: 'Ellipse',
  graphTwo: 'Graphs of two functions',
  graphHorizontalLine: 'Graph of a horizontal line',
  graphStraightLine: 'Graph of a straight line',
  graphParabola: 'Graph of a parabola',
  graphPolynomial: 'Graph of a polynomial',
  graphRational: 'Graph of a rational function',
  graphCurve: 'Graph of a function',
} as const;

/** The method of the graph of one function, by its shape. */
const FEATURES_OF_SHAPE: Record<Shape, string> = {
  'horizontal line': 'featuresOfHorizontalLine',
  'straight line': 'featuresOfStraightLine',
  parabola: 'featuresOfParabola',
  polynomial: 'featuresOfPolynomial',
  rational: 'featuresOfRational',
  curve: 'featuresOfCurve',
};

/** The heading of the graph of one function, by its shape. */
const TITLE_OF_SHAPE: Record<Shape, keyof typeof TITLES> = {
  'horizontal line': 'graphHorizontalLine',
  'straight line': 'graphStraightLine',
  parabola: 'graphParabola',
  polynomial: 'graphPolynomial',
  rational: 'graphRational',
  curve: 'graphCurve',
};

export const graphKind: Kind<'graph'> = {
  id: 'graph',
  title: (problem) => {
    const conic = conicOf(problem);
    if (conic) return R.isZero(R.sub(conic.a, conic.b)) ? 'graphCircle' : 'graphEllipse';
    const plotted = functionsOf(problem, true);
    if (plotted?.length !== 1) return 'graphTwo';
    const [p] = plotted as [Plotted];
    return TITLE_OF_SHAPE[shapeOf(fractionOf(p), p.x)];
  },
  titles: TITLES,
  methods: {
    featuresOfHorizontalLine: 'features of the horizontal line',
    featuresOfStraightLine: 'features of the straight line',
    featuresOfParabola: 'features of the parabola',
    featuresOfPolynomial: 'features of the polynomial',
    featuresOfRational: 'features of the rational function',
    featuresOfCurve: 'features of the function',
    featuresAndMeeting: 'features of each function, and where they meet',
    centerAndRadius: 'completing the square: center and radius',
    centerAndSemiAxes: 'completing the square: center and semi-axes',
  },
  practice: null,
  check: 'own',
  example: 'y = 2x + 3',
  working: 'none',
};

/** Any other function: its y-intercept when it has an exact value, and its zeros when the solver finds them. */
const curve = (p: Plotted, solveEquation: EquationSolver): Features => {
  const steps: WorkedStep[] = [];
  const features: Solution[] = [];
  const y0 = exactly(substitute(p.body, { [p.x]: numberNode(0) }));
  if (y0) {
    const at = point(numberNode(0), node(y0));
    steps.push(step({ rule: 'yIntercept', params: { unknown: p.x }, form: 'valueAt' }, at));
    features.push(named('y-intercept', at));
  }
  const work = hasTrigOf(p) ? undefined : solvedZero(p, solveEquation);
  if (work) {
    const found = work.roots.map((r) => named('x-intercept', point(r.exact, numberNode(0))));
    steps.push(
      step({ rule: 'xIntercept', form: 'where' }, eq(p.body, numberNode(0))),
      ...work.steps,
      ...(found.length > 0
        ? [step({ rule: 'xIntercept', form: 'graphAt' }, list(...found.map((f) => f.tree)))]
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
  const solved = step({ rule: 'sides', form: 'graphSolveY' }, defined(p));
  return { ...found, steps: [solved, ...found.steps] };
};

/** The words of each shape, by shape. */
const SHAPE_WORDS: Record<Shape, AnswerId> = {
  'horizontal line': 'horizontalLine',
  'straight line': 'straightLine',
  parabola: 'parabola',
  polynomial: 'polynomialCurve',
  rational: 'rationalFunction',
  curve: 'curve',
};

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
      method: FEATURES_OF_SHAPE[f.shape],
      ...answerInWords(
        featuresSaid(
          { id: 'shape', params: { shape: { id: SHAPE_WORDS[f.shape] }, curve: defined(p) } },
          f.named,
        ),
        GRAPH_ANSWERS,
      ),
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
    step({ rule: 'each', params: { function: defined(p) }, form: 'graphFor' }, defined(p)),
    ...f.steps,
  ];
  const both = { first: defined(a), second: defined(b) };
  const holes: AnswerParam = {
    join: 'and',
    items: (meet.same ?? []).map(({ at, on }) => ({
      id: 'holeAt',
      params: { at: eq(variable(a.x), at), curve: defined(on) },
    })),
  };
  const points: AnswerParam = { join: 'and', items: meet.named.map((m) => m.tree) };
  // "the same for x ≥ 0 and for x ≤ −1".
  const stretches: AnswerParam = {
    join: 'and',
    items: (meet.stretches ?? []).map((s, i) =>
      i === 0 ? s : { id: 'forStretch', params: { stretch: s } },
    ),
  };
  return {
    kind: 'graph',
    method: 'featuresAndMeeting',
    ...answerInWords(
      meet.same
        ? meet.same.length > 0
          ? { id: 'sameCurveExcept', params: { ...both, holes } }
          : { id: 'sameCurve', params: both }
        : meet.stretches
          ? meet.named.length > 0
            ? { id: 'sameForMeet', params: { ...both, stretches, points } }
            : { id: 'sameFor', params: { ...both, stretches } }
          : meet.named.length === 0
            ? { id: 'neverMeet', params: both }
            : { id: 'meet', params: { ...both, points } },
      GRAPH_ANSWERS,
    ),
    // Each function's own features are in its steps; what the two have in common is the answer.
    solutions: meet.named,
    functions: plotted,
    steps: [...titled(a, each[0] as Features), ...titled(b, each[1] as Features), ...meet.steps],
  };
};
