/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const systemNotes: Notes = {
  forms: {
    sides: {
      standard: 'Write both equations in the form a{first} + b{second} = c',
    },
    scale: {
      multiplyFirst: 'Multiply the first equation by {multiply}',
      multiplySecond: 'Multiply the second equation by {multiply}',
    },
    alone: {
      noneInFirst: 'The first equation has no {unknown}',
    },
    eliminate: {
      add: 'Add the equations to eliminate {unknown}',
      subtract: 'Subtract the second equation from the first to eliminate {unknown}',
      gives: 'Eliminate {unknown}: {how} gives equation ({label})',
      givesDivided: 'Eliminate {unknown}: {how}, divided by {divisor}, gives equation ({label})',
    },
    substitute: {
      intoSecond: 'Substitute {unknown} = {value} into the second equation',
      put: 'Put {unknown} = {value} into {target} = {expression}',
      solveEquation: 'Solve equation ({label}) for {unknown}',
      oneIntoEquation: 'Substitute {first} into equation ({label}) and solve for {unknown}',
      twoIntoEquation:
        'Substitute {first} and {second} into equation ({label}) and solve for {unknown}',
    },
    contradiction: {
      givesFalse:
        'Eliminate {unknown}: {how} gives 0 = {value}, which is false, so there is no solution',
      typedFalse: 'Equation ({label}) says 0 = {value}, which is false, so there is no solution',
      parallelAdd:
        'Add the equations to eliminate {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
      parallelSubtract:
        'Subtract the second equation from the first to eliminate {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    },
    dependent: {
      line: 'Every point of the line is a solution',
      nothingNew: 'Eliminate {unknown}: {how} gives 0 = 0, so this equation says nothing new',
      nothingNewDivided:
        'Eliminate {unknown}: {how}, divided by {divisor}, gives 0 = 0, so this equation says nothing new',
      everyValue: 'The equations are dependent: every value of {unknown} gives a solution',
      everyValueTwo:
        'The equations are dependent: every value of {first} and {second} gives a solution',
      sameLineAdd:
        'Add the equations to eliminate {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
      sameLineSubtract:
        'Subtract the second equation from the first to eliminate {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
      sameLineNoneInFirst:
        'The first equation has no {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
      sameLineNoneInSecond:
        'The second equation has no {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
    },
    solved: {
      values: 'The solution',
    },
    numberEquations: {
      three:
        'Number the equations (1), (2) and (3), with the unknowns on the left and no fractions',
    },
  },
  reasons: {
    eliminate: [
      'Elimination',
      'adding equal amounts to equal amounts gives equals, so the sum of two equations holds',
    ],
    dependent: [
      '',
      '0 = 0 says nothing new: the equations are the same line, so every point on it works',
    ],
    solved: ['', 'these values make every equation true'],
    numberEquations: [
      '',
      'a number for each equation lets each later step say which equations it combines',
    ],
  },
};
