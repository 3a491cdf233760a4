/**
 * One-sided limits of an antiderivative, for improper integrals: F(x) as x → p⁺, p⁻, +∞ or −∞,
 * exactly. Near the point each part of F is led by a term c·t^α·L^β·(ln L)^γ·e^E, t → 0⁺ the
 * distance to p (or 1/|x| towards infinity) and L = ln(1/t): products multiply their terms, a sum
 * keeps its largest (its coefficients added, exactly), ln turns a power of t into a multiple of
 * L, and a part that is 0 at p but analytic there is led by its first derivative that is not 0
 * (so x² − 1 near 1 is 2(x − 1), cos(x) near π/2 is −(x − π/2)). sin and cos of something that
 * grows without bound oscillate. When the terms cannot be compared (coefficients that cancel in
 * a way the algebra cannot see) the answer is "unknown", never a guess.
 */

import * as A from '../../../algebra/calculus';
import { derivativeValue, toCanonical } from '../../../algebra/derivative';
import { evalExact } from '../../../algebra/reading';
import { specialValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, SolveStop } from '../../../math/rational';
import type { MathNode } from '../../../math/tree';

/** Where x goes: to the point `at` from the side `side`, or (no `at`) to side·∞. */
export interface Approach {
  at?: MathNode;
  side: 1 | -1;
}

/** A limit: a value, ±∞, or none (the function keeps oscillating). */
export type Limit =
  | { k: 'value'; value: MathNode }
  | { k: 'infinite'; sign: 1 | -1 }
  | { k: 'none' };

/** c·t^α·L^β·(ln L)^γ·e^E with E → ±∞ (Esign) when there is an E. */
interface Term {
  k: 'term';
  c: MathNode;
  alpha: Q;
  beta: Q;
  gamma: Q;
  E?: MathNode;
  Esign?: 1 | -1;
}

/**
 * How a part behaves: a leading term; 0 near the point; → 0 at a rate not known (`small`);
 * bounded without a limit (`osc`); unbounded without a limit (`wild`).
 */
type Lead = Term | { k: 'zero' } | { k: 'small' } | { k: 'osc' } | { k: 'wild' };

interface Context {
  x: string;
  approach: Approach;
  bars: Set<string>;
  /** Whether a part that is 0 at the point may be expanded by its derivatives. */
  expand: boolean;
  depth: number;
}

const ZERO_Q = R.ZERO;
const term = (c: MathNode, alpha = ZERO_Q, beta = ZERO_Q, gamma = ZERO_Q): Term => ({
  k: 'term',
  c,
  alpha,
  beta,
  gamma,
});

/** −1, 0 or 1 for a constant: exactly where the exact numbers hold it, else with a clear margin. */
export const signOf = (c: MathNode): -1 | 0 | 1 | undefined => {
  if (A.key(c) === A.key(A.ZERO)) return 0;
  try {
    return E.sign(evalExact(A.show(c))) as -1 | 0 | 1;
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
  }
  const v = A.valueAt(c, 0);
  if (!Number.isFinite(v) || approxEqual(v, 0, TOLERANCE.same)) return undefined;
  return v < 0 ? -1 : 1;
};

/**
 * sin, cos or tan of a constant exactly, at multiples of π/12 (cos(π) = −1, tan(π/4) = 1);
 * undefined elsewhere and where the function is undefined.
 */
export const trigAt = (name: 'sin' | 'cos' | 'tan', arg: MathNode): MathNode | undefined => {
  let q: Q;
  try {
    const v = evalExact(A.show(arg));
    const [t] = v;
    if (v.length === 0) q = R.ZERO;
    else if (v.length === 1 && t && t.pi === 1 && t.radicand === 1) q = t.c;
    else return undefined;
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  const degrees = R.mul(q, R.int(180));
  if (!R.isInt(degrees)) return undefined;
  const node = specialValue(name, Number(degrees.p));
  return node && toCanonical(node, 'x');
};

/** Whether a term grows without bound, tends to 0, or has a finite limit (its c). */
const classify = (t: Term): 'infinite' | 'vanishing' | 'finite' => {
  if (t.E) return (t.Esign ?? 1) > 0 ? 'infinite' : 'vanishing';
  for (const [k, growing] of [
    [t.alpha, -1],
    [t.beta, 1],
    [t.gamma, 1],
  ] as const) {
    const s = R.sign(k);
    if (s !== 0) return s === growing ? 'infinite' : 'vanishing';
  }
  return 'finite';
};

/** > 0 when a outgrows b, < 0 when b outgrows a, 0 when they are of one order; undefined when unknown. */
const dominance = (a: Term, b: Term, ctx: Context): number | undefined => {
  if (a.E || b.E) {
    if (a.E && b.E && A.key(a.E) !== A.key(b.E)) {
      const d = leadOf(A.difference(a.E, b.E), ctx);
      if (d?.k !== 'term' || classify(d) !== 'infinite') return undefined;
      return signOf(d.c);
    }
    if (a.E && !b.E) return a.Esign;
    if (b.E && !a.E) return -(b.Esign ?? 1);
  }
  return R.cmp(b.alpha, a.alpha) || R.cmp(a.beta, b.beta) || R.cmp(a.gamma, b.gamma);
};

/** The first derivative of e (0 at the point, analytic there) that is not 0 there, as t^k. */
const analytic = (e: MathNode, ctx: Context): Lead | undefined => {
  const { at, side } = ctx.approach;
  if (!at || ctx.depth > 4) return undefined;
  const inner: Context = { ...ctx, expand: false, depth: ctx.depth + 1 };
  let d = e;
  let factorial = 1;
  for (let k = 1; k <= 6; k++) {
    d = derivativeValue(A.show(d, ctx.x), ctx.x);
    factorial *= k;
    const l = leadOf(d, inner);
    if (l?.k === 'zero') continue;
    if (l?.k !== 'term' || classify(l) !== 'finite') return undefined;
    const s = signOf(l.c);
    if (s === undefined) return undefined;
    if (s !== 0)
      return term(A.product(l.c, A.num(R.rat(BigInt(side ** k), BigInt(factorial)))), R.int(k));
  }
  return undefined;
};

const multiply = (a: Lead | undefined, b: Lead | undefined, ctx: Context): Lead | undefined => {
  if (!a || !b) return undefined;
  if (a.k === 'zero' || b.k === 'zero') return { k: 'zero' };
  if (a.k !== 'term' || b.k !== 'term') {
    const [odd, other] = a.k === 'term' ? [b, a] : [a, b];
    if (other.k !== 'term') {
      if (odd.k === 'small' && other.k === 'small') return odd;
      if ((odd.k === 'small' && other.k === 'osc') || (odd.k === 'osc' && other.k === 'small'))
        return { k: 'small' };
      return undefined;
    }
    const size = classify(other);
    if (odd.k === 'small') return size === 'infinite' ? undefined : odd;
    if (odd.k === 'osc')
      return size === 'finite' ? odd : size === 'vanishing' ? { k: 'small' } : { k: 'wild' };
    return size === 'vanishing' ? undefined : odd;
  }
  const out: Term = {
    k: 'term',
    c: A.product(a.c, b.c),
    alpha: R.add(a.alpha, b.alpha),
    beta: R.add(a.beta, b.beta),
    gamma: R.add(a.gamma, b.gamma),
  };
  if (a.E && b.E) {
    const E = A.sum(a.E, b.E);
    const l = leadOf(E, ctx);
    if (l?.k !== 'term' || classify(l) !== 'infinite') return undefined;
    const s = signOf(l.c);
    return s ? { ...out, E, Esign: s as 1 | -1 } : undefined;
  }
  const E = a.E ?? b.E;
  return E ? { ...out, E, Esign: a.Esign ?? b.Esign } : out;
};

const add = (parts: [MathNode, Lead | undefined][], ctx: Context): Lead | undefined => {
  const terms: [MathNode, Term][] = [];
  let osc = false;
  let small = false;
  let wild = false;
  for (const [ex, l] of parts) {
    if (!l) return undefined;
    if (l.k === 'term') terms.push([ex, l]);
    else if (l.k === 'osc') osc = true;
    else if (l.k === 'small') small = true;
    else if (l.k === 'wild') wild = true;
  }
  let top: [MathNode, Term][] = [];
  for (const t of terms) {
    const d = top[0] ? dominance(t[1], top[0][1], ctx) : 1;
    if (d === undefined) return undefined;
    if (d > 0) top = [t];
    else if (d === 0) top.push(t);
  }
  const first = top[0];
  if (wild) return first && classify(first[1]) === 'infinite' ? undefined : { k: 'wild' };
  if (!first) return osc ? { k: 'osc' } : small ? { k: 'small' } : { k: 'zero' };
  const c = A.sum(...top.map(([, t]) => t.c));
  const s = signOf(c);
  if (s === undefined) return undefined;
  if (s === 0) {
    // The largest parts cancel: analytic ones are expanded further (only their value is asked
    // for when `expand` is off), logarithms combined into one; anything else cannot be told.
    const whole = A.sum(...top.map(([ex]) => ex));
    const finite = classify(first[1]) === 'finite';
    if (finite && !ctx.expand) return { k: 'zero' };
    const expanded = finite
      ? analytic(whole, ctx)
      : logarithms(
          top.map(([ex]) => ex),
          ctx,
        );
    if (!expanded) return undefined;
    const rest = parts.filter(([ex]) => !top.some(([t]) => t === ex));
    return add([...rest, [whole, expanded]], ctx);
  }
  const out: Term = { ...first[1], c };
  const size = classify(out);
  if (size === 'infinite') return out;
  if (osc) return { k: 'osc' };
  return size === 'vanishing' && small ? { k: 'small' } : out;
};

const power = (l: Lead | undefined, r: Q): Lead | undefined => {
  if (!l) return undefined;
  if (l.k === 'zero' || l.k === 'small') return r.p > 0n ? l : undefined;
  if (l.k !== 'term') return undefined;
  const s = signOf(l.c);
  if (!s || (s < 0 && r.q % 2n === 0n)) return undefined;
  const k = A.num(r);
  return {
    k: 'term',
    c: A.power(l.c, k),
    alpha: R.mul(l.alpha, r),
    beta: R.mul(l.beta, r),
    gamma: R.mul(l.gamma, r),
    ...(l.E ? { E: A.product(l.E, k), Esign: (l.Esign ?? 1) * R.sign(r) > 0 ? 1 : -1 } : {}),
  } as Term;
};

/** bᵘ for a constant b > 0. */
const exponential = (b: MathNode, u: MathNode, ctx: Context): Lead | undefined => {
  const l = leadOf(u, ctx);
  if (!l || l.k === 'wild') return undefined;
  if (l.k === 'zero' || l.k === 'small') return term(A.ONE);
  if (l.k === 'osc') return l;
  const size = classify(l);
  if (size === 'finite') return term(A.power(b, l.c));
  if (size === 'vanishing') return term(A.ONE);
  const lnb = A.fn('ln', b);
  const s = (signOf(l.c) ?? 0) * (signOf(lnb) ?? 0);
  return s === 0 ? undefined : { ...term(A.ONE), E: A.product(u, lnb), Esign: s > 0 ? 1 : -1 };
};

/** The lead of v made positive: |v| when v is barred; undefined when v is negative and not barred. */
const positive = (v: MathNode, ctx: Context): Term | undefined => {
  const l = leadOf(v, ctx);
  if (l?.k !== 'term') return undefined;
  const s = signOf(l.c);
  if (!s || (s < 0 && !ctx.bars.has(A.key(v)))) return undefined;
  return s < 0 ? { ...l, c: A.negate(l.c) } : l;
};

/** ln(v), or ln|v| when v is barred. */
const logarithm = (v: MathNode, ctx: Context): Lead | undefined => lnOf(positive(v, ctx), ctx);

/**
 * A sum of k·ln(u) with rational k, as the one logarithm ln(∏uᵏ): ln(x) − ln(x + 1) → 0 as
 * x → ∞ although each part grows.
 */
const logarithms = (parts: MathNode[], ctx: Context): Lead | undefined => {
  let inside: Lead | undefined = term(A.ONE);
  for (const p of parts) {
    const factors = A.factorsOf(p);
    const q = factors.length === 2 ? A.rational(factors[0] as MathNode) : undefined;
    const [k, rest] = q ? [q, factors[1] as MathNode] : [R.ONE, p];
    const ln = A.view(rest);
    if (ln.k !== 'fn' || ln.name !== 'ln') return undefined;
    inside = multiply(inside, power(positive(ln.arg, ctx), k), ctx);
  }
  const l = inside?.k === 'term' ? lnOf(inside, ctx) : undefined;
  // ln of something that tends to 1: it tends to 0, at a rate the leading terms do not give.
  return l?.k === 'term' && signOf(l.c) === 0 ? { k: 'small' } : l;
};

/** ln of a positive lead. */
const lnOf = (l: Term | undefined, ctx: Context): Lead | undefined => {
  if (!l) return undefined;
  if (l.E) return leadOf(l.E, ctx);
  if (R.sign(l.alpha) !== 0) return term(A.num(R.neg(l.alpha)), ZERO_Q, R.ONE);
  if (R.sign(l.beta) !== 0) return term(A.num(l.beta), ZERO_Q, ZERO_Q, R.ONE);
  if (R.sign(l.gamma) !== 0) return undefined;
  return term(A.fn('ln', l.c));
};

const trig = (name: 'sin' | 'cos' | 'tan', u: MathNode, ctx: Context): Lead | undefined => {
  if (name === 'tan')
    return multiply(
      leadOf(A.fn('sin', u), ctx),
      power(leadOf(A.fn('cos', u), ctx), R.int(-1)),
      ctx,
    );
  const l = leadOf(u, ctx);
  if (!l || l.k === 'wild') return undefined;
  const size = l.k === 'term' ? classify(l) : undefined;
  if (l.k === 'zero' || l.k === 'small' || size === 'vanishing')
    return name === 'sin' ? l : term(A.ONE);
  if (l.k === 'osc' || size === 'infinite') return { k: 'osc' };
  const c = (l as Term).c;
  return term(trigAt(name, c) ?? A.fn(name, c));
};

/** The leading behaviour of e as x approaches the point. */
const leadOf = (e: MathNode, ctx: Context): Lead | undefined => {
  const found = rawLead(e, ctx);
  // A part that is 0 at the point: its size there comes from its derivatives.
  if (found?.k === 'term' && classify(found) === 'finite' && signOf(found.c) === 0)
    return ctx.expand ? analytic(e, ctx) : { k: 'zero' };
  return found;
};

const rawLead = (e: MathNode, ctx: Context): Lead | undefined => {
  if (!A.hasX(e)) return signOf(e) === 0 ? { k: 'zero' } : term(e);
  const { at, side } = ctx.approach;
  const v = A.view(e);
  switch (v.k) {
    case 'x':
      if (!at) return term(A.int(side), R.int(-1));
      return signOf(at) === 0 ? term(A.int(side), R.ONE) : term(at);
    case 'add':
      return add(
        v.terms.map((t) => [t, leadOf(t, ctx)]),
        ctx,
      );
    case 'mul':
      return v.factors.reduce<Lead | undefined>(
        (acc, f) => multiply(acc, leadOf(f, ctx), ctx),
        term(A.ONE),
      );
    case 'pow': {
      if (!A.hasX(v.exp)) {
        const k = A.rational(v.exp);
        return k ? power(leadOf(v.base, ctx), k) : undefined;
      }
      if (!A.hasX(v.base) && (signOf(v.base) ?? 0) > 0) return exponential(v.base, v.exp, ctx);
      return undefined;
    }
    case 'fn':
      return v.name === 'ln' ? logarithm(v.arg, ctx) : trig(v.name, v.arg, ctx);
    case 'log':
      return multiply(
        logarithm(v.arg, ctx),
        term(A.power(A.fn('ln', A.num(v.base)), A.int(-1))),
        ctx,
      );
    default:
      return undefined;
  }
};

/**
 * The limit of F as x approaches the point, with ln(u) read as ln|u| for each u in `bars`;
 * undefined when it cannot be decided here.
 */
export const limitOf = (
  F: MathNode,
  bars: readonly MathNode[],
  x: string,
  approach: Approach,
): Limit | undefined => {
  const ctx: Context = {
    x,
    approach,
    bars: new Set(bars.map((b) => A.key(b))),
    expand: true,
    depth: 0,
  };
  const l = leadOf(F, ctx);
  if (!l) return undefined;
  if (l.k === 'zero' || l.k === 'small') return { k: 'value', value: A.ZERO };
  if (l.k === 'osc' || l.k === 'wild') return { k: 'none' };
  const size = classify(l);
  if (size === 'vanishing') return { k: 'value', value: A.ZERO };
  if (size === 'finite') return { k: 'value', value: l.c };
  const s = signOf(l.c);
  return s ? { k: 'infinite', sign: s } : undefined;
};
