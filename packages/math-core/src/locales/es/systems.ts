/**
 * Spanish words of the solver's steps on systems of equations, absolute values, radicals, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishSystems: Notes = {
  forms: {
    eliminate: {
      add: 'Suma las ecuaciones para eliminar {unknown}',
      subtract: 'Resta la segunda ecuación de la primera para eliminar {unknown}',
      gives: 'Elimina {unknown}: {how} da la ecuación ({label})',
      givesDivided: 'Elimina {unknown}: {how}, dividido entre {divisor}, da la ecuación ({label})',
    },
    substitute: {
      intoFirst: 'Sustituye {unknown} = {value} en la primera ecuación',
      integrand: 'Así que el integrando es',
      intoSecond: 'Sustituye {unknown} = {value} en la segunda ecuación',
      put: 'Sustituye {unknown} = {value} en {target} = {expression}',
      solveEquation: 'Despeja {unknown} en la ecuación ({label})',
      oneIntoEquation: 'Sustituye {first} en la ecuación ({label}) y despeja {unknown}',
      twoIntoEquation: 'Sustituye {first} y {second} en la ecuación ({label}) y despeja {unknown}',
      pointsFirst: 'Sustituye el primer punto en y = mx + b para hallar la ordenada en el origen b',
      itIntoFirst: 'Sustitúyelo en la primera ecuación',
      itIntoSecond: 'Sustitúyelo en la segunda ecuación',
      putBack: 'Sustituye {unknown} = {value} en {target} = {expression}: {target} = {result}',
      circleAreaPut: 'Sustituye el radio',
      circlePerimeterPut: 'Sustituye el radio',
      squareAreaPut: 'Sustituye el lado',
      squarePerimeterPut: 'Sustituye el lado',
      rectangleAreaPut: 'Sustituye el largo y el ancho',
      rectanglePerimeterPut: 'Sustituye el largo y el ancho',
      triangleAreaPut: 'Sustituye la base y la altura',
      triangleAreaSidesPut: 'Sustituye el lado a, la base y el lado c',
      trianglePerimeterPut: 'Sustituye el lado a, la base y el lado c',
      parallelogramAreaPut: 'Sustituye la base y la altura',
      trapezoidAreaPut: 'Sustituye el lado a, la base y la altura',
      sphereVolumePut: 'Sustituye el radio',
      sphereSurfaceAreaPut: 'Sustituye el radio',
      cylinderVolumePut: 'Sustituye el radio y la altura',
      cylinderSurfaceAreaPut: 'Sustituye el radio y la altura',
      coneVolumePut: 'Sustituye el radio y la altura',
      cubeVolumePut: 'Sustituye la arista',
      cubeSurfaceAreaPut: 'Sustituye la arista',
      boxVolumePut: 'Sustituye el largo, el ancho y el alto',
      boxSurfaceAreaPut: 'Sustituye el largo, el ancho y el alto',
      sequencePut: 'Sustituye n = {k}',
      derivativeAt: 'La derivada en {unknown} = {value}: sustituye {unknown} = {value} en ella',
      tangentPoint: 'El punto de la curva: sustituye {unknown} = {value} en la función',
      stationaryPut: 'Sustituye {unknown} = {value} en la función',
      compositeInner: 'Calcula primero la función interior: sustituye x = {value} en {function}',
      compositeOuter: 'Luego sustituye x = {value} en {function}',
      compositeInto: 'Sustituye {inner} = {expression} en {function} en lugar de x',
    },
    contradiction: {
      givesFalseDivided:
        'Elimina {unknown}: {how}, dividido entre {divisor}, da 0 = {value}, que es falso, así que no hay solución',
      parallelNoneInFirst:
        'La primera ecuación no contiene {unknown}: 0 nunca es igual a {value}, así que las rectas son paralelas y no hay solución',
      parallelNoneInSecond:
        'La segunda ecuación no contiene {unknown}: 0 nunca es igual a {value}, así que las rectas son paralelas y no hay solución',
      givesFalse: 'Elimina {unknown}: {how} da 0 = {value}, que es falso, así que no hay solución',
      typedFalse: 'La ecuación ({label}) dice 0 = {value}, que es falso, así que no hay solución',
      parallelAdd:
        'Suma las ecuaciones para eliminar {unknown}: 0 nunca es igual a {value}, así que las rectas son paralelas y no hay solución',
      parallelSubtract:
        'Resta la segunda ecuación de la primera para eliminar {unknown}: 0 nunca es igual a {value}, así que las rectas son paralelas y no hay solución',
      falseRow:
        'La fila {row} dice 0 = {value}, que es falso, así que ningún valor de las incógnitas cumple todas las ecuaciones',
    },
    dependent: {
      line: 'Todo punto de la recta es una solución',
      nothingNew: 'Elimina {unknown}: {how} da 0 = 0, así que esta ecuación no aporta nada nuevo',
      nothingNewDivided:
        'Elimina {unknown}: {how}, dividido entre {divisor}, da 0 = 0, así que esta ecuación no aporta nada nuevo',
      everyValue: 'Las ecuaciones son dependientes: cada valor de {unknown} da una solución',
      everyValueTwo:
        'Las ecuaciones son dependientes: cada valor de {first} y {second} da una solución',
      sameLineAdd:
        'Suma las ecuaciones para eliminar {unknown}: 0 = 0, así que las ecuaciones son la misma recta y hay infinitas soluciones',
      sameLineSubtract:
        'Resta la segunda ecuación de la primera para eliminar {unknown}: 0 = 0, así que las ecuaciones son la misma recta y hay infinitas soluciones',
      sameLineNoneInFirst:
        'La primera ecuación no contiene {unknown}: 0 = 0, así que las ecuaciones son la misma recta y hay infinitas soluciones',
      sameLineNoneInSecond:
        'La segunda ecuación no contiene {unknown}: 0 = 0, así que las ecuaciones son la misma recta y hay infinitas soluciones',
    },
    solved: {
      values: 'La solución',
    },
    asSquares: {
      squares:
        'Ambas ecuaciones contienen {first} y {second} solo como {firstSquared} y {secondSquared}: resuélvelas como dos ecuaciones lineales en {firstSquared} y {secondSquared}',
    },
    numberEquations: {
      three:
        'Numera las ecuaciones (1), (2) y (3), con las incógnitas a la izquierda y sin fracciones',
    },
    absCases: {
      absTwo: 'Dos casos: lo que hay dentro del valor absoluto es {value} o {opposite}',
      absCase: 'Caso {case}: {equation}',
    },
    absPositive: {
      absNoSolution: 'Un valor absoluto nunca es negativo, así que {statement} no tiene solución',
      absEvery: 'Un valor absoluto nunca es negativo, así que {statement} para todo {unknown}',
      absPositiveExcept: 'Un valor absoluto es positivo salvo donde lo de dentro es 0',
      rangeDistance: 'Un valor absoluto es la distancia a 0: nunca es negativo',
    },
    absZero: {
      absOnlyZero: 'Un valor absoluto es 0 solo donde lo de dentro es 0',
      absAtMostZero:
        'Un valor absoluto nunca es negativo, así que es menor o igual que 0 solo donde vale 0: donde lo de dentro es 0',
      absExcept: 'Todo {unknown} salvo donde {equation}',
    },
    absWithin: {
      absMeans: '{statement} significa {between}: {inside} está a menos de {bound} de 0',
      absCase: 'Caso {case}: {statement}',
    },
    absOutside: {
      absMeans: '{statement} significa {below} o {above}',
      absCase: 'Caso {case}: {statement}',
    },
    absEqual: {
      absTwo: 'Dos valores absolutos son iguales cuando lo de dentro es igual u opuesto: dos casos',
      absCase: 'Caso {case}: {equation}',
      absCaseNone: 'Caso {case}: {equation} no tiene solución',
    },
    rootOfSquare: {
      absRoot: 'La raíz cuadrada de un cuadrado es un valor absoluto: {root} = {abs}',
    },
    absPieces: {
      absBySign:
        '|{inside}| es {inside} donde {inside} ≥ 0 y {opposite} donde {inside} < 0: dos casos',
      absCaseWhere: 'Caso {case}, donde {part}: {statement}',
      absWholePart: 'Todo {unknown} donde {part} es solución',
      absInPart: '{solution} está donde {part}: es solución',
      absNotInPart: '{solution} no está donde {part}: este caso no la da',
      absNeither: 'Ningún caso da solución',
      absSetInPart: 'De estos, los números donde {part}',
      absNoneInPart: 'Ninguno de estos está donde {part}',
      cuts: 'Quita cada valor absoluto según el signo de lo de dentro: cambia en',
    },
    rootPositive: {
      radicalNever: 'Una raíz cuadrada nunca es negativa, así que {equation} no tiene solución',
      radicalWouldBe:
        '{solution} no es válida: {root} tendría que ser igual a {value}, que es negativo',
      rootPowerNever: '{root} nunca es negativo, así que {equation} no tiene solución',
      inverseValues:
        'Una raíz cuadrada nunca es negativa, así que {inverse} solo toma estos valores de {unknown}, los valores que da {function}',
      domainNeeds: '{subject} necesita que {expression} sea mayor o igual que 0: {where}',
      domainNever: '{subject} necesita que {expression} sea mayor o igual que 0: nunca lo es',
    },
    squareBoth: {
      radical:
        'Eleva al cuadrado ambos miembros (esto puede introducir soluciones que no son válidas)',
    },
    squareOrder: {
      absBoth:
        'Ambos miembros son valores absolutos, nunca negativos, así que elevar al cuadrado ambos miembros mantiene la desigualdad; y |a|² = a²',
    },
    raise: {
      rootPowerSquare: 'Eleva ambos miembros a la potencia 2 (al cuadrado)',
      rootPowerCube: 'Eleva ambos miembros a la potencia 3 (al cubo)',
      rootPowerAny: 'Eleva ambos miembros a la potencia {power}',
      inverseSquare: 'Eleva al cuadrado ambos miembros',
      inversePower: 'Eleva ambos miembros a la potencia {power}',
    },
    check: {
      within: 'Las soluciones con {interval}',
      noneIn: 'Ninguna solución está en {interval}',
      logarithms:
        'Comprueba {root}: todos los logaritmos están definidos y ambos miembros son iguales',
      radicalSquares:
        '{solution} es válida: iguala los cuadrados, y {root} = {value} no es negativo',
      radicalHolds: '{solution} es válida: {left} y {right}',
      radicalFails: '{solution} no es válida: {left} pero {right}',
      rootPowerBoth: 'Comprueba {solution} en la ecuación: ambos miembros valen {both}',
      fraction:
        '{unknown} = {value} es válida: ningún denominador es 0 y ambos miembros valen {both}',
    },
    reciprocal: {
      rootPowerNegative:
        'Una potencia negativa es uno entre la potencia: toma el inverso de ambos miembros',
      inverseMultiply: 'Toma el inverso de ambos miembros y multiplica por {multiply}',
    },
    fractionalPower: {
      rootPowerOdd:
        'Una potencia fraccionaria es una potencia de una raíz: {power} = {root}; una raíz impar está definida para todo número real',
      rootPowerEven: 'Una potencia fraccionaria es una potencia de una raíz: {power} = {root}',
    },
  },
  reasons: {
    eliminate: [
      'Reducción',
      'sumar cantidades iguales a cantidades iguales da cantidades iguales, así que la suma de dos ecuaciones se cumple',
    ],
    substitute: [
      'Sustitución',
      'un valor puede reemplazar a su incógnita en cualquier lugar: lo igual se puede sustituir por lo igual',
    ],
    contradiction: [
      '',
      'una afirmación falsa como 0 = 5 significa que ningún valor cumple todas las ecuaciones',
    ],
    dependent: [
      '',
      '0 = 0 no aporta nada nuevo: las ecuaciones son la misma recta, así que cualquier punto de ella sirve',
    ],
    solved: ['', 'estos valores cumplen todas las ecuaciones'],
    asSquares: ['', 'tomando x² e y² como incógnitas, las ecuaciones son lineales'],
    numberEquations: [
      '',
      'numerar cada ecuación permite que cada paso posterior diga qué ecuaciones combina',
    ],
    absCases: ['', 'los números a distancia c de 0 son c y −c'],
    absPositive: ['', 'un valor absoluto es una distancia, así que nunca es negativo'],
    absZero: ['', 'solo 0 está a distancia 0 de 0'],
    absWithin: ['', '|u| < c significa que u está a menos de c de 0: −c < u < c'],
    absOutside: ['', '|u| > c significa que u está a más de c de 0: u < −c o u > c'],
    absEqual: ['', 'los números a la misma distancia de 0 son iguales u opuestos'],
    rootOfSquare: ['', 'una raíz cuadrada es la raíz no negativa, y de u y −u esa es |u|'],
    absPieces: [
      '',
      '|u| es u donde u ≥ 0 y −u donde u < 0, así que entre los ceros de u las barras se quitan de una sola forma',
    ],
    rootPositive: ['', 'una raíz cuadrada nunca es negativa'],
    squareBoth: [
      '',
      'números iguales tienen cuadrados iguales, pero los opuestos también: hay que comprobar las soluciones',
    ],
    squareOrder: [
      '',
      'de dos números mayores o iguales que 0, el mayor tiene el cuadrado mayor, así que elevar al cuadrado ambos miembros mantiene la desigualdad',
    ],
    raise: ['', 'números iguales elevados a la misma potencia son iguales'],
    check: ['Comprobación', 'solo es solución un valor que cumple la ecuación original'],
    reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, y números iguales tienen inversos iguales'],
    fractionalPower: ['', 'x^(p/q) es la raíz q-ésima de xᵖ'],
  },
};
