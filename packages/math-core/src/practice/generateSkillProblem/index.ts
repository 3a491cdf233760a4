import { createRandom } from '../../_lib/random';
import { fail } from '../../_lib/result';
import { text } from '../../math/build';
import { toMathML } from '../../math/toMathML';
import type { Result } from '../../types';
import type { PracticeDifficulty, PracticeProblem } from '../generateProblem';
import { inLanguage, withMinusSigns } from '../problems/shared';
import { type SkillDefinition, skillById } from '../skills/catalogue';
import { ENGLISH, type PracticeLanguage, write } from '../words';

/** One level of help: the words, and the same as MathML (text, or the maths of a step). */
export interface Hint {
  text: string;
  mathml: string;
}

export interface SkillProblem extends PracticeProblem {
  /** The skill's id. */
  skill: string;
  /**
   * Help in levels, to show one at a time: a nudge (what to notice), then the method (the same
   * as `hint`); skills with three levels add the first step of the working.
   */
  hints: Hint[];
}

export interface GenerateSkillProblemOptions {
  /** Ask for one difficulty; by default the seed chooses it. */
  difficulty?: PracticeDifficulty;
  /**
   * The language to write the problem and its hints in (`spanishPractice` from
   * `@mathtools/math-core/locales/es`, …); English by default.
   */
  language?: PracticeLanguage;
}

const DIFFICULTIES: readonly PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];

/**
 * A problem of one free skill (`listSkills` gives the ids), fully determined by `skill`, `seed`
 * (reduced to 32 bits) and `options.difficulty`. It has everything a `generateProblem` problem has
 * (question, exact answer, difficulty, steps, MathML, explanation) plus `skill`, `hints` in levels
 * and, for a question that asks to round, `decimals` for `checkAnswer`.
 *
 * Errors: `invalid_value` for an unknown skill (a premium skill is not part of the library),
 * difficulty or options; `not_a_number` for a seed that is not a finite number.
 *
 * @example
 * generateSkillProblem('two-step-equations', 3, { difficulty: 'Easy' }).value.hints.map((h) => h.text);
 * // ['Two things are done to x: undo the last one first.',
 * //  'First move the constant term to the other side, then divide by the coefficient of x.']
 */
export function generateSkillProblem(
  skill: string,
  seed: number,
  options?: GenerateSkillProblemOptions,
): Result<SkillProblem> {
  return generateFromDefinition(
    typeof skill === 'string' ? skillById(skill) : undefined,
    seed,
    options,
  );
}

/**
 * Skill kit: a problem of `definition` exactly as `generateSkillProblem` makes one of a listed
 * skill: the same seed, difficulty and checks give the same problem, hints and errors. Pass the
 * result of looking the skill up: `undefined` (no such skill) is the `invalid_value` error on
 * `skill`.
 */
export function generateFromDefinition(
  definition: SkillDefinition | undefined,
  seed: number,
  options?: GenerateSkillProblemOptions,
): Result<SkillProblem> {
  if (!definition) return fail('invalid_value', 'skill must be the id of a listed skill', 'skill');
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('not_a_number', 'seed must be a finite number', 'seed');
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { difficulty, language = ENGLISH } = opts as GenerateSkillProblemOptions;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty))
    return fail('invalid_value', 'difficulty must be Easy, Medium or Hard', 'difficulty');
  const random = createRandom(Math.trunc(seed) % 4294967296);
  const chosen = difficulty ?? random.pick(DIFFICULTIES);
  const { nudge, decimals, ...problem } = inLanguage(
    random.pick(definition.levels[chosen])(random),
    language,
  );
  const first = withMinusSigns(nudge ?? write(definition.nudge, language));
  const hints: Hint[] = [
    {
      text: first,
      mathml: toMathML(text(first), language === ENGLISH ? {} : { notation: language.notation }),
    },
    { text: problem.hint, mathml: problem.hintMathml },
  ];
  const start = problem.explanation[0];
  if (definition.hintLevels === 3 && start)
    hints.push({
      text: write(
        { id: 'hint.firstStep', values: { note: start.note, step: start.text } },
        language,
      ),
      mathml: start.mathml,
    });
  return {
    ok: true,
    value: {
      ...problem,
      difficulty: chosen,
      skill: definition.id,
      hints,
      ...(decimals === undefined ? {} : { decimals }),
    },
  };
}
