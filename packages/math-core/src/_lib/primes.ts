/**
 * Prime factorisation of whole numbers up to MAX_FACTOR by trial division: at most a million
 * divisions, well under a millisecond at worst.
 */

/** Largest number factorised (10^12: trial division up to 10^6). */
export const MAX_FACTOR = 1e12;

/**
 * n ≥ 1 as [prime, exponent] pairs, smallest prime first (1 gives []): trial division by 2, 3,
 * then 6k ± 1 up to the square root of what is left. Divisibility is tested as "rest / p is
 * whole" rather than with %: for whole numbers below 2^53 the rounded quotient is a whole number
 * exactly when p divides rest (its rounding error is under 1/p), and a division is several times
 * faster than the floating-point remainder V8 uses above 2^31.
 */
export const factorize = (n: number): [number, number][] => {
  const factors: [number, number][] = [];
  let rest = n;
  const take = (p: number) => {
    let k = 0;
    // rest 0 would divide forever: callers pass n ≥ 1, and 0 yields no factors rather than a hang.
    while (rest !== 0 && Number.isInteger(rest / p)) {
      rest /= p;
      k += 1;
    }
    if (k > 0) factors.push([p, k]);
  };
  take(2);
  take(3);
  for (let p = 5; p * p <= rest; p += 6) {
    const low = rest / p;
    const high = rest / (p + 2);
    if (low === Math.floor(low) || high === Math.floor(high)) {
      take(p);
      take(p + 2);
    }
  }
  if (rest > 1) factors.push([rest, 1]);
  return factors;
};

/** Largest radicand `extractPower` simplifies: every whole number a double holds exactly. */
export const MAX_RADICAND = Number.MAX_SAFE_INTEGER;

/**
 * n ≥ 1 (up to MAX_RADICAND) as outside^index × inside with inside free of index-th powers
 * (72 = 6² × 2 for index 2): the simplified radical ⁱ√n = outside ⁱ√inside. Trial division only
 * up to n^(1/(index + 1)), at most about 35,000 steps: what is left then has at most `index`
 * prime factors, each above that bound, so it holds an index-th power only by being one.
 */
export const extractPower = (n: number, index: number): { outside: number; inside: number } => {
  let outside = 1;
  let inside = 1;
  let rest = n;
  const bound = Math.floor(n ** (1 / (index + 1))) + 1;
  const take = (p: number) => {
    let k = 0;
    // Divisibility as "rest / p is whole": exact below 2^53 (see factorize).
    while (rest > 1 && Number.isInteger(rest / p)) {
      rest /= p;
      k += 1;
    }
    outside *= p ** Math.floor(k / index);
    inside *= p ** (k % index);
  };
  take(2);
  take(3);
  for (let p = 5; p <= bound && p <= rest; p += 6) {
    take(p);
    take(p + 2);
  }
  const root = Math.round(rest ** (1 / index));
  const exact = [root - 1, root, root + 1].find((r) => r > 1 && r ** index === rest);
  if (exact !== undefined) outside *= exact;
  else inside *= rest;
  return { outside, inside };
};
