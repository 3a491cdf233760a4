import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { derivativeCommand, derivativeKind as kind } from '.';
import { derivativeNotes } from './notes';

/** The derivative kind with the parts that recognise and answer its problems. */
export const derivativeKind: SolverKind<'derivative'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { derivative: derivativeCommand },
  },
  // The moves' notes name the step that puts the point into a derivative (substitution).
  [DERIVATIVE_NOTES, DENOMINATOR_NOTES, MOVE_NOTES, derivativeNotes],
);
