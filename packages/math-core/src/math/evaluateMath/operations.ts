/** What each operation of a tree means on doubles: the one definition the evaluator compiles. */

import { approxEqual, TOLERANCE } from '../approx';
import { binomial, factorial, gcdNumber } from '../rational';
import type { MathNode } from '../tree';

/** Whether gcd or lcm can take these arguments: two or more whole numbers. */
const wholeNumbers = (args: number[]): boolean =>
  args.length >= 2 && args.every(Number.isSafeInteger);

/** gcd of whole numbers by Euclid's algorithm; NaN for any other arguments. */
const gcdOf = (...args: number[]): number =>
  wholeNumbers(args) ? args.reduce(gcdNumber) : Number.NaN;

/** lcm of whole numbers, each step a·b/gcd(a, b); NaN for any other arguments. */
const lcmOf = (...args: number[]): number =>
  wholeNumbers(args)
    ? args.reduce((a, b) => (a === 0 || b === 0 ? 0 : Math.abs((a / gcdNumber(a, b)) * b)))
    : Number.NaN;

/** n! of a whole n as a double; NaN for any other n. */
export const factorialOf = (n: number): number => {
  const value = Number.isSafeInteger(n) ? factorial(BigInt(n)) : undefined;
  return value === undefined ? Number.NaN : Number(value);
};

/** C(n, k) of whole n and k as a double; NaN for any other arguments. */
const binomialOf = (...args: number[]): number => {
  const [n, k] = args;
  const value =
    args.length === 2 && Number.isSafeInteger(n) && Number.isSafeInteger(k)
      ? binomial(BigInt(n as number), BigInt(k as number))
      : undefined;
  return value === undefined ? Number.NaN : Number(value);
};

/** The functions a tree may call, by name, on doubles. */
export const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  binomial: binomialOf,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  arcsin: Math.asin,
  arccos: Math.acos,
  arctan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  exp: Math.exp,
  abs: Math.abs,
  floor: Math.floor,
  ceil: Math.ceil,
  min: Math.min,
  max: Math.max,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  gcd: gcdOf,
  lcm: lcmOf,
};

/** The n-th root, real for a negative x and an odd whole n: ∛(−8) = −2. */
export const rootOf = (x: number, n: number): number =>
  x < 0 && Number.isInteger(n) && n % 2 === 1 ? -((-x) ** (1 / n)) : x ** (1 / n);

/** p/q when an exponent is written as a fraction of whole numbers (1/3, −2/3, 4/3), in lowest terms. */
export const fractionIn = (node: MathNode): [number, number] | undefined => {
  if (node.type === 'number') return /^\d+$/.test(node.value) ? [Number(node.value), 1] : undefined;
  if (node.type === 'neg') {
    const inner = fractionIn(node.arg);
    return inner && [-inner[0], inner[1]];
  }
  const [top, bottom] =
    node.type === 'fraction'
      ? [node.num, node.den]
      : node.type === 'binary' && node.op === '/'
        ? [node.left, node.right]
        : [];
  const [a, b] = [top && fractionIn(top), bottom && fractionIn(bottom)];
  if (!a || !b || b[0] === 0) return undefined;
  const [p, q] = [a[0] * b[1] * Math.sign(b[0]), a[1] * Math.abs(b[0])];
  const g = gcdNumber(p, q) || 1;
  return [p / g, q / g];
};

/**
 * base^value, with the real odd root for a negative base and an exponent p/q with q odd:
 * (−8)^(1/3) = −2 and (−8)^(2/3) = 4, as the solver works them out exactly. `fraction` gives the
 * exponent as p/q when it is written so (asked for only when the base is negative).
 */
export const power = (
  base: number,
  value: number,
  fraction: () => [number, number] | undefined,
): number => {
  if (base >= 0 || Number.isInteger(value)) return base ** value;
  const [p, q] = fraction() ?? [0, 0];
  if (q % 2 === 0) return Number.NaN;
  const magnitude = (-base) ** value;
  return p % 2 === 0 ? magnitude : -magnitude;
};

/** Whether a relation holds between two values: = and ≠ within the check tolerance, ≈ as rounded. */
export const holds = (relation: string, a: number, b: number): boolean => {
  switch (relation) {
    case '=':
      return approxEqual(a, b, TOLERANCE.check);
    case '≈':
      return approxEqual(a, b, TOLERANCE.rounded);
    case '≠':
      return !approxEqual(a, b, TOLERANCE.check);
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '≤':
      return a <= b;
    default:
      return a >= b;
  }
};
