/**
 * The words of the answers the solver gives in words, in English, by id: each a template whose
 * {names} are the answer's parameters (a tree, a number, a set of intervals, a list, or another
 * answer in words), as a step's note is a template of the step's parameters. A result carries
 * the id and the parameters (`answerWords`), and its `answer` is the template of its language
 * rendered with them: a language's table has the same ids and the same {names}.
 */

import type { MathNode } from '../tree';

/** The English words of every answer in words, by id. */
export const ANSWER_WORDS = {
  value: '{value}',
  none: 'No solution',
  noReal: 'No real solutions',
  every: 'Every number is a solution',
  everyExcept: 'Every number is a solution except {except}',
  allReal: 'All real numbers',
  family: 'Infinitely many solutions: {family}',
  noneIn: 'No solution with {interval}',
  places: '{answer}; to {places} decimal places: {rounded}',
  onePlace: '{answer}; to 1 decimal place: {rounded}',
  wholeNumber: '{answer}; to the nearest whole number: {rounded}',
  condition: '{answer}, {condition}',
  where: '{answer}, where {conditions}',
  complex: '{answer}; {complex}',
  noOtherReal: '{answer}; no other real solutions',
  root: '{unknown} = {value}',
  roots: '{unknown} = ±{value}',
  shape: '{shape} {curve}',
  features: '{shape}: {features}',
  horizontalLine: 'Horizontal line',
  straightLine: 'Straight line',
  parabola: 'Parabola',
  polynomialCurve: 'Polynomial curve',
  rationalFunction: 'Rational function',
  curve: 'Curve',
  circle: 'Circle',
  ellipse: 'Ellipse',
  yIntercept: 'y-intercept {value}',
  xIntercept: 'x-intercept {value}',
  xIntercepts: 'x-intercepts {values}',
  slope: 'slope {value}',
  vertex: 'vertex {value}',
  axis: 'axis of symmetry {value}',
  horizontalAsymptote: 'horizontal asymptote {value}',
  slantAsymptote: 'slant asymptote {value}',
  verticalAsymptote: 'vertical asymptote {value}',
  verticalAsymptotes: 'vertical asymptotes {values}',
  hole: 'hole {value}',
  holes: 'holes {values}',
  turningPoint: 'turning point {value}',
  turningPoints: 'turning points {values}',
  intersection: 'intersection {value}',
  intersections: 'intersections {values}',
  center: 'center {value}',
  radius: 'radius {value}',
  semiAxis: 'semi-axis along {unknown} {value}',
  sameCurve: '{first} and {second} are the same curve',
  sameCurveExcept: '{first} and {second} are the same curve except at {holes}',
  holeAt: '{at}, where {curve} has a hole',
  sameFor: '{first} and {second} are the same for {stretches}',
  sameForMeet: '{first} and {second} are the same for {stretches}, and meet at {points}',
  forStretch: 'for {stretch}',
  neverMeet: '{first} and {second} never meet',
  meet: '{first} and {second} meet at {points}',
  completedSquare: '{completed}: vertex {vertex}, axis of symmetry {axis}',
  axisThrough: '{axis}, through the vertex {vertex}',
  vertexMinimum: '{vertex}, a minimum value {value}; axis of symmetry {axis}',
  vertexMaximum: '{vertex}, a maximum value {value}; axis of symmetry {axis}',
  noMode: 'No mode',
  noSumToInfinity: 'No sum to infinity',
  singular: 'The matrix is singular (its determinant is 0), so it has no inverse',
  verticalSlope: 'The slope is undefined: the line through the points is vertical, {line}',
  irreducible: '{polynomial} cannot be factored over the rational numbers',
  identity: 'Identity: {identity} holds for every {unknown}',
  identityWhere: 'Identity: {identity} holds for every {unknown} where {conditions}',
  notIdentity:
    'Not an identity: at {unknown} = {angle} the left side is {left} and the right side is {right}',
  notIdentityBoth:
    'Not an identity: at {unknown} = {angle} ({radians}) the left side is {left} and the right side is {right}',
  turn: '{solutions} in {turn}; every solution: {general}',
  periodic: '{turn}, k any integer',
  periodicBoth: '{degrees}, k any integer; in radians: {radians}',
} as const;

/** The id of an answer in words: a key of `ANSWER_WORDS`. */
export type AnswerId = keyof typeof ANSWER_WORDS;

/**
 * The words of answers in one language: a template for every id, with the English one's {names},
 * and the word that joins the last two items of a list ("a, b and c").
 */
export interface AnswerTable {
  readonly words: Readonly<Record<AnswerId, string>>;
  /** Between the last two items of a list: " and ". */
  readonly and: string;
}

/** The English answers in words. */
export const ENGLISH_ANSWERS: AnswerTable = { words: ANSWER_WORDS, and: ' and ' };

/**
 * A parameter of an answer in words: a tree (`x = 2`, shown in the notation of the language), a
 * number (the places rounded to), another answer in words, an interval given by its two ends
 * (`[0°, 360°)`), or a list of parameters: `and` joins every item with the table's "and", `series`
 * puts commas between the items but the last two, `commas` commas between them all, `semicolons`
 * semicolons, and `or` the notation's "or" between them.
 */
export type AnswerParam =
  | MathNode
  | number
  | AnswerWords
  | {
      readonly interval: readonly [MathNode, MathNode];
      readonly closed: readonly [boolean, boolean];
    }
  | {
      readonly join: 'and' | 'series' | 'commas' | 'semicolons' | 'or';
      readonly items: readonly AnswerParam[];
    };

/**
 * An answer in words as data: the id of its words and their parameters by name. The answer
 * `{ id: 'everyExcept', params: { except: … } }` is "Every number is a solution except x = 1" in
 * English and "Todo número es solución excepto x = 1" in Spanish.
 */
export interface AnswerWords {
  readonly id: AnswerId;
  readonly params?: Readonly<Record<string, AnswerParam>>;
}
