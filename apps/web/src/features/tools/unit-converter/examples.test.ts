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
    expect(unit.worked.acres.answer).toBe('2.5 acres ≈ 1.0117 hectares');
    expect(unit.area.acreSquareFeet).toBe(43560);
    expect(unit.area.acreSquareMeters).toBe(4046.8564224);
    expect(unit.area.hectareAcres).toBe('2.4711');
    expect(unit.area.table.map((row) => row.squareMeters)).toEqual([
      '0.00064516',
      '0.0001',
      '0.000001',
      '0.09290304',
      '0.83612736',
      '4046.8564224',
      '10000',
      '1000000',
    ]);
    expect(unit.length.yardFeet).toBe(3);
    expectTypeset(unit.temperature.boiling.steps);
    expectTypeset(unit.worked.acres.steps);
  });
});
