import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { exponentialMethodNotes } from '../../methods/notes-exponential';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { exponentialCase, exponentialKind as kind } from '.';
import { exponentialNotes } from './notes';

/** The exponential kind with the parts that recognise and answer its problems. */
export const exponentialKind: SolverKind<'exponential'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { exponential: exponentialCase },
  },
  [
    polynomialMethodNotes,
    exponentialMethodNotes,
    WORKING_NOTES,
    POWER_NOTES,
    MOVE_NOTES,
    exponentialNotes,
  ],
);
