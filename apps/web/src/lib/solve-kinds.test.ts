import { solve } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { categories } from './practice-categories';
import { exampleProblems } from './solve-kinds';

describe('solve page data', () => {
  it('every example is solved by math-core, with a practice tab the site has or none', () => {
    for (const example of exampleProblems) {
      const result = solve(example);
      expect(result.ok, example).toBe(true);
      if (!result.ok) continue;
      expect([...categories, null]).toContain(result.value.practice);
    }
  });
});
