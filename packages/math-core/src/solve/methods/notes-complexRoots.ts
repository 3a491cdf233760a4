/**
 * The words of the steps that ./complexRoots.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue).
 */
import type { Notes } from '../../math/catalogue/types';

export const complexRootsMethodNotes: Notes = {
  forms: {
    formula: {
      complex: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a) gives two complex solutions',
    },
    imaginary: {
      i: 'Over the complex numbers the square root of a negative number is imaginary (i = √(−1))',
      pure: 'Over the complex numbers the square root of a negative number is imaginary: {unknown} = ±√({square}) = ±{root}',
      shifted:
        'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = {roots}',
      shiftedPure:
        'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = ±{root}',
    },
  },
  reasons: {},
};
