import { fractionCalc, gcdLcm, loan, primeFactors, statistics } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { explain, firstBlank, listEntry } from './refusal';
import { Refusal } from './url-state';

/** The error of a refused call (the test fails if math-core accepted it). */
function refused(result: { ok: boolean; error?: { code: string; message: string } }) {
  if (result.ok || !result.error) throw new Error('math-core accepted the input');
  return result.error as Parameters<typeof explain>[0];
}

describe('refusals in the words of the form', () => {
  it('names the field by its label, groups long numbers and ends as a sentence', () => {
    const fraction = explain(refused(fractionCalc('abc', '+', '1/2')), (field) =>
      field === 'a' ? { label: 'The first fraction' } : undefined,
    );
    expect(fraction).toBeInstanceOf(Refusal);
    expect(fraction.message).toBe('The first fraction must be a fraction such as 3/4, 2 1/2 or 5.');
    expect(fraction.field).toBe('a');

    const prime = explain(refused(primeFactors(0)), () => ({ label: 'The number' }));
    expect(prime.message).toBe('The number must be a whole number from 1 to 1,000,000,000,000.');
  });

  it('groups whole numbers only, never the digits after a decimal point', () => {
    const rate = explain(refused(loan(1000, 1e-12, 1)), () => ({
      label: 'Interest rate',
    }));
    expect(rate.message).toBe('Interest rate must be 0 or at least 0.000000001.');
    const long = {
      code: 'invalid_value',
      message: 'n is 123456789012345678901234 or 12345.000001',
    };
    expect(explain(long as never, () => undefined).message).toBe(
      'N is 123,456,789,012,345,678,901,234 or 12,345.000001.',
    );
  });

  it('keeps a message that does not start with the field, as a sentence', () => {
    const zero = explain(refused(fractionCalc('1/2', '/', '0')), () => ({ label: 'x' }));
    expect(zero.message).toBe('Cannot divide by zero.');
    expect(zero.field).toBe('b');
  });

  it('names a list entry by its place and what was typed, on the list control', () => {
    const pieces = ['4', '2.5'];
    const gcd = explain(refused(gcdLcm([4, 2.5])), (field) =>
      listEntry(field, pieces, 'Number', 'The list', 'values'),
    );
    expect(gcd.message).toBe(
      'Number 2 (“2.5”) must be a whole number from 1 to 1,000,000,000,000.',
    );
    expect(gcd.field).toBe('values');
    const stats = explain(refused(statistics([1, Number.NaN])), (field) =>
      listEntry(field, ['1', 'x'], 'Value', 'The list', 'values'),
    );
    expect(stats.message).toBe('Value 2 (“x”) must be a finite number.');
    expect(listEntry('values', [], 'Value', 'The list', 'values')).toEqual({
      label: 'The list',
      control: 'values',
    });
    expect(listEntry('other', [], 'Value', 'The list', 'values')).toBeUndefined();
  });
});

describe('firstBlank', () => {
  it('asks for the first empty field in the order given, spaces counting as empty', () => {
    const fields = { amount: 'the loan amount', rate: 'the rate', years: 'the term' };
    const asked = firstBlank({ amount: '100', rate: '  ', years: '' }, fields);
    expect(asked).toEqual(new Refusal('Enter the rate.', 'rate'));
    expect(firstBlank({ amount: '1', rate: '0', years: '3' }, fields)).toBeUndefined();
  });
});
