import { WORKING_NOTES } from '../../../math/catalogue/working';
import { eliminationNotes } from '../../methods/notes-elimination';
import { type SolverKind, solverKind } from '../../registry';
import { matrixKind as kind, matrixCase } from '.';
import { matrixNotes } from './notes';

/** The matrix kind with the parts that recognise and answer its problems. */
export const matrixKind: SolverKind<'matrix'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { matrix: matrixCase },
  },
  [eliminationNotes, WORKING_NOTES, matrixNotes],
);
