import { compare, dec, mul, round, shift, toNumber } from './decimal';

/** Dollars to integer cents through decimal digits (1.005 → 101), half away from zero. */
export const centsOf = (dollars: number): number => toNumber(round(shift(dec(dollars), 2), 0));

/** `cents × percent ÷ 100` rounded to whole cents, half away from zero, computed exactly. */
export const percentOfCents = (cents: number, percent: number): number =>
  toNumber(round(shift(mul(dec(cents), dec(percent)), -2), 0));

/** Whether `cents × percent ÷ 100` is exactly `result` cents (no rounding happened). */
export const exactly = (cents: number, percent: number, result: number): boolean =>
  compare(mul(dec(cents), dec(percent)), shift(dec(result), 2)) === 0;
