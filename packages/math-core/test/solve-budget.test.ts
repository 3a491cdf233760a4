import { describe, expect, it } from 'vitest';
import { solve } from '../src';

describe('solve with a budget', () => {
  it('refuses with too_complex once the budget is spent', () => {
    for (const problem of ['x^2-5x+6=0', '2x+3=7, x-y=1', 'sin(x) = 1/2']) {
      const result = solve(problem, { budget: { ms: 0 } });
      expect(result.ok, problem).toBe(false);
      if (!result.ok) {
        expect(result.error.code, problem).toBe('too_complex');
        expect(result.error.message).toMatch(/more work than the time given/);
      }
    }
  });

  it('spends the same budget on the readings tried for a refusal', () => {
    const unbounded = solve('x^2 blorp = 4');
    expect(!unbounded.ok && unbounded.error.suggestion).toBe('x^2 = 4');
    const spent = solve('x^2 blorp = 4', { budget: { ms: 0 } });
    expect(spent.ok).toBe(false);
    if (!spent.ok) expect(spent.error.suggestion).toBeUndefined();
  });

  it('answers as without one when the budget is enough', () => {
    for (const problem of ['x^2-5x+6=0', 'factor 6x^2+11x-10', 'x^3-6x^2+11x-6=0']) {
      const plain = solve(problem);
      const budgeted = solve(problem, { budget: { ms: 60_000 } });
      expect(budgeted, problem).toEqual(plain);
    }
  });

  it('refuses a budget that is not a number of milliseconds', () => {
    for (const ms of [-1, Number.NaN, '5' as unknown as number]) {
      const result = solve('2x=4', { budget: { ms } });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toMatchObject({ code: 'invalid_value', field: 'budget' });
    }
  });
});
