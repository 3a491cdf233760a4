import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { compositeFunctionCommand, compositeFunctionKind as kind } from '.';
import { compositeFunctionNotes } from './notes';

/** The composite-function kind with the parts that recognise and answer its problems. */
export const compositeFunctionKind: SolverKind<'composite-function'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { 'composite-function': compositeFunctionCommand },
  },
  [MOVE_NOTES, compositeFunctionNotes],
);
