import { solve } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { solveProblem } from '../features/solve/engine';
import { categories } from './practice-categories';
import { approximation, exampleProblems, practiceCategoryFor } from './solve-kinds';

describe('solve page data', () => {
  it('every example is solved by math-core, and its kind has a practice tab or none', () => {
    for (const example of exampleProblems) {
      const result = solve(example);
      expect(result.ok, example).toBe(true);
      if (!result.ok) continue;
      expect([...categories, null]).toContain(practiceCategoryFor[result.value.kind]);
    }
  });

  it('offers no practice tab that does not drill the kind', () => {
    expect(practiceCategoryFor.integral).toBeNull();
    expect(practiceCategoryFor.derivative).toBeNull();
    expect(practiceCategoryFor.trigonometry).toBeNull();
    expect(practiceCategoryFor.percentage).toBeNull();
    expect(practiceCategoryFor.arithmetic).toBeNull();
  });

  it('names a problem as math-core does: a system counts its equations', () => {
    const titleOf = (text: string) => {
      const outcome = solveProblem(text);
      return outcome.ok ? outcome.solved.title : outcome.message;
    };
    expect(titleOf('x+y+z=6, x-y=0, 2x+z=5')).toBe('System of three linear equations');
    expect(titleOf('x+y=3, x-y=1')).toBe('System of two linear equations');
    expect(titleOf('x^2-5x+6=0')).toBe('Quadratic equation');
  });

  it('logarithm problems practise in the Logarithms tab, equations in Algebra', () => {
    expect(practiceCategoryFor.logarithmic).toBe('logarithms');
    expect(practiceCategoryFor.exponential).toBe('logarithms');
    expect(practiceCategoryFor.quadratic).toBe('algebra');
    expect(practiceCategoryFor.system).toBe('algebra');
  });

  it('shows a decimal only when the exact answer is not already that number', () => {
    expect(approximation('x = 2', 2)).toBeNull();
    expect(approximation('x = −2', -2)).toBeNull();
    expect(approximation('6√2', 6 * Math.SQRT2)).toBe('8.4852814');
    expect(approximation('x = (3 − √5)/2', (3 - Math.sqrt(5)) / 2)).toBe('0.38196601');
    expect(approximation('x = −1/3', -1 / 3)).toBe('−0.33333333');
    expect(approximation('No real solutions', undefined)).toBeNull();
  });
});
