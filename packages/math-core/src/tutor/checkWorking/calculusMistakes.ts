/**
 * The rules of differentiation and integration students get wrong, each as the wrong result it
 * gives: the product of the derivatives for a product, the outside's derivative alone for a
 * composite (the chain rule forgotten), the quotient rule with its sign the wrong way round or
 * not used, the power rule half applied; for an integral, the power raised without dividing by
 * it, or the integrand differentiated instead. A wrong line of a derivative's or an integral's
 * working that has the value of one of these is named by it.
 */
import { show } from '../../algebra/calculus';
import { derivativeValue } from '../../algebra/derivative';
import * as P from '../../algebra/poly';
import { contains, hasVariable, mapTree, polyOrNothing, substitute } from '../../algebra/reading';
import * as B from '../../math/build';
import * as R from '../../math/rational';
import type { MathNode } from '../../math/tree';
import type { MistakeId } from './mistakes';
import { because, type Why } from './words';

/** A wrong derivative or antiderivative, and why it is wrong (as data and in English). */
export interface WrongResult {
  mistake: MistakeId;
  wrong: MathNode;
  why: Why;
  reason: string;
}

/** The derivative, or undefined where the rules do not reach. */
const derivative = (node: MathNode, x: string): MathNode | undefined => {
  try {
    return show(derivativeValue(node, x), x);
  } catch {
    return undefined;
  }
};

/** The inside of a composite: the argument of a function, the base or exponent of a power. */
const insideOf = (node: MathNode, x: string): MathNode | undefined => {
  const isX = (n: MathNode) => n.type === 'variable' && n.name === x;
  const inner =
    node.type === 'function' && node.args.length === 1
      ? node.args[0]
      : node.type === 'log'
        ? node.arg
        : node.type === 'root'
          ? node.radicand
          : node.type === 'power'
            ? hasVariable(node.exponent)
              ? node.exponent
              : node.base
            : undefined;
  return inner && hasVariable(inner) && !isX(inner) ? inner : undefined;
};

/** The wrong derivatives of f a student is likely to write. */
export const wrongDerivatives = (f: MathNode, x: string): WrongResult[] => {
  const out: WrongResult[] = [];
  const push = (
    mistake: MistakeId,
    wrong: MathNode | undefined,
    why: { why: Why; reason: string },
  ) => {
    if (wrong) out.push({ mistake, wrong, ...why });
  };
  if (f.type === 'binary' && f.op === '*' && hasVariable(f.left) && hasVariable(f.right)) {
    const [du, dv] = [derivative(f.left, x), derivative(f.right, x)];
    if (du && dv)
      push('product-rule', B.mul(du, dv), because('product-rule', { u: f.left, v: f.right }));
  }
  if (f.type === 'fraction' && hasVariable(f.num) && hasVariable(f.den)) {
    const [u, v] = [f.num, f.den];
    const [du, dv] = [derivative(u, x), derivative(v, x)];
    if (du && dv) {
      push('quotient-rule', B.div(du, dv), because('quotient-of-derivatives', { u, v }));
      push(
        'quotient-rule',
        B.div(B.add(B.mul(du, v), B.mul(u, dv)), B.pow(v, B.n(2))),
        because('quotient-rule-sum', { u, v }),
      );
      push(
        'quotient-rule',
        B.div(B.sub(B.mul(u, dv), B.mul(du, v)), B.pow(v, B.n(2))),
        because('quotient-rule-order', { u, v }),
      );
    }
  }
  // The chain rule: the outside differentiated with the inside left as it is, times nothing.
  const outer = f.type === 'binary' && f.op === '*' && !hasVariable(f.left) ? f.right : f;
  const inner = insideOf(outer, x);
  if (inner) {
    const u = x === 'u' ? 'w' : 'u';
    const outside = mapTree(f, (n) => (n === inner ? B.variable(u) : undefined));
    const du = derivative(outside, u);
    const dInner = derivative(inner, x);
    if (du && dInner && !contains(du, (n) => n.type === 'variable' && n.name === x))
      push(
        'chain-rule',
        substitute(du, { [u]: inner }),
        because('chain-rule', { inner, derivative: dInner }),
      );
  }
  // The power rule half applied: xⁿ to n·xⁿ, or to xⁿ⁻¹.
  const p = polyOrNothing(f);
  if (p && P.variables(p).every((v) => v === x) && P.degree(p, x) >= 2) {
    const cs = P.coefficients(p, x);
    push(
      'power-rule',
      P.toNode(
        P.fromCoefficients(
          cs.map((c, k) => R.mul(c, R.int(k))),
          x,
        ),
      ),
      because('power-not-lowered'),
    );
    push(
      'power-rule',
      P.toNode(P.fromCoefficients(cs.slice(1), x)),
      because('power-not-brought-down'),
    );
  }
  return out;
};

/** The wrong antiderivatives of an integrand a student is likely to write (without + C). */
export const wrongIntegrals = (integrand: MathNode, x: string): WrongResult[] => {
  const out: WrongResult[] = [];
  const dF = derivative(integrand, x);
  if (dF)
    out.push({
      mistake: 'differentiated-not-integrated',
      wrong: dF,
      ...because('differentiated-not-integrated', { integrand }),
    });
  const p = polyOrNothing(integrand);
  if (p && P.variables(p).every((v) => v === x) && P.degree(p, x) >= 1) {
    // a·xⁿ to a·xⁿ⁺¹: the power raised, but not divided by.
    const cs = P.coefficients(p, x);
    out.push({
      mistake: 'power-rule',
      wrong: P.toNode(P.fromCoefficients([R.ZERO, ...cs], x)),
      ...because('power-rule-integral'),
    });
  }
  return out;
};
