import type { NoteTable } from './notes';

/** The notes of the steps for graphs, domain and range, limits, derivatives, stationary points, tangents, inverse and composite functions, shapes and sequences (see ./notes for how a note is written). */
export const CALCULUS_NOTES = {
  // Graphs: the features of a function, and where two meet.
  sides: {
    graphSlopeForm: 'Write it in the form y = mx + b',
    graphSolveY: 'Solve for y: get the y term alone, then divide by its coefficient',
    tangentSlopeForm: 'Write it as y = mx + c',
    inverseTakeAway: 'Take both sides away from {from}',
    inverseCollect: 'Collect the {unknown} terms on one side',
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
    limitLower: 'The bottom has the higher degree, so the quotient tends to 0',
    limitConstant: 'A constant is its own limit',
    limitPolynomial: 'A polynomial grows without bound, with the sign of its leading term there',
    limitEqual:
      'The top and the bottom have the same degree: the limit is the ratio of their leading coefficients',
    limitHigher:
      'The top has the higher degree, so the quotient grows without bound, with the sign of its leading term there',
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
    inverseValues:
      'A square root is never negative, so {inverse} takes only these values of {unknown}, the values {function} gives',
  },
  logDefined: {
    domainNeeds: '{subject} needs {expression} to be above 0: {where}',
    domainNever: '{subject} needs {expression} to be above 0: it never is',
    limitOneSide:
      'A logarithm is defined only for positive numbers, and {inside} is positive only on one side: the two-sided limit does not exist',
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
  // Derivatives: the standard derivatives, alone and inside the chain rule.
  standard: {
    ln: 'Derivative of ln: d/dx ln(u) = 1/u',
    log: 'Derivative of a logarithm: d/dx log_b(u) = 1/(u·ln(b))',
    sin: 'Derivative of sine: d/dx sin(u) = cos(u)',
    cos: 'Derivative of cosine: d/dx cos(u) = −sin(u)',
    tan: 'Derivative of tangent: d/dx tan(u) = 1/cos²(u)',
    exp: 'Derivative of the exponential: d/dx eᵘ = eᵘ',
    expBase: 'Derivative of an exponential: d/dx aᵘ = aᵘ·ln(a)',
  },
  chain: {
    ln: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of ln: d/dx ln(u) = 1/u)',
    log: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of a logarithm: d/dx log_b(u) = 1/(u·ln(b)))',
    sin: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of sine: d/dx sin(u) = cos(u))',
    cos: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of cosine: d/dx cos(u) = −sin(u))',
    tan: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of tangent: d/dx tan(u) = 1/cos²(u))',
    exp: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of the exponential: d/dx eᵘ = eᵘ)',
    expBase:
      'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (derivative of an exponential: d/dx aᵘ = aᵘ·ln(a))',
    power: 'Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (power rule: d/dx uⁿ = n·uⁿ⁻¹)',
    rootPower:
      'Write the root as a power: {root} = {power}. Chain rule: d/dx f(u) = f′(u)·u′, with u = {u} (power rule: d/dx uⁿ = n·uⁿ⁻¹)',
  },
  power: { root: 'Write the root as a power: {root} = {power}. Power rule: d/dx xⁿ = n·xⁿ⁻¹' },
  second: { derivative: 'The second derivative is the derivative of the first derivative' },
  // Stationary points and tangents.
  stationary: {
    flat: 'At a stationary point the tangent is flat: the derivative is 0',
    none: 'The derivative is never 0, so there are no stationary points',
  },
  substitute: {
    stationaryPut: 'Put {unknown} = {value} into the function',
    tangentPoint: 'The point on the curve: put {unknown} = {value} into the function',
    compositeInner: 'Work out the inner function first: put x = {value} into {function}',
    compositeOuter: 'Then put x = {value} into {function}',
    compositeInto: 'Put {inner} = {expression} into {function} in place of x',
    sequencePut: 'Put n = {k}',
    circleAreaPut: 'Put in the radius',
    circlePerimeterPut: 'Put in the radius',
    squareAreaPut: 'Put in the side',
    squarePerimeterPut: 'Put in the side',
    rectangleAreaPut: 'Put in the length, width',
    rectanglePerimeterPut: 'Put in the length, width',
    triangleAreaPut: 'Put in the base, height',
    triangleAreaSidesPut: 'Put in the side a, base, side c',
    trianglePerimeterPut: 'Put in the side a, base, side c',
    parallelogramAreaPut: 'Put in the base, height',
    trapezoidAreaPut: 'Put in the side a, base, height',
    sphereVolumePut: 'Put in the radius',
    sphereSurfaceAreaPut: 'Put in the radius',
    cylinderVolumePut: 'Put in the radius, height',
    cylinderSurfaceAreaPut: 'Put in the radius, height',
    coneVolumePut: 'Put in the radius, height',
    cubeVolumePut: 'Put in the side',
    cubeSurfaceAreaPut: 'Put in the side',
    boxVolumePut: 'Put in the length, width, height',
    boxSurfaceAreaPut: 'Put in the length, width, height',
  },
  derivativeSign: {
    rises:
      'Test {unknown} = {value}: the derivative is positive, so the function increases for {where}',
    falls:
      'Test {unknown} = {value}: the derivative is negative, so the function decreases for {where}',
    risesAll:
      'Test {unknown} = {value}: the derivative is positive, so the function increases for every {unknown}',
    fallsAll:
      'Test {unknown} = {value}: the derivative is negative, so the function decreases for every {unknown}',
  },
  firstDerivativeTest: {
    maximum: 'The derivative changes from + to − at {unknown} = {value}: a local maximum',
    minimum: 'The derivative changes from − to + at {unknown} = {value}: a local minimum',
    inflection:
      'The derivative has the same sign on both sides of {unknown} = {value}: a stationary point of inflection',
  },
  tangentSlope: {
    derivativeThere: 'The slope of the curve at {unknown} = {value} is the derivative there',
  },
  perpendicular: {
    normalVertical:
      'The tangent is flat, so the normal, perpendicular to it, is the vertical line through the point',
    normalSlope: 'The normal is perpendicular to the tangent: its slope is −1 over the tangent’s',
  },
  pointSlope: {
    through: 'The line through {point} with slope {slope}: y − y₁ = m({unknown} − {unknown}₁)',
  },
  // Limits.
  direct: { defined: 'The function is defined at {unknown} = {value}: substitute' },
  cancelLimit: {
    common: 'Substituting gives 0/0: cancel the common factor {factor} of the top and the bottom',
  },
  unbounded: {
    signAbove:
      'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has just above the point',
    signBelow:
      'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has just below the point',
    signBoth:
      'The denominator is 0 there and the numerator is not: the function grows without bound, with the sign it has on both sides of the point',
    sidesDiffer:
      'The denominator is 0 there and the numerator is not: the limit does not exist, as the function tends to {left} from the left and to {right} from the right',
  },
  lHopital: {
    zeroOverZero:
      "The form 0/0: by L'Hôpital's rule the limit is that of the derivative of the top over the derivative of the bottom",
    infinityOverInfinity:
      "The form ∞/∞: by L'Hôpital's rule the limit is that of the derivative of the top over the derivative of the bottom",
  },
  expLimit: {
    rewrite:
      'The form 1^∞: write it as e^(v·ln(u)) and find the limit of the exponent {exponent}, as a quotient',
    power: 'So the limit is e to that power',
  },
  limitPower: {
    grows:
      'A power of {base} follows its exponent: a growing exponent makes it grow, a falling one sends it to 0',
    follows: 'A power of {base} follows its exponent: it tends to that power of the limit',
  },
  limitFactor: { keeps: 'A constant factor {factor} keeps it unbounded, with its sign' },
  toZero: { numberOver: 'A number divided by a quantity that grows without bound tends to 0' },
  oscillates: {
    round:
      "{inner} grows without bound, so {function} goes round the unit circle's values again and again: the limit does not exist",
  },
  absSide: {
    above: 'Just above {unknown} = {value}, {sign}, so {open}',
    below: 'Just below {unknown} = {value}, {sign}, so {open}',
  },
  twoSides: { differ: 'The limits from the two sides differ, so the limit does not exist' },
  logToZero: {
    positive:
      '{inside} tends to 0 through positive numbers, and the logarithm of a small positive number is a large negative one',
  },
  // Inverse functions: swap x and y, then undo each operation.
  swapXY: { write: 'Write y = {function}, then swap {unknown} and y' },
  alone: { inverse: '{unknown} is {inverse}' },
  reciprocal: { inverseMultiply: 'Take the reciprocal of both sides and multiply by {multiply}' },
  nthRoot: {
    inverseCube: 'Take the cube root of both sides',
    inverseRoot: 'Take the {index}th root of both sides',
    inversePower: 'Raise both sides to the power {power}',
  },
  raise: {
    inverseSquare: 'Square both sides',
    inversePower: 'Raise both sides to the power {power}',
  },
  takeLog: { inverseLn: 'Take ln of both sides' },
  logDefinition: {
    inverseLog: 'Take log base {base} of both sides',
    inverseRaiseE: 'Raise e to the power of both sides',
    inverseRaise: 'Raise {base} to the power of both sides',
  },
  expand: { compositeMultiply: 'Multiply out and collect like terms' },
  // Shapes: a formula stated, the lengths put in, and the value worked out.
  measureFormula: {
    circleArea: 'The area of a circle',
    circlePerimeter: 'The circumference of a circle',
    squareArea: 'The area of a square',
    squarePerimeter: 'The perimeter of a square',
    rectangleArea: 'The area of a rectangle',
    rectanglePerimeter: 'The perimeter of a rectangle',
    triangleArea: 'The area of a triangle',
    triangleAreaSides: 'The area of a triangle',
    trianglePerimeter: 'The perimeter of a triangle',
    parallelogramArea: 'The area of a parallelogram',
    trapezoidArea: 'The area of a trapezoid',
    sphereVolume: 'The volume of a sphere',
    sphereSurfaceArea: 'The surface area of a sphere',
    cylinderVolume: 'The volume of a cylinder',
    cylinderSurfaceArea: 'The surface area of a cylinder',
    coneVolume: 'The volume of a cone',
    cubeVolume: 'The volume of a cube',
    cubeSurfaceArea: 'The surface area of a cube',
    boxVolume: 'The volume of a box',
    boxSurfaceArea: 'The surface area of a box',
  },
  operations: {
    shapeHalfPerimeter: 'p is half the perimeter',
    shapeWorkOut: 'Work it out',
  },
  // Sequences and series.
  arithmeticSequence: {
    found:
      'Each term is the one before plus the same number, the common difference d: the sequence is arithmetic, with first term {first}',
    next: 'Add the common difference {d}',
  },
  geometricSequence: {
    found:
      'Each term is the one before times the same number, the common ratio r: the sequence is geometric, with first term {first}',
    next: 'Multiply by the common ratio {r}',
  },
  nthTerm: {
    arithmetic: 'The nth term is the first term plus n − 1 common differences',
    geometric: 'The nth term is the first term times n − 1 common ratios',
  },
  arithmeticSum: {
    formula: 'The sum of the first n terms is n/2 × (2a + (n − 1)d)',
    put: 'The sum of the first n terms is n/2 × (2a + (n − 1)d): put n = {k}',
  },
  geometricSum: {
    formula: 'The sum of the first n terms is a(rⁿ − 1)/(r − 1)',
    put: 'The sum of the first n terms is a(rⁿ − 1)/(r − 1): put n = {k}',
  },
  noSumToInfinity: {
    arithmetic:
      'There is no sum to infinity: the common difference is {d}, so the terms do not shrink towards 0 and the sums of more and more terms settle on no number',
    geometric:
      'There is no sum to infinity: the common ratio {r} is not between −1 and 1, so the terms do not shrink towards 0 and the sums of more and more terms settle on no number',
  },
  sumToInfinity: {
    ratio: 'The common ratio is between −1 and 1, so the sum to infinity is a/(1 − r)',
  },
  // Draws of cards from a deck or of balls from a bag: the words of the deck, of what a draw must
  // give and of the counting are terms of DRAW_TERMS below, named by key.
  equallyLikely: {
    drawOne: '{thing:drawSource}; 1 of them is {pick:pickOne}',
    drawSome: '{thing:drawSource}; {count} of them are {pick:pickMany}',
    drawFirst: '{thing:drawSource}. First draw: {count} of the {all} give {pick:pickOne}',
  },
  independent: {
    drawPutBack:
      '{draw:ordinal} draw: the {thing:drawThing} is put back, so again {count} of the {all} give {pick:pickOne}',
  },
  withoutReplacement: {
    drawLeft:
      '{draw:ordinal} draw: {left} {thing:drawThings} are left, and {count} of them give {pick:pickOne}',
  },
  binomialCount: {
    drawOrders:
      '{thing:drawSource}; each {thing:drawThing} is put back. The {draws} draws can come in {ways} orders, each with the product of the chances',
  },
  combinations: {
    drawSets:
      '{thing:drawSource}. The order does not matter: count the sets of {draws} with {kinds:drawChoices}, among all C({all}, {draws}) = {sets} sets',
  },
} as const satisfies NoteTable;

/**
 * The words of draws from a deck or a bag, by table and key: a note's template names a table
 * (`{pick:pickOne}`) and the step's parameter of that name holds the key (`pick: 'rank'`); each
 * term is itself a template over the same parameters (`rank: 1` makes "an ace"). A deck's ranks,
 * suits and colours are these words; a bag's colours and what it holds are the student's own
 * words (`{colour}`, `{noun}`), shown as typed.
 */
export const DRAW_TERMS = {
  /** What is drawn from, said in full. */
  drawSource: {
    deck: 'A standard deck has 52 cards: 13 of each suit, hearts and diamonds red, clubs and spades black',
    bag: 'The {container} has {total} {noun}s: {contents}',
  },
  drawThing: { deck: 'card', bag: '{noun}' },
  drawThings: { deck: 'cards', bag: '{noun}s' },
  /** The n-th draw, at the start of a sentence. */
  ordinal: {
    1: 'First',
    2: 'Second',
    3: 'Third',
    4: 'Fourth',
    5: 'Fifth',
    6: 'Sixth',
    other: 'Draw {draw}',
  },
  /** How many of each kind a set of draws holds, among how many there are: by the number of kinds. */
  drawChoices: {
    2: '{k1} of the {n1} and {k2} of the {n2}',
    3: '{k1} of the {n1} and {k2} of the {n2} and {k3} of the {n3}',
    4: '{k1} of the {n1} and {k2} of the {n2} and {k3} of the {n3} and {k4} of the {n4}',
  },
  /** What one draw gives. */
  pickOne: {
    colour: 'a {colour:cardColour} card',
    face: 'a face card',
    colourFace: 'a {colour:cardColour} face card',
    rank: '{rank:rankOne}',
    colourRank: 'a {colour:cardColour} {rank:rank}',
    suit: '{suit:suitOne}',
    rankOfSuit: 'the {rank:rank} of {suit:suitMany}',
    bag: 'a {colour} {noun}',
    bagAn: 'an {colour} {noun}',
    not: 'not {was:pickOne}',
  },
  /** What several draws give, each. */
  pickMany: {
    colour: '{colour:cardColour} cards',
    face: 'face cards',
    colourFace: '{colour:cardColour} face cards',
    rank: '{rank:rankMany}',
    colourRank: '{colour:cardColour} {rank:rankMany}',
    suit: '{suit:suitMany}',
    rankOfSuit: 'the {rank:rank} of {suit:suitMany}',
    bag: '{colour} {noun}s',
    bagAn: '{colour} {noun}s',
    not: 'not {was:pickMany}',
  },
  cardColour: { red: 'red', black: 'black' },
  rank: {
    1: 'ace',
    2: '2',
    3: '3',
    4: '4',
    5: '5',
    6: '6',
    7: '7',
    8: '8',
    9: '9',
    10: '10',
    11: 'jack',
    12: 'queen',
    13: 'king',
  },
  rankOne: {
    1: 'an ace',
    2: 'a 2',
    3: 'a 3',
    4: 'a 4',
    5: 'a 5',
    6: 'a 6',
    7: 'a 7',
    8: 'an 8',
    9: 'a 9',
    10: 'a 10',
    11: 'a jack',
    12: 'a queen',
    13: 'a king',
  },
  rankMany: {
    1: 'aces',
    2: '2s',
    3: '3s',
    4: '4s',
    5: '5s',
    6: '6s',
    7: '7s',
    8: '8s',
    9: '9s',
    10: '10s',
    11: 'jacks',
    12: 'queens',
    13: 'kings',
  },
  suitOne: { hearts: 'a heart', diamonds: 'a diamond', clubs: 'a club', spades: 'a spade' },
  suitMany: { hearts: 'hearts', diamonds: 'diamonds', clubs: 'clubs', spades: 'spades' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;
