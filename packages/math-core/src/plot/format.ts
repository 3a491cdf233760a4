/** Numbers and labels on a plot, written the way the page shows them. */
import { approximateNode } from '../algebra/approximate';
import { approxEqual, TOLERANCE } from '../math/approx';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { toText } from '../math/toText';

/**
 * A decimal read off a graph, rounded as every "≈" value is (algebra/approximate.ts), with the
 * minus sign − (U+2212).
 */
export const decimal = (v: number): string => {
  if (!Number.isFinite(v)) return String(v);
  // Below a millionth is rounding left over from a numeric search: read as 0.
  if (approxEqual(v, 0, TOLERANCE.root)) return '0';
  return toText(approximateNode(v));
};

/** Whether an exact text is a plain decimal number (then no approximation is added). */
const plain = (text: string): boolean => /^−?\d+(\.\d+)?$/.test(text);

/**
 * An exact number as the page shows it: a rational with a short decimal as that decimal (5/2 is
 * 2.5), anything else in its exact form (1/3, −√3/3).
 */
export const exactText = (x: Exact): string => {
  const q = E.rational(x);
  const digits = q && R.decimalText(q);
  if (digits !== undefined && digits.replace(/^-?\d*\.?/, '').length <= 4)
    return digits.replace('-', '−');
  return toText(E.toNode(x));
};

/**
 * "x = 2", "x = (3 + √5)/2 ≈ 2.62", "x = 180°/7 ≈ 25.7143°" (an exact text with its unit in it
 * already), or for a value known only numerically "x ≈ 1.57".
 */
export const valueLabel = (name: string, value: number, exact?: string, unit = ''): string => {
  if (exact === undefined) return `${name} ≈ ${decimal(value)}${unit}`;
  const written = unit !== '' && exact.includes(unit) ? exact : `${exact}${unit}`;
  return plain(exact) ? `${name} = ${written}` : `${name} = ${written} ≈ ${decimal(value)}${unit}`;
};

/** "(2.5, −0.25)" from exact coordinates, or "≈ (1.57, 1)" when one is known only numerically. */
export const pointLabel = (x: number, y: number, exactX?: string, exactY?: string): string =>
  exactX !== undefined && exactY !== undefined
    ? `(${exactX}, ${exactY})`
    : `≈ (${decimal(x)}, ${decimal(y)})`;
