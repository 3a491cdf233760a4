import { ENGLISH_GEOMETRY_PRACTICE } from './en-geo';
import { ENGLISH_LOG_PRACTICE } from './en-log';
import { ENGLISH_SKILL_PRACTICE } from './en-skills';

/** The words of the algebra problems (and the sentences every problem may use). */
const ALGEBRA_PRACTICE = {
  // ── questions ──
  'ask.solve': 'Solve for x: {equation}',
  'ask.solveFraction': 'Solve for x: {equation}. Give the answer as a fraction or a whole number.',
  'ask.solveOrdered':
    'Solve for x: {equation}. Give both solutions, smallest first, separated by a comma.',
  // ── hints ──
  'hint.undoAddition': 'Undo the addition: do the opposite to both sides.',
  'hint.undoSubtraction': 'Undo the subtraction: do the opposite to both sides.',
  'hint.divideBoth': 'Divide both sides by {a}.',
  'hint.multiplyBoth': 'Multiply both sides by {a}.',
  'hint.negativeAlone': 'Get -x alone, then change the sign of both sides.',
  'hint.twoStep':
    'First move the constant term to the other side, then divide by the coefficient of x.',
  'hint.fractionAnswer': 'Move the constant term, then divide; the answer may be a fraction.',
  'hint.distribute':
    'Multiply out the brackets (the distributive law), or divide both sides by the factor first.',
  'hint.collect': 'Collect the x terms on one side and the numbers on the other.',
  'hint.divided': 'Move the constant term first, then multiply by the denominator.',
  'hint.productSum': 'Find two numbers that multiply to {product} and add up to {sum}.',
  'hint.divideEvery': 'Divide every term by {a} first.',
  'hint.factorLeading': 'Factor into (mx - n)(x - q), or use the quadratic formula.',
  'hint.expandBoth': 'Expand both sides, then collect the x terms on one side.',
  'hint.clearFractions': 'Multiply every term by {a} to clear the fractions.',
  /** The third level of help: the first step of the working, its note and its statement. */
  'hint.firstStep': '{note}: {step}',
  // ── step notes ──
  'step.add': 'Add {a} to both sides',
  'step.subtract': 'Subtract {a} from both sides',
  'step.simplify': 'Simplify',
  'step.divide': 'Divide both sides by {a}',
  'step.multiply': 'Multiply both sides by {a}',
  'step.multiplyMinusOne': 'Multiply both sides by −1',
  'step.distribute': 'Distribute',
  'step.productSum': 'Two numbers that multiply to {product} and add up to {sum}',
  'step.factor': 'Factor',
  'step.zeroProduct': 'A product is zero when a factor is zero',
  'step.expand': 'Expand',
  'step.collect': 'Collect terms',
} as const;

/**
 * The English words of practice problems, by id. A `{name}` is filled with the value of that name
 * (a number, or maths written in the question's notation); every other language's table has the
 * same ids and the same names. One object from each category's table, assigned, not spread: a
 * bundler drops a pure call whose result is unused, and keeps a spread it cannot prove harmless.
 */
export const ENGLISH_PRACTICE: typeof ALGEBRA_PRACTICE &
  typeof ENGLISH_LOG_PRACTICE &
  typeof ENGLISH_GEOMETRY_PRACTICE &
  typeof ENGLISH_SKILL_PRACTICE = /* @__PURE__ */ Object.assign(
  {},
  ALGEBRA_PRACTICE,
  ENGLISH_LOG_PRACTICE,
  ENGLISH_GEOMETRY_PRACTICE,
  ENGLISH_SKILL_PRACTICE,
);

/** The id of a sentence of a practice problem. */
export type PracticeWordId = keyof typeof ENGLISH_PRACTICE;
