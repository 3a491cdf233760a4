/**
 * The rules the solver's steps apply, each once, in English: its name (a heading such as "Zero-product
 * property", or '' for a rule a step names by its note) and why it holds, the general law in a
 * student's words, specific to that rule. With the notes (./notes) this is all the English of the
 * solver's steps, keyed by rule id, so a translation replaces these two files.
 */

export const REASONS = {
  // Equations and inequalities
  sides: ['', 'adding or subtracting the same amount on both sides keeps an equation true'],
  scale: [
    '',
    'multiplying or dividing both sides by the same nonzero number keeps an equation true',
  ],
  moveAll: [
    '',
    'subtracting the right side from both sides keeps the equation true, with 0 left on the right',
  ],
  swap: ['', 'a = b and b = a say the same thing'],
  alone: ['', 'with the unknown alone on one side, the other side is its value'],
  cancelled: ['', 'once the unknown cancels, what is left is true for every value or for none'],
  expand: ['', 'multiplying out brackets and adding like terms changes the form, not the value'],
  ineqSides: ['', 'adding or subtracting the same amount on both sides keeps an inequality true'],
  ineqScale: [
    '',
    'multiplying by a positive number keeps an inequality; by a negative one reverses it',
  ],
  order: ['', 'a < x < b and b > x > a say the same thing'],
  both: ['Intersection', '"and" means a number must satisfy both, so only the overlap is kept'],
  either: ['Union', '"or" means a number may satisfy either, so both sets are kept'],
  empty: ['', 'no number is above one end and below a smaller one'],
  squeeze: ['', 'a ≤ x ≤ a leaves only x = a'],
  signChange: ['', 'a polynomial can change sign only where it is 0'],
  signTest: [
    'Sign chart',
    'between the points where it is 0 or undefined an expression keeps one sign, so one test point decides',
  ],
  fractionZero: ['', 'a fraction is 0 only when its top is 0'],
  // Factoring and quadratics
  zeroProduct: ['Zero-product property', 'a product is 0 only when one of its factors is 0'],
  solveEach: ['', 'each equation is linear: undo what is done to the unknown, on both sides'],
  solveFor: [
    '',
    'undoing what was done to the unknown, last operation first, the same on both sides, leaves it alone',
  ],
  commonFactor: ['Common factor', 'the distributive law ab + ac = a(b + c), read backwards'],
  sumProduct: ['Sum and product', '(x + p)(x + q) = x² + (p + q)x + pq'],
  acMethod: ['ac method', 'splitting the middle term this way lets the terms be grouped in pairs'],
  grouping: [
    'Grouping',
    'each pair has a common factor, and the bracket left is then common to both',
  ],
  squareTrinomial: ['Perfect square', '(a ± b)² = a² ± 2ab + b²'],
  squares: ['Difference of squares', '(a − b)(a + b) = a² − b²'],
  cubes: ['Sum or difference of cubes', 'multiplying out (a ± b)(a² ∓ ab + b²) gives a³ ± b³'],
  rationalRoot: [
    'Rational root theorem',
    'a root p/q in lowest terms has p dividing the constant and q the leading coefficient; a root r gives a factor x − r',
  ],
  synthetic: [
    'Synthetic division',
    'dividing by x − r for a root r leaves the other factor and remainder 0',
  ],
  irreducible: [
    '',
    'a factor with rational coefficients would give a rational root, and there is none',
  ],
  divides: ['', 'a divisor that leaves remainder 0 is a factor'],
  factored: ['', 'multiplying the factors back gives the expression again'],
  discriminant: [
    'Discriminant',
    'b² − 4ac is under the root in the quadratic formula: it decides what the roots are',
  ],
  noRealRoot: ['', 'a negative number has no real square root'],
  formula: [
    'Quadratic formula',
    'completing the square on ax² + bx + c = 0 gives x = (−b ± √(b² − 4ac))/(2a)',
  ],
  completeSquare: [
    'Completing the square',
    'x² + bx + (b/2)² = (x + b/2)², and adding (b/2)² to both sides keeps the equation true',
  ],
  squareRoot: [
    'Square root of both sides',
    'if u² = k (k > 0) then u = √k or u = −√k: both square to k',
  ],
  plusMinus: ['', '± stands for two numbers, one with + and one with −'],
  doubleRoot: ['', 'adding or taking away 0 gives the same number, so there is one root'],
  squareZero: ['', 'a square is 0 only when what is squared is 0'],
  squarePositive: ['', 'a real number squared is never negative'],
  simplifyRoot: ['', '√(a²b) = a√b, since the root of a product is the product of the roots'],
  reduce: ['', 'dividing the top and the bottom by the same number keeps a fraction’s value'],
  decimals: ['', 'the exact root is too long to simplify, so its nearest decimal is given'],
  imaginary: ['', 'with i = √(−1), a negative number −k has the square roots ±i√k'],
  iSquared: ['', 'i² = −1; otherwise complex numbers follow the usual rules of algebra'],
  modulus: ['Modulus', 'by Pythagoras, a + bi is √(a² + b²) from 0'],
  argument: ['Argument', 'the point (a, b) is at the angle θ with tan θ = b/a, in its quadrant'],
  polar: ['Polar form', 'a point r from 0 at the angle θ is r(cos θ + i sin θ)'],
  conjugate: ['Conjugate', 'reflecting a + bi in the real axis gives a − bi'],
  deMoivre: ['De Moivre’s theorem', '(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ)'],
  noOther: ['', 'the factors left have no real zeros'],
  // Systems
  eliminate: [
    'Elimination',
    'adding equal amounts to equal amounts gives equals, so the sum of two equations holds',
  ],
  substitute: [
    'Substitution',
    'a value can replace its unknown anywhere: equals can replace equals',
  ],
  contradiction: ['', 'a false statement such as 0 = 5 means no values make every equation true'],
  dependent: [
    '',
    '0 = 0 says nothing new: the equations are the same line, so every point on it works',
  ],
  solved: ['', 'these values make every equation true'],
  asSquares: ['', 'with x² and y² as the unknowns, the equations are linear'],
  numberEquations: [
    '',
    'a number for each equation lets each later step say which equations it combines',
  ],
  // Absolute values and roots
  absCases: ['', 'the numbers at distance c from 0 are c and −c'],
  absPositive: ['', 'an absolute value is a distance, so it is never negative'],
  absZero: ['', 'only 0 is at distance 0 from 0'],
  absWithin: ['', '|u| < c means u is closer than c to 0: −c < u < c'],
  absOutside: ['', '|u| > c means u is farther than c from 0: u < −c or u > c'],
  absEqual: ['', 'numbers with the same distance from 0 are equal or opposite'],
  rootOfSquare: [
    '',
    'a square root is the root that is not negative, and of u and −u that one is |u|',
  ],
  absPieces: [
    '',
    '|u| is u where u ≥ 0 and −u where u < 0, so between the zeros of u the bars open one way',
  ],
  rootPositive: ['', 'a square root is never negative'],
  squareBoth: [
    '',
    'equal numbers have equal squares, but opposite numbers do too: answers must be checked',
  ],
  squareOrder: [
    '',
    'of two numbers at least 0 the larger has the larger square, so squaring both sides keeps the inequality',
  ],
  raise: ['', 'equal numbers raised to the same power are equal'],
  check: ['Check', 'only a value that makes the original equation true is a solution'],
  reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, and equal numbers have equal reciprocals'],
  fractionalPower: ['', 'x^(p/q) is the qth root of xᵖ'],
  evenPower: ['', 'an even power of a real number is never negative'],
  nthRoot: [
    '',
    'an odd power has one real nth root; an even power has two, one positive, one negative',
  ],
  // Powers and logarithms
  samePower: ['', 'powers of one base (not 0, 1 or −1) are equal only when their exponents are'],
  asPower: ['', 'writing a number as a power of the base changes its form, not its value'],
  takeLog: ['', 'equal positive numbers have equal logarithms, and log(aᵘ) = u·log(a)'],
  positivePower: ['', 'a positive base to any power is positive'],
  exponentZero: ['', 'a positive base other than 1 gives 1 only at the power 0'],
  oneToAny: ['', '1 to any power is 1'],
  zeroToAny: ['', '0 to a positive power is 0; 0⁰ and negative powers of 0 are undefined'],
  newUnknown: ['', 'taking the part that repeats as one unknown gives a simpler equation'],
  logOfBase: ['', 'log_b(bᵏ) = k: a logarithm is the power its base is raised to'],
  logDefinition: ['Definition of the logarithm', 'log_b(a) = k means bᵏ = a'],
  changeBase: [
    'Change of base',
    'log_b(a) = ln(a)/ln(b): both are the power b is raised to, to give a',
  ],
  logLaws: [
    'Laws of logarithms',
    'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
  ],
  logDefined: ['', 'a logarithm is defined only for positive numbers'],
  rounded: ['', 'the exact value has no simpler form, so it is rounded'],
  // Arithmetic, percentages, statistics
  operations: [
    'Order of operations',
    'the innermost operations come first: brackets, powers, × and ÷, then + and −',
  ],
  simplest: ['', 'no common factor or square factor is left to take out'],
  mixedNumber: [
    '',
    'an improper fraction is the whole number of times its bottom goes into its top, plus the proper fraction left over',
  ],
  percent: ['', 'per cent means per hundred: p% = p/100'],
  percentOf: ['', 'p% of a whole is p/100 times it'],
  partOfWhole: ['', 'the part divided by the whole is the fraction of the whole it is'],
  toPercent: ['', 'a fraction times 100 is the number of hundredths, a percentage'],
  change: ['', 'an increase adds the amount to the original; a decrease takes it away'],
  mean: ['Mean', 'the mean shares the total equally among the values'],
  median: ['Median', 'half of the values are at most the median and half at least'],
  mode: ['Mode', 'the mode is the value that occurs most often'],
  range: ['Range', 'the range is how far the values spread'],
  variance: ['Variance', 'the variance measures spread: the mean squared distance from the mean'],
  sd: [
    'Standard deviation',
    'the square root of the variance is the spread in the units of the values',
  ],
  sampleVariance: [
    'Sample variance',
    'dividing by n − 1 corrects for a sample’s mean being fitted to it',
  ],
  sorted: ['', 'the median and the range are read from the values in order'],
  primes: ['Prime factorization', 'every whole number above 1 is one product of primes'],
  gcd: ['', 'a common divisor can use each prime only as often as every number has it'],
  lcm: ['', 'a common multiple needs each prime as often as any number has it'],
  convert: ['', 'multiplying by a conversion factor changes the unit, not the amount'],
  measureFormula: [
    '',
    'a measure of a shape comes from cutting and rearranging it into shapes whose measure is known',
  ],
  // Tangents and normals
  tangentSlope: [
    'Slope of a tangent',
    'the derivative at a point is the slope of the curve there, and the tangent has the same slope',
  ],
  perpendicular: [
    'Perpendicular slopes',
    'turning a line a quarter turn swaps its rise and run and changes a sign, so perpendicular slopes multiply to −1',
  ],
  pointSlope: [
    'Point-slope form',
    'a line with slope m through (x₁, y₁) rises m(x − x₁) from y₁ between x₁ and x',
  ],
  // Inverse functions
  swapXY: [
    'Inverse by swapping x and y',
    'f⁻¹ undoes f: y = f(x) exactly when x = f⁻¹(y), so swapping x and y and solving for y gives f⁻¹',
  ],
  // Probability
  equallyLikely: [
    'Equally likely outcomes',
    'when every outcome is equally likely, the probability is the favourable outcomes over all of them',
  ],
  complement: ['Complement', 'an event and its opposite have probabilities that add to 1'],
  independent: [
    'Independent events',
    'when one result does not change the chances of another, both happen with the product of their probabilities',
  ],
  binomialCount: [
    'Binomial probability',
    'each choice of which k of the n tries succeed is equally likely, and C(n, k) counts the choices',
  ],
  withoutReplacement: [
    'Drawing without replacement',
    'a drawn item is not put back, so each draw is counted among the items left after the ones before, and the chances multiply',
  ],
  combinations: [
    'Counting combinations',
    'when the order does not matter every set of items is equally likely, and C(n, k) counts the sets of k from n',
  ],
  // The range of a function
  rangeAll: ['', 'a function with no breaks that goes from −∞ to ∞ passes every value on the way'],
  rangeMonotone: [
    '',
    'a function that only rises keeps the order of values, and one that only falls reverses it, so the ends of the values go to the ends',
  ],
  rangeReciprocal: [
    '',
    '1/y is never 0, is near 0 where y is large and large where y is near 0, and reverses the order of values of one sign',
  ],
  // Stationary points
  stationary: [
    'Stationary point',
    'the derivative is the slope of the tangent, and at a stationary point the tangent is flat',
  ],
  derivativeSign: [
    '',
    'where the derivative is positive the graph rises, where it is negative it falls; it can change sign only where it is 0',
  ],
  firstDerivativeTest: [
    'First derivative test',
    'rising then falling makes a local maximum, falling then rising a local minimum, and no change of direction a point of inflection',
  ],
  // Sequences
  arithmeticSequence: [
    'Arithmetic sequence',
    'each term is the one before plus the same number d, the common difference',
  ],
  geometricSequence: [
    'Geometric sequence',
    'each term is the one before times the same number r, the common ratio',
  ],
  nthTerm: [
    'nth term',
    'the nth term is n − 1 steps on from the first: a + (n − 1)d when adding d, a·rⁿ⁻¹ when multiplying by r',
  ],
  arithmeticSum: [
    'Sum of an arithmetic sequence',
    'written forwards and backwards, the sum pairs terms that each add to the first plus the last, 2a + (n − 1)d, n times over: twice the sum',
  ],
  geometricSum: [
    'Sum of a geometric sequence',
    'r times the sum is the sum moved on one term, so (r − 1)S = a(rⁿ − 1)',
  ],
  sumToInfinity: [
    'Sum to infinity',
    'when −1 < r < 1, rⁿ shrinks to 0, so the sums a(1 − rⁿ)/(1 − r) close in on a/(1 − r)',
  ],
  noSumToInfinity: [
    '',
    'the sums of more and more terms settle on a number only when the terms shrink towards 0',
  ],
  // Calculus
  sum: ['Sum rule', 'the derivative of a sum is the sum of the derivatives'],
  constantMultiple: ['Constant multiple rule', 'a constant factor stays in front: (c·f)′ = c·f′'],
  product: ['Product rule', 'each factor’s change contributes: (uv)′ = u′v + uv′'],
  quotient: ['Quotient rule', '(u/v)′ = (u′v − uv′)/v², the product rule applied to u·(1/v)'],
  power: ['Power rule', 'each of the n factors x in xⁿ changing adds xⁿ⁻¹ to the rate'],
  chain: ['Chain rule', 'the rate of f(u) is the rate of f at u times the rate of u'],
  standard: ['', 'a standard derivative, found once from the definition of the derivative'],
  constant: ['', 'a constant does not change, so its rate is 0; x changes at the rate 1'],
  second: ['', 'the second derivative is the derivative of the derivative'],
  linearity: [
    'Linearity',
    'the integral of a sum is the sum of the integrals, and constants come out',
  ],
  integralConstant: ['Constant rule', 'the derivative of kx is k'],
  integralPower: ['Power rule', 'the derivative of xⁿ⁺¹/(n + 1) is xⁿ (n ≠ −1)'],
  integral: ['Standard integral', 'differentiating the result gives the integrand back'],
  oneC: ['', 'antiderivatives differ by a constant, so one C stands for all of them'],
  uSub: ['Substitution', 'the chain rule backwards: ∫g(u)·u′ dx = ∫g(u) du'],
  putBack: ['', 'u stands for an expression in x, so the answer is written in x again'],
  parts: ['Integration by parts', 'the product rule backwards: ∫u dv = uv − ∫v du'],
  partialFractions: [
    'Partial fractions',
    'a fraction whose bottom is a product of linear factors is a sum of constants over those factors and their powers',
  ],
  coefficients: [
    'Comparing coefficients',
    'two polynomials are equal for every x only when the coefficients of each power of x are',
  ],
  numerators: [
    '',
    'matching the coefficients gives one linear equation for each power of x, and together they fix every numerator',
  ],
  powerReduction: [
    'Power reduction',
    'cos 2u = 1 − 2sin²u = 2cos²u − 1, so sin²u = (1 − cos 2u)/2 and cos²u = (1 + cos 2u)/2',
  ],
  ftc: [
    'Fundamental theorem of calculus',
    'the integral from a to b is F(b) − F(a) for an antiderivative F',
  ],
  improper: [
    'Improper integral',
    'an integral through a point where it blows up is the limit of integrals stopping short of it',
  ],
  reversed: ['', 'swapping the limits changes the sign of an integral'],
  undefinedAt: ['', 'an integral needs its integrand defined along the interval'],
  direct: [
    'Direct substitution',
    'a function built from continuous pieces tends to its value where it is defined',
  ],
  cancelLimit: [
    '',
    'a limit depends on values near the point, not at it, so a common factor cancels',
  ],
  lHopital: [
    'L’Hôpital’s rule',
    'for 0/0 or ∞/∞, f/g tends to the limit of f′/g′ when that exists',
  ],
  unbounded: ['', 'dividing by a quantity near 0 gives one that grows without bound'],
  expLimit: [
    '',
    'uᵛ = e^(v·ln u), and eˣ is continuous, so the limit can be taken in the exponent',
  ],
  limitPower: ['', 'a power of a fixed base follows its exponent'],
  limitFactor: ['', 'a constant factor other than 0 keeps a quantity unbounded, with its sign'],
  toZero: ['', 'a fixed number over a quantity that grows without bound tends to 0'],
  degrees: ['', 'far out, the highest powers of the top and the bottom decide the limit'],
  oscillates: [
    '',
    'a limit is one number the values settle on, and values that keep sweeping between −1 and 1 settle on none',
  ],
  absSide: ['', '|u| = u where u ≥ 0 and |u| = −u where u < 0'],
  twoSides: [
    '',
    'a limit exists only when the limits from the left and from the right are the same number',
  ],
  logToZero: ['', 'ln u = k means u = eᵏ, and eᵏ is close to 0 only for large negative k'],
  // Trigonometry
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
  trigRange: [
    '',
    'sin and cos are the coordinates of a point on the unit circle, between −1 and 1',
  ],
  period: ['', 'sin and cos repeat every full turn, tan every half turn'],
  inverse: ['', 'the inverse function gives one angle with that value; symmetry gives the other'],
  pythagorean: [
    'Pythagorean identity',
    'the point (cos θ, sin θ) is on the unit circle of radius 1, so sin²θ + cos²θ = 1',
  ],
  quotientIdentity: [
    'Quotient identity',
    'tan θ = sin θ/cos θ and cot θ = cos θ/sin θ, wherever the bottom is not 0',
  ],
  reciprocalIdentity: [
    'Reciprocal identity',
    'sec θ = 1/cos θ and csc θ = 1/sin θ, by definition, wherever the bottom is not 0',
  ],
  doubleAngle: [
    'Double-angle identity',
    'the angle-sum formulas with both angles θ: sin 2θ = 2sin θ cos θ, cos 2θ = cos²θ − sin²θ',
  ],
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
  identityHolds: [
    '',
    'equal expressions for every angle where both are defined make an identity there',
  ],
  counterexample: [
    'Counterexample',
    'one angle where the two sides differ shows they are not equal for every angle',
  ],
  // Graphs and rational expressions
  yIntercept: ['', 'the graph crosses the y-axis where x = 0'],
  xIntercept: ['', 'the graph crosses the x-axis where y = 0'],
  slope: ['', 'in y = mx + b, y rises by m for each 1 across and is b at x = 0'],
  vertex: ['', 'a parabola is symmetric about x = −b/(2a), so its vertex is on that line'],
  vertexForm: [
    'Vertex form',
    'in a(x − h)² + k the square is never negative and is 0 only at x = h, so the value there, k, is the least (a > 0) or the greatest (a < 0)',
  ],
  opens: ['', 'far out ax² outgrows the rest, so the sign of a decides the way it opens'],
  turning: ['', 'a smooth graph turns only where its slope, the derivative, changes sign'],
  flat: ['', 'a function that does not depend on x has the same value everywhere'],
  noDivideByZero: ['', 'division by 0 is undefined'],
  cancelFactor: ['', 'a common factor of the top and the bottom cancels: ak/bk = a/b for k ≠ 0'],
  hole: ['', 'a cancelled factor still makes the original denominator 0 there'],
  asymptote: ['', 'near a zero of the denominator alone, the quotient grows without bound'],
  longDivision: ['Long division', 'dividend = divisor × quotient + remainder at every stage'],
  each: ['', 'each graph’s features come from its own equation'],
  meet: ['', 'a point on both graphs has the same y on both'],
  circle: ['', 'by Pythagoras, the points r from (h, k) satisfy (x − h)² + (y − k)² = r²'],
  ellipse: ['', 'the standard form has the squares of the semi-axes under (x − h)² and (y − k)²'],
  equivalent: [
    '',
    'multiplying the top and the bottom by the same nonzero factor keeps a fraction’s value',
  ],
  addFractions: ['', 'fractions over the same denominator add by adding their numerators'],
  multiplyFractions: ['', 'a/b × c/d = ac/(bd), and dividing by c/d is multiplying by d/c'],
  lcd: ['', 'a fraction times a multiple of its denominator is a whole expression'],
  conditions: ['', 'division by 0 and square roots of negative numbers are undefined'],
  twoPoints: [
    '',
    'a line’s slope is the change in y over the change in x between any two of its points',
  ],
  distance: ['Distance formula', 'by Pythagoras, the distance is √(Δx² + Δy²)'],
  midpoint: [
    'Midpoint',
    'the midpoint is halfway across and halfway up: the mean of each coordinate',
  ],
  // Matrices
  determinant2: ['Determinant of a 2×2 matrix', 'det [[a, b], [c, d]] = ad − bc'],
  cofactor: [
    'Cofactor expansion',
    'a determinant is the sum along any row or column of each entry times the determinant left when its row and column are crossed out, with the signs + − + … of a checkerboard',
  ],
  rowDeterminant: [
    '',
    'adding a multiple of one row to another keeps the determinant; swapping two rows changes its sign',
  ],
  triangular: ['', 'the determinant of a triangular matrix is the product of its diagonal'],
  gaussJordan: [
    'Gauss–Jordan elimination',
    'each row operation multiplies by an invertible matrix, so the operations that turn A into I turn I into A⁻¹',
  ],
  inverseCheck: ['', 'a matrix times its inverse is the identity matrix'],
  singular: [
    '',
    'a matrix whose determinant is 0 sends some nonzero vector to 0, so no matrix can undo it',
  ],
  transpose: ['Transpose', 'the transpose swaps rows and columns: entry (i, j) moves to (j, i)'],
  matrixSum: ['', 'matrices of the same size add and subtract entry by entry'],
  matrixScale: ['', 'a number times a matrix multiplies every entry by that number'],
  matrixProduct: [
    'Matrix product',
    'entry (i, j) of AB is row i of A times column j of B: multiply matching entries and add',
  ],
  matrixPower: ['', 'Aⁿ is A multiplied by itself n times, A⁰ is the identity and A⁻ⁿ is (A⁻¹)ⁿ'],
  rank: [
    'Rank',
    'row operations do not change the rank, and in echelon form it is the number of nonzero rows',
  ],
  rowOperation: ['', 'a row operation does not change the solutions of the system'],
  readOff: ['', 'in reduced row echelon form each row says one unknown equals a number'],
  freeUnknown: [
    '',
    'an unknown without a pivot can take any value, and each row then gives one of the others',
  ],
} as const satisfies Record<string, readonly [string, string]>;
