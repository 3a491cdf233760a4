/** "0" … "999", and the same padded to three digits, "000" … "999": built on first use. */
let small: readonly string[] | undefined;
let padded: readonly string[] | undefined;

/**
 * The digits of a whole number 0 ≤ n ≤ 2^53 − 1, as `String(n)` spells them, joined from a table
 * of three-digit groups. Printing a number of many digits with `String` is a general conversion
 * each time; a column of 100,000 different values converted or simplified one after another
 * spends much of its time there, and the table makes simplifyLog over 100,000 different values
 * about 30% faster (`BENCH_ONLY=pairs pnpm bench`).
 */
export const wholeText = (n: number): string => {
  small ??= Array.from({ length: 1000 }, (_, k) => `${k}`);
  if (n < 1000) return small[n]!;
  padded ??= small.map((k) => k.padStart(3, '0'));
  const high = Math.floor(n / 1000);
  return wholeText(high) + padded[n - high * 1000]!;
};
