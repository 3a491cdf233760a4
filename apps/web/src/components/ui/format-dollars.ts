import { formatMoney, toCents } from '@mathtools/math-core';

/** Dollars as money text ("$19.99"), through integer cents (money is never a float). */
export function formatDollars(dollars: number): string {
  const cents = toCents(dollars);
  return cents.ok ? formatMoney(cents.value) : '';
}
