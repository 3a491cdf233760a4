/**
 * Turning what was typed into numbers (the app's job; math-core validates the numbers).
 * An empty or non-numeric field becomes NaN, which every math-core function refuses.
 */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
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
 * math-core names its place). `pieces` keeps the text of each, for messages.
 */
export function toNumberList(text: string): { values: number[]; pieces: string[] } {
  const pieces = text.split(/[\s,;]+/).filter((piece) => piece !== '');
  return { values: pieces.map(toNumber), pieces };
}
