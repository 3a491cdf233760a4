/**
 * Why a probability is refused: the sentences by id, and the refusal they make. The solver reads
 * draws, dice and coins in English words, so what a sentence quotes of the problem (a pick, an
 * example) is said in English in every language.
 */
import { refuse, type SolveStop, said } from '../../../math/refusal';
import type { MathErrorValue } from '../../../types';

export const PROBABILITY_REFUSALS = {
  probabilitySums: 'Two dice give sums from 2 to 12',
  probabilityTries: 'The solver works out probabilities for 1 to 6 rolls or tosses',
  probabilityCannot: '{k} of {n} cannot happen',
  probabilityOneDrawn: 'At least one must be drawn',
  probabilityWithout: 'Only {count} {nouns} can be drawn without replacement',
  probabilityOrders: 'The solver works out draws of up to a few hundred thousand orders',
  probabilityDepends: 'How many give {pick} after {before} depends on which {noun} that was',
  probabilityBoth: 'A {noun} can be both {first} and {second}: say which is drawn first',
  probabilityKinds: 'The solver counts sets of up to four kinds at a time',
  probabilityBag: 'Say what the bag holds as counts of colours, such as "3 red and 5 blue balls"',
  probabilityDeck: 'The solver draws from a standard deck of 52 cards',
  probabilityEvent: 'Say what the draw must give, such as "{example}"',
  probabilityHowMany: 'Say how many are drawn, such as "{example}"',
  probabilityNotRead: 'The solver does not read "{phrase}" as a {noun}',
  probabilityNotCount: 'The solver does not read "{part}" as a count of {nouns}',
  probabilityTold: '{told} are drawn, but the event names {draws}',
  probabilityReplaced:
    'Say whether each draw is put back: "with replacement" or "without replacement"',
} as const;

type Id = keyof typeof PROBABILITY_REFUSALS;
type Values = Readonly<Record<string, MathErrorValue>>;

/** A probability of a form the solver does not work out. */
export const unsupported = (id: Id, values?: Values): SolveStop =>
  refuse('unsupported', PROBABILITY_REFUSALS, id, values);
/** A probability asked of something that cannot happen. */
export const invalid = (id: Id, values?: Values): SolveStop =>
  refuse('invalid_value', PROBABILITY_REFUSALS, id, values);
/** A sentence of the table, kept to be said when the problem is answered. */
export const saying = (id: Id, values?: Values) => said(PROBABILITY_REFUSALS, id, values);
/** A refusal's sentence, as `saying` gives it. */
export type Said = ReturnType<typeof saying>;
