import type { Random } from '../../_lib/random';
import {
  add,
  chain,
  eq,
  frac,
  times as implicit,
  list,
  log,
  mul,
  pow,
  sub,
  variable,
} from '../../math/build';
import type { MathNode } from '../../math/tree';
import {
  draft,
  type Family,
  frac as fracText,
  N,
  nonZero,
  over,
  plus,
  power,
  ratio,
  signed,
  term,
  times,
  undo,
  X,
  Y,
} from './shared';

/**
 * Bases and exponents a class meets: powers up to 2^10 = 1024, never below 1/900 (or 0.001).
 */
const powerOf = (r: Random): [b: number, k: number] => {
  const b = r.int(2, 30);
  const top = Math.floor(Math.log(1.05e3) / Math.log(b));
  return [b, r.int(b === 10 ? -3 : -2, top)];
};

/** b^k as the question writes it: 1/8 for 2^-3, 0.001 for 10^-3. */
const powerTree = (b: number, k: number): MathNode =>
  k >= 0 || b === 10 ? N(power(b, k)) : over(1, b ** -k);
export const logOf = (arg: MathNode, b: number): MathNode => log(arg, N(b));
export const raised = (b: number, k: number | MathNode): MathNode =>
  pow(N(b), typeof k === 'number' ? N(k) : k);

const evaluate: Family = (r) => {
  const [b, k] = powerOf(r);
  const value = power(b, k);
  return draft({
    question: `Evaluate log_${b}(${value}).`,
    questionMath: logOf(powerTree(b, k), b),
    answer: `${k}`,
    hint: `To what power must ${b} be raised to give ${value}?`,
    steps: [
      [`Write ${value} as a power of ${b}`, eq(powerTree(b, k), raised(b, k))],
      ['The logarithm undoes the power', eq(logOf(raised(b, k), b), N(k))],
    ],
  });
};

const exponent: Family = (r) => {
  const [b, k] = powerOf(r);
  const value = power(b, k);
  return draft({
    question: `Solve for x: ${b}^x = ${value}`,
    questionMath: eq(raised(b, X), powerTree(b, k)),
    answer: `${k}`,
    hint: `Write ${value} as a power of ${b}.`,
    steps: [
      [`Write ${value} as a power of ${b}`, eq(raised(b, X), raised(b, k))],
      ['Equal powers of one base have equal exponents', eq(X, N(k))],
    ],
  });
};

const definition: Family = (r) => {
  const b = r.int(2, 12);
  const k = r.int(-2, Math.floor(Math.log(1.05e3) / Math.log(b)));
  const value = power(b, k);
  return draft({
    question: `Solve for x: log_${b}(x) = ${k}`,
    questionMath: eq(logOf(X, b), N(k)),
    answer: value,
    hint: `log_b(x) = k means x = b^k.`,
    steps: [
      ['A logarithm is an exponent: log_b(x) = k means x = b^k', eq(X, raised(b, k))],
      ['Evaluate the power', eq(X, powerTree(b, k))],
    ],
  });
};

const inverse: Family = (r) => {
  const [b, n] = [r.int(2, 12), r.int(2, 99)];
  const [vb, vn] = [variable('b'), variable('n')];
  return draft({
    question: `Evaluate ${b}^(log_${b}(${n})).`,
    questionMath: raised(b, logOf(N(n), b)),
    answer: `${n}`,
    hint: 'Raising b to the power log_b(n) undoes the logarithm.',
    steps: [
      ['Raising b to the power log_b(n) gives n, for every n > 0', eq(pow(vb, log(vn, vb)), vn)],
      [`Here b = ${b} and n = ${n}`, eq(raised(b, logOf(N(n), b)), N(n))],
    ],
  });
};

const powerRule: Family = (r) => {
  const [b, p, k] = [r.int(2, 10), nonZero(r, -12, 12), r.int(2, 6)];
  return draft({
    question: `Given log_${b}(y) = ${p}, evaluate log_${b}(y^${k}).`,
    questionMath: list(eq(logOf(Y, b), N(p)), logOf(pow(Y, N(k)), b)),
    answer: `${k * p}`,
    hint: 'Power rule: log_b(y^k) = k × log_b(y).',
    steps: [
      ['Power rule', eq(logOf(pow(Y, N(k)), b), mul(N(k), logOf(Y, b)))],
      [`Put in log_${b}(y) = ${p}`, chain(mul(N(k), N(p)), '=', N(k * p))],
    ],
  });
};

const changeOfBase: Family = (r) => {
  // Bases up to 1000 and values up to 10^4 (log_8(1/32), not log_1296(1/279936)).
  const root = r.pick([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const m = r.int(2, 3);
  const limit = Math.floor(Math.log(1.05e4) / Math.log(root));
  let n = r.int(-limit, limit);
  if (n % m === 0) n += n < limit ? 1 : -1;
  // 10^-7 would be written 0.0000001: stay within six decimals (−5 is never a multiple of m).
  if (root === 10 && n < -6) n = -5;
  const answer = fracText(n, m);
  const value = power(root, n);
  const problem = logOf(powerTree(root, n), root ** m);
  return draft({
    question: `Evaluate log_${root ** m}(${value}). Give the answer as a fraction.`,
    questionMath: problem,
    answer,
    hint: `Write both numbers as powers of ${root}.`,
    steps: [
      [
        `Write both numbers as powers of ${root}`,
        list(eq(N(root ** m), raised(root, m)), eq(powerTree(root, n), raised(root, n))),
      ],
      [
        'The logarithm is the ratio of the exponents',
        answer === `${n}/${m}`
          ? eq(problem, over(n, m))
          : chain(problem, '=', over(n, m), '=', ratio(n, m)),
      ],
    ],
  });
};

/** Two whole numbers u, v ≥ 2 with u × v = n (n must not be prime). */
const factorPair = (r: Random, n: number): [number, number] => {
  const divisors: number[] = [];
  for (let d = 2; d * d <= n; d++) if (n % d === 0) divisors.push(d);
  const u = r.pick(divisors);
  return [u, n / u];
};

/** log_b(n) = log_b(b^k) = k, for n = b^k. */
const knownPower = (b: number, k: number): [string, MathNode] => [
  `Write ${b ** k} as a power of ${b}`,
  chain(logOf(N(b ** k), b), '=', logOf(raised(b, k), b), '=', N(k)),
];

const productRule: Family = (r) => {
  const b = r.int(2, 15);
  const k = r.int(2, b < 5 ? 5 : b < 10 ? 4 : 3);
  const [u, v] = factorPair(r, b ** k);
  const problem = add(logOf(N(u), b), logOf(N(v), b));
  return draft({
    question: `Evaluate log_${b}(${u}) + log_${b}(${v}).`,
    questionMath: problem,
    answer: `${k}`,
    hint: 'Product rule: log_b(m) + log_b(n) = log_b(m × n).',
    steps: [
      ['Product rule', chain(problem, '=', logOf(mul(N(u), N(v)), b), '=', logOf(N(b ** k), b))],
      knownPower(b, k),
    ],
  });
};

const quotientRule: Family = (r) => {
  // Up to 6^3 × 30 = 6480: numbers a class meets, the answer 1, 2 or 3.
  const k = r.int(1, 3);
  const [b, v] = [r.int(2, k === 3 ? 6 : 10), r.int(2, 30)];
  const u = v * b ** k;
  const problem = sub(logOf(N(u), b), logOf(N(v), b));
  return draft({
    question: `Evaluate log_${b}(${u}) - log_${b}(${v}).`,
    questionMath: problem,
    answer: `${k}`,
    hint: 'Quotient rule: log_b(m) - log_b(n) = log_b(m / n).',
    steps: [
      ['Quotient rule', chain(problem, '=', logOf(over(u, v), b), '=', logOf(N(b ** k), b))],
      knownPower(b, k),
    ],
  });
};

const logEquation: Family = (r) => {
  const b = r.int(2, 10);
  const k = r.int(1, b <= 3 ? 5 : b <= 5 ? 4 : 3);
  const a = nonZero(r, -20, 20);
  const x = b ** k - a;
  return draft({
    question: `Solve for x: log_${b}(x${signed(a)}) = ${k}`,
    questionMath: eq(logOf(plus(X, a), b), N(k)),
    answer: `${x}`,
    hint: 'Rewrite the logarithm as a power: log_b(y) = k means y = b^k.',
    steps: [
      ['Rewrite the logarithm as a power', chain(plus(X, a), '=', raised(b, k), '=', N(b ** k))],
      [`${undo(a)} both sides`, eq(X, N(x))],
    ],
  });
};

const expEquation: Family = (r) => {
  const [b, k, a] = [r.int(2, 10), r.int(0, 4), nonZero(r, -9, 9)];
  const m = r.int(1, 3);
  return draft({
    question: `Solve for x: ${b}^(${times(m, 'x')}${signed(a)}) = ${b ** k}`,
    questionMath: eq(raised(b, plus(term(m, X), a)), N(b ** k)),
    answer: fracText(k - a, m),
    hint: `Write ${b ** k} as a power of ${b}, then set the exponents equal.`,
    steps: [
      [
        `Write ${b ** k} as ${b} to the power ${k}, then set the exponents equal`,
        eq(plus(term(m, X), a), N(k)),
      ],
      [`${undo(a)} both sides`, eq(term(m, X), N(k - a))],
      [m === 1 ? 'So' : `Divide both sides by ${m}`, eq(X, ratio(k - a, m))],
    ],
  });
};

const sumDifference: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -12, 12), nonZero(r, -12, 12)];
  const quotient = r.int(0, 1) === 1;
  const answer = quotient ? p - q : p + q;
  const combine = quotient ? sub : add;
  const asked = logOf(quotient ? frac(X, Y) : implicit(X, Y), b);
  return draft({
    question: `Given log_${b}(x) = ${p} and log_${b}(y) = ${q}, evaluate log_${b}(${quotient ? 'x/y' : 'xy'}).`,
    questionMath: list(eq(logOf(X, b), N(p)), eq(logOf(Y, b), N(q)), asked),
    answer: `${answer}`,
    hint: quotient
      ? 'Quotient rule: log_b(x/y) = log_b(x) - log_b(y).'
      : 'Product rule: log_b(xy) = log_b(x) + log_b(y).',
    steps: [
      [quotient ? 'Quotient rule' : 'Product rule', eq(asked, combine(logOf(X, b), logOf(Y, b)))],
      ['Put in the given values', chain(combine(N(p), N(q)), '=', N(answer))],
    ],
  });
};

/** Expand log_b(x^m y^n) or log_b(x^m / y^n) from given logs. */
const expand: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const [m, n] = [r.int(2, 4), r.int(1, 4)];
  const over_ = r.int(0, 1) === 1;
  const y = n === 1 ? 'y' : `y^${n}`;
  const yTree = n === 1 ? Y : pow(Y, N(n));
  const answer = m * p + (over_ ? -n : n) * q;
  const combine = over_ ? sub : add;
  const asked = logOf(over_ ? frac(pow(X, N(m)), yTree) : implicit(pow(X, N(m)), yTree), b);
  return draft({
    question: `Given log_${b}(x) = ${p} and log_${b}(y) = ${q}, evaluate log_${b}(${over_ ? `x^${m}/${y}` : `x^${m}${y}`}).`,
    questionMath: list(eq(logOf(X, b), N(p)), eq(logOf(Y, b), N(q)), asked),
    answer: `${answer}`,
    hint: 'Expand with the product, quotient and power rules, then substitute.',
    steps: [
      [
        'Expand with the product, quotient and power rules',
        eq(
          asked,
          combine(implicit(N(m), logOf(X, b)), n === 1 ? logOf(Y, b) : implicit(N(n), logOf(Y, b))),
        ),
      ],
      ['Put in the given values', chain(combine(mul(N(m), N(p)), mul(N(n), N(q))), '=', N(answer))],
    ],
  });
};

/** Condense log_b(u) + log_b(v) - log_b(w) where u·v/w is a power of b. */
const condense: Family = (r) => {
  const b = r.int(2, 10);
  // Up to b^3 for the small bases, so that the answer is not 1 or 2 every time.
  const k = r.int(1, b <= 6 ? 3 : 2);
  let w = r.int(2, 30);
  let [u, v] = factorPair(r, w * b ** k);
  // A term that is added and taken away again ("+ log_3(8) - log_3(8)") leaves nothing to
  // condense: draw again (seeds whose first draw is fine keep their problem).
  while (u === w || v === w) {
    w = r.int(2, 30);
    [u, v] = factorPair(r, w * b ** k);
  }
  const problem = sub(add(logOf(N(u), b), logOf(N(v), b)), logOf(N(w), b));
  return draft({
    question: `Evaluate log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w}).`,
    questionMath: problem,
    answer: `${k}`,
    hint: 'Condense into one logarithm with the product and quotient rules.',
    steps: [
      [
        'Condense with the product and quotient rules',
        chain(problem, '=', logOf(frac(mul(N(u), N(v)), N(w)), b), '=', logOf(N(b ** k), b)),
      ],
      knownPower(b, k),
    ],
  });
};

/** a^(mx + c) = d^(nx) with a and d powers of one root: 4^x = 8^(x - 1). */
const commonBase: Family = (r) => {
  const root = r.pick([2, 3]);
  const s = r.int(1, 3);
  const t = r.pick([1, 2, 3].filter((k) => k !== s));
  const [c, e] = [nonZero(r, -5, 5), r.int(-5, 5)];
  // root^(s(x + c)) = root^(t(x + e)) → (s - t)x = te - sc
  const right = e === 0 ? 'x' : `(x${signed(e)})`;
  const rightTree = e === 0 ? X : plus(X, e);
  // A factor 1 is not written: 2^(x + 3), not 2^(1(x + 3)); 2^x, not 2^(1x).
  const scale = (k: number, tree: MathNode): MathNode => (k === 1 ? tree : implicit(N(k), tree));
  const [left, rightExponent] = [scale(s, plus(X, c)), scale(t, rightTree)];
  return draft({
    question: `Solve for x: ${root ** s}^(x${signed(c)}) = ${root ** t}^${right}`,
    questionMath: eq(raised(root ** s, plus(X, c)), raised(root ** t, rightTree)),
    answer: fracText(t * e - s * c, s - t),
    hint: `Write both bases as powers of ${root}, then set the exponents equal.`,
    steps: [
      [
        `Write both bases as powers of ${root}`,
        eq(raised(root, left), raised(root, rightExponent)),
      ],
      ['Set the exponents equal', eq(left, rightExponent)],
      ['Solve for x', eq(X, ratio(t * e - s * c, s - t))],
    ],
  });
};

/**
 * log_b(x) + log_b(x - a) = k (or = log_b(n)), whose second root is negative and rejected:
 * x(x - a) = n, so the roots are x and -n/x.
 */
const logSum: Family = (r) => {
  const b = r.int(2, 10);
  let root: number;
  let n: number;
  let right: string;
  let rightTree: MathNode;
  if (b <= 6 && r.int(0, 1) === 0) {
    const k = r.int(2, b === 2 ? 6 : b === 3 ? 4 : 3);
    n = b ** k;
    const m = n;
    root = r.pick(
      Array.from({ length: n }, (_, i) => i + 1).filter((d) => m % d === 0 && d * d > m),
    );
    right = `${k}`;
    rightTree = N(k);
  } else {
    root = r.int(3, 40);
    n = root * r.int(1, root - 1);
    right = `log_${b}(${n})`;
    rightTree = logOf(N(n), b);
  }
  const a = root - n / root;
  return draft({
    question: `Solve for x: log_${b}(x) + log_${b}(x - ${a}) = ${right}`,
    questionMath: eq(add(logOf(X, b), logOf(plus(X, -a), b)), rightTree),
    answer: `${root}`,
    hint: 'Condense the left side, remove the logarithms, and reject a root that makes a logarithm undefined.',
    steps: [
      ['Condense the left side and remove the logarithms', eq(implicit(X, plus(X, -a)), N(n))],
      ['Factor', eq(implicit(plus(X, -root), plus(X, n / root)), N(0))],
      [`x = −${n / root} is rejected (the log of a negative number is undefined)`, eq(X, N(root))],
    ],
  });
};

export const LOGARITHMS: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [evaluate, exponent, definition, inverse, inverse, powerRule, powerRule],
  Medium: [changeOfBase, productRule, quotientRule, logEquation, expEquation, sumDifference],
  Hard: [expand, condense, commonBase, logSum, expEquation, changeOfBase],
};

/** Every logarithms family by name, for the skills that reuse them. */
export const LOGARITHMS_FAMILIES = {
  evaluate,
  exponent,
  definition,
  inverse,
  powerRule,
  changeOfBase,
  productRule,
  quotientRule,
  logEquation,
  expEquation,
  sumDifference,
  expand,
  condense,
  commonBase,
  logSum,
};
