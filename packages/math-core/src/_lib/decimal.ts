/**
 * Exact decimal arithmetic on the shortest decimal form of JS numbers (`String(n)`):
 * 0.1 is treated as exactly 1/10, so 0.1 + 0.2 is exactly 0.3. A value is `m × 10^e`.
 */
export interface Dec {
  m: bigint;
  e: number;
}

const pow10 = (k: number): bigint => 10n ** BigInt(k);
const abs = (m: bigint): bigint => (m < 0n ? -m : m);
const digitCount = (m: bigint): number => abs(m).toString().length;

/** The decimal a finite number prints as. Also accepts a plain decimal string such as "2.54". */
export const dec = (n: number | string): Dec => {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(String(n));
  if (!match) throw new RangeError(`not a decimal: ${n}`);
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  return { m: BigInt(`${sign}${int}${frac}` || '0'), e: Number(exp) - frac.length };
};

/** The nearest double to the exact decimal (string parsing is correctly rounded). */
export const toNumber = (d: Dec): number => Number(`${d.m}e${d.e}`) || 0;

export const add = (a: Dec, b: Dec): Dec => {
  const e = Math.min(a.e, b.e);
  return { m: a.m * pow10(a.e - e) + b.m * pow10(b.e - e), e };
};

export const neg = (a: Dec): Dec => ({ m: -a.m, e: a.e });

export const mul = (a: Dec, b: Dec): Dec => ({ m: a.m * b.m, e: a.e + b.e });

/** `a × 10^k`, exactly. */
export const shift = (a: Dec, k: number): Dec => ({ m: a.m, e: a.e + k });

/** Round to `places` decimal places, half away from zero. Never adds digits. */
export const round = (a: Dec, places: number): Dec => {
  const k = -places - a.e;
  if (k <= 0) return a;
  const d = pow10(k);
  let q = a.m / d;
  if (2n * abs(a.m % d) >= d) q += a.m < 0n ? -1n : 1n;
  return { m: q, e: -places };
};

/** Round to `sig` significant digits, half away from zero. */
export const roundSignificant = (a: Dec, sig: number): Dec => round(a, sig - digitCount(a.m) - a.e);

/** `a / b` rounded to `sig` significant digits (15 by default: what a double shows reliably). */
export const div = (a: Dec, b: Dec, sig = 15): Dec => {
  // Two guard digits beyond `sig`; truncation below them cannot move a half-way decision.
  const s = Math.max(0, sig + 2 + digitCount(b.m) - digitCount(a.m));
  return roundSignificant({ m: (a.m * pow10(s)) / b.m, e: a.e - b.e - s }, sig);
};

/**
 * `a / b` rounded once, exactly, to `places` decimal places (half away from zero): every digit of
 * the result is a true digit of the exact quotient, however large the operands.
 */
export const quotient = (a: Dec, b: Dec, places: number): Dec => {
  const k = a.e - b.e + places;
  let num = k >= 0 ? a.m * pow10(k) : a.m;
  let den = k >= 0 ? b.m : b.m * pow10(-k);
  if (den < 0n) [num, den] = [-num, -den];
  let q = num / den;
  if (2n * abs(num % den) >= den) q += num < 0n ? -1n : 1n;
  return { m: q, e: -places };
};

export const isZero = (a: Dec): boolean => a.m === 0n;

/** Sign of `a - b`: -1, 0 or 1. */
export const compare = (a: Dec, b: Dec): number => {
  const { m } = add(a, neg(b));
  return m < 0n ? -1 : m > 0n ? 1 : 0;
};

/** Exactly `places` decimals, half away from zero; never "-0.00". */
export const toFixed = (a: Dec, places: number): string => {
  const r = round(a, places);
  const m = r.m * pow10(r.e + places);
  const digits = abs(m)
    .toString()
    .padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const text = places > 0 ? `${int}.${digits.slice(-places)}` : int;
  return m < 0n ? `-${text}` : text;
};

/** At most `places` decimals, trailing zeros dropped: 20 → "20", 12.50 → "12.5". */
export const toTrimmed = (a: Dec, places: number): string => {
  const fixed = toFixed(a, places);
  return places > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
};
