/**
 * @mathtools/premium-skills: the premium practice skills (their problem generators, answers,
 * hints and worked steps) and the marketplace pack catalogue. Private to the server: the public
 * library `@mathtools/math-core` holds the free skills and the machinery (checkAnswer, mastery,
 * spaced review), and these skills are built on its skill kit so that they list and generate
 * exactly as its own do.
 */
import {
  type GenerateSkillProblemOptions,
  generateSkillProblem,
  type ListSkillsOptions,
  listSkills,
  type Result,
  type SkillInfo,
  type SkillProblem,
} from '@mathtools/math-core';
import { generateFromDefinition, listFromDefinitions } from '@mathtools/math-core/skill-kit';
import { PREMIUM_SKILLS, premiumSkillById } from './skills';

export { isBundle, listPacks, type PackInfo } from './packs';

/**
 * The premium skills, in the shape and with the filters of math-core's `listSkills`
 * (`premium: true`, `packs` the product ids that unlock each).
 */
export function listPremiumSkills(options?: ListSkillsOptions): SkillInfo[] {
  return listFromDefinitions(PREMIUM_SKILLS, options);
}

/**
 * A problem of a premium skill, as math-core's `generateSkillProblem` makes one of a free skill:
 * fully determined by `skill`, `seed` and `options.difficulty`, with the same errors (an id that
 * is not a premium skill is `invalid_value` on `skill`).
 */
export function generatePremiumSkillProblem(
  skill: string,
  seed: number,
  options?: GenerateSkillProblemOptions,
): Result<SkillProblem> {
  const definition = typeof skill === 'string' ? premiumSkillById(skill) : undefined;
  return generateFromDefinition(definition, seed, options);
}

/** The premium skills a pack (product id) unlocks; none for an unknown id. */
export function skillsOfPack(packId: string): SkillInfo[] {
  return listPremiumSkills({ pack: packId });
}

/** Every skill, free (math-core's) first, then premium, with `listSkills`' filters. */
export function allSkills(options?: ListSkillsOptions): SkillInfo[] {
  return [...listSkills(options), ...listPremiumSkills(options)];
}

/** A problem of any skill, free or premium; an id that is neither is `invalid_value` on `skill`. */
export function generateAnySkillProblem(
  skill: string,
  seed: number,
  options?: GenerateSkillProblemOptions,
): Result<SkillProblem> {
  return typeof skill === 'string' && premiumSkillById(skill)
    ? generatePremiumSkillProblem(skill, seed, options)
    : generateSkillProblem(skill, seed, options);
}
