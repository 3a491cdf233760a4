/**
 * A small algebra of expressions in one variable for derivatives: sums, products, powers,
 * e, π, ln, log_b, sin, cos and tan over exact rationals. The builders (`sum`, `product`,
 * `power`) keep every value in one simplified shape — like terms collected, equal bases
 * multiplied by adding exponents, numbers multiplied out, polynomial sums expanded — and `show`
 * writes a value as an expression tree with negative powers under a fraction bar.
 */
import * as P from '../algebra/poly';
import * as B from '../math/build';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { negLead, qNode } from '../math/show';
import type { MathNode } from '../math/tree';

export type Fn = 'sin' | 'cos' | 'tan' | 'ln';

export type Ex =
  | { k: 'num'; q: Q }
  /** The variable of differentiation. */
  | { k: 'x' }
  | { k: 'const'; name: 'e' | 'pi' }
  | { k: 'add'; terms: Ex[] }
  | { k: 'mul'; factors: Ex[] }
  | { k: 'pow'; base: Ex; exp: Ex }
  | { k: 'fn'; name: Fn; arg: Ex }
  /** log_b(arg) for a rational base b > 0, b ≠ 1 (10 is the common logarithm). */
  | { k: 'log'; base: Q; arg: Ex };

export const num = (q: Q): Ex => ({ k: 'num', q });
export const int = (k: number): Ex => num(R.int(k));
export const X: Ex = { k: 'x' };
export const ZERO = /* @__PURE__ */ int(0);
export const ONE = /* @__PURE__ */ int(1);

const isNum = (e: Ex, k: number): boolean => e.k === 'num' && R.eq(e.q, R.int(k));

/** Whether the variable appears. */
export const hasX = (e: Ex): boolean => {
  switch (e.k) {
    case 'x':
      return true;
    case 'num':
    case 'const':
      return false;
    case 'add':
      return e.terms.some(hasX);
    case 'mul':
      return e.factors.some(hasX);
    case 'pow':
      return hasX(e.base) || hasX(e.exp);
    default:
      return hasX(e.arg);
  }
};

const qKey = (q: Q): string => `${q.p}/${q.q}`;

/** A spelling that is the same for equal values in the simplified shape (order-free in sums). */
export const key = (e: Ex): string => {
  switch (e.k) {
    case 'num':
      return qKey(e.q);
    case 'x':
      return 'x';
    case 'const':
      return e.name;
    case 'add':
      return `(+ ${e.terms.map(key).sort().join(' ')})`;
    case 'mul':
      return `(* ${e.factors.map(key).sort().join(' ')})`;
    case 'pow':
      return `(^ ${key(e.base)} ${key(e.exp)})`;
    case 'fn':
      return `(${e.name} ${key(e.arg)})`;
    case 'log':
      return `(log ${qKey(e.base)} ${key(e.arg)})`;
  }
};

/** A term as its rational coefficient and the rest (undefined for a plain number). */
const splitTerm = (e: Ex): [Q, Ex | undefined] => {
  if (e.k === 'num') return [e.q, undefined];
  if (e.k === 'mul') {
    const [first, ...rest] = e.factors;
    if (first && first.k === 'num')
      return [first.q, rest.length === 1 ? rest[0] : { k: 'mul', factors: rest }];
  }
  return [R.ONE, e];
};

const term = (c: Q, rest: Ex | undefined): Ex => {
  if (!rest) return num(c);
  if (R.eq(c, R.ONE)) return rest;
  if (R.isZero(c)) return ZERO;
  return rest.k === 'mul'
    ? { k: 'mul', factors: [num(c), ...rest.factors] }
    : { k: 'mul', factors: [num(c), rest] };
};

// Polynomials in x (algebra/poly), for expanding sums.
const MAX_DEGREE = 24;
const VARIABLE = 'x';

/**
 * The degree of e as a polynomial in x, from its shape alone (undefined when it is not one):
 * read before any multiplying, so a product too large to expand costs nothing to turn down.
 */
const degreeOf = (e: Ex): number | undefined => {
  switch (e.k) {
    case 'num':
      return 0;
    case 'x':
      return 1;
    case 'add':
    case 'mul': {
      let d = 0;
      for (const t of e.k === 'add' ? e.terms : e.factors) {
        const k = degreeOf(t);
        if (k === undefined) return undefined;
        d = e.k === 'add' ? Math.max(d, k) : d + k;
      }
      return d;
    }
    case 'pow': {
      if (e.exp.k !== 'num' || !R.isInt(e.exp.q) || e.exp.q.p < 0n || e.exp.q.p > 24n)
        return undefined;
      const k = degreeOf(e.base);
      return k === undefined ? undefined : k * Number(e.exp.q.p);
    }
    default:
      return undefined;
  }
};

/** The polynomial e is, or undefined when it is not one (or too large). */
const toPoly = (e: Ex): P.Poly | undefined => {
  const d = degreeOf(e);
  return d !== undefined && d <= MAX_DEGREE ? expand(e) : undefined;
};

/** Within the degree toPoly allows, so multiplying never goes past it. */
const expand = (e: Ex): P.Poly | undefined => {
  switch (e.k) {
    case 'num':
      return P.constPoly(e.q);
    case 'x':
      return P.varPoly(VARIABLE);
    case 'add': {
      let out: P.Poly = [];
      for (const t of e.terms) {
        const p = expand(t);
        if (!p) return undefined;
        out = P.add(out, p);
      }
      return out;
    }
    case 'mul': {
      let out = P.constPoly(R.ONE);
      for (const f of e.factors) {
        const p = expand(f);
        if (!p) return undefined;
        out = P.mulUpTo(out, p, MAX_DEGREE);
      }
      return out;
    }
    case 'pow': {
      if (e.exp.k !== 'num' || !R.isInt(e.exp.q) || e.exp.q.p < 0n || e.exp.q.p > 24n)
        return undefined;
      const base = expand(e.base);
      return base && P.powInt(base, Number(e.exp.q.p), MAX_DEGREE);
    }
    default:
      return undefined;
  }
};

const fromPoly = (p: P.Poly): Ex => {
  const terms: Ex[] = [];
  const coefficients = P.coefficients(p, VARIABLE);
  for (let d = coefficients.length - 1; d >= 0; d--) {
    const c = coefficients[d] as Q;
    if (R.isZero(c)) continue;
    const rest = d === 0 ? undefined : d === 1 ? X : { k: 'pow' as const, base: X, exp: int(d) };
    terms.push(term(c, rest));
  }
  if (terms.length === 0) return ZERO;
  return terms.length === 1 ? (terms[0] as Ex) : { k: 'add', terms };
};

/** a + b + …: like terms collected (first-seen order); a sum of polynomials is expanded. */
export const sum = (...items: Ex[]): Ex => {
  const flat: Ex[] = [];
  for (const t of items) {
    if (t.k === 'add') flat.push(...t.terms);
    else flat.push(t);
  }
  const order: string[] = [];
  const groups = new Map<string, { c: Q; rest: Ex | undefined }>();
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
  let terms = order
    .map((k) => groups.get(k) as { c: Q; rest: Ex | undefined })
    .filter((g) => !R.isZero(g.c))
    .map((g) => term(g.c, g.rest));
  // The number last: ln(x) + 1 rather than 1 + ln(x).
  terms = [...terms.filter((t) => t.k !== 'num'), ...terms.filter((t) => t.k === 'num')];
  if (terms.length === 0) return ZERO;
  if (terms.length === 1) return terms[0] as Ex;
  const fewer = pythagoras(terms);
  if (fewer) return sum(...fewer);
  const result: Ex = { k: 'add', terms };
  const p = toPoly(result);
  return p ? fromPoly(p) : result;
};

/** u when e is sin(u)² (or cos(u)²). */
const squareOf = (e: Ex, name: 'sin' | 'cos'): Ex | undefined =>
  e.k === 'pow' && isNum(e.exp, 2) && e.base.k === 'fn' && e.base.name === name
    ? e.base.arg
    : undefined;

/** The terms with one pair c·F·sin(u)² + c·F·cos(u)² replaced by c·F, if there is one. */
const pythagoras = (terms: Ex[]): Ex[] | undefined => {
  for (const [i, t] of terms.entries()) {
    const [c, rest] = splitTerm(t);
    const factors = rest ? (rest.k === 'mul' ? rest.factors : [rest]) : [];
    const at = factors.findIndex((f) => squareOf(f, 'sin'));
    if (at < 0) continue;
    const u = squareOf(factors[at] as Ex, 'sin') as Ex;
    const others = factors.filter((_, j) => j !== at);
    const partner = key(product(num(c), ...others, power(fn('cos', u), int(2))));
    const j = terms.findIndex((other, k) => k !== i && key(other) === partner);
    if (j < 0) continue;
    return [...terms.filter((_, k) => k !== i && k !== j), product(num(c), ...others)];
  }
  return undefined;
};

export const negate = (e: Ex): Ex => product(int(-1), e);
export const difference = (a: Ex, b: Ex): Ex => sum(a, negate(b));

/** Display order of the factors of a product after its number. */
const rank = (e: Ex): number => {
  const base = e.k === 'pow' ? e.base : e;
  // Constant logarithms last: 2^xln(2), 1/(xln(2)).
  if (!hasX(e)) return base.k === 'fn' || base.k === 'log' ? 6 : 1;
  if (base.k === 'x') return 2;
  if (base.k === 'add') return 3;
  if (e.k === 'pow' && !hasX(e.base)) return 4;
  return 5;
};

/** a·b·…: numbers multiplied out, equal bases combined by adding exponents. */
export const product = (...items: Ex[]): Ex => {
  const flat: Ex[] = [];
  const push = (f: Ex) => {
    if (f.k === 'mul') f.factors.forEach(push);
    else flat.push(f);
  };
  items.forEach(push);
  let c = R.ONE;
  const order: string[] = [];
  const groups = new Map<string, { base: Ex; exps: Ex[] }>();
  for (const f of flat) {
    if (f.k === 'num') {
      c = R.mul(c, f.q);
      continue;
    }
    const [base, exp] = f.k === 'pow' ? [f.base, f.exp] : [f, ONE];
    const k = key(base);
    const seen = groups.get(k);
    if (seen) seen.exps.push(exp);
    else {
      groups.set(k, { base, exps: [exp] });
      order.push(k);
    }
  }
  if (R.isZero(c)) return ZERO;
  const factors: Ex[] = [];
  for (const k of order) {
    const g = groups.get(k) as { base: Ex; exps: Ex[] };
    const p = power(g.base, sum(...g.exps));
    if (p.k === 'num') c = R.mul(c, p.q);
    else if (p.k === 'mul') {
      for (const f of p.factors) {
        if (f.k === 'num') c = R.mul(c, f.q);
        else factors.push(f);
      }
    } else factors.push(p);
  }
  factors.sort((a, b) => rank(a) - rank(b));
  if (factors.length === 0) return num(c);
  if (R.eq(c, R.ONE) && factors.length === 1) return factors[0] as Ex;
  return R.eq(c, R.ONE) ? { k: 'mul', factors } : { k: 'mul', factors: [num(c), ...factors] };
};

export const quotient = (a: Ex, b: Ex): Ex => product(a, power(b, int(-1)));

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

/** base^exp in the simplified shape. */
export const power = (base: Ex, exp: Ex): Ex => {
  if (isNum(exp, 0)) return ONE;
  if (isNum(exp, 1)) return base;
  if (isNum(base, 1)) return ONE;
  if (base.k === 'num' && exp.k === 'num') {
    const exact = exactPower(base.q, exp.q);
    if (exact) return num(exact);
    // A real odd root of a negative number is ± that of its size: (−2)^(4/3) = 2^(4/3).
    if (base.q.p < 0n && exp.q.q % 2n === 1n)
      return product(int(exp.q.p % 2n === 0n ? 1 : -1), power(num(R.neg(base.q)), exp));
  }
  const integer = exp.k === 'num' && R.isInt(exp.q);
  // (e^u)^c = e^(cu) for any real c; (b^u)^n = b^(nu) for a whole n.
  if (base.k === 'pow' && (integer || (base.base.k === 'const' && base.base.name === 'e')))
    return power(base.base, product(base.exp, exp));
  if (base.k === 'mul' && integer) return product(...base.factors.map((f) => power(f, exp)));
  return { k: 'pow', base, exp };
};

export const fn = (name: Fn, arg: Ex): Ex => {
  if (name === 'ln' && arg.k === 'const' && arg.name === 'e') return ONE;
  if (name === 'ln' && isNum(arg, 1)) return ZERO;
  if (name !== 'ln' && name !== 'cos' && isNum(arg, 0)) return ZERO;
  if (name === 'cos' && isNum(arg, 0)) return ONE;
  // ln(e^u) = u.
  if (name === 'ln' && arg.k === 'pow' && arg.base.k === 'const' && arg.base.name === 'e')
    return arg.exp;
  return { k: 'fn', name, arg };
};

export const log = (base: Q, arg: Ex): Ex => ({ k: 'log', base, arg });

const TEN = /* @__PURE__ */ R.int(10);

// ————— writing a value as a tree —————

const coefficientNode = (q: Q): MathNode => qNode(q);

/** x^(1/2) as √x, x^(1/3) as ∛x, x^(3/2) as x^(3/2). */
const powerNode = (base: Ex, exp: Ex, x: string): MathNode => {
  const show = (e: Ex) => showIn(e, x);
  if (exp.k === 'num' && exp.q.p === 1n && (exp.q.q === 2n || exp.q.q === 3n)) {
    const radicand = show(base);
    return exp.q.q === 2n ? B.sqrt(radicand) : { type: 'root', radicand, index: B.n(3) };
  }
  const exponent = exp.k === 'num' ? coefficientNode(exp.q) : show(exp);
  return B.pow(show(base), exponent);
};

const productNode = (factors: MathNode[]): MathNode | undefined =>
  factors.length === 0 ? undefined : factors.reduce((a, b) => B.times(a, b));

/** c·(factors) with negative powers moved under a fraction bar: 1/(2√x), 3x²/2, −1/x². */
const mulNode = (e: Ex, x: string): MathNode => {
  const show = (v: Ex) => showIn(v, x);
  const factors = e.k === 'mul' ? e.factors : [e];
  let c = R.ONE;
  const top: MathNode[] = [];
  const bottom: MathNode[] = [];
  for (const f of factors) {
    if (f.k === 'num') c = R.mul(c, f.q);
    else if (f.k === 'pow' && f.exp.k === 'num' && f.exp.q.p < 0n)
      bottom.push(isNum(f.exp, -1) ? show(f.base) : powerNode(f.base, num(R.neg(f.exp.q)), x));
    else top.push(show(f));
  }
  const negative = c.p < 0n;
  const p = negative ? -c.p : c.p;
  const numerator = productNode(p === 1n && top.length > 0 ? top : [B.n(p), ...top]) ?? B.n(1);
  const denominator = productNode(c.q === 1n ? bottom : [B.n(c.q), ...bottom]);
  const body = denominator ? B.frac(numerator, denominator) : numerator;
  return negative ? negLead(body) : body;
};

/** Whether a term is written with a leading minus. */
const negativeTerm = (e: Ex): boolean => splitTerm(e)[0].p < 0n;

/** The value as an expression tree, as it is shown and checked, with x named `x`. */
export const show = (e: Ex, x = 'x'): MathNode => showIn(e, x);

const showIn = (e: Ex, x: string): MathNode => {
  const show = (v: Ex) => showIn(v, x);
  switch (e.k) {
    case 'num':
      return coefficientNode(e.q);
    case 'x':
      return B.variable(x);
    case 'const':
      return B.constant(e.name);
    case 'add':
      return e.terms
        .map((t) => ({ t, minus: negativeTerm(t) }))
        .reduce<MathNode | undefined>((acc, { t, minus }) => {
          const node = minus ? show(negate(t)) : show(t);
          if (!acc) return minus ? negLead(node) : node;
          return minus ? B.sub(acc, node) : B.add(acc, node);
        }, undefined) as MathNode;
    case 'mul':
      return mulNode(e, x);
    case 'pow':
      if (e.exp.k === 'num' && e.exp.q.p < 0n) return mulNode(e, x);
      return powerNode(e.base, e.exp, x);
    case 'fn':
      return e.name === 'ln' ? B.ln(show(e.arg)) : B.fn(e.name, show(e.arg));
    case 'log':
      return R.eq(e.base, TEN) ? B.log(show(e.arg)) : B.log(show(e.arg), qNode(e.base));
  }
};

/** Numeric value at x, for checks (NaN outside the domain). */
export const valueAt = (e: Ex, x: number): number => {
  switch (e.k) {
    case 'num':
      return R.toNumber(e.q);
    case 'x':
      return x;
    case 'const':
      return e.name === 'e' ? Math.E : Math.PI;
    case 'add':
      return e.terms.reduce((s, t) => s + valueAt(t, x), 0);
    case 'mul':
      return e.factors.reduce((s, t) => s * valueAt(t, x), 1);
    case 'pow': {
      const [b, k] = [valueAt(e.base, x), valueAt(e.exp, x)];
      // The real odd root of a negative base, as exactPower gives it: (−8)^(2/3) = 4.
      if (b < 0 && e.exp.k === 'num' && !R.isInt(e.exp.q) && e.exp.q.q % 2n === 1n)
        return (e.exp.q.p % 2n === 0n ? 1 : -1) * (-b) ** k;
      return b ** k;
    }
    case 'fn': {
      const a = valueAt(e.arg, x);
      return e.name === 'ln' ? Math.log(a) : Math[e.name](a);
    }
    case 'log':
      return Math.log(valueAt(e.arg, x)) / Math.log(R.toNumber(e.base));
  }
};
