import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { logTermsMethodNotes } from '../../methods/notes-log-terms';
import { type SolverKind, solverKind } from '../../registry';
import { logarithmKind as kind, logExpressionCase, numericLogCase } from '.';
import { logarithmNotes } from './notes';

/** The logarithm kind with the parts that recognise and answer its problems. */
export const logarithmKind: SolverKind<'logarithm'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'log-expression': logExpressionCase, 'numeric-log': numericLogCase },
  },
  [logTermsMethodNotes, WORKING_NOTES, POWER_NOTES, DENOMINATOR_NOTES, logarithmNotes],
);
