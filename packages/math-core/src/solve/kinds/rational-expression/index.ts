/**
 * Rational expressions in one unknown, simplified with their restrictions: (x² − 1)/(x − 1) =
 * x + 1 for x ≠ 1. Sums and differences are written over the least common denominator and their
 * numerators added; products and quotients multiply tops and bottoms; then the top and the bottom
 * are factored and their common factor cancelled. The values that make a denominator (or a
 * divisor) 0 stay excluded, even when the factor that caused them cancels. The result is
 * cross-multiplied with the problem exactly and compared with it at several points before it is
 * given.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import {
  divideExactly,
  divMod,
  excludedValues,
  type Fraction,
  factoredNode,
  gcdPoly,
  hasUnknownDenominator,
  isRationalShape,
  lcmProduct,
  productNode,
  productPoly,
  readFraction,
  reduced,
  restrictionNodes,
  sumNode,
  wholeContent,
  wholeForm,
} from '../../../algebra/rationalForm';
import { hasVariable, polynomialParts, termsOf, variablesOf } from '../../../algebra/reading';
import { agreeAtPoints } from '../../../algebra/samplePoints';
import { eq, frac, times as implicit, list, n as numberNode } from '../../../math/build';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import type { Say, WorkedStep } from '../../../math/rules';
import { solution, step, typeable } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Case, kind } from '../../kind';
import { restrictedAnswer } from '../../restricted';

/**
 * Whether the problem is one polynomial over another that long division answers best: the
 * divisor of degree 1 or more and the dividend of at least its degree, and the two either share
 * no factor (a quotient and a remainder) or the divisor divides exactly into a dividend of higher
 * degree (the quotient alone). A shared factor that does not divide exactly, or an exact
 * division of equal degrees, is simplified instead.
 */
const isLongDivision = (tree: MathNode, x: string): boolean => {
  const parts = polynomialParts(tree);
  if (!parts) return false;
  const { n, d } = parts;
  if (P.isConstant(d) || P.degree(n, x) < P.degree(d, x)) return false;
  if (P.isConstant(gcdPoly(n, d, x))) return true;
  // An exact division of equal degrees leaves a number: that is a simplification.
  return P.degree(n, x) > P.degree(d, x) && divMod(n, d, x).remainder.length === 0;
};

/**
 * The answer to a rational expression in one unknown, or undefined when the problem is not one
 * (no unknown in a denominator), or when it is one polynomial divided by another that long
 * division answers and the student did not ask to simplify.
 */
export const rationalExpression = (tree: MathNode, simplifying: boolean): Answered | undefined => {
  if (!hasUnknownDenominator(tree) || !isRationalShape(tree)) return undefined;
  const names = variablesOf(tree);
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  if (!simplifying && isLongDivision(tree, x)) return undefined;
  return simplifyRational(tree, x);
};

/** The tree simplified to one fraction in lowest terms, with its restrictions and steps. */
export const simplifyRational = (tree: MathNode, x: string): Answered => {
  const steps: WorkedStep[] = [];
  const excluded = excludedValues(tree, x);
  const restrictions = restrictionNodes(x, excluded);
  // The values ruled out as one statement: x ≠ 2, or the list x ≠ −3, x ≠ −2.
  const ruledOut =
    restrictions.length === 1 ? (restrictions[0] as MathNode) : list(...restrictions);
  if (restrictions.length > 0)
    steps.push(
      step(
        { rule: 'noDivideByZero', form: 'expressionUndefined', params: { excluded: ruledOut } },
        ruledOut,
      ),
    );

  const terms = termsOf(tree);
  let combined: Fraction;
  let current: MathNode = tree;
  const link = (say: Say, next: MathNode): void => {
    if (toText(next) === toText(current)) return;
    steps.push(step(say, eq(current, next)));
    current = next;
  };
  if (terms.length > 1) {
    // Each term over the least common denominator, its numerator multiplied by what its own
    // denominator lacks; then the numerators added.
    const parts = terms.map((t) => ({ ...wholeForm(readFraction(t.node, x), x), sign: t.sign }));
    // The whole number in front of each denominator (2 in 2x) goes into the common one too.
    const content = parts.reduce(
      (c, p) => R.lcm(c, p.den.reduce((g, t) => R.gcd(g, t.c.p), 0n) || 1n),
      1n,
    );
    const lcd = lcmProduct(
      parts.map((p) => p.den),
      x,
    );
    const lcdPoly = P.scale(productPoly(lcd, x), R.rat(content));
    const lcdNode =
      content === 1n
        ? productNode(lcd, x)
        : lcd.power === 0 && lcd.factors.length === 0
          ? numberNode(content)
          : implicit(numberNode(content), productNode(lcd, x));
    let total: Poly = [];
    const over = parts.map((p) => {
      const top = P.mul(p.num, divideExactly(lcdPoly, p.den, x));
      total = P.add(total, P.scale(top, R.int(p.sign)));
      return { node: frac(P.toNode(top), lcdNode), sign: p.sign };
    });
    link({ rule: 'equivalent', form: 'overLcd', params: { lcd: lcdNode } }, sumNode(over));
    link({ rule: 'addFractions', form: 'combine' }, frac(P.toNode(total), lcdNode));
    combined = { num: total, den: lcdPoly };
    if (!P.isConstant(total))
      link({ rule: 'factored', form: 'numerator' }, frac(factoredNode(total, x), lcdNode));
  } else {
    combined = wholeForm(readFraction(tree, x), x, false);
    const top = factoredNode(combined.num, x);
    const bottom = factoredNode(combined.den, x);
    const product =
      tree.type !== 'fraction' ||
      hasUnknownDenominator(tree.num) ||
      hasUnknownDenominator(tree.den);
    const isOne = P.equals(combined.den, P.constPoly(R.ONE));
    link(
      product
        ? { rule: 'multiplyFractions', form: 'factorEach' }
        : { rule: 'factored', form: 'topAndBottom' },
      isOne ? top : frac(top, bottom),
    );
  }

  const { fraction: result, common } = reduced(combined, x);
  const resultNode =
    P.isConstant(result.den) && R.eq(P.constant(result.den), R.ONE)
      ? P.toNode(result.num)
      : frac(factoredNode(result.num, x), factoredNode(result.den, x));
  // What cancels: the polynomial common factor, and a whole number common to top and bottom.
  const whole = P.denominator(combined.num) === 1n && P.denominator(combined.den) === 1n;
  const numeric = whole ? R.gcd(wholeContent(combined.num), wholeContent(combined.den)) : 1n;
  const polyPart = P.isConstant(common) ? undefined : productNode(lcmProduct([common], x), x);
  const shownCommon =
    numeric > 1n
      ? polyPart
        ? implicit(numberNode(numeric), polyPart)
        : numberNode(numeric)
      : polyPart;
  if (result.num.length === 0) link({ rule: 'fractionZero', form: 'expressionZero' }, resultNode);
  else if (shownCommon)
    link(
      { rule: 'cancelFactor', form: 'topAndBottom', params: { factor: shownCommon } },
      resultNode,
    );
  else link({ rule: 'simplest', form: 'noCommon' }, resultNode);

  // The checks: cross-multiplied with the problem exactly, and compared at sample points.
  const typed = readFraction(tree, x);
  if (
    !P.equals(P.mul(result.num, typed.den), P.mul(typed.num, result.den)) ||
    !typeable(toText(resultNode)) ||
    !agreeAtPoints(tree, resultNode, [x])
  )
    throw unchecked();

  steps.push(
    step(
      restrictions.length > 0
        ? { rule: 'cancelFactor', form: 'soFor', params: { excluded: ruledOut } }
        : { rule: 'cancelFactor', form: 'so' },
      eq(tree, resultNode),
    ),
  );
  return {
    kind: 'rational-expression',
    method: terms.length > 1 ? 'commonDenominatorCancel' : 'factorAndCancel',
    // The simplified expression, and the values it equals the problem for: x ≠ 2.
    ...(restrictions.length > 0
      ? restrictedAnswer(resultNode, restrictions)
      : { answer: toText(resultNode) }),
    solutions: [solution(resultNode)],
    steps,
  };
};

export const rationalExpressionKind = /* @__PURE__ */ kind({
  methods: {
    commonDenominatorCancel: 'common denominator, factor and cancel',
    factorAndCancel: 'factor and cancel',
  },
  id: 'rational-expression',
  title: 'Rational expression',
  practice: 'algebra',
  check: 'own',
  example: 'simplify (x^2-1)/(x+2)',
  working: 'chain',
});

/** Fractions of polynomials simplified, added, multiplied or divided; others fall through. */
export const rationalExpressionCase: Case = {
  matches: (tree) => hasVariable(tree),
  solve: (tree, { simplifying }) => rationalExpression(tree, simplifying),
};
