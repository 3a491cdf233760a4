import type { Step } from '../../math/steps';
import type { PracticeDifficulty } from '../generateProblem';
import { writtenStep } from '../problems/shared';
import { type SkillCategory, type SkillDefinition, skills } from '../skills/catalogue';
import { ENGLISH, type PracticeLanguage, write } from '../words';

export type { SkillCategory } from '../skills/catalogue';

export interface SkillInfo {
  /** Stable id, used in URLs and stored progress: "two-step-equations". */
  id: string;
  category: SkillCategory;
  title: string;
  description: string;
  /** True when a marketplace pack unlocks the skill. */
  premium: boolean;
  /** The marketplace packs (product ids) that unlock it; empty for a free skill. */
  packs: string[];
  /** Difficulties it offers, easiest first. */
  levels: PracticeDifficulty[];
  /** Hint levels a problem offers: 2 (a nudge, then the method) or 3 (then the first step). */
  hintLevels: number;
  /** Reference formulas (a formula sheet): note, text and MathML. */
  formulas: Step[];
  /** Mistakes learners often make in this skill. */
  commonMistakes: string[];
}

export interface ListSkillsOptions {
  /** Only the skills of this category. */
  category?: SkillCategory;
  /** Only the skills this pack (product id) unlocks. */
  pack?: string;
  /** Only free (`false`) or only premium (`true`) skills. */
  premium?: boolean;
  /**
   * The language to write each skill's title, description, formula notes and common mistakes
   * in (`spanishPractice` from `@mathtools/math-core/locales/es`, …), the formulas in its
   * notation; English by default. A skill-kit skill writes them from its own words (`sayFrom`),
   * and what its definition gives as text stays that text.
   */
  language?: PracticeLanguage;
}

/**
 * The free skills: every practice skill this library generates, with its category, title,
 * description, difficulties, hint levels, formula sheet and common mistakes, each category in
 * teaching order. Every one is free (`premium: false`, no `packs`); premium skills, which
 * marketplace packs unlock, are not part of the library. Unknown filters match nothing; anything
 * that is not an options object lists every skill. `options.language` writes them in a
 * language.
 *
 * @example
 * listSkills({ category: 'algebra' }).map((s) => s.id);
 * // ['one-step-equations', 'two-step-equations', 'distributive-law', 'variables-both-sides',
 * //  'quadratics-factoring', 'quadratic-formula']
 */
export function listSkills(options?: ListSkillsOptions): SkillInfo[] {
  return listFromDefinitions(skills(), options);
}

/**
 * Skill kit: `definitions` as `listSkills` lists skills, with the same filters and fields
 * (`premium` is true when the definition names packs), in the order given.
 */
export function listFromDefinitions(
  definitions: readonly SkillDefinition[],
  options?: ListSkillsOptions,
): SkillInfo[] {
  const filter: ListSkillsOptions = typeof options === 'object' && options !== null ? options : {};
  const language = filter.language ?? ENGLISH;

  return definitions
    .filter(
      (skill) =>
        (filter.category === undefined || skill.category === filter.category) &&
        (filter.pack === undefined || skill.packs.includes(filter.pack)) &&
        (filter.premium === undefined || filter.premium === skill.packs.length > 0),
    )
    .map((skill) => ({
      id: skill.id,
      category: skill.category,
      title: write(skill.title, language),
      description: write(skill.description, language),
      premium: skill.packs.length > 0,
      packs: [...skill.packs],
      levels: ['Easy', 'Medium', 'Hard'],
      hintLevels: skill.hintLevels,
      formulas: skill.formulas.map(([note, formula]) =>
        writtenStep(
          note,
          typeof formula === 'function' ? formula((words) => write(words, language)) : formula,
          language,
        ),
      ),
      commonMistakes: skill.mistakes.map((mistake) => write(mistake, language)),
    }));
}
