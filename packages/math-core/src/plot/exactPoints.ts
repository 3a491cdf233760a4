/**
 * Where a function that is not a quotient of polynomials may have a root or break, known exactly
 * from the parts of it that are: the zeros of a polynomial or rational factor ((x² − 2)·eˣ is 0 at
 * ±√2), and the zeros of what it divides by, takes the log of or the root of (eˣ/(x − 1)² breaks at
 * 1, ln(x − 100) at 100, e^(−1/x²) at 0). These are only candidates: what f does there is decided
 * by evaluating it (features.ts).
 */

import { divisors, type Root, realRoots } from '../algebra/rationalForm';
import { contains, hasVariable } from '../algebra/reading';
import { approxEqual, TOLERANCE } from '../math/approx';
import { evaluateMath } from '../math/evaluateMath';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';
import { exactText } from './format';
import { readRatio } from './ratio';

/** The real zeros of a part, exactly, when it is a quotient of polynomials in x. */
const zerosOf = (node: MathNode, x: string): Root[] => {
  const ratio = readRatio(node, x);
  if (!ratio) return [];
  try {
    return realRoots(ratio.num, x);
  } catch (err) {
    if (err instanceof SolveStop) return [];
    throw err;
  }
};

const positiveConstant = (node: MathNode): boolean => !hasVariable(node) && evaluateMath(node) > 0;

/** The parts whose zeros make the whole 0: factors, the top of a quotient, bases of positive powers. */
const factorsOf = (node: MathNode): MathNode[] => {
  switch (node.type) {
    case 'neg':
      return factorsOf(node.arg);
    case 'binary':
      if (node.op === '*') return [...factorsOf(node.left), ...factorsOf(node.right)];
      return node.op === '/' ? factorsOf(node.left) : [node];
    case 'fraction':
      return factorsOf(node.num);
    case 'power':
      return positiveConstant(node.exponent) ? factorsOf(node.base) : [node];
    case 'root':
      return factorsOf(node.radicand);
    case 'function':
      return node.name === 'abs' && node.args.length === 1
        ? factorsOf(node.args[0] as MathNode)
        : [node];
    default:
      return [node];
  }
};

/** The parts whose zeros f may break at: divisors, log arguments, radicands, bases of fractional powers. */
const edgesOf = (node: MathNode): MathNode[] => {
  const out = divisors(node);
  contains(node, (n) => {
    if (n.type === 'log') out.push(n.arg);
    else if (n.type === 'root') out.push(n.radicand);
    else if (
      n.type === 'power' &&
      hasVariable(n.base) &&
      !Number.isInteger(evaluateMath(n.exponent))
    )
      out.push(n.base);
    return false;
  });
  return out;
};

/** Exact values, ascending, each once. */
const distinct = (roots: Root[]): Root[] =>
  roots
    .sort((a, b) => a.value - b.value)
    .filter((r, i, all) => i === 0 || r.value !== (all[i - 1] as Root).value);

/** Exact candidates for the roots of f (`zeros`) and for its asymptotes and holes (`edges`). */
export interface ExactPoints {
  zeros: Root[];
  edges: Root[];
}

export const exactPoints = (node: MathNode, x: string): ExactPoints => ({
  zeros: distinct(factorsOf(node).flatMap((f) => zerosOf(f, x))),
  edges: distinct(edgesOf(node).flatMap((f) => zerosOf(f, x))),
});

/**
 * A numeric zero v of f taken as exact: the simple fraction p/k (k up to 12) within 10⁻⁹ of v
 * where the exact value of f is 0 (2ˣ − x² at 2 and 4), or undefined when there is none or f has
 * no exact value there. `f` is the curve compiled exactly once (compileMath with `exact`), for
 * the many zeros of one curve.
 */
export const exactZeroAt = (f: (x: Exact) => Exact | undefined, v: number): Root | undefined => {
  for (let k = 1; k <= 12; k++) {
    const q = R.rat(BigInt(Math.round(v * k)), BigInt(k));
    if (!approxEqual(R.toNumber(q), v, TOLERANCE.check)) continue;
    const at = E.fromQ(q);
    if (f(at)?.length !== 0) return undefined;
    return { value: R.toNumber(q), exact: at, text: exactText(at) };
  }
  return undefined;
};
