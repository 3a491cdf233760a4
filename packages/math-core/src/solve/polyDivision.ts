/**
 * Polynomial long division in one unknown: (x³ − 2x² + 4)/(x − 3) = x² + x + 3 + 13/(x − 3),
 * one step per term of the quotient (divide the leading terms, multiply back, subtract). The
 * quotient and remainder are multiplied back and compared with the dividend exactly, and the answer
 * as written is compared with the problem at sample points, before it is given.
 */
import { eq, frac, n as numberNode } from '../math/build';
import { evaluateMath } from '../math/evaluateMath';
import { parseMath } from '../math/parseMath';
import * as R from '../math/rational';
import { SolveStop } from '../math/rational';
import type { Step } from '../math/steps';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { Answered } from './equation';
import { UNCHECKED } from './factor';
import type { Poly } from './poly';
import * as P from './poly';
import { toPoly } from './reading';
import { solution, step } from './show';

const asPoly = (node: MathNode): Poly | undefined => {
  try {
    return toPoly(node);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

const implicit = (left: MathNode, right: MathNode): MathNode => ({
  type: 'binary',
  op: '*',
  left,
  right,
  implicit: true,
});
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
): { quotient: Poly; remainder: Poly; steps: Step[] } => {
  const dd = P.degree(d, x);
  const dNode = P.toNode(d);
  const steps: Step[] = [];
  const lead = P.coeff(d, x, dd);
  let rest = n;
  let quotient: Poly = [];
  while (rest.length > 0 && P.degree(rest, x) >= dd) {
    const k = P.degree(rest, x);
    const c = R.div(P.coeff(rest, x, k), lead);
    const term: Poly = [{ mono: k - dd > 0 ? { [x]: k - dd } : {}, c }];
    const product = P.mul(term, d);
    const next = P.sub(rest, product);
    const leadTerm = P.toNode([{ mono: { [x]: k }, c: P.coeff(rest, x, k) }]);
    const leadD = P.toNode([{ mono: { [x]: dd }, c: lead }]);
    steps.push(
      step(
        `Divide the leading term ${toText(leadTerm)} by ${toText(leadD)}: ${toText(P.toNode(term))}. Multiply back: ${toText(P.toNode(term))} · (${toText(dNode)}) = ${toText(P.toNode(product))}; subtract it, leaving ${toText(P.toNode(next))}`,
        eq(P.toNode(rest), plus(times(term, dNode), next)),
      ),
    );
    quotient = P.add(quotient, term);
    rest = next;
  }
  return { quotient, remainder: rest, steps };
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
  const [top, bottom] =
    tree.type === 'fraction'
      ? [tree.num, tree.den]
      : tree.type === 'binary' && tree.op === '/'
        ? [tree.left, tree.right]
        : [undefined, undefined];
  if (!top || !bottom) return undefined;
  const n = asPoly(top);
  const d = asPoly(bottom);
  if (!n || !d) return undefined;
  const names = P.variables(P.add(n, d));
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  const dd = P.degree(d, x);
  if (dd < 1 || P.degree(n, x) < dd) return undefined;
  const dNode = P.toNode(d);
  const { quotient, remainder: rest, steps } = longDivision(n, d, x);
  // The check: quotient × divisor + remainder is the dividend, exactly.
  if (!P.equals(P.add(P.mul(quotient, d), rest), n)) throw new SolveStop('unsupported', UNCHECKED);
  const qNode = P.toNode(quotient);
  const answerNode = rest.length === 0 ? qNode : plus(qNode, rest, dNode);
  const whole = quotient.length === 1 ? times(quotient, dNode) : implicit(dNode, qNode);
  steps.push(
    step(
      rest.length === 0
        ? `The remainder is 0, so ${toText(dNode)} divides exactly: quotient ${toText(qNode)}`
        : `Quotient ${toText(qNode)}, remainder ${toText(P.toNode(rest))}: dividend = divisor × quotient + remainder`,
      eq(P.toNode(n), rest.length === 0 ? whole : plus(whole, rest)),
    ),
  );
  steps.push(step('So', eq(tree, answerNode)));
  // The answer as written, read back and compared with the problem away from the divisor's roots.
  const read = parseMath(toText(answerNode));
  if (!read.ok) throw new SolveStop('unsupported', UNCHECKED);
  let compared = 0;
  for (const value of [-2.75, -1.3, 0.35, 1.6, 2.45, 3.9, 7.25]) {
    const expected = evaluateMath(tree, { [x]: value });
    const got = evaluateMath(read.value, { [x]: value });
    if (!Number.isFinite(expected) || Math.abs(evaluateMath(bottom, { [x]: value })) < 1e-6)
      continue;
    if (!(Math.abs(got - expected) <= 1e-9 * Math.max(1, Math.abs(expected))))
      throw new SolveStop('unsupported', UNCHECKED);
    compared += 1;
  }
  if (compared < 3) throw new SolveStop('unsupported', UNCHECKED);
  return {
    kind: 'polynomial-division',
    method: 'polynomial long division',
    answer: toText(answerNode),
    solutions: [solution(answerNode)],
    steps,
  };
};
