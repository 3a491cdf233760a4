/**
 * The free skills: what each practises and its problem families per difficulty. A skill defined
 * outside the library (a premium one, unlocked by marketplace packs) has the same shape, and the
 * skill kit (`@mathtools/math-core/skill-kit`) lists and generates it as the library does its own.
 */

import type { MathNode } from '../../math/tree';
import { ALGEBRA_FAMILIES as A } from '../problems/algebra';
import { GEOMETRY_FAMILIES as G } from '../problems/geometry';
import { LOGARITHMS_FAMILIES as L } from '../problems/logarithms';
import type { Difficulty, Family } from '../problems/shared';
import * as S from '../problems/skills';
import { say, type Words } from '../words';
import type { SkillWordId } from '../words/en-skills';

/** A free skill's id: the skills of the English table of skill words (../words/en-skills.ts). */
type FreeSkillId = SkillWordId extends `skills.${infer Id}.${'title' | 'description' | 'nudge'}`
  ? Id
  : never;

/** A free skill's id, name, description and first hint, the words by id in every language. */
const named = (id: FreeSkillId) => ({
  id,
  title: say(`skills.${id}.title`),
  description: say(`skills.${id}.description`),
  nudge: say(`skills.${id}.nudge`),
});

export type SkillCategory =
  | 'algebra'
  | 'logarithms'
  | 'geometry'
  | 'trigonometry'
  | 'calculus'
  | 'competition'
  | 'arithmetic';

/**
 * A formula of a formula sheet: a tree, or, for one with words in it (sin θ = opposite /
 * hypotenuse), the tree made from `word`, which writes words by id in the sheet's language, for
 * its `text` nodes.
 */
export type Formula = MathNode | ((word: (words: Words) => string) => MathNode);

/**
 * A practice skill: its id (a URL-safe slug), what it practises, and the problem families of each
 * difficulty (a problem picks one family of its level, then its numbers, from the seed).
 */
export interface SkillDefinition {
  id: string;
  category: SkillCategory;
  /** Its name and what it practises: words by id for the library's own skills, or English text. */
  title: Words;
  description: Words;
  /** The marketplace packs (product ids) that unlock the skill; none for a free skill. */
  packs: readonly string[];
  /** The first hint when a family has no nudge of its own (words by id, or English text). */
  nudge: Words;
  /** How many hint levels a problem offers: a nudge and the method, then the first step. */
  hintLevels: 2 | 3;
  levels: Record<Difficulty, readonly Family[]>;
  /** Reference formulas for a formula sheet: a note (words by id, or text) and the formula. */
  formulas: readonly (readonly [note: Words, formula: Formula])[];
  /** Mistakes learners often make in this skill (words by id, or text). */
  mistakes: readonly Words[];
}

const build = (): readonly SkillDefinition[] => {
  const levels = (
    easy: readonly Family[],
    medium: readonly Family[],
    hard: readonly Family[],
  ): Record<Difficulty, readonly Family[]> => ({ Easy: easy, Medium: medium, Hard: hard });

  const FREE = { packs: [] as const, hintLevels: 2 as const, formulas: [], mistakes: [] };

  return [
    // ── algebra ──
    {
      ...FREE,
      ...named('one-step-equations'),
      category: 'algebra',
      levels: levels([A.addition], [A.product, A.quotient, A.difference], [S.fractionCoefficient]),
    },
    {
      ...FREE,
      ...named('two-step-equations'),
      category: 'algebra',
      levels: levels([A.twoStep], [A.divided], [A.fractionAnswer]),
    },
    {
      ...FREE,
      ...named('distributive-law'),
      category: 'algebra',
      levels: levels([S.distributeSmall], [A.distributive], [A.bracketsBothSides]),
    },
    {
      ...FREE,
      ...named('variables-both-sides'),
      category: 'algebra',
      levels: levels([S.bothSidesSimple], [A.bothSides], [S.bothSidesFraction, A.fractions]),
    },
    {
      ...FREE,
      ...named('quadratics-factoring'),
      category: 'algebra',
      levels: levels([S.monicSmall], [A.monic, A.scaled], [A.leading]),
    },
    {
      ...FREE,
      ...named('quadratic-formula'),
      category: 'algebra',
      levels: levels([S.discriminant], [S.formulaRational], [S.formulaIrrational]),
    },
    // ── logarithms ──
    {
      ...FREE,
      ...named('evaluate-logarithms'),
      category: 'logarithms',
      levels: levels([L.evaluate, L.inverse], [S.evaluateRoot], [S.nestedLog]),
    },
    {
      ...FREE,
      ...named('change-of-base'),
      category: 'logarithms',
      levels: levels([S.baseRatio], [L.changeOfBase], [S.changeOfBaseDecimal]),
    },
    {
      ...FREE,
      ...named('log-rules'),
      category: 'logarithms',
      levels: levels(
        [L.powerRule, L.sumDifference],
        [L.productRule, L.quotientRule],
        [L.expand, L.condense],
      ),
    },
    {
      ...FREE,
      ...named('log-equations'),
      category: 'logarithms',
      levels: levels([L.definition], [L.logEquation], [L.logSum]),
    },
    {
      ...FREE,
      ...named('exponential-equations'),
      category: 'logarithms',
      levels: levels([L.exponent], [L.expEquation], [L.commonBase]),
    },
    // ── geometry ──
    {
      ...FREE,
      ...named('area-perimeter'),
      category: 'geometry',
      levels: levels([G.rectangle], [G.parallelogram, G.trapezoid], [G.trapezoidHeight]),
    },
    {
      ...FREE,
      ...named('triangles'),
      category: 'geometry',
      levels: levels([G.angles], [G.similar], [G.similarArea]),
    },
    {
      ...FREE,
      ...named('pythagoras'),
      category: 'geometry',
      levels: levels([S.hypotenuseSmall], [G.hypotenuse], [G.leg]),
    },
    {
      ...FREE,
      ...named('circles'),
      category: 'geometry',
      levels: levels([G.circle314], [S.circleRadius], [G.circle]),
    },
    {
      ...FREE,
      ...named('angles'),
      category: 'geometry',
      levels: levels([S.anglePairs], [G.polygonSum], [G.regular]),
    },
    {
      ...FREE,
      ...named('volume'),
      category: 'geometry',
      levels: levels([G.box], [S.prism], [G.solid]),
    },
  ];
};

/** Every free skill, built once at import (a bundle that never lists skills drops it). */
const SKILLS: readonly SkillDefinition[] = /* @__PURE__ */ build();
const BY_ID: ReadonlyMap<string, SkillDefinition> = /* @__PURE__ */ (() =>
  new Map(SKILLS.map((skill) => [skill.id, skill])))();

/** Every free skill, in teaching order within a category. */
export const skills = (): readonly SkillDefinition[] => SKILLS;

/** A skill by id (own ids only: "toString" is no skill). */
export const skillById = (id: string): SkillDefinition | undefined => BY_ID.get(id);
