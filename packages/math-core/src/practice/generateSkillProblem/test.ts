import { describe, expect, it } from 'vitest';
import { verifySkill } from '../../../test/practice-family-checks';
import {
  checkAnyIntegerSeed,
  checkEveryLevel,
  checkRefusals,
  checkReplayable,
  DIFFICULTIES,
} from '../../../test/skill-checks';
import { errorOf, unwrap } from '../../_lib/testing';
import { parseMath } from '../../math/parseMath';
import { toText } from '../../math/toText';
import { checkAnswer } from '../checkAnswer';
import { generateProblem } from '../generateProblem';
import { listSkills } from '../listSkills';
import { skills } from '../skills/catalogue';
import { generateSkillProblem } from './index';

const SKILLS = skills();

describe('listSkills', () => {
  it('lists the free skills of each category, and only free skills', () => {
    const ids = (category: string) =>
      listSkills({ category: category as never, premium: false }).map((s) => s.id);
    expect(ids('algebra')).toEqual([
      'one-step-equations',
      'two-step-equations',
      'distributive-law',
      'variables-both-sides',
      'quadratics-factoring',
      'quadratic-formula',
    ]);
    expect(ids('logarithms')).toEqual([
      'evaluate-logarithms',
      'change-of-base',
      'log-rules',
      'log-equations',
      'exponential-equations',
    ]);
    expect(ids('geometry')).toEqual([
      'area-perimeter',
      'triangles',
      'pythagoras',
      'circles',
      'angles',
      'volume',
    ]);
    expect(listSkills().map((s) => s.id)).toEqual(SKILLS.map((s) => s.id));
    expect(SKILLS).toHaveLength(17);
    expect(listSkills({ premium: true })).toEqual([]);
    expect(listSkills({ pack: 'algebra-foundations' })).toEqual([]);
    expect(listSkills({ category: 'calculus' })).toEqual([]);
    expect(listSkills({ pack: 'nothing' })).toEqual([]);
    expect(listSkills('junk' as never)).toHaveLength(SKILLS.length);
    for (const skill of listSkills()) {
      expect(skill.premium).toBe(false);
      expect(skill.packs).toEqual([]);
      expect(skill.levels).toEqual(DIFFICULTIES);
      for (const f of skill.formulas) expect(toText(unwrap(parseMath(f.text)))).toBe(f.text);
    }
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
  });
});

describe('generateSkillProblem', () => {
  it('every skill and level, seeds 0–5: solved independently, steps true, graded by checkAnswer, two-level hints', () => {
    // The slow tier checks 40 seeds of each (test/corpus/practice-sweeps.test.ts).
    checkEveryLevel(SKILLS, generateSkillProblem, verifySkill, 6);
  }, 120_000);

  it('never divides by 1: a two-step equation keeps its coefficient', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const p = unwrap(generateSkillProblem('two-step-equations', seed, { difficulty: 'Easy' }));
      expect(p.explanation.map((s) => s.note)).not.toContain('Divide both sides by 1');
      expect(p.question).not.toMatch(/: x [+-]/);
    }
  });

  it('gives the examples the README shows', () => {
    const p = unwrap(generateSkillProblem('two-step-equations', 3, { difficulty: 'Easy' }));
    expect(p.question).toBe('Solve for x: -9x - 18 = -9');
    expect(p.hints.map((h) => h.text)).toEqual([
      'Two things are done to x: undo the last one first.',
      'First move the constant term to the other side, then divide by the coefficient of x.',
    ]);
    expect(p.steps).toEqual(['−9x = 9', 'x = −1']);
  });

  it('is replayable and honours the difficulty; the seed picks one when none is asked', () => {
    checkReplayable(SKILLS, generateSkillProblem);
  });

  it('refuses unknown skills, difficulties, options and seeds', () => {
    checkRefusals(generateSkillProblem, 'log-rules');
  });

  it('knows no premium skill: those are not part of the library', () => {
    for (const id of ['evaluate-expressions', 'log-rules-drill', 'limits', 'number-theory'])
      expect(errorOf(generateSkillProblem(id, 1))).toMatchObject({
        code: 'invalid_value',
        field: 'skill',
      });
  });

  it('inequalities and exact forms are graded by meaning', () => {
    expect(unwrap(checkAnswer('-5/2 <= x', 'x ≥ -5/2')).correct).toBe(true);
    expect(unwrap(checkAnswer('x >= -2.5', 'x ≥ -5/2')).correct).toBe(true);
    expect(unwrap(checkAnswer('x > -2.5', 'x ≥ -5/2')).correct).toBe(false);
    expect(unwrap(checkAnswer('x ≤ -5/2', 'x ≥ -5/2')).correct).toBe(false);
    expect(unwrap(checkAnswer('sqrt(3)/2', '√3/2')).correct).toBe(true);
    expect(unwrap(checkAnswer('-sqrt(2)/2', '-√2/2')).correct).toBe(true);
    expect(unwrap(checkAnswer('0.8660254037844386', '√3/2')).correct).toBe(false);
    expect(unwrap(checkAnswer('√2/2', '√3/2')).correct).toBe(false);
  });

  it('generateProblem is unchanged by the skills (same problems for the same seeds)', () => {
    const p = unwrap(generateProblem('algebra', 42, { difficulty: 'Medium' }));
    expect(Object.keys(p)).not.toContain('nudge');
    expect(Object.keys(p)).not.toContain('decimals');
  });

  it('any integer seed gives a gradable problem of the requested skill', () => {
    checkAnyIntegerSeed(SKILLS, generateSkillProblem, verifySkill);
  });
});
