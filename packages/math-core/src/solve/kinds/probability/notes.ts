/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const probabilityNotes: Notes = {
  forms: {
    equallyLikely: {
      drawOne: '{thing:drawSource}; 1 of them is {pick:pickOne}',
      drawSome: '{thing:drawSource}; {count} of them are {pick:pickMany}',
      drawFirst: '{thing:drawSource}. First draw: {count} of the {all} give {pick:pickOne}',
      twoDice:
        'Two dice have 6 × 6 = 36 equally likely outcomes; {count} of them add to {sum}: {pairs}',
      dieNumber: 'A die has 6 equally likely faces, and {count} of them ({faces}) gives a {face}',
      dieEven:
        'A die has 6 equally likely faces, and {count} of them ({faces}) give an even number',
      dieOdd: 'A die has 6 equally likely faces, and {count} of them ({faces}) give an odd number',
      diePrime:
        'A die has 6 equally likely faces, and {count} of them ({faces}) give a prime number',
      dieGreater:
        'A die has 6 equally likely faces, and {count} of them ({faces}) give a number greater than {face}',
      dieGreaterOne:
        'A die has 6 equally likely faces, and {count} of them ({faces}) gives a number greater than {face}',
      dieGreaterNone:
        'A die has 6 equally likely faces, and 0 of them give a number greater than {face}',
      dieLess:
        'A die has 6 equally likely faces, and {count} of them ({faces}) give a number less than {face}',
      dieLessOne:
        'A die has 6 equally likely faces, and {count} of them ({faces}) gives a number less than {face}',
      dieLessNone: 'A die has 6 equally likely faces, and 0 of them give a number less than {face}',
      eachHead: 'Each toss gives a head with probability {p}, independently of the others',
      eachTail: 'Each toss gives a tail with probability {p}, independently of the others',
      eachNumber: 'Each roll gives a {face} with probability {p}, independently of the others',
      eachEven: 'Each roll gives an even number with probability {p}, independently of the others',
      eachOdd: 'Each roll gives an odd number with probability {p}, independently of the others',
      eachPrime: 'Each roll gives a prime number with probability {p}, independently of the others',
      eachGreater:
        'Each roll gives a number greater than {face} with probability {p}, independently of the others',
      eachLess:
        'Each roll gives a number less than {face} with probability {p}, independently of the others',
    },
    complement: {
      exceptNone: '"At least one" is everything except "none"',
      noneInTries:
        '"At least one" is everything except "none": none in {tries} has probability ({miss})^{tries}',
    },
    independent: {
      drawPutBack:
        '{draw:ordinal} draw: the {thing:drawThing} is put back, so again {count} of the {all} give {pick:pickOne}',
      allHappen: 'Independent events all happen with the product of their probabilities',
      multiplyDraws: 'The draws are independent: multiply their probabilities',
    },
    binomialCount: {
      drawOrders:
        '{thing:drawSource}; each {thing:drawThing} is put back. The {draws} draws can come in {ways} orders, each with the product of the chances',
      chooseHead:
        'Choose which {k} of the {tries} give a head: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseTail:
        'Choose which {k} of the {tries} give a tail: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseNumber:
        'Choose which {k} of the {tries} give a {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseEven:
        'Choose which {k} of the {tries} give an even number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseOdd:
        'Choose which {k} of the {tries} give an odd number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      choosePrime:
        'Choose which {k} of the {tries} give a prime number: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseGreater:
        'Choose which {k} of the {tries} give a number greater than {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
      chooseLess:
        'Choose which {k} of the {tries} give a number less than {face}: C({tries}, {k}) = {ways} ways, each with probability ({p})^{k} × ({miss})^{rest}',
    },
    withoutReplacement: {
      drawLeft:
        '{draw:ordinal} draw: {left} {thing:drawThings} are left, and {count} of them give {pick:pickOne}',
      multiplyGiven: 'Multiply the probabilities of the draws, each given the ones before',
    },
    combinations: {
      drawSets:
        '{thing:drawSource}. The order does not matter: count the sets of {draws} with {kinds:drawChoices}, among all C({all}, {draws}) = {sets} sets',
    },
  },
  reasons: {
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
  },
  terms: {
    drawSource: {
      deck: 'A standard deck has 52 cards: 13 of each suit, hearts and diamonds red, clubs and spades black',
      bag: 'The {container} has {total} {noun}s: {contents}',
    },
    drawThing: {
      deck: 'card',
      bag: '{noun}',
    },
    drawThings: {
      deck: 'cards',
      bag: '{noun}s',
    },
    ordinal: {
      '1': 'First',
      '2': 'Second',
      '3': 'Third',
      '4': 'Fourth',
      '5': 'Fifth',
      '6': 'Sixth',
      other: 'Draw {draw}',
    },
    drawChoices: {
      '2': '{k1} of the {n1} and {k2} of the {n2}',
      '3': '{k1} of the {n1} and {k2} of the {n2} and {k3} of the {n3}',
      '4': '{k1} of the {n1} and {k2} of the {n2} and {k3} of the {n3} and {k4} of the {n4}',
    },
    pickOne: {
      colour: 'a {colour:cardColour} card',
      face: 'a face card',
      colourFace: 'a {colour:cardColour} face card',
      rank: '{rank:rankOne}',
      colourRank: 'a {colour:cardColour} {rank:rank}',
      suit: '{suit:suitOne}',
      rankOfSuit: 'the {rank:rank} of {suit:suitMany}',
      bag: 'a {colour} {noun}',
      bagAn: 'an {colour} {noun}',
      not: 'not {was:pickOne}',
    },
    pickMany: {
      colour: '{colour:cardColour} cards',
      face: 'face cards',
      colourFace: '{colour:cardColour} face cards',
      rank: '{rank:rankMany}',
      colourRank: '{colour:cardColour} {rank:rankMany}',
      suit: '{suit:suitMany}',
      rankOfSuit: 'the {rank:rank} of {suit:suitMany}',
      bag: '{colour} {noun}s',
      bagAn: '{colour} {noun}s',
      not: 'not {was:pickMany}',
    },
  },
};
