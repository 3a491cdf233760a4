import { type Difficulty, FAMILIES } from '../../_lib/problems';
import { createRandom } from '../../_lib/random';
import { fail } from '../../_lib/result';
import type { Result } from '../../types';

export type PracticeCategory = 'algebra' | 'logarithms' | 'geometry';
export type PracticeDifficulty = Difficulty;

export interface GenerateProblemOptions {
  /** Ask for one difficulty; by default the seed chooses it. */
  difficulty?: PracticeDifficulty;
}

export interface PracticeProblem {
  question: string;
  /** Exact ("5", "3/2", "-2, 3") or rounded as the question says ("28.27"). Grade with `checkAnswer`. */
  answer: string;
  difficulty: PracticeDifficulty;
  hint: string;
  steps: string[];
}

const DIFFICULTIES: readonly PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];

/**
 * A practice problem, fully determined by `category`, `seed` (reduced to 32 bits) and
 * `options.difficulty`: the same arguments always give the same problem.
 *
 * - algebra: Easy one-step equations, Medium two-step equations `ax + b = c`, Hard quadratics
 *   with two integer roots (answer "p, q", smallest first).
 * - logarithms: Easy `log_b(b^k)`, Medium change of base with a fraction answer (`log_4(8)` = "3/2"),
 *   Hard product and quotient rules.
 * - geometry: Easy rectangle area or perimeter, Medium triangle area, Pythagorean hypotenuse or
 *   third angle, Hard missing leg or circle area/circumference rounded to 2 decimals.
 *
 * @example
 * generateProblem('algebra', 42, { difficulty: 'Medium' });
 * // { ok: true, value: { question: 'Solve for x: …', answer: '…', difficulty: 'Medium', hint: '…', steps: [ … ] } }
 */
export function generateProblem(
  category: PracticeCategory,
  seed: number,
  options?: GenerateProblemOptions,
): Result<PracticeProblem> {
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('not_a_number', 'seed must be a finite number', 'seed');
  if (!Object.hasOwn(FAMILIES, category)) {
    return fail('unknown_category', 'category must be algebra, logarithms or geometry', 'category');
  }
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { difficulty } = opts as GenerateProblemOptions;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) {
    return fail('invalid_value', 'difficulty must be Easy, Medium or Hard', 'difficulty');
  }
  const random = createRandom(Math.trunc(seed) % 4294967296);
  const chosen = difficulty ?? random.pick(DIFFICULTIES);
  return { ok: true, value: { ...FAMILIES[category][chosen](random), difficulty: chosen } };
}
