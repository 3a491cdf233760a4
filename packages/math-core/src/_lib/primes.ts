/**
 * Prime factorisation of whole numbers up to MAX_FACTOR by trial division: at most a million
 * divisions, so a few milliseconds at worst.
 */

/** Largest number factorised (10^12: trial division up to 10^6). */
export const MAX_FACTOR = 1e12;

/** n ≥ 1 as [prime, exponent] pairs, smallest prime first (1 gives []). */
export const factorize = (n: number): [number, number][] => {
  const factors: [number, number][] = [];
  let rest = n;
  const take = (p: number) => {
    let k = 0;
    // rest 0 would divide forever: callers pass n ≥ 1, and 0 yields no factors rather than a hang.
    while (rest !== 0 && rest % p === 0) {
      rest /= p;
      k += 1;
    }
    if (k > 0) factors.push([p, k]);
  };
  take(2);
  take(3);
  for (let p = 5; p * p <= rest; p += 6) {
    take(p);
    take(p + 2);
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
