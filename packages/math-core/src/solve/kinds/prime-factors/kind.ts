import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { factorCommand } from '../factor/kind';
import { factorNotes } from '../factor/notes';
import { primeFactorsKind as kind } from '.';
import { primeFactorsNotes } from './notes';

/** The prime-factors kind with the parts that recognise and answer its problems. */
export const primeFactorsKind: SolverKind<'prime-factors'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { factor: factorCommand },
  },
  [primeFactorsNotes, DENOMINATOR_NOTES, MOVE_NOTES, WORKING_NOTES, factorNotes],
);
