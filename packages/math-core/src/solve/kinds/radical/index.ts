/**
 * Equations with one or two square roots of the unknown, as `solve` answers them: isolate a
 * square root, square both sides, and again for a second root; then solve the polynomial equation
 * left and check each candidate in the equation as typed, rejecting in a step each one that does
 * not check (squaring can bring in solutions of √A = −B). A square root set equal to a negative
 * number is answered by that reason alone.
 */

import type { Poly } from '../../../algebra/poly';
import * as P from '../../../algebra/poly';
import {
  contains,
  exactAt,
  hasVariable,
  mapTree,
  substitute,
  toPoly,
} from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { chain, eq, n as numberNode, sqrt, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { RATIONAL_REFUSALS, SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { MathErrorValue } from '../../../types';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { RADICAL_REFUSALS } from './refusals';

const unsupported = (id: keyof typeof RADICAL_REFUSALS, values?: Record<string, MathErrorValue>) =>
  refuse('unsupported', RADICAL_REFUSALS, id, values);

/** Whether a tree has a square root of something with an unknown in it. */
export const hasRadical = (node: MathNode): boolean =>
  contains(node, (n) => n.type === 'root' && hasVariable(n.radicand));

/** coef·√radicand. */
interface Rad {
  coef: Poly;
  radicand: Poly;
}
/** rest + Σ coef·√radicand. */
interface Form {
  rest: Poly;
  rads: Rad[];
}

const key = (p: Poly): string => toText(P.toNode(p));

const merge = (rads: Rad[]): Rad[] => {
  const out = new Map<string, Rad>();
  for (const r of rads) {
    const k = key(r.radicand);
    const old = out.get(k);
    out.set(k, old ? { coef: P.add(old.coef, r.coef), radicand: r.radicand } : r);
  }
  return [...out.values()].filter((r) => r.coef.length > 0);
};
const plus = (a: Form, b: Form): Form => ({
  rest: P.add(a.rest, b.rest),
  rads: merge([...a.rads, ...b.rads]),
});
const times = (a: Form, k: Poly): Form => ({
  rest: P.mul(a.rest, k),
  rads: merge(a.rads.map((r) => ({ coef: P.mul(r.coef, k), radicand: r.radicand }))),
});
const MINUS_ONE = /* @__PURE__ */ P.constPoly(/* @__PURE__ */ R.int(-1));

const isSquareRoot = (node: Extract<MathNode, { type: 'root' }>): boolean =>
  !node.index || (node.index.type === 'number' && node.index.value === '2');

/** A side as a polynomial plus multiples of square roots of polynomials. */
const read = (node: MathNode): Form => {
  if (!hasRadical(node)) return { rest: toPoly(node), rads: [] };
  switch (node.type) {
    case 'root':
      if (!isSquareRoot(node)) throw unsupported('radicalSquareOnly');
      if (hasRadical(node.radicand)) throw unsupported('radicalNested');
      return { rest: [], rads: [{ coef: P.constPoly(R.ONE), radicand: toPoly(node.radicand) }] };
    case 'neg':
      return times(read(node.arg), MINUS_ONE);
    case 'binary': {
      if (node.op === '+') return plus(read(node.left), read(node.right));
      if (node.op === '-') return plus(read(node.left), times(read(node.right), MINUS_ONE));
      if (node.op === '*') {
        if (!hasRadical(node.left)) return times(read(node.right), toPoly(node.left));
        if (!hasRadical(node.right)) return times(read(node.left), toPoly(node.right));
        throw unsupported('radicalProduct');
      }
      if (node.op === '/') return divided(read(node.left), node.right);
      break;
    }
    case 'fraction':
      return divided(read(node.num), node.den);
    default:
      break;
  }
  throw unsupported('radicalPart', { part: node });
};

const divided = (form: Form, den: MathNode): Form => {
  if (hasVariable(den)) throw unsupported('radicalDivide');
  const d = P.constant(toPoly(den));
  if (R.isZero(d)) throw refuse('invalid_value', RATIONAL_REFUSALS, 'divideByZero');
  return times(form, P.constPoly(R.div(R.ONE, d)));
};

/** coef·√radicand as a tree: √(x + 3), 2√x, (x + 1)√x. */
const radNode = (r: Rad): MathNode => {
  const root = sqrt(P.toNode(r.radicand));
  if (P.equals(r.coef, P.constPoly(R.ONE))) return root;
  if (P.equals(r.coef, MINUS_ONE)) return { type: 'neg', arg: root };
  const c = P.toNode(r.coef);
  return { type: 'binary', op: '*', left: c, right: root, implicit: true };
};

/** rest + Σ rads as a tree, the polynomial first: 5 − √(x − 5), x + 20 − 10√(x − 5). */
const formNode = (f: Form): MathNode => {
  let node: MathNode | undefined = f.rest.length > 0 ? P.toNode(f.rest) : undefined;
  for (const r of f.rads) {
    const negative = P.isConstant(r.coef) && R.sign(P.constant(r.coef)) < 0;
    const t = radNode(negative ? { coef: P.scale(r.coef, R.int(-1)), radicand: r.radicand } : r);
    node = !node
      ? negative
        ? { type: 'neg', arg: t }
        : t
      : { type: 'binary', op: negative ? '-' : '+', left: node, right: t };
  }
  return node ?? numberNode(0);
};

/** Squaring both sides, which can bring in solutions: each candidate is checked after. */
const SQUARE_BOTH = { rule: 'squareBoth', form: 'radical' } as const;

interface Isolated {
  /** √radicand = other, the root's coefficient divided out when it is a number. */
  steps: WorkedStep[];
  /** A polynomial equation left = right that every solution satisfies. */
  squared: [Poly, Poly];
  /** No solution, said by a reason (√A = −2). */
  none?: boolean;
  /** The last root isolated, √radicand = side, when its coefficient is a number. */
  last?: { radicand: Poly; side: Poly };
}

/** Form = 0 with one square root: isolate it and square. */
const isolateOne = (f: Form, steps: WorkedStep[]): Isolated => {
  const [r] = f.rads as [Rad];
  const other = P.scale(f.rest, R.int(-1));
  let left: MathNode;
  let lhs: Poly;
  let rhs: Poly;
  if (P.isConstant(r.coef)) {
    const k = P.constant(r.coef);
    const side = P.scale(other, R.div(R.ONE, k));
    left = sqrt(P.toNode(r.radicand));
    const equation = eq(left, P.toNode(side));
    steps.push(step({ rule: 'sides', form: 'radicalIsolate' }, equation));
    if (P.isConstant(side) && R.sign(P.constant(side)) < 0) {
      steps.push(
        step(
          { rule: 'rootPositive', form: 'radicalNever', params: { equation } },
          chain(left, '≥', numberNode(0)),
        ),
      );
      return { steps, squared: [[], []], none: true };
    }
    [lhs, rhs] = [r.radicand, P.mul(side, side)];
    steps.push(step(SQUARE_BOTH, eq(P.toNode(lhs), P.toNode(rhs))));
    return { steps, squared: [lhs, rhs], last: { radicand: r.radicand, side } };
  } else {
    left = radNode(r);
    steps.push(step({ rule: 'sides', form: 'radicalIsolate' }, eq(left, P.toNode(other))));
    [lhs, rhs] = [P.mul(P.mul(r.coef, r.coef), r.radicand), P.mul(other, other)];
  }
  steps.push(step(SQUARE_BOTH, eq(P.toNode(lhs), P.toNode(rhs))));
  return { steps, squared: [lhs, rhs] };
};

/** Form = 0 with two square roots: isolate the first, square, then as with one. */
const isolateTwo = (f: Form, steps: WorkedStep[]): Isolated => {
  const [a, b] = f.rads as [Rad, Rad];
  if (!P.isConstant(a.coef) || !P.isConstant(b.coef)) throw unsupported('radicalTimesUnknown');
  const k = P.constant(a.coef);
  // √A = q + m√B
  const q = P.scale(f.rest, R.div(R.int(-1), k));
  const m = R.div(R.neg(P.constant(b.coef)), k);
  const right: Form = { rest: q, rads: [{ coef: P.constPoly(m), radicand: b.radicand }] };
  const rootA = sqrt(P.toNode(a.radicand));
  steps.push(
    step(
      { rule: 'sides', form: 'radicalIsolateRoot', params: { root: rootA } },
      eq(rootA, formNode(right)),
    ),
  );
  // A = q² + m²B + 2qm√B
  const squared: Form = {
    rest: P.add(P.mul(q, q), P.scale(b.radicand, R.mul(m, m))),
    rads: merge([{ coef: P.scale(q, R.mul(R.int(2), m)), radicand: b.radicand }]),
  };
  steps.push(step(SQUARE_BOTH, eq(P.toNode(a.radicand), formNode(squared))));
  const rest: Form = { rest: P.sub(squared.rest, a.radicand), rads: squared.rads };
  if (rest.rads.length === 0) return { steps, squared: [a.radicand, squared.rest] };
  return isolateOne(rest, steps);
};

/** The value of a side at x = r: exact, not a real number, or not known exactly. */
const valueAt = (
  side: MathNode,
  x: string,
  r: MathNode,
): { value: Exact } | 'not-real' | 'unknown' => {
  try {
    return { value: exactAt(side, { [x]: r }) };
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    return err.code === 'invalid_value' ? 'not-real' : 'unknown';
  }
};

/** The side with x = r put in and each square root's radicand worked out: √(1 + 3) → √4. */
const shownAt = (side: MathNode, x: string, r: MathNode): MathNode =>
  mapTree(side, (n) => {
    if (n.type === 'root' && hasVariable(n.radicand)) {
      try {
        return sqrt(E.toNode(exactAt(n.radicand, { [x]: r })));
      } catch (err) {
        if (!(err instanceof SolveStop)) throw err;
      }
    }
    return n.type === 'variable' && n.name === x ? r : undefined;
  });

/** A square root in the side whose radicand is negative at x = r, with that value. */
const negativeRadicand = (
  side: MathNode,
  x: string,
  r: MathNode,
): { radicand: MathNode; value: Exact } | undefined => {
  let found: { radicand: MathNode; value: Exact } | undefined;
  contains(side, (n) => {
    if (found || n.type !== 'root' || !hasVariable(n.radicand)) return false;
    const at = valueAt(n.radicand, x, r);
    if (typeof at === 'object' && E.sign(at.value) < 0)
      found = { radicand: n.radicand, value: at.value };
    return found !== undefined;
  });
  return found;
};

/**
 * left = right solved for x where the sides hold one or two square roots of polynomials in x.
 */
export const solveRadical = (left: MathNode, right: MathNode, x: string): Answered => {
  const form = plus(read(left), times(read(right), MINUS_ONE));
  if (form.rads.some((r) => P.variables(r.radicand).some((v) => v !== x)))
    throw unsupported('radicalTwoUnknowns');
  if (form.rads.length > 2) throw unsupported('radicalMany');
  const steps: WorkedStep[] = [];
  const answered = (roots: Exact[]): Answered => ({
    kind: 'radical',
    method: 'isolateAndSquare',
    ...(roots.length === 0
      ? answerInWords({ id: 'none' })
      : { answer: roots.map((r) => toText(eq(variable(x), E.toNode(r)))).join(' or ') }),
    solutions: roots.map((r) => solution(eq(variable(x), E.toNode(r)), E.toNode(r))),
    ...(roots.length === 0 ? { outcome: 'none' as const } : {}),
    steps,
  });
  if (form.rads.length === 0) {
    // The square roots cancelled: what is left is a polynomial equation.
    throw unsupported('radicalCancel');
  }
  const isolated = form.rads.length === 1 ? isolateOne(form, steps) : isolateTwo(form, steps);
  if (isolated.none) return answered([]);
  const [lhs, rhs] = isolated.squared;
  const o = solvePolynomial(P.toNode(lhs), P.toNode(rhs), x);
  steps.push(...withoutAlone(o.steps));
  if (o.status === 'all') throw unsupported('radicalEvery');
  const candidates = o.status === 'roots' ? o.roots : [];
  // Each candidate is checked in the original equation below, by name: squaring can bring in
  // solutions that do not check.
  const kept: Exact[] = [];
  for (const r of candidates) {
    // Each candidate makes the squared equation true, exactly.
    if (!E.equal(P.exactValueAt(lhs, x, r), P.exactValueAt(rhs, x, r))) throw unchecked();
    const node = E.toNode(r);
    const solution = eq(variable(x), node);
    const [l, rv] = [valueAt(left, x, node), valueAt(right, x, node)];
    const [ls, rs] = [shownAt(left, x, node), shownAt(right, x, node)];
    let holds: boolean;
    if (l === 'not-real' || rv === 'not-real') {
      holds = false;
      // The radicand that is negative there, worked out: a true statement, where √(−33) = √(−33)
      // would equate two things that are not real numbers.
      const negative = negativeRadicand(l === 'not-real' ? left : right, x, node);
      steps.push(
        negative
          ? step(
              {
                rule: 'noRealRoot',
                form: 'radicalRadicand',
                params: { solution, radicand: negative.radicand },
              },
              eq(substitute(negative.radicand, { [x]: node }), E.toNode(negative.value)),
            )
          : step({ rule: 'noRealRoot', form: 'radicalNotReal', params: { solution } }, solution),
      );
    } else if (l === 'unknown' || rv === 'unknown') {
      // √A = B with A = B² at the candidate (checked above): it holds exactly when B ≥ 0, and
      // with one square root that equation says the same as the one typed.
      const last = isolated.last;
      if (!last || form.rads.length !== 1) throw unchecked();
      const b = P.exactValueAt(last.side, x, r);
      holds = E.sign(b) >= 0;
      const params = { solution, root: sqrt(P.toNode(last.radicand)), value: E.toNode(b) };
      steps.push(
        holds
          ? step(
              { rule: 'check', form: 'radicalSquares', params },
              chain(E.toNode(b), '≥', numberNode(0)),
            )
          : step(
              { rule: 'rootPositive', form: 'radicalWouldBe', params },
              chain(E.toNode(b), '<', numberNode(0)),
            ),
      );
    } else {
      holds = E.equal(l.value, rv.value);
      const [lt, rt] = [E.toNode(l.value), E.toNode(rv.value)];
      // Each side put in and worked out (√9 = 3), or its value alone when that is all it is.
      const sides = (s: MathNode, v: MathNode) => (toText(s) === toText(v) ? v : eq(s, v));
      const params = { solution, left: sides(ls, lt), right: sides(rs, rt) };
      steps.push(
        holds
          ? step({ rule: 'check', form: 'radicalHolds', params }, eq(lt, rt))
          : step({ rule: 'check', form: 'radicalFails', params }, chain(lt, '≠', rt)),
      );
    }
    // The same verdict in floating point, from the equation as typed.
    const scope = { [x]: E.toNumber(r) };
    const [lf, rf] = [evaluateMath(left, scope), evaluateMath(right, scope)];
    const numericHolds = Number.isFinite(lf) && Number.isFinite(rf) && agree(lf, rf);
    if (holds !== numericHolds) throw unchecked();
    if (holds) kept.push(r);
  }
  return answered(kept.sort((u, v) => E.toNumber(u) - E.toNumber(v)));
};

export const radicalKind = /* @__PURE__ */ kind({
  methods: {
    isolateAndSquare: 'isolate and square',
    rootsAndPowers: 'roots and powers',
  },
  id: 'radical',
  title: 'Radical equation',
  practice: 'algebra',
  example: '√(x+3) = x-3',
});

/** An equation with the unknown under a square root. */
export const radicalCase: EquationCase = {
  matches: ({ both }) => hasRadical(both),
  solve: ({ left, right, x }) => solveRadical(left, right, x),
};
