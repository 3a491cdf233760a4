import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { inequalityMethodNotes } from '../../methods/notes-inequality';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { absoluteValueCase, absoluteValueKind as kind } from '.';
import { absoluteValueNotes } from './notes';

/** The absolute-value kind with the parts that recognise and answer its problems. */
export const absoluteValueKind: SolverKind<'absolute-value'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'absolute-value': absoluteValueCase },
  },
  [polynomialMethodNotes, inequalityMethodNotes, MOVE_NOTES, absoluteValueNotes],
);
