import { everyKind } from '../kinds';
import { type SolveAnswer, type SolveOptions, solveWith } from './solveWith';

export type { MethodId, SolveMethod } from '../methods/choice';
export type { RequestId } from '../read';
export { MAX_SOLVE_LENGTH } from '../readTyped';
export type {
  AbsoluteValueResult,
  Answered,
  ArithmeticResult,
  ComplexAnswer,
  ComplexNumberResult,
  GraphResult,
  InequalityResult,
  LimitResult,
  PolynomialResult,
  QuadraticResult,
  ResultBase,
  ResultOf,
  SetAnswer,
  SetEnd,
  SetInterval,
  Solution,
  SolveKind,
  SolveOutcome,
  SolveResult,
  SystemResult,
  TrigonometryResult,
  Variant,
} from '../solveResult';

export {
  type SolveAnswer,
  type SolveOptions,
  type SolveRefusal,
  solveWith,
} from './solveWith';

/**
 * Solves what a student types, exactly, with its steps: arithmetic with fractions, mixed
 * numbers, powers and roots (`3/4 + 5/6`, `2 1/2 × 4/5`, `√72` = 6√2); linear equations
 * (`3(x-2)=2x+1`, `x/3 + 1/2 = 5/6`, no solution, every number); quadratics (`x^2-5x+6=0` by
 * factoring, `x^2-3x+1=0` by the formula: `x = (3 ± √5)/2`, no real solutions); two linear
 * equations (`2x+y=5, x-y=1`, also separated by `;`, `and` or a new line); exponential and
 * logarithmic equations (`2^(x+1)=16`, `log_2(x)=5`, `log(x)+log(x-3)=1`, extraneous roots
 * rejected in a step); expanding (`(2x+1)(x-3)`) and logarithms (`log_4(8)`, `log_2(8x)`);
 * derivatives (`d/dx x^2 sin(x)` = 2xsin(x) + x²cos(x), `f(x) = x^3, f'(x)`, `d²/dx² x^4`),
 * each checked against finite differences of the input before it is given; factoring (`factor
 * 6x^2+11x-10` = (2x + 5)(3x − 2)) and polynomial equations of degree 3 and more (`x^3-6x^2+11x-6=0`);
 * percentages in words (`15% of 80` = 12, `12 is what percent of 80` = 15%, `increase 80 by
 * 15%`, with `tool` naming the percentage calculator); exact trigonometric values at multiples of
 * 15° or π/12 (`cos(135°)` = −√2/2, `sin(π/6)` = 1/2, `tan(90°)` refused as undefined) and
 * equations in one of sin, cos or tan of x, in degrees (`2sin(x) = 1`: x = 30° or x = 150°);
 * rational equations (`x/(x+1) + 2/(x-1) = 1`: excluded values, multiply by the LCD, a candidate
 * that makes a denominator 0 rejected) and rational expressions simplified, added, multiplied or
 * divided with their restrictions (`simplify (x^2-1)/(x-1)` = "x + 1, x ≠ 1"); indefinite
 * integrals by linearity, the power rule, standard forms, substitution and parts (`∫ 3x^2 + 2x dx`
 * = x³ + x² + C), and definite ones with rational limits; powers xⁿ = c with their complex
 * solutions, cube roots and fractional powers, exponential equations quadratic in one power,
 * logarithms of related bases, absolute values and complex numbers (`i^2`, `√(−4)`); the gcd and lcm
 * of whole numbers (`gcd(12, 18)` = 6, through prime factorisations, with the GCD & LCM tool). Where a
 * reading is a convention (`1/2π` is (1/2)π, `sin(30)` is in degrees) `readAs` says which was
 * taken, and `title` names the problem. A number typed with a decimal comma
 * (`2,5 + 1`) is read as 2.5 where the comma cannot separate equations (`readAs` says so). Every
 * answer is checked against the problem as typed before it is given (solutions put back into the
 * equation, an expression compared at sample points, an antiderivative differentiated).
 *
 * Errors (field `text`): `invalid_value` for text that cannot be read (with the parser's message)
 * or maths that is undefined (`log(−3)`, division by zero; `√(−4)` is 2i, the imaginary unit
 * being i); `unsupported` for anything outside that
 * scope, with the reason, what the problem was read as and what the solver does with something
 * close, or "did you mean …?" for a misspelt command; `out_of_range` when exact numbers would
 * grow too large. Input is limited to MAX_SOLVE_LENGTH (300) characters. A refusal of the text
 * carries `error.suggestion` when a reading of it changed as little as a student would change it
 * is answered (`'x^2 = 4'` for `'x^2 blorp = 4'`), and its message offers it.
 *
 * Words around the maths are read before any kind sees it: the request ("expand and simplify",
 * "avg of", "determinant of"), the unknown asked for ("I = PRT solve for R" → R = I/(PT)),
 * constraints ("for 0 ≤ x < 2π" lists exactly the solutions there, "in radians", "(answer in
 * degrees)", "to 3 decimal places", "exact") and operator words ("x squared minus 5x plus 6
 * equals 0"); a word one edit from a request word is read as it, which `readAs` says and
 * `options.corrections: false` undoes.
 *
 *
 * `options.language` (`spanish`, `french`, `german` or `portuguese`, each exported, or
 * `languages.es` …) reads a problem typed in that language's notation and words: `resuelve 2x + 3
 * = 7`, `sen(x) = 0,5`, `lg(100)`, `12 : 4` (German and French), `]−2 ; 2[`, `x = 1; y = 2,5`,
 * `1.000.000` and `1 000 000`; English typed with it still reads, and `readAs` says each reading
 * of the notation ("2,5 as 2.5").
 *
 * `options.method` asks for one way where several apply (`methods` lists them): the answer is the
 * same and is checked the same; a way that does not apply is refused with `unsupported` (field
 * `method`), naming the ways that do.
 *
 * Derivatives are read as `d/dx …`, `derivative of …`, `differentiate … (with respect to t)`,
 * `f'(x)` or `dy/dx` with `f(x) = …` or `y = …` given, and second derivatives as `d²/dx² …`,
 * `f''(x)` or `second derivative of …`; partial and implicit derivatives, third and higher
 * derivatives and xˣ are refused. Integrals are read as `∫ … dx`, `integrate …`, `integral of …`,
 * `antiderivative of …`, with limits as `∫_0^1 …`, `∫_{-1}^{2} …`, `… from 0 to 1` or first
 * (`integral from 0 to 2 of x^2`); a limit is a number, π, e, an expression in them or `∞`. A
 * definite integral whose integrand is undefined on a stretch of the interval is refused with the
 * reason (`invalid_value`); single points where it is undefined, and infinite limits, make it
 * improper: split there, each end a one-sided limit worked out exactly, so the answer is the
 * value or "The integral diverges" (`solutions` empty), checked part by part against quadrature.
 *
 * Where an expression is defined is decided from its structure, never by sampling (each
 * denominator, logarithm, even root, tan and sec gives a condition, solved exactly), and an answer
 * defined on more than the expression it came from says where it holds (`d/dx ln(x)` is `1/x, x >
 * 0`). Shapes are read in words: the area, perimeter, circumference, volume or surface area of a
 * circle, square, rectangle, triangle (base and height, or three sides by Heron's formula),
 * parallelogram, trapezoid, sphere, cylinder, cone, cube or box, with lengths named (`radius 3`,
 * `diameter 10 cm`, `bases 3 and 5`) or given as `4 by 3 (by 2)`.
 *
 * @example
 * solve('x^2-5x+6=0').value.answer; // "x = 2 or x = 3"
 * solve('x^2-5x+6=0', { method: 'completing-the-square' }).value.method; // "completing the square"
 * solve('√72').value.solutions; // [{ text: '6√2', value: 8.48528137423857, tree: (6√2 as a MathNode), exact: (the same), decimal: (the number tree 8.48528) }]
 */
export function solve(typed: string, options?: SolveOptions): SolveAnswer {
  return solveWith(everyKind, typed, options);
}
