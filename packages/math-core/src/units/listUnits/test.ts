import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import type { UnitCategory } from '../../_lib/units';
import { listUnits } from './index';

describe('listUnits', () => {
  it('uses the stable ids the web app puts in URLs', () => {
    const ids = (c: UnitCategory) => unwrap(listUnits(c)).map((u) => u.id);
    expect(ids('length')).toEqual([
      'inches',
      'centimeters',
      'millimeters',
      'feet',
      'yards',
      'meters',
      'miles',
      'kilometers',
    ]);
    expect(ids('weight')).toEqual(['grams', 'kilograms', 'pounds', 'ounces']);
    expect(ids('temperature')).toEqual(['celsius', 'fahrenheit', 'kelvin']);
    expect(ids('time')).toEqual(['seconds', 'minutes', 'hours', 'days', 'weeks']);
    expect(ids('speed')).toEqual(['mps', 'kmh', 'mph']);
    expect(ids('data')).toEqual(['bytes', 'kb', 'mb', 'gb', 'tb']);
    expect(ids('volume')).toEqual([
      'milliliters',
      'liters',
      'cubic-meters',
      'gallons',
      'quarts',
      'pints',
      'cups',
      'fluid-ounces',
    ]);
    expect(ids('area')).toEqual([
      'square-inches',
      'square-centimeters',
      'square-millimeters',
      'square-feet',
      'square-yards',
      'square-meters',
      'acres',
      'hectares',
      'square-kilometers',
    ]);
  });

  it('labels binary data units as binary', () => {
    expect(unwrap(listUnits('data'))[1]).toEqual({
      id: 'kb',
      label: 'Kilobytes (KB, 1024 bytes)',
      symbol: 'KB',
      singular: 'kilobyte',
      plural: 'kilobytes',
    });
  });

  it('names one unit in the singular and others in the plural', () => {
    const [inches, , , feet] = unwrap(listUnits('length'));
    expect([inches?.singular, inches?.plural]).toEqual(['inch', 'inches']);
    expect([feet?.singular, feet?.plural]).toEqual(['foot', 'feet']);
    const gallons = unwrap(listUnits('volume')).find((u) => u.id === 'gallons');
    expect([gallons?.singular, gallons?.plural]).toEqual(['US gallon', 'US gallons']);
    const squareFeet = unwrap(listUnits('area')).find((u) => u.id === 'square-feet');
    expect(squareFeet).toMatchObject({
      label: 'Square feet',
      symbol: 'ft²',
      singular: 'square foot',
      plural: 'square feet',
    });
  });

  it('returns fresh objects: callers cannot change the tables', () => {
    const first = unwrap(listUnits('length'));
    first[0]!.id = 'changed';
    first.pop();
    expect(unwrap(listUnits('length'))[0]!.id).toBe('inches');
    expect(unwrap(listUnits('length'))).toHaveLength(8);
  });

  it('refuses unknown categories', () => {
    expect(errorOf(listUnits('energy' as UnitCategory))).toMatchObject({
      code: 'unknown_category',
    });
    expect(errorOf(listUnits('constructor' as UnitCategory))).toMatchObject({
      code: 'unknown_category',
    });
  });
});
