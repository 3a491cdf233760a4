/**
 * Spanish words of the solver's steps on powers, exponential equations and logarithms, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishPowers: Notes = {
  forms: {
    evenPower: {
      power: 'Una potencia par nunca es negativa, así que {equation} no tiene soluciones reales',
      factor:
        '{power} = {value}: una potencia par nunca es negativa, así que {equation} no tiene soluciones reales',
      rootPowerNever: 'Una potencia par nunca es negativa, así que {equation} no tiene solución',
      rangeSizes: 'Una potencia par nunca es negativa: toma los tamaños de los valores en orden',
    },
    nthRoot: {
      rootPowerEven:
        'Saca la raíz de índice {index} en ambos miembros: hay una raíz positiva y una negativa',
      rootPowerOdd: 'Saca la raíz de índice {index} en ambos miembros',
      powerEven:
        'Saca la raíz de índice {index} en ambos miembros: una potencia par tiene una raíz positiva y una negativa',
      powerCube:
        'Saca la raíz cúbica en ambos miembros: una raíz impar de un número real es un único número real',
      powerOdd:
        'Saca la raíz de índice {index} en ambos miembros: una raíz impar de un número real es un único número real',
      factorEven:
        '{power} = {value}: saca la raíz de índice {index} en ambos miembros, una raíz positiva y una negativa',
      factorCube: '{power} = {value}: saca la raíz cúbica en ambos miembros',
      factorOdd: '{power} = {value}: saca la raíz de índice {index} en ambos miembros',
      rootPowerSquare:
        'Saca la raíz cuadrada en ambos miembros: hay una raíz positiva y una negativa',
      rootPowerCube: 'Saca la raíz cúbica en ambos miembros',
      rootPowerCase: 'Caso {case}: {equation}',
      inverseCube: 'Saca la raíz cúbica en ambos miembros',
      inverseRoot: 'Saca la raíz de índice {index} en ambos miembros',
      inversePower: 'Eleva ambos miembros a la potencia {power}',
    },
    samePower: {
      equal: 'Potencias iguales de la misma base tienen exponentes iguales',
      case: 'Caso {case}: {equation}',
    },
    asPower: {
      both: 'Escribe ambos miembros como potencias de {base}',
      one: 'Escribe {value} como potencia de {base}',
      everyPower: 'Escribe cada potencia como potencia de {power}',
      everyPowerAs: 'Escribe cada potencia como potencia de {power}: {rewrites}',
      moveEveryPower:
        'Pasa todos los términos al primer miembro y escribe cada potencia como potencia de {power}',
      moveEveryPowerAs:
        'Pasa todos los términos al primer miembro y escribe cada potencia como potencia de {power}: {rewrites}',
      exactBase: 'Escribe la base como potencia',
      exactValue: 'Escribe el valor como potencia del mismo número',
      ofTheBase: 'Escribe el número como potencia de la base',
    },
    takeLog: {
      natural: 'Toma el logaritmo neperiano en ambos miembros',
      base: 'Toma el logaritmo en base {base} en ambos miembros',
      inverseLn: 'Toma ln en ambos miembros',
    },
    positivePower: {
      neverEquals:
        '{power} es positivo para todo {unknown}, así que nunca es igual a {value}: no hay soluciones reales',
      noSolution: '{power} es positivo para todo {unknown}, así que {equation} no tiene solución',
      rootPowerNotZero: '{power} nunca es 0',
    },
    exponentZero: {
      one: 'Una potencia es igual a 1 cuando su exponente es 0',
      exactPowerZero: 'Cualquier base elevada a 0 es 1',
    },
    oneToAny: {
      every: '1 elevado a cualquier potencia es 1, así que todo {unknown} real es solución',
      never:
        '1 elevado a cualquier potencia es 1, así que {power} nunca es igual a {value}: no hay soluciones reales',
    },
    zeroToAny: {
      never:
        '{power} es 0 donde está definido ({exponent} > 0) y no está definido para {exponent} ≤ 0 (0⁰ no está definido; una potencia negativa de 0 divide entre cero), así que nunca es igual a {value}: no hay soluciones reales',
      where:
        '{power} = 0 para todo {exponent} > 0, y no está definido para {exponent} ≤ 0 (0⁰ no está definido; una potencia negativa de 0 divide entre cero), así que las soluciones son los valores con {exponent} > 0',
    },
    newUnknown: {
      degreesSolveFirst:
        'Los ángulos están en grados. Despeja primero {call}, como una sola incógnita',
      radiansSolveFirst:
        'Los ángulos están en radianes. Despeja primero {call}, como una sola incógnita',
      bothSolveFirst:
        'Los ángulos están en grados (la respuesta también los da en radianes). Despeja primero {call}, como una sola incógnita',
      solveFirst: 'Despeja primero {call}, como una sola incógnita',
      degreesSinCos:
        'Los ángulos están en grados. Escribe todo en función de sen({angle}) y cos({angle})',
      radiansSinCos:
        'Los ángulos están en radianes. Escribe todo en función de sen({angle}) y cos({angle})',
      bothSinCos:
        'Los ángulos están en grados (la respuesta también los da en radianes). Escribe todo en función de sen({angle}) y cos({angle})',
    },
    logOfBase: {
      exponentWorked:
        'El logaritmo de una potencia de su base es el exponente (log_b(bᵏ) = k): {work}',
      powersOfE: 'Calcula los logaritmos de las potencias de e: ln(eᵏ) = k',
      exponent: 'El logaritmo de una potencia de su base es el exponente (log_b(bᵏ) = k)',
      numbers: 'Calcula los logaritmos de los números',
    },
    logDefinition: {
      exponential: 'Escríbelo en forma exponencial: {equation}',
      exactOfOne: 'Así que el logaritmo de 1 es 0',
      exactRatio: 'El logaritmo es el cociente de los exponentes',
      power: 'El logaritmo es el exponente al que se eleva la base',
      inverseLog: 'Toma el logaritmo en base {base} en ambos miembros',
      inverseRaiseE: 'Eleva e a cada miembro',
      inverseRaise: 'Eleva {base} a cada miembro',
    },
    changeBase: {
      powerBase: 'Cambio de base, log_(bᵏ)(a) = log_b(a)/k: {changes}',
      natural: 'Cambio de base: el logaritmo neperiano del número entre el de la base',
    },
    logLaws: {
      exponentOut: 'Saca el exponente del logaritmo: log_b(cᵘ) = u·log_b(c)',
      combine: 'Agrupa los logaritmos',
      combineProduct: 'Agrupa los logaritmos con la regla del producto (log(a) + log(b) = log(ab))',
      combineQuotient:
        'Agrupa los logaritmos con la regla del cociente (log(a) − log(b) = log(a/b))',
      combinePowerProduct:
        'Agrupa los logaritmos con la regla de la potencia (k·log(a) = log(aᵏ)) y la regla del producto (log(a) + log(b) = log(ab))',
      combinePowerProductQuotient:
        'Agrupa los logaritmos con la regla de la potencia (k·log(a) = log(aᵏ)), la regla del producto (log(a) + log(b) = log(ab)) y la regla del cociente (log(a) − log(b) = log(a/b))',
      combineProductQuotient:
        'Agrupa los logaritmos con la regla del producto (log(a) + log(b) = log(ab)) y la regla del cociente (log(a) − log(b) = log(a/b))',
      cannotExpand: 'Este logaritmo no se puede desarrollar más',
      expand:
        'Reglas del producto, del cociente y de la potencia, para valores positivos de las incógnitas',
      condense:
        'Agrupa en un solo logaritmo con las reglas del producto, del cociente y de la potencia, para valores positivos de las incógnitas',
      combinePower: 'Agrupa los logaritmos con la regla de la potencia (k·log(a) = log(aᵏ))',
      combinePowerQuotient:
        'Agrupa los logaritmos con la regla de la potencia (k·log(a) = log(aᵏ)) y la regla del cociente (log(a) − log(b) = log(a/b))',
    },
    logDefined: {
      checkNegative:
        'Comprueba {root}: {argument} es negativo, así que {logarithm} no está definido: descarta {root}',
      checkZero:
        'Comprueba {root}: {argument} es 0, así que {logarithm} no está definido: descarta {root}',
      limitOneSide:
        'Un logaritmo solo está definido para números positivos, y {inside} solo es positivo por un lado: el límite no existe',
      domainNeeds: '{subject} necesita que {expression} sea mayor que 0: {where}',
      domainNever: '{subject} necesita que {expression} sea mayor que 0: nunca lo es',
    },
    rounded: {
      digits: 'No tiene una forma exacta más sencilla; su valor con {digits} cifras significativas',
      logValue: 'Su valor con {digits} cifras significativas',
      trigAngle:
        'Este ángulo no es múltiplo de 15° (π/12), así que el valor no tiene una forma exacta sencilla; su valor con {digits} cifras significativas',
      trigAngleNumber:
        'Este ángulo no es múltiplo de 15° (π/12), así que el valor no tiene una forma exacta sencilla; su valor con {digits} cifras significativas ({number} se lee en radianes: escribe {number}° para grados)',
      trigValues:
        'Aquí una razón trigonométrica no está en un múltiplo de 15° (π/12), así que el resultado no tiene una forma exacta sencilla; su valor con {digits} cifras significativas',
    },
  },
  reasons: {
    evenPower: ['', 'una potencia par de un número real nunca es negativa'],
    nthRoot: [
      '',
      'una potencia impar tiene una raíz n-ésima real; una potencia par tiene dos, una positiva y una negativa',
    ],
    samePower: [
      '',
      'dos potencias de la misma base (distinta de 0, 1 y −1) son iguales solo cuando sus exponentes lo son',
    ],
    asPower: ['', 'escribir un número como potencia de la base cambia su forma, no su valor'],
    takeLog: ['', 'números positivos iguales tienen logaritmos iguales, y log(aᵘ) = u·log(a)'],
    positivePower: ['', 'una base positiva elevada a cualquier potencia es positiva'],
    exponentZero: ['', 'una base positiva distinta de 1 da 1 solo con exponente 0'],
    oneToAny: ['', '1 elevado a cualquier potencia es 1'],
    zeroToAny: [
      '',
      '0 elevado a una potencia positiva es 0; 0⁰ y las potencias negativas de 0 no están definidas',
    ],
    newUnknown: [
      '',
      'tomar la parte que se repite como una sola incógnita da una ecuación más sencilla',
    ],
    logOfBase: ['', 'log_b(bᵏ) = k: un logaritmo es el exponente al que se eleva su base'],
    logDefinition: ['Definición de logaritmo', 'log_b(a) = k significa bᵏ = a'],
    changeBase: [
      'Cambio de base',
      'log_b(a) = ln(a)/ln(b): ambos son el exponente al que hay que elevar b para obtener a',
    ],
    logLaws: [
      'Propiedades de los logaritmos',
      'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
    ],
    logDefined: ['', 'un logaritmo solo está definido para números positivos'],
    rounded: ['', 'el valor exacto no tiene una forma más sencilla, así que se redondea'],
  },
};
