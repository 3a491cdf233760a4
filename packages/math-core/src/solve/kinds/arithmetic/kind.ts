import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { arithmeticCase, arithmeticKind as kind } from '.';
import { arithmeticNotes } from './notes';

/** The arithmetic kind with the parts that recognise and answer its problems. */
export const arithmeticKind: SolverKind<'arithmetic'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { arithmetic: arithmeticCase },
  },
  [WORKING_NOTES, DENOMINATOR_NOTES, arithmeticNotes],
);
