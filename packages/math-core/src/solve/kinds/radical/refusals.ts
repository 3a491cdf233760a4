/** Why the radical kind refuses an equation, by id: its sentences as data (see math/refusal). */
export const RADICAL_REFUSALS = {
  radicalSquareOnly: 'Only square roots of the unknown are supported',
  radicalNested: 'A square root inside a square root is not supported',
  radicalProduct: 'Products of square roots of the unknown are not supported',
  radicalPart: '{part} is not supported in an equation with a square root',
  radicalDivide: 'Dividing by the unknown is not supported in an equation with a square root',
  radicalTimesUnknown: 'Square roots multiplied by the unknown are not supported',
  radicalTwoUnknowns: 'One equation in two unknowns has no single answer',
  radicalMany: 'Equations with more than two square roots are not supported',
  radicalCancel: 'The square roots cancel: enter the equation without them',
  radicalEvery: 'Every number solves the squared equation; this is not supported',
  radicalShape:
    'Roots and fractional powers are supported as one root or power of a polynomial in the unknown, such as ∛(x + 1) = 2 or x^(2/3) = 4',
} as const;
