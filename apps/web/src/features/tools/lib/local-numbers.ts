import type { Language } from '../../../i18n/languages';
import { groupDigits } from '../../../lib/group-digits';
import { toNumber } from './parse';

/**
 * Numbers as the page's language writes and reads them. English pages keep math-core's own
 * writing (`12.50`), word for word as before; a page in another language writes a decimal comma
 * and its own grouping (`12,50`, `1.234,5` in German, `1 234,5` in French) through `Intl`, and
 * reads what a visitor of that country types (`12,5`, `1.234,5`) before a calculator sees it.
 */

/** A language that writes a decimal comma (every one but English). */
const commaDecimal = (language: Language) => language !== 'en';

/**
 * A decimal as math-core writes it (`"12.50"`, `"−7.6200"`, `"1250"`) in the language, with the
 * same digits after the point: `"12,50"` in German. English gets the text unchanged.
 */
export function localDecimal(language: Language, decimal: string): string {
  if (language === 'en') return decimal;
  const plain = decimal.replace('−', '-').replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return decimal;
  const digits = plain.split('.')[1]?.length ?? 0;
  // A string is formatted as the exact decimal it writes (no trip through a float).
  const written = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(plain as unknown as number);
  // math-core's minus sign (U+2212) is kept.
  return decimal.startsWith('−') ? written.replace('-', '−') : written;
}

/** A number in the language, with up to `digits` decimals (trailing zeros dropped). */
export function localNumber(language: Language, value: number, digits = 10): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    maximumFractionDigits: digits,
    useGrouping: language !== 'en',
  }).format(value);
}

/**
 * How a typed number is echoed back in the result: in English as before (`"080"` → `"80"`), in
 * another language written as that language writes it (`"2,5"` → `"2,5"`, `"1234.5"` → `"1.234,5"`).
 */
export function localEcho(language: Language, typed: string): string {
  const value = toNumber(typed);
  return language === 'en' ? String(value) : localNumber(language, value, 20);
}

/**
 * One number, with its decimal comma and its groups of three (dots, no-break spaces, apostrophes;
 * not a plain space, which separates the numbers of a list).
 */
const GROUPED = /^([+\-−]?)(\d{1,3}(?:[.\u00a0\u202f']\d{3})+)(?:,(\d+))?$/;
const COMMA = /^([+\-−]?)(\d+),(\d+)$/;

/**
 * What was typed, read as the language writes numbers: a field that holds one number written
 * with a decimal comma or grouped thousands (`12,5`, `1.000`, `1.234,5`) is handed on as
 * the calculators read numbers (`12.5`, `1000`, `1234.5`); every other field (a fraction, a list,
 * a date) is left as typed. English pages are read as before.
 */
export function readTyped<I extends Record<string, string>>(inputs: I, language: Language): I {
  if (!commaDecimal(language)) return inputs;
  const read: Record<string, string> = { ...inputs };
  for (const [key, typed] of Object.entries(inputs)) {
    const text = typed.trim();
    const grouped = GROUPED.exec(text);
    const comma = grouped ? null : COMMA.exec(text);
    if (grouped)
      read[key] =
        `${grouped[1]}${grouped[2]!.replace(/\D/g, '')}${grouped[3] ? `.${grouped[3]}` : ''}`;
    else if (comma) read[key] = `${comma[1]}${comma[2]}.${comma[3]}`;
  }
  return read as I;
}

/** One decimal number as the calculators read it and a shared link holds it: `2.5`, `-0.75`. */
const PLAIN_DECIMAL = /^([+\-−]?\d+)\.(\d+)$/;

/**
 * Inputs as a shared link holds them, the numbers as the calculators read them (`2.5`), written
 * as the page's language writes them in its fields: a field holding one decimal number gets the
 * language's decimal comma (`2,5`), which `readTyped` reads back as the same number. Every other
 * field, and every field of an English page, stays as it is.
 */
export function writeTyped<I extends Record<string, string>>(inputs: I, language: Language): I {
  if (!commaDecimal(language)) return inputs;
  const written: Record<string, string> = { ...inputs };
  for (const [key, value] of Object.entries(inputs)) {
    const plain = PLAIN_DECIMAL.exec(value.trim());
    if (plain) written[key] = `${plain[1]},${plain[2]}`;
  }
  return written as I;
}

/**
 * The currency a page's visitors pay in (the money calculators work in cents of any currency):
 * dollars in English, euros in Spanish, French and German, reais in Brazilian Portuguese.
 */
export const currencyOf = (language: Language): string =>
  language === 'en' ? 'USD' : language === 'pt' ? 'BRL' : 'EUR';

/** The currency's symbol, for the money fields' labels: `$`, `€`, `R$`. */
export function currencySymbol(language: Language): string {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currencyOf(language),
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? '';
}

/**
 * An amount in cents as the language writes money: English as math-core writes it (`$1,234.50`),
 * another language with its symbol where it puts it (`1.234,50 €`, `R$ 1.234,50`).
 */
export function localMoney(language: Language, cents: number, english: (c: number) => string) {
  if (language === 'en') return english(cents);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currencyOf(language),
  }).format(cents / 100);
}

/** A whole number with its groups of three: English `1,000,000` as before, German `1.000.000`. */
export const localWhole = (language: Language, n: number): string =>
  language === 'en' ? groupDigits(n) : localNumber(language, n, 0);
