/**
 * Reading numbers the way students type them: "4", "-2.5", ".5", "3/2", "2 1/2" (a mixed number,
 * 5/2), "1e3", with Unicode minus signs and dashes (−3, – 3) and any kind of space (thin,
 * no-break). Reading is linear in the text's length and never builds a number of more than about
 * 2,000 digits: a value beyond 10^±1000, or with more than 1,000 significant digits, is readable
 * but only known to be "far" (equal to no sensible answer) or "tiny" (rounds to 0).
 */

/** A signed fraction p/q with q > 0 (not necessarily in lowest terms). */
export interface Signed {
  p: bigint;
  q: bigint;
}

/** A number read from text: exact, or only known to be out of any answer's reach. */
export type Reading = Signed | 'far' | 'tiny';

/** Most significant digits, and largest power of ten either way, read exactly. */
const LIMIT = 1000;

const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;
const INVISIBLE = /[\u200b-\u200d\u2060]/g;

/** Unicode minus signs and dashes become "-", zero-width characters disappear; spaces stay. */
export const plainText = (text: string): string => text.replace(DASHES, '-').replace(INVISIBLE, '');

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?)(\d+))?$/;
/** A mixed number: whole part, space, proper fraction ("2 1/2", "-1 3/4"). */
const MIXED = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
/** Somewhere in the text, a space that separates a whole part from a fraction. */
export const HAS_MIXED = /\d\s+\d+\s*\/\s*\d/;

const ten = (k: number): bigint => 10n ** BigInt(k);

/** A decimal such as "-12.50e3" (no spaces), exactly when it is within reach. */
export const readDecimal = (text: string): Reading | undefined => {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, int = '', frac = '', expSign, expDigits = '0'] = match;
  if (int === '' && frac === '') return undefined;
  const lead = (int + frac).replace(/^0+/, '');
  if (lead === '') return { p: 0n, q: 1n };
  const digits = lead.replace(/0+$/, '');
  const expText = expDigits.replace(/^0+/, '');
  // Past 7 digits the exponent alone puts the value out of reach.
  if (expText.length > 7) return expSign === '-' ? 'tiny' : 'far';
  const exp = (expSign === '-' ? -1 : 1) * Number(expText || '0');
  // value = digits × 10^last, and its leading digit is in the place 10^(last + digits.length - 1).
  const last = exp - frac.length + (lead.length - digits.length);
  const top = last + digits.length;
  if (digits.length > LIMIT || top > LIMIT) return 'far';
  if (top < -LIMIT) return 'tiny';
  const m = BigInt(`${sign}${digits}`);
  return last >= 0 ? { p: m * ten(last), q: 1n } : { p: m, q: ten(-last) };
};

/** p/q for two readings; out-of-reach parts make the whole out of reach. */
const ratio = (top: Reading, bottom: Reading): Reading | undefined => {
  if (typeof bottom !== 'object') return typeof top === 'object' && top.p === 0n ? top : 'far';
  if (bottom.p === 0n) return undefined;
  if (typeof top !== 'object') return top === 'tiny' ? 'tiny' : 'far';
  const [p, q] = [top.p * bottom.q, top.q * bottom.p];
  return q < 0n ? { p: -p, q: -q } : { p, q };
};

/**
 * One number: a decimal, a fraction of two decimals, or a mixed number with a proper fraction.
 * Undefined when the text is not a number (or divides by zero).
 */
export const readNumber = (raw: string): Reading | undefined => {
  const text = plainText(raw).trim();
  const mixed = MIXED.exec(text);
  if (mixed) {
    const [, sign, whole = '', num = '', den = ''] = mixed;
    if ((whole + num + den).length > LIMIT) return 'far';
    const [w, n, d] = [BigInt(whole), BigInt(num), BigInt(den)];
    if (n >= d) return undefined;
    const p = w * d + n;
    return { p: sign === '-' ? -p : p, q: d };
  }
  const parts = text.replace(/\s+/g, '').split('/');
  if (parts.length > 2) return undefined;
  const top = readDecimal(parts[0] ?? '');
  const bottom = parts.length === 2 ? readDecimal(parts[1] ?? '') : { p: 1n, q: 1n };
  return top && bottom ? ratio(top, bottom) : undefined;
};

/** Sign of a − b for exact readings. */
export const compareSigned = (a: Signed, b: Signed): number => {
  const d = a.p * b.q - b.p * a.q;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** p/q rounded to `places` decimals (half away from zero), as an integer count of 10^-places. */
export const roundFraction = ({ p, q }: Signed, places: number): bigint => {
  const scaled = p * ten(places);
  const [n, r] = [scaled / q, scaled % q];
  const away = 2n * (r < 0n ? -r : r) >= q;
  return away ? n + (scaled < 0n ? -1n : 1n) : n;
};
