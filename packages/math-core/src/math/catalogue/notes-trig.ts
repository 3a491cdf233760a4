import type { NoteTable } from './notes';

/**
 * The notes of the steps for trigonometric equations and identities, logarithms and exponentials
 * (see ./notes for how a note is written). A sentence that names a function in words (sine,
 * cosine) has a form for each function, and one that differs by a word (positive, negative; add,
 * take away) a form for each word.
 */
export const TRIG_NOTES = {
  // Values at an angle
  radians: { toDegrees: 'Change radians to degrees: multiply by 180°/π' },
  turn: {
    sinTakeOne:
      'Take away one full turn: the angle ends in the same place, so its sine is the same',
    sinTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its sine is the same',
    sinAddOne: 'Add one full turn: the angle ends in the same place, so its sine is the same',
    sinAddMany: 'Add {turns} full turns: the angle ends in the same place, so its sine is the same',
    cosTakeOne:
      'Take away one full turn: the angle ends in the same place, so its cosine is the same',
    cosTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its cosine is the same',
    cosAddOne: 'Add one full turn: the angle ends in the same place, so its cosine is the same',
    cosAddMany:
      'Add {turns} full turns: the angle ends in the same place, so its cosine is the same',
    tanTakeOne:
      'Take away one full turn: the angle ends in the same place, so its tangent is the same',
    tanTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its tangent is the same',
    tanAddOne: 'Add one full turn: the angle ends in the same place, so its tangent is the same',
    tanAddMany:
      'Add {turns} full turns: the angle ends in the same place, so its tangent is the same',
    secTakeOne:
      'Take away one full turn: the angle ends in the same place, so its secant is the same',
    secTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its secant is the same',
    secAddOne: 'Add one full turn: the angle ends in the same place, so its secant is the same',
    secAddMany:
      'Add {turns} full turns: the angle ends in the same place, so its secant is the same',
    cscTakeOne:
      'Take away one full turn: the angle ends in the same place, so its cosecant is the same',
    cscTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its cosecant is the same',
    cscAddOne: 'Add one full turn: the angle ends in the same place, so its cosecant is the same',
    cscAddMany:
      'Add {turns} full turns: the angle ends in the same place, so its cosecant is the same',
    cotTakeOne:
      'Take away one full turn: the angle ends in the same place, so its cotangent is the same',
    cotTakeMany:
      'Take away {turns} full turns: the angle ends in the same place, so its cotangent is the same',
    cotAddOne: 'Add one full turn: the angle ends in the same place, so its cotangent is the same',
    cotAddMany:
      'Add {turns} full turns: the angle ends in the same place, so its cotangent is the same',
  },
  unitCircle: {
    point:
      '{angle} is the point {point} on the unit circle: cos is its x-coordinate, sin its y-coordinate',
    at: 'On the unit circle, {equation} in {turn} at',
  },
  reference: {
    sinPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; sine is positive there',
    sinNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; sine is negative there',
    cosPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cosine is positive there',
    cosNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cosine is negative there',
    tanPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; tangent is positive there',
    tanNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; tangent is negative there',
    secPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; secant is positive there',
    secNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; secant is negative there',
    cscPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cosecant is positive there',
    cscNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cosecant is negative there',
    cotPositiveThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cotangent is positive there',
    cotNegativeThere:
      '{angle} is in quadrant {quadrant}; reference angle {reference}; cotangent is negative there',
    sinSign: 'Sine of the reference angle, with the sign of quadrant {quadrant}',
    cosSign: 'Cosine of the reference angle, with the sign of quadrant {quadrant}',
    tanSign: 'Tangent of the reference angle, with the sign of quadrant {quadrant}',
    secSign: 'Secant of the reference angle, with the sign of quadrant {quadrant}',
    cscSign: 'Cosecant of the reference angle, with the sign of quadrant {quadrant}',
    cotSign: 'Cotangent of the reference angle, with the sign of quadrant {quadrant}',
    sinPositive:
      'The reference angle is {reference}, since {value}; sine is positive in quadrants I and II, so in {turn}',
    sinNegative:
      'The reference angle is {reference}, since {value}; sine is negative in quadrants III and IV, so in {turn}',
    cosPositive:
      'The reference angle is {reference}, since {value}; cosine is positive in quadrants I and IV, so in {turn}',
    cosNegative:
      'The reference angle is {reference}, since {value}; cosine is negative in quadrants II and III, so in {turn}',
    tanPositive:
      'The reference angle is {reference}, since {value}; tangent is positive in quadrants I and III, so in {turn}',
    tanNegative:
      'The reference angle is {reference}, since {value}; tangent is negative in quadrants II and IV, so in {turn}',
  },
  special: {
    firstQuadrant:
      '{angle} is in quadrant I, where every function is positive: the exact value at {angle}',
    byUnitCircle: 'The exact value at a special angle (unit circle)',
    byReference: 'The exact value at a special angle (reference angle)',
  },
  rounded: {
    logValue: 'Its value to {digits} significant digits',
    trigAngle:
      'This angle is not a multiple of 15° (π/12), so the value has no simple exact form; its value to {digits} significant digits',
    trigAngleNumber:
      'This angle is not a multiple of 15° (π/12), so the value has no simple exact form; its value to {digits} significant digits ({number} is read in radians: write {number}° for degrees)',
    trigValues:
      'A trigonometric value here is not at a multiple of 15° (π/12), so the result has no simple exact form; its value to {digits} significant digits',
  },
  operations: { trigPutIn: 'Put the value in' },
  // Equations in one function
  newUnknown: {
    degreesSolveFirst: 'Angles are in degrees. Solve for {call} first, as one unknown',
    radiansSolveFirst: 'Angles are in radians. Solve for {call} first, as one unknown',
    bothSolveFirst:
      'Angles are in degrees (the answer gives radians too). Solve for {call} first, as one unknown',
    solveFirst: 'Solve for {call} first, as one unknown',
    degreesSinCos: 'Angles are in degrees. Write everything in sin({angle}) and cos({angle})',
    radiansSinCos: 'Angles are in radians. Write everything in sin({angle}) and cos({angle})',
    bothSinCos:
      'Angles are in degrees (the answer gives radians too). Write everything in sin({angle}) and cos({angle})',
  },
  solveFor: { trigAlone: 'Get {unknown} alone on one side' },
  trigRange: {
    between: '{equation} has no solution: {call} is between −1 and 1 for every {unknown}',
    sec: 'sec({angle}) = 1/cos({angle}) and cos is between −1 and 1, so |sec({angle})| ≥ 1 wherever it is defined: {equation} has no solution',
    csc: 'csc({angle}) = 1/sin({angle}) and sin is between −1 and 1, so |csc({angle})| ≥ 1 wherever it is defined: {equation} has no solution',
  },
  inverse: {
    sin: '{equation} has no angle with an exact value: the inverse sine gives {angle}, and {half} minus it the other angle in {turn}, to {digits} significant digits',
    cos: '{equation} has no angle with an exact value: the inverse cosine gives {angle}, and {full} minus it the other angle in {turn}, to {digits} significant digits',
    tan: '{equation} has no angle with an exact value: the inverse tangent gives {angle}, and adding {half} the other angle in {turn}, to {digits} significant digits',
  },
  period: {
    together: 'Put the families together: every solution is in one of these',
    sin: 'Sine repeats every {period}: every solution, for any integer k',
    cos: 'Cosine repeats every {period}: every solution, for any integer k',
    tan: 'Tangent repeats every {period}: every solution, for any integer k',
    sinFor: 'Sine repeats every {period}: every solution for {angle}, for any integer k',
    cosFor: 'Cosine repeats every {period}: every solution for {angle}, for any integer k',
    tanFor: 'Tangent repeats every {period}: every solution for {angle}, for any integer k',
  },
  sides: {
    trigTake: 'Take {shift} from both sides: every solution for {unknown}',
    trigAdd: 'Add {shift} to both sides: every solution for {unknown}',
  },
  scale: {
    trigMultiply: 'Multiply by {multiply}: every solution for {unknown}',
    trigDivide: 'Divide by {divide}: every solution for {unknown}',
    trigTakeMultiply:
      'Take {shift} from both sides, then multiply by {multiply}: every solution for {unknown}',
    trigTakeDivide:
      'Take {shift} from both sides, then divide by {divide}: every solution for {unknown}',
    trigAddMultiply:
      'Add {shift} to both sides, then multiply by {multiply}: every solution for {unknown}',
    trigAddDivide:
      'Add {shift} to both sides, then divide by {divide}: every solution for {unknown}',
    trigGather: 'Gather {unknown} on the left and divide by {divide}',
    everyTermNeverZero: 'Multiply every term by {factor}, which is never 0',
  },
  // Equations brought to one function by identities
  quotientIdentity: {
    trigWrite: 'Write tan and cot in sin and cos: {identities}',
    identity: 'Quotient identity: {identities}',
    leftIdentity: 'Left side. Quotient identity: {identities}',
    rightIdentity: 'Right side. Quotient identity: {identities}',
  },
  reciprocalIdentity: {
    trigWrite: 'Write sec and csc in sin and cos: {identities}',
    identity: 'Reciprocal identity: {identities}',
    leftIdentity: 'Left side. Reciprocal identity: {identities}',
    rightIdentity: 'Right side. Reciprocal identity: {identities}',
  },
  doubleAngle: {
    identity: 'Double-angle identity: {identities}',
    leftIdentity: 'Left side. Double-angle identity: {identities}',
    rightIdentity: 'Right side. Double-angle identity: {identities}',
    trigWrite: 'Write the double angle in the single angle: {identities}',
    trigUse: 'Use the double-angle identity: {identity}',
  },
  pythagorean: {
    trigWrite: 'Use sin² + cos² = 1: {identities}',
    trigLeave: 'Use the Pythagorean identity: {identity}, to leave {call} only',
    identity: 'Pythagorean identity: {identities}',
    leftIdentity: 'Left side. Pythagorean identity: {identities}',
    rightIdentity: 'Right side. Pythagorean identity: {identities}',
  },
  divideByCos: {
    one: 'Where cos({angle}) = 0, sin({angle}) = ±1 and the left side is ±{left}, not 0: no solution is lost dividing by cos({angle}), and {identity}',
    two: 'Where cos({angle}) = 0, sin({angle}) = ±1 and the left side is {left}, not 0: no solution is lost dividing by cos²({angle}), and {identity}',
    odd: 'Where cos({angle}) = 0, sin({angle}) = ±1 and the left side is ±{left}, not 0: no solution is lost dividing by cos^{power}({angle}), and {identity}',
    even: 'Where cos({angle}) = 0, sin({angle}) = ±1 and the left side is {left}, not 0: no solution is lost dividing by cos^{power}({angle}), and {identity}',
  },
  harmonic: {
    oneSine:
      'Write {sum} as one sine: R = √(a² + b²) = {size}, and the angle α with cos α = a/R, sin α = b/R is {alpha}',
  },
  moveAll: { trigOneSide: 'Bring every term to one side' },
  lcd: {
    trigDefined:
      'Multiply both sides by {denominator}, which is not 0 where the equation is defined',
  },
  zeroProduct: { trigOnly: 'A product is 0 only when one of its factors is 0' },
  noDivideByZero: {
    trigUndefined: 'These are not solutions: the equation as typed is undefined there',
    tanUndefined:
      'These are not solutions: tan is undefined there, its angle an odd multiple of 90°',
  },
  // One function at two angles
  complementary: {
    write:
      'Write {given} as {written} of the complementary angle: {given}(θ) = {written}({quarter} − θ)',
  },
  sameValue: {
    degreesSin:
      'Angles are in degrees. sin has the same value at two angles when they are equal or add up to a half turn, give or take whole turns',
    radiansSin:
      'Angles are in radians. sin has the same value at two angles when they are equal or add up to a half turn, give or take whole turns',
    bothSin:
      'Angles are in degrees (the answer gives radians too). sin has the same value at two angles when they are equal or add up to a half turn, give or take whole turns',
    degreesCos:
      'Angles are in degrees. cos has the same value at two angles when they are equal or opposite, give or take whole turns',
    radiansCos:
      'Angles are in radians. cos has the same value at two angles when they are equal or opposite, give or take whole turns',
    bothCos:
      'Angles are in degrees (the answer gives radians too). cos has the same value at two angles when they are equal or opposite, give or take whole turns',
    degreesTan:
      'Angles are in degrees. tan has the same value at two angles when they differ by a whole number of half turns',
    radiansTan:
      'Angles are in radians. tan has the same value at two angles when they differ by a whole number of half turns',
    bothTan:
      'Angles are in degrees (the answer gives radians too). tan has the same value at two angles when they differ by a whole number of half turns',
  },
  addFractions: {
    trigOneFraction: 'Write as one fraction',
    leftTrigOneFraction: 'Left side. Write as one fraction',
    rightTrigOneFraction: 'Right side. Write as one fraction',
  },
  expand: {
    trigMultiplyOut: 'Multiply out and collect like terms',
    leftTrigMultiplyOut: 'Left side. Multiply out and collect like terms',
    rightTrigMultiplyOut: 'Right side. Multiply out and collect like terms',
  },
  cancelFactor: {
    trigDefined:
      'Cancel the common factor {factor}, which is not 0 where the expression is defined',
    leftTrigDefined:
      'Left side. Cancel the common factor {factor}, which is not 0 where the expression is defined',
    rightTrigDefined:
      'Right side. Cancel the common factor {factor}, which is not 0 where the expression is defined',
  },
  simplest: { noIdentity: 'No identity makes this shorter: it is already in its simplest form' },
  identityHolds: {
    leftNow: 'The left side is now the right side: the identity holds for every {unknown}',
    leftNowWhereOne:
      'The left side is now the right side: the identity holds for every {unknown} where {condition}',
    leftNowWhereTwo:
      'The left side is now the right side: the identity holds for every {unknown} where {condition} and {also}',
    leftNowWhereMany:
      'The left side is now the right side: the identity holds for every {unknown} where {conditions}',
    rightNow: 'The right side is now the left side: the identity holds for every {unknown}',
    rightNowWhereOne:
      'The right side is now the left side: the identity holds for every {unknown} where {condition}',
    rightNowWhereTwo:
      'The right side is now the left side: the identity holds for every {unknown} where {condition} and {also}',
    rightNowWhereMany:
      'The right side is now the left side: the identity holds for every {unknown} where {conditions}',
    bothAre: 'Both sides are {common}: the identity holds for every {unknown}',
    bothAreWhereOne:
      'Both sides are {common}: the identity holds for every {unknown} where {condition}',
    bothAreWhereTwo:
      'Both sides are {common}: the identity holds for every {unknown} where {condition} and {also}',
    bothAreWhereMany:
      'Both sides are {common}: the identity holds for every {unknown} where {conditions}',
  },
  counterexample: {
    at: 'At {unknown} = {angle} the two sides differ',
    atBoth: 'At {unknown} = {angle} ({radians}) the two sides differ',
  },
  cancelled: {
    trigNever: '{equation} never holds: {unknown} cancels and the angles that are left differ',
  },
  // Logarithms
  logOfBase: { numbers: 'Work out the logarithms of numbers' },
  changeBase: {
    natural: 'Change of base: the natural logarithm of the number over that of the base',
    powerBase: 'Change of base, log_(bᵏ)(a) = log_b(a)/k: {changes}',
  },
  logDefinition: {
    power: 'The logarithm is the power the base is raised to',
    exponential: 'Rewrite in exponential form: {equation}',
  },
  logDefined: {
    checkNegative:
      'Check {root}: {argument} is negative, so {logarithm} is undefined: reject {root}',
    checkZero: 'Check {root}: {argument} is 0, so {logarithm} is undefined: reject {root}',
  },
  check: { logarithms: 'Check {root}: every logarithm is defined and both sides are equal' },
  commonFactor: {
    collectUnknown: 'Collect the terms in {unknown} on one side and take {unknown} out as a factor',
  },
  logLaws: {
    exponentOut: 'Take the exponent out of the logarithm: log_b(cᵘ) = u·log_b(c)',
    cannotExpand: 'This logarithm cannot be expanded further',
    expand: 'Product, quotient and power rules, for positive values of the unknowns',
    condense:
      'Combine into one logarithm with the product, quotient and power rules, for positive values of the unknowns',
    combine: 'Combine the logarithms',
    combinePower: 'Combine the logarithms by the power rule (k·log(a) = log(aᵏ))',
    combineProduct: 'Combine the logarithms by the product rule (log(a) + log(b) = log(ab))',
    combineQuotient: 'Combine the logarithms by the quotient rule (log(a) − log(b) = log(a/b))',
    combinePowerProduct:
      'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)) and the product rule (log(a) + log(b) = log(ab))',
    combinePowerQuotient:
      'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)) and the quotient rule (log(a) − log(b) = log(a/b))',
    combineProductQuotient:
      'Combine the logarithms by the product rule (log(a) + log(b) = log(ab)) and the quotient rule (log(a) − log(b) = log(a/b))',
    combinePowerProductQuotient:
      'Combine the logarithms by the power rule (k·log(a) = log(aᵏ)), the product rule (log(a) + log(b) = log(ab)) and the quotient rule (log(a) − log(b) = log(a/b))',
  },
  // Exponential equations
  asPower: {
    ofTheBase: 'Write the number as a power of the base',
    everyPower: 'Write every power as a power of {power}',
    everyPowerAs: 'Write every power as a power of {power}: {rewrites}',
    moveEveryPower: 'Move every term to the left side and write every power as a power of {power}',
    moveEveryPowerAs:
      'Move every term to the left side and write every power as a power of {power}: {rewrites}',
  },
  positivePower: {
    noSolution: '{power} is positive for every {unknown}, so {equation} has no solution',
    neverEquals:
      '{power} is positive for every {unknown}, so it never equals {value}: there are no real solutions',
  },
  samePower: { case: 'Case {case}: {equation}' },
  exponentZero: { one: 'A power equals 1 when its exponent is 0' },
  oneToAny: {
    every: '1 to any power is 1, so every real {unknown} is a solution',
    never: '1 to any power is 1, so {power} never equals {value}: there are no real solutions',
  },
  zeroToAny: {
    never:
      '{power} is 0 where it is defined ({exponent} > 0) and undefined for {exponent} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so it never equals {value}: there are no real solutions',
    where:
      '{power} = 0 for every {exponent} > 0, and is undefined for {exponent} ≤ 0 (0⁰ is undefined; a negative power of 0 divides by zero), so the solutions are where {exponent} > 0',
  },
  ineqScale: {
    zeroPowerSolve: 'Solve the inequality for the unknown',
    zeroPowerSolveTurned:
      'Solve the inequality for the unknown (dividing by a negative number turns > into <)',
  },
} as const satisfies NoteTable;
