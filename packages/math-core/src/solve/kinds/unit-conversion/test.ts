/**
 * Unit conversions in words as students type them: answered by the Unit Converter's own function,
 * with its working and that tool linked with the conversion filled in; what is not a conversion is
 * left to the rest of the solver. SymPy's units for generated conversions are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';
import { CATEGORIES, unitsOf } from '../../../_lib/units';
import { convertUnit } from '../../../units/convertUnit';
import { answerInWords } from '../../answer';
import { solve } from '../../solve';
import { factorWords } from '../../write/conversions';
import { de } from '../../write/de';
import { es } from '../../write/es';
import { fr } from '../../write/fr';
import { pt } from '../../write/pt';
import { readConversion } from '.';
import { unitConversionAnswers } from './answers';

describe('unit conversions in words', () => {
  it('reads the ways a conversion is asked for', () => {
    for (const text of ['5 miles to km', 'convert 5 mi into kilometers', 'What is 5 miles in km?'])
      expect(readConversion(text), text).toMatchObject({
        value: 5,
        category: 'length',
        from: { id: 'miles' },
        to: { id: 'kilometers' },
      });
    expect(readConversion('how many feet in 2 meters')).toMatchObject({
      value: 2,
      from: { id: 'meters' },
      to: { id: 'feet' },
    });
    // Units of two kinds, or a word that is no unit: not a conversion.
    expect(readConversion('5 kg to km')).toBeUndefined();
    expect(readConversion('5 apples to pears')).toBeUndefined();
  });

  it('answers with the converter’s working and links it, filled in', () => {
    expect(solved('5 miles to km')).toMatchObject({
      kind: 'unit-conversion',
      title: 'Unit conversion',
      problem: '5 mi to km',
      answer: '5 miles = 8.04672 kilometers',
      solutions: [{ text: '5 mi = 8.04672 km', value: 8.04672 }],
      method: '1 mile = 1.609344 kilometers',
      tool: {
        id: 'unit-converter',
        path: '/tools?tool=unit-converter&category=length&from=miles&to=kilometers&value=5',
      },
    });
    expect(solved('convert 100 °F to celsius').answer).toBe(
      '100 degrees Fahrenheit ≈ 37.7777777777778 degrees Celsius',
    );
    expect(solved('1 inch to cm').answer).toBe('1 inch = 2.54 centimeters');
    expect(refusal('5 kg to km').message).toMatch(/not understood/);
  });

  it('words the factor in a language as the converter states it in English', () => {
    const own = unitConversionAnswers();
    for (const category of CATEGORIES.filter((c) => c !== 'temperature'))
      for (const from of unitsOf(category))
        for (const to of unitsOf(category)) {
          const converted = convertUnit(1, category, from.id as never, to.id as never);
          if (!converted.ok) throw new Error(converted.error.message);
          expect(answerInWords(factorWords(from, to), own).answer, `${from.id} ${to.id}`).toBe(
            converted.value.formula,
          );
        }
  });

  it('writes the problem and the method in the language of the page', () => {
    const said = Object.fromEntries(
      Object.entries({ es, fr, de, pt }).map(([code, language]) => {
        const written = solve('convert 3.5 km to miles', { language });
        if (!written.ok) throw new Error(written.error.message);
        return [code, [written.value.problem, written.value.method]];
      }),
    );
    expect(said).toEqual({
      es: ['3,5 km a mi', '1 milla = 1,609344 kilómetros'],
      fr: ['3,5 km en mi', '1 mile = 1,609344 kilomètres'],
      de: ['3,5 km in mi', '1 Meile = 1,609344 Kilometer'],
      pt: ['3,5 km em mi', '1 milha = 1,609344 quilômetros'],
    });
    const temperature = solve('convert 100 °F to kelvin', { language: es });
    expect(temperature.ok && temperature.value).toMatchObject({
      problem: '100 °F a K',
      method: 'K = (°F - 32) × 5/9 + 273,15',
      // The problem as read stays the same data in every language.
      tree: { right: { type: 'text', value: 'to K' } },
    });
  });
});
