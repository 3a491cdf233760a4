import { formatFixed } from '../formatFixed';

/**
 * Format a number with at most `maxDigits` decimals and no trailing zeros
 * (20 → "20", 12.5 → "12.5", 1/3 → "0.3333" with 4 digits). Same rounding as {@link formatFixed}.
 *
 * @example
 * formatTrimmed(20, 2); // "20"
 * formatTrimmed(0.1 + 0.2, 4); // "0.3"
 */
export function formatTrimmed(n: number, maxDigits: number): string {
  const fixed = formatFixed(n, maxDigits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
