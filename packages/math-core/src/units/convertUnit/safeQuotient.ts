/**
 * The exact quotient of two integers, on plain doubles: every operation below stays within the
 * safe integers (|n| ≤ 2^53 − 1), where double arithmetic on integers is exact, and each function
 * gives up (returns false or undefined) rather than leave that range. The callers then take the
 * BigInt path, which gives the same answer at any size. No allocation but the result's text.
 */

import { fractionText, PAD4, POW10, wholeText } from '../../_lib/wholeText';

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * The places of the shortest decimal a finite a ≥ 0 prints as (12.34 → 2, its digits 1234),
 * when it has at most 15 significant digits and at most 22 decimals; else -1. Such a decimal is
 * the only one of 15 digits or fewer that reads back as `a`, so it is the one `String(a)` prints.
 */
export const decimalPlaces = (a: number): number => {
  if (Number.isInteger(a)) return a <= MAX ? 0 : -1;
  for (let places = 1; places < POW10.length; places++) {
    const digits = Math.round(a * POW10[places]!);
    if (digits >= 1e15) return -1;
    if (digits / POW10[places]! === a) return places;
  }
  return -1;
};

/** n × 10^k if it is a safe integer, else NaN. */
export const scale = (n: number, k: number): number => {
  const r = k < POW10.length ? n * POW10[k]! : Number.NaN;
  return Number.isSafeInteger(r) ? r : Number.NaN;
};

/**
 * m × 10^-places (m ≥ 0 a safe integer of at most 15 significant digits) as `String` spells the
 * nearest double, when that is plain decimal (from 10^-6 up): no two decimals of 15 significant
 * digits or fewer share a double, so the shortest decimal that reads back is this one without
 * its trailing zeros. Else the double's own `String`, in exponent form.
 */
export const decimalText = (m: number, places: number): string => {
  // Division and floor instead of %, which is a call to fmod once m passes 2^31.
  while (places > 0 && Math.floor(m / 10) * 10 === m) {
    m /= 10;
    places--;
  }
  if (places === 0) return wholeText(m);
  const one = POW10[places]!;
  // Below 10^-6 (m ≥ 1 here, so only with six places or more): String's exponent form.
  if (places >= 6 && m < POW10[places - 6]!) return `${m / one}`;
  // ⌊m / 10^places⌋ is exact: the quotient is at least 10^-places from the next whole number,
  // more than its rounding error (m < 10^15 keeps that under 0.25 × 10^-places).
  const whole = Math.floor(m / one);
  return wholeText(whole) + fractionText(m - whole * one, places);
};

export interface Quotient {
  /** n / d rounded once to 15 significant digits (half away from zero), as the nearest double. */
  value: number;
  /** The digits of |value| as `String` spells them: "12.7", "1e-7". */
  text: string;
  /** Whether those 15 digits are n / d exactly. */
  exact: boolean;
  /** n / d rounded once to 4 decimals (half away from zero): "12.7000", never "-0.0000". */
  fixed4: string;
}

/**
 * For a denominator b > 0 that divides a power of ten (b = 2^x·5^y): [t, k] with b·k = 10^t and t
 * as small as it can be, so that n / b is exactly the decimal n·k × 10^-t. Else undefined.
 */
export const terminating = (b: number): [t: number, k: number] | undefined => {
  // b = 2^x·5^y·rest, on safe integers, where halving and dividing by 5 are exact.
  let [rest, x, y] = [b, 0, 0];
  while (rest > 0 && rest % 2 === 0) [rest, x] = [rest / 2, x + 1];
  while (rest > 0 && rest % 5 === 0) [rest, y] = [rest / 5, y + 1];
  const t = Math.max(x, y);
  const k = 2 ** (t - x) * 5 ** (t - y);
  return rest === 1 && t < POW10.length && Number.isSafeInteger(k) ? [t, k] : undefined;
};

/**
 * The exact decimal m × 10^-places (m a safe integer, |m| < 10^15 so its digits are at most 15)
 * as `Quotient` says, into `out`: no division but the one that gives the nearest double. With
 * `spell` false only `value` and `exact` are set (no text is made). False when places is beyond 22.
 */
export const exactDecimal = (m: number, places: number, out: Quotient, spell = true): boolean => {
  let a = m < 0 ? -m : m;
  if (!(a < 1e15) || places >= POW10.length) return false;
  const value = places === 0 ? a : a / POW10[places]!;
  out.value = m < 0 ? -value : value;
  out.exact = true;
  if (!spell) return true;
  // Trailing zeros off (division and floor instead of %: see decimalText), then with four
  // decimals or fewer the fixed form is the text padded with zeros.
  while (places > 0 && Math.floor(a / 10) * 10 === a) {
    a /= 10;
    places--;
  }
  const text = decimalText(a, places);
  out.text = text;
  if (places <= 4) {
    out.fixed4 = `${m < 0 ? '-' : ''}${text}${PAD4[places]}`;
    return true;
  }
  // More than four decimals: round half away from zero on the integer.
  const drop = POW10[places - 4]!;
  let units = floorDiv(a, drop);
  if (2 * remainder >= drop) units++;
  const whole = Math.floor(units / 10000);
  out.fixed4 = fixed4(m < 0, whole, units - whole * 10000);
  return true;
};

/** whole + units/10^4 with exactly four decimals, signed unless it rounded to 0: "-12.0700". */
const fixed4 = (negative: boolean, whole: number, units: number): string =>
  (negative && (whole > 0 || units > 0) ? '-' : '') + wholeText(whole) + fractionText(units, 4);

/** The remainder of the last `floorDiv`. */
let remainder = 0;

/** ⌊a / d⌋, and a − ⌊a / d⌋·d in `remainder`, for safe a ≥ 0 and d > 0 with a + d safe. */
const floorDiv = (a: number, d: number): number => {
  let q = Math.floor(a / d);
  let r = a - q * d;
  if (r < 0) {
    q--;
    r += d;
  } else if (r >= d) {
    q++;
    r -= d;
  }
  remainder = r;
  return q;
};

const digitCount = (m: number): number => {
  let k = 0;
  while (k < POW10.length && POW10[k]! <= m) k++;
  return k;
};

/**
 * n / d for integers n and d > 0, rounded as `Quotient` says, into `out`, when the long division
 * fits in safe integers (d up to about 9 × 10^11); else false. With `spell` false only `value`
 * and `exact` are set.
 */
export const safeQuotient = (n: number, d: number, out: Quotient, spell = true): boolean => {
  const a = n < 0 ? -n : n;
  // Four decimals need r·10^4 + d safe; the long division below takes digits in chunks that fit.
  if (a > MAX - d || d * 10001 > MAX) return false;
  const q = floorDiv(a, d);
  const r = remainder;

  if (spell) {
    let units = floorDiv(r * 10000, d);
    if (2 * remainder >= d) units++;
    let whole = q;
    if (units === 10000) {
      whole++;
      units = 0;
    }
    out.fixed4 = fixed4(n < 0, whole, units);
  }

  let value: number;
  if (q >= 1e15) {
    // 16 digits: drop the last one.
    const last = q % 10;
    value = ((q - last) / 10 + (last >= 5 ? 1 : 0)) * 10;
    out.exact = last === 0 && r === 0;
    if (spell) out.text = `${value}`;
  } else {
    // Long division: m holds the significant digits so far, `places` the decimals taken.
    let m = q;
    let rest = r;
    let places = 0;
    let digits = digitCount(q);
    // d < 10^k, so rest·10^chunk + d < 10^(k + chunk) + d stays safe for chunk = 14 − k.
    const chunk = 14 - digitCount(d);
    while (rest !== 0 && digits < 15) {
      const take = digits === 0 ? 1 : Math.min(chunk, 15 - digits);
      if (places + take >= POW10.length) return false;
      m = m * POW10[take]! + floorDiv(rest * POW10[take]!, d);
      rest = remainder;
      places += take;
      digits = digitCount(m);
    }
    out.exact = rest === 0;
    if (rest !== 0 && 2 * rest >= d) m++;
    value = places === 0 ? m : m / POW10[places]!;
    if (spell) out.text = decimalText(m, places);
  }
  out.value = n < 0 && value !== 0 ? -value : value;
  return true;
};
