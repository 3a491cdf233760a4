// The table-driven printing of whole numbers and decimals that convertUnit and simplifyLog use on
// their hot paths spells every number exactly as String does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionText, trimmedFraction4, wholeText } from '../src/_lib/wholeText';
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

describe('fractionText', () => {
  it('pads the fraction to its places at the group edges', () => {
    expect(fractionText(5, 1)).toBe('.5');
    expect(fractionText(5, 3)).toBe('.005');
    expect(fractionText(45, 4)).toBe('.0045');
    expect(fractionText(1000, 4)).toBe('.1000');
    expect(fractionText(999_999, 6)).toBe('.999999');
    expect(fractionText(1, 22)).toBe(`.${'0'.repeat(21)}1`);
  });

  it('writes any n < 10^places (below 10^15) with exactly `places` digits', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 22 })
          .chain((places) =>
            fc.tuple(
              fc.integer({ min: 0, max: Math.min(10 ** places, 10 ** 15) - 1 }),
              fc.constant(places),
            ),
          ),
        ([n, places]) => {
          expect(fractionText(n, places)).toBe(`.${String(n).padStart(places, '0')}`);
        },
      ),
    );
  });
});

describe('trimmedFraction4', () => {
  it('spells every count of ten-thousandths as String spells the decimal, without its 0', () => {
    for (let n = 0; n < 10_000; n++) {
      expect(trimmedFraction4(n)).toBe(n === 0 ? '' : String(n / 10_000).slice(1));
    }
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
