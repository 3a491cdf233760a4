/**
 * A step of a working in a stand-in unknown (t for sin(x), u for eˣ) restated in what it stands
 * for, so the working reads in the problem's own terms.
 */

import { substitute } from '../../algebra/reading';
import type { ExplainedStep, StepParam } from '../../math/rules';
import { step } from '../../math/show';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';

/**
 * The step with the unknown `u` written as `by` in its statement, in each tree of its parameters,
 * and for the name u among them; its note rendered again from those parameters, in the form of
 * the catalogue it was rendered in (its `form`). A note its kind wrote itself has u replaced in its words.
 * A step without a statement is kept as it is.
 */
export const restated = (s: ExplainedStep, u: string, by: MathNode): ExplainedStep => {
  if (!s.statement) return s;
  const put = (node: MathNode): MathNode => substitute(node, { [u]: by });
  const statement = put(s.statement);
  const params = s.params ?? {};
  const form = s.form;
  if (form === undefined)
    return step(
      s.note.replace(new RegExp(`(?<![a-zA-Z])${u}(?![a-zA-Z])`, 'g'), toText(by)),
      statement,
      s,
    );
  const param = (p: StepParam): StepParam => (typeof p === 'object' ? put(p) : p === u ? by : p);
  return step(
    {
      rule: s.ruleId,
      ...(s.params
        ? { params: Object.fromEntries(Object.entries(params).map(([k, p]) => [k, param(p)])) }
        : {}),
      form,
      ...(s.from ? { from: put(s.from) } : {}),
    },
    statement,
  );
};
