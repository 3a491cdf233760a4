/**
 * Tangents and normals as students ask for them, exact, with the derivative's steps, the point, the
 * slope and the line; a flat tangent's vertical normal; the refusals. SymPy's lines for generated
 * curves and points are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, refusedIn, sentence, solved } from '../../../../test/solved';
import { es } from '../../write/es';
import { fr } from '../../write/fr';

describe('tangents and normals', () => {
  it('gives the tangent at x = a, however it is asked', () => {
    for (const text of [
      'the tangent to y = x^2 at x = 1',
      'Find the equation of the tangent line to y = x^2 at x = 1',
      'equation of the tangent to the curve y=x^2 at the point (1, 1)',
      'tangent at x = 1 to y = x^2',
      'what is the tangent line of f(x) = x^2 at x=1?',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'tangent',
        title: 'Tangent and normal',
        answer: 'y = 2x − 1',
        solutions: [
          { name: 'tangent', text: 'y = 2x − 1' },
          { name: 'point', text: '(1, 1)' },
        ],
      });
    const r = solved('the tangent to y = 2x^3 - 5x + 1 at x = -1');
    expect(r.answer).toBe('y = x + 5');
    expect(r.steps.slice(-4).map((s) => s.text)).toEqual([
      'y = 2(−1)³ − 5(−1) + 1 = 4',
      'm = 6(−1)² − 5 = 1',
      'y − 4 = x + 1',
      'y = x + 5',
    ]);
    expect(r.steps.map((s) => s.rule)).toContain('Point-slope form');
    expect(stepProblems(r.steps.slice(-4), undefined)).toEqual([]);
  });

  it('gives the normal, perpendicular to the tangent, and a vertical one where the tangent is flat', () => {
    const normal = solved('find the equation of the normal to f(x) = x^3 at (1, 1)');
    expect(normal.answer).toBe('y = (−1/3)x + 4/3');
    expect(normal.steps.map((s) => s.text)).toContain('m = −1/3');
    expect(solved('normal to y = x^2 - 4x at x = 2').answer).toBe('x = 2');
  });

  it('keeps values exact: fractions, surds, e, ln and special angles', () => {
    expect(solved('tangent line to y = 1/x at the point (2, 1/2)').answer).toBe('y = (−1/4)x + 1');
    expect(solved('tangent to y = sqrt(x) at x = 4').answer).toBe('y = (1/4)x + 1');
    expect(solved('tangent to y = e^x at x = 0').answer).toBe('y = x + 1');
    expect(solved('tangent to y = ln(x) at x = 1').answer).toBe('y = x − 1');
    expect(solved('tangent to y = sin(x) at x = 0').answer).toBe('y = x');
    expect(solved('tangent to y = x^2 at x = sqrt(2)').answer).toBe('y = 2√2x − 2');
  });

  it('refuses a point off the curve, and a point with no exact value', () => {
    expect(refusal('tangent to y = x^2 at (1, 3)').message).toBe(
      'The point (1, 3) is not on the curve: at x = 1 it is at y = 1',
    );
    expect(refusal('tangent to y = x^2 at x = a').message).toMatch(
      /^The point is not a number the solver can write exactly/,
    );
    expect(refusal('tangent to y = sin(x) at x = 1').message).toMatch(
      /^The curve's value at x = 1 is not a number the solver can write exactly/,
    );
  });
});

describe('a tangent refused in the language of the page', () => {
  it('names the point and the curve in Spanish and French, and in English as before', () => {
    expect(refusedIn('tangent to y = x^2 at (1, 5)')).toBe(
      'The point (1, 5) is not on the curve: at x = 1 it is at y = 1',
    );
    for (const language of [es, fr])
      expect(refusedIn('tangent to y = x^2 at (1, 5)', language)).toBe(
        sentence(language, 'tangentOffCurve', { point: '(1; 5)', at: 'x = 1', y: 'y = 1' }),
      );
    expect(
      refusedIn('tangent to y = x^2 at x = sin(1)', fr).startsWith(
        `${sentence(fr, 'tangentNotExact', { what: sentence(fr, 'tangentThePoint') })}. `,
      ),
    ).toBe(true);
  });
});
