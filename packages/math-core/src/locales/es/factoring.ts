/**
 * Spanish words of the solver's steps on factoring, quadratics and square roots, complex roots,
 * with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishFactoring: Notes = {
  forms: {
    commonFactor: {
      bracket: 'Saca el paréntesis común ({bracket})',
      factor: 'Saca el factor común {factor}',
      collectUnknown:
        'Agrupa los términos con {unknown} en un miembro y saca {unknown} factor común',
      squareTerms: 'Saca el factor {factor} de los términos en {unknown}² y en {unknown}',
    },
    sumProduct: {
      pair: 'Dos números cuyo producto es {product} y cuya suma es {sum}: {m} y {n}',
    },
    acMethod: {
      split:
        'ac = {a} · {c} = {ac}; dos números cuyo producto es {ac} y cuya suma es {b}: {m} y {n}. Descompón el término central',
      splitNegative:
        'ac = {a} · ({c}) = {ac}; dos números cuyo producto es {ac} y cuya suma es {b}: {m} y {n}. Descompón el término central',
    },
    grouping: {
      pairs: 'Agrupa por parejas y saca el factor común de cada pareja',
      firstTwo:
        'Agrupa los dos primeros términos y los dos últimos, y saca el factor común de cada pareja',
    },
    squareTrinomial: {
      plus: 'Un trinomio cuadrado perfecto: a² + 2ab + b² = (a + b)², con a = {a} y b = {b}',
      minus: 'Un trinomio cuadrado perfecto: a² − 2ab + b² = (a − b)², con a = {a} y b = {b}',
      zero: 'El discriminante es 0: el polinomio de segundo grado es un cuadrado perfecto',
      left: 'Escribe el primer miembro como un cuadrado',
      firstThree: 'Los tres primeros términos son un cuadrado perfecto: {trinomial}',
    },
    squares: {
      squares: 'Una diferencia de cuadrados: a² − b² = (a − b)(a + b), con a = {a} y b = {b}',
    },
    cubes: {
      sum: 'Una suma de cubos: a³ + b³ = (a + b)(a² − ab + b²), con a = {a} y b = {b}',
      difference: 'Una diferencia de cubos: a³ − b³ = (a − b)(a² + ab + b²), con a = {a} y b = {b}',
    },
    rationalRoot: {
      root: 'Teorema de las raíces racionales: una raíz racional es ±p/q con p divisor de {constant} y q divisor de {leading} ({candidates}). Probándolas, {unknown} = {root} da 0, así que {factor} es un factor',
      rootMany:
        'Teorema de las raíces racionales: una raíz racional es ±p/q con p divisor de {constant} y q divisor de {leading} ({candidates}, …). Probándolas, {unknown} = {root} da 0, así que {factor} es un factor',
    },
    synthetic: {
      division: 'Regla de Ruffini con {coefficients} entre {root}: fila inferior {bottom}, resto 0',
    },
    irreducible: {
      negative:
        '{polynomial} no se puede factorizar en los racionales: su discriminante b² − 4ac = {discriminant} es negativo',
      notSquare:
        '{polynomial} no se puede factorizar en los racionales: su discriminante b² − 4ac = {discriminant} no es un cuadrado perfecto',
      cubic:
        '{polynomial} no se puede factorizar en los racionales: no tiene raíces racionales, y un polinomio de grado 3 que se factoriza tiene un factor de grado 1',
      noSmall:
        '{polynomial} no se puede factorizar en los racionales: no tiene raíces racionales ni factores de grado 2, así que no tiene ningún factor de grado 1 o 2, que cualquier factorización necesitaría',
      linear: '{polynomial} no se puede factorizar en los racionales: es de grado 1',
    },
    divides: {
      divides: 'No hay raíces racionales, pero {factor} lo divide con resto 0',
    },
    factored: {
      quadratic: 'Factoriza el polinomio de segundo grado',
      done: 'Factorizado',
      fully: 'Así que, completamente factorizado',
      numerator: 'Factoriza el numerador',
      topAndBottom: 'Factoriza el numerador y el denominador',
      bottom: 'Factoriza el denominador',
    },
    discriminant: {
      discriminant: 'El discriminante b² − 4ac',
      factors:
        'El discriminante b² − 4ac es un cuadrado perfecto, así que el polinomio de segundo grado se factoriza',
    },
    noRealRoot: {
      negative: 'El discriminante b² − 4ac es negativo, así que no hay soluciones reales',
      factor: '{equation} no tiene soluciones reales',
      factorPair:
        '{equation} no tiene soluciones reales (en los números complejos, {unknown} = {roots})',
      factorPure:
        '{equation} no tiene soluciones reales (en los números complejos, {unknown} = ±{root})',
      radicalRadicand:
        '{solution} no es válida: ahí {radicand} es negativo, y la raíz cuadrada de un número negativo no es un número real',
      radicalNotReal:
        '{solution} no es válida: la raíz cuadrada de un número negativo no es un número real',
    },
    formula: {
      formula: 'La fórmula cuadrática x = (−b ± √(b² − 4ac))/(2a)',
      complex: 'La fórmula cuadrática x = (−b ± √(b² − 4ac))/(2a) da dos soluciones complejas',
    },
    completeSquare: {
      half: 'Suma en ambos miembros el cuadrado de la mitad del coeficiente de {unknown}, ({half})² = {square}',
      conicBoth: 'Completa el cuadrado en {first} y en {second}',
      noTerm:
        'No hay término en {unknown}, así que el polinomio de segundo grado ya es un múltiplo de {unknown}² más un número',
      addTakeAway:
        'La mitad del coeficiente de {unknown} es {half}: suma su cuadrado, {square}, y vuelve a restarlo',
      addTakeAwayBracket:
        'La mitad del coeficiente de {unknown} dentro del paréntesis es {half}: suma su cuadrado, {square}, y vuelve a restarlo',
    },
    squareRoot: {
      both: 'Saca la raíz cuadrada en ambos miembros: hay una raíz positiva y una negativa',
      pairedSigns: 'Saca las raíces cuadradas: cada signo de una va con cada signo de la otra',
      letter:
        'Saca la raíz cuadrada en ambos miembros: {unknown} es la raíz positiva o la negativa, donde lo de dentro no es negativo',
    },
    plusMinus: {
      both: 'Calcula con el signo − y con el signo +',
    },
    doubleRoot: {
      one: '√0 = 0, así que los dos signos dan la misma solución',
    },
    squareZero: {
      root: 'Saca la raíz cuadrada',
      of: 'Saca la raíz cuadrada: {base} = 0',
    },
    squarePositive: {
      square:
        'Un cuadrado nunca es negativo, así que {square} = {value} no tiene soluciones reales',
      noRealPair: 'Un cuadrado nunca es negativo, así que no hay solución real',
    },
    simplifyRoot: {
      squareFactor: 'Extrae el mayor factor que es cuadrado perfecto',
      squareFactorWorked: 'Extrae el mayor factor que es cuadrado perfecto: {work}',
      rootOfProduct: 'La raíz de un producto es el producto de las raíces: √(ab) = √a × √b',
      perfectSquare: 'Saca la raíz cuadrada del cuadrado perfecto',
      perfectSquareWorked: 'Saca la raíz cuadrada del cuadrado perfecto: {work}',
      root: 'Simplifica la raíz cuadrada: √{radicand} = {root}',
      pointsPerfect: '{square} es un cuadrado perfecto',
      pointsMakeSquare:
        'Multiplica el numerador y el denominador por {factor} para que el denominador sea un cuadrado perfecto',
      pointsMakeSquareLargest:
        'Multiplica el numerador y el denominador por {factor} para que el denominador sea un cuadrado perfecto, y luego extrae el mayor factor que es cuadrado perfecto, {square}',
      pointsRootBothLargest:
        'Saca la raíz cuadrada del numerador y del denominador, y luego extrae el mayor factor que es cuadrado perfecto, {square}',
      pointsLargest: 'Extrae el mayor factor que es cuadrado perfecto, {square}',
    },
    reduce: {
      common: 'Divide el numerador y el denominador entre {common}',
      greatestFactor:
        'Simplifica la fracción: divide el numerador y el denominador entre su máximo común divisor',
      pointsBy: 'Simplifica la fracción: divide el numerador y el denominador entre {divisor}',
      pointsLowest: 'Escribe la pendiente como fracción irreducible',
    },
    decimals: {
      large:
        'La raíz cuadrada es demasiado grande para simplificarla, así que las soluciones se dan en decimales, cada una el número de doble precisión más cercano a la raíz exacta',
    },
    imaginary: {
      negativeRoot: '{root} no es un número real; en los números complejos {work}, con i = √(−1)',
      i: 'En los números complejos, la raíz cuadrada de un número negativo es imaginaria (i = √(−1))',
      pure: 'En los números complejos, la raíz cuadrada de un número negativo es imaginaria: {unknown} = ±√({square}) = ±{root}',
      shifted:
        'En los números complejos, la raíz cuadrada de un número negativo es imaginaria: {shifted} = ±√({square}), así que {unknown} = {roots}',
      shiftedPure:
        'En los números complejos, la raíz cuadrada de un número negativo es imaginaria: {shifted} = ±√({square}), así que {unknown} = ±{root}',
    },
    iSquared: {
      unitSquared: 'Calcula usando i² = −1 (i es la unidad imaginaria)',
      complexWorkOut: 'Calcula',
    },
    modulus: {
      distance: 'El módulo es la distancia a 0: |a + bi| = √(a² + b²)',
    },
    argument: {
      angle:
        'El argumento es el ángulo desde el semieje real positivo hasta el punto {point}, entre −π y π: tg θ = b/a en el cuadrante del punto',
    },
    polar: {
      polarForm: 'La forma polar r(cos θ + i sen θ)',
    },
    conjugate: {
      signChanges: 'El conjugado de a + bi es a − bi: cambia el signo de la parte imaginaria',
    },
    deMoivre: {
      first:
        'En los números complejos, {equation} tiene {count} soluciones, {circle} para θ = {angle}, k = {ks}: por la fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} en esos ángulos. Las que no son reales van en pares de conjugados',
      firstExact:
        'En los números complejos, {equation} tiene {count} soluciones, {circle} para θ = {angle}, k = {ks}: por la fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} en esos ángulos. Las que no son reales van en pares de conjugados: {polar} = {pair}',
      firstPure:
        'En los números complejos, {equation} tiene {count} soluciones, {circle} para θ = {angle}, k = {ks}: por la fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} en esos ángulos. Las que no son reales van en pares de conjugados: {polar} = ±{root}',
      next: 'El siguiente par de conjugados',
      nextExact: 'El siguiente par de conjugados: {polar} = {pair}',
      nextPure: 'El siguiente par de conjugados: {polar} = ±{root}',
    },
    noOther: {
      none: 'No hay más soluciones reales',
    },
  },
  reasons: {
    commonFactor: ['Factor común', 'la propiedad distributiva ab + ac = a(b + c), leída al revés'],
    sumProduct: ['Suma y producto', '(x + p)(x + q) = x² + (p + q)x + pq'],
    acMethod: [
      'Método ac',
      'descomponer así el término central permite agrupar los términos por parejas',
    ],
    grouping: [
      'Agrupación',
      'cada pareja tiene un factor común, y el paréntesis que queda es común a las dos',
    ],
    squareTrinomial: ['Cuadrado perfecto', '(a ± b)² = a² ± 2ab + b²'],
    squares: ['Diferencia de cuadrados', '(a − b)(a + b) = a² − b²'],
    cubes: [
      'Suma o diferencia de cubos',
      'al desarrollar (a ± b)(a² ∓ ab + b²) se obtiene a³ ± b³',
    ],
    rationalRoot: [
      'Teorema de las raíces racionales',
      'una raíz p/q irreducible tiene p divisor del término independiente y q divisor del coeficiente principal; una raíz r da un factor x − r',
    ],
    synthetic: [
      'Regla de Ruffini',
      'al dividir entre x − r, con r una raíz, queda el otro factor y resto 0',
    ],
    irreducible: ['', 'un factor con coeficientes racionales daría una raíz racional, y no la hay'],
    divides: ['', 'un divisor que deja resto 0 es un factor'],
    factored: ['', 'al multiplicar de nuevo los factores se obtiene la expresión original'],
    discriminant: [
      'Discriminante',
      'b² − 4ac está bajo la raíz en la fórmula cuadrática: decide cómo son las raíces',
    ],
    noRealRoot: ['', 'un número negativo no tiene raíz cuadrada real'],
    formula: [
      'Fórmula cuadrática',
      'completar el cuadrado en ax² + bx + c = 0 da x = (−b ± √(b² − 4ac))/(2a)',
    ],
    completeSquare: [
      'Completar el cuadrado',
      'x² + bx + (b/2)² = (x + b/2)², y sumar (b/2)² en ambos miembros mantiene la igualdad',
    ],
    squareRoot: [
      'Raíz cuadrada en ambos miembros',
      'si u² = k (k > 0), entonces u = √k o u = −√k: ambos al cuadrado dan k',
    ],
    plusMinus: ['', '± representa dos números, uno con + y otro con −'],
    doubleRoot: ['', 'sumar o restar 0 da el mismo número, así que hay una sola raíz'],
    squareZero: ['', 'un cuadrado es 0 solo cuando lo que se eleva al cuadrado es 0'],
    squarePositive: ['', 'el cuadrado de un número real nunca es negativo'],
    simplifyRoot: ['', '√(a²b) = a√b, porque la raíz de un producto es el producto de las raíces'],
    reduce: [
      '',
      'dividir el numerador y el denominador entre el mismo número no cambia el valor de una fracción',
    ],
    decimals: [
      '',
      'la raíz exacta es demasiado larga para simplificarla, así que se da su decimal más cercano',
    ],
    imaginary: ['', 'con i = √(−1), un número negativo −k tiene las raíces cuadradas ±i√k'],
    iSquared: [
      '',
      'i² = −1; por lo demás, los números complejos siguen las reglas habituales del álgebra',
    ],
    modulus: ['Módulo', 'por el teorema de Pitágoras, a + bi está a √(a² + b²) de 0'],
    argument: ['Argumento', 'el punto (a, b) está en el ángulo θ con tg θ = b/a, en su cuadrante'],
    polar: ['Forma polar', 'un punto a distancia r de 0 en el ángulo θ es r(cos θ + i sen θ)'],
    conjugate: ['Conjugado', 'la simetría de a + bi respecto del eje real da a − bi'],
    deMoivre: ['Teorema de De Moivre', '(r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ)'],
    noOther: ['', 'los factores que quedan no tienen ceros reales'],
  },
};
