/**
 * Where numeric checks look: seeded sample points drawn from a few ranges, so a check of one
 * problem looks at the same points on every run, and a comparison of two trees at such points.
 */
import { randomNumbers } from '../_lib/random';
import { approxEqual, TOLERANCE } from '../math/approx';
import { compileMath } from '../math/evaluateMath';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';

/** A seed from a text: the same problem is checked at the same points every time. */
export const seedOf = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h;
};

/** Where sample points are drawn, in turn: near 0, positive (ln, √), and wider. */
export const RANGES: [number, number][] = [
  [0.05, 4],
  [-2, 2],
  [-6, 6],
  [0.5, 30],
  [-30, 30],
];

/** Whether a difference is negligible beside a size: the sample tolerance of the larger of 1 and `size`. */
export const negligible = (difference: number, size: number): boolean =>
  approxEqual(difference, 0, TOLERANCE.sample, Math.max(1, size));

/**
 * Whether two values agree to about eight significant digits, as two trees compared at sample
 * points must. `scale` is the size of the terms that cancelled to give them, when larger.
 */
export const agree = (a: number, b: number, scale = 1): boolean =>
  approxEqual(a, b, TOLERANCE.sample, Math.max(1, scale));

/**
 * Whether two trees have the same value, to about eight significant digits, at every seeded
 * sample point in the given unknowns where both are defined (values past 10¹² are skipped, as
 * their rounding says nothing), comparing at up to eight points of forty tried, and at least
 * `needed` of them. The points come from the problem's own text, so they are the same on every
 * run, and are spread over several ranges (near 0, positive, wide) so as not to sit on small
 * whole numbers.
 */
export const agreeAtPoints = (a: MathNode, b: MathNode, names: string[], needed = 5): boolean => {
  let compared = 0;
  const [f, g] = [compileMath(a), compileMath(b)];
  for (const scope of samplesFor(a, b, names)) {
    if (compared === 8) break;
    const [u, v] = [f(scope), g(scope)];
    if (!Number.isFinite(u) || !Number.isFinite(v) || Math.abs(u) > 1e12) continue;
    if (!agree(u, v)) return false;
    compared += 1;
  }
  return compared >= needed;
};

/**
 * The forty seeded sample points at which two trees are compared, each a value for every name,
 * drawn in turn from the ranges above; the seed is the two trees' text, so the same comparison
 * looks at the same points on every run.
 */
export function* samplesFor(
  a: MathNode,
  b: MathNode,
  names: string[],
): Generator<Record<string, number>> {
  const random = randomNumbers(seedOf(`${toText(a)}|${toText(b)}`));
  for (let i = 0; i < 40; i++) {
    const scope: Record<string, number> = {};
    for (const name of names) {
      const [low, high] = RANGES[(i + name.charCodeAt(0)) % RANGES.length] as [number, number];
      scope[name] = low + (high - low) * random();
    }
    yield scope;
  }
}
