/**
 * Rational equations in one unknown, 1/(x − 2) = 3 or x/(x + 1) + 2/(x − 1) = 1: the values
 * that make a denominator 0 are excluded first; both sides are multiplied by the least common
 * denominator, which leaves a polynomial equation, solved as any polynomial equation is; then
 * each candidate is checked against the excluded values (multiplying by an expression that can
 * be 0 can bring in solutions that are not) and, exactly, in the equation as typed.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import {
  divideExactly,
  divisors,
  excludedValues,
  factoredNode,
  hasUnknownDenominator,
  lcmProduct,
  productNode,
  productPoly,
  readFraction,
  restrictionNodes,
  sumNode,
  wholeContent,
} from '../../../algebra/rationalForm';
import { evalExact, exactAt, substitute, termsOf } from '../../../algebra/reading';
import { agree, agreeAtPoints } from '../../../algebra/samplePoints';
import {
  chain,
  eq,
  times as implicit,
  list,
  mul,
  n as numberNode,
  pow,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import { higherDegreeEquation } from '../../methods/higher-degree';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { RATIONAL_EQUATION_REFUSALS } from './refusals';

const ZERO = /* @__PURE__ */ numberNode(0);

/** Whether left = right has the unknown in a denominator: the equations answered here. */
export const isRationalEquation = (left: MathNode, right: MathNode): boolean =>
  hasUnknownDenominator(left) || hasUnknownDenominator(right);

/** The exact value of a tree with x = r put in, or undefined where it is undefined (a division by 0). */
const valueAt = (node: MathNode, x: string, r: MathNode): Exact | undefined => {
  try {
    return exactAt(node, { [x]: r });
  } catch (err) {
    if (err instanceof SolveStop && err.code === 'invalid_value') return undefined;
    throw err;
  }
};

/** The real solutions of the polynomial equation l = r, exactly, with the working. */
const polynomialRoots = (
  l: Poly,
  r: Poly,
  x: string,
): { roots: Exact[]; status: 'roots' | 'none' | 'all'; steps: WorkedStep[]; real: boolean } => {
  const [lNode, rNode] = [P.toNode(l), P.toNode(r)];
  if (P.degree(P.sub(l, r), x) >= 3) {
    const higher = higherDegreeEquation(lNode, rNode, x);
    if (!higher) throw unchecked();
    // Each solution's exact value, from its tree: (3 + √5)/2 of x = (3 + √5)/2.
    const roots = higher.solutions.map((s) => {
      if (!s.exact) throw unchecked();
      return evalExact(s.exact);
    });
    return { roots, status: roots.length > 0 ? 'roots' : 'none', steps: higher.steps, real: true };
  }
  const o = solvePolynomial(lNode, rNode, x);
  return { roots: o.roots, status: o.status, steps: o.steps, real: o.kind === 'quadratic' };
};

/** left = right solved for x where a denominator holds x. */
export const solveRationalEquation = (left: MathNode, right: MathNode, x: string): Answered => {
  const both = eq(left, right);
  const bottoms = divisors(both);
  if (bottoms.some(hasUnknownDenominator))
    throw refuse('unsupported', RATIONAL_EQUATION_REFUSALS, 'rationalNested');
  const steps: WorkedStep[] = [];
  const X = variable(x);

  // 1. The excluded values: no denominator may be 0.
  const excluded = excludedValues(both, x);
  const bottomPolys = bottoms.map((d) => readFraction(d, x).num);
  // Each denominator once, as written.
  const distinct = bottoms.filter(
    (d, i) => bottoms.findIndex((e) => toText(e) === toText(d)) === i,
  );
  if (excluded.length > 0) {
    const stated = restrictionNodes(x, excluded);
    const ruledOut = stated.length === 1 ? (stated[0] as MathNode) : list(...stated);
    const conditions = distinct.map((d) => chain(d, '≠', ZERO));
    const same = conditions.map((c) => toText(c)).join() === stated.map((c) => toText(c)).join();
    steps.push(
      step(
        same
          ? { rule: 'noDivideByZero', form: 'equationExcluded', params: { excluded: ruledOut } }
          : {
              rule: 'noDivideByZero',
              form: 'equationConditions',
              params: {
                conditions:
                  conditions.length === 1 ? (conditions[0] as MathNode) : list(...conditions),
                excluded: ruledOut,
              },
            },
        ruledOut,
      ),
    );
  } else {
    steps.push(
      step(
        distinct.length === 1
          ? {
              rule: 'noDivideByZero',
              form: 'equationNever',
              params: { denominator: distinct[0] as MathNode, unknown: x },
            }
          : {
              rule: 'noDivideByZero',
              form: 'equationNeverAll',
              params: { denominators: list(...distinct), unknown: x },
            },
        chain(P.toNode(bottomPolys[0] as Poly), '≠', ZERO),
      ),
    );
  }

  // 2. Multiply both sides by the least common denominator.
  const [l, r] = [readFraction(left, x), readFraction(right, x)];
  const lcd = lcmProduct([...bottomPolys, l.den, r.den], x);
  // A whole number in front of a denominator (2 in 2x − 4) goes into the LCD too.
  const content = bottomPolys.reduce(
    (c, p) => (P.denominator(p) === 1n ? R.lcm(c, wholeContent(p)) : c),
    1n,
  );
  const lcdPoly = P.scale(productPoly(lcd, x), R.rat(content));
  const lcdNode =
    content === 1n ? productNode(lcd, x) : implicit(numberNode(content), productNode(lcd, x));
  const lp = divideExactly(P.mul(l.num, lcdPoly), l.den, x);
  const rp = divideExactly(P.mul(r.num, lcdPoly), r.den, x);
  steps.push(
    step(
      { rule: 'scale', form: 'byLcd', params: { lcd: lcdNode } },
      eq(mul(lcdNode, left), mul(lcdNode, right)),
    ),
  );
  // Each term times the LCD: its own denominator cancels, what the LCD has beyond it stays.
  const cleared = (side: MathNode): MathNode =>
    sumNode(
      termsOf(side).map((t) => {
        const f = readFraction(t.node, x);
        const rest = divideExactly(lcdPoly, f.den, x);
        const restNode = factoredNode(rest, x);
        const node =
          P.isConstant(f.num) && R.isZero(P.constant(f.num))
            ? ZERO
            : P.equals(rest, P.constPoly(R.ONE))
              ? P.toNode(f.num)
              : P.isConstant(f.num)
                ? // A number times what is left of the LCD, multiplied in: 3 × 2(x − 2) is 6(x − 2).
                  factoredNode(P.mul(f.num, rest), x)
                : rest.length === 1
                  ? // What is left of the LCD is one term (x, 3, x²): multiplied in, x·x is x².
                    P.toNode(P.mul(f.num, rest))
                  : P.equals(f.num, rest)
                    ? pow(restNode, numberNode(2))
                    : implicit(P.toNode(f.num), restNode);
        return { node, sign: t.sign };
      }),
    );
  const [lc, rc] = [cleared(left), cleared(right)];
  const expanded = eq(P.toNode(lp), P.toNode(rp));
  const cancelled = eq(lc, rc);
  if (toText(cancelled) !== toText(expanded)) {
    steps.push(step({ rule: 'lcd' }, cancelled));
    steps.push(step({ rule: 'expand', form: 'expand' }, expanded));
  } else steps.push(step({ rule: 'lcd' }, expanded));

  // 3. The polynomial equation left. Terms of higher degree than the difference are the same on
  // both sides (x² + x + 2 = x² − 1): they are taken off both sides first.
  const d = P.degree(P.sub(lp, rp), x);
  // When the unknown cancels altogether (2 = −30), the polynomial solver says so without
  // stating a false equation.
  const high = d >= 1 ? lp.filter((t) => (t.mono[x] ?? 0) > d) : [];
  let [ls, rs] = [lp, rp];
  if (high.length > 0) {
    [ls, rs] = [P.sub(lp, high), P.sub(rp, high)];
    const negative = (high[0]?.c.p ?? 0n) < 0n;
    const shown = P.toNode(negative ? P.scale(high, R.int(-1)) : high);
    steps.push(
      step(
        { rule: 'sides', params: negative ? { add: shown } : { subtract: shown } },
        eq(P.toNode(ls), P.toNode(rs)),
      ),
    );
  }
  const solved = polynomialRoots(ls, rs, x);
  steps.push(...withoutAlone(solved.steps));
  if (solved.status === 'all') {
    // Every number solves the cleared equation; the equation as typed holds wherever it is defined.
    if (!agreeAtPoints(left, right, [x])) throw unchecked();
    const except = excluded.map((v) => eq(X, E.toNode(v)));
    const answer = answerInWords(
      excluded.length > 0
        ? { id: 'everyExcept', params: { except: { join: 'and', items: except } } }
        : { id: 'every' },
    );
    steps.push(
      step(
        { rule: 'cancelled', form: 'rationalEvery' },
        excluded.length > 0
          ? list(...restrictionNodes(x, excluded))
          : chain(P.toNode(lp), '=', P.toNode(rp)),
      ),
    );
    return {
      kind: 'rational-equation',
      method: 'multiplyByLcd',
      ...answer,
      solutions: [],
      outcome: 'all',
      steps,
    };
  }

  // 4. Each candidate: rejected when it makes a denominator 0, otherwise checked exactly.
  const kept: Exact[] = [];
  for (const root of solved.roots) {
    const node = E.toNode(root);
    const zeroBottom = bottoms.find((d) => {
      const v = valueAt(d, x, node);
      return v !== undefined && v.length === 0;
    });
    const isExcluded = excluded.some((e) => E.equal(e, root));
    if (zeroBottom !== undefined) {
      if (!isExcluded) throw unchecked();
      steps.push(
        step(
          { rule: 'noDivideByZero', params: { unknown: X, value: node } },
          eq(substitute(zeroBottom, { [x]: node }), ZERO),
        ),
      );
      continue;
    }
    if (isExcluded) throw unchecked();
    const [lv, rv] = [valueAt(left, x, node), valueAt(right, x, node)];
    if (!lv || !rv || !E.equal(lv, rv)) throw unchecked();
    // The same verdict in floating point, from the equation as typed.
    const scope = { [x]: E.toNumber(root) };
    const [lf, rf] = [evaluateMath(left, scope), evaluateMath(right, scope)];
    if (!(Number.isFinite(lf) && agree(lf, rf))) throw unchecked();
    steps.push(
      step(
        {
          rule: 'check',
          form: 'fraction',
          params: { unknown: X, value: node, both: E.toNode(lv) },
        },
        eq(E.toNode(lv), E.toNode(rv)),
      ),
    );
    kept.push(root);
  }
  kept.sort((a, b) => E.toNumber(a) - E.toNumber(b));
  const solutions = kept.map((k) => solution(eq(X, E.toNode(k)), E.toNode(k)));
  const none = answerInWords({
    id: solved.status === 'none' && solved.real && solved.roots.length === 0 ? 'noReal' : 'none',
  });
  return {
    kind: 'rational-equation',
    method: 'multiplyByLcd',
    ...(solutions.length === 0 ? none : { answer: solutions.map((s) => s.text).join(' or ') }),
    solutions,
    ...(solutions.length === 0 ? { outcome: 'none' as const } : {}),
    steps,
  };
};

export const rationalEquationKind = /* @__PURE__ */ kind({
  methods: {
    multiplyByLcd: 'multiply by the LCD',
  },
  id: 'rational-equation',
  title: 'Rational equation',
  practice: 'algebra',
  example: 'x/(x+1) + 2/(x-1) = 1',
});

/** An equation with the unknown in a denominator. */
export const rationalEquationCase: EquationCase = {
  matches: ({ left, right }) => isRationalEquation(left, right),
  solve: ({ left, right, x }) => solveRationalEquation(left, right, x),
};
