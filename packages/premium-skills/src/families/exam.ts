import type { MathNode } from '@mathtools/math-core';
import {
  add,
  div,
  draft,
  eq,
  type Family,
  frac,
  fractionText,
  mul,
  N,
  over,
  ratio,
  sub,
  variable,
} from '@mathtools/math-core/skill-kit';

import { type Level, type StepSpec, six, words } from './shared';

// ── Exam Prep Bundle: fractions and percentages ──────────────────────────────

/** Fraction arithmetic: like denominators, unlike denominators, mixed numbers. */
export const fractionArithmetic =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const d = r.int(3, 12);
      const [p, q] = [r.int(1, d - 1), r.int(1, d - 1)];
      const minus = r.int(0, 1) === 1 && p > q;
      const problem = (minus ? sub : add)(over(p, d), over(q, d));
      const top = minus ? p - q : p + q;
      return draft({
        question: `Work out ${p}/${d} ${minus ? '-' : '+'} ${q}/${d}. Give the answer as a fraction in lowest terms or a whole number.`,
        questionMath: problem,
        answer: fractionText(top, d),
        nudge: 'The denominators are the same.',
        hint: `${minus ? 'Subtract' : 'Add'} the numerators and keep the denominator, then simplify.`,
        steps: [
          [`${minus ? 'Subtract' : 'Add'} the numerators`, eq(problem, over(top, d))],
          ...(fractionText(top, d) === `${top}/${d}`
            ? []
            : [['Simplify', eq(over(top, d), ratio(top, d))] as StepSpec]),
        ],
      });
    }
    if (level === 1) {
      const [b, d] = [r.int(2, 9), r.int(2, 9)];
      if (b === d) return fractionArithmetic(1)(r);
      const [a, c] = [r.int(1, b - 1 || 1), r.int(1, d - 1 || 1)];
      const minus = r.int(0, 1) === 1;
      const problem = (minus ? sub : add)(over(a, b), over(c, d));
      const top = minus ? a * d - c * b : a * d + c * b;
      return draft({
        question: `Work out ${a}/${b} ${minus ? '-' : '+'} ${c}/${d}. Give the answer as a fraction in lowest terms or a whole number.`,
        questionMath: problem,
        answer: fractionText(top, b * d),
        nudge: 'Fractions can only be added once they have the same denominator.',
        hint: `Rewrite both over ${b * d}, then ${minus ? 'subtract' : 'add'} the numerators.`,
        steps: [
          [
            'A common denominator',
            eq(problem, (minus ? sub : add)(over(a * d, b * d), over(c * b, b * d))),
          ],
          [
            `${minus ? 'Subtract' : 'Add'} the numerators and simplify`,
            eq(over(top, b * d), ratio(top, b * d)),
          ],
        ],
      });
    }
    const mixed = (): [number, number, number] => {
      const den = r.int(2, 6);
      return [r.int(1, 4), r.int(1, den - 1), den];
    };
    const [w1, n1, d1] = mixed();
    const [w2, n2, d2] = mixed();
    const divide = r.int(0, 1) === 1;
    const [p1, p2] = [w1 * d1 + n1, w2 * d2 + n2];
    const [top, bottom] = divide ? [p1 * d2, d1 * p2] : [p1 * p2, d1 * d2];
    const m = (w: number, n: number, d: number): MathNode => ({
      type: 'mixed',
      whole: `${w}`,
      num: `${n}`,
      den: `${d}`,
    });
    const problem = (divide ? div : mul)(m(w1, n1, d1), m(w2, n2, d2));
    const improper = (divide ? div : mul)(over(p1, d1), over(p2, d2));
    return draft({
      question: `Work out ${w1} ${n1}/${d1} ${divide ? '÷' : '×'} ${w2} ${n2}/${d2}. Give the answer as a fraction in lowest terms or a whole number.`,
      questionMath: problem,
      answer: fractionText(top, bottom),
      nudge: 'Mixed numbers are easier to multiply and divide as improper fractions.',
      hint: divide
        ? 'Write both as improper fractions, then multiply by the reciprocal of the second.'
        : 'Write both as improper fractions, then multiply tops and bottoms.',
      steps: [
        ['Improper fractions', eq(problem, improper)],
        [divide ? 'Multiply by the reciprocal' : 'Multiply', eq(improper, over(top, bottom))],
        ...(fractionText(top, bottom) === `${top}/${bottom}`
          ? []
          : [['Simplify', eq(over(top, bottom), ratio(top, bottom))] as StepSpec]),
      ],
    });
  };

/** Percentages: of an amount, percentage change, reverse percentages. */
export const percentages =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const [p, base] = [
        r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 120]),
        r.int(2, 60) * 10,
      ];
      const value = (p * base) / 100;
      return draft({
        question: `What is ${p}% of ${base}?`,
        questionMath: mul(frac(N(p), N(100)), N(base)),
        answer: six(value),
        nudge: 'Per cent means out of a hundred.',
        hint: `${p}% of ${base} = ${p}/100 × ${base}.`,
        steps: [['Per cent means hundredths', eq(mul(frac(N(p), N(100)), N(base)), N(six(value)))]],
      });
    }
    if (level === 1) {
      const from = r.int(2, 40) * 10;
      const change = r.pick([-50, -40, -25, -20, -10, -5, 5, 10, 15, 20, 25, 40, 50, 75, 100]);
      const to = (from * (100 + change)) / 100;
      const question = `A price changes from ${from} to ${six(to)}. What is the percentage change? Give a decrease as a negative number.`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${change}`,
        nudge: 'Compare the change with the starting value.',
        hint: 'Percentage change = (new − old) ÷ old × 100.',
        steps: [
          ['The change', eq(sub(N(six(to)), N(from)), N(six(to - from)))],
          [
            'As a percentage of the old value',
            eq(mul(frac(N(six(to - from)), N(from)), N(100)), N(change)),
          ],
        ],
      });
    }
    const p = r.pick([10, 15, 20, 25, 30, 40, 50]);
    const original = r.int(2, 40) * 20;
    const sale = (original * (100 - p)) / 100;
    const question = `After a ${p}% discount a coat costs ${six(sale)}. What was its price before the discount?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${original}`,
      nudge: `The sale price is not ${100 - p}% of the sale price: of what is it ${100 - p}%?`,
      hint: `The sale price is ${100 - p}% of the original, so divide by ${(100 - p) / 100}.`,
      steps: [
        [
          `The sale price is ${100 - p}% of the original`,
          eq(mul(N((100 - p) / 100), variable('P')), N(six(sale))),
        ],
        [`Divide by ${(100 - p) / 100}`, eq(div(N(six(sale)), N((100 - p) / 100)), N(original))],
      ],
    });
  };
