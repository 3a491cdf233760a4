/** Why the composite-function kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const COMPOSITE_FUNCTION_REFUSALS = {
  compositeUnread: '{typed} was not understood as maths',
  compositeOfX: 'The functions are of x alone',
  compositeAtNumber:
    'The composite at a number is worked out where the functions are polynomials or fractions',
} as const;
