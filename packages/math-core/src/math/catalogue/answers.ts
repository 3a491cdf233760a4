/**
 * The words of the answers the solver gives in words, in English, by id: each a template whose
 * {names} are the answer's parameters (a tree, a number, a set of intervals, a list, or another
 * answer in words), as a step's note is a template of the step's parameters. A result carries
 * the id and the parameters (`answerWords`), and its `answer` is the template of its language
 * rendered with them: a language's table has the same ids and the same {names}.
 */

import type { UnitCategory, UnitIds } from '../../_lib/units';
import type { MathNode } from '../tree';

/**
 * The English words of the answers every solver may give in words, by id. A kind's own answers in
 * words come with the kind (its answers.ts), and make up `AnswerId` with these.
 */
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
} as const;

/**
 * The ids of the answers in words that kinds bring with them (each kind's answers.ts, by kind
 * folder), listed here so that the catalogue knows every id without importing a kind: each kind's
 * table is checked against this list, and every language's table words every id.
 */
export type KindAnswerId =
  // completed-square
  | 'completedSquare'
  | 'axisThrough'
  | 'vertexMinimum'
  | 'vertexMaximum'
  // domain (and range)
  | 'domainSet'
  | 'everyOf'
  | 'noRealNumber'
  | 'union'
  // factor
  | 'irreducible'
  // graph
  | 'shape'
  | 'features'
  | 'horizontalLine'
  | 'straightLine'
  | 'parabola'
  | 'polynomialCurve'
  | 'rationalFunction'
  | 'curve'
  | 'circle'
  | 'ellipse'
  | 'yIntercept'
  | 'xIntercept'
  | 'xIntercepts'
  | 'slope'
  | 'vertex'
  | 'axis'
  | 'horizontalAsymptote'
  | 'slantAsymptote'
  | 'verticalAsymptote'
  | 'verticalAsymptotes'
  | 'hole'
  | 'holes'
  | 'turningPoint'
  | 'turningPoints'
  | 'intersection'
  | 'intersections'
  | 'center'
  | 'radius'
  | 'semiAxis'
  | 'sameCurve'
  | 'sameCurveExcept'
  | 'holeAt'
  | 'sameFor'
  | 'sameForMeet'
  | 'forStretch'
  | 'neverMeet'
  | 'meet'
  // integral
  | 'diverges'
  // limit
  | 'noLimit'
  | 'sidesDiffer'
  | 'sweepsFar'
  | 'sweepsNear'
  | 'onlyRight'
  | 'onlyLeft'
  // matrix
  | 'singular'
  // points
  | 'verticalSlope'
  // sequence
  | 'noSumToInfinity'
  // stationary
  | 'pointsThenRuns'
  | 'runsThenPoints'
  | 'localMaximum'
  | 'localMinimum'
  | 'inflectionPoint'
  | 'noStationary'
  | 'noStationaryAfter'
  | 'increasingFor'
  | 'decreasingFor'
  | 'increasingStart'
  | 'decreasingStart'
  // rational-expression and inverse-function (solve/restricted.ts)
  | 'restricted'
  | 'restrictions'
  // statistics
  | 'noMode'
  | 'valueList'
  // trig-identity
  | 'identity'
  | 'identityWhere'
  | 'notIdentity'
  | 'notIdentityBoth'
  // trigonometry
  | 'turn'
  | 'periodic'
  | 'periodicBoth'
  // unit-conversion
  | 'convertedExact'
  | 'convertedNear'
  | 'negativeAmount'
  | UnitAnswerId;

/**
 * The answer words of an amount of a unit of the converter, by the unit's id and whether it is one
 * of them or not: `miles:one` is "{value} mile", `miles:many` "{value} miles".
 */
export type UnitAnswerId = `${UnitIds[UnitCategory]}:${'one' | 'many'}`;

/** A language's names of every unit of the converter, by its id: for one of it and for many. */
export type UnitNames = Readonly<Record<UnitIds[UnitCategory], readonly [string, string]>>;

/**
 * A language's words for amounts of every unit, from its names for one and for many of each:
 * `{ miles: ['milla', 'millas'] }` gives `miles:one` "{value} milla" and `miles:many` "{value} millas".
 */
export const unitAnswers = (names: UnitNames): Record<UnitAnswerId, string> => {
  const out: Record<string, string> = {};
  for (const [id, [one, many]] of Object.entries(names)) {
    out[`${id}:one`] = `{value} ${one}`;
    out[`${id}:many`] = `{value} ${many}`;
  }
  return out as Record<UnitAnswerId, string>;
};

/**
 * The term tables of a language's unit names, for a step's note that names a unit by its id:
 * `{to:unitMany}` is "millas" for `to: 'miles'`, `{from:unitOne}` "milla".
 */
export const unitTerms = (
  names: UnitNames,
): { unitOne: Record<string, string>; unitMany: Record<string, string> } => {
  const named = (which: 0 | 1) =>
    Object.fromEntries(Object.entries(names).map(([id, both]) => [id, both[which]]));
  return { unitOne: named(0), unitMany: named(1) };
};

/** The id of an answer in words: a key of `ANSWER_WORDS` or of a kind's own answers. */
export type AnswerId = keyof typeof ANSWER_WORDS | KindAnswerId;

/** A kind's own English answers in words: templates for some of the ids listed above. */
export type KindAnswers = Readonly<Partial<Record<KindAnswerId, string>>>;

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
/** English words a solver renders an answer with: the common ones, and those of its kinds. */
export interface EnglishAnswers {
  readonly words: Readonly<Partial<Record<AnswerId, string>>>;
  readonly and: string;
}

/** The English answers in words every solver has. */
export const ENGLISH_ANSWERS: EnglishAnswers = { words: ANSWER_WORDS, and: ' and ' };

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
