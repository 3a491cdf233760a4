import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categories,
  check,
  checkFamilies,
  difficulties,
  values,
} from '../../../test/practice-family-checks';
import { errorOf, unwrap } from '../../_lib/testing';
import { checkAnswer } from '../checkAnswer';
import { generateProblem, type PracticeCategory, type PracticeDifficulty } from './index';

describe('generateProblem', () => {
  it('is replayable: the same seed gives the same problem', () => {
    for (const category of categories)
      expect(generateProblem(category, 42)).toEqual(generateProblem(category, 42));
    expect(generateProblem('algebra', 1)).not.toEqual(generateProblem('algebra', 2));
  });

  it('gives the requested difficulty with question, answer, hint and steps', () => {
    const p = unwrap(generateProblem('logarithms', 7, { difficulty: 'Medium' }));
    expect(Object.keys(p).sort()).toEqual([
      'answer',
      'answerMathml',
      'difficulty',
      'explanation',
      'hint',
      'hintMathml',
      'question',
      'questionMath',
      'questionMathml',
      'questionWords',
      'steps',
    ]);
    expect(p.questionWords).toEqual({
      before: 'Evaluate',
      after: 'Give the answer as a fraction.',
    });
    expect(p.difficulty).toBe('Medium');
    expect(p.hint.length).toBeGreaterThan(10);
    expect(p.steps.length).toBeGreaterThanOrEqual(2);
    expect(p.steps.every((s) => typeof s === 'string')).toBe(true);
  });

  it('refuses unknown categories, difficulties, options and non-numeric seeds', () => {
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
    expect(unwrap(generateProblem('algebra', 1, null as never))).toEqual(
      unwrap(generateProblem('algebra', 1)),
    );
    expect(errorOf(generateProblem('algebra', 1, 7 as never)).field).toBe('options');
  });

  it('every difficulty of every category appears', () => {
    for (const category of categories) {
      const seen = new Set(
        Array.from({ length: 60 }, (_, seed) => unwrap(generateProblem(category, seed)).difficulty),
      );
      expect([...seen].sort()).toEqual([...difficulties].sort());
    }
  });

  it('each family, seeds 0–11: the answer matches an independent solver and checkAnswer grades it', () => {
    // The slow tier sweeps 120 seeds of every family, and checks the variety of 3,000 seeds each
    // (test/corpus/practice-sweeps.test.ts).
    checkFamilies(12);
  });

  it('every answer passes checkAnswer in equivalent forms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.integer(),
        fc.option(fc.constantFrom(...difficulties), { nil: undefined }),
        (category, seed, difficulty) => {
          const p = unwrap(generateProblem(category, seed, difficulty ? { difficulty } : {}));
          check(p.question, p.answer);
          expect(unwrap(checkAnswer(` ${p.answer.toUpperCase()} `, p.answer)).correct).toBe(true);
          expect(
            unwrap(
              checkAnswer(
                values(p.answer)
                  .map((v) => `x = ${v}`)
                  .reverse()
                  .join(', '),
                p.answer,
              ),
            ).correct,
          ).toBe(true);
          const [top, bottom] = p.answer.split('/');
          if (bottom && !p.answer.includes(','))
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
