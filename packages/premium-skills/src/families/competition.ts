import type { MathNode } from '@mathtools/math-core';
import {
  add,
  div,
  draft,
  eq,
  type Family,
  fn,
  frac,
  gcdNumber,
  implicit,
  list,
  mul,
  N,
  pow,
  sub,
  text,
  typed,
  variable,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/competition';
import type { Level } from './shared';

/** Letters of the general formulas the hints write. */
const [a_, b_, n_, p_, q_] = ['a', 'b', 'n', 'p', 'q'].map(variable) as [
  MathNode,
  MathNode,
  MathNode,
  MathNode,
  MathNode,
];
/** What goes on after a product: "× …". */
const more = (product: MathNode): MathNode => mul(product, text('…'));

// ── Competition Problem Solving: number theory, counting ─────────────────────

/** Number theory: gcd and lcm, remainders of powers, counting divisors. */
export const numberTheory =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const g = r.int(2, 15);
      const [u, v] = [r.int(2, 12), r.int(2, 12)];
      if (gcdNumber(u, v) !== 1 || u === v) return numberTheory(0)(r);
      const [a, b] = [g * u, g * v];
      const lcm = r.int(0, 1) === 1;
      return draft({
        question: say(lcm ? 'ask.lcm' : 'ask.gcd', { a, b }),
        questionMath: fn(lcm ? 'lcm' : 'gcd', N(a), N(b)),
        answer: `${lcm ? g * u * v : g}`,
        nudge: say('nudge.primes'),
        hint: lcm
          ? say('hint.lcm', {
              formula: typed(
                'lcm(a, b) = a × b ÷ gcd(a, b)',
                eq(fn('lcm', a_, b_), div(mul(a_, b_), fn('gcd', a_, b_))),
              ),
            })
          : say('hint.gcd'),
        steps: [
          [
            say('step.shared', { a, b, g, u, v }),
            list(eq(N(a), mul(N(g), N(u))), eq(N(b), mul(N(g), N(v)))),
          ],
          lcm
            ? [say('step.lcm'), eq(div(mul(N(a), N(b)), N(g)), N(g * u * v))]
            : [say('step.gcd', { g }), N(g)],
        ],
      });
    }
    if (level === 1) {
      const [a, m] = [r.int(2, 13), r.int(3, 11)];
      if (a % m === 0) return numberTheory(1)(r);
      const n = r.int(10, 99);
      // The cycle of a^k mod m.
      const seen: number[] = [];
      let value = a % m;
      while (!seen.includes(value)) {
        seen.push(value);
        value = (value * a) % m;
      }
      const start = seen.indexOf(value);
      const cycle = seen.length - start;
      const index = n - 1 < start ? n - 1 : start + ((n - 1 - start) % cycle);
      const answer = seen[index] as number;
      const power = (k: number, written: string) => typed(`${a}${written}`, pow(N(a), N(k)));
      return draft({
        question: say('ask.remainder', { power: typed(`${a}^${n}`, pow(N(a), N(n))), m }),
        questionMath: pow(N(a), N(n)),
        answer: `${answer}`,
        nudge: say('nudge.remainders', { a, a2: power(2, '²'), a3: power(3, '³'), m }),
        hint:
          start > 0
            ? say(cycle === 1 ? 'hint.cycle1After' : 'hint.cycleAfter', { cycle, start, n })
            : say(cycle === 1 ? 'hint.cycle1' : 'hint.cycle', { cycle, n }),
        steps: [
          [
            say('step.remainders', { a1: power(1, '¹'), a2: power(2, '²'), m }),
            seen.length === 1 ? N(seen[0]!) : list(...seen.map((k) => N(k))),
          ],
          [say('step.repeat', { cycle, n, index: index + 1 }), N(answer)],
        ],
      });
    }
    const primes = [2, 3, 5, 7];
    const exponents = primes.map((p) => r.int(0, p === 2 ? 5 : p === 3 ? 3 : 2));
    if (!exponents.some((e) => e > 0)) exponents[0] = 3;
    const n = primes.reduce((product, p, i) => product * p ** exponents[i]!, 1);
    const count = exponents.reduce((product, e) => product * (e + 1), 1);
    const used = primes.map((p, i) => [p, exponents[i]!] as const).filter(([, e]) => e > 0);
    const factorised = used
      .map(([p, e]) => (e === 1 ? N(p) : pow(N(p), N(e))))
      .reduce((left, f) => mul(left, f));
    return draft({
      question: say('ask.divisors', { n }),
      questionMath: N(n),
      answer: `${count}`,
      nudge: say('nudge.divisors'),
      hint: say('hint.divisors', {
        factorised: typed('n = p^a × q^b × …', eq(n_, more(mul(pow(p_, a_), pow(q_, b_))))),
        count: typed('(a + 1)(b + 1)', implicit(add(a_, N(1)), add(b_, N(1)))),
      }),
      steps: [
        [say('step.factorise'), eq(N(n), factorised)],
        [
          say('step.addOne'),
          eq(
            used.map(([, e]) => add(N(e), N(1))).reduce((left, f) => mul(left, f)),
            N(count),
          ),
        ],
      ],
    });
  };

const product = (from: number, to: number): number => {
  let p = 1;
  for (let k = from; k <= to; k++) p *= k;
  return p;
};
/** The first two choices of a count and more: "9 × 8 × …". */
const firstChoices = (n: number) => typed(`${n} × ${n - 1} × …`, more(mul(N(n), N(n - 1))));
/** n × (n − 1) × … × (n − k + 1) as a tree. */
const falling = (n: number, k: number): MathNode =>
  Array.from({ length: k }, (_, i) => N(n - i)).reduce((left, f) => mul(left, f));

/** Counting: arrangements, choices, grid paths and handshakes. */
export const counting =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const n = r.int(3, 12);
      const books = n <= 8 && r.int(0, 1) === 0;
      const kk = books ? n : 3;
      const runners = books ? n : n + 1;
      return draft({
        question: books ? say('ask.books', { n }) : say('ask.medals', { runners }),
        answer: `${product(runners - kk + 1, runners)}`,
        nudge: say('nudge.places'),
        hint: say('hint.multiply', { product: firstChoices(runners) }),
        steps: [
          [say('step.multiply'), eq(falling(runners, kk), N(product(runners - kk + 1, runners)))],
        ],
      });
    }
    if (level === 1) {
      const n = r.int(5, 15);
      const k = r.int(2, Math.min(5, n - 2));
      const value = product(n - k + 1, n) / product(1, k);
      return draft({
        question: say('ask.choose', { k, n }),
        answer: `${value}`,
        nudge: say('nudge.order'),
        hint: say('hint.choose', {
          product: firstChoices(n),
          orders: typed(`${k}!`, { type: 'postfix', op: '!', arg: N(k) }),
        }),
        steps: [[say('step.choose'), eq(frac(falling(n, k), falling(k, k)), N(value))]],
      });
    }
    if (r.int(0, 1) === 0) {
      const n = r.int(5, 30);
      return draft({
        question: say('ask.handshakes', { n }),
        answer: `${(n * (n - 1)) / 2}`,
        nudge: say('nudge.pairs'),
        hint: say('hint.pairs', {
          formula: typed('n × (n − 1) ÷ 2', div(mul(n_, sub(n_, N(1))), N(2))),
        }),
        steps: [
          [
            say('step.handshakes', { others: typed('n − 1', sub(n_, N(1))) }),
            eq(div(mul(N(n), N(n - 1)), N(2)), N((n * (n - 1)) / 2)),
          ],
        ],
      });
    }
    const [a, b] = [r.int(2, 6), r.int(2, 6)];
    const value = product(b + 1, a + b) / product(1, a);
    const point = (x: number, y: number) =>
      typed(`(${x}, ${y})`, { type: 'point', coords: [N(x), N(y)] });
    return draft({
      question: say('ask.grid', { from: point(0, 0), to: point(a, b) }),
      answer: `${value}`,
      nudge: say('nudge.grid', { a, b }),
      hint: say('hint.grid', { a, total: a + b }),
      steps: [[say('step.grid'), eq(frac(falling(a + b, a), falling(a, a)), N(value))]],
    });
  };
