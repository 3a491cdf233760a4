import { FACTORING_NOTES } from '../../../math/catalogue/common';
import { DENOMINATOR_NOTES } from '../../../math/catalogue/denominators';
import { MOVE_NOTES } from '../../../math/catalogue/moves';
import { WORKING_NOTES } from '../../../math/catalogue/working';
import { type Command, command } from '../../kind';
import { type SolverKind, solverKind } from '../../registry';
import { primeFactorsProblem } from '../prime-factors';
import { primeFactorsNotes } from '../prime-factors/notes';
import { factorProblem, factorKind as kind, readFactor } from '.';
import { factorNotes } from './notes';

/** "factor …": a whole number's prime factors, else a polynomial's factors. */
export const factorCommand: Command = /* @__PURE__ */ command(readFactor, (factoring) => ({
  maths: factoring,
  asks: 'factor',
  solve: (tree) => primeFactorsProblem(tree) ?? factorProblem(tree),
}));

/** The factor kind with the parts that recognise and answer its problems. */
export const factorKind: SolverKind<'factor'> = /* @__PURE__ */ solverKind(
  kind,
  {
    commands: { factor: factorCommand },
  },
  [primeFactorsNotes, DENOMINATOR_NOTES, MOVE_NOTES, WORKING_NOTES, FACTORING_NOTES, factorNotes],
);
