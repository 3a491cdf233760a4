/**
 * The words of the steps that ./power-equation.ts writes, in English, for every kind solved with it: each rule's forms
 * of note and, for a rule only these steps apply, its name and why it holds (see ../../math/catalogue). The
 * factors left with no real zeros (noOther) are said by ./higher-degree.ts too, whose kinds bring these notes.
 */
import type { Notes } from '../../math/catalogue/types';

export const powerEquationMethodNotes: Notes = {
  // The methods a result solved this way names (`SolveResult.method`).
  terms: { method: { cubeRoot: 'cube root', nthRoot: '{n}th root' } },
  forms: {
    noOther: {
      none: 'There are no other real solutions',
    },
    deMoivre: {
      first:
        "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs",
      firstExact:
        "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs: {polar} = {pair}",
      firstPure:
        "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs: {polar} = ±{root}",
      next: 'The next conjugate pair',
      nextExact: 'The next conjugate pair: {polar} = {pair}',
      nextPure: 'The next conjugate pair: {polar} = ±{root}',
    },
    nthRoot: {
      powerEven:
        'Take the {index}th root of both sides: an even power has a positive and a negative root',
      powerCube:
        'Take the cube root of both sides: an odd root of a real number is one real number',
      powerOdd:
        'Take the {index}th root of both sides: an odd root of a real number is one real number',
    },
  },
  reasons: {
    noOther: ['', 'the factors left have no real zeros'],
    deMoivre: ['De Moivre’s theorem', '(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ)'],
  },
};
