import type { Random } from '../../_lib/random';
import { eq, frac, times as implicit, list, mul, neg, pow } from '../../math/build';
import type { MathNode } from '../../math/tree';
import { say, typed } from '../words';
import {
  draft,
  type Family,
  frac as fracText,
  N,
  nonZero,
  plus,
  plusTerm,
  ratio,
  signed,
  signedTimes,
  term,
  times,
  undoStep,
  type Words,
  X,
} from './shared';

/** "Solve for x: …", the equation as typed and as a tree. */
const ask = (equation: string, tree: MathNode) =>
  say('ask.solve', { equation: typed(equation, tree) });
/** "Solve for x: …" asking for a fraction or a whole number. */
const askFraction = (equation: string, tree: MathNode) =>
  say('ask.solveFraction', { equation: typed(equation, tree) });
/** "Solve for x: …" asking for both solutions, smallest first. */
const askOrdered = (equation: string, tree: MathNode) =>
  say('ask.solveOrdered', { equation: typed(equation, tree) });
const SIMPLIFY = /* @__PURE__ */ say('step.simplify');
const divideBy = (a: number) => say('step.divide', { a });
const multiplyBy = (a: number) => say('step.multiply', { a });
/** Coefficients other than 0 and ±1, so every step does something. */
const COEFFICIENTS = [-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9];

const addition: Family = (r) => {
  const [x, a] = [r.int(-20, 20), nonZero(r, -20, 20)];
  const c = x + a;
  const question = eq(plus(X, a), N(c));
  return draft({
    question: ask(`x${signed(a)} = ${c}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say(a < 0 ? 'hint.undoSubtraction' : 'hint.undoAddition'),
    steps: [
      [undoStep(a), eq(X, plus(N(c), -a))],
      [SIMPLIFY, eq(X, N(x))],
    ],
  });
};

const product: Family = (r) => {
  const [x, a] = [
    r.int(-20, 20),
    r.pick([-12, -9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  ];
  const question = eq(term(a, X), N(a * x));
  return draft({
    question: ask(`${a}x = ${a * x}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('hint.divideBoth', { a }),
    steps: [
      [divideBy(a), eq(X, frac(N(a * x), N(a)))],
      [SIMPLIFY, eq(X, N(x))],
    ],
  });
};

const quotient: Family = (r) => {
  const [a, c] = [r.int(2, 12), r.int(-15, 15)];
  const question = eq(frac(X, N(a)), N(c));
  return draft({
    question: ask(`x/${a} = ${c}`, question),
    questionMath: question,
    answer: `${a * c}`,
    hint: say('hint.multiplyBoth', { a }),
    steps: [
      [multiplyBy(a), eq(X, mul(N(c), N(a)))],
      [SIMPLIFY, eq(X, N(a * c))],
    ],
  });
};

const difference: Family = (r) => {
  const [a, x] = [r.int(-20, 20), r.int(-20, 20)];
  const c = a - x;
  const question = eq(plusTerm(N(a), -1, X), N(c));
  return draft({
    question: ask(`${a} - x = ${c}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('hint.negativeAlone'),
    steps: [
      [undoStep(a), eq(neg(X), N(c - a))],
      [say('step.multiplyMinusOne'), eq(X, N(x))],
    ],
  });
};

const twoStep: Family = (r) => {
  const drawn = nonZero(r, -9, 9);
  // A coefficient of 1 would make it a one-step equation ("Divide both sides by 1"): −1 instead.
  const a = drawn === 1 ? -1 : drawn;
  const [x, b] = [r.int(-12, 12), nonZero(r, -20, 20)];
  const c = a * x + b;
  const question = eq(plus(term(a, X), b), N(c));
  return draft({
    question: ask(`${times(a, 'x')}${signed(b)} = ${c}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('hint.twoStep'),
    steps: [
      [undoStep(b), eq(term(a, X), N(c - b))],
      [divideBy(a), eq(X, N(x))],
    ],
  });
};

/** ax + b = c with a fraction or negative answer. */
const fractionAnswer: Family = (r) => {
  const [a, b, c] = [r.pick(COEFFICIENTS), nonZero(r, -15, 15), r.int(-20, 20)];
  const question = eq(plus(term(a, X), b), N(c));
  return draft({
    question: askFraction(`${a}x${signed(b)} = ${c}`, question),
    questionMath: question,
    answer: fracText(c - b, a),
    hint: say('hint.fractionAnswer'),
    steps: [
      [undoStep(b), eq(term(a, X), N(c - b))],
      [divideBy(a), eq(X, ratio(c - b, a))],
    ],
  });
};

const distributive: Family = (r) => {
  const [a, b, x] = [r.pick(COEFFICIENTS), nonZero(r, -12, 12), r.int(-10, 10)];
  const c = a * (x + b);
  const question = eq(implicit(N(a), plus(X, b)), N(c));
  return draft({
    question: ask(`${a}(x${signed(b)}) = ${c}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('hint.distribute'),
    steps: [
      [say('step.distribute'), eq(plus(term(a, X), a * b), N(c))],
      [undoStep(a * b), eq(term(a, X), N(c - a * b))],
      [divideBy(a), eq(X, N(x))],
    ],
  });
};

const bothSides: Family = (r) => {
  const a = nonZero(r, -9, 9);
  const c = r.pick(
    [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => n !== a),
  );
  const [x, drawn] = [r.int(-10, 10), nonZero(r, -15, 15)];
  // d = 0 would write "= 6x + 0": draw b again until the right side has a constant term.
  let b = drawn;
  while ((a - c) * x + b === 0) b = nonZero(r, -15, 15);
  const d = (a - c) * x + b;
  const question = eq(plus(term(a, X), b), plus(term(c, X), d));
  const moved = typed(times(Math.abs(c), 'x'), term(Math.abs(c), X));
  return draft({
    question: ask(`${times(a, 'x')}${signed(b)} = ${times(c, 'x')}${signed(d)}`, question),
    questionMath: question,
    answer: `${x}`,
    hint: say('hint.collect'),
    steps: [
      [say(c < 0 ? 'step.add' : 'step.subtract', { a: moved }), eq(plus(term(a - c, X), b), N(d))],
      [undoStep(b), eq(term(a - c, X), N(d - b))],
      ...(a - c === 1 ? [] : [[divideBy(a - c), eq(X, N(x))] as [Words, MathNode]]),
    ],
  });
};

const divided: Family = (r) => {
  const [a, b, c] = [r.int(2, 9), nonZero(r, -15, 15), r.int(-10, 10)];
  const question = eq(plus(frac(X, N(a)), b), N(c));
  return draft({
    question: ask(`x/${a}${signed(b)} = ${c}`, question),
    questionMath: question,
    answer: `${a * (c - b)}`,
    hint: say('hint.divided'),
    steps: [
      [undoStep(b), eq(frac(X, N(a)), N(c - b))],
      [multiplyBy(a), eq(X, N(a * (c - b)))],
    ],
  });
};

const roots = (r: Random, low: number, high: number): [number, number] => {
  const p = r.int(low, high - 1);
  return [p, r.int(p + 1, high)];
};

/** "x^2 - 5x + 6", "2x^2 + x - 3": a polynomial with coefficients a, b, c. */
export const quadraticText = (a: number, b: number, c: number): string =>
  `${times(a, 'x^2')}${b === 0 ? '' : signedTimes(b, 'x')}${c === 0 ? '' : signed(c)}`;
/** The same polynomial as a tree. */
export const quadratic = (a: number, b: number, c: number): MathNode => {
  const squared = term(a, pow(X, N(2)));
  const linear = b === 0 ? squared : plusTerm(squared, b, X);
  return c === 0 ? linear : plus(linear, c);
};
export const rootFactor = (root: number): MathNode => (root === 0 ? X : plus(X, -root));
const solutions = (p: MathNode, q: MathNode): MathNode => list(eq(X, p), eq(X, q));
const FACTOR = /* @__PURE__ */ say('step.factor');
const ZERO_PRODUCT = /* @__PURE__ */ say('step.zeroProduct');
const COLLECT = /* @__PURE__ */ say('step.collect');

const monic: Family = (r) => {
  const [p, q] = roots(r, -12, 12);
  const [sum, prod] = [p + q, p * q];
  const question = eq(quadratic(1, -sum, prod), N(0));
  return draft({
    question: askOrdered(`${quadraticText(1, -sum, prod)} = 0`, question),
    questionMath: question,
    answer: `${p}, ${q}`,
    ordered: true,
    hint: say('hint.productSum', { product: prod, sum: -sum }),
    steps: [
      [say('step.productSum', { product: prod, sum: -sum }), list(N(-p), N(-q))],
      [
        FACTOR,
        eq(q === 0 ? implicit(X, rootFactor(p)) : implicit(rootFactor(p), rootFactor(q)), N(0)),
      ],
      [ZERO_PRODUCT, solutions(N(p), N(q))],
    ],
  });
};

const scaled: Family = (r) => {
  const a = r.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
  const [p, q] = roots(r, -9, 9);
  const question = eq(quadratic(a, -a * (p + q), a * p * q), N(0));
  return draft({
    question: askOrdered(`${quadraticText(a, -a * (p + q), a * p * q)} = 0`, question),
    questionMath: question,
    answer: `${p}, ${q}`,
    ordered: true,
    hint: say('hint.divideEvery', { a }),
    steps: [
      [divideBy(a), eq(quadratic(1, -(p + q), p * q), N(0))],
      [FACTOR, eq(implicit(rootFactor(p), rootFactor(q)), N(0))],
      [ZERO_PRODUCT, solutions(N(p), N(q))],
    ],
  });
};

/** (mx - n)(x - q) = 0 with a fraction root n/m. */
const leading: Family = (r) => {
  const m = r.int(2, 5);
  const n = r.pick(
    [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k % m !== 0),
  );
  const q = r.int(-9, 9);
  const [a, b, c] = [m, -(m * q + n), n * q];
  const [small, large] = n / m < q ? [fracText(n, m), `${q}`] : [`${q}`, fracText(n, m)];
  const [smallTree, largeTree] = n / m < q ? [ratio(n, m), N(q)] : [N(q), ratio(n, m)];
  const question = eq(quadratic(a, b, c), N(0));
  return draft({
    question: askOrdered(`${quadraticText(a, b, c)} = 0`, question),
    questionMath: question,
    answer: `${small}, ${large}`,
    ordered: true,
    hint: say('hint.factorLeading'),
    steps: [
      [FACTOR, eq(implicit(plus(term(m, X), -n), rootFactor(q)), N(0))],
      [ZERO_PRODUCT, solutions(smallTree, largeTree)],
    ],
  });
};

/** a(x - b) = c(x + d): the distributive law on both sides, fraction answers allowed. */
const bracketsBothSides: Family = (r) => {
  const a = r.int(2, 9);
  const c = r.pick(COEFFICIENTS.filter((k) => k !== a));
  const [b, d] = [nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const question = eq(implicit(N(a), plus(X, -b)), implicit(N(c), plus(X, d)));
  return draft({
    question: askFraction(`${a}(x${signed(-b)}) = ${c}(x${signed(d)})`, question),
    questionMath: question,
    answer: fracText(a * b + c * d, a - c),
    hint: say('hint.expandBoth'),
    steps: [
      [say('step.expand'), eq(plus(term(a, X), -a * b), plus(term(c, X), c * d))],
      [COLLECT, eq(term(a - c, X), N(a * b + c * d))],
      [divideBy(a - c), eq(X, ratio(a * b + c * d, a - c))],
    ],
  });
};

/** x/a + x/b = c. */
const fractions: Family = (r) => {
  const a = r.int(2, 9);
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a));
  const c = nonZero(r, -10, 10);
  const question = eq(plusTerm(frac(X, N(a)), 1, frac(X, N(b))), N(c));
  return draft({
    question: askFraction(`x/${a} + x/${b} = ${c}`, question),
    questionMath: question,
    answer: fracText(a * b * c, a + b),
    hint: say('hint.clearFractions', { a: a * b }),
    steps: [
      [multiplyBy(a * b), eq(plusTerm(term(b, X), a, X), N(a * b * c))],
      [COLLECT, eq(term(a + b, X), N(a * b * c))],
      [divideBy(a + b), eq(X, ratio(a * b * c, a + b))],
    ],
  });
};

export const ALGEBRA: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [addition, product, quotient, difference],
  Medium: [twoStep, fractionAnswer, distributive, bothSides, divided],
  Hard: [monic, scaled, leading, bracketsBothSides, fractions],
};

/** Every algebra family by name, for the skills that reuse them. */
export const ALGEBRA_FAMILIES = {
  addition,
  product,
  quotient,
  difference,
  twoStep,
  fractionAnswer,
  distributive,
  bothSides,
  divided,
  monic,
  scaled,
  leading,
  bracketsBothSides,
  fractions,
};
