/**
 * Unit conversions in words as students type them: answered by the Unit Converter's own function,
 * with its working and that tool linked with the conversion filled in; what is not a conversion is
 * left to the rest of the solver. SymPy's units for generated conversions are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';
import { readConversion } from '.';

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
});
