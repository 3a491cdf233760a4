/**
 * Trigonometric identities as rewriting of the one tree: tan, cot, sec and csc written in sin and
 * cos (the quotient and reciprocal identities), sin 2u and cos 2u written in sin u and cos u (the
 * double-angle identities), then the whole as one fraction of polynomials in s = sin u and
 * c = cos u, where sin²u + cos²u = 1 (the Pythagorean identity) trades c² for 1 − s² or s² for
 * 1 − c², whichever leaves fewer terms, and common factors cancel; a result that is one of the
 * identities' other sides (cos²u − sin²u, 1/cos²u, sin u/cos u) is written as it (cos 2u, sec²u,
 * tan u). The identities are applied in that fixed order, each as one rewrite the caller can show
 * as a step; nothing here looks up a whole expression. A polynomial in s and c with c² replaced
 * by 1 − s² everywhere (`sForm`) is one of a kind: two expressions are equal for every u exactly
 * when those forms of their difference's top is 0. The trigonometry kinds (equations in two
 * functions, identities and simplification) read their working from here.
 */

import { fn, frac, n as numberNode, pow, times } from '../math/build';
import type { Exact } from '../math/exact';
import * as E from '../math/exact';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { negLead } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import {
  cosOf,
  cosOverSin,
  cosSquaresDifference,
  IDENTITIES,
  type Identity,
  oneLessTwiceSin2,
  oneOverCos,
  oneOverSin,
  sinOverCos,
  twice,
  twiceCos2LessOne,
  twiceSinCos,
} from './identity-formulas';
import * as P from './poly';
import { evalExact, hasVariable, mapTree, toPoly } from './reading';

/** A polynomial in s = sin u and c = cos u: "i,j" → the exact coefficient of sⁱcʲ (none is 0). */
export type SC = ReadonlyMap<string, Exact>;
/** A quotient of two such polynomials. */
export interface Ratio {
  num: SC;
  den: SC;
}

const MAX_SC_DEGREE = 12;
const key = (i: number, j: number): string => `${i},${j}`;
/** The exponents of s and c of a key. */
export const exponents = (k: string): [number, number] =>
  k.split(',').map(Number) as [number, number];

const collect = (terms: Iterable<[string, Exact]>): SC => {
  const out = new Map<string, Exact>();
  for (const [k, c] of terms) out.set(k, E.add(out.get(k) ?? [], c));
  for (const [k, c] of [...out]) if (c.length === 0) out.delete(k);
  return out;
};
export const scConst = (c: Exact): SC => collect([[key(0, 0), c]]);
export const ONE_SC = /* @__PURE__ */ scConst(/* @__PURE__ */ E.fromQ(R.ONE));
const S = /* @__PURE__ */ collect([[/* @__PURE__ */ key(1, 0), /* @__PURE__ */ E.fromQ(R.ONE)]]);
const C = /* @__PURE__ */ collect([[/* @__PURE__ */ key(0, 1), /* @__PURE__ */ E.fromQ(R.ONE)]]);
export const scAdd = (a: SC, b: SC): SC => collect([...a, ...b]);
export const scScale = (a: SC, k: Exact): SC => collect([...a].map(([m, c]) => [m, E.mul(c, k)]));
export const scSub = (a: SC, b: SC): SC => scAdd(a, scScale(b, E.fromQ(R.int(-1))));
export const scMul = (a: SC, b: SC): SC => {
  const out: [string, Exact][] = [];
  for (const [m, x] of a)
    for (const [n, y] of b) {
      const [i, j] = exponents(m);
      const [k, l] = exponents(n);
      if (i + j + k + l > MAX_SC_DEGREE) throw R.tooLarge();
      out.push([key(i + k, j + l), E.mul(x, y)]);
    }
  return collect(out);
};
const scPow = (a: SC, k: number): SC => {
  let out = ONE_SC;
  for (let i = 0; i < k; i++) out = scMul(out, a);
  return out;
};
const degreeOf = (a: SC): number =>
  Math.max(0, ...[...a.keys()].map((k) => exponents(k)[0] + exponents(k)[1]));
export const scEqual = (a: SC, b: SC): boolean => scSub(a, b).size === 0;
/** The constant of a polynomial that is one, else undefined. */
export const constantOf = (a: SC): Exact | undefined =>
  a.size === 0 ? [] : a.size === 1 && a.has(key(0, 0)) ? a.get(key(0, 0)) : undefined;

/** c^(2m) = (1 − s²)^m throughout: the one form of a polynomial modulo sin²u + cos²u = 1. */
export const sForm = (a: SC): SC => swapSquares(a, 1);
/** s^(2m) = (1 − c²)^m throughout. */
export const cForm = (a: SC): SC => swapSquares(a, 0);
const swapSquares = (a: SC, which: 0 | 1): SC => {
  const oneMinus = scSub(ONE_SC, which === 1 ? scMul(S, S) : scMul(C, C));
  let out: SC = new Map();
  for (const [m, c] of a) {
    const e = exponents(m);
    const half = Math.floor(e[which] / 2);
    e[which] -= 2 * half;
    out = scAdd(out, scMul(collect([[key(...e), c]]), scPow(oneMinus, half)));
  }
  return out;
};
/** sin²u + cos²u = 1 where both squares come with the same factor: k·m·s² + k·m·c² is k·m. */
const sumRule = (a: SC): SC => {
  let out = new Map(a);
  for (const [m, c] of a) {
    const [i, j] = exponents(m);
    const partner = key(i - 2, j + 2);
    if (i < 2 || !out.has(m) || !out.has(partner) || !E.equal(out.get(partner) as Exact, c))
      continue;
    out = new Map(
      scSub(
        out,
        collect([
          [m, c],
          [partner, c],
        ]),
      ),
    );
    out = new Map(scAdd(out, collect([[key(i - 2, j), c]])));
  }
  return out;
};
const size = (a: SC): [number, number] => [a.size, degreeOf(a)];
const smaller = (a: SC, b: SC): boolean => {
  const [x, y] = [size(a), size(b)];
  return x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]);
};
/**
 * The polynomial with the Pythagorean identity used where it leaves fewer terms (then a lower
 * degree): sin² + cos² → 1, 1 − cos² → sin², 1 − sin² → cos²; unchanged when nothing is shorter.
 */
export const pythagorean = (a: SC): SC => pythagoreanWith(a).form;

/** `pythagorean`, with the form of the identity it used, if any: cos²u = 1 − sin²u. */
export const pythagoreanWith = (a: SC): { form: SC; used?: Identity } => {
  const tried: [SC, Identity][] = [
    [sumRule(a), IDENTITIES.sumOfSquares],
    [sForm(a), IDENTITIES.cosSquared],
    [cForm(a), IDENTITIES.sinSquared],
  ];
  return tried.reduce<{ form: SC; used?: Identity }>(
    (best, [form, used]) => (smaller(form, best.form) ? { form, used } : best),
    { form: a },
  );
};

/** Whether two polynomials in s and c are equal for every u (equal once sin²u + cos²u = 1). */
export const sameForEveryAngle = (a: SC, b: SC): boolean => sForm(scSub(a, b)).size === 0;

// ---------------------------------------------------------------------------------------------
// Trees

const TRIG = /* @__PURE__ */ new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);
const isTrigCall = (n: MathNode): n is Extract<MathNode, { type: 'function' }> =>
  n.type === 'function' && TRIG.has(n.name) && n.args.length === 1;

/** Whether a tree has a trig function of an unknown in it. */
export const hasTrigOfUnknown = (node: MathNode): boolean => {
  const found = new Map<string, MathNode>();
  argumentsOf(node, found);
  return found.size > 0;
};

/** Every argument of a trig function in a tree that holds an unknown, each once by its text. */
const argumentsOf = (node: MathNode, out: Map<string, MathNode>): void => {
  if (isTrigCall(node) && hasVariable(node)) {
    out.set(toText(node.args[0] as MathNode), node.args[0] as MathNode);
    return;
  }
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const item of value) argumentsOf(item as MathNode, out);
    else if (value && typeof value === 'object' && 'type' in value)
      argumentsOf(value as MathNode, out);
};

/** The angle the identities work in: u, and 2u when the tree also has functions of twice it. */
export interface Base {
  u: MathNode;
  double?: MathNode;
}

/**
 * The one angle u every trig function in a tree is of, or of 2u (sin(2x) beside sin(x)); when
 * every function is of one argument, that argument. Undefined for functions of other angles.
 */
export const baseAngle = (tree: MathNode): Base | undefined => {
  const found = new Map<string, MathNode>();
  argumentsOf(tree, found);
  const args = [...found.values()];
  if (args.length === 1) return { u: args[0] as MathNode };
  if (args.length !== 2) return undefined;
  const [a, b] = args as [MathNode, MathNode];
  try {
    const [pa, pb] = [toPoly(a), toPoly(b)];
    if (P.equals(pb, P.scale(pa, R.int(2)))) return { u: a, double: b };
    if (P.equals(pa, P.scale(pb, R.int(2)))) return { u: b, double: a };
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
  }
  return undefined;
};

/** Which identity a rewrite applies: its rule's id in the solver's catalogue. */
export type IdentityRule =
  | 'quotientIdentity'
  | 'reciprocalIdentity'
  | 'doubleAngle'
  | 'pythagorean';

/** One rewrite of the tree by one identity: the identities used and the tree after. */
export interface Rewrite {
  rule: IdentityRule;
  used: Identity[];
  tree: MathNode;
}

/**
 * tan, cot, sec and csc of u (and of 2u) in sin and cos: the quotient identities and, in a second
 * rewrite, the reciprocal ones; undefined for each when there is nothing to rewrite.
 */
export const inSinAndCos = (tree: MathNode): Rewrite[] => {
  const rewrites: Rewrite[] = [];
  const pass = (names: Record<string, [Identity, Identity]>, rule: IdentityRule) => {
    const used = new Set<Identity>();
    const last = rewrites.at(-1)?.tree ?? tree;
    const next = mapTree(last, (n) => {
      if (!isTrigCall(n) || !hasVariable(n) || !Object.hasOwn(names, n.name)) return undefined;
      const [said, to] = names[n.name] as [Identity, Identity];
      used.add(said);
      return to(n.args[0] as MathNode);
    });
    if (used.size > 0) rewrites.push({ rule, used: [...used], tree: next });
  };
  pass(
    { tan: [IDENTITIES.tan, sinOverCos], cot: [IDENTITIES.cot, cosOverSin] },
    'quotientIdentity',
  );
  pass(
    { sec: [IDENTITIES.sec, oneOverCos], csc: [IDENTITIES.csc, oneOverSin] },
    'reciprocalIdentity',
  );
  return rewrites;
};

/**
 * sin 2u and cos 2u in sin u and cos u; cos 2u as 2cos²u − 1 when the rest is in cos u alone,
 * 1 − 2sin²u when it is in sin u alone, cos²u − sin²u otherwise. Undefined when there is no
 * double angle.
 */
export const doubleAngle = (tree: MathNode, base: Base): Rewrite | undefined => {
  const { u, double } = base;
  if (!double) return undefined;
  const doubleText = toText(double);
  const names = new Set<string>();
  mapTree(tree, (n) => {
    if (isTrigCall(n) && toText(n.args[0] as MathNode) !== doubleText) names.add(n.name);
    return undefined;
  });
  const onlyCos = [...names].every((n) => n === 'cos');
  const onlySin = [...names].every((n) => n === 'sin');
  const used = new Set<Identity>();
  const by = (said: Identity, to: Identity): MathNode => {
    used.add(said);
    return to(u);
  };
  const next = mapTree(tree, (n) => {
    if (!isTrigCall(n) || toText(n.args[0] as MathNode) !== doubleText) return undefined;
    if (n.name === 'sin') return by(IDENTITIES.sinDouble, twiceSinCos);
    if (n.name !== 'cos') return undefined;
    if (onlyCos && names.size > 0) return by(IDENTITIES.cosDoubleInCos, twiceCos2LessOne);
    if (onlySin && names.size > 0) return by(IDENTITIES.cosDoubleInSin, oneLessTwiceSin2);
    return by(IDENTITIES.cosDouble, cosSquaresDifference);
  });
  return used.size > 0 ? { rule: 'doubleAngle', used: [...used], tree: next } : undefined;
};

/**
 * A tree in sin u and cos u (and numbers) as a quotient of polynomials in s and c; undefined for
 * anything else (the unknown outside sin and cos of u, a power that is not whole).
 */
export const ratioOf = (node: MathNode, u: MathNode): Ratio | undefined => {
  const angle = toText(u);
  const go = (n: MathNode): Ratio | undefined => {
    if (!hasVariable(n)) {
      try {
        return { num: scConst(evalExact(n)), den: ONE_SC };
      } catch (err) {
        if (err instanceof SolveStop) return undefined;
        throw err;
      }
    }
    switch (n.type) {
      case 'function':
        if (n.args.length !== 1 || toText(n.args[0] as MathNode) !== angle) return undefined;
        if (n.name === 'sin') return { num: S, den: ONE_SC };
        if (n.name === 'cos') return { num: C, den: ONE_SC };
        return undefined;
      case 'neg': {
        const a = go(n.arg);
        return a && { num: scScale(a.num, E.fromQ(R.int(-1))), den: a.den };
      }
      case 'binary':
      case 'fraction': {
        const [l, r] = n.type === 'fraction' ? [n.num, n.den] : [n.left, n.right];
        const op = n.type === 'fraction' ? '/' : n.op;
        const [a, b] = [go(l), go(r)];
        if (!a || !b) return undefined;
        if (op === '*') return { num: scMul(a.num, b.num), den: scMul(a.den, b.den) };
        if (op === '/') {
          if (b.num.size === 0) return undefined;
          return { num: scMul(a.num, b.den), den: scMul(a.den, b.num) };
        }
        if (op !== '+' && op !== '-') return undefined;
        const same = scEqual(a.den, b.den);
        const [x, y] = same ? [a.num, b.num] : [scMul(a.num, b.den), scMul(b.num, a.den)];
        return {
          num: op === '+' ? scAdd(x, y) : scSub(x, y),
          den: same ? a.den : scMul(a.den, b.den),
        };
      }
      case 'power': {
        if (hasVariable(n.exponent)) return undefined;
        const k = E.rational(evalExact(n.exponent));
        if (!k || !R.isInt(k) || R.abs(k).p > 8n) return undefined;
        const a = go(n.base);
        if (!a) return undefined;
        const m = Number(k.p);
        const [num, den] = [scPow(a.num, Math.abs(m)), scPow(a.den, Math.abs(m))];
        return m >= 0 ? { num, den } : num.size === 0 ? undefined : { num: den, den: num };
      }
      default:
        return undefined;
    }
  };
  return go(node);
};

/** The common factor sⁱcʲ of every term of two polynomials (the lowest power of each). */
const commonMonomial = (a: SC, b: SC): [number, number] => {
  const all = [...a.keys(), ...b.keys()].map(exponents);
  return [Math.min(...all.map((e) => e[0])), Math.min(...all.map((e) => e[1]))];
};
const divideMonomial = (a: SC, [i, j]: [number, number]): SC =>
  collect(
    [...a].map(([m, c]) => {
      const [k, l] = exponents(m);
      return [key(k - i, l - j), c];
    }),
  );

/** a/b in one of s or c (`which`: 0 for s, 1 for c) when b divides a exactly; undefined otherwise. */
const divideIn = (a: SC, b: SC, which: 0 | 1): SC | undefined => {
  const power = (m: string) => exponents(m)[which];
  const only = (p: SC) => [...p.keys()].every((m) => exponents(m)[1 - which] === 0);
  if (!only(a) || !only(b) || b.size === 0) return undefined;
  const unit = (k: number): string => (which === 0 ? key(k, 0) : key(0, k));
  const db = Math.max(...[...b.keys()].map(power));
  const lead = b.get(unit(db)) as Exact;
  let rest: SC = a;
  let quotient: SC = new Map();
  while (rest.size > 0) {
    const dr = Math.max(...[...rest.keys()].map(power));
    if (dr < db) return undefined;
    const term = collect([[unit(dr - db), E.div(rest.get(unit(dr)) as Exact, lead)]]);
    quotient = scAdd(quotient, term);
    rest = scSub(rest, scMul(term, b));
  }
  return quotient;
};

/** What `cancel` took out of the top and the bottom, and the quotient left. */
export interface Cancelled {
  ratio: Ratio;
  /** The factor cancelled, as a tree; undefined when nothing cancelled. */
  factor?: MathNode;
}

/**
 * Common factors of the top and the bottom cancelled: a power of sin u and cos u, a number, or a
 * polynomial in one of them that divides the other (with c² read as 1 − s², or s² as 1 − c²).
 */
export const cancel = ({ num, den }: Ratio, u: MathNode): Cancelled => {
  if (num.size === 0) return { ratio: { num, den: ONE_SC } };
  const common = commonMonomial(num, den);
  let ratio = { num: divideMonomial(num, common), den: divideMonomial(den, common) };
  let factor: SC = collect([[key(...common), E.fromQ(R.ONE)]]);
  const lone = constantOf(ratio.den);
  if (lone && lone.length > 0 && !E.equal(lone, E.fromQ(R.ONE))) {
    ratio = { num: scScale(ratio.num, E.inverse(lone)), den: ONE_SC };
    factor = scScale(factor, lone);
  }
  if (ratio.den.size > 1)
    for (const which of [0, 1] as const) {
      const form = which === 0 ? sForm : cForm;
      const [n, d] = [form(ratio.num), form(ratio.den)];
      const whole = divideIn(n, d, which);
      if (whole) {
        factor = scMul(factor, ratio.den);
        ratio = { num: pythagorean(whole), den: ONE_SC };
        break;
      }
      const flipped = divideIn(d, n, which);
      if (flipped && ratio.num.size > 1) {
        factor = scMul(factor, ratio.num);
        ratio = { num: ONE_SC, den: pythagorean(flipped) };
        break;
      }
    }
  return constantOf(factor) && E.equal(constantOf(factor) as Exact, E.fromQ(R.ONE))
    ? { ratio }
    : { ratio, factor: treeOf(factor, u) };
};

/** The terms highest degree first, then highest power of s first. */
const ordered = (a: SC): [string, Exact][] =>
  [...a].sort(([m], [n]) => {
    const [i, j] = exponents(m);
    const [k, l] = exponents(n);
    return k + l - (i + j) || k - i;
  });

/** The coefficient of the term a polynomial is written starting with (0 for 0). */
export const leadingCoefficient = (a: SC): Exact => ordered(a)[0]?.[1] ?? [];

/** A polynomial in s and c as a tree in sin u and cos u: 2sin(x)cos(x), cos(x)² − sin(x)², 1. */
export const treeOf = (a: SC, u: MathNode, sName = 'sin'): MathNode => {
  const terms = ordered(a);
  // A positive term first where there is one: 1 − cos²x rather than −cos²x + 1.
  const positive = terms.findIndex(([m, c]) => E.sign(c) > 0 && m === key(0, 0));
  if (positive > 0 && E.sign((terms[0] as [string, Exact])[1]) < 0)
    terms.unshift(...terms.splice(positive, 1));
  let out: MathNode | undefined;
  for (const [m, c] of terms) {
    const [i, j] = exponents(m);
    const factors: MathNode[] = [];
    const first = fn(sName, u);
    if (i > 0) factors.push(i === 1 ? first : pow(first, numberNode(i)));
    if (j > 0) factors.push(j === 1 ? cosOf(u) : pow(cosOf(u), numberNode(j)));
    const negative = E.sign(c) < 0;
    const size = negative ? E.negate(c) : c;
    const one = E.equal(size, E.fromQ(R.ONE));
    const coefficient = E.toNode(size);
    const body =
      factors.length === 0
        ? coefficient
        : [...(one ? [] : [coefficient]), ...factors].reduce((x, y) => times(x, y));
    if (!out) out = negative ? negLead(body) : body;
    else out = { type: 'binary', op: negative ? '-' : '+', left: out, right: body };
  }
  return out ?? numberNode(0);
};

/** A quotient as a tree: its top alone over a bottom of 1. */
export const ratioTree = ({ num, den }: Ratio, u: MathNode): MathNode => {
  const bottom = constantOf(den);
  if (bottom && E.equal(bottom, E.fromQ(R.ONE))) return treeOf(num, u);
  return frac(treeOf(num, u), treeOf(den, u));
};

/** k·f for a number k: f itself for 1, −f for −1. */
const scaled = (k: Exact, f: MathNode): MathNode => {
  if (E.equal(k, E.fromQ(R.ONE))) return f;
  if (E.equal(k, E.fromQ(R.int(-1)))) return negLead(f);
  const size = E.toNode(E.sign(k) < 0 ? E.negate(k) : k);
  const body = times(size, f);
  return E.sign(k) < 0 ? negLead(body) : body;
};

/**
 * A quotient that is the other side of an identity, written as it: k(cos²u − sin²u) as k·cos 2u,
 * k·sin u cos u as (k/2)·sin 2u, k/cosⁿu as k·secⁿu, k/sinⁿu as k·cscⁿu, k·sinⁿu/cosⁿu as
 * k·tanⁿu, k·cosⁿu/sinⁿu as k·cotⁿu; undefined for any other.
 */
export const asIdentity = (
  { num, den }: Ratio,
  u: MathNode,
  double?: MathNode,
): { rule: IdentityRule; used: Identity; tree: MathNode } | undefined => {
  const doubled = double ?? twice(u);
  const top = constantOf(num);
  const bottom = constantOf(den);
  const power = (f: MathNode, k: number) => (k === 1 ? f : pow(f, numberNode(k)));
  const single = (p: SC): [number, number, Exact] | undefined => {
    if (p.size !== 1) return undefined;
    const [m, c] = [...p][0] as [string, Exact];
    return [...exponents(m), c];
  };
  if (bottom && E.equal(bottom, E.fromQ(R.ONE))) {
    const s = sForm(num);
    const k = s.get(key(0, 0));
    const sq = s.get(key(2, 0));
    if (num.size >= 2 && s.size === 2 && k && sq && E.equal(sq, E.mul(k, E.fromQ(R.int(-2)))))
      return {
        rule: 'doubleAngle',
        used: IDENTITIES.toCosDouble,
        tree: scaled(k, fn('cos', doubled)),
      };
    const t = single(num);
    if (t && t[0] === 1 && t[1] === 1)
      return {
        rule: 'doubleAngle',
        used: IDENTITIES.toSinDouble,
        tree: scaled(E.mul(t[2], E.fromQ(R.rat(1n, 2n))), fn('sin', doubled)),
      };
    return undefined;
  }
  const d = single(den);
  if (!d) return undefined;
  const [i, j, dc] = d;
  if (top && top.length > 0 && (i === 0) !== (j === 0)) {
    const name = i === 0 ? 'sec' : 'csc';
    return {
      rule: 'reciprocalIdentity',
      used: i === 0 ? IDENTITIES.toSec : IDENTITIES.toCsc,
      tree: scaled(E.div(top, dc), power(fn(name, u), i + j)),
    };
  }
  const t = single(num);
  if (
    t &&
    ((t[0] === j && t[1] === 0 && i === 0 && j > 0) ||
      (t[1] === i && t[0] === 0 && j === 0 && i > 0))
  ) {
    const name = t[0] > 0 ? 'tan' : 'cot';
    return {
      rule: 'quotientIdentity',
      used: name === 'tan' ? IDENTITIES.toTan : IDENTITIES.toCot,
      tree: scaled(E.div(t[2], dc), power(fn(name, u), t[0] + t[1])),
    };
  }
  return undefined;
};

/** The value of a polynomial in s and c at exact s and c. */
export const valueAt = (a: SC, s: Exact, c: Exact): Exact => {
  let out: Exact = [];
  for (const [m, k] of a) {
    const [i, j] = exponents(m);
    let term = k;
    for (let n = 0; n < i; n++) term = E.mul(term, s);
    for (let n = 0; n < j; n++) term = E.mul(term, c);
    out = E.add(out, term);
  }
  return out;
};

/** A tree as a quotient in sin u and cos u once tan, cot, sec, csc and double angles are rewritten. */
export const sinCosRatio = (tree: MathNode, base: Base): Ratio | undefined => {
  let current = tree;
  for (const rewrite of inSinAndCos(current)) current = rewrite.tree;
  current = doubleAngle(current, base)?.tree ?? current;
  return ratioOf(current, base.u);
};
