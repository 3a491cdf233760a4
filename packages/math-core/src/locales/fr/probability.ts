/**
 * French words of the solver's steps on probability: dice, coins, cards and bags, and the words of
 * a deck, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchProbability: Notes = {
  forms: {
    equallyLikely: {
      drawOne: '{thing:drawSource}\u00a0; 1 d’entre elles est {pick:pickOne}',
      drawSome: '{thing:drawSource}\u00a0; {count} d’entre elles sont {pick:pickMany}',
      drawFirst:
        '{thing:drawSource}. Premier tirage\u00a0: {count} des {all} donnent {pick:pickOne}',
      twoDice:
        'Deux dés ont 6 × 6 = 36 issues équiprobables\u00a0; dans {count} d’entre elles, la somme vaut {sum}\u00a0: {pairs}',
      dieNumber:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donne un {face}',
      dieEven:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donnent un nombre pair',
      dieOdd:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donnent un nombre impair',
      diePrime:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donnent un nombre premier',
      dieGreater:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donnent un nombre supérieur à {face}',
      dieGreaterOne:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donne un nombre supérieur à {face}',
      dieGreaterNone:
        'Un dé a 6 faces équiprobables, et aucune ne donne un nombre supérieur à {face}',
      dieLess:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donnent un nombre inférieur à {face}',
      dieLessOne:
        'Un dé a 6 faces équiprobables, et {count} d’entre elles ({faces}) donne un nombre inférieur à {face}',
      dieLessNone: 'Un dé a 6 faces équiprobables, et aucune ne donne un nombre inférieur à {face}',
      eachHead: 'Chaque lancer donne pile avec la probabilité {p}, indépendamment des autres',
      eachTail: 'Chaque lancer donne face avec la probabilité {p}, indépendamment des autres',
      eachNumber:
        'Chaque lancer donne un {face} avec la probabilité {p}, indépendamment des autres',
      eachEven:
        'Chaque lancer donne un nombre pair avec la probabilité {p}, indépendamment des autres',
      eachOdd:
        'Chaque lancer donne un nombre impair avec la probabilité {p}, indépendamment des autres',
      eachPrime:
        'Chaque lancer donne un nombre premier avec la probabilité {p}, indépendamment des autres',
      eachGreater:
        'Chaque lancer donne un nombre supérieur à {face} avec la probabilité {p}, indépendamment des autres',
      eachLess:
        'Chaque lancer donne un nombre inférieur à {face} avec la probabilité {p}, indépendamment des autres',
    },
    complement: {
      exceptNone: '«\u00a0Au moins un\u00a0» est le contraire de «\u00a0aucun\u00a0»',
      noneInTries:
        '«\u00a0Au moins un\u00a0» est le contraire de «\u00a0aucun\u00a0»\u00a0: aucun sur {tries} a la probabilité ({miss})^{tries}',
    },
    independent: {
      drawPutBack:
        '{draw:ordinal}\u00a0: on remet {thing:drawThing}, donc de nouveau {count} des {all} donnent {pick:pickOne}',
      allHappen:
        'Des événements indépendants se réalisent tous avec le produit de leurs probabilités',
      multiplyDraws: 'Les tirages sont indépendants\u00a0: multipliez leurs probabilités',
    },
    binomialCount: {
      drawOrders:
        '{thing:drawSource}\u00a0; on remet {thing:drawThing} à chaque fois. Les {draws} tirages peuvent se produire dans {ways} ordres, chacun avec le produit des probabilités',
      chooseHead:
        'Choisissez les {k} lancers sur {tries} qui donnent pile\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseTail:
        'Choisissez les {k} lancers sur {tries} qui donnent face\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseNumber:
        'Choisissez les {k} lancers sur {tries} qui donnent un {face}\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseEven:
        'Choisissez les {k} lancers sur {tries} qui donnent un nombre pair\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseOdd:
        'Choisissez les {k} lancers sur {tries} qui donnent un nombre impair\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      choosePrime:
        'Choisissez les {k} lancers sur {tries} qui donnent un nombre premier\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseGreater:
        'Choisissez les {k} lancers sur {tries} qui donnent un nombre supérieur à {face}\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
      chooseLess:
        'Choisissez les {k} lancers sur {tries} qui donnent un nombre inférieur à {face}\u00a0: C({tries}, {k}) = {ways} façons, chacune de probabilité ({p})^{k} × ({miss})^{rest}',
    },
    withoutReplacement: {
      drawLeft:
        '{draw:ordinal}\u00a0: il reste {left} {thing:drawThings}, et {count} d’entre elles donnent {pick:pickOne}',
      multiplyGiven: 'Multipliez les probabilités des tirages, chacune sachant les précédents',
    },
    combinations: {
      drawSets:
        '{thing:drawSource}. L’ordre ne compte pas\u00a0: comptez les ensembles de {draws} avec {kinds:drawChoices}, parmi les C({all}, {draws}) = {sets} ensembles possibles',
    },
  },
  reasons: {
    equallyLikely: [
      'Issues équiprobables',
      'quand toutes les issues sont équiprobables, la probabilité est le nombre d’issues favorables divisé par le nombre total d’issues',
    ],
    complement: [
      'Événement contraire',
      'un événement et son contraire ont des probabilités dont la somme vaut 1',
    ],
    independent: [
      'Événements indépendants',
      'quand un résultat ne change pas les chances d’un autre, les deux se réalisent avec le produit de leurs probabilités',
    ],
    binomialCount: [
      'Loi binomiale',
      'chaque choix des k essais réussis parmi les n est équiprobable, et C(n, k) compte ces choix',
    ],
    withoutReplacement: [
      'Tirage sans remise',
      'un objet tiré n’est pas remis, donc chaque tirage se fait parmi les objets qui restent après les précédents, et les probabilités se multiplient',
    ],
    combinations: [
      'Dénombrement de combinaisons',
      'quand l’ordre ne compte pas, chaque ensemble d’objets est équiprobable, et C(n, k) compte les ensembles de k objets parmi n',
    ],
  },
  terms: {
    cardColour: {
      red: 'rouge',
      black: 'noire',
    },
    rank: {
      '1': 'as',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
      '7': '7',
      '8': '8',
      '9': '9',
      '10': '10',
      '11': 'valet',
      '12': 'dame',
      '13': 'roi',
    },
    rankOne: {
      '1': 'un as',
      '2': 'un 2',
      '3': 'un 3',
      '4': 'un 4',
      '5': 'un 5',
      '6': 'un 6',
      '7': 'un 7',
      '8': 'un 8',
      '9': 'un 9',
      '10': 'un 10',
      '11': 'un valet',
      '12': 'une dame',
      '13': 'un roi',
    },
    rankMany: {
      '1': 'des as',
      '2': 'des 2',
      '3': 'des 3',
      '4': 'des 4',
      '5': 'des 5',
      '6': 'des 6',
      '7': 'des 7',
      '8': 'des 8',
      '9': 'des 9',
      '10': 'des 10',
      '11': 'des valets',
      '12': 'des dames',
      '13': 'des rois',
    },
    suitOne: {
      hearts: 'un cœur',
      diamonds: 'un carreau',
      clubs: 'un trèfle',
      spades: 'un pique',
    },
    suitMany: {
      hearts: 'cœur',
      diamonds: 'carreau',
      clubs: 'trèfle',
      spades: 'pique',
    },
    drawSource: {
      deck: 'Un jeu de 52 cartes\u00a0: 13 de chaque couleur, cœur et carreau en rouge, trèfle et pique en noir',
      bag: '{container} contient {total} {noun}s\u00a0: {contents}',
    },
    drawThing: {
      deck: 'la carte',
      bag: '{noun}',
    },
    drawThings: {
      deck: 'cartes',
      bag: '{noun}s',
    },
    ordinal: {
      '1': 'Premier tirage',
      '2': 'Deuxième tirage',
      '3': 'Troisième tirage',
      '4': 'Quatrième tirage',
      '5': 'Cinquième tirage',
      '6': 'Sixième tirage',
      other: 'Tirage {draw}',
    },
    drawChoices: {
      '2': '{k1} des {n1} et {k2} des {n2}',
      '3': '{k1} des {n1}, {k2} des {n2} et {k3} des {n3}',
      '4': '{k1} des {n1}, {k2} des {n2}, {k3} des {n3} et {k4} des {n4}',
    },
    pickOne: {
      colour: 'une carte {colour:cardColour}',
      face: 'une figure',
      colourFace: 'une figure {colour:cardColour}',
      rank: '{rank:rankOne}',
      colourRank: '{rank:rankOne} de couleur {colour:cardColour}',
      suit: '{suit:suitOne}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: '{noun} {colour}',
      bagAn: '{noun} {colour}',
      not: 'pas {was:pickOne}',
    },
    pickMany: {
      colour: 'des cartes de couleur {colour:cardColour}',
      face: 'des figures',
      colourFace: 'des figures de couleur {colour:cardColour}',
      rank: '{rank:rankMany}',
      colourRank: '{rank:rankMany} de couleur {colour:cardColour}',
      suit: 'des cartes de {suit:suitMany}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: 'des {noun}s {colour}',
      bagAn: 'des {noun}s {colour}',
      not: 'pas {was:pickMany}',
    },
  },
};
