/**
 * Equations with one root of index 3 or more, or one fractional power, of a polynomial in the
 * unknown: ∛x = −2, 2∛(x + 1) − 3 = 5, x^(2/3) = 4, (x − 1)^(3/2) = 8. The root or power is
 * isolated, a power P^(p/q) is written (ᵠ√P)ᵖ, the p-th root of both sides is taken (± for an
 * even p), then both sides are raised to the power q, and the polynomial equation left is solved.
 * Odd roots are the real ones, as everywhere in the solver (∛(−8) = −2, so (−8)^(2/3) = 4); each
 * candidate is checked exactly in the equation as typed, and one that does not check (an even
 * root set equal to a negative number) is rejected in a step.
 */

import { contains, evalExact, exactAt, hasVariable, substitute } from '../../../algebra/reading';
import { chain, eq, list, n as numberNode, pow, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse, said } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { type Answered, fromRoots } from '../../equation';
import type { EquationCase } from '../../kind';
import { isolate } from '../../methods/exponential';
import { solvePolynomial, withoutAlone } from '../../methods/polynomial';
import { RADICAL_REFUSALS } from './refusals';

const shape = () => refuse('unsupported', RADICAL_REFUSALS, 'radicalShape');

/** P^(p/q) for a root or fractional power of a polynomial in x; undefined for anything else. */
const rootPower = (node: MathNode): { radicand: MathNode; p: Q; q: number } | undefined => {
  const rational = (n: MathNode): Q | undefined => {
    try {
      return hasVariable(n) ? undefined : E.rational(evalExact(n));
    } catch {
      return undefined;
    }
  };
  if (node.type === 'root' && node.index && hasVariable(node.radicand)) {
    const index = rational(node.index);
    if (!index || !R.isInt(index) || index.p < 3n || index.p > 12n) return undefined;
    return { radicand: node.radicand, p: R.ONE, q: Number(index.p) };
  }
  if (node.type === 'power' && hasVariable(node.base) && !hasVariable(node.exponent)) {
    const k = rational(node.exponent);
    if (!k || R.isInt(k) || k.q > 12n) return undefined;
    return { radicand: node.base, p: R.rat(k.p), q: Number(k.q) };
  }
  return undefined;
};

/** Whether the equation has a root of index 3 or more, or a fractional power, of the unknown. */
export const hasRootPower = (node: MathNode): boolean =>
  contains(node, (n) => rootPower(n) !== undefined);

/** ᵠ√P as a tree: ∛(x + 1), root(x, 5), √x. */
const rootNode = (radicand: MathNode, q: number): MathNode =>
  q === 2 ? { type: 'root', radicand } : { type: 'root', radicand, index: numberNode(q) };

/** left = right with one root or fractional power of the unknown, solved with its steps. */
export const solveRootPower = (left: MathNode, right: MathNode, x: string): Answered => {
  const steps: WorkedStep[] = [];
  const [side, other] = hasVariable(left) ? [left, right] : [right, left];
  if (hasVariable(other)) throw shape();
  if (side !== left) steps.push(step('Swap the sides', eq(side, other), 'swap'));
  const [term, value] = isolate(
    side,
    evalExact(other),
    (n) => rootPower(n) !== undefined,
    steps,
    said(RADICAL_REFUSALS, 'radicalShape'),
  );
  const found = rootPower(term) as { radicand: MathNode; p: Q; q: number };
  const { radicand, q } = found;
  let p = found.p;
  let c = value;
  const root = rootNode(radicand, q);
  if (R.sign(p) < 0) {
    // P^(−k) = c is P^k = 1/c.
    if (c.length === 0) {
      steps.push(
        step(
          { rule: 'positivePower', form: 'rootPowerNotZero', params: { power: term } },
          chain(term, '≠', numberNode(0)),
        ),
      );
      return fromRoots('radical', 'rootsAndPowers', x, 'none', [], steps);
    }
    c = E.div(E.fromQ(R.ONE), c);
    p = R.neg(p);
    steps.push(
      step(
        { rule: 'reciprocal', form: 'rootPowerNegative' },
        eq(pow(radicand, qNode(R.div(p, R.int(q)))), E.toNode(c)),
      ),
    );
  }
  const k = p.p;
  const powered = k === 1n ? root : pow(root, numberNode(k));
  if (term.type === 'power')
    steps.push(
      step(
        {
          rule: 'fractionalPower',
          form: q % 2 === 1 ? 'rootPowerOdd' : 'rootPowerEven',
          params: { power: pow(radicand, qNode(R.div(p, R.int(q)))), root: powered },
        },
        eq(powered, E.toNode(c)),
      ),
    );
  // The k-th root of both sides: ± for an even k (none when c < 0), the real root for an odd k.
  let roots: Exact[];
  if (k === 1n) roots = [c];
  else if (k % 2n === 0n) {
    if (c.length > 0 && E.sign(c) < 0) {
      steps.push(
        step(
          {
            rule: 'evenPower',
            form: 'rootPowerNever',
            params: { equation: eq(powered, E.toNode(c)) },
          },
          chain(powered, '≥', numberNode(0)),
        ),
      );
      return fromRoots('radical', 'rootsAndPowers', x, 'none', [], steps);
    }
    const r = E.root(c, R.rat(k));
    roots = r.length === 0 ? [r] : [E.negate(r), r];
    steps.push(
      step(
        k === 2n
          ? { rule: 'nthRoot', form: 'rootPowerSquare' }
          : { rule: 'nthRoot', form: 'rootPowerEven', params: { index: k } },
        list(...roots.map((v) => eq(root, E.toNode(v)))),
      ),
    );
  } else {
    roots = [E.root(c, R.rat(k))];
    steps.push(
      step(
        k === 3n
          ? { rule: 'nthRoot', form: 'rootPowerCube' }
          : { rule: 'nthRoot', form: 'rootPowerOdd', params: { index: k } },
        eq(root, E.toNode(roots[0] as Exact)),
      ),
    );
  }
  // An even root is never negative: those values give no solution.
  if (q % 2 === 0) {
    const negative = roots.filter((v) => v.length > 0 && E.sign(v) < 0);
    for (const v of negative)
      steps.push(
        step(
          {
            rule: 'rootPositive',
            form: 'rootPowerNever',
            params: { root, equation: eq(root, E.toNode(v)) },
          },
          chain(root, '≥', numberNode(0)),
        ),
      );
    roots = roots.filter((v) => v.length === 0 || E.sign(v) > 0);
  }
  const targets = roots.map((v) => E.power(v, R.int(q)));
  if (targets.length > 0)
    steps.push(
      step(
        q === 2
          ? { rule: 'raise', form: 'rootPowerSquare' }
          : q === 3
            ? { rule: 'raise', form: 'rootPowerCube' }
            : { rule: 'raise', form: 'rootPowerAny', params: { power: q } },
        list(...targets.map((t) => eq(radicand, E.toNode(t)))),
      ),
    );
  // Each polynomial equation solved (in its case when there are two); every candidate checked
  // exactly in the equation as typed.
  const candidates: Exact[] = [];
  const alone = radicand.type === 'variable';
  targets.forEach((t, i) => {
    if (alone) {
      candidates.push(t);
      return;
    }
    const own = eq(radicand, E.toNode(t));
    if (targets.length > 1)
      steps.push(
        step(
          { rule: 'nthRoot', form: 'rootPowerCase', params: { case: i + 1, equation: own } },
          own,
        ),
      );
    const o = solvePolynomial(radicand, E.toNode(t), x);
    if (o.status === 'all') throw shape();
    steps.push(...withoutAlone(o.steps));
    candidates.push(...o.roots);
  });
  const kept: MathNode[] = [];
  for (const candidate of candidates.sort((a, b) => E.toNumber(a) - E.toNumber(b))) {
    const node = E.toNode(candidate);
    if (kept.some((k2) => toText(k2) === toText(node))) continue;
    const at = { [x]: node };
    const [l, r] = [exactAt(left, at), exactAt(right, at)];
    if (!E.equal(l, r)) throw unchecked();
    steps.push(
      step(
        {
          rule: 'check',
          form: 'rootPowerBoth',
          params: { solution: eq(variable(x), node), both: E.toNode(l) },
        },
        eq(substitute(left, at), substitute(right, at)),
      ),
    );
    kept.push(node);
  }
  return fromRoots('radical', 'rootsAndPowers', x, kept.length > 0 ? 'roots' : 'none', kept, steps);
};

/** An equation with a cube root or fractional power of the unknown. */
export const rootPowerCase: EquationCase = {
  matches: ({ both }) => hasRootPower(both),
  solve: ({ left, right, x }) => solveRootPower(left, right, x),
};
