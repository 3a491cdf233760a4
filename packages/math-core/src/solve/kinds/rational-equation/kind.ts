import { FACTORING_NOTES } from '../../../math/catalogue/common';
import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { complexRootsMethodNotes } from '../../methods/notes-complexRoots';
import { higherDegreeMethodNotes } from '../../methods/notes-higher-degree';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { powerEquationMethodNotes } from '../../methods/notes-power-equation';
import { type SolverKind, solverKind } from '../../registry';
import { rationalEquationKind as kind, rationalEquationCase } from '.';
import { rationalEquationNotes } from './notes';

/** The rational-equation kind with the parts that recognise and answer its problems. */
export const rationalEquationKind: SolverKind<'rational-equation'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { 'rational-equation': rationalEquationCase },
  },
  [
    polynomialMethodNotes,
    complexRootsMethodNotes,
    powerEquationMethodNotes,
    higherDegreeMethodNotes,
    FACTORING_NOTES,
    POWER_NOTES,
    DENOMINATOR_NOTES,
    rationalEquationNotes,
  ],
);
