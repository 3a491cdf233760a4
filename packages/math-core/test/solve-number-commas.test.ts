import { describe, expect, it } from 'vitest';
import { numberCommas as readNumberCommas } from '../src/solve/read/decimalComma';
import { readProblem } from '../src/solve/readProblem';
import { solve } from '../src/solve/solve';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('numbers typed with commas', () => {
  it.each([
    ['2,5+1', '2.5+1', ['2,5 as 2.5']],
    ['x=2,5', 'x=2.5', ['2,5 as 2.5']],
    ['3,14*2', '3.14*2', ['3,14 as 3.14']],
    ['1,000+5', '1000+5', ['1,000 as 1000']],
    ['12,345,678-1', '12345678-1', ['12,345,678 as 12345678']],
    ['0,5x = 1,25', '0.5x = 1.25', ['0,5 as 0.5', '1,25 as 1.25']],
  ])('reads %s as %s, and says so', (typed, read, readings) => {
    const r = readNumberCommas(typed);
    expect(r.text).toBe(read);
    expect(r.readings.map((x) => `${x.typed} as ${x.read}`)).toEqual(readings);
  });

  it.each([
    'x=1,y=2', // every part an equation: a system
    'x+y=3, x-y=1',
    'gcd(12,18)', // arguments of a function
    '1,5,3', // neither a decimal nor thousands
    '2, 5', // a space after the comma separates
  ])('leaves %s as typed', (typed) => {
    expect(readNumberCommas(typed)).toEqual({ text: typed, readings: [] });
  });

  it('solves with the reading and reports it', () => {
    const sum = answer('2,5 + 1');
    expect(sum.answer).toBe('3.5');
    expect(sum.problem).toBe('2.5 + 1');
    expect(sum.readAs).toEqual(['2,5 as 2.5']);
    expect(answer('x=1,y=2').answer).toBe('x = 1, y = 2');
    expect(answer('x=1,y=2').readAs).toBeUndefined();
    expect(answer('x^2 = 6,25').solutions.map((s) => s.value)).toEqual([-2.5, 2.5]);
  });
});

describe('the problem as the solver reads it, for a preview', () => {
  const read = (text: string) => {
    const r = readProblem(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  it('takes off command words and says what is asked', () => {
    expect(read('solve 2x+3=7')).toMatchObject({ text: '2x + 3 = 7', readAs: [] });
    expect(read('derivative of x^3')).toMatchObject({ asks: 'derivative', text: 'x³' });
    expect(read('∫ 3x^2 dx')).toMatchObject({ asks: 'integral', text: '3x²' });
    expect(read('factor x^2-9')).toMatchObject({ asks: 'factor', text: 'x² − 9' });
    expect(read('15% of 80')).toEqual({ asks: 'percentage', readAs: [], readings: [] });
    expect(read('2,5 + 1')).toMatchObject({
      text: '2.5 + 1',
      readAs: ['2,5 as 2.5'],
      readings: [{ typed: '2,5', read: '2.5' }],
    });
  });
  it('refuses a word as the solver does, never reading it as letters', () => {
    const r = readProblem('5 cm plus 3');
    expect(r.ok ? '' : r.error.message).toMatch(/^"cm" was not understood/);
    // A conversion in words is read as one.
    expect(readProblem('5 cm to inches')).toMatchObject({
      ok: true,
      value: { text: '5 cm to in' },
    });
    expect(readProblem(42 as unknown as string).ok).toBe(false);
  });
});
