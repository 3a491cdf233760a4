import type { Random } from '../random';
import { type Family, frac, nonZero, power, signed, times } from './shared';

/** Bases and exponents whose powers stay readable (up to 2^20, never below 1/10^4). */
const powerOf = (r: Random): [b: number, k: number] => {
  const b = r.int(2, 20);
  const top = Math.floor(Math.log(1.05e6) / Math.log(b));
  return [b, r.int(b === 10 ? -4 : -3, top)];
};

const evaluate: Family = (r) => {
  const [b, k] = powerOf(r);
  const value = power(b, k);
  return {
    question: `Evaluate log_${b}(${value}).`,
    answer: `${k}`,
    hint: `To what power must ${b} be raised to give ${value}?`,
    steps: [`${value} = ${b}^${k}`, `log_${b}(${b}^${k}) = ${k}`],
  };
};

const exponent: Family = (r) => {
  const [b, k] = powerOf(r);
  const value = power(b, k);
  return {
    question: `Solve for x: ${b}^x = ${value}`,
    answer: `${k}`,
    hint: `Write ${value} as a power of ${b}.`,
    steps: [`${value} = ${b}^${k}`, `${b}^x = ${b}^${k}, so x = ${k}`],
  };
};

const definition: Family = (r) => {
  const b = r.int(2, 12);
  const k = r.int(-2, Math.floor(Math.log(1.05e5) / Math.log(b)));
  const value = power(b, k);
  return {
    question: `Solve for x: log_${b}(x) = ${k}`,
    answer: value,
    hint: `log_b(x) = k means x = b^k.`,
    steps: [`log_${b}(x) = ${k} means x = ${b}^${k}`, `x = ${value}`],
  };
};

const inverse: Family = (r) => {
  const [b, n] = [r.int(2, 12), r.int(2, 99)];
  return {
    question: `Evaluate ${b}^(log_${b}(${n})).`,
    answer: `${n}`,
    hint: 'Raising b to the power log_b(n) undoes the logarithm.',
    steps: [`b^(log_b(n)) = n for every n > 0`, `${b}^(log_${b}(${n})) = ${n}`],
  };
};

const powerRule: Family = (r) => {
  const [b, p, k] = [r.int(2, 10), nonZero(r, -12, 12), r.int(2, 6)];
  return {
    question: `Given log_${b}(y) = ${p}, evaluate log_${b}(y^${k}).`,
    answer: `${k * p}`,
    hint: 'Power rule: log_b(y^k) = k × log_b(y).',
    steps: [`log_${b}(y^${k}) = ${k} × log_${b}(y)`, `= ${k} × ${p} = ${k * p}`],
  };
};

const changeOfBase: Family = (r) => {
  const root = r.pick([2, 3, 5, 6, 7, 10]);
  const m = r.int(2, 4);
  const limit = Math.floor(Math.log(1.05e7) / Math.log(root));
  let n = r.int(-limit, limit);
  if (n % m === 0) n += n < limit ? 1 : -1;
  const answer = frac(n, m);
  const value = power(root, n);
  return {
    question: `Evaluate log_${root ** m}(${value}). Give the answer as a fraction.`,
    answer,
    hint: `Write both numbers as powers of ${root}.`,
    steps: [
      `${root ** m} = ${root}^${m} and ${value} = ${root}^${n}`,
      `log_${root ** m}(${value}) = ${n}/${m}${answer === `${n}/${m}` ? '' : ` = ${answer}`}`,
    ],
  };
};

/** Two whole numbers u, v ≥ 2 with u × v = n (n must not be prime). */
const factorPair = (r: Random, n: number): [number, number] => {
  const divisors: number[] = [];
  for (let d = 2; d * d <= n; d++) if (n % d === 0) divisors.push(d);
  const u = r.pick(divisors);
  return [u, n / u];
};

const productRule: Family = (r) => {
  const b = r.int(2, 15);
  const k = r.int(2, b < 5 ? 5 : b < 10 ? 4 : 3);
  const [u, v] = factorPair(r, b ** k);
  return {
    question: `Evaluate log_${b}(${u}) + log_${b}(${v}).`,
    answer: `${k}`,
    hint: 'Product rule: log_b(m) + log_b(n) = log_b(m × n).',
    steps: [
      `log_${b}(${u}) + log_${b}(${v}) = log_${b}(${u} × ${v}) = log_${b}(${b ** k})`,
      `${b ** k} = ${b}^${k}, so the answer is ${k}`,
    ],
  };
};

const quotientRule: Family = (r) => {
  const [b, k, v] = [r.int(2, 10), r.int(1, 3), r.int(2, 30)];
  const u = v * b ** k;
  return {
    question: `Evaluate log_${b}(${u}) - log_${b}(${v}).`,
    answer: `${k}`,
    hint: 'Quotient rule: log_b(m) - log_b(n) = log_b(m / n).',
    steps: [
      `log_${b}(${u}) - log_${b}(${v}) = log_${b}(${u} / ${v}) = log_${b}(${b ** k})`,
      `${b ** k} = ${b}^${k}, so the answer is ${k}`,
    ],
  };
};

const logEquation: Family = (r) => {
  const b = r.int(2, 10);
  const k = r.int(1, b <= 3 ? 5 : b <= 5 ? 4 : 3);
  const a = nonZero(r, -20, 20);
  const x = b ** k - a;
  return {
    question: `Solve for x: log_${b}(x${signed(a)}) = ${k}`,
    answer: `${x}`,
    hint: 'Rewrite the logarithm as a power: log_b(y) = k means y = b^k.',
    steps: [`x${signed(a)} = ${b}^${k} = ${b ** k}`, `x = ${x}`],
  };
};

const expEquation: Family = (r) => {
  const [b, k, a] = [r.int(2, 10), r.int(0, 4), nonZero(r, -9, 9)];
  const m = r.int(1, 3);
  const x = frac(k - a, m);
  return {
    question: `Solve for x: ${b}^(${times(m, 'x')}${signed(a)}) = ${b ** k}`,
    answer: x,
    hint: `Write ${b ** k} as a power of ${b}, then set the exponents equal.`,
    steps: [
      `${b ** k} = ${b}^${k}, so ${times(m, 'x')}${signed(a)} = ${k}`,
      `${times(m, 'x')} = ${k - a}`,
      `x = ${x}`,
    ],
  };
};

const sumDifference: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -12, 12), nonZero(r, -12, 12)];
  const quotient = r.int(0, 1) === 1;
  const answer = quotient ? p - q : p + q;
  return {
    question: `Given log_${b}(x) = ${p} and log_${b}(y) = ${q}, evaluate log_${b}(${quotient ? 'x/y' : 'xy'}).`,
    answer: `${answer}`,
    hint: quotient
      ? 'Quotient rule: log_b(x/y) = log_b(x) - log_b(y).'
      : 'Product rule: log_b(xy) = log_b(x) + log_b(y).',
    steps: [
      `log_${b}(${quotient ? 'x/y' : 'xy'}) = log_${b}(x) ${quotient ? '-' : '+'} log_${b}(y)`,
      `= ${p} ${quotient ? '-' : '+'} ${q < 0 ? `(${q})` : q} = ${answer}`,
    ],
  };
};

/** Expand log_b(x^m y^n) or log_b(x^m / y^n) from given logs. */
const expand: Family = (r) => {
  const [b, p, q] = [r.int(2, 10), nonZero(r, -9, 9), nonZero(r, -9, 9)];
  const [m, n] = [r.int(2, 4), r.int(1, 4)];
  const over = r.int(0, 1) === 1;
  const y = n === 1 ? 'y' : `y^${n}`;
  const answer = m * p + (over ? -n : n) * q;
  return {
    question: `Given log_${b}(x) = ${p} and log_${b}(y) = ${q}, evaluate log_${b}(${over ? `x^${m}/${y}` : `x^${m}${y}`}).`,
    answer: `${answer}`,
    hint: 'Expand with the product, quotient and power rules, then substitute.',
    steps: [
      `log_${b}(${over ? `x^${m}/${y}` : `x^${m}${y}`}) = ${m} log_${b}(x) ${over ? '-' : '+'} ${n} log_${b}(y)`,
      `= ${m} × ${p < 0 ? `(${p})` : p} ${over ? '-' : '+'} ${n} × ${q < 0 ? `(${q})` : q} = ${answer}`,
    ],
  };
};

/** Condense log_b(u) + log_b(v) - log_b(w) where u·v/w is a power of b. */
const condense: Family = (r) => {
  const [b, k, w] = [r.int(2, 10), r.int(1, 2), r.int(2, 30)];
  const [u, v] = factorPair(r, w * b ** k);
  return {
    question: `Evaluate log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w}).`,
    answer: `${k}`,
    hint: 'Condense into one logarithm with the product and quotient rules.',
    steps: [
      `= log_${b}(${u} × ${v} / ${w}) = log_${b}(${(u * v) / w})`,
      `${(u * v) / w} = ${b}^${k}, so the answer is ${k}`,
    ],
  };
};

/** a^(mx + c) = d^(nx) with a and d powers of one root: 4^x = 8^(x - 1). */
const commonBase: Family = (r) => {
  const root = r.pick([2, 3]);
  const s = r.int(1, 3);
  const t = r.pick([1, 2, 3].filter((k) => k !== s));
  const [c, e] = [nonZero(r, -5, 5), r.int(-5, 5)];
  // root^(s(x + c)) = root^(t(x + e)) → (s - t)x = te - sc
  const x = frac(t * e - s * c, s - t);
  const right = e === 0 ? 'x' : `(x${signed(e)})`;
  return {
    question: `Solve for x: ${root ** s}^(x${signed(c)}) = ${root ** t}^${right}`,
    answer: x,
    hint: `Write both bases as powers of ${root}, then set the exponents equal.`,
    steps: [
      `${root}^(${s}(x${signed(c)})) = ${root}^(${t}${right === 'x' ? 'x' : right})`,
      `${s}(x${signed(c)}) = ${t}${right === 'x' ? 'x' : right}`,
      `x = ${x}`,
    ],
  };
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
  if (b <= 6 && r.int(0, 1) === 0) {
    const k = r.int(2, b === 2 ? 6 : b === 3 ? 4 : 3);
    n = b ** k;
    const m = n;
    root = r.pick(
      Array.from({ length: n }, (_, i) => i + 1).filter((d) => m % d === 0 && d * d > m),
    );
    right = `${k}`;
  } else {
    root = r.int(3, 40);
    n = root * r.int(1, root - 1);
    right = `log_${b}(${n})`;
  }
  const a = root - n / root;
  return {
    question: `Solve for x: log_${b}(x) + log_${b}(x - ${a}) = ${right}`,
    answer: `${root}`,
    hint: 'Condense the left side, remove the logarithms, and reject a root that makes a logarithm undefined.',
    steps: [
      `log_${b}(x(x - ${a})) = ${right}, so x(x - ${a}) = ${n}`,
      `x^2 - ${a}x - ${n} = 0, so (x - ${root})(x + ${n / root}) = 0`,
      `x = -${n / root} is rejected (log of a negative number), so x = ${root}`,
    ],
  };
};

export const LOGARITHMS: Record<'Easy' | 'Medium' | 'Hard', readonly Family[]> = {
  Easy: [evaluate, exponent, definition, inverse, inverse, powerRule, powerRule],
  Medium: [changeOfBase, productRule, quotientRule, logEquation, expEquation, sumDifference],
  Hard: [expand, condense, commonBase, logSum, expEquation, changeOfBase],
};
