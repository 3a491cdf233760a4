/**
 * Why a problem is refused, in Spanish: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of equations, inequalities, identities and functions, by the same ids and with the same {names} as the English ones.
 */
export const spanishRefusalsEquations = {
  // Trigonometry: a value, an equation, its solutions in an interval.
  trigOneFunction: 'Escribe una sola función trigonométrica de un ángulo',
  trigUndefined:
    '{value} no está definida: {angle} es el punto {point} de la circunferencia unidad, y {why}',
  trigUndefinedTurn:
    '{value} no está definida: {angle} termina en {end}, que es el punto {point} de la circunferencia unidad, y {why}',
  trigTanDivides: 'tg = sen/cos, y cos vale 0 ahí',
  trigSecDivides: 'sec = 1/cos, y cos vale 0 ahí',
  trigCotDivides: 'cotg = cos/sen, y sen vale 0 ahí',
  trigCscDivides: 'cosec = 1/sen, y sen vale 0 ahí',
  trigSolvable:
    'Se resuelven ecuaciones trigonométricas en una de sen, cos o tg de la propia incógnita, como 2sen(x) = 1 o tg(x) = 1',
  trigEverywhere: 'Esta ecuación se cumple en todo punto donde está definida',
  trigReduce:
    'Se resuelven ecuaciones trigonométricas en sen, cos y tg de un ángulo (y de su doble) que se reducen a una sola función, como 2sen(x) = 1, sen(x) = cos(x) o sen(2x) = sen(x), y las de una función en dos ángulos, como sen(3x) = sen(x)',
  trigNoExactList: 'Estas soluciones no tienen una forma exacta que se pueda enumerar',
  trigEveryTurn:
    'Las soluciones de esta ecuación en un intervalo se enumeran cuando se repiten en cada vuelta completa',
  trigTooMany: 'Hay más de {count} soluciones en este intervalo',
  // Trigonometric identities.
  identityAngle:
    'Se demuestran identidades en sen, cos, tg, sec, cosec y cotg de un ángulo (y de su doble), como sen^2(x)+cos^2(x)=1',
  identityFunctions:
    'Esta ecuación no está escrita en sen, cos, tg, sec, cosec y cotg de un solo ángulo',
  identityOne: 'Escribe una sola ecuación para demostrar, como sen^2(x)+cos^2(x)=1',
  // Systems of equations, linear or not.
  systemThreeLinear:
    'Un sistema de tres ecuaciones debe ser lineal en tres incógnitas, como x + y + z = 6; 2x − y + z = 3; x + 2y − z = 2',
  systemOneEquals: 'Cada ecuación de un sistema necesita un signo =',
  systemCount: 'Un sistema debe tener dos o tres ecuaciones',
  systemTwoLinear:
    'Un sistema debe ser de dos ecuaciones lineales en dos incógnitas, como 2x + y = 5; x − y = 1',
  nonlinearTwo: 'Escribe dos ecuaciones con dos incógnitas',
  nonlinearShape:
    'En un sistema que no es lineal, una de las ecuaciones debe contener una incógnita una sola vez y elevada a 1 (como x + y = 7), o ambas deben contener las incógnitas solo al cuadrado',
  // Rearranging a formula.
  rearrangeFormula: 'Escribe una fórmula con un signo = para despejar una letra, como v = u + at',
  rearrangeNoLetter: 'No hay ninguna {letter} en la fórmula para despejarla',
  rearrangeSides:
    'Se despejan letras en fórmulas cuyos miembros son sumas de productos de letras y números, como v = u + at o A = πr^2',
  rearrangePower: 'Para despejar {letter}, debe aparecer solo elevada a 1 o solo al cuadrado',
  // Square roots, roots and fractional powers of the unknown.
  radicalSquareOnly: 'Solo se admiten raíces cuadradas de la incógnita',
  radicalNested: 'No se admite una raíz cuadrada dentro de otra',
  radicalProduct: 'No se admiten productos de raíces cuadradas de la incógnita',
  radicalPart: '{part} no se admite en una ecuación con raíz cuadrada',
  radicalDivide: 'No se admite dividir entre la incógnita en una ecuación con raíz cuadrada',
  radicalTimesUnknown: 'No se admiten raíces cuadradas multiplicadas por la incógnita',
  radicalTwoUnknowns: 'Una ecuación con dos incógnitas no tiene una única respuesta',
  radicalMany: 'No se admiten ecuaciones con más de dos raíces cuadradas',
  radicalCancel: 'Las raíces cuadradas se anulan: escribe la ecuación sin ellas',
  radicalEvery:
    'Todo número es solución de la ecuación elevada al cuadrado; este caso no se admite',
  radicalShape:
    'Se admiten raíces y potencias de exponente fraccionario como una sola raíz o potencia de un polinomio en la incógnita, como ∛(x + 1) = 2 o x^(2/3) = 4',
  rationalNested: 'No se admite una fracción dentro de un denominador en una ecuación',
  // Absolute values and inequalities.
  absoluteShape:
    'Se admiten valores absolutos como un solo |…| de la incógnita, quizá multiplicado por un número y sumado a un número, comparado con un número: |2x − 1| = 5 o 3|x + 2| − 1 < 8',
  absoluteOrTwo:
    '{shape}; o un valor absoluto en cada miembro y nada más: |x − 1| = |2x + 4| o |x − 1| < |x + 2|',
  absoluteBothSides:
    'Un valor absoluto comparado con una expresión en la incógnita se admite con la incógnita dentro elevada a 1 y un polinomio de grado 2 como mucho en el otro miembro: |x − 1| = x − 1 o |2x| > x + 3',
  absoluteSquare:
    'Se admiten valores absolutos con la incógnita dentro elevada como mucho al cuadrado',
  inequalityChainWay:
    'Una cadena de dos desigualdades debe tener el mismo sentido, como en −3 < 2x + 1 ≤ 7',
  inequalityChainLong: 'No se admiten cadenas de más de dos desigualdades',
  // Logarithms: simplified, and in equations.
  logarithmOnly: 'Solo se pueden simplificar logaritmos, sus sumas y sus múltiplos',
  logarithmBases: 'No se combinan logaritmos de bases distintas',
  logarithmicSides:
    'Cada miembro de una ecuación logarítmica debe ser una suma de logaritmos y números',
  logarithmicExponent:
    'Un exponente con la incógnita dentro de un logaritmo necesita una potencia de su base, como en ln(e^x) o log_2(4^x)',
  logarithmicBases:
    'Se admiten logaritmos de bases distintas en una ecuación cuando las bases son potencias de un mismo número, como log_2(x) + log_4(x) = 3',
  logarithmicCancel: 'Los logaritmos se anulan: no queda ninguna incógnita que despejar',
  logarithmicEverywhere: 'Esta ecuación logarítmica se cumple en todo punto donde está definida',
  logarithmicNoExact: 'Esta ecuación logarítmica no tiene una solución exacta que se pueda mostrar',
  // Factoring, completing the square.
  factorNoUnknown:
    'No hay ninguna incógnita que factorizar: escribe un polinomio, como x^2-9, o un número entero de 2 a 10^12 para hallar sus factores primos',
  factorOneUnknown: 'Se factorizan polinomios en una sola incógnita, como x^2-9',
  completeQuadratic:
    'Completar el cuadrado, el vértice y el eje de simetría se calculan para una expresión cuadrática en una sola letra, como x^2 + 6x + 2 o y = 2x^2 - 8x + 3',
  completeOneEquation:
    'Escribe una sola ecuación cuadrática para resolverla completando el cuadrado',
  // Ways of solving: a way that does not apply, and those that do.
  factoring: 'factorización',
  'quadratic-formula': 'fórmula cuadrática',
  'completing-the-square': 'completar el cuadrado',
  'square-root': 'raíz cuadrada',
  substitution: 'sustitución',
  elimination: 'reducción',
  'unknown-left': 'incógnita a la izquierda',
  'unknown-right': 'incógnita a la derecha',
  'by-parts': 'integración por partes',
  methodOnly:
    'El método pedido ({asked}) no sirve para este problema, que se resuelve de una sola forma',
  methodOthers:
    'El método pedido ({asked}) no sirve para este problema. Métodos que sirven: {ways}',
  methodsOr: '{first} o {rest}',
  methodsComma: '{first}, {rest}',
  // Functions: domain and range, inverse, composite, stationary points, tangent, graph.
  domainFunction: 'Escribe la función como f(x) = … o y = …, o como una expresión en x',
  domainOneLetter: 'La función debe ser de una sola letra, como sqrt(x - 2)',
  domainExact:
    'El dominio se calcula de forma exacta para funciones formadas por raíces, fracciones y logaritmos de polinomios, como sqrt(x - 2) o 1/(x^2 - 4)',
  rangeCannot:
    'El recorrido se calcula de forma exacta para rectas, funciones cuadráticas, potencias impares, cocientes de dos expresiones lineales, y raíces cuadradas, eˣ, ln, |…|, sen y cos de ellas',
  rangeNoValues: 'La función no toma ningún valor real',
  rangeHole: '{function} tiene un hueco donde se simplifica un factor: {cannot}',
  rangeSinTurn: 'sen de una parte de una vuelta: {cannot}',
  rangeCosTurn: 'cos de una parte de una vuelta: {cannot}',
  rangeTanTurn: 'tg de una parte de una vuelta: {cannot}',
  rangeBothSigns: 'El denominador de la fracción toma valores de ambos signos: {cannot}',
  rangeConstant: 'La función es constante: su recorrido es ese único valor',
  rangeDegree: 'Un polinomio de grado {degree}: {cannot}',
  rangeOneLetter: 'La función debe ser de una sola letra, como x^2 + 1',
  inverseFunction: 'Escribe la función como f(x) = … o y = …, o como una expresión en x',
  inverseNotOneToOne:
    '{function} no es inyectiva (dos valores de x dan el mismo valor), así que no tiene inversa a menos que se restrinja su dominio',
  inverseConstant: 'La función es constante donde está definida, así que no tiene inversa',
  inverseOneLetter: 'La función debe ser de una sola letra, como f(x) = 2x + 3',
  inverseUndo:
    'La inversa se halla deshaciendo una a una las operaciones sobre la única x, o para un cociente de dos expresiones lineales; esta función no es de esa forma',
  compositeUnread: 'No se entendió {typed} como una expresión matemática',
  compositeOfX: 'Las funciones deben ser solo de x',
  compositeAtNumber:
    'La composición en un número se calcula cuando las funciones son polinomios o fracciones',
  stationaryScope:
    'Los puntos estacionarios y dónde crece una función se calculan para un polinomio en una sola letra, como y = x^3 - 3x',
  stationaryInexact:
    'Los puntos estacionarios de este polinomio no son números que se puedan escribir de forma exacta',
  tangentCurve: 'Escribe la curva como y = … o f(x) = …, o como una expresión en x',
  tangentPointUnread: 'No se entendió el punto {point}',
  tangentPointForm: 'Escribe el punto como {letter} = un número o como (a; b)',
  tangentNotExact: '{what} no es un número que se pueda escribir de forma exacta',
  tangentThePoint: 'El punto',
  tangentValueAt: 'El valor de la curva en {at}',
  tangentSlopeAt: 'La pendiente en {at}',
  tangentOneLetter: 'La curva debe ser una función de una sola letra, como y = x^2 + 1',
  tangentOffCurve: 'El punto {point} no está en la curva: en {at}, la curva está en {y}',
  graphOnePoint:
    'Esta ecuación solo se cumple en un punto, {point}, así que no hay curva que dibujar',
  graphNoPoint: 'Ningún punto cumple esta ecuación: una suma de cuadrados no puede ser negativa',
  graphNotFunction:
    'Solo se grafican circunferencias, elipses y ecuaciones en las que se puede despejar la y, como y = x^2, 2x + 3y = 6 o x^2 + y^2 = 25',
  graphTooMany: 'Se dibujan como mucho dos funciones a la vez, como grafica y=x^2; y=2x+1',
};
