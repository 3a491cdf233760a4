import type { Random } from '../random';
import { type Family, factor, frac, nonZero, signed, signedTimes, times, undo } from './shared';

const ask = (equation: string): string => `Solve for x: ${equation}`;
/** Coefficients other than 0 and ±1, so every step does something. */
const COEFFICIENTS = [-9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9];

const addition: Family = (r) => {
  const [x, a] = [r.int(-20, 20), nonZero(r, -20, 20)];
  const c = x + a;
  return {
    question: ask(`x${signed(a)} = ${c}`),
    answer: `${x}`,
    hint: `Undo the ${a < 0 ? 'subtraction' : 'addition'}: do the opposite to both sides.`,
    steps: [`${undo(a)} both sides: x = ${c}${signed(-a)}`, `x = ${x}`],
  };
};

const product: Family = (r) => {
  const [x, a] = [
    r.int(-20, 20),
    r.pick([-12, -9, -8, -7, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  ];
  return {
    question: ask(`${a}x = ${a * x}`),
    answer: `${x}`,
    hint: `Divide both sides by ${a}.`,
    steps: [`Divide both sides by ${a}: x = ${a * x} / ${factor(a)}`, `x = ${x}`],
  };
};

const quotient: Family = (r) => {
  const [a, c] = [r.int(2, 12), r.int(-15, 15)];
  return {
    question: ask(`x/${a} = ${c}`),
    answer: `${a * c}`,
    hint: `Multiply both sides by ${a}.`,
    steps: [`Multiply both sides by ${a}: x = ${c} × ${a}`, `x = ${a * c}`],
  };
};

const difference: Family = (r) => {
  const [a, x] = [r.int(-20, 20), r.int(-20, 20)];
  const c = a - x;
  return {
    question: ask(`${a} - x = ${c}`),
    answer: `${x}`,
    hint: 'Get -x alone, then change the sign of both sides.',
    steps: [`${undo(a)} both sides: -x = ${c - a}`, `Multiply both sides by -1: x = ${x}`],
  };
};

const twoStep: Family = (r) => {
  const [a, x, b] = [nonZero(r, -9, 9), r.int(-12, 12), nonZero(r, -20, 20)];
  const c = a * x + b;
  return {
    question: ask(`${times(a, 'x')}${signed(b)} = ${c}`),
    answer: `${x}`,
    hint: 'First move the constant term to the other side, then divide by the coefficient of x.',
    steps: [
      `${undo(b)} both sides: ${times(a, 'x')} = ${c - b}`,
      `Divide both sides by ${a}: x = ${x}`,
    ],
  };
};

/** ax + b = c with a fraction or negative answer. */
const fractionAnswer: Family = (r) => {
  const [a, b, c] = [r.pick(COEFFICIENTS), nonZero(r, -15, 15), r.int(-20, 20)];
  const x = frac(c - b, a);
  return {
    question: `${ask(`${a}x${signed(b)} = ${c}`)}. Give the answer as a fraction or a whole number.`,
    answer: x,
    hint: 'Move the constant term, then divide; the answer may be a fraction.',
    steps: [`${undo(b)} both sides: ${a}x = ${c - b}`, `Divide both sides by ${a}: x = ${x}`],
  };
};

const distributive: Family = (r) => {
  const [a, b, x] = [r.pick(COEFFICIENTS), nonZero(r, -12, 12), r.int(-10, 10)];
  const c = a * (x + b);
  return {
    question: ask(`${a}(x${signed(b)}) = ${c}`),
    answer: `${x}`,
    hint: 'Multiply out the brackets (the distributive law), or divide both sides by the factor first.',
    steps: [
      `Distribute: ${times(a, 'x')}${signed(a * b)} = ${c}`,
      `${undo(a * b)} both sides: ${times(a, 'x')} = ${c - a * b}`,
      `Divide both sides by ${a}: x = ${x}`,
    ],
  };
};

const bothSides: Family = (r) => {
  const a = nonZero(r, -9, 9);
  const c = r.pick(
    [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => n !== a),
  );
  const [x, b] = [r.int(-10, 10), nonZero(r, -15, 15)];
  const d = (a - c) * x + b;
  return {
    question: ask(`${times(a, 'x')}${signed(b)} = ${times(c, 'x')}${signed(d)}`),
    answer: `${x}`,
    hint: 'Collect the x terms on one side and the numbers on the other.',
    steps: [
      `${c < 0 ? `Add ${times(-c, 'x')} to` : `Subtract ${times(c, 'x')} from`} both sides: ${times(a - c, 'x')}${signed(b)} = ${d}`,
      `${undo(b)} both sides: ${times(a - c, 'x')} = ${d - b}`,
      ...(a - c === 1 ? [] : [`Divide both sides by ${a - c}: x = ${x}`]),
    ],
  };
};

const divided: Family = (r) => {
  const [a, b, c] = [r.int(2, 9), nonZero(r, -15, 15), r.int(-10, 10)];
  return {
    question: ask(`x/${a}${signed(b)} = ${c}`),
    answer: `${a * (c - b)}`,
    hint: 'Move the constant term first, then multiply by the denominator.',
    steps: [
      `${undo(b)} both sides: x/${a} = ${c - b}`,
      `Multiply both sides by ${a}: x = ${a * (c - b)}`,
    ],
  };
};

const roots = (r: Random, low: number, high: number): [number, number] => {
  const p = r.int(low, high - 1);
  return [p, r.int(p + 1, high)];
};

/** "x^2 - 5x + 6", "2x^2 + x - 3": a polynomial with coefficients a, b, c. */
const quadraticText = (a: number, b: number, c: number): string =>
  `${times(a, 'x^2')}${b === 0 ? '' : signedTimes(b, 'x')}${c === 0 ? '' : signed(c)}`;
const rootFactor = (root: number): string => (root === 0 ? 'x' : `(x${signed(-root)})`);
const BOTH = 'Give both solutions, smallest first, separated by a comma.';

const monic: Family = (r) => {
  const [p, q] = roots(r, -12, 12);
  const [sum, prod] = [p + q, p * q];
  return {
    question: `${ask(`${quadraticText(1, -sum, prod)} = 0`)}. ${BOTH}`,
    answer: `${p}, ${q}`,
    hint: `Find two numbers that multiply to ${prod} and add up to ${-sum}.`,
    steps: [
      `Two numbers that multiply to ${prod} and add up to ${-sum}: ${-p} and ${-q}`,
      `Factor: ${q === 0 ? `x${rootFactor(p)}` : `${rootFactor(p)}${rootFactor(q)}`} = 0`,
      `A product is zero when a factor is zero: x = ${p} or x = ${q}`,
    ],
  };
};

const scaled: Family = (r) => {
  const a = r.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
  const [p, q] = roots(r, -9, 9);
  return {
    question: `${ask(`${quadraticText(a, -a * (p + q), a * p * q)} = 0`)}. ${BOTH}`,
    answer: `${p}, ${q}`,
    hint: `Divide every term by ${a} first.`,
    steps: [
      `Divide both sides by ${a}: ${quadraticText(1, -(p + q), p * q)} = 0`,
      `Factor: ${rootFactor(p)}${rootFactor(q)} = 0`,
      `x = ${p} or x = ${q}`,
    ],
  };
};

/** (mx - n)(x - q) = 0 with a fraction root n/m. */
const leading: Family = (r) => {
  const m = r.int(2, 5);
  const n = r.pick(
    [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k % m !== 0),
  );
  const q = r.int(-9, 9);
  const [a, b, c] = [m, -(m * q + n), n * q];
  const [small, large] = n / m < q ? [frac(n, m), `${q}`] : [`${q}`, frac(n, m)];
  return {
    question: `${ask(`${quadraticText(a, b, c)} = 0`)}. ${BOTH}`,
    answer: `${small}, ${large}`,
    hint: 'Factor into (mx - n)(x - q), or use the quadratic formula.',
    steps: [
      `Factor: (${m}x${signed(-n)})${rootFactor(q)} = 0`,
      `${m}x${signed(-n)} = 0 gives x = ${frac(n, m)}; ${rootFactor(q)} = 0 gives x = ${q}`,
      `x = ${small} or x = ${large}`,
    ],
  };
};

/** a(x - b) = c(x + d): the distributive law on both sides, fraction answers allowed. */
const bracketsBothSides: Family = (r) => {
  const a = r.int(2, 9);
  const c = r.pick(COEFFICIENTS.filter((k) => k !== a));
  const [b, d] = [nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const x = frac(a * b + c * d, a - c);
  return {
    question: `${ask(`${a}(x${signed(-b)}) = ${c}(x${signed(d)})`)}. Give the answer as a fraction or a whole number.`,
    answer: x,
    hint: 'Expand both sides, then collect the x terms on one side.',
    steps: [
      `Expand: ${a}x${signed(-a * b)} = ${c}x${signed(c * d)}`,
      `Collect terms: ${times(a - c, 'x')} = ${a * b + c * d}`,
      `Divide both sides by ${a - c}: x = ${x}`,
    ],
  };
};

/** x/a + x/b = c. */
const fractions: Family = (r) => {
  const a = r.int(2, 9);
  const b = r.pick([2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a));
  const c = nonZero(r, -10, 10);
  const x = frac(a * b * c, a + b);
  return {
    question: `${ask(`x/${a} + x/${b} = ${c}`)}. Give the answer as a fraction or a whole number.`,
    answer: x,
    hint: `Multiply every term by ${a * b} to clear the fractions.`,
    steps: [
      `Multiply both sides by ${a * b}: ${b}x + ${a}x = ${a * b * c}`,
      `${a + b}x = ${a * b * c}`,
      `x = ${x}`,
    ],
  };
};

export const ALGEBRA: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [addition, product, quotient, difference],
  Medium: [twoStep, fractionAnswer, distributive, bothSides, divided],
  Hard: [monic, scaled, leading, bracketsBothSides, fractions],
};
