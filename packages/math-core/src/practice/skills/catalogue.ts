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

export type SkillCategory =
  | 'algebra'
  | 'logarithms'
  | 'geometry'
  | 'trigonometry'
  | 'calculus'
  | 'competition'
  | 'arithmetic';

/**
 * A practice skill: its id (a URL-safe slug), what it practises, and the problem families of each
 * difficulty (a problem picks one family of its level, then its numbers, from the seed).
 */
export interface SkillDefinition {
  id: string;
  category: SkillCategory;
  title: string;
  description: string;
  /** The marketplace packs (product ids) that unlock the skill; none for a free skill. */
  packs: readonly string[];
  /** The first hint when a family has no nudge of its own. */
  nudge: string;
  /** How many hint levels a problem offers: a nudge and the method, then the first step. */
  hintLevels: 2 | 3;
  levels: Record<Difficulty, readonly Family[]>;
  /** Reference formulas for a formula sheet: a note and the formula. */
  formulas: readonly (readonly [note: string, formula: MathNode])[];
  /** Mistakes learners often make in this skill. */
  mistakes: readonly string[];
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
      id: 'one-step-equations',
      category: 'algebra',
      title: 'One-step equations',
      description: 'Solve x + a = c, ax = c and x/a = c with one inverse operation.',
      nudge: 'What is being done to x? Do the opposite to both sides.',
      levels: levels([A.addition], [A.product, A.quotient, A.difference], [S.fractionCoefficient]),
    },
    {
      ...FREE,
      id: 'two-step-equations',
      category: 'algebra',
      title: 'Two-step equations',
      description: 'Solve ax + b = c: move the constant, then divide.',
      nudge: 'Two things are done to x: undo the last one first.',
      levels: levels([A.twoStep], [A.divided], [A.fractionAnswer]),
    },
    {
      ...FREE,
      id: 'distributive-law',
      category: 'algebra',
      title: 'The distributive law',
      description: 'Equations with brackets: multiply out, then solve.',
      nudge: 'The number in front of the brackets multiplies everything inside.',
      levels: levels([S.distributeSmall], [A.distributive], [A.bracketsBothSides]),
    },
    {
      ...FREE,
      id: 'variables-both-sides',
      category: 'algebra',
      title: 'Variables on both sides',
      description: 'Collect the x terms on one side and the numbers on the other.',
      nudge: 'There is an x on both sides: gather them on one side first.',
      levels: levels([S.bothSidesSimple], [A.bothSides], [S.bothSidesFraction, A.fractions]),
    },
    {
      ...FREE,
      id: 'quadratics-factoring',
      category: 'algebra',
      title: 'Quadratics by factoring',
      description: 'Solve x² + bx + c = 0 and ax² + bx + c = 0 by writing them as two brackets.',
      nudge: 'Can the left side be written as two brackets multiplied together?',
      levels: levels([S.monicSmall], [A.monic, A.scaled], [A.leading]),
    },
    {
      ...FREE,
      id: 'quadratic-formula',
      category: 'algebra',
      title: 'The quadratic formula',
      description:
        'The discriminant, and the roots of any quadratic from x = (−b ± √(b² − 4ac))/(2a).',
      nudge: 'Read off a, b and c first.',
      levels: levels([S.discriminant], [S.formulaRational], [S.formulaIrrational]),
    },
    // ── logarithms ──
    {
      ...FREE,
      id: 'evaluate-logarithms',
      category: 'logarithms',
      title: 'Evaluating logarithms',
      description: 'log_b(x) is the power of b that gives x: powers, roots and logs of logs.',
      nudge: 'A logarithm answers: to what power must the base be raised?',
      levels: levels([L.evaluate, L.inverse], [S.evaluateRoot], [S.nestedLog]),
    },
    {
      ...FREE,
      id: 'change-of-base',
      category: 'logarithms',
      title: 'Change of base',
      description: 'Logarithms between bases that are powers of one number, and with a calculator.',
      nudge: 'Can both numbers be written as powers of the same number?',
      levels: levels([S.baseRatio], [L.changeOfBase], [S.changeOfBaseDecimal]),
    },
    {
      ...FREE,
      id: 'log-rules',
      category: 'logarithms',
      title: 'Product, quotient and power rules',
      description: 'Expand and condense logarithms with the three rules.',
      nudge: 'Which rule turns this sum, difference or power into something simpler?',
      levels: levels(
        [L.powerRule, L.sumDifference],
        [L.productRule, L.quotientRule],
        [L.expand, L.condense],
      ),
    },
    {
      ...FREE,
      id: 'log-equations',
      category: 'logarithms',
      title: 'Solving logarithmic equations',
      description: 'Rewrite log_b(y) = k as y = b^k, and reject roots outside the domain.',
      nudge: 'A logarithm equation is an exponent equation in disguise.',
      levels: levels([L.definition], [L.logEquation], [L.logSum]),
    },
    {
      ...FREE,
      id: 'exponential-equations',
      category: 'logarithms',
      title: 'Solving exponential equations',
      description: 'Write both sides as powers of one base and set the exponents equal.',
      nudge: 'Can both sides be written as powers of the same base?',
      levels: levels([L.exponent], [L.expEquation], [L.commonBase]),
    },
    // ── geometry ──
    {
      ...FREE,
      id: 'area-perimeter',
      category: 'geometry',
      title: 'Area and perimeter',
      description: 'Rectangles, parallelograms, triangles and trapezoids.',
      nudge: 'Which formula fits this shape?',
      levels: levels([G.rectangle], [G.parallelogram, G.trapezoid], [G.trapezoidHeight]),
    },
    {
      ...FREE,
      id: 'triangles',
      category: 'geometry',
      title: 'Triangles',
      description: 'Angle sums, similar triangles and how their areas scale.',
      nudge: 'What do you know about every triangle, or about similar ones?',
      levels: levels([G.angles], [G.similar], [G.similarArea]),
    },
    {
      ...FREE,
      id: 'pythagoras',
      category: 'geometry',
      title: 'The Pythagorean theorem',
      description: 'The hypotenuse and the missing leg of a right triangle.',
      nudge: 'In a right triangle the three sides are linked by a² + b² = c².',
      levels: levels([S.hypotenuseSmall], [G.hypotenuse], [G.leg]),
    },
    {
      ...FREE,
      id: 'circles',
      category: 'geometry',
      title: 'Circles',
      description: 'Area and circumference, with π ≈ 3.14 and with π itself.',
      nudge: 'Radius or diameter? The formulas use the radius.',
      levels: levels([G.circle314], [S.circleRadius], [G.circle]),
    },
    {
      ...FREE,
      id: 'angles',
      category: 'geometry',
      title: 'Angles',
      description: 'Complementary and supplementary angles, polygon angle sums, regular polygons.',
      nudge: 'Angles on a line, in a triangle or in a polygon add up to a known total.',
      levels: levels([S.anglePairs], [G.polygonSum], [G.regular]),
    },
    {
      ...FREE,
      id: 'volume',
      category: 'geometry',
      title: 'Volume',
      description: 'Boxes, prisms, cylinders, cones and spheres.',
      nudge: 'Volume is the area of the base times a height (a third of it for a cone).',
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
