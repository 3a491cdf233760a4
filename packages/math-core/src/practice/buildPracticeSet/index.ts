import { createRandom } from '../../_lib/random';
import { fail } from '../../_lib/result';
import type { Result } from '../../types';
import type { PracticeDifficulty } from '../generateProblem';
import { generateSkillProblem, type SkillProblem } from '../generateSkillProblem';
import { skillById } from '../skills/catalogue';

export interface PracticeSetOptions {
  /** How many problems (1–200); 10 by default. */
  count?: number;
  /** One difficulty for every problem; by default Easy, Medium and Hard take turns. */
  difficulty?: PracticeDifficulty;
}

const DIFFICULTIES: readonly PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];
const MAX_PRACTICE_SET = 200;
/** Draws for a question not yet in the set before concluding the skill has no more. */
const DRAWS = 500;

/**
 * A fixed set of problems over several skills — a quiz, a mock exam, a worksheet with its answer
 * key — fully determined by `skills`, `seed` and `options`. Skills take turns (interleaved, in the
 * order given), no question appears twice, and without `options.difficulty` the difficulty rises
 * Easy → Medium → Hard with each round through the skills. Each problem carries its answer,
 * `decimals` when it asks to round, and its worked steps, so the set is its own answer key.
 *
 * Errors: `invalid_value` for an empty list, an unknown skill, a count that is not a whole number
 * from 1 to 200, or a bad difficulty; `not_a_number` for a seed that is not a finite number;
 * `out_of_range` (field `count`) when a skill has fewer different problems at a difficulty than
 * the set needs from it (some have only a few dozen: `evaluate-logarithms` at Hard), rather than
 * repeat a question.
 *
 * @example
 * buildPracticeSet(['one-step-equations', 'log-rules'], 2024, { count: 4 }).value.map((p) => p.skill);
 * // ['one-step-equations', 'log-rules', 'one-step-equations', 'log-rules']
 */
export function buildPracticeSet(
  skills: readonly string[],
  seed: number,
  options?: PracticeSetOptions,
): Result<SkillProblem[]> {
  if (!Array.isArray(skills) || skills.length === 0 || skills.length > MAX_PRACTICE_SET)
    return fail('invalid_value', 'skills must be a list of 1 to 200 skill ids', 'skills');
  if (!skills.every((id) => typeof id === 'string' && skillById(id) !== undefined))
    return fail('invalid_value', 'every skill must be the id of a listed skill', 'skills');
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('not_a_number', 'seed must be a finite number', 'seed');
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { count = 10, difficulty } = opts as PracticeSetOptions;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PRACTICE_SET)
    return fail('invalid_value', 'count must be a whole number from 1 to 200', 'count');
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty))
    return fail('invalid_value', 'difficulty must be Easy, Medium or Hard', 'difficulty');
  const random = createRandom(Math.trunc(seed) % 4294967296);
  const seen = new Set<string>();
  const problems: SkillProblem[] = [];
  for (let i = 0; i < count; i++) {
    const skill = skills[i % skills.length] as string;
    const round = Math.floor(i / skills.length);
    const level =
      difficulty ??
      DIFFICULTIES[Math.min(2, Math.floor((3 * round) / Math.ceil(count / skills.length)))]!;
    // A question already in the set is drawn again. Some skills have only a few dozen distinct
    // problems at a level: after DRAWS draws without a new one the set cannot be that long.
    let problem: SkillProblem | undefined;
    for (let attempt = 0; attempt < DRAWS && (!problem || seen.has(problem.question)); attempt++) {
      const drawn = generateSkillProblem(skill, random.int(0, 4294967295), { difficulty: level });
      if (drawn.ok) problem = drawn.value;
    }
    if (!problem) return fail('invalid_value', 'no problem could be generated', 'skills');
    if (seen.has(problem.question))
      return fail(
        'out_of_range',
        `${skill} has too few different ${level} problems for a set of ${count} without repeats; ask for fewer`,
        'count',
      );
    seen.add(problem.question);
    problems.push(problem);
  }
  return { ok: true, value: problems };
}
