// Domains decided from an expression's structure (algebra/domain): the sets found, the points of
// an interval left out, and, as a property, agreement with evaluation at any point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainOf, kinksOf, REAL_LINE, sampleRanges, undefinedIn } from '../src/algebra/domain';
import { fromNode, has, type Interval, setText } from '../src/algebra/real-set';
import { evaluateMath } from '../src/math/evaluateMath';
import { parseMath } from '../src/math/parseMath';
import { toText } from '../src/math/toText';
import type { MathNode } from '../src/math/tree';

const tree = (text: string): MathNode => {
  const p = parseMath(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return p.value;
};
const interval = (a: string, b: string): Interval => ({
  lo: fromNode(tree(a)),
  hi: fromNode(tree(b)),
  loIn: true,
  hiIn: true,
});
const domainText = (text: string): string | undefined => {
  const d = domainOf(tree(text));
  return d && (setText(d.set, 'x', toText) || (d.set.length > 0 ? 'all' : 'none'));
};

describe('domainOf', () => {
  it('decides where an expression is defined, however far from 0', () => {
    const cases: [string, string | undefined][] = [
      ['ln(x - 100)', 'x > 100'],
      ['sqrt(x - 50)', 'x ≥ 50'],
      ['1/sqrt(x - 30)', 'x > 30'],
      ['ln(ln(x) - 5)', 'x > e⁵'],
      ['ln(e^x - 2)', 'x > ln(2)'],
      ['sqrt(x^2 - 2)', 'x ≤ −√2 or x ≥ √2'],
      ['x/(x^2 - 1)', 'x ≠ −1, x ≠ 1'],
      ['ln(x)/(x - 1)', 'x > 0, x ≠ 1'],
      ['log(x) - 2 + sqrt(log(x) - 2)', 'x ≥ 100'],
      ['cbrt(x) + x^(1/3)', 'all'],
      ['x^(-2/3)', 'x ≠ 0'],
      ['sqrt(-1 - x^2)', 'none'],
      ['ln(-e^x)', 'none'],
      // Two logarithms of x added: not decided (then nothing is said about it).
      ['ln(ln(x) + ln(x + 1))', undefined],
    ];
    for (const [text, expected] of cases) expect(domainText(text), text).toBe(expected);
    expect(domainOf(tree('tan(x)'))?.punctured).toBe(true);
  });

  it('lists the points of an interval where the integrand is undefined, exactly', () => {
    const points = (text: string, a: string, b: string) => {
      const window = interval(a, b);
      const found = undefinedIn(
        domainOf(tree(text), window) as NonNullable<ReturnType<typeof domainOf>>,
        window,
      );
      return {
        gaps: found.gaps.map((g) => setText([g.where], 'x', toText)),
        points: found.points.map((p) => toText(p.at.node)),
      };
    };
    expect(points('tan(x)', '-2', '2')).toEqual({ gaps: [], points: ['−π/2', 'π/2'] });
    expect(points('sec(2x + 1)^2', '0', 'pi')).toEqual({
      gaps: [],
      points: ['(π − 2)/4', '(3π − 2)/4'],
    });
    expect(points('1/x + 1/(x - 1)', '-1', '2')).toEqual({ gaps: [], points: ['0', '1'] });
    expect(points('1/sqrt(x)', '0', '1')).toEqual({ gaps: [], points: ['0'] });
    expect(points('sqrt(x)', '-1', '4')).toEqual({ gaps: ['−1 ≤ x < 0'], points: [] });
    expect(points('sqrt(x)^2', '-4', '-1')).toEqual({ gaps: ['−4 ≤ x ≤ −1'], points: [] });
  });

  it('finds the kinks where numeric integration should split', () => {
    expect(kinksOf(tree('cbrt(x) + abs(x - 2)'), interval('-1', '8')).map((p) => p.value)).toEqual([
      0, 2,
    ]);
  });

  it('samples inside the domain when it lies away from the default ranges', () => {
    const defaults: [number, number][] = [[-2, 2]];
    expect(sampleRanges(domainOf(tree('ln(x - 100)')), defaults)).toEqual([
      [100.05, 104],
      [100.5, 130],
    ]);
    expect(sampleRanges(domainOf(tree('ln(x + 1)')), defaults)).toEqual(defaults);
  });

  it('property: x is in the domain exactly where the expression has a finite value', () => {
    const linear = fc
      .tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -9, max: 9 }))
      .filter(([a]) => a !== 0)
      .map(([a, b]) => `(${a}x + ${b})`);
    const part = fc.oneof(
      linear.map((u) => `ln(${u})`),
      linear.map((u) => `sqrt(${u})`),
      linear.map((u) => `1/${u}`),
      fc.tuple(linear, linear).map(([u, v]) => `sqrt(${u}${v})`),
      fc.tuple(linear, linear).map(([u, v]) => `ln(${u}^2 - ${v}^2)`),
      fc.tuple(linear, fc.integer({ min: -3, max: 3 })).map(([u, k]) => `ln(ln(${u}) + ${k})`),
      fc.tuple(linear, fc.integer({ min: 1, max: 3 })).map(([u, k]) => `1/(e^${u} - ${k})`),
    );
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 3 }),
        fc.double({ min: -12, max: 12, noNaN: true }),
        (parts, t) => {
          const f = tree(parts.join(' + '));
          const d = domainOf(f);
          if (!d) return;
          // Away from the ends of the pieces, where rounding could go either way.
          if (d.set.some((i) => Math.abs(i.lo.value - t) < 1e-6 || Math.abs(i.hi.value - t) < 1e-6))
            return;
          expect(has(d.set, t), `${toText(f)} at ${t}`).toBe(
            Number.isFinite(evaluateMath(f, { x: t })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is decided over the whole line by default', () => {
    expect(domainOf(tree('x^2'))?.set).toEqual([REAL_LINE]);
  });
});
