/**
 * How math-core writes a value it can only give approximately, after "≈": one rule for every
 * solver kind, the graph's labels and the site: six significant digits, whatever the size
 * (π ≈ 3.14159, log₂ 5 ≈ 2.32193, 1/7 ≈ 0.142857, 0.000123456789 ≈ 0.000123457). The unrounded double stays in the data (`Solution.value`).
 */
import { n } from '../math/build';
import type { Solution } from '../math/show';
import type { MathNode } from '../math/tree';

/** Significant digits of every value shown after "≈". */
export const APPROXIMATE_DIGITS = 6;

/** `value` rounded as it is shown after "≈"; ±∞ and NaN as they are. */
export const approximate = (value: number): number =>
  Number.isFinite(value) ? Number(value.toPrecision(APPROXIMATE_DIGITS)) : value;

/** The same, as a number tree (a negative value is a `neg` node). */
export const approximateNode = (value: number): MathNode => n(approximate(value));

/** A tree's value when it is a plain decimal number (2, −2.5), else undefined. */
const plainNumber = (node: MathNode): number | undefined => {
  if (node.type === 'number') return Number(node.value);
  if (node.type === 'neg' && node.arg.type === 'number') return -Number(node.arg.value);
  return undefined;
};

/**
 * A solution with the decimal to show after its exact form (`decimal`: 2.61803 after
 * x = (3 + √5)/2), unless there is nothing to add: no exact tree or no real value, or the exact
 * value already is that decimal (x = 2, x = −2.5).
 */
export const withDecimal = (s: Solution): Solution => {
  if (s.exact === undefined || s.value === undefined || !Number.isFinite(s.value)) return s;
  const shown = approximate(s.value);
  return plainNumber(s.exact) === shown ? s : { ...s, decimal: n(shown) };
};
