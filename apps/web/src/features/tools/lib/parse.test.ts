import { describe, expect, it } from 'vitest';
import { echo, firstOutOfRange, toInteger, toNumber, toNumberList } from './parse';

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

  it('reads a comma in a number as the solver does: 12,5 is 12.5, 1,000 is 1000', () => {
    expect(toNumber('12,5')).toBe(12.5);
    expect(toNumber(' 0,75 ')).toBe(0.75);
    expect(toNumber('1,000')).toBe(1000);
    expect(toNumber('12,345,678')).toBe(12345678);
    // Never a silent 125: what cannot be read as one number is not a number.
    expect(toNumber('1,2,3')).toBeNaN();
  });

  it('finds a number too large to calculate with, and says so', () => {
    expect(firstOutOfRange({ value: '80', percentage: '1e400' })).toEqual({
      field: 'percentage',
      message: '“1e400” is out of range: enter a number between −10^308 and 10^308.',
    });
    expect(firstOutOfRange({ a: '-1e999' })?.field).toBe('a');
    expect(firstOutOfRange({ a: 'Infinity' })?.field).toBe('a');
    expect(firstOutOfRange({ a: '1e300', b: '', c: 'abc', d: '2024-01-01' })).toBeUndefined();
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
