/**
 * Exponential equations that are a quadratic (or linear) equation in one power: e²ˣ − 3eˣ + 2 = 0
 * is (eˣ)² − 3eˣ + 2 = 0, 4ˣ − 2ˣ⁺¹ − 8 = 0 is (2ˣ)² − 2·2ˣ − 8 = 0. The quadratic is solved for
 * that power as an unknown u, its working written back in the power itself (so every statement
 * holds at the solutions), a value that is not positive is rejected (a power of a positive number
 * is always positive), and each positive value is solved as an exponential equation of its own,
 * in its case.
 */

import * as P from '../../../algebra/poly';
import { type PowerTerm, powerPolynomial } from '../../../algebra/power-substitution';
import { contains, evalExact, hasVariable, isE, termsOf, toPoly } from '../../../algebra/reading';
import {
  chain,
  constant,
  eq,
  list,
  n as numberNode,
  pow,
  times,
  variable,
} from '../../../math/build';
import * as E from '../../../math/exact';
import type { Q } from '../../../math/rational';
import * as R from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { type Answered, fromRoots } from '../../equation';
import { type EquationCase, kind } from '../../kind';
import { solveExponential } from '../../methods/exponential';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { restated } from '../../methods/restated';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** A term as c·b^(slope·x + shift), or a number; undefined for anything else. */
const readTerm = (node: MathNode, sign: 1 | -1, x: string): PowerTerm | Q | undefined => {
  const rational = (n: MathNode): Q | undefined => {
    try {
      return E.rational(evalExact(n));
    } catch {
      return undefined;
    }
  };
  if (!hasVariable(node)) {
    const value = rational(node);
    return value && R.mul(value, R.int(sign));
  }
  if (node.type === 'neg') return readTerm(node.arg, sign === 1 ? -1 : 1, x);
  let c: Q | undefined = R.int(sign);
  let power: MathNode = node;
  if (node.type === 'binary' && node.op === '*' && !hasVariable(node.left)) {
    const k = rational(node.left);
    c = k && R.mul(c, k);
    power = node.right;
  } else if (
    (node.type === 'fraction' || (node.type === 'binary' && node.op === '/')) &&
    !hasVariable(node.type === 'fraction' ? node.den : node.right)
  ) {
    const d = rational(node.type === 'fraction' ? node.den : node.right);
    c = d && !R.isZero(d) ? R.div(c, d) : undefined;
    power = node.type === 'fraction' ? node.num : node.left;
  }
  if (!c || power.type !== 'power' || hasVariable(power.base)) return undefined;
  const base = isE(power.base) ? 'e' : rational(power.base);
  if (!base || (base !== 'e' && (R.sign(base) <= 0 || R.eq(base, R.ONE)))) return undefined;
  let exponent: P.Poly;
  try {
    exponent = toPoly(power.exponent);
  } catch {
    return undefined;
  }
  if (P.variables(exponent).some((v) => v !== x) || P.degree(exponent, x) !== 1) return undefined;
  return { c, base, slope: P.coeff(exponent, x, 1), shift: P.constant(exponent) };
};

/** size·uᵏ as a tree: 3, eˣ, 2 × 2ˣ, (eˣ)², (eˣ)⁻¹. */
const termIn = (size: Q, k: number, u: MathNode): MathNode => {
  const power = k === 0 ? undefined : k === 1 ? u : pow(u, qNode(R.int(k)));
  return !power ? qNode(size) : R.eq(size, R.ONE) ? power : times(qNode(size), power);
};

/** Σ c·uᵏ = 0 as a tree, in the order given: (eˣ)² − 3eˣ + 2 = 0, eˣ + (eˣ)⁻¹ − 2 = 0. */
const sumIn = (terms: readonly { c: Q; k: number }[], u: MathNode): MathNode => {
  let sum: MathNode | undefined;
  for (const { c, k } of terms) {
    if (R.isZero(c)) continue;
    const term = termIn(R.abs(c), k, u);
    if (!sum) sum = R.sign(c) < 0 ? { type: 'neg', arg: term } : term;
    else sum = { type: 'binary', op: R.sign(c) < 0 ? '-' : '+', left: sum, right: term };
  }
  return eq(sum ?? numberNode(0), numberNode(0));
};

/**
 * left = right solved by the substitution u = bᵏˣ when it has two or more powers of the unknown
 * on one side and is a linear or quadratic equation in one power; undefined for any other
 * equation (a single power goes the usual way).
 */
export const exponentialBySubstitution = (
  left: MathNode,
  right: MathNode,
  x: string,
): Answered | undefined => {
  const terms = [...termsOf(left), ...termsOf(right).map((t) => ({ ...t, sign: -t.sign }))];
  // One power, or one on each side alone (4ˣ = 8ˣ⁻¹), goes the usual way.
  const single = termsOf(left).length === 1 && termsOf(right).length === 1;
  if (single || terms.filter((t) => hasVariable(t.node)).length < 2) return undefined;
  const read: PowerTerm[] = [];
  const typed: MathNode[] = [];
  let c = R.ZERO;
  for (const t of terms) {
    const term = readTerm(t.node, t.sign as 1 | -1, x);
    if (term === undefined) return undefined;
    if ('p' in term) c = R.add(c, term);
    else {
      read.push(term);
      typed.push(t.node);
    }
  }
  const found = powerPolynomial(read, c);
  if (!found || P.degree(found.polynomial, 'u') > 2) return undefined;
  const { root, step: s, lowest, powers } = found;
  const coefficients = P.coefficients(found.polynomial, 'u');
  // u = root^(s·x), as a power of a whole base where it can be: 2ˣ, 4ˣ, eˣ, e^(x/2).
  const base = root !== 'e' && R.isInt(s) && s.p > 0n ? R.powInt(root, Number(s.p)) : root;
  const u = pow(
    base === 'e' ? constant('e') : qNode(base),
    base === root && !R.eq(s, R.ONE) ? P.toNode(P.scale(P.varPoly(x), s)) : variable(x),
  );
  const steps: WorkedStep[] = [];
  const moved = toText(right) !== '0';
  // The equation as powers of u, in the order typed, then with whole powers only.
  const asTyped = [...powers, { c, k: 0 }];
  const rewrites = powers
    .map((p, i) => eq(typed[i] as MathNode, termIn(R.abs(p.c), p.k, u)))
    .filter(
      (r) =>
        r.type === 'relation' &&
        toText(r.operands[0] as MathNode) !== toText(r.operands[1] as MathNode),
    );
  const descending = coefficients.map((q, i) => ({ c: q, k: i })).reverse();
  const polynomial = sumIn(descending, u);
  steps.push(
    step(
      {
        rule: 'asPower',
        params: { power: u, ...(rewrites.length > 0 ? { rewrites: list(...rewrites) } : {}) },
        form: `${moved ? 'moveEveryPower' : 'everyPower'}${rewrites.length > 0 ? 'As' : ''}`,
      },
      lowest < 0 ? sumIn(asTyped, u) : polynomial,
    ),
  );
  if (lowest < 0)
    steps.push(
      step(
        {
          rule: 'scale',
          params: { factor: lowest === -1 ? u : pow(u, numberNode(-lowest)) },
          form: 'everyTermNeverZero',
        },
        polynomial,
      ),
    );
  // The polynomial in u solved, its steps written back in the power itself.
  const name = x === 'u' ? 'v' : 'u';
  const [l, r] = (sumIn(descending, variable(name)) as Relation).operands as [MathNode, MathNode];
  const solved = solvePolynomial(l, r, name);
  if (solved.status === 'all') return undefined;
  steps.push(
    ...withoutAlone(solved.steps)
      .filter((st) => st.statement)
      .map((st) => restated(st, name, u)),
  );
  const values = solved.status === 'roots' ? solved.roots : [];
  const positive = values.filter((v) => E.sign(v) > 0).length;
  const roots: MathNode[] = [];
  let next = 1;
  for (const v of values) {
    const value = E.toNode(v);
    if (E.sign(v) <= 0) {
      steps.push(
        step(
          {
            rule: 'positivePower',
            params: { power: u, unknown: x, equation: eq(u, value) },
            form: 'noSolution',
          },
          chain(u, '>', numberNode(0)),
        ),
      );
      continue;
    }
    if (positive > 1)
      steps.push(
        step(
          { rule: 'samePower', params: { case: next++, equation: eq(u, value) }, form: 'case' },
          eq(u, value),
        ),
      );
    const o = solveExponential(u, value, x);
    steps.push(...withoutAlone(o.steps));
    if (o.status === 'roots') roots.push(...o.roots);
  }
  return fromRoots(
    'exponential',
    { id: 'substitutionU', params: { u: eq(variable('u'), u) } },
    x,
    roots.length > 0 ? 'roots' : 'none',
    roots,
    steps,
  );
};

export const exponentialKind = /* @__PURE__ */ kind({
  methods: { substitutionU: 'substitution {u}' },
  id: 'exponential',
  title: 'Exponential equation',
  practice: 'logarithms',
  example: '2^(x+1)=16',
});

/**
 * An equation with the unknown in an exponent: `2^(x+1)=16`, or one quadratic in a power
 * (`4^x - 3·2^x + 2 = 0`) by substitution.
 */
export const exponentialCase: EquationCase = {
  matches: ({ both }) => contains(both, (n) => n.type === 'power' && hasVariable(n.exponent)),
  solve: ({ left, right, x }) => {
    const substituted = exponentialBySubstitution(left, right, x);
    if (substituted) return substituted;
    const o = solveExponential(left, right, x);
    const answered = fromRoots('exponential', o.method, x, o.status, o.roots, o.steps);
    // A range of solutions: the answer is its inequality.
    return o.range
      ? { ...answered, ...answerInWords({ id: 'value', params: { value: o.range } }) }
      : answered;
  },
};
