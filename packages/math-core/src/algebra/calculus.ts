/**
 * Expressions in one variable for derivatives and integrals, on the one expression tree: sums,
 * products, powers, e, π, ln, log_b, sin, cos and tan over exact rationals. The builders (`sum`,
 * `product`, `power`) keep every value in one canonical shape — like terms collected, equal bases
 * multiplied by adding exponents, numbers multiplied out, polynomial sums expanded — and `show`
 * writes a value the way it is shown, with negative powers under a fraction bar.
 *
 * The canonical shape of a value as a tree: the variable is `x`; a rational is `qNode` (7, −3,
 * 19/12, −2/3); a sum of two or more terms is a left-nested chain of `+`, a product of two or
 * more factors a chain of `*`, its number first; e and π are `constant` nodes; ln(u) is a `log`
 * with the base e and log_b(u) one with the rational base b (10 too); sin, cos and tan are
 * `function` nodes. `view` reads one level of such a tree.
 */
import * as B from '../math/build';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { negLead, qNode } from '../math/show';
import type { MathNode } from '../math/tree';
import * as P from './poly';

export type Fn = 'sin' | 'cos' | 'tan' | 'ln';

/** What a canonical tree is at its top, with its parts (canonical trees themselves). */
export type View =
  | { k: 'num'; q: Q }
  /** The variable of differentiation. */
  | { k: 'x' }
  | { k: 'const'; name: 'e' | 'pi' }
  | { k: 'add'; terms: MathNode[] }
  | { k: 'mul'; factors: MathNode[] }
  | { k: 'pow'; base: MathNode; exp: MathNode }
  | { k: 'fn'; name: Fn; arg: MathNode }
  /** log_b(arg) for a rational base b > 0, b ≠ 1 (10 is the common logarithm). */
  | { k: 'log'; base: Q; arg: MathNode };

/** The name of the variable in the canonical shape (`show` writes the one asked for). */
const VARIABLE = 'x';

/** The rational a canonical number is (7, −3, 19/12, −2/3), or undefined for anything else. */
export const rational = (e: MathNode): Q | undefined => {
  switch (e.type) {
    case 'number':
      return { p: BigInt(e.value), q: 1n };
    case 'neg': {
      const a = rational(e.arg);
      return a && R.neg(a);
    }
    case 'fraction': {
      const [a, b] = [rational(e.num), rational(e.den)];
      return a && b && R.div(a, b);
    }
    default:
      return undefined;
  }
};

/** The operands of a chain of `op`: the terms of a sum, the factors of a product. */
const chainOf = (e: MathNode, op: '+' | '*', out: MathNode[] = []): MathNode[] => {
  if (e.type === 'binary' && e.op === op) {
    chainOf(e.left, op, out);
    chainOf(e.right, op, out);
  } else out.push(e);
  return out;
};

/** One level of a canonical tree. */
export const view = (e: MathNode): View => {
  switch (e.type) {
    case 'variable':
      return { k: 'x' };
    case 'constant':
      return { k: 'const', name: e.name };
    case 'binary':
      return e.op === '+'
        ? { k: 'add', terms: chainOf(e, '+') }
        : { k: 'mul', factors: chainOf(e, '*') };
    case 'power':
      return { k: 'pow', base: e.base, exp: e.exponent };
    case 'function':
      return { k: 'fn', name: e.name as Fn, arg: e.args[0] as MathNode };
    case 'log':
      return e.base?.type === 'constant'
        ? { k: 'fn', name: 'ln', arg: e.arg }
        : { k: 'log', base: rational(e.base as MathNode) as Q, arg: e.arg };
    default:
      return { k: 'num', q: rational(e) as Q };
  }
};

const sumNode = (terms: MathNode[]): MathNode => terms.reduce((a, b) => B.add(a, b));
const productOf = (factors: MathNode[]): MathNode => factors.reduce((a, b) => B.mul(a, b));

export const num = (q: Q): MathNode => qNode(q);
export const int = (k: number): MathNode => num(R.int(k));
export const X: MathNode = /* @__PURE__ */ B.variable(VARIABLE);
export const ZERO = /* @__PURE__ */ int(0);
export const ONE = /* @__PURE__ */ int(1);

const isNum = (e: MathNode, k: number): boolean => {
  const q = rational(e);
  return q !== undefined && R.eq(q, R.int(k));
};

/** Whether the variable appears. */
export const hasX = (e: MathNode): boolean => {
  switch (e.type) {
    case 'variable':
      return true;
    case 'binary':
      return hasX(e.left) || hasX(e.right);
    case 'power':
      return hasX(e.base) || hasX(e.exponent);
    case 'function':
      return e.args.some(hasX);
    case 'log':
      return hasX(e.arg);
    default:
      return false;
  }
};

const qKey = (q: Q): string => `${q.p}/${q.q}`;

/** A spelling that is the same for equal values in the canonical shape (order-free in sums). */
export const key = (e: MathNode): string => {
  const v = view(e);
  switch (v.k) {
    case 'num':
      return qKey(v.q);
    case 'x':
      return 'x';
    case 'const':
      return v.name;
    case 'add':
      return `(+ ${v.terms.map(key).sort().join(' ')})`;
    case 'mul':
      return `(* ${v.factors.map(key).sort().join(' ')})`;
    case 'pow':
      return `(^ ${key(v.base)} ${key(v.exp)})`;
    case 'fn':
      return `(${v.name} ${key(v.arg)})`;
    case 'log':
      return `(log ${qKey(v.base)} ${key(v.arg)})`;
  }
};

/** A term as its rational coefficient and the rest (undefined for a plain number). */
const splitTerm = (e: MathNode): [Q, MathNode | undefined] => {
  const v = view(e);
  if (v.k === 'num') return [v.q, undefined];
  if (v.k === 'mul') {
    const [first, ...rest] = v.factors as [MathNode, ...MathNode[]];
    const c = rational(first);
    if (c) return [c, rest.length === 1 ? rest[0] : productOf(rest)];
  }
  return [R.ONE, e];
};

const term = (c: Q, rest: MathNode | undefined): MathNode => {
  if (!rest) return num(c);
  if (R.eq(c, R.ONE)) return rest;
  if (R.isZero(c)) return ZERO;
  return productOf([num(c), ...chainOf(rest, '*')]);
};

// Polynomials in x (algebra/poly), for expanding sums.
const MAX_DEGREE = 24;

/** A whole exponent from 0 to 24, or undefined. */
const smallWhole = (e: MathNode): number | undefined => {
  const q = rational(e);
  return q && R.isInt(q) && q.p >= 0n && q.p <= 24n ? Number(q.p) : undefined;
};

/**
 * The degree of e as a polynomial in x, from its shape alone (undefined when it is not one):
 * read before any multiplying, so a product too large to expand costs nothing to turn down.
 */
const degreeOf = (e: MathNode): number | undefined => {
  const v = view(e);
  switch (v.k) {
    case 'num':
      return 0;
    case 'x':
      return 1;
    case 'add':
    case 'mul': {
      let d = 0;
      for (const t of v.k === 'add' ? v.terms : v.factors) {
        const k = degreeOf(t);
        if (k === undefined) return undefined;
        d = v.k === 'add' ? Math.max(d, k) : d + k;
      }
      return d;
    }
    case 'pow': {
      const n = smallWhole(v.exp);
      if (n === undefined) return undefined;
      const k = degreeOf(v.base);
      return k === undefined ? undefined : k * n;
    }
    default:
      return undefined;
  }
};

/** The polynomial e is, or undefined when it is not one (or too large). */
const toPoly = (e: MathNode): P.Poly | undefined => {
  const d = degreeOf(e);
  return d !== undefined && d <= MAX_DEGREE ? expand(e) : undefined;
};

const expand = (e: MathNode): P.Poly | undefined => {
  const v = view(e);
  switch (v.k) {
    case 'num':
      return P.constPoly(v.q);
    case 'x':
      return P.varPoly(VARIABLE);
    case 'add': {
      let out: P.Poly = [];
      for (const t of v.terms) {
        const p = expand(t);
        if (!p) return undefined;
        out = P.add(out, p);
      }
      return out;
    }
    case 'mul': {
      let out = P.constPoly(R.ONE);
      for (const f of v.factors) {
        const p = expand(f);
        if (!p) return undefined;
        out = P.mulUpTo(out, p, MAX_DEGREE);
      }
      return out;
    }
    case 'pow': {
      const k = smallWhole(v.exp);
      if (k === undefined) return undefined;
      const base = expand(v.base);
      return base && P.powInt(base, k, MAX_DEGREE);
    }
    default:
      return undefined;
  }
};

const fromPoly = (p: P.Poly): MathNode => {
  const terms = P.coefficients(p, VARIABLE)
    .map((c, d) =>
      R.isZero(c) ? undefined : term(c, d === 0 ? undefined : d === 1 ? X : B.pow(X, int(d))),
    )
    .filter((t) => t !== undefined)
    .reverse();
  if (terms.length === 0) return ZERO;
  return sumNode(terms);
};

/** a + b + …: like terms collected (first-seen order); a sum of polynomials is expanded. */
export const sum = (...items: MathNode[]): MathNode => {
  const flat = items.flatMap((t) => chainOf(t, '+'));
  const order: string[] = [];
  const groups = new Map<string, { c: Q; rest: MathNode | undefined }>();
  for (const t of flat) {
    const [c, rest] = splitTerm(t);
    const k = rest ? key(rest) : '';
    const seen = groups.get(k);
    if (seen) seen.c = R.add(seen.c, c);
    else {
      groups.set(k, { c, rest });
      order.push(k);
    }
  }
  const collected = order
    .map((k) => groups.get(k) as { c: Q; rest: MathNode | undefined })
    .filter((g) => !R.isZero(g.c));
  // The number last: ln(x) + 1 rather than 1 + ln(x).
  const terms = [
    ...collected.filter((g) => g.rest).map((g) => term(g.c, g.rest)),
    ...collected.filter((g) => !g.rest).map((g) => num(g.c)),
  ];
  if (terms.length === 0) return ZERO;
  if (terms.length === 1) return terms[0] as MathNode;
  const fewer = pythagoras(terms);
  if (fewer) return sum(...fewer);
  const result = sumNode(terms);
  const p = toPoly(result);
  return p ? fromPoly(p) : result;
};

/** u when e is sin(u)² (or cos(u)²). */
const squareOf = (e: MathNode, name: 'sin' | 'cos'): MathNode | undefined =>
  e.type === 'power' && isNum(e.exponent, 2) && e.base.type === 'function' && e.base.name === name
    ? e.base.args[0]
    : undefined;

/** The terms with one pair c·F·sin(u)² + c·F·cos(u)² replaced by c·F, if there is one. */
const pythagoras = (terms: MathNode[]): MathNode[] | undefined => {
  for (const [i, t] of terms.entries()) {
    const [c, rest] = splitTerm(t);
    const factors = rest ? chainOf(rest, '*') : [];
    const at = factors.findIndex((f) => squareOf(f, 'sin'));
    if (at < 0) continue;
    const u = squareOf(factors[at] as MathNode, 'sin') as MathNode;
    const others = factors.filter((_, j) => j !== at);
    const partner = key(product(num(c), ...others, power(fn('cos', u), int(2))));
    const j = terms.findIndex((other, k) => k !== i && key(other) === partner);
    if (j < 0) continue;
    return [...terms.filter((_, k) => k !== i && k !== j), product(num(c), ...others)];
  }
  return undefined;
};

export const negate = (e: MathNode): MathNode => product(int(-1), e);
export const difference = (a: MathNode, b: MathNode): MathNode => sum(a, negate(b));

/** Display order of the factors of a product after its number. */
const rank = (e: MathNode): number => {
  const base = e.type === 'power' ? e.base : e;
  // Constant logarithms last: 2^xln(2), 1/(xln(2)).
  if (!hasX(e)) return base.type === 'function' || base.type === 'log' ? 6 : 1;
  if (base.type === 'variable') return 2;
  if (base.type === 'binary' && base.op === '+') return 3;
  if (e.type === 'power' && !hasX(e.base)) return 4;
  return 5;
};

/** a·b·…: numbers multiplied out, equal bases combined by adding exponents. */
export const product = (...items: MathNode[]): MathNode => {
  const flat = items.flatMap((f) => chainOf(f, '*'));
  let c = R.ONE;
  const order: string[] = [];
  const groups = new Map<string, { base: MathNode; exps: MathNode[] }>();
  for (const f of flat) {
    const q = rational(f);
    if (q) {
      c = R.mul(c, q);
      continue;
    }
    const [base, exp] = f.type === 'power' ? [f.base, f.exponent] : [f, ONE];
    const k = key(base);
    const seen = groups.get(k);
    if (seen) seen.exps.push(exp);
    else {
      groups.set(k, { base, exps: [exp] });
      order.push(k);
    }
  }
  if (R.isZero(c)) return ZERO;
  const factors: MathNode[] = [];
  for (const k of order) {
    const g = groups.get(k) as { base: MathNode; exps: MathNode[] };
    for (const f of chainOf(power(g.base, sum(...g.exps)), '*')) {
      const q = rational(f);
      if (q) c = R.mul(c, q);
      else factors.push(f);
    }
  }
  factors.sort((a, b) => rank(a) - rank(b));
  if (factors.length === 0) return num(c);
  return productOf(R.eq(c, R.ONE) ? factors : [num(c), ...factors]);
};

export const quotient = (a: MathNode, b: MathNode): MathNode => product(a, power(b, int(-1)));

/** A rational power of a positive rational, exactly, when it is rational (4^(1/2) = 2). */
const exactPower = (b: Q, e: Q): Q | undefined => {
  if (R.isInt(e)) {
    if (R.isZero(b) && e.p < 0n) return undefined;
    if (e.p > 4096n || e.p < -4096n) return undefined;
    return R.powInt(b, Number(e.p));
  }
  if (R.isZero(b)) return e.p > 0n ? R.ZERO : undefined;
  if (R.eq(b, R.ONE)) return R.ONE;
  // A negative base has a real root only for an odd denominator: (−8)^(2/3) = 4.
  if (b.p < 0n) {
    if (e.q % 2n === 0n) return undefined;
    const magnitude = exactPower(R.neg(b), e);
    return magnitude && (e.p % 2n === 0n ? magnitude : R.neg(magnitude));
  }
  const k = R.perfectPower(b);
  const top = R.mul(R.int(k.k), e);
  if (!R.isInt(top)) return undefined;
  return R.powInt(k.root, Number(top.p));
};

/** base^exp in the canonical shape. */
export const power = (base: MathNode, exp: MathNode): MathNode => {
  if (isNum(exp, 0)) return ONE;
  if (isNum(exp, 1)) return base;
  if (isNum(base, 1)) return ONE;
  const [b, k] = [rational(base), rational(exp)];
  if (b && k) {
    const exact = exactPower(b, k);
    if (exact) return num(exact);
    // A real odd root of a negative number is ± that of its size: (−2)^(4/3) = 2^(4/3).
    if (b.p < 0n && k.q % 2n === 1n)
      return product(int(k.p % 2n === 0n ? 1 : -1), power(num(R.neg(b)), exp));
  }
  const integer = k !== undefined && R.isInt(k);
  // (e^u)^c = e^(cu) for any real c; (b^u)^n = b^(nu) for a whole n.
  if (
    base.type === 'power' &&
    (integer || (base.base.type === 'constant' && base.base.name === 'e'))
  )
    return power(base.base, product(base.exponent, exp));
  if (base.type === 'binary' && base.op === '*' && integer)
    return product(...chainOf(base, '*').map((f) => power(f, exp)));
  return B.pow(base, exp);
};

export const fn = (name: Fn, arg: MathNode): MathNode => {
  if (name === 'ln' && arg.type === 'constant' && arg.name === 'e') return ONE;
  if (name === 'ln' && isNum(arg, 1)) return ZERO;
  if (name !== 'ln' && name !== 'cos' && isNum(arg, 0)) return ZERO;
  if (name === 'cos' && isNum(arg, 0)) return ONE;
  // ln(e^u) = u.
  if (
    name === 'ln' &&
    arg.type === 'power' &&
    arg.base.type === 'constant' &&
    arg.base.name === 'e'
  )
    return arg.exponent;
  return name === 'ln' ? B.ln(arg) : B.fn(name, arg);
};

export const log = (base: Q, arg: MathNode): MathNode => B.log(arg, qNode(base));

/**
 * The value with `by` (canonical, without x) in place of x, rebuilt in the canonical shape, so
 * that what becomes a number is worked out: 1/x + eˣ with 1 for x is 1 + e.
 */
export const replaceX = (e: MathNode, by: MathNode): MathNode => {
  const v = view(e);
  const r = (part: MathNode) => replaceX(part, by);
  switch (v.k) {
    case 'x':
      return by;
    case 'num':
    case 'const':
      return e;
    case 'add':
      return sum(...v.terms.map(r));
    case 'mul':
      return product(...v.factors.map(r));
    case 'pow':
      return power(r(v.base), r(v.exp));
    case 'fn':
      return fn(v.name, r(v.arg));
    case 'log':
      return log(v.base, r(v.arg));
  }
};

const TEN = /* @__PURE__ */ R.int(10);

// ————— writing a value as it is shown —————

/** x^(1/2) as √x, x^(1/3) as ∛x, x^(3/2) as x^(3/2). */
const powerNode = (base: MathNode, exp: MathNode, x: string): MathNode => {
  const q = rational(exp);
  if (q && q.p === 1n && (q.q === 2n || q.q === 3n)) {
    const radicand = showIn(base, x);
    return q.q === 2n ? B.sqrt(radicand) : { type: 'root', radicand, index: B.n(3) };
  }
  return B.pow(showIn(base, x), q ? qNode(q) : showIn(exp, x));
};

const productNode = (factors: MathNode[]): MathNode | undefined =>
  factors.length === 0 ? undefined : factors.reduce((a, b) => B.times(a, b));

/** c·(factors) with negative powers moved under a fraction bar: 1/(2√x), 3x²/2, −1/x². */
const mulNode = (e: MathNode, x: string): MathNode => {
  let c = R.ONE;
  const top: MathNode[] = [];
  const bottom: MathNode[] = [];
  for (const f of chainOf(e, '*')) {
    const q = rational(f);
    const k = f.type === 'power' ? rational(f.exponent) : undefined;
    if (q) c = R.mul(c, q);
    else if (f.type === 'power' && k && k.p < 0n)
      bottom.push(R.eq(k, R.int(-1)) ? showIn(f.base, x) : powerNode(f.base, num(R.neg(k)), x));
    else top.push(showIn(f, x));
  }
  const negative = c.p < 0n;
  const p = negative ? -c.p : c.p;
  const numerator = productNode(p === 1n && top.length > 0 ? top : [B.n(p), ...top]) ?? B.n(1);
  const denominator = productNode(c.q === 1n ? bottom : [B.n(c.q), ...bottom]);
  const body = denominator ? B.frac(numerator, denominator) : numerator;
  return negative ? negLead(body) : body;
};

/** Whether a term is written with a leading minus. */
const negativeTerm = (e: MathNode): boolean => splitTerm(e)[0].p < 0n;

/** The value as it is shown and checked, with the variable named `x`. */
export const show = (e: MathNode, x = 'x'): MathNode => showIn(e, x);

const showIn = (e: MathNode, x: string): MathNode => {
  const v = view(e);
  switch (v.k) {
    case 'num':
      return qNode(v.q);
    case 'x':
      return B.variable(x);
    case 'const':
      return B.constant(v.name);
    case 'add':
      return v.terms
        .map((t) => ({ t, minus: negativeTerm(t) }))
        .reduce<MathNode | undefined>((acc, { t, minus }) => {
          const node = minus ? showIn(negate(t), x) : showIn(t, x);
          if (!acc) return minus ? negLead(node) : node;
          return minus ? B.sub(acc, node) : B.add(acc, node);
        }, undefined) as MathNode;
    case 'mul':
      return mulNode(e, x);
    case 'pow': {
      const k = rational(v.exp);
      if (k && k.p < 0n) return mulNode(e, x);
      return powerNode(v.base, v.exp, x);
    }
    case 'fn':
      return v.name === 'ln' ? B.ln(showIn(v.arg, x)) : B.fn(v.name, showIn(v.arg, x));
    case 'log':
      return R.eq(v.base, TEN) ? B.log(showIn(v.arg, x)) : B.log(showIn(v.arg, x), qNode(v.base));
  }
};

/**
 * Numeric value at x, for checks (NaN outside the domain). Not `evaluateMath`: that reads a
 * fraction as a float division (this rounds each rational once, as the checks were tuned with)
 * and gives NaN for the longest sums, which are deeper than the trees it accepts.
 */
export const valueAt = (e: MathNode, x: number): number => {
  const v = view(e);
  switch (v.k) {
    case 'num':
      return R.toNumber(v.q);
    case 'x':
      return x;
    case 'const':
      return v.name === 'e' ? Math.E : Math.PI;
    case 'add':
      return v.terms.reduce((s, t) => s + valueAt(t, x), 0);
    case 'mul':
      return v.factors.reduce((s, t) => s * valueAt(t, x), 1);
    case 'pow': {
      const [b, k] = [valueAt(v.base, x), valueAt(v.exp, x)];
      const q = rational(v.exp);
      // The real odd root of a negative base, as exactPower gives it: (−8)^(2/3) = 4.
      if (b < 0 && q && !R.isInt(q) && q.q % 2n === 1n)
        return (q.p % 2n === 0n ? 1 : -1) * (-b) ** k;
      return b ** k;
    }
    case 'fn': {
      const a = valueAt(v.arg, x);
      return v.name === 'ln' ? Math.log(a) : Math[v.name](a);
    }
    case 'log':
      return Math.log(valueAt(v.arg, x)) / Math.log(R.toNumber(v.base));
  }
};

/** The terms of a sum (the value itself for anything else). */
export const termsOf = (e: MathNode): MathNode[] => chainOf(e, '+');
/** The factors of a product (the value itself for anything else). */
export const factorsOf = (e: MathNode): MathNode[] => chainOf(e, '*');
