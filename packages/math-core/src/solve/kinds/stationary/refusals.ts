/** Why the stationary kind refuses a function, by id: its sentences as data (see math/refusal). */
export const STATIONARY_REFUSALS = {
  stationaryScope:
    'Stationary points and where a function increases are worked out for a polynomial in one letter, such as y = x^3 - 3x',
  stationaryInexact:
    'The stationary points of this polynomial are not numbers the solver can write exactly',
} as const;
