import { formatMoney, toCents } from '@mathtools/math-core';

/** Dollars as money text ("$19.99"), through integer cents (money is never a float). */
export function formatDollars(dollars: number): string {
  const cents = toCents(dollars);
  return cents.ok ? formatMoney(cents.value) : '';
}

/** A price from the server, in dollars. */
export function Price({ dollars, suffix = '' }: { dollars: number; suffix?: string }) {
  return <>{`${formatDollars(dollars)}${suffix}`}</>;
}
