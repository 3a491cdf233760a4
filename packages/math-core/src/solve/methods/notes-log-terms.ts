/**
 * The words of the laws of logarithms and the change of base, in English: the steps that
 * ./log-terms.ts and the equation solver write when they combine logarithms or take an exponent
 * out of one, and the change of base the logarithm kinds write. Brought by the kinds that solve
 * equations with logarithms (with the equation cases' notes) and by the logarithm kind.
 */
import type { Notes } from '../../math/catalogue/types';

export const logTermsMethodNotes: Notes = {
  forms: {
    logLaws: {
      exponentOut: 'Take the exponent out of the logarithm: log_b(cᵘ) = u·log_b(c)',
      combine: 'Combine the logarithms',
      combineProduct: 'Combine the logarithms by the product rule (log(a) + log(b) = log(ab))',
      combineQuotient: 'Combine the logarithms by the quotient rule (log(a) − log(b) = log(a/b))',
      combinePowerProduct:
        'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)) and the product rule (log(a) + log(b) = log(ab))',
      combinePowerProductQuotient:
        'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)), the product rule (log(a) + log(b) = log(ab)) and the quotient rule (log(a) − log(b) = log(a/b))',
    },
  },
  reasons: {
    changeBase: [
      'Change of base',
      'log_b(a) = ln(a)/ln(b): both are the power b is raised to, to give a',
    ],
    logLaws: [
      'Laws of logarithms',
      'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
    ],
  },
};
