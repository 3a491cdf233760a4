/**
 * Spanish words of the solver's steps on probability: dice, coins, cards and bags, and the words of
 * a deck, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishProbability: Notes = {
  forms: {
    equallyLikely: {
      drawOne: '{thing:drawSource}; 1 de ellas es {pick:pickOne}',
      drawSome: '{thing:drawSource}; {count} de ellas son {pick:pickMany}',
      drawFirst: '{thing:drawSource}. Primera extracción: {count} de las {all} dan {pick:pickOne}',
      twoDice:
        'Dos dados tienen 6 × 6 = 36 resultados igualmente probables; en {count} de ellos la suma es {sum}: {pairs}',
      dieNumber:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) da un {face}',
      dieEven:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) dan un número par',
      dieOdd:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) dan un número impar',
      diePrime:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) dan un número primo',
      dieGreater:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) dan un número mayor que {face}',
      dieGreaterOne:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) da un número mayor que {face}',
      dieGreaterNone:
        'Un dado tiene 6 caras igualmente probables, y ninguna da un número mayor que {face}',
      dieLess:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) dan un número menor que {face}',
      dieLessOne:
        'Un dado tiene 6 caras igualmente probables, y {count} de ellas ({faces}) da un número menor que {face}',
      dieLessNone:
        'Un dado tiene 6 caras igualmente probables, y ninguna da un número menor que {face}',
      eachHead: 'Cada lanzamiento da cara con probabilidad {p}, independientemente de los demás',
      eachTail: 'Cada lanzamiento da cruz con probabilidad {p}, independientemente de los demás',
      eachNumber: 'Cada tirada da un {face} con probabilidad {p}, independientemente de las demás',
      eachEven:
        'Cada tirada da un número par con probabilidad {p}, independientemente de las demás',
      eachOdd:
        'Cada tirada da un número impar con probabilidad {p}, independientemente de las demás',
      eachPrime:
        'Cada tirada da un número primo con probabilidad {p}, independientemente de las demás',
      eachGreater:
        'Cada tirada da un número mayor que {face} con probabilidad {p}, independientemente de las demás',
      eachLess:
        'Cada tirada da un número menor que {face} con probabilidad {p}, independientemente de las demás',
    },
    complement: {
      exceptNone: '«Al menos uno» es todo salvo «ninguno»',
      noneInTries:
        '«Al menos uno» es todo salvo «ninguno»: que no salga en ninguno de los {tries} tiene probabilidad ({miss})^{tries}',
    },
    independent: {
      drawPutBack:
        '{draw:ordinal}: se devuelve {thing:drawThing}, así que de nuevo {count} de las {all} dan {pick:pickOne}',
      allHappen: 'Sucesos independientes ocurren todos con el producto de sus probabilidades',
      multiplyDraws: 'Las extracciones son independientes: multiplica sus probabilidades',
    },
    binomialCount: {
      drawOrders:
        '{thing:drawSource}; cada vez se devuelve {thing:drawThing}. Las {draws} extracciones pueden darse en {ways} órdenes, cada uno con el producto de las probabilidades',
      chooseHead:
        'Elige qué {k} de los {tries} lanzamientos dan cara: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseTail:
        'Elige qué {k} de los {tries} lanzamientos dan cruz: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseNumber:
        'Elige qué {k} de los {tries} lanzamientos dan un {face}: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseEven:
        'Elige qué {k} de los {tries} lanzamientos dan un número par: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseOdd:
        'Elige qué {k} de los {tries} lanzamientos dan un número impar: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      choosePrime:
        'Elige qué {k} de los {tries} lanzamientos dan un número primo: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseGreater:
        'Elige qué {k} de los {tries} lanzamientos dan un número mayor que {face}: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
      chooseLess:
        'Elige qué {k} de los {tries} lanzamientos dan un número menor que {face}: C({tries}, {k}) = {ways} formas, cada una con probabilidad ({p})^{k} × ({miss})^{rest}',
    },
    withoutReplacement: {
      drawLeft:
        '{draw:ordinal}: quedan {left} {thing:drawThings}, y {count} de ellas dan {pick:pickOne}',
      multiplyGiven:
        'Multiplica las probabilidades de las extracciones, cada una condicionada a las anteriores',
    },
    combinations: {
      drawSets:
        '{thing:drawSource}. El orden no importa: cuenta los grupos de {draws} con {kinds:drawChoices}, entre todos los C({all}, {draws}) = {sets} grupos',
    },
  },
  reasons: {
    equallyLikely: [
      'Resultados igualmente probables',
      'cuando todos los resultados son igualmente probables, la probabilidad es el número de casos favorables entre el de casos posibles',
    ],
    complement: ['Suceso contrario', 'un suceso y su contrario tienen probabilidades que suman 1'],
    independent: [
      'Sucesos independientes',
      'cuando un resultado no cambia las probabilidades de otro, ambos ocurren con el producto de sus probabilidades',
    ],
    binomialCount: [
      'Probabilidad binomial',
      'cada elección de cuáles k de los n intentos tienen éxito es igualmente probable, y C(n, k) cuenta las elecciones',
    ],
    withoutReplacement: [
      'Extracción sin reemplazamiento',
      'un objeto extraído no se devuelve, así que cada extracción se cuenta entre los objetos que quedan tras las anteriores, y las probabilidades se multiplican',
    ],
    combinations: [
      'Combinaciones',
      'cuando el orden no importa, cada grupo de objetos es igualmente probable, y C(n, k) cuenta los grupos de k elegidos entre n',
    ],
  },
  terms: {
    cardColour: {
      red: 'rojo',
      black: 'negro',
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
      '11': 'jota',
      '12': 'reina',
      '13': 'rey',
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
      '11': 'una jota',
      '12': 'una reina',
      '13': 'un rey',
    },
    rankMany: {
      '1': 'ases',
      '2': 'doses',
      '3': 'treses',
      '4': 'cuatros',
      '5': 'cincos',
      '6': 'seises',
      '7': 'sietes',
      '8': 'ochos',
      '9': 'nueves',
      '10': 'dieces',
      '11': 'jotas',
      '12': 'reinas',
      '13': 'reyes',
    },
    suitOne: {
      hearts: 'un corazón',
      diamonds: 'un diamante',
      clubs: 'un trébol',
      spades: 'una pica',
    },
    suitMany: {
      hearts: 'corazones',
      diamonds: 'diamantes',
      clubs: 'tréboles',
      spades: 'picas',
    },
    drawSource: {
      deck: 'Una baraja francesa tiene 52 cartas: 13 de cada palo, corazones y diamantes rojos, tréboles y picas negros',
      bag: 'En {container} hay {total} {noun}s: {contents}',
    },
    drawThing: {
      deck: 'la carta',
      bag: '{noun}',
    },
    drawThings: {
      deck: 'cartas',
      bag: '{noun}s',
    },
    ordinal: {
      '1': 'Primera extracción',
      '2': 'Segunda extracción',
      '3': 'Tercera extracción',
      '4': 'Cuarta extracción',
      '5': 'Quinta extracción',
      '6': 'Sexta extracción',
      other: 'Extracción {draw}',
    },
    drawChoices: {
      '2': '{k1} de los {n1} y {k2} de los {n2}',
      '3': '{k1} de los {n1}, {k2} de los {n2} y {k3} de los {n3}',
      '4': '{k1} de los {n1}, {k2} de los {n2}, {k3} de los {n3} y {k4} de los {n4}',
    },
    pickOne: {
      colour: 'una carta de color {colour:cardColour}',
      face: 'una figura',
      colourFace: 'una figura de color {colour:cardColour}',
      rank: '{rank:rankOne}',
      colourRank: '{rank:rankOne} de color {colour:cardColour}',
      suit: '{suit:suitOne}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: '{noun} {colour}',
      bagAn: '{noun} {colour}',
      not: 'no {was:pickOne}',
    },
    pickMany: {
      colour: 'cartas de color {colour:cardColour}',
      face: 'figuras',
      colourFace: 'figuras de color {colour:cardColour}',
      rank: '{rank:rankMany}',
      colourRank: '{rank:rankMany} de color {colour:cardColour}',
      suit: '{suit:suitMany}',
      rankOfSuit: '{rank:rankOne} de {suit:suitMany}',
      bag: '{noun}s {colour}',
      bagAn: '{noun}s {colour}',
      not: 'no {was:pickMany}',
    },
  },
};
