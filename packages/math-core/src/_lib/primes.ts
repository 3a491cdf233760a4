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

/**
 * n ≥ 1 as outside^index × inside with inside free of index-th powers (72 = 6² × 2 for
 * index 2): the simplified radical ⁱ√n = outside ⁱ√inside.
 */
export const extractPower = (n: number, index: number): { outside: number; inside: number } => {
  let outside = 1;
  let inside = 1;
  for (const [p, k] of factorize(n)) {
    outside *= p ** Math.floor(k / index);
    inside *= p ** (k % index);
  }
  return { outside, inside };
};
