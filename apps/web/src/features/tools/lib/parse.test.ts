import { describe, expect, it } from 'vitest';
import { echo, toInteger, toNumber, toNumberList } from './parse';

describe('input parsing', () => {
  it('reads numbers; blank or non-numeric text is NaN (math-core refuses NaN)', () => {
    expect(toNumber(' 2.5 ')).toBe(2.5);
    expect(toNumber('-8')).toBe(-8);
    expect(toNumber('1e3')).toBe(1000);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('   ')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toNumber('8abc')).toBeNaN();
  });

  it('time fields: blank is 0, values are read as integers', () => {
    expect(toInteger('')).toBe(0);
    expect(toInteger('7')).toBe(7);
    expect(toInteger('1.9')).toBe(1);
    expect(toInteger('-1.9')).toBe(-1);
    expect(toInteger('x')).toBeNaN();
  });

  it('echoes typed numbers in their plain form', () => {
    expect(echo('080')).toBe('80');
    expect(echo('2.50')).toBe('2.5');
  });

  it('reads a list of numbers between commas, semicolons, spaces and new lines', () => {
    expect(toNumberList(' 2, 4 ;4\n\n5\t-1.5 ')).toEqual({
      values: [2, 4, 4, 5, -1.5],
      pieces: ['2', '4', '4', '5', '-1.5'],
    });
    expect(toNumberList('  ')).toEqual({ values: [], pieces: [] });
    const bad = toNumberList('1, two, 3');
    expect(bad.pieces).toEqual(['1', 'two', '3']);
    expect(bad.values[1]).toBeNaN();
  });
});
