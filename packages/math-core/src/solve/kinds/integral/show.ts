/** Integrals and their steps as shown: ∫ f dx with its factor and limits, a chain of equal links, ln|u|. */

import * as A from '../../../algebra/calculus';
import { mapTree } from '../../../algebra/reading';
import * as B from '../../../math/build';
import type { Say, WorkedStep } from '../../../math/rules';
import { toMathML } from '../../../math/toMathML';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';

// ————— showing integrals —————

/**
 * ∫ f dx as a tree, with a factor in front when one is given (k∫f dx, −∫f dx), and its limits
 * when it has them (∫_{−1}^{2} f dx).
 */
export const integralOf = (
  body: MathNode,
  x: string,
  factor?: MathNode,
  limits?: [MathNode, MathNode],
): MathNode => {
  const sign: MathNode = {
    type: 'integral',
    arg: body,
    variable: x,
    ...(limits ? { from: limits[0], to: limits[1] } : {}),
  };
  if (factor === undefined) return sign;
  return factor.type === 'neg' && factor.arg.type === 'number' && factor.arg.value === '1'
    ? B.neg(sign)
    : B.times(factor, sign);
};

/**
 * A step from its links, `first = second = …`, its note rendered from the catalogue by what it
 * says (its rule, form and parameters, which it carries).
 */
export const stepOf = (say: Say, links: MathNode[]): WorkedStep => {
  const [first, ...rest] = links as [MathNode, ...MathNode[]];
  const statement =
    rest.length === 0 ? first : B.chain(first, ...rest.flatMap((l) => ['=' as const, l]));
  return {
    text: toText(statement),
    mathml: toMathML(statement),
    ruleId: say.rule,
    ...(say.params && Object.keys(say.params).length > 0 ? { params: say.params } : {}),
    ...(say.form ? { form: say.form } : {}),
  };
};

/** The value as a tree in the variable `name`, with ln(u) written ln|u| for each u in bars. */
export const shown = (e: MathNode, bars: MathNode[], name: string): MathNode => {
  const barred = new Set(bars.map((u) => toText(A.show(u, name))));
  return mapTree(A.show(e, name), (n) =>
    n.type === 'log' &&
    n.base?.type === 'constant' &&
    n.base.name === 'e' &&
    barred.has(toText(n.arg))
      ? B.ln(B.fn('abs', n.arg))
      : undefined,
  );
};

export const plusC = (node: MathNode): MathNode => B.add(node, B.variable('C'));
