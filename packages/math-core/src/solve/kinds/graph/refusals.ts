/** Why the graph kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const GRAPH_REFUSALS = {
  graphOnePoint: 'This equation holds at one point only, {point}, so there is no curve to draw',
  graphNoPoint: 'No point satisfies this equation: a sum of squares cannot be negative',
  graphNotFunction:
    'Only equations that can be solved for y, circles and ellipses are graphed, such as y = x^2, 2x + 3y = 6 or x^2 + y^2 = 25',
  graphTooMany: 'At most two functions are drawn at once, such as graph y=x^2 and y=2x+1',
} as const;
