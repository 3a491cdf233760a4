import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { TRIG_IDENTITY_NOTES } from '../../../math/catalogue/trig-identities';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { trigIdentityKind as kind, trigIdentityCase, trigSimplifyCase } from '.';
import { trigIdentityNotes } from './notes';

/** The trig-identity kind with the parts that recognise and answer its problems. */
export const trigIdentityKind: SolverKind<'trig-identity'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'trig-identity': trigIdentityCase, 'trig-simplify': trigSimplifyCase },
  },
  [TRIG_IDENTITY_NOTES, WORKING_NOTES, DENOMINATOR_NOTES, MOVE_NOTES, trigIdentityNotes],
);
