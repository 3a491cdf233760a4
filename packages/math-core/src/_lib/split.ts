/**
 * Split `cents` into `parts` whole-cent shares that add up exactly to `cents`:
 * everyone gets the floor, and the leftover cents go one each to the first shares.
 */
export const splitCents = (cents: number, parts: number): number[] => {
  const base = Math.floor(cents / parts);
  const extra = cents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
};
