import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { equationNotes, logOfPowerCase } from '../../equations';
import { type SolverKind, solverKind } from '../../registry';
import { logarithmicKind as kind, logarithmicCase } from '.';

/** The logarithmic kind with the parts that recognise and answer its problems. */
export const logarithmicKind: SolverKind<'logarithmic'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { 'log-of-power': logOfPowerCase, logarithmic: logarithmicCase },
  },
  /* @__PURE__ */ equationNotes.concat(POWER_NOTES, DENOMINATOR_NOTES, MOVE_NOTES, WORKING_NOTES),
);
