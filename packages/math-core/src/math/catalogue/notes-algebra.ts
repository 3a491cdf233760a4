import type { NoteTable } from './notes';

/** The notes of the steps for inequalities, polynomials, rational expressions and equations, completing the square, factoring, rearranging formulas, integrals and the shared methods (see ./notes for how a note is written). */
export const ALGEBRA_NOTES = {
  cancelled: {
    // A linear equation whose unknown cancels, after what cancelled it (or nothing).
    linearEvery: 'Both sides are equal whatever {unknown} is, so every number is a solution',
    linearNever: '{left} never equals {right}, so there is no solution',
    linearSubtractEvery:
      'Subtract {subtract} from both sides: both sides are equal whatever {unknown} is, so every number is a solution',
    linearSubtractNever:
      'Subtract {subtract} from both sides: {left} never equals {right}, so there is no solution',
    linearAddEvery:
      'Add {add} to both sides: both sides are equal whatever {unknown} is, so every number is a solution',
    linearAddNever: 'Add {add} to both sides: {left} never equals {right}, so there is no solution',
    linearExpandEvery:
      'Expand brackets and collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
    linearExpandNever:
      'Expand brackets and collect like terms: {left} never equals {right}, so there is no solution',
    linearBracketsEvery:
      'Expand brackets: both sides are equal whatever {unknown} is, so every number is a solution',
    linearBracketsNever: 'Expand brackets: {left} never equals {right}, so there is no solution',
    linearCollectEvery:
      'Collect like terms: both sides are equal whatever {unknown} is, so every number is a solution',
    linearCollectNever: 'Collect like terms: {left} never equals {right}, so there is no solution',
    linearEachEvery:
      'Simplify each side: both sides are equal whatever {unknown} is, so every number is a solution',
    linearEachNever: 'Simplify each side: {left} never equals {right}, so there is no solution',
    linearSimplifyEvery:
      'Simplify: both sides are equal whatever {unknown} is, so every number is a solution',
    linearSimplifyNever: 'Simplify: {left} never equals {right}, so there is no solution',
    ineqTrue: '{inequality} is true whatever {unknown} is, so every number is a solution',
    ineqFalse: '{inequality} is false whatever {unknown} is, so there is no solution',
    ineqSubtractTrue:
      'Subtract {subtract} from both sides: {inequality} is true whatever {unknown} is, so every number is a solution',
    ineqSubtractFalse:
      'Subtract {subtract} from both sides: {inequality} is false whatever {unknown} is, so there is no solution',
    ineqAddTrue:
      'Add {add} to both sides: {inequality} is true whatever {unknown} is, so every number is a solution',
    ineqAddFalse:
      'Add {add} to both sides: {inequality} is false whatever {unknown} is, so there is no solution',
    ineqExpandTrue:
      'Expand brackets and collect like terms: {inequality} is true whatever {unknown} is, so every number is a solution',
    ineqExpandFalse:
      'Expand brackets and collect like terms: {inequality} is false whatever {unknown} is, so there is no solution',
    rationalEvery:
      'Every number solves the equation without denominators, so every number is a solution except the excluded ones',
  },
  // Inequalities.
  both: {
    first: 'Inequality 1: {inequality}',
    second: 'Inequality 2: {inequality}',
    hold: 'Both must hold: the numbers that satisfy both inequalities',
    none: 'No number satisfies both {first} and {second}, so there is no solution',
  },
  order: { smallerEnd: 'Write it with the smaller end first' },
  moveAll: { oneFraction: 'Move every term to the left side and write it as one fraction' },
  signTest: {
    chartP:
      '{expression} is never 0, so it has one sign for every {unknown}: test {unknown} = {test1}: {expression} is positive',
    chartPP:
      'Sign of {expression} on each interval, from a test point in each: positive for {region1} ({unknown} = {test1}); positive for {region2} ({unknown} = {test2})',
    chartPNP:
      'Sign of {expression} on each interval, from a test point in each: positive for {region1} ({unknown} = {test1}); negative for {region2} ({unknown} = {test2}); positive for {region3} ({unknown} = {test3})',
    neverPositive: '{expression} is never positive, so {inequality} has no solution',
    neverPositiveOrZero: '{expression} is never positive or 0, so {inequality} has no solution',
    neverNegative: '{expression} is never negative, so {inequality} has no solution',
    neverNegativeOrZero: '{expression} is never negative or 0, so {inequality} has no solution',
    every: '{inequality} for every {unknown}, so every number is a solution',
    wherePositive: '{inequality} where {expression} is positive',
    wherePositiveOrZero: '{inequality} where {expression} is positive or 0',
    whereNegative: '{inequality} where {expression} is negative',
    whereNegativeOrZero: '{inequality} where {expression} is negative or 0',
    fractionTests: 'Sign of the fraction from a test point in each interval: {signs}',
    fractionPositive: 'The fraction is positive on these intervals',
    fractionPositiveOrZero: 'The fraction is positive or 0 on these intervals',
    fractionNegative: 'The fraction is negative on these intervals',
    fractionNegativeOrZero: 'The fraction is negative or 0 on these intervals',
  },
  // Rational equations and expressions.
  noDivideByZero: {
    equationExcluded: 'A denominator cannot be 0, so {excluded}',
    equationConditions: 'A denominator cannot be 0: {conditions}. So {excluded}',
    equationNever:
      'The denominator {denominator} is never 0 for a real {unknown}, so no value is excluded',
    equationNeverAll:
      'The denominators {denominators} are never 0 for a real {unknown}, so no value is excluded',
    expressionUndefined: 'The expression is undefined where a denominator is 0, so {excluded}',
    inequalityNever:
      'It is undefined where a denominator is 0: these points are never in the answer',
  },
  equivalent: { overLcd: 'Write each fraction over the least common denominator {lcd}' },
  addFractions: { combine: 'Combine the numerators over the common denominator' },
  multiplyFractions: {
    factorEach:
      'Multiply the numerators together and the denominators together (dividing by a fraction is multiplying by its reciprocal), and factor each',
  },
  fractionZero: {
    top: 'The fraction is 0 where its top is 0: {equation}',
    expressionZero: 'The numerator is 0, so the expression is 0 wherever it is defined',
  },
  cancelFactor: {
    topAndBottom: 'Cancel the common factor {factor} from the numerator and the denominator',
    soFor: 'So, for {excluded}',
    so: 'So',
  },
  imaginary: {
    i: 'Over the complex numbers the square root of a negative number is imaginary (i = √(−1))',
    pure: 'Over the complex numbers the square root of a negative number is imaginary: {unknown} = ±√({square}) = ±{root}',
    shifted:
      'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = {roots}',
    shiftedPure:
      'Over the complex numbers the square root of a negative number is imaginary: {shifted} = ±√({square}), so {unknown} = ±{root}',
  },
  formula: {
    complex: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a) gives two complex solutions',
  },
  decimals: {
    large:
      'The square root is too large to simplify, so the solutions are given as decimals, each the nearest double-precision number to the exact root',
  },
  // Factoring.
  irreducible: {
    negative:
      '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is negative',
    notSquare:
      '{polynomial} cannot be factored over the rational numbers: its discriminant b² − 4ac = {discriminant} is not a perfect square',
    cubic:
      '{polynomial} cannot be factored over the rational numbers: it has no rational roots, and a cubic that factors has a factor of degree 1',
    noSmall:
      '{polynomial} cannot be factored over the rational numbers: it has no rational roots and no quadratic factor, so no factor of degree 1 or 2, which any factoring would need',
    linear: '{polynomial} cannot be factored over the rational numbers: it has degree 1',
  },
  rationalRoot: {
    rootMany:
      'Rational root theorem: a rational root is ±p/q with p dividing {constant} and q dividing {leading} ({candidates}, …). Trying them, {unknown} = {root} gives 0, so {factor} is a factor',
  },
  acMethod: {
    splitNegative:
      'ac = {a} · ({c}) = {ac}; two numbers that multiply to {ac} and add to {b}: {m} and {n}. Split the middle term',
  },
  simplest: {
    monomial: 'A single term is already factored: a number times a power',
    expanded: 'This is already expanded and simplified',
    noCommon: 'The numerator and the denominator have no common factor',
  },
  // Expanding.
  expand: {
    eachTerm:
      'Multiply each term of the first bracket by each term of the second, then collect like terms',
    into: 'Multiply {factor} into the bracket',
    numbers: 'Collect the numbers',
    multiplyOut: 'Multiply out first',
  },
  // Completing the square.
  completeSquare: {
    noTerm:
      'There is no {unknown} term, so the quadratic is already a multiple of {unknown}² plus a number',
    addTakeAway:
      'Half the coefficient of {unknown} is {half}: add its square, {square}, and take it away again',
    addTakeAwayBracket:
      'Half the coefficient of {unknown} in the bracket is {half}: add its square, {square}, and take it away again',
  },
  commonFactor: {
    squareTerms: 'Take the factor {factor} out of the {unknown}² and {unknown} terms',
  },
  squareTrinomial: { firstThree: 'The first three terms are a perfect square: {trinomial}' },
  vertexForm: {
    least:
      '{square} is never negative and is 0 only at {unknown} = {at}, so {completed} is least there, with the value {value}: the vertex',
    greatest:
      '{square} is never negative and is 0 only at {unknown} = {at}, so {completed} is greatest there, with the value {value}: the vertex',
  },
  vertex: { symmetric: 'The parabola is symmetric about the vertical line through its vertex' },
  // Rearranging a formula for one of its letters.
  scale: { divideNonZero: 'Divide both sides by {divide}, which must not be 0' },
  squareRoot: {
    letter:
      'Take the square root of both sides: {unknown} is the positive or the negative root, where what is under it is not negative',
  },
  conditions: { hold: 'The conditions for this to hold' },
  // Polynomial equations of degree 3 or more.
  sides: {
    isolatePower: 'Isolate the power',
    collectLetter: 'Collect the terms with {unknown} on one side and the rest on the other',
  },
  factored: {
    numerator: 'Factor the numerator',
    topAndBottom: 'Factor the numerator and the denominator',
    quadratic: 'Factor the quadratic',
    done: 'Factored',
    fully: 'So, fully factored',
    bottom: 'Factor the bottom',
  },
  solveEach: {
    factorOne: 'Solve {equation}',
    factorLinear: 'Solve each linear factor: {equations}',
  },
  noRealRoot: {
    factor: '{equation} has no real solutions',
    factorPair: '{equation} has no real solutions (over the complex numbers {unknown} = {roots})',
    factorPure: '{equation} has no real solutions (over the complex numbers {unknown} = ±{root})',
  },
  evenPower: {
    factor:
      '{power} = {value}: an even power is never negative, so {equation} has no real solutions',
    power: 'An even power is never negative, so {equation} has no real solutions',
  },
  nthRoot: {
    factorEven:
      '{power} = {value}: take the {index}th root of both sides, a positive and a negative root',
    factorCube: '{power} = {value}: take the cube root of both sides',
    factorOdd: '{power} = {value}: take the {index}th root of both sides',
    powerEven:
      'Take the {index}th root of both sides: an even power has a positive and a negative root',
    powerCube: 'Take the cube root of both sides: an odd root of a real number is one real number',
    powerOdd:
      'Take the {index}th root of both sides: an odd root of a real number is one real number',
  },
  deMoivre: {
    first:
      "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs",
    firstExact:
      "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs: {polar} = {pair}",
    firstPure:
      "Over the complex numbers {equation} has {count} solutions, {circle} for θ = {angle}, k = {ks}: by de Moivre's formula (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), which is {value} at these angles. Those that are not real come in conjugate pairs: {polar} = ±{root}",
    next: 'The next conjugate pair',
    nextExact: 'The next conjugate pair: {polar} = {pair}',
    nextPure: 'The next conjugate pair: {polar} = ±{root}',
  },
  noOther: { none: 'There are no other real solutions' },
  // Integrals.
  parts: {
    parts:
      'Integration by parts: ∫u dv = uv − ∫v du, with u = {u}, so du = {du} d{unknown}, and dv = {dv} d{unknown}, so v = {v}',
    together: 'Put the parts together',
  },
  integralConstant: { constant: 'Constant rule: ∫k d{unknown} = k{unknown} + C' },
  linearity: {
    sum: 'Linearity: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, so integrate term by term',
    factor: 'Linearity: a constant factor comes out, ∫k·f d{unknown} = k∫f d{unknown}',
  },
  oneC: { add: 'Add the results, with one constant of integration C' },
  powerReduction: {
    sin: 'Power reduction: sin²u = (1 − cos 2u)/2',
    cos: 'Power reduction: cos²u = (1 + cos 2u)/2',
  },
  longDivision: { divideFirst: "The top's degree is not below the bottom's: divide first" },
  partialFractions: {
    each: 'Partial fractions: a constant over each factor',
    eachRepeated:
      'Partial fractions: a constant over each factor and over each power of a repeated one',
  },
  coefficients: {
    agree:
      'Multiply both sides by {denominator}: the coefficients of each power of {unknown} must agree',
  },
  substitute: { integrand: 'So the integrand is' },
  uSub: {
    one: 'Substitution {letter} = {u}, so d{letter} = {du} d{unknown}: write the integrand in {letter}',
    bracket:
      'Substitution {letter} = {u}, so d{letter} = ({du}) d{unknown}: write the integrand in {letter}',
  },
  putBack: { back: 'Put back {letter} = {u}' },
  integralPower: {
    power: 'Power rule: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, here with n = {n}',
  },
  integral: {
    reciprocal: 'Standard integral: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
    exp: 'Standard integral: ∫e^{unknown} d{unknown} = e^{unknown} + C',
    base: 'Standard integral: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
    sin: 'Standard integral: ∫sin({unknown}) d{unknown} = −cos({unknown}) + C',
    cos: 'Standard integral: ∫cos({unknown}) d{unknown} = sin({unknown}) + C',
    tan: 'Standard integral: ∫tan({unknown}) d{unknown} = −ln|cos({unknown})| + C',
    sec2: 'Standard integral: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tan({unknown}) + C',
    csc2: 'Standard integral: ∫csc²({unknown}) d{unknown} = ∫1/sin²({unknown}) d{unknown} = −cot({unknown}) + C = −cos({unknown})/sin({unknown}) + C',
  },
  undefinedAt: {
    improper:
      '{subject} is not defined at {unknown} = {value}, as {zero} is 0 there: {integrand} is undefined at a point of the interval, so the integral is improper there',
  },
  ftc: {
    atLimits:
      'Evaluate the antiderivative F({unknown}) = {antiderivative} at the limits: the integral is F({upper}) − F({lower})',
    converges: 'F at the upper end minus F at the lower end: the integral converges',
    partConverges: 'This part converges: F at its upper end minus F at its lower end',
  },
  improper: {
    split:
      'Split the integral where the integrand is undefined; it converges only if every part does',
    oscillates:
      'F({unknown}) = {antiderivative} has no limit as {unknown} → {point}: it keeps oscillating',
    limit: 'The limit of F({unknown}) = {antiderivative} as {unknown} → {point}',
    limitSide: 'The limit of F({unknown}) = {antiderivative} as {unknown} → {point}{side}',
    diverges:
      'So {part} diverges, and with it the whole integral: a definite integral converges only when the antiderivative has a finite limit at each end of every part',
    sum: 'Every part converges, so the integral converges to their sum',
  },
  reversed: {
    minus: 'The limits are in decreasing order: the integral is minus the one the other way',
  },
  numerators: { solve: 'Solve for the numerators' },
} as const satisfies NoteTable;
