import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { complexArithmeticCase, complexAskedCase, complexNumberKind as kind } from './complex';
import { arithmeticNotes } from './notes';

/** The complex-number kind with the parts that recognise and answer its problems. */
export const complexNumberKind: SolverKind<'complex-number'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'complex-asked': complexAskedCase, 'complex-arithmetic': complexArithmeticCase },
  },
  [WORKING_NOTES, arithmeticNotes],
);
