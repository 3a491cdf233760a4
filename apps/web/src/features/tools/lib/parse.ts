import { readNumberCommas } from '@mathtools/math-core';

/**
 * Turning what was typed into numbers (the app's job; math-core validates the numbers).
 * An empty or non-numeric field becomes NaN, which every math-core function refuses. A comma in
 * a number is read as the solver reads it: `12,5` is 12.5 and `1,000` is 1000 (never 125).
 */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const read = readNumberCommas(trimmed);
  return Number(read.ok ? read.value.text : trimmed);
}

/**
 * The first input that reads as a number too large for the calculators (`1e400`, `-1e999`,
 * `Infinity`), by its key, with the message saying so; else undefined.
 */
export function firstOutOfRange(
  inputs: Readonly<Record<string, string>>,
): { field: string; message: string } | undefined {
  const field = Object.keys(inputs).find((key) => {
    const value = toNumber(inputs[key] ?? '');
    return value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY;
  });
  if (field === undefined) return undefined;
  const typed = (inputs[field] ?? '').trim();
  return {
    field,
    message: `“${typed}” is out of range: enter a number between −10^308 and 10^308.`,
  };
}

/** Time calculator fields: blank counts as 0, values are read as integers. */
export function toInteger(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.trunc(n) : Number.NaN;
}

/** How a number the user typed is echoed back ("080" → "80"). */
export function echo(text: string): string {
  return String(toNumber(text));
}

/**
 * A typed list of numbers (statistics, GCD): the pieces between commas, semicolons, spaces or
 * new lines, each read as `toNumber` reads a field (a piece that is not a number becomes NaN, so
 * math-core names its place). `pieces` keeps the text of each, for messages. Where numbers are
 * written with a decimal comma (`decimalComma`), a comma between two digits is that, not a
 * separator: `2,5; 3,5` is 2.5 and 3.5.
 */
export function toNumberList(
  text: string,
  decimalComma = false,
): { values: number[]; pieces: string[] } {
  const separators = decimalComma ? /[\s;]+|,(?!\d)|(?<!\d),/ : /[\s,;]+/;
  const pieces = text.split(separators).filter((piece) => piece !== '');
  return { values: pieces.map(toNumber), pieces };
}
