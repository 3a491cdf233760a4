/**
 * Circles and ellipses written implicitly: the squares completed as steps, the center and the
 * radius or semi-axes named, the curve drawn as its two halves, and the equations with no curve.
 * SymPy's centers and axes of generated circles and ellipses are in conic.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';
import { graph } from '../../../plot/graph';

describe('circles and ellipses', () => {
  it('completes the squares for the center and the radius', () => {
    const r = solved('graph x^2 + y^2 - 4x + 6y - 3 = 0');
    expect(r).toMatchObject({
      kind: 'graph',
      title: 'Circle',
      answer: 'Circle (x − 2)² + (y + 3)² = 16: center (2, −3); radius 4',
    });
    expect(r.steps.map((s) => s.text)).toEqual(['(x − 2)² + (y + 3)² = 16', '√16 = 4']);
    expect(
      stepProblems(r.steps, [
        { x: 6, y: -3 },
        { x: 2, y: 1 },
      ]),
    ).toEqual([]);
    expect(solved('x^2+y^2=25').answer).toBe('Circle x² + y² = 25: center (0, 0); radius 5');
    expect(solved('x^2+y^2=8').solutions.map((s) => s.text)).toEqual(['(0, 0)', '2√2']);
  });

  it('gives an ellipse its semi-axes', () => {
    expect(solved('4x^2+9y^2=36')).toMatchObject({
      title: 'Ellipse',
      answer: 'Ellipse 4x² + 9y² = 36: center (0, 0); semi-axis along x 3; semi-axis along y 2',
    });
  });

  it('draws the curve as its two halves, which never meet as two curves would', () => {
    const drawn = graph(solved('x^2+y^2=25'));
    if (!drawn.ok || drawn.value.kind !== 'curves') throw new Error('not drawn');
    expect(drawn.value.description).toBe(
      'The curve x² + y² = 25, drawn as its upper half y = √(25 − x²) and its lower half y = −√(25 − x²).',
    );
    expect(drawn.value.features.filter((f) => f.kind === 'intersection')).toEqual([]);
  });

  it('says when the equation has one point or none', () => {
    expect(refusal('x^2+y^2=0').message).toMatch(
      /^This equation holds at one point only, \(0, 0\)/,
    );
    expect(refusal('x^2+y^2=-1').message).toMatch(/^No point satisfies this equation/);
  });
});
