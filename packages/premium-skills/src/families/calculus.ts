import type { MathNode } from '@mathtools/math-core';
import {
  add,
  draft,
  eq,
  type Family,
  frac,
  fractionText,
  implicit,
  list,
  mul,
  N,
  nonZero,
  plus,
  pow,
  ratio,
  signedTermText,
  signedText,
  sub,
  term,
  termText,
  typed,
  variable,
  X,
} from '@mathtools/math-core/skill-kit';
import { say } from '../words/calculus';
import { type Level, substitute } from './shared';

/**
 * A drawn number inside a sentence that is not a hint: English keeps its hyphen ("x ≠ -3"), as
 * before, and another language writes it with its minus sign (x ≠ −3).
 */
const shown = (k: number) => typed(`${k}`, N(k));

// ── Calculus Readiness: limits, derivatives, graph features ──────────────────

const poly = (coefficients: number[]): [MathNode, string] => {
  // coefficients from the highest power down to the constant
  const degree = coefficients.length - 1;
  let tree: MathNode | undefined;
  let typed = '';
  coefficients.forEach((k, i) => {
    const power = degree - i;
    if (k === 0) return;
    const v = power === 0 ? undefined : power === 1 ? X : pow(X, N(power));
    const vText = power === 0 ? '' : power === 1 ? 'x' : `x^${power}`;
    if (tree === undefined) {
      tree = v ? term(k, v) : N(k);
      typed = v ? termText(k, vText) : `${k}`;
    } else {
      tree = v ? (k < 0 ? sub(tree, term(-k, v)) : add(tree, term(k, v))) : plus(tree, k);
      typed += v ? signedTermText(k, vText) : signedText(k);
    }
  });
  return [tree ?? N(0), typed || '0'];
};
const evalPoly = (coefficients: number[], x: number): number =>
  coefficients.reduce((sum, k) => sum * x + k, 0);

/** Limits: by substitution, a removable gap, at infinity. */
export const limits =
  (level: Level): Family =>
  (r) => {
    if (level === 0) {
      const cs = [nonZero(r, -5, 5), r.int(-9, 9), r.int(-9, 9)];
      let a = r.int(-5, 5);
      // At x = 0 the substitution writes −2 × 0² + 0 + 6: take another point.
      if (a === 0) a = nonZero(r, -5, 5);
      const [tree, written] = poly(cs);
      const value = evalPoly(cs, a);
      return draft({
        question: say('ask.limitAt', { expression: typed(written, tree), a: shown(a) }),
        questionMath: tree,
        answer: `${value}`,
        nudge: say('nudge.continuous'),
        hint: say('hint.substitute', { a }),
        steps: [[say('step.substituteContinuous'), eq(substitute(tree, { x: a }), N(value))]],
      });
    }
    if (level === 1) {
      // (x − a)(x − b)/(x − a) → a − b at x = a
      const a = nonZero(r, -9, 9);
      const b = r.pick(
        [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a),
      );
      const [numerator, written] = poly([1, -(a + b), a * b]);
      const problem = frac(numerator, plus(X, -a));
      return draft({
        question: say('ask.limitAt', {
          expression: typed(`(${written})/(x${signedText(-a)})`, problem),
          a: shown(a),
        }),
        questionMath: problem,
        answer: `${a - b}`,
        nudge: say('nudge.zeroOverZero', {
          a,
          factor: typed(`x${signedText(-a)}`, plus(X, -a)),
        }),
        hint: say('hint.factorCancel'),
        steps: [
          [say('step.factorNumerator'), eq(numerator, implicit(plus(X, -a), plus(X, -b)))],
          [
            say('step.cancelFor', {
              factor: typed(`x${signedText(-a).replace(' - ', ' − ')}`, plus(X, -a)),
              a: shown(a),
            }),
            eq(problem, plus(X, -b)),
          ],
          [say('step.substitute'), eq(plus(N(a), -b), N(a - b))],
        ],
      });
    }
    // Top and bottom of the same degree (1 or 2), so that the limit is the ratio of the leading
    // coefficients; a lower top degree would answer 0 every time.
    const degree = r.int(1, 2);
    const top = [nonZero(r, -9, 9), r.int(-9, 9), ...(degree === 2 ? [r.int(-9, 9)] : [])];
    const drawn = [nonZero(r, -9, 9), r.int(-9, 9), r.int(-9, 9)];
    const bottom = degree === 2 ? drawn : drawn.slice(0, 2);
    const [topTree, topText] = poly(top);
    const [bottomTree, bottomText] = poly(bottom);
    const highest = degree === 2 ? pow(X, N(2)) : X;
    const problem = frac(topTree, bottomTree);
    return draft({
      question: say('ask.limitInfinity', {
        expression: typed(`(${topText})/(${bottomText})`, problem),
      }),
      questionMath: problem,
      answer: fractionText(top[0]!, bottom[0]!),
      nudge: say('nudge.highestPowers'),
      hint: say('hint.divideBy', { power: typed(degree === 2 ? 'x²' : 'x', highest) }),
      steps: [
        [
          say('step.dominate'),
          eq(frac(term(top[0]!, highest), term(bottom[0]!, highest)), ratio(top[0]!, bottom[0]!)),
        ],
        [say('step.vanish'), ratio(top[0]!, bottom[0]!)],
      ],
    });
  };

/** Derivatives at a point: the power rule, polynomials, the chain and product rules. */
export const derivatives =
  (level: Level): Family =>
  (r) => {
    let a = r.int(-3, 3);
    // The derivative of kxⁿ + c at 0 is 0 every time: take another point.
    if (level === 0 && a === 0) a = nonZero(r, -3, 3);
    if (level <= 1) {
      const cs =
        level === 0
          ? [nonZero(r, -9, 9), ...Array.from({ length: r.int(2, 4) - 1 }, () => 0), r.int(-9, 9)]
          : [nonZero(r, -5, 5), r.int(-9, 9), r.int(-9, 9), r.int(-9, 9)];
      const n = cs.length - 1;
      const derivative = cs.slice(0, -1).map((k, i) => k * (n - i));
      const [tree, written] = poly(cs);
      const [dTree] = poly(derivative);
      const value = evalPoly(derivative, a);
      return draft({
        question: say('ask.derivativeAt', { function: typed(written, tree), a: shown(a) }),
        questionMath: tree,
        answer: `${value}`,
        nudge: say('nudge.termByTerm'),
        hint: say('hint.powerRule'),
        steps: [
          [say('step.powerRuleEach'), dTree],
          [say('step.putIn', { a: shown(a) }), eq(substitute(dTree, { x: a }), N(value))],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      // (px + q)^n: chain rule
      const [p, q, n] = [nonZero(r, -4, 4), nonZero(r, -5, 5), r.int(2, 4)];
      const inner = plus(term(p, X), q);
      const value = n * p * (p * a + q) ** (n - 1);
      const derivative = mul(N(n * p), pow(inner, N(n - 1)));
      const problem = pow(inner, N(n));
      return draft({
        question: say('ask.derivativeAt', {
          function: typed(`(${termText(p, 'x')}${signedText(q)})^${n}`, problem),
          a: shown(a),
        }),
        questionMath: problem,
        answer: `${value}`,
        nudge: say('nudge.bracketPower'),
        hint: say('hint.chainRule'),
        steps: [
          [say('step.chainRule'), derivative],
          [say('step.putIn', { a: shown(a) }), eq(substitute(derivative, { x: a }), N(value))],
        ],
      });
    }
    // (x² + p)(qx + s): product rule
    let [p, q, s] = [nonZero(r, -9, 9), nonZero(r, -5, 5), r.int(-9, 9)];
    // (4x + 0) is drawn again: a second bracket with a constant term.
    if (s === 0) s = nonZero(r, -9, 9);
    const [u, v] = [plus(pow(X, N(2)), p), plus(term(q, X), s)];
    const derivative = add(mul(implicit(N(2), X), v), mul(u, N(q)));
    const value = 2 * a * (q * a + s) + (a * a + p) * q;
    const problem = implicit(u, v);
    return draft({
      question: say('ask.derivativeAt', {
        function: typed(`(x^2${signedText(p)})(${termText(q, 'x')}${signedText(s)})`, problem),
        a: shown(a),
      }),
      questionMath: problem,
      answer: `${value}`,
      nudge: say('nudge.product'),
      hint: say('hint.productRule'),
      steps: [
        [say('step.productRule'), derivative],
        [say('step.putIn', { a: shown(a) }), eq(substitute(derivative, { x: a }), N(value))],
      ],
    });
  };

/** x − p as a factor: x itself for p = 0, never (x + 0). */
const factorOf = (p: number): MathNode => (p === 0 ? X : plus(X, -p));

/** Graph features: intercepts, the vertex of a parabola, turning points of a cubic. */
export const graphFeatures =
  (level: Level): Family =>
  (r) => {
    const Yv = variable('y');
    if (level === 0) {
      const [m, c] = [nonZero(r, -9, 9), nonZero(r, -20, 20)];
      const [line, written] = poly([m, c]);
      const problem = eq(Yv, line);
      return draft({
        question: say('ask.xIntercept', { line: typed(`y = ${written}`, problem) }),
        questionMath: problem,
        answer: fractionText(-c, m),
        nudge: say('nudge.onAxis'),
        hint: say('hint.solve', { equation: typed(`${written} = 0`, eq(line, N(0))) }),
        steps: [
          [say('step.onAxis'), eq(line, N(0))],
          [say('step.solveX'), eq(X, ratio(-c, m))],
        ],
      });
    }
    if (level === 1) {
      const [a, b, c] = [nonZero(r, -5, 5), r.int(-12, 12), r.int(-9, 9)];
      const [curve, written] = poly([a, b, c]);
      const problem = eq(Yv, curve);
      return draft({
        question: say('ask.vertex', { curve: typed(`y = ${written}`, problem) }),
        questionMath: problem,
        answer: fractionText(-b, 2 * a),
        nudge: say('nudge.axis'),
        hint: say('hint.vertex'),
        steps: [
          [say('step.axis'), eq(X, frac(N(-b), mul(N(2), N(a))))],
          [say('step.simplify'), eq(X, ratio(-b, 2 * a))],
        ],
      });
    }
    // y = 2x³ − 3(p + q)x² + 6pq·x + c: turning points at x = p and x = q.
    const p = r.int(-6, 5);
    const q = r.int(p + 1, 6);
    const cs = [2, -3 * (p + q), 6 * p * q, r.int(-9, 9)];
    const [curve, written] = poly(cs);
    const [slope] = poly([6, -6 * (p + q), 6 * p * q]);
    const problem = eq(Yv, curve);
    // 6(x − p)(x − q), a factor x written first: 6x(x + 3), not 6((x + 3)x).
    const [first, second] = q === 0 ? [X, factorOf(p)] : [factorOf(p), factorOf(q)];
    const slopeFactored = implicit(implicit(N(6), first), second);
    return draft({
      question: say('ask.turningPoints', { curve: typed(`y = ${written}`, problem) }),
      questionMath: problem,
      answer: `${p}, ${q}`,
      ordered: true,
      nudge: say('nudge.flat'),
      hint: say('hint.turningPoints'),
      steps: [
        [say('step.slope'), slope],
        [say('step.slopeZero'), eq(slopeFactored, N(0))],
        [say('step.solve'), list(eq(X, N(p)), eq(X, N(q)))],
      ],
    });
  };
