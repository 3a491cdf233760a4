/**
 * Factoring a polynomial in one unknown over the rational numbers, with the method a student
 * would use shown at each stage: the common factor first (6x² + 9x = 3x(2x + 3)), then a
 * difference of squares, a perfect-square trinomial, two numbers with a given product and sum
 * (x² − 5x + 6 = (x − 2)(x − 3)), the ac method with the middle term split and grouped, a sum or
 * difference of cubes, grouping four terms, and for higher degrees the rational roots with
 * synthetic division. A polynomial that does not factor is said to, with the reason. The factored
 * form is expanded and read back before it is given.
 */

import { chain, eq, n as numberNode, pow, times } from '../math/build';
import { parseMath } from '../math/parseMath';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import { negLead, qNode, step } from '../math/show';
import type { Step } from '../math/steps';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Poly } from './poly';
import * as P from './poly';
import { substitute, toPoly } from './reading';

/** Whole coefficients from the constant up: [−6, 11, −6, 1] is x³ − 6x² + 11x − 6. */
export type Z = bigint[];

export const UNCHECKED = 'The solver could not check this answer, so it does not give one';

const unsupported = (message: string) => new SolveStop('unsupported', message);
const abs = (a: bigint): bigint => (a < 0n ? -a : a);
const deg = (z: Z): number => z.length - 1;
const lead = (z: Z): bigint => z[z.length - 1] as bigint;
const at = (z: Z, i: number): bigint => z[i] ?? 0n;

/** The whole k-th root of n ≥ 0 when n is a perfect k-th power. */
const wholeRoot = (n: bigint, k: number): bigint | undefined => {
  if (n < 0n) return undefined;
  if (n < 2n) return n;
  let r = BigInt(Math.round(Number(n) ** (1 / k)));
  for (const c of [r - 1n, r, r + 1n]) if (c >= 0n && c ** BigInt(k) === n) return c;
  // Large numbers: Newton's method.
  const K = BigInt(k);
  r = 1n << BigInt(Math.ceil(n.toString(2).length / k));
  for (;;) {
    const y = ((K - 1n) * r + n / r ** (K - 1n)) / K;
    if (y >= r) break;
    r = y;
  }
  return r ** K === n ? r : undefined;
};
/** The real cube root of a whole number when it is a perfect cube (−8 → −2). */
const cubeRoot = (n: bigint): bigint | undefined => {
  const r = wholeRoot(abs(n), 3);
  return r === undefined ? undefined : n < 0n ? -r : r;
};

const MAX_DIVISOR_SEARCH = 10n ** 10n;
/** Positive divisors of n ≠ 0, ascending. */
const divisors = (n: bigint): bigint[] => {
  const m = abs(n);
  if (m > MAX_DIVISOR_SEARCH) throw unsupported('Coefficients this large are not factored');
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let d = 1n; d * d <= m; d++)
    if (m % d === 0n) {
      small.push(d);
      if (d * d !== m) large.unshift(m / d);
    }
  return [...small, ...large];
};

const trim = (z: Z): Z => {
  const out = [...z];
  while (out.length > 1 && out[out.length - 1] === 0n) out.pop();
  return out;
};

/** z as a polynomial in x (a Poly with rational coefficients). */
export const polyOf = (z: Z, x: string): Poly =>
  P.add(
    z.map((c, i) => ({ mono: i === 0 ? {} : { [x]: i }, c: R.rat(c) })),
    [],
  );
const nodeOf = (z: Z, x: string): MathNode => P.toNode(polyOf(z, x));

/** The polynomial (in x) as whole coefficients, times a rational content. */
const wholeOf = (p: Poly, x: string): { z: Z; scale: Q } => {
  const D = P.denominator(p);
  const n = P.degree(p, x);
  const z: Z = [];
  for (let i = 0; i <= n; i++) {
    const c = R.mul(P.coeff(p, x, i), R.rat(D));
    z.push(c.p);
  }
  return { z, scale: R.rat(1n, D) };
};

const productNode = (nodes: MathNode[]): MathNode => nodes.reduce((acc, node) => times(acc, node));

/** Terms written out one after another without collecting: 6x² + 15x − 4x − 10. */
const sumNode = (terms: MathNode[]): MathNode =>
  terms.reduce((acc, node) =>
    node.type === 'neg'
      ? { type: 'binary', op: '-', left: acc, right: node.arg }
      : { type: 'binary', op: '+', left: acc, right: node },
  );
/** k·(bracket) as a term: 3x(2x + 5), −2(2x + 5). */
const scaledBracket = (k: Q, mono: P.Mono, bracket: MathNode): MathNode => {
  const outside = P.toNode([{ mono, c: R.abs(k) }]);
  const isOne = R.eq(R.abs(k), R.ONE) && Object.keys(mono).length === 0;
  const body = isOne ? bracket : times(outside, bracket);
  return k.p < 0n ? { type: 'neg', arg: body } : body;
};
const termNode = (c: bigint, mono: P.Mono): MathNode => {
  const body = P.toNode([{ mono, c: R.rat(abs(c)) }]);
  return c < 0n ? { type: 'neg', arg: body } : body;
};

/** A polynomial in x^k: its coefficients spread out (u = x^k). */
const spread = (z: Z, k: number): Z => {
  const out: Z = new Array(deg(z) * k + 1).fill(0n);
  z.forEach((c, i) => {
    out[i * k] = c;
  });
  return out;
};

interface Work {
  x: string;
  steps: Step[];
  methods: Set<string>;
  /** Notes on the factors that cannot be factored further. */
  irreducible: string[];
}

const ZERO = /* @__PURE__ */ numberNode(0);

/** Whether z(p/q) = 0, exactly. */
const isRoot = (z: Z, p: bigint, q: bigint): boolean => {
  const n = deg(z);
  let sum = 0n;
  for (let i = 0; i <= n; i++) sum += at(z, i) * p ** BigInt(i) * q ** BigInt(n - i);
  return sum === 0n;
};

/** Synthetic division of z by (x − r): the coefficients of the quotient (highest first) and the remainder. */
const synthetic = (z: Z, r: Q): { quotient: Q[]; remainder: Q } => {
  const out: Q[] = [];
  let carry = R.ZERO;
  for (let i = deg(z); i >= 0; i--) {
    carry = R.add(R.rat(at(z, i)), R.mul(carry, r));
    out.push(carry);
  }
  const remainder = out.pop() as Q;
  return { quotient: out, remainder };
};

/** The candidates ±p/q of the rational root theorem, smallest size first, positive first. */
export const rationalCandidates = (z: Z): Q[] => {
  const ps = divisors(at(z, 0));
  const qs = divisors(lead(z));
  if (ps.length * qs.length > 20_000) throw unsupported('This polynomial is too large to factor');
  const seen = new Map<string, Q>();
  for (const p of ps)
    for (const q of qs) {
      const r = R.rat(p, q);
      seen.set(`${r.p}/${r.q}`, r);
    }
  const positive = [...seen.values()].sort((a, b) => R.cmp(a, b));
  return positive.flatMap((r) => [r, R.neg(r)]);
};

const joinNumbers = (qs: Q[]): string => qs.map((q) => toText(qNode(q))).join(', ');

/** Two whole numbers with product `product` and sum `sum`, the larger in size first. */
const pairFor = (product: bigint, sum: bigint): [bigint, bigint] | undefined => {
  for (const d of divisors(product))
    for (const m of [d, -d]) {
      const n = product / m;
      if (m + n === sum) return abs(m) >= abs(n) ? [m, n] : [n, m];
    }
  return undefined;
};

/** Square-trinomial, pair and ac-method factoring of a·u² + b·u + c (u = x^k); undefined when it does not split. */
const splitQuadratic = (z: Z, k: number, w: Work): Z[] | undefined => {
  const [c, b, a] = [at(z, 0), at(z, k), at(z, 2 * k)];
  const x = w.x;
  const node = nodeOf(z, x);
  const u = (coef: bigint, power: number): Z => spread([0n, coef], power).map((v) => v);
  const binomial = (s: bigint, t: bigint): Z => {
    const out = u(s, k);
    out[0] = t;
    return out;
  };
  // Perfect square: (s·u ± t)².
  const s = wholeRoot(a, 2);
  const t = wholeRoot(c, 2);
  if (s !== undefined && t !== undefined && c > 0n && (b === 2n * s * t || b === -2n * s * t)) {
    const f = binomial(s, b < 0n ? -t : t);
    const aNode = P.toNode([{ mono: { [x]: k }, c: R.rat(s) }]);
    w.methods.add('perfect-square trinomial');
    w.steps.push(
      step(
        `A perfect-square trinomial: a² ${b < 0n ? '−' : '+'} 2ab + b² = (a ${b < 0n ? '−' : '+'} b)², with a = ${toText(aNode)} and b = ${t}`,
        eq(node, pow(nodeOf(f, x), numberNode(2))),
      ),
    );
    return [f, f];
  }
  if (a === 1n) {
    const pair = pairFor(c, b);
    if (!pair) return undefined;
    const [big, small] = pair;
    const [r1, r2] = abs(small) <= abs(big) ? [small, big] : [big, small];
    const f1 = binomial(1n, r1);
    const f2 = binomial(1n, r2);
    w.methods.add('two numbers with a given product and sum');
    w.steps.push(
      step(
        `Two numbers that multiply to ${toText(numberNode(c))} and add to ${toText(numberNode(b))}: ${toText(numberNode(r1))} and ${toText(numberNode(r2))}`,
        eq(node, productNode([nodeOf(f1, x), nodeOf(f2, x)])),
      ),
    );
    return [f1, f2];
  }
  const ac = a * c;
  const pair = pairFor(ac, b);
  if (!pair) return undefined;
  const [m, n] = pair;
  const U: P.Mono = { [x]: k };
  const U2: P.Mono = { [x]: 2 * k };
  const split = sumNode([termNode(a, U2), termNode(m, U), termNode(n, U), termNode(c, {})]);
  w.methods.add('ac method');
  w.steps.push(
    step(
      `ac = ${a} · ${c < 0n ? `(${toText(numberNode(c))})` : c} = ${toText(numberNode(ac))}; two numbers that multiply to ${toText(numberNode(ac))} and add to ${toText(numberNode(b))}: ${toText(numberNode(m))} and ${toText(numberNode(n))}. Split the middle term`,
      eq(node, split),
    ),
  );
  const g1 = R.gcd(a, m);
  const bracket = binomial(a / g1, m / g1);
  // n·u + c = g2·(bracket)
  const g2 = n / (a / g1);
  const bracketNode = nodeOf(bracket, x);
  const outer = binomial(g1, g2);
  w.steps.push(
    step(
      'Group in pairs and take out the common factor of each pair',
      eq(
        split,
        sumNode([
          scaledBracket(R.rat(g1), U, bracketNode),
          scaledBracket(R.rat(g2), {}, bracketNode),
        ]),
      ),
    ),
  );
  w.steps.push(
    step(
      `Take out the common bracket (${toText(bracketNode)})`,
      eq(node, productNode([bracketNode, nodeOf(outer, x)])),
    ),
  );
  return [bracket, outer];
};

const discriminantNote = (z: Z, w: Work): void => {
  const [c, b, a] = [at(z, 0), at(z, 1), at(z, 2)];
  const d = b * b - 4n * a * c;
  const work: MathNode = {
    type: 'binary',
    op: '-',
    left: pow(numberNode(b), numberNode(2)),
    right: times(times(numberNode(4), numberNode(a)), numberNode(c)),
  };
  const shown = toText(nodeOf(z, w.x));
  const why =
    d < 0n
      ? `its discriminant b² − 4ac = ${toText(numberNode(d))} is negative`
      : `its discriminant b² − 4ac = ${d} is not a perfect square`;
  w.irreducible.push(`${shown}: ${why}`);
  w.steps.push(
    step(
      `${shown} cannot be factored over the rational numbers: ${why}`,
      chain(work, '=', numberNode(d)),
    ),
  );
};

/** Exact quotient of z by f over the integers, or undefined when f does not divide z. */
const divideExactly = (z: Z, f: Z): Z | undefined => {
  const rest = [...z];
  const out: Z = new Array(Math.max(deg(z) - deg(f) + 1, 1)).fill(0n);
  for (let i = deg(z) - deg(f); i >= 0; i--) {
    const top = rest[i + deg(f)] as bigint;
    if (top % lead(f) !== 0n) return undefined;
    const k = top / lead(f);
    out[i] = k;
    for (let j = 0; j <= deg(f); j++) rest[i + j] = (rest[i + j] as bigint) - k * (f[j] as bigint);
  }
  return rest.every((v) => v === 0n) ? trim(out) : undefined;
};

/** A quadratic factor a·x² + b·x + c of z (no rational roots), searched within the bound on its roots. */
const quadraticFactor = (z: Z): Z | undefined => {
  const n = deg(z);
  const an = Number(lead(z));
  let bound = 0;
  for (let i = 0; i < n; i++) bound = Math.max(bound, Math.abs(Number(at(z, i)) / an));
  bound += 1;
  const as = divisors(lead(z));
  const cs = divisors(at(z, 0));
  let budget = 50_000;
  for (const a of as)
    for (const cAbs of cs)
      for (const c of [cAbs, -cAbs]) {
        // |b/a| = |r₁ + r₂| ≤ 2·bound, and |c/a| = |r₁r₂| ≤ bound².
        if (Math.abs(Number(c) / Number(a)) > bound * bound + 1e-9) continue;
        const limit = BigInt(Math.ceil(2 * bound * Number(a)));
        for (let b = -limit; b <= limit; b++) {
          if (--budget < 0) throw unsupported('This polynomial is too large to factor');
          const f: Z = [c, b, a];
          if (b * b - 4n * a * c >= 0n && wholeRoot(b * b - 4n * a * c, 2) !== undefined) continue;
          if (divideExactly(z, f)) return f;
        }
      }
  return undefined;
};

/** Splits a primitive z (positive leading coefficient, non-zero constant) into irreducible factors. */
const split = (z: Z, w: Work): Z[] => {
  const n = deg(z);
  const x = w.x;
  const node = nodeOf(z, x);
  if (n <= 1) return [z];
  const nonzero = z.map((c, i) => (c === 0n ? -1 : i)).filter((i) => i >= 0);
  // Two terms: a difference of squares, or a sum or difference of cubes.
  if (nonzero.length === 2) {
    const [a, c] = [lead(z), at(z, 0)];
    const s = wholeRoot(a, 2);
    const t = wholeRoot(-c, 2);
    if (n % 2 === 0 && s !== undefined && t !== undefined) {
      const half = n / 2;
      const minus = spread([-t, s], half);
      const plus = spread([t, s], half);
      const aNode = P.toNode([{ mono: { [x]: half }, c: R.rat(s) }]);
      w.methods.add('difference of squares');
      w.steps.push(
        step(
          `A difference of squares: a² − b² = (a − b)(a + b), with a = ${toText(aNode)} and b = ${t}`,
          eq(node, productNode([nodeOf(minus, x), nodeOf(plus, x)])),
        ),
      );
      return [...split(minus, w), ...split(plus, w)];
    }
    const A = cubeRoot(a);
    const B = cubeRoot(c);
    if (n % 3 === 0 && A !== undefined && B !== undefined) {
      const k = n / 3;
      const linear = spread([B, A], k);
      const square = spread([B * B, -A * B, A * A], k);
      const aNode = P.toNode([{ mono: { [x]: k }, c: R.rat(A) }]);
      const sum = B > 0n;
      w.methods.add(sum ? 'sum of cubes' : 'difference of cubes');
      w.steps.push(
        step(
          sum
            ? `A sum of cubes: a³ + b³ = (a + b)(a² − ab + b²), with a = ${toText(aNode)} and b = ${B}`
            : `A difference of cubes: a³ − b³ = (a − b)(a² + ab + b²), with a = ${toText(aNode)} and b = ${-B}`,
          eq(node, productNode([nodeOf(linear, x), nodeOf(square, x)])),
        ),
      );
      return [...split(linear, w), ...split(square, w)];
    }
  }
  if (n === 2) {
    const parts = splitQuadratic(z, 1, w);
    if (parts) return parts.flatMap((f) => split(f, w));
    discriminantNote(z, w);
    return [z];
  }
  // Four terms of a cubic that group: x²(ax + b) + k(ax + b).
  if (n === 3 && nonzero.length === 4 && at(z, 3) * at(z, 0) === at(z, 2) * at(z, 1)) {
    const g1 = R.gcd(at(z, 3), at(z, 2));
    const bracket: Z = [at(z, 2) / g1, at(z, 3) / g1];
    const k = at(z, 1) / (at(z, 3) / g1);
    if (k * (at(z, 3) / g1) === at(z, 1) && k * (at(z, 2) / g1) === at(z, 0)) {
      const other: Z = [k, 0n, g1];
      const bracketNode = nodeOf(bracket, x);
      w.methods.add('grouping');
      const grouped = sumNode([
        scaledBracket(R.rat(g1), { [x]: 2 }, bracketNode),
        scaledBracket(R.rat(k), {}, bracketNode),
      ]);
      w.steps.push(
        step(
          'Group the first two terms and the last two, and take out the common factor of each pair',
          eq(node, grouped),
        ),
      );
      w.steps.push(
        step(
          `Take out the common bracket (${toText(bracketNode)})`,
          eq(node, productNode([bracketNode, nodeOf(other, x)])),
        ),
      );
      return [...split(bracket, w), ...split(other, w)];
    }
  }
  // A quadratic in u = x^k.
  const k = nonzero.reduce((g, i) => R.gcdNumber(g, i), 0);
  if (k > 1 && n / k === 2) {
    const parts = splitQuadratic(z, k, w);
    if (parts) return parts.flatMap((f) => split(f, w));
  }
  // The rational root theorem, then synthetic division.
  const candidates = rationalCandidates(z);
  const root = candidates.find((r) => isRoot(z, r.p, r.q));
  if (root) {
    const { quotient, remainder } = synthetic(z, root);
    if (!R.isZero(remainder)) throw unsupported(UNCHECKED);
    const linear: Z = [-root.p, root.q];
    // (x − p/q)·Q(x) = (qx − p)·(Q(x)/q), and Q/q has whole coefficients.
    const q = [...quotient].reverse().map((c) => R.div(c, R.rat(root.q)));
    if (!q.every(R.isInt)) throw unsupported(UNCHECKED);
    const rest = q.map((c) => c.p);
    const shownRoot = toText(qNode(root));
    const coefficients = joinNumbers([...z].reverse().map((c) => R.rat(c)));
    w.methods.add('rational root theorem and synthetic division');
    const list =
      candidates.length > 12
        ? `${joinNumbers(candidates.filter((r) => r.p > 0n).slice(0, 8))}, …`
        : joinNumbers(candidates.filter((r) => r.p > 0n));
    w.steps.push(
      step(
        `Rational root theorem: a rational root is ±p/q with p dividing ${abs(at(z, 0))} and q dividing ${lead(z)} (${list}). Trying them, ${x} = ${shownRoot} gives 0, so ${toText(nodeOf(linear, x))} is a factor`,
        chain(substitute(node, { [x]: qNode(root) }), '=', ZERO),
      ),
    );
    w.steps.push(
      step(
        `Synthetic division of ${coefficients} by ${shownRoot}: bottom row ${joinNumbers(quotient)}, remainder 0`,
        eq(node, productNode([nodeOf(linear, x), nodeOf(rest, x)])),
      ),
    );
    return [linear, ...split(rest, w)];
  }
  if (n === 3) {
    const shown = toText(node);
    const why = 'it has no rational roots, and a cubic that factors has a factor of degree 1';
    w.irreducible.push(`${shown}: ${why}`);
    w.steps.push(step(`${shown} cannot be factored over the rational numbers: ${why}`, node));
    return [z];
  }
  const f = quadraticFactor(z);
  if (f) {
    const rest = divideExactly(z, f) as Z;
    w.methods.add('quadratic factor');
    w.steps.push(
      step(
        `There are no rational roots, but ${toText(nodeOf(f, x))} divides it with no remainder`,
        eq(node, productNode([nodeOf(f, x), nodeOf(rest, x)])),
      ),
    );
    return [...split(f, w), ...split(rest, w)];
  }
  if (n > 5)
    throw unsupported(
      `The solver could not finish factoring ${toText(node)}: it has no rational roots and no quadratic factor, and factors of degree 3 or more are not searched for`,
    );
  const shown = toText(node);
  const why =
    'it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need';
  w.irreducible.push(`${shown}: ${why}`);
  w.steps.push(step(`${shown} cannot be factored over the rational numbers: ${why}`, node));
  return [z];
};

export interface Factorization {
  x: string;
  /** The rational number taken out in front (1 when none; negative when the leading coefficient was). */
  content: Q;
  /** The power of x taken out. */
  power: number;
  /** The irreducible factors (whole, primitive, positive leading coefficient), with how often each occurs. */
  factors: { z: Z; times: number }[];
  steps: Step[];
  methods: string[];
  /** Why each factor that could not be split further cannot be. */
  irreducible: string[];
  /** The factored form as a tree. */
  node: MathNode;
}

const keyOf = (z: Z): string => z.join(',');

/** The product content · x^power · Π factor^times as a tree. */
const factoredNode = (f: Omit<Factorization, 'node' | 'steps' | 'methods' | 'irreducible'>) => {
  const nodes: MathNode[] = [];
  const sizeOfContent = R.abs(f.content);
  const xPower = f.power > 0 ? P.toNode([{ mono: { [f.x]: f.power }, c: R.ONE }]) : undefined;
  if (R.isInt(sizeOfContent)) {
    if (!R.eq(sizeOfContent, R.ONE) || xPower)
      nodes.push(P.toNode([{ mono: f.power > 0 ? { [f.x]: f.power } : {}, c: sizeOfContent }]));
  } else {
    nodes.push(qNode(sizeOfContent));
    if (xPower) nodes.push(xPower);
  }
  for (const { z, times: k } of f.factors) {
    const node = nodeOf(z, f.x);
    nodes.push(k === 1 ? node : pow(node, numberNode(k)));
  }
  const body = nodes.length === 0 ? numberNode(1) : productNode(nodes);
  return f.content.p < 0n ? negLead(body) : body;
};

/**
 * p (a polynomial in the one unknown x) as a product of irreducible factors over the rationals,
 * with the working. The product is expanded and compared with p, and its text read back, before
 * it is returned; a SolveStop when either differs.
 */
export const factorPolynomial = (p: Poly, x: string): Factorization => {
  const steps: Step[] = [];
  const w: Work = { x, steps, methods: new Set(), irreducible: [] };
  const { z: whole, scale } = wholeOf(p, x);
  const power = whole.findIndex((c) => c !== 0n);
  const g = whole.reduce((acc, c) => R.gcd(acc, c), 0n);
  const sign = lead(whole) < 0n ? -1n : 1n;
  const content = R.mul(scale, R.rat(sign * g));
  const primitive = trim(whole.slice(power).map((c) => c / (sign * g)));
  const node = P.toNode(p);
  if (!R.eq(content, R.ONE) || power > 0) {
    const front = factoredNode({ x, content, power, factors: [] });
    if (deg(primitive) > 0) {
      w.methods.add('common factor');
      steps.push(
        step(
          `Take out the common factor ${toText(front)}`,
          eq(
            node,
            R.eq(content, R.int(-1)) && power === 0
              ? negLead(nodeOf(primitive, x))
              : times(front, nodeOf(primitive, x)),
          ),
        ),
      );
    }
  }
  const parts = deg(primitive) > 0 ? split(primitive, w) : [];
  const factors: { z: Z; times: number }[] = [];
  for (const z of parts) {
    const found = factors.find((f) => keyOf(f.z) === keyOf(z));
    if (found) found.times += 1;
    else factors.push({ z, times: 1 });
  }
  const result = { x, content, power, factors };
  const factored = factoredNode(result);
  // The check: the product expanded, and the answer's text read back, are both p.
  let expanded = P.constPoly(content);
  if (power > 0) expanded = P.mul(expanded, P.powInt(P.varPoly(x), power));
  for (const f of factors) expanded = P.mul(expanded, P.powInt(polyOf(f.z, x), f.times));
  const read = parseMath(toText(factored));
  if (!P.equals(expanded, p) || !read.ok || !P.equals(toPoly(read.value), p))
    throw unsupported(UNCHECKED);
  return {
    ...result,
    steps,
    methods: [...w.methods],
    irreducible: w.irreducible,
    node: factored,
  };
};

/** Whether the factorization is a product of more than one factor (not counting a number in front). */
export const isFactored = (f: Factorization): boolean =>
  f.factors.reduce((s, g) => s + g.times, 0) + (f.power > 0 ? 1 : 0) > 1 ||
  (f.factors.length > 0 && !R.eq(R.abs(f.content), R.ONE));
