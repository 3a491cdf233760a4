/**
 * The domain of a function as students ask for it: each part that restricts x with what it needs,
 * where that holds, and the x where all hold, as inequalities and in interval notation; and the
 * range, from the values of the innermost part outwards. SymPy's domains (continuous_domain) and
 * ranges (function_range) for typed and generated functions are in oracle.test.ts and
 * range.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, refusedIn, sentence, solved } from '../../../../test/solved';
import { es } from '../../write/es';
import { fr } from '../../write/fr';

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

  it('gives the range of a function, worked from the inside out', () => {
    const square = solved('range of f(x) = x^2 + 1');
    expect(square).toMatchObject({
      kind: 'domain',
      title: 'Range of a function',
      answer: 'y ≥ 1: [1, ∞)',
      solutions: [{ name: 'range', text: 'y ≥ 1' }],
    });
    expect(square.steps.map((s) => s.ruleId)).toEqual(['vertex', 'conditions']);
    expect(solved('range of 1/(x-2)').answer).toBe('y ≠ 0: (−∞, 0) ∪ (0, ∞)');
    expect(solved('find the range of (2x+1)/(x-3)').answer).toBe('y ≠ 2: (−∞, 2) ∪ (2, ∞)');
    const root = solved('range of sqrt(x-3)');
    expect(root.answer).toBe('y ≥ 0: [0, ∞)');
    expect(root.steps.map((s) => s.text)).toEqual([
      'x − 3: (−∞, ∞)',
      '√(x − 3): [0, ∞)',
      'y ≥ 0: [0, ∞)',
    ]);
    expect(solved('range of e^x').answer).toBe('y > 0: (0, ∞)');
    expect(solved('range of 2^x - 5').answer).toBe('y > −5: (−5, ∞)');
    expect(solved('range of sin(x)').answer).toBe('−1 ≤ y ≤ 1: [−1, 1]');
    expect(solved('range of 3sin(2x) + 1').answer).toBe('−2 ≤ y ≤ 4: [−2, 4]');
    expect(solved('range of y = -2x^2 + 4x + 1').answer).toBe('y ≤ 3: (−∞, 3]');
    expect(solved('range of sqrt(4 - x^2)').answer).toBe('0 ≤ y ≤ 2: [0, 2]');
    expect(solved('range of 1/(x^2+1)').answer).toBe('0 < y ≤ 1: (0, 1]');
    expect(solved('range of ln(x^2+1)').answer).toBe('y ≥ 0: [0, ∞)');
    expect(solved('range of x^3 - x').answer).toBe('every y: (−∞, ∞)');
    expect(solved('the range of y = |x - 2| + 3').answer).toBe('y ≥ 3: [3, ∞)');
  });

  it('leaves a list of numbers to statistics, and refuses a range it cannot decide exactly', () => {
    expect(solved('range of 12, 5, 19, 8').kind).toBe('statistics');
    expect(refusal('range of x^4 - x').message).toMatch(/^A polynomial of degree 4: The range/);
    expect(refusal('range of 1/(x^2 - 4)').message).toMatch(
      /^The bottom of the fraction takes values of both signs/,
    );
    expect(refusal('range of (x^2-1)/(x-1)').message).toMatch(/has a hole where a factor cancels/);
    expect(refusal('range of sin(sqrt(x))').message).toMatch(/^sin of part of a turn/);
  });
});

describe('a range refused in the language of the page', () => {
  it('says why, then what the range is worked out for, in Spanish and French', () => {
    expect(refusedIn('range of f(x) = x^4')).toMatch(
      /^A polynomial of degree 4: The range is worked out exactly for lines, quadratics, odd powers, a line over a line, and square roots, eˣ, ln, \|…\|, sin and cos of those\. Read as/,
    );
    for (const language of [es, fr])
      expect(
        refusedIn('range of f(x) = x^4', language).startsWith(
          `${sentence(language, 'rangeDegree', { degree: '4', cannot: sentence(language, 'rangeCannot') })}. `,
        ),
      ).toBe(true);
  });
});
