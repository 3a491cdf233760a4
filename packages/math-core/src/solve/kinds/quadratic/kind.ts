import { complexRootsMethodNotes } from '../../methods/notes-complexRoots';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { quadraticKind as kind, polynomialEquationCase } from '.';

/** The quadratic kind with the parts that recognise and answer its problems. */
export const quadraticKind: SolverKind<'quadratic'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { polynomial: polynomialEquationCase },
  },
  [polynomialMethodNotes, complexRootsMethodNotes],
);
