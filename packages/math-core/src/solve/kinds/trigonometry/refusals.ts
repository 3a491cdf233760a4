/** Why the trigonometry kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const TRIGONOMETRY_REFUSALS = {
  trigOneFunction: 'Give one trigonometric function of an angle',
  /** tan(90°): the angle is the point (0, 1), and what divides by zero there. */
  trigUndefined: '{value} is undefined: {angle} is the point {point} on the unit circle, and {why}',
  trigUndefinedTurn:
    '{value} is undefined: {angle} ends at {end}, which is the point {point} on the unit circle, and {why}',
  trigTanDivides: 'tan = sin/cos, and cos is 0 there',
  trigSecDivides: 'sec = 1/cos, and cos is 0 there',
  trigCotDivides: 'cot = cos/sin, and sin is 0 there',
  trigCscDivides: 'csc = 1/sin, and sin is 0 there',
  trigSolvable:
    'Trigonometric equations are solved in one of sin, cos or tan of the unknown itself, such as 2sin(x) = 1 or tan(x) = 1',
  trigEverywhere: 'This equation holds wherever it is defined',
  trigReduce:
    'Trigonometric equations are solved in sin, cos and tan of one angle (and of twice it) that reduce to one function, such as 2sin(x) = 1, sin(x) = cos(x) or sin(2x) = sin(x), and as one function at two angles, such as sin(3x) = sin(x)',
  trigNoExactList: 'These solutions have no exact form to list',
  trigEveryTurn:
    'The solutions of this equation in an interval are listed when they repeat every full turn',
  trigTooMany: 'There are more than {count} solutions in this interval',
  intervalBothEnds:
    'A trigonometric equation has solutions without end: give both ends of the interval, such as 0 ≤ x < 2π',
} as const;
