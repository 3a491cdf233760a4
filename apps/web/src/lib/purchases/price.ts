import { formatMoney, toCents } from '@mathtools/math-core';
import type { Language } from '../../i18n/languages';

/**
 * A price in US dollars as the page's language writes money ("$19.99", "19,99 US$", "19,99 $"):
 * the currency is the price's, whatever the language. English keeps the site's own money format;
 * `wholeWithoutCents` writes a whole amount without cents ("$0"). Through integer cents, so a
 * price is never rounded as a float. Empty for an amount that is not money.
 */
export function formatPrice(
  dollars: number,
  language: Language,
  wholeWithoutCents = false,
): string {
  const cents = toCents(dollars);
  if (!cents.ok) return '';
  const whole = wholeWithoutCents && cents.value % 100 === 0;
  if (language === 'en' && !whole) return formatMoney(cents.value);
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
  }).format(cents.value / 100);
}
