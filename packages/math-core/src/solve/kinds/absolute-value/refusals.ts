/** Why the absolute-value kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const ABSOLUTE_VALUE_REFUSALS = {
  absoluteShape:
    'Absolute values are supported as one |…| of the unknown, maybe times a number plus a number, compared with a number: |2x − 1| = 5, 3|x + 2| − 1 < 8',
  /** absoluteShape, then the other form: one absolute value on each side. */
  absoluteOrTwo:
    '{shape}; or an absolute value on each side and nothing else: |x − 1| = |2x + 4|, |x − 1| < |x + 2|',
  absoluteBothSides:
    'An absolute value compared with an expression in the unknown is supported with the unknown inside to the first power and a polynomial of at most the second power on the other side: |x − 1| = x − 1, |2x| > x + 3',
  absoluteSquare:
    'Absolute values are supported with the unknown inside to at most the second power',
} as const;
