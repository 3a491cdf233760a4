import { type SolverKind, solverKind } from '../../registry';
import { rationalEquationKind as kind, rationalEquationCase } from '.';

/** The rational-equation kind with the parts that recognise and answer its problems. */
export const rationalEquationKind: SolverKind<'rational-equation'> = /* @__PURE__ */ solverKind(
  kind,
  {
    equations: { 'rational-equation': rationalEquationCase },
  },
);
