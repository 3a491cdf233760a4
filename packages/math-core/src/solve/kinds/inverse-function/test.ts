/**
 * Inverse functions as students ask for them: x and y swapped, each operation undone in turn on
 * both sides, or a quotient of linear expressions multiplied out and collected; the domain where a
 * square root was undone; the refusals of functions that are not one-to-one. SymPy's inverses for
 * generated functions are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, refusedIn, sentence, solved } from '../../../../test/solved';
import { es } from '../../write/es';
import { fr } from '../../write/fr';

describe('inverse functions', () => {
  it('undoes a linear function, however the inverse is asked for', () => {
    for (const text of [
      'inverse of f(x) = 2x + 3',
      'Find the inverse function of f(x) = 2x + 3',
      'what is the inverse of y = 2x + 3?',
      'find f^-1(x) if f(x) = 2x + 3',
      'f(x) = 2x + 3, find the inverse',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'inverse-function',
        title: 'Inverse function',
        answer: 'f⁻¹(x) = (x − 3)/2',
      });
    const r = solved('inverse of f(x) = 2x + 3');
    expect(r.steps.map((s) => s.text)).toEqual([
      'x = 2y + 3',
      'x − 3 = 2y',
      '(x − 3)/2 = y',
      'f⁻¹(x) = (x − 3)/2',
    ]);
    expect(r.steps[0]?.rule).toBe('Inverse by swapping x and y');
    expect(stepProblems(r.steps.slice(0, 3), [{ x: 7, y: 2 }])).toEqual([]);
  });

  it('undoes powers, roots, exponentials and logarithms in turn', () => {
    expect(solved('find f^-1(x) if f(x) = 2(x + 1)^3 - 5').answer).toBe(
      'f⁻¹(x) = ∛((x + 5)/2) − 1',
    );
    expect(solved('inverse function of y = e^(2x) + 1').answer).toBe('f⁻¹(x) = ln(x − 1)/2');
    expect(solved('inverse of f(x) = ln(x - 1) + 2').answer).toBe('f⁻¹(x) = e^(x − 2) + 1');
    expect(solved('inverse of f(x) = 10^x').answer).toBe('f⁻¹(x) = log₁₀(x)');
    expect(solved('inverse of g(x) = 5 - 3x').answer).toBe('g⁻¹(x) = (5 − x)/3');
  });

  it('gives the domain where a square root was undone', () => {
    expect(solved('inverse of f(x) = sqrt(x + 4)').answer).toBe('f⁻¹(x) = x² − 4, x ≥ 0');
    expect(solved('inverse of f(x) = 3 - sqrt(x)').answer).toBe('f⁻¹(x) = (3 − x)², x ≤ 3');
  });

  it('inverts a quotient of linear expressions by collecting the y terms', () => {
    const r = solved('inverse of f(x) = (x + 1)/(x - 2)');
    expect(r.answer).toBe('f⁻¹(x) = (2x + 1)/(x − 1)');
    expect(r.steps.map((s) => s.text).slice(1, 4)).toEqual([
      'x(y − 2) = y + 1',
      'y(x − 1) = 2x + 1',
      'y = (2x + 1)/(x − 1)',
    ]);
  });

  it('refuses functions that are not one-to-one, and leaves matrices to the matrix kind', () => {
    expect(refusal('find the inverse of f(x) = x^2').message).toMatch(
      /^f\(x\) = x² is not one-to-one/,
    );
    expect(refusal('inverse of f(x) = x^2 + 2x').message).toMatch(/is not one-to-one/);
    expect(refusal('inverse of f(x) = (x+1)/(2x+2)').message).toMatch(/^The function is constant/);
    expect(solved('inverse of [[1,2],[3,4]]').kind).toBe('matrix');
  });
});

describe('an inverse refused in the language of the page', () => {
  it('names the function in Spanish and French, and in English as before', () => {
    expect(refusedIn('inverse of f(x) = x^2')).toMatch(
      /^f\(x\) = x² is not one-to-one \(two values of x give the same value\), so it has no inverse unless its domain is narrowed\. /,
    );
    for (const language of [es, fr])
      expect(
        refusedIn('inverse of f(x) = x^2', language).startsWith(
          `${sentence(language, 'inverseNotOneToOne', { function: 'f(x) = x²' })}. `,
        ),
      ).toBe(true);
  });
});
