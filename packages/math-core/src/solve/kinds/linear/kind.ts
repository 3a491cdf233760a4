import { complexRootsMethodNotes } from '../../methods/notes-complexRoots';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { polynomialEquationCase } from '../quadratic';
import { linearKind as kind } from '.';

/** The linear kind with the parts that recognise and answer its problems. */
export const linearKind: SolverKind<'linear'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { polynomial: polynomialEquationCase },
  },
  [polynomialMethodNotes, complexRootsMethodNotes],
);
