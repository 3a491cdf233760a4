import type { MathNode } from '@mathtools/math-core';
import {
  add,
  chain,
  div,
  draft,
  eq,
  type Family,
  frac,
  implicit,
  logOf,
  mul,
  N,
  over,
  pow,
  sub,
  variable,
} from '@mathtools/math-core/skill-kit';

import { type Level, ln, rounded, words } from './shared';

// ── Logarithms Mastery: rules drills, change of base drills, growth and decay ──

/** Several log rules in one expression: coefficients, products and quotients. */
export const logRulesDrill =
  (level: Level): Family =>
  (r) => {
    const b = r.int(2, 7);
    const [s, j] = [r.int(2, 9), r.int(1, 2)];
    let problem: MathNode;
    let typed: string;
    let answer: number;
    let condensed: MathNode;
    if (level === 0) {
      // m·log_b(s·b^j) − m·log_b(s) = m·j
      const m = r.int(2, 4);
      const u = s * b ** j;
      problem = sub(implicit(N(m), logOf(N(u), b)), implicit(N(m), logOf(N(s), b)));
      typed = `${m}log_${b}(${u}) - ${m}log_${b}(${s})`;
      answer = m * j;
      condensed = implicit(N(m), logOf(N(b ** j), b));
    } else if (level === 1) {
      // log_b(u) + log_b(v) − log_b(w) with u·v = w·b^j
      const t = r.int(2, 9);
      // Up to b^3 for the bases up to 5, so that the answer is not 1 or 2 every time.
      const e = b <= 5 ? r.int(1, 3) : j;
      const [u, v, w] = [s * b ** e, t, s * t];
      problem = sub(add(logOf(N(u), b), logOf(N(v), b)), logOf(N(w), b));
      typed = `log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w})`;
      answer = e;
      condensed = logOf(N(b ** e), b);
    } else {
      // 2log_b(s·b^j) − log_b(s²) + 3log_b(b^i)
      const i = r.int(-2, 2);
      const [u, v] = [s * b ** j, s * s];
      const third = i >= 0 ? N(b ** i) : over(1, b ** -i);
      problem = add(
        sub(implicit(N(2), logOf(N(u), b)), logOf(N(v), b)),
        implicit(N(3), logOf(third, b)),
      );
      typed = `2log_${b}(${u}) - log_${b}(${v}) + 3log_${b}(${i >= 0 ? b ** i : `1/${b ** -i}`})`;
      answer = 2 * j + 3 * i;
      condensed = add(implicit(N(2), logOf(N(b ** j), b)), implicit(N(3), logOf(third, b)));
    }
    return draft({
      question: `Evaluate ${typed}.`,
      questionMath: problem,
      answer: `${answer}`,
      nudge: 'Can the logarithms be combined into fewer logarithms?',
      hint: 'Power rule first (k × log_b(u) = log_b(u^k)), then the product and quotient rules.',
      steps: [
        ['Combine with the power, product and quotient rules', eq(problem, condensed)],
        ['Evaluate the logarithms of powers of the base', eq(condensed, N(answer))],
      ],
    });
  };

/** Change of base: chains log_a(b) × log_b(c), ratios of logs, and bases that are powers. */
export const changeOfBaseDrill =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      // log_b(x)/log_b(y) = log_y(x), x = y^k
      const [y, k, b] = [r.pick([2, 3, 4, 5, 10]), r.int(2, 4), r.pick([2, 3, 7, 10])];
      const x = y ** k;
      const problem = frac(logOf(N(x), b), logOf(N(y), b));
      return draft({
        question: `Evaluate log_${b}(${x}) / log_${b}(${y}).`,
        questionMath: problem,
        answer: `${k}`,
        nudge: 'A ratio of two logarithms with the same base is one logarithm.',
        hint: `Change of base backwards: log_b(x)/log_b(y) = log_y(x).`,
        steps: [
          ['Change of base', chain(problem, '=', logOf(N(x), y), '=', logOf(pow(N(y), N(k)), y))],
          ['The logarithm undoes the power', eq(logOf(pow(N(y), N(k)), y), N(k))],
        ],
      });
    }
    const a = r.pick([2, 3, 5]);
    const k = r.int(2, 4);
    const [b, c] = [
      r.pick([7, 9, 11, 12, 13, 20].filter((n) => n !== a)),
      r.pick([6, 14, 15, 17, 19]),
    ];
    if (level === 1) {
      const d = a ** k;
      const problem = mul(logOf(N(b), a), logOf(N(d), b));
      return draft({
        question: `Evaluate log_${a}(${b}) × log_${b}(${d}).`,
        questionMath: problem,
        answer: `${k}`,
        nudge: 'Write both logarithms with the natural log: something cancels.',
        hint: 'log_a(b) × log_b(d) = ln(b)/ln(a) × ln(d)/ln(b) = log_a(d).',
        steps: [
          ['Change of base', eq(problem, mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(d)), ln(N(b)))))],
          [
            `ln(${b}) cancels`,
            chain(
              mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(d)), ln(N(b)))),
              '=',
              logOf(N(d), a),
              '=',
              N(k),
            ),
          ],
        ],
      });
    }
    const d = a ** k;
    const problem = mul(mul(logOf(N(b), a), logOf(N(c), b)), logOf(N(d), c));
    return draft({
      question: `Evaluate log_${a}(${b}) × log_${b}(${c}) × log_${c}(${d}).`,
      questionMath: problem,
      answer: `${k}`,
      nudge: 'Write every logarithm with the natural log and look for cancelling factors.',
      hint: 'log_a(b) × log_b(c) × log_c(d) = log_a(d).',
      steps: [
        [
          'Change of base',
          eq(
            problem,
            mul(mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(c)), ln(N(b)))), frac(ln(N(d)), ln(N(c)))),
          ),
        ],
        [`ln(${b}) and ln(${c}) cancel`, chain(problem, '=', logOf(N(d), a), '=', N(k))],
      ],
    });
  };

/** Exponential growth and decay: doubling, half-life, and the time to reach a target. */
export const growthDecay =
  (level: Level): Family =>
  (r) => {
    const T = variable('t');
    if (level === 0) {
      let [start, every, n] = [r.int(2, 50) * 10, r.int(1, 6), r.int(2, 6)];
      // "doubles every 1 hours" (and "÷ 1" in the steps): draw a period of 2 hours or more.
      if (every === 1) every = r.int(2, 6);
      const question = `A colony of ${start} bacteria doubles every ${every} hours. How many bacteria are there after ${every * n} hours?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${start * 2 ** n}`,
        nudge: 'How many times does the colony double in that time?',
        hint: `Number of doublings = ${every * n} ÷ ${every}; multiply by 2 that many times.`,
        steps: [
          ['Number of doublings', eq(div(N(every * n), N(every)), N(n))],
          ['Double that many times', eq(mul(N(start), pow(N(2), N(n))), N(start * 2 ** n))],
        ],
      });
    }
    if (level === 1) {
      const [n, life] = [r.int(1, 5), r.int(2, 30)];
      const start = r.int(1, 30) * 2 ** n;
      const question = `A ${start} g sample of a radioactive isotope has a half-life of ${life} years. How many grams are left after ${life * n} years?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${start / 2 ** n}`,
        nudge: 'How many half-lives fit into that time?',
        hint: `Number of half-lives = ${life * n} ÷ ${life}; halve the mass that many times.`,
        steps: [
          ['Number of half-lives', eq(div(N(life * n), N(life)), N(n))],
          ['Halve that many times', eq(mul(N(start), pow(over(1, 2), N(n))), N(start / 2 ** n))],
        ],
      });
    }
    const [p, rate] = [r.int(1, 50) * 100, r.pick([2, 3, 4, 5, 6, 7, 8, 10, 12])];
    const target = p * r.int(2, 5);
    const growth = 1 + rate / 100;
    const value = Math.log(target / p) / Math.log(growth);
    const question = `$${p} is invested at ${rate}% interest a year, compounded yearly. After how many years will it reach $${target}? Round to 2 decimals.`;
    const expression = frac(ln(over(target, p)), ln(N(growth)));
    const { answer, steps } = rounded(expression, value, 2, 'Divide the logarithms');
    return draft({
      question,
      questionMath: words(question),
      answer,
      decimals: 2,
      nudge: 'The unknown is an exponent: logarithms bring it down.',
      hint: `Solve ${p} × ${growth}^t = ${target}: take logarithms, t = ln(${target}/${p}) ÷ ln(${growth}).`,
      steps: [
        ['Growth by a factor each year', eq(mul(N(p), pow(N(growth), T)), N(target))],
        ['Take natural logarithms', eq(T, expression)],
        ...steps,
      ],
    });
  };
