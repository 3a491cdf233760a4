/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const trigonometryNotes: Notes = {
  forms: {
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
    },
    moveAll: {
      trigOneSide: 'Bring every term to one side',
    },
    cancelled: {
      trigNever: '{equation} never holds: {unknown} cancels and the angles that are left differ',
    },
    zeroProduct: {
      trigOnly: 'A product is 0 only when one of its factors is 0',
    },
    solveFor: {
      trigAlone: 'Get {unknown} alone on one side',
    },
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
    rounded: {
      trigAngle:
        'This angle is not a multiple of 15° (π/12), so the value has no simple exact form; its value to {digits} significant digits',
      trigAngleNumber:
        'This angle is not a multiple of 15° (π/12), so the value has no simple exact form; its value to {digits} significant digits ({number} is read in radians: write {number}° for degrees)',
      trigValues:
        'A trigonometric value here is not at a multiple of 15° (π/12), so the result has no simple exact form; its value to {digits} significant digits',
    },
    operations: {
      trigPutIn: 'Put the value in',
    },
    radians: {
      toDegrees: 'Change radians to degrees: multiply by 180°/π',
    },
    turn: {
      sinTakeOne:
        'Take away one full turn: the angle ends in the same place, so its sine is the same',
      sinTakeMany:
        'Take away {turns} full turns: the angle ends in the same place, so its sine is the same',
      sinAddOne: 'Add one full turn: the angle ends in the same place, so its sine is the same',
      sinAddMany:
        'Add {turns} full turns: the angle ends in the same place, so its sine is the same',
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
      cotAddOne:
        'Add one full turn: the angle ends in the same place, so its cotangent is the same',
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
    trigRange: {
      between: '{equation} has no solution: {call} is between −1 and 1 for every {unknown}',
      sec: 'sec({angle}) = 1/cos({angle}) and cos is between −1 and 1, so |sec({angle})| ≥ 1 wherever it is defined: {equation} has no solution',
      csc: 'csc({angle}) = 1/sin({angle}) and sin is between −1 and 1, so |csc({angle})| ≥ 1 wherever it is defined: {equation} has no solution',
    },
    period: {
      noneIn: 'No solution lies in {interval}',
      within:
        'The solutions with {interval}: each solution in one turn, moved by whole turns ({turn}) into the interval',
      together: 'Put the families together: every solution is in one of these',
      sin: 'Sine repeats every {period}: every solution, for any integer k',
      cos: 'Cosine repeats every {period}: every solution, for any integer k',
      tan: 'Tangent repeats every {period}: every solution, for any integer k',
      sinFor: 'Sine repeats every {period}: every solution for {angle}, for any integer k',
      cosFor: 'Cosine repeats every {period}: every solution for {angle}, for any integer k',
      tanFor: 'Tangent repeats every {period}: every solution for {angle}, for any integer k',
    },
    inverse: {
      sin: '{equation} has no angle with an exact value: the inverse sine gives {angle}, and {half} minus it the other angle in {turn}, to {digits} significant digits',
      cos: '{equation} has no angle with an exact value: the inverse cosine gives {angle}, and {full} minus it the other angle in {turn}, to {digits} significant digits',
      tan: '{equation} has no angle with an exact value: the inverse tangent gives {angle}, and adding {half} the other angle in {turn}, to {digits} significant digits',
    },
    pythagorean: {
      trigWrite: 'Use sin² + cos² = 1: {identities}',
      trigLeave: 'Use the Pythagorean identity: {identity}, to leave {call} only',
    },
    doubleAngle: {
      trigWrite: 'Write the double angle in the single angle: {identities}',
      trigUse: 'Use the double-angle identity: {identity}',
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
    noDivideByZero: {
      trigUndefined: 'These are not solutions: the equation as typed is undefined there',
      tanUndefined:
        'These are not solutions: tan is undefined there, its angle an odd multiple of 90°',
    },
    lcd: {
      trigDefined:
        'Multiply both sides by {denominator}, which is not 0 where the equation is defined',
    },
  },
  reasons: {
    newUnknown: ['', 'taking the part that repeats as one unknown gives a simpler equation'],
    radians: ['', 'π radians is 180°'],
    turn: ['', 'a full turn ends at the same point of the unit circle, so the values repeat'],
    unitCircle: ['', 'the point at the angle θ on the unit circle is (cos θ, sin θ)'],
    reference: [
      'Reference angle',
      'an angle has the values of its reference angle, with the sign of its quadrant',
    ],
    special: [
      '',
      'the exact values at 30°, 45° and 60° come from half-squares and half-equilateral triangles',
    ],
    period: ['', 'sin and cos repeat every full turn, tan every half turn'],
    inverse: ['', 'the inverse function gives one angle with that value; symmetry gives the other'],
    divideByCos: [
      '',
      'dividing by cos θ is allowed where cos θ ≠ 0, and where cos θ = 0 the equation was checked apart',
    ],
    harmonic: [
      'Harmonic form',
      'R sin(θ + α) = R cos α sin θ + R sin α cos θ, by the angle-sum formula',
    ],
    complementary: [
      'Complementary angles',
      'in a right triangle the side opposite one acute angle is adjacent to the other: cos θ = sin(90° − θ)',
    ],
    sameValue: [
      'Equal values of one function',
      'sin repeats every turn and takes each value at θ and 180° − θ, cos at θ and −θ, tan every half turn',
    ],
  },
};
