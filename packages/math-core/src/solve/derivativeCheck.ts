/**
 * An independent check of a derivative: the claimed derivative is compared with finite
 * differences of the function at sample points, both evaluated from their expression trees
 * in floating point. Points where either side is not finite, or where the finite differences do
 * not settle (near a singularity or a kink), are skipped; too few usable points is a failed check.
 */
import { randomNumbers } from '../_lib/random';
import { type Domain, domainOf } from '../algebra/domain';
import { RANGES, seedOf } from '../algebra/samplePoints';
import { evaluateMath } from '../math/evaluateMath';
import { SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';

/** Estimates of f′ (order 1) or f″ (order 2) at t with step h, Richardson-extrapolated. */
const estimate = (f: (t: number) => number, t: number, h: number, order: 1 | 2): number => {
  const d =
    order === 1
      ? (s: number) => (f(t + s) - f(t - s)) / (2 * s)
      : (s: number) => (f(t + s) - 2 * f(t) + f(t - s)) / (s * s);
  return (4 * d(h / 2) - d(h)) / 3;
};

const POINTS = 100;
const NEEDED = 6;

/**
 * Whether `derivative` (in the variable `x`) agrees with the order-th derivative of `f` at
 * at least NEEDED sample points and disagrees at none; the points are drawn from `ranges`
 * (inside f's domain when it lies away from the default ones).
 */
export const checkDerivative = (
  f: MathNode,
  derivative: MathNode,
  x: string,
  order: 1 | 2,
  ranges: readonly [number, number][] = RANGES,
): boolean => {
  const random = randomNumbers(seedOf(`${x}${order}${JSON.stringify(f)}`));
  const at = (node: MathNode) => (t: number) => evaluateMath(node, { [x]: t });
  const fx = at(f);
  const dx = at(derivative);
  let agreed = 0;
  for (let i = 0; i < POINTS && agreed < 3 * NEEDED; i++) {
    const r = random();
    const [low, high] = ranges[i % ranges.length] as [number, number];
    const t = low + (high - low) * r;
    const claimed = dx(t);
    const value = fx(t);
    if (!Number.isFinite(claimed) || !Number.isFinite(value)) continue;
    const scale = Math.max(1, Math.abs(t));
    const h1 = (order === 1 ? 1e-3 : 1e-2) * scale;
    // Stay clear of the edge of the domain and of poles: every value used must be finite.
    const samples = [-h1, -h1 / 2, h1 / 2, h1].map((s) => fx(t + s));
    if (!samples.every(Number.isFinite)) continue;
    const coarse = estimate(fx, t, h1, order);
    const fine = estimate(fx, t, h1 / 2, order);
    // Relative to the size of the derivative, plus the rounding error of differences of values
    // this large.
    const big = Math.max(1, Math.abs(value), ...samples.map((v) => Math.abs(v)));
    const rounding = order === 1 ? (1e-13 * big) / h1 : (1e-12 * big) / (h1 * h1);
    const relative = order === 1 ? 1e-6 : 1e-4;
    const settled = relative * Math.max(1, Math.abs(coarse), Math.abs(fine)) + rounding;
    // The estimates have not settled: the function changes too fast here to judge.
    if (!(Math.abs(coarse - fine) <= settled)) continue;
    const tolerance = relative * Math.max(1, Math.abs(fine), Math.abs(claimed)) + rounding;
    if (!(Math.abs(fine - claimed) <= tolerance)) return false;
    agreed++;
  }
  return agreed >= NEEDED;
};

/** Whether f has a finite value at some sample point in the ranges. */
const valueFound = (f: MathNode, x: string, ranges: readonly [number, number][]): boolean => {
  const random = randomNumbers(seedOf(`${x}${JSON.stringify(f)}`));
  for (let i = 0; i < POINTS; i++) {
    const [low, high] = ranges[i % ranges.length] as [number, number];
    if (Number.isFinite(evaluateMath(f, { [x]: low + (high - low) * random() }))) return true;
  }
  return false;
};

/**
 * Where f is defined, for differentiating or integrating it: decided from its structure, so
 * "not defined for any real x" is said only when it is true (ln(x − 100) is defined for
 * x > 100, far from any sample). When its structure does not decide it (undefined is returned),
 * a value at a sample point shows that it is defined somewhere; with none, the solver says that
 * it could not find where, not that there is nowhere.
 */
export const definedSomewhere = (f: MathNode, x: string): Domain | undefined => {
  const domain = domainOf(f);
  if (domain && domain.set.length === 0)
    throw new SolveStop('invalid_value', `${toText(f)} is not defined for any real ${x}`);
  if (!domain && !valueFound(f, x, RANGES))
    throw new SolveStop(
      'unsupported',
      `The solver could not find where ${toText(f)} is defined, so it does not work with it`,
    );
  return domain;
};
