/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const inverseFunctionNotes: Notes = {
  forms: {
    sides: {
      inverseTakeAway: 'Take both sides away from {from}',
      inverseCollect: 'Collect the {unknown} terms on one side',
    },
    alone: {
      inverse: '{unknown} is {inverse}',
    },
    rootPositive: {
      inverseValues:
        'A square root is never negative, so {inverse} takes only these values of {unknown}, the values {function} gives',
    },
    raise: {
      inverseSquare: 'Square both sides',
      inversePower: 'Raise both sides to the power {power}',
    },
    reciprocal: {
      inverseMultiply: 'Take the reciprocal of both sides and multiply by {multiply}',
    },
    nthRoot: {
      inverseCube: 'Take the cube root of both sides',
      inverseRoot: 'Take the {index}th root of both sides',
      inversePower: 'Raise both sides to the power {power}',
    },
    takeLog: {
      inverseLn: 'Take ln of both sides',
    },
    logDefinition: {
      inverseLog: 'Take log base {base} of both sides',
      inverseRaiseE: 'Raise e to the power of both sides',
      inverseRaise: 'Raise {base} to the power of both sides',
    },
    swapXY: {
      write: 'Write y = {function}, then swap {unknown} and y',
    },
  },
  reasons: {
    swapXY: [
      'Inverse by swapping x and y',
      'f⁻¹ undoes f: y = f(x) exactly when x = f⁻¹(y), so swapping x and y and solving for y gives f⁻¹',
    ],
  },
};
