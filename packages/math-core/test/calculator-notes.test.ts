/**
 * The calculators' notes in every language against each calculator's English table: each language
 * has every id English has and no other, each template names the same {names}, and a calculator's
 * step worded in a language (`calculatorStepIn`) takes that language's note and writes its
 * numbers in that language's notation, while its English note is the English template.
 */
import { describe, expect, it } from 'vitest';
import { ARITHMETIC_NOTES } from '../src/arithmetic/arithmetic';
import { RADICAL_NOTES } from '../src/arithmetic/simplifyRadical';
import { AGE_NOTES } from '../src/date/age';
import { GPA_NOTES } from '../src/education/gpa';
import { POINTS_NOTES } from '../src/geometry/lineThroughPoints';
import { BMI_NOTES } from '../src/health/bmi';
import {
  bmi,
  type CalculatorNotes,
  calculatorStepIn,
  calculatorWordsIn,
  gcdLcm,
  percentOf,
  primeFactors,
  simplifyRadical,
  unwrap,
} from '../src/index';
import { LOG_NOTES } from '../src/logarithm/simplifyLog';
import { DISCOUNT_NOTES } from '../src/money/discount';
import { LOAN_NOTES } from '../src/money/loan';
import { TIP_NOTES } from '../src/money/tip';
import { GCD_LCM_NOTES } from '../src/numbers/gcdLcm';
import { PRIME_NOTES } from '../src/numbers/primeFactors';
import { PERCENTAGE_OF_NOTES } from '../src/percent/percentageOf';
import { PERCENT_CHANGE_NOTES } from '../src/percent/percentChange';
import { PERCENT_OF_NOTES } from '../src/percent/percentOf';
import { germanCalculators } from '../src/solve/write/de';
import { spanishCalculators } from '../src/solve/write/es';
import { frenchCalculators } from '../src/solve/write/fr';
import { portugueseCalculators } from '../src/solve/write/pt';
import { TIME_NOTES } from '../src/time/timeCalc';
import { convertUnit, UNIT_NOTES } from '../src/units/convertUnit';

/** Every calculator's English notes as one table. */
const ENGLISH: CalculatorNotes = {
  ...ARITHMETIC_NOTES,
  ...RADICAL_NOTES,
  ...LOG_NOTES,
  ...POINTS_NOTES,
  ...PERCENT_OF_NOTES,
  ...PERCENT_CHANGE_NOTES,
  ...PERCENTAGE_OF_NOTES,
  ...DISCOUNT_NOTES,
  ...TIP_NOTES,
  ...LOAN_NOTES,
  ...AGE_NOTES,
  ...TIME_NOTES,
  ...BMI_NOTES,
  ...GPA_NOTES,
  ...PRIME_NOTES,
  ...GCD_LCM_NOTES,
  ...UNIT_NOTES,
};

const LANGUAGES = [
  ['es', spanishCalculators],
  ['fr', frenchCalculators],
  ['de', germanCalculators],
  ['pt', portugueseCalculators],
] as const;

/** A conversion's formula: numbers, symbols and the units' names (from the language's terms). */
const FORMULAS = ['units.formula', 'units.formulaOne', 'units.temperatureFormula'];

/** Notes a language words as English does ("Divide" is Spanish for "divide!" too). */
const ALIKE: Readonly<Record<string, readonly string[]>> = {
  es: ['arithmetic.divide', 'log.divide', ...FORMULAS],
  fr: FORMULAS,
  de: FORMULAS,
  pt: FORMULAS,
};

/** The {names} a template takes (with the table of a {name:table}), sorted and each once. */
const names = (template: string): string[] =>
  [...new Set([...template.matchAll(/\{(\w+(?::\w+)?)\}/g)].map((m) => m[1] as string))].sort();

describe('the calculators’ notes', () => {
  it('give every id once, across the calculators', () => {
    const tables = [
      ARITHMETIC_NOTES,
      RADICAL_NOTES,
      LOG_NOTES,
      POINTS_NOTES,
      PERCENT_OF_NOTES,
      PERCENT_CHANGE_NOTES,
      PERCENTAGE_OF_NOTES,
      DISCOUNT_NOTES,
      TIP_NOTES,
      LOAN_NOTES,
      AGE_NOTES,
      TIME_NOTES,
      BMI_NOTES,
      GPA_NOTES,
      PRIME_NOTES,
      GCD_LCM_NOTES,
      UNIT_NOTES,
    ];
    const count = tables.reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(Object.keys(ENGLISH)).toHaveLength(count);
  });

  for (const [code, language] of LANGUAGES) {
    it(`in ${code} have every English id and no other`, () => {
      expect(Object.keys(language.notes).sort()).toEqual(Object.keys(ENGLISH).sort());
    });

    it(`in ${code} name the same {names} as English, and are translated`, () => {
      for (const [id, english] of Object.entries(ENGLISH)) {
        const template = language.notes[id] ?? '';
        expect(names(template), `${code} ${id}`).toEqual(names(english));
        if (!ALIKE[code]?.includes(id)) expect(template, `${code} ${id}`).not.toBe(english);
      }
    });
  }
});

describe('calculatorStepIn', () => {
  it('keeps the English notes as the calculators wrote them', () => {
    const steps = unwrap(percentOf(80, 12.5)).steps;
    expect(steps.map((s) => s.note)).toEqual([
      'A percent is a number of hundredths',
      'Multiply the value by that fraction',
    ]);
    expect(steps.map((s) => s.words)).toEqual([
      { id: 'percentOf.hundredths' },
      { id: 'percentOf.multiply' },
    ]);
  });

  it('words a step in a language, its numbers in the language’s notation', () => {
    const [first, second] = unwrap(percentOf(80, 12.5)).steps.map((s) =>
      unwrap(calculatorStepIn(s, spanishCalculators)),
    );
    expect(first?.note).toBe('Un porcentaje es un número de centésimas');
    expect(first?.text).toBe('12,5% = 12,5/100');
    expect(first?.mathml).toContain('<mn>12,5</mn>');
    expect(second?.note).toBe('Multiplica el valor por esa fracción');
    expect(second?.text).toBe('12,5/100 × 80 = 10');
  });

  it('fills the values a note names', () => {
    const [step] = unwrap(primeFactors(13)).steps;
    expect(step?.note).toBe('13 is prime: no number from 2 to √13 divides it');
    expect(unwrap(calculatorStepIn(step as never, germanCalculators)).note).toBe(
      '13 ist eine Primzahl: keine Zahl von 2 bis √13 teilt sie',
    );
    const gcd = unwrap(gcdLcm([12, 18])).steps;
    expect(gcd.map((s) => unwrap(calculatorStepIn(s, frenchCalculators)).note)).toEqual([
      'Facteurs premiers de 12',
      'Facteurs premiers de 18',
      'PGCD de 12, 18 : chaque facteur premier commun, à sa plus petite puissance',
      'PPCM de 12, 18 : chaque facteur premier présent, à sa plus grande puissance',
    ]);
  });

  it('fills a root and a whole number a note names, in the language', () => {
    const [root] = unwrap(simplifyRadical(72)).steps;
    expect(root?.note).toBe('Take out the largest perfect square factor, 36');
    expect(unwrap(calculatorStepIn(root as never, spanishCalculators)).note).toBe(
      'Saca el mayor factor cuadrado perfecto, 36',
    );
    const [none] = unwrap(simplifyRadical(10, 3)).steps;
    expect(unwrap(calculatorStepIn(none as never, portugueseCalculators)).note).toBe(
      '∛10 não tem nenhum fator cubo perfeito para tirar',
    );
  });

  it('words every step of a calculator in every language', () => {
    const steps = unwrap(bmi({ weight: 70.5, height: 175, system: 'metric' })).steps;
    for (const [code, language] of LANGUAGES)
      for (const s of steps) {
        const worded = unwrap(calculatorStepIn(s, language));
        expect(worded.note, code).toBe(language.notes[s.words?.id ?? '']);
        expect(worded.text, code).not.toMatch(/\d\.\d/);
      }
  });

  it('names a conversion’s units as each language names them, its numbers in its notation', () => {
    const [km] = unwrap(convertUnit(2.5, 'length', 'km', 'mi')).steps;
    expect(km?.note).toBe('Multiply by the number of miles in one kilometer');
    expect(km?.words).toEqual({
      id: 'units.factor',
      params: { from: 'kilometers', to: 'miles' },
    });
    const worded = (language: (typeof LANGUAGES)[number][1]) =>
      unwrap(calculatorStepIn(km as never, language));
    expect(worded(spanishCalculators).note).toBe(
      'Multiplica por el número de millas que hay en 1 kilómetro',
    );
    expect(worded(spanishCalculators).text).toBe('2,5 × 1000/1609,344 ≈ 1,55342798059333');
    expect(worded(spanishCalculators).mathml).toContain('<mn>1609,344</mn>');
    expect(worded(frenchCalculators).note).toBe(
      'Multipliez par le nombre de miles dans 1 kilomètre',
    );
    expect(worded(germanCalculators).note).toBe(
      'Multipliziere mit der Anzahl Meilen in 1 Kilometer',
    );
    expect(worded(portugueseCalculators).note).toBe(
      'Multiplique pelo número de milhas em 1 quilômetro',
    );

    const [heat] = unwrap(convertUnit(100, 'temperature', 'celsius', 'fahrenheit')).steps;
    expect(heat?.note).toBe('Convert degrees Celsius to degrees Fahrenheit');
    expect(unwrap(calculatorStepIn(heat as never, spanishCalculators)).note).toBe(
      'Convierte grados Celsius a grados Fahrenheit',
    );
    expect(unwrap(calculatorStepIn(heat as never, frenchCalculators)).note).toBe(
      'Convertissez les degrés Celsius en degrés Fahrenheit',
    );
    const [cold] = unwrap(convertUnit(-40.5, 'temperature', 'F', 'K')).steps;
    expect(unwrap(calculatorStepIn(cold as never, germanCalculators)).text).toMatch(
      /^\(−40,5 − 32\) × 5\/9 \+ 273,15 [=≈] \d+,\d+$/,
    );
  });

  it('words a conversion’s formula in a language: its units’ names, its decimal mark', () => {
    type Length = Parameters<typeof convertUnit<'length'>>[2];
    const formula = (from: Length, to: Length, language: (typeof LANGUAGES)[number][1]) =>
      unwrap(calculatorWordsIn(unwrap(convertUnit(1, 'length', from, to)).formulaWords, language));
    expect(formula('km', 'mi', spanishCalculators)).toBe('1 milla = 1,609344 kilómetros');
    expect(formula('m', 'ft', frenchCalculators)).toBe('1 mètre ≈ 3,28084 pieds');
    expect(formula('in', 'ft', germanCalculators)).toBe('1 Fuß = 12 Zoll');
    expect(formula('m', 'm', portugueseCalculators)).toBe('1 metro = 1 metro');
    const heat = unwrap(convertUnit(0, 'temperature', 'K', 'F')).formulaWords;
    expect(unwrap(calculatorWordsIn(heat, spanishCalculators))).toBe(
      '°F = (K − 273,15) × 9/5 + 32',
    );
    expect(calculatorWordsIn({ id: 'units.unknown' }, spanishCalculators).ok).toBe(false);
    expect(calculatorWordsIn(undefined as never, spanishCalculators).ok).toBe(false);
  });

  it('writes the English formula from the same words', () => {
    const result = unwrap(convertUnit(1, 'volume', 'cups', 'gallons'));
    expect(result.formula).toBe('1 US gallon = 16 US cups');
    expect(result.formulaWords).toEqual({
      id: 'units.formula',
      params: {
        big: 'gallons',
        small: 'cups',
        relation: '=',
        factor: { type: 'number', value: '16' },
      },
    });
  });

  it('keeps a unit a language has no word for by its id', () => {
    const [km] = unwrap(convertUnit(1, 'length', 'km', 'mi')).steps;
    const bare = { ...spanishCalculators, terms: undefined };
    expect(unwrap(calculatorStepIn(km as never, bare)).note).toBe(
      'Multiplica por el número de miles que hay en 1 kilometers',
    );
  });

  it('refuses what is no step', () => {
    expect(calculatorStepIn(undefined as never, spanishCalculators).ok).toBe(false);
  });
});
