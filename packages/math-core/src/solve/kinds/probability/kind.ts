import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { type SolverKind, solverKind } from '../../registry';
import { probabilityKind as kind, probabilityWords } from '.';
import { cardTerms } from './cards';
import { probabilityNotes } from './notes';

/** The probability kind with the parts that recognise and answer its problems. */
export const probabilityKind: SolverKind<'probability'> = /* @__PURE__ */ solverKind(
  kind,
  {
    worded: { probability: probabilityWords },
  },
  [cardTerms, MOVE_NOTES, probabilityNotes],
);
