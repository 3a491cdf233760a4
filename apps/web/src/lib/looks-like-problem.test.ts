import { describe, expect, it } from 'vitest';
import { looksLikeProblem } from './looks-like-problem';
import { exampleProblems } from './solve-kinds';

describe('looksLikeProblem', () => {
  it('takes every example the solver page offers', () => {
    for (const example of exampleProblems) expect(looksLikeProblem(example), example).toBe(true);
  });

  it.each([
    'x^2-5x+6=0',
    '2x + 3 = 7',
    'x=5',
    'x < 4',
    '12*7',
    '3 − 8',
    '100 ÷ 4',
    '2**10',
    'x²+1',
    'sqrt(72)',
    'sqrt 50',
    '√ 18',
    'log_2(8)',
    'log 100',
    'ln(5)',
    '(x+1)(x-1)',
    'pi*2',
    'cos(0)',
    '10 - 3',
    '2xy + 3 = 0',
  ])('takes the problem %s', (text) => {
    expect(looksLikeProblem(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'loan',
    'percentage',
    'tip',
    'bmi',
    'sin',
    'gpa 3.5',
    'log',
    'logarithm',
    'square root',
    'inches to cm',
    '5 inches to cm',
    '25% of 100',
    '5-year loan',
    'what is 2+2',
    'age calculator',
    '2024-01-15',
    '15/01/2024',
    '10:30',
    '42',
    'x',
    '=',
    'a - b',
  ])('leaves the search %j alone', (text) => {
    expect(looksLikeProblem(text)).toBe(false);
  });
});
