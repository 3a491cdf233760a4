/**
 * A solver of a few kinds, for an app that needs only those: it ships their code and the engine's
 * reading, checking and showing, not every kind's.
 */

import type { Result } from '../types';
import { drawableBy } from './drawn';
import { type ProblemReading, type ReadingOptions, readProblemBy } from './readTyped';
import { registryOf, type SolverKind } from './registry';
import { type SolveAnswer, type SolveOptions, solveWith } from './solve/solveWith';
import type { SolveResult } from './solveResult';

export type { KindParts, SolverKind } from './registry';

/** What `createSolver` takes: the kinds its solver answers. */
export interface SolverOptions {
  /** The kinds to answer (`linearKind`, `quadraticKind` …), each exported as `<id>Kind`. */
  kinds: readonly SolverKind[];
}

/** A solver made by `createSolver`: `solve` as the library's, by the kinds it was given. */
export interface Solver {
  /** Solves what was typed as `solve` does, if the problem is of one of the solver's kinds. */
  solve: (typed: string, options?: SolveOptions) => SolveAnswer;
  /**
   * Reads what was typed as `readProblem` does, with the questions in words and the command words
   * of the solver's kinds: a preview of the problem by the same reading `solve` will use.
   */
  read: (typed: string, options?: ReadingOptions) => Result<ProblemReading>;
  /** Whether a graph may draw the problem of this result, as `drawable` says, by its kind. */
  drawable: (result: Pick<SolveResult, 'kind' | 'tree'>) => boolean;
  /** The ids of the kinds it answers. */
  kinds: readonly string[];
}

/** One of the kinds the package exports (`linearKind` …): its id and the parts that answer it. */
const isSolverKind = (k: unknown): k is SolverKind =>
  typeof k === 'object' &&
  k !== null &&
  typeof (k as SolverKind).id === 'string' &&
  typeof (k as SolverKind).parts === 'object' &&
  (k as SolverKind).parts !== null;

/**
 * A solver that answers only the kinds it is given, each as `solve` answers it (the same reading,
 * steps and check of the answer), so that an app bundles only those kinds. A problem of another
 * kind is refused with `unsupported`: when the kind can be told (a quadratic given to a solver of
 * linear equations), the message names it and `error.needs` is its id; else (no case of the given
 * kinds recognises the problem) the refusal is the one `solve` gives for what it does not answer.
 * `solve` itself is the solver of every kind. `read` and `drawable` are `readProblem` and `drawable`
 * by the solver's kinds, so that an app's preview and graph need no other kind either. Anything but a non-empty list of exported kinds
 * throws a TypeError (a mistake in the app's code, not in what a student typed).
 *
 * @example
 * const { solve } = createSolver({ kinds: [linearKind, quadraticKind] });
 * solve('x^2-5x+6=0').value.answer; // "x = 2 or x = 3"
 * solve('x+y=3, x-y=1').error.message; // "This problem could not be solved. …"
 */
export function createSolver(options: SolverOptions): Solver {
  const kinds: unknown = (options as SolverOptions | undefined)?.kinds;
  // A solver made wrongly is a mistake in the app's code, not in what a student typed: it throws.
  if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every(isSolverKind))
    throw new TypeError(
      'createSolver takes { kinds }: a list of the exported kinds, such as [linearKind, quadraticKind]',
    );
  const registry = registryOf(kinds);
  return {
    solve: (typed, options) => solveWith(registry, typed, options),
    read: (typed, options) => readProblemBy(registry, typed, options),
    drawable: (result) => drawableBy(registry.kindOf, result),
    kinds: registry.kinds.map((k) => k.id),
  };
}
