/**
 * Decimals as they appear in steps: `=` only when the shown digits are the exact value, `≈`
 * otherwise.
 */

import { compare, type Dec, dec, toNumber } from '../_lib/decimal';
import { n } from './build';
import type { MathNode, MathRelation } from './tree';

/** A decimal's nearest double as a node, and whether those digits are the decimal exactly. */
export const shown = (d: Dec): { node: MathNode; relation: MathRelation } => {
  const value = toNumber(d);
  if (Number.isFinite(value))
    return { node: n(value), relation: compare(dec(value), d) === 0 ? '=' : '≈' };
  // Beyond the range of a double: the exact digits, in exponent form.
  let { m, e } = d;
  while (m % 10n === 0n && m !== 0n) [m, e] = [m / 10n, e + 1];
  return { node: n(`${m}e${e}`), relation: '=' };
};

/** Plain decimal text of a whole number of cents: 1050 → "10.5", -5 → "-0.05". */
export const dollars = (cents: number): MathNode => {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return n(`${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`);
};
