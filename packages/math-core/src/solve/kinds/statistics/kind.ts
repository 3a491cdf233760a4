import { STATISTICS_NOTES } from '../../../math/catalogue/statistics';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { statisticsKind as kind, statisticsCase } from '.';
import { statisticsNotes } from './notes';
import { statisticsQuestions } from './words';

/** The statistics kind with the parts that recognise and answer its problems. */
export const statisticsKind: SolverKind<'statistics'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { statistics: statisticsCase },
    questions: statisticsQuestions,
  },
  [STATISTICS_NOTES, WORKING_NOTES, statisticsNotes],
);
