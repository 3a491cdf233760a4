import type { NoteTable } from './notes';

/** The notes of the steps for graphs, domain and range, limits, derivatives, stationary points, tangents, inverse and composite functions, shapes and sequences (see ./notes for how a note is written). */
export const CALCULUS_NOTES = {
  // Graphs: the features of a function, and where two meet.
  sides: {
    graphSlopeForm: 'Write it in the form y = mx + b',
    graphSolveY: 'Solve for y: get the y term alone, then divide by its coefficient',
  },
  each: { graphFor: 'For {function}' },
  yIntercept: {
    valueAt: 'The y-intercept is the value at {unknown} = 0',
    constantTerm: 'The y-intercept is the value at {unknown} = 0: the constant term',
  },
  xIntercept: {
    where: 'The x-intercepts are where y = 0',
    whereLine: 'The x-intercept is where y = 0: {equation}',
    never: 'The equation has no real solution, so the graph never crosses the x-axis',
    onePoint: 'So the graph crosses the x-axis at one point',
    points: 'So the graph crosses the x-axis at {count} points',
    graphAt: 'So the graph crosses the x-axis at',
    lineAt: 'So the line crosses the x-axis at',
    numeratorNever: 'The numerator left is never 0, so the graph never crosses the x-axis',
    numeratorZero: 'The x-intercepts are where the numerator left is 0',
  },
  slope: {
    graphRises:
      'The slope is m, the coefficient of {unknown}: the line rises {rise} for each 1 across',
    graphFalls:
      'The slope is m, the coefficient of {unknown}: the line falls {fall} for each 1 across',
  },
  flat: {
    horizontal: 'y does not change with {unknown}: the graph is a horizontal line with slope 0',
  },
  vertex: {
    graphRead: 'Read a, b and c from y = ax² + bx + c',
    graphAxis: 'The axis of symmetry is x = −b/(2a)',
    graphPut: 'The vertex is on the axis: put {unknown} = {value} into the function',
    rangeUp: 'The vertex is at x = {h}, where the parabola turns at y = {k}; it opens up',
    rangeDown: 'The vertex is at x = {h}, where the parabola turns at y = {k}; it opens down',
  },
  opens: {
    up: 'a is positive, so the parabola opens upward and the vertex is its lowest point',
    down: 'a is negative, so the parabola opens downward and the vertex is its highest point',
  },
  turning: {
    graphWhere: 'The graph turns where its slope, the derivative, is 0 and changes sign',
    graphNone: 'The slope never changes sign, so the graph has no turning point',
    graphPoints: 'The turning points',
  },
  noDivideByZero: {
    graphDenominator: 'The function is undefined where its denominator is 0',
    domainNeeds: '{subject} needs {expression} to be not 0: {where}',
    domainNever: '{subject} needs {expression} to be not 0: it never is',
  },
  cancelFactor: { graphCommon: 'Cancel the common factor {factor}' },
  hole: {
    cancelled:
      'Where the cancelled factor is 0 the function is still undefined: the graph has a hole there, at the value the rest takes',
  },
  asymptote: {
    vertical:
      'Where the denominator left is 0 the function grows without bound: vertical asymptotes',
    lineOverLine:
      'A line over a line takes every value but the ratio of their slopes, {ratio}: its horizontal asymptote',
  },
  degrees: {
    graphLower:
      'The numerator has a lower degree than the denominator, so far out the function tends to 0',
    graphEqual:
      'The degrees are equal, so far out the function tends to the ratio of the leading coefficients',
  },
  longDivision: {
    graphSlant:
      'The numerator is one degree higher: dividing it by the denominator leaves a line plus a part that tends to 0',
  },
  meet: {
    where: 'The graphs meet where the two functions are equal',
    never: 'The equation has no real solution, so the graphs never meet',
    put: 'Put each solution into either function for the point where they meet',
    same: 'The equation holds for every {unknown}: the two graphs are the same',
    sameExceptOne:
      'The equation holds for every {unknown} where both sides are defined: the graphs are the same, except at {at}, where {function} is undefined (a hole)',
    sameExceptMany:
      'The equation holds for every {unknown} where both sides are defined: the graphs are the same, except at {at}, where one side is undefined (holes)',
    samePieces:
      'With the bars opened, the two sides are the same polynomial here: the graphs are the same',
    nowhereElse: 'Elsewhere the two sides are never equal, so the graphs meet nowhere else',
    elsewhere: 'Elsewhere they are equal at these points only',
  },
  absPieces: { cuts: 'Open each absolute value by the sign of what is inside: it changes at' },
  completeSquare: { conicBoth: 'Complete the square in {first} and in {second}' },
  scale: { conicDivide: 'Divide by {divide}' },
  circle: {
    radius:
      'A circle (x − h)² + (y − k)² = r² has center (h, k) and radius r, the square root of r²',
  },
  ellipse: {
    divide:
      'Divide by {divide}: an ellipse with center (h, k), reaching √(c/a) across and √(c/b) up from it',
  },
  // Domain and range.
  rootPositive: {
    domainNeeds: '{subject} needs {expression} to be at least 0: {where}',
    domainNever: '{subject} needs {expression} to be at least 0: it never is',
  },
  logDefined: {
    domainNeeds: '{subject} needs {expression} to be above 0: {where}',
    domainNever: '{subject} needs {expression} to be above 0: it never is',
  },
  conditions: {
    domainNothing: 'Nothing in {function} restricts {unknown}: it is defined for every {unknown}',
    rangeValues: 'The range: every value {function} takes',
  },
  both: { domainAll: 'The domain is where every need holds at once' },
  rangeAll: {
    line: 'A line that is not flat takes every value',
    odd: 'A polynomial of odd degree goes from −∞ to ∞ and takes every value on the way',
  },
  rangeMonotone: {
    negative: 'Multiplying by a negative number reverses the order of the values',
    positive: 'Multiplying by a positive number and adding keep the order of the values',
    root: 'A square root is defined from 0 up and keeps the order of the values',
    powerKeeps: '{base} to a power is always above 0 and keeps the order of the values',
    powerReverses: '{base} to a power is always above 0 and reverses the order of the values',
    logKeeps: 'A logarithm is defined above 0 and keeps the order of the values',
    logReverses: 'A logarithm is defined above 0 and reverses the order of the values',
    odd: 'An odd power keeps the order of the values',
  },
  rangeReciprocal: {
    turned:
      'A reciprocal is never 0; it reverses the order of values of one sign, and is large where they are near 0',
  },
  absPositive: { rangeDistance: 'An absolute value is the distance from 0: never negative' },
  evenPower: {
    rangeSizes: 'An even power is never negative: it takes the sizes of the values in order',
  },
  trigRange: {
    rangeEvery: '{function} of every angle takes every value from −1 to 1',
    rangeTan: 'tan takes every value on each half turn between its asymptotes',
  },
} as const satisfies NoteTable;
