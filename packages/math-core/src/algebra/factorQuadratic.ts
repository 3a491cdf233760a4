/**
 * Factoring as it starts for every polynomial in one unknown over the rational numbers, and as it
 * ends for one of degree at most 2: the common factor first (6x² + 9x = 3x(2x + 3)), then a
 * difference of squares, a perfect-square trinomial, two numbers with a given product and sum
 * (x² − 5x + 6 = (x − 2)(x − 3)) or the ac method with the middle term split and grouped. The
 * solver of quadratics factors with `factorWith(p, x, splitQuadraticFactors)`; ./factor's
 * `factorPolynomial` is `factorWith` with a split that hands a factor of degree 2 or less to
 * `splitQuadraticFactors` and does the rest of a higher degree itself (cubes, grouping, rational
 * roots), so that a quadratic is factored by the same steps either way and a solver of quadratics
 * does not carry the rest. The factored form is expanded, and its tree read as a polynomial,
 * before it is given.
 */

import { chain, eq, n as numberNode, pow, times } from '../math/build';
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
import { toPoly } from './reading';

/**
 * A polynomial in the one unknown being factored with whole coefficients (x³ − 6x² + 11x − 6);
 * the helpers below read its coefficients as whole numbers.
 */
export type Z = Poly;

/**
 * The sentences of the refusals of every factoring; those of a factoring past the quadratic
 * factors are in ./factor, with the code that gives them.
 */
export const FACTOR_REFUSALS = {
  factorCoefficients: 'Coefficients this large are not factored',
  factorZero: '0 has no factors',
} as const;

const unsupported = (id: keyof typeof FACTOR_REFUSALS): SolveStop =>
  refuse('unsupported', FACTOR_REFUSALS, id);

export const abs = (a: bigint): bigint => (a < 0n ? -a : a);
export const deg = (z: Z, x: string): number => P.degree(z, x);
export const lead = (z: Z, x: string): bigint => P.leading(z, x).p;
export const at = (z: Z, x: string, i: number): bigint => P.coeff(z, x, i).p;
/** Σ cs[k]·xᵏ with whole coefficients cs from the constant up. */
export const wholePoly = (x: string, ...cs: bigint[]): Z =>
  P.fromCoefficients(
    cs.map((c) => R.rat(c)),
    x,
  );
/** The exponents of x with a non-zero coefficient, lowest first. */
export const powersOf = (z: Z, x: string): number[] => z.map((t) => t.mono[x] ?? 0).reverse();

/** 10¹⁰, written out: a bundler keeps a power at the top of a module when it is unused. */
const MAX_DIVISOR_SEARCH = 10_000_000_000n;
/** Positive divisors of n ≠ 0, ascending. */
export const divisors = (n: bigint): bigint[] => {
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

export const nodeOf = (z: Z): MathNode => P.toNode(z);

export const productNode = (nodes: MathNode[]): MathNode =>
  nodes.reduce((acc, node) => times(acc, node));

/** Terms written out one after another without collecting: 6x² + 15x − 4x − 10. */
export const sumNode = (terms: MathNode[]): MathNode =>
  terms.reduce((acc, node) =>
    node.type === 'neg'
      ? { type: 'binary', op: '-', left: acc, right: node.arg }
      : { type: 'binary', op: '+', left: acc, right: node },
  );
/** k·(bracket) as a term: 3x(2x + 5), −2(2x + 5). */
export const scaledBracket = (k: Q, mono: P.Mono, bracket: MathNode): MathNode => {
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
export const spread = (z: Z, x: string, k: number): Z =>
  P.add(
    z.map((t) => ({ mono: t.mono[x] ? { [x]: (t.mono[x] as number) * k } : {}, c: t.c })),
    [],
  );

export interface Work {
  x: string;
  steps: WorkedStep[];
  methods: Set<string>;
  /** Notes on the factors that cannot be factored further. */
  irreducible: string[];
}

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
export const splitQuadratic = (z: Z, k: number, w: Work): Z[] | undefined => {
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

/**
 * The two factors of a difference of squares, a² − b² = (a − b)(a + b), when z is one (two terms,
 * of even degree, each a square), with the step that says so; undefined when it is not.
 */
export const differenceOfSquares = (z: Z, w: Work): [Z, Z] | undefined => {
  const x = w.x;
  const n = deg(z, x);
  if (powersOf(z, x).length !== 2 || n % 2 !== 0) return undefined;
  const s = R.exactRoot(lead(z, x), 2);
  const t = R.exactRoot(-at(z, x, 0), 2);
  if (s === undefined || t === undefined) return undefined;
  const half = n / 2;
  const minus = spread(wholePoly(x, -t, s), x, half);
  const plus = spread(wholePoly(x, t, s), x, half);
  const aNode = P.toNode([{ mono: { [x]: half }, c: R.rat(s) }]);
  w.methods.add('differenceOfSquares');
  w.steps.push(
    step(
      { rule: 'squares', params: { a: aNode, b: t } },
      eq(nodeOf(z), productNode([nodeOf(minus), nodeOf(plus)])),
    ),
  );
  return [minus, plus];
};

/**
 * Splits a primitive z (positive leading coefficient, non-zero constant) of degree at most 2 into
 * irreducible factors: one of degree at most 1 is itself, a difference of squares splits, and a
 * quadratic splits as `splitQuadratic` says or is said not to. Each factor it gives is of degree
 * 1, or z itself.
 */
export const splitQuadraticFactors = (z: Z, w: Work): Z[] => {
  if (deg(z, w.x) <= 1) return [z];
  const parts = differenceOfSquares(z, w) ?? splitQuadratic(z, 1, w);
  if (parts) return parts;
  discriminantNote(z, w);
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
 * with the working: its primitive part split by `split` (./factor's for any degree,
 * `splitQuadraticFactors` for a degree of at most 2, as the solver of quadratics factors). The product is expanded, and its tree read as a polynomial, and both compared
 * with p before it is returned; a SolveStop when either differs.
 */
export const factorWith = (p: Poly, x: string, split: (z: Z, w: Work) => Z[]): Factorization => {
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
