/**
 * f at a point, with what its value can be trusted for. Floating point makes a value 0 where it
 * is not (e^(−1000) underflows) and finite where f is undefined (x·e^(−1/x) at 0 computes
 * 0 · e^(−∞) = 0); each part of the tree is judged by what its parts were, so a root finder can
 * tell a zero from underflow and a point of the domain from one outside it.
 */
import { evaluateMath } from '../math/evaluateMath';
import type { MathNode } from '../math/tree';

/** What the value of f at a point can be trusted for. */
export interface Probe {
  /** The floating-point value (NaN where f is undefined). */
  value: number;
  /** False where some part of f is undefined: a division by 0, the log of a number ≤ 0, √ of a negative. */
  defined: boolean;
  /** True when no part overflowed or underflowed, so `value` is f's value up to rounding. */
  faithful: boolean;
}

/** The least positive double that keeps full precision; below it a value has underflowed. */
const MIN_NORMAL = 2.2250738585072014e-308;
/** A size so far above MIN_NORMAL that what underflowed below it cannot have changed a sum's digits. */
const FAR_ABOVE_UNDERFLOW = 1e-200;

const UNDEFINED: Probe = /* @__PURE__ */ (() => ({
  value: Number.NaN,
  defined: false,
  faithful: false,
}))();

/** Functions whose value can pass the largest double from a finite argument. */
const GROWING = new Set(['exp', 'sinh', 'cosh']);

const partsOf = (node: MathNode): MathNode[] => {
  switch (node.type) {
    case 'neg':
    case 'postfix':
      return [node.arg];
    case 'binary':
      return [node.left, node.right];
    case 'fraction':
      return [node.num, node.den];
    case 'power':
      return [node.base, node.exponent];
    case 'root':
      return node.index ? [node.radicand, node.index] : [node.radicand];
    case 'log':
      return node.base ? [node.arg, node.base] : [node.arg];
    case 'function':
      return node.args;
    default:
      return [];
  }
};

const isQuotient = (node: MathNode): boolean =>
  node.type === 'fraction' || (node.type === 'binary' && node.op === '/');
const isProduct = (node: MathNode): boolean => node.type === 'binary' && node.op === '*';
const isSum = (node: MathNode): boolean =>
  node.type === 'binary' && (node.op === '+' || node.op === '-');

/** An exact 0: a value that is 0 with nothing lost on the way. */
const exactZero = (p: Probe): boolean => p.faithful && p.value === 0;

/** Whether this node is undefined although its parts are defined. */
const undefinedHere = (node: MathNode, value: number, parts: Probe[]): boolean => {
  const [first, second] = parts as [Probe, Probe | undefined];
  if (isQuotient(node)) return second !== undefined && exactZero(second);
  if (node.type === 'power' && second && exactZero(first) && second.value < 0) return true;
  if (node.type === 'log' && first.faithful && first.value <= 0) return true;
  if (Number.isFinite(value) || !parts.every((p) => p.faithful && Number.isFinite(p.value)))
    return false;
  // Not finite from exact finite parts: NaN is outside the domain (√−1, asin 2); ±∞ is a
  // division by zero inside a function (cot 0, sec 90°) unless the node can overflow.
  if (Number.isNaN(value)) return true;
  const canOverflow =
    node.type === 'binary' ||
    node.type === 'power' ||
    node.type === 'postfix' ||
    (node.type === 'function' && GROWING.has(node.name));
  return !canOverflow;
};

/** The node with its parts replaced (in the order `partsOf` gives them). */
const withParts = (node: MathNode, parts: MathNode[]): MathNode => {
  const [a, b] = parts as [MathNode, MathNode];
  switch (node.type) {
    case 'neg':
    case 'postfix':
      return { ...node, arg: a };
    case 'binary':
      return { ...node, left: a, right: b };
    case 'fraction':
      return { type: 'fraction', num: a, den: b };
    case 'power':
      return { type: 'power', base: a, exponent: b };
    case 'root':
      return node.index ? { type: 'root', radicand: a, index: b } : { type: 'root', radicand: a };
    case 'log':
      return node.base ? { type: 'log', arg: a, base: b } : { type: 'log', arg: a };
    case 'function':
      return { ...node, args: parts };
    default:
      return node;
  }
};

/** A value as a leaf, so that one operation at a time is evaluated by `evaluateMath`. */
const leaf = (v: number): MathNode => ({ type: 'number', value: String(v) });

/** Whether this node's value keeps full precision, given its parts. */
const faithfulHere = (node: MathNode, value: number, parts: Probe[]): boolean => {
  const [first] = parts as [Probe];
  if ((isQuotient(node) || node.type === 'power' || node.type === 'root') && exactZero(first))
    return value === 0;
  if (!Number.isFinite(value)) return false;
  if (parts.length > 0 && value !== 0 && Math.abs(value) < MIN_NORMAL) return false;
  const lost = parts.filter((p) => !p.faithful);
  if (lost.length > 0) {
    // A sum keeps its precision when what was lost underflowed and the sum is far above it.
    return (
      isSum(node) &&
      lost.every((p) => Math.abs(p.value) < MIN_NORMAL) &&
      Math.abs(value) > FAR_ABOVE_UNDERFLOW
    );
  }
  // 0 from parts that are not 0 is underflow (e^(−1000), 10^(−400), 1e−200 × 1e−200).
  const multiplies =
    isProduct(node) ||
    isQuotient(node) ||
    node.type === 'power' ||
    (node.type === 'function' && node.name === 'exp');
  return !(multiplies && value === 0);
};

/**
 * f at a point, with whether f is defined there and whether the value kept its precision: each
 * part of the tree is evaluated from its parts' values (by `evaluateMath`, one operation at a
 * time) and judged by what they were. A product with a factor exactly 0 is 0 whatever the other
 * factors did ((x + 320)·10^(−x) at −320, where 10³²⁰ overflows).
 */
export const probe = (node: MathNode, scope: Readonly<Record<string, number>>): Probe => {
  const parts = partsOf(node).map((p) => probe(p, scope));
  if (parts.some((p) => !p.defined)) return UNDEFINED;
  if (isProduct(node) && parts.some(exactZero)) return { value: 0, defined: true, faithful: true };
  const value = evaluateMath(
    parts.length === 0
      ? node
      : withParts(
          node,
          parts.map((p) => leaf(p.value)),
        ),
    scope,
  );
  if (undefinedHere(node, value, parts)) return UNDEFINED;
  return { value, defined: true, faithful: faithfulHere(node, value, parts) };
};
