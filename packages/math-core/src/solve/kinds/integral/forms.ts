/**
 * The shapes the integration rules recognise: the standard integrals of the variable itself, the
 * inner functions worth substituting, a polynomial, a root of a linear expression, products of
 * sums multiplied out, and a tree with its variable replaced.
 */

import * as A from '../../../algebra/calculus';
import { derivativeValue } from '../../../algebra/derivative';
import * as B from '../../../math/build';
import * as R from '../../../math/rational';
import type { Say } from '../../../math/rules';
import { qNode } from '../../../math/show';
import type { MathNode } from '../../../math/tree';

import { unsupported } from './refusals';

/**
 * A root of a linear expression other than the variable, (ax + b)^(p/q) with q > 1: √(x + 1),
 * 1/√(2x − 3) (a polynomial times a root of the variable itself is multiplied out).
 */
export const rootOfLinear = (g: MathNode, name: string): boolean => {
  if (g.type !== 'power' || !A.hasX(g.base) || !isPolynomial(g.base) || g.base.type === 'variable')
    return false;
  const k = A.rational(g.exponent);
  const slope = A.rational(derivativeValue(A.show(g.base, name), name));
  return k !== undefined && !R.isInt(k) && slope !== undefined && !R.isZero(slope);
};

export const isNegative = (e: MathNode): boolean => {
  const q = A.rational(A.factorsOf(e)[0] as MathNode);
  return q !== undefined && q.p < 0n;
};
export const isNum = (e: MathNode | undefined, k: number): boolean => {
  const q = e && A.rational(e);
  return q !== undefined && R.eq(q, R.int(k));
};
/** Whether e is name(x) of the variable itself. */
const isFn = (e: MathNode, name: A.Fn): boolean => {
  const v = A.view(e);
  return v.k === 'fn' && v.name === name && v.arg.type === 'variable';
};
/** The base and exponent of a power (undefined for anything else). */
export const powerOf = (e: MathNode): { base: MathNode; exp: MathNode } | undefined => {
  const v = A.view(e);
  return v.k === 'pow' ? v : undefined;
};

/** A standard integral in the variable itself: the antiderivative, its rule, and its note. */
interface Standard {
  F: MathNode;
  bars: MathNode[];
  rule: string;
  say: Say;
  raw?: MathNode;
}

/** ∫f for f = xⁿ, 1/x, eˣ, aˣ, sin, cos, tan, sec², csc² of the variable itself. */
export const standard = (f: MathNode, name: string): Standard | undefined => {
  const x = name;
  const v = B.variable(x);
  // The note of the standard integral of this form, in the variable x.
  const known = (form: string): Say => ({ rule: 'integral', form, params: { unknown: x } });
  const power = (n: R.Q): Standard => {
    const m = R.add(n, R.ONE);
    return {
      F: A.product(A.num(R.div(R.ONE, m)), A.power(A.X, A.num(m))),
      bars: [],
      rule: 'powerRule',
      say: { rule: 'integralPower', params: { unknown: x, n: qNode(n) } },
      raw: B.frac(B.pow(v, qNode(m)), qNode(m)),
    };
  };
  const p = powerOf(f);
  const n = p && A.rational(p.exp);
  if (f.type === 'variable') return power(R.ONE);
  if (p && p.base.type === 'variable' && n) {
    if (R.eq(n, R.int(-1)))
      return {
        F: A.fn('ln', A.X),
        bars: [A.X],
        rule: 'standardIntegrals',
        say: known('reciprocal'),
      };
    return power(n);
  }
  if (p && p.exp.type === 'variable' && !A.hasX(p.base)) {
    if (p.base.type === 'constant' && p.base.name === 'e')
      return {
        F: f,
        bars: [],
        rule: 'standardIntegrals',
        say: known('exp'),
      };
    const a = A.valueAt(p.base, 0);
    if (!(a > 0) || a === 1) throw unsupported('integralExponentialBase');
    return {
      F: A.quotient(f, A.fn('ln', p.base)),
      bars: [],
      rule: 'standardIntegrals',
      say: known('base'),
    };
  }
  if (isFn(f, 'sin'))
    return {
      F: A.negate(A.fn('cos', A.X)),
      bars: [],
      rule: 'standardIntegrals',
      say: known('sin'),
    };
  if (isFn(f, 'cos'))
    return {
      F: A.fn('sin', A.X),
      bars: [],
      rule: 'standardIntegrals',
      say: known('cos'),
    };
  if (isFn(f, 'tan'))
    return {
      F: A.negate(A.fn('ln', A.fn('cos', A.X))),
      bars: [A.fn('cos', A.X)],
      rule: 'standardIntegrals',
      say: known('tan'),
    };
  if (p && isNum(p.exp, -2) && isFn(p.base, 'cos'))
    return {
      F: A.fn('tan', A.X),
      bars: [],
      rule: 'standardIntegrals',
      say: known('sec2'),
    };
  if (p && isNum(p.exp, -2) && isFn(p.base, 'sin'))
    return {
      F: A.negate(A.quotient(A.fn('cos', A.X), A.fn('sin', A.X))),
      bars: [],
      rule: 'standardIntegrals',
      say: known('csc2'),
    };
  return undefined;
};

/** The inner functions u of f worth trying as a substitution, outermost first. */
export const candidates = (f: MathNode): MathNode[] => {
  const found = new Map<string, MathNode>();
  const add = (u: MathNode) => {
    if (u.type !== 'variable' && A.hasX(u) && !found.has(A.key(u))) found.set(A.key(u), u);
  };
  const walk = (e: MathNode): void => {
    const v = A.view(e);
    switch (v.k) {
      case 'add':
        v.terms.forEach(walk);
        return;
      case 'mul':
        v.factors.forEach(walk);
        return;
      case 'pow':
        if (!A.hasX(v.exp)) add(v.base);
        else if (!A.hasX(v.base)) add(v.exp);
        walk(v.base);
        walk(v.exp);
        return;
      case 'fn':
      case 'log':
        add(v.arg);
        add(e);
        walk(v.arg);
        return;
      default:
        return;
    }
  };
  walk(f);
  return [...found.values()];
};

/**
 * e with each u in it replaced by the variable, and x itself by `inverse` (x in terms of u, for a
 * linear u) when given; undefined when the variable is left over.
 */
export const replaceBy = (e: MathNode, uKey: string, inverse?: MathNode): MathNode | undefined => {
  if (A.key(e) === uKey) return A.X;
  const all = (items: MathNode[]): MathNode[] | undefined => {
    const out = items.map((t) => replaceBy(t, uKey, inverse));
    return out.every((t) => t !== undefined) ? (out as MathNode[]) : undefined;
  };
  const v = A.view(e);
  switch (v.k) {
    case 'x':
      return inverse;
    case 'num':
    case 'const':
      return e;
    case 'add': {
      const t = all(v.terms);
      return t && A.sum(...t);
    }
    case 'mul': {
      const t = all(v.factors);
      return t && A.product(...t);
    }
    case 'pow': {
      const t = all([v.base, v.exp]);
      return t && A.power(t[0] as MathNode, t[1] as MathNode);
    }
    case 'fn': {
      const a = replaceBy(v.arg, uKey, inverse);
      return a && A.fn(v.name, a);
    }
    case 'log': {
      const a = replaceBy(v.arg, uKey, inverse);
      return a && A.log(v.base, a);
    }
  }
};

/** e(u): the variable of e replaced by u. */
export const compose = (e: MathNode, u: MathNode): MathNode => {
  const c = (t: MathNode) => compose(t, u);
  const v = A.view(e);
  switch (v.k) {
    case 'x':
      return u;
    case 'num':
    case 'const':
      return e;
    case 'add':
      return A.sum(...v.terms.map(c));
    case 'mul':
      return A.product(...v.factors.map(c));
    case 'pow':
      return A.power(c(v.base), c(v.exp));
    case 'fn':
      return A.fn(v.name, c(v.arg));
    case 'log':
      return A.log(v.base, c(v.arg));
  }
};

const MAX_TERMS = 40;
export const MAX_EXPANSIONS = 12;

/** Products of sums multiplied out (whole powers of sums up to the 6th too). */
export const multiplyOut = (e: MathNode): MathNode => {
  const times = (terms: MathNode[], factor: MathNode): MathNode[] => {
    const v = A.view(factor);
    if (v.k === 'add') return terms.flatMap((t) => v.terms.map((s) => A.product(t, s)));
    const k = v.k === 'pow' ? A.rational(v.exp) : undefined;
    if (v.k === 'pow' && A.view(v.base).k === 'add' && k && R.isInt(k) && k.p >= 2n && k.p <= 6n) {
      let out = terms;
      for (let i = 0n; i < k.p && out.length <= MAX_TERMS; i++) out = times(out, v.base);
      return out;
    }
    return terms.map((t) => A.product(t, factor));
  };
  const factors = A.factorsOf(e);
  let terms: MathNode[] = [A.ONE];
  for (const f of factors) {
    terms = times(terms, f);
    if (terms.length > MAX_TERMS) return e;
  }
  return A.sum(...terms);
};

export const MAX_PARTS = 10;

/** Whether e is a polynomial in the variable (whole powers, numbers and constants). */
export const isPolynomial = (e: MathNode): boolean => {
  const v = A.view(e);
  switch (v.k) {
    case 'num':
    case 'const':
    case 'x':
      return true;
    case 'add':
      return v.terms.every(isPolynomial);
    case 'mul':
      return v.factors.every(isPolynomial);
    case 'pow': {
      const k = A.rational(v.exp);
      return k !== undefined && R.isInt(k) && k.p >= 0n && isPolynomial(v.base);
    }
    default:
      return false;
  }
};

/** ln(u) and log_b(u) are both `log` nodes. */
export const isLog = (e: MathNode): boolean => e.type === 'log';
