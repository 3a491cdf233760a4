import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { type SolverKind, solverKind } from '../../registry';
import { divisionCommand, polynomialDivisionKind as kind, polynomialDivisionCase } from '.';
import { polynomialDivisionNotes } from './notes';

/** The polynomial-division kind with the parts that recognise and answer its problems. */
export const polynomialDivisionKind: SolverKind<'polynomial-division'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: { 'polynomial-division': polynomialDivisionCase },
    commands: { division: divisionCommand },
  },
  [DENOMINATOR_NOTES, polynomialDivisionNotes],
);
