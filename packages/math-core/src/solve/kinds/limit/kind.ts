import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { type SolverKind, solverKind } from '../../registry';
import { limitKind as kind, limitCommand } from '.';
import { limitNotes } from './notes';

/** The limit kind with the parts that recognise and answer its problems. */
export const limitKind: SolverKind<'limit'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { limit: limitCommand },
  },
  [DERIVATIVE_NOTES, POWER_NOTES, limitNotes],
);
