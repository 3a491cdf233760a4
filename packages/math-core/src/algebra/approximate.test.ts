import { describe, expect, it } from 'vitest';
import { n, sqrt } from '../math/build';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { APPROXIMATE_DIGITS, approximate, approximateNode, withDecimal } from './approximate';

describe('the one rounding of "≈"', () => {
  it('keeps six significant digits, whatever the size', () => {
    expect(APPROXIMATE_DIGITS).toBe(6);
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: π to six digits is the value expected
    expect(approximate(Math.PI)).toBe(3.14159);
    expect(approximate(Math.log2(5))).toBe(2.32193);
    expect(approximate(1 / 7)).toBe(0.142857);
    expect(approximate(0.000123456789)).toBe(0.000123457);
    expect(approximate(-123456789)).toBe(-123457000);
    expect(approximate(2.5)).toBe(2.5);
    expect(approximate(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('writes a negative value with the minus sign of a neg node', () => {
    expect(approximateNode(-1 / 3)).toEqual({
      type: 'neg',
      arg: { type: 'number', value: '0.333333' },
    });
    expect(toText(approximateNode(-1 / 3))).toBe('−0.333333');
  });

  it('adds a decimal to an exact solution unless the exact value already is it', () => {
    const decimal = (exact: MathNode | undefined, value?: number) =>
      withDecimal({
        text: '',
        tree: n(0),
        ...(exact ? { exact } : {}),
        ...(value === undefined ? {} : { value }),
      }).decimal;
    expect(decimal(sqrt(n(2)), Math.SQRT2)).toEqual(n('1.41421'));
    expect(decimal(n(2), 2)).toBeUndefined();
    expect(decimal(n(-2.5), -2.5)).toBeUndefined();
    // 0.1234567 is exact, but the decimal shown is rounded: both are written.
    expect(decimal(n('0.1234567'), 0.1234567)).toEqual(n('0.123457'));
    expect(decimal(sqrt(n(-1)))).toBeUndefined();
    expect(decimal(undefined, 1.5)).toBeUndefined();
  });
});
