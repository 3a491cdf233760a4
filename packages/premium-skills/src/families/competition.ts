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
  list,
  mul,
  N,
  pow,
} from '@mathtools/math-core/skill-kit';

import { type Level, words } from './shared';

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
        question: `What is the ${lcm ? 'least common multiple' : 'greatest common divisor'} of ${a} and ${b}?`,
        questionMath: fn(lcm ? 'lcm' : 'gcd', N(a), N(b)),
        answer: `${lcm ? g * u * v : g}`,
        nudge: 'Write each number as a product of primes.',
        hint: lcm
          ? 'lcm(a, b) = a × b ÷ gcd(a, b).'
          : 'Keep the prime factors the two numbers share.',
        steps: [
          [
            `${a} and ${b} share the factor ${g}, and ${u} and ${v} have no common factor`,
            list(eq(N(a), mul(N(g), N(u))), eq(N(b), mul(N(g), N(v)))),
          ],
          lcm
            ? ['lcm = a × b ÷ gcd', eq(div(mul(N(a), N(b)), N(g)), N(g * u * v))]
            : [`The greatest common divisor is ${g}`, N(g)],
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
      return draft({
        question: `What is the remainder when ${a}^${n} is divided by ${m}?`,
        questionMath: pow(N(a), N(n)),
        answer: `${answer}`,
        nudge: `Look at the remainders of ${a}, ${a}², ${a}³ … divided by ${m}: they repeat.`,
        hint: `The remainders repeat every ${cycle} power${cycle === 1 ? '' : 's'}${start > 0 ? ` after the first ${start}` : ''}; find where ${n} falls in the cycle.`,
        steps: [
          [
            `Remainders of ${a}¹, ${a}², … divided by ${m}`,
            seen.length === 1 ? N(seen[0]!) : list(...seen.map((k) => N(k))),
          ],
          [
            `They repeat every ${cycle}: power ${n} has the remainder of power ${index + 1}`,
            N(answer),
          ],
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
      question: `How many positive divisors does ${n} have?`,
      questionMath: N(n),
      answer: `${count}`,
      nudge: 'Every divisor is built from the prime factors of the number.',
      hint: 'If n = p^a × q^b × …, it has (a + 1)(b + 1)… divisors.',
      steps: [
        ['Prime factorisation', eq(N(n), factorised)],
        [
          'Add one to each exponent and multiply',
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
      const question = books
        ? `In how many different orders can ${n} different books stand on a shelf?`
        : `${n + 1} runners race. In how many ways can the gold, silver and bronze medals be awarded?`;
      const kk = books ? n : 3;
      const runners = books ? n : n + 1;
      return draft({
        question,
        questionMath: words(question),
        answer: `${product(runners - kk + 1, runners)}`,
        nudge: 'Fill the places one at a time: how many choices for the first, then the next?',
        hint: `Multiply the choices: ${runners} × ${runners - 1} × …`,
        steps: [
          [
            'Multiply the choices for each place',
            eq(falling(runners, kk), N(product(runners - kk + 1, runners))),
          ],
        ],
      });
    }
    if (level === 1) {
      const n = r.int(5, 15);
      const k = r.int(2, Math.min(5, n - 2));
      const value = product(n - k + 1, n) / product(1, k);
      const question = `How many ways are there to choose ${k} students from a class of ${n}?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${value}`,
        nudge: 'The order in which the students are chosen does not matter.',
        hint: `Count ordered choices, ${n} × ${n - 1} × …, then divide by the ${k}! orders of the same group.`,
        steps: [
          [
            'Ordered choices divided by the orders of each group',
            eq(frac(falling(n, k), falling(k, k)), N(value)),
          ],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      const n = r.int(5, 30);
      const question = `${n} people meet and each shakes hands once with every other person. How many handshakes are there?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${(n * (n - 1)) / 2}`,
        nudge: 'Each handshake is a pair of people.',
        hint: 'Count the pairs: n × (n − 1) ÷ 2.',
        steps: [
          [
            'Each person shakes n − 1 hands; each handshake is counted twice',
            eq(div(mul(N(n), N(n - 1)), N(2)), N((n * (n - 1)) / 2)),
          ],
        ],
      });
    }
    const [a, b] = [r.int(2, 6), r.int(2, 6)];
    const value = product(b + 1, a + b) / product(1, a);
    const question = `On a grid, how many shortest paths go from (0, 0) to (${a}, ${b}) moving one step right or up at a time?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${value}`,
      nudge: `Every shortest path has ${a} steps right and ${b} steps up: only their order changes.`,
      hint: `Choose which ${a} of the ${a + b} steps go right.`,
      steps: [
        [
          'Choose the right steps among all steps',
          eq(frac(falling(a + b, a), falling(a, a)), N(value)),
        ],
      ],
    });
  };
