import { solve } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { categories } from './practice-categories';
import { approximation, exampleProblems } from './solve-kinds';

describe('solve page data', () => {
  it('every example is solved by math-core, with a practice tab the site has or none', () => {
    for (const example of exampleProblems) {
      const result = solve(example);
      expect(result.ok, example).toBe(true);
      if (!result.ok) continue;
      expect([...categories, null]).toContain(result.value.practice);
    }
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
