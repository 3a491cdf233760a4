/**
 * Why a problem is refused, in Spanish: the sentences of the refusal tables (`…_REFUSALS`) of
 * the checker of a student's working, similar problems and the graph, by the same ids and with the same {names} as the English ones.
 */
export const spanishRefusalsTutor = {
  // The checker of a student's working.
  workingUnchecked:
    'Todavía no se puede comprobar el procedimiento de un problema de tipo "{title}"',
  // Similar problems.
  similarNoNumbers: 'Este problema no tiene números que cambiar para hacer uno parecido',
  similarNotFound: 'No se encontró ningún problema parecido a este',
  similarNotLike: 'Este no es un problema parecido al que se resolvió',
  similarNoAnswer: 'Escribe una respuesta',
  similarUnreadable: 'No se pudo leer esta respuesta. Revisa cómo está escrita.',
  // The graph.
  plotExpression: 'Escribe una expresión que representar, como x^2 - 1',
  plotAgainst: 'Indica la incógnita respecto de la que se representa, como x',
  plotWindow: 'La ventana necesita números finitos con xMin < xMax y yMin < yMax',
  plotNoUnknown: 'No hay nada que representar: el problema no tiene incógnita',
  plotSystemSign: 'Cada ecuación de un sistema necesita un solo signo =',
  plotSystemSize: 'Solo se pueden representar sistemas de dos ecuaciones',
  plotRelation: 'No se pueden representar ≠, ≈ ni cadenas con =',
  plotUnknowns: 'Solo se pueden representar en una gráfica una o dos incógnitas',
  plotSystemUnknowns: 'Solo se pueden representar en una gráfica dos incógnitas',
  plotOneUnknown: 'Solo se pueden representar expresiones en una incógnita',
  plotFunctions: 'Solo se pueden representar dos funciones a la vez',
  plotCurves: 'Solo se pueden representar dos curvas a la vez',
  plotCurveOnly: 'Solo se pueden representar ecuaciones que sean rectas o curvas y = f(x)',
  plotSolvedFor: 'Solo se pueden representar ecuaciones en las que se pueda despejar {v}',
  plotNumberLine: 'Este conjunto solución no se puede representar en la recta numérica',
  plotFailed: 'No se pudo representar este problema',
  // An answer that could not be read.
  answerEmpty: 'Escribe una respuesta',
  answerNotNumber:
    'No se pudo leer “{answer}” como un número. Escribe un número como 4, −2,5 o 3/2.',
  answerNotMaths: 'No se pudo leer “{answer}” como expresión matemática. Revisa lo que escribiste.',
};
