/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const percentageNotes: Notes = {
  forms: {
    percent: {
      hundredths: '{rate}% means {rate} hundredths',
    },
    percentOf: {
      multiplyBy: 'Multiply by {whole}',
      callItX: 'Call the number x: {rate}% of x is {part}',
      rateOfWhole: '{rate}% of {whole}',
    },
    partOfWhole: {
      partOverWhole: 'Divide the part by the whole',
    },
    toPercent: {
      times100: 'Multiply by 100 to write it as a percentage: {part} is {percent} of {whole}',
    },
    change: {
      addTo: 'Add it to {whole}',
      takeFrom: 'Take it away from {whole}',
    },
  },
  reasons: {
    percentOf: ['', 'p% of a whole is p/100 times it'],
    partOfWhole: ['', 'the part divided by the whole is the fraction of the whole it is'],
    toPercent: ['', 'a fraction times 100 is the number of hundredths, a percentage'],
    change: ['', 'an increase adds the amount to the original; a decrease takes it away'],
  },
};
