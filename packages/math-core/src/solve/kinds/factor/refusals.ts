/** Why the factor kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const FACTOR_REFUSALS = {
  factorNoUnknown:
    'There is no unknown to factor: enter a polynomial such as x^2-9, or a whole number from 2 to 10^12 for its prime factors',
  factorOneUnknown: 'Factoring is supported for polynomials in one unknown, such as x^2-9',
} as const;
