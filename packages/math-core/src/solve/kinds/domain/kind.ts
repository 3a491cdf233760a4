import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { type SolverKind, solverKind } from '../../registry';
import { domainCommand, domainKind as kind } from '.';
import { domainNotes } from './notes';

/** The domain kind with the parts that recognise and answer its problems. */
export const domainKind: SolverKind<'domain'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { domain: domainCommand },
  },
  [POWER_NOTES, DENOMINATOR_NOTES, MOVE_NOTES, domainNotes],
);
