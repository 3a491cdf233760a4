/**
 * Two functions drawn together: where they meet, found by the equation solver; or, when they are
 * one function, the same curve with its holes; or the stretches where they are the same.
 */

import * as P from '../../../algebra/poly';
import { type Root, realRoots } from '../../../algebra/rationalForm';
import { evalExact, substitute } from '../../../algebra/reading';
import { chain, eq, list, point, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import { SolveStop } from '../../../math/rational';
import type { ExplainedStep } from '../../../math/rules';
import { step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { EquationSolver } from '../../kind';
import { type Features, fractionOf, named, node } from './features';
import { comparePieces, type Pieces, type SameStretch } from './pieces';
import { defined, type Plotted } from './read';

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
export const meeting = (a: Plotted, b: Plotted, solveEquation: EquationSolver): Features => {
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
