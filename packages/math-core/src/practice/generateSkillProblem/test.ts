import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInequality, solve } from '../../../test/skill-oracle';
import { FAMILIES } from '../../_lib/problems';
import { errorOf, unwrap } from '../../_lib/testing';
import { formatFixed } from '../../format/formatFixed';
import { evaluateMath } from '../../math/evaluateMath';
import { parseMath } from '../../math/parseMath';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { checkAnswer } from '../checkAnswer';
import { generateProblem, type PracticeDifficulty } from '../generateProblem';
import { listSkills } from '../listSkills';
import { skillById, skills } from '../skills/catalogue';

const SKILLS = skills();

import { generateSkillProblem, type SkillProblem } from './index';

const DIFFICULTIES: PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];
const EXISTING = new Set(
  Object.values(FAMILIES).flatMap((byLevel) => Object.values(byLevel).flat()),
);

/** Decimals a number node shows: 2 for 28.27. */
const shown = (node: MathNode): number | undefined => {
  const n = node.type === 'neg' ? node.arg : node.type === 'postfix' ? node.arg : node;
  return n.type === 'number' ? (n.value.split('.')[1] ?? '').length : undefined;
};

/** Every step reads back to itself, and a step without unknowns is true to the digits it shows. */
const checkSteps = (p: SkillProblem, where: string): void => {
  expect(
    p.explanation.map((s) => s.text),
    where,
  ).toEqual(p.steps);
  expect(p.steps.length, where).toBeGreaterThanOrEqual(1);
  for (const s of p.explanation) {
    const tree = unwrap(parseMath(s.text));
    expect(toText(tree), where).toBe(s.text);
    expect(s.mathml, `${where}: ${s.text}`).toBe(toMathML(tree));
    expect(s.note.length, where).toBeGreaterThan(0);
    const unknowns = /[a-zα-ω]/i.test(s.text.replace(/log|ln|sin|cos|tan/g, ''));
    if (tree.type !== 'relation' || unknowns) continue;
    tree.relations.forEach((relation, i) => {
      const [left, right] = [tree.operands[i]!, tree.operands[i + 1]!];
      const [l, r] = [evaluateMath(left), evaluateMath(right)];
      const digits = shown(right);
      if (relation === '≈' && digits !== undefined)
        expect(Math.abs(l - r), `${where}: ${s.text}`).toBeLessThanOrEqual(
          0.5 * 10 ** -digits + 1e-9,
        );
      else
        expect(
          evaluateMath({ type: 'relation', operands: [left, right], relations: [relation] }),
          `${where}: ${s.text}`,
        ).toBe(1);
    });
  }
};

const values = (answer: string): number[] =>
  answer.split(', ').map((part) => evaluateMath(unwrap(parseMath(part))));

/** The answer against the independent solver: equal, or equal once rounded as asked. */
const checkAgainstOracle = (p: SkillProblem, where: string): void => {
  if (/^x [<>≤≥]/.test(p.answer)) {
    expect(checkInequality(p.question, p.answer), where).toBe(true);
    return;
  }
  const expected = solve(p.question);
  const got = values(p.answer);
  expect(got.length, `${where}: ${expected}`).toBe(expected.length);
  got.forEach((value, i) => {
    const truth = expected[i]!;
    if (p.decimals !== undefined)
      expect(formatFixed(truth, p.decimals), where).toBe(p.answer.split(', ')[i]);
    else
      expect(Math.abs(value - truth), `${where}: ${truth}`).toBeLessThanOrEqual(
        1e-5 * Math.max(1, Math.abs(truth)),
      );
  });
};

describe('listSkills', () => {
  it('lists the free skills of each category and the premium skills of the packs', () => {
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
    expect(listSkills({ pack: 'algebra-foundations' }).map((s) => s.id)).toEqual([
      'evaluate-expressions',
      'linear-word-problems',
      'linear-inequalities',
    ]);
    expect(listSkills({ pack: 'nothing' })).toEqual([]);
    expect(listSkills('junk' as never)).toHaveLength(SKILLS.length);
    for (const skill of listSkills()) {
      expect(skill.premium).toBe(skill.packs.length > 0);
      expect(skill.levels).toEqual(DIFFICULTIES);
      for (const f of skill.formulas) expect(toText(unwrap(parseMath(f.text)))).toBe(f.text);
    }
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
  });
});

describe('generateSkillProblem', () => {
  it('every skill and level: solved independently, steps true, graded by checkAnswer, two-level hints', () => {
    for (const skill of SKILLS) {
      for (const difficulty of DIFFICULTIES) {
        for (let seed = 0; seed < 40; seed++) {
          const p = unwrap(generateSkillProblem(skill.id, seed, { difficulty }));
          const where = `${skill.id} ${difficulty} #${seed}: ${p.question} → ${p.answer}`;
          expect(p.skill).toBe(skill.id);
          expect(p.difficulty).toBe(difficulty);
          checkSteps(p, where);
          if (!isExisting(skill.id, p)) checkAgainstOracle(p, where);
          const options = p.decimals === undefined ? {} : { decimals: p.decimals };
          expect(unwrap(checkAnswer(p.answer, p.answer, options)).correct, where).toBe(true);
          expect(unwrap(checkAnswer(` ${p.answer} `, p.answer, options)).correct, where).toBe(true);
          const wrong =
            p.decimals === undefined ? `${p.answer}1` : `${Number(p.answer.split(', ')[0]) + 1}`;
          expect(checkAnswer(wrong, p.answer, options), where).not.toMatchObject({
            value: { correct: true },
          });
          expect(p.hints, where).toHaveLength(skill.hintLevels);
          expect(p.hints[1]!.text).toBe(p.hint);
          expect(p.hints[0]!.text).not.toBe(p.hints[1]!.text);
          for (const h of p.hints) expect(h.mathml).toMatch(/^<math [^>]*>.*<\/math>$/);
          expect(p.answerMathml, where).toBe(
            toMathML(unwrap(parseMath(p.answer.replace(/-√/g, '−√')))),
          );
        }
      }
    }
  }, 120_000);

  it('varies, and each pack holds at least the problems its card promises', () => {
    const distinct = new Map<string, Set<string>>();
    for (const skill of SKILLS) {
      const all = new Set<string>();
      for (const difficulty of DIFFICULTIES) {
        const level = new Set(
          Array.from(
            { length: 1000 },
            (_, seed) => unwrap(generateSkillProblem(skill.id, seed, { difficulty })).question,
          ),
        );
        // The unit circle has few special angles; every other level has dozens of problems.
        expect(level.size, `${skill.id} ${difficulty}`).toBeGreaterThanOrEqual(
          skill.id === 'unit-circle' ? 12 : 15,
        );
        for (const q of level) all.add(q);
      }
      distinct.set(skill.id, all);
    }
    const pack = (id: string) =>
      listSkills({ pack: id }).reduce((sum, s) => sum + distinct.get(s.id)!.size, 0);
    expect(pack('algebra-foundations')).toBeGreaterThanOrEqual(120);
    expect(pack('geometry-essentials')).toBeGreaterThanOrEqual(90);
    expect(pack('logarithms-mastery')).toBeGreaterThanOrEqual(100);
    expect(distinct.get('trig-identities-equations')!.size).toBeGreaterThanOrEqual(80);
    expect(distinct.get('derivatives')!.size).toBeGreaterThanOrEqual(150);
    expect(pack('competition-problem-solving')).toBeGreaterThanOrEqual(60);
    expect(pack('exam-prep-bundle')).toBeGreaterThanOrEqual(500);
  }, 60_000);

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
    const three = unwrap(generateSkillProblem('number-theory', 5, { difficulty: 'Medium' }));
    expect(three.hints.map((h) => h.text)).toEqual([
      'Look at the remainders of 11, 11², 11³ … divided by 4: they repeat.',
      'The remainders repeat every 2 powers; find where 66 falls in the cycle.',
      'Remainders of 11¹, 11², … divided by 4: 3, 1',
    ]);
  });

  it('is replayable and honours the difficulty; the seed picks one when none is asked', () => {
    for (const { id } of SKILLS) {
      expect(generateSkillProblem(id, 42)).toEqual(generateSkillProblem(id, 42));
      const seen = new Set(
        Array.from({ length: 40 }, (_, seed) => unwrap(generateSkillProblem(id, seed)).difficulty),
      );
      expect([...seen].sort()).toEqual([...DIFFICULTIES].sort());
    }
  });

  it('refuses unknown skills, difficulties, options and seeds', () => {
    expect(errorOf(generateSkillProblem('calculus', 1))).toMatchObject({
      code: 'invalid_value',
      field: 'skill',
    });
    expect(errorOf(generateSkillProblem('limits', Number.NaN))).toMatchObject({
      code: 'not_a_number',
    });
    expect(
      errorOf(generateSkillProblem('limits', 1, { difficulty: 'Insane' as never })).field,
    ).toBe('difficulty');
    expect(errorOf(generateSkillProblem('limits', 1, 7 as never)).field).toBe('options');
    expect(errorOf(generateSkillProblem('toString', 1)).field).toBe('skill');
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
    fc.assert(
      fc.property(
        fc.constantFrom(...SKILLS.map((s) => s.id)),
        fc.integer(),
        fc.constantFrom(...DIFFICULTIES),
        (skill, seed, difficulty) => {
          const p = unwrap(generateSkillProblem(skill, seed, { difficulty }));
          const options = p.decimals === undefined ? {} : { decimals: p.decimals };
          expect(unwrap(checkAnswer(p.answer, p.answer, options)).correct).toBe(true);
          if (!isExisting(skill, p)) checkAgainstOracle(p, `${skill} ${seed}: ${p.question}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Reused category families are solved independently in generateProblem's own tests. */
function isExisting(skill: string, p: SkillProblem): boolean {
  const definition = skillById(skill)!;
  return definition.levels[p.difficulty].every((family) => EXISTING.has(family));
}
