import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { equationNotes, solveEquation } from '../../equations';
import type { Case } from '../../kind';
import { type SolverKind, solverKind } from '../../registry';
import { conicAnswer, conicOf, functionsOf, graphAnswer, graphKind as kind } from '.';
import { graphNotes } from './notes';

/** y = f(x), f(x) = …, or a function or two after "graph": the graph's features. */
const graphCase: Case = {
  matches: (tree, { graphing }) =>
    conicOf(tree) !== undefined || functionsOf(tree, graphing) !== undefined,
  solve: (tree, { graphing }) => {
    const conic = conicOf(tree);
    return conic
      ? conicAnswer(tree, conic)
      : graphAnswer(functionsOf(tree, graphing) ?? [], solveEquation);
  },
};

/** The graph kind with the parts that recognise and answer its problems. */
export const graphKind: SolverKind<'graph'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { graph: graphCase },
  },
  /* @__PURE__ */ equationNotes.concat(
    WORKING_NOTES,
    POWER_NOTES,
    DENOMINATOR_NOTES,
    MOVE_NOTES,
    graphNotes,
  ),
);
