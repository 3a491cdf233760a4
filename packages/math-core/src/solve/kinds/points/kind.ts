import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { pointsKind as kind, pointsCase } from '.';
import { pointsNotes } from './notes';
import { pointsQuestions } from './words';

/** The points kind with the parts that recognise and answer its problems. */
export const pointsKind: SolverKind<'points'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { points: pointsCase },
    questions: pointsQuestions,
  },
  [MOVE_NOTES, pointsNotes],
);
