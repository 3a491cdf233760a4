/**
 * A figure of a list of numbers as students ask for it: the examples exactly, with the steps and
 * the Statistics tool linked with the numbers filled in; both standard deviations, named; no mode;
 * the refusals. Python's exact statistics over generated lists are in oracle.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

describe('statistics of a list', () => {
  it('gives the mean in words or as a function, with its steps and the tool', () => {
    for (const text of ['mean of 3,7,8,10', 'the average of 3, 7, 8 and 10', 'mean(3, 7, 8, 10)'])
      expect(solved(text), text).toMatchObject({
        kind: 'statistics',
        title: 'Mean',
        problem: 'mean(3, 7, 8, 10)',
        answer: '7',
        solutions: [{ text: '7', value: 7 }],
        tool: { id: 'statistics', path: '/tools?tool=statistics&values=3,7,8,10' },
      });
    const r = solved('mean of 3,7,8,10');
    expect(r.steps.map((s) => [s.note, s.text])).toEqual([
      ['Add the 4 values', '3 + 7 + 8 + 10 = 28'],
      ['Mean: the sum divided by the number of values', '28/4 = 7'],
    ]);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    expect(solved('find the mean of -1.5, 2, 4').answer).toBe('1.5');
    expect(solved('mean of 1, 2, 2').answer).toBe('5/3');
  });

  it('sorts before the median, and says when there is no mode', () => {
    expect(solved('median of 4, 1, 3').steps.map((s) => s.text)).toEqual(['1, 3, 4', '3']);
    expect(solved('median(3,7,8,10)').answer).toBe('7.5');
    expect(solved('mode of 1,2,2,3')).toMatchObject({ title: 'Mode', answer: '2' });
    expect(solved('mode of 1, 1, 2, 2, 3').answer).toBe('1, 2');
    expect(solved('mode of 1, 2, 3')).toMatchObject({
      answer: 'No mode',
      solutions: [],
      outcome: 'none',
    });
    expect(solved('range of 2, 9, 4').answer).toBe('7');
  });

  it('gives the standard deviation and the variance both ways, named', () => {
    const sd = solved('standard deviation of 2, 4, 4, 4, 5, 5, 7, 9');
    expect(sd).toMatchObject({ title: 'Standard deviation', answer: 'σ = 2, s = (4√14)/7' });
    expect(sd.solutions.map((s) => s.value)).toEqual([2, (4 * Math.sqrt(14)) / 7]);
    expect(sd.steps.map((s) => s.note)).toContain(
      'Sample standard deviation: the square root of the sample variance',
    );
    expect(solved('variance of 3,7,8,10').answer).toBe('σ² = 6.5, s² = 26/3');
  });

  it('refuses a list of one number and what is not a number', () => {
    expect(refusal('mean(5)').message).toContain('mean needs a list of two or more numbers');
    expect(refusal('mean(1, π)').message).toContain('A list for statistics holds numbers only');
  });

  it('agrees with the definitions for generated lists (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 2, maxLength: 12 }),
        (xs) => {
          const list = xs.join(', ');
          const mean = solved(`mean of ${list}`).solutions[0]?.value as number;
          expect(mean).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / xs.length, 10);
          const range = solved(`range of ${list}`).solutions[0]?.value;
          expect(range).toBe(Math.max(...xs) - Math.min(...xs));
          const [sigma] = solved(`standard deviation of ${list}`).solutions;
          const squares = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
          expect(sigma?.value).toBeCloseTo(Math.sqrt(squares / xs.length), 10);
        },
      ),
      { numRuns: 100 },
    );
  });
});
