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
    'Se leyó como un cálculo. Se calculan de forma exacta fracciones, potencias, raíces, logaritmos y sen, cos y tan de ángulos notables, como 3/4+5/6 o √72',
  unknowns: '{first} y {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'No se pudo resolver este problema. {close}.',
  trySuggestion: '{reason}. Prueba "{suggestion}", que sí se puede resolver.',
  trySuggestionAfter: '{reason} Prueba "{suggestion}", que sí se puede resolver.',
};
