import { type SolverKind, solverKind } from '../../registry';
import { exponentialCase, exponentialKind as kind } from '.';

/** The exponential kind with the parts that recognise and answer its problems. */
export const exponentialKind: SolverKind<'exponential'> = /* @__PURE__ */ solverKind(kind, {
  equations: { exponential: exponentialCase },
});
