/**
 * Test-only: the checks every practice skill passes, for the library's free skills and for skills
 * defined with the skill kit outside it (whose tests call these with their own skills, their own
 * generator and their own oracle rules). Not part of the library (it lives under test/).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { errorOf, unwrap } from '../src/_lib/testing';
import { formatFixed } from '../src/format/formatFixed';
import { evaluateMath } from '../src/math/evaluateMath';
import { parseMath } from '../src/math/parseMath';
import { toMathML } from '../src/math/toMathML';
import { toText } from '../src/math/toText';
import type { MathNode } from '../src/math/tree';
import { checkAnswer } from '../src/practice/checkAnswer';
import type { PracticeDifficulty } from '../src/practice/generateProblem';
import type {
  GenerateSkillProblemOptions,
  SkillProblem,
} from '../src/practice/generateSkillProblem';
import type { SkillDefinition } from '../src/practice/skills/catalogue';
import type { Result } from '../src/types';

export const DIFFICULTIES: PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];

/** `generateSkillProblem`, or a generator of other skills with the same contract. */
export type Generate = (
  skill: string,
  seed: number,
  options?: GenerateSkillProblemOptions,
) => Result<SkillProblem>;
/** Checks a problem's answer independently (and may skip families checked elsewhere). */
export type Verify = (p: SkillProblem, where: string) => void;

/** Decimals a number node shows: 2 for 28.27. */
const shown = (node: MathNode): number | undefined => {
  const n = node.type === 'neg' ? node.arg : node.type === 'postfix' ? node.arg : node;
  return n.type === 'number' ? (n.value.split('.')[1] ?? '').length : undefined;
};

/** Every step reads back to itself, and a step without unknowns is true to the digits it shows. */
export const checkSteps = (p: SkillProblem, where: string): void => {
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

/** The answer against an independent solver: equal, or equal once rounded as asked. */
export const checkAgainstOracle = (
  p: SkillProblem,
  where: string,
  solve: (question: string) => number[],
): void => {
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

/**
 * Every skill and level over seeds 0 to `seeds − 1`: the answer checked by `verify`, the steps
 * true, graded correct by checkAnswer (and a changed answer not), hints in the skill's levels.
 */
export const checkEveryLevel = (
  skills: readonly SkillDefinition[],
  generate: Generate,
  verify: Verify,
  seeds = 40,
): void => {
  for (const skill of skills) {
    for (const difficulty of DIFFICULTIES) {
      for (let seed = 0; seed < seeds; seed++) {
        const p = unwrap(generate(skill.id, seed, { difficulty }));
        const where = `${skill.id} ${difficulty} #${seed}: ${p.question} → ${p.answer}`;
        expect(p.skill).toBe(skill.id);
        expect(p.difficulty).toBe(difficulty);
        checkSteps(p, where);
        verify(p, where);
        // A question that asks for an order is graded in that order, and only such a question.
        expect(p.ordered === true, where).toBe(p.question.includes('smallest first'));
        const options = { decimals: p.decimals, ordered: p.ordered === true };
        if (p.ordered) {
          const reversed = p.answer.split(', ').reverse().join(', ');
          expect(unwrap(checkAnswer(reversed, p.answer, options)).correct, where).toBe(false);
        }
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
};

/**
 * The distinct questions of each skill in seeds 0–999 at each level (at least `least(id)` per
 * level), and over its three levels together, by skill id.
 */
export const distinctPerSkill = (
  skills: readonly SkillDefinition[],
  generate: Generate,
  least: (id: string) => number,
): Map<string, Set<string>> => {
  const distinct = new Map<string, Set<string>>();
  for (const skill of skills) {
    const all = new Set<string>();
    for (const difficulty of DIFFICULTIES) {
      const level = new Set(
        Array.from(
          { length: 1000 },
          (_, seed) => unwrap(generate(skill.id, seed, { difficulty })).question,
        ),
      );
      expect(level.size, `${skill.id} ${difficulty}`).toBeGreaterThanOrEqual(least(skill.id));
      for (const q of level) all.add(q);
    }
    distinct.set(skill.id, all);
  }
  return distinct;
};

/** The same arguments give the same problem; without a difficulty the seed picks each of them. */
export const checkReplayable = (skills: readonly SkillDefinition[], generate: Generate): void => {
  for (const { id } of skills) {
    expect(generate(id, 42)).toEqual(generate(id, 42));
    const seen = new Set(
      Array.from({ length: 40 }, (_, seed) => unwrap(generate(id, seed)).difficulty),
    );
    expect([...seen].sort()).toEqual([...DIFFICULTIES].sort());
  }
};

/** Unknown skills, difficulties, options and seeds are refused; `known` is a listed skill. */
export const checkRefusals = (generate: Generate, known: string): void => {
  expect(errorOf(generate('calculus', 1))).toMatchObject({
    code: 'invalid_value',
    field: 'skill',
  });
  expect(errorOf(generate(known, Number.NaN))).toMatchObject({
    code: 'not_a_number',
  });
  expect(errorOf(generate(known, 1, { difficulty: 'Insane' as never })).field).toBe('difficulty');
  expect(errorOf(generate(known, 1, 7 as never)).field).toBe('options');
  expect(errorOf(generate('toString', 1)).field).toBe('skill');
};

/** Any integer seed and level gives a gradable problem whose answer `verify` accepts. */
export const checkAnyIntegerSeed = (
  skills: readonly SkillDefinition[],
  generate: Generate,
  verify: Verify,
  numRuns = 300,
): void => {
  fc.assert(
    fc.property(
      fc.constantFrom(...skills.map((s) => s.id)),
      fc.integer(),
      fc.constantFrom(...DIFFICULTIES),
      (skill, seed, difficulty) => {
        const p = unwrap(generate(skill, seed, { difficulty }));
        const options = { decimals: p.decimals, ordered: p.ordered === true };
        expect(unwrap(checkAnswer(p.answer, p.answer, options)).correct).toBe(true);
        verify(p, `${skill} ${seed}: ${p.question}`);
      },
    ),
    { numRuns },
  );
};
