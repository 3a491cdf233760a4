/**
 * The reading of a typed problem by every kind (./readTyped reads by the kinds of one solver):
 * the preview of a problem as `solve` will read it, and a problem to draw.
 */
import { fail } from '../_lib/result';
import { refused } from '../math/refusal';
import type { MathNode } from '../math/tree';
import type { Result } from '../types';
import { everyKind } from './kinds';
import {
  MAX_SOLVE_LENGTH,
  type ProblemReading,
  type ReadingOptions,
  readProblemBy,
  readTyped,
  stopped,
  tooLong,
} from './readTyped';

export { MAX_SOLVE_LENGTH, type ProblemReading, type ReadingOptions } from './readTyped';

/** The sentences of the refusals of a problem to draw. */
export const READ_PROBLEM_REFUSALS = {
  nothingToGraph: 'There is nothing to graph',
} as const;

/**
 * A problem as the solver will read it, for a preview while it is typed: `derivative of x^3` is
 * the derivative of x³, `2,5 + 1` is 2.5 + 1 (readAs: ['2,5 as 2.5']), `solve 2x+3=7` is
 * 2x + 3 = 7. With `options.language` (`spanish` …) it is read in that language's notation and
 * words as `solve` reads them (`resuelve 2x+3=7`). Fails (`invalid_value` or `unsupported`, with
 * the solver's message) for what the solver cannot read.
 *
 * @example
 * readProblem('d/dx x^3'); // { ok: true, value: { asks: 'derivative', text: 'x³', mathml: '<math …>', readAs: [], readings: [] } }
 */
export function readProblem(typed: string, options?: ReadingOptions): Result<ProblemReading> {
  return readProblemBy(everyKind, typed, options);
}

/**
 * A problem to draw, as a tree for `graph`: read as `solve` reads it, with a command to draw it
 * ("graph x^2", "plot y = 2x + 1", "sketch the graph of sin(x)") taken off. For what `solve`
 * answers, pass its result to `graph` instead (its solutions are then labelled exactly); this is
 * for what it does not (y = 2x + 1, x² + y² = 25, "graph …"). Fails as `readProblem` does.
 *
 * @example
 * readGraphProblem('graph x^2 - 1'); // { ok: true, value: { type: 'binary', op: '-', … } }
 */
export function readGraphProblem(typed: string): Result<MathNode> {
  if (typeof typed !== 'string') return fail('invalid_value', 'Enter a problem as text', 'text');
  if (typed.length > MAX_SOLVE_LENGTH) return tooLong();
  try {
    const read = readTyped(typed, {}, everyKind);
    if (!read.ok) return read;
    const { tree } = read.value;
    return tree
      ? { ok: true, value: tree }
      : refused('unsupported', 'text', READ_PROBLEM_REFUSALS, 'nothingToGraph');
  } catch (err) {
    return stopped(err);
  }
}
