/**
 * A step of a working in a stand-in unknown (t for sin(x), u for eˣ) restated in what it stands
 * for, so the working reads in the problem's own terms.
 */

import { substitute } from '../../algebra/reading';
import type { StepParam, WorkedStep } from '../../math/rules';
import { step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';

/**
 * The step with the unknown `u` written as `by` in its statement, in each tree of its parameters,
 * and for the name u among them, so that its note is rendered from those; a note its kind wrote
 * itself (its `custom` parameter) has u replaced in its words. A step without a statement is kept
 * as it is.
 */
export const restated = (s: WorkedStep, u: string, by: MathNode): WorkedStep => {
  if (!s.statement) return s;
  const put = (node: MathNode): MathNode => substitute(node, { [u]: by });
  const statement = put(s.statement);
  const params = s.params ?? {};
  if (typeof params.custom === 'string')
    return step(
      params.custom.replace(new RegExp(`(?<![a-zA-Z])${u}(?![a-zA-Z])`, 'g'), toText(by)),
      statement,
      s.ruleId,
    );
  const param = (p: StepParam): StepParam => (typeof p === 'object' ? put(p) : p === u ? by : p);
  return step(
    {
      rule: s.ruleId,
      ...(s.params
        ? { params: Object.fromEntries(Object.entries(params).map(([k, p]) => [k, param(p)])) }
        : {}),
      ...(s.form ? { form: s.form } : {}),
      ...(s.from ? { from: put(s.from) } : {}),
    },
    statement,
  );
};
