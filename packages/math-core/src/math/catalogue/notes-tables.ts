import type { NoteTable } from './notes';

/**
 * A row operation, as each rule that works by row operations says it. The rules take these forms
 * by `Object.assign` marked pure rather than by spreading, which a bundler must assume may run
 * code, so a bundle that uses no note keeps none of these tables.
 */
const ROW_OPERATIONS = {
  swapRows: 'Swap rows {first} and {second}: {firstName} ↔ {secondName}',
  divideRow: 'Divide row {row} by {divisor}: {name} → {result}',
  multiplyRow: 'Multiply row {row} by {factor}: {name} → ({factor}){name}',
  subtractRow: 'Subtract row {row} from row {target}: {name} → {result}',
  subtractMultiple: 'Subtract {multiple} × row {row} from row {target}: {name} → {result}',
  addRow: 'Add row {row} to row {target}: {name} → {result}',
  addMultiple: 'Add {multiple} × row {row} to row {target}: {name} → {result}',
} as const;

/**
 * The notes of the steps for arithmetic, matrices, systems, polynomial division, probability,
 * statistics, percentages, complex numbers, and the working the solver shares with a calculator
 * (prime factors, gcd and lcm, unit conversions, two points, exact logarithms), whose forms are
 * named for their calculator (points…, exact…) where the rule is shared (see ./notes for how a
 * note is written). A form
 * named …Worked is the same note followed by the working it did ({work}: an equation, or a list
 * of them).
 */
export const TABLES_NOTES = {
  // Arithmetic, one round of operations at a time
  operations: {
    add: 'Add',
    addWorked: 'Add: {work}',
    subtract: 'Subtract',
    subtractWorked: 'Subtract: {work}',
    multiply: 'Multiply',
    multiplyWorked: 'Multiply: {work}',
    divide: 'Divide',
    divideWorked: 'Divide: {work}',
    power: 'Work out the power',
    powerWorked: 'Work out the power: {work}',
    root: 'Work out the root',
    rootWorked: 'Work out the root: {work}',
    decimal: 'Write the decimal as a fraction',
    decimalWorked: 'Write the decimal as a fraction: {work}',
    surdsAdd: 'Collect like surds: add the numbers in front',
    surdsAddWorked: 'Collect like surds: add the numbers in front: {work}',
    surdsSubtract: 'Collect like surds: subtract the numbers in front',
    surdsSubtractWorked: 'Collect like surds: subtract the numbers in front: {work}',
    termsAdd: 'Collect like terms: add the numbers in front',
    termsAddWorked: 'Collect like terms: add the numbers in front: {work}',
    termsSubtract: 'Collect like terms: subtract the numbers in front',
    termsSubtractWorked: 'Collect like terms: subtract the numbers in front: {work}',
    smallFactorial: '0! = 1 and 1! = 1: there is one way to arrange no thing or one',
    smallFactorialWorked: '0! = 1 and 1! = 1: there is one way to arrange no thing or one: {work}',
    factorial: 'A factorial multiplies the whole numbers from 1 up to it',
    factorialWorked: 'A factorial multiplies the whole numbers from 1 up to it: {work}',
    choose: 'Choose k of n: C(n, k) = n!/(k!(n − k)!), with the larger factorial cancelled',
    chooseWorked:
      'Choose k of n: C(n, k) = n!/(k!(n − k)!), with the larger factorial cancelled: {work}',
    minus: 'Write the minus sign in front',
    minusWorked: 'Write the minus sign in front: {work}',
    absolute: 'The absolute value of a number is its distance from 0',
    absoluteWorked: 'The absolute value of a number is its distance from 0: {work}',
    other: 'Work out',
    otherWorked: 'Work out: {work}',
    eToLn: 'e to a power undoes ln: e^(k·ln(a)) = aᵏ',
    zeroPower: 'Any number other than 0 to the power 0 is 1',
    byReciprocal: 'Dividing by {divisor} is multiplying by its reciprocal, {reciprocal}',
    simplify: 'Simplify',
    innermostFirst: 'Work out the operations, innermost first',
  },
  addFractions: {
    addNumerators: 'Add the numerators over the common denominator',
    addNumeratorsReduced:
      'Add the numerators over the common denominator, then reduce the fraction',
    subtractNumerators: 'Subtract the numerators over the common denominator',
    subtractNumeratorsReduced:
      'Subtract the numerators over the common denominator, then reduce the fraction',
  },
  equivalent: {
    overDenominator: 'Write both numbers as fractions over the denominator {denominator}',
    lcdOfBoth:
      'The least common denominator of {first} and {second} is {lcd}: write each fraction over {lcd}',
  },
  multiplyFractions: {
    across: 'Multiply the numerators together and the denominators together',
    products: 'Work out the products and reduce the fraction',
  },
  // Whole numbers: prime factorisations, and the gcd and lcm through them
  primes: {
    prime: '{value} is prime: no number from 2 to √{value} divides it',
    divide: 'Divide by the smallest prime again and again',
    group: 'Group equal primes as powers',
    of: 'Prime factors of {value}',
  },
  gcd: { shared: 'GCD of {values}: each prime they share, to its smallest power' },
  lcm: { every: 'LCM of {values}: every prime that appears, to its largest power' },
  // Units: {from} and {to} are the units' names, plural but for the one unit counted
  convert: {
    temperature: 'Convert {from} to {to}',
    factor: 'Multiply by the number of {to} in one {from}',
  },
  // Two points: the slope, the line, the distance and the midpoint
  twoPoints: {
    pointsVertical:
      'The change in x is 0, so the slope (the change in y over the change in x) is undefined: the line is vertical',
    pointsSameX: 'Every point of a vertical line has the same x',
    pointsSlope: 'The slope is the change in y over the change in x: m = (y₂ − y₁)/(x₂ − x₁)',
    pointsSimplify: 'Simplify the fraction',
    pointsRoot: 'Take the square root',
    pointsRootBoth: 'Take the square root of the top and the bottom',
  },
  sides: { pointsSolveFor: 'Solve for {unknown}' },
  slope: { pointsSlopeIntercept: 'The line in slope-intercept form, y = mx + b' },
  scale: {
    pointsStandard: 'Standard form Ax + By = C: whole numbers with no common factor, A > 0',
  },
  distance: { pointsFormula: 'The distance between the points: d = √((x₂ − x₁)² + (y₂ − y₁)²)' },
  midpoint: {
    pointsX: 'The midpoint: the average of the x-coordinates',
    pointsY: 'and the average of the y-coordinates',
  },
  // A logarithm worked out exactly: both numbers as powers of one number
  exponentZero: { exactPowerZero: 'Any base to the power 0 is 1' },
  asPower: {
    exactBase: 'Write the base as a power',
    exactValue: 'Write the value as a power of the same number',
  },
  logDefinition: {
    exactOfOne: 'So the logarithm of 1 is 0',
    exactRatio: 'The logarithm is the ratio of the exponents',
  },
  reduce: {
    greatestFactor:
      'Reduce the fraction: divide the top and the bottom by their greatest common factor',
    pointsBy: 'Reduce the fraction: divide the top and the bottom by {divisor}',
    pointsLowest: 'Write the slope as a fraction in lowest terms',
  },
  simplifyRoot: {
    pointsPerfect: '{square} is a perfect square',
    pointsMakeSquare:
      'Multiply the top and the bottom by {factor} to make the bottom a perfect square',
    pointsMakeSquareLargest:
      'Multiply the top and the bottom by {factor} to make the bottom a perfect square, then take out the largest perfect square factor, {square}',
    pointsRootBothLargest:
      'Take the square root of the top and the bottom, then take out the largest perfect square factor, {square}',
    pointsLargest: 'Take out the largest perfect square factor, {square}',
    squareFactor: 'Take out the largest perfect-square factor',
    squareFactorWorked: 'Take out the largest perfect-square factor: {work}',
    rootOfProduct: 'The root of a product is the product of the roots: √(ab) = √a × √b',
    perfectSquare: 'Take the square root of the perfect square',
    perfectSquareWorked: 'Take the square root of the perfect square: {work}',
  },
  mixedNumber: {
    toImproper: 'Write the mixed number as an improper fraction',
    toMixed: 'Write the improper fraction as a mixed number',
  },
  logOfBase: {
    exponent: 'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k)',
    exponentWorked: 'A logarithm of a power of its base is the exponent (log_b(bᵏ) = k): {work}',
  },
  percent: {
    hundredths: '{rate}% means {rate} hundredths',
    outOf: 'Percent means out of 100',
    outOfWorked: 'Percent means out of 100: {work}',
  },
  simplest: { alreadySimplest: 'This is already in its simplest form' },
  // Complex numbers
  imaginary: {
    negativeRoot: '{root} is not a real number; in the complex numbers {work}, with i = √(−1)',
  },
  iSquared: {
    unitSquared: 'Work it out with i² = −1 (i is the imaginary unit)',
    complexWorkOut: 'Work it out',
  },
  modulus: { distance: 'The modulus is the distance from 0: |a + bi| = √(a² + b²)' },
  argument: {
    angle:
      'The argument is the angle from the positive real axis to the point {point}, between −π and π: tan θ = b/a in the quadrant of the point',
  },
  polar: { polarForm: 'The polar form r(cos θ + i sin θ)' },
  conjugate: {
    signChanges: 'The conjugate of a + bi is a − bi: the sign of the imaginary part changes',
  },
  // Matrices
  determinant2: {
    adMinusBc: 'The determinant of a 2×2 matrix [[a, b], [c, d]] is ad − bc',
    eachAndAdd: 'Work out each 2×2 determinant, ad − bc, and add up',
  },
  cofactor: {
    zeroRow: 'Every entry of row {index} is 0, so the expansion along it is 0',
    zeroColumn: 'Every entry of column {index} is 0, so the expansion along it is 0',
    alongRow:
      'Expand along row {index}: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
    alongRowMostZeros:
      'Expand along row {index}, which has the most zeros: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
    alongColumn:
      'Expand along column {index}: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
    alongColumnMostZeros:
      'Expand along column {index}, which has the most zeros: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
  },
  rowDeterminant: ROW_OPERATIONS,
  triangular: {
    diagonal: 'The matrix is triangular: its determinant is the product of its diagonal',
  },
  gaussJordan: /* @__PURE__ */ Object.assign(
    {
      besideIdentity:
        'Write the matrix with the identity matrix beside it, [A | I], and turn the left half into I by row operations',
    },
    ROW_OPERATIONS,
    { rightHalf: 'The left half is now I, so the right half is the inverse' },
  ),
  singular: {
    noPivot:
      'Column {column} has no pivot, so the left half cannot become I. The matrix is singular (its determinant is 0), so it has no inverse',
  },
  inverseCheck: { timesInverse: 'Check: the matrix times its inverse is the identity matrix' },
  rank: /* @__PURE__ */ Object.assign({}, ROW_OPERATIONS, {
    oneRow: 'The echelon form has {count} nonzero row, one pivot each',
    rows: 'The echelon form has {count} nonzero rows, one pivot each',
  }),
  rowOperation: /* @__PURE__ */ Object.assign(
    { augmented: 'Write the augmented matrix [A | b]: the matrix with b as one more column' },
    ROW_OPERATIONS,
  ),
  readOff: { eachRow: 'Each row now says what one unknown is' },
  freeUnknown: {
    oneFree: '{unknown} has no pivot, so it can be any number; each row gives one of the others',
    twoFree:
      '{first} and {second} have no pivot, so they can be any number; each row gives one of the others',
    manyFree:
      '{unknowns} have no pivot, so they can be any number; each row gives one of the others',
  },
  matrixSum: {
    addEntries: 'Add the matching entries',
    subtractEntries: 'Subtract the matching entries',
  },
  matrixScale: {
    multiplyEntries: 'Multiply every entry by {factor}',
    divideEntries: 'Divide every entry by {divisor}',
    negateEntries: 'Change the sign of every entry',
  },
  matrixProduct: {
    rowTimesColumn:
      'Multiply each row of the first matrix by each column of the second: entry (i, j) is row i times column j',
  },
  transpose: {
    rowsAsColumns:
      'Write each row as a column: row 1 of the matrix is column 1 of its transpose, and so on',
  },
  matrixPower: {
    zeroPower: 'A square matrix to the power 0 is the identity matrix',
    byItself: 'Multiply the matrix by itself',
    squareLast: 'Square the power found last',
    onceMore: 'Multiply by the matrix once more',
  },
  // Percentages
  percentOf: {
    multiplyBy: 'Multiply by {whole}',
    callItX: 'Call the number x: {rate}% of x is {part}',
    rateOfWhole: '{rate}% of {whole}',
  },
  partOfWhole: { partOverWhole: 'Divide the part by the whole' },
  toPercent: {
    times100: 'Multiply by 100 to write it as a percentage: {part} is {percent} of {whole}',
  },
  change: {
    addTo: 'Add it to {whole}',
    takeFrom: 'Take it away from {whole}',
  },
  // Probability
  equallyLikely: {
    twoDice:
      'Two dice have 6 × 6 = 36 equally likely outcomes; {count} of them add to {sum}: {pairs}',
    dieNumber: 'A die has 6 equally likely faces, and {count} of them ({faces}) gives a {face}',
    dieEven: 'A die has 6 equally likely faces, and {count} of them ({faces}) give an even number',
    dieOdd: 'A die has 6 equally likely faces, and {count} of them ({faces}) give an odd number',
    diePrime: 'A die has 6 equally likely faces, and {count} of them ({faces}) give a prime number',
    dieGreater:
      'A die has 6 equally likely faces, and {count} of them ({faces}) give a number greater than {face}',
    dieGreaterOne:
      'A die has 6 equally likely faces, and {count} of them ({faces}) gives a number greater than {face}',
    dieGreaterNone:
      'A die has 6 equally likely faces, and 0 of them give a number greater than {face}',
    dieLess:
      'A die has 6 equally likely faces, and {count} of them ({faces}) give a number less than {face}',
    dieLessOne:
      'A die has 6 equally likely faces, and {count} of them ({faces}) gives a number less than {face}',
    dieLessNone: 'A die has 6 equally likely faces, and 0 of them give a number less than {face}',
    eachHead: 'Each toss gives a head with probability {p}, independently of the others',
    eachTail: 'Each toss gives a tail with probability {p}, independently of the others',
    eachNumber: 'Each roll gives a {face} with probability {p}, independently of the others',
    eachEven: 'Each roll gives an even number with probability {p}, independently of the others',
    eachOdd: 'Each roll gives an odd number with probability {p}, independently of the others',
    eachPrime: 'Each roll gives a prime number with probability {p}, independently of the others',
    eachGreater:
      'Each roll gives a number greater than {face} with probability {p}, independently of the others',
    eachLess:
      'Each roll gives a number less than {face} with probability {p}, independently of the others',
  },
  complement: {
    exceptNone: '"At least one" is everything except "none"',
    noneInTries:
      '"At least one" is everything except "none": none in {tries} has probability ({miss})^{tries}',
  },
  independent: {
    allHappen: 'Independent events all happen with the product of their probabilities',
    multiplyDraws: 'The draws are independent: multiply their probabilities',
  },
  withoutReplacement: {
    multiplyGiven: 'Multiply the probabilities of the draws, each given the ones before',
  },
  binomialCount: {
    chooseHead:
      'Choose which {k} of the {tries} give a head: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseTail:
      'Choose which {k} of the {tries} give a tail: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseNumber:
      'Choose which {k} of the {tries} give a {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseEven:
      'Choose which {k} of the {tries} give an even number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseOdd:
      'Choose which {k} of the {tries} give an odd number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    choosePrime:
      'Choose which {k} of the {tries} give a prime number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseGreater:
      'Choose which {k} of the {tries} give a number greater than {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    chooseLess:
      'Choose which {k} of the {tries} give a number less than {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
  },
  // Statistics
  mean: {
    addValues: 'Add the {count} values',
    sumOverCount: 'Mean: the sum divided by the number of values',
  },
  median: {
    middleValue: 'Median: the middle value of the {count} sorted values',
    middlePair: 'Median: halfway between the two middle values of the {count} sorted values',
  },
  mode: {
    noMode: 'Mode: every value occurs equally often, so there is no mode',
    value: 'Mode: the value occurring most often ({times} times)',
    values: 'Mode: the values occurring most often ({times} times)',
  },
  range: { largestMinusSmallest: 'Range: the largest value minus the smallest' },
  variance: {
    population: 'Population variance: the mean of the squared differences from the mean',
  },
  sampleVariance: { divisor: 'Sample variance: divide by n − 1 = {divisor} instead' },
  sd: {
    population: 'Population standard deviation: the square root of the variance',
    sample: 'Sample standard deviation: the square root of the sample variance',
  },
  sorted: { values: 'Sort the values' },
  // Polynomial long division
  longDivision: {
    leadingTerm:
      'Divide the leading term {lead} by {divisorLead}: {term}. Multiply back: {term} · ({divisor}) = {product}; subtract it, leaving {left}',
    exactly: 'The remainder is 0, so {divisor} divides exactly: quotient {quotient}',
    withRemainder:
      'Quotient {quotient}, remainder {remainder}: dividend = divisor × quotient + remainder',
    so: 'So',
  },
  // Systems of equations that are not linear
  asSquares: {
    squares:
      'Both equations hold {first} and {second} only as {firstSquared} and {secondSquared}: solve them as two linear equations in {firstSquared} and {secondSquared}',
  },
  squarePositive: { noRealPair: 'A square is never negative, so there is no real solution' },
  squareRoot: {
    pairedSigns: 'Take the square roots: each sign of each goes with each sign of the other',
  },
  // Systems of linear equations
  numberEquations: {
    three: 'Number the equations (1), (2) and (3), with the unknowns on the left and no fractions',
  },
  eliminate: {
    gives: 'Eliminate {unknown}: {how} gives equation ({label})',
    givesDivided: 'Eliminate {unknown}: {how}, divided by {divisor}, gives equation ({label})',
  },
  dependent: {
    nothingNew: 'Eliminate {unknown}: {how} gives 0 = 0, so this equation says nothing new',
    nothingNewDivided:
      'Eliminate {unknown}: {how}, divided by {divisor}, gives 0 = 0, so this equation says nothing new',
    everyValue: 'The equations are dependent: every value of {unknown} gives a solution',
    everyValueTwo:
      'The equations are dependent: every value of {first} and {second} gives a solution',
    sameLineAdd:
      'Add the equations to eliminate {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
    sameLineSubtract:
      'Subtract the second equation from the first to eliminate {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
    sameLineNoneInFirst:
      'The first equation has no {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
    sameLineNoneInSecond:
      'The second equation has no {unknown}: 0 = 0, so the equations are the same line and there are infinitely many solutions',
  },
  substitute: {
    pointsFirst: 'Put the first point into y = mx + b to find the y-intercept b',
    itIntoFirst: 'Substitute it into the first equation',
    itIntoSecond: 'Substitute it into the second equation',
    putBack: 'Put {unknown} = {value} back into {target} = {expression}: {target} = {result}',
    solveEquation: 'Solve equation ({label}) for {unknown}',
    oneIntoEquation: 'Substitute {first} into equation ({label}) and solve for {unknown}',
    twoIntoEquation:
      'Substitute {first} and {second} into equation ({label}) and solve for {unknown}',
  },
  contradiction: {
    givesFalse:
      'Eliminate {unknown}: {how} gives 0 = {value}, which is false, so there is no solution',
    givesFalseDivided:
      'Eliminate {unknown}: {how}, divided by {divisor}, gives 0 = {value}, which is false, so there is no solution',
    typedFalse: 'Equation ({label}) says 0 = {value}, which is false, so there is no solution',
    parallelAdd:
      'Add the equations to eliminate {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    parallelSubtract:
      'Subtract the second equation from the first to eliminate {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    parallelNoneInFirst:
      'The first equation has no {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    parallelNoneInSecond:
      'The second equation has no {unknown}: 0 never equals {value}, so the lines are parallel and there is no solution',
    falseRow:
      'Row {row} says 0 = {value}, which is false, so no values of the unknowns make every equation true',
  },
  rounded: { digits: 'This has no simpler exact form; its value to {digits} significant digits' },
} as const satisfies NoteTable;
