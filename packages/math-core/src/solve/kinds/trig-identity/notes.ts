/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const trigIdentityNotes: Notes = {
  forms: {
    expand: {
      trigMultiplyOut: 'Multiply out and collect like terms',
      leftTrigMultiplyOut: 'Left side. Multiply out and collect like terms',
      rightTrigMultiplyOut: 'Right side. Multiply out and collect like terms',
    },
    simplest: {
      noIdentity: 'No identity makes this shorter: it is already in its simplest form',
    },
    pythagorean: {
      identity: 'Pythagorean identity: {identities}',
      leftIdentity: 'Left side. Pythagorean identity: {identities}',
      rightIdentity: 'Right side. Pythagorean identity: {identities}',
    },
    quotientIdentity: {
      identity: 'Quotient identity: {identities}',
      leftIdentity: 'Left side. Quotient identity: {identities}',
      rightIdentity: 'Right side. Quotient identity: {identities}',
    },
    reciprocalIdentity: {
      identity: 'Reciprocal identity: {identities}',
      leftIdentity: 'Left side. Reciprocal identity: {identities}',
      rightIdentity: 'Right side. Reciprocal identity: {identities}',
    },
    doubleAngle: {
      leftIdentity: 'Left side. Double-angle identity: {identities}',
      rightIdentity: 'Right side. Double-angle identity: {identities}',
    },
    identityHolds: {
      leftNow: 'The left side is now the right side: the identity holds for every {unknown}',
      leftNowWhereOne:
        'The left side is now the right side: the identity holds for every {unknown} where {condition}',
      leftNowWhereTwo:
        'The left side is now the right side: the identity holds for every {unknown} where {condition} and {also}',
      leftNowWhereMany:
        'The left side is now the right side: the identity holds for every {unknown} where {conditions}',
      rightNow: 'The right side is now the left side: the identity holds for every {unknown}',
      rightNowWhereOne:
        'The right side is now the left side: the identity holds for every {unknown} where {condition}',
      rightNowWhereTwo:
        'The right side is now the left side: the identity holds for every {unknown} where {condition} and {also}',
      rightNowWhereMany:
        'The right side is now the left side: the identity holds for every {unknown} where {conditions}',
      bothAre: 'Both sides are {common}: the identity holds for every {unknown}',
      bothAreWhereOne:
        'Both sides are {common}: the identity holds for every {unknown} where {condition}',
      bothAreWhereTwo:
        'Both sides are {common}: the identity holds for every {unknown} where {condition} and {also}',
      bothAreWhereMany:
        'Both sides are {common}: the identity holds for every {unknown} where {conditions}',
    },
    counterexample: {
      at: 'At {unknown} = {angle} the two sides differ',
      atBoth: 'At {unknown} = {angle} ({radians}) the two sides differ',
    },
    cancelFactor: {
      trigDefined:
        'Cancel the common factor {factor}, which is not 0 where the expression is defined',
      leftTrigDefined:
        'Left side. Cancel the common factor {factor}, which is not 0 where the expression is defined',
      rightTrigDefined:
        'Right side. Cancel the common factor {factor}, which is not 0 where the expression is defined',
    },
    addFractions: {
      trigOneFraction: 'Write as one fraction',
      leftTrigOneFraction: 'Left side. Write as one fraction',
      rightTrigOneFraction: 'Right side. Write as one fraction',
    },
  },
  reasons: {
    identityHolds: [
      '',
      'equal expressions for every angle where both are defined make an identity there',
    ],
    counterexample: [
      'Counterexample',
      'one angle where the two sides differ shows they are not equal for every angle',
    ],
  },
};
