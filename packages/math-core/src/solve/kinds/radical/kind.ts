import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { exponentialMethodNotes } from '../../methods/notes-exponential';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { radicalKind as kind, radicalCase } from '.';
import { radicalNotes } from './notes';
import { rootPowerCase } from './root-power';

/** The radical kind with the parts that recognise and answer its problems. */
export const radicalKind: SolverKind<'radical'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { 'root-power': rootPowerCase, radical: radicalCase },
  },
  [
    polynomialMethodNotes,
    exponentialMethodNotes,
    WORKING_NOTES,
    POWER_NOTES,
    MOVE_NOTES,
    radicalNotes,
  ],
);
