/**
 * Portuguese words of the solver's steps on probability: dice, coins, cards and bags, and the words
 * of a deck, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseProbability: Notes = {
  forms: {
    equallyLikely: {
      drawOne: '{thing:drawSource}; 1 delas é {pick:pickOne}',
      drawSome: '{thing:drawSource}; {count} delas são {pick:pickMany}',
      drawFirst: '{thing:drawSource}. Primeira retirada: {count} das {all} dão {pick:pickOne}',
      twoDice:
        'Dois dados têm 6 × 6 = 36 resultados igualmente prováveis; em {count} deles a soma é {sum}: {pairs}',
      dieNumber: 'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dá {face}',
      dieEven:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dão um número par',
      dieOdd:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dão um número ímpar',
      diePrime:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dão um número primo',
      dieGreater:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dão um número maior que {face}',
      dieGreaterOne:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dá um número maior que {face}',
      dieGreaterNone:
        'Um dado tem 6 faces igualmente prováveis, e nenhuma dá um número maior que {face}',
      dieLess:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dão um número menor que {face}',
      dieLessOne:
        'Um dado tem 6 faces igualmente prováveis, e {count} delas ({faces}) dá um número menor que {face}',
      dieLessNone:
        'Um dado tem 6 faces igualmente prováveis, e nenhuma dá um número menor que {face}',
      eachHead: 'Cada lançamento dá cara com probabilidade {p}, independentemente dos outros',
      eachTail: 'Cada lançamento dá coroa com probabilidade {p}, independentemente dos outros',
      eachNumber: 'Cada lançamento dá {face} com probabilidade {p}, independentemente dos outros',
      eachEven:
        'Cada lançamento dá um número par com probabilidade {p}, independentemente dos outros',
      eachOdd:
        'Cada lançamento dá um número ímpar com probabilidade {p}, independentemente dos outros',
      eachPrime:
        'Cada lançamento dá um número primo com probabilidade {p}, independentemente dos outros',
      eachGreater:
        'Cada lançamento dá um número maior que {face} com probabilidade {p}, independentemente dos outros',
      eachLess:
        'Cada lançamento dá um número menor que {face} com probabilidade {p}, independentemente dos outros',
    },
    complement: {
      exceptNone: '"Pelo menos um" é tudo, exceto "nenhum"',
      noneInTries:
        '"Pelo menos um" é tudo, exceto "nenhum": nenhum em {tries} tem probabilidade ({miss})^{tries}',
    },
    independent: {
      drawPutBack:
        '{draw:ordinal}: {thing:drawThing} é devolvida, então de novo {count} das {all} dão {pick:pickOne}',
      allHappen: 'Eventos independentes acontecem todos com o produto das suas probabilidades',
      multiplyDraws: 'As retiradas são independentes: multiplique as suas probabilidades',
    },
    binomialCount: {
      drawOrders:
        '{thing:drawSource}; {thing:drawThing} é devolvida a cada vez. As {draws} retiradas podem vir em {ways} ordens, cada uma com o produto das probabilidades',
      chooseHead:
        'Escolha quais {k} dos {tries} lançamentos dão cara: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseTail:
        'Escolha quais {k} dos {tries} lançamentos dão coroa: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseNumber:
        'Escolha quais {k} dos {tries} lançamentos dão {face}: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseEven:
        'Escolha quais {k} dos {tries} lançamentos dão um número par: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseOdd:
        'Escolha quais {k} dos {tries} lançamentos dão um número ímpar: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      choosePrime:
        'Escolha quais {k} dos {tries} lançamentos dão um número primo: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseGreater:
        'Escolha quais {k} dos {tries} lançamentos dão um número maior que {face}: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
      chooseLess:
        'Escolha quais {k} dos {tries} lançamentos dão um número menor que {face}: C({tries}, {k}) = {ways} maneiras, cada uma com probabilidade ({p})^{k} × ({miss})^{rest}',
    },
    withoutReplacement: {
      drawLeft:
        '{draw:ordinal}: sobram {left} {thing:drawThings}, e {count} delas dão {pick:pickOne}',
      multiplyGiven:
        'Multiplique as probabilidades das retiradas, cada uma condicionada às anteriores',
    },
    combinations: {
      drawSets:
        '{thing:drawSource}. A ordem não importa: conte os grupos de {draws} com {kinds:drawChoices}, entre todos os C({all}, {draws}) = {sets} grupos',
    },
  },
  reasons: {
    equallyLikely: [
      'Resultados igualmente prováveis',
      'quando todos os resultados são igualmente prováveis, a probabilidade é o número de casos favoráveis sobre o número de casos possíveis',
    ],
    complement: [
      'Evento complementar',
      'um evento e o seu complementar têm probabilidades que somam 1',
    ],
    independent: [
      'Eventos independentes',
      'quando um resultado não muda as chances de outro, os dois acontecem com o produto das suas probabilidades',
    ],
    binomialCount: [
      'Probabilidade binomial',
      'cada escolha de quais k das n tentativas dão certo é igualmente provável, e C(n, k) conta as escolhas',
    ],
    withoutReplacement: [
      'Retirada sem reposição',
      'um objeto retirado não é devolvido, então cada retirada é contada entre os objetos que sobram após as anteriores, e as probabilidades se multiplicam',
    ],
    combinations: [
      'Contagem de combinações',
      'quando a ordem não importa, cada grupo de objetos é igualmente provável, e C(n, k) conta os grupos de k escolhidos entre n',
    ],
  },
  terms: {
    cardColour: {
      red: 'vermelha',
      black: 'preta',
    },
    rank: {
      '1': 'ás',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
      '7': '7',
      '8': '8',
      '9': '9',
      '10': '10',
      '11': 'valete',
      '12': 'dama',
      '13': 'rei',
    },
    rankOne: {
      '1': 'um ás',
      '2': 'um 2',
      '3': 'um 3',
      '4': 'um 4',
      '5': 'um 5',
      '6': 'um 6',
      '7': 'um 7',
      '8': 'um 8',
      '9': 'um 9',
      '10': 'um 10',
      '11': 'um valete',
      '12': 'uma dama',
      '13': 'um rei',
    },
    rankMany: {
      '1': 'ases',
      '2': 'cartas 2',
      '3': 'cartas 3',
      '4': 'cartas 4',
      '5': 'cartas 5',
      '6': 'cartas 6',
      '7': 'cartas 7',
      '8': 'cartas 8',
      '9': 'cartas 9',
      '10': 'cartas 10',
      '11': 'valetes',
      '12': 'damas',
      '13': 'reis',
    },
    suitOne: {
      hearts: 'uma carta de copas',
      diamonds: 'uma carta de ouros',
      clubs: 'uma carta de paus',
      spades: 'uma carta de espadas',
    },
    suitMany: {
      hearts: 'copas',
      diamonds: 'ouros',
      clubs: 'paus',
      spades: 'espadas',
    },
    drawSource: {
      deck: 'Um baralho comum tem 52 cartas: 13 de cada naipe, copas e ouros vermelhos, paus e espadas pretos',
      bag: '{container} tem {total} {noun}s: {contents}',
    },
    drawThing: {
      deck: 'a carta',
      bag: '{noun}',
    },
    drawThings: {
      deck: 'cartas',
      bag: '{noun}s',
    },
    ordinal: {
      '1': 'Primeira retirada',
      '2': 'Segunda retirada',
      '3': 'Terceira retirada',
      '4': 'Quarta retirada',
      '5': 'Quinta retirada',
      '6': 'Sexta retirada',
      other: 'Retirada {draw}',
    },
    drawChoices: {
      '2': '{k1} dos {n1} e {k2} dos {n2}',
      '3': '{k1} dos {n1}, {k2} dos {n2} e {k3} dos {n3}',
      '4': '{k1} dos {n1}, {k2} dos {n2}, {k3} dos {n3} e {k4} dos {n4}',
    },
    pickOne: {
      colour: 'uma carta {colour:cardColour}',
      face: 'uma figura',
      colourFace: 'uma figura {colour:cardColour}',
      rank: '{rank:rankOne}',
      colourRank: '{rank:rankOne} de cor {colour:cardColour}',
      suit: '{suit:suitOne}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: '{noun} {colour}',
      bagAn: '{noun} {colour}',
      not: 'não {was:pickOne}',
    },
    pickMany: {
      colour: 'cartas de cor {colour:cardColour}',
      face: 'figuras',
      colourFace: 'figuras de cor {colour:cardColour}',
      rank: '{rank:rankMany}',
      colourRank: '{rank:rankMany} de cor {colour:cardColour}',
      suit: 'cartas de {suit:suitMany}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: '{noun}s {colour}',
      bagAn: '{noun}s {colour}',
      not: 'não {was:pickMany}',
    },
  },
};
