import { type SolverKind, solverKind } from '../../registry';
import { absoluteValueCase, absoluteValueKind as kind } from '.';

/** The absolute-value kind with the parts that recognise and answer its problems. */
export const absoluteValueKind: SolverKind<'absolute-value'> = /* @__PURE__ */ solverKind(kind, {
  cases: { 'absolute-value': absoluteValueCase },
});
