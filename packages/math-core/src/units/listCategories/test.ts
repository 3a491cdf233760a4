import { describe, expect, it } from 'vitest';
import { unwrap } from '../../_lib/testing';
import { listUnits } from '../listUnits';
import { listCategories } from './index';

describe('listCategories', () => {
  it('lists the eight categories, each with units', () => {
    expect(listCategories()).toEqual([
      { id: 'length', label: 'Length' },
      { id: 'weight', label: 'Weight' },
      { id: 'temperature', label: 'Temperature' },
      { id: 'time', label: 'Time' },
      { id: 'speed', label: 'Speed' },
      { id: 'data', label: 'Data' },
      { id: 'volume', label: 'Volume' },
      { id: 'area', label: 'Area' },
    ]);
    for (const { id } of listCategories()) expect(unwrap(listUnits(id)).length).toBeGreaterThan(2);
  });
});
