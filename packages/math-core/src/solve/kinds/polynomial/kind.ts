import { FACTORING_NOTES } from '../../../math/catalogue/common';
import { POWER_NOTES } from '../../../math/catalogue/powers';
import { complexRootsMethodNotes } from '../../methods/notes-complexRoots';
import { higherDegreeMethodNotes } from '../../methods/notes-higher-degree';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { powerEquationMethodNotes } from '../../methods/notes-power-equation';
import { type SolverKind, solverKind } from '../../registry';
import { higherDegreeCase, polynomialKind as kind } from '.';

/** The polynomial kind with the parts that recognise and answer its problems. */
export const polynomialKind: SolverKind<'polynomial'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { 'higher-degree': higherDegreeCase },
  },
  [
    polynomialMethodNotes,
    complexRootsMethodNotes,
    powerEquationMethodNotes,
    POWER_NOTES,
    higherDegreeMethodNotes,
    FACTORING_NOTES,
  ],
);
