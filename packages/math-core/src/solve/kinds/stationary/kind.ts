import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { equationNotes, solveEquation } from '../../equations';
import { type SolverKind, solverKind } from '../../registry';
import { stationaryKind as kind, stationaryCommand } from '.';
import { stationaryNotes } from './notes';

/** The stationary kind with the parts that recognise and answer its problems. */
export const stationaryKind: SolverKind<'stationary'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { stationary: /* @__PURE__ */ stationaryCommand(solveEquation) },
  },
  /* @__PURE__ */ equationNotes.concat(
    DERIVATIVE_NOTES,
    WORKING_NOTES,
    POWER_NOTES,
    DENOMINATOR_NOTES,
    MOVE_NOTES,
    stationaryNotes,
  ),
);
