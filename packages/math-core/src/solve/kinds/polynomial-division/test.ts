import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { solve } from '../../solve';
import { readDivision } from '.';

const answered = (text: string) => {
  const result = solve(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('solve: polynomial long division', () => {
  it('divides term by term and writes quotient + remainder/divisor', () => {
    const cases: [string, string][] = [
      ['(x^3-2x^2+4)/(x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^3-2x^2+4) ÷ (x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^2-5x+6)/(x-2)', 'x − 3'],
      ['(6x^2+x-2)/(2x-1)', '3x + 2'],
      ['(2x^3+3x^2-x+5)/(x^2+1)', '2x + 3 − (3x − 2)/(x² + 1)'],
      ['(x^3+1)/(x+1)', 'x² − x + 1'],
      ['(x^4-1)/(2x+1)', 'x³/2 − x²/4 + x/8 − 1/16 − 15/(16(2x + 1))'],
      ['divide x^3-2x^2+4 by x-3', 'x² + x + 3 + 13/(x − 3)'],
      ['(x^3-2x^2+4) divided by (x-3)', 'x² + x + 3 + 13/(x − 3)'],
      ['Use long division to divide x^3+1 by x+1', 'x² − x + 1'],
    ];
    for (const [text, answer] of cases) {
      const result = answered(text);
      expect([result.kind, result.answer], text).toEqual(['polynomial-division', answer]);
      expect(stepProblems(result.steps, undefined), text).toEqual([]);
    }
    expect(answered('(x^3-2x^2+4)/(x-3)').steps.map((s) => s.text)).toEqual([
      'x³ − 2x² + 4 = x²(x − 3) + (x² + 4)',
      'x² + 4 = x(x − 3) + (3x + 4)',
      '3x + 4 = 3(x − 3) + 13',
      'x³ − 2x² + 4 = (x − 3)(x² + x + 3) + 13',
      '(x³ − 2x² + 4)/(x − 3) = x² + x + 3 + 13/(x − 3)',
    ]);
  });

  it('reads a division in words only when the whole problem is one', () => {
    expect(readDivision('divide x^2-1 by x+1')).toBe('(x^2-1)/(x+1)');
    expect(readDivision('x divided by 2 = 5')).toBeUndefined();
    expect(readDivision('x^2-1')).toBeUndefined();
    expect(answered('divide 12 by 4').answer).toBe('3');
  });
});
