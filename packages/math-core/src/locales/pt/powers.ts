/**
 * Portuguese words of the solver's steps on powers, exponential equations and logarithms, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portuguesePowers: Notes = {
  forms: {
    evenPower: {
      power: 'Uma potência par nunca é negativa, então {equation} não tem soluções reais',
      factor:
        '{power} = {value}: uma potência par nunca é negativa, então {equation} não tem soluções reais',
      rootPowerNever: 'Uma potência par nunca é negativa, então {equation} não tem solução',
      rangeSizes: 'Uma potência par nunca é negativa: assume os tamanhos dos valores, em ordem',
    },
    nthRoot: {
      rootPowerEven:
        'Extraia a raiz de índice {index} de ambos os membros: há uma raiz positiva e uma negativa',
      rootPowerOdd: 'Extraia a raiz de índice {index} de ambos os membros',
      powerEven:
        'Extraia a raiz de índice {index} de ambos os membros: uma potência par tem uma raiz positiva e uma negativa',
      powerCube:
        'Extraia a raiz cúbica de ambos os membros: uma raiz ímpar de um número real é um único número real',
      powerOdd:
        'Extraia a raiz de índice {index} de ambos os membros: uma raiz ímpar de um número real é um único número real',
      factorEven:
        '{power} = {value}: extraia a raiz de índice {index} de ambos os membros, uma raiz positiva e uma negativa',
      factorCube: '{power} = {value}: extraia a raiz cúbica de ambos os membros',
      factorOdd: '{power} = {value}: extraia a raiz de índice {index} de ambos os membros',
      rootPowerSquare:
        'Extraia a raiz quadrada de ambos os membros: há uma raiz positiva e uma negativa',
      rootPowerCube: 'Extraia a raiz cúbica de ambos os membros',
      rootPowerCase: 'Caso {case}: {equation}',
      inverseCube: 'Extraia a raiz cúbica de ambos os membros',
      inverseRoot: 'Extraia a raiz de índice {index} de ambos os membros',
      inversePower: 'Eleve ambos os membros à potência {power}',
    },
    samePower: {
      equal: 'Potências iguais de mesma base têm expoentes iguais',
      case: 'Caso {case}: {equation}',
    },
    asPower: {
      both: 'Escreva os dois membros como potências de {base}',
      one: 'Escreva {value} como potência de {base}',
      everyPower: 'Escreva cada potência como potência de {power}',
      everyPowerAs: 'Escreva cada potência como potência de {power}: {rewrites}',
      moveEveryPower:
        'Passe todos os termos para o primeiro membro e escreva cada potência como potência de {power}',
      moveEveryPowerAs:
        'Passe todos os termos para o primeiro membro e escreva cada potência como potência de {power}: {rewrites}',
      exactBase: 'Escreva a base como potência',
      exactValue: 'Escreva o valor como potência do mesmo número',
      ofTheBase: 'Escreva o número como potência da base',
    },
    takeLog: {
      natural: 'Aplique o logaritmo natural em ambos os membros',
      base: 'Aplique o logaritmo na base {base} em ambos os membros',
      inverseLn: 'Aplique ln em ambos os membros',
    },
    positivePower: {
      neverEquals:
        '{power} é positivo para todo {unknown}, então nunca é igual a {value}: não há soluções reais',
      noSolution: '{power} é positivo para todo {unknown}, então {equation} não tem solução',
      rootPowerNotZero: '{power} nunca é 0',
    },
    exponentZero: {
      one: 'Uma potência é igual a 1 quando o expoente é 0',
      exactPowerZero: 'Toda base elevada a 0 é 1',
    },
    oneToAny: {
      every: '1 elevado a qualquer potência é 1, então todo {unknown} real é solução',
      never:
        '1 elevado a qualquer potência é 1, então {power} nunca é igual a {value}: não há soluções reais',
    },
    zeroToAny: {
      never:
        '{power} é 0 onde está definido ({exponent} > 0) e não está definido para {exponent} ≤ 0 (0⁰ não está definido; uma potência negativa de 0 divide por zero), então nunca é igual a {value}: não há soluções reais',
      where:
        '{power} = 0 para todo {exponent} > 0, e não está definido para {exponent} ≤ 0 (0⁰ não está definido; uma potência negativa de 0 divide por zero), então as soluções são os valores com {exponent} > 0',
    },
    newUnknown: {
      degreesSolveFirst:
        'Os ângulos estão em graus. Resolva primeiro para {call}, como uma única incógnita',
      radiansSolveFirst:
        'Os ângulos estão em radianos. Resolva primeiro para {call}, como uma única incógnita',
      bothSolveFirst:
        'Os ângulos estão em graus (a resposta também dá radianos). Resolva primeiro para {call}, como uma única incógnita',
      solveFirst: 'Resolva primeiro para {call}, como uma única incógnita',
      degreesSinCos:
        'Os ângulos estão em graus. Escreva tudo em termos de sen({angle}) e cos({angle})',
      radiansSinCos:
        'Os ângulos estão em radianos. Escreva tudo em termos de sen({angle}) e cos({angle})',
      bothSinCos:
        'Os ângulos estão em graus (a resposta também dá radianos). Escreva tudo em termos de sen({angle}) e cos({angle})',
    },
    logOfBase: {
      exponentWorked:
        'O logaritmo de uma potência da própria base é o expoente (log_b(bᵏ) = k): {work}',
      powersOfE: 'Calcule os logaritmos das potências de e: ln(eᵏ) = k',
      exponent: 'O logaritmo de uma potência da própria base é o expoente (log_b(bᵏ) = k)',
      numbers: 'Calcule os logaritmos dos números',
    },
    logDefinition: {
      exponential: 'Escreva na forma exponencial: {equation}',
      exactOfOne: 'Então o logaritmo de 1 é 0',
      exactRatio: 'O logaritmo é a razão entre os expoentes',
      power: 'O logaritmo é o expoente ao qual se eleva a base',
      inverseLog: 'Aplique o logaritmo na base {base} em ambos os membros',
      inverseRaiseE: 'Eleve e a cada um dos membros',
      inverseRaise: 'Eleve {base} a cada um dos membros',
    },
    changeBase: {
      powerBase: 'Mudança de base, log_(bᵏ)(a) = log_b(a)/k: {changes}',
      natural: 'Mudança de base: o logaritmo natural do número dividido pelo da base',
    },
    logLaws: {
      exponentOut: 'Passe o expoente para a frente do logaritmo: log_b(cᵘ) = u·log_b(c)',
      combine: 'Junte os logaritmos',
      combineProduct: 'Junte os logaritmos pela propriedade do produto (log(a) + log(b) = log(ab))',
      combineQuotient:
        'Junte os logaritmos pela propriedade do quociente (log(a) − log(b) = log(a/b))',
      combinePowerProduct:
        'Junte os logaritmos pela propriedade da potência (k·log(a) = log(aᵏ)) e pela propriedade do produto (log(a) + log(b) = log(ab))',
      combinePowerProductQuotient:
        'Junte os logaritmos pela propriedade da potência (k·log(a) = log(aᵏ)), pela propriedade do produto (log(a) + log(b) = log(ab)) e pela propriedade do quociente (log(a) − log(b) = log(a/b))',
      combineProductQuotient:
        'Junte os logaritmos pela propriedade do produto (log(a) + log(b) = log(ab)) e pela propriedade do quociente (log(a) − log(b) = log(a/b))',
      cannotExpand: 'Este logaritmo não pode ser mais desenvolvido',
      expand:
        'Propriedades do produto, do quociente e da potência, para valores positivos das incógnitas',
      condense:
        'Junte em um só logaritmo pelas propriedades do produto, do quociente e da potência, para valores positivos das incógnitas',
      combinePower: 'Junte os logaritmos pela propriedade da potência (k·log(a) = log(aᵏ))',
      combinePowerQuotient:
        'Junte os logaritmos pela propriedade da potência (k·log(a) = log(aᵏ)) e pela propriedade do quociente (log(a) − log(b) = log(a/b))',
    },
    logDefined: {
      checkNegative:
        'Verifique {root}: {argument} é negativo, então {logarithm} não está definido: descarte {root}',
      checkZero:
        'Verifique {root}: {argument} é 0, então {logarithm} não está definido: descarte {root}',
      limitOneSide:
        'Um logaritmo só está definido para números positivos, e {inside} só é positivo de um lado: o limite bilateral não existe',
      domainNeeds: '{subject} exige que {expression} seja maior que 0: {where}',
      domainNever: '{subject} exige que {expression} seja maior que 0: isso nunca acontece',
    },
    rounded: {
      digits: 'Não há forma exata mais simples; o valor com {digits} algarismos significativos',
      logValue: 'O valor com {digits} algarismos significativos',
      trigAngle:
        'Este ângulo não é múltiplo de 15° (π/12), então o valor não tem forma exata simples; o valor com {digits} algarismos significativos',
      trigAngleNumber:
        'Este ângulo não é múltiplo de 15° (π/12), então o valor não tem forma exata simples; o valor com {digits} algarismos significativos ({number} é lido em radianos: escreva {number}° para graus)',
      trigValues:
        'Um valor trigonométrico aqui não está em um múltiplo de 15° (π/12), então o resultado não tem forma exata simples; o valor com {digits} algarismos significativos',
    },
  },
  reasons: {
    evenPower: ['', 'uma potência par de um número real nunca é negativa'],
    nthRoot: [
      '',
      'uma potência ímpar tem uma raiz n-ésima real; uma potência par tem duas, uma positiva e uma negativa',
    ],
    samePower: [
      '',
      'potências de mesma base (diferente de 0, 1 e −1) só são iguais quando os expoentes são iguais',
    ],
    asPower: ['', 'escrever um número como potência da base muda a forma, não o valor'],
    takeLog: ['', 'números positivos iguais têm logaritmos iguais, e log(aᵘ) = u·log(a)'],
    positivePower: ['', 'uma base positiva elevada a qualquer potência é positiva'],
    exponentZero: ['', 'uma base positiva diferente de 1 dá 1 somente com expoente 0'],
    oneToAny: ['', '1 elevado a qualquer potência é 1'],
    zeroToAny: [
      '',
      '0 elevado a uma potência positiva é 0; 0⁰ e as potências negativas de 0 não estão definidos',
    ],
    newUnknown: [
      '',
      'tomar a parte que se repete como uma única incógnita dá uma equação mais simples',
    ],
    logOfBase: ['', 'log_b(bᵏ) = k: um logaritmo é o expoente ao qual se eleva a base'],
    logDefinition: ['Definição de logaritmo', 'log_b(a) = k significa bᵏ = a'],
    changeBase: [
      'Mudança de base',
      'log_b(a) = ln(a)/ln(b): ambos são o expoente ao qual se eleva b para obter a',
    ],
    logLaws: [
      'Propriedades dos logaritmos',
      'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
    ],
    logDefined: ['', 'um logaritmo só está definido para números positivos'],
    rounded: ['', 'o valor exato não tem forma mais simples, então é arredondado'],
  },
};
