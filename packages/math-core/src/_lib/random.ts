/** A replayable random source: the same seed gives the same sequence on every platform. */
export interface Random {
  /** A whole number from `min` to `max` inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * Numbers in [0, 1) from a seed, by mulberry32: tiny, fast, good enough for choosing practice
 * problems and sample points (not for secrets).
 */
export const randomNumbers = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Whole numbers and picks from a seed. */
export const createRandom = (seed: number): Random => {
  const next = randomNumbers(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return { int, pick: (items) => items[int(0, items.length - 1)]! };
};
