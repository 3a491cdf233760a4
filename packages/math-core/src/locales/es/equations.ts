/**
 * Spanish words of the solver's steps on equations and inequalities: on both sides, scale, expand,
 * sign charts, the zero product, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishEquations: Notes = {
  forms: {
    sides: {
      subtract: 'Resta {subtract} en ambos miembros',
      add: 'Suma {add} en ambos miembros',
      isolateSquare: 'Despeja el cuadrado',
      solveFirstFor: 'Despeja {unknown} en la primera ecuación',
      solveSecondFor: 'Despeja {unknown} en la segunda ecuación',
      standard: 'Escribe ambas ecuaciones en la forma a{first} + b{second} = c',
      logarithms: 'Agrupa los logaritmos a la izquierda y los números a la derecha',
      isolatePower: 'Despeja la potencia',
      radicalIsolate: 'Aísla la raíz cuadrada',
      radicalIsolateRoot: 'Aísla {root}',
      trigTake: 'Resta {shift} en ambos miembros: todas las soluciones para {unknown}',
      trigAdd: 'Suma {shift} en ambos miembros: todas las soluciones para {unknown}',
      graphSlopeForm: 'Escríbela en la forma y = mx + b',
      graphSolveY: 'Despeja y: aísla el término en y y divide entre su coeficiente',
      pointsSolveFor: 'Despeja {unknown}',
      collectLetter: 'Agrupa los términos con {unknown} en un miembro y el resto en el otro',
      tangentSlopeForm: 'Escríbela como y = mx + c',
      inverseTakeAway: 'Resta ambos miembros de {from}',
      inverseCollect: 'Agrupa los términos en {unknown} en un miembro',
    },
    scale: {
      multiply: 'Multiplica ambos miembros por {multiply}',
      divide: 'Divide ambos miembros entre {divide}',
      clearOne: 'Multiplica ambos miembros por {lcd} para quitar la fracción',
      denominator: 'Multiplica ambos miembros por el denominador',
      clearOneExpanding:
        'Multiplica ambos miembros por {lcd} para quitar la fracción (quitando paréntesis)',
      clearEvery:
        'Multiplica todos los términos de ambos miembros por {lcd}, el mínimo común denominador, para quitar las fracciones',
      clearEveryExpanding:
        'Multiplica todos los términos de ambos miembros por {lcd}, el mínimo común denominador, para quitar las fracciones (quitando paréntesis)',
      multiplyFirst: 'Multiplica la primera ecuación por {multiply}',
      multiplySecond: 'Multiplica la segunda ecuación por {multiply}',
      everyTermNeverZero: 'Multiplica cada término por {factor}, que nunca es 0',
      byLcd: 'El mínimo común denominador es {lcd}. Multiplica ambos miembros por {lcd}',
      trigMultiply: 'Multiplica por {multiply}: todas las soluciones para {unknown}',
      trigDivide: 'Divide entre {divide}: todas las soluciones para {unknown}',
      trigTakeMultiply:
        'Resta {shift} en ambos miembros y luego multiplica por {multiply}: todas las soluciones para {unknown}',
      trigTakeDivide:
        'Resta {shift} en ambos miembros y luego divide entre {divide}: todas las soluciones para {unknown}',
      trigAddMultiply:
        'Suma {shift} en ambos miembros y luego multiplica por {multiply}: todas las soluciones para {unknown}',
      trigAddDivide:
        'Suma {shift} en ambos miembros y luego divide entre {divide}: todas las soluciones para {unknown}',
      trigGather: 'Agrupa {unknown} a la izquierda y divide entre {divide}',
      conicDivide: 'Divide entre {divide}',
      pointsStandard: 'Forma general Ax + By = C: números enteros sin factor común, A > 0',
      divideNonZero: 'Divide ambos miembros entre {divide}, que no puede ser 0',
    },
    moveAll: {
      left: 'Pasa todos los términos al primer miembro',
      oneFraction: 'Pasa todos los términos al primer miembro y escríbelo como una sola fracción',
      trigOneSide: 'Pasa todos los términos a un miembro',
    },
    swap: {
      sides: 'Intercambia los miembros',
      absLeft: 'Escribe el valor absoluto a la izquierda',
    },
    alone: {
      alone: '{unknown} ya está despejada en un miembro',
      noneInSecond: 'La segunda ecuación no contiene {unknown}',
      noneInFirst: 'La primera ecuación no contiene {unknown}',
      inverse: '{unknown} es {inverse}',
    },
    cancelled: {
      linearEvery:
        'Ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearNever: '{left} nunca es igual a {right}, así que no hay solución',
      linearSubtractEvery:
        'Resta {subtract} en ambos miembros: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearSubtractNever:
        'Resta {subtract} en ambos miembros: {left} nunca es igual a {right}, así que no hay solución',
      linearAddEvery:
        'Suma {add} en ambos miembros: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearAddNever:
        'Suma {add} en ambos miembros: {left} nunca es igual a {right}, así que no hay solución',
      linearExpandEvery:
        'Quita los paréntesis y agrupa los términos semejantes: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearExpandNever:
        'Quita los paréntesis y agrupa los términos semejantes: {left} nunca es igual a {right}, así que no hay solución',
      linearBracketsEvery:
        'Quita los paréntesis: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearBracketsNever:
        'Quita los paréntesis: {left} nunca es igual a {right}, así que no hay solución',
      linearCollectEvery:
        'Agrupa los términos semejantes: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearCollectNever:
        'Agrupa los términos semejantes: {left} nunca es igual a {right}, así que no hay solución',
      linearEachEvery:
        'Simplifica cada miembro: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearEachNever:
        'Simplifica cada miembro: {left} nunca es igual a {right}, así que no hay solución',
      linearSimplifyEvery:
        'Simplifica: ambos miembros son iguales sea cual sea {unknown}, así que todo número es solución',
      linearSimplifyNever: 'Simplifica: {left} nunca es igual a {right}, así que no hay solución',
      rationalEvery:
        'Todo número cumple la ecuación sin denominadores, así que todo número es solución salvo los excluidos',
      ineqTrue: '{inequality} es cierto sea cual sea {unknown}, así que todo número es solución',
      ineqFalse: '{inequality} es falso sea cual sea {unknown}, así que no hay solución',
      ineqSubtractTrue:
        'Resta {subtract} en ambos miembros: {inequality} es cierto sea cual sea {unknown}, así que todo número es solución',
      ineqSubtractFalse:
        'Resta {subtract} en ambos miembros: {inequality} es falso sea cual sea {unknown}, así que no hay solución',
      ineqAddTrue:
        'Suma {add} en ambos miembros: {inequality} es cierto sea cual sea {unknown}, así que todo número es solución',
      ineqAddFalse:
        'Suma {add} en ambos miembros: {inequality} es falso sea cual sea {unknown}, así que no hay solución',
      ineqExpandTrue:
        'Quita los paréntesis y agrupa los términos semejantes: {inequality} es cierto sea cual sea {unknown}, así que todo número es solución',
      ineqExpandFalse:
        'Quita los paréntesis y agrupa los términos semejantes: {inequality} es falso sea cual sea {unknown}, así que no hay solución',
      trigNever:
        '{equation} nunca se cumple: {unknown} se anula y los ángulos que quedan son distintos',
    },
    expand: {
      expand: 'Quita los paréntesis y agrupa los términos semejantes',
      collect: 'Agrupa los términos semejantes',
      brackets: 'Quita los paréntesis',
      each: 'Simplifica cada miembro',
      simplify: 'Simplifica',
      eachTerm:
        'Multiplica cada término del primer paréntesis por cada término del segundo y agrupa los términos semejantes',
      logarithms: 'Agrupa los múltiplos del mismo logaritmo',
      multiplyOut: 'Primero quita los paréntesis',
      trigMultiplyOut: 'Quita los paréntesis y agrupa los términos semejantes',
      leftTrigMultiplyOut: 'Primer miembro. Quita los paréntesis y agrupa los términos semejantes',
      rightTrigMultiplyOut:
        'Segundo miembro. Quita los paréntesis y agrupa los términos semejantes',
      into: 'Multiplica {factor} por el paréntesis',
      numbers: 'Agrupa los números',
      compositeMultiply: 'Quita los paréntesis y agrupa los términos semejantes',
    },
    ineqSides: {
      subtract: 'Resta {subtract} en ambos miembros',
      add: 'Suma {add} en ambos miembros',
      subtractAll: 'Resta {subtract} en las tres partes',
      addAll: 'Suma {add} en las tres partes',
      left: 'Pasa todos los términos al primer miembro',
    },
    ineqScale: {
      divide: 'Divide ambos miembros entre {divide}',
      divideFlip:
        'Divide ambos miembros entre {divide}; al dividir entre un número negativo, la desigualdad cambia de sentido: {was} pasa a ser {now}',
      zeroPowerSolve: 'Despeja la incógnita en la inecuación',
      zeroPowerSolveTurned:
        'Despeja la incógnita en la inecuación (al dividir entre un número negativo, > pasa a ser <)',
      clear: 'Multiplica ambos miembros por {lcd} para quitar las fracciones',
      clearAll: 'Multiplica las tres partes por {lcd} para quitar las fracciones',
      multiply: 'Multiplica ambos miembros por {multiply}',
      multiplyFlip:
        'Multiplica ambos miembros por {multiply}; al multiplicar por un número negativo, la desigualdad cambia de sentido: {was} pasa a ser {now}',
      divideAll: 'Divide las tres partes entre {divide}',
      divideAllFlip:
        'Divide las tres partes entre {divide}; al dividir entre un número negativo, los dos signos cambian de sentido: {was} pasa a ser {now}',
      divideAllFlipTwo:
        'Divide las tres partes entre {divide}; al dividir entre un número negativo, los dos signos cambian de sentido: {was} pasa a ser {now} y {was2} pasa a ser {now2}',
    },
    order: {
      smaller: 'Escríbelo con el número menor primero',
      read: 'Léelo empezando por {unknown}',
      smallerEnd: 'Escríbelo con el extremo menor primero',
    },
    both: {
      first: 'Inecuación 1: {inequality}',
      second: 'Inecuación 2: {inequality}',
      hold: 'Deben cumplirse las dos: los números que cumplen ambas inecuaciones',
      none: 'Ningún número cumple a la vez {first} y {second}, así que no hay solución',
      absBoth: 'Deben cumplirse los dos: los números de ambos casos',
      domainAll: 'El dominio es donde se cumplen a la vez todas las condiciones',
    },
    either: {
      absEither: 'Cualquiera de los casos: los números de uno u otro caso',
    },
    empty: {
      equal: 'Los dos extremos son iguales y no están incluidos los dos, así que no hay solución',
      aboveBelow:
        'Ningún número es a la vez mayor que {low} y menor que {high}, así que no hay solución',
      aboveAtMost:
        'Ningún número es a la vez mayor que {low} y menor o igual que {high}, así que no hay solución',
      atLeastBelow:
        'Ningún número es a la vez mayor o igual que {low} y menor que {high}, así que no hay solución',
      atLeastAtMost:
        'Ningún número es a la vez mayor o igual que {low} y menor o igual que {high}, así que no hay solución',
    },
    squeeze: {
      only: 'El único número que queda es {value}',
    },
    signChange: {
      boundary: 'Busca dónde {expression} = 0: los puntos frontera',
    },
    signTest: {
      neverPositive: '{expression} nunca es positivo, así que {inequality} no tiene solución',
      neverPositiveOrZero:
        '{expression} nunca es positivo ni 0, así que {inequality} no tiene solución',
      chartP:
        '{expression} nunca es 0, así que tiene el mismo signo para todo {unknown}: prueba {unknown} = {test1}: {expression} es positivo',
      chartPP:
        'Signo de {expression} en cada intervalo, con un punto de prueba en cada uno: positivo en {region1} ({unknown} = {test1}); positivo en {region2} ({unknown} = {test2})',
      chartPNP:
        'Signo de {expression} en cada intervalo, con un punto de prueba en cada uno: positivo en {region1} ({unknown} = {test1}); negativo en {region2} ({unknown} = {test2}); positivo en {region3} ({unknown} = {test3})',
      neverNegative: '{expression} nunca es negativo, así que {inequality} no tiene solución',
      neverNegativeOrZero:
        '{expression} nunca es negativo ni 0, así que {inequality} no tiene solución',
      every: '{inequality} para todo {unknown}, así que todo número es solución',
      wherePositive: '{inequality} donde {expression} es positivo',
      wherePositiveOrZero: '{inequality} donde {expression} es positivo o 0',
      whereNegative: '{inequality} donde {expression} es negativo',
      whereNegativeOrZero: '{inequality} donde {expression} es negativo o 0',
      fractionTests: 'Signo de la fracción con un punto de prueba en cada intervalo: {signs}',
      fractionPositive: 'La fracción es positiva en estos intervalos',
      fractionPositiveOrZero: 'La fracción es positiva o 0 en estos intervalos',
      fractionNegative: 'La fracción es negativa en estos intervalos',
      fractionNegativeOrZero: 'La fracción es negativa o 0 en estos intervalos',
    },
    fractionZero: {
      top: 'La fracción es 0 donde su numerador es 0: {equation}',
      expressionZero: 'El numerador es 0, así que la expresión es 0 dondequiera que esté definida',
    },
    zeroProduct: {
      zero: 'Un producto es 0 cuando uno de sus factores es 0',
      trigOnly: 'Un producto es 0 solo cuando uno de sus factores es 0',
    },
    solveEach: {
      each: 'Resuelve cada ecuación',
      factorOne: 'Resuelve {equation}',
      factorLinear: 'Resuelve cada factor lineal: {equations}',
    },
    solveFor: {
      for: 'Despeja {unknown}',
      trigAlone: 'Despeja {unknown} en un miembro',
    },
  },
  reasons: {
    sides: ['', 'sumar o restar la misma cantidad en ambos miembros mantiene la igualdad'],
    scale: [
      '',
      'multiplicar o dividir ambos miembros por el mismo número distinto de cero mantiene la igualdad',
    ],
    moveAll: [
      '',
      'restar el segundo miembro en ambos miembros mantiene la igualdad y deja 0 a la derecha',
    ],
    swap: ['', 'a = b y b = a dicen lo mismo'],
    alone: ['', 'con la incógnita despejada en un miembro, el otro miembro es su valor'],
    cancelled: [
      '',
      'cuando la incógnita se anula, lo que queda es cierto para todos los valores o para ninguno',
    ],
    expand: ['', 'quitar paréntesis y agrupar términos semejantes cambia la forma, no el valor'],
    ineqSides: ['', 'sumar o restar la misma cantidad en ambos miembros mantiene la desigualdad'],
    ineqScale: [
      '',
      'multiplicar por un número positivo mantiene la desigualdad; por uno negativo la invierte',
    ],
    order: ['', 'a < x < b y b > x > a dicen lo mismo'],
    both: [
      'Intersección',
      '«y» significa que un número debe cumplir las dos, así que solo se conserva la parte común',
    ],
    either: [
      'Unión',
      '«o» significa que un número puede cumplir cualquiera de las dos, así que se conservan ambos conjuntos',
    ],
    empty: ['', 'ningún número es mayor que un extremo y menor que otro más pequeño'],
    squeeze: ['', 'a ≤ x ≤ a solo deja x = a'],
    signChange: ['', 'un polinomio solo puede cambiar de signo donde vale 0'],
    signTest: [
      'Tabla de signos',
      'entre los puntos donde vale 0 o no está definida, una expresión conserva el signo, así que basta un punto de prueba',
    ],
    fractionZero: ['', 'una fracción es 0 solo cuando su numerador es 0'],
    zeroProduct: [
      'Propiedad del producto nulo',
      'un producto es 0 solo cuando uno de sus factores es 0',
    ],
    solveEach: [
      '',
      'cada ecuación es lineal: deshaz lo que se le hace a la incógnita, en ambos miembros',
    ],
    solveFor: [
      '',
      'deshacer lo que se le hizo a la incógnita, empezando por la última operación y en ambos miembros, la deja despejada',
    ],
  },
};
