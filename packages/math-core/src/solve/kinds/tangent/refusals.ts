/** Why the tangent kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const TANGENT_REFUSALS = {
  tangentCurve: 'Give the curve as y = …, f(x) = … or an expression in x',
  tangentPointUnread: 'The point {point} was not understood',
  tangentPointForm: 'Give the point as {letter} = a number or as (a, b)',
  /** What has no exact value: tangentThePoint, tangentValueAt or tangentSlopeAt. */
  tangentNotExact: '{what} is not a number the solver can write exactly',
  tangentThePoint: 'The point',
  tangentValueAt: "The curve's value at {at}",
  tangentSlopeAt: 'The slope at {at}',
  tangentOneLetter: 'The curve is a function of one letter, such as y = x^2 + 1',
  tangentOffCurve: 'The point {point} is not on the curve: at {at} it is at {y}',
} as const;
