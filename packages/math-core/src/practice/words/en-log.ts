/**
 * The English words of the logarithm problems, by id; spread into the English table (./en.ts). A
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
} as const;

/** The id of a sentence of the logarithm problems. */
export type LogWordId = keyof typeof ENGLISH_LOG_PRACTICE;

/** Those sentences in one language: a sentence for every id. */
export type LogWords = Readonly<Record<LogWordId, string>>;
