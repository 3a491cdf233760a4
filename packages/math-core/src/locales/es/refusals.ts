/**
 * Why the solver refuses a problem, in Spanish: the sentences of the engine's refusal tables
 * (`…_REFUSALS`: exact arithmetic, reading the maths and the words, the check of an answer, what a
 * refusal says the problem was read as), by the same ids and with the same {names} as the English
 * ones; the kinds' are in ./refusals-equations.ts and ./refusals-topics.ts, the tutor's and the
 * graph's in ./refusals-tutor.ts. An example in a sentence is one the solver reads in Spanish.
 */
export const spanishRefusals = {
  // Exact arithmetic, and the check of every answer.
  unchecked: 'No se pudo comprobar esta respuesta, así que no se da',
  tooLarge: 'Los números de este problema crecen demasiado para trabajar con ellos de forma exacta',
  divideByZero: 'El problema divide entre cero',
  notANumber: '"{text}" no es un número',
  // The words of the problem.
  factorWhat:
    'Escribe el polinomio que quieres factorizar después de la palabra, como factoriza x^2-9; se pueden desarrollar y simplificar expresiones y resolver ecuaciones',
  derivativeWhat:
    'No se entendió esta derivada: escríbela como d/dx seguido de la expresión, como d/dx x^3 o derivada de x^2 sen(x); se pueden desarrollar y simplificar expresiones y resolver ecuaciones',
  wordNear: 'No se entendió "{word}": ¿quisiste decir "{near}"?',
  word: 'No se entendió "{word}"',
  wordUnknown:
    'No se entendió "{word}": las incógnitas son una sola letra (escribe x*y para el producto de dos incógnitas), y las palabras que se entienden son órdenes como resuelve, simplifica, factoriza, derivada de o integral de, y funciones como sqrt, log, ln y sen',
  // What the problem was read as, and the nearest thing the solver does.
  limit:
    'Se leyó como el límite de {expression}. Los límites se hallan sustituyendo el punto, simplificando un factor común o con la regla de L’Hôpital, como lim x->0 sen(x)/x',
  unread:
    'Se leen ecuaciones, inecuaciones y expresiones en notación matemática, porcentajes (15 % de 80), derivadas (d/dx x^3) e integrales (∫x dx)',
  matrices:
    'Se leyó como una pregunta sobre matrices (de números, hasta 4×4: det, inversa, traspuesta, sumas, productos, potencias, rango, Ax = b)',
  list: 'Se leyó como {count} problemas en {unknowns}',
  systems:
    'Se resuelven sistemas de dos o tres ecuaciones lineales, como x+y=3; x-y=1, y de dos ecuaciones en las que una es una recta o ambas tienen solo cuadrados, como x^2+y^2=25; x+y=7',
  listNoUnknown: 'Se leyó como {count} problemas sin incógnita',
  inequality: 'Se leyó como una inecuación en {unknowns}',
  inequalities:
    'Se resuelven inecuaciones lineales, cuadráticas y con valor absoluto en una incógnita, como 3x-7<5 o -3 < 2x+1 ≤ 7',
  inequalityNoUnknown: 'Se leyó como una inecuación sin incógnita',
  equation: 'Se leyó como una ecuación en {unknowns}',
  equations:
    'Se resuelven ecuaciones en una incógnita: lineales, cuadráticas, polinómicas, racionales, irracionales, con valor absoluto, exponenciales, logarítmicas y trigonométricas, como x^2-5x+6=0',
  equationNoUnknown: 'Se leyó como una ecuación sin incógnita',
  readAs: '{read}. {does}',
  points:
    'Se leyó como una pregunta sobre puntos. Se hallan la pendiente, la distancia y el punto medio de dos puntos y la recta que pasa por ellos',
  expression:
    'Se leyó como una expresión en {unknowns}. Se pueden desarrollar, factorizar, simplificar, derivar e integrar expresiones en una incógnita, como factoriza x^2-9 o d/dx x^3',
  calculation:
    'Se leyó como un cálculo. Se calculan de forma exacta fracciones, potencias, raíces, logaritmos y sen, cos y tg de ángulos notables, como 3/4+5/6 o √72',
  unknowns: '{first} y {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'No se pudo resolver este problema. {close}.',
  trySuggestion: '{reason}. Prueba "{suggestion}", que sí se puede resolver.',
  trySuggestionAfter: '{reason} Prueba "{suggestion}", que sí se puede resolver.',
  // Reading the maths: what is missing or cannot stand where it is, and where.
  parseEmpty: 'Escribe una expresión o una ecuación',
  enterAtMost: 'Escribe como máximo {count} caracteres',
  parseUnreadable:
    'No se puede leer "{character}": escribe números, letras, + − × ÷ ^ √, paréntesis y = < >',
  parseSuperscriptMinus: '"⁻" necesita cifras en superíndice detrás, como en x⁻²',
  parseMissing: '{what} {where}',
  parseOpenMissing: 'Falta un "(" de apertura',
  parseCloseMissing: 'Falta un ")" de cierre',
  parseBarMissing: 'Falta una "|" de cierre',
  parseLimUnderscore: 'Falta un "_" después de lim (como en lim_(x → 0))',
  parseLimOpen: 'Falta un "(" de apertura después de lim_',
  parseLimArrow: 'Falta una flecha → después de la variable',
  parseLogBase: 'Falta la base del logaritmo',
  parseOperator: 'Falta un operador (+, −, × o ÷)',
  parseAtEndAfter: 'al final, después de "{before}"',
  parseAtEnd: 'al final',
  parseBetween: 'entre "{before}" y "{token}"',
  parseBefore: 'antes de "{token}"',
  parseEndAfter: 'Falta algo al final, después de "{before}"',
  parseNothing: 'No hay nada que leer',
  parseUnopened: 'Hay un ")" que no cierra ningún "(" anterior',
  parseCannotFollow: '"{token}" no puede ir después de "{before}"',
  parseCannotComeFirst: '"{token}" no puede ir al principio',
  parseTooDeep: 'La expresión tiene demasiados niveles anidados',
  parseMatrixRows: 'Cada fila de una matriz necesita tantos elementos como la primera',
  parseMatrixBrackets:
    'Una matriz se escribe fila a fila, cada fila entre corchetes: [[1; 2]; [3; 4]]',
  parseNamePower:
    'Una potencia sobre "{name}" debe ser un número entero, como en {name}^2(x) para ({name}(x))²',
  parseNameInverse:
    'No se lee {name}^-1 (la función inversa de {name}): escribe 1/{name}(x) para el inverso',
  parseNameNegative: 'No se lee una potencia negativa sobre "{name}": escribe 1/{name}(x)^{power}',
  parseRootArguments: 'root(x; n) lleva un radicando y un índice',
  // Exact numbers and exact values.
  evenRootOfNegative: 'Un número negativo no tiene raíz real de índice par',
  zeroToZero: '0 elevado a 0 no está definido',
  rootTooLarge: 'No se simplifican raíces de números mayores que {limit}',
  rootsNotCombined: 'No se combinan raíces de este índice',
  rootsNotSimplified: 'No se simplifican raíces de este índice',
  divideBySumOfRoots: 'No se divide entre una suma de varias raíces',
  powerOfSum: 'No se calculan potencias fraccionarias de sumas',
  powerTooLarge: 'Esta potencia es demasiado grande para simplificarla',
  tooCloseToCompare: 'Los números están demasiado cerca para compararlos',
  logBaseUnknown: 'No se admiten incógnitas en la base de un logaritmo',
  logBaseRational: 'La base de un logaritmo debe ser un número racional',
  logBasePositive: 'La base de un logaritmo debe ser positiva y distinta de 1',
  logUndefined: '{log} no está definido: un logaritmo necesita un número positivo',
  eAlone: 'e solo se admite como base de una potencia o de un logaritmo',
  plusMinusRead: 'El signo ± solo aparece en las respuestas: no se lee en un problema',
  irrationalPower: 'Las potencias irracionales no tienen valor exacto',
  rootIndexWhole: 'El índice de una raíz debe ser un número entero mayor o igual que 2',
  noExactValue: '{value} no tiene valor exacto',
  factorialRange: 'No se calcula {factorial}: el factorial es de un número entero de 0 a {limit}',
  binomialRange:
    'No se calcula {binomial}: elegir k de n requiere números enteros 0 ≤ k ≤ n ≤ {limit}',
  trigonometryNot: 'No se admiten ángulos ni trigonometría',
  functionNot: 'No se calcula {name}(…)',
  notOneExpression: 'Esto no es una sola expresión',
  // Polynomials, rational expressions, factoring and derivatives.
  powersAbove: 'No se admiten potencias mayores que {limit}',
  irrationalCoefficients: 'No se admiten ecuaciones con coeficientes irracionales',
  wholePowers: 'Las potencias de la incógnita deben ser números enteros hasta {limit}',
  notInEquation: 'No se admite {part} en una ecuación',
  unknownDenominator: 'No se admiten incógnitas en un denominador',
  rationalOneUnknown: 'Se admiten expresiones racionales en una incógnita',
  rationalNotIn: 'No se admite {part} en una expresión racional',
  rationalExcluded:
    'No se puede hallar exactamente dónde {denominator} vale 0, así que no se puede decir qué valores quedan excluidos',
  factorCoefficients: 'No se factorizan coeficientes tan grandes',
  factorTooLarge: 'Este polinomio es demasiado grande para factorizarlo',
  factorUnfinished:
    'No se pudo terminar de factorizar {polynomial}: no tiene raíces racionales ni factor cuadrático, y no se buscan factores de grado 3 o mayor',
  factorZero: '0 no tiene factores',
  derivativeOtherLetters:
    'Aquí solo puede variar {x}: no se admiten derivadas de expresiones con otras letras (derivadas parciales)',
  derivativePlusMinus: 'No se admite ± en una derivada',
  derivativeRoot: 'Solo se admiten raíces cuadradas, cúbicas y de otro índice entero',
  derivativeLogBase: 'Un logaritmo necesita como base un número positivo distinto de 1',
  derivativeFunction:
    'No se admite {name} en derivadas: se derivan potencias, raíces, eˣ y aˣ, ln y log, sen, cos y tg',
  derivativeNot: 'Esta expresión no se puede derivar aquí',
  derivativeLogVariableBase: 'No se admite un logaritmo con la variable en la base',
  derivativeVariablePower:
    'Una potencia con la variable en la base y en el exponente necesita derivación logarítmica, que no se admite',
  derivativeExponentialBase: 'Una exponencial necesita una base positiva distinta de 1',
  // Reading a problem, the engine, and the check of an answer.
  doubleFactorial:
    'No se calculan dobles factoriales como 5!!; escribe (5!)! para el factorial de 5!',
  readFailed: 'No se pudo leer esto',
  nothingToSolve: 'No hay nada que resolver',
  nothingToGraph: 'No hay nada que representar',
  outOfTime:
    'Este problema lleva más trabajo que el tiempo dado para resolverlo; prueba con números más pequeños',
  notOneEquation: 'No se admiten ≠, ≈ ni cadenas con =',
  integralUnconfirmed:
    'No se pudo confirmar numéricamente esta integral definida, así que no se da su valor',
  definedNowhere: '{f} no está definida para ningún {x} real',
  definedUnknown: 'No se pudo hallar dónde está definida {f}, así que no se trabaja con ella',
  intervalOneEquation:
    'Un intervalo se lee para una ecuación en una incógnita, como sen(x) = 1/2 para 0 ≤ x < 2π',
  intervalEveryNumber:
    'Todo número es solución de esta ecuación, así que sus soluciones en un intervalo son ese intervalo',
  intervalBothEnds:
    'Una ecuación trigonométrica tiene infinitas soluciones: da los dos extremos del intervalo, como 0 ≤ x < 2π',
  // The ways equations and inequalities are solved.
  noUnknownToSolve: 'No hay ninguna incógnita que despejar',
  oneEquationTwoUnknowns:
    'Una ecuación con dos incógnitas no tiene una única solución: escribe dos ecuaciones separadas por punto y coma',
  degreeThree: 'No se admiten ecuaciones de grado 3 o mayor',
  formulaRootTooLarge:
    'La raíz cuadrada de la fórmula cuadrática es demasiado grande para simplificarla',
  higherDegreeNotFound:
    '{f} = 0 tiene soluciones que no son números racionales ni raíces cuadradas, y esas no se hallan',
  inequalityUnknowns: 'No se admiten inecuaciones con más de una incógnita',
  inequalityDegree: 'No se admiten inecuaciones de grado 3 o mayor',
  exponentialNotIsolated: 'No se admite este tipo de ecuación exponencial o logarítmica',
  exponentialBase:
    'La base de una potencia con la incógnita en el exponente debe ser un número positivo distinto de 1',
  bothSidesPowers:
    'Con la incógnita en ambos miembros, cada miembro debe ser una sola potencia, como 4^x = 8^(x-1)',
  unrelatedBasesE: 'No se admiten potencias de bases sin relación entre sí (como 2^x = e^(x-1))',
  unrelatedBases: 'No se admiten potencias de bases sin relación entre sí (como 2^x = 3^(x-1))',
  exponentNotLinear:
    'Un exponente que no es lineal necesita una potencia de la misma base en el otro miembro',
  negativeBase:
    'Una base negativa solo está definida para algunos valores de {x}: {power} es un número real solo donde su exponente es un número entero o una fracción con denominador impar, así que esta ecuación no se resuelve',
  zeroPowerWhere: '{power} = 0 exactamente donde {exponent} > 0; no se resuelve esa inecuación',
  exponentialNoRealValue: 'Esta ecuación no tiene un valor real que mostrar',
  logNoExactSolution: 'Esta ecuación logarítmica no tiene una solución exacta que se pueda mostrar',
  quadraticZeroA: 'a no puede ser 0 en una ecuación cuadrática',
  quadraticTooLong: 'los coeficientes son demasiado largos para trabajar con ellos de forma exacta',
};
