/**
 * Spanish words of the solver's steps on tangents, inverse functions, ranges, stationary points,
 * derivatives, integrals and limits, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishCalculus: Notes = {
  forms: {
    tangentSlope: {
      derivativeThere:
        'La pendiente de la curva en {unknown} = {value} es la derivada en ese punto',
    },
    perpendicular: {
      normalVertical:
        'La tangente es horizontal, así que la normal, perpendicular a ella, es la recta vertical que pasa por el punto',
      normalSlope:
        'La normal es perpendicular a la tangente: su pendiente es −1 entre la de la tangente',
    },
    pointSlope: {
      through:
        'La recta que pasa por {point} con pendiente {slope}: y − y₁ = m({unknown} − {unknown}₁)',
    },
    swapXY: {
      write: 'Escribe y = {function} e intercambia {unknown} e y',
    },
    rangeAll: {
      line: 'Una recta que no es horizontal toma todos los valores',
      odd: 'Un polinomio de grado impar va de −∞ a ∞ y toma todos los valores por el camino',
    },
    rangeMonotone: {
      negative: 'Multiplicar por un número negativo invierte el orden de los valores',
      positive: 'Multiplicar por un número positivo y sumar mantienen el orden de los valores',
      root: 'Una raíz cuadrada está definida de 0 en adelante y mantiene el orden de los valores',
      powerKeeps:
        '{base} elevado a una potencia siempre es mayor que 0 y mantiene el orden de los valores',
      powerReverses:
        '{base} elevado a una potencia siempre es mayor que 0 e invierte el orden de los valores',
      logKeeps:
        'Un logaritmo está definido para valores mayores que 0 y mantiene el orden de los valores',
      logReverses:
        'Un logaritmo está definido para valores mayores que 0 e invierte el orden de los valores',
      odd: 'Una potencia impar mantiene el orden de los valores',
    },
    rangeReciprocal: {
      turned:
        'Un inverso nunca es 0; invierte el orden de los valores de un mismo signo y es grande donde estos están cerca de 0',
    },
    stationary: {
      flat: 'En un punto estacionario la tangente es horizontal: la derivada es 0',
      none: 'La derivada nunca es 0, así que no hay puntos estacionarios',
    },
    derivativeSign: {
      rises:
        'Prueba {unknown} = {value}: la derivada es positiva, así que la función crece para {where}',
      falls:
        'Prueba {unknown} = {value}: la derivada es negativa, así que la función decrece para {where}',
      risesAll:
        'Prueba {unknown} = {value}: la derivada es positiva, así que la función crece para todo {unknown}',
      fallsAll:
        'Prueba {unknown} = {value}: la derivada es negativa, así que la función decrece para todo {unknown}',
    },
    firstDerivativeTest: {
      maximum: 'La derivada pasa de + a − en {unknown} = {value}: un máximo relativo',
      minimum: 'La derivada pasa de − a + en {unknown} = {value}: un mínimo relativo',
      inflection:
        'La derivada tiene el mismo signo a ambos lados de {unknown} = {value}: un punto de inflexión estacionario',
    },
    sum: {
      terms: 'Regla de la suma: deriva término a término',
    },
    constantMultiple: {
      negate: 'Regla del factor constante: d/dx(−f) = −f′',
      times: 'Regla del factor constante: d/dx(c·f) = c·f′',
      divide: 'Regla del factor constante: d/dx(f/c) = f′/c',
    },
    product: {
      two: 'Regla del producto: d/dx(uv) = u′v + uv′',
      many: 'Regla del producto: deriva un factor cada vez y suma',
    },
    quotient: {
      quotient: 'Regla del cociente: d/dx(u/v) = (u′v − uv′)/v²',
    },
    power: {
      power: 'Regla de la potencia: d/dx xⁿ = n·xⁿ⁻¹',
      root: 'Escribe la raíz como potencia: {root} = {power}. Regla de la potencia: d/dx xⁿ = n·xⁿ⁻¹',
    },
    chain: {
      ln: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada de ln: d/dx ln(u) = 1/u)',
      log: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada de un logaritmo: d/dx log_b(u) = 1/(u·ln(b)))',
      sin: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada del seno: d/dx sen(u) = cos(u))',
      cos: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada del coseno: d/dx cos(u) = −sen(u))',
      tan: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada de la tangente: d/dx tg(u) = 1/cos²(u))',
      exp: 'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada de la exponencial: d/dx eᵘ = eᵘ)',
      expBase:
        'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (derivada de una exponencial: d/dx aᵘ = aᵘ·ln(a))',
      power:
        'Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (regla de la potencia: d/dx uⁿ = n·uⁿ⁻¹)',
      rootPower:
        'Escribe la raíz como potencia: {root} = {power}. Regla de la cadena: d/dx f(u) = f′(u)·u′, con u = {u} (regla de la potencia: d/dx uⁿ = n·uⁿ⁻¹)',
    },
    standard: {
      ln: 'Derivada de ln: d/dx ln(u) = 1/u',
      log: 'Derivada de un logaritmo: d/dx log_b(u) = 1/(u·ln(b))',
      sin: 'Derivada del seno: d/dx sen(u) = cos(u)',
      cos: 'Derivada del coseno: d/dx cos(u) = −sen(u)',
      tan: 'Derivada de la tangente: d/dx tg(u) = 1/cos²(u)',
      exp: 'Derivada de la exponencial: d/dx eᵘ = eᵘ',
      expBase: 'Derivada de una exponencial: d/dx aᵘ = aᵘ·ln(a)',
    },
    constant: {
      unknown: 'La derivada de {unknown} respecto de {unknown} es 1',
      constant: 'La derivada de una constante es 0',
    },
    second: {
      derivative: 'La derivada segunda es la derivada de la derivada primera',
    },
    linearity: {
      sum: 'Linealidad: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, así que integra término a término',
      factor: 'Linealidad: un factor constante sale fuera, ∫k·f d{unknown} = k∫f d{unknown}',
    },
    integralConstant: {
      constant: 'Regla de la constante: ∫k d{unknown} = k{unknown} + C',
    },
    integralPower: {
      power:
        'Regla de la potencia: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, aquí con n = {n}',
    },
    integral: {
      reciprocal: 'Integral inmediata: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
      exp: 'Integral inmediata: ∫e^{unknown} d{unknown} = e^{unknown} + C',
      base: 'Integral inmediata: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
      sin: 'Integral inmediata: ∫sen({unknown}) d{unknown} = −cos({unknown}) + C',
      cos: 'Integral inmediata: ∫cos({unknown}) d{unknown} = sen({unknown}) + C',
      tan: 'Integral inmediata: ∫tg({unknown}) d{unknown} = −ln|cos({unknown})| + C',
      sec2: 'Integral inmediata: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tg({unknown}) + C',
      csc2: 'Integral inmediata: ∫cosec²({unknown}) d{unknown} = ∫1/sen²({unknown}) d{unknown} = −cotg({unknown}) + C = −cos({unknown})/sen({unknown}) + C',
    },
    oneC: {
      add: 'Suma los resultados, con una sola constante de integración C',
    },
    uSub: {
      one: 'Cambio de variable {letter} = {u}, así que d{letter} = {du} d{unknown}: escribe el integrando en función de {letter}',
      bracket:
        'Cambio de variable {letter} = {u}, así que d{letter} = ({du}) d{unknown}: escribe el integrando en función de {letter}',
    },
    putBack: {
      back: 'Deshaz el cambio: {letter} = {u}',
    },
    parts: {
      parts:
        'Integración por partes: ∫u dv = uv − ∫v du, con u = {u}, así que du = {du} d{unknown}, y dv = {dv} d{unknown}, así que v = {v}',
      together: 'Junta las partes',
    },
    partialFractions: {
      each: 'Fracciones simples: una constante sobre cada factor',
      eachRepeated:
        'Fracciones simples: una constante sobre cada factor y sobre cada potencia de un factor repetido',
    },
    coefficients: {
      agree:
        'Multiplica ambos miembros por {denominator}: los coeficientes de cada potencia de {unknown} deben coincidir',
    },
    numerators: {
      solve: 'Halla los numeradores',
    },
    powerReduction: {
      sin: 'Reducción de potencias: sen²u = (1 − cos 2u)/2',
      cos: 'Reducción de potencias: cos²u = (1 + cos 2u)/2',
    },
    ftc: {
      atLimits:
        'Evalúa la primitiva F({unknown}) = {antiderivative} en los límites: la integral es F({upper}) − F({lower})',
      converges: 'F en el extremo superior menos F en el extremo inferior: la integral converge',
      partConverges: 'Esta parte converge: F en su extremo superior menos F en su extremo inferior',
    },
    improper: {
      split:
        'Divide la integral donde el integrando no está definido; converge solo si converge cada parte',
      oscillates:
        'F({unknown}) = {antiderivative} no tiene límite cuando {unknown} → {point}: sigue oscilando',
      limit: 'El límite de F({unknown}) = {antiderivative} cuando {unknown} → {point}',
      limitSide: 'El límite de F({unknown}) = {antiderivative} cuando {unknown} → {point}{side}',
      diverges:
        'Así que {part} diverge, y con ella toda la integral: una integral definida converge solo cuando la primitiva tiene límite finito en cada extremo de cada parte',
      sum: 'Todas las partes convergen, así que la integral converge a su suma',
    },
    reversed: {
      minus:
        'Los límites están en orden decreciente: la integral es la opuesta de la integral en el otro sentido',
    },
    undefinedAt: {
      improper:
        '{subject} no está definido en {unknown} = {value}, porque ahí {zero} es 0: {integrand} no está definido en un punto del intervalo, así que la integral es impropia ahí',
    },
    direct: {
      defined: 'La función está definida en {unknown} = {value}: sustituye',
    },
    cancelLimit: {
      common:
        'Al sustituir se obtiene 0/0: simplifica el factor común {factor} del numerador y del denominador',
    },
    lHopital: {
      zeroOverZero:
        "La indeterminación 0/0: por la regla de L'Hôpital, el límite es el de la derivada del numerador entre la derivada del denominador",
      infinityOverInfinity:
        "La indeterminación ∞/∞: por la regla de L'Hôpital, el límite es el de la derivada del numerador entre la derivada del denominador",
    },
    unbounded: {
      signAbove:
        'Ahí el denominador es 0 y el numerador no: la función crece sin límite, con el signo que tiene justo a la derecha del punto',
      signBelow:
        'Ahí el denominador es 0 y el numerador no: la función crece sin límite, con el signo que tiene justo a la izquierda del punto',
      signBoth:
        'Ahí el denominador es 0 y el numerador no: la función crece sin límite, con el signo que tiene a ambos lados del punto',
      sidesDiffer:
        'Ahí el denominador es 0 y el numerador no: el límite no existe, porque la función tiende a {left} por la izquierda y a {right} por la derecha',
    },
    expLimit: {
      rewrite:
        'La indeterminación 1^∞: escríbela como e^(v·ln(u)) y halla el límite del exponente {exponent}, como un cociente',
      power: 'Así que el límite es e elevado a ese exponente',
    },
    limitPower: {
      grows:
        'Una potencia de {base} sigue a su exponente: un exponente que crece la hace crecer, uno que decrece la lleva a 0',
      follows: 'Una potencia de {base} sigue a su exponente: tiende a esa potencia del límite',
    },
    limitFactor: {
      keeps: 'Un factor constante {factor} la mantiene no acotada, con su signo',
    },
    toZero: {
      numberOver: 'Un número dividido entre una cantidad que crece sin límite tiende a 0',
    },
    degrees: {
      graphLower:
        'El numerador tiene menor grado que el denominador, así que lejos del origen la función tiende a 0',
      graphEqual:
        'Los grados son iguales, así que lejos del origen la función tiende al cociente de los coeficientes principales',
      limitLower: 'El denominador tiene mayor grado, así que el cociente tiende a 0',
      limitConstant: 'Una constante es su propio límite',
      limitPolynomial: 'Un polinomio crece sin límite, con el signo de su término principal ahí',
      limitEqual:
        'El numerador y el denominador tienen el mismo grado: el límite es el cociente de sus coeficientes principales',
      limitHigher:
        'El numerador tiene mayor grado, así que el cociente crece sin límite, con el signo de su término principal ahí',
    },
    oscillates: {
      round:
        '{inner} crece sin límite, así que {function} recorre una y otra vez los valores de la circunferencia unidad: el límite no existe',
    },
    absSide: {
      above: 'Justo a la derecha de {unknown} = {value}, {sign}, así que {open}',
      below: 'Justo a la izquierda de {unknown} = {value}, {sign}, así que {open}',
    },
    twoSides: {
      differ: 'Los límites laterales son distintos, así que el límite no existe',
    },
    logToZero: {
      positive:
        '{inside} tiende a 0 por valores positivos, y el logaritmo de un número positivo pequeño es un número negativo grande',
    },
  },
  reasons: {
    tangentSlope: [
      'Pendiente de la tangente',
      'la derivada en un punto es la pendiente de la curva ahí, y la tangente tiene la misma pendiente',
    ],
    perpendicular: [
      'Pendientes perpendiculares',
      'girar una recta un cuarto de vuelta intercambia su avance vertical y horizontal y cambia un signo, así que el producto de pendientes perpendiculares es −1',
    ],
    pointSlope: [
      'Ecuación punto-pendiente',
      'una recta de pendiente m que pasa por (x₁, y₁) sube m(x − x₁) desde y₁ entre x₁ y x',
    ],
    swapXY: [
      'Inversa intercambiando x e y',
      'f⁻¹ deshace f: y = f(x) exactamente cuando x = f⁻¹(y), así que al intercambiar x e y y despejar y se obtiene f⁻¹',
    ],
    rangeAll: ['', 'una función sin saltos que va de −∞ a ∞ pasa por todos los valores del camino'],
    rangeMonotone: [
      '',
      'una función que solo crece mantiene el orden de los valores, y una que solo decrece lo invierte, así que los extremos de los valores van a los extremos',
    ],
    rangeReciprocal: [
      '',
      '1/y nunca es 0, está cerca de 0 donde y es grande y es grande donde y está cerca de 0, e invierte el orden de los valores de un mismo signo',
    ],
    stationary: [
      'Punto estacionario',
      'la derivada es la pendiente de la tangente, y en un punto estacionario la tangente es horizontal',
    ],
    derivativeSign: [
      '',
      'donde la derivada es positiva la gráfica sube, y donde es negativa baja; solo puede cambiar de signo donde vale 0',
    ],
    firstDerivativeTest: [
      'Criterio de la derivada primera',
      'subir y luego bajar da un máximo relativo, bajar y luego subir un mínimo relativo, y no cambiar de dirección un punto de inflexión',
    ],
    sum: ['Regla de la suma', 'la derivada de una suma es la suma de las derivadas'],
    constantMultiple: [
      'Regla del factor constante',
      'un factor constante se queda delante: (c·f)′ = c·f′',
    ],
    product: ['Regla del producto', 'el cambio de cada factor contribuye: (uv)′ = u′v + uv′'],
    quotient: [
      'Regla del cociente',
      '(u/v)′ = (u′v − uv′)/v², la regla del producto aplicada a u·(1/v)',
    ],
    power: [
      'Regla de la potencia',
      'cada uno de los n factores x de xⁿ, al variar, añade xⁿ⁻¹ a la tasa de cambio',
    ],
    chain: ['Regla de la cadena', 'la tasa de cambio de f(u) es la de f en u por la de u'],
    standard: [
      '',
      'una derivada elemental, obtenida una vez a partir de la definición de derivada',
    ],
    constant: ['', 'una constante no cambia, así que su tasa de cambio es 0; x cambia con tasa 1'],
    second: ['', 'la derivada segunda es la derivada de la derivada'],
    linearity: [
      'Linealidad',
      'la integral de una suma es la suma de las integrales, y las constantes salen fuera',
    ],
    integralConstant: ['Regla de la constante', 'la derivada de kx es k'],
    integralPower: ['Regla de la potencia', 'la derivada de xⁿ⁺¹/(n + 1) es xⁿ (n ≠ −1)'],
    integral: ['Integral inmediata', 'al derivar el resultado se obtiene de nuevo el integrando'],
    oneC: [
      '',
      'las primitivas se diferencian en una constante, así que una sola C las representa a todas',
    ],
    uSub: ['Cambio de variable', 'la regla de la cadena al revés: ∫g(u)·u′ dx = ∫g(u) du'],
    putBack: [
      '',
      'u representa una expresión en x, así que la respuesta se vuelve a escribir en x',
    ],
    parts: ['Integración por partes', 'la regla del producto al revés: ∫u dv = uv − ∫v du'],
    partialFractions: [
      'Fracciones simples',
      'una fracción cuyo denominador es un producto de factores lineales es una suma de constantes sobre esos factores y sus potencias',
    ],
    coefficients: [
      'Identificación de coeficientes',
      'dos polinomios son iguales para todo x solo cuando coinciden los coeficientes de cada potencia de x',
    ],
    numerators: [
      '',
      'igualar los coeficientes da una ecuación lineal por cada potencia de x, y juntas determinan cada numerador',
    ],
    powerReduction: [
      'Reducción de potencias',
      'cos 2u = 1 − 2sen²u = 2cos²u − 1, así que sen²u = (1 − cos 2u)/2 y cos²u = (1 + cos 2u)/2',
    ],
    ftc: [
      'Teorema fundamental del cálculo',
      'la integral de a a b es F(b) − F(a) para una primitiva F',
    ],
    improper: [
      'Integral impropia',
      'una integral que atraviesa un punto donde se dispara es el límite de integrales que se detienen antes de él',
    ],
    reversed: ['', 'intercambiar los límites cambia el signo de una integral'],
    undefinedAt: ['', 'una integral necesita que su integrando esté definido en todo el intervalo'],
    direct: [
      'Sustitución directa',
      'una función construida con piezas continuas tiende a su valor donde está definida',
    ],
    cancelLimit: [
      '',
      'un límite depende de los valores cerca del punto, no en él, así que un factor común se simplifica',
    ],
    lHopital: [
      'Regla de L’Hôpital',
      'en 0/0 o ∞/∞, f/g tiende al límite de f′/g′ cuando este existe',
    ],
    unbounded: ['', 'dividir entre una cantidad cercana a 0 da una que crece sin límite'],
    expLimit: [
      '',
      'uᵛ = e^(v·ln u), y eˣ es continua, así que el límite se puede calcular en el exponente',
    ],
    limitPower: ['', 'una potencia de base fija sigue a su exponente'],
    limitFactor: [
      '',
      'un factor constante distinto de 0 mantiene no acotada una cantidad, con su signo',
    ],
    toZero: ['', 'un número fijo entre una cantidad que crece sin límite tiende a 0'],
    degrees: [
      '',
      'lejos del origen, las potencias mayores del numerador y del denominador deciden el límite',
    ],
    oscillates: [
      '',
      'un límite es un único número en el que se estabilizan los valores, y unos valores que no dejan de oscilar entre −1 y 1 no se estabilizan en ninguno',
    ],
    absSide: ['', '|u| = u donde u ≥ 0 y |u| = −u donde u < 0'],
    twoSides: [
      '',
      'un límite existe solo cuando los límites por la izquierda y por la derecha son el mismo número',
    ],
    logToZero: [
      '',
      'ln u = k significa u = eᵏ, y eᵏ está cerca de 0 solo para k negativo y grande',
    ],
  },
};
