/**
 * The practice generators over thousands of seeds, in the slow tier: every family of
 * generateProblem at 120 seeds against independent solvers, the variety of 3,000 seeds of each
 * category and level, and every skill and level at 40 seeds with the variety of 1,000. The unit
 * tests run the same checks over a few seeds each.
 */
import { describe, it } from 'vitest';
import { generateSkillProblem } from '../../src/practice/generateSkillProblem';
import { skills } from '../../src/practice/skills/catalogue';
import { checkFamilies, checkVariety, verifySkill } from '../practice-family-checks';
import { checkEveryLevel, distinctPerSkill } from '../skill-checks';

describe('generateProblem, every family', () => {
  it('120 seeds each: the answer matches an independent solver and checkAnswer grades it', () => {
    checkFamilies(120);
  }, 300_000);

  it('varies: ≥ 200 distinct problems per 1,000 seeds, and under 1% recur within 10 seeds', () => {
    checkVariety();
  }, 300_000);
});

describe('generateSkillProblem, every free skill', () => {
  it('40 seeds of every level: solved independently, steps true, graded by checkAnswer', () => {
    checkEveryLevel(skills(), generateSkillProblem, verifySkill, 40);
  }, 300_000);

  it('varies: dozens of problems at every level', () => {
    distinctPerSkill(skills(), generateSkillProblem, () => 15);
  }, 300_000);
});
