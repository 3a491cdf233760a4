/**
 * Exact values, in two forms. Exact real numbers as the solver meets them: sums of terms
 * c × ⁿ√r × πᵏ with c rational, r a whole number free of n-th powers (√72 is kept as 6√2) and k a
 * whole number. Distinct radicals and powers of π are linearly independent over the rationals,
 * so a sum that is not empty is never zero and its sign can be read from its floating-point
 * value. And the exact rational value of a tree (`exactValue`), for grading answers and proving
 * steps: numbers, mixed numbers, fractions, negation, + − × ÷ and optionally whole powers,
 * bounded so that a value whose numerator or denominator would pass about 1,200 digits is only
 * known to be "far" (equal to no answer) or "tiny" (rounds to 0), and no input builds a huge
 * BigInt.
 */

import { type Reading, readDecimal, type Signed } from '../_lib/fractionText';
import { extractPower, MAX_RADICAND } from '../_lib/primes';
import { approxEqual, TOLERANCE } from './approx';
import { constant, frac, n as numberNode, pow, sqrt, times } from './build';
import * as R from './rational';
import {
  exactRoot,
  gcd as gcdBig,
  gcdNumber,
  type Q,
  RATIONAL_REFUSALS,
  type SolveStop,
} from './rational';
import { refuse } from './refusal';
import { isNegative, negLead } from './show';
import type { MathNode } from './tree';

export interface Term {
  c: Q;
  index: number;
  radicand: number;
  pi: number;
}
export type Exact = Term[];

const MAX_TERMS = 24;
const MAX_INDEX = 12;

/** The sentences of the exact numbers' refusals. */
export const EXACT_REFUSALS = {
  evenRootOfNegative: 'A negative number has no real even root',
  zeroToZero: '0 to the power 0 is undefined',
  rootTooLarge: 'Roots of numbers above {limit} are not simplified',
  rootsNotCombined: 'Roots of this order are not combined',
  rootsNotSimplified: 'Roots of this order are not simplified',
  divideBySumOfRoots: 'Dividing by a sum of several roots is not supported',
  powerOfSum: 'Fractional powers of sums are not supported',
  powerTooLarge: 'This power is too large to simplify',
  tooCloseToCompare: 'The numbers are too close together to compare',
} as const;

const unsupported = (
  id: keyof typeof EXACT_REFUSALS,
  values?: Readonly<Record<string, string>>,
): SolveStop => refuse('unsupported', EXACT_REFUSALS, id, values);
const key = (t: Term): string => `${t.index}:${t.radicand}:${t.pi}`;

export const fromQ = (c: Q): Exact => (R.isZero(c) ? [] : [{ c, index: 1, radicand: 1, pi: 0 }]);
export const PI: Exact = [{ c: R.ONE, index: 1, radicand: 1, pi: 1 }];

/** The rational value, when the number is rational. */
export const rational = (x: Exact): Q | undefined => {
  if (x.length === 0) return R.ZERO;
  const [t] = x;
  return x.length === 1 && t && t.radicand === 1 && t.pi === 0 ? t.c : undefined;
};

const normalize = (terms: Term[]): Exact => {
  const sums = new Map<string, Term>();
  for (const t of terms) {
    const k = key(t);
    const old = sums.get(k);
    sums.set(k, old ? { ...t, c: R.add(old.c, t.c) } : t);
  }
  const out = [...sums.values()].filter((t) => !R.isZero(t.c));
  if (out.length > MAX_TERMS) throw R.tooLarge();
  return out.sort((a, b) => a.pi - b.pi || a.index - b.index || a.radicand - b.radicand);
};

/** ⁿ√(value) for a rational value, simplified: √72 = 6√2, ⁴√4 = √2, √(1/2) = √2/2. */
export const radical = (value: Q, index: number): Exact => {
  if (R.isZero(value)) return [];
  const negative = value.p < 0n;
  if (negative && index % 2 === 0)
    throw refuse('invalid_value', EXACT_REFUSALS, 'evenRootOfNegative');
  const top = negative ? -value.p : value.p;
  // Perfect powers need no factorising, however large: ⁴√(1/531441) = 1/27, √(10²⁰) = 10¹⁰.
  const [rootTop, rootBelow] = [exactRoot(top, index), exactRoot(value.q, index)];
  if (rootTop !== undefined && rootBelow !== undefined)
    return [{ c: R.rat(negative ? -rootTop : rootTop, rootBelow), index: 1, radicand: 1, pi: 0 }];
  // ⁿ√(p/q) = ⁿ√(p·qⁿ⁻¹)/q, or ⁿ√p/s when q = sⁿ.
  const [whole, below] =
    rootBelow !== undefined ? [top, rootBelow] : [top * value.q ** BigInt(index - 1), value.q];
  if (whole > BigInt(MAX_RADICAND))
    throw unsupported('rootTooLarge', { limit: String(MAX_RADICAND) });
  const { outside, inside } = extractPower(Number(whole), index);
  let [idx, rad] = [index, inside];
  // ⁴√4 = √2: an index that shares a factor with every exponent of the radicand is reduced.
  if (rad > 1) {
    for (let d = idx; d > 1; d--) {
      if (idx % d !== 0) continue;
      const root = Math.round(rad ** (1 / d));
      const exact = [root - 1, root, root + 1].find((r) => r > 0 && r ** d === rad);
      if (exact !== undefined) {
        [idx, rad] = [idx / d, exact];
        break;
      }
    }
  }
  const c = R.rat(BigInt(negative ? -outside : outside), below);
  return [{ c, index: rad === 1 ? 1 : idx, radicand: rad, pi: 0 }];
};

export const add = (a: Exact, b: Exact): Exact => normalize([...a, ...b]);
export const negate = (a: Exact): Exact => a.map((t) => ({ ...t, c: R.neg(t.c) }));
export const sub = (a: Exact, b: Exact): Exact => add(a, negate(b));

const mulTerm = (a: Term, b: Term): Exact => {
  const c = R.mul(a.c, b.c);
  const pi = a.pi + b.pi;
  if (Math.abs(pi) > 64) throw R.tooLarge();
  if (a.radicand === 1 || b.radicand === 1) {
    const r = a.radicand === 1 ? b : a;
    return [{ c, index: r.index, radicand: r.radicand, pi }];
  }
  const index = (a.index * b.index) / gcdNumber(a.index, b.index);
  if (index > MAX_INDEX) throw unsupported('rootsNotCombined');
  const whole =
    BigInt(a.radicand) ** BigInt(index / a.index) * BigInt(b.radicand) ** BigInt(index / b.index);
  return radical(R.rat(whole), index).map((t) => ({ ...t, c: R.mul(t.c, c), pi }));
};

export const mul = (a: Exact, b: Exact): Exact => {
  if (a.length * b.length > MAX_TERMS * 4) throw R.tooLarge();
  return normalize(a.flatMap((x) => b.flatMap((y) => mulTerm(x, y))));
};

/** 1/x: a single term, or a sum of two square-root terms (by its conjugate). */
export const inverse = (x: Exact): Exact => {
  if (x.length === 0) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
  if (x.length === 1) {
    const [t] = x as [Term];
    const rest = t.radicand === 1 ? fromQ(R.ONE) : radical(R.rat(1n, BigInt(t.radicand)), t.index);
    return rest.map((r) => ({ ...r, c: R.div(r.c, t.c), pi: -t.pi }));
  }
  const [a, b] = x as [Term, Term];
  if (x.length === 2 && a.index <= 2 && b.index <= 2 && a.pi === b.pi) {
    const conjugate = [a, { ...b, c: R.neg(b.c) }];
    const norm = rational(mul(x, conjugate));
    if (norm !== undefined && a.pi === 0) return mul(conjugate, fromQ(R.div(R.ONE, norm)));
  }
  throw unsupported('divideBySumOfRoots');
};

export const div = (a: Exact, b: Exact): Exact => mul(a, inverse(b));

/** x^e for a rational exponent: whole powers of anything, fractional powers of one term. */
export const power = (x: Exact, e: Q): Exact => {
  if (R.isInt(e)) {
    const k = Number(e.p);
    if (Math.abs(k) > 4096) throw R.tooLarge();
    if (k === 0) {
      if (x.length === 0) throw refuse('invalid_value', EXACT_REFUSALS, 'zeroToZero');
      return fromQ(R.ONE);
    }
    if (k < 0) return inverse(power(x, R.int(-k)));
    const q = rational(x);
    if (q) return fromQ(R.powInt(q, k));
    let result = fromQ(R.ONE);
    let base = x;
    for (let m = k; m > 0; m >>= 1) {
      if (m & 1) result = mul(result, base);
      if (m > 1) base = mul(base, base);
    }
    return result;
  }
  if (x.length === 0) {
    if (e.p < 0n) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
    return [];
  }
  const [t] = x as [Term];
  if (x.length !== 1 || t.pi !== 0) throw unsupported('powerOfSum');
  const [a, b] = [Number(e.p), Number(e.q)];
  if (Math.abs(a) > 64 || b > MAX_INDEX) throw unsupported('powerTooLarge');
  const negative = t.c.p < 0n;
  if (negative && b % 2 === 0) throw refuse('invalid_value', EXACT_REFUSALS, 'evenRootOfNegative');
  // |c| ⁿ√r = ⁿ√(|c|ⁿ r), raised to a/b is the (n·b)-th root of (|c|ⁿ r)^a.
  const inner = R.mul(R.powInt(R.abs(t.c), t.index), R.int(t.radicand));
  const index = t.index * b;
  if (index > MAX_INDEX) throw unsupported('rootsNotSimplified');
  const result = radical(R.powInt(inner, a), index);
  return negative && a % 2 !== 0 ? negate(result) : result;
};

export const root = (x: Exact, index: Q): Exact => power(x, R.div(R.ONE, index));

export const toNumber = (x: Exact): number =>
  x.reduce(
    (sum, t) =>
      sum +
      R.toNumber(t.c) * (t.radicand === 1 ? 1 : t.radicand ** (1 / t.index)) * Math.PI ** t.pi,
    0,
  );

/** -1, 0 or 1; exact for zero, trusted from floating point only with a clear margin. */
export const sign = (x: Exact): number => {
  if (x.length === 0) return 0;
  const value = toNumber(x);
  const scale = x.reduce((s, t) => s + Math.abs(toNumber([t])), 0);
  if (!Number.isFinite(value) || approxEqual(value, 0, TOLERANCE.same, scale))
    throw unsupported('tooCloseToCompare');
  return value < 0 ? -1 : 1;
};

export const equal = (a: Exact, b: Exact): boolean => sub(a, b).length === 0;

// ---------------------------------------------------------------------------------------------
// As expression trees

const radicalNode = (t: Term): MathNode | undefined => {
  if (t.radicand === 1) return undefined;
  const r = numberNode(t.radicand);
  return t.index === 2 ? sqrt(r) : { type: 'root', radicand: r, index: numberNode(t.index) };
};
const piNode = (k: number): MathNode | undefined =>
  k === 0 ? undefined : k === 1 ? constant('pi') : pow(constant('pi'), numberNode(k));

const product = (factors: (MathNode | undefined)[]): MathNode | undefined =>
  factors
    .filter((f): f is MathNode => f !== undefined)
    .reduce<MathNode | undefined>((acc, f) => (acc ? times(acc, f) : f), undefined);

/** |whole coefficient| × radical × π^k for one term (its sign is handled by the caller). */
const termBody = (whole: bigint, t: Term): MathNode => {
  const magnitude = whole < 0n ? -whole : whole;
  const rest = [radicalNode(t), piNode(Math.max(0, t.pi))];
  const hasRest = rest.some((f) => f !== undefined);
  return product([
    magnitude === 1n && hasRest ? undefined : numberNode(magnitude),
    ...rest,
  ]) as MathNode;
};

/** One term as a tree: 6√2, −3√2/2, 2π, 1/π. */
const termNode = (t: Term): MathNode => {
  let top = termBody(t.c.p, t);
  const below = product([t.c.q === 1n ? undefined : numberNode(t.c.q), piNode(Math.max(0, -t.pi))]);
  if (below) top = frac(top, below);
  return t.c.p < 0n ? negLead(top) : top;
};

/** The number as a tree: 19/12, 6√2, (3 + √5)/2, −√2/2, 2π. */
export const toNode = (x: Exact): MathNode => {
  if (x.length === 0) return numberNode(0);
  if (x.length === 1) return termNode(x[0] as Term);
  if (x.some((t) => t.pi < 0)) {
    return x
      .map(termNode)
      .reduce((acc, node) =>
        isNegative(node)
          ? { type: 'binary', op: '-', left: acc, right: negLead(node) }
          : { type: 'binary', op: '+', left: acc, right: node },
      );
  }
  const den = x.reduce((d, t) => R.lcm(d, t.c.q), 1n);
  const ordered = [...x].sort(
    (a, b) => a.pi - b.pi || a.radicand - b.radicand || a.index - b.index,
  );
  // A positive term first: √2 − 1 rather than −1 + √2.
  const lead = ordered.findIndex((t) => t.c.p > 0n);
  if (lead > 0) ordered.unshift(...ordered.splice(lead, 1));
  let sum: MathNode | undefined;
  for (const t of ordered) {
    const whole = (t.c.p * den) / t.c.q;
    const body = termBody(whole, t);
    if (!sum) sum = whole < 0n ? negLead(body) : body;
    else sum = { type: 'binary', op: whole < 0n ? '-' : '+', left: sum, right: body };
  }
  const top = sum as MathNode;
  if (den === 1n) return top;
  // A common negative sign is taken outside: −(1 + √5)/2 rather than (−1 − √5)/2.
  return frac(top, numberNode(den));
};

// The exact rational value of a tree.

const READING_BITS = 4000;
const readingBits = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;

const ZERO_READING: Signed = { p: 0n, q: 1n };
const isZeroReading = (r: Reading): boolean => typeof r === 'object' && r.p === 0n;

/** p/q in lowest terms with q > 0, or out of reach when either part is too long. */
const reading = (p: bigint, q: bigint): Reading => {
  if (q < 0n) [p, q] = [-p, -q];
  const g = gcdBig(p, q) || 1n;
  [p, q] = [p / g, q / g];
  if (readingBits(p) > READING_BITS || readingBits(q) > READING_BITS)
    return readingBits(p) < readingBits(q) ? 'tiny' : 'far';
  return { p, q };
};

const addReadings = (a: Reading, b: Reading): Reading => {
  if (a === 'far' || b === 'far') return 'far';
  if (a === 'tiny' || b === 'tiny') {
    const other = a === 'tiny' ? b : a;
    return other === 'tiny' || isZeroReading(other) ? 'tiny' : 'far';
  }
  return reading(a.p * b.q + b.p * a.q, a.q * b.q);
};

const negateReading = (a: Reading): Reading => (typeof a === 'object' ? { p: -a.p, q: a.q } : a);

const mulReadings = (a: Reading, b: Reading): Reading => {
  if (isZeroReading(a) || isZeroReading(b)) return ZERO_READING;
  if (a === 'far' || b === 'far') return 'far';
  if (a === 'tiny' || b === 'tiny') return 'tiny';
  return reading(a.p * b.p, a.q * b.q);
};

const divideReadings = (a: Reading, b: Reading): Reading | undefined => {
  if (isZeroReading(b)) return undefined;
  if (isZeroReading(a)) return ZERO_READING;
  if (b === 'far') return a === 'far' ? 'far' : 'tiny';
  if (b === 'tiny') return 'far';
  if (typeof a !== 'object') return a;
  return reading(a.p * b.q, a.q * b.p);
};

const powerReading = (base: Reading, exponent: Reading): Reading | undefined => {
  if (typeof exponent !== 'object' || exponent.q !== 1n) return undefined;
  const k = exponent.p < 0n ? -exponent.p : exponent.p;
  if (k === 0n) return isZeroReading(base) ? undefined : { p: 1n, q: 1n };
  if (typeof base !== 'object') return base;
  if (BigInt(Math.max(readingBits(base.p), readingBits(base.q))) * k > BigInt(READING_BITS))
    return k > 1n && readingBits(base.p) >= readingBits(base.q) === exponent.p > 0n
      ? 'far'
      : 'tiny';
  const raised = reading(base.p ** k, base.q ** k);
  return exponent.p < 0n ? divideReadings({ p: 1n, q: 1n }, raised) : raised;
};

/**
 * The exact value of a tree, or undefined when it is not a number this can compute (a variable,
 * a logarithm, a division by zero). `°` is read as the number it follows; `%` is not read.
 */
export const exactValue = (node: MathNode, powers = false): Reading | undefined => {
  const ev = (n: MathNode): Reading | undefined => exactValue(n, powers);
  switch (node.type) {
    case 'number':
      return readDecimal(node.value);
    case 'mixed': {
      const [w, p, q] = [readDecimal(node.whole), readDecimal(node.num), readDecimal(node.den)];
      const part = p && q ? divideReadings(p, q) : undefined;
      return w && part ? addReadings(w, part) : undefined;
    }
    case 'neg': {
      const v = ev(node.arg);
      return v && negateReading(v);
    }
    case 'postfix':
      return node.op === '°' ? ev(node.arg) : undefined;
    case 'fraction':
    case 'binary': {
      const [l, r] =
        node.type === 'fraction' ? [ev(node.num), ev(node.den)] : [ev(node.left), ev(node.right)];
      if (!l || !r) return undefined;
      const op = node.type === 'fraction' ? '/' : node.op;
      if (op === '+') return addReadings(l, r);
      if (op === '-') return addReadings(l, negateReading(r));
      if (op === '*') return mulReadings(l, r);
      return op === '/' ? divideReadings(l, r) : undefined;
    }
    case 'power': {
      if (!powers) return undefined;
      const [b, e] = [ev(node.base), ev(node.exponent)];
      return b && e ? powerReading(b, e) : undefined;
    }
    default:
      return undefined;
  }
};
