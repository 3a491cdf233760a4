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
  typed,
  variable,
  type Words,
  X,
  Y,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/algebra';
import { say as sayShared } from '../words/shared';
import { type Level, type StepSpec, substitute } from './shared';

/**
 * A number that may be negative, inside a sentence: English keeps "-3" as typed; another language
 * writes it with its minus sign, "−3".
 */
const signed = (value: number) => typed(`${value}`, N(value));

// ── Algebra Foundations: expressions, word problems, inequalities ────────────

/** "Evaluate 3x + 4 when x = 5.": substitution into expressions in one or two variables. */
export const substitution =
  (level: Level): Family =>
  (r) => {
    const [a, b, c] = [r.int(2, 9), nonZero(r, -12, 12), nonZero(r, -9, 9)];
    const x = level === 0 ? r.int(1, 12) : nonZero(r, -9, 9);
    const y = nonZero(r, -9, 9);
    let expression: MathNode;
    let text: string;
    if (level === 0) {
      expression = plus(term(a, X), b);
      text = `${a}x${signedText(b)}`;
    } else if (level === 1) {
      expression = c < 0 ? sub(term(a, X), term(-c, Y)) : add(term(a, X), term(c, Y));
      text = `${a}x${signedTermText(c, 'y')}`;
    } else {
      // c·x·y written 7xy, not 7(xy).
      const mixed = (k: number) => implicit(term(k, X), Y);
      const square = pow(X, N(2));
      expression = plus(c < 0 ? sub(square, mixed(-c)) : add(square, mixed(c)), b);
      text = `x^2${signedTermText(c, 'xy')}${signedText(b)}`;
    }
    const value = level === 0 ? a * x + b : level === 1 ? a * x + c * y : x * x + c * x * y + b;
    const one = level === 0;
    const scope = { x: signed(x), y: signed(y) };
    return draft({
      question: say(one ? 'ask.evaluateX' : 'ask.evaluateXY', {
        expression: typed(text, expression),
        ...scope,
      }),
      questionMath: expression,
      answer: `${value}`,
      nudge: say('nudge.substitute'),
      hint: say('hint.substitute'),
      steps: [
        [
          say(one ? 'step.substituteX' : 'step.substituteXY', scope),
          eq(expression, substitute(expression, { x, y })),
        ],
        [sayShared('work'), eq(substitute(expression, { x, y }), N(value))],
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
      const [question, equation, result, notes]: [Words, MathNode, MathNode, Words] =
        kind === 0
          ? [
              say('ask.numberPlus', { a, sum: n + a }),
              eq(add(N_, N(a)), N(n + a)),
              sub(N(n + a), N(a)),
              say('step.subtract', { a }),
            ]
          : [
              say('ask.numberTimes', { a, product: a * n }),
              eq(implicit(N(a), N_), N(a * n)),
              frac(N(a * n), N(a)),
              say('step.divide', { a }),
            ];
      return draft({
        question,
        answer: `${n}`,
        nudge: say('nudge.callN'),
        hint: say('hint.undo'),
        steps: [
          [say('step.equation'), equation],
          [notes, eq(N_, result)],
          [say('step.simplify'), eq(N_, N(n))],
        ],
      });
    }
    if (level === 1) {
      if (kind === 0) {
        const count = r.int(2, 4);
        const total = count * n + (count * (count - 1)) / 2;
        const terms = Array.from({ length: count - 1 }, (_, i) => add(N_, N(i + 1)));
        const sum = terms.reduce<MathNode>((left, t) => add(left, t), N_);
        const last = typed(`n + ${count - 1}`, add(N_, N(count - 1)));
        return draft({
          question: say('ask.consecutive', { count, total }),
          answer: `${n}`,
          nudge: say('nudge.consecutive'),
          // Two numbers are n and n + 1: there is nothing between them to go "up to".
          hint:
            count === 2
              ? say('hint.consecutiveTwo', { total })
              : say('hint.consecutive', { last, total }),
          steps: [
            [say('step.sum'), eq(sum, N(total))],
            [say('step.collect'), eq(add(term(count, N_), N((count * (count - 1)) / 2)), N(total))],
            [say('step.solveN'), eq(N_, N(n))],
          ],
        });
      }
      const [a, b] = [r.int(2, 9), r.int(1, 30)];
      const equation = eq(sub(implicit(N(2), N_), N(b)), N(2 * n - b));
      return draft({
        question: say('ask.twice', { b, value: signed(2 * n - b), a }),
        answer: `${n + a}`,
        nudge: say('nudge.asked'),
        hint: say('hint.twice', { equation: typed(`2n − ${b} = ${2 * n - b}`, equation), a }),
        steps: [
          [say('step.equation'), equation],
          [say('step.addHalve', { b }), eq(N_, N(n))],
          [say('step.addA', { a }), eq(add(N(n), N(a)), N(n + a))],
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
    const [ann, later] = [term(k, B), add(term(k, B), N(t))];
    return draft({
      question: say('ask.ages', { k, t, m }),
      answer: `${b}`,
      nudge: say('nudge.ages', { ann: typed(`${k}b`, ann) }),
      hint: say('hint.ages', {
        t,
        ann: typed(`${k}b + ${t}`, later),
        brother: typed(`b + ${t}`, add(B, N(t))),
        m,
      }),
      steps: [
        [say('step.equation'), eq(later, implicit(N(m), add(B, N(t))))],
        [say('step.expand'), eq(later, add(term(m, B), N(m * t)))],
        [say('step.collect'), eq(term(k - m, B), N(m * t - t))],
        // Collecting leaves b alone when k − m is 1: there is nothing to divide by.
        ...(k - m === 1 ? [] : [[say('step.divide', { a: k - m }), eq(B, N(b))] as StepSpec]),
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
    if (level === 0) {
      const [a, x] = [nonZero(r, -15, 15), r.int(-15, 15)];
      const asked = ineq(plus(X, a), N(x + a));
      return draft({
        question: say('ask.inequality', {
          inequality: typed(`x${signedText(a)} ${ASCII[relation]} ${x + a}`, asked),
        }),
        questionMath: asked,
        answer: `x ${relation} ${x}`,
        answerMath: ineq(X, N(x)),
        nudge: say('nudge.keepSign'),
        hint: a < 0 ? say('hint.add', { a: -a }) : say('hint.subtract', { a }),
        steps: [[a < 0 ? say('step.add', { a: -a }) : say('step.subtract', { a }), ineq(X, N(x))]],
      });
    }
    const a = level === 1 ? r.int(2, 9) : -r.int(2, 9);
    const [b, c] = [nonZero(r, -20, 20), r.int(-20, 20)];
    const final = a < 0 ? FLIP[relation]! : relation;
    const asked = ineq(plus(term(a, X), b), N(c));
    const hint =
      a < 0
        ? b < 0
          ? say('hint.addDivideReverse', { b: -b, a })
          : say('hint.subtractDivideReverse', { b, a })
        : b < 0
          ? say('hint.addDivide', { b: -b, a })
          : say('hint.subtractDivide', { b, a });
    return draft({
      question: say('ask.inequalityBound', {
        inequality: typed(`${a}x${signedText(b)} ${ASCII[relation]} ${c}`, asked),
      }),
      questionMath: asked,
      answer: `x ${final} ${fractionText(c - b, a)}`,
      answerMath: ineq(X, ratio(c - b, a), final),
      nudge: a < 0 ? say('nudge.negative') : say('nudge.keepSign'),
      hint,
      steps: [
        [
          b < 0 ? say('step.add', { a: -b }) : say('step.subtract', { a: b }),
          ineq(term(a, X), N(c - b)),
        ],
        [
          a < 0 ? say('step.divideReverse', { a: signed(a) }) : say('step.divide', { a }),
          ineq(X, ratio(c - b, a), final),
        ],
      ],
    });
  };
