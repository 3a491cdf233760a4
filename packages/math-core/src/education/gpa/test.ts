import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { type GpaCourse, GRADE_POINTS, gpa } from './index';

const SCALE: [string, number][] = [
  ['A', 4.0],
  ['A-', 3.7],
  ['B+', 3.3],
  ['B', 3.0],
  ['B-', 2.7],
  ['C+', 2.3],
  ['C', 2.0],
  ['C-', 1.7],
  ['D+', 1.3],
  ['D', 1.0],
  ['F', 0.0],
];

describe('gpa', () => {
  it.each(SCALE)('grade %s is worth %d points', (grade, points) => {
    expect(unwrap(gpa([{ credits: 3, grade }]))).toMatchObject({
      gpa: points,
      formatted: points.toFixed(2),
    });
    expect(unwrap(gpa([{ credits: '4', grade: ` ${grade.toLowerCase()} ` }])).gpa).toBe(points);
  });

  it('has exactly the 4.0 scale', () => {
    expect(Object.entries(GRADE_POINTS)).toEqual(SCALE);
  });

  it('weights by credits, skips bad rows and reports them', () => {
    expect(
      unwrap(
        gpa([
          { credits: 3, grade: 'A' },
          { credits: '3', grade: 'b' },
          { credits: 0, grade: 'A' },
          { credits: 'x', grade: 'A' },
          { credits: 2, grade: 'E' },
        ]),
      ),
    ).toMatchObject({
      gpa: 3.5,
      formatted: '3.50',
      totalCredits: 6,
      counted: 2,
      skipped: [2, 3, 4],
    });
    expect(
      unwrap(
        gpa([
          { credits: 4, grade: 'A' },
          { credits: 3, grade: 'B+' },
        ]),
      ).formatted,
    ).toBe('3.70'); // 3.6857…
  });

  it('never mutates its input', () => {
    const rows = Object.freeze([
      Object.freeze({ credits: ' 3 ', grade: ' a ' }),
      Object.freeze({ credits: 0, grade: 'B' }),
    ]);
    expect(unwrap(gpa(rows))).toMatchObject({ gpa: 4, skipped: [1] });
    expect(rows).toEqual([
      { credits: ' 3 ', grade: ' a ' },
      { credits: 0, grade: 'B' },
    ]);
  });

  it('refuses a list with no counted credits', () => {
    expect(errorOf(gpa([]))).toMatchObject({ code: 'no_credits' });
    expect(
      errorOf(
        gpa([
          { credits: '', grade: 'A' },
          { credits: 3, grade: 'Z' },
        ]),
      ),
    ).toMatchObject({ code: 'no_credits' });
  });

  it('equals the decimal.js weighted average and stays within 0–4', () => {
    const row = fc.record({
      credits: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constantFrom('3', ' 4.5 ', 'abc', '')),
      grade: fc.oneof(
        fc.constantFrom(...SCALE.map(([g]) => g)),
        fc.constantFrom('a', 'b-', 'E', ''),
      ),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const counted = rows.filter(
          (r) =>
            Number(r.credits) > 0 &&
            String(r.credits).trim() !== '' &&
            Object.hasOwn(GRADE_POINTS, r.grade.trim().toUpperCase()),
        );
        const result = gpa(rows);
        if (counted.length === 0) {
          expect(errorOf(result).code).toBe('no_credits');
          return;
        }
        const credits = counted.reduce((s, r) => s.plus(Number(r.credits)), new Decimal(0));
        const points = counted.reduce(
          (s, r) =>
            s.plus(
              new Decimal(Number(r.credits)).times(GRADE_POINTS[r.grade.trim().toUpperCase()]!),
            ),
          new Decimal(0),
        );
        const value = unwrap(result);
        expect(value.formatted).toBe(points.div(credits).toFixed(2, Decimal.ROUND_HALF_UP));
        expect(value.counted + value.skipped.length).toBe(rows.length);
        expect(value.gpa).toBeGreaterThanOrEqual(0);
        expect(value.gpa).toBeLessThanOrEqual(4);
      }),
    );
  });

  it("reads 'A−' with a Unicode minus, dashes and spaced grades", () => {
    expect(unwrap(gpa([{ credits: 3, grade: 'A\u2212' }])).gpa).toBe(3.7);
    expect(unwrap(gpa([{ credits: 3, grade: 'b\u2013' }])).gpa).toBe(2.7);
    expect(unwrap(gpa([{ credits: 3, grade: ' c + ' }])).gpa).toBe(2.3);
  });

  it('skips holes in a sparse array and credits that are not plain decimals', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point of the test
    const rows = [{ credits: 3, grade: 'A' }, , { credits: 3, grade: 'C' }] as GpaCourse[];
    expect(unwrap(gpa(rows))).toMatchObject({ gpa: 3, counted: 2, skipped: [1] });
    for (const credits of ['0x10', '1e1', 'Infinity', '0b11', '-3', '']) {
      expect(
        unwrap(
          gpa([
            { credits, grade: 'A' },
            { credits: 1, grade: 'F' },
          ]),
        ),
        credits,
      ).toMatchObject({ gpa: 0, skipped: [0] });
    }
    expect(unwrap(gpa([{ credits: ' 4.5 ', grade: 'A' }])).totalCredits).toBe(4.5);
  });

  it('returns a result for any argument', () => {
    expect(errorOf(gpa(null as never)).code).toBe('invalid_value');
    expect(errorOf(gpa([null, 3, 'A'] as never)).code).toBe('no_credits');
    expect(errorOf(gpa(new Array(1001) as never)).code).toBe('invalid_value');
    expect(
      errorOf(
        gpa([
          { credits: 1e308, grade: 'A' },
          { credits: 1e308, grade: 'B' },
        ]),
      ).code,
    ).toBe('out_of_range');
  });
});
