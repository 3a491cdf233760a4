import { describe, expect, it } from 'vitest';
import { localDecimal, localEcho, localMoney, readTyped, writeTyped } from './local-numbers';
import { toNumberList } from './parse';

describe('numbers in the page’s language', () => {
  it('reads a decimal comma and grouped thousands on a page that writes them', () => {
    expect(readTyped({ x: '12,5', y: '1.234,5', z: '1.000', n: '-0,25' }, 'de')).toEqual({
      x: '12.5',
      y: '1234.5',
      z: '1000',
      n: '-0.25',
    });
  });

  it('leaves fractions, lists, dates and English pages as typed', () => {
    const typed = { a: '2 1/2', list: '1, 2, 3', list2: '10 200', day: '2024-01-05', x: '1.5' };
    expect(readTyped(typed, 'fr')).toEqual(typed);
    expect(readTyped({ x: '1,000' }, 'en')).toEqual({ x: '1,000' });
  });

  it('writes math-core’s decimals with the same digits in the language', () => {
    expect(localDecimal('en', '12.50')).toBe('12.50');
    expect(localDecimal('de', '12.50')).toBe('12,50');
    expect(localDecimal('de', '1234.5')).toBe('1.234,5');
    expect(localDecimal('es', '−7.6200')).toBe('−7,6200');
    expect(localEcho('pt', '2.5')).toBe('2,5');
    expect(localEcho('en', '080')).toBe('80');
  });

  it('writes money with the language’s currency where it puts its symbol', () => {
    const english = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(localMoney('en', 123450, english)).toBe('$1234.50');
    expect(localMoney('de', 123450, english)).toBe('1.234,50\u00a0€');
    expect(localMoney('pt', 50, english)).toBe('R$\u00a00,50');
  });

  it('reads a list written with decimal commas where the language writes them', () => {
    expect(toNumberList('2,5; 3,5 4', true).values).toEqual([2.5, 3.5, 4]);
    expect(toNumberList('2,5, 3,5', true).values).toEqual([2.5, 3.5]);
    expect(toNumberList('2,5, 3,5').values).toEqual([2, 5, 3, 5]);
  });
});

describe('a shared link’s numbers in the page’s fields', () => {
  it('shows a decimal with the language’s comma, read back as the same number', () => {
    const link = { value: '2.5', base: '-0.75', whole: '1000', list: '1.5, 2', date: '2024-05-01' };
    const spanish = writeTyped(link, 'es');
    expect(spanish).toEqual({ ...link, value: '2,5', base: '-0,75' });
    for (const language of ['es', 'fr', 'de', 'pt'] as const)
      expect(readTyped(writeTyped(link, language), language)).toEqual(link);
    // English writes what the calculators read.
    expect(writeTyped(link, 'en')).toBe(link);
  });
});
