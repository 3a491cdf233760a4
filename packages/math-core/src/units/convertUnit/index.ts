import {
  add,
  compare,
  dec,
  div,
  mul,
  neg,
  quotient,
  toFixed,
  toNumber,
  toTrimmed,
} from '../../_lib/decimal';
import { fail, quote } from '../../_lib/result';
import {
  findUnit,
  isCategory,
  type UnitAlias,
  type UnitCategory,
  type UnitDef,
  type UnitIds,
  type UnitName,
} from '../../_lib/units';
import {
  chain,
  eq,
  frac,
  sub as minus,
  n,
  add as plus,
  text,
  mul as times,
} from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type CalculatorWords, filled, type Step, wordedWith } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

export type { UnitAlias, UnitCategory, UnitIds, UnitName };

/**
 * What `from` and `to` accept: the ids and aliases of `C` when the category is known where the
 * call is written (so a typo fails to compile), any string when it is only known at run time
 * (a category read from a URL or a select box), which is then checked at run time.
 */
export type UnitArgument<C extends UnitCategory> = [UnitCategory] extends [C]
  ? string
  : UnitName<C>;

/** A conversion's result: plain data, every field an own property. */
export interface ConvertUnitResult {
  /** The converted value: exact decimal arithmetic, one final rounding to 15 significant digits. */
  value: number;
  /**
   * The exact result rounded once to four decimals, as shown to people: "12.7000", "−7.6200" (the
   * minus sign U+2212, never "−0.0000"). Every digit shown is true.
   */
  formatted: string;
  /**
   * Whether `formatted` is the exact result (5 in = 12.7000 cm), so a page writes "="; when not
   * (1 m ≈ 3.2808 ft) it was rounded, and a page writes "≈".
   */
  exact: boolean;
  /** The factor or formula used: "1 inch = 2.54 centimeters", "1 meter ≈ 3.28084 feet", "°F = °C × 9/5 + 32". */
  formula: string;
  /**
   * The same as words by id, for another language (`calculatorWordsIn`): the units by their ids
   * and the factor as a number tree (`{ id: 'units.formula', params: { big: 'inches', relation:
   * '=', factor: 2.54, small: 'centimeters' } }`), or the temperature formula as a tree.
   */
  formulaWords: CalculatorWords;
  /**
   * The working: `5 × 2.54 = 12.7` (the factor as a decimal when it is one, else as a fraction
   * such as `1000/3600`), or for temperatures the formula with the value in it:
   * `100 × 9/5 + 32 = 212`. `≈` where the result is rounded.
   */
  steps: Step[];
}

/** The temperature formula with the value in place of the source unit. */
const temperatureTree = (from: UnitDef, to: UnitDef, value: MathNode): MathNode => {
  const celsius =
    from.id === 'fahrenheit'
      ? times(minus(value, n(32)), frac(n(5), n(9)))
      : from.id === 'kelvin'
        ? minus(value, n('273.15'))
        : value;
  if (from.id === to.id) return value;
  if (to.id === 'fahrenheit') return plus(times(celsius, frac(n(9), n(5))), n(32));
  return to.id === 'kelvin' ? plus(celsius, n('273.15')) : celsius;
};

/** The factor that multiplies a value of `from` into `to`: a decimal, or a fraction of two. */
const factorTree = (from: UnitDef, to: UnitDef): MathNode => {
  const [num, den] = [mul(from.p, to.q), mul(from.q, to.p)];
  const quotientValue = div(num, den);
  if (compare(mul(quotientValue, den), num) === 0) return shown(quotientValue).node;
  return frac(shown(num).node, shown(den).node);
};

const ABSOLUTE_ZERO = /* @__PURE__ */ dec('-273.15');

/** Celsius written in terms of a temperature unit's symbol. */
const celsiusFrom = (u: UnitDef): string =>
  u.id === 'fahrenheit' ? '(°F - 32) × 5/9' : u.id === 'kelvin' ? 'K - 273.15' : '°C';

/** The temperature formula as a tree, each unit's symbol standing for its value: °F = °C × 9/5 + 32. */
const temperatureWords = (from: UnitDef, to: UnitDef): CalculatorWords => ({
  id: 'units.temperatureFormula',
  params: { formula: eq(text(to.symbol), temperatureTree(from, to, text(from.symbol))) },
});

const temperatureFormula = (from: UnitDef, to: UnitDef): string => {
  if (from.id === to.id) return `${to.symbol} = ${from.symbol}`;
  const c = celsiusFrom(from);
  const rhs =
    to.id === 'fahrenheit'
      ? `${c.includes(' ') ? `(${c})` : c} × 9/5 + 32`
      : to.id === 'kelvin'
        ? `${c} + 273.15`
        : c;
  return `${to.symbol} = ${rhs}`;
};

/**
 * The factor of a linear conversion as words by id: "1 <larger unit> = n <smaller units>", with ≈
 * and 6 decimals when n is not exact; the units by their ids, n as a number tree.
 */
const linearFormula = (from: UnitDef, to: UnitDef): CalculatorWords => {
  let num = mul(from.p, to.q);
  let den = mul(from.q, to.p);
  let [big, small] = [from, to];
  if (compare(num, den) < 0) [num, den, big, small] = [den, num, to, from];
  const n = div(num, den);
  const exact = compare(mul(n, den), num) === 0;
  const shown = exact ? String(toNumber(n)) : toTrimmed(n, 6);
  const units = { big: big.id, small: small.id };
  return shown === '1'
    ? { id: 'units.formulaOne', params: units }
    : {
        id: 'units.formula',
        params: { ...units, relation: exact ? '=' : '≈', factor: { type: 'number', value: shown } },
      };
};

/** The two units of a conversion. */
interface Pair {
  source: UnitDef;
  target: UnitDef;
  temperature: boolean;
}

/** The step's statement: `5 × 2.54 = 12.7`, `(x − 32) × 5/9 ≈ y`. */
const statement = (
  { source, target, temperature }: Pair,
  given: MathNode,
  relation: '=' | '≈',
  answer: MathNode,
): MathNode =>
  chain(
    temperature ? temperatureTree(source, target, given) : times(given, factorTree(source, target)),
    relation,
    answer,
  );

/**
 * The conversion's step in English, by id: each names its units by their ids (`from`, `to`), a
 * language's words for one of them or many (`unitOne`, `unitMany`, the terms of its entry) say them.
 */
export const UNIT_NOTES = {
  'units.factor': 'Multiply by the number of {to:unitMany} in one {from:unitOne}',
  'units.temperature': 'Convert {from:unitMany} to {to:unitMany}',
  // The words of the factor (`formulaWords`), not of a step: 1 mile = 1.609344 kilometers.
  'units.formula': '1 {big:unitOne} {relation} {factor} {small:unitMany}',
  'units.formulaOne': '1 {big:unitOne} = 1 {small:unitOne}',
  'units.temperatureFormula': '{formula}',
} as const;

/** The English names of the two units, for one and for many, as the notes' terms. */
const englishTerms = ({ source, target }: Pair) => ({
  unitOne: { [source.id]: source.one, [target.id]: target.one },
  unitMany: { [source.id]: source.many, [target.id]: target.many },
});

/** The step: its note worded by id, with the units' ids, the English names of the two units. */
const stepOf = (pair: Pair, working: MathNode): Step =>
  wordedWith(
    UNIT_NOTES,
    pair.temperature ? 'units.temperature' : 'units.factor',
    working,
    { from: pair.source.id, to: pair.target.id },
    englishTerms(pair),
  );

/** The units `from` → `to` name in `category`, or the failure to report. */
const findPair = (category: unknown, from: unknown, to: unknown): Pair | Result<never> => {
  if (!isCategory(category))
    return fail('unknown_category', `unknown unit category: ${quote(category)}`, 'category');
  const source = findUnit(category, from);
  if (!source) return fail('unknown_unit', `unknown ${category} unit: ${quote(from)}`, 'from');
  const target = findUnit(category, to);
  if (!target) return fail('unknown_unit', `unknown ${category} unit: ${quote(to)}`, 'to');
  return { source, target, temperature: category === 'temperature' };
};

/**
 * Convert a value between two units of a category (see `listCategories` and `listUnits` for
 * the ids). Units may also be named by their usual symbols and spellings: `in`, `inch`, `cm`,
 * `kg`, `lb`, `°C`, `degC`, `km/h`, `kph`, `KiB`, `fl oz`… (the `UnitIds` and `UnitAlias` types
 * list them all). Factors are the exact definitions (1 in = 2.54 cm, 1 yd = 0.9144 m,
 * 1 mi = 1609.344 m, 1 lb = 453.59237 g, 1 oz = 28.349523125 g, 1 km/h = 1/3.6 m/s,
 * 1 US gal = 3.785411784 L, 1 KB = 1024 bytes; areas are squared lengths, 1 acre = 4840 yd²
 * = 4046.8564224 m² and 1 ha = 10 000 m²); temperatures go through Celsius. The arithmetic is exact on decimals with
 * one rounding to 15 significant digits for `value`, so 5 inches is exactly 12.7 centimeters,
 * and one rounding of the exact quotient to four decimals for `formatted` (no digit is invented,
 * however large the value). A result beyond the range of a double → `out_of_range`.
 * Unknown category → `unknown_category`; unknown unit → `unknown_unit`; a temperature below
 * absolute zero → `invalid_value`.
 *
 * @example
 * convertUnit(5, 'length', 'inches', 'centimeters');
 * // { ok: true, value: { value: 12.7, formatted: '12.7000', exact: true, formula: '1 inch = 2.54 centimeters',
 * //   steps: [{ note: 'Multiply by the number of centimeters in one inch', text: '5 × 2.54 = 12.7', … }] } }
 * convertUnit(100, 'temperature', 'celsius', 'fahrenheit');
 * // { ok: true, value: { value: 212, formatted: '212.0000', exact: true, formula: '°F = °C × 9/5 + 32', steps: […] } }
 * convertUnit(-3, 'length', 'in', 'cm').value.formatted; // "−7.6200"
 * convertUnit(1, 'length', 'm', 'ft').value; // { value: 3.28083989501312, formatted: '3.2808', exact: false, … }
 */
export function convertUnit<C extends UnitCategory>(
  value: number,
  category: C,
  from: UnitArgument<C>,
  to: UnitArgument<C>,
): Result<ConvertUnitResult> {
  const worked = convertWorked(value, category, from, to);
  return worked.ok ? { ok: true, value: worked.value.result } : worked;
}

/**
 * `convertUnit`, with the statement of its one step as a tree (`working`: 5 × 2.54 = 12.7, with
 * ≈ where the result is rounded), for a caller that shows the step in its own words.
 */
export function convertWorked(
  value: number,
  category: UnitCategory,
  from: string,
  to: string,
): Result<{ result: ConvertUnitResult; working: MathNode }> {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return fail('not_a_number', 'value must be a finite number', 'value');
  const pair = findPair(category, from, to);
  if ('ok' in pair) return pair;
  const { source, target, temperature } = pair;
  // base = (v + a1)·p1/q1 and result = base·q2/p2 − a2, merged into one division.
  const scaled = mul(add(dec(value), source.offset), source.p);
  if (temperature && compare(scaled, mul(ABSOLUTE_ZERO, source.q)) < 0)
    return fail('invalid_value', 'the temperature is below absolute zero', 'value');
  const den = mul(source.q, target.p);
  const num = add(mul(scaled, target.q), neg(mul(target.offset, den)));
  const exact = div(num, den);
  const result = toNumber(exact);
  if (!Number.isFinite(result)) return fail('out_of_range', 'the result is too large', 'value');
  const relation = compare(mul(exact, den), num) === 0 && shown(exact).relation === '=' ? '=' : '≈';
  const rounded = quotient(num, den, 4);
  const working = statement(pair, n(value), relation, n(result));
  const formulaWords = temperature
    ? temperatureWords(source, target)
    : linearFormula(source, target);
  return {
    ok: true,
    value: {
      working,
      result: {
        value: result,
        // Text shown to people: the minus sign is U+2212 (toFixed never gives "-0.0000").
        formatted: toFixed(rounded, 4).replace('-', '−'),
        exact: compare(mul(rounded, den), num) === 0,
        formula: temperature
          ? temperatureFormula(source, target)
          : filled(
              UNIT_NOTES[formulaWords.id as keyof typeof UNIT_NOTES],
              formulaWords.params,
              undefined,
              englishTerms(pair),
            ),
        formulaWords,
        steps: [stepOf(pair, working)],
      },
    },
  };
}
