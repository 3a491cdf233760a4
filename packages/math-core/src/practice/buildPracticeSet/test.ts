import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { checkAnswer } from '../checkAnswer';
import { listSkills } from '../listSkills';
import { buildPracticeSet } from './index';

const ids = listSkills().map((s) => s.id);

describe('buildPracticeSet', () => {
  it('interleaves the skills, rises in difficulty and never repeats a question', () => {
    const set = unwrap(
      buildPracticeSet(['one-step-equations', 'log-rules', 'circles'], 2024, { count: 9 }),
    );
    expect(set.map((p) => p.skill)).toEqual([
      'one-step-equations',
      'log-rules',
      'circles',
      'one-step-equations',
      'log-rules',
      'circles',
      'one-step-equations',
      'log-rules',
      'circles',
    ]);
    expect(set.map((p) => p.difficulty)).toEqual([
      'Easy',
      'Easy',
      'Easy',
      'Medium',
      'Medium',
      'Medium',
      'Hard',
      'Hard',
      'Hard',
    ]);
    expect(
      unwrap(buildPracticeSet(['one-step-equations', 'log-rules'], 2024, { count: 4 })).map(
        (p) => p.skill,
      ),
    ).toEqual(['one-step-equations', 'log-rules', 'one-step-equations', 'log-rules']);
    expect(buildPracticeSet(['circles'], 7, { count: 3 })).toEqual(
      buildPracticeSet(['circles'], 7, { count: 3 }),
    );
  });

  it('property: any skills, seed and count give distinct, gradable problems of those skills', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 6 }),
        fc.integer(),
        fc.integer({ min: 1, max: 30 }),
        (skills, seed, count) => {
          const set = unwrap(buildPracticeSet(skills, seed, { count }));
          expect(set).toHaveLength(count);
          expect(new Set(set.map((p) => p.question)).size).toBe(count);
          set.forEach((p, i) => {
            expect(p.skill).toBe(skills[i % skills.length]);
            const options = p.decimals === undefined ? {} : { decimals: p.decimals };
            expect(unwrap(checkAnswer(p.answer, p.answer, options)).correct).toBe(true);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never repeats a question: a skill with a small pool gives out_of_range instead', () => {
    // evaluate-logarithms has about two dozen different Hard problems.
    const hard = { difficulty: 'Hard' as const };
    const set = unwrap(buildPracticeSet(['evaluate-logarithms'], 1, { ...hard, count: 15 }));
    expect(new Set(set.map((p) => p.question)).size).toBe(15);
    expect(
      errorOf(buildPracticeSet(['evaluate-logarithms'], 1, { ...hard, count: 60 })),
    ).toMatchObject({ code: 'out_of_range', field: 'count' });
    expect(errorOf(buildPracticeSet(['pythagoras'], 3, { count: 200 }))).toMatchObject({
      code: 'out_of_range',
      field: 'count',
    });
  });

  it('property: small pools (few problems at a level) give distinct questions or out_of_range', () => {
    const small: [string, 'Easy' | 'Medium' | 'Hard'][] = [
      ['evaluate-logarithms', 'Hard'],
      ['angles', 'Hard'],
      ['pythagoras', 'Easy'],
      ['change-of-base', 'Easy'],
      ['circles', 'Medium'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...small),
        fc.integer(),
        fc.integer({ min: 1, max: 80 }),
        ([skill, difficulty], seed, count) => {
          const result = buildPracticeSet([skill], seed, { count, difficulty });
          if (!result.ok) {
            expect(result.error).toMatchObject({ code: 'out_of_range', field: 'count' });
            // Only when the pool really is smaller than the set: count is past ~20 for all of these.
            expect(count).toBeGreaterThan(20);
            return;
          }
          expect(new Set(result.value.map((p) => p.question)).size).toBe(count);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses empty or unknown skills, bad counts, difficulties and seeds', () => {
    expect(errorOf(buildPracticeSet([], 1)).field).toBe('skills');
    expect(errorOf(buildPracticeSet(['nope'], 1)).field).toBe('skills');
    expect(errorOf(buildPracticeSet(['circles'], 1, { count: 0 })).field).toBe('count');
    expect(errorOf(buildPracticeSet(['circles'], 1, { count: 201 })).field).toBe('count');
    expect(errorOf(buildPracticeSet(['circles'], Number.NaN)).code).toBe('not_a_number');
    expect(errorOf(buildPracticeSet(['circles'], 1, { difficulty: 'X' as never })).field).toBe(
      'difficulty',
    );
  });
});
