import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

  it('writes dollars exactly as Intl does in en-US, without building an Intl formatter', () => {
    // The module keeps no formatter between calls, so any Intl formatter used would be built here.
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(-123456789)).toBe('-$1,234,567.89');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    // The exact digits come from the Intl path (en-GB writes "US$1,234.56"); en-US Intl then
    // formats them, which is the text the dollars path must match.
    const viaIntl = (cents: number) =>
      intl.format(formatMoney(cents, 'USD', 'en-GB').replace(/[^0-9.-]/g, '') as `${number}`);
    for (const cents of [0, 1, -1, 99, 100, 99999, 100000, 123456789, -100000, 1e20, -0])
      expect(formatMoney(cents)).toBe(viaIntl(cents));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e13, max: 1e13 }),
          fc.double({ min: -1e22, max: 1e22, noNaN: true }),
        ),
        (cents) => {
          expect(formatMoney(cents)).toBe(viaIntl(cents));
        },
      ),
    );
  });

  it("uses the currency's own minor-unit digits", () => {
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000');
    expect(formatMoney(1234, 'BHD')).toBe('BHD\u00a01.234');
    expect(formatMoney(1234, 'EUR', 'de-DE')).toBe('12,34\u00a0€');
    expect(formatMoney(-0.4, 'JPY')).toBe('¥0');
  });

  it('prints amounts beyond 2^53 minor units digit for digit', () => {
    expect(formatMoney(1e20)).toBe('$1,000,000,000,000,000,000.00');
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n, max: 10n ** 20n }), (n) => {
        const cents = Number(n);
        const digits = formatMoney(cents).replace(/[^0-9]/g, '');
        expect(digits).toBe(String(cents).replace(/e.*$/, ''));
      }),
    );
  });

  it('never throws: bad locales fall back to en-US, bad currencies give an empty string', () => {
    expect(formatMoney(100, 'USD', '')).toBe('$1.00');
    expect(formatMoney(100, 'USD', 'not a locale!')).toBe('$1.00');
    expect(formatMoney(100, 'XYZ1')).toBe('');
    expect(formatMoney(100, '')).toBe('');
    expect(formatMoney(100, null as never)).toBe('');
    expect(formatMoney('100' as never)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
