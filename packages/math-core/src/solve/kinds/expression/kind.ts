import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { expressionCase, expressionKind as kind } from '.';
import { expressionNotes } from './notes';

/** The expression kind with the parts that recognise and answer its problems. */
export const expressionKind: SolverKind<'expression'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { expression: expressionCase },
  },
  [DENOMINATOR_NOTES, WORKING_NOTES, expressionNotes],
);
