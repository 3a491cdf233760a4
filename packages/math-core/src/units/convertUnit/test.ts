import { inspect } from 'node:util';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { unit } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { canonical, n } from '../../_lib/show';
import { errorOf, unwrap } from '../../_lib/testing';
import { ALIASES, type UnitCategory, unitsOf } from '../../_lib/units';
import { step } from '../../math/steps';
import type { Result } from '../../types';
import { listCategories } from '../listCategories';
import { listUnits } from '../listUnits';
import {
  type ConvertUnitResult,
  convertExactly,
  convertUnit,
  findPair,
  noteOf,
  statement,
} from './index';
import { decimalText, exactDecimal, type Quotient, terminating } from './safeQuotient';

/**
 * A result with every field read, as a plain object: `formatted` and `steps` are worked out on
 * first read, so they are not own properties that `toEqual` would compare.
 */
const read = (result: Result<ConvertUnitResult>) =>
  result.ok ? { ok: true, value: result.value.toJSON() } : result;

/** The same units in mathjs, an independent implementation. */
const MATHJS: Record<string, string> = {
  inches: 'inch',
  centimeters: 'cm',
  feet: 'ft',
  meters: 'm',
  miles: 'mi',
  kilometers: 'km',
  grams: 'g',
  kilograms: 'kg',
  pounds: 'lb',
  ounces: 'oz',
  celsius: 'degC',
  fahrenheit: 'degF',
  kelvin: 'K',
  seconds: 's',
  minutes: 'min',
  hours: 'h',
  days: 'day',
  weeks: 'week',
  mps: 'm/s',
  kmh: 'km/h',
  mph: 'mi/h',
  bytes: 'B',
  kb: 'KiB',
  mb: 'MiB',
  gb: 'GiB',
  tb: 'TiB',
  milliliters: 'mL',
  liters: 'L',
  'cubic-meters': 'm^3',
  gallons: 'gal',
  quarts: 'qt',
  pints: 'pint',
  cups: 'cup',
  'fluid-ounces': 'floz',
};

const value = (...args: Parameters<typeof convertUnit>) => unwrap(convertUnit(...args));
const pairs = listCategories().flatMap(({ id }) => {
  const ids = unwrap(listUnits(id)).map((u) => u.id);
  return ids.flatMap((from) => ids.map((to) => [id, from, to] as [UnitCategory, string, string]));
});

describe('convertUnit', () => {
  it('converts 5 inches to exactly 12.7 centimeters', () => {
    expect(value(5, 'length', 'inches', 'centimeters')).toMatchObject({
      value: 12.7,
      formatted: '12.7000',
      formula: '1 inch = 2.54 centimeters',
    });
    expect(value(1, 'time', 'weeks', 'hours').value).toBe(168);
    expect(value(1, 'data', 'kb', 'bytes').value).toBe(1024);
    expect(value(1, 'length', 'meters', 'feet')).toMatchObject({
      formatted: '3.2808',
      formula: '1 meter ≈ 3.28084 feet',
    });
    expect(value(1, 'weight', 'kilograms', 'pounds').formatted).toBe('2.2046');
  });

  it('writes the factor with the larger unit first', () => {
    expect(value(3, 'length', 'centimeters', 'inches').formula).toBe('1 inch = 2.54 centimeters');
    expect(value(1, 'length', 'feet', 'inches').formula).toBe('1 foot = 12 inches');
    expect(value(1, 'data', 'bytes', 'tb').formula).toBe('1 terabyte = 1099511627776 bytes');
    expect(value(1, 'speed', 'kmh', 'mps').formula).toBe(
      '1 meter per second = 3.6 kilometers per hour',
    );
    expect(value(1, 'volume', 'cups', 'gallons').formula).toBe('1 US gallon = 16 US cups');
    expect(value(2, 'time', 'hours', 'hours').formula).toBe('1 hour = 1 hour');
  });

  it('converts temperatures through Celsius with the formula', () => {
    expect(value(100, 'temperature', 'celsius', 'fahrenheit')).toMatchObject({
      value: 212,
      formatted: '212.0000',
      formula: '°F = °C × 9/5 + 32',
    });
    expect(value(212, 'temperature', 'fahrenheit', 'celsius')).toMatchObject({
      value: 100,
      formula: '°C = (°F - 32) × 5/9',
    });
    expect(value(0, 'temperature', 'kelvin', 'fahrenheit')).toMatchObject({
      value: -459.67,
      formula: '°F = (K - 273.15) × 9/5 + 32',
    });
    expect(value(32, 'temperature', 'fahrenheit', 'kelvin')).toMatchObject({
      value: 273.15,
      formula: 'K = (°F - 32) × 5/9 + 273.15',
    });
    expect(value(0, 'temperature', 'celsius', 'kelvin').formula).toBe('K = °C + 273.15');
    expect(errorOf(convertUnit(-1, 'temperature', 'kelvin', 'celsius'))).toMatchObject({
      code: 'invalid_value',
    });
  });

  it('refuses unknown categories and units, and non-numbers', () => {
    expect(errorOf(convertUnit(1, 'area' as UnitCategory, 'meters', 'feet'))).toMatchObject({
      code: 'unknown_category',
      field: 'category',
    });
    expect(errorOf(convertUnit(1, 'length', 'yards' as 'feet', 'feet'))).toMatchObject({
      code: 'unknown_unit',
      field: 'from',
    });
    expect(errorOf(convertUnit(1, 'length', 'feet', 'grams' as 'feet'))).toMatchObject({
      code: 'unknown_unit',
      field: 'to',
    });
    expect(errorOf(convertUnit(1, 'length', 'toString' as 'feet', 'feet'))).toMatchObject({
      code: 'unknown_unit',
    });
    expect(errorOf(convertUnit(Number.NaN, 'length', 'feet', 'meters'))).toMatchObject({
      code: 'not_a_number',
      field: 'value',
    });
  });

  it('looks the units up again when any of the three names changes', () => {
    // The last pair found is reused only for the same category and the same two names.
    expect(convertUnit(5, 'length', 'inches', 'centimeters')).toMatchObject({
      value: { value: 12.7 },
    });
    expect(convertUnit(5, 'length', 'inches', 'centimeters')).toMatchObject({
      value: { value: 12.7 },
    });
    expect(convertUnit(5, 'length', 'centimeters', 'inches')).toMatchObject({
      value: { formatted: '1.9685' },
    });
    expect(convertUnit(5, 'length', 'in', 'cm')).toMatchObject({ value: { value: 12.7 } });
    expect(errorOf(convertUnit(5, 'weight' as 'length', 'in', 'cm'))).toMatchObject({
      code: 'unknown_unit',
      field: 'from',
    });
    expect(errorOf(convertUnit(5, 'length', 'in', 'grams' as 'cm'))).toMatchObject({
      code: 'unknown_unit',
      field: 'to',
    });
    expect(convertUnit(5, 'length', 'in', 'cm')).toMatchObject({ value: { value: 12.7 } });
  });

  it('agrees with mathjs for every pair of units', () => {
    for (const [category, from, to] of pairs) {
      const theirs = unit(1.5, MATHJS[from]!).toNumber(MATHJS[to]!);
      expect(
        Math.abs(value(1.5, category, from, to).value - theirs),
        `${from} → ${to}`,
      ).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(theirs)));
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ noNaN: true, min: 0, max: 1e9 }),
        ([category, from, to], v) => {
          const ours = value(v, category, from, to).value;
          const theirs = unit(v, MATHJS[from]!).toNumber(MATHJS[to]!);
          expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(theirs)));
        },
      ),
    );
  });

  it('round-trips a → b → a', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        ([category, from, to], v) => {
          fc.pre(category !== 'temperature' || v >= 0);
          const back = value(value(v, category, from, to).value, category, to, from).value;
          expect(Math.abs(back - v)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(v)));
        },
      ),
    );
  });

  it('gives exact results for typed decimals between exactly related units (no float noise)', () => {
    const typed = fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100);
    fc.assert(
      fc.property(typed, (v) => {
        expect(value(v, 'length', 'inches', 'centimeters').value).toBe(
          Number((BigInt(Math.round(v * 100)) * 254n).toString()) / 10000,
        );
        expect(value(v, 'time', 'hours', 'seconds').value).toBe(Math.round(v * 100) * 36);
      }),
    );
  });

  it('shows only true digits: four decimals of the exact result, at any size', () => {
    // The examples: no double rounding, no invented digits above 1e11.
    expect(value(86752, 'weight', 'kilograms', 'ounces').formatted).toBe('3060086.7470');
    expect(value(1e12, 'length', 'centimeters', 'inches').formatted).toBe('393700787401.5748');
    expect(value(1e15, 'length', 'inches', 'feet').formatted).toBe('83333333333333.3333');
    const D = Decimal.clone({ precision: 1000 });
    const factor = (category: UnitCategory, id: string) => {
      const u = unitsOf(category).find((x) => x.id === id)!;
      const n = (d: { m: bigint; e: number }) => new D(`${d.m}e${d.e}`);
      return { p: n(u.p), q: n(u.q), offset: n(u.offset) };
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.oneof(fc.double({ noNaN: true, min: -1e20, max: 1e20 }), fc.integer()),
        ([category, from, to], v) => {
          const f = factor(category, from);
          const t = factor(category, to);
          const exact = new D(String(v))
            .plus(f.offset)
            .times(f.p)
            .div(f.q)
            .times(t.q)
            .div(t.p)
            .minus(t.offset);
          const result = convertUnit(v, category, from, to);
          if (!result.ok) {
            expect(result.error.code).toBe('invalid_value'); // below absolute zero
            return;
          }
          const expected = exact.toFixed(4, Decimal.ROUND_HALF_UP);
          expect(result.value.formatted).toBe(expected === '-0.0000' ? '0.0000' : expected);
        },
      ),
    );
  });

  it('works out formatted and steps on first read, the same in any order, and keeps them', () => {
    const values = fc.oneof(
      fc.integer({ min: -1e7, max: 1e7 }).map((k) => k / 100),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e17, max: 1e17 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), values, ([category, from, to], v) => {
        const [first, second] = [
          convertUnit(v, category, from, to),
          convertUnit(v, category, from, to),
        ];
        if (!first.ok || !second.ok) return;
        // One reads the text first, the other the step: each is worked out from the same numbers.
        const text = first.value.formatted;
        const steps = second.value.steps;
        expect(second.value.formatted).toBe(text);
        expect(first.value.steps).toEqual(steps);
        expect(second.value.steps).toBe(steps);
        // JSON and util.inspect show every field; spreading copies the two own ones.
        expect(JSON.parse(JSON.stringify(first.value))).toEqual(first.value.toJSON());
        expect(Object.keys(first.value.toJSON())).toEqual([
          'value',
          'formatted',
          'formula',
          'steps',
        ]);
        expect(inspect(second.value)).toContain(`formatted: '${text}'`);
        expect({ ...first.value }).toEqual({
          value: first.value.value,
          formula: first.value.formula,
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts the usual symbols and spellings as aliases of the ids', () => {
    expect(value(1, 'length', 'in', 'cm').formatted).toBe('2.5400');
    expect(value(1, 'length', 'inch', 'centimetre').formatted).toBe('2.5400');
    expect(value(1, 'weight', 'kg', 'lb').formatted).toBe('2.2046');
    expect(value(100, 'temperature', '°C', 'degF').formatted).toBe('212.0000');
    expect(value(100, 'speed', 'km/h', 'mph').formatted).toBe('62.1371');
    expect(value(1, 'data', 'KiB', 'B').formatted).toBe('1024.0000');
    expect(value(1, 'volume', 'gal', 'L').formatted).toBe('3.7854');
    for (const category of Object.keys(ALIASES) as UnitCategory[]) {
      for (const [alias, id] of Object.entries(ALIASES[category])) {
        expect(read(convertUnit(3, category, alias, id))).toEqual(
          read(convertUnit(3, category, id, id)),
        );
      }
    }
  });

  it('types from and to per category, so a typo does not compile', () => {
    // @ts-expect-error 'inchs' is not a length unit
    expect(errorOf(convertUnit(1, 'length', 'inchs', 'cm')).code).toBe('unknown_unit');
    // @ts-expect-error a weight unit is not a length unit
    expect(errorOf(convertUnit(1, 'length', 'kg', 'cm')).code).toBe('unknown_unit');
    const dynamic = 'length' as UnitCategory;
    expect(unwrap(convertUnit(1, dynamic, 'ft' as string, 'in')).formatted).toBe('12.0000');
  });

  it('refuses a result beyond the range of a double', () => {
    expect(errorOf(convertUnit(1e308, 'length', 'miles', 'centimeters'))).toMatchObject({
      code: 'out_of_range',
    });
  });

  it('computes on doubles exactly what the BigInt path and the full tree rendering give', () => {
    // convertUnit takes a double-only path when every integer involved is safe; the reference is
    // the exact BigInt arithmetic with the step rendered from its whole tree.
    const reference = (v: number, category: UnitCategory, from: string, to: string) => {
      const pair = findPair(category, from, to);
      if ('ok' in pair) return pair;
      const r = convertExactly(pair, v);
      if (r === undefined || typeof r === 'string') return read(convertUnit(v, category, from, to));
      const given = n(v);
      const relation = r.exact ? '=' : '≈';
      return {
        ok: true,
        value: {
          value: r.value,
          formatted: r.fixed4,
          formula: pair.formula,
          steps: [step(noteOf(pair), statement(pair, given, relation, n(r.value)))],
        },
      };
    };
    const values = fc.oneof(
      fc.integer({ min: -1e7, max: 1e7 }).map((k) => k / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 1e6),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e17, max: 1e17 }),
      fc.double({ noNaN: true, min: -1e-5, max: 1e-5 }),
      fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(Number),
      fc.constantFrom(0, -0, 1e15, 999999999999999.9, 9007199254740991, 1e-7, 123456789.123456),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), values, ([category, from, to], v) => {
        expect(read(convertUnit(v, category, from, to))).toEqual(reference(v, category, from, to));
      }),
      { numRuns: 5000 },
    );
    // Absolute zero itself converts; a hundredth below it does not.
    expect(value(-459.67, 'temperature', 'F', 'K').value).toBe(0);
    expect(value(-273.15, 'temperature', 'C', 'F').value).toBe(-459.67);
    expect(errorOf(convertUnit(-459.68, 'temperature', 'F', 'C')).code).toBe('invalid_value');
    expect(errorOf(convertUnit(-273.16, 'temperature', 'C', 'K')).code).toBe('invalid_value');
    // n/1024 has ten decimals, so an odd n of nine digits puts an exact half in the 16th digit:
    // 123456789 B = 120563.2705078125 KB rounds up to 120563.270507813.
    expect(value(123456789, 'data', 'bytes', 'kb')).toMatchObject({ value: 120563.270507813 });
    fc.assert(
      fc.property(fc.constantFrom('kb', 'mb'), fc.integer({ min: -1e10, max: 1e10 }), (to, v) => {
        expect(read(convertUnit(v, 'data', 'bytes', to))).toEqual(
          reference(v, 'data', 'bytes', to),
        );
      }),
    );
  });
});

describe('decimalText', () => {
  it('spells m × 10^-places as String spells its double, without formatting a double', () => {
    const check = (m: number, places: number) => {
      expect(decimalText(m, places)).toBe(canonical(String(m / 10 ** places)));
    };
    const digits = fc.integer({ min: 0, max: 999999999999999 });
    fc.assert(fc.property(digits, fc.integer({ min: 0, max: 22 }), check), { numRuns: 5000 });
    const cases = [
      [0, 5],
      [1, 6],
      [1, 7],
      [15, 8],
      [999999999999999, 1],
      [100, 2],
      [1e15, 15],
      // Past 8 places the digits are printed in two halves: a zero half and a padded half.
      [123000000000005, 12],
      [100000001, 9],
      [987654321012345, 13],
    ];
    for (const [m, places] of cases) check(m!, places!);
  });
});

describe('exactDecimal', () => {
  it('gives what the BigInt decimals give for m × 10^-places: value, digits, four decimals', () => {
    const D = Decimal.clone({ precision: 100 });
    const out: Quotient = { value: 0, text: '', exact: false, fixed4: '' };
    const check = (m: number, places: number) => {
      expect(exactDecimal(m, places, out)).toBe(true);
      const exact = new D(m).div(new D(10).pow(places));
      expect(out.value).toBe(Number(`${m}e-${places}`));
      expect(out.text).toBe(canonical(String(Math.abs(out.value))));
      const fixed = exact.toFixed(4, Decimal.ROUND_HALF_UP);
      expect(out.fixed4).toBe(fixed === '-0.0000' ? '0.0000' : fixed);
      expect(out.exact).toBe(true);
    };
    const m = fc.integer({ min: -999999999999999, max: 999999999999999 });
    fc.assert(fc.property(m, fc.integer({ min: 0, max: 22 }), check), { numRuns: 5000 });
    const small = fc.integer({ min: -99999, max: 99999 });
    fc.assert(fc.property(small, fc.integer({ min: 0, max: 8 }), check), { numRuns: 5000 });
    for (const [v, p] of [
      [0, 0],
      [0, 6],
      [-5, 5],
      [-49999, 9],
      [50000, 9],
      [-50000, 9],
      [99995, 5],
      [1, 22],
    ])
      check(v!, p!);
    expect(exactDecimal(1e15, 0, out)).toBe(false);
    expect(exactDecimal(1, 23, out)).toBe(false);
  });
});

describe('terminating', () => {
  it('finds the least t with b dividing 10^t, and only for b = 2^x·5^y', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20 }), (x, y) => {
        const b = 2 ** x * 5 ** y;
        fc.pre(Number.isSafeInteger(b));
        const found = terminating(b);
        if (Math.max(x, y) > 22 || !Number.isSafeInteger(10 ** Math.max(x, y) / b)) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found).toEqual([Math.max(x, y), 10 ** Math.max(x, y) / b]);
        expect(BigInt(found![1]) * BigInt(b)).toBe(10n ** BigInt(found![0]));
      }),
    );
    for (const b of [3, 6, 7, 9, 12, 18, 127, 3048, 2 ** 23 * 3, 2 ** 52 * 3]) {
      expect(terminating(b)).toBeUndefined();
    }
  });
});
