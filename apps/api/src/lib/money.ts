import { toCents } from '@mathtools/math-core';

/** Integer cents (how money is stored) to dollars (how the wire shows it). */
export const centsToDollars = (cents: number): number => cents / 100;

/** Dollars from a request to integer cents via math-core (decimal-exact), NaN when not a sum. */
export function dollarsToCents(dollars: number): number {
  const result = toCents(dollars);
  return result.ok ? result.value : Number.NaN;
}
