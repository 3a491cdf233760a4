/**
 * German words of the solver's steps on probability: dice, coins, cards and bags, and the words of
 * a deck, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanProbability: Notes = {
  forms: {
    equallyLikely: {
      drawOne: '{thing:drawSource}; 1 davon ist {pick:pickOne}',
      drawSome: '{thing:drawSource}; {count} davon sind {pick:pickMany}',
      drawFirst: '{thing:drawSource}. Erste Ziehung: {count} der {all} ergeben {pick:pickOne}',
      twoDice:
        'Zwei Würfel haben 6 × 6 = 36 gleich wahrscheinliche Ergebnisse; bei {count} davon ist die Summe {sum}: {pairs}',
      dieNumber:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigt eine {face}',
      dieEven:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigen eine gerade Zahl',
      dieOdd:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigen eine ungerade Zahl',
      diePrime:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigen eine Primzahl',
      dieGreater:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigen eine Zahl größer als {face}',
      dieGreaterOne:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigt eine Zahl größer als {face}',
      dieGreaterNone:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und keine davon zeigt eine Zahl größer als {face}',
      dieLess:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigen eine Zahl kleiner als {face}',
      dieLessOne:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und {count} davon ({faces}) zeigt eine Zahl kleiner als {face}',
      dieLessNone:
        'Ein Würfel hat 6 gleich wahrscheinliche Seiten, und keine davon zeigt eine Zahl kleiner als {face}',
      eachHead: 'Jeder Wurf ergibt Kopf mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachTail: 'Jeder Wurf ergibt Zahl mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachNumber:
        'Jeder Wurf ergibt eine {face} mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachEven:
        'Jeder Wurf ergibt eine gerade Zahl mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachOdd:
        'Jeder Wurf ergibt eine ungerade Zahl mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachPrime:
        'Jeder Wurf ergibt eine Primzahl mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachGreater:
        'Jeder Wurf ergibt eine Zahl größer als {face} mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
      eachLess:
        'Jeder Wurf ergibt eine Zahl kleiner als {face} mit der Wahrscheinlichkeit {p}, unabhängig von den anderen',
    },
    complement: {
      exceptNone: '„Mindestens einmal“ ist alles außer „keinmal“',
      noneInTries:
        '„Mindestens einmal“ ist alles außer „keinmal“: keinmal in {tries} Versuchen hat die Wahrscheinlichkeit ({miss})^{tries}',
    },
    independent: {
      drawPutBack:
        '{draw:ordinal}: {thing:drawThing} wird zurückgelegt, also ergeben wieder {count} der {all} {pick:pickOne}',
      allHappen:
        'Unabhängige Ereignisse treten alle mit dem Produkt ihrer Wahrscheinlichkeiten ein',
      multiplyDraws: 'Die Ziehungen sind unabhängig: Multipliziere ihre Wahrscheinlichkeiten',
    },
    binomialCount: {
      drawOrders:
        '{thing:drawSource}; {thing:drawThing} wird jedes Mal zurückgelegt. Die {draws} Ziehungen können in {ways} Reihenfolgen kommen, jede mit dem Produkt der Wahrscheinlichkeiten',
      chooseHead:
        'Wähle, welche {k} der {tries} Würfe Kopf ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseTail:
        'Wähle, welche {k} der {tries} Würfe Zahl ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseNumber:
        'Wähle, welche {k} der {tries} Würfe eine {face} ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseEven:
        'Wähle, welche {k} der {tries} Würfe eine gerade Zahl ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseOdd:
        'Wähle, welche {k} der {tries} Würfe eine ungerade Zahl ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      choosePrime:
        'Wähle, welche {k} der {tries} Würfe eine Primzahl ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseGreater:
        'Wähle, welche {k} der {tries} Würfe eine Zahl größer als {face} ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
      chooseLess:
        'Wähle, welche {k} der {tries} Würfe eine Zahl kleiner als {face} ergeben: C({tries}, {k}) = {ways} Möglichkeiten, jede mit der Wahrscheinlichkeit ({p})^{k} × ({miss})^{rest}',
    },
    withoutReplacement: {
      drawLeft:
        '{draw:ordinal}: Es bleiben {left} {thing:drawThings}, und {count} davon ergeben {pick:pickOne}',
      multiplyGiven:
        'Multipliziere die Wahrscheinlichkeiten der Ziehungen, jede unter der Bedingung der vorigen',
    },
    combinations: {
      drawSets:
        '{thing:drawSource}. Die Reihenfolge spielt keine Rolle: Zähle die Auswahlen von {draws} mit {kinds:drawChoices}, unter allen C({all}, {draws}) = {sets} Auswahlen',
    },
  },
  reasons: {
    equallyLikely: [
      'Gleich wahrscheinliche Ergebnisse',
      'wenn jedes Ergebnis gleich wahrscheinlich ist, ist die Wahrscheinlichkeit die Anzahl der günstigen durch die Anzahl aller Ergebnisse',
    ],
    complement: [
      'Gegenereignis',
      'ein Ereignis und sein Gegenereignis haben Wahrscheinlichkeiten, die zusammen 1 ergeben',
    ],
    independent: [
      'Unabhängige Ereignisse',
      'wenn ein Ergebnis die Chancen eines anderen nicht ändert, treten beide mit dem Produkt ihrer Wahrscheinlichkeiten ein',
    ],
    binomialCount: [
      'Binomialverteilung',
      'jede Auswahl, welche k der n Versuche Erfolg haben, ist gleich wahrscheinlich, und C(n, k) zählt die Auswahlen',
    ],
    withoutReplacement: [
      'Ziehen ohne Zurücklegen',
      'ein gezogenes Stück wird nicht zurückgelegt, also wird jede Ziehung unter den nach den vorigen verbliebenen Stücken gezählt, und die Wahrscheinlichkeiten werden multipliziert',
    ],
    combinations: [
      'Kombinationen zählen',
      'wenn die Reihenfolge keine Rolle spielt, ist jede Auswahl von Stücken gleich wahrscheinlich, und C(n, k) zählt die Auswahlen von k aus n',
    ],
  },
  terms: {
    cardColour: {
      red: 'rot',
      black: 'schwarz',
    },
    rank: {
      '1': 'Ass',
      '2': 'Zwei',
      '3': 'Drei',
      '4': 'Vier',
      '5': 'Fünf',
      '6': 'Sechs',
      '7': 'Sieben',
      '8': 'Acht',
      '9': 'Neun',
      '10': 'Zehn',
      '11': 'Bube',
      '12': 'Dame',
      '13': 'König',
    },
    rankOne: {
      '1': 'ein Ass',
      '2': 'eine Zwei',
      '3': 'eine Drei',
      '4': 'eine Vier',
      '5': 'eine Fünf',
      '6': 'eine Sechs',
      '7': 'eine Sieben',
      '8': 'eine Acht',
      '9': 'eine Neun',
      '10': 'eine Zehn',
      '11': 'ein Bube',
      '12': 'eine Dame',
      '13': 'ein König',
    },
    rankMany: {
      '1': 'Asse',
      '2': 'Zweien',
      '3': 'Dreien',
      '4': 'Vieren',
      '5': 'Fünfen',
      '6': 'Sechsen',
      '7': 'Siebenen',
      '8': 'Achten',
      '9': 'Neunen',
      '10': 'Zehnen',
      '11': 'Buben',
      '12': 'Damen',
      '13': 'Könige',
    },
    suitOne: {
      hearts: 'ein Herz',
      diamonds: 'ein Karo',
      clubs: 'ein Kreuz',
      spades: 'ein Pik',
    },
    suitMany: {
      hearts: 'Herz',
      diamonds: 'Karo',
      clubs: 'Kreuz',
      spades: 'Pik',
    },
    drawSource: {
      deck: 'Ein Standardkartenspiel hat 52 Karten: 13 von jeder Farbe, Herz und Karo rot, Kreuz und Pik schwarz',
      bag: 'In {container} sind {total} {noun}: {contents}',
    },
    drawThing: {
      deck: 'die Karte',
      bag: '{noun}',
    },
    drawThings: {
      deck: 'Karten',
      bag: '{noun}',
    },
    ordinal: {
      '1': 'Erste Ziehung',
      '2': 'Zweite Ziehung',
      '3': 'Dritte Ziehung',
      '4': 'Vierte Ziehung',
      '5': 'Fünfte Ziehung',
      '6': 'Sechste Ziehung',
      other: 'Ziehung {draw}',
    },
    drawChoices: {
      '2': '{k1} der {n1} und {k2} der {n2}',
      '3': '{k1} der {n1}, {k2} der {n2} und {k3} der {n3}',
      '4': '{k1} der {n1}, {k2} der {n2}, {k3} der {n3} und {k4} der {n4}',
    },
    pickOne: {
      colour: 'eine {colour:cardColour}e Karte',
      face: 'eine Bildkarte',
      colourFace: 'eine {colour:cardColour}e Bildkarte',
      rank: '{rank:rankOne}',
      colourRank: '{rank:rankOne} mit {colour:cardColour}er Farbe',
      suit: '{suit:suitOne}',
      rankOfSuit: '{suit:suitMany}-{rank:rank}',
      bag: '{noun} ({colour})',
      bagAn: '{noun} ({colour})',
      not: 'nicht {was:pickOne}',
    },
    pickMany: {
      colour: '{colour:cardColour}e Karten',
      face: 'Bildkarten',
      colourFace: '{colour:cardColour}e Bildkarten',
      rank: '{rank:rankMany}',
      colourRank: '{colour:cardColour}e {rank:rankMany}',
      suit: '{suit:suitMany}-Karten',
      rankOfSuit: '{suit:suitMany}-{rank:rank}',
      bag: '{noun} ({colour})',
      bagAn: '{noun} ({colour})',
      not: 'nicht {was:pickMany}',
    },
  },
};
