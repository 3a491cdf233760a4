/**
 * The words a probability step names a playing card by (its colour, rank and suit, one or many),
 * in English: terms the probability kind's notes pick by key.
 */
import type { Notes } from '../../../math/catalogue/types';

export const cardTerms: Notes = {
  forms: {},
  reasons: {},
  terms: {
    cardColour: {
      red: 'red',
      black: 'black',
    },
    rank: {
      '1': 'ace',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
      '7': '7',
      '8': '8',
      '9': '9',
      '10': '10',
      '11': 'jack',
      '12': 'queen',
      '13': 'king',
    },
    rankOne: {
      '1': 'an ace',
      '2': 'a 2',
      '3': 'a 3',
      '4': 'a 4',
      '5': 'a 5',
      '6': 'a 6',
      '7': 'a 7',
      '8': 'an 8',
      '9': 'a 9',
      '10': 'a 10',
      '11': 'a jack',
      '12': 'a queen',
      '13': 'a king',
    },
    rankMany: {
      '1': 'aces',
      '2': '2s',
      '3': '3s',
      '4': '4s',
      '5': '5s',
      '6': '6s',
      '7': '7s',
      '8': '8s',
      '9': '9s',
      '10': '10s',
      '11': 'jacks',
      '12': 'queens',
      '13': 'kings',
    },
    suitOne: {
      hearts: 'a heart',
      diamonds: 'a diamond',
      clubs: 'a club',
      spades: 'a spade',
    },
    suitMany: {
      hearts: 'hearts',
      diamonds: 'diamonds',
      clubs: 'clubs',
      spades: 'spades',
    },
  },
};
