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
import type { WorkedStep } from '../../../math/rules';
import { step } from '../../../math/show';
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
const sameCurve = (a: Plotted, b: Plotted, steps: WorkedStep[]): Features => {
  const [ua, ub] = [undefinedAt(a), undefinedAt(b)];
  const alone = (rs: Root[], others: Root[], on: Plotted) =>
    rs
      .filter((r) => !others.some((o) => E.equal(o.exact as Exact, r.exact as Exact)))
      .map((r) => ({ at: node(r.exact as Exact), on, value: r.value }));
  const holes = [...alone(ua, ub, a), ...alone(ub, ua, b)].sort((p, q) => p.value - q.value);
  const x = a.x;
  const [hole] = holes;
  return {
    steps: [
      ...steps,
      step(
        hole === undefined
          ? { rule: 'meet', params: { unknown: x }, form: 'same' }
          : holes.length === 1
            ? {
                rule: 'meet',
                params: { unknown: x, at: eq(variable(x), hole.at), function: defined(hole.on) },
                form: 'sameExceptOne',
              }
            : {
                rule: 'meet',
                params: { unknown: x, at: list(...holes.map((h) => eq(variable(x), h.at))) },
                form: 'sameExceptMany',
              },
        eq(a.body, b.body),
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
    step({ rule: 'meet', form: 'where' }, eq(a.body, b.body)),
    step(
      { rule: 'absPieces', form: 'cuts' },
      list(...pieces.cuts.map((c) => eq(variable(x), node(c)))),
    ),
  ];
  if (stretches.length > 0)
    steps.push(step({ rule: 'meet', form: 'samePieces' }, list(...stretches)));
  steps.push(
    found.length === 0
      ? step({ rule: 'meet', form: 'nowhereElse' }, eq(a.body, b.body))
      : step({ rule: 'meet', form: 'elsewhere' }, list(...found.map((f) => f.tree))),
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
      step({ rule: 'meet', form: 'where' }, eq(a.body, b.body)),
      ...answered.steps,
    ]);
  const found = answered.solutions.flatMap((s) => {
    if (!s.exact || s.tree.type !== 'relation' || s.tree.relations[0] !== '=') return [];
    const y = evalExact(substitute(a.body, { [a.x]: s.exact }));
    return [named('intersection', point(s.exact, node(y)))];
  });
  return {
    steps: [
      step({ rule: 'meet', form: 'where' }, eq(a.body, b.body)),
      ...answered.steps,
      found.length === 0
        ? step({ rule: 'meet', form: 'never' }, eq(a.body, b.body))
        : step({ rule: 'meet', form: 'put' }, list(...found.map((f) => f.tree))),
    ],
    named: found,
    shape: 'curve',
  };
};
