import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { shapeKind as kind, shapeWords } from '.';
import { shapeNotes } from './notes';

/** The shape kind with the parts that recognise and answer its problems. */
export const shapeKind: SolverKind<'shape'> = /* @__PURE__ */ solverKind(
  kind,
  {
    worded: { shape: shapeWords },
  },
  [WORKING_NOTES, MOVE_NOTES, shapeNotes],
);
