import { solve } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { categories } from './practice-categories';
import { approximation, exampleProblems, kindLabels, practiceCategoryFor } from './solve-kinds';

describe('solve page data', () => {
  it('every example is solved by math-core, and its kind has a label and a practice tab or none', () => {
    for (const example of exampleProblems) {
      const result = solve(example);
      expect(result.ok, example).toBe(true);
      if (!result.ok) continue;
      expect(kindLabels[result.value.kind]).toBeTruthy();
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

  it('names a system by what it is, whatever its number of equations', () => {
    expect(kindLabels.system).toBe('System of linear equations');
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
