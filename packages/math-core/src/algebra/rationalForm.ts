/**
 * Rational expressions in one unknown: a tree read as one fraction of two polynomials, the
 * denominators written in it, the values of the unknown that make one of them 0, the least
 * common denominator as a product of factors, and polynomial quotient, remainder and gcd.
 * Rational equations and the simplifying of rational expressions are built on these.
 */

import { approxEqual, TOLERANCE } from '../math/approx';
import { chain, times as implicit, n as numberNode, pow, variable } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { RATIONAL_REFUSALS, SolveStop } from '../math/rational';
import { refuse } from '../math/refusal';
import { isNegative, negLead } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { factorPolynomial } from './factor';
import type { Poly } from './poly';
import * as P from './poly';
import { contains, evalExact, hasVariable, READING_REFUSALS, toPoly } from './reading';
import { bisect } from './realRoots';

/** The sentences of the refusals of a rational expression. */
export const RATIONAL_FORM_REFUSALS = {
  rationalOneUnknown: 'Rational expressions in one unknown are supported',
  rationalNotIn: '{part} is not supported in a rational expression',
  rationalExcluded:
    'The solver cannot find exactly where {denominator} is 0, so it cannot say which values are excluded',
} as const;

const unsupported = (
  id: keyof typeof RATIONAL_FORM_REFUSALS,
  values?: Readonly<Record<string, string | MathNode>>,
): SolveStop => refuse('unsupported', RATIONAL_FORM_REFUSALS, id, values);

/** num/den, both polynomials in the one unknown; den is never the zero polynomial. */
export interface Fraction {
  num: Poly;
  den: Poly;
}

/** The integer exponent of a power when it is a whole number written without the unknown. */
const wholeExponent = (node: MathNode): bigint | undefined => {
  if (hasVariable(node)) return undefined;
  try {
    const k = E.rational(evalExact(node));
    return k && R.isInt(k) ? k.p : undefined;
  } catch (err) {
    // An exponent with no exact value (e, log₂(3)) is not a whole number.
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** Whether a power has the unknown in its base and a negative whole exponent (x⁻², a reciprocal). */
const isReciprocalPower = (n: MathNode): boolean =>
  n.type === 'power' && hasVariable(n.base) && (wholeExponent(n.exponent) ?? 0n) < 0n;

/** Whether some denominator in the tree holds an unknown: 1/(x − 2), x ÷ (x + 1), x⁻¹. */
export const hasUnknownDenominator = (node: MathNode): boolean =>
  contains(
    node,
    (n) =>
      (n.type === 'fraction' && hasVariable(n.den)) ||
      (n.type === 'binary' && n.op === '/' && hasVariable(n.right)) ||
      isReciprocalPower(n),
  );

/**
 * Whether a tree is made only of numbers, the unknowns, + − × ÷, fractions and whole powers:
 * the shapes a rational expression is built from.
 */
export const isRationalShape = (node: MathNode): boolean =>
  !contains(
    node,
    (n) =>
      n.type === 'root' ||
      n.type === 'log' ||
      n.type === 'function' ||
      n.type === 'postfix' ||
      n.type === 'constant' ||
      n.type === 'text' ||
      n.type === 'relation' ||
      n.type === 'list' ||
      (n.type === 'binary' && n.op === '±') ||
      (n.type === 'power' && wholeExponent(n.exponent) === undefined),
  );

// Polynomials in the one unknown x.

const isZeroPoly = (p: Poly): boolean => p.length === 0;

// Division, gcd and content live with the polynomial type; these names are kept for the solvers.
export {
  type DivisionStep,
  divideExactly,
  divMod,
  gcd as gcdPoly,
  wholeContent,
} from './poly';
/**
 * The fraction with whole coefficients, and a denominator whose leading coefficient is
 * positive: (1/2)/x becomes 1/(2x). With `divideCommon`, a whole number common to every
 * coefficient is divided out too: (2x + 2)/(4x) becomes (x + 1)/(2x).
 */
export const wholeForm = (f: Fraction, x: string, divideCommon = true): Fraction => {
  const d = R.lcm(P.denominator(f.num), P.denominator(f.den));
  let [num, den] = [P.scale(f.num, R.rat(d)), P.scale(f.den, R.rat(d))];
  const g = divideCommon ? [...num, ...den].reduce((acc, t) => R.gcd(acc, t.c.p), 0n) || 1n : 1n;
  const sign = P.coeff(den, x, P.degree(den, x)).p < 0n ? -1n : 1n;
  [num, den] = [P.scale(num, R.rat(sign, g)), P.scale(den, R.rat(sign, g))];
  return { num, den };
};

/** The fraction in lowest terms: the common factor of top and bottom divided out. */
export const reduced = (f: Fraction, x: string): { fraction: Fraction; common: Poly } => {
  const common = P.gcd(f.num, f.den, x);
  if (isZeroPoly(f.num)) return { fraction: { num: [], den: P.constPoly(R.ONE) }, common: f.den };
  return {
    fraction: wholeForm(
      { num: P.divideExactly(f.num, common, x), den: P.divideExactly(f.den, common, x) },
      x,
    ),
    common,
  };
};

const ONE_POLY = (): Poly => P.constPoly(R.ONE);

const checkedDen = (f: Fraction): Fraction => {
  if (isZeroPoly(f.den)) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
  return f;
};

/**
 * The tree as one fraction of polynomials in x. Sums are written over the least common
 * multiple of their denominators; products and quotients multiply tops and bottoms without
 * cancelling, so that cancelling can be shown as a step of its own (and a graph can show the
 * hole a cancelled factor leaves). No power of x above `limit` is formed (a SolveStop).
 */
export const readFraction = (node: MathNode, x: string, limit = P.MAX_DEGREE): Fraction => {
  if (!hasVariable(node)) return { num: toPoly(node), den: ONE_POLY() };
  switch (node.type) {
    case 'variable':
      if (node.name !== x) throw unsupported('rationalOneUnknown');
      return { num: P.varPoly(x), den: ONE_POLY() };
    case 'neg': {
      const f = readFraction(node.arg, x, limit);
      return { num: P.scale(f.num, R.int(-1)), den: f.den };
    }
    case 'fraction':
      return quotient(readFraction(node.num, x, limit), readFraction(node.den, x, limit), limit);
    case 'binary': {
      const [a, b] = [readFraction(node.left, x, limit), readFraction(node.right, x, limit)];
      if (node.op === '+') return sum(a, b, x, 1, limit);
      if (node.op === '-') return sum(a, b, x, -1, limit);
      if (node.op === '*')
        return { num: P.mulUpTo(a.num, b.num, limit), den: P.mulUpTo(a.den, b.den, limit) };
      if (node.op === '/') return quotient(a, b, limit);
      break;
    }
    case 'power': {
      const k = wholeExponent(node.exponent);
      if (k === undefined || k > BigInt(limit) || k < -BigInt(limit))
        throw refuse('unsupported', READING_REFUSALS, 'wholePowers', { limit: String(limit) });
      const f = readFraction(node.base, x, limit);
      const size = Number(k < 0n ? -k : k);
      const raised = { num: P.powInt(f.num, size, limit), den: P.powInt(f.den, size, limit) };
      return k < 0n ? quotient({ num: ONE_POLY(), den: ONE_POLY() }, raised, limit) : raised;
    }
    default:
      break;
  }
  throw unsupported('rationalNotIn', { part: node });
};

const quotient = (a: Fraction, b: Fraction, limit: number): Fraction =>
  checkedDen({ num: P.mulUpTo(a.num, b.den, limit), den: P.mulUpTo(a.den, b.num, limit) });

const sum = (a: Fraction, b: Fraction, x: string, sign: 1 | -1, limit: number): Fraction => {
  const g = P.gcd(a.den, b.den, x);
  const [ka, kb] = [P.divideExactly(b.den, g, x), P.divideExactly(a.den, g, x)];
  const den = P.mulUpTo(a.den, ka, limit);
  const num = P.add(P.mulUpTo(a.num, ka, limit), P.scale(P.mulUpTo(b.num, kb, limit), R.int(sign)));
  return { num, den };
};

/**
 * Every tree that the expression divides by, as typed: the bottom of each fraction, the right
 * of each ÷, and the base of each negative power. The expression is undefined where one is 0.
 */
export const divisors = (node: MathNode): MathNode[] => {
  const out: MathNode[] = [];
  contains(node, (n) => {
    if (n.type === 'fraction' && hasVariable(n.den)) out.push(n.den);
    else if (n.type === 'binary' && n.op === '/' && hasVariable(n.right)) out.push(n.right);
    else if (isReciprocalPower(n)) out.push((n as Extract<MathNode, { type: 'power' }>).base);
    return false;
  });
  return out;
};

/** A real zero: its value, and its exact value and text when the exact numbers can hold it. */
export interface Root {
  value: number;
  exact?: Exact;
  /** The exact value as the solver writes it ("(3 + √5)/2"); absent for a numeric zero. */
  text?: string;
}

const exactRoot = (e: Exact): Root => ({
  value: E.toNumber(e),
  exact: e,
  text: toText(E.toNode(e)),
});

/**
 * Real zeros of a polynomial with no repeated factor, found numerically: every real zero lies
 * within 1 + max |aᵢ/aₙ| of 0, and a zero of odd multiplicity changes the sign, so the sign
 * changes on a fine grid across that range are narrowed down by bisection.
 */
const numericZeros = (p: Poly, x: string): Root[] => {
  const n = P.degree(p, x);
  if (n < 1) return [];
  const top = P.coeff(p, x, n);
  const bound =
    1 +
    Math.max(
      ...p.filter((t) => (t.mono[x] ?? 0) < n).map((t) => Math.abs(R.toNumber(R.div(t.c, top)))),
      0,
    );
  const f = P.evaluator(p, x);
  const steps = 4000;
  const roots: Root[] = [];
  let [x0, y0] = [-bound, f(-bound)];
  for (let i = 1; i <= steps; i++) {
    const x1 = -bound + (2 * bound * i) / steps;
    const y1 = f(x1);
    if (y1 === 0) roots.push({ value: x1 });
    else if (y0 !== 0 && Math.sign(y0) !== Math.sign(y1)) roots.push({ value: bisect(f, x0, x1) });
    [x0, y0] = [x1, y1];
  }
  return roots;
};

/**
 * Zeros of a factor: exact up to degree 2 (−b/a; the quadratic formula, worked out without the
 * steps a quadratic equation shows), numeric above.
 */
const zerosOf = (p: Poly, x: string): Root[] => {
  const n = P.degree(p, x);
  if (n < 1) return [];
  if (n > 2) return numericZeros(p, x);
  const [c, b, a] = P.coefficients(p, x) as [R.Q, R.Q, R.Q | undefined];
  if (!a) return [exactRoot(E.fromQ(R.div(R.neg(c), b)))];
  const disc = R.sub(R.mul(b, b), R.mul(R.int(4), R.mul(a, c)));
  if (R.sign(disc) < 0) return [];
  const over = E.fromQ(R.div(R.ONE, R.mul(R.int(2), a)));
  const root = E.radical(disc, 2);
  return [E.negate(root), root].map((r) => exactRoot(E.mul(E.add(E.fromQ(R.neg(b)), r), over)));
};

const close = (u: number, v: number): boolean => approxEqual(u, v, TOLERANCE.check);

/**
 * The distinct real zeros of a polynomial in x, ascending, exact where they can be: degree 1
 * and 2 by the solver's linear and quadratic working, higher degrees factored over the
 * rationals first (each linear and quadratic factor exact), and a factor of degree 3 or more
 * that does not split found numerically. When the exact working gives up (numbers too large
 * to factor), the zeros of the part without repeated factors, p/gcd(p, p′), are found numerically.
 */
export const realRoots = (p: Poly, x: string): Root[] => {
  const found = (): Root[] => {
    if (P.degree(p, x) <= 2) return zerosOf(p, x);
    const f = factorPolynomial(p, x);
    const roots: Root[] = f.power > 0 ? [exactRoot([])] : [];
    for (const g of f.factors) roots.push(...zerosOf(g.poly, x));
    return roots;
  };
  let roots: Root[];
  try {
    roots = found();
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    roots = numericZeros(P.divMod(p, P.gcd(p, P.derivative(p, x), x), x).quotient, x);
  }
  const sorted = roots.sort((u, v) => u.value - v.value);
  return sorted.filter((r, i) => i === 0 || !close(r.value, (sorted[i - 1] as Root).value));
};

/** The real zeros of a polynomial in x, exactly, ascending and without repeats. */
export const realZeros = (p: Poly, x: string): Exact[] =>
  realRoots(p, x).map((r) => {
    if (r.exact) return r.exact;
    throw unsupported('rationalExcluded', { denominator: P.toNode(p) });
  });

/** The values of x that make a divisor of the expression 0, exactly, ascending. */
export const excludedValues = (node: MathNode, x: string): Exact[] => {
  const all: Exact[] = [];
  for (const d of divisors(node)) {
    const f = readFraction(d, x);
    // Where the divisor's own top is 0 it is 0; its own bottom is a divisor visited on its own.
    for (const r of realZeros(f.num, x)) if (!all.some((u) => E.equal(u, r))) all.push(r);
  }
  return all.sort((a, b) => E.toNumber(a) - E.toNumber(b));
};

/** x ≠ a for each excluded value a. */
export const restrictionNodes = (x: string, values: Exact[]): MathNode[] =>
  values.map((v) => chain(variable(x), '≠', E.toNode(v)));

/** A product of factors each with how often it occurs (and a power of x), as a polynomial and a tree. */
export interface Product {
  power: number;
  factors: { poly: Poly; times: number }[];
}

/** The least common multiple of polynomials as a product of their irreducible factors (no number in front). */
export const lcmProduct = (ps: Poly[], x: string): Product => {
  const out: Product = { power: 0, factors: [] };
  for (const p of ps) {
    if (P.isConstant(p)) continue;
    const f = factorPolynomial(p, x);
    out.power = Math.max(out.power, f.power);
    for (const g of f.factors) {
      const found = out.factors.find((h) => P.equals(h.poly, g.poly));
      if (found) found.times = Math.max(found.times, g.times);
      else out.factors.push({ poly: g.poly, times: g.times });
    }
  }
  return out;
};

export const productPoly = (f: Product, x: string): Poly => {
  let p = P.powInt(P.varPoly(x), f.power);
  for (const g of f.factors) p = P.mul(p, P.powInt(g.poly, g.times));
  return p;
};

/** The product as a tree: x(x − 2)(x + 1)², or 1 when there are no factors. */
export const productNode = (f: Product, x: string): MathNode => {
  const nodes: MathNode[] = [];
  if (f.power > 0) nodes.push(f.power === 1 ? variable(x) : pow(variable(x), numberNode(f.power)));
  for (const g of f.factors) {
    const node = P.toNode(g.poly);
    nodes.push(g.times === 1 ? node : pow(node, numberNode(g.times)));
  }
  if (nodes.length === 0) return numberNode(1);
  return nodes.reduce((acc, node) => implicit(acc, node));
};

/** The polynomial factored, as a tree (the factored form when it has more than one factor). */
export const factoredNode = (p: Poly, x: string): MathNode =>
  P.isConstant(p) ? P.toNode(p) : factorPolynomial(p, x).node;

/** A sum of signed terms as a tree, a negative one written with −. */
export const sumNode = (parts: { node: MathNode; sign: 1 | -1 }[]): MathNode =>
  parts
    .map((p) => (p.sign < 0 ? negLead(p.node) : p.node))
    .reduce((acc, node) =>
      isNegative(node)
        ? { type: 'binary', op: '-', left: acc, right: negLead(node) }
        : { type: 'binary', op: '+', left: acc, right: node },
    );
