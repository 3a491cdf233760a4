import { inspect } from 'node:util';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { unit } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { ALIASES, type UnitCategory, unitsOf } from '../../_lib/units';
import { approxEqual, TOLERANCE } from '../../math/approx';
import { eq, mul, n } from '../../math/build';
import { step } from '../../math/steps';
import { listCategories } from '../listCategories';
import { listUnits } from '../listUnits';
import { convertUnit } from './index';

/** The same units in mathjs, an independent implementation: a unit name, or a multiple of one. */
const MATHJS: Record<string, string | [number, string]> = {
  inches: 'inch',
  centimeters: 'cm',
  millimeters: 'mm',
  feet: 'ft',
  yards: 'yd',
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
  'square-inches': 'sqin',
  'square-centimeters': 'cm^2',
  'square-millimeters': 'mm^2',
  'square-feet': 'sqft',
  'square-yards': 'sqyd',
  'square-meters': 'm^2',
  hectares: 'hectare',
  'square-kilometers': 'km^2',
  // mathjs's acre is 4046.86 m², rounded; the exact one is 4840 square yards.
  acres: [4840, 'sqyd'],
};

const inMathjs = (id: string): [number, string] => {
  const u = MATHJS[id]!;
  return typeof u === 'string' ? [1, u] : u;
};
/** `v` of `from` in `to`, converted by mathjs. */
const theirsOf = (v: number, from: string, to: string) => {
  const [kFrom, nameFrom] = inMathjs(from);
  const [kTo, nameTo] = inMathjs(to);
  return unit(v * kFrom, nameFrom).toNumber(nameTo) / kTo;
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

  it('shows a negative result with the minus sign −, four decimals, and says when it is rounded', () => {
    expect(value(-3, 'length', 'inches', 'centimeters')).toMatchObject({
      value: -7.62,
      formatted: '−7.6200',
      exact: true,
    });
    expect(value(-40, 'temperature', 'celsius', 'fahrenheit').formatted).toBe('−40.0000');
    // A value that rounds to 0 is 0.0000, never −0.0000.
    expect(value(-0.00001, 'length', 'inches', 'centimeters').formatted).toBe('0.0000');
    expect(value(-0.00001, 'length', 'inches', 'centimeters').exact).toBe(false);
    expect(value(1, 'length', 'meters', 'feet')).toMatchObject({
      formatted: '3.2808',
      exact: false,
    });
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
    expect(errorOf(convertUnit(1, 'energy' as UnitCategory, 'meters', 'feet'))).toMatchObject({
      code: 'unknown_category',
      field: 'category',
    });
    expect(errorOf(convertUnit(1, 'length', 'furlongs' as 'feet', 'feet'))).toMatchObject({
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
      const theirs = theirsOf(1.5, from, to);
      const ours = value(1.5, category, from, to).value;
      expect(approxEqual(ours, theirs, TOLERANCE.check), `${from} → ${to}: ${ours}`).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ noNaN: true, min: 0, max: 1e9 }),
        ([category, from, to], v) => {
          const ours = value(v, category, from, to).value;
          const theirs = theirsOf(v, from, to);
          expect(approxEqual(ours, theirs, TOLERANCE.check), `${ours} against ${theirs}`).toBe(
            true,
          );
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
          expect(approxEqual(back, v, TOLERANCE.same), `${back} back from ${v}`).toBe(true);
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
          expect(result.value.formatted).toBe(
            expected === '-0.0000' ? '0.0000' : expected.replace('-', '−'),
          );
          // "=" on the page exactly when the four decimals are the whole exact result.
          expect(result.value.exact).toBe(exact.equals(new D(expected)));
        },
      ),
    );
  });

  it('returns plain data: every field its own, copies equal to the result', () => {
    const values = fc.oneof(
      fc.integer({ min: -1e7, max: 1e7 }).map((k) => k / 100),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e17, max: 1e17 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), values, ([category, from, to], v) => {
        const result = convertUnit(v, category, from, to);
        if (!result.ok) return;
        expect(Object.keys(result.value)).toEqual([
          'value',
          'formatted',
          'exact',
          'formula',
          'formulaWords',
          'steps',
        ]);
        expect(JSON.parse(JSON.stringify(result.value))).toEqual(result.value);
        expect(structuredClone(result.value)).toEqual(result.value);
        expect({ ...result.value }).toEqual(result.value);
        expect(inspect(result.value)).toContain(`formatted: '${result.value.formatted}'`);
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
        expect(convertUnit(3, category, alias, id)).toEqual(convertUnit(3, category, id, id));
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

  it('writes the step from its tree, = only when the value shown is exact', () => {
    const statement = eq(mul(n(5), n('2.54')), n('12.7'));
    expect(value(5, 'length', 'inches', 'centimeters').steps).toEqual([
      {
        ...step('Multiply by the number of centimeters in one inch', statement),
        // The note as data, for another language's words: its id, the units by their ids.
        statement,
        words: { id: 'units.factor', params: { from: 'inches', to: 'centimeters' } },
      },
    ]);
    expect(value(1, 'length', 'meters', 'feet').steps[0]?.text).toBe(
      '1 × 1/0.3048 ≈ 3.28083989501312',
    );
    expect(value(100, 'temperature', 'celsius', 'fahrenheit').steps[0]?.text).toBe(
      '100 × 9/5 + 32 = 212',
    );
    expect(value(1e21, 'length', 'meters', 'centimeters').steps[0]?.text).toBe('1e21 × 100 = 1e23');
    // Absolute zero itself converts; a hundredth below it does not.
    expect(value(-459.67, 'temperature', 'F', 'K').value).toBe(0);
    expect(value(-273.15, 'temperature', 'C', 'F').value).toBe(-459.67);
    expect(errorOf(convertUnit(-459.68, 'temperature', 'F', 'C')).code).toBe('invalid_value');
    expect(errorOf(convertUnit(-273.16, 'temperature', 'C', 'K')).code).toBe('invalid_value');
    // n/1024 has ten decimals, so an odd n of nine digits puts an exact half in the 16th digit:
    // 123456789 B = 120563.2705078125 KB rounds up to 120563.270507813.
    expect(value(123456789, 'data', 'bytes', 'kb')).toMatchObject({ value: 120563.270507813 });
  });
});

describe('convertUnit: area, and millimeters and yards', () => {
  // The oracle: every area built from the definitions of lengths, squared with decimal.js at a
  // precision far beyond any digit checked, without reading the library's tables.
  const D = Decimal.clone({ precision: 1000 });
  const inch = new D('0.0254');
  const yard = inch.times(36);
  const SQUARE_METERS: Record<string, Decimal> = {
    'square-inches': inch.pow(2),
    'square-centimeters': new D('0.01').pow(2),
    'square-millimeters': new D('0.001').pow(2),
    'square-feet': inch.times(12).pow(2),
    'square-yards': yard.pow(2),
    'square-meters': new D(1),
    acres: yard.pow(2).times(4840),
    hectares: new D(100).pow(2),
    'square-kilometers': new D(1000).pow(2),
  };
  const ids = Object.keys(SQUARE_METERS);
  const areaPairs = ids.flatMap((from) => ids.map((to) => [from, to] as const));
  /** At most 15 significant digits and nothing cut off: what a double and `=` can show. */
  const fits = (d: Decimal) => d.sd() <= 15;
  /** A number as step text writes it: a real minus sign, no `+` in an exponent. */
  const numberText = (x: number) => String(x).replace(/^-/, '−').replace('e+', 'e');

  it('has the nine units, whose definitions are the exact ones', () => {
    expect(unwrap(listUnits('area')).map((u) => u.id)).toEqual(ids);
    expect(SQUARE_METERS.acres!.toString()).toBe('4046.8564224');
    expect(value(1, 'area', 'acres', 'square-meters').formula).toBe(
      '1 acre = 4046.8564224 square meters',
    );
    expect(value(1, 'area', 'acres', 'square-feet').formula).toBe('1 acre = 43560 square feet');
    expect(value(1, 'area', 'hectares', 'acres').formula).toBe('1 hectare ≈ 2.471054 acres');
    expect(value(1, 'area', 'square-yards', 'square-feet').formula).toBe(
      '1 square yard = 9 square feet',
    );
    expect(value(1, 'area', 'ha', 'm²').value).toBe(10000);
    expect(value(2.5, 'area', 'acres', 'hectares').steps[0]?.text).toBe(
      '2.5 × 0.40468564224 = 1.0117141056',
    );
    expect(value(1, 'area', 'square-meters', 'square-feet').steps[0]?.text).toBe(
      '1 × 1/0.09290304 ≈ 10.7639104167097',
    );
  });

  it('agrees with the oracle for every pair: value, formatted, formula and step', () => {
    const values = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.integer({ min: -1e8, max: 1e8 }).map((k) => k / 1000),
      fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
    );
    const check = (from: string, to: string, v: number) => {
      const result = value(v, 'area', from, to);
      const exact = new D(String(v)).times(SQUARE_METERS[from]!).div(SQUARE_METERS[to]!);
      const formatted = exact.toFixed(4, Decimal.ROUND_HALF_UP);
      expect(result.formatted, `${v} ${from} → ${to}`).toBe(
        formatted === '-0.0000' ? '0.0000' : formatted.replace('-', '−'),
      );
      expect(result.value).toBe(
        Number(exact.toSignificantDigits(15, Decimal.ROUND_HALF_UP).toString()) || 0,
      );
      // The step: the factor as a decimal when it has one of at most 15 digits, else a fraction.
      const factor = SQUARE_METERS[from]!.div(SQUARE_METERS[to]!);
      const factorText = fits(factor)
        ? String(factor.toNumber())
        : `${SQUARE_METERS[from]!.toNumber()}/${SQUARE_METERS[to]!.toNumber()}`;
      // `=` exactly when the number shown is the exact result.
      const relation = new D(String(result.value)).eq(exact) ? '=' : '≈';
      expect(result.steps[0]?.text).toBe(
        `${numberText(v)} × ${factorText} ${relation} ${numberText(result.value)}`,
      );
    };
    for (const [from, to] of areaPairs) {
      for (const v of [1, 2.5, 0.001, 12345.678]) check(from, to, v);
    }
    fc.assert(
      fc.property(fc.constantFrom(...areaPairs), values, ([from, to], v) => check(from, to, v)),
    );
  });

  it('names the larger unit first, exactly when the factor is a decimal, else to 6 decimals', () => {
    const singular = (id: string) => unwrap(listUnits('area')).find((u) => u.id === id)!;
    for (const [from, to] of areaPairs) {
      const [big, small] = SQUARE_METERS[from]!.gte(SQUARE_METERS[to]!) ? [from, to] : [to, from];
      const ratio = SQUARE_METERS[big]!.div(SQUARE_METERS[small]!);
      const shown = fits(ratio)
        ? String(ratio.toNumber())
        : ratio.toFixed(6, Decimal.ROUND_HALF_UP).replace(/\.?0+$/, '');
      const name = shown === '1' ? singular(small).singular : singular(small).plural;
      expect(value(1, 'area', from, to).formula, `${from} → ${to}`).toBe(
        `1 ${singular(big).singular} ${fits(ratio) ? '=' : '≈'} ${shown} ${name}`,
      );
    }
  });

  it('converts millimeters and yards exactly', () => {
    expect(value(25.4, 'length', 'millimeters', 'inches')).toMatchObject({
      value: 1,
      formatted: '1.0000',
      formula: '1 inch = 25.4 millimeters',
    });
    expect(value(1, 'length', 'yards', 'meters')).toMatchObject({
      value: 0.9144,
      formula: '1 meter ≈ 1.093613 yards',
    });
    expect(value(1, 'length', 'miles', 'yards').formula).toBe('1 mile = 1760 yards');
    expect(value(2, 'length', 'yd', 'ft').steps[0]?.text).toBe('2 × 3 = 6');
    expect(value(1, 'length', 'mm', 'km').value).toBe(0.000001);
  });
});
