// The premium skills pass the checks math-core's free skills pass (math-core's test/skill-checks),
// with every answer solved independently (test/premium-oracle.ts).
import { generateSkillProblem, listSkills, parseMath, toText } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../math-core/src/_lib/testing';
import { seeds } from '../../math-core/test/runs';
import {
  checkAgainstOracle,
  checkAnyIntegerSeed,
  checkEveryLevel,
  checkRefusals,
  checkReplayable,
  DIFFICULTIES,
  distinctPerSkill,
  type Verify,
} from '../../math-core/test/skill-checks';
import {
  allSkills,
  generateAnySkillProblem,
  generatePremiumSkillProblem,
  listPremiumSkills,
  skillsOfPack,
} from '../src/index';
import { PREMIUM_SKILLS } from '../src/skills';
import { checkInequality, solvePremium } from './premium-oracle';

/** An inequality's solution set checked around its bound; any other answer solved. */
const verify: Verify = (p, where) => {
  if (/^x [<>≤≥]/.test(p.answer)) expect(checkInequality(p.question, p.answer), where).toBe(true);
  else checkAgainstOracle(p, where, solvePremium);
};

describe('listPremiumSkills', () => {
  it('lists the premium skills of each pack, in the shape of listSkills', () => {
    expect(listPremiumSkills({ pack: 'algebra-foundations' }).map((s) => s.id)).toEqual([
      'evaluate-expressions',
      'linear-word-problems',
      'linear-inequalities',
    ]);
    expect(listPremiumSkills({ category: 'competition' }).map((s) => s.id)).toEqual([
      'number-theory',
      'counting',
    ]);
    expect(listPremiumSkills({ premium: false })).toEqual([]);
    expect(listPremiumSkills({ pack: 'nothing' })).toEqual([]);
    expect(listPremiumSkills('junk' as never)).toHaveLength(PREMIUM_SKILLS.length);
    expect(PREMIUM_SKILLS).toHaveLength(20);
    for (const skill of listPremiumSkills()) {
      expect(skill.premium).toBe(true);
      expect(skill.packs.length).toBeGreaterThan(0);
      expect(skill.levels).toEqual(DIFFICULTIES);
      expect(skill.formulas.length).toBeGreaterThan(0);
      expect(skill.commonMistakes.length).toBeGreaterThan(0);
      for (const f of skill.formulas) expect(toText(unwrap(parseMath(f.text)))).toBe(f.text);
    }
    expect(new Set(PREMIUM_SKILLS.map((s) => s.id)).size).toBe(PREMIUM_SKILLS.length);
  });

  it('shares no id with a free skill; allSkills lists the free ones first, then these', () => {
    const free = listSkills().map((s) => s.id);
    for (const { id } of PREMIUM_SKILLS) expect(free).not.toContain(id);
    expect(allSkills()).toEqual([...listSkills(), ...listPremiumSkills()]);
    expect(allSkills({ category: 'algebra' }).map((s) => [s.id, s.premium])).toEqual([
      ['one-step-equations', false],
      ['two-step-equations', false],
      ['distributive-law', false],
      ['variables-both-sides', false],
      ['quadratics-factoring', false],
      ['quadratic-formula', false],
      ['evaluate-expressions', true],
      ['linear-word-problems', true],
      ['linear-inequalities', true],
    ]);
    expect(allSkills({ premium: true })).toEqual(listPremiumSkills());
  });
});

describe('generatePremiumSkillProblem', () => {
  it('every skill and level: solved independently, steps true, graded by checkAnswer, hints in levels', () => {
    // 40 seeds a level in the slow tier (`pnpm test:slow`, CI), 10 in `pnpm test`.
    checkEveryLevel(PREMIUM_SKILLS, generatePremiumSkillProblem, verify, seeds(40).length);
  }, 120_000);

  it('varies, and each pack holds at least the problems its card promises', () => {
    // The unit circle has few special angles; every other level has dozens of problems.
    const distinct = distinctPerSkill(PREMIUM_SKILLS, generatePremiumSkillProblem, (id) =>
      id === 'unit-circle' ? 12 : 15,
    );
    const pack = (id: string) =>
      skillsOfPack(id).reduce((sum, s) => sum + distinct.get(s.id)!.size, 0);
    expect(pack('algebra-foundations')).toBeGreaterThanOrEqual(120);
    expect(pack('geometry-essentials')).toBeGreaterThanOrEqual(90);
    expect(pack('logarithms-mastery')).toBeGreaterThanOrEqual(100);
    expect(distinct.get('trig-identities-equations')!.size).toBeGreaterThanOrEqual(80);
    expect(distinct.get('derivatives')!.size).toBeGreaterThanOrEqual(150);
    expect(pack('competition-problem-solving')).toBeGreaterThanOrEqual(60);
    expect(pack('exam-prep-bundle')).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it('gives the three hint levels of a competition problem', () => {
    const three = unwrap(generatePremiumSkillProblem('number-theory', 5, { difficulty: 'Medium' }));
    expect(three.hints.map((h) => h.text)).toEqual([
      'Look at the remainders of 11, 11², 11³ … divided by 4: they repeat.',
      'The remainders repeat every 2 powers; find where 66 falls in the cycle.',
      'Remainders of 11¹, 11², … divided by 4: 3, 1',
    ]);
  });

  it('is replayable and honours the difficulty; the seed picks one when none is asked', () => {
    checkReplayable(PREMIUM_SKILLS, generatePremiumSkillProblem);
  });

  it('refuses unknown skills, difficulties, options and seeds, and free skills', () => {
    checkRefusals(generatePremiumSkillProblem, 'limits');
    expect(generatePremiumSkillProblem('two-step-equations', 1)).toMatchObject({
      ok: false,
      error: { code: 'invalid_value', field: 'skill' },
    });
  });

  it('any integer seed gives a gradable problem of the requested skill', () => {
    checkAnyIntegerSeed(PREMIUM_SKILLS, generatePremiumSkillProblem, verify);
  });
});

describe('generateAnySkillProblem', () => {
  it('generates free skills as math-core does and premium skills as this package does', () => {
    for (const seed of [0, 1, 42, -7, 2 ** 40]) {
      expect(generateAnySkillProblem('two-step-equations', seed)).toEqual(
        generateSkillProblem('two-step-equations', seed),
      );
      expect(generateAnySkillProblem('log-rules-drill', seed, { difficulty: 'Hard' })).toEqual(
        generatePremiumSkillProblem('log-rules-drill', seed, { difficulty: 'Hard' }),
      );
    }
    for (const unknown of ['calculus', 'toString', 7 as never])
      expect(generateAnySkillProblem(unknown, 1)).toMatchObject({
        ok: false,
        error: { code: 'invalid_value', field: 'skill' },
      });
    expect(generateAnySkillProblem('limits', Number.NaN)).toMatchObject({
      ok: false,
      error: { code: 'not_a_number' },
    });
  });
});
