import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { equationNotes, solveEquation } from '../../equations';
import { type SolverKind, solverKind } from '../../registry';
import { completedSquareCommand, completedSquareKind as kind } from '.';
import { completedSquareNotes } from './notes';

/** The completed-square kind with the parts that recognise and answer its problems. */
export const completedSquareKind: SolverKind<'completed-square'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { 'completed-square': /* @__PURE__ */ completedSquareCommand(solveEquation) },
  },
  /* @__PURE__ */ equationNotes.concat(
    WORKING_NOTES,
    POWER_NOTES,
    DENOMINATOR_NOTES,
    MOVE_NOTES,
    completedSquareNotes,
  ),
);
