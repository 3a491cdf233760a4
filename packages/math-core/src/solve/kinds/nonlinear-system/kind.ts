import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { equationNotes, solveEquation } from '../../equations';
import type { Case } from '../../kind';
import { type SolverKind, solverKind } from '../../registry';
import { isNonlinearSystem, nonlinearSystemKind as kind, solveNonlinearSystem } from '.';
import { nonlinearSystemNotes } from './notes';

/** Two equations in two unknowns, one not linear: substitution into the equation cases. */
const nonlinearSystemCase: Case = {
  matches: isNonlinearSystem,
  solve: (tree) => solveNonlinearSystem(tree, solveEquation),
};

/** The nonlinear-system kind with the parts that recognise and answer its problems. */
export const nonlinearSystemKind: SolverKind<'nonlinear-system'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'nonlinear-system': nonlinearSystemCase },
  },
  /* @__PURE__ */ equationNotes.concat(
    WORKING_NOTES,
    POWER_NOTES,
    DENOMINATOR_NOTES,
    MOVE_NOTES,
    nonlinearSystemNotes,
  ),
);
