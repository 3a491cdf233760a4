import { type SolverKind, solverKind } from '../../registry';
import { inequalityCase, inequalityKind as kind } from '.';

/** The inequality kind with the parts that recognise and answer its problems. */
export const inequalityKind: SolverKind<'inequality'> = /* @__PURE__ */ solverKind(kind, {
  cases: { inequality: inequalityCase },
});
