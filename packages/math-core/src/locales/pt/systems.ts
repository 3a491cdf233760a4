/**
 * Portuguese words of the solver's steps on systems of equations, absolute values, radicals, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseSystems: Notes = {
  forms: {
    eliminate: {
      add: 'Some as equações para eliminar {unknown}',
      subtract: 'Subtraia a segunda equação da primeira para eliminar {unknown}',
      gives: 'Elimine {unknown}: {how} dá a equação ({label})',
      givesDivided: 'Elimine {unknown}: {how}, dividido por {divisor}, dá a equação ({label})',
    },
    substitute: {
      intoFirst: 'Substitua {unknown} = {value} na primeira equação',
      integrand: 'Então o integrando é',
      intoSecond: 'Substitua {unknown} = {value} na segunda equação',
      put: 'Substitua {unknown} = {value} em {target} = {expression}',
      solveEquation: 'Isole {unknown} na equação ({label})',
      oneIntoEquation: 'Substitua {first} na equação ({label}) e isole {unknown}',
      twoIntoEquation: 'Substitua {first} e {second} na equação ({label}) e isole {unknown}',
      pointsFirst: 'Substitua o primeiro ponto em y = mx + b para achar o coeficiente linear b',
      itIntoFirst: 'Substitua isso na primeira equação',
      itIntoSecond: 'Substitua isso na segunda equação',
      putBack:
        'Substitua {unknown} = {value} de volta em {target} = {expression}: {target} = {result}',
      circleAreaPut: 'Substitua o raio',
      circlePerimeterPut: 'Substitua o raio',
      squareAreaPut: 'Substitua o lado',
      squarePerimeterPut: 'Substitua o lado',
      rectangleAreaPut: 'Substitua o comprimento e a largura',
      rectanglePerimeterPut: 'Substitua o comprimento e a largura',
      triangleAreaPut: 'Substitua a base e a altura',
      triangleAreaSidesPut: 'Substitua o lado a, a base e o lado c',
      trianglePerimeterPut: 'Substitua o lado a, a base e o lado c',
      parallelogramAreaPut: 'Substitua a base e a altura',
      trapezoidAreaPut: 'Substitua o lado a, a base e a altura',
      sphereVolumePut: 'Substitua o raio',
      sphereSurfaceAreaPut: 'Substitua o raio',
      cylinderVolumePut: 'Substitua o raio e a altura',
      cylinderSurfaceAreaPut: 'Substitua o raio e a altura',
      coneVolumePut: 'Substitua o raio e a altura',
      cubeVolumePut: 'Substitua a aresta',
      cubeSurfaceAreaPut: 'Substitua a aresta',
      boxVolumePut: 'Substitua o comprimento, a largura e a altura',
      boxSurfaceAreaPut: 'Substitua o comprimento, a largura e a altura',
      sequencePut: 'Substitua n = {k}',
      derivativeAt: 'A derivada em {unknown} = {value}: substitua {unknown} = {value} nela',
      tangentPoint: 'O ponto da curva: substitua {unknown} = {value} na função',
      stationaryPut: 'Substitua {unknown} = {value} na função',
      compositeInner: 'Calcule primeiro a função de dentro: substitua x = {value} em {function}',
      compositeOuter: 'Depois substitua x = {value} em {function}',
      compositeInto: 'Substitua {inner} = {expression} em {function} no lugar de x',
    },
    contradiction: {
      givesFalseDivided:
        'Elimine {unknown}: {how}, dividido por {divisor}, dá 0 = {value}, o que é falso, então não há solução',
      parallelNoneInFirst:
        'A primeira equação não tem {unknown}: 0 nunca é igual a {value}, então as retas são paralelas e não há solução',
      parallelNoneInSecond:
        'A segunda equação não tem {unknown}: 0 nunca é igual a {value}, então as retas são paralelas e não há solução',
      givesFalse: 'Elimine {unknown}: {how} dá 0 = {value}, o que é falso, então não há solução',
      typedFalse: 'A equação ({label}) diz 0 = {value}, o que é falso, então não há solução',
      parallelAdd:
        'Some as equações para eliminar {unknown}: 0 nunca é igual a {value}, então as retas são paralelas e não há solução',
      parallelSubtract:
        'Subtraia a segunda equação da primeira para eliminar {unknown}: 0 nunca é igual a {value}, então as retas são paralelas e não há solução',
      falseRow:
        'A linha {row} diz 0 = {value}, o que é falso, então nenhum valor das incógnitas satisfaz todas as equações',
    },
    dependent: {
      line: 'Todo ponto da reta é uma solução',
      nothingNew: 'Elimine {unknown}: {how} dá 0 = 0, então esta equação não diz nada de novo',
      nothingNewDivided:
        'Elimine {unknown}: {how}, dividido por {divisor}, dá 0 = 0, então esta equação não diz nada de novo',
      everyValue: 'As equações são dependentes: cada valor de {unknown} dá uma solução',
      everyValueTwo: 'As equações são dependentes: cada valor de {first} e {second} dá uma solução',
      sameLineAdd:
        'Some as equações para eliminar {unknown}: 0 = 0, então as equações são a mesma reta e há infinitas soluções',
      sameLineSubtract:
        'Subtraia a segunda equação da primeira para eliminar {unknown}: 0 = 0, então as equações são a mesma reta e há infinitas soluções',
      sameLineNoneInFirst:
        'A primeira equação não tem {unknown}: 0 = 0, então as equações são a mesma reta e há infinitas soluções',
      sameLineNoneInSecond:
        'A segunda equação não tem {unknown}: 0 = 0, então as equações são a mesma reta e há infinitas soluções',
    },
    solved: {
      values: 'A solução',
    },
    asSquares: {
      squares:
        'As duas equações têm {first} e {second} apenas como {firstSquared} e {secondSquared}: resolva-as como duas equações do primeiro grau em {firstSquared} e {secondSquared}',
    },
    numberEquations: {
      three: 'Numere as equações (1), (2) e (3), com as incógnitas à esquerda e sem frações',
    },
    absCases: {
      absTwo: 'Dois casos: o que está dentro do módulo é {value} ou {opposite}',
      absCase: 'Caso {case}: {equation}',
    },
    absPositive: {
      absNoSolution: 'Um módulo nunca é negativo, então {statement} não tem solução',
      absEvery: 'Um módulo nunca é negativo, então {statement} para todo {unknown}',
      absPositiveExcept: 'Um módulo é positivo, exceto onde o que está dentro é 0',
      rangeDistance: 'Um módulo é a distância até 0: nunca é negativo',
    },
    absZero: {
      absOnlyZero: 'Um módulo é 0 somente onde o que está dentro é 0',
      absAtMostZero:
        'Um módulo nunca é negativo, então é no máximo 0 somente onde vale 0: onde o que está dentro é 0',
      absExcept: 'Todo {unknown}, exceto onde {equation}',
    },
    absWithin: {
      absMeans: '{statement} significa {between}: {inside} está a menos de {bound} de 0',
      absCase: 'Caso {case}: {statement}',
    },
    absOutside: {
      absMeans: '{statement} significa {below} ou {above}',
      absCase: 'Caso {case}: {statement}',
    },
    absEqual: {
      absTwo:
        'Dois módulos são iguais quando o que está dentro deles é igual ou oposto: dois casos',
      absCase: 'Caso {case}: {equation}',
      absCaseNone: 'Caso {case}: {equation} não tem solução',
    },
    rootOfSquare: {
      absRoot: 'A raiz quadrada de um quadrado é um módulo: {root} = {abs}',
    },
    absPieces: {
      absBySign:
        '|{inside}| é {inside} onde {inside} ≥ 0 e {opposite} onde {inside} < 0: dois casos',
      absCaseWhere: 'Caso {case}, onde {part}: {statement}',
      absWholePart: 'Todo {unknown} com {part} é solução',
      absInPart: '{solution} satisfaz {part}: é solução',
      absNotInPart: '{solution} não satisfaz {part}: este caso não a fornece',
      absNeither: 'Nenhum dos casos dá solução',
      absSetInPart: 'Destes, os números com {part}',
      absNoneInPart: 'Nenhum destes satisfaz {part}',
      cuts: 'Abra cada módulo de acordo com o sinal do que está dentro: ele muda em',
    },
    rootPositive: {
      radicalNever: 'Uma raiz quadrada nunca é negativa, então {equation} não tem solução',
      radicalWouldBe: '{solution} não serve: {root} teria de ser igual a {value}, que é negativo',
      rootPowerNever: '{root} nunca é negativo, então {equation} não tem solução',
      inverseValues:
        'Uma raiz quadrada nunca é negativa, então {inverse} só assume estes valores de {unknown}, os valores que {function} dá',
      domainNeeds: '{subject} exige que {expression} seja maior ou igual a 0: {where}',
      domainNever: '{subject} exige que {expression} seja maior ou igual a 0: isso nunca acontece',
    },
    squareBoth: {
      radical: 'Eleve ambos os membros ao quadrado (isso pode introduzir soluções que não servem)',
    },
    squareOrder: {
      absBoth:
        'Os dois membros são módulos, nunca negativos, então elevar ambos ao quadrado mantém a desigualdade; e |a|² = a²',
    },
    raise: {
      rootPowerSquare: 'Eleve ambos os membros à potência 2 (ao quadrado)',
      rootPowerCube: 'Eleve ambos os membros à potência 3 (ao cubo)',
      rootPowerAny: 'Eleve ambos os membros à potência {power}',
      inverseSquare: 'Eleve ambos os membros ao quadrado',
      inversePower: 'Eleve ambos os membros à potência {power}',
    },
    check: {
      within: 'As soluções com {interval}',
      noneIn: 'Nenhuma solução está em {interval}',
      logarithms:
        'Verifique {root}: todos os logaritmos estão definidos e os dois membros são iguais',
      radicalSquares:
        '{solution} serve: torna os quadrados iguais, e {root} = {value} não é negativo',
      radicalHolds: '{solution} serve: {left} e {right}',
      radicalFails: '{solution} não serve: {left}, mas {right}',
      rootPowerBoth: 'Verifique {solution} na equação: os dois membros valem {both}',
      fraction: '{unknown} = {value} serve: nenhum denominador é 0, e os dois membros valem {both}',
    },
    reciprocal: {
      rootPowerNegative:
        'Uma potência negativa é um sobre a potência: tome o inverso de ambos os membros',
      inverseMultiply: 'Tome o inverso de ambos os membros e multiplique por {multiply}',
    },
    fractionalPower: {
      rootPowerOdd:
        'Uma potência de expoente fracionário é uma potência de uma raiz: {power} = {root}; uma raiz ímpar está definida para todo número real',
      rootPowerEven:
        'Uma potência de expoente fracionário é uma potência de uma raiz: {power} = {root}',
    },
  },
  reasons: {
    eliminate: [
      'Método da adição',
      'somando quantidades iguais a quantidades iguais obtêm-se quantidades iguais, então a soma de duas equações vale',
    ],
    substitute: [
      'Substituição',
      'um valor pode substituir sua incógnita em qualquer lugar: iguais podem ser trocados por iguais',
    ],
    contradiction: [
      '',
      'uma afirmação falsa como 0 = 5 significa que nenhum valor satisfaz todas as equações',
    ],
    dependent: [
      '',
      '0 = 0 não diz nada de novo: as equações são a mesma reta, então qualquer ponto dela serve',
    ],
    solved: ['', 'esses valores satisfazem todas as equações'],
    asSquares: ['', 'com x² e y² como incógnitas, as equações são do primeiro grau'],
    numberEquations: [
      '',
      'numerar cada equação permite que cada passo seguinte diga quais equações combina',
    ],
    absCases: ['', 'os números à distância c de 0 são c e −c'],
    absPositive: ['', 'um módulo é uma distância, então nunca é negativo'],
    absZero: ['', 'só o 0 está à distância 0 de 0'],
    absWithin: ['', '|u| < c significa que u está a menos de c de 0: −c < u < c'],
    absOutside: ['', '|u| > c significa que u está a mais de c de 0: u < −c ou u > c'],
    absEqual: ['', 'números à mesma distância de 0 são iguais ou opostos'],
    rootOfSquare: ['', 'a raiz quadrada é a raiz não negativa, e entre u e −u essa é |u|'],
    absPieces: [
      '',
      '|u| é u onde u ≥ 0 e −u onde u < 0, então entre os zeros de u as barras se abrem de um só jeito',
    ],
    rootPositive: ['', 'uma raiz quadrada nunca é negativa'],
    squareBoth: [
      '',
      'números iguais têm quadrados iguais, mas números opostos também: é preciso verificar as respostas',
    ],
    squareOrder: [
      '',
      'de dois números maiores ou iguais a 0, o maior tem o maior quadrado, então elevar ambos os membros ao quadrado mantém a desigualdade',
    ],
    raise: ['', 'números iguais elevados à mesma potência são iguais'],
    check: ['Verificação', 'só é solução um valor que satisfaz a equação original'],
    reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, e números iguais têm inversos iguais'],
    fractionalPower: ['', 'x^(p/q) é a raiz de índice q de xᵖ'],
  },
};
