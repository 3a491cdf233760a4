/**
 * The parts of the one solver engine: a `Kind` is what a result is (its heading and the Practice
 * Center tab that drills it), a `Case` one test of the order in which `solve` recognises a
 * problem. The registry (`./kinds`) lists both; adding a kind is its solver, its `Kind` and `Case`
 * next to that solver, one line in each list and its member of `SolveKind`.
 */

import type { MathNode } from '../math/tree';
import type { PracticeCategory } from '../practice/generateProblem';
import type { Answered } from './equation';
import type { SolveKind } from './solve';

export type { PracticeCategory } from '../practice/generateProblem';

/** What a result of `solve` is. */
export interface Kind {
  id: SolveKind;
  /** The heading for the problem as read: "Quadratic equation", "System of three linear equations". */
  title: (problem: MathNode) => string;
  /** The Practice Center tab that drills this kind, or null when no tab does. */
  practice: PracticeCategory | null;
}

/** How the problem was typed, beyond its tree. */
export interface SolveContext {
  /** Numbers were typed as decimals (and no fraction): answers are given as decimals too. */
  decimals: boolean;
  /** The problem asks to simplify (`simplify (x^2-1)/(x-1)`). */
  simplifying: boolean;
}

/**
 * One test of the solver's order: the first case that matches a problem and answers it solves it.
 * `solve` may return undefined for a problem it turns out not to take (a fraction that is not a
 * rational expression), and the next case is tried.
 */
export interface Case<P = MathNode, C = SolveContext> {
  matches: (problem: P, context: C) => boolean;
  solve: (problem: P, context: C) => Answered | undefined;
}

/** A kind whose heading is the same for every problem. */
export const kind = (id: SolveKind, title: string, practice: PracticeCategory | null): Kind => ({
  id,
  title: () => title,
  practice,
});

/** The answer of the first case that matches and answers, or undefined when none does. */
export const firstAnswer = <P, C>(
  cases: readonly Case<P, C>[],
  problem: P,
  context: C,
): Answered | undefined => {
  for (const c of cases) {
    if (!c.matches(problem, context)) continue;
    const answered = c.solve(problem, context);
    if (answered) return answered;
  }
  return undefined;
};

/** One equation left = right in its one unknown x, as the equation cases take it. */
export interface Equation {
  left: MathNode;
  right: MathNode;
  /** left = right as one tree. */
  both: MathNode;
  x: string;
}

/** One test of the order in which an equation in one unknown is recognised. */
export type EquationCase = Case<Equation, undefined>;

/** The two sides of an equation. */
export const sides = (tree: MathNode): [MathNode, MathNode] =>
  (tree as Extract<MathNode, { type: 'relation' }>).operands as [MathNode, MathNode];
