/**
 * Numbers and labels on a plot, written the way the page shows them: in a language's notation
 * when one is given (2,5 and (1; 2) where the decimal mark is a comma), else in English's.
 */
import { approximateNode } from '../algebra/approximate';
import type { Root } from '../algebra/rationalForm';
import { approxEqual, TOLERANCE } from '../math/approx';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import { itemSeparator, type Notation, writeDecimal } from '../math/notation';
import * as R from '../math/rational';
import { toText } from '../math/toText';

/**
 * A decimal read off a graph, rounded as every "≈" value is (algebra/approximate.ts), with the
 * minus sign − (U+2212).
 */
export const decimal = (v: number, notation?: Notation): string => {
  if (!Number.isFinite(v)) return String(v);
  // Below a millionth is rounding left over from a numeric search: read as 0.
  if (approxEqual(v, 0, TOLERANCE.root)) return '0';
  return toText(approximateNode(v), notation);
};

/** Whether an exact text is a plain decimal number (then no approximation is added). */
const plain = (text: string): boolean => /^−?\d+([.,]\d+)?$/.test(text);

/**
 * An exact number as the page shows it: a rational with a short decimal as that decimal (5/2 is
 * 2.5), anything else in its exact form (1/3, −√3/3).
 */
export const exactText = (x: Exact, notation?: Notation): string => {
  const q = E.rational(x);
  const digits = q && R.decimalText(q);
  if (digits !== undefined && digits.replace(/^-?\d*\.?/, '').length <= 4) {
    const written = digits.replace('-', '−');
    return notation ? writeDecimal(written, notation) : written;
  }
  return toText(E.toNode(x), notation);
};

/**
 * "x = 2", "x = (3 + √5)/2 ≈ 2.62", "x = 180°/7 ≈ 25.7143°" (an exact text with its unit in it
 * already), or for a value known only numerically "x ≈ 1.57".
 */
export const valueLabel = (
  name: string,
  value: number,
  exact?: string,
  unit = '',
  notation?: Notation,
): string => {
  const near = `${decimal(value, notation)}${unit}`;
  if (exact === undefined) return `${name} ≈ ${near}`;
  const written = unit !== '' && exact.includes(unit) ? exact : `${exact}${unit}`;
  return plain(exact) ? `${name} = ${written}` : `${name} = ${written} ≈ ${near}`;
};

/** A point "(a, b)" from its coordinates' texts, with the notation's separator: (a; b). */
export const pointText = (x: string, y: string, notation?: Notation): string =>
  `(${x}${notation ? itemSeparator(notation) : ', '}${y})`;

/** "(2.5, −0.25)" from exact coordinates, or "≈ (1.57, 1)" when one is known only numerically. */
export const pointLabel = (
  x: number,
  y: number,
  exactX?: string,
  exactY?: string,
  notation?: Notation,
): string =>
  exactX !== undefined && exactY !== undefined
    ? pointText(exactX, exactY, notation)
    : `≈ ${pointText(decimal(x, notation), decimal(y, notation), notation)}`;

/**
 * A root's exact text in the notation, written as its English text is (5/2, or 2.5 where it was
 * found as that decimal), from its exact value.
 */
export const rootText = (r: Root, notation?: Notation): string | undefined => {
  if (r.text === undefined || r.exact === undefined || !notation) return r.text;
  const node = E.toNode(r.exact);
  return r.text === toText(node) ? toText(node, notation) : exactText(r.exact, notation);
};
