/**
 * Factoring a polynomial in one unknown over the rational numbers, with the method a student
 * would use shown at each stage: the common factor first (6x² + 9x = 3x(2x + 3)), then a
 * difference of squares, a perfect-square trinomial, two numbers with a given product and sum
 * (x² − 5x + 6 = (x − 2)(x − 3)), the ac method with the middle term split and grouped, a sum or
 * difference of cubes, grouping four terms, and for higher degrees the rational roots with
 * synthetic division. A polynomial that does not factor is said to, with the reason. The factored
 * form is expanded, and its tree read as a polynomial, before it is given.
 */

import { approxEqual, TOLERANCE } from '../math/approx';
import { chain, eq, list, n as numberNode, pow, times } from '../math/build';
import type { Q } from '../math/rational';
import * as R from '../math/rational';
import { type SolveStop, unchecked } from '../math/rational';
import { refuse } from '../math/refusal';
import type { WorkedStep } from '../math/rules';
import { negLead, qNode, step, typeable } from '../math/show';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Poly } from './poly';
import * as P from './poly';
import { substitute, toPoly } from './reading';

/**
 * The English words of the ways a factorisation names (its `methods`), by id: the kinds that
 * factor bring them among their methods.
 */
export const FACTOR_METHODS = {
  perfectSquare: 'perfect-square trinomial',
  productAndSum: 'two numbers with a given product and sum',
  acMethod: 'ac method',
  differenceOfSquares: 'difference of squares',
  sumOfCubes: 'sum of cubes',
  differenceOfCubes: 'difference of cubes',
  grouping: 'grouping',
  rationalRoots: 'rational root theorem and synthetic division',
  quadraticFactor: 'quadratic factor',
  commonFactor: 'common factor',
} as const;

/**
 * A polynomial in the one unknown being factored with whole coefficients (x³ − 6x² + 11x − 6);
 * the helpers below read its coefficients as whole numbers.
 */
type Z = Poly;

/** The sentences of the refusals of a factoring. */
export const FACTOR_REFUSALS = {
  factorCoefficients: 'Coefficients this large are not factored',
  factorTooLarge: 'This polynomial is too large to factor',
  factorUnfinished:
    'The solver could not finish factoring {polynomial}: it has no rational roots and no quadratic factor, and factors of degree 3 or more are not searched for',
  factorZero: '0 has no factors',
} as const;

const unsupported = (
  id: keyof typeof FACTOR_REFUSALS,
  values?: Readonly<Record<string, MathNode>>,
): SolveStop => refuse('unsupported', FACTOR_REFUSALS, id, values);
const abs = (a: bigint): bigint => (a < 0n ? -a : a);
const deg = (z: Z, x: string): number => P.degree(z, x);
const lead = (z: Z, x: string): bigint => P.leading(z, x).p;
const at = (z: Z, x: string, i: number): bigint => P.coeff(z, x, i).p;
/** Σ cs[k]·xᵏ with whole coefficients cs from the constant up. */
const wholePoly = (x: string, ...cs: bigint[]): Z =>
  P.fromCoefficients(
    cs.map((c) => R.rat(c)),
    x,
  );
/** The exponents of x with a non-zero coefficient, lowest first. */
const powersOf = (z: Z, x: string): number[] => z.map((t) => t.mono[x] ?? 0).reverse();

/** The real cube root of a whole number when it is a perfect cube (−8 → −2). */
const cubeRoot = (n: bigint): bigint | undefined => {
  const r = R.exactRoot(abs(n), 3);
  return r === undefined ? undefined : n < 0n ? -r : r;
};

const MAX_DIVISOR_SEARCH = 10n ** 10n;
/** Positive divisors of n ≠ 0, ascending. */
const divisors = (n: bigint): bigint[] => {
  const m = abs(n);
  if (m > MAX_DIVISOR_SEARCH) throw unsupported('factorCoefficients');
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let d = 1n; d * d <= m; d++)
    if (m % d === 0n) {
      small.push(d);
      if (d * d !== m) large.unshift(m / d);
    }
  return [...small, ...large];
};

const nodeOf = (z: Z): MathNode => P.toNode(z);

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

/** A polynomial in u = x^k written in x: each xⁱ becomes x^(ik). */
const spread = (z: Z, x: string, k: number): Z =>
  P.add(
    z.map((t) => ({ mono: t.mono[x] ? { [x]: (t.mono[x] as number) * k } : {}, c: t.c })),
    [],
  );

interface Work {
  x: string;
  steps: WorkedStep[];
  methods: Set<string>;
  /** Notes on the factors that cannot be factored further. */
  irreducible: string[];
}

const ZERO = /* @__PURE__ */ numberNode(0);

/** The candidates ±p/q of the rational root theorem, smallest size first, positive first. */
const rationalCandidates = (z: Z, x: string): Q[] => {
  const ps = divisors(at(z, x, 0));
  const qs = divisors(lead(z, x));
  if (ps.length * qs.length > 20_000) throw unsupported('factorTooLarge');
  const seen = new Map<string, Q>();
  for (const p of ps)
    for (const q of qs) {
      const r = R.rat(p, q);
      seen.set(`${r.p}/${r.q}`, r);
    }
  const positive = [...seen.values()].sort((a, b) => R.cmp(a, b));
  return positive.flatMap((r) => [r, R.neg(r)]);
};

/** Numbers as one list tree, as a note shows them: 1, −6, 11, −6. */
const numberList = (qs: Q[]): MathNode => list(...qs.map(qNode));

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
  const x = w.x;
  const [c, b, a] = [at(z, x, 0), at(z, x, k), at(z, x, 2 * k)];
  const node = nodeOf(z);
  const binomial = (s: bigint, t: bigint): Z => spread(wholePoly(x, t, s), x, k);
  // Perfect square: (s·u ± t)².
  const s = R.exactRoot(a, 2);
  const t = R.exactRoot(c, 2);
  if (s !== undefined && t !== undefined && c > 0n && (b === 2n * s * t || b === -2n * s * t)) {
    const f = binomial(s, b < 0n ? -t : t);
    const aNode = P.toNode([{ mono: { [x]: k }, c: R.rat(s) }]);
    w.methods.add('perfectSquare');
    w.steps.push(
      step(
        { rule: 'squareTrinomial', form: b < 0n ? 'minus' : 'plus', params: { a: aNode, b: t } },
        eq(node, pow(nodeOf(f), numberNode(2))),
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
    w.methods.add('productAndSum');
    w.steps.push(
      step(
        { rule: 'sumProduct', params: { product: c, sum: b, m: r1, n: r2 } },
        eq(node, productNode([nodeOf(f1), nodeOf(f2)])),
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
  w.methods.add('acMethod');
  w.steps.push(
    step(
      // A negative c is bracketed after the product sign: 6 · (−10).
      { rule: 'acMethod', form: c < 0n ? 'splitNegative' : 'split', params: { a, c, ac, b, m, n } },
      eq(node, split),
    ),
  );
  const g1 = R.gcd(a, m);
  const bracket = binomial(a / g1, m / g1);
  // n·u + c = g2·(bracket)
  const g2 = n / (a / g1);
  const bracketNode = nodeOf(bracket);
  const outer = binomial(g1, g2);
  w.steps.push(
    step(
      { rule: 'grouping', form: 'pairs' },
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
      { rule: 'commonFactor', params: { bracket: bracketNode } },
      eq(node, productNode([bracketNode, nodeOf(outer)])),
    ),
  );
  return [bracket, outer];
};

const discriminantNote = (z: Z, w: Work): void => {
  const [c, b, a] = [at(z, w.x, 0), at(z, w.x, 1), at(z, w.x, 2)];
  const d = b * b - 4n * a * c;
  const work: MathNode = {
    type: 'binary',
    op: '-',
    left: pow(numberNode(b), numberNode(2)),
    right: times(times(numberNode(4), numberNode(a)), numberNode(c)),
  };
  const shown = toText(nodeOf(z));
  const why =
    d < 0n
      ? `its discriminant b² − 4ac = ${toText(numberNode(d))} is negative`
      : `its discriminant b² − 4ac = ${d} is not a perfect square`;
  w.irreducible.push(`${shown}: ${why}`);
  w.steps.push(
    step(
      {
        rule: 'irreducible',
        form: d < 0n ? 'negative' : 'notSquare',
        params: { polynomial: nodeOf(z), discriminant: d },
      },
      chain(work, '=', numberNode(d)),
    ),
  );
};

/** The quotient z/f when f divides z with a quotient of whole coefficients; otherwise undefined. */
const wholeQuotient = (z: Z, f: Z, x: string): Z | undefined => {
  const { quotient, remainder } = P.divMod(z, f, x);
  return remainder.length === 0 && quotient.every((t) => R.isInt(t.c)) ? quotient : undefined;
};

/** The whole coefficients of z, constant first (z has integer coefficients). */
const coefficients = (z: Z, x: string): bigint[] =>
  Array.from({ length: deg(z, x) + 1 }, (_, i) => at(z, x, i));

/** The value at the whole number k of the polynomial with these coefficients, constant first. */
const valueAt = (cs: readonly bigint[], k: bigint): bigint =>
  cs.reduceRight((sum, c) => sum * k + c, 0n);

/** Whole points where a quadratic factor's value must divide z's (Gauss: z = f·q, q whole). */
const PROBES = [1n, -1n, 2n, -2n, 3n] as const;

/** A quadratic factor a·x² + b·x + c of z (no rational roots), searched within the bound on its roots. */
const quadraticFactor = (z: Z, x: string): Z | undefined => {
  const n = deg(z, x);
  // If f divides z with a whole quotient q, then f(k) divides z(k) = f(k)·q(k) at every whole k:
  // a test in a few multiplications that rules out nearly every candidate before dividing.
  const zs = coefficients(z, x);
  const zAt = PROBES.map((k) => valueAt(zs, k));
  const mayDivide = (a: bigint, b: bigint, c: bigint) =>
    PROBES.every((k, i) => {
      const f = a * k * k + b * k + c;
      return f === 0n ? zAt[i] === 0n : zAt[i]! % f === 0n;
    });
  const an = Number(lead(z, x));
  let bound = 0;
  for (let i = 0; i < n; i++) bound = Math.max(bound, Math.abs(Number(at(z, x, i)) / an));
  bound += 1;
  const as = divisors(lead(z, x));
  const cs = divisors(at(z, x, 0));
  let budget = 50_000;
  for (const a of as)
    for (const cAbs of cs)
      for (const c of [cAbs, -cAbs]) {
        // |b/a| = |r₁ + r₂| ≤ 2·bound, and |c/a| = |r₁r₂| ≤ bound².
        const product = Math.abs(Number(c) / Number(a));
        if (product > bound * bound && !approxEqual(product, bound * bound, TOLERANCE.check))
          continue;
        const limit = BigInt(Math.ceil(2 * bound * Number(a)));
        for (let b = -limit; b <= limit; b++) {
          if (--budget < 0) throw unsupported('factorTooLarge');
          if (b * b - 4n * a * c >= 0n && R.exactRoot(b * b - 4n * a * c, 2) !== undefined)
            continue;
          if (!mayDivide(a, b, c)) continue;
          const f = wholePoly(x, c, b, a);
          if (wholeQuotient(z, f, x)) return f;
        }
      }
  return undefined;
};

/** Splits a primitive z (positive leading coefficient, non-zero constant) into irreducible factors. */
const split = (z: Z, w: Work): Z[] => {
  const x = w.x;
  const n = deg(z, x);
  const node = nodeOf(z);
  if (n <= 1) return [z];
  const nonzero = powersOf(z, x);
  // Two terms: a difference of squares, or a sum or difference of cubes.
  if (nonzero.length === 2) {
    const [a, c] = [lead(z, x), at(z, x, 0)];
    const s = R.exactRoot(a, 2);
    const t = R.exactRoot(-c, 2);
    if (n % 2 === 0 && s !== undefined && t !== undefined) {
      const half = n / 2;
      const minus = spread(wholePoly(x, -t, s), x, half);
      const plus = spread(wholePoly(x, t, s), x, half);
      const aNode = P.toNode([{ mono: { [x]: half }, c: R.rat(s) }]);
      w.methods.add('differenceOfSquares');
      w.steps.push(
        step(
          { rule: 'squares', params: { a: aNode, b: t } },
          eq(node, productNode([nodeOf(minus), nodeOf(plus)])),
        ),
      );
      return [...split(minus, w), ...split(plus, w)];
    }
    const A = cubeRoot(a);
    const B = cubeRoot(c);
    if (n % 3 === 0 && A !== undefined && B !== undefined) {
      const k = n / 3;
      const linear = spread(wholePoly(x, B, A), x, k);
      const square = spread(wholePoly(x, B * B, -A * B, A * A), x, k);
      const aNode = P.toNode([{ mono: { [x]: k }, c: R.rat(A) }]);
      const sum = B > 0n;
      w.methods.add(sum ? 'sumOfCubes' : 'differenceOfCubes');
      w.steps.push(
        step(
          {
            rule: 'cubes',
            form: sum ? 'sum' : 'difference',
            params: { a: aNode, b: sum ? B : -B },
          },
          eq(node, productNode([nodeOf(linear), nodeOf(square)])),
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
  const [z0, z1, z2, z3] = [0, 1, 2, 3].map((i) => at(z, x, i)) as [bigint, bigint, bigint, bigint];
  if (n === 3 && nonzero.length === 4 && z3 * z0 === z2 * z1) {
    const g1 = R.gcd(z3, z2);
    const bracket = wholePoly(x, z2 / g1, z3 / g1);
    const k = z1 / (z3 / g1);
    if (k * (z3 / g1) === z1 && k * (z2 / g1) === z0) {
      const other = wholePoly(x, k, 0n, g1);
      const bracketNode = nodeOf(bracket);
      w.methods.add('grouping');
      const grouped = sumNode([
        scaledBracket(R.rat(g1), { [x]: 2 }, bracketNode),
        scaledBracket(R.rat(k), {}, bracketNode),
      ]);
      w.steps.push(step({ rule: 'grouping', form: 'firstTwo' }, eq(node, grouped)));
      w.steps.push(
        step(
          { rule: 'commonFactor', params: { bracket: bracketNode } },
          eq(node, productNode([bracketNode, nodeOf(other)])),
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
  const candidates = rationalCandidates(z, x);
  const root = candidates.find((r) => R.isZero(P.valueAt(z, x, r)));
  if (root) {
    // Synthetic division by x − root: the quotient's coefficients are its bottom row.
    const { quotient, remainder } = P.divMod(z, P.sub(P.varPoly(x), P.constPoly(root)), x);
    if (remainder.length > 0) throw unchecked();
    const linear = wholePoly(x, -root.p, root.q);
    // (x − p/q)·Q(x) = (qx − p)·(Q(x)/q), and Q/q has whole coefficients.
    const rest = P.scale(quotient, R.rat(1n, root.q));
    if (!rest.every((t) => R.isInt(t.c))) throw unchecked();
    const coefficients = numberList(P.coefficients(z, x).reverse());
    const bottomRow = P.coefficients(quotient, x).reverse();
    w.methods.add('rationalRoots');
    // The positive candidates, only the first eight of them when there are many.
    const many = candidates.length > 12;
    const positive = candidates.filter((r) => r.p > 0n);
    w.steps.push(
      step(
        {
          rule: 'rationalRoot',
          form: many ? 'rootMany' : 'root',
          params: {
            constant: abs(at(z, x, 0)),
            leading: lead(z, x),
            candidates: numberList(many ? positive.slice(0, 8) : positive),
            unknown: x,
            root: qNode(root),
            factor: nodeOf(linear),
          },
        },
        chain(substitute(node, { [x]: qNode(root) }), '=', ZERO),
      ),
    );
    w.steps.push(
      step(
        {
          rule: 'synthetic',
          params: { coefficients, root: qNode(root), bottom: numberList(bottomRow) },
        },
        eq(node, productNode([nodeOf(linear), nodeOf(rest)])),
      ),
    );
    return [linear, ...split(rest, w)];
  }
  if (n === 3) {
    const shown = toText(node);
    const why = 'it has no rational roots, and a cubic that factors has a factor of degree 1';
    w.irreducible.push(`${shown}: ${why}`);
    w.steps.push(step({ rule: 'irreducible', form: 'cubic', params: { polynomial: node } }, node));
    return [z];
  }
  const f = quadraticFactor(z, x);
  if (f) {
    const rest = wholeQuotient(z, f, x) as Z;
    w.methods.add('quadraticFactor');
    w.steps.push(
      step(
        { rule: 'divides', params: { factor: nodeOf(f) } },
        eq(node, productNode([nodeOf(f), nodeOf(rest)])),
      ),
    );
    return [...split(f, w), ...split(rest, w)];
  }
  if (n > 5) throw unsupported('factorUnfinished', { polynomial: node });
  const shown = toText(node);
  const why =
    'it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need';
  w.irreducible.push(`${shown}: ${why}`);
  w.steps.push(step({ rule: 'irreducible', form: 'noSmall', params: { polynomial: node } }, node));
  return [z];
};

export interface Factorization {
  x: string;
  /** The rational number taken out in front (1 when none; negative when the leading coefficient was). */
  content: Q;
  /** The power of x taken out. */
  power: number;
  /** The irreducible factors (whole, primitive, positive leading coefficient), with how often each occurs. */
  factors: { poly: Poly; times: number }[];
  steps: WorkedStep[];
  methods: string[];
  /** Why each factor that could not be split further cannot be. */
  irreducible: string[];
  /** The factored form as a tree. */
  node: MathNode;
}

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
  for (const { poly, times: k } of f.factors) {
    const node = nodeOf(poly);
    nodes.push(k === 1 ? node : pow(node, numberNode(k)));
  }
  const body = nodes.length === 0 ? numberNode(1) : productNode(nodes);
  return f.content.p < 0n ? negLead(body) : body;
};

/**
 * p (a polynomial in the one unknown x) as a product of irreducible factors over the rationals,
 * with the working. The product is expanded, and its tree read as a polynomial, and both compared
 * with p before it is returned; a SolveStop when either differs.
 */
export const factorPolynomial = (p: Poly, x: string): Factorization => {
  const steps: WorkedStep[] = [];
  const w: Work = { x, steps, methods: new Set(), irreducible: [] };
  if (p.length === 0) throw unsupported('factorZero');
  // p = content · x^power · primitive, the primitive part with whole coefficients, no common
  // factor, a positive leading coefficient and a non-zero constant.
  const D = P.denominator(p);
  const whole = P.scale(p, R.rat(D));
  const power = Math.min(...powersOf(whole, x));
  const g = P.wholeContent(whole);
  const sign = lead(whole, x) < 0n ? -1n : 1n;
  const content = R.mul(R.rat(1n, D), R.rat(sign * g));
  const primitive = P.add(
    whole.map((t) => {
      const k = (t.mono[x] ?? 0) - power;
      return { mono: k > 0 ? { [x]: k } : {}, c: R.rat(t.c.p / (sign * g)) };
    }),
    [],
  );
  const node = P.toNode(p);
  if (!R.eq(content, R.ONE) || power > 0) {
    const front = factoredNode({ x, content, power, factors: [] });
    if (deg(primitive, x) > 0) {
      w.methods.add('commonFactor');
      steps.push(
        step(
          { rule: 'commonFactor', params: { factor: front } },
          eq(
            node,
            R.eq(content, R.int(-1)) && power === 0
              ? negLead(nodeOf(primitive))
              : times(front, nodeOf(primitive)),
          ),
        ),
      );
    }
  }
  const parts = deg(primitive, x) > 0 ? split(primitive, w) : [];
  const factors: { poly: Poly; times: number }[] = [];
  for (const poly of parts) {
    const found = factors.find((f) => P.equals(f.poly, poly));
    if (found) found.times += 1;
    else factors.push({ poly, times: 1 });
  }
  const result = { x, content, power, factors };
  const factored = factoredNode(result);
  // The check: the product expanded, and the answer's tree read as a polynomial, are both p; no
  // answer longer than `typeable` is given.
  let expanded = P.constPoly(content);
  if (power > 0) expanded = P.mul(expanded, P.powInt(P.varPoly(x), power));
  for (const f of factors) expanded = P.mul(expanded, P.powInt(f.poly, f.times));
  if (!P.equals(expanded, p) || !typeable(toText(factored)) || !P.equals(toPoly(factored), p))
    throw unchecked();
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
