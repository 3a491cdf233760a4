/** Why the rational-equation kind refuses an equation, by id: its sentences as data (see math/refusal). */
export const RATIONAL_EQUATION_REFUSALS = {
  rationalNested: 'A fraction inside a denominator is not supported in an equation',
} as const;
