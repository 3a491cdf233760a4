import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { type SolverKind, solverKind } from '../../registry';
import { integralKind as kind } from '.';
import { integralCommand } from './command';
import { integralNotes } from './notes';

/** The integral kind with the parts that recognise and answer its problems. */
export const integralKind: SolverKind<'integral'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { integral: integralCommand },
  },
  [DERIVATIVE_NOTES, POWER_NOTES, DENOMINATOR_NOTES, MOVE_NOTES, integralNotes],
);
