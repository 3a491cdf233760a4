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
  typed,
  variable,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/exam';
import { type Level, type StepSpec, six } from './shared';

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
        question: say('ask.workOut', {
          problem: typed(`${p}/${d} ${minus ? '-' : '+'} ${q}/${d}`, problem),
        }),
        questionMath: problem,
        answer: fractionText(top, d),
        nudge: say('nudge.sameDenominator'),
        hint: say(minus ? 'hint.subtractNumerators' : 'hint.addNumerators'),
        steps: [
          [
            say(minus ? 'step.subtractNumerators' : 'step.addNumerators'),
            eq(problem, over(top, d)),
          ],
          ...(fractionText(top, d) === `${top}/${d}`
            ? []
            : [[say('step.simplify'), eq(over(top, d), ratio(top, d))] as StepSpec]),
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
      const common = (minus ? sub : add)(over(a * d, b * d), over(c * b, b * d));
      return draft({
        question: say('ask.workOut', {
          problem: typed(`${a}/${b} ${minus ? '-' : '+'} ${c}/${d}`, problem),
        }),
        questionMath: problem,
        answer: fractionText(top, b * d),
        nudge: say('nudge.commonDenominator'),
        hint: say(minus ? 'hint.rewriteSubtract' : 'hint.rewriteAdd', { denominator: b * d }),
        steps: [
          [say('step.commonDenominator'), eq(problem, common)],
          [
            say(minus ? 'step.subtractNumerators' : 'step.addNumerators'),
            eq(common, over(top, b * d)),
          ],
          // Only a fraction that is not in lowest terms is simplified.
          ...(fractionText(top, b * d) === `${top}/${b * d}`
            ? []
            : [[say('step.simplify'), eq(over(top, b * d), ratio(top, b * d))] as StepSpec]),
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
      question: say('ask.workOut', {
        problem: typed(`${w1} ${n1}/${d1} ${divide ? '÷' : '×'} ${w2} ${n2}/${d2}`, problem),
      }),
      questionMath: problem,
      answer: fractionText(top, bottom),
      nudge: say('nudge.mixed'),
      hint: say(divide ? 'hint.reciprocal' : 'hint.multiplyAcross'),
      steps: [
        [say('step.improper'), eq(problem, improper)],
        [say(divide ? 'step.reciprocal' : 'step.multiply'), eq(improper, over(top, bottom))],
        ...(fractionText(top, bottom) === `${top}/${bottom}`
          ? []
          : [[say('step.simplify'), eq(over(top, bottom), ratio(top, bottom))] as StepSpec]),
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
        question: say('ask.percentOf', { p, base }),
        questionMath: mul(frac(N(p), N(100)), N(base)),
        answer: six(value),
        nudge: say('nudge.perCent'),
        hint: say('hint.percentOf', { p, base }),
        steps: [[say('step.hundredths'), eq(mul(frac(N(p), N(100)), N(base)), N(six(value)))]],
      });
    }
    if (level === 1) {
      const from = r.int(2, 40) * 10;
      const change = r.pick([-50, -40, -25, -20, -10, -5, 5, 10, 15, 20, 25, 40, 50, 75, 100]);
      const to = (from * (100 + change)) / 100;
      return draft({
        question: say('ask.change', { from, to: Number(six(to)) }),
        answer: `${change}`,
        nudge: say('nudge.compare'),
        hint: say('hint.change'),
        steps: [
          [say('step.change'), eq(sub(N(six(to)), N(from)), N(six(to - from)))],
          [say('step.ofOld'), eq(mul(frac(N(six(to - from)), N(from)), N(100)), N(change))],
        ],
      });
    }
    const p = r.pick([10, 15, 20, 25, 30, 40, 50]);
    const original = r.int(2, 40) * 20;
    const sale = (original * (100 - p)) / 100;
    const [rest, factor] = [100 - p, (100 - p) / 100];
    return draft({
      question: say('ask.reverse', { p, sale: Number(six(sale)) }),
      answer: `${original}`,
      nudge: say('nudge.reverse', { rest }),
      hint: say('hint.reverse', { rest, factor }),
      steps: [
        [say('step.salePart', { rest }), eq(mul(N(factor), variable('P')), N(six(sale)))],
        [say('step.divideBy', { factor }), eq(div(N(six(sale)), N(factor)), N(original))],
      ],
    });
  };
