/**
 * Spanish words of the solver's steps on graphs, rational expressions, points and lines, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishGraphs: Notes = {
  forms: {
    yIntercept: {
      valueAt: 'La ordenada en el origen es el valor en {unknown} = 0',
      constantTerm:
        'La ordenada en el origen es el valor en {unknown} = 0: el término independiente',
    },
    xIntercept: {
      where: 'Los cortes con el eje x están donde y = 0',
      whereLine: 'El corte con el eje x está donde y = 0: {equation}',
      never: 'La ecuación no tiene solución real, así que la gráfica nunca corta el eje x',
      onePoint: 'Así que la gráfica corta el eje x en un punto',
      points: 'Así que la gráfica corta el eje x en {count} puntos',
      graphAt: 'Así que la gráfica corta el eje x en',
      lineAt: 'Así que la recta corta el eje x en',
      numeratorNever: 'El numerador que queda nunca es 0, así que la gráfica nunca corta el eje x',
      numeratorZero: 'Los cortes con el eje x están donde el numerador que queda es 0',
    },
    slope: {
      graphRises:
        'La pendiente es m, el coeficiente de {unknown}: la recta sube {rise} por cada unidad hacia la derecha',
      graphFalls:
        'La pendiente es m, el coeficiente de {unknown}: la recta baja {fall} por cada unidad hacia la derecha',
      pointsSlopeIntercept: 'La recta en forma explícita, y = mx + b',
    },
    vertex: {
      graphRead: 'Lee a, b y c en y = ax² + bx + c',
      graphAxis: 'El eje de simetría es x = −b/(2a)',
      graphPut: 'El vértice está en el eje: sustituye {unknown} = {value} en la función',
      symmetric: 'La parábola es simétrica respecto de la recta vertical que pasa por su vértice',
      rangeUp:
        'El vértice está en x = {h}, donde la parábola cambia de dirección en y = {k}; se abre hacia arriba',
      rangeDown:
        'El vértice está en x = {h}, donde la parábola cambia de dirección en y = {k}; se abre hacia abajo',
    },
    vertexForm: {
      least:
        '{square} nunca es negativo y solo es 0 en {unknown} = {at}, así que {completed} es mínimo ahí, con el valor {value}: el vértice',
      greatest:
        '{square} nunca es negativo y solo es 0 en {unknown} = {at}, así que {completed} es máximo ahí, con el valor {value}: el vértice',
    },
    opens: {
      up: 'a es positivo, así que la parábola se abre hacia arriba y el vértice es su punto más bajo',
      down: 'a es negativo, así que la parábola se abre hacia abajo y el vértice es su punto más alto',
    },
    turning: {
      graphWhere:
        'La gráfica cambia de dirección donde su pendiente, la derivada, es 0 y cambia de signo',
      graphNone:
        'La pendiente nunca cambia de signo, así que la gráfica no tiene puntos de retorno',
      graphPoints: 'Los puntos de retorno',
    },
    flat: {
      horizontal: 'y no cambia con {unknown}: la gráfica es una recta horizontal de pendiente 0',
    },
    noDivideByZero: {
      equationExcluded: 'Un denominador no puede ser 0, así que {excluded}',
      inequalityNever:
        'La expresión no está definida donde un denominador es 0: esos puntos nunca están en la respuesta',
      zero: '{unknown} = {value} anula un denominador, así que no es solución',
      equationConditions: 'Un denominador no puede ser 0: {conditions}. Así que {excluded}',
      equationNever:
        'El denominador {denominator} nunca es 0 para {unknown} real, así que no se excluye ningún valor',
      equationNeverAll:
        'Los denominadores {denominators} nunca son 0 para {unknown} real, así que no se excluye ningún valor',
      expressionUndefined:
        'La expresión no está definida donde un denominador es 0, así que {excluded}',
      trigUndefined:
        'Estos valores no son soluciones: la ecuación tal como se escribió no está definida ahí',
      tanUndefined:
        'Estos valores no son soluciones: tg no está definida ahí, pues su ángulo es un múltiplo impar de 90°',
      graphDenominator: 'La función no está definida donde su denominador es 0',
      domainNeeds: '{subject} necesita que {expression} no sea 0: {where}',
      domainNever: '{subject} necesita que {expression} no sea 0: nunca lo es',
    },
    cancelFactor: {
      topAndBottom: 'Simplifica el factor común {factor} del numerador y del denominador',
      soFor: 'Así que, para {excluded}',
      so: 'Así que',
      trigDefined:
        'Simplifica el factor común {factor}, que no es 0 donde la expresión está definida',
      leftTrigDefined:
        'Primer miembro. Simplifica el factor común {factor}, que no es 0 donde la expresión está definida',
      rightTrigDefined:
        'Segundo miembro. Simplifica el factor común {factor}, que no es 0 donde la expresión está definida',
      graphCommon: 'Simplifica el factor común {factor}',
    },
    hole: {
      cancelled:
        'Donde el factor simplificado es 0 la función sigue sin estar definida: la gráfica tiene ahí un hueco, en el valor que toma el resto',
    },
    asymptote: {
      vertical:
        'Donde el denominador que queda es 0 la función crece sin límite: asíntotas verticales',
      lineOverLine:
        'Una recta entre una recta toma todos los valores salvo el cociente de sus pendientes, {ratio}: su asíntota horizontal',
    },
    longDivision: {
      leadingTerm:
        'Divide el término principal {lead} entre {divisorLead}: {term}. Multiplica: {term} · ({divisor}) = {product}; réstalo y queda {left}',
      exactly: 'El resto es 0, así que {divisor} divide exactamente: cociente {quotient}',
      withRemainder:
        'Cociente {quotient}, resto {remainder}: dividendo = divisor × cociente + resto',
      so: 'Así que',
      divideFirst: 'El grado del numerador no es menor que el del denominador: divide primero',
      graphSlant:
        'El numerador tiene un grado más: al dividirlo entre el denominador queda una recta más una parte que tiende a 0',
    },
    each: {
      graphFor: 'Para {function}',
    },
    meet: {
      where: 'Las gráficas se cortan donde las dos funciones son iguales',
      never: 'La ecuación no tiene solución real, así que las gráficas nunca se cortan',
      put: 'Sustituye cada solución en cualquiera de las funciones para obtener el punto de corte',
      same: 'La ecuación se cumple para todo {unknown}: las dos gráficas son la misma',
      sameExceptOne:
        'La ecuación se cumple para todo {unknown} donde ambos miembros están definidos: las gráficas son la misma, salvo en {at}, donde {function} no está definida (un hueco)',
      sameExceptMany:
        'La ecuación se cumple para todo {unknown} donde ambos miembros están definidos: las gráficas son la misma, salvo en {at}, donde uno de los miembros no está definido (huecos)',
      samePieces:
        'Quitadas las barras, los dos miembros son aquí el mismo polinomio: las gráficas son la misma',
      nowhereElse:
        'En el resto los dos miembros nunca son iguales, así que las gráficas no se cortan en ningún otro punto',
      elsewhere: 'En el resto solo son iguales en estos puntos',
    },
    circle: {
      radius:
        'Una circunferencia (x − h)² + (y − k)² = r² tiene centro (h, k) y radio r, la raíz cuadrada de r²',
    },
    ellipse: {
      divide:
        'Divide entre {divide}: una elipse de centro (h, k), que llega √(c/a) en horizontal y √(c/b) en vertical desde él',
    },
    equivalent: {
      overDenominator: 'Escribe ambos números como fracciones con denominador {denominator}',
      lcdOfBoth:
        'El mínimo común denominador de {first} y {second} es {lcd}: escribe cada fracción con denominador {lcd}',
      overLcd: 'Escribe cada fracción con el mínimo común denominador {lcd}',
    },
    addFractions: {
      addNumerators: 'Suma los numeradores sobre el denominador común',
      addNumeratorsReduced:
        'Suma los numeradores sobre el denominador común y luego simplifica la fracción',
      subtractNumerators: 'Resta los numeradores sobre el denominador común',
      subtractNumeratorsReduced:
        'Resta los numeradores sobre el denominador común y luego simplifica la fracción',
      combine: 'Agrupa los numeradores sobre el denominador común',
      trigOneFraction: 'Escríbelo como una sola fracción',
      leftTrigOneFraction: 'Primer miembro. Escríbelo como una sola fracción',
      rightTrigOneFraction: 'Segundo miembro. Escríbelo como una sola fracción',
    },
    multiplyFractions: {
      across: 'Multiplica los numeradores entre sí y los denominadores entre sí',
      products: 'Calcula los productos y simplifica la fracción',
      factorEach:
        'Multiplica los numeradores entre sí y los denominadores entre sí (dividir entre una fracción es multiplicar por su inversa), y factoriza cada uno',
    },
    lcd: {
      cancel: 'Simplifica cada denominador con el mínimo común denominador',
      trigDefined:
        'Multiplica ambos miembros por {denominator}, que no es 0 donde la ecuación está definida',
    },
    conditions: {
      hold: 'Las condiciones para que esto se cumpla',
      domainNothing: 'Nada en {function} restringe {unknown}: está definida para todo {unknown}',
      rangeValues: 'El recorrido: todos los valores que toma {function}',
    },
    twoPoints: {
      pointsVertical:
        'La variación de x es 0, así que la pendiente (la variación de y entre la variación de x) no está definida: la recta es vertical',
      pointsSameX: 'Todos los puntos de una recta vertical tienen la misma x',
      pointsSlope:
        'La pendiente es la variación de y entre la variación de x: m = (y₂ − y₁)/(x₂ − x₁)',
      pointsSimplify: 'Simplifica la fracción',
      pointsRoot: 'Saca la raíz cuadrada',
      pointsRootBoth: 'Saca la raíz cuadrada del numerador y del denominador',
    },
    distance: {
      pointsFormula: 'La distancia entre los puntos: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
    },
    midpoint: {
      pointsX: 'El punto medio: la media de las abscisas',
      pointsY: 'y la media de las ordenadas',
    },
  },
  reasons: {
    yIntercept: ['', 'la gráfica corta el eje y donde x = 0'],
    xIntercept: ['', 'la gráfica corta el eje x donde y = 0'],
    slope: ['', 'en y = mx + b, y aumenta m por cada unidad hacia la derecha y vale b en x = 0'],
    vertex: [
      '',
      'una parábola es simétrica respecto de x = −b/(2a), así que su vértice está en esa recta',
    ],
    vertexForm: [
      'Forma canónica',
      'en a(x − h)² + k el cuadrado nunca es negativo y solo es 0 en x = h, así que el valor ahí, k, es el mínimo (a > 0) o el máximo (a < 0)',
    ],
    opens: [
      '',
      'lejos del origen ax² crece más que el resto, así que el signo de a decide hacia dónde se abre',
    ],
    turning: [
      '',
      'una gráfica suave solo cambia de dirección donde su pendiente, la derivada, cambia de signo',
    ],
    flat: ['', 'una función que no depende de x tiene el mismo valor en todas partes'],
    noDivideByZero: ['', 'la división entre 0 no está definida'],
    cancelFactor: [
      '',
      'un factor común del numerador y del denominador se simplifica: ak/bk = a/b para k ≠ 0',
    ],
    hole: ['', 'un factor simplificado sigue anulando ahí el denominador original'],
    asymptote: [
      '',
      'cerca de un cero del denominador que no anula el numerador, el cociente crece sin límite',
    ],
    longDivision: ['División de polinomios', 'dividendo = divisor × cociente + resto en cada paso'],
    each: ['', 'las características de cada gráfica salen de su propia ecuación'],
    meet: ['', 'un punto de las dos gráficas tiene la misma y en ambas'],
    circle: [
      '',
      'por el teorema de Pitágoras, los puntos a distancia r de (h, k) cumplen (x − h)² + (y − k)² = r²',
    ],
    ellipse: ['', 'la forma canónica tiene los cuadrados de los semiejes bajo (x − h)² y (y − k)²'],
    equivalent: [
      '',
      'multiplicar el numerador y el denominador por el mismo factor distinto de cero no cambia el valor de una fracción',
    ],
    addFractions: ['', 'las fracciones con el mismo denominador se suman sumando sus numeradores'],
    multiplyFractions: ['', 'a/b × c/d = ac/(bd), y dividir entre c/d es multiplicar por d/c'],
    lcd: [
      '',
      'una fracción multiplicada por un múltiplo de su denominador es una expresión entera',
    ],
    conditions: [
      '',
      'la división entre 0 y las raíces cuadradas de números negativos no están definidas',
    ],
    twoPoints: [
      '',
      'la pendiente de una recta es la variación de y entre la variación de x entre dos cualesquiera de sus puntos',
    ],
    distance: [
      'Distancia entre dos puntos',
      'por el teorema de Pitágoras, la distancia es √(Δx² + Δy²)',
    ],
    midpoint: [
      'Punto medio',
      'el punto medio está a mitad de camino en horizontal y en vertical: la media de cada coordenada',
    ],
  },
};
