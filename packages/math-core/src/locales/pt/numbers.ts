/**
 * Portuguese words of the solver's steps on working out, fractions of a whole, percentages,
 * statistics, primes, units, shapes, sequences, with ./index.ts joining every part.
 */
import { unitTerms } from '../../math/catalogue/answers';
import type { Notes } from '../../math/catalogue/types';
import { portugueseUnitNames } from './answers';

export const portugueseNumbers: Notes = {
  forms: {
    operations: {
      add: 'Some',
      addWorked: 'Some: {work}',
      subtract: 'Subtraia',
      subtractWorked: 'Subtraia: {work}',
      multiply: 'Multiplique',
      multiplyWorked: 'Multiplique: {work}',
      divide: 'Divida',
      divideWorked: 'Divida: {work}',
      power: 'Calcule a potência',
      powerWorked: 'Calcule a potência: {work}',
      root: 'Calcule a raiz',
      rootWorked: 'Calcule a raiz: {work}',
      decimal: 'Escreva o decimal como fração',
      decimalWorked: 'Escreva o decimal como fração: {work}',
      surdsAdd: 'Junte os radicais semelhantes: some os coeficientes',
      surdsAddWorked: 'Junte os radicais semelhantes: some os coeficientes: {work}',
      surdsSubtract: 'Junte os radicais semelhantes: subtraia os coeficientes',
      surdsSubtractWorked: 'Junte os radicais semelhantes: subtraia os coeficientes: {work}',
      termsAdd: 'Reduza os termos semelhantes: some os coeficientes',
      termsAddWorked: 'Reduza os termos semelhantes: some os coeficientes: {work}',
      termsSubtract: 'Reduza os termos semelhantes: subtraia os coeficientes',
      termsSubtractWorked: 'Reduza os termos semelhantes: subtraia os coeficientes: {work}',
      smallFactorial: '0! = 1 e 1! = 1: há uma única maneira de ordenar nenhum objeto ou um só',
      smallFactorialWorked:
        '0! = 1 e 1! = 1: há uma única maneira de ordenar nenhum objeto ou um só: {work}',
      factorial: 'O fatorial multiplica os números naturais de 1 até o próprio número',
      factorialWorked:
        'O fatorial multiplica os números naturais de 1 até o próprio número: {work}',
      choose: 'Escolher k de n: C(n, k) = n!/(k!(n − k)!), simplificando o fatorial maior',
      chooseWorked:
        'Escolher k de n: C(n, k) = n!/(k!(n − k)!), simplificando o fatorial maior: {work}',
      minus: 'Escreva o sinal de menos na frente',
      minusWorked: 'Escreva o sinal de menos na frente: {work}',
      absolute: 'O módulo de um número é a sua distância até 0',
      absoluteWorked: 'O módulo de um número é a sua distância até 0: {work}',
      other: 'Calcule',
      otherWorked: 'Calcule: {work}',
      eToLn: 'e elevado a uma potência desfaz o ln: e^(k·ln(a)) = aᵏ',
      zeroPower: 'Todo número diferente de 0 elevado a 0 é 1',
      byReciprocal: 'Dividir por {divisor} é multiplicar pelo seu inverso, {reciprocal}',
      simplify: 'Simplifique',
      innermostFirst: 'Efetue as operações, das mais internas para as mais externas',
      trigPutIn: 'Substitua o valor',
      shapeHalfPerimeter: 'p é o semiperímetro',
      shapeWorkOut: 'Calcule',
    },
    simplest: {
      alreadySimplest: 'Isto já está na forma mais simples',
      expanded: 'Isto já está desenvolvido e simplificado',
      monomial: 'Um único termo já está fatorado: um número vezes uma potência',
      noCommon: 'O numerador e o denominador não têm fator comum',
      noIdentity: 'Nenhuma identidade deixa isto mais curto: já está na forma mais simples',
    },
    mixedNumber: {
      toImproper: 'Escreva o número misto como fração imprópria',
      toMixed: 'Escreva a fração imprópria como número misto',
    },
    percent: {
      outOf: 'Por cento significa em cada 100',
      outOfWorked: 'Por cento significa em cada 100: {work}',
      hundredths: '{rate}% significa {rate} centésimos',
    },
    percentOf: {
      multiplyBy: 'Multiplique por {whole}',
      callItX: 'Chame o número de x: {rate}% de x é {part}',
      rateOfWhole: '{rate}% de {whole}',
    },
    partOfWhole: {
      partOverWhole: 'Divida a parte pelo todo',
    },
    toPercent: {
      times100: 'Multiplique por 100 para escrever como porcentagem: {part} é {percent} de {whole}',
    },
    change: {
      addTo: 'Some a {whole}',
      takeFrom: 'Subtraia de {whole}',
    },
    mean: {
      addValues: 'Some os {count} valores',
      sumOverCount: 'Média: a soma dividida pela quantidade de valores',
    },
    median: {
      middleValue: 'Mediana: o valor central dos {count} valores ordenados',
      middlePair:
        'Mediana: o ponto médio entre os dois valores centrais dos {count} valores ordenados',
    },
    mode: {
      noMode: 'Moda: todos os valores aparecem o mesmo número de vezes, então não há moda',
      value: 'Moda: o valor que mais aparece ({times} vezes)',
      values: 'Moda: os valores que mais aparecem ({times} vezes)',
    },
    range: {
      largestMinusSmallest: 'Amplitude: o maior valor menos o menor',
    },
    variance: {
      population: 'Variância populacional: a média dos quadrados dos desvios em relação à média',
    },
    sd: {
      population: 'Desvio padrão populacional: a raiz quadrada da variância',
      sample: 'Desvio padrão amostral: a raiz quadrada da variância amostral',
    },
    sampleVariance: {
      divisor: 'Variância amostral: divida por n − 1 = {divisor}',
    },
    sorted: {
      values: 'Coloque os valores em ordem crescente',
    },
    primes: {
      prime: '{value} é primo: nenhum número de 2 a √{value} o divide',
      divide: 'Divida repetidamente pelo menor primo',
      group: 'Agrupe os primos iguais em potências',
      of: 'Fatores primos de {value}',
    },
    gcd: {
      shared: 'MDC de {values}: cada primo comum, com o menor expoente',
    },
    lcm: {
      every: 'MMC de {values}: cada primo que aparece, com o maior expoente',
    },
    convert: {
      temperature: 'Converta {from:unitMany} em {to:unitMany}',
      factor: 'Multiplique pelo número de {to:unitMany} em 1 {from:unitOne}',
      to: 'em {unit}',
    },
    measureFormula: {
      circleArea: 'A área de um círculo',
      circlePerimeter: 'O comprimento de uma circunferência',
      squareArea: 'A área de um quadrado',
      squarePerimeter: 'O perímetro de um quadrado',
      rectangleArea: 'A área de um retângulo',
      rectanglePerimeter: 'O perímetro de um retângulo',
      triangleArea: 'A área de um triângulo',
      triangleAreaSides: 'A área de um triângulo',
      trianglePerimeter: 'O perímetro de um triângulo',
      parallelogramArea: 'A área de um paralelogramo',
      trapezoidArea: 'A área de um trapézio',
      sphereVolume: 'O volume de uma esfera',
      sphereSurfaceArea: 'A área da superfície de uma esfera',
      cylinderVolume: 'O volume de um cilindro',
      cylinderSurfaceArea: 'A área total de um cilindro',
      coneVolume: 'O volume de um cone',
      cubeVolume: 'O volume de um cubo',
      cubeSurfaceArea: 'A área total de um cubo',
      boxVolume: 'O volume de um paralelepípedo',
      boxSurfaceArea: 'A área total de um paralelepípedo',
    },
    arithmeticSequence: {
      found:
        'Cada termo é o anterior mais o mesmo número, a razão d: a sequência é uma progressão aritmética, com primeiro termo {first}',
      next: 'Some a razão {d}',
    },
    geometricSequence: {
      found:
        'Cada termo é o anterior vezes o mesmo número, a razão r: a sequência é uma progressão geométrica, com primeiro termo {first}',
      next: 'Multiplique pela razão {r}',
    },
    nthTerm: {
      arithmetic: 'O termo geral é o primeiro termo mais n − 1 vezes a razão',
      geometric: 'O termo geral é o primeiro termo vezes a razão elevada a n − 1',
    },
    arithmeticSum: {
      formula: 'A soma dos n primeiros termos é n/2 × (2a + (n − 1)d)',
      put: 'A soma dos n primeiros termos é n/2 × (2a + (n − 1)d): substitua n = {k}',
    },
    geometricSum: {
      formula: 'A soma dos n primeiros termos é a(rⁿ − 1)/(r − 1)',
      put: 'A soma dos n primeiros termos é a(rⁿ − 1)/(r − 1): substitua n = {k}',
    },
    sumToInfinity: {
      ratio: 'A razão está entre −1 e 1, então a soma infinita é a/(1 − r)',
    },
    noSumToInfinity: {
      arithmetic:
        'Não existe soma infinita: a razão é {d}, então os termos não se aproximam de 0 e as somas de cada vez mais termos não se aproximam de nenhum número',
      geometric:
        'Não existe soma infinita: a razão {r} não está entre −1 e 1, então os termos não se aproximam de 0 e as somas de cada vez mais termos não se aproximam de nenhum número',
    },
  },
  reasons: {
    operations: [
      'Ordem das operações',
      'as operações mais internas vêm primeiro: parênteses, potências, × e ÷, depois + e −',
    ],
    simplest: ['', 'não sobra nenhum fator comum nem fator quadrado para tirar'],
    mixedNumber: [
      '',
      'uma fração imprópria é o número inteiro de vezes que o denominador cabe no numerador, mais a fração própria que sobra',
    ],
    percent: ['', 'por cento significa por cem: p% = p/100'],
    percentOf: ['', 'p% de um todo é p/100 vezes o todo'],
    partOfWhole: ['', 'a parte dividida pelo todo é a fração do todo que ela representa'],
    toPercent: ['', 'uma fração vezes 100 é o número de centésimos, uma porcentagem'],
    change: ['', 'um aumento soma a quantidade ao valor original; uma redução a subtrai'],
    mean: ['Média', 'a média reparte o total igualmente entre os valores'],
    median: ['Mediana', 'metade dos valores é no máximo a mediana e a outra metade no mínimo'],
    mode: ['Moda', 'a moda é o valor que mais aparece'],
    range: ['Amplitude', 'a amplitude mostra o quanto os valores se espalham'],
    variance: [
      'Variância',
      'a variância mede a dispersão: a média dos quadrados das distâncias até a média',
    ],
    sd: [
      'Desvio padrão',
      'a raiz quadrada da variância é a dispersão na mesma unidade dos valores',
    ],
    sampleVariance: [
      'Variância amostral',
      'dividir por n − 1 corrige o fato de a média da amostra ter sido calculada a partir dela',
    ],
    sorted: ['', 'a mediana e a amplitude são lidas nos valores ordenados'],
    primes: ['Fatoração em primos', 'todo número natural maior que 1 é um único produto de primos'],
    gcd: [
      '',
      'um divisor comum só pode usar cada primo tantas vezes quanto todos os números o têm',
    ],
    lcm: [
      '',
      'um múltiplo comum precisa de cada primo tantas vezes quanto qualquer um dos números o tem',
    ],
    convert: ['', 'multiplicar por um fator de conversão muda a unidade, não a quantidade'],
    measureFormula: ['{formula:shapeRule}', '{formula:shapeWhy}'],
    arithmeticSequence: [
      'Progressão aritmética',
      'cada termo é o anterior mais o mesmo número d, a razão',
    ],
    geometricSequence: [
      'Progressão geométrica',
      'cada termo é o anterior vezes o mesmo número r, a razão',
    ],
    nthTerm: [
      'Termo geral',
      'o n-ésimo termo está n − 1 passos depois do primeiro: a + (n − 1)d somando d, a·rⁿ⁻¹ multiplicando por r',
    ],
    arithmeticSum: [
      'Soma dos termos de uma PA',
      'escrita de frente para trás e de trás para a frente, a soma junta termos que somam, cada par, o primeiro mais o último, 2a + (n − 1)d, n vezes: o dobro da soma',
    ],
    geometricSum: [
      'Soma dos termos de uma PG',
      'r vezes a soma é a soma deslocada de um termo, então (r − 1)S = a(rⁿ − 1)',
    ],
    sumToInfinity: [
      'Soma infinita',
      'quando −1 < r < 1, rⁿ tende a 0, então as somas a(1 − rⁿ)/(1 − r) se aproximam de a/(1 − r)',
    ],
    noSumToInfinity: [
      '',
      'as somas de cada vez mais termos só se aproximam de um número quando os termos tendem a 0',
    ],
  },
  terms: {
    // The units a conversion names, by id: for one and for many.
    ...unitTerms(portugueseUnitNames),
    shapeRule: {
      circleArea: 'Área de um círculo',
      circlePerimeter: 'Comprimento de uma circunferência',
      squareArea: 'Área de um quadrado',
      squarePerimeter: 'Perímetro de um quadrado',
      rectangleArea: 'Área de um retângulo',
      rectanglePerimeter: 'Perímetro de um retângulo',
      triangleArea: 'Área de um triângulo',
      triangleAreaSides: 'Área de um triângulo',
      trianglePerimeter: 'Perímetro de um triângulo',
      parallelogramArea: 'Área de um paralelogramo',
      trapezoidArea: 'Área de um trapézio',
      sphereVolume: 'Volume de uma esfera',
      sphereSurfaceArea: 'Área da superfície de uma esfera',
      cylinderVolume: 'Volume de um cilindro',
      cylinderSurfaceArea: 'Área total de um cilindro',
      coneVolume: 'Volume de um cone',
      cubeVolume: 'Volume de um cubo',
      cubeSurfaceArea: 'Área total de um cubo',
      boxVolume: 'Volume de um paralelepípedo',
      boxSurfaceArea: 'Área total de um paralelepípedo',
    },
    shapeWhy: {
      circleArea:
        'um círculo cortado em setores finos se rearranja num retângulo de comprimento πr e altura r',
      circlePerimeter: 'π é a razão entre o comprimento de toda circunferência e seu diâmetro, 2r',
      squareArea: 'um quadrado de lado s contém s fileiras de s quadrados unitários',
      squarePerimeter: 'o perímetro é a soma dos quatro lados iguais',
      rectangleArea: 'um retângulo contém w fileiras de l quadrados unitários',
      rectanglePerimeter:
        'o perímetro é a soma dos quatro lados: dois comprimentos e duas larguras',
      triangleArea:
        'duas cópias de um triângulo formam um paralelogramo de mesma base e mesma altura',
      triangleAreaSides:
        'a fórmula de Heron dá a área a partir dos três lados, com p o semiperímetro',
      trianglePerimeter: 'o perímetro é a soma dos três lados',
      parallelogramArea:
        'cortar um triângulo de uma ponta e levá-lo à outra forma um retângulo de b por h',
      trapezoidArea:
        'duas cópias de um trapézio, uma virada, formam um paralelogramo de base a + b',
      sphereVolume: 'uma esfera ocupa dois terços do cilindro que a envolve, πr² × 2r',
      sphereSurfaceArea:
        'a superfície de uma esfera é quatro vezes a área do seu círculo máximo, como mostrou Arquimedes',
      cylinderVolume: 'o volume de um prisma é a área da base, aqui πr², vezes a altura',
      cylinderSurfaceArea:
        'dois círculos para as bases e a superfície lateral desenrolada num retângulo de 2πr por h',
      coneVolume: 'um cone ocupa um terço do cilindro de mesma base e mesma altura',
      cubeVolume: 'um cubo de aresta s contém s camadas de s × s cubos unitários',
      cubeSurfaceArea: 'um cubo tem seis faces quadradas de lado s',
      boxVolume: 'um paralelepípedo contém h camadas de l × w cubos unitários',
      boxSurfaceArea: 'um paralelepípedo tem três pares de faces retangulares iguais',
    },
  },
};
