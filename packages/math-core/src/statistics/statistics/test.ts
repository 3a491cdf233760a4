import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/runs';
import { stepProblems } from '../../../test/solve-steps';
import { errorOf, unwrap } from '../../_lib/testing';
import { statistics } from './index';

const D = Decimal.clone({ precision: 60 });

describe('statistics', () => {
  it('gives mean, median, mode, range and both standard deviations', () => {
    expect(unwrap(statistics([2, 4, 4, 4, 5, 5, 7, 9]))).toMatchObject({
      count: 8,
      mean: 5,
      median: 4.5,
      modes: [4],
      range: 7,
      populationVariance: 4,
      populationStdDev: 2,
      sampleVariance: 4.571428571428571,
      sampleStdDev: 2.138089935299395,
    });
    expect(unwrap(statistics([0.1, 0.2, 0.3]))).toMatchObject({
      sum: 0.6,
      mean: 0.2,
      modes: [],
      range: 0.2,
      sampleVariance: 0.01,
      sampleStdDev: 0.1,
    });
    expect(unwrap(statistics([5])).sampleStdDev).toBeUndefined();
    // Two or more different values, all equally frequent: no mode.
    expect(unwrap(statistics([1, 1, 2, 2])).modes).toEqual([]);
    expect(unwrap(statistics([3, 1, 2, 3, 1, 2])).modes).toEqual([]);
    expect(unwrap(statistics([1, 1, 2, 2, 3])).modes).toEqual([1, 2]);
    expect(unwrap(statistics([3, 3])).modes).toEqual([3]);
    expect(unwrap(statistics([7])).modes).toEqual([7]);
  });

  it('refuses an empty or overlong list and non-numbers', () => {
    expect(errorOf(statistics([]))).toMatchObject({ code: 'invalid_value', field: 'values' });
    expect(errorOf(statistics(Array(1001).fill(1)))).toMatchObject({ code: 'invalid_value' });
    expect(errorOf(statistics([1, Number.NaN]))).toMatchObject({
      code: 'not_a_number',
      field: 'values[1]',
    });
  });

  it('refuses values too small to work with exactly, instead of a wrong digit', () => {
    for (const values of [
      [0, 5e-324],
      [0, 2.2250738585072014e-308],
      [1e-305, 0],
    ]) {
      expect(statistics(values)).toMatchObject({ ok: false, error: { code: 'out_of_range' } });
    }
    expect(statistics([0, 1e-299]).ok).toBe(true);
  });

  it('equals decimal.js to the last digit of a double, with true steps', () => {
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: -100000, max: 100000 }).map((k) => k / 100),
      // Non-zero values below 1e-300 are out_of_range (tested below), so the oracle skips them.
      fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((v) => (Math.abs(v) < 1e-300 ? 0 : v)),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 40 }), (values) => {
        const result = unwrap(statistics(values));
        const xs = values.map((v) => new D(String(v)));
        const n = xs.length;
        const mean = xs.reduce((a, b) => a.plus(b), new D(0)).div(n);
        const ss = xs.reduce((a, x) => a.plus(x.minus(mean).pow(2)), new D(0));
        expect(result.mean).toBe(mean.toNumber());
        expect(result.populationVariance).toBe(ss.div(n).toNumber());
        expect(result.populationStdDev).toBe(ss.div(n).sqrt().toNumber());
        if (n > 1)
          expect(result.sampleStdDev).toBe(
            ss
              .div(n - 1)
              .sqrt()
              .toNumber(),
          );
        const sorted = [...xs].sort((a, b) => a.cmp(b));
        const median =
          n % 2 ? sorted[(n - 1) / 2] : sorted[n / 2 - 1]?.plus(sorted[n / 2] as Decimal).div(2);
        expect(result.median).toBe(median?.toNumber());
        expect(result.range).toBe(
          (sorted[n - 1] as Decimal).minus(sorted[0] as Decimal).toNumber(),
        );
        if (values.every((v) => Number.isInteger(v)))
          expect(stepProblems(result.steps, undefined)).toEqual([]);
      }),
      { numRuns: runs(200) },
    );
  });
  it('property: modes are the most frequent values, none when all differ-valued counts tie', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 30 }),
        (values) => {
          const counts = new Map<number, number>();
          for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
          const top = Math.max(...counts.values());
          const tied = counts.size > 1 && [...counts.values()].every((k) => k === top);
          const expected = tied
            ? []
            : [...counts]
                .filter(([, k]) => k === top)
                .map(([v]) => v)
                .sort((a, b) => a - b);
          expect(unwrap(statistics(values)).modes).toEqual(expected);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('gives every result as the nearest double to the exact value (decimal.js at 120 digits), large and tiny values too', () => {
    const H = Decimal.clone({ precision: 120 });
    const value = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: -999_999_999, max: 999_999_999 }),
          fc.integer({ min: -30, max: 40 }),
        )
        .map(([m, e]) => Number(`${m}e${e}`)),
      fc.double({ min: -1e40, max: 1e40, noNaN: true }).map((v) => (Math.abs(v) < 1e-30 ? 0 : v)),
      fc.integer({ min: -1000, max: 1000 }),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 30 }), (values) => {
        const result = statistics(values);
        if (!result.ok) {
          expect(result.error.code).toBe('out_of_range');
          return;
        }
        const r = result.value;
        const xs = values.map((v) => new H(String(v)));
        const n = xs.length;
        const mean = xs.reduce((a, b) => a.plus(b), new H(0)).div(n);
        const ss = xs.reduce((a, x) => a.plus(x.minus(mean).pow(2)), new H(0));
        const near = (d: Decimal) => Number(d.toString());
        expect(r.mean).toBe(near(mean));
        expect(r.populationVariance).toBe(near(ss.div(n)));
        expect(r.populationStdDev).toBe(near(ss.div(n).sqrt()));
        if (n > 1) {
          expect(r.sampleVariance).toBe(near(ss.div(n - 1)));
          expect(r.sampleStdDev, values.join(', ')).toBe(near(ss.div(n - 1).sqrt()));
        }
      }),
      { numRuns: runs(500) },
    );
    // Values spread over many orders of magnitude, where a 90-bit square root lost digits.
    expect(unwrap(statistics([1e20, 3e20, 7e20])).sampleStdDev).toBe(
      near120(['1e20', '3e20', '7e20']),
    );
  });
});

/** The sample standard deviation of decimal texts, by decimal.js at 120 digits. */
const near120 = (texts: string[]): number => {
  const H = Decimal.clone({ precision: 120 });
  const xs = texts.map((t) => new H(t));
  const mean = xs.reduce((a, b) => a.plus(b), new H(0)).div(xs.length);
  const ss = xs.reduce((a, x) => a.plus(x.minus(mean).pow(2)), new H(0));
  return Number(
    ss
      .div(xs.length - 1)
      .sqrt()
      .toString(),
  );
};
