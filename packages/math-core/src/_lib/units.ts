import { type Dec, dec } from './decimal';

/**
 * Unit tables. A unit maps to its category's base unit as base = (value + offset) × p ÷ q,
 * with exact decimal definitions (1 inch = 0.0254 m, 1 km/h = 1 ÷ 3.6 m/s, °F → °C: (F − 32) × 5 ÷ 9).
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
  | 'volume';

type Row = [
  id: string,
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
};

/** Binary multiples, as spec §9 defines them: 1 KB = 1024 bytes (the label says so). */
const binary = (word: string, power: number): Row => {
  const bytes = String(1024 ** power);
  const symbol = `${word[0]}B`;
  return [
    symbol.toLowerCase(),
    `${word}bytes (${symbol}, ${bytes} bytes)`,
    symbol,
    `${word.toLowerCase()}byte`,
    bytes,
  ];
};

const TABLE: Record<UnitCategory, Row[]> = {
  length: [
    ['inches', 'Inches', 'in', 'inch', '0.0254', '1', '0', 'inches'],
    ['centimeters', 'Centimeters', 'cm', 'centimeter', '0.01'],
    ['feet', 'Feet', 'ft', 'foot', '0.3048', '1', '0', 'feet'],
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
};

export const CATEGORIES = /* @__PURE__ */ Object.keys(TABLE) as UnitCategory[];

export const categoryLabel = (category: UnitCategory): string => LABELS[category];

export const isCategory = (category: unknown): category is UnitCategory =>
  typeof category === 'string' && Object.hasOwn(TABLE, category);

/** Parsed tables, built on first use (a cache only: the tables never change). */
const parsed: Partial<Record<UnitCategory, readonly UnitDef[]>> = {};

/** The units of a category. Shared objects: callers must copy before handing them out. */
export const unitsOf = (category: UnitCategory): readonly UnitDef[] =>
  (parsed[category] ??= TABLE[category].map(
    ([id, label, symbol, one, p, q = '1', offset = '0', many = `${one}s`]) => ({
      id,
      label,
      symbol,
      one,
      many,
      p: dec(p),
      q: dec(q),
      offset: dec(offset),
    }),
  ));
