/**
 * The parts of the one solver engine: a `Kind` is what a result is (its id, its heading and the
 * Practice Center tab that drills it), a `Case` one test of the order in which `solve` recognises
 * a problem, a `Command` the words that ask for a kind around its maths ("derivative of …"). Each kind lives in its own folder, kinds/<id>/, with its solver, its `Kind`, its
 * cases, its tests (test.ts) and its checks against SymPy (oracle.test.ts). The registry
 * (`./kinds`) lists every `Kind` once and the cases in the order they are tried; `SolveKind` is
 * read off that list, so adding a kind is its folder and its lines in the registry.
 */

import { refuse } from '../math/refusal';
import type { Wording } from '../math/rules';
import type { MathNode } from '../math/tree';
import type { PracticeCategory } from '../types';
import type { Periodic } from './read/select';
import type { Answered } from './solveResult';

export type { PracticeCategory } from '../types';

/** What a result of `solve` is; `Id` is its name in results (`'quadratic'`, `'system'`). */
export interface Kind<Id extends string = string> {
  id: Id;
  /**
   * The heading for the problem as read, as words of `titles`: `'quadratic'` is "Quadratic
   * equation", `{ id: 'systemOf', params: { count: 3 } }` "System of 3 linear equations".
   */
  title: (problem: MathNode) => Wording;
  /** The English words of its headings, by id: what a language's table of titles translates. */
  titles: Readonly<Record<string, string>>;
  /**
   * The English words of the methods its results name (`SolveResult.method`), by id, those of the
   * shared methods it solves with among them: what a language's table of methods translates.
   */
  methods?: Readonly<Record<string, string>>;
  /** The Practice Center tab that drills this kind, or null when no tab does. */
  practice: PracticeCategory | null;
  /** How the one checker (`./check`) checks this kind's answers before they are given. */
  check: Check;
  /**
   * With check 'value', the comparison itself: `checkValue` (./check), which refuses an answer
   * that does not agree with the problem as typed. Every kind checked by value brings it, so that
   * a solver of kinds checked otherwise carries no sampling at points and no complex arithmetic.
   */
  valueCheck?: (problem: MathNode, result: Answered) => void;
  /** A problem of this kind as a student types it: `x^2-5x+6=0`, `gcd(12, 18)`. */
  example: string;
  /**
   * What the solutions of an answer are: `'each'` (when not given) each a value of the unknowns
   * on its own, any one of them a solution (`x = 2 or x = 3`); `'point'` together one solution
   * naming every unknown (a linear system's `x = 2, y = 1`), put back into the problem together.
   */
  solutions?: 'each' | 'point';
  /**
   * How a student's working toward this kind's answer is read, line by line: `'chain'` a chain of
   * expressions equal to the problem (arithmetic, expanding, factoring); `'system'` equations
   * that each hold at the solution; `'derivative'` and `'antiderivative'` expressions equal to
   * the answer; `'none'` a problem typed as a relation that is not an equation to solve (a graph,
   * a formula to rearrange). When not given: an equation in one unknown, each line an equation
   * with the same solutions, where the problem is one.
   */
  working?: Working;
  /**
   * What a graph of the problem may draw: `'never'` nothing (a number, a complex number whose i a
   * graph would take for an unknown, a matrix equation Ax = b, which is no curve); `'expressions'`
   * the problem only when it is not a relation (an identity's two sides are one curve, and drawn
   * as two they would meet everywhere). When not given, the problem's curves.
   */
  drawn?: 'never' | 'expressions';
  /**
   * The solutions are angles that repeat with a period: every number being a solution means a
   * family of angles, and an interval asked for keeps each solution moved by whole turns into it,
   * by this (the trigonometry kind's `byWholeTurns`).
   */
  periodic?: Periodic;
  /**
   * The answer with the condition it holds under, where it is defined on more than the problem
   * (2ln(x − 100) rewritten as ln((x − 100)²) holds for x > 100 only): `valueCondition`
   * (./check), which reads the domains, for a kind whose answers are the problem in another form.
   * A kind without one gives its answers as found, and a solver of such kinds carries no domain.
   */
  condition?: (problem: MathNode, result: Answered) => Answered;
}

/** How a student's working toward a kind's answer is read (`Kind.working`). */
export type Working = 'chain' | 'system' | 'derivative' | 'antiderivative' | 'none';

/**
 * How an answer is checked against the problem as typed, independently of how it was found:
 * - 'solutions': a problem typed as an equation or a system has each solution put back into it;
 * - 'value': the answer is the problem in another form (a number worked out, an expression
 *   expanded or factored), so the two must agree at sample points (the kind's `valueCheck`);
 * - 'own': the kind checks its answers as it finds them, in a way particular to it (a derivative
 *   against finite differences, an inequality's set at points inside and outside it, a
 *   trigonometric equation's general solution in degrees).
 */
export type Check = 'solutions' | 'value' | 'own';

/** How the problem was typed, beyond its tree. */
/**
 * How long a solve may take: the time (as Date.now() gives it) from which the solver stops at its
 * next check, between the ways it tries a problem, and refuses with `too_complex`. The work of one
 * way is bounded by its own limits, so a solve ends within its budget plus one way's work.
 */
export interface Budget {
  until: number;
}

/** The sentences of the engine's refusal of a problem that takes too long. */
export const KIND_REFUSALS = {
  outOfTime:
    'This problem takes more work than the time given to solve it; try it with smaller numbers',
} as const;

/** Stops the solve, with `too_complex`, once its budget is spent. */
export const checkBudget = (budget: Budget | undefined): void => {
  if (budget !== undefined && Date.now() >= budget.until)
    throw refuse('too_complex', KIND_REFUSALS, 'outOfTime');
};

export interface SolveContext {
  /** Numbers were typed as decimals (and no fraction): answers are given as decimals too. */
  decimals: boolean;
  /** The problem asks to simplify (`simplify (x^2-1)/(x-1)`). */
  simplifying: boolean;
  /** The problem asks for a graph (`graph x^2 - 4`, `plot y = 2x + 1`). */
  graphing: boolean;
  /** Angles are asked for in radians: "in radians", or π typed in the problem. */
  radians: boolean;
  /** Angles are asked for in degrees: "in degrees", or ° typed (neither unit asked: both given). */
  degrees?: boolean;
  /** The problem asks to prove, verify or show that an equation is an identity. */
  proving?: boolean;
  /** The way of solving asked for (`solve(text, { method })`), used where it applies. */
  method?: string;
  /** When to stop (`solve(text, { budget })`). */
  budget?: Budget;
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

/**
 * A kind whose heading is the same for every problem (its words' id is the kind's id); its check
 * is 'solutions' unless given.
 */
export const kind = <Id extends string>({
  title,
  check = 'solutions',
  ...rest
}: Omit<Kind<Id>, 'title' | 'titles' | 'check'> & { title: string; check?: Check }): Kind<Id> => ({
  ...rest,
  title: () => rest.id,
  titles: { [rest.id]: title },
  check,
});

/** The answer of the first case that matches and answers, or undefined when none does. */
export const firstAnswer = <P, C>(
  cases: readonly Case<P, C>[],
  problem: P,
  context: C,
  budget?: Budget,
): Answered | undefined => {
  for (const c of cases) {
    checkBudget(budget);
    if (!c.matches(problem, context)) continue;
    const answered = c.solve(problem, context);
    if (answered) return answered;
  }
  return undefined;
};

/**
 * How an equation in one unknown is solved, lent by the registry to a kind that needs to solve one
 * on its way (a graph's intercepts, a system's substitution): left = right for its unknown.
 */
export type EquationSolver = (left: MathNode, right: MathNode, method?: string) => Answered;

/**
 * A problem asked for in words around its maths: "derivative of …", "∫ … dx", "limit of … as
 * x → 0", "make r the subject of …", "factor …", "divide … by …". `read` finds the words in the
 * typed text and says what they ask, or gives undefined when they are not there. The registry lists
 * the commands in the order they are looked for; the first whose words are there reads the problem.
 */
export interface Command {
  read: (text: string) => Asked | undefined;
}

/**
 * Further maths a command's words name beside the main maths (the limits of an integral, the
 * point a limit goes to), parsed by the reader and handed to the kind as trees, by name. A part
 * that does not parse is absent, and the kind says what it needed there.
 */
export type Parts = Readonly<Record<string, MathNode>>;

/** What a command's words ask of the maths they surround. */
export interface Asked {
  /** The maths to parse, the words taken off. */
  maths: string;
  /**
   * Further maths named by the words, as typed, by name: the reader parses each (kinds never
   * parse text) and hands the trees to `shown` and `solve`.
   */
  parts?: Readonly<Record<string, string>>;
  /** What the preview of the problem says is asked. */
  asks?: 'derivative' | 'integral' | 'factor';
  /** The maths is a formula in several letters, where letters side by side multiply. */
  formula?: boolean;
  /** Angles are in radians, as calculus has them: sin(2) is not read as sin(2°). */
  radians?: boolean;
  /** The problem as shown, when the words belong to its notation: lim_(x → 0) f. */
  shown?: (tree: MathNode, parts: Parts) => MathNode;
  /**
   * The answer to the parsed maths. With `problem`, the kind checked it as it worked it out and it
   * is shown as that problem (the derivative of f); without, the one checker checks it against the
   * maths as typed. Undefined hands the maths to the cases (a formula in one letter is an equation).
   */
  solve: (
    tree: MathNode,
    method: string | undefined,
    parts: Parts,
  ) => (Answered & { problem?: MathNode }) | undefined;
}

/** A command from the reader of its words (undefined when they are not there) and what they ask. */
export const command = <R>(
  read: (text: string) => R | undefined,
  ask: (request: R) => Asked,
): Command => ({
  read: (text) => {
    const request = read(text);
    return request === undefined ? undefined : ask(request);
  },
});

/** One equation left = right in its one unknown x, as the equation cases take it. */
export interface Equation {
  left: MathNode;
  right: MathNode;
  /** left = right as one tree. */
  both: MathNode;
  x: string;
  /** The way of solving asked for, used where it applies. */
  method?: string;
  /** When to stop. */
  budget?: Budget;
}

/** One test of the order in which an equation in one unknown is recognised. */
export type EquationCase = Case<Equation, undefined>;

/** The two sides of an equation. */
export const sides = (tree: MathNode): [MathNode, MathNode] =>
  (tree as Extract<MathNode, { type: 'relation' }>).operands as [MathNode, MathNode];
