/** Why prime factors are refused: the sentences by id. */
export const PRIME_FACTORS_REFUSALS = {
  primeFactorsNoUnknown:
    'There is no unknown to factor: enter a polynomial such as x^2-9, or a whole number from 2 to 10^12 for its prime factors',
} as const;
