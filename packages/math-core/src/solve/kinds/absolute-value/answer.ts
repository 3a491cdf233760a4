/** The answer of an absolute-value problem whose solutions are numbers, each checked exactly. */
import { mapTree } from '../../../algebra/reading';
import { eq, variable } from '../../../math/build';
import { evalExact } from '../../../math/evaluateExact';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import { SolveStop, unchecked } from '../../../math/rational';
import type { Wording, WorkedStep } from '../../../math/rules';
import { solution } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** The roots as the answer, each first substituted into the problem as typed, exactly. */
export const checkedRoots = (
  tree: Relation,
  x: string,
  roots: Exact[],
  method: Wording,
  steps: WorkedStep[],
): Answered => {
  for (const r of roots) {
    const at = mapTree(tree, (n) =>
      n.type === 'variable' && n.name === x ? E.toNode(r) : undefined,
    );
    let holds = false;
    try {
      const [l, rr] = (at as Relation).operands.map(evalExact) as [Exact, Exact];
      holds = E.equal(l, rr);
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
    }
    if (!holds) throw unchecked();
  }
  const solutions = roots.map((r) => solution(eq(variable(x), E.toNode(r)), E.toNode(r)));
  return {
    kind: 'absolute-value',
    method,
    ...(solutions.length === 0
      ? answerInWords({ id: 'none' })
      : { answer: solutions.map((s) => s.text).join(' or ') }),
    solutions,
    steps,
  };
};
