/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const rationalEquationNotes: Notes = {
  forms: {
    scale: {
      byLcd: 'The least common denominator (LCD) is {lcd}. Multiply both sides by the LCD {lcd}',
    },
    cancelled: {
      rationalEvery:
        'Every number solves the equation without denominators, so every number is a solution except the excluded ones',
    },
    check: {
      fraction: '{unknown} = {value} checks: no denominator is 0, and both sides equal {both}',
    },
    noDivideByZero: {
      zero: '{unknown} = {value} makes a denominator zero, so it is not a solution',
      equationConditions: 'A denominator cannot be 0: {conditions}. So {excluded}',
      equationNever:
        'The denominator {denominator} is never 0 for a real {unknown}, so no value is excluded',
      equationNeverAll:
        'The denominators {denominators} are never 0 for a real {unknown}, so no value is excluded',
    },
    lcd: {
      cancel: 'Cancel each denominator against the LCD',
    },
  },
  reasons: {},
};
