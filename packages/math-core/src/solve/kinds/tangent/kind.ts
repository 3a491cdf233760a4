import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { tangentKind as kind, tangentCommand } from '.';
import { tangentNotes } from './notes';

/** The tangent kind with the parts that recognise and answer its problems. */
export const tangentKind: SolverKind<'tangent'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { tangent: tangentCommand },
  },
  [DERIVATIVE_NOTES, MOVE_NOTES, tangentNotes],
);
