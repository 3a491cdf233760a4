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
  log,
  logOf,
  mul,
  N,
  over,
  pow,
  sub,
  typed,
  variable,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/logarithms';
import { type Level, ln, rounded } from './shared';

/** The letters of the rules the hints state. */
const [A, B, C, D, K, U, Xs, Ys] = 'abcdkuxy'.split('').map((name) => variable(name)) as [
  MathNode,
  MathNode,
  MathNode,
  MathNode,
  MathNode,
  MathNode,
  MathNode,
  MathNode,
];

// ── Logarithms Mastery: rules drills, change of base drills, growth and decay ──

/** Several log rules in one expression: coefficients, products and quotients. */
export const logRulesDrill =
  (level: Level): Family =>
  (r) => {
    const b = r.int(2, 7);
    const [s, j] = [r.int(2, 9), r.int(1, 2)];
    let problem: MathNode;
    let shown: string;
    let answer: number;
    let condensed: MathNode;
    if (level === 0) {
      // m·log_b(s·b^j) − m·log_b(s) = m·j
      const m = r.int(2, 4);
      const u = s * b ** j;
      problem = sub(implicit(N(m), logOf(N(u), b)), implicit(N(m), logOf(N(s), b)));
      shown = `${m}log_${b}(${u}) - ${m}log_${b}(${s})`;
      answer = m * j;
      condensed = implicit(N(m), logOf(N(b ** j), b));
    } else if (level === 1) {
      // log_b(u) + log_b(v) − log_b(w) with u·v = w·b^j
      const t = r.int(2, 9);
      // Up to b^3 for the bases up to 5, so that the answer is not 1 or 2 every time.
      const e = b <= 5 ? r.int(1, 3) : j;
      const [u, v, w] = [s * b ** e, t, s * t];
      problem = sub(add(logOf(N(u), b), logOf(N(v), b)), logOf(N(w), b));
      shown = `log_${b}(${u}) + log_${b}(${v}) - log_${b}(${w})`;
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
      shown = `2log_${b}(${u}) - log_${b}(${v}) + 3log_${b}(${i >= 0 ? b ** i : `1/${b ** -i}`})`;
      answer = 2 * j + 3 * i;
      condensed = add(implicit(N(2), logOf(N(b ** j), b)), implicit(N(3), logOf(third, b)));
    }
    return draft({
      question: say('ask.evaluate', { expression: typed(shown, problem) }),
      questionMath: problem,
      answer: `${answer}`,
      nudge: say('nudge.combine'),
      hint: say('hint.powerFirst', {
        rule: typed('k × log_b(u) = log_b(u^k)', eq(mul(K, log(U, B)), log(pow(U, K), B))),
      }),
      steps: [
        [say('step.combine'), eq(problem, condensed)],
        [say('step.powersOfBase'), eq(condensed, N(answer))],
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
        question: say('ask.evaluate', {
          expression: typed(`log_${b}(${x}) / log_${b}(${y})`, problem),
        }),
        questionMath: problem,
        answer: `${k}`,
        nudge: say('nudge.ratio'),
        hint: say('hint.backwards', {
          rule: typed(
            'log_b(x)/log_b(y) = log_y(x)',
            eq(frac(log(Xs, B), log(Ys, B)), log(Xs, Ys)),
          ),
        }),
        steps: [
          [
            say('step.changeOfBase'),
            chain(problem, '=', logOf(N(x), y), '=', logOf(pow(N(y), N(k)), y)),
          ],
          [say('step.undoes'), eq(logOf(pow(N(y), N(k)), y), N(k))],
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
        question: say('ask.evaluate', {
          expression: typed(`log_${a}(${b}) × log_${b}(${d})`, problem),
        }),
        questionMath: problem,
        answer: `${k}`,
        nudge: say('nudge.naturalBoth'),
        hint: say('hint.chain', {
          rule: typed(
            'log_a(b) × log_b(d) = ln(b)/ln(a) × ln(d)/ln(b) = log_a(d)',
            chain(
              mul(log(B, A), log(D, B)),
              '=',
              mul(frac(ln(B), ln(A)), frac(ln(D), ln(B))),
              '=',
              log(D, A),
            ),
          ),
        }),
        steps: [
          [
            say('step.changeOfBase'),
            eq(problem, mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(d)), ln(N(b))))),
          ],
          [
            say('step.cancels', { log: typed(`ln(${b})`, ln(N(b))) }),
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
      question: say('ask.evaluate', {
        expression: typed(`log_${a}(${b}) × log_${b}(${c}) × log_${c}(${d})`, problem),
      }),
      questionMath: problem,
      answer: `${k}`,
      nudge: say('nudge.naturalEvery'),
      hint: say('hint.chain', {
        rule: typed(
          'log_a(b) × log_b(c) × log_c(d) = log_a(d)',
          eq(mul(mul(log(B, A), log(C, B)), log(D, C)), log(D, A)),
        ),
      }),
      steps: [
        [
          say('step.changeOfBase'),
          eq(
            problem,
            mul(mul(frac(ln(N(b)), ln(N(a))), frac(ln(N(c)), ln(N(b)))), frac(ln(N(d)), ln(N(c)))),
          ),
        ],
        [
          say('step.cancelTwo', {
            first: typed(`ln(${b})`, ln(N(b))),
            second: typed(`ln(${c})`, ln(N(c))),
          }),
          chain(problem, '=', logOf(N(d), a), '=', N(k)),
        ],
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
      const division = div(N(every * n), N(every));
      return draft({
        question: say('ask.doubling', { start, every, time: every * n }),
        answer: `${start * 2 ** n}`,
        nudge: say('nudge.doublings'),
        hint: say('hint.doublings', { division: typed(`${every * n} ÷ ${every}`, division) }),
        steps: [
          [say('step.doublings'), eq(division, N(n))],
          [say('step.double'), eq(mul(N(start), pow(N(2), N(n))), N(start * 2 ** n))],
        ],
      });
    }
    if (level === 1) {
      const [n, life] = [r.int(1, 5), r.int(2, 30)];
      const start = r.int(1, 30) * 2 ** n;
      const division = div(N(life * n), N(life));
      return draft({
        question: say('ask.halfLife', { start, life, time: life * n }),
        answer: `${start / 2 ** n}`,
        nudge: say('nudge.halfLives'),
        hint: say('hint.halfLives', { division: typed(`${life * n} ÷ ${life}`, division) }),
        steps: [
          [say('step.halfLives'), eq(division, N(n))],
          [say('step.halve'), eq(mul(N(start), pow(over(1, 2), N(n))), N(start / 2 ** n))],
        ],
      });
    }
    const [p, rate] = [r.int(1, 50) * 100, r.pick([2, 3, 4, 5, 6, 7, 8, 10, 12])];
    const target = p * r.int(2, 5);
    const growth = 1 + rate / 100;
    const value = Math.log(target / p) / Math.log(growth);
    const expression = frac(ln(over(target, p)), ln(N(growth)));
    const { answer, steps } = rounded(expression, value, 2, say('step.divideLogs'));
    const equation = eq(mul(N(p), pow(N(growth), T)), N(target));
    return draft({
      question: say('ask.compound', { p, rate, target }),
      answer,
      decimals: 2,
      nudge: say('nudge.exponent'),
      hint: say('hint.compound', {
        equation: typed(`${p} × ${growth}^t = ${target}`, equation),
        solution: typed(
          `t = ln(${target}/${p}) ÷ ln(${growth})`,
          eq(T, div(ln(over(target, p)), ln(N(growth)))),
        ),
      }),
      steps: [[say('step.growth'), equation], [say('step.takeLogs'), eq(T, expression)], ...steps],
    });
  };
