import { dec, round, toNumber } from '../../_lib/decimal';

/**
 * Format integer cents as money, e.g. 123456 → "$1,234.56" (en-US, two decimals).
 * Fractional cents are rounded half away from zero; a zero amount never shows a minus sign.
 * Non-finite input is returned as `String(cents)`.
 * Meant for currencies with two minor digits (USD, EUR, GBP…).
 *
 * @example
 * formatMoney(123456); // "$1,234.56"
 * formatMoney(-5, 'EUR'); // "-€0.05"
 */
export function formatMoney(cents: number, currency = 'USD', locale = 'en-US'): string {
  if (!Number.isFinite(cents)) return String(cents);
  const whole = toNumber(round(dec(cents), 0));
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(whole / 100 || 0);
}
