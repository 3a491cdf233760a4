/**
 * Why a problem is refused, in Spanish: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of calculus, matrices, probability, statistics, sequences, points, shapes and numbers, by the same ids and with the same {names} as the English ones.
 * Draws, dice, coins and shapes are read in English words, so the examples of their sentences are English.
 */
export const spanishRefusalsTopics = {
  // Matrices.
  matrixWhat:
    'Se calculan determinantes, inversas, traspuestas, sumas, múltiplos, productos, potencias y rangos de matrices, y se resuelve A x = b',
  matrixSay: 'Di qué hay que calcular con la matriz, como det {matrix}. {does}',
  matrixNeeds: '{what} necesita una matriz, no un número',
  matrixMinusSign: 'Un signo menos',
  matrixRightSide: 'El lado derecho de A x = b',
  matrixNumberPlus:
    'Un número más una matriz no está definido: solo se suman y restan matrices del mismo tamaño',
  matrixNumberMinus:
    'Un número menos una matriz no está definido: solo se suman y restan matrices del mismo tamaño',
  matrixDivide: 'Dividir entre una matriz no está definido: multiplica por su inversa, A^-1',
  matrixWholePowers: 'Una matriz solo se eleva a potencias enteras',
  matrixSum:
    'Una matriz {left} más una matriz {right} no está definido: las matrices se suman elemento a elemento, así que deben tener el mismo tamaño',
  matrixDifference:
    'Una matriz {left} menos una matriz {right} no está definido: las matrices se restan elemento a elemento, así que deben tener el mismo tamaño',
  matrixProduct:
    'Una matriz {left} por una matriz {right} no está definido: las columnas de la primera deben coincidir con las filas de la segunda',
  matrixPowerSquare:
    'Una matriz {size} por una matriz {size} no está definido, así que solo una matriz cuadrada tiene potencias',
  matrixMaxPower: 'Se calculan potencias de una matriz hasta {max}',
  matrixSingular: 'La matriz es singular (su determinante es 0), así que no tiene inversa',
  matrixAxB:
    'Una ecuación matricial se resuelve en la forma A x = b: una matriz por un vector de incógnitas (una letra, o incógnitas entre corchetes como [x; y]) igual a una columna de números',
  matrixLetters: 'Cada incógnita entre corchetes debe ser una letra distinta',
  matrixRightColumn:
    'El lado derecho debe ser una columna de {rows} números, uno por cada fila de la matriz {size}',
  matrixUnknowns: 'Una matriz {size} multiplica una columna de {columns} incógnitas, no de {count}',
  matrixEntries: 'Los elementos de una matriz deben ser números: enteros, fracciones o decimales',
  matrixMaxSize: 'Se trabaja con matrices de hasta {max}×{max}; esta es de {rows}×{columns}',
  matrixSquareDeterminant: 'Solo una matriz cuadrada tiene determinante; esta es de {size}',
  matrixSquareInverse: 'Solo una matriz cuadrada tiene inversa; esta es de {size}',
  // Integrals.
  integralCan:
    'se integran sumas y múltiplos de potencias de la variable (también raíces y 1/x), eˣ, aˣ, sen, cos, tg, sec² y cosec², y cambios de variable en los que el integrando es f′(x)·g(f(x)), como ∫2x(x² + 1)³ dx o ∫cos(3x) dx',
  integralNone:
    'Esta integral no se puede calcular aquí: {can}; por partes, un polinomio por eˣ, sen, cos o una raíz de ax + b (∫x√(x + 1) dx, también con el cambio u = x + 1), y un logaritmo por un polinomio; fracciones simples con factores lineales, y sen² y cos² reduciendo la potencia; no se hacen integrales con resultados trigonométricos inversos ni otras',
  integralNotSupported: '{name} no se admite en integrales: {can}',
  integralOnlyVaries:
    'Aquí solo puede variar {x}: no se hacen integrales de expresiones con otras letras',
  integralPlusMinus: '± no se admite en una integral',
  integralCannot: 'Esta expresión no se puede integrar aquí',
  integralWhichLetter:
    'Di respecto a qué letra se integra, como ∫ x y dx; no se hacen integrales en las que varían varias letras',
  integralOne: 'Da una sola expresión para integrar, como {example}',
  integralUnambiguous:
    'No se pudo escribir esta primitiva sin ambigüedad, así que no se da ninguna',
  integralExponentialBase: 'Una exponencial necesita una base positiva distinta de 1',
  integralLimitsUnread:
    'No se entendieron los límites de esta integral definida: escríbelos como ∫_0^1 x^2 dx',
  integralUnread:
    'No se entendió esta integral: escríbela como ∫ seguido de la expresión y dx, como ∫ x^2 dx o integral de sen(x)',
  integralBoth: 'La integral dice a la vez d{named} y respecto a {variable}',
  integralGive: 'Da la expresión que hay que integrar, como ∫ x^2 dx',
  integralLimits:
    'Los límites de una integral definida deben ser números como 0; −2; 1/2; π o e, o ∞, como en ∫_0^1 x^2 dx',
  integralUndefinedAtLimit: 'La primitiva no está definida en un límite de esta integral',
  integralBetween: 'de {low} a {high}',
  integralCannotTell:
    'No se puede saber dónde {integrand} no está definida {between}, así que no se calcula esta integral',
  integralUndefinedAll: '{integrand} no está definida en ningún punto {between}: {because}',
  integralUndefinedPart:
    '{integrand} no está definida para {where}, parte del intervalo {between}: {because}',
  integralDivides: '{what} divide entre {divisor}, que ahí vale 0',
  integralNeeds: '{what} necesita {condition}',
  integralApproximate:
    '{integrand} no está definida en un punto {between} que solo se halla de forma aproximada, así que no se calcula esta integral',
  integralConverges:
    'No se puede saber si {antiderivative} tiene límite cuando {x} → {point}{side}, así que no se puede decir si esta integral converge',
  // Limits.
  limitNoMethod:
    'Los límites se hallan sustituyendo, factorizando y simplificando, y con la regla de L’Hôpital, y ninguno de estos métodos da este',
  limitExponent: 'El exponente de este límite no tiene límite finito',
  limitPowerExponent: 'El exponente de esta potencia no tiene límite',
  limitAtInfinity:
    'En el infinito se hallan límites de cocientes de polinomios por sus grados, ∞/∞ con la regla de L’Hôpital y la forma 1^∞; este es de otro tipo',
  limitRounds: 'Este límite necesita más de ocho pasos de cálculo',
  limitSide: '{function} no está definida en el lado pedido: {inside} es negativo ahí',
  limitPoint: 'No se entendió el punto {point}: da un número, como 2 o pi, o ∞',
  limitUnread:
    'No se entendió este límite: escríbelo como límite de sen(x)/x cuando x tiende a 0, o lim x->2 (x^2-4)/(x-2)',
  // Derivatives.
  derivativeFirstTooLong:
    'La primera derivada tiene más de {parts} partes, demasiado larga para trabajar con ella aquí; desarrolla o simplifica antes la expresión',
  derivativeTooLong:
    'La derivada tiene más de {parts} partes, demasiado larga para trabajar con ella aquí; desarrolla o simplifica antes la expresión',
  derivativeWhichLetter:
    'Di respecto a qué letra se deriva; no se hacen derivadas con varias letras (derivadas parciales)',
  derivativeOne:
    'Da una sola expresión para derivar (no se hace la derivación implícita de una ecuación)',
  derivativePartial: 'No se hacen derivadas parciales',
  derivativeOrder: 'Solo se hacen la primera y la segunda derivada',
  derivativeImplicit: 'No se hace la derivación implícita',
  derivativeFunctionOf: '{name} es función de {defined}, no de {variable}',
  derivativeImplicitGive:
    'No se hace la derivación implícita: da {name} como una expresión, como {name} = x^2 + 3x',
  derivativeGive: "Da la función que hay que derivar, como {name}(x) = x^2 + 3x; {name}'(x)",
  derivativePointForm: 'Da el punto como {letter} = un número, como {letter} = 2',
  derivativeUndefinedAt: '{expression} no está definida en {at}, así que ahí no tiene derivada',
  derivativeNoValueAt: 'La derivada no tiene valor en {at}: ahí la curva no tiene pendiente',
  // Probability: draws, dice and coins, read in English words.
  probabilitySums: 'Dos dados dan sumas de 2 a 12',
  probabilityTries: 'Se calculan probabilidades de 1 a 6 lanzamientos',
  probabilityCannot: '{k} de {n} no puede ocurrir',
  probabilityOneDrawn: 'Hay que sacar al menos uno',
  probabilityWithout: 'Sin reposición solo se pueden sacar {count} ({nouns})',
  probabilityOrders: 'Se calculan extracciones de hasta unos cientos de miles de órdenes',
  probabilityDepends: 'Cuántos dan {pick} después de {before} depende de cuál ({noun}) salió',
  probabilityBoth:
    'Un elemento ({noun}) puede ser a la vez {first} y {second}: di cuál se saca primero',
  probabilityKinds: 'Se cuentan conjuntos de hasta cuatro tipos a la vez',
  probabilityBag:
    'Di qué contiene la bolsa como cantidades de colores, como "3 red and 5 blue balls"',
  probabilityDeck: 'Se saca de una baraja estándar de 52 cartas',
  probabilityEvent: 'Di qué debe dar la extracción, como "{example}"',
  probabilityHowMany: 'Di cuántos se sacan, como "{example}"',
  probabilityNotRead: 'No se lee "{phrase}" como {noun}',
  probabilityNotCount: 'No se lee "{part}" como una cantidad de {nouns}',
  probabilityTold: 'Se sacan {told}, pero el suceso nombra {draws}',
  probabilityReplaced:
    'Di si cada extracción se devuelve: "with replacement" (con reposición) o "without replacement" (sin reposición)',
  // Statistics, sequences and numbers.
  statisticsNumbers: 'Una lista para estadística solo contiene números',
  statisticsTwo: '{name} necesita una lista de dos o más números',
  figureMean: 'La media',
  figureMedian: 'La mediana',
  figureMode: 'La moda',
  figureRange: 'El rango',
  figureStdev: 'La desviación típica',
  figureVariance: 'La varianza',
  statisticsMost: 'Una lista para estadística tiene como mucho {most} números',
  sequenceNumbers: 'Los términos de una progresión son números',
  sequenceNeither:
    'Las diferencias entre los términos ({differences}) no son todas iguales, así que {terms} no es una progresión aritmética ni geométrica; se trabaja con esos dos tipos',
  sequenceNeitherRatios:
    'Las diferencias entre los términos ({differences}) no son todas iguales, ni tampoco las razones, así que {terms} no es una progresión aritmética ni geométrica; se trabaja con esos dos tipos',
  sequenceFromOne: 'Los términos de una progresión se cuentan desde 1',
  sequenceMaxIndex: 'Se calculan términos y sumas hasta el término 10.000',
  sequenceThree: 'Da al menos tres términos, para que la regla de la progresión quede clara',
  gcdLcmWhole: 'mcd y mcm trabajan con números enteros de 1 a 10^12',
  gcdTwo: 'mcd necesita dos o más números: mcd(12; 18)',
  lcmTwo: 'mcm necesita dos o más números: mcm(12; 18)',
  lcmTooLarge: 'Este mínimo común múltiplo es demasiado grande para darlo de forma exacta',
  primeFactorsNoUnknown:
    'No hay ninguna incógnita que factorizar: escribe un polinomio, como x^2-9, o un número entero de 2 a 10^12 para hallar sus factores primos',
  complexOperations:
    'Con números complejos se calcula con +, −, ×, ÷, potencias enteras y raíces cuadradas, como (2 + 3i)(1 − i) o √(−4)',
  complexZeroArgument: '0 no tiene argumento: no forma ningún ángulo con el eje real',
  percentageWholeZero:
    'El total es 0: cualquier porcentaje de 0 es 0, así que la pregunta no tiene una única respuesta',
  percentageZeroRate:
    'El 0 % de cualquier número es 0, así que la pregunta no tiene una única respuesta',
  percentageZeroRatePart:
    'El 0 % de cualquier número es 0, así que ningún número tiene {part} como su 0 %',
  // Points and shapes (shapes are read in English words).
  pointsCoordinates: 'Las coordenadas de los puntos son números enteros o decimales, como (1; 2,5)',
  shapeGive: 'Falta un dato de la figura ({shape}: {missing}); escribe, por ejemplo, "{example}"',
  shapePositive: 'Las longitudes deben ser mayores que 0',
  shapeTriangle:
    'Los lados {a}, {b} y {c} no forman un triángulo: cada lado debe ser menor que la suma de los otros dos',
};
