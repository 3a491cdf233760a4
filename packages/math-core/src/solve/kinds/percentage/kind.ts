import { type SolverKind, solverKind } from '../../registry';
import { percentageKind as kind, percentageWords } from '.';
import { percentageNotes } from './notes';

/** The percentage kind with the parts that recognise and answer its problems. */
export const percentageKind: SolverKind<'percentage'> = /* @__PURE__ */ solverKind(
  kind,
  {
    worded: { percentage: percentageWords },
  },
  [percentageNotes],
);
