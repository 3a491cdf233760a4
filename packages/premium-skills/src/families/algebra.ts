import type { MathNode, MathRelation } from '@mathtools/math-core';
import {
  add,
  chain,
  draft,
  eq,
  type Family,
  frac,
  fractionText,
  implicit,
  N,
  nonZero,
  plus,
  pow,
  ratio,
  signedTermText,
  signedText,
  sub,
  term,
  variable,
  X,
  Y,
} from '@mathtools/math-core/skill-kit';

import { type Level, substitute, words } from './shared';

// ── Algebra Foundations: expressions, word problems, inequalities ────────────

/** "Evaluate 3x + 4 when x = 5.": substitution into expressions in one or two variables. */
export const substitution =
  (level: Level): Family =>
  (r) => {
    const [a, b, c] = [r.int(2, 9), nonZero(r, -12, 12), nonZero(r, -9, 9)];
    const x = level === 0 ? r.int(1, 12) : nonZero(r, -9, 9);
    const y = nonZero(r, -9, 9);
    let expression: MathNode;
    let typed: string;
    if (level === 0) {
      expression = plus(term(a, X), b);
      typed = `${a}x${signedText(b)}`;
    } else if (level === 1) {
      expression = c < 0 ? sub(term(a, X), term(-c, Y)) : add(term(a, X), term(c, Y));
      typed = `${a}x${signedTermText(c, 'y')}`;
    } else {
      const mixed = implicit(X, Y);
      const square = pow(X, N(2));
      expression = plus(c < 0 ? sub(square, term(-c, mixed)) : add(square, term(c, mixed)), b);
      typed = `x^2${signedTermText(c, 'xy')}${signedText(b)}`;
    }
    const value = level === 0 ? a * x + b : level === 1 ? a * x + c * y : x * x + c * x * y + b;
    const scope = level === 0 ? `x = ${x}` : `x = ${x} and y = ${y}`;
    return draft({
      question: `Evaluate ${typed} when ${scope}.`,
      questionMath: expression,
      answer: `${value}`,
      nudge: 'Replace each letter by its number, in brackets when it is negative.',
      hint: 'Substitute, then work out powers first, then products, then sums.',
      steps: [
        [`Substitute ${scope}`, eq(expression, substitute(expression, { x, y }))],
        ['Work it out', eq(substitute(expression, { x, y }), N(value))],
      ],
    });
  };

/** Linear word problems: a number, consecutive numbers, ages. */
export const wordProblem =
  (level: Level): Family =>
  (r) => {
    const n = r.int(2, 40);
    const kind = r.int(0, 1);
    const N_ = variable('n');
    if (level === 0) {
      const a = r.int(2, 30);
      const [question, equation, result, notes]: [string, MathNode, MathNode, string] =
        kind === 0
          ? [
              `A number plus ${a} is ${n + a}. What is the number?`,
              eq(add(N_, N(a)), N(n + a)),
              sub(N(n + a), N(a)),
              `Subtract ${a} from both sides`,
            ]
          : [
              `${a} times a number is ${a * n}. What is the number?`,
              eq(implicit(N(a), N_), N(a * n)),
              frac(N(a * n), N(a)),
              `Divide both sides by ${a}`,
            ];
      return draft({
        question,
        questionMath: words(question),
        answer: `${n}`,
        nudge: 'Call the number n and write the sentence as an equation.',
        hint: 'Write the equation, then undo what is done to n.',
        steps: [
          ['Write the sentence as an equation', equation],
          [notes, eq(N_, result)],
          ['Simplify', eq(N_, N(n))],
        ],
      });
    }
    if (level === 1) {
      if (kind === 0) {
        const count = r.int(2, 4);
        const total = count * n + (count * (count - 1)) / 2;
        const question = `The sum of ${count} consecutive whole numbers is ${total}. What is the smallest of them?`;
        const terms = Array.from({ length: count - 1 }, (_, i) => add(N_, N(i + 1)));
        const sum = terms.reduce<MathNode>((left, t) => add(left, t), N_);
        return draft({
          question,
          questionMath: words(question),
          answer: `${n}`,
          nudge: 'Consecutive numbers are n, n + 1, n + 2 …',
          hint: `Add n, n + 1 … up to n + ${count - 1}, set the sum equal to ${total} and solve.`,
          steps: [
            ['Write the sum', eq(sum, N(total))],
            ['Collect terms', eq(add(term(count, N_), N((count * (count - 1)) / 2)), N(total))],
            [`Solve for n`, eq(N_, N(n))],
          ],
        });
      }
      const [a, b] = [r.int(2, 9), r.int(1, 30)];
      const question = `Twice a number, decreased by ${b}, is ${2 * n - b}. Then ${a} is added to the number. What is the result?`;
      return draft({
        question,
        questionMath: words(question),
        answer: `${n + a}`,
        nudge: 'First find the number, then answer the question asked.',
        hint: `Solve 2n − ${b} = ${2 * n - b}, then add ${a}.`,
        steps: [
          ['Write the sentence as an equation', eq(sub(implicit(N(2), N_), N(b)), N(2 * n - b))],
          [`Add ${b} to both sides, then divide by 2`, eq(N_, N(n))],
          [`Add ${a}`, eq(add(N(n), N(a)), N(n + a))],
        ],
      });
    }
    // Ages: A is k times as old as B; in t years A will be m times as old as B.
    const b = r.int(3, 15);
    const k = r.int(3, 5);
    const m = r.int(2, k - 1);
    // k·b + t = m(b + t) → t = (k − m)b / (m − 1)
    const t = ((k - m) * b) / (m - 1);
    // "In 1 years" reads badly, and t = 1 is the only such case (k = 5, m = 4, b = 3): draw again.
    if (!Number.isInteger(t) || t <= 1) return wordProblem(2)(r);
    const B = variable('b');
    const question = `Ann is ${k} times as old as her brother. In ${t} years she will be ${m} times as old as him. How old is her brother now?`;
    return draft({
      question,
      questionMath: words(question),
      answer: `${b}`,
      nudge: `Call the brother's age b: Ann is ${k}b.`,
      hint: `In ${t} years the ages are ${k}b + ${t} and b + ${t}; write the "${m} times" sentence as an equation.`,
      steps: [
        [
          'Write the sentence as an equation',
          eq(add(term(k, B), N(t)), implicit(N(m), add(B, N(t)))),
        ],
        ['Expand', eq(add(term(k, B), N(t)), add(term(m, B), N(m * t)))],
        ['Collect terms', eq(term(k - m, B), N(m * t - t))],
        [`Divide both sides by ${k - m}`, eq(B, N(b))],
      ],
    });
  };

const FLIP: Record<string, MathRelation> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };
const ASCII: Record<string, string> = { '<': '<', '>': '>', '≤': '<=', '≥': '>=' };

/** Linear inequalities: x + a < c, ax + b ≥ c, and a negative coefficient that flips the sign. */
export const inequality =
  (level: Level): Family =>
  (r) => {
    const relation = r.pick(['<', '>', '≤', '≥'] as const);
    const ineq = (left: MathNode, right: MathNode, rel: MathRelation = relation) =>
      chain(left, rel, right);
    const FRACTION = ' Give the bound as a fraction or a whole number.';
    if (level === 0) {
      const [a, x] = [nonZero(r, -15, 15), r.int(-15, 15)];
      return draft({
        question: `Solve for x: x${signedText(a)} ${ASCII[relation]} ${x + a}`,
        questionMath: ineq(plus(X, a), N(x + a)),
        answer: `x ${relation} ${x}`,
        answerMath: ineq(X, N(x)),
        nudge: 'Solve it like an equation, keeping the inequality sign.',
        hint: `${a < 0 ? `Add ${-a} to` : `Subtract ${a} from`} both sides.`,
        steps: [[`${a < 0 ? `Add ${-a} to` : `Subtract ${a} from`} both sides`, ineq(X, N(x))]],
      });
    }
    const a = level === 1 ? r.int(2, 9) : -r.int(2, 9);
    const [b, c] = [nonZero(r, -20, 20), r.int(-20, 20)];
    const final = a < 0 ? FLIP[relation]! : relation;
    return draft({
      question: `Solve for x: ${a}x${signedText(b)} ${ASCII[relation]} ${c}.${FRACTION}`,
      questionMath: ineq(plus(term(a, X), b), N(c)),
      answer: `x ${final} ${fractionText(c - b, a)}`,
      answerMath: ineq(X, ratio(c - b, a), final),
      nudge:
        a < 0
          ? 'Watch out: dividing by a negative number turns the inequality round.'
          : 'Solve it like an equation, keeping the inequality sign.',
      hint: `${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides, then divide by ${a}${a < 0 ? ' and reverse the sign' : ''}.`,
      steps: [
        [`${b < 0 ? `Add ${-b} to` : `Subtract ${b} from`} both sides`, ineq(term(a, X), N(c - b))],
        [
          `Divide both sides by ${a}${a < 0 ? ', reversing the inequality' : ''}`,
          ineq(X, ratio(c - b, a), final),
        ],
      ],
    });
  };
