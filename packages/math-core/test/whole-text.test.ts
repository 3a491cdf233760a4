// The table-driven printing of whole numbers and decimals that convertUnit and simplifyLog use on
// their hot paths spells every number exactly as String does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeText } from '../src/_lib/wholeText';
import { decimalText } from '../src/units/convertUnit/safeQuotient';

describe('wholeText', () => {
  it('spells the group edges as String does', () => {
    for (const n of [0, 7, 999, 1000, 1001, 100_000, 999_999, 1_000_000, 2 ** 53 - 1]) {
      expect(wholeText(n)).toBe(String(n));
    }
  });

  it('spells any safe whole number as String does', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(wholeText(n)).toBe(String(n));
      }),
    );
  });
});

describe('decimalText', () => {
  it('spells m × 10^-places as String spells the nearest double', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), fc.nat({ max: 22 }), (m, places) => {
        const expected = String(m / 10 ** places);
        // String's exponent form is only for values below 10^-6, which decimalText also returns.
        expect(decimalText(m, places)).toBe(places === 0 ? String(m) : expected);
      }),
    );
  });
});
