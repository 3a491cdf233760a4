import { solve } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { categories } from './practice-categories';
import { exampleProblems, solverTopics } from './solve-kinds';

describe('solve page data', () => {
  it('every example is solved by math-core, with a practice tab the site has or none', () => {
    for (const example of exampleProblems) {
      const result = solve(example);
      expect(result.ok, example).toBe(true);
      if (!result.ok) continue;
      expect([...categories, null]).toContain(result.value.practice);
    }
  });

  it('every topic a search offers the solver for opens with a problem math-core solves', () => {
    expect(solverTopics.length).toBeGreaterThan(0);
    for (const { example } of solverTopics) expect(solve(example).ok, example).toBe(true);
  });
});
