/**
 * Systems that are not linear, as students type them: a line with a parabola or a circle by
 * substitution, two equations in the squares by elimination, no real solution, and the graph
 * marking where the curves meet. SymPy's solutions of generated systems are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';
import { toText } from '../../../math/toText';
import { graph } from '../../../plot/graph';

describe('systems that are not linear', () => {
  it('solves a line with a circle by substitution, every pair checked', () => {
    const r = solved('x^2+y^2=25 and x+y=7');
    expect(r).toMatchObject({
      kind: 'nonlinear-system',
      title: 'System of equations',
      method: 'substitution',
      answer: '(x, y) = (3, 4) or (x, y) = (4, 3)',
    });
    expect(r.steps.slice(0, 2).map((s) => s.text)).toEqual(['y = −x + 7', 'x² + (−x + 7)² = 25']);
    expect(r.steps.at(-1)?.note).toBe('Put x = 4 back into y = −x + 7: y = 3');
    expect(
      stepProblems(r.steps, [
        { x: 3, y: 4 },
        { x: 4, y: 3 },
      ]),
    ).toEqual([]);
    // Drawn as the circle (its two halves, one curve) and the line, meeting at the solutions.
    expect(r.functions?.map((f) => [toText(f.body), f.branch])).toEqual([
      ['√(−x² + 25)', 'x² + y² = 25'],
      ['−√(−x² + 25)', 'x² + y² = 25'],
      ['−x + 7', undefined],
    ]);
    const drawn = graph(r);
    if (!drawn.ok || drawn.value.kind !== 'curves') throw new Error('no graph');
    expect(drawn.value.description).toBe(
      'The curves x² + y² = 25 and y = −x + 7 meet at (3, 4) and (4, 3), the solutions of the system.',
    );
    expect(drawn.value.curves.map((c) => c.label)).toEqual(['x² + y² = 25', 'y = −x + 7']);
    // The whole circle is in the window, and the points on both curves.
    expect(drawn.value.window.xMin).toBeLessThan(-5);
    expect(drawn.value.window.xMax).toBeGreaterThan(5);
    for (const f of drawn.value.features) expect(f.x ** 2 + f.y ** 2).toBeCloseTo(25, 9);
  });

  it('solves a line with a parabola exactly, and the graph marks where they meet', () => {
    const r = solved('y=x^2, y=2x+1');
    expect(r.answer).toBe('(x, y) = (1 − √2, 3 − 2√2) or (x, y) = (1 + √2, 3 + 2√2)');
    const drawn = graph(r);
    expect(drawn.ok && drawn.value.description).toBe(
      'The curves y = x² and y = 2x + 1 meet at (1 − √2, 3 − 2√2) and (1 + √2, 3 + 2√2), the solutions of the system.',
    );
    expect(solved('x*y=6, x+y=5').answer).toBe('(x, y) = (2, 3) or (x, y) = (3, 2)');
  });

  it('eliminates the squares when both equations hold only squares', () => {
    const r = solved('x^2+y^2=25, x^2-y^2=7');
    expect(r.method).toBe('elimination of the squares');
    expect(r.solutions.map((s) => s.text)).toEqual([
      '(x, y) = (−4, −3)',
      '(x, y) = (−4, 3)',
      '(x, y) = (4, −3)',
      '(x, y) = (4, 3)',
    ]);
  });

  it('says when there is no real solution, and refuses what it cannot reduce', () => {
    expect(solved('x^2+y^2=1, x+y=5')).toMatchObject({
      answer: 'No real solutions',
      solutions: [],
      outcome: 'none',
    });
    expect(refusal('x^2+y^3=1, x^2+x*y=5').message).toMatch(/^In a system that is not linear/);
    // Linear systems are still the system kind's.
    expect(solved('x+y=3, x-y=1').kind).toBe('system');
  });
});
