/**
 * Commas inside numbers, as students type them. A comma between digits with no space is read as a
 * decimal comma (`2,5 + 1` is 2.5 + 1) or, in groups of three after one to three digits, as a
 * thousands separator (`1,000` is 1000, `12,345,678` is 12345678) — but only where the commas
 * cannot separate problems: when every part between top-level commas is an equation or an
 * inequality (`x=1,y=2`), the commas list a system and stay, and a comma inside brackets
 * separates a function's arguments (`gcd(12,18)`).
 */
import { fail } from '../../_lib/result';
import type { Result } from '../../types';
import type { Reading } from './reading';

/** How a number with commas was read: `{ typed: '2,5', read: '2.5' }`. */
export type CommaReading = Omit<Reading, 'word'>;

const RELATION = /[=<>≤≥≠]/;

/**
 * The text split at its commas (or the other separators given) outside brackets, with each part's
 * start offset: "y = |x|, y = x" is two parts, "max(x, 1)" one.
 */
export const topLevelParts = (text: string, separators = ','): { part: string; at: number }[] => {
  const parts: { part: string; at: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (separators.includes(c) && depth === 0) {
      parts.push({ part: text.slice(start, i), at: start });
      start = i + 1;
    }
  }
  parts.push({ part: text.slice(start), at: start });
  return parts;
};

/** Whether the character at `index` of `text` sits inside brackets. */
export const bracketed = (text: string, index: number): boolean => {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    const c = text[i] as string;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
  }
  return depth > 0;
};

/** A text with its numbers' commas read, and what was read so (empty when nothing was). */
export interface NumberCommas {
  text: string;
  readings: CommaReading[];
}

/**
 * The text with its numbers' commas read as decimal points or thousands separators where they
 * cannot separate problems (what `solve` reads): `2,5 + 1` → `2.5 + 1`, `1,000` → `1000`, while
 * `x=1,y=2` and `gcd(12,18)` stay as typed.
 *
 * @example
 * readNumberCommas('2,5 + 1'); // { ok: true, value: { text: '2.5 + 1', readings: [{ typed: '2,5', read: '2.5' }] } }
 */
export function readNumberCommas(text: string): Result<NumberCommas> {
  if (typeof text !== 'string') return fail('invalid_value', 'Enter the text to read', 'text');
  return { ok: true, value: numberCommas(text) };
}

/** readNumberCommas for a string. */
export const numberCommas = (text: string): NumberCommas => {
  const parts = topLevelParts(text);
  if (parts.length > 1 && parts.every(({ part }) => RELATION.test(part)))
    return { text, readings: [] };
  const readings: CommaReading[] = [];
  const read = text.replace(/(?<![\d.,])\d+(?:,\d+)+(?![\d.,])/g, (typed, at: number) => {
    if (bracketed(text, at)) return typed;
    let value: string;
    if (/^\d{1,3}(?:,\d{3})+$/.test(typed)) value = typed.replaceAll(',', '');
    else if (typed.split(',').length === 2) value = typed.replace(',', '.');
    else return typed;
    readings.push({ typed, read: value });
    return value;
  });
  return { text: read, readings };
};
