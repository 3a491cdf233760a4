/**
 * A solver's registry, put together from the kinds it is given: each kind brings its parts (the
 * cases that recognise its problems, the equation cases, the command words and the questions in
 * words it reads), and the registry lists them in the one order of the engine, which is written
 * here once. A part that two kinds share (a linear and a quadratic equation are recognised by one
 * case) is listed once. Each kind brings the words of its steps too (its notes): the registry's
 * notes are those and the catalogue's common ones, what the steps of its kinds are rendered with
 * once solved. `solve` is the registry of every kind; `createSolver` makes one of a few.
 */

import { eq } from '../math/build';
import { COMMON_NOTES } from '../math/catalogue/common';
import { refuse } from '../math/refusal';
import { mergedNotes, type Notes } from '../math/rules';
import type { MathNode } from '../math/tree';
import { type Answered, unknownOf } from './equation';
import {
  type Budget,
  type Case,
  type Command,
  type Equation,
  type EquationCase,
  firstAnswer,
  type Kind,
  type SolveContext,
  sides,
} from './kind';
import type { Question } from './read/words';
import type { WordedReader } from './worded';

/** The order in which problems are recognised: the first case that matches and answers solves. */
const CASE_ORDER = [
  'matrix',
  'graph',
  'nonlinear-system',
  'system',
  'absolute-value',
  'inequality',
  'not-one-equation',
  'trig-identity',
  'trig-equation',
  'trig-reduced',
  'equation',
  'trig-simplify',
  'complex-asked',
  'complex-arithmetic',
  'log-expression',
  'rational-expression',
  'polynomial-division',
  'expression',
  'trig-value',
  'trig-arithmetic',
  'numeric-log',
  'gcd-lcm',
  'statistics',
  'points',
  'arithmetic',
] as const;

/** The order in which an equation in one unknown is recognised. */
const EQUATION_ORDER = [
  'log-of-power',
  'logarithmic',
  'exponential',
  'root-power',
  'radical',
  'rational-equation',
  'higher-degree',
  'polynomial',
] as const;

/** The order in which command words are looked for: the first whose words are there reads. */
const COMMAND_ORDER = [
  'derivative',
  'integral',
  'limit',
  'rearrange',
  'factor',
  'division',
  'tangent',
  'inverse-function',
  'composite-function',
  'domain',
  'stationary',
  'completed-square',
] as const;

/** The order in which questions in words are read, before any maths is parsed. */
const WORDED_ORDER = ['percentage', 'conversion', 'shape', 'sequence', 'probability'] as const;

type CaseName = (typeof CASE_ORDER)[number];
type EquationName = (typeof EQUATION_ORDER)[number];
type CommandName = (typeof COMMAND_ORDER)[number];
type WordedName = (typeof WORDED_ORDER)[number];

/** What a kind brings to a solver, each part under its name in the engine's order. */
export interface KindParts {
  cases?: Partial<Record<CaseName, Case>>;
  equations?: Partial<Record<EquationName, EquationCase>>;
  commands?: Partial<Record<CommandName, Command>>;
  worded?: Partial<Record<WordedName, WordedReader>>;
  /**
   * Questions in words read as the functions they name ("gcd of 12 and 18" as gcd(12, 18)). Each
   * reads a whole problem that no other reads, so they are tried in the order of the kinds.
   */
  questions?: readonly Question[];
}

/**
 * A kind as `createSolver` takes it: what its results are (id, heading, Practice Center tab, how
 * they are checked) and the parts that recognise and answer its problems.
 */
export interface SolverKind<Id extends string = string> extends Kind<Id> {
  parts: KindParts;
  /**
   * The words of the steps its parts write, beyond the catalogue's common ones: its own notes and
   * those of the methods it solves with (a table two kinds share is one object).
   */
  notes: readonly Notes[];
}

/** A kind with the parts that answer it and the notes of the steps they write. */
export const solverKind = <Id extends string>(
  kind: Kind<Id>,
  parts: KindParts,
  notes: readonly Notes[],
): SolverKind<Id> => ({
  ...kind,
  parts,
  // Its headings and methods are words of its notes too, so that a language's notes translate them.
  notes: [
    ...notes,
    { forms: {}, reasons: {}, terms: { title: kind.titles, method: kind.methods ?? {} } },
  ],
});

/** A solver's kinds and its parts in the engine's order. */
export interface Registry {
  /** The kinds given, each once. */
  kinds: readonly SolverKind[];
  /** The given kind with this id, or undefined when the solver was not given it. */
  kindOf: (id: string) => SolverKind | undefined;
  cases: readonly Case[];
  equationCases: readonly EquationCase[];
  commands: readonly Command[];
  worded: readonly WordedReader[];
  /** The questions in words its kinds read as the functions they name. */
  questions: readonly Question[];
  /** The words of the steps of its kinds and the catalogue's common ones, its steps' words rendered in. */
  notes: Notes;
  /** left = right solved for its one unknown by the first of the equation cases that answers. */
  solveEquation: (left: MathNode, right: MathNode, method?: string, budget?: Budget) => Answered;
  /** The problem answered by the first case that answers it (undefined: none does). */
  dispatch: (tree: MathNode, context: SolveContext) => Answered;
}

/** The parts named in `order`, each once, from the first kind that brings it. */
const inOrder = <N extends string, P>(
  order: readonly N[],
  kinds: readonly SolverKind[],
  parts: (kind: SolverKind) => Partial<Record<N, P>> | undefined,
  own: Partial<Record<N, P>> = {},
): P[] =>
  order.flatMap((name) => {
    const part = own[name] ?? kinds.map((k) => parts(k)?.[name]).find((p) => p !== undefined);
    return part === undefined ? [] : [part];
  });

/** The sentences of the registry's refusals. */
export const REGISTRY_REFUSALS = {
  notOneEquation: '≠, ≈ and chains with = are not supported',
} as const;

/** A relation other than one equation or inequalities: refused. */
const notOneEquationCase: Case = {
  matches: (tree) =>
    tree.type === 'relation' && (tree.relations.length !== 1 || tree.relations[0] !== '='),
  solve: () => {
    throw refuse('unsupported', REGISTRY_REFUSALS, 'notOneEquation');
  },
};

/** How an equation in one unknown is solved by these equation cases, put in the engine's order. */
export const equationSolver = (
  parts: Partial<Record<EquationName, EquationCase>>,
): { cases: readonly EquationCase[]; solve: Registry['solveEquation'] } => {
  const cases = inOrder(EQUATION_ORDER, [], () => undefined, parts);
  return {
    cases,
    solve: (left, right, method, budget) => {
      const x = unknownOf(left, right);
      const equation: Equation = { left, right, both: eq(left, right), x, method, budget };
      return firstAnswer(cases, equation, undefined, budget) as Answered;
    },
  };
};

/** The registry of these kinds (the first of two with the same id is kept). */
export const registryOf = (given: readonly SolverKind[]): Registry => {
  const kinds = given.filter((k, i) => given.findIndex((o) => o.id === k.id) === i);
  const notes = mergedNotes([COMMON_NOTES, ...kinds.flatMap((k) => k.notes)]);
  const equations = equationSolver(
    Object.assign({}, ...kinds.map((k) => k.parts.equations).reverse()),
  );
  // One equation in one unknown, by the equation cases of these kinds.
  const equationCase: Case = {
    matches: (tree) => tree.type === 'relation',
    solve: (tree, { method, budget }) => equations.solve(...sides(tree), method, budget),
  };
  const cases = inOrder(CASE_ORDER, kinds, (k) => k.parts.cases, {
    'not-one-equation': notOneEquationCase,
    ...(equations.cases.length > 0 ? { equation: equationCase } : {}),
  });
  return {
    kinds,
    kindOf: (id) => kinds.find((k) => k.id === id),
    cases,
    equationCases: equations.cases,
    commands: inOrder(COMMAND_ORDER, kinds, (k) => k.parts.commands),
    worded: inOrder(WORDED_ORDER, kinds, (k) => k.parts.worded),
    questions: kinds.flatMap((k) => k.parts.questions ?? []),
    notes,
    solveEquation: equations.solve,
    dispatch: (tree, context) => firstAnswer(cases, tree, context, context.budget) as Answered,
  };
};

/** A problem of a kind the solver was not given: refused, saying which kind it needs. */
export class NotGiven extends Error {
  constructor(readonly kind: string) {
    const name = `${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Kind`;
    super(
      `This problem is of the kind "${kind}", which this solver was not given; a solver made with ${name} among its kinds answers it`,
    );
  }
}

/** The kind with this id from the registry; a NotGiven when the solver was not given it. */
export const givenKind = (registry: Registry, id: string): SolverKind => {
  const kind = registry.kindOf(id);
  if (kind === undefined) throw new NotGiven(id);
  return kind;
};
