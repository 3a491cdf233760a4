/**
 * Rational expressions in one unknown: a tree read as one fraction of two polynomials, the
 * denominators written in it, the values of the unknown that make one of them 0, the least
 * common denominator as a product of factors, and polynomial quotient, remainder and gcd.
 * Rational equations and the simplifying of rational expressions are built on these.
 */
import { chain, n as numberNode, pow, variable } from '../math/build';
import { evaluateMath } from '../math/evaluateMath';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import { factorPolynomial, polyOf, type Z } from './factor';
import type { Poly } from './poly';
import * as P from './poly';
import { contains, evalExact, hasVariable, toPoly } from './reading';
import { isNegative, negLead } from './show';

const unsupported = (message: string): SolveStop => new SolveStop('unsupported', message);

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

/** a = quotient·b + remainder with the remainder of lower degree than b (b not zero). */
export const divMod = (a: Poly, b: Poly, x: string): { quotient: Poly; remainder: Poly } => {
  const db = P.degree(b, x);
  const lead = P.coeff(b, x, db);
  let quotient: Poly = [];
  let remainder = a;
  while (!isZeroPoly(remainder) && P.degree(remainder, x) >= db) {
    const k = P.degree(remainder, x);
    const term: Poly = [
      { mono: k > db ? { [x]: k - db } : {}, c: R.div(P.coeff(remainder, x, k), lead) },
    ];
    quotient = P.add(quotient, term);
    remainder = P.sub(remainder, P.mul(term, b));
  }
  return { quotient, remainder };
};

/** p with leading coefficient 1. */
const monic = (p: Poly, x: string): Poly =>
  isZeroPoly(p) ? p : P.scale(p, R.div(R.ONE, P.coeff(p, x, P.degree(p, x))));

/** The greatest common divisor, monic (1 when the two share no factor). */
export const gcdPoly = (a: Poly, b: Poly, x: string): Poly => {
  let [u, v] = [a, b];
  while (!isZeroPoly(v)) [u, v] = [v, divMod(u, v, x).remainder];
  return monic(u, x);
};

/** a/b when b divides a exactly; a SolveStop otherwise (the working would be wrong). */
export const divideExactly = (a: Poly, b: Poly, x: string): Poly => {
  const { quotient, remainder } = divMod(a, b, x);
  if (!isZeroPoly(remainder))
    throw unsupported('The solver could not check this answer, so it does not give one');
  return quotient;
};

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
  const common = gcdPoly(f.num, f.den, x);
  if (isZeroPoly(f.num)) return { fraction: { num: [], den: P.constPoly(R.ONE) }, common: f.den };
  return {
    fraction: wholeForm(
      { num: divideExactly(f.num, common, x), den: divideExactly(f.den, common, x) },
      x,
    ),
    common,
  };
};

const ONE_POLY = (): Poly => P.constPoly(R.ONE);

const checkedDen = (f: Fraction): Fraction => {
  if (isZeroPoly(f.den)) throw new SolveStop('invalid_value', 'The problem divides by zero');
  return f;
};

/**
 * The tree as one fraction of polynomials in x. Sums are written over the least common
 * multiple of their denominators; products and quotients multiply tops and bottoms without
 * cancelling, so that cancelling can be shown as a step of its own.
 */
export const readFraction = (node: MathNode, x: string): Fraction => {
  if (!hasVariable(node)) return { num: toPoly(node), den: ONE_POLY() };
  switch (node.type) {
    case 'variable':
      if (node.name !== x) throw unsupported('Rational expressions in one unknown are supported');
      return { num: P.varPoly(x), den: ONE_POLY() };
    case 'neg': {
      const f = readFraction(node.arg, x);
      return { num: P.scale(f.num, R.int(-1)), den: f.den };
    }
    case 'fraction':
      return quotient(readFraction(node.num, x), readFraction(node.den, x));
    case 'binary': {
      const [a, b] = [readFraction(node.left, x), readFraction(node.right, x)];
      if (node.op === '+') return sum(a, b, x, 1);
      if (node.op === '-') return sum(a, b, x, -1);
      if (node.op === '*') return { num: P.mul(a.num, b.num), den: P.mul(a.den, b.den) };
      if (node.op === '/') return quotient(a, b);
      break;
    }
    case 'power': {
      const k = wholeExponent(node.exponent);
      if (k === undefined || k > BigInt(P.MAX_DEGREE) || k < -BigInt(P.MAX_DEGREE))
        throw unsupported('Powers of the unknown must be whole numbers up to 8');
      const f = readFraction(node.base, x);
      const size = Number(k < 0n ? -k : k);
      const raised = { num: P.powInt(f.num, size), den: P.powInt(f.den, size) };
      return k < 0n ? quotient({ num: ONE_POLY(), den: ONE_POLY() }, raised) : raised;
    }
    default:
      break;
  }
  throw unsupported(`${toText(node)} is not supported in a rational expression`);
};

const quotient = (a: Fraction, b: Fraction): Fraction =>
  checkedDen({ num: P.mul(a.num, b.den), den: P.mul(a.den, b.num) });

const sum = (a: Fraction, b: Fraction, x: string, sign: 1 | -1): Fraction => {
  const g = gcdPoly(a.den, b.den, x);
  const [ka, kb] = [divideExactly(b.den, g, x), divideExactly(a.den, g, x)];
  const den = P.mul(a.den, ka);
  const num = P.add(P.mul(a.num, ka), P.scale(P.mul(b.num, kb), R.int(sign)));
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

/** The real zeros of a polynomial in x, exactly, ascending and without repeats. */
export const realZeros = (p: Poly, x: string): Exact[] => {
  if (P.isConstant(p)) return [];
  const f = factorPolynomial(p, x);
  const zeros: Exact[] = f.power > 0 ? [[]] : [];
  for (const { z } of f.factors) zeros.push(...zerosOfFactor(z, x));
  const unique: Exact[] = [];
  for (const r of zeros) if (!unique.some((u) => E.equal(u, r))) unique.push(r);
  return unique.sort((a, b) => E.toNumber(a) - E.toNumber(b));
};

const zerosOfFactor = (z: Z, x: string): Exact[] => {
  if (z.length === 2) return [E.fromQ(R.rat(-(z[0] as bigint), z[1] as bigint))];
  if (z.length === 3) {
    const [c, b, a] = z as [bigint, bigint, bigint];
    const d = b * b - 4n * a * c;
    if (d < 0n) return [];
    const half = E.fromQ(R.rat(-b, 2n * a));
    const spread = E.mul(E.fromQ(R.rat(1n, 2n * a)), E.radical(R.rat(d), 2));
    return d === 0n ? [half] : [E.sub(half, spread), E.add(half, spread)];
  }
  throw unsupported(
    `The solver cannot find exactly where ${toText(P.toNode(polyOf(z, x)))} is 0, so it cannot say which values are excluded`,
  );
};

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

const implicit = (left: MathNode, right: MathNode): MathNode => ({
  type: 'binary',
  op: '*',
  left,
  right,
  implicit: true,
});

/** A product of factors each with how often it occurs (and a power of x), as a polynomial and a tree. */
export interface Product {
  power: number;
  factors: { z: Z; times: number }[];
}

/** The least common multiple of polynomials as a product of their irreducible factors (no number in front). */
export const lcmProduct = (ps: Poly[], x: string): Product => {
  const out: Product = { power: 0, factors: [] };
  for (const p of ps) {
    if (P.isConstant(p)) continue;
    const f = factorPolynomial(p, x);
    out.power = Math.max(out.power, f.power);
    for (const g of f.factors) {
      const found = out.factors.find((h) => h.z.join(',') === g.z.join(','));
      if (found) found.times = Math.max(found.times, g.times);
      else out.factors.push({ z: g.z, times: g.times });
    }
  }
  return out;
};

export const productPoly = (f: Product, x: string): Poly => {
  let p = P.powInt(P.varPoly(x), f.power);
  for (const g of f.factors) p = P.mul(p, P.powInt(polyOf(g.z, x), g.times));
  return p;
};

/** The product as a tree: x(x − 2)(x + 1)², or 1 when there are no factors. */
export const productNode = (f: Product, x: string): MathNode => {
  const nodes: MathNode[] = [];
  if (f.power > 0) nodes.push(f.power === 1 ? variable(x) : pow(variable(x), numberNode(f.power)));
  for (const g of f.factors) {
    const node = P.toNode(polyOf(g.z, x));
    nodes.push(g.times === 1 ? node : pow(node, numberNode(g.times)));
  }
  if (nodes.length === 0) return numberNode(1);
  return nodes.reduce((acc, node) => implicit(acc, node));
};

/** The polynomial factored, as a tree (the factored form when it has more than one factor). */
export const factoredNode = (p: Poly, x: string): MathNode =>
  P.isConstant(p) ? P.toNode(p) : factorPolynomial(p, x).node;

/** The whole number common to every coefficient of a polynomial with whole coefficients (1 for 0). */
export const wholeContent = (p: Poly): bigint =>
  p.reduce((g, t) => R.gcd(g, t.c.p < 0n ? -t.c.p : t.c.p), 0n) || 1n;

/**
 * Whether two trees in x have the same value at several points where both are defined (at
 * least five): the points are spread pseudo-randomly over −10 … 10 from a seed taken from the
 * trees' text, so they are the same on every run and do not sit on small whole numbers.
 */
export const agreeAtPoints = (a: MathNode, b: MathNode, x: string): boolean => {
  let seed =
    [...`${toText(a)}|${toText(b)}`].reduce((s, c) => (s * 31 + c.charCodeAt(0)) % 2147483647, 7) ||
    7;
  const next = (): number => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  let compared = 0;
  for (let i = 0; i < 40 && compared < 8; i++) {
    const value = -10 + 20 * next();
    const [u, v] = [evaluateMath(a, { [x]: value }), evaluateMath(b, { [x]: value })];
    if (!Number.isFinite(u) || !Number.isFinite(v) || Math.abs(u) > 1e12) continue;
    if (!(Math.abs(u - v) <= 1e-8 * Math.max(1, Math.abs(u)))) return false;
    compared += 1;
  }
  return compared >= 5;
};

/** The terms of a sum with their signs: a − b + c is [a, +], [b, −], [c, +]. */
export const termsOf = (node: MathNode, sign: 1 | -1 = 1): { node: MathNode; sign: 1 | -1 }[] => {
  if (node.type === 'binary' && (node.op === '+' || node.op === '-'))
    return [
      ...termsOf(node.left, sign),
      ...termsOf(node.right, node.op === '-' ? (-sign as 1 | -1) : sign),
    ];
  return [{ node, sign }];
};

/** A sum of signed terms as a tree, a negative one written with −. */
export const sumNode = (parts: { node: MathNode; sign: 1 | -1 }[]): MathNode =>
  parts
    .map((p) => (p.sign < 0 ? negLead(p.node) : p.node))
    .reduce((acc, node) =>
      isNegative(node)
        ? { type: 'binary', op: '-', left: acc, right: negLead(node) }
        : { type: 'binary', op: '+', left: acc, right: node },
    );
