import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import * as unit from './examples';

describe("the unit converter page's examples come from math-core", () => {
  it('unit converter page: the factors the product quotes', () => {
    expect(unit.length.inchCm).toBe(2.54);
    expect(unit.length.meterFeet).toBe('3.28084');
    expect(unit.weight.kgPounds).toBe('2.20462');
    expect(unit.worked.inches.answer).toBe('5 inches = 12.7000 centimeters');
    expect(unit.worked.kilograms.answer).toBe('70 kilograms ≈ 154.3236 pounds');
    expect(unit.worked.liters.answer).toBe('2 liters ≈ 8.4535 US cups');
    expect(unit.temperature.absoluteZeroC).toBe('−273.15');
    expect(unit.speed.highway).toBe('100 kilometers per hour ≈ 62.1371 miles per hour');
    expect(unit.data.drive).toBe('466');
    expectTypeset(unit.temperature.boiling.steps);
  });
});
