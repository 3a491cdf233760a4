/**
 * Polynomial equations of degree 3 or more in one unknown whose solutions are rational numbers
 * or square roots: every term is moved to one side, the polynomial is factored (rational roots
 * found by synthetic division, special forms, quadratic factors), and each factor is set to 0;
 * a quadratic factor is solved as any quadratic is. Each solution is substituted exactly into the
 * equation as typed before it is given.
 */

import { factorPolynomial, isFactored } from '../../algebra/factor';
import type { Poly } from '../../algebra/poly';
import * as P from '../../algebra/poly';
import { toPoly, variablesOf } from '../../algebra/reading';
import { chain, eq, list, n as numberNode, variable } from '../../math/build';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { SolveStop, unchecked } from '../../math/rational';
import { refuse } from '../../math/refusal';
import { joinedWords, type WorkedStep } from '../../math/rules';
import { qNode, type Solution, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { type AnswerParam, type AnswerWords, answerInWords, answerParam } from '../answer';
import { type Answered, fromRoots, polynomialEquation } from '../equation';
import { rewriteSay } from '../rewrite';
import { pairParams, withComplexRoots } from './complexRoots';
import { restatedFor } from './polynomial';
import { asPower, solvePower } from './power-equation';

const ZERO = /* @__PURE__ */ numberNode(0);

/** The sentences of the refusals of an equation of degree 3 or more. */
export const HIGHER_DEGREE_REFUSALS = {
  higherDegreeNotFound:
    '{f} = 0 has solutions that are not rational numbers or square roots, which the solver does not find',
} as const;

/**
 * left = right solved for x when it is a polynomial equation of degree 3 or more; undefined for
 * anything else (linear and quadratic equations are answered elsewhere).
 */
export const higherDegreeEquation = (
  left: MathNode,
  right: MathNode,
  x: string,
): Answered | undefined => {
  let l: Poly;
  let r: Poly;
  try {
    [l, r] = [toPoly(left), toPoly(right)];
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  const p = P.sub(l, r);
  if (P.variables(p).some((v) => v !== x) || P.degree(p, x) < 3) return undefined;
  const steps: WorkedStep[] = [];
  const power = asPower(p, x);
  if (power) {
    const isolated = eq(P.toNode(P.powInt(P.varPoly(x), power.n)), qNode(power.c));
    if (toText(isolated) !== toText(eq(left, right)))
      steps.push(step({ rule: 'sides', form: 'isolatePower' }, isolated));
    return solvePower(p, power, x, steps);
  }
  const pNode = P.toNode(p);
  const rightIsZero = P.isConstant(r) && R.isZero(P.constant(r));
  if (!rightIsZero || toText(pNode) !== toText(left))
    steps.push(step(rightIsZero ? rewriteSay([[left, l]]) : { rule: 'moveAll' }, eq(pNode, ZERO)));
  const f = factorPolynomial(p, x);
  steps.push(...f.steps);
  if (isFactored(f)) steps.push(step({ rule: 'factored', form: 'done' }, eq(f.node, ZERO)));
  const X = variable(x);
  const roots: Exact[] = [];
  const complexSolutions: Solution[] = [];
  // The complex pairs as the quadratics' answers say them (x = ±2i), in order.
  const complexPairs: AnswerParam[] = [];
  // What each factor says at this point of the working: x² − 2 = 0, then x² = 2, then
  // x = −√2 or x = √2. Every step states all of them joined by "or", so each step holds at every
  // solution.
  const states: MathNode[][] = [];
  if (f.power > 0) states.push([eq(P.toNode(P.powInt(P.varPoly(x), f.power)), ZERO)]);
  for (const g of f.factors) states.push([eq(P.toNode(g.poly), ZERO)]);
  const now = (): MathNode => {
    const items = states.flat();
    return items.length === 1 ? (items[0] as MathNode) : list(...items);
  };
  if (states.length > 1) steps.push(step({ rule: 'zeroProduct' }, now()));
  const linear: MathNode[] = [];
  if (f.power > 0) {
    roots.push([]);
    if (f.power > 1) {
      linear.push(eq(P.toNode(P.powInt(P.varPoly(x), f.power)), ZERO));
      states[0] = [eq(X, ZERO)];
    }
  }
  let quadraticWithoutReal = false;
  const offset = f.power > 0 ? 1 : 0;
  // Linear factors first, in one step.
  f.factors.forEach((g, i) => {
    if (P.degree(g.poly, x) !== 1) return;
    const [c0, c1] = [P.coeff(g.poly, x, 0), P.coeff(g.poly, x, 1)];
    const root = R.div(R.neg(c0), c1);
    roots.push(E.fromQ(root));
    if (!(R.eq(root, R.ZERO) && R.eq(c1, R.ONE))) {
      linear.push(eq(P.toNode(g.poly), ZERO));
      states[i + offset] = [eq(X, qNode(root))];
    }
  });
  if (linear.length > 0)
    steps.push(
      step(
        linear.length === 1
          ? { rule: 'solveEach', form: 'factorOne', params: { equation: linear[0] as MathNode } }
          : { rule: 'solveEach', form: 'factorLinear', params: { equations: list(...linear) } },
        now(),
      ),
    );
  f.factors.forEach((g, i) => {
    const fNode = P.toNode(g.poly);
    const degree = P.degree(g.poly, x);
    const at = i + offset;
    if (degree === 1) return;
    if (degree === 2) {
      const answered = withComplexRoots(polynomialEquation(fNode, ZERO, x), fNode, ZERO, x);
      for (const s of answered.steps) {
        const tree = s.statement;
        // Complex working is summed up in a note below; real working joins the other factors.
        if (!tree || variablesOf(tree).some((v) => v !== x)) continue;
        // The factor's own working, each step with its own words (the statement shows the
        // factor it works on among the others).
        if (variablesOf(tree).length === 0) {
          steps.push(restatedFor(s, tree));
          continue;
        }
        if (tree.type !== 'relation' && tree.type !== 'list') continue;
        if (tree.type === 'relation' && tree.relations.some((r) => r !== '=')) {
          steps.push(restatedFor(s, tree));
          continue;
        }
        states[at] = tree.type === 'list' ? tree.items : [tree];
        steps.push(restatedFor(s, now()));
      }
      if (answered.solutions.length === 0) {
        quadraticWithoutReal = true;
        const both =
          answered.answerWords?.id === 'complex' ? answered.answerWords.params?.complex : undefined;
        const complex = ('complexSolutions' in answered && answered.complexSolutions) || [];
        complexSolutions.push(...complex);
        if (both) complexPairs.push(both);
        states[at] = [];
        const [minus, plus] = complex.map((c) => c.exact);
        const equation = eq(fNode, ZERO);
        steps.push(
          step(
            minus && plus
              ? {
                  rule: 'noRealRoot',
                  params: { equation, unknown: x, ...pairParams(minus, plus) },
                }
              : { rule: 'noRealRoot', params: { equation } },
            now(),
          ),
        );
        return;
      }
      const exact = quadraticRoots(fNode, x);
      if (exact.length !== answered.solutions.length) throw unchecked();
      roots.push(...exact);
      states[at] = exact.map((r) => eq(X, E.toNode(r)));
      return;
    }
    // a·xⁿ + d = 0 with no rational root: xⁿ = −d/a, a real n-th root (two when n is even).
    const nonzero = g.poly.length;
    if (nonzero === 2) {
      const xn = P.toNode(P.powInt(P.varPoly(x), degree));
      const value = R.div(R.neg(P.constant(g.poly)), P.leading(g.poly, x));
      quadraticWithoutReal = true;
      if (degree % 2 === 0 && R.sign(value) < 0) {
        states[at] = [];
        steps.push(
          step(
            {
              rule: 'evenPower',
              params: { power: xn, value: qNode(value), equation: eq(fNode, ZERO) },
            },
            states.flat().length > 0 ? now() : chain(xn, '≥', ZERO),
          ),
        );
        return;
      }
      const root = E.radical(value, degree);
      const found = degree % 2 === 0 ? [E.negate(root), root] : [root];
      roots.push(...found);
      states[at] = found.map((r) => eq(X, E.toNode(r)));
      steps.push(
        step(
          {
            rule: 'nthRoot',
            form: degree % 2 === 0 ? 'factorEven' : degree === 3 ? 'factorCube' : 'factorOdd',
            params: { power: xn, value: qNode(value), index: degree },
          },
          now(),
        ),
      );
      return;
    }
    throw refuse('unsupported', HIGHER_DEGREE_REFUSALS, 'higherDegreeNotFound', { f: fNode });
  });
  // Each solution, exactly, into the equation as typed; none repeated.
  const unique: Exact[] = [];
  for (const root of roots) {
    if (P.exactValueAt(p, x, root).length !== 0) throw unchecked();
    if (!unique.some((u) => E.equal(u, root))) unique.push(root);
  }
  unique.sort((a, b) => E.toNumber(a) - E.toNumber(b));
  const answered = fromRoots(
    'polynomial',
    f.methods.length > 0
      ? { id: 'factoringWith', params: { ways: joinedWords('methodsComma', f.methods) } }
      : f.factors.length === 0
        ? 'factoring'
        : 'nthRootReal',
    x,
    unique.length > 0 ? 'roots' : 'none',
    unique.map(E.toNode),
    steps,
  );
  if (quadraticWithoutReal && unique.length > 0)
    steps.push(step({ rule: 'noOther' }, list(...unique.map((u) => eq(X, E.toNode(u))))));
  const noOther = unique.length > 0 && quadraticWithoutReal;
  const real: AnswerParam = noOther
    ? { id: 'noOtherReal', params: { answer: answerParam(answered) } }
    : answerParam(answered);
  const complex: AnswerParam = { join: 'commas', items: complexPairs };
  return {
    ...answered,
    ...(complexPairs.length > 0
      ? answerInWords({ id: 'complex', params: { answer: real, complex } })
      : noOther
        ? answerInWords(real as AnswerWords)
        : {}),
    steps,
    ...(complexSolutions.length > 0 ? { complexSolutions } : {}),
  };
};

/** The real roots of a quadratic factor, exactly (from the quadratic formula's simplified surds). */
const quadraticRoots = (fNode: MathNode, x: string): Exact[] => {
  const p = toPoly(fNode);
  const [a, b, c] = [P.coeff(p, x, 2), P.coeff(p, x, 1), P.constant(p)];
  const d = R.sub(R.mul(b, b), R.mul(R.int(4), R.mul(a, c)));
  if (R.sign(d) < 0) return [];
  const s = E.radical(d, 2);
  const half = E.fromQ(R.div(R.neg(b), R.mul(R.int(2), a)));
  const spread = E.mul(E.fromQ(R.div(R.ONE, R.mul(R.int(2), a))), s);
  return R.isZero(d) ? [half] : [E.sub(half, spread), E.add(half, spread)];
};
