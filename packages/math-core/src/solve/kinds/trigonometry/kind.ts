import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { TRIG_IDENTITY_NOTES } from '../../../math/catalogue/trig-identities';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { polynomialMethodNotes } from '../../methods/notes-polynomial';
import { type SolverKind, solverKind } from '../../registry';
import { trigonometryKind as kind, trigValueCase } from '.';
import { trigArithmeticCase } from './arithmetic';
import { trigEquationCase } from './equation';
import { trigonometryNotes } from './notes';
import { trigReducedCase } from './reduce';

/** The trigonometry kind with the parts that recognise and answer its problems. */
export const trigonometryKind: SolverKind<'trigonometry'> = /* @__PURE__ */ solverKind(
  kind,
  {
    cases: {
      'trig-equation': trigEquationCase,
      'trig-reduced': trigReducedCase,
      'trig-value': trigValueCase,
      'trig-arithmetic': trigArithmeticCase,
    },
  },
  [
    polynomialMethodNotes,
    TRIG_IDENTITY_NOTES,
    WORKING_NOTES,
    DENOMINATOR_NOTES,
    MOVE_NOTES,
    trigonometryNotes,
  ],
);
