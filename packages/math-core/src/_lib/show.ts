/**
 * Numbers as they appear in steps: one spelling per value (the spelling `parseMath` gives back),
 * and `=` only when the shown digits are the exact value, `≈` otherwise.
 */
import { num } from '../math/build';
import type { MathNode, MathRelation } from '../math/tree';
import { compare, type Dec, dec, toNumber } from './decimal';

/** "1e+21" → "1e21", "2.50" → "2.5", "-0" → "0": the spelling the parser reads back. */
export const canonical = (text: string): string => {
  let [mantissa = '', exponent] = text.toLowerCase().split('e');
  if (mantissa.includes('.')) mantissa = mantissa.replace(/0+$/, '').replace(/\.$/, '');
  if (/^-?0*$/.test(mantissa.replace('.', ''))) return '0';
  if (exponent === undefined) return mantissa;
  return `${mantissa}e${exponent.replace(/^\+/, '')}`;
};

/** A number node for a JS number or decimal text (negative values become `neg` nodes). */
export const n = (value: number | string | bigint): MathNode =>
  num(canonical(typeof value === 'string' ? value : String(value)));

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
