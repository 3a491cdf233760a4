/**
 * The domain of a function as students ask for it: each part that restricts x with what it needs,
 * where that holds, and the x where all hold, as inequalities and in interval notation. SymPy's
 * domains (continuous_domain) for typed and generated functions are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solved } from '../../../../test/solved';

describe('the domain of a function', () => {
  it('gives where a square root, a fraction or a logarithm is defined', () => {
    for (const text of [
      'domain of f(x) = sqrt(x - 2)',
      'Find the domain of y = sqrt(x - 2)',
      'what is the domain of sqrt(x-2)?',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'domain',
        title: 'Domain of a function',
        answer: 'x ≥ 2: [2, ∞)',
        solutions: [{ name: 'domain', text: 'x ≥ 2' }],
      });
    expect(solved('find the domain of 1/(x^2 - 4)').answer).toBe(
      'x < −2 or −2 < x < 2 or x > 2: (−∞, −2) ∪ (−2, 2) ∪ (2, ∞)',
    );
    expect(solved('what is the domain of ln(x + 3)?').answer).toBe('x > −3: (−3, ∞)');
    expect(solved('domain of sqrt(4 - x^2)').answer).toBe('−2 ≤ x ≤ 2: [−2, 2]');
    expect(solved('domain of x^2 + 1').answer).toBe('every x: (−∞, ∞)');
  });

  it('names each need with where it holds, then where all hold', () => {
    const r = solved('domain of sqrt(x)/(x-1)');
    expect(r.answer).toBe('0 ≤ x < 1 or x > 1: [0, 1) ∪ (1, ∞)');
    expect(r.steps.map((s) => s.text)).toEqual(['x − 1 ≠ 0', 'x ≥ 0', '0 ≤ x < 1 or x > 1']);
    expect(r.steps[1]?.note).toBe('√x needs x to be at least 0: x ≥ 0');
  });
});
