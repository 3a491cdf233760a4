import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { inequalityMethodNotes } from '../../methods/notes-inequality';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { inequalityCase, inequalityKind as kind } from '.';
import { inequalityNotes } from './notes';

/** The inequality kind with the parts that recognise and answer its problems. */
export const inequalityKind: SolverKind<'inequality'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { inequality: inequalityCase },
  },
  [polynomialMethodNotes, inequalityMethodNotes, DENOMINATOR_NOTES, MOVE_NOTES, inequalityNotes],
);
