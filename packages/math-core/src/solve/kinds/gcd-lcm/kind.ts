import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { gcdLcmCase, gcdLcmKind as kind } from '.';
import { gcdLcmNotes } from './notes';
import { gcdLcmQuestions } from './words';

/** The gcd-lcm kind with the parts that recognise and answer its problems. */
export const gcdLcmKind: SolverKind<'gcd-lcm'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'gcd-lcm': gcdLcmCase },
    questions: gcdLcmQuestions,
  },
  [DENOMINATOR_NOTES, MOVE_NOTES, gcdLcmNotes],
);
