import {
  type ConvertUnitResult,
  convertUnit,
  formatFixed,
  listUnits,
  type UnitCategory,
} from '@mathtools/math-core';
import { conclusion, solved } from '../lib/page-math';

/** The unit converter page's examples and tables, worked by math-core when the page is built. */
const convert = (value: number, category: UnitCategory, from: string, to: string) =>
  solved(`${value} ${from} in ${to}`, convertUnit(value, category, from, to));

/** One `from` in `to`: the factor math-core converts with, as a number. */
const factor = (category: UnitCategory, from: string, to: string) =>
  convert(1, category, from, to).value;

/** A number as prose writes it: rounded to `digits` decimals, with a real minus sign. */
export const about = (n: number, digits: number) => formatFixed(n, digits).replace('-', '−');
/** A factor with every digit math-core keeps, with a real minus sign. */
const exact = (n: number) => String(n).replace('-', '−');

function unitWord(category: UnitCategory, id: string, quantity: number): string {
  const units = solved(category, listUnits(category));
  const unit = units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id} in ${category}`);
  return quantity === 1 ? unit.singular : unit.plural;
}

/** "5 inches = 12.7000 centimeters" (≈ when the 4 decimals round math-core's value). */
const sentence = (
  value: number,
  category: UnitCategory,
  from: string,
  to: string,
  result: ConvertUnitResult,
) =>
  `${value} ${unitWord(category, from, value)} ${result.exact ? '=' : '≈'} ${result.formatted} ${unitWord(category, to, result.value)}`;

/** What a conversion sentence says, for a page that words it in another language. */
export type Conversion = {
  value: number;
  from: string;
  to: string;
  exact: boolean;
  formatted: string;
  category: UnitCategory;
};

const parts = (
  value: number,
  category: UnitCategory,
  from: string,
  to: string,
  result: ConvertUnitResult,
): Conversion => ({ value, from, to, exact: result.exact, formatted: result.formatted, category });

const example = (value: number, category: UnitCategory, from: string, to: string) => {
  const result = convert(value, category, from, to);
  return {
    steps: result.steps,
    answer: sentence(value, category, from, to, result),
    parts: parts(value, category, from, to, result),
  };
};

export const worked = {
  inches: example(5, 'length', 'inches', 'centimeters'),
  kilograms: example(70, 'weight', 'kilograms', 'pounds'),
  liters: example(2, 'volume', 'liters', 'cups'),
  acres: example(2.5, 'area', 'acres', 'hectares'),
};

/** The length table: each unit in meters. */
export const length = {
  inch: factor('length', 'inches', 'meters'),
  inchCm: factor('length', 'inches', 'centimeters'),
  foot: factor('length', 'feet', 'meters'),
  footInches: factor('length', 'feet', 'inches'),
  meterFeet: about(factor('length', 'meters', 'feet'), 5),
  mile: factor('length', 'miles', 'meters'),
  mileFeet: factor('length', 'miles', 'feet'),
  mileKm: factor('length', 'miles', 'kilometers'),
  yard: factor('length', 'yards', 'meters'),
  yardFeet: factor('length', 'yards', 'feet'),
  millimeter: factor('length', 'millimeters', 'meters'),
  centimeter: factor('length', 'centimeters', 'meters'),
  kilometer: factor('length', 'kilometers', 'meters'),
  kmMiles: about(factor('length', 'kilometers', 'miles'), 2),
  tenKmMiles: about(convert(10, 'length', 'kilometers', 'miles').value, 1),
};

export const weight = {
  poundGrams: factor('weight', 'pounds', 'grams'),
  ounceGrams: about(factor('weight', 'ounces', 'grams'), 4),
  kgPounds: about(factor('weight', 'kilograms', 'pounds'), 5),
  poundKg: factor('weight', 'pounds', 'kilograms'),
};

const fahrenheit = (celsius: number) =>
  exact(convert(celsius, 'temperature', 'celsius', 'fahrenheit').value);
export const temperature = {
  /** math-core's formulas, one per direction through Celsius. */
  formulas: [
    convert(0, 'temperature', 'celsius', 'fahrenheit').formula,
    convert(32, 'temperature', 'fahrenheit', 'celsius').formula,
    convert(0, 'temperature', 'kelvin', 'celsius').formula,
  ],
  boiling: convert(100, 'temperature', 'celsius', 'fahrenheit'),
  body: convert(98.6, 'temperature', 'fahrenheit', 'celsius'),
  freezingF: fahrenheit(0),
  freezingK: exact(convert(0, 'temperature', 'celsius', 'kelvin').value),
  boilingF: fahrenheit(100),
  bodyC: exact(convert(98.6, 'temperature', 'fahrenheit', 'celsius').value),
  absoluteZeroC: exact(convert(0, 'temperature', 'kelvin', 'celsius').value),
};

export const volume = {
  literMl: factor('volume', 'liters', 'milliliters'),
  cubicMeterLiters: factor('volume', 'cubic-meters', 'liters'),
  gallonLiters: factor('volume', 'gallons', 'liters'),
  quartsPerGallon: factor('volume', 'gallons', 'quarts'),
  pintsPerGallon: factor('volume', 'gallons', 'pints'),
  cupMl: factor('volume', 'cups', 'milliliters'),
  ouncesPerGallon: factor('volume', 'gallons', 'fluid-ounces'),
  ounceMl: about(factor('volume', 'fluid-ounces', 'milliliters'), 4),
};

/** Every area unit in square meters, in the converter's order, with the page's quoted factors. */
export const area = {
  table: solved('area', listUnits('area'))
    .filter((u) => u.id !== 'square-meters')
    .map((u) => ({
      id: u.id,
      unit: u.singular,
      squareMeters: exact(factor('area', u.id, 'square-meters')),
    })),
  squareInchCm: factor('area', 'square-inches', 'square-centimeters'),
  squareFootInches: factor('area', 'square-feet', 'square-inches'),
  acreSquareYards: factor('area', 'acres', 'square-yards'),
  acreSquareFeet: factor('area', 'acres', 'square-feet'),
  acreSquareMeters: factor('area', 'acres', 'square-meters'),
  hectareSquareMeters: factor('area', 'hectares', 'square-meters'),
  hectareAcres: about(factor('area', 'hectares', 'acres'), 4),
  squareKmHectares: factor('area', 'square-kilometers', 'hectares'),
};

export const time = {
  minute: factor('time', 'minutes', 'seconds'),
  hour: factor('time', 'hours', 'seconds'),
  day: factor('time', 'days', 'seconds'),
  week: factor('time', 'weeks', 'seconds'),
  weekHours: factor('time', 'weeks', 'hours'),
  hourMinutes: factor('time', 'hours', 'minutes'),
};

export const speed = {
  kmhInMps: about(factor('speed', 'kmh', 'mps'), 6),
  mpsInKmh: factor('speed', 'mps', 'kmh'),
  mphInMps: factor('speed', 'mph', 'mps'),
  highway: sentence(100, 'speed', 'kmh', 'mph', convert(100, 'speed', 'kmh', 'mph')),
  highwayParts: parts(100, 'speed', 'kmh', 'mph', convert(100, 'speed', 'kmh', 'mph')),
};

export const data = {
  kb: factor('data', 'kb', 'bytes'),
  mb: factor('data', 'mb', 'bytes'),
  gb: factor('data', 'gb', 'bytes'),
  tb: factor('data', 'tb', 'bytes'),
  /** A drive sold as 500 GB of 10⁹ bytes, in the binary gigabytes an operating system shows. */
  drive: about(convert(500_000_000_000, 'data', 'bytes', 'gb').value, 0),
};

export const faq = {
  inches: conclusion(worked.inches.steps),
  tenCm: sentence(
    10,
    'length',
    'centimeters',
    'inches',
    convert(10, 'length', 'centimeters', 'inches'),
  ),
  tenCmParts: parts(
    10,
    'length',
    'centimeters',
    'inches',
    convert(10, 'length', 'centimeters', 'inches'),
  ),
};
