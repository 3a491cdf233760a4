import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import { localDecimal, localNumber } from '../lib/local-numbers';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import {
  area,
  type Conversion,
  data,
  faq,
  length,
  temperature,
  volume,
  weight,
  worked,
} from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const unitMessages = 'tool-units';

/**
 * Numbers, units and conversions as the page's language writes them. English keeps math-core's
 * writing (`1609.344`, `5 inches = 12.7000 centimeters`); another language writes its decimal
 * comma and digit groups (`1.609,344`) and names the units in its words, as the converter's
 * result does (`5 Zoll = 12,7000 Zentimeter`).
 */
export function unitWritingIn(language: Language) {
  const w = translator(language, 'tools-converters');
  const num = (n: number | string): string => {
    if (language === 'en') return String(n);
    return typeof n === 'number' ? localNumber(language, n, 12) : localDecimal(language, n);
  };
  /** A unit's name for a quantity (`1 Zoll`); the page's sentences name no temperature. */
  const unit = (id: string, count: number) => w(`unit.${id}.name`, { count });
  return {
    num,
    unit,
    /** A statement or formula with its decimals in the language (`°C = K - 273,15`). */
    math: (text: string) => (language === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2')),
    sentence: (english: string, c: Conversion): string => {
      if (language === 'en') return english;
      const to = unit(c.to, Number(c.formatted));
      return `${num(c.value)} ${unit(c.from, c.value)} ${c.exact ? '=' : '≈'} ${localDecimal(language, c.formatted)} ${to}`;
    },
  };
}

const faqIds = [
  'inches-cm',
  'kg-lb',
  'f-c',
  'meters-feet',
  'gallon',
  'acre-hectare',
  'kilobyte',
] as const;

/** The questions in the words of `t` (the page's language), with math-core's results. */
export const unitFaqsIn = (t: PageWords, language: Language): FaqEntry[] => {
  const { num, math, sentence } = unitWritingIn(language);
  const values: Record<(typeof faqIds)[number], Record<string, string>> = {
    'inches-cm': {
      inchCm: num(length.inchCm),
      inches: faq.inches.text,
      tenCm: sentence(faq.tenCm, faq.tenCmParts),
    },
    'kg-lb': {
      kgPounds: num(weight.kgPounds),
      poundKg: num(weight.poundKg),
      kilograms: sentence(worked.kilograms.answer, worked.kilograms.parts),
    },
    'f-c': {
      toCelsius: math(temperature.formulas[1] ?? ''),
      bodyC: num(temperature.bodyC),
      toFahrenheit: math(temperature.formulas[0] ?? ''),
      boilingF: num(temperature.boilingF),
    },
    'meters-feet': {
      meterFeet: num(length.meterFeet),
      foot: num(length.foot),
      footInches: num(length.footInches),
      inchCm: num(length.inchCm),
    },
    gallon: {
      gallonLiters: num(volume.gallonLiters),
      cupMl: num(volume.cupMl),
      ouncesPerGallon: num(volume.ouncesPerGallon),
    },
    'acre-hectare': {
      acreSquareYards: num(area.acreSquareYards),
      acreSquareFeet: num(area.acreSquareFeet),
      acreSquareMeters: num(area.acreSquareMeters),
      hectareSquareMeters: num(area.hectareSquareMeters),
      hectareAcres: num(area.hectareAcres),
      acres: sentence(worked.acres.answer, worked.acres.parts),
    },
    kilobyte: { kb: num(data.kb), drive: num(data.drive) },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo =>
  howToFrom(t, ['category', 'value', 'units', 'calculate']);

export const meta = toolPageMeta(
  'unit-converter',
  {
    title: 'Unit Converter: Length, Weight, Temperature, Volume, Area & Time | MathTools',
    description:
      'Free unit converter for length, weight, temperature, volume, area and time. Convert inches to cm, kg to lb, Fahrenheit to Celsius, acres to hectares and more, with the formula shown.',
    keywords: [
      'unit converter',
      'inches to cm',
      'kg to lbs',
      'fahrenheit to celsius',
      'length converter',
      'area converter',
      'acres to hectares',
      'square feet to square meters',
      'metric conversion',
    ],
  },
  { messages: unitMessages, howTo: howToIn, faqs: unitFaqsIn },
);
