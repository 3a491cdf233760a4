/**
 * Numbers spelled from tables of digit groups, built on first use: `groups[w][k]` is k padded with
 * zeros to w digits ("7", "07", "007") and `dotted[w][k]` the same after a point (".07"), for
 * w = 1 to 3; `small` is "0" … "999" unpadded. Printing a number with `String` is a general
 * conversion each time, and a column of 100,000 different values converted or simplified one
 * after another spends much of its time there; joining groups from the tables is one string
 * concatenation per group (`BENCH_ONLY=column pnpm bench` and `BENCH_ONLY=pairs pnpm bench`).
 */
let small: readonly string[] | undefined;
const groups: (readonly string[] | undefined)[] = [];
const dotted: (readonly string[] | undefined)[] = [];

/** What turns a decimal of 0 to 4 places into one of exactly 4: PAD4[places]. */
export const PAD4: readonly string[] = ['.0000', '000', '00', '0', ''];

/** 10^0 … 10^22, every one a double exactly. */
export const POW10: readonly number[] = /* @__PURE__ */ Array.from(
  { length: 23 },
  (_, k) => 10 ** k,
);

const groupsOf = (width: number): readonly string[] =>
  (groups[width] ??= Array.from({ length: POW10[width]! }, (_, k) => `${k}`.padStart(width, '0')));

const dottedOf = (width: number): readonly string[] =>
  (dotted[width] ??= groupsOf(width).map((group) => `.${group}`));

/**
 * The digits of a whole number 0 ≤ n ≤ 2^53 − 1, as `String(n)` spells them.
 */
export const wholeText = (n: number): string => {
  small ??= Array.from({ length: 1000 }, (_, k) => `${k}`);
  if (n < 1000) return small[n]!;
  const high = Math.floor(n / 1000);
  return wholeText(high) + groupsOf(3)[n - high * 1000]!;
};

/** 0 ≤ n < 10^width written with exactly `width` digits (width ≥ 1): 45 → "0045" for 4. */
const paddedText = (n: number, width: number): string => {
  if (width <= 3) return groupsOf(width)[n]!;
  const unit = POW10[width - 3]!;
  const high = Math.floor(n / unit);
  return groupsOf(3)[high]! + paddedText(n - high * unit, width - 3);
};

/**
 * A point and 0 ≤ n < 10^places written with exactly `places` digits, for 1 ≤ places ≤ 22 and
 * n < 10^15: the fraction part of a decimal, trailing zeros included (45 → ".0045" for 4).
 * ⌊n / 10^k⌋ is exact on doubles here: a quotient that is not whole is at least 10^-k from the
 * next whole number, and its rounding error stays under 0.2 × 10^-k while n < 10^15.
 */
export const fractionText = (n: number, places: number): string => {
  if (places <= 3) return dottedOf(places)[n]!;
  const unit = POW10[places - 3]!;
  const high = Math.floor(n / unit);
  return dottedOf(3)[high]! + paddedText(n - high * unit, places - 3);
};

let trimmed4: readonly string[] | undefined;

/**
 * Every point-and-four-decimals with its trailing zeros left off, 0 to 9,999 in order: "" for 0,
 * then ".0001" … ".5" (5000) … ".9999". Made on first use (about 0.4 MB of heap and 1 ms, once),
 * each entry from the one a digit shorter: a calculator that shows 4 decimals then spells the
 * fraction with one lookup instead of a loop for its zeros and joins of digit groups.
 */
const trimmedTable = (): readonly string[] => {
  const digit = groupsOf(1);
  const table: string[] = [];
  for (let a = 0; a < 10; a++) {
    const one = `.${digit[a]}`;
    for (let b = 0; b < 10; b++) {
      const two = one + digit[b];
      for (let c = 0; c < 10; c++) {
        const three = two + digit[c];
        table.push(a + b + c === 0 ? '' : c ? three : b ? two : one);
        for (let d = 1; d < 10; d++) table.push(three + digit[d]);
      }
    }
  }
  return table;
};

const trimmedFractions = (): readonly string[] => (trimmed4 ??= trimmedTable());

/**
 * 0 ≤ n ≤ 9,999 ten-thousandths as the decimals a number shows, trailing zeros off: 794 → ".0794",
 * 5000 → ".5", 0 → "". Its length less one (0 for "") is how many decimals it shows.
 */
export const trimmedFraction4 = (n: number): string => trimmedFractions()[n]!;
