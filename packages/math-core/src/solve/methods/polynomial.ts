/**
 * Equations in one unknown that are polynomials of degree 0, 1 or 2: linear equations (with
 * brackets, fractions, the unknown on both sides, no solution or every number) and quadratics
 * (factoring when the roots are rational, otherwise the quadratic formula with simplified surds).
 */

import { factorWith, splitQuadraticFactors } from '../../algebra/factorQuadratic';
import type { Poly } from '../../algebra/poly';
import * as P from '../../algebra/poly';
import { termsOf, toPoly } from '../../algebra/reading';
import {
  add,
  chain,
  eq,
  frac,
  list,
  mul,
  n as numberNode,
  plusMinus,
  pow,
  sqrt,
  variable,
} from '../../math/build';
import type { Exact } from '../../math/exact';
import * as E from '../../math/exact';
import * as R from '../../math/rational';
import { gcd, type Q, SolveStop } from '../../math/rational';
import { refuse, said } from '../../math/refusal';
import type { Say, WorkedStep } from '../../math/rules';
import { qNode, step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { hasBracket, rewriteSay, termwise } from '../rewrite';
import { chosen, type MethodId } from './choice';

/** Steps without "x is already alone on one side", for a solver whose own steps got x there. */
export const withoutAlone = (steps: WorkedStep[]): WorkedStep[] =>
  steps.filter((s) => !(s.ruleId === 'alone' && s.params?.unknown !== undefined));

/**
 * Thrown by a quadratic whose discriminant is too large to simplify its square root exactly:
 * the steps up to the quadratic formula, and the whole coefficients a, b, c it was solved with,
 * for the decimal values of its roots. A SolveStop, so a solver that needs exact roots refuses
 * as for any number too large.
 */
/** The sentences of the refusals of a polynomial equation, and of an equation's unknowns. */
export const POLYNOMIAL_REFUSALS = {
  noUnknownToSolve: 'There is no unknown to solve for',
  oneEquationTwoUnknowns:
    'One equation in two unknowns has no single answer: enter two equations separated by a comma',
  degreeThree: 'Equations of degree 3 or more are not supported',
  formulaRootTooLarge: 'The square root in the quadratic formula is too large to simplify',
} as const;

export class DecimalRoots extends SolveStop {
  constructor(
    readonly steps: WorkedStep[],
    readonly coefficients: [bigint, bigint, bigint],
  ) {
    const { message, why } = said(POLYNOMIAL_REFUSALS, 'formulaRootTooLarge');
    super('unsupported', message, why);
  }
}

export interface Outcome {
  kind: 'linear' | 'quadratic';
  method: string;
  /** For a quadratic: the ways that solve it and the one used (./choice). */
  offer?: { ids: MethodId[]; used: MethodId };
  /** Roots found, every number a solution, or none (no real solution). */
  status: 'roots' | 'none' | 'all';
  /** The unknown cancelled out: every number is a solution, or no number at all is. */
  cancelled?: true;
  roots: Exact[];
  steps: WorkedStep[];
}

const ZERO_NODE = /* @__PURE__ */ numberNode(0);

/** "Add 6 to both sides" / "Subtract 2x from both sides" for moving the term t·mono. */
const moveNote = (c: Q, mono: P.Mono): Say => {
  const shown = P.toNode([{ mono, c: R.abs(c) }]);
  return { rule: 'sides', params: c.p > 0n ? { subtract: shown } : { add: shown } };
};

/** "Multiply both sides by 6" or "Divide both sides by 3" (or by −1). */
const scaleNote = (k: Q): Say => {
  const inverse = R.div(R.ONE, k);
  if (!R.isInt(k) && R.isInt(inverse)) return { rule: 'scale', params: { divide: qNode(inverse) } };
  return { rule: 'scale', params: { multiply: qNode(k) } };
};

/**
 * The form of the note of a statement whose unknown cancelled out (rule `cancelled`): `kind`, then
 * what cancelled it, a move on both sides by its parameter (subtract or add) or a rewrite by its
 * form (expand, collect, …), nothing when neither did, then the outcome: linearSubtractNever.
 */
export const cancelledForm = (kind: string, before: Say | undefined, outcome: string): string => {
  const after =
    before === undefined
      ? ''
      : before.rule === 'sides' || before.rule === 'ineqSides'
        ? Object.keys(before.params ?? {}).join()
        : (before.form ?? '');
  return `${kind}${after.charAt(0).toUpperCase()}${after.slice(1)}${outcome}`;
};

/**
 * The unknown has cancelled out: left = right holds for every x, or for none. The note says so
 * after what cancelled it, when a move or a rewrite did (`before`): "Subtract 2x from both sides:
 * 1 never equals 3, …".
 */
const degenerate = (
  left: Q,
  right: Q,
  x: string,
  before: Say | undefined,
  steps: WorkedStep[],
): Outcome => {
  const same = R.eq(left, right);
  const say: Say = {
    rule: 'cancelled',
    form: cancelledForm('linear', before, same ? 'Every' : 'Never'),
    params: {
      ...before?.params,
      ...(same ? { unknown: x } : { left: qNode(left), right: qNode(right) }),
    },
  };
  steps.push(step(say, chain(qNode(left), same ? '=' : '≠', qNode(right))));
  return {
    kind: 'linear',
    method: 'linearEquation',
    status: same ? 'all' : 'none',
    cancelled: true,
    roots: [],
    steps,
  };
};

/**
 * Solve left = right for x, where both sides are polynomials in x of degree at most 2; a quadratic
 * by the way asked for when it applies (./choice), else the usual one.
 */
export const solvePolynomial = (
  left: MathNode,
  right: MathNode,
  x: string,
  asked?: string,
): Outcome => {
  let l = toPoly(left);
  let r = toPoly(right);
  const others = P.variables(P.sub(l, r)).filter((v) => v !== x);
  if (others.length > 0) throw refuse('unsupported', POLYNOMIAL_REFUSALS, 'oneEquationTwoUnknowns');
  const steps: WorkedStep[] = [];
  const expand = rewriteSay([
    [left, l],
    [right, r],
  ]);
  // The unknown cancels while collecting (7 = 0x): no step may state the false 7 = 0.
  if (P.isConstant(l) && P.isConstant(r))
    return degenerate(P.constant(l), P.constant(r), x, expand, steps);
  const rewritten = toText(P.toNode(l)) !== toText(left) || toText(P.toNode(r)) !== toText(right);
  const degree = P.degree(P.sub(l, r), x);
  if (degree > 2) throw refuse('unsupported', POLYNOMIAL_REFUSALS, 'degreeThree');
  // The least common denominator of every term as written (x/6 + x/3 needs 6, though the
  // collected x/2 needs only 2).
  const D = R.lcm(P.denominator(termwise(left, R.ONE)), P.denominator(termwise(right, R.ONE)));
  if (degree === 2 || D === 1n) {
    if (rewritten) steps.push(step(expand, eq(P.toNode(l), P.toNode(r))));
    if (degree === 2)
      return quadratic(P.sub(l, r), P.isConstant(r) && R.isZero(P.constant(r)), x, steps, asked);
  }

  const X: P.Mono = { [x]: 1 };
  if (D > 1n) {
    // Fractions first: every term times the least common denominator, then like terms collected.
    const k = R.rat(D);
    const [tl, tr] = [termwise(left, k), termwise(right, k)];
    [l, r] = [P.scale(l, k), P.scale(r, k)];
    const bracket = hasBracket(left) || hasBracket(right);
    const fractions = [...termsOf(left), ...termsOf(right)].filter(
      (t) => P.denominator(toPoly(t.node)) > 1n,
    ).length;
    const form = `${fractions > 1 ? 'clearEvery' : 'clearOne'}${bracket ? 'Expanding' : ''}`;
    steps.push(step({ rule: 'scale', form, params: { lcd: D } }, eq(P.toNode(tl), P.toNode(tr))));
    if (
      toText(P.toNode(tl)) !== toText(P.toNode(l)) ||
      toText(P.toNode(tr)) !== toText(P.toNode(r))
    )
      steps.push(step({ rule: 'expand', form: 'collect' }, eq(P.toNode(l), P.toNode(r))));
  }
  const [al, ar] = [P.coeff(l, x, 1), P.coeff(r, x, 1)];
  if (!R.isZero(ar)) {
    const move = P.constPoly(ar).map((t) => ({ mono: X, c: t.c }));
    [l, r] = [P.sub(l, move), P.sub(r, move)];
    if (R.eq(al, ar)) return degenerate(P.constant(l), P.constant(r), x, moveNote(ar, X), steps);
    steps.push(step(moveNote(ar, X), eq(P.toNode(l), P.toNode(r))));
  }
  const cl = P.constant(l);
  if (!R.isZero(cl)) {
    const move = P.constPoly(cl);
    [l, r] = [P.sub(l, move), P.sub(r, move)];
    steps.push(step(moveNote(cl, {}), eq(P.toNode(l), P.toNode(r))));
  }
  const a = P.coeff(l, x, 1);
  const c = P.constant(r);
  if (R.isZero(a)) return degenerate(R.ZERO, c, x, undefined, steps);
  const root = R.div(c, a);
  if (!R.eq(a, R.ONE)) steps.push(step(scaleNote(R.div(R.ONE, a)), eq(variable(x), qNode(root))));
  if (steps.length === 0)
    steps.push(
      step({ rule: 'alone', params: { unknown: variable(x) } }, eq(variable(x), qNode(root))),
    );
  return {
    kind: 'linear',
    method: 'linearEquation',
    status: 'roots',
    roots: [E.fromQ(root)],
    steps,
  };
};

/**
 * A step of `factor` stated again for another statement, with the rule, form and parameters its
 * words are rendered from.
 */
export const restatedFor = (s: WorkedStep, statement: MathNode): WorkedStep =>
  step({ rule: s.ruleId, ...(s.params ? { params: s.params } : {}), form: s.form }, statement);

/**
 * The factoring of poly = 0 into product = 0 as `factor` shows it (a common factor, two numbers
 * with a given product and sum, the ac method with its split middle term and grouping), each
 * step written as an equation in 0. Its last step is product = 0 whatever factoring found, so
 * the steps after it name the factors in product's order.
 */
const factoringSteps = (poly: Poly, x: string, product: MathNode): WorkedStep[] => {
  const factored = eq(product, ZERO_NODE);
  let shown: WorkedStep[] = [];
  try {
    shown = factorWith(poly, x, splitQuadraticFactors).steps.flatMap((s) => {
      // Each of factor's steps states poly = … = form; the equation is form = 0.
      const statement = s.statement;
      if (statement?.type !== 'relation') return [];
      const form = statement.operands.at(-1) as MathNode;
      return [restatedFor(s, eq(form, ZERO_NODE))];
    });
  } catch {
    // Coefficients too large to search for the pair: the factors alone.
  }
  const last = shown.at(-1);
  if (last && last.text === toText(factored)) return shown;
  return [
    ...shown.slice(0, -1),
    last ? restatedFor(last, factored) : step({ rule: 'factored', form: 'quadratic' }, factored),
  ];
};

/** q·x − p for the rational root p/q: the factor that root comes from. */
const factorOf = (root: Q, x: string): MathNode =>
  P.toNode(P.add(P.scale(P.varPoly(x), R.rat(root.q)), P.constPoly(R.rat(-root.p))));

const quadratic = (
  poly: Poly,
  rightIsZero: boolean,
  x: string,
  steps: WorkedStep[],
  asked?: string,
): Outcome => {
  if (!rightIsZero) steps.push(step({ rule: 'moveAll' }, eq(P.toNode(poly), ZERO_NODE)));
  // Whole coefficients with no common factor and a positive x² term.
  const k = P.wholeScale(poly, x);
  let q = poly;
  if (!R.eq(k, R.ONE)) {
    q = P.scale(poly, k);
    steps.push(step(scaleNote(k), eq(P.toNode(q), ZERO_NODE)));
  }
  const [a, b, c] = [P.coeff(q, x, 2).p, P.coeff(q, x, 1).p, P.constant(q).p];
  const X = variable(x);
  const discriminant = b * b - 4n * a * c;
  // Factoring finds the roots when they are rational: when b² − 4ac is a perfect square.
  const rational = discriminant >= 0n && R.exactRoot(discriminant, 2) !== undefined;
  const ids: MethodId[] = [
    ...(b === 0n ? (['square-root'] as const) : []),
    ...(rational && (b !== 0n || c !== 0n) ? (['factoring'] as const) : []),
    'quadratic-formula',
    'completing-the-square',
  ];
  const used = chosen(
    asked,
    ids,
    b === 0n ? 'square-root' : rational ? 'factoring' : 'quadratic-formula',
  );
  const result = (method: string, roots: Exact[]): Outcome => ({
    kind: 'quadratic',
    method,
    status: roots.length > 0 ? 'roots' : 'none',
    roots: roots.sort((u, v) => E.toNumber(u) - E.toNumber(v)),
    steps,
    offer: { ids, used },
  });
  if (used === 'completing-the-square') return completedSquare(a, b, c, x, steps, result);

  if (used === 'square-root') {
    // a·x² + c = 0: x² = −c/a, then a square root.
    const square = R.rat(-c, a);
    const x2 = pow(X, numberNode(2));
    // a·x² = 0 with a = 1 is already x² = 0.
    if (c !== 0n || a !== 1n)
      steps.push(
        step(
          c === 0n
            ? { rule: 'scale', params: { divide: a } }
            : { rule: 'sides', form: 'isolateSquare' },
          eq(x2, qNode(square)),
        ),
      );
    if (R.sign(square) < 0) {
      steps.push(
        step(
          { rule: 'squarePositive', params: { square: x2, value: qNode(square) } },
          chain(x2, '≥', ZERO_NODE),
        ),
      );
      return result('squareRoot', []);
    }
    if (R.isZero(square)) {
      steps.push(step({ rule: 'squareZero', form: 'root' }, eq(X, ZERO_NODE)));
      return result('squareRoot', [[]]);
    }
    const rootValue = E.radical(square, 2);
    const shown = E.toNode(rootValue);
    steps.push(
      step({ rule: 'squareRoot' }, list(eq(X, E.toNode(E.negate(rootValue))), eq(X, shown))),
    );
    return result('squareRoot', [E.negate(rootValue), rootValue]);
  }

  const discriminantWork = mul(mul(numberNode(4), numberNode(a)), numberNode(c));
  const work: MathNode = {
    type: 'binary',
    op: '-',
    left: pow(numberNode(b), numberNode(2)),
    right: discriminantWork,
  };
  if (discriminant < 0n) {
    steps.push(
      step({ rule: 'noRealRoot' }, chain(work, '=', numberNode(discriminant), '<', ZERO_NODE)),
    );
    return result('quadraticFormula', []);
  }
  const formula = () =>
    step(
      { rule: 'formula' },
      eq(X, frac(plusMinus(numberNode(-b), sqrt(numberNode(discriminant))), numberNode(2n * a))),
    );
  let s0: Exact;
  try {
    s0 = E.radical(R.rat(discriminant), 2);
  } catch (err) {
    if (!(err instanceof SolveStop) || err.code !== 'unsupported') throw err;
    steps.push(
      step({ rule: 'discriminant', form: 'discriminant' }, eq(work, numberNode(discriminant))),
      formula(),
    );
    throw new DecimalRoots(steps, [a, b, c]);
  }
  const sq = E.rational(s0);
  steps.push(
    step(
      {
        rule: 'discriminant',
        form: used === 'factoring' && discriminant > 0n ? 'factors' : 'discriminant',
      },
      eq(work, numberNode(discriminant)),
    ),
  );
  if (sq && used === 'factoring') {
    // Rational roots: the quadratic factors over the integers.
    const r1 = R.div(R.sub(R.rat(-b), sq), R.rat(2n * a));
    const r2 = R.div(R.add(R.rat(-b), sq), R.rat(2n * a));
    const [f1, f2] = [factorOf(r1, x), factorOf(r2, x)];
    const factorPolys = P.mul(toPoly(f1), toPoly(f2));
    if (P.equals(factorPolys, q)) {
      const x0 = f1.type === 'variable' ? f1 : f2.type === 'variable' ? f2 : undefined;
      const [first, second] = x0 === f2 ? [f2, f1] : [f1, f2];
      if (R.eq(r1, r2)) {
        steps.push(
          step({ rule: 'squareTrinomial', form: 'zero' }, eq(pow(first, numberNode(2)), ZERO_NODE)),
        );
        steps.push(step({ rule: 'squareZero', params: { base: first } }, eq(X, qNode(r1))));
        return result('factoring', [E.fromQ(r1)]);
      }
      const product: MathNode = {
        type: 'binary',
        op: '*',
        left: first,
        right: second,
        implicit: true,
      };
      steps.push(...factoringSteps(q, x, product));
      steps.push(step({ rule: 'zeroProduct' }, list(eq(first, ZERO_NODE), eq(second, ZERO_NODE))));
      const [ra, rb] = first === f1 ? [r1, r2] : [r2, r1];
      steps.push(step({ rule: 'solveEach' }, list(eq(X, qNode(ra)), eq(X, qNode(rb)))));
      return result('factoring', [E.fromQ(r1), E.fromQ(r2)]);
    }
  }
  // The quadratic formula with the surd simplified: (−b ± k√m)/(2a), reduced by the common factor.
  const twoA = 2n * a;
  steps.push(formula());
  if (discriminant === 0n) {
    const root = R.rat(-b, twoA);
    steps.push(step({ rule: 'doubleRoot' }, eq(X, qNode(root))));
    return result('quadraticFormula', [E.fromQ(root)]);
  }
  const [term] = s0 as [E.Term];
  const outside = term.c.p;
  if (outside !== 1n) {
    steps.push(
      step(
        { rule: 'simplifyRoot', params: { radicand: discriminant, root: E.toNode(s0) } },
        eq(X, frac(plusMinus(numberNode(-b), E.toNode(s0)), numberNode(twoA))),
      ),
    );
  }
  const common = gcd(gcd(b, outside), twoA);
  const reduced = E.radical(R.int(term.radicand), 2);
  const reducedOutside = outside / common;
  const surd = E.toNode(
    reducedOutside === 1n ? reduced : E.mul(E.fromQ(R.rat(reducedOutside)), reduced),
  );
  const top = plusMinus(numberNode(-b / common), surd);
  const den = twoA / common;
  if (common !== 1n)
    steps.push(
      step(
        { rule: 'reduce', params: { common } },
        eq(X, den === 1n ? top : frac(top, numberNode(den))),
      ),
    );
  const half = E.fromQ(R.rat(-b, twoA));
  const spread = E.mul(E.fromQ(R.rat(1n, twoA)), s0);
  const roots = [E.sub(half, spread), E.add(half, spread)];
  if (sq) steps.push(step({ rule: 'plusMinus' }, list(...roots.map((r) => eq(X, E.toNode(r))))));
  return result('quadraticFormula', roots);
};

/**
 * a·x² + b·x + c = 0 (whole coefficients, a > 0) by completing the square: x² + (b/a)x = −c/a,
 * (b/(2a))² added to both sides, the left side written as a square, then its square roots.
 */
const completedSquare = (
  a: bigint,
  b: bigint,
  c: bigint,
  x: string,
  steps: WorkedStep[],
  result: (method: string, roots: Exact[]) => Outcome,
): Outcome => {
  const METHOD = 'completingTheSquare';
  const X = variable(x);
  const [p, k] = [R.rat(b, a), R.rat(-c, a)];
  /** x² + p·x + t as a tree. */
  const left = (t: Q): MathNode => P.toNode(P.fromCoefficients([t, p, R.ONE], x));
  if (a !== 1n)
    steps.push(step({ rule: 'scale', params: { divide: a } }, eq(left(R.neg(k)), ZERO_NODE)));
  if (c !== 0n) steps.push(step(moveNote(R.neg(k), {}), eq(left(R.ZERO), qNode(k))));
  const h = R.div(p, R.rat(2n));
  const h2 = R.mul(h, h);
  const right = R.add(k, h2);
  const inner = P.toNode(P.fromCoefficients([h, R.ONE], x));
  const square = pow(inner, numberNode(2));
  if (b !== 0n)
    steps.push(
      step(
        { rule: 'completeSquare', params: { unknown: X, half: qNode(h), square: qNode(h2) } },
        eq(left(h2), R.isZero(k) ? qNode(h2) : add(qNode(k), qNode(h2))),
      ),
      step({ rule: 'squareTrinomial', form: 'left' }, eq(square, qNode(right))),
    );
  if (R.sign(right) < 0) {
    steps.push(
      step(
        { rule: 'squarePositive', params: { square, value: qNode(right) } },
        chain(square, '≥', ZERO_NODE),
      ),
    );
    return result(METHOD, []);
  }
  if (R.isZero(right)) {
    steps.push(step({ rule: 'squareZero', params: { base: inner } }, eq(X, qNode(R.neg(h)))));
    return result(METHOD, [E.fromQ(R.neg(h))]);
  }
  let root: Exact;
  try {
    root = E.radical(right, 2);
  } catch (err) {
    if (!(err instanceof SolveStop) || err.code !== 'unsupported') throw err;
    throw new DecimalRoots(steps, [a, b, c]);
  }
  const roots = [E.sub(E.fromQ(R.neg(h)), root), E.add(E.fromQ(R.neg(h)), root)];
  steps.push(
    step(
      { rule: 'squareRoot' },
      list(eq(inner, E.toNode(E.negate(root))), eq(inner, E.toNode(root))),
    ),
  );
  if (b !== 0n) steps.push(step(moveNote(h, {}), list(...roots.map((r) => eq(X, E.toNode(r))))));
  return result(METHOD, roots);
};
