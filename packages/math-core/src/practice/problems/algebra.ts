import type { Random } from '../../_lib/random';
import { eq, frac, times as implicit, list, mul, neg, pow } from '../../math/build';
import type { MathNode } from '../../math/tree';
import {
  draft,
  type Family,
  frac as fracText,
  N,
  nonZero,
  plus,
  plusTerm,
  ratio,
  SMALLEST_FIRST,
  signed,
  signedTimes,
  term,
  times,
  undo,
  X,
} from './shared';

const ask = (equation: string): string => `Solve for x: ${equation}`;
/** Coefficients other than 0 and ±1, so every step does something. */
const COEFFICIENTS = [-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9];

const addition: Family = (r) => {
  const [x, a] = [r.int(-20, 20), nonZero(r, -20, 20)];
  const c = x + a;
  return draft({
    question: ask(`x${signed(a)} = ${c}`),
    questionMath: eq(plus(X, a), N(c)),
    answer: `${x}`,
    hint: `Undo the ${a < 0 ? 'subtraction' : 'addition'}: do the opposite to both sides.`,
    steps: [
      [`${undo(a)} both sides`, eq(X, plus(N(c), -a))],
      ['Simplify', eq(X, N(x))],
    ],
  });
};

const product: Family = (r) => {
  const [x, a] = [
    r.int(-20, 20),
    r.pick([-12, -9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  ];
  return draft({
    question: ask(`${a}x = ${a * x}`),
    questionMath: eq(term(a, X), N(a * x)),
    answer: `${x}`,
    hint: `Divide both sides by ${a}.`,
    steps: [
      [`Divide both sides by ${a}`, eq(X, frac(N(a * x), N(a)))],
      ['Simplify', eq(X, N(x))],
    ],
  });
};

const quotient: Family = (r) => {
  const [a, c] = [r.int(2, 12), r.int(-15, 15)];
  return draft({
    question: ask(`x/${a} = ${c}`),
    questionMath: eq(frac(X, N(a)), N(c)),
    answer: `${a * c}`,
    hint: `Multiply both sides by ${a}.`,
    steps: [
      [`Multiply both sides by ${a}`, eq(X, mul(N(c), N(a)))],
      ['Simplify', eq(X, N(a * c))],
    ],
  });
};

const difference: Family = (r) => {
  const [a, x] = [r.int(-20, 20), r.int(-20, 20)];
  const c = a - x;
  return draft({
    question: ask(`${a} - x = ${c}`),
    questionMath: eq(plusTerm(N(a), -1, X), N(c)),
    answer: `${x}`,
    hint: 'Get -x alone, then change the sign of both sides.',
    steps: [
      [`${undo(a)} both sides`, eq(neg(X), N(c - a))],
      ['Multiply both sides by −1', eq(X, N(x))],
    ],
  });
};

const twoStep: Family = (r) => {
  const drawn = nonZero(r, -9, 9);
  // A coefficient of 1 would make it a one-step equation ("Divide both sides by 1"): −1 instead.
  const a = drawn === 1 ? -1 : drawn;
  const [x, b] = [r.int(-12, 12), nonZero(r, -20, 20)];
  const c = a * x + b;
  return draft({
    question: ask(`${times(a, 'x')}${signed(b)} = ${c}`),
    questionMath: eq(plus(term(a, X), b), N(c)),
    answer: `${x}`,
    hint: 'First move the constant term to the other side, then divide by the coefficient of x.',
    steps: [
      [`${undo(b)} both sides`, eq(term(a, X), N(c - b))],
      [`Divide both sides by ${a}`, eq(X, N(x))],
    ],
  });
};

/** ax + b = c with a fraction or negative answer. */
const fractionAnswer: Family = (r) => {
  const [a, b, c] = [r.pick(COEFFICIENTS), nonZero(r, -15, 15), r.int(-20, 20)];
  return draft({
    question: `${ask(`${a}x${signed(b)} = ${c}`)}. Give the answer as a fraction or a whole number.`,
    questionMath: eq(plus(term(a, X), b), N(c)),
    answer: fracText(c - b, a),
    hint: 'Move the constant term, then divide; the answer may be a fraction.',
    steps: [
      [`${undo(b)} both sides`, eq(term(a, X), N(c - b))],
      [`Divide both sides by ${a}`, eq(X, ratio(c - b, a))],
    ],
  });
};

const distributive: Family = (r) => {
  const [a, b, x] = [r.pick(COEFFICIENTS), nonZero(r, -12, 12), r.int(-10, 10)];
  const c = a * (x + b);
  return draft({
    question: ask(`${a}(x${signed(b)}) = ${c}`),
    questionMath: eq(implicit(N(a), plus(X, b)), N(c)),
    answer: `${x}`,
    hint: 'Multiply out the brackets (the distributive law), or divide both sides by the factor first.',
    steps: [
      ['Distribute', eq(plus(term(a, X), a * b), N(c))],
      [`${undo(a * b)} both sides`, eq(term(a, X), N(c - a * b))],
      [`Divide both sides by ${a}`, eq(X, N(x))],
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
  return draft({
    question: ask(`${times(a, 'x')}${signed(b)} = ${times(c, 'x')}${signed(d)}`),
    questionMath: eq(plus(term(a, X), b), plus(term(c, X), d)),
    answer: `${x}`,
    hint: 'Collect the x terms on one side and the numbers on the other.',
    steps: [
      [
        `${c < 0 ? `Add ${times(-c, 'x')} to` : `Subtract ${times(c, 'x')} from`} both sides`,
        eq(plus(term(a - c, X), b), N(d)),
      ],
      [`${undo(b)} both sides`, eq(term(a - c, X), N(d - b))],
      ...(a - c === 1
        ? []
        : [[`Divide both sides by ${a - c}`, eq(X, N(x))] as [string, MathNode]]),
    ],
  });
};

const divided: Family = (r) => {
  const [a, b, c] = [r.int(2, 9), nonZero(r, -15, 15), r.int(-10, 10)];
  return draft({
    question: ask(`x/${a}${signed(b)} = ${c}`),
    questionMath: eq(plus(frac(X, N(a)), b), N(c)),
    answer: `${a * (c - b)}`,
    hint: 'Move the constant term first, then multiply by the denominator.',
    steps: [
      [`${undo(b)} both sides`, eq(frac(X, N(a)), N(c - b))],
      [`Multiply both sides by ${a}`, eq(X, N(a * (c - b)))],
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

const monic: Family = (r) => {
  const [p, q] = roots(r, -12, 12);
  const [sum, prod] = [p + q, p * q];
  return draft({
    question: `${ask(`${quadraticText(1, -sum, prod)} = 0`)}. ${SMALLEST_FIRST}`,
    questionMath: eq(quadratic(1, -sum, prod), N(0)),
    answer: `${p}, ${q}`,
    ordered: true,
    hint: `Find two numbers that multiply to ${prod} and add up to ${-sum}.`,
    steps: [
      [`Two numbers that multiply to ${prod} and add up to ${-sum}`, list(N(-p), N(-q))],
      [
        'Factor',
        eq(q === 0 ? implicit(X, rootFactor(p)) : implicit(rootFactor(p), rootFactor(q)), N(0)),
      ],
      ['A product is zero when a factor is zero', solutions(N(p), N(q))],
    ],
  });
};

const scaled: Family = (r) => {
  const a = r.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
  const [p, q] = roots(r, -9, 9);
  return draft({
    question: `${ask(`${quadraticText(a, -a * (p + q), a * p * q)} = 0`)}. ${SMALLEST_FIRST}`,
    questionMath: eq(quadratic(a, -a * (p + q), a * p * q), N(0)),
    answer: `${p}, ${q}`,
    ordered: true,
    hint: `Divide every term by ${a} first.`,
    steps: [
      [`Divide both sides by ${a}`, eq(quadratic(1, -(p + q), p * q), N(0))],
      ['Factor', eq(implicit(rootFactor(p), rootFactor(q)), N(0))],
      ['A product is zero when a factor is zero', solutions(N(p), N(q))],
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
  return draft({
    question: `${ask(`${quadraticText(a, b, c)} = 0`)}. ${SMALLEST_FIRST}`,
    questionMath: eq(quadratic(a, b, c), N(0)),
    answer: `${small}, ${large}`,
    ordered: true,
    hint: 'Factor into (mx - n)(x - q), or use the quadratic formula.',
    steps: [
      ['Factor', eq(implicit(plus(term(m, X), -n), rootFactor(q)), N(0))],
      ['A product is zero when a factor is zero', solutions(smallTree, largeTree)],
    ],
  });
};

/** a(x - b) = c(x + d): the distributive law on both sides, fraction answers allowed. */
const bracketsBothSides: Family = (r) => {
  const a = r.int(2, 9);
  const c = r.pick(COEFFICIENTS.filter((k) => k !== a));
  const [b, d] = [nonZero(r, -9, 9), nonZero(r, -9, 9)];
  return draft({
    question: `${ask(`${a}(x${signed(-b)}) = ${c}(x${signed(d)})`)}. Give the answer as a fraction or a whole number.`,
    questionMath: eq(implicit(N(a), plus(X, -b)), implicit(N(c), plus(X, d))),
    answer: fracText(a * b + c * d, a - c),
    hint: 'Expand both sides, then collect the x terms on one side.',
    steps: [
      ['Expand', eq(plus(term(a, X), -a * b), plus(term(c, X), c * d))],
      ['Collect terms', eq(term(a - c, X), N(a * b + c * d))],
      [`Divide both sides by ${a - c}`, eq(X, ratio(a * b + c * d, a - c))],
    ],
  });
};

/** x/a + x/b = c. */
const fractions: Family = (r) => {
  const a = r.int(2, 9);
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a));
  const c = nonZero(r, -10, 10);
  return draft({
    question: `${ask(`x/${a} + x/${b} = ${c}`)}. Give the answer as a fraction or a whole number.`,
    questionMath: eq(plusTerm(frac(X, N(a)), 1, frac(X, N(b))), N(c)),
    answer: fracText(a * b * c, a + b),
    hint: `Multiply every term by ${a * b} to clear the fractions.`,
    steps: [
      [`Multiply both sides by ${a * b}`, eq(plusTerm(term(b, X), a, X), N(a * b * c))],
      ['Collect terms', eq(term(a + b, X), N(a * b * c))],
      [`Divide both sides by ${a + b}`, eq(X, ratio(a * b * c, a + b))],
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
