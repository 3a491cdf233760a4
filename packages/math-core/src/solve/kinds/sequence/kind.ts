import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { sequenceKind as kind, sequenceWords } from '.';
import { sequenceNotes } from './notes';

/** The sequence kind with the parts that recognise and answer its problems. */
export const sequenceKind: SolverKind<'sequence'> = /* @__PURE__ */ solverKind(
  kind,
  {
    worded: { sequence: sequenceWords },
  },
  [MOVE_NOTES, sequenceNotes],
);
