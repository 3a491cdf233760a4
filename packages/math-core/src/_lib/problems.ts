import { formatFixed } from '../format/formatFixed';
import type { Random } from './random';

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface ProblemDraft {
  question: string;
  answer: string;
  hint: string;
  steps: string[];
}

type Family = (r: Random) => ProblemDraft;

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
] as const;

/** " + 4" / " - 4": a signed term after another one. */
const signed = (n: number): string => (n < 0 ? ` - ${-n}` : ` + ${n}`);
/** "x", "-x", "3x": a coefficient in front of a variable. */
const times = (n: number, v: string): string => (n === 1 ? v : n === -1 ? `-${v}` : `${n}${v}`);
/** " + 5x" / " - x": a signed variable term after another one. */
const signedTimes = (n: number, v: string): string =>
  n < 0 ? ` - ${times(-n, v)}` : ` + ${times(n, v)}`;
/** A Pythagorean triple, scaled by 1, 2 or 3. */
const triple = (r: Random): [number, number, number] => {
  const k = r.int(1, 3);
  const [a, b, c] = r.pick(TRIPLES);
  return [a * k, b * k, c * k];
};
const nonZero = (r: Random, min: number, max: number): number => {
  const n = r.int(min, max - 1);
  return n >= 0 ? n + 1 : n;
};

const oneStep: Family = (r) => {
  const x = r.int(-10, 15);
  if (r.int(0, 1) === 0) {
    const a = nonZero(r, -12, 12);
    const c = x + a;
    return {
      question: `Solve for x: x${signed(a)} = ${c}`,
      answer: `${x}`,
      hint: `Undo the ${a < 0 ? 'subtraction' : 'addition'}: do the opposite to both sides.`,
      steps: [
        `${a < 0 ? 'Add' : 'Subtract'} ${Math.abs(a)} ${a < 0 ? 'to' : 'from'} both sides: x = ${c}${signed(-a)}`,
        `x = ${x}`,
      ],
    };
  }
  const a = r.int(2, 12);
  return {
    question: `Solve for x: ${a}x = ${a * x}`,
    answer: `${x}`,
    hint: `Divide both sides by ${a}.`,
    steps: [`Divide both sides by ${a}: x = ${a * x} / ${a}`, `x = ${x}`],
  };
};

const twoStep: Family = (r) => {
  const [a, x, b] = [nonZero(r, -9, 9), r.int(-10, 10), nonZero(r, -20, 20)];
  const c = a * x + b;
  return {
    question: `Solve for x: ${times(a, 'x')}${signed(b)} = ${c}`,
    answer: `${x}`,
    hint: 'First move the constant term to the other side, then divide by the coefficient of x.',
    steps: [
      `${b < 0 ? 'Add' : 'Subtract'} ${Math.abs(b)} ${b < 0 ? 'to' : 'from'} both sides: ${times(a, 'x')} = ${c - b}`,
      `Divide both sides by ${a}: x = ${x}`,
    ],
  };
};

const quadratic: Family = (r) => {
  const first = r.int(-9, 8);
  const [p, q] = [first, r.int(first + 1, 9)];
  const [sum, product] = [p + q, p * q];
  const factor = (root: number): string => (root === 0 ? 'x' : `(x${signed(-root)})`);
  return {
    question: `Solve for x: x^2${sum === 0 ? '' : signedTimes(-sum, 'x')}${product === 0 ? '' : signed(product)} = 0. Give both solutions, smallest first, separated by a comma.`,
    answer: `${p}, ${q}`,
    hint: `Find two numbers that multiply to ${product} and add up to ${-sum}.`,
    steps: [
      `Two numbers that multiply to ${product} and add up to ${-sum}: ${-p} and ${-q}`,
      `Factor: ${q === 0 ? `x${factor(p)}` : `${factor(p)}${factor(q)}`} = 0`,
      `A product is zero when a factor is zero: x = ${p} or x = ${q}`,
    ],
  };
};

const logPower: Family = (r) => {
  const b = r.pick([2, 3, 4, 5, 10]);
  const k = r.int(0, b === 10 ? 5 : 6);
  const value = b ** k;
  return {
    question: `Evaluate log_${b}(${value}).`,
    answer: `${k}`,
    hint: `To what power must ${b} be raised to give ${value}?`,
    steps: [`${value} = ${b}^${k}`, `log_${b}(${b}^${k}) = ${k}`],
  };
};

const logFraction: Family = (r) => {
  const root = r.pick([2, 3, 5]);
  const m = r.int(2, 3);
  let n = r.int(1, root === 2 ? 8 : 4);
  if (n % m === 0) n += 1;
  // m is 2 or 3 and n is not a multiple of it, so n/m is already in lowest terms.
  const answer = `${n}/${m}`;
  return {
    question: `Evaluate log_${root ** m}(${root ** n}). Give the answer as a fraction.`,
    answer,
    hint: `Write both numbers as powers of ${root}.`,
    steps: [
      `${root ** m} = ${root}^${m} and ${root ** n} = ${root}^${n}`,
      `log_(${root}^${m})(${root}^${n}) = ${answer}`,
    ],
  };
};

const logRules: Family = (r) => {
  const b = r.pick([2, 3, 5, 6, 10]);
  const k = r.int(2, 3);
  const total = b ** k;
  const divisors = Array.from({ length: total - 2 }, (_, i) => i + 2).filter(
    (d) => total % d === 0,
  );
  const u = r.pick(divisors);
  if (r.int(0, 1) === 0) {
    return {
      question: `Evaluate log_${b}(${u}) + log_${b}(${total / u}).`,
      answer: `${k}`,
      hint: 'Use the product rule: log_b(m) + log_b(n) = log_b(m × n).',
      steps: [
        `Product rule: log_${b}(${u} × ${total / u}) = log_${b}(${total})`,
        `${total} = ${b}^${k}, so the answer is ${k}`,
      ],
    };
  }
  return {
    question: `Evaluate log_${b}(${total * u}) - log_${b}(${u}).`,
    answer: `${k}`,
    hint: 'Use the quotient rule: log_b(m) - log_b(n) = log_b(m / n).',
    steps: [
      `Quotient rule: log_${b}(${total * u} / ${u}) = log_${b}(${total})`,
      `${total} = ${b}^${k}, so the answer is ${k}`,
    ],
  };
};

const rectangle: Family = (r) => {
  const [l, w] = [r.int(2, 20), r.int(2, 20)];
  const shape = `A rectangle is ${l} units long and ${w} units wide.`;
  return r.int(0, 1) === 0
    ? {
        question: `${shape} What is its area?`,
        answer: `${l * w}`,
        hint: 'Area = length × width.',
        steps: [`Area = ${l} × ${w}`, `Area = ${l * w}`],
      }
    : {
        question: `${shape} What is its perimeter?`,
        answer: `${2 * (l + w)}`,
        hint: 'Perimeter = 2 × (length + width).',
        steps: [`Perimeter = 2 × (${l} + ${w})`, `Perimeter = ${2 * (l + w)}`],
      };
};

const triangle: Family = (r) => {
  const kind = r.int(0, 2);
  if (kind === 0) {
    const [base, height] = [r.int(2, 20), r.int(2, 20)];
    const area = (base * height) / 2;
    return {
      question: `A triangle has base ${base} and height ${height}. What is its area?`,
      answer: `${area}`,
      hint: 'Area = base × height ÷ 2.',
      steps: [`Area = ${base} × ${height} ÷ 2`, `Area = ${area}`],
    };
  }
  if (kind === 1) {
    const [a, b, c] = triple(r);
    return {
      question: `A right triangle has legs ${a} and ${b}. How long is the hypotenuse?`,
      answer: `${c}`,
      hint: 'Use the Pythagorean theorem: c² = a² + b².',
      steps: [`c² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}`, `c = √${c * c} = ${c}`],
    };
  }
  const a = r.int(20, 100);
  const b = r.int(20, 150 - a);
  return {
    question: `Two angles of a triangle are ${a}° and ${b}°. What is the third angle, in degrees?`,
    answer: `${180 - a - b}`,
    hint: 'The angles of a triangle add up to 180°.',
    steps: [`Third angle = 180° - ${a}° - ${b}°`, `Third angle = ${180 - a - b}°`],
  };
};

const hard: Family = (r) => {
  const radius = r.int(1, 15);
  if (r.int(0, 2) === 0) {
    const [a, b, c] = triple(r);
    return {
      question: `A right triangle has hypotenuse ${c} and one leg ${a}. How long is the other leg?`,
      answer: `${b}`,
      hint: 'Use the Pythagorean theorem: b² = c² - a².',
      steps: [`b² = ${c}² - ${a}² = ${c * c} - ${a * a} = ${b * b}`, `b = √${b * b} = ${b}`],
    };
  }
  const area = r.int(0, 1) === 0;
  const exact = area ? Math.PI * radius * radius : 2 * Math.PI * radius;
  const answer = formatFixed(exact, 2);
  return {
    question: `A circle has radius ${radius}. What is its ${area ? 'area' : 'circumference'}? Round to 2 decimals.`,
    answer,
    hint: area ? 'Area = π × r².' : 'Circumference = 2 × π × r.',
    steps: [
      area ? `Area = π × ${radius}²` : `Circumference = 2 × π × ${radius}`,
      `= ${formatFixed(exact, 6)}…`,
      `Rounded to 2 decimals: ${answer}`,
    ],
  };
};

/** Problem families per category and difficulty. */
export const FAMILIES: Record<'algebra' | 'logarithms' | 'geometry', Record<Difficulty, Family>> = {
  algebra: { Easy: oneStep, Medium: twoStep, Hard: quadratic },
  logarithms: { Easy: logPower, Medium: logFraction, Hard: logRules },
  geometry: { Easy: rectangle, Medium: triangle, Hard: hard },
};
