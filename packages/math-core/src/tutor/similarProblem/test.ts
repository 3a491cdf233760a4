import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../practice/checkAnswer';
import { solve } from '../../solve/solve';
import { checkWorking } from '../checkWorking';
import { similarProblem } from '.';

const PROBLEMS = [
  'x^2-5x+6=0',
  '2x+3=7',
  '3/4+5/6',
  '(x+1)^2',
  '2x+y=5, x-y=1',
  '-2x<6',
  'x^2-3x+1=0',
  'derivative of x^3',
  '15% of 80',
  'integrate 3x^2',
  'sqrt(x+2)=x',
  'log_2(x)=5',
];

describe('similarProblem', () => {
  it('gives a problem of the same kind and method with other numbers, graded by its own answer', () => {
    for (const text of PROBLEMS) {
      const first = solve(text);
      if (!first.ok) throw new Error(text);
      for (const seed of [1, 2, 3]) {
        const r = similarProblem(text, seed);
        if (!r.ok) throw new Error(`${text} (${seed}): ${r.error.message}`);
        const s = r.value;
        expect(s.problem, text).not.toBe(text);
        expect([s.kind, s.method, s.practice]).toEqual([
          first.value.kind,
          first.value.method,
          first.value.practice,
        ]);
        // The problem is shown to be typed and solved again: it must read as the solution says.
        const again = solve(s.problem);
        expect(again.ok && again.value.answer).toBe(s.solution.answer);
        if (s.expected !== null) {
          const graded = checkAnswer(s.expected, s.expected);
          expect(graded.ok && graded.value.correct, `${s.problem}: ${s.expected}`).toBe(true);
        } else {
          const answer = s.solution.solutions[0]?.text as string;
          const graded = checkWorking(s.problem, [answer]);
          expect(graded.ok && graded.value.finished, `${s.problem}: ${answer}`).toBe(true);
        }
      }
    }
  });

  it('keeps whole-number answers whole, and signs as they were', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = similarProblem('x^2-5x+6=0', seed);
      if (!r.ok) throw new Error(r.error.message);
      for (const s of r.value.solution.solutions)
        expect(Number.isInteger(s.value) && (s.value as number) > 0).toBe(true);
      expect(r.value.expected).toMatch(/^\d+, \d+$/);
    }
  });

  it('is the same problem for the same seed', () => {
    const a = similarProblem('2x+3=7', 42);
    const b = similarProblem('2x+3=7', 42);
    expect(a).toEqual(b);
  });

  it('grades an answer given to the new problem', () => {
    const r = similarProblem('2x+3=7', 7);
    if (!r.ok) throw new Error(r.error.message);
    const value = r.value.solution.solutions[0]?.value as number;
    expect(checkAnswer(`x = ${value}`, r.value.expected as string)).toMatchObject({
      ok: true,
      value: { correct: true },
    });
    expect(checkAnswer(String(value + 1), r.value.expected as string)).toMatchObject({
      ok: true,
      value: { correct: false },
    });
  });

  it('refuses a problem it cannot solve or that has no numbers to change', () => {
    expect(similarProblem('2x+=', 1)).toMatchObject({
      ok: false,
      error: { code: 'invalid_value' },
    });
    expect(similarProblem('expand (a+b)(a-b)', 1)).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
  });
});
