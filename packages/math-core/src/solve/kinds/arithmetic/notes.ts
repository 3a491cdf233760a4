/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const arithmeticNotes: Notes = {
  forms: {
    imaginary: {
      negativeRoot: '{root} is not a real number; in the complex numbers {work}, with i = √(−1)',
    },
    iSquared: {
      unitSquared: 'Work it out with i² = −1 (i is the imaginary unit)',
      complexWorkOut: 'Work it out',
    },
    modulus: {
      distance: 'The modulus is the distance from 0: |a + bi| = √(a² + b²)',
    },
    argument: {
      angle:
        'The argument is the angle from the positive real axis to the point {point}, between −π and π: tan θ = b/a in the quadrant of the point',
    },
    polar: {
      polarForm: 'The polar form r(cos θ + i sin θ)',
    },
    conjugate: {
      signChanges: 'The conjugate of a + bi is a − bi: the sign of the imaginary part changes',
    },
  },
  reasons: {
    iSquared: ['', 'i² = −1; otherwise complex numbers follow the usual rules of algebra'],
    modulus: ['Modulus', 'by Pythagoras, a + bi is √(a² + b²) from 0'],
    argument: ['Argument', 'the point (a, b) is at the angle θ with tan θ = b/a, in its quadrant'],
    polar: ['Polar form', 'a point r from 0 at the angle θ is r(cos θ + i sin θ)'],
    conjugate: ['Conjugate', 'reflecting a + bi in the real axis gives a − bi'],
  },
};
