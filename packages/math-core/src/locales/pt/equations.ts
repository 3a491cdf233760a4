/**
 * Portuguese words of the solver's steps on equations and inequalities: on both sides, scale,
 * expand, sign charts, the zero product, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseEquations: Notes = {
  forms: {
    sides: {
      subtract: 'Subtraia {subtract} de ambos os membros',
      add: 'Some {add} a ambos os membros',
      isolateSquare: 'Isole o quadrado',
      solveFirstFor: 'Isole {unknown} na primeira equação',
      solveSecondFor: 'Isole {unknown} na segunda equação',
      standard: 'Escreva as duas equações na forma a{first} + b{second} = c',
      logarithms: 'Junte os logaritmos à esquerda e os números à direita',
      isolatePower: 'Isole a potência',
      radicalIsolate: 'Isole a raiz quadrada',
      radicalIsolateRoot: 'Isole {root}',
      trigTake: 'Subtraia {shift} de ambos os membros: todas as soluções para {unknown}',
      trigAdd: 'Some {shift} a ambos os membros: todas as soluções para {unknown}',
      graphSlopeForm: 'Escreva na forma y = mx + b',
      graphSolveY: 'Isole y: deixe o termo em y sozinho e divida pelo seu coeficiente',
      pointsSolveFor: 'Isole {unknown}',
      collectLetter: 'Junte os termos com {unknown} em um membro e o resto no outro',
      tangentSlopeForm: 'Escreva como y = mx + c',
      inverseTakeAway: 'Subtraia os dois membros de {from}',
      inverseCollect: 'Junte os termos com {unknown} em um membro',
    },
    scale: {
      multiply: 'Multiplique ambos os membros por {multiply}',
      divide: 'Divida ambos os membros por {divide}',
      clearOne: 'Multiplique ambos os membros por {lcd} para eliminar a fração',
      denominator: 'Multiplique ambos os membros pelo denominador',
      clearOneExpanding:
        'Multiplique ambos os membros por {lcd} para eliminar a fração (aplicando a distributiva)',
      clearEvery:
        'Multiplique cada termo de ambos os membros por {lcd}, o mínimo denominador comum, para eliminar as frações',
      clearEveryExpanding:
        'Multiplique cada termo de ambos os membros por {lcd}, o mínimo denominador comum, para eliminar as frações (aplicando a distributiva)',
      multiplyFirst: 'Multiplique a primeira equação por {multiply}',
      multiplySecond: 'Multiplique a segunda equação por {multiply}',
      everyTermNeverZero: 'Multiplique cada termo por {factor}, que nunca é 0',
      byLcd:
        'O mínimo múltiplo comum dos denominadores (MMC) é {lcd}. Multiplique ambos os membros pelo MMC {lcd}',
      trigMultiply: 'Multiplique por {multiply}: todas as soluções para {unknown}',
      trigDivide: 'Divida por {divide}: todas as soluções para {unknown}',
      trigTakeMultiply:
        'Subtraia {shift} de ambos os membros e depois multiplique por {multiply}: todas as soluções para {unknown}',
      trigTakeDivide:
        'Subtraia {shift} de ambos os membros e depois divida por {divide}: todas as soluções para {unknown}',
      trigAddMultiply:
        'Some {shift} a ambos os membros e depois multiplique por {multiply}: todas as soluções para {unknown}',
      trigAddDivide:
        'Some {shift} a ambos os membros e depois divida por {divide}: todas as soluções para {unknown}',
      trigGather: 'Junte {unknown} à esquerda e divida por {divide}',
      conicDivide: 'Divida por {divide}',
      pointsStandard: 'Forma geral Ax + By = C: números inteiros sem fator comum, A > 0',
      divideNonZero: 'Divida ambos os membros por {divide}, que não pode ser 0',
    },
    moveAll: {
      left: 'Passe todos os termos para o primeiro membro',
      oneFraction: 'Passe todos os termos para o primeiro membro e escreva como uma só fração',
      trigOneSide: 'Passe todos os termos para um mesmo membro',
    },
    swap: {
      sides: 'Troque os membros de lugar',
      absLeft: 'Escreva o módulo à esquerda',
    },
    alone: {
      alone: '{unknown} já está isolado em um dos membros',
      noneInSecond: 'A segunda equação não tem {unknown}',
      noneInFirst: 'A primeira equação não tem {unknown}',
      inverse: '{unknown} é {inverse}',
    },
    cancelled: {
      linearEvery:
        'Os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearNever: '{left} nunca é igual a {right}, então não há solução',
      linearSubtractEvery:
        'Subtraia {subtract} de ambos os membros: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearSubtractNever:
        'Subtraia {subtract} de ambos os membros: {left} nunca é igual a {right}, então não há solução',
      linearAddEvery:
        'Some {add} a ambos os membros: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearAddNever:
        'Some {add} a ambos os membros: {left} nunca é igual a {right}, então não há solução',
      linearExpandEvery:
        'Aplique a distributiva e reduza os termos semelhantes: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearExpandNever:
        'Aplique a distributiva e reduza os termos semelhantes: {left} nunca é igual a {right}, então não há solução',
      linearBracketsEvery:
        'Aplique a distributiva: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearBracketsNever:
        'Aplique a distributiva: {left} nunca é igual a {right}, então não há solução',
      linearCollectEvery:
        'Reduza os termos semelhantes: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearCollectNever:
        'Reduza os termos semelhantes: {left} nunca é igual a {right}, então não há solução',
      linearEachEvery:
        'Simplifique cada membro: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearEachNever:
        'Simplifique cada membro: {left} nunca é igual a {right}, então não há solução',
      linearSimplifyEvery:
        'Simplifique: os dois membros são iguais qualquer que seja {unknown}, então todo número é solução',
      linearSimplifyNever: 'Simplifique: {left} nunca é igual a {right}, então não há solução',
      rationalEvery:
        'Todo número satisfaz a equação sem denominadores, então todo número é solução, exceto os excluídos',
      ineqTrue:
        '{inequality} é verdadeira qualquer que seja {unknown}, então todo número é solução',
      ineqFalse: '{inequality} é falsa qualquer que seja {unknown}, então não há solução',
      ineqSubtractTrue:
        'Subtraia {subtract} de ambos os membros: {inequality} é verdadeira qualquer que seja {unknown}, então todo número é solução',
      ineqSubtractFalse:
        'Subtraia {subtract} de ambos os membros: {inequality} é falsa qualquer que seja {unknown}, então não há solução',
      ineqAddTrue:
        'Some {add} a ambos os membros: {inequality} é verdadeira qualquer que seja {unknown}, então todo número é solução',
      ineqAddFalse:
        'Some {add} a ambos os membros: {inequality} é falsa qualquer que seja {unknown}, então não há solução',
      ineqExpandTrue:
        'Aplique a distributiva e reduza os termos semelhantes: {inequality} é verdadeira qualquer que seja {unknown}, então todo número é solução',
      ineqExpandFalse:
        'Aplique a distributiva e reduza os termos semelhantes: {inequality} é falsa qualquer que seja {unknown}, então não há solução',
      trigNever:
        '{equation} nunca vale: {unknown} se cancela e os ângulos que sobram são diferentes',
    },
    expand: {
      expand: 'Aplique a distributiva e reduza os termos semelhantes',
      collect: 'Reduza os termos semelhantes',
      brackets: 'Aplique a distributiva',
      each: 'Simplifique cada membro',
      simplify: 'Simplifique',
      eachTerm:
        'Multiplique cada termo do primeiro parêntese por cada termo do segundo e reduza os termos semelhantes',
      logarithms: 'Junte os múltiplos do mesmo logaritmo',
      multiplyOut: 'Primeiro aplique a distributiva',
      trigMultiplyOut: 'Aplique a distributiva e reduza os termos semelhantes',
      leftTrigMultiplyOut: 'Primeiro membro. Aplique a distributiva e reduza os termos semelhantes',
      rightTrigMultiplyOut: 'Segundo membro. Aplique a distributiva e reduza os termos semelhantes',
      into: 'Multiplique {factor} pelo parêntese',
      numbers: 'Junte os números',
      compositeMultiply: 'Aplique a distributiva e reduza os termos semelhantes',
    },
    ineqSides: {
      subtract: 'Subtraia {subtract} de ambos os membros',
      add: 'Some {add} a ambos os membros',
      subtractAll: 'Subtraia {subtract} das três partes',
      addAll: 'Some {add} às três partes',
      left: 'Passe todos os termos para o primeiro membro',
    },
    ineqScale: {
      divide: 'Divida ambos os membros por {divide}',
      divideFlip:
        'Divida ambos os membros por {divide}; dividir por um número negativo inverte o sinal da desigualdade: {was} passa a ser {now}',
      zeroPowerSolve: 'Resolva a inequação isolando a incógnita',
      zeroPowerSolveTurned:
        'Resolva a inequação isolando a incógnita (dividir por um número negativo transforma > em <)',
      clear: 'Multiplique ambos os membros por {lcd} para eliminar as frações',
      clearAll: 'Multiplique as três partes por {lcd} para eliminar as frações',
      multiply: 'Multiplique ambos os membros por {multiply}',
      multiplyFlip:
        'Multiplique ambos os membros por {multiply}; multiplicar por um número negativo inverte o sinal da desigualdade: {was} passa a ser {now}',
      divideAll: 'Divida as três partes por {divide}',
      divideAllFlip:
        'Divida as três partes por {divide}; dividir por um número negativo inverte os dois sinais: {was} passa a ser {now}',
      divideAllFlipTwo:
        'Divida as três partes por {divide}; dividir por um número negativo inverte os dois sinais: {was} passa a ser {now} e {was2} passa a ser {now2}',
    },
    order: {
      smaller: 'Escreva com o número menor primeiro',
      read: 'Leia a partir de {unknown}',
      smallerEnd: 'Escreva com o extremo menor primeiro',
    },
    both: {
      first: 'Inequação 1: {inequality}',
      second: 'Inequação 2: {inequality}',
      hold: 'As duas devem valer: os números que satisfazem as duas inequações',
      none: 'Nenhum número satisfaz ao mesmo tempo {first} e {second}, então não há solução',
      absBoth: 'Os dois devem valer: os números dos dois casos',
      domainAll: 'O domínio é onde todas as condições valem ao mesmo tempo',
    },
    either: {
      absEither: 'Um caso ou o outro: os números de qualquer um dos casos',
    },
    empty: {
      equal: 'Os dois extremos são iguais e não estão ambos incluídos, então não há solução',
      aboveBelow:
        'Nenhum número é ao mesmo tempo maior que {low} e menor que {high}, então não há solução',
      aboveAtMost:
        'Nenhum número é ao mesmo tempo maior que {low} e menor ou igual a {high}, então não há solução',
      atLeastBelow:
        'Nenhum número é ao mesmo tempo maior ou igual a {low} e menor que {high}, então não há solução',
      atLeastAtMost:
        'Nenhum número é ao mesmo tempo maior ou igual a {low} e menor ou igual a {high}, então não há solução',
    },
    squeeze: {
      only: 'O único número que sobra é {value}',
    },
    signChange: {
      boundary: 'Encontre onde {expression} = 0: os pontos de fronteira',
    },
    signTest: {
      neverPositive: '{expression} nunca é positivo, então {inequality} não tem solução',
      neverPositiveOrZero:
        '{expression} nunca é positivo nem 0, então {inequality} não tem solução',
      chartP:
        '{expression} nunca é 0, então tem o mesmo sinal para todo {unknown}: teste {unknown} = {test1}: {expression} é positivo',
      chartPP:
        'Sinal de {expression} em cada intervalo, a partir de um ponto de teste em cada um: positivo em {region1} ({unknown} = {test1}); positivo em {region2} ({unknown} = {test2})',
      chartPNP:
        'Sinal de {expression} em cada intervalo, a partir de um ponto de teste em cada um: positivo em {region1} ({unknown} = {test1}); negativo em {region2} ({unknown} = {test2}); positivo em {region3} ({unknown} = {test3})',
      neverNegative: '{expression} nunca é negativo, então {inequality} não tem solução',
      neverNegativeOrZero:
        '{expression} nunca é negativo nem 0, então {inequality} não tem solução',
      every: '{inequality} para todo {unknown}, então todo número é solução',
      wherePositive: '{inequality} onde {expression} é positivo',
      wherePositiveOrZero: '{inequality} onde {expression} é positivo ou 0',
      whereNegative: '{inequality} onde {expression} é negativo',
      whereNegativeOrZero: '{inequality} onde {expression} é negativo ou 0',
      fractionTests: 'Sinal da fração a partir de um ponto de teste em cada intervalo: {signs}',
      fractionPositive: 'A fração é positiva nestes intervalos',
      fractionPositiveOrZero: 'A fração é positiva ou 0 nestes intervalos',
      fractionNegative: 'A fração é negativa nestes intervalos',
      fractionNegativeOrZero: 'A fração é negativa ou 0 nestes intervalos',
    },
    fractionZero: {
      top: 'A fração é 0 onde o numerador é 0: {equation}',
      expressionZero: 'O numerador é 0, então a expressão é 0 onde quer que esteja definida',
    },
    zeroProduct: {
      zero: 'Um produto é 0 quando um de seus fatores é 0',
      trigOnly: 'Um produto é 0 somente quando um de seus fatores é 0',
    },
    solveEach: {
      each: 'Resolva cada equação',
      factorOne: 'Resolva {equation}',
      factorLinear: 'Resolva cada fator do primeiro grau: {equations}',
    },
    solveFor: {
      for: 'Isole {unknown}',
      trigAlone: 'Isole {unknown} em um membro',
    },
  },
  reasons: {
    sides: ['', 'somar ou subtrair a mesma quantidade em ambos os membros mantém a igualdade'],
    scale: [
      '',
      'multiplicar ou dividir ambos os membros pelo mesmo número diferente de zero mantém a igualdade',
    ],
    moveAll: [
      '',
      'subtrair o segundo membro de ambos os membros mantém a igualdade e deixa 0 à direita',
    ],
    swap: ['', 'a = b e b = a dizem a mesma coisa'],
    alone: ['', 'com a incógnita isolada em um membro, o outro membro é o seu valor'],
    cancelled: [
      '',
      'quando a incógnita se cancela, o que sobra é verdadeiro para todos os valores ou para nenhum',
    ],
    expand: [
      '',
      'aplicar a distributiva e reduzir os termos semelhantes muda a forma, não o valor',
    ],
    ineqSides: [
      '',
      'somar ou subtrair a mesma quantidade em ambos os membros mantém a desigualdade',
    ],
    ineqScale: [
      '',
      'multiplicar por um número positivo mantém a desigualdade; por um negativo, inverte',
    ],
    order: ['', 'a < x < b e b > x > a dizem a mesma coisa'],
    both: [
      'Interseção',
      '"e" significa que um número deve satisfazer as duas, então só fica a parte comum',
    ],
    either: [
      'União',
      '"ou" significa que um número pode satisfazer qualquer uma, então os dois conjuntos são mantidos',
    ],
    empty: ['', 'nenhum número é maior que um extremo e menor que outro menor'],
    squeeze: ['', 'a ≤ x ≤ a deixa só x = a'],
    signChange: ['', 'um polinômio só pode mudar de sinal onde vale 0'],
    signTest: [
      'Estudo do sinal',
      'entre os pontos onde vale 0 ou não está definida, uma expressão mantém o sinal, então um ponto de teste decide',
    ],
    fractionZero: ['', 'uma fração é 0 somente quando o numerador é 0'],
    zeroProduct: [
      'Propriedade do produto nulo',
      'um produto é 0 somente quando um de seus fatores é 0',
    ],
    solveEach: [
      '',
      'cada equação é do primeiro grau: desfaça o que é feito com a incógnita, em ambos os membros',
    ],
    solveFor: [
      '',
      'desfazer o que foi feito com a incógnita, da última operação para a primeira e igualmente em ambos os membros, a deixa isolada',
    ],
  },
};
