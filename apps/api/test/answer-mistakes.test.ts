/**
 * The sentence a retry carries (`explainWrong`): math-core's `explainAnswer` on the problem made
 * again from its seed, bounded like grading and always something the contract takes, so no answer
 * text can turn a retry into a 500.
 */
import { AnswerMistake, GRADE_ANSWER_MAX } from '@mathtools/contracts';
import { explainAnswer, generateProblem } from '@mathtools/math-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { explainWrong } from '../src/modules/practice/read-answer.js';
import { explainedWrongAnswer } from './helpers/mistakes.js';

const problems = [1, 2, 3, 4, 5, 6].map((seed) => {
  const made = generateProblem('algebra', seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
});

describe('explainWrong', () => {
  it('gives math-core’s mistake and sentence, in the contract’s shape', () => {
    let explained = 0;
    for (const problem of problems) {
      const wrong = explainedWrongAnswer(problem);
      if (!wrong) continue;
      explained += 1;
      const said = explainWrong(wrong.answer, problem);
      expect(said).toEqual(wrong.mistake);
      const direct = explainAnswer(problem, wrong.answer);
      expect(said).toEqual({ id: direct?.mistake, reason: direct?.reason });
    }
    expect(explained).toBeGreaterThan(0);
  });

  it('explains nothing for a right answer, an unexplained one, or a hostile one', () => {
    const [problem] = problems as [(typeof problems)[number]];
    expect(explainWrong(problem.answer, problem)).toBeUndefined();
    expect(explainWrong('1000001', problem)).toBeUndefined();
    for (const hostile of ['2e99999999', 'x = 1e99999, x = 2e-99999', '9'.repeat(GRADE_ANSWER_MAX)])
      expect(explainWrong(hostile, problem), hostile).toBeUndefined();
    expect(explainWrong('3', {} as never)).toBeUndefined();
  });

  it('any short answer text: nothing, or a mistake the contract takes, quickly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...problems),
        fc.string({
          unit: fc.constantFrom(...'0123456789x+-*/^()., =<>'.split('')),
          maxLength: 60,
        }),
        (problem, answer) => {
          const started = performance.now();
          const said = explainWrong(answer, problem);
          expect(performance.now() - started).toBeLessThan(1000);
          return said === undefined || z.safeParse(AnswerMistake, said).success;
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
