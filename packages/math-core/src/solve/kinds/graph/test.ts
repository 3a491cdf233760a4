/**
 * Graphs on request: what is read as one (y = …, f(x) = …, "graph …", "plot …", two functions),
 * the features named with their steps, the functions handed to `graph` (which draws them without
 * solving again), and the refusals. SymPy's features of generated functions are in oracle.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepProblems } from '../../../../test/solve-steps';
import { refusal, solved } from '../../../../test/solved';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { evaluateMath } from '../../../math/evaluateMath';
import { toText } from '../../../math/toText';
import { graph } from '../../../plot/graph';

/** The named features as "name: text". */
const features = (text: string) => solved(text).solutions.map((s) => `${s.name}: ${s.text}`);

describe('a graph asked for', () => {
  it('reads y = …, f(x) = … and the commands graph, plot, sketch and draw', () => {
    for (const text of ['y=2x+3', 'graph y = 2x + 3', 'plot the line y=2x+3', 'Draw y=3+2x'])
      expect(solved(text), text).toMatchObject({
        kind: 'graph',
        title: 'Graph of a straight line',
      });
    expect(solved('f(x)=x^2+1')).toMatchObject({
      kind: 'graph',
      title: 'Graph of a parabola',
      problem: 'f(x) = x² + 1',
      answer: 'Parabola f(x) = x² + 1: vertex (0, 1); axis of symmetry x = 0; y-intercept (0, 1)',
    });
    expect(solved('graph x^2-4')).toMatchObject({ kind: 'graph', problem: 'x² − 4' });
    expect(solved('sketch the graph of sin(x)').kind).toBe('graph');
    // Without the command an equation in one unknown is solved (its graph is drawn all the same).
    expect(solved('x^2-4=0').kind).toBe('quadratic');
    expect(solved('graph x^2-4=0').kind).toBe('quadratic');
    expect(solved('y = 5').kind).toBe('linear');
    expect(solved('graph y = 5').title).toBe('Graph of a horizontal line');
  });

  it('gives a line its slope and intercepts, each found as a step', () => {
    const r = solved('y=2x+3');
    expect(r.answer).toBe(
      'Straight line y = 2x + 3: slope 2; y-intercept (0, 3); x-intercept (−3/2, 0)',
    );
    expect(r.solutions.map((s) => [s.name, s.text, s.value])).toEqual([
      ['slope', '2', 2],
      ['y-intercept', '(0, 3)', undefined],
      ['x-intercept', '(−3/2, 0)', undefined],
    ]);
    expect(r.steps.map((s) => s.text)).toEqual(['m = 2', '(0, 3)', 'x = −3/2', '(−3/2, 0)']);
    expect(stepProblems(r.steps, undefined)).toEqual([]);
    expect(features('graph 2x+3y=6')).toEqual([
      'slope: −2/3',
      'y-intercept: (0, 2)',
      'x-intercept: (3, 0)',
    ]);
    expect(solved('graph 2x+3y=6').steps[0]?.note).toMatch(/^Solve for y/);
    expect(solved('y = -x + 4').steps[0]?.note).toMatch(/falls 1 for each 1 across/);
  });

  it('gives a parabola its vertex, axis, direction and intercepts', () => {
    expect(features('y = x^2 - 2x - 3')).toEqual([
      'vertex: (1, −4)',
      'axis of symmetry: x = 1',
      'y-intercept: (0, −3)',
      'x-intercept: (−1, 0)',
      'x-intercept: (3, 0)',
    ]);
    const down = solved('y = -2x^2 + 4x');
    expect(down.steps.map((s) => s.note)).toContain(
      'a is negative, so the parabola opens downward and the vertex is its highest point',
    );
    expect(solved('y=x^2-2x-3').answer).toBe(
      'Parabola y = x² − 2x − 3: vertex (1, −4); axis of symmetry x = 1; y-intercept (0, −3); x-intercepts (−1, 0) and (3, 0)',
    );
    // No real roots: said, and none named.
    expect(features('y = x^2 + 1')).not.toContainEqual(expect.stringMatching(/^x-intercept/));
    expect(features('y = x^2 - 2')).toContain('x-intercept: (−√2, 0)');
  });

  it('gives a polynomial its turning points, and a quotient its holes and asymptotes', () => {
    expect(features('graph x^3-3x')).toEqual([
      'y-intercept: (0, 0)',
      'x-intercept: (−√3, 0)',
      'x-intercept: (0, 0)',
      'x-intercept: (√3, 0)',
      'turning point: (−1, 2)',
      'turning point: (1, −2)',
    ]);
    expect(features('y = 1/x')).toEqual([
      'vertical asymptote: x = 0',
      'horizontal asymptote: y = 0',
    ]);
    expect(features('y=(2x^2+1)/(x^2-4)')).toEqual([
      'vertical asymptote: x = −2',
      'vertical asymptote: x = 2',
      'horizontal asymptote: y = 2',
      'y-intercept: (0, −1/4)',
    ]);
    expect(features('y=(x^2+1)/(x-1)')).toContain('slant asymptote: y = x + 1');
    // Cancelled down to a line: a hole, and no asymptote.
    expect(features('y = (x^2-1)/(x-1)')).toEqual([
      'hole: (1, 2)',
      'y-intercept: (0, 1)',
      'x-intercept: (−1, 0)',
    ]);
  });

  it('gives any other function its intercepts when the solver finds them', () => {
    expect(features('y = sqrt(x) - 2')).toEqual(['y-intercept: (0, −2)', 'x-intercept: (4, 0)']);
    expect(features('y = e^x - 1')).toEqual(['y-intercept: (0, 0)', 'x-intercept: (0, 0)']);
  });

  it('draws two functions and where they meet, exactly', () => {
    const r = solved('graph y=x^2 and y=2x+1');
    expect(r).toMatchObject({
      title: 'Graphs of two functions',
      answer: 'y = x² and y = 2x + 1 meet at (1 − √2, 3 − 2√2) and (1 + √2, 3 + 2√2)',
    });
    expect(r.functions?.map((f) => toText(f.body))).toEqual(['x²', '2x + 1']);
    const drawn = graph(r);
    if (!drawn.ok || drawn.value.kind !== 'curves') throw new Error('not drawn');
    expect(drawn.value.curves.map((c) => c.label)).toEqual(['y = x²', 'y = 2x + 1']);
    expect(drawn.value.description).toBe(
      'The curves y = x² and y = 2x + 1 meet at (1 − √2, 3 − 2√2) and (1 + √2, 3 + 2√2).',
    );
    expect(solved('graph y = x^2 + 1 and y = x - 1').answer).toBe(
      'y = x² + 1 and y = x − 1 never meet',
    );
  });

  it('hands graph the functions, named as typed', () => {
    const drawn = graph(solved('f(x) = x^2 + 1'));
    if (!drawn.ok || drawn.value.kind !== 'curves') throw new Error('not drawn');
    expect(drawn.value.description).toBe(
      'Parabola f(x) = x² + 1 opening upward, vertex (0, 1), axis of symmetry x = 0, crossing the y-axis at 1, never crossing the x-axis.',
    );
    const flat = graph(solved('plot y = 3'));
    expect(flat.ok && flat.value.description).toBe(
      'Horizontal line y = 3, crossing the y-axis at 3, never crossing the x-axis.',
    );
  });

  it('refuses what is not a function of x, and more than two at once', () => {
    expect(refusal('graph x = y^2').message).toMatch(
      /^Only equations that can be solved for y, circles and ellipses are graphed/,
    );
    expect(refusal('graph y=x, y=2x, y=3x').message).toMatch(/^At most two functions/);
  });

  it('names only points that lie on the line, for any line with rational coefficients', () => {
    const q = fc
      .tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 6 }))
      .map(([p, d]) => ({ text: d === 1 ? `${p}` : `(${p}/${d})`, value: p / d }));
    fc.assert(
      fc.property(
        q.filter((m) => m.value !== 0),
        q,
        (m, b) => {
          const r = solved(`y = ${m.text}x + ${b.text}`);
          for (const s of r.solutions) {
            if (s.tree.type !== 'point') continue;
            const [px, py] = s.tree.coords.map((c) => evaluateMath(c)) as [number, number];
            expect(approxEqual(m.value * px + b.value, py, TOLERANCE.check)).toBe(true);
          }
          expect(r.solutions[0]).toMatchObject({ name: 'slope' });
          expect(r.solutions[0]?.value).toBeCloseTo(m.value, 12);
        },
      ),
      { numRuns: 60 },
    );
  });
});
