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
  variable,
  X,
} from '@mathtools/math-core/skill-kit';

import { type Level, substitute } from './shared';

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
      const [tree, typed] = poly(cs);
      const value = evalPoly(cs, a);
      return draft({
        question: `Evaluate the limit of ${typed} as x approaches ${a}.`,
        questionMath: tree,
        answer: `${value}`,
        nudge: 'A polynomial has no gaps or jumps.',
        hint: `A polynomial is continuous: put x = ${a} straight in.`,
        steps: [
          ['Substitute (polynomials are continuous)', eq(substitute(tree, { x: a }), N(value))],
        ],
      });
    }
    if (level === 1) {
      // (x − a)(x − b)/(x − a) → a − b at x = a
      const a = nonZero(r, -9, 9);
      const b = r.pick(
        [-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => k !== a),
      );
      const [numerator, typed] = poly([1, -(a + b), a * b]);
      const question = `Evaluate the limit of (${typed})/(x${signedText(-a)}) as x approaches ${a}.`;
      return draft({
        question,
        questionMath: frac(numerator, plus(X, -a)),
        answer: `${a - b}`,
        nudge: `Putting x = ${a} in gives 0/0: the top must have a factor (x${signedText(-a)}).`,
        hint: 'Factor the numerator, cancel the common factor, then substitute.',
        steps: [
          ['Factor the numerator', eq(numerator, implicit(plus(X, -a), plus(X, -b)))],
          [
            `Cancel (x${signedText(-a).replace(' - ', ' − ')}) for x ≠ ${a}`,
            eq(frac(numerator, plus(X, -a)), plus(X, -b)),
          ],
          ['Substitute', eq(plus(N(a), -b), N(a - b))],
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
    return draft({
      question: `Evaluate the limit of (${topText})/(${bottomText}) as x approaches infinity. Give the answer as a fraction or a whole number.`,
      questionMath: frac(topTree, bottomTree),
      answer: fractionText(top[0]!, bottom[0]!),
      nudge: 'For very large x only the highest powers matter.',
      hint: `Divide the top and the bottom by ${degree === 2 ? 'x²' : 'x'}, the highest power in the bottom.`,
      steps: [
        [
          'The highest powers dominate',
          eq(frac(term(top[0]!, highest), term(bottom[0]!, highest)), ratio(top[0]!, bottom[0]!)),
        ],
        ['The other terms vanish as x grows: the limit', ratio(top[0]!, bottom[0]!)],
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
      const [tree, typed] = poly(cs);
      const [dTree] = poly(derivative);
      const value = evalPoly(derivative, a);
      return draft({
        question: `f(x) = ${typed}. What is f'(${a})?`,
        questionMath: tree,
        answer: `${value}`,
        nudge: 'Differentiate term by term.',
        hint: 'Power rule: the derivative of kxⁿ is nkxⁿ⁻¹; a constant has derivative 0.',
        steps: [
          ['Differentiate each term with the power rule', dTree],
          [`Put in x = ${a}`, eq(substitute(dTree, { x: a }), N(value))],
        ],
      });
    }
    if (r.int(0, 1) === 0) {
      // (px + q)^n: chain rule
      const [p, q, n] = [nonZero(r, -4, 4), nonZero(r, -5, 5), r.int(2, 4)];
      const inner = plus(term(p, X), q);
      const value = n * p * (p * a + q) ** (n - 1);
      const derivative = mul(N(n * p), pow(inner, N(n - 1)));
      return draft({
        question: `f(x) = (${termText(p, 'x')}${signedText(q)})^${n}. What is f'(${a})?`,
        questionMath: pow(inner, N(n)),
        answer: `${value}`,
        nudge: 'A bracket raised to a power: something inside is being differentiated too.',
        hint: `Chain rule: the derivative of (px + q)ⁿ is n(px + q)ⁿ⁻¹ × p.`,
        steps: [
          ['Chain rule', derivative],
          [`Put in x = ${a}`, eq(substitute(derivative, { x: a }), N(value))],
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
    return draft({
      question: `f(x) = (x^2${signedText(p)})(${termText(q, 'x')}${signedText(s)}). What is f'(${a})?`,
      questionMath: implicit(u, v),
      answer: `${value}`,
      nudge: 'f is a product of two brackets.',
      hint: "Product rule: (uv)' = u'v + uv'.",
      steps: [
        ['Product rule', derivative],
        [`Put in x = ${a}`, eq(substitute(derivative, { x: a }), N(value))],
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
      const [line, typed] = poly([m, c]);
      return draft({
        question: `Where does the line y = ${typed} cross the x-axis? Give the x-coordinate as a fraction or a whole number.`,
        questionMath: eq(Yv, line),
        answer: fractionText(-c, m),
        nudge: 'On the x-axis, y is 0.',
        hint: `Solve ${typed} = 0.`,
        steps: [
          ['On the x-axis y = 0', eq(line, N(0))],
          ['Solve for x', eq(X, ratio(-c, m))],
        ],
      });
    }
    if (level === 1) {
      const [a, b, c] = [nonZero(r, -5, 5), r.int(-12, 12), r.int(-9, 9)];
      const [curve, typed] = poly([a, b, c]);
      return draft({
        question: `What is the x-coordinate of the vertex of the parabola y = ${typed}? Give it as a fraction or a whole number.`,
        questionMath: eq(Yv, curve),
        answer: fractionText(-b, 2 * a),
        nudge: 'The vertex lies on the axis of symmetry.',
        hint: 'The vertex is at x = −b ÷ (2a).',
        steps: [
          ['Axis of symmetry x = −b/(2a)', eq(X, frac(N(-b), mul(N(2), N(a))))],
          ['Simplify', eq(X, ratio(-b, 2 * a))],
        ],
      });
    }
    // y = 2x³ − 3(p + q)x² + 6pq·x + c: turning points at x = p and x = q.
    const p = r.int(-6, 5);
    const q = r.int(p + 1, 6);
    const cs = [2, -3 * (p + q), 6 * p * q, r.int(-9, 9)];
    const [curve, typed] = poly(cs);
    const [slope] = poly([6, -6 * (p + q), 6 * p * q]);
    return draft({
      question: `Find the x-coordinates of the turning points of y = ${typed}. Give both, smallest first, separated by a comma.`,
      questionMath: eq(Yv, curve),
      answer: `${p}, ${q}`,
      ordered: true,
      nudge: 'At a turning point the graph is flat for a moment.',
      hint: 'Differentiate, set the derivative equal to 0 and solve the quadratic.',
      steps: [
        ['The derivative (the slope)', slope],
        [
          'The slope is 0 at a turning point',
          eq(implicit(N(6), implicit(factorOf(p), factorOf(q))), N(0)),
        ],
        ['Solve', list(eq(X, N(p)), eq(X, N(q)))],
      ],
    });
  };
