import { type Dec, dec } from './decimal';

/**
 * Unit tables. A unit maps to its category's base unit as base = (value + offset) × p ÷ q,
 * with exact decimal definitions (1 inch = 0.0254 m, 1 km/h = 1 ÷ 3.6 m/s, °F → °C: (F − 32) × 5 ÷ 9).
 * Areas are the squares of the length definitions (1 in² = 0.0254² m² = 0.00064516 m²), an acre
 * is 4840 square yards and a hectare 10 000 m², all exact decimals of square meters.
 * Ids are stable: the web app puts them in URLs.
 */
export interface UnitDef {
  id: string;
  label: string;
  symbol: string;
  /** Singular and plural names used in formulas. */
  one: string;
  many: string;
  p: Dec;
  q: Dec;
  offset: Dec;
}

export type UnitCategory =
  | 'length'
  | 'weight'
  | 'temperature'
  | 'time'
  | 'speed'
  | 'data'
  | 'volume'
  | 'area';

/** The stable unit ids of each category (the web app puts them in URLs). */
export interface UnitIds {
  length:
    | 'inches'
    | 'centimeters'
    | 'millimeters'
    | 'feet'
    | 'yards'
    | 'meters'
    | 'miles'
    | 'kilometers';
  weight: 'grams' | 'kilograms' | 'pounds' | 'ounces';
  temperature: 'celsius' | 'fahrenheit' | 'kelvin';
  time: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks';
  speed: 'mps' | 'kmh' | 'mph';
  data: 'bytes' | 'kb' | 'mb' | 'gb' | 'tb';
  volume:
    | 'milliliters'
    | 'liters'
    | 'cubic-meters'
    | 'gallons'
    | 'quarts'
    | 'pints'
    | 'cups'
    | 'fluid-ounces';
  area:
    | 'square-inches'
    | 'square-centimeters'
    | 'square-millimeters'
    | 'square-feet'
    | 'square-yards'
    | 'square-meters'
    | 'acres'
    | 'hectares'
    | 'square-kilometers';
}

/**
 * Other spellings accepted for each unit: symbols, singular names, British spellings and the
 * usual abbreviations. Data units are binary here as everywhere in this library, so `KB` and
 * `KiB` are both 1024 bytes.
 */
export const ALIASES = {
  length: {
    in: 'inches',
    inch: 'inches',
    cm: 'centimeters',
    centimeter: 'centimeters',
    centimetre: 'centimeters',
    centimetres: 'centimeters',
    mm: 'millimeters',
    millimeter: 'millimeters',
    millimetre: 'millimeters',
    millimetres: 'millimeters',
    ft: 'feet',
    foot: 'feet',
    yd: 'yards',
    yard: 'yards',
    m: 'meters',
    meter: 'meters',
    metre: 'meters',
    metres: 'meters',
    mi: 'miles',
    mile: 'miles',
    km: 'kilometers',
    kilometer: 'kilometers',
    kilometre: 'kilometers',
    kilometres: 'kilometers',
  },
  weight: {
    g: 'grams',
    gram: 'grams',
    kg: 'kilograms',
    kilogram: 'kilograms',
    lb: 'pounds',
    lbs: 'pounds',
    pound: 'pounds',
    oz: 'ounces',
    ounce: 'ounces',
  },
  temperature: {
    '°C': 'celsius',
    degC: 'celsius',
    C: 'celsius',
    '°F': 'fahrenheit',
    degF: 'fahrenheit',
    F: 'fahrenheit',
    K: 'kelvin',
    kelvins: 'kelvin',
  },
  time: {
    s: 'seconds',
    sec: 'seconds',
    second: 'seconds',
    min: 'minutes',
    minute: 'minutes',
    h: 'hours',
    hr: 'hours',
    hour: 'hours',
    d: 'days',
    day: 'days',
    wk: 'weeks',
    week: 'weeks',
  },
  speed: { 'm/s': 'mps', 'km/h': 'kmh', kph: 'kmh', 'mi/h': 'mph' },
  data: {
    B: 'bytes',
    byte: 'bytes',
    KB: 'kb',
    KiB: 'kb',
    MB: 'mb',
    MiB: 'mb',
    GB: 'gb',
    GiB: 'gb',
    TB: 'tb',
    TiB: 'tb',
  },
  volume: {
    mL: 'milliliters',
    ml: 'milliliters',
    milliliter: 'milliliters',
    millilitre: 'milliliters',
    L: 'liters',
    l: 'liters',
    liter: 'liters',
    litre: 'liters',
    'm³': 'cubic-meters',
    m3: 'cubic-meters',
    gal: 'gallons',
    gallon: 'gallons',
    qt: 'quarts',
    quart: 'quarts',
    pt: 'pints',
    pint: 'pints',
    cup: 'cups',
    'fl oz': 'fluid-ounces',
    floz: 'fluid-ounces',
  },
  area: {
    'in²': 'square-inches',
    in2: 'square-inches',
    'sq in': 'square-inches',
    'cm²': 'square-centimeters',
    cm2: 'square-centimeters',
    'mm²': 'square-millimeters',
    mm2: 'square-millimeters',
    'ft²': 'square-feet',
    ft2: 'square-feet',
    'sq ft': 'square-feet',
    'yd²': 'square-yards',
    yd2: 'square-yards',
    'sq yd': 'square-yards',
    'm²': 'square-meters',
    m2: 'square-meters',
    ac: 'acres',
    acre: 'acres',
    ha: 'hectares',
    hectare: 'hectares',
    'km²': 'square-kilometers',
    km2: 'square-kilometers',
  },
} as const satisfies { [C in UnitCategory]: Record<string, UnitIds[C]> };

/** An accepted spelling of a unit of category `C` other than its id. */
export type UnitAlias<C extends UnitCategory = UnitCategory> = C extends UnitCategory
  ? keyof (typeof ALIASES)[C]
  : never;

/** A unit of category `C`: its id or one of its aliases. */
export type UnitName<C extends UnitCategory = UnitCategory> = C extends UnitCategory
  ? UnitIds[C] | UnitAlias<C>
  : never;

type Row<Id extends string = string> = [
  id: Id,
  label: string,
  symbol: string,
  one: string,
  p: string,
  q?: string,
  offset?: string,
  many?: string,
];

const LABELS: Record<UnitCategory, string> = {
  length: 'Length',
  weight: 'Weight',
  temperature: 'Temperature',
  time: 'Time',
  speed: 'Speed',
  data: 'Data',
  volume: 'Volume',
  area: 'Area',
};

/** Binary multiples: 1 KB = 1024 bytes, as the site has always counted (the label says so). */
const binary = (word: string, power: number): Row<UnitIds['data']> => {
  const bytes = String(1024 ** power);
  const symbol = `${word[0]}B`;
  return [
    symbol.toLowerCase() as UnitIds['data'],
    `${word}bytes (${symbol}, ${bytes} bytes)`,
    symbol,
    `${word.toLowerCase()}byte`,
    bytes,
  ];
};

const TABLE: { [C in UnitCategory]: Row<UnitIds[C]>[] } = {
  length: [
    ['inches', 'Inches', 'in', 'inch', '0.0254', '1', '0', 'inches'],
    ['centimeters', 'Centimeters', 'cm', 'centimeter', '0.01'],
    ['millimeters', 'Millimeters', 'mm', 'millimeter', '0.001'],
    ['feet', 'Feet', 'ft', 'foot', '0.3048', '1', '0', 'feet'],
    ['yards', 'Yards', 'yd', 'yard', '0.9144'],
    ['meters', 'Meters', 'm', 'meter', '1'],
    ['miles', 'Miles', 'mi', 'mile', '1609.344'],
    ['kilometers', 'Kilometers', 'km', 'kilometer', '1000'],
  ],
  weight: [
    ['grams', 'Grams', 'g', 'gram', '1'],
    ['kilograms', 'Kilograms', 'kg', 'kilogram', '1000'],
    ['pounds', 'Pounds', 'lb', 'pound', '453.59237'],
    ['ounces', 'Ounces', 'oz', 'ounce', '28.349523125'],
  ],
  temperature: [
    ['celsius', 'Celsius', '°C', 'degree Celsius', '1', '1', '0', 'degrees Celsius'],
    ['fahrenheit', 'Fahrenheit', '°F', 'degree Fahrenheit', '5', '9', '-32', 'degrees Fahrenheit'],
    ['kelvin', 'Kelvin', 'K', 'kelvin', '1', '1', '-273.15', 'kelvins'],
  ],
  time: [
    ['seconds', 'Seconds', 's', 'second', '1'],
    ['minutes', 'Minutes', 'min', 'minute', '60'],
    ['hours', 'Hours', 'h', 'hour', '3600'],
    ['days', 'Days', 'd', 'day', '86400'],
    ['weeks', 'Weeks', 'wk', 'week', '604800'],
  ],
  speed: [
    ['mps', 'Meters per second', 'm/s', 'meter per second', '1', '1', '0', 'meters per second'],
    [
      'kmh',
      'Kilometers per hour',
      'km/h',
      'kilometer per hour',
      '1',
      '3.6',
      '0',
      'kilometers per hour',
    ],
    ['mph', 'Miles per hour', 'mph', 'mile per hour', '0.44704', '1', '0', 'miles per hour'],
  ],
  data: [
    ['bytes', 'Bytes', 'B', 'byte', '1'],
    /* @__PURE__ */ binary('Kilo', 1),
    /* @__PURE__ */ binary('Mega', 2),
    /* @__PURE__ */ binary('Giga', 3),
    /* @__PURE__ */ binary('Tera', 4),
  ],
  volume: [
    ['milliliters', 'Milliliters', 'mL', 'milliliter', '0.001'],
    ['liters', 'Liters', 'L', 'liter', '1'],
    ['cubic-meters', 'Cubic meters', 'm³', 'cubic meter', '1000'],
    ['gallons', 'Gallons (US)', 'gal', 'US gallon', '3.785411784'],
    ['quarts', 'Quarts (US)', 'qt', 'US quart', '0.946352946'],
    ['pints', 'Pints (US)', 'pt', 'US pint', '0.473176473'],
    ['cups', 'Cups (US)', 'cup', 'US cup', '0.2365882365'],
    ['fluid-ounces', 'Fluid ounces (US)', 'fl oz', 'US fluid ounce', '0.0295735295625'],
  ],
  // Square meters: each square unit is its length in meters squared, written out exactly.
  area: [
    [
      'square-inches',
      'Square inches',
      'in²',
      'square inch',
      '0.00064516',
      '1',
      '0',
      'square inches',
    ],
    ['square-centimeters', 'Square centimeters', 'cm²', 'square centimeter', '0.0001'],
    ['square-millimeters', 'Square millimeters', 'mm²', 'square millimeter', '0.000001'],
    ['square-feet', 'Square feet', 'ft²', 'square foot', '0.09290304', '1', '0', 'square feet'],
    ['square-yards', 'Square yards', 'yd²', 'square yard', '0.83612736'],
    ['square-meters', 'Square meters', 'm²', 'square meter', '1'],
    ['acres', 'Acres', 'ac', 'acre', '4046.8564224'],
    ['hectares', 'Hectares', 'ha', 'hectare', '10000'],
    ['square-kilometers', 'Square kilometers', 'km²', 'square kilometer', '1000000'],
  ],
};

export const CATEGORIES = /* @__PURE__ */ Object.keys(TABLE) as UnitCategory[];

export const categoryLabel = (category: UnitCategory): string => LABELS[category];

export const isCategory = (category: unknown): category is UnitCategory =>
  typeof category === 'string' && Object.hasOwn(TABLE, category);

/** The tables parsed into decimals, once at import. Shared objects: callers copy before handing them out. */
const PARSED = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(TABLE).map(([category, rows]) => [
      category,
      (rows as Row[]).map(
        ([id, label, symbol, one, p, q = '1', offset = '0', many = `${one}s`]): UnitDef => ({
          id,
          label,
          symbol,
          one,
          many,
          p: dec(p),
          q: dec(q),
          offset: dec(offset),
        }),
      ),
    ]),
  ) as unknown as Record<UnitCategory, readonly UnitDef[]>)();

/** The units of a category. */
export const unitsOf = (category: UnitCategory): readonly UnitDef[] => PARSED[category];

/** The unit a category calls `name` (an id or an alias), if any. */
export const findUnit = (category: UnitCategory, name: unknown): UnitDef | undefined => {
  if (typeof name !== 'string') return undefined;
  const aliases: Record<string, string> = ALIASES[category];
  const id = Object.hasOwn(aliases, name) ? aliases[name] : name;
  return unitsOf(category).find((u) => u.id === id);
};
