import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type SolverKind, solverKind } from '../../registry';
import { rationalExpressionKind as kind, rationalExpressionCase } from '.';
import { rationalExpressionNotes } from './notes';

/** The rational-expression kind with the parts that recognise and answer its problems. */
export const rationalExpressionKind: SolverKind<'rational-expression'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'rational-expression': rationalExpressionCase },
  },
  [WORKING_NOTES, DENOMINATOR_NOTES, rationalExpressionNotes],
);
