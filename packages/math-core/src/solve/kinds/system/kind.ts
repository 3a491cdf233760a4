import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { eliminationNotes } from '../../methods/notes-elimination';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { systemKind as kind, systemCase } from '.';
import { systemNotes } from './notes';

/** The system kind with the parts that recognise and answer its problems. */
export const systemKind: SolverKind<'system'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { system: systemCase },
  },
  [polynomialMethodNotes, eliminationNotes, WORKING_NOTES, MOVE_NOTES, systemNotes],
);
