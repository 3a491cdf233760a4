import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { type SolverKind, solverKind } from '../../registry';
import { rearrangeKind as kind, rearrangeCommand } from '.';
import { rearrangeNotes } from './notes';

/** The rearrange kind with the parts that recognise and answer its problems. */
export const rearrangeKind: SolverKind<'rearrange'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { rearrange: rearrangeCommand },
  },
  [DENOMINATOR_NOTES, rearrangeNotes],
);
