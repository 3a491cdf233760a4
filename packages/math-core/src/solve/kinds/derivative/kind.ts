import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { DERIVATIVE_NOTES } from '../../../math/catalogue/derivatives';
import { type SolverKind, solverKind } from '../../registry';
import { derivativeCommand, derivativeKind as kind } from '.';
import { derivativeNotes } from './notes';

/** The derivative kind with the parts that recognise and answer its problems. */
export const derivativeKind: SolverKind<'derivative'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { derivative: derivativeCommand },
  },
  [DERIVATIVE_NOTES, DENOMINATOR_NOTES, derivativeNotes],
);
