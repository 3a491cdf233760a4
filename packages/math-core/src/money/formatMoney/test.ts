import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './index';

describe('formatMoney', () => {
  it('formats cents as dollars with grouping', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-5, 'EUR')).toBe('-€0.05');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
  });

  it('rounds fractional cents half away from zero and never shows -$0.00', () => {
    expect(formatMoney(0.5)).toBe('$0.01');
    expect(formatMoney(-0.4)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('NaN');
  });

  it('shows exactly the integer cents it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents);
        const digits = text.replace(/[^0-9]/g, '');
        expect(BigInt(digits)).toBe(BigInt(Math.abs(cents)));
        expect(text.startsWith('-')).toBe(cents < 0);
        expect(text).toMatch(/\.\d\d$/);
      }),
    );
  });
});
