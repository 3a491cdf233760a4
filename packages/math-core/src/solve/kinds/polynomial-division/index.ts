/**
 * Polynomial long division in one unknown: (x³ − 2x² + 4)/(x − 3) = x² + x + 3 + 13/(x − 3),
 * one step per term of the quotient (divide the leading terms, multiply back, subtract). The
 * quotient and remainder are multiplied back and compared with the dividend exactly, and the answer
 * as written is compared with the problem at sample points, before it is given.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import { divMod } from '../../../algebra/rationalForm';
import { hasVariable, polynomialParts } from '../../../algebra/reading';
import { agreeAtPoints } from '../../../algebra/samplePoints';
import { eq, frac, times as implicit, n as numberNode } from '../../../math/build';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { solution, step, typeable } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { checkValue, valueCondition } from '../../check';
import type { Answered } from '../../equation';
import { type Case, command, kind } from '../../kind';

/** k·divisor, or the divisor alone when k is 1. */
const times = (k: Poly, dNode: MathNode): MathNode =>
  P.equals(k, P.constPoly(R.ONE)) ? dNode : implicit(P.toNode(k), dNode);

/** a + b, or a − (−b) written as a − b when b's leading coefficient is negative. */
const plus = (a: MathNode, b: Poly, den?: MathNode): MathNode => {
  if (b.length === 0) return a;
  const negative = (b[0]?.c.p ?? 0n) < 0n;
  // A remainder with fractions is written over one denominator: 15/(16(2x + 1)).
  const L = den ? P.denominator(b) : 1n;
  const shown = P.toNode(P.scale(b, R.rat(negative ? -L : L)));
  const below = den && L > 1n ? implicit(numberNode(L), den) : den;
  return {
    type: 'binary',
    op: negative ? '-' : '+',
    left: a,
    right: below ? frac(shown, below) : shown,
  };
};

/** n ÷ d by long division in x (d of degree 1 or more): quotient, remainder and a step per quotient term. */
export const longDivision = (
  n: Poly,
  d: Poly,
  x: string,
): { quotient: Poly; remainder: Poly; steps: WorkedStep[] } => {
  const dd = P.degree(d, x);
  const dNode = P.toNode(d);
  const steps: WorkedStep[] = [];
  const leadD = P.toNode([{ mono: { [x]: dd }, c: P.coeff(d, x, dd) }]);
  const { quotient, remainder } = divMod(n, d, x, ({ term, product, before, after }) => {
    const k = P.degree(before, x);
    const leadTerm = P.toNode([{ mono: { [x]: k }, c: P.coeff(before, x, k) }]);
    steps.push(
      step(
        {
          rule: 'longDivision',
          form: 'leadingTerm',
          params: {
            lead: leadTerm,
            divisorLead: leadD,
            term: P.toNode(term),
            divisor: dNode,
            product: P.toNode(product),
            left: P.toNode(after),
          },
        },
        eq(P.toNode(before), plus(times(term, dNode), after)),
      ),
    );
  });
  return { quotient, remainder, steps };
};

/**
 * "divide x^3-2x^2+4 by x-3", "(x^3-2x^2+4) divided by (x-3)": the problem as (x^3-2x^2+4)/(x-3),
 * or undefined when the text does not ask for a division in words.
 */
export const readDivision = (text: string): string | undefined => {
  const match =
    /^\s*(?:please\s+)?(?:(?:use\s+(?:polynomial\s+)?long\s+division\s+to\s+)?divide\s+(.+?)\s+by\s+(.+?)|(.+?)\s+divided\s+by\s+(.+?))\s*[?!.]*\s*$/i.exec(
      text,
    );
  // Only a whole problem that is one division: not an equation, inequality or list.
  if (!match || /[=<>≤≥≠,;]/.test(text)) return undefined;
  const [top, bottom] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
  return `(${top})/(${bottom})`;
};

/**
 * The quotient and remainder of a division of two polynomials in the same one unknown, when the
 * problem is one (the divisor of degree 1 or more, the dividend of at least its degree);
 * undefined for anything else.
 */
export const dividePolynomials = (tree: MathNode): Answered | undefined => {
  const parts = polynomialParts(tree);
  if (!parts) return undefined;
  const { n, d } = parts;
  const names = P.variables(P.add(n, d));
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  const dd = P.degree(d, x);
  if (dd < 1 || P.degree(n, x) < dd) return undefined;
  const dNode = P.toNode(d);
  const { quotient, remainder: rest, steps } = longDivision(n, d, x);
  // The check: quotient × divisor + remainder is the dividend, exactly.
  if (!P.equals(P.add(P.mul(quotient, d), rest), n)) throw unchecked();
  const qNode = P.toNode(quotient);
  const answerNode = rest.length === 0 ? qNode : plus(qNode, rest, dNode);
  const whole = quotient.length === 1 ? times(quotient, dNode) : implicit(dNode, qNode);
  steps.push(
    step(
      rest.length === 0
        ? { rule: 'longDivision', form: 'exactly', params: { divisor: dNode, quotient: qNode } }
        : {
            rule: 'longDivision',
            form: 'withRemainder',
            params: { quotient: qNode, remainder: P.toNode(rest) },
          },
      eq(P.toNode(n), rest.length === 0 ? whole : plus(whole, rest)),
    ),
  );
  steps.push(step({ rule: 'longDivision', form: 'so' }, eq(tree, answerNode)));
  // The answer compared with the problem at sample points; none longer than `typeable` is given.
  if (!typeable(toText(answerNode)) || !agreeAtPoints(tree, answerNode, [x], 3)) throw unchecked();
  return {
    kind: 'polynomial-division',
    method: 'polynomialLongDivision',
    answer: toText(answerNode),
    solutions: [solution(answerNode)],
    steps,
  };
};

export const polynomialDivisionKind = /* @__PURE__ */ kind({
  methods: {
    polynomialLongDivision: 'polynomial long division',
  },
  id: 'polynomial-division',
  title: 'Polynomial division',
  practice: 'algebra',
  check: 'value',
  valueCheck: checkValue,
  condition: valueCondition,
  example: '(x^3-1)/(x-1)',
  working: 'chain',
});

/** One polynomial divided by another; any other expression falls through. */
export const polynomialDivisionCase: Case = {
  matches: (tree) => hasVariable(tree),
  solve: (tree) => dividePolynomials(tree),
};

/** "divide … by …", "… divided by …": the division written as a fraction, for the cases to answer. */
export const divisionCommand = /* @__PURE__ */ command(readDivision, (maths) => ({
  maths,
  solve: () => undefined,
}));
