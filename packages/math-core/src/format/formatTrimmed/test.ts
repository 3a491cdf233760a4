import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed } from '../formatFixed';
import { formatTrimmed } from './index';

describe('formatTrimmed', () => {
  it('drops trailing zeros', () => {
    expect(formatTrimmed(20, 2)).toBe('20');
    expect(formatTrimmed(12.5, 2)).toBe('12.5');
    expect(formatTrimmed(100, 0)).toBe('100');
    expect(formatTrimmed(1 / 3, 4)).toBe('0.3333');
    expect(formatTrimmed(-0.0001, 2)).toBe('0');
  });

  it('is formatFixed without trailing zeros, and reads back as the same number', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 8 }),
        (n, digits) => {
          const trimmed = formatTrimmed(n, digits);
          expect(trimmed).not.toMatch(/\.\d*0$|\.$/);
          expect(Number(trimmed)).toBe(Number(formatFixed(n, digits)));
        },
      ),
    );
  });
});
