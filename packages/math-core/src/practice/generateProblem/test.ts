import fc from 'fast-check';
import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { checkAnswer } from '../checkAnswer';
import { generateProblem, type PracticeCategory, type PracticeDifficulty } from './index';

const categories: PracticeCategory[] = ['algebra', 'logarithms', 'geometry'];
const difficulties: PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];
const num = (text: string): number => evaluate(text) as number;

/** Solve the question independently of the generator (mathjs evaluates the written maths). */
const check = (question: string, answer: string): void => {
  let m =
    /^Solve for x: (.+) = (-?\d+)(?:\. Give both solutions, smallest first, separated by a comma\.)?$/.exec(
      question,
    );
  if (m) {
    const roots = answer.split(', ').map(Number);
    for (const x of roots) expect(evaluate(m[1]!, { x })).toBe(Number(m[2]));
    expect(roots).toEqual([...roots].sort((a, b) => a - b));
    expect(new Set(roots).size).toBe(roots.length);
    if (m[1]!.includes('x^2')) expect(roots).toHaveLength(2);
    return;
  }
  m = /^Evaluate (.+?)\.( Give the answer as a fraction\.)?$/.exec(question);
  if (m) {
    const expression = m[1]!.replace(/log_(\d+)\((\d+)\)/g, 'log($2, $1)');
    expect(num(answer)).toBeCloseTo(num(expression), 9);
    return;
  }
  const n = (question.match(/\d+/g) ?? []).map(Number);
  const [a, b] = [n[0]!, n[1]!];
  const expected = question.startsWith('A rectangle')
    ? question.includes('area')
      ? a * b
      : 2 * (a + b)
    : question.startsWith('A triangle has base')
      ? (a * b) / 2
      : question.includes('legs')
        ? Math.hypot(a, b)
        : question.includes('hypotenuse')
          ? Math.sqrt(a * a - b * b)
          : question.startsWith('Two angles')
            ? 180 - a - b
            : question.includes('area?')
              ? Math.PI * a * a
              : 2 * Math.PI * a;
  if (question.includes('Round to 2 decimals')) expect(answer).toBe(expected.toFixed(2));
  else expect(Number(answer)).toBe(expected);
};

describe('generateProblem', () => {
  it('is replayable: the same seed gives the same problem', () => {
    for (const category of categories)
      expect(generateProblem(category, 42)).toEqual(generateProblem(category, 42));
    expect(generateProblem('algebra', 1)).not.toEqual(generateProblem('algebra', 2));
  });

  it('gives the requested difficulty with question, answer, hint and steps', () => {
    const p = unwrap(generateProblem('logarithms', 7, { difficulty: 'Medium' }));
    expect(p.difficulty).toBe('Medium');
    expect(p.question).toMatch(/^Evaluate log_\d+\(\d+\)\. Give the answer as a fraction\.$/);
    expect(p.answer).toMatch(/^\d+\/\d+$/);
    expect(p.hint.length).toBeGreaterThan(10);
    expect(p.steps.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses unknown categories, difficulties and non-numeric seeds', () => {
    expect(errorOf(generateProblem('calculus' as PracticeCategory, 1))).toMatchObject({
      code: 'unknown_category',
    });
    expect(
      errorOf(generateProblem('algebra', 1, { difficulty: 'Insane' as PracticeDifficulty })),
    ).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(generateProblem('algebra', Number.NaN))).toMatchObject({
      code: 'not_a_number',
      field: 'seed',
    });
  });

  it('every difficulty of every category appears', () => {
    for (const category of categories) {
      const seen = new Set(
        Array.from({ length: 60 }, (_, seed) => unwrap(generateProblem(category, seed)).difficulty),
      );
      expect([...seen].sort()).toEqual([...difficulties].sort());
    }
  });

  it('every answer solves its problem and passes checkAnswer in equivalent forms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.integer(),
        fc.option(fc.constantFrom(...difficulties), { nil: undefined }),
        (category, seed, difficulty) => {
          const p = unwrap(generateProblem(category, seed, difficulty ? { difficulty } : {}));
          check(p.question, p.answer);
          expect(unwrap(checkAnswer(p.answer, p.answer)).correct).toBe(true);
          expect(unwrap(checkAnswer(` ${p.answer.toUpperCase()} `, p.answer)).correct).toBe(true);
          const values = p.answer.split(', ');
          expect(
            unwrap(
              checkAnswer(
                values
                  .map((v) => `x = ${v}`)
                  .reverse()
                  .join(', '),
                p.answer,
              ),
            ).correct,
          ).toBe(true);
          const [top, bottom] = p.answer.split('/');
          if (bottom)
            expect(
              unwrap(checkAnswer(String(Number(top) / Number(bottom)), p.answer)).correct,
            ).toBe(Number.isInteger((1e6 * Number(top)) / Number(bottom)));
          expect(unwrap(checkAnswer(`${p.answer}1`, p.answer)).correct).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
