/**
 * Graph features are true: no root at a hole or in underflow, asymptotes with and without a sign
 * change and slant ones, a default window where the function lives, and curves that cross said
 * to meet. Each example is a case the graph once got wrong; the values are checked by hand and by
 * evaluating the functions (the SymPy sweeps are in test/corpus/plot-sympy.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { evaluateMath, type Graph, parseMath } from '../src/index';
import type { PlotFeature, PlotWindow } from '../src/plot/types';
import { graphOf } from './plot-reading';

type Curves = Extract<Graph, { kind: 'curves' }>;

const curves = (text: string, window?: PlotWindow): Curves => {
  const r = graphOf(text, window);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  if (r.value.kind !== 'curves') throw new Error(`${text}: not curves`);
  return r.value;
};
const of = (g: Curves, kind: PlotFeature['kind']) => g.features.filter((f) => f.kind === kind);
const labels = (g: Curves, kind: PlotFeature['kind']) => of(g, kind).map((f) => f.label);
const f = (text: string) => {
  const parsed = parseMath(text);
  if (!parsed.ok) throw new Error(text);
  return (x: number) => evaluateMath(parsed.value, { x });
};

describe('graph: holes are never roots or vertices', () => {
  it('(x²+4x+4)/(x²−4): a hole at (−2, 0), no root there, never crossing the x-axis', () => {
    const g = curves('y = (x^2+4x+4)/(x^2-4)');
    expect(of(g, 'root')).toEqual([]);
    expect(labels(g, 'hole')).toEqual(['(−2, 0)']);
    expect(g.description).toBe(
      'Curve y = (x² + 4x + 4)/(x² − 4), crossing the y-axis at −1, never crossing the x-axis. It has vertical asymptote x = 2, horizontal asymptote y = 1 and a hole at (−2, 0).',
    );
  });

  it('x³/x: a parabola whose vertex is a hole, said so; no vertex, no root', () => {
    const g = curves('y = x^3/x');
    expect([...of(g, 'vertex'), ...of(g, 'root'), ...of(g, 'y-intercept')]).toEqual([]);
    expect(labels(g, 'hole')).toEqual(['(0, 0)']);
    expect(g.description).toBe(
      'Parabola y = x³/x opening upward, axis of symmetry x = 0, with a hole at its vertex (0, 0), never crossing the x-axis.',
    );
  });

  it('a turning point at a hole is not marked: (x³ − 3x)(x − 1)/(x − 1)', () => {
    const g = curves('(x^3-3x)(x-1)/(x-1)');
    expect(labels(g, 'hole')).toEqual(['(1, −2)']);
    expect(labels(g, 'turning-point')).toEqual(['(−1, 2)']);
  });
});

describe('graph: underflow is not a root, and f is evaluated only where defined', () => {
  it('e^(−1/x²): no crossing near 0 (the values there underflow to 0); a hole at (0, 0)', () => {
    const g = curves('y = e^(-1/x^2)');
    expect(of(g, 'root')).toEqual([]);
    expect(of(g, 'y-intercept')).toEqual([]);
    expect(labels(g, 'hole')).toEqual(['≈ (0, 0)']);
    expect(g.description).toBe('Curve y = e^(−1/x²). It has a hole at ≈ (0, 0).');
  });

  it('e^(1/x): no root left of 0, a vertical asymptote x = 0', () => {
    const g = curves('y = e^(1/x)');
    expect(of(g, 'root')).toEqual([]);
    expect(labels(g, 'vertical-asymptote')).toEqual(['x = 0']);
  });

  it('e^(−x) on [0, 1000]: no root where e^(−x) underflows', () => {
    const g = curves('y = e^(-x)', { xMin: 0, xMax: 1000, yMin: -1, yMax: 2 });
    expect(of(g, 'root')).toEqual([]);
    expect(g.description).toBe('Curve y = e^(−x), crossing the y-axis at 1.');
  });

  it('x·e^(−1/x): no y-intercept where it is undefined, an asymptote x = 0 from the left', () => {
    const g = curves('y = x e^(-1/x)');
    expect(of(g, 'y-intercept')).toEqual([]);
    expect(of(g, 'root')).toEqual([]);
    expect(labels(g, 'vertical-asymptote')).toEqual(['x = 0']);
  });

  it('a true root inside underflow is kept: (x − 30)e^(−x²) is 0 at 30 exactly', () => {
    const g = curves('y = (x-30) e^(-x^2)', { xMin: 0, xMax: 40, yMin: -1, yMax: 1 });
    expect(labels(g, 'root')).toEqual(['x = 30']);
  });

  it('e^(−x²) − e^(−2x²): a root at 0 only, none in the tails where both terms underflow', () => {
    const g = curves('y = e^(-x^2) - e^(-2x^2)', { xMin: -40, xMax: 40, yMin: -1, yMax: 1 });
    expect(of(g, 'root').map((r) => r.x)).toEqual([expect.closeTo(0, 6)]);
  });
});

describe('graph: vertical asymptotes with and without a sign change, and slant ones', () => {
  it('e^x/(x − 1)²: x = 1, where f does not change sign', () => {
    const g = curves('y = e^x/(x-1)^2');
    expect(labels(g, 'vertical-asymptote')).toEqual(['x = 1']);
    expect(of(g, 'root')).toEqual([]);
  });

  it('sec(x)²: at 90° and 270°, and no turning point there', () => {
    const g = curves('y = sec(x)^2');
    expect(of(g, 'vertical-asymptote').map((a) => Math.round(a.x * 1e6) / 1e6)).toEqual([90, 270]);
    expect(of(g, 'turning-point').map((t) => Math.round(t.x))).toEqual([180]);
  });

  it('ln(x²): x = 0, with its roots −1 and 1', () => {
    const g = curves('y = ln(x^2)');
    expect(labels(g, 'vertical-asymptote')).toEqual(['x = 0']);
    expect(labels(g, 'root')).toEqual(['x = −1', 'x = 1']);
  });

  it('ln(x) and 1/√(x − 30): asymptotes at the end of the domain', () => {
    expect(labels(curves('y = ln(x)'), 'vertical-asymptote')).toEqual(['x = 0']);
    expect(labels(curves('y = 1/sqrt(x - 30)'), 'vertical-asymptote')).toEqual(['x = 30']);
  });

  it('(x² + 1)/(x − 1): the slant asymptote y = x + 1, from polynomial division', () => {
    const g = curves('y = (x^2+1)/(x-1)');
    const [slant] = of(g, 'slant-asymptote') as [PlotFeature];
    expect(slant.label).toBe('y = x + 1');
    expect(slant.slope).toBe(1);
    // The marked point lies on the line, inside the window.
    expect(slant.y).toBeCloseTo(slant.x + 1, 12);
    expect(g.description).toBe(
      'Curve y = (x² + 1)/(x − 1), turning at (1 − √2, 2 − 2√2) and (1 + √2, 2 + 2√2), crossing the y-axis at −1, never crossing the x-axis. It has vertical asymptote x = 1 and slant asymptote y = x + 1.',
    );
  });

  it('slant asymptotes only when the numerator is one degree higher', () => {
    expect(labels(curves('(2x^3 + 1)/(x^2 + 1)'), 'slant-asymptote')).toEqual(['y = 2x']);
    expect(labels(curves('(x^3-1)/(x^2-1)'), 'slant-asymptote')).toEqual(['y = x']);
    expect(of(curves('(x^3+1)/(x-1)'), 'slant-asymptote')).toEqual([]);
    expect(of(curves('(x^2+1)/(x^2-1)'), 'slant-asymptote')).toEqual([]);
    expect(of(curves('x^2+1'), 'slant-asymptote')).toEqual([]);
  });
});

describe('graph: the default window shows where the function lives', () => {
  it('ln(x − 100): around its asymptote x = 100 and its root x = 101', () => {
    const g = curves('y = ln(x - 100)');
    expect(g.window.xMin).toBeLessThan(100);
    expect(g.window.xMax).toBeGreaterThan(101);
    expect(g.window.xMax - g.window.xMin).toBeLessThan(20);
    expect(g.description).toBe(
      'Curve y = ln(x − 100), crossing the x-axis at 101. It has vertical asymptote x = 100.',
    );
    expect(g.curves[0]?.segments.flat().length).toBeGreaterThan(100);
  });

  it('√(x − 50) and ln(ln(x) − 5): the start of the domain and what follows', () => {
    const root = curves('y = sqrt(x - 50)');
    expect(labels(root, 'root')).toEqual(['x = 50']);
    expect(root.window.xMin).toBeLessThan(50);
    const loglog = curves('y = ln(ln(x) - 5)');
    const [asymptote] = of(loglog, 'vertical-asymptote');
    const [zero] = of(loglog, 'root');
    expect(asymptote?.x).toBeCloseTo(Math.exp(5), 9);
    expect(zero?.x).toBeCloseTo(Math.exp(6), 9);
  });
});

describe('graph: crossing curves are said to meet', () => {
  const meets = (text: string) => {
    const g = curves(text);
    const [left, right] = text.replace(/^y = /, '').split(/, y = | = /) as [string, string];
    for (const p of of(g, 'intersection')) {
      expect(Math.abs(f(left)(p.x) - f(right)(p.x)), `${text} at ${p.x}`).toBeLessThan(1e-9);
      expect(p.y).toBeCloseTo(f(left)(p.x), 9);
    }
    return g;
  };

  it('2^x and x²: three crossings, exact at 2 and 4', () => {
    const g = meets('y = 2^x, y = x^2');
    expect(labels(g, 'intersection')).toEqual(['≈ (−0.766665, 0.587775)', '(2, 4)', '(4, 16)']);
    expect(g.description).toBe(
      'The curves y = 2^x and y = x² meet at ≈ (−0.766665, 0.587775), (2, 4) and (4, 16), the solutions of the system.',
    );
    expect(labels(meets('2^x = x^2'), 'intersection')).toEqual(['x ≈ −0.766665', 'x = 2', 'x = 4']);
  });

  it('eˣ and x + 2, ln(x) and x − 2, √x and x², x³ and x + 2', () => {
    expect(labels(meets('y = e^x, y = x + 2'), 'intersection')).toEqual([
      '≈ (−1.84141, 0.158594)',
      '≈ (1.14619, 3.14619)',
    ]);
    expect(labels(meets('y = ln(x), y = x - 2'), 'intersection')).toEqual([
      '≈ (0.158594, −1.84141)',
      '≈ (3.14619, 1.14619)',
    ]);
    expect(labels(meets('y = sqrt(x), y = x^2'), 'intersection')).toEqual(['(0, 0)', '(1, 1)']);
    const cubic = meets('y = x^3, y = x + 2');
    expect(labels(cubic, 'intersection')).toEqual(['≈ (1.52138, 3.52138)']);
    expect(of(cubic, 'intersection')[0]?.x).toBeCloseTo(1.5213797068045676, 12);
    expect(labels(meets('e^x = x + 2'), 'intersection')).toEqual(['x ≈ −1.84141', 'x ≈ 1.14619']);
  });

  it('"do not meet" only when they do not: a hole is no meeting point', () => {
    const g = curves('(x^2-1)/(x-1) = 2');
    expect(of(g, 'intersection')).toEqual([]);
    expect(g.description).toBe(
      'The curves y = (x² − 1)/(x − 1) and y = 2 do not meet in this window: the equation has no real solution.',
    );
  });
});
