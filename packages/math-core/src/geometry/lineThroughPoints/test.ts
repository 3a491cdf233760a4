import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exact,
  type Frac,
  frac,
  gcd,
  minus,
  plus,
  same,
  times,
} from '../../../test/exact-fraction';
import { runs } from '../../../test/runs';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { type LineThroughPointsResult, lineThroughPoints } from './index';

/** "4/3", "−2", "0" (the library's text, with its minus sign) as a fraction. */
const readFrac = (text: string): Frac => {
  const match = /^(−?)(\d+)(?:\/(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a fraction: ${text}`);
  return frac(BigInt(`${match[1] ? '-' : ''}${match[2]}`), BigInt(match[3] ?? '1'));
};
/**
 * A linear side such as "−(1/2)x − 4" or "4x − 3y" as { x, y, c } coefficients. Terms are split
 * at the spaced operators; a term's own minus (−x, −(1/2)x) has no space after it.
 */
const readLinear = (side: string): Record<'x' | 'y' | 'c', Frac> => {
  // k(x − a), as point-slope form writes its right side: (4/3)(x − 2), −2(x + 1), −(x − 1).
  const factored = /^(−?)(?:\((\d+\/\d+)\)|(\d+))?\((x [+−] [\d/]+)\)$/.exec(side);
  if (factored) {
    const k = readFrac(`${factored[1]}${factored[2] ?? factored[3] ?? '1'}`);
    const inner = readLinear(factored[4] as string);
    return { x: times(k, inner.x), y: times(k, inner.y), c: times(k, inner.c) };
  }
  const out = { x: frac(0n), y: frac(0n), c: frac(0n) };
  const parts = side.split(/ ([+−]) /);
  for (let i = 0; i < parts.length; i += 2) {
    let term = parts[i] as string;
    let sign = i > 0 && parts[i - 1] === '−' ? -1n : 1n;
    if (term.startsWith('−')) [term, sign] = [term.slice(1), -sign];
    const letter = term.endsWith('x') ? 'x' : term.endsWith('y') ? 'y' : 'c';
    const body = letter === 'c' ? term : term.slice(0, -1).replace(/^\((.*)\)$/, '$1');
    const k = body === '' ? frac(1n) : readFrac(body);
    out[letter] = plus(out[letter], frac(sign * k.p, k.q));
  }
  return out;
};

const point = (x: number, y: number) => ({ x: exact(x), y: exact(y) });
/** Whether `lhs = rhs`, both linear in x and y, holds at the point, exactly. */
const holds = (equation: string, at: { x: Frac; y: Frac }): boolean => {
  const [lhs = '', rhs = ''] = equation.split(' = ');
  const value = (side: Record<'x' | 'y' | 'c', Frac>): Frac =>
    plus(plus(times(side.x, at.x), times(side.y, at.y)), side.c);
  return same(value(readLinear(lhs)), value(readLinear(rhs)));
};

/** The values the working's letters stand for, for checking its equations. */
const scopes = (r: LineThroughPointsResult, x1: number, y1: number, x2: number, y2: number) =>
  [
    [x1, y1],
    [x2, y2],
  ].map(([x, y]) => ({
    x: x as number,
    y: y as number,
    ...(r.slopeValue !== undefined && { m: r.slopeValue, b: r.yInterceptValue as number }),
    d: r.distance.value,
  }));

describe('lineThroughPoints', () => {
  it('finds the slope, intercept, the three forms, the distance and the midpoint', () => {
    const r = unwrap(lineThroughPoints(2, 3, 5, 7));
    expect(r).toMatchObject({
      kind: 'sloped',
      slope: '4/3',
      yIntercept: '1/3',
      equation: 'y = (4/3)x + 1/3',
      pointSlope: 'y − 3 = (4/3)(x − 2)',
      standard: { a: 4, b: -3, c: -1, text: '4x − 3y = −1' },
      distance: { text: '5', value: 5 },
      midpoint: { x: '7/2', y: '5', xValue: 3.5, yValue: 5, text: '(7/2, 5)' },
    });
    expect(r.steps.map((s) => s.text)).toEqual([
      'm = (7 − 3)/(5 − 2) = 4/3',
      '3 = 4/3 × 2 + b',
      'b = 3 − 4/3 × 2 = 1/3',
      'y = (4/3)x + 1/3',
      '4x − 3y = −1',
      'd = √((5 − 2)² + (7 − 3)²) = √(3² + 4²) = √(9 + 16) = √25',
      '√25 = 5',
      '(2 + 5)/2 = 7/2',
      '(3 + 7)/2 = 5',
    ]);
    for (const s of r.steps) expect(s.mathml).toMatch(/^<math xmlns=.*<\/math>$/);
    expect(stepProblems(r.steps, scopes(r, 2, 3, 5, 7))).toEqual([]);
  });

  it('shows the reduction of the slope and simplifies the distance with simplifyRadical', () => {
    const r = unwrap(lineThroughPoints(2, 4, 6, 10));
    expect(r.slope).toBe('3/2');
    expect(r.steps[0]?.text).toBe('m = (10 − 4)/(6 − 2) = 6/4');
    expect(r.steps[1]).toMatchObject({
      note: 'Reduce the fraction: divide the top and the bottom by 2',
      text: 'm = 6/4 = 3/2',
    });
    expect(r.distance.text).toBe('2√13');
    expect(r.distance.value).toBe(Math.sqrt(52));
    expect(r.steps.map((s) => s.text)).toContain('√52 = √(4 × 13) = √4 × √13 = 2√13');
    expect(r.steps.map((s) => s.text)).toContain(
      'd = √((6 − 2)² + (10 − 4)²) = √(4² + 6²) = √(16 + 36) = √52 ≈ 7.211103',
    );
  });

  it('works with decimals exactly: 0.1 and 0.2 are tenths', () => {
    const r = unwrap(lineThroughPoints(0.1, 0.2, 0.3, 0.7));
    expect(r).toMatchObject({
      slope: '5/2',
      slopeValue: 2.5,
      yIntercept: '−1/20',
      yInterceptValue: -0.05,
      equation: 'y = (5/2)x − 1/20',
      standard: { a: 50, b: -20, c: 1, text: '50x − 20y = 1' },
      distance: { text: '√29/10' },
      midpoint: { x: '1/5', y: '9/20', xValue: 0.2, yValue: 0.45 },
    });
    expect(r.steps[0]?.text).toBe('m = (0.7 − 0.2)/(0.3 − 0.1) = 0.5/0.2');
    expect(r.steps[1]?.text).toBe('m = 0.5/0.2 = 5/2');
    expect(r.steps.map((s) => s.text)).toContain('√0.29 = √29/10');
    expect(unwrap(lineThroughPoints(0, 0, 0.1, 0.2)).distance.text).toBe('√5/10');
    expect(unwrap(lineThroughPoints(1.5, 2.25, 3.75, -1.125)).distance.text).toBe('(9√13)/8');
    // Past 10¹² under the root the radical is left as it is (exact, not simplified).
    expect(unwrap(lineThroughPoints(1.23456789, 2.3456789, 3.456789, 4.56789)).distance.text).toBe(
      '√98764888346928421/100000000',
    );
    expect(stepProblems(r.steps, scopes(r, 0.1, 0.2, 0.3, 0.7))).toEqual([]);
  });

  it('writes the equations the way people do: no 1x, no + −, no + 0', () => {
    const forms = (x1: number, y1: number, x2: number, y2: number) => {
      const r = unwrap(lineThroughPoints(x1, y1, x2, y2));
      return [r.equation, r.pointSlope, r.standard.text];
    };
    expect(forms(0, 0, 1, 1)).toEqual(['y = x', 'y = x', 'x − y = 0']);
    expect(forms(1, 1, 7, 7)).toEqual(['y = x', 'y − 1 = x − 1', 'x − y = 0']);
    expect(forms(0, 1, 1, 0)).toEqual(['y = −x + 1', 'y − 1 = −x', 'x + y = 1']);
    expect(forms(1, 0, 0, 2)).toEqual(['y = −2x + 2', 'y = −2(x − 1)', '2x + y = 2']);
    expect(forms(-2, -3, 4, -6)).toEqual([
      'y = −(1/2)x − 4',
      'y + 3 = −(1/2)(x + 2)',
      'x + 2y = −8',
    ]);
    expect(forms(3, -1, -3, 1)).toEqual(['y = −(1/3)x', 'y + 1 = −(1/3)(x − 3)', 'x + 3y = 0']);
  });

  it('gives a horizontal line slope 0 and a vertical one an undefined slope, x = a', () => {
    expect(unwrap(lineThroughPoints(1, 3, 4, 3))).toMatchObject({
      kind: 'horizontal',
      slope: '0',
      slopeValue: 0,
      yIntercept: '3',
      equation: 'y = 3',
      pointSlope: 'y − 3 = 0',
      standard: { a: 0, b: 1, c: 3, text: 'y = 3' },
    });
    const v = unwrap(lineThroughPoints(1, 2, 1, 5));
    expect(v).toMatchObject({
      kind: 'vertical',
      slope: 'undefined',
      equation: 'x = 1',
      pointSlope: 'x = 1',
      standard: { a: 1, b: 0, c: 1, text: 'x = 1' },
      distance: { text: '3', value: 3 },
      midpoint: { text: '(1, 7/2)' },
    });
    expect(v.slopeValue).toBeUndefined();
    expect(v.yIntercept).toBeUndefined();
    expect(v.steps[0]).toMatchObject({
      note: 'The change in x is 0, so the slope (the change in y over the change in x) is undefined: the line is vertical',
      text: '1 − 1 = 0',
    });
    expect(unwrap(lineThroughPoints(0.5, 1, 0.5, -1)).standard.text).toBe('2x = 1');
    expect(stepProblems(v.steps, scopes(v, 1, 2, 1, 5))).toEqual([]);
  });

  it('refuses the same point twice and what is not a finite number', () => {
    expect(lineThroughPoints(2, 3, 2, 3)).toEqual({
      ok: false,
      error: {
        code: 'invalid_value',
        message: 'The two points are the same: a line needs two different points',
      },
    });
    expect(errorOf(lineThroughPoints(0, -0, -0, 0)).code).toBe('invalid_value');
    expect(errorOf(lineThroughPoints(Number.NaN, 1, 2, 3))).toMatchObject({
      code: 'not_a_number',
      field: 'x1',
    });
    expect(errorOf(lineThroughPoints(1, 2, 3, Number.POSITIVE_INFINITY))).toMatchObject({
      code: 'not_a_number',
      field: 'y2',
    });
    expect(errorOf(lineThroughPoints(1, '2' as unknown as number, 3, 4))).toMatchObject({
      code: 'not_a_number',
      field: 'y1',
    });
    // A standard form past 2^53 is refused rather than rounded.
    expect(errorOf(lineThroughPoints(1e20, 0, 0, 1)).code).toBe('out_of_range');
    expect(errorOf(lineThroughPoints(1e-300, 0, 1e300, 1)).code).toBe('out_of_range');
  });

  it('passes through both points exactly, with a coprime standard form (property)', () => {
    // Whole numbers and decimals with up to two places, small enough that every number under the
    // distance's root is within simplifyRadical's 10¹² (larger ones are left as they are).
    const coordinate = fc
      .tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 0, max: 2 }))
      .map(([digits, places]) => Number(`${digits}e-${places}`));
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (x1, y1, x2, y2) => {
        fc.pre(x1 !== x2 || y1 !== y2);
        const r = unwrap(lineThroughPoints(x1, y1, x2, y2));
        const [a, b] = [point(x1, y1), point(x2, y2)];
        const [dx, dy] = [minus(b.x, a.x), minus(b.y, a.y)];
        for (const form of [r.equation, r.pointSlope, r.standard.text]) {
          expect(holds(form, a), `${form} at (${x1}, ${y1})`).toBe(true);
          expect(holds(form, b), `${form} at (${x2}, ${y2})`).toBe(true);
        }
        if (dx.p === 0n) expect(r.slope).toBe('undefined');
        else {
          const m = readFrac(r.slope);
          expect(same(times(m, dx), dy), `slope ${r.slope}`).toBe(true);
          expect(m.q > 0n && gcd(m.p, m.q) === 1n).toBe(true);
          expect(r.slopeValue).toBe(Number(m.p) / Number(m.q));
          // b from y₁ = m·x₁ + b.
          expect(same(plus(times(m, a.x), readFrac(r.yIntercept as string)), a.y)).toBe(true);
        }
        const { a: A, b: B, c: C } = r.standard;
        expect(A > 0 || (A === 0 && B > 0), r.standard.text).toBe(true);
        expect(gcd(gcd(BigInt(A), BigInt(B)), BigInt(C))).toBe(1n);
        for (const at of [a, b])
          expect(
            same(plus(times(frac(BigInt(A)), at.x), times(frac(BigInt(B)), at.y)), frac(BigInt(C))),
          ).toBe(true);
        // The distance k√r/q squared is dx² + dy², with r free of square factors.
        const d = /^\(?(\d*)(?:√(\d+))?\)?(?:\/(\d+))?$/.exec(r.distance.text);
        expect(d, r.distance.text).not.toBeNull();
        const [k, under, below] = [
          BigInt(d?.[1] || '1'),
          BigInt(d?.[2] ?? '1'),
          BigInt(d?.[3] ?? '1'),
        ];
        expect(same(frac(k * k * under, below * below), plus(times(dx, dx), times(dy, dy)))).toBe(
          true,
        );
        const root = Number(under);
        for (let f = 2; f * f <= root; f++)
          if (root % (f * f) === 0) throw new Error(`${r.distance.text} keeps the square ${f * f}`);
        expect(r.distance.value).toBeCloseTo(Math.hypot(x2 - x1, y2 - y1), 6);
        const mid = (u: Frac, v: Frac) => frac(u.p * v.q + v.p * u.q, 2n * u.q * v.q);
        expect(same(readFrac(r.midpoint.x), mid(a.x, b.x))).toBe(true);
        expect(same(readFrac(r.midpoint.y), mid(a.y, b.y))).toBe(true);
        expect(stepProblems(r.steps, scopes(r, x1, y1, x2, y2))).toEqual([]);
      }),
      { numRuns: runs(300) },
    );
  });
});
