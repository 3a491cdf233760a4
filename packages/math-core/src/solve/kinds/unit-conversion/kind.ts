import { type SolverKind, solverKind } from '../../registry';
import { conversionWords, unitConversionKind as kind } from '.';
import { unitConversionNotes } from './notes';

/** The unit-conversion kind with the parts that recognise and answer its problems. */
export const unitConversionKind: SolverKind<'unit-conversion'> = /* @__PURE__ */ solverKind(
  kind,
  {
    worded: { conversion: conversionWords },
  },
  [unitConversionNotes],
);
