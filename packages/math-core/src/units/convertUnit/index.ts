import {
  add,
  compare,
  type Dec,
  dec,
  div,
  mul,
  neg,
  quotient,
  toFixed,
  toNumber,
  toTrimmed,
} from '../../_lib/decimal';
import { gcd } from '../../_lib/rational';
import { fail, quote } from '../../_lib/result';
import { canonical, n, shown } from '../../_lib/show';
import { fillStep, type StepTemplate, stepTemplate } from '../../_lib/template';
import {
  ALIASES,
  isCategory,
  type UnitAlias,
  type UnitCategory,
  type UnitDef,
  type UnitIds,
  type UnitName,
  unitsOf,
} from '../../_lib/units';
import { POW10 } from '../../_lib/wholeText';
import {
  chain,
  frac,
  sub as minus,
  neg as negative,
  add as plus,
  mul as times,
} from '../../math/build';
import { type Step, step } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';
import {
  decimalPlaces,
  decimalText,
  exactDecimal,
  type Quotient,
  safeQuotient,
  scale,
  terminating,
} from './safeQuotient';

export type { UnitAlias, UnitCategory, UnitIds, UnitName };

/**
 * What `from` and `to` accept: the ids and aliases of `C` when the category is known where the
 * call is written (so a typo fails to compile), any string when it is only known at run time
 * (a category read from a URL or a select box), which is then checked at run time.
 */
export type UnitArgument<C extends UnitCategory> = [UnitCategory] extends [C]
  ? string
  : UnitName<C>;

/**
 * A conversion's result. `value` and `formula` are there at once; `formatted` and `steps` are
 * worked out on first read and kept, so a caller converting a column of values and reading only
 * `value` pays for no text. `JSON.stringify` gives all four fields (through `toJSON`); spreading
 * the object or `structuredClone` copies only its own fields, `value` and `formula`: use
 * `toJSON()` for a plain copy.
 */
export interface ConvertUnitResult {
  /** The converted value: exact decimal arithmetic, one final rounding to 15 significant digits. */
  readonly value: number;
  /** The exact result rounded once to four decimals: "12.7000". Every digit shown is true. */
  readonly formatted: string;
  /** The factor or formula used: "1 inch = 2.54 centimeters", "1 meter ≈ 3.28084 feet", "°F = °C × 9/5 + 32". */
  readonly formula: string;
  /**
   * The working: `5 × 2.54 = 12.7` (the factor as a decimal when it is one, else as a fraction
   * such as `1000/3600`), or for temperatures the formula with the value in it:
   * `100 × 9/5 + 32 = 212`. `≈` where the result is rounded.
   */
  readonly steps: Step[];
  /** The four fields as a plain object (what `JSON.stringify` writes). */
  toJSON(): { value: number; formatted: string; formula: string; steps: Step[] };
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

/** "1 <larger unit> = n <smaller units>", with ≈ and 6 decimals when n is not exact. */
const linearFormula = (from: UnitDef, to: UnitDef): string => {
  let num = mul(from.p, to.q);
  let den = mul(from.q, to.p);
  let [big, small] = [from, to];
  if (compare(num, den) < 0) [num, den, big, small] = [den, num, to, from];
  const n = div(num, den);
  const exact = compare(mul(n, den), num) === 0;
  const shown = exact ? String(toNumber(n)) : toTrimmed(n, 6);
  return `1 ${big.one} ${exact ? '=' : '≈'} ${shown} ${shown === '1' ? small.one : small.many}`;
};

/** Everything about converting `from` into `to` that does not depend on the value. */
export interface Pair {
  source: UnitDef;
  target: UnitDef;
  temperature: boolean;
  formula: string;
  /** The step's statement with the value and the answer as slots, by sign and relation. */
  templates: (StepTemplate | undefined)[];
  /**
   * For the exact arithmetic on doubles, when every constant is a safe integer: the result is
   * ((v + from/10^J) × a − to/10^J × b) ÷ b, with the factor a/b in lowest terms and both
   * offsets written with J decimals; `celsius` is p/q of the source, for the absolute-zero test.
   */
  fast?: {
    a: number;
    b: number;
    j: number;
    from: number;
    to: number;
    celsius: [number, number];
    /** When b divides 10^t, k = 10^t / b: every result is then a decimal of t more places. */
    t: number;
    k: number;
  };
}

/** A decimal as p/q in lowest terms, when both are safe integers. */
const ratio = (top: Dec, bottom: Dec): [number, number] | undefined => {
  const k = top.e - bottom.e;
  let [p, q] =
    k >= 0 ? [top.m * 10n ** BigInt(k), bottom.m] : [top.m, bottom.m * 10n ** BigInt(-k)];
  const g = gcd(p, q) || 1n;
  [p, q] = [p / g, q / g];
  const [a, b] = [Number(p), Number(q)];
  return Number.isSafeInteger(a) && Number.isSafeInteger(b) && b > 0 ? [a, b] : undefined;
};

const fastConstants = (source: UnitDef, target: UnitDef, temperature: boolean): Pair['fast'] => {
  const factor = ratio(mul(source.p, target.q), mul(source.q, target.p));
  const celsius = ratio(source.p, source.q);
  // Absolute zero, -273.15 °C, has two decimals.
  const j = Math.max(temperature ? 2 : 0, -source.offset.e, -target.offset.e);
  const offset = (d: Dec): number => scale(Number(d.m), d.e + j);
  const [from, to] = [offset(source.offset), offset(target.offset)];
  if (!factor || !celsius || Number.isNaN(from) || Number.isNaN(to)) return undefined;
  const [t, k] = terminating(factor[1]) ?? [0, 0];
  return { a: factor[0], b: factor[1], j, from, to, celsius, t, k };
};

interface Table {
  units: readonly UnitDef[];
  /** Ids and aliases to the index of their unit. */
  index: Map<string, number>;
  pairs: (Pair | undefined)[];
}

/** Per category, built on first use (a cache only: the tables never change). */
const tables: Partial<Record<UnitCategory, Table>> = {};

const tableOf = (category: UnitCategory): Table => {
  let table = tables[category];
  if (!table) {
    const units = unitsOf(category);
    const index = new Map(units.map((u, i) => [u.id, i]));
    for (const [alias, id] of Object.entries(ALIASES[category])) index.set(alias, index.get(id)!);
    table = tables[category] = { units, index, pairs: [] };
  }
  return table;
};

const pairOf = (category: UnitCategory, table: Table, i: number, j: number): Pair => {
  const k = i * table.units.length + j;
  let pair = table.pairs[k];
  if (!pair) {
    const [source, target] = [table.units[i]!, table.units[j]!];
    const temperature = category === 'temperature';
    pair = table.pairs[k] = {
      source,
      target,
      temperature,
      formula: temperature ? temperatureFormula(source, target) : linearFormula(source, target),
      templates: [],
      fast: fastConstants(source, target, temperature),
    };
  }
  return pair;
};

/** Which template a result needs: the signs of the value and the answer, and = or ≈. */
const GIVEN_NEGATIVE = 1;
const ANSWER_NEGATIVE = 2;
const ROUNDED = 4;

/** The statement of the step: `x × 2.54 = y`, `(x − 32) × 5/9 ≈ y`. */
export const statement = (
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

/** The step's note, in words. */
export const noteOf = ({ source, target, temperature }: Pair): string =>
  temperature
    ? `Convert ${source.many} to ${target.many}`
    : `Multiply by the number of ${target.many} in one ${source.one}`;

const templateOf = (pair: Pair, flags: number): StepTemplate =>
  (pair.templates[flags] ??= stepTemplate(noteOf(pair), 2, (given, answer) =>
    statement(
      pair,
      flags & GIVEN_NEGATIVE ? negative(given) : given,
      flags & ROUNDED ? '≈' : '=',
      flags & ANSWER_NEGATIVE ? negative(answer) : answer,
    ),
  ));

/** The digits of |x| as a number node spells them (`n`): "12.7", "1e21". */
const digitsOf = (x: number): string => {
  const text = String(x < 0 ? -x : x);
  return text.includes('e') ? canonical(text) : text;
};

/** Whether `String(x)` is plain decimal (from 10^-6 to 10^21), which a step template can take. */
const plain = (x: number): boolean => {
  const abs = x < 0 ? -x : x;
  return abs === 0 || (abs >= 1e-6 && abs < 1e21);
};

const BELOW_ZERO = 'below absolute zero';

/** A conversion's result, with the digits of the value given as `digitsOf` spells them. */
interface Conversion extends Quotient {
  given: string;
}

/**
 * What the doubles path works out: the value, and the integers its texts are spelled from (see
 * `spellOnDoubles`), so that spelling them later repeats none of the arithmetic.
 */
interface OnDoubles extends Quotient {
  /** The given value's digits and decimals: 12.5 is 125 and 1. */
  digits: number;
  shown: number;
  /** The result: top × 10^-places when bottom is 0, else top / bottom. */
  top: number;
  bottom: number;
  places: number;
}

/** Where `convertUnit` works out a value on doubles, reused: the hot path allocates no record. */
const scratch: OnDoubles = {
  value: 0,
  text: '',
  exact: true,
  fixed4: '',
  digits: 0,
  shown: 0,
  top: 0,
  bottom: 0,
  places: 0,
};

/**
 * The conversion on doubles into `scratch`, exact while every integer involved is safe; else
 * undefined. Only `value` and `exact` are worked out, and what `spellOnDoubles` needs.
 */
const convertOnDoubles = (pair: Pair, value: number): OnDoubles | typeof BELOW_ZERO | undefined => {
  const c = pair.fast;
  const abs = value < 0 ? -value : value;
  const shown = c ? decimalPlaces(abs) : -1;
  if (!c || shown < 0) return undefined;
  const places = Math.max(shown, c.j);
  const digits = Math.round(abs * POW10[shown]!);
  // The source value plus its offset, as an integer count of 10^-places.
  const shifted = scale(value < 0 ? -digits : digits, places - shown) + scale(c.from, places - c.j);
  if (pair.temperature) {
    const left = shifted * c.celsius[0];
    const zero = scale(-27315 * c.celsius[1], places - 2);
    if (!Number.isSafeInteger(left) || Number.isNaN(zero)) return undefined;
    if (left < zero) return BELOW_ZERO;
  }
  const out = scratch;
  out.digits = digits;
  out.shown = shown;
  const numerator = shifted * c.a - scale(c.to * c.b, places - c.j);
  // A factor whose denominator divides a power of ten: the result is numerator·k × 10^-(places + t).
  if (c.k !== 0) {
    const m = numerator * c.k;
    if (Number.isSafeInteger(m) && exactDecimal(m, places + c.t, out, false)) {
      out.top = m;
      out.bottom = 0;
      out.places = places + c.t;
      return out;
    }
  }
  const bottom = scale(c.b, places);
  // NaN (a step left the safe integers) fails both tests.
  if (!Number.isSafeInteger(numerator) || !(bottom > 0)) return undefined;
  if (!safeQuotient(numerator, bottom, out, false)) return undefined;
  out.top = numerator;
  out.bottom = bottom;
  return out;
};

/** The texts of a conversion on doubles, from the integers `convertOnDoubles` left. */
const spellOnDoubles = (
  digits: number,
  shown: number,
  top: number,
  bottom: number,
  places: number,
): Conversion => {
  const out: Conversion = { value: 0, text: '', exact: true, fixed4: '', given: '' };
  if (bottom === 0) exactDecimal(top, places, out);
  else safeQuotient(top, bottom, out);
  out.given = decimalText(digits, shown);
  return out;
};

/**
 * The conversion on BigInt decimals, exact at any size; `value` undefined when the result is
 * beyond the range of a double.
 */
export const convertExactly = (
  { source, target, temperature }: Pair,
  value: number,
): Conversion | typeof BELOW_ZERO | undefined => {
  // base = (v + a1)·p1/q1 and result = base·q2/p2 − a2, merged into one division.
  const scaled = mul(add(dec(value), source.offset), source.p);
  if (temperature && compare(scaled, mul(ABSOLUTE_ZERO, source.q)) < 0) return BELOW_ZERO;
  const den = mul(source.q, target.p);
  const num = add(mul(scaled, target.q), neg(mul(target.offset, den)));
  const exact = div(num, den);
  const result = toNumber(exact);
  if (!Number.isFinite(result)) return undefined;
  return {
    given: digitsOf(value),
    value: result,
    text: digitsOf(result),
    exact: compare(mul(exact, den), num) === 0 && shown(exact).relation === '=',
    fixed4: toFixed(quotient(num, den, 4), 4),
  };
};

/**
 * The last pair found and the names it was found by: a column of values is converted between the
 * same two units call after call, and comparing three strings costs less than the lookups.
 */
let last: [category: unknown, from: unknown, to: unknown, pair: Pair] | undefined;

/** The pair of units `from` → `to` names in `category`, or the failure to report. */
export const findPair = (category: unknown, from: unknown, to: unknown): Pair | Result<never> => {
  if (last && last[1] === from && last[2] === to && last[0] === category) return last[3];
  if (!isCategory(category))
    return fail('unknown_category', `unknown unit category: ${quote(category)}`, 'category');
  const table = tableOf(category);
  const i = typeof from === 'string' ? table.index.get(from) : undefined;
  if (i === undefined)
    return fail('unknown_unit', `unknown ${category} unit: ${quote(from)}`, 'from');
  const j = typeof to === 'string' ? table.index.get(to) : undefined;
  if (j === undefined) return fail('unknown_unit', `unknown ${category} unit: ${quote(to)}`, 'to');
  const pair = pairOf(category, table, i, j);
  last = [category, from, to, pair];
  return pair;
};

/**
 * Convert a value between two units of a category (see `listCategories` and `listUnits` for
 * the ids). Units may also be named by their usual symbols and spellings: `in`, `inch`, `cm`,
 * `kg`, `lb`, `°C`, `degC`, `km/h`, `kph`, `KiB`, `fl oz`… (the `UnitIds` and `UnitAlias` types
 * list them all). Factors are the exact definitions (1 in = 2.54 cm, 1 mi = 1609.344 m,
 * 1 lb = 453.59237 g, 1 oz = 28.349523125 g, 1 km/h = 1/3.6 m/s, 1 US gal = 3.785411784 L,
 * 1 KB = 1024 bytes); temperatures go through Celsius. The arithmetic is exact on decimals with
 * one rounding to 15 significant digits for `value`, so 5 inches is exactly 12.7 centimeters,
 * and one rounding of the exact quotient to four decimals for `formatted` (no digit is invented,
 * however large the value). A result beyond the range of a double → `out_of_range`.
 * Unknown category → `unknown_category`; unknown unit → `unknown_unit`; a temperature below
 * absolute zero → `invalid_value`.
 *
 * @example
 * convertUnit(5, 'length', 'inches', 'centimeters');
 * // { ok: true, value: { value: 12.7, formatted: '12.7000', formula: '1 inch = 2.54 centimeters' } }
 * convertUnit(100, 'temperature', 'celsius', 'fahrenheit');
 * // { ok: true, value: { value: 212, formatted: '212.0000', formula: '°F = °C × 9/5 + 32' } }
 */
export function convertUnit<C extends UnitCategory>(
  value: number,
  category: C,
  from: UnitArgument<C>,
  to: UnitArgument<C>,
): Result<ConvertUnitResult> {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return fail('not_a_number', 'value must be a finite number', 'value');
  const pair = findPair(category, from, to);
  if ('ok' in pair) return pair;
  // Doubles when every integer on the way is safe (typed values, in practice), else BigInt.
  const doubles = convertOnDoubles(pair, value);
  if (doubles === BELOW_ZERO) return belowZero();
  if (doubles) return { ok: true, value: new Converted(pair, value, doubles) };
  const exactly = convertExactly(pair, value);
  if (exactly === BELOW_ZERO) return belowZero();
  if (exactly === undefined) return fail('out_of_range', 'the result is too large', 'value');
  return { ok: true, value: new Converted(pair, value, exactly) };
}

const belowZero = () => fail('invalid_value', 'the temperature is below absolute zero', 'value');

/** The one step of a conversion: `5 × 2.54 = 12.7`, `(x − 32) × 5/9 ≈ y`. */
const stepOf = (pair: Pair, value: number, result: Conversion): Step => {
  const answer = result.value;
  if (!plain(value) || !plain(answer))
    return step(noteOf(pair), statement(pair, n(value), result.exact ? '=' : '≈', n(answer)));
  const flags =
    (value < 0 ? GIVEN_NEGATIVE : 0) |
    (answer < 0 ? ANSWER_NEGATIVE : 0) |
    (result.exact ? 0 : ROUNDED);
  return fillStep(templateOf(pair, flags), [result.given, result.text]);
};

/**
 * `ConvertUnitResult`, with its texts made on first read. A class, so that every result has one
 * shape and carries no closures; the integers the doubles path left are kept to spell from. Made
 * by a pure call, so that bundles which never convert drop it (its computed key would keep a
 * plain class declaration).
 */
const Converted = /* @__PURE__ */ (() =>
  class Converted implements ConvertUnitResult {
    readonly value: number;
    readonly formula: string;
    readonly #pair: Pair;
    readonly #given: number;
    readonly #digits: number;
    readonly #shown: number;
    readonly #top: number;
    readonly #bottom: number;
    readonly #places: number;
    #texts: Conversion | undefined;
    #steps: Step[] | undefined;

    constructor(pair: Pair, given: number, result: OnDoubles | Conversion) {
      this.value = result.value;
      this.formula = pair.formula;
      this.#pair = pair;
      this.#given = given;
      const doubles = 'top' in result;
      this.#digits = doubles ? result.digits : 0;
      this.#shown = doubles ? result.shown : 0;
      this.#top = doubles ? result.top : 0;
      this.#bottom = doubles ? result.bottom : 0;
      this.#places = doubles ? result.places : 0;
      this.#texts = doubles ? undefined : result;
    }

    #spelled(): Conversion {
      this.#texts ??= spellOnDoubles(
        this.#digits,
        this.#shown,
        this.#top,
        this.#bottom,
        this.#places,
      );
      return this.#texts;
    }

    get formatted(): string {
      return this.#spelled().fixed4;
    }

    get steps(): Step[] {
      this.#steps ??= [stepOf(this.#pair, this.#given, this.#spelled())];
      return this.#steps;
    }

    toJSON() {
      const { value, formatted, formula, steps } = this;
      return { value, formatted, formula, steps };
    }

    /** What Node's console.log and util.inspect show: every field, as JSON has them. */
    [Symbol.for('nodejs.util.inspect.custom')]() {
      return this.toJSON();
    }
  })();
