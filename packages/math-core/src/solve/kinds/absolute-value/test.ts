/**
 * An absolute value on each side of an equation, |A| = |B|: the two cases A = B and A = −B with
 * their steps, solutions checked exactly, every number when one case always holds, and the
 * shapes still refused. SymPy's real solutions over generated problems are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblemsInCases } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';

describe('two absolute values', () => {
  it('splits |A| = |B| into A = B or A = −B and solves each case', () => {
    const r = solved('|x-1| = |2x+4|');
    expect(r).toMatchObject({
      kind: 'absolute-value',
      method: 'two cases: equal or opposite',
      answer: 'x = −5 or x = −1',
    });
    expect(r.steps[0]).toMatchObject({
      note: 'Two absolute values are equal when what is inside them is equal or opposite: two cases',
      text: 'x − 1 = 2x + 4, x − 1 = −(2x + 4)',
    });
    expect(r.steps.map((s) => s.note)).toEqual(
      expect.arrayContaining(['Case 1: x − 1 = 2x + 4', 'Case 2: x − 1 = −(2x + 4)']),
    );
    expect(stepProblemsInCases(r.steps, [{ x: -5 }, { x: -1 }])).toEqual([]);
    expect(solved('abs(2x-1) = abs(x+4)').answer).toBe('x = −1 or x = 5');
    // A case with no solution says so; a root both cases give is given once.
    const dead = solved('|x| = |x-2|');
    expect(dead.answer).toBe('x = 1');
    expect(dead.steps[1]).toMatchObject({
      note: 'Case 1: x = x − 2 has no solution',
      text: 'x ≠ x − 2',
    });
    expect(stepProblemsInCases(dead.steps, [{ x: 1 }])).toEqual([]);
    expect(stepProblemsInCases(solved('|x - 2| = |x + 4|').steps, [{ x: -1 }])).toEqual([]);
    expect(solved('|x^2-4| = |x+2|').answer).toBe('x = −2 or x = 1 or x = 3');
  });

  it('gives every number when one case always holds', () => {
    expect(solved('|x-1| = |1-x|')).toMatchObject({
      answer: 'Every number is a solution',
      solutions: [],
      outcome: 'all',
    });
  });

  it('solves an inequality with an absolute value on each side by squaring both sides', () => {
    const r = solved('|x-1| < |x+2|');
    expect(r).toMatchObject({ kind: 'absolute-value', answer: 'x > −1/2', interval: '(−1/2, ∞)' });
    expect(r.steps.map((s) => [s.text, s.ruleId])).toEqual([
      ['(x − 1)² < (x + 2)²', 'squareOrder'],
      ['x² − 2x + 1 < x² + 4x + 4', 'expand'],
      ['−2x + 1 < 4x + 4', 'ineqSides'],
      ['−6x + 1 < 4', 'ineqSides'],
      ['−6x < 3', 'ineqSides'],
      ['x > −1/2', 'ineqScale'],
    ]);
    const wide = solved('|2x+1| >= |x-3|');
    expect(wide.answer).toBe('x ≤ −4 or x ≥ 2/3');
    expect(wide.steps.at(-1)?.ruleId).toBe('signTest');
    expect(solved('solve |x - 3| > |2x|').answer).toBe('−3 < x < 1');
    expect(solved('|x| <= |x - 4|').answer).toBe('x ≤ 2');
    expect(solved('|x-1| < |1-x|').answer).toBe('No solution');
    expect(solved('|x-1| >= |1-x|').answer).toBe('All real numbers');
  });

  it('still refuses other shapes with two absolute values, saying which it takes', () => {
    for (const text of ['|x-1| < 2|x|', '2|x| = |x+3|'])
      expect(refusal(text).message, text).toContain(
        'or an absolute value on each side and nothing else: |x − 1| = |2x + 4|, |x − 1| < |x + 2|',
      );
  });
});
