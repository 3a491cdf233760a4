import { POWER_NOTES } from '../../../math/catalogue/powers';
import { type SolverKind, solverKind } from '../../registry';
import { inverseFunctionCommand, inverseFunctionKind as kind } from '.';
import { inverseFunctionNotes } from './notes';

/** The inverse-function kind with the parts that recognise and answer its problems. */
export const inverseFunctionKind: SolverKind<'inverse-function'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { 'inverse-function': inverseFunctionCommand },
  },
  [POWER_NOTES, inverseFunctionNotes],
);
