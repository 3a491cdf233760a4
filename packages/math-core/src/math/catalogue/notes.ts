/**
 * The notes of the solver's steps, in English: for each rule, the forms its note takes, each a
 * template whose {names} are the step's parameters (a number or a tree, shown as typed). A step
 * picks a form by name, or by the parameters it gives ("Subtract {subtract} from both sides" for
 * `{ subtract: 3 }`). The forms are kept in several tables by the part of the solver that writes
 * them (equations here, the others in ./notes-*.ts), and a rule may have forms in more than one;
 * `NOTES` is all of them, each form of a rule once. With the reasons (./reasons) this is all the
 * English of the solver's steps.
 */
import { ALGEBRA_NOTES } from './notes-algebra';
import { CALCULUS_NOTES, DRAW_TERMS } from './notes-calculus';
import { CASES_NOTES } from './notes-cases';
import { TABLES_NOTES } from './notes-tables';
import { TRIG_NOTES } from './notes-trig';
import type { REASONS } from './reasons';

/** Forms of notes by rule id: each a template named by its form. */
export type NoteTable = Partial<Record<keyof typeof REASONS, Readonly<Record<string, string>>>>;

const EQUATION_NOTES = {
  sides: {
    subtract: 'Subtract {subtract} from both sides',
    add: 'Add {add} to both sides',
    isolateSquare: 'Isolate the square',
    logarithms: 'Collect the logarithms on the left and the numbers on the right',
    solveFirstFor: 'Solve the first equation for {unknown}',
    solveSecondFor: 'Solve the second equation for {unknown}',
    standard: 'Write both equations in the form a{first} + b{second} = c',
  },
  scale: {
    multiply: 'Multiply both sides by {multiply}',
    divide: 'Divide both sides by {divide}',
    clearOne: 'Multiply both sides by {lcd} to clear the fraction',
    denominator: 'Multiply both sides by the denominator',
    byLcd: 'The least common denominator (LCD) is {lcd}. Multiply both sides by the LCD {lcd}',
    multiplyFirst: 'Multiply the first equation by {multiply}',
    multiplySecond: 'Multiply the second equation by {multiply}',
    clearOneExpanding: 'Multiply both sides by {lcd} to clear the fraction (expanding brackets)',
    clearEvery:
      'Multiply every term on both sides by {lcd}, the least common denominator, to clear the fractions',
    clearEveryExpanding:
      'Multiply every term on both sides by {lcd}, the least common denominator, to clear the fractions (expanding brackets)',
  },
  moveAll: { left: 'Move every term to the left side' },
  alone: {
    alone: '{unknown} is already alone on one side',
    noneInFirst: 'The first equation has no {unknown}',
    noneInSecond: 'The second equation has no {unknown}',
  },
  expand: {
    expand: 'Expand brackets and collect like terms',
    collect: 'Collect like terms',
    brackets: 'Expand brackets',
    each: 'Simplify each side',
    logarithms: 'Collect the multiples of the same logarithm',
    simplify: 'Simplify',
  },
  ineqSides: {
    subtract: 'Subtract {subtract} from both sides',
    add: 'Add {add} to both sides',
    subtractAll: 'Subtract {subtract} from all three parts',
    addAll: 'Add {add} to all three parts',
    left: 'Move every term to the left side',
  },
  ineqScale: {
    clear: 'Multiply both sides by {lcd} to clear the fractions',
    clearAll: 'Multiply all three parts by {lcd} to clear the fractions',
    multiply: 'Multiply both sides by {multiply}',
    multiplyFlip:
      'Multiply both sides by {multiply}; multiplying by a negative number flips the inequality: {was} becomes {now}',
    divide: 'Divide both sides by {divide}',
    divideFlip:
      'Divide both sides by {divide}; dividing by a negative number flips the inequality: {was} becomes {now}',
    divideAll: 'Divide all three parts by {divide}',
    divideAllFlip:
      'Divide all three parts by {divide}; dividing by a negative number flips both signs: {was} becomes {now}',
    divideAllFlipTwo:
      'Divide all three parts by {divide}; dividing by a negative number flips both signs: {was} becomes {now} and {was2} becomes {now2}',
  },
  order: {
    read: 'Read it from {unknown}',
    smaller: 'Write it with the smaller number first',
  },
  signChange: { boundary: 'Find where {expression} = 0: the boundary points' },
  empty: {
    equal: 'The two ends are equal and not both included, so there is no solution',
    aboveBelow: 'No number is both above {low} and below {high}, so there is no solution',
    aboveAtMost: 'No number is both above {low} and at most {high}, so there is no solution',
    atLeastBelow: 'No number is both at least {low} and below {high}, so there is no solution',
    atLeastAtMost: 'No number is both at least {low} and at most {high}, so there is no solution',
  },
  squeeze: { only: 'The only number left is {value}' },
  substitute: {
    intoFirst: 'Substitute {unknown} = {value} into the first equation',
    intoSecond: 'Substitute {unknown} = {value} into the second equation',
    put: 'Put {unknown} = {value} into {target} = {expression}',
  },
  eliminate: {
    add: 'Add the equations to eliminate {unknown}',
    subtract: 'Subtract the second equation from the first to eliminate {unknown}',
  },
  dependent: { line: 'Every point of the line is a solution' },
  solved: { values: 'The solution' },
  squares: {
    squares: 'A difference of squares: a² − b² = (a − b)(a + b), with a = {a} and b = {b}',
  },
  cubes: {
    sum: 'A sum of cubes: a³ + b³ = (a + b)(a² − ab + b²), with a = {a} and b = {b}',
    difference: 'A difference of cubes: a³ − b³ = (a − b)(a² + ab + b²), with a = {a} and b = {b}',
  },
  sumProduct: { pair: 'Two numbers that multiply to {product} and add to {sum}: {m} and {n}' },
  acMethod: {
    split:
      'ac = {a} · {c} = {ac}; two numbers that multiply to {ac} and add to {b}: {m} and {n}. Split the middle term',
  },
  grouping: {
    pairs: 'Group in pairs and take out the common factor of each pair',
    firstTwo:
      'Group the first two terms and the last two, and take out the common factor of each pair',
  },
  commonFactor: {
    bracket: 'Take out the common bracket ({bracket})',
    factor: 'Take out the common factor {factor}',
  },
  divides: { divides: 'There are no rational roots, but {factor} divides it with no remainder' },
  rationalRoot: {
    root: 'Rational root theorem: a rational root is ±p/q with p dividing {constant} and q dividing {leading} ({candidates}). Trying them, {unknown} = {root} gives 0, so {factor} is a factor',
  },
  synthetic: {
    division: 'Synthetic division of {coefficients} by {root}: bottom row {bottom}, remainder 0',
  },
  sum: { terms: 'Sum rule: differentiate term by term' },
  constantMultiple: {
    negate: 'Constant multiple rule: d/dx(−f) = −f′',
    times: 'Constant multiple rule: d/dx(c·f) = c·f′',
    divide: 'Constant multiple rule: d/dx(f/c) = f′/c',
  },
  product: {
    two: 'Product rule: d/dx(uv) = u′v + uv′',
    many: 'Product rule: differentiate one factor at a time and add',
  },
  quotient: { quotient: 'Quotient rule: d/dx(u/v) = (u′v − uv′)/v²' },
  power: { power: 'Power rule: d/dx xⁿ = n·xⁿ⁻¹' },
  constant: {
    unknown: 'The derivative of {unknown} with respect to {unknown} is 1',
    constant: 'The derivative of a constant is 0',
  },
  swap: { sides: 'Swap the sides' },
  samePower: { equal: 'Equal powers of the same base have equal exponents' },
  asPower: {
    both: 'Write both sides as powers of {base}',
    one: 'Write {value} as a power of {base}',
  },
  takeLog: {
    natural: 'Take the natural logarithm of both sides',
    base: 'Take the logarithm base {base} of both sides',
  },
  lcd: { cancel: 'Cancel each denominator against the LCD' },
  noDivideByZero: { zero: '{unknown} = {value} makes a denominator zero, so it is not a solution' },
  check: {
    fraction: '{unknown} = {value} checks: no denominator is 0, and both sides equal {both}',
  },
  logOfBase: { powersOfE: 'Work out the logarithms of powers of e: ln(eᵏ) = k' },
  zeroProduct: { zero: 'A product is 0 when one of its factors is 0' },
  solveEach: { each: 'Solve each equation' },
  solveFor: { for: 'Solve for {unknown}' },
  discriminant: {
    discriminant: 'The discriminant b² − 4ac',
    factors: 'The discriminant b² − 4ac is a perfect square, so the quadratic factors',
  },
  noRealRoot: { negative: 'The discriminant b² − 4ac is negative, so there are no real solutions' },
  formula: { formula: 'The quadratic formula x = (−b ± √(b² − 4ac))/(2a)' },
  simplifyRoot: { root: 'Simplify the square root: √{radicand} = {root}' },
  reduce: { common: 'Divide the top and the bottom by {common}' },
  plusMinus: { both: 'Work out the − sign and the + sign' },
  doubleRoot: { one: '√0 = 0, so both signs give the one solution' },
  squareRoot: {
    both: 'Take the square root of both sides: there is a positive and a negative root',
  },
  squareZero: {
    root: 'Take the square root',
    of: 'Take the square root: {base} = 0',
  },
  squarePositive: {
    square: 'A square is never negative, so {square} = {value} has no real solutions',
  },
  completeSquare: {
    half: 'Add the square of half the coefficient of {unknown}, ({half})² = {square}, to both sides',
  },
  squareTrinomial: {
    plus: 'A perfect-square trinomial: a² + 2ab + b² = (a + b)², with a = {a} and b = {b}',
    minus: 'A perfect-square trinomial: a² − 2ab + b² = (a − b)², with a = {a} and b = {b}',
    zero: 'The discriminant is 0: the quadratic is a perfect square',
    left: 'Write the left side as a square',
  },
} as const satisfies NoteTable;

/** The tables as one: each rule with every form any table gives it. Two tables giving a rule the same form is a mistake. */
const merged = (...tables: NoteTable[]): NoteTable => {
  const all: Record<string, Readonly<Record<string, string>>> = {};
  for (const table of tables)
    for (const [rule, forms] of Object.entries(table)) {
      const before = all[rule] ?? {};
      for (const form of Object.keys(forms ?? {}))
        if (form in before) throw new Error(`Two notes for the form ${form} of the rule ${rule}`);
      all[rule] = { ...before, ...forms };
    }
  return all;
};

export const NOTES: NoteTable = /* @__PURE__ */ merged(
  EQUATION_NOTES,
  ALGEBRA_NOTES,
  CASES_NOTES,
  CALCULUS_NOTES,
  TABLES_NOTES,
  TRIG_NOTES,
);

/** Words a note names by key rather than writes out ("{pick:pickOne}" with `pick: 'rank'`), by table: see ./notes-calculus. */
export const TERMS: Readonly<Record<string, Readonly<Record<string, string>>>> = DRAW_TERMS;
