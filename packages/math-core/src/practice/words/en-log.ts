/**
 * The English words of the logarithm problems, and under `skill.` those of the algebra skills' own
 * families (skills.ts), by id; assigned into the English table (./en.ts). A
 * `{name}` is filled with a number or with maths written in the question's notation. A question's
 * maths (its `questionMath`) is one placeholder, `{expression}` or `{equation}`, that ends its
 * sentence; a question that gives values first (`log.ask.given`) has each of them before it.
 */
export const ENGLISH_LOG_PRACTICE = {
  // ── questions ──
  'log.ask.evaluate': 'Evaluate {expression}.',
  'log.ask.evaluateFraction': 'Evaluate {expression}. Give the answer as a fraction.',
  /** A value to find from a given logarithm; the question's maths is the list of both. */
  'log.ask.given': 'Given {given}, evaluate {expression}.',
  'log.ask.givenTwo': 'Given {given} and {other}, evaluate {expression}.',
  'log.ask.changeOfBase':
    'Evaluate {expression} with the change of base formula. Round to {decimals} decimals.',
  // ── nudges ──
  'log.nudge.squareRoot': 'A root is a power too: the square root is the power {power}.',
  'log.nudge.cubeRoot': 'A root is a power too: the cube root is the power {power}.',
  'log.nudge.insideOut': 'Work from the inside out.',
  'log.nudge.powersOf': 'Both numbers are powers of {base}.',
  'log.nudge.calculator': 'A calculator has ln (or log) but no key for base {base}.',
  // ── hints ──
  'log.hint.raisedTo': 'To what power must {base} be raised to give {value}?',
  'log.hint.asPower': 'Write {value} as a power of {base}.',
  'log.hint.definition': '{log} means {power}.',
  'log.hint.inverse': 'Raising b to the power {log} undoes the logarithm.',
  'log.hint.powerRule': 'Power rule: {rule}.',
  'log.hint.productRule': 'Product rule: {rule}.',
  'log.hint.quotientRule': 'Quotient rule: {rule}.',
  'log.hint.bothAsPowers': 'Write both numbers as powers of {base}.',
  'log.hint.rewrite': 'Rewrite the logarithm as a power: {log} means {power}.',
  'log.hint.exponentsEqual': 'Write {value} as a power of {base}, then set the exponents equal.',
  'log.hint.expand': 'Expand with the product, quotient and power rules, then substitute.',
  'log.hint.condense': 'Condense into one logarithm with the product and quotient rules.',
  'log.hint.commonBase': 'Write both bases as powers of {base}, then set the exponents equal.',
  'log.hint.logSum':
    'Condense the left side, remove the logarithms, and reject a root that makes a logarithm undefined.',
  'log.hint.squareRootOfBase': 'The square root of {base} is {power}.',
  'log.hint.cubeRootOfBase': 'The cube root of {base} is {power}.',
  'log.hint.rootAsPower': 'Write {value} as {power}, so its root is {root}.',
  'log.hint.nested': 'First find {inner}, then the logarithm of that to base {base}.',
  'log.hint.baseRatio': 'Write {first} and {second}; the answer is {ratio}.',
  /** The change of base formula alone. */
  'log.hint.changeOfBase': '{rule}.',
  // ── step notes ──
  'log.step.asPower': 'Write {value} as a power of {base}',
  'log.step.undoes': 'The logarithm undoes the power',
  'log.step.equalExponents': 'Equal powers of one base have equal exponents',
  'log.step.definition': 'A logarithm is an exponent: {log} means {power}',
  'log.step.evaluatePower': 'Evaluate the power',
  'log.step.inverse': 'Raising b to the power {log} gives n, for every {condition}',
  'log.step.here': 'Here b = {b} and n = {n}',
  'log.step.powerRule': 'Power rule',
  'log.step.productRule': 'Product rule',
  'log.step.quotientRule': 'Quotient rule',
  'log.step.putIn': 'Put in {value}',
  'log.step.bothAsPowers': 'Write both numbers as powers of {base}',
  'log.step.ratio': 'The logarithm is the ratio of the exponents',
  'log.step.rewrite': 'Rewrite the logarithm as a power',
  'log.step.toThePower': 'Write {value} as {base} to the power {k}, then set the exponents equal',
  'log.step.so': 'So',
  'log.step.givenValues': 'Put in the given values',
  'log.step.expand': 'Expand with the product, quotient and power rules',
  'log.step.condense': 'Condense with the product and quotient rules',
  'log.step.basesAsPowers': 'Write both bases as powers of {base}',
  'log.step.setExponentsEqual': 'Set the exponents equal',
  'log.step.solve': 'Solve for x',
  'log.step.condenseLeft': 'Condense the left side and remove the logarithms',
  'log.step.rejected': '{root} is rejected (the log of a negative number is undefined)',
  'log.step.rootPower': 'The root is the power {power}',
  'log.step.changeOfBase': 'Change of base',
  'log.step.naturalLogs': 'Natural logarithms',
  // ── the algebra skills' own families ──
  'skill.ask.discriminant': 'What is the discriminant {formula} of {equation}?',
  'skill.ask.formulaRational':
    'Solve for x: {equation}. Use the quadratic formula. Give both solutions, smallest first, separated by a comma. Write fractions as p/q.',
  'skill.ask.formulaRounded':
    'Solve for x: {equation}. Give both solutions, smallest first, separated by a comma. Round to {decimals} decimals.',
  'skill.nudge.fractionCoefficient': 'x is multiplied by a fraction: what undoes that?',
  'skill.nudge.brackets': 'The brackets multiply everything inside them.',
  'skill.nudge.bothSides': 'There is an x on both sides: gather them on one side first.',
  'skill.nudge.gather': 'Gather the x terms on one side and the numbers on the other.',
  'skill.nudge.twoBrackets': 'Can the left side be written as two brackets multiplied together?',
  'skill.nudge.coefficients':
    'Read off a, b and c, the numbers in front of x², x and the constant.',
  'skill.nudge.formula': 'A quadratic formula needs a, b and c, and the discriminant first.',
  'skill.nudge.noFactoring':
    'This one does not factor nicely: is there a formula for every quadratic?',
  'skill.hint.reciprocal': 'Multiply both sides by {reciprocal}, the reciprocal of {fraction}.',
  'skill.hint.multiplyOut': 'Multiply out: {expansion}; then solve the two-step equation.',
  'skill.hint.subtractTerm': 'Subtract {term} from both sides, then solve what is left.',
  /** Move the x term, then the constant term, then divide: each move an addition or a subtraction. */
  'skill.hint.subtractSubtract':
    'Subtract {term} from both sides, subtract {b} from both sides, then divide by {k}.',
  'skill.hint.subtractAdd':
    'Subtract {term} from both sides, add {b} to both sides, then divide by {k}.',
  'skill.hint.addSubtract':
    'Add {term} to both sides, subtract {b} from both sides, then divide by {k}.',
  'skill.hint.addAdd': 'Add {term} to both sides, add {b} to both sides, then divide by {k}.',
  'skill.hint.discriminant': 'Here a = {a}, b = {b} and c = {c}; work out {formula}.',
  /** The quadratic formula alone. */
  'skill.hint.formula': '{formula}.',
  'skill.hint.formulaRound': '{formula}; round only at the end.',
  'skill.step.discriminant': 'The discriminant',
  'skill.step.putIn': 'Put in a = {a}, b = {b}, c = {c}',
  'skill.step.squareRoot': 'Its square root',
  'skill.step.formula': 'The quadratic formula',
  'skill.step.round': 'Round to {decimals} decimals',
} as const;

/** The id of a sentence of the logarithm problems or of the algebra skills' own families. */
export type LogWordId = keyof typeof ENGLISH_LOG_PRACTICE;

/** Those sentences in one language: a sentence for every id. */
export type LogWords = Readonly<Record<LogWordId, string>>;
