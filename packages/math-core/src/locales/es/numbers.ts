/**
 * Spanish words of the solver's steps on working out, fractions of a whole, percentages,
 * statistics, primes, units, shapes, sequences, with ./index.ts joining every part.
 */
import { unitTerms } from '../../math/catalogue/answers';
import type { Notes } from '../../math/catalogue/types';
import { spanishUnitNames } from './answers';

export const spanishNumbers: Notes = {
  forms: {
    operations: {
      add: 'Suma',
      addWorked: 'Suma: {work}',
      subtract: 'Resta',
      subtractWorked: 'Resta: {work}',
      multiply: 'Multiplica',
      multiplyWorked: 'Multiplica: {work}',
      divide: 'Divide',
      divideWorked: 'Divide: {work}',
      power: 'Calcula la potencia',
      powerWorked: 'Calcula la potencia: {work}',
      root: 'Calcula la raíz',
      rootWorked: 'Calcula la raíz: {work}',
      decimal: 'Escribe el decimal como fracción',
      decimalWorked: 'Escribe el decimal como fracción: {work}',
      surdsAdd: 'Agrupa los radicales semejantes: suma los coeficientes',
      surdsAddWorked: 'Agrupa los radicales semejantes: suma los coeficientes: {work}',
      surdsSubtract: 'Agrupa los radicales semejantes: resta los coeficientes',
      surdsSubtractWorked: 'Agrupa los radicales semejantes: resta los coeficientes: {work}',
      termsAdd: 'Agrupa los términos semejantes: suma los coeficientes',
      termsAddWorked: 'Agrupa los términos semejantes: suma los coeficientes: {work}',
      termsSubtract: 'Agrupa los términos semejantes: resta los coeficientes',
      termsSubtractWorked: 'Agrupa los términos semejantes: resta los coeficientes: {work}',
      smallFactorial: '0! = 1 y 1! = 1: hay una sola forma de ordenar ningún objeto o uno solo',
      smallFactorialWorked:
        '0! = 1 y 1! = 1: hay una sola forma de ordenar ningún objeto o uno solo: {work}',
      factorial: 'Un factorial multiplica los números naturales desde 1 hasta él',
      factorialWorked: 'Un factorial multiplica los números naturales desde 1 hasta él: {work}',
      choose: 'Elegir k de n: C(n, k) = n!/(k!(n − k)!), simplificando el factorial mayor',
      chooseWorked:
        'Elegir k de n: C(n, k) = n!/(k!(n − k)!), simplificando el factorial mayor: {work}',
      minus: 'Escribe el signo menos delante',
      minusWorked: 'Escribe el signo menos delante: {work}',
      absolute: 'El valor absoluto de un número es su distancia a 0',
      absoluteWorked: 'El valor absoluto de un número es su distancia a 0: {work}',
      other: 'Calcula',
      otherWorked: 'Calcula: {work}',
      eToLn: 'e elevado a una potencia deshace ln: e^(k·ln(a)) = aᵏ',
      zeroPower: 'Cualquier número distinto de 0 elevado a 0 es 1',
      byReciprocal: 'Dividir entre {divisor} es multiplicar por su inverso, {reciprocal}',
      simplify: 'Simplifica',
      innermostFirst: 'Haz las operaciones, empezando por las más internas',
      trigPutIn: 'Sustituye el valor',
      shapeHalfPerimeter: 'p es el semiperímetro',
      shapeWorkOut: 'Calcula',
    },
    simplest: {
      alreadySimplest: 'Ya está en su forma más simple',
      expanded: 'Ya está desarrollada y simplificada',
      monomial: 'Un solo término ya está factorizado: un número por una potencia',
      noCommon: 'El numerador y el denominador no tienen ningún factor común',
      noIdentity: 'Ninguna identidad lo acorta: ya está en su forma más simple',
    },
    mixedNumber: {
      toImproper: 'Escribe el número mixto como fracción impropia',
      toMixed: 'Escribe la fracción impropia como número mixto',
    },
    percent: {
      outOf: 'Por ciento significa de cada 100',
      outOfWorked: 'Por ciento significa de cada 100: {work}',
      hundredths: '{rate}% significa {rate} centésimas',
    },
    percentOf: {
      multiplyBy: 'Multiplica por {whole}',
      callItX: 'Llama x al número: el {rate}% de x es {part}',
      rateOfWhole: 'El {rate}% de {whole}',
    },
    partOfWhole: {
      partOverWhole: 'Divide la parte entre el total',
    },
    toPercent: {
      times100:
        'Multiplica por 100 para escribirlo como porcentaje: {part} es el {percent} de {whole}',
    },
    change: {
      addTo: 'Súmalo a {whole}',
      takeFrom: 'Réstalo de {whole}',
    },
    mean: {
      addValues: 'Suma los {count} valores',
      sumOverCount: 'Media: la suma dividida entre el número de valores',
    },
    median: {
      middleValue: 'Mediana: el valor central de los {count} valores ordenados',
      middlePair:
        'Mediana: el punto medio entre los dos valores centrales de los {count} valores ordenados',
    },
    mode: {
      noMode: 'Moda: todos los valores aparecen el mismo número de veces, así que no hay moda',
      value: 'Moda: el valor que más se repite ({times} veces)',
      values: 'Moda: los valores que más se repiten ({times} veces)',
    },
    range: {
      largestMinusSmallest: 'Rango: el valor mayor menos el menor',
    },
    variance: {
      population:
        'Varianza poblacional: la media de los cuadrados de las desviaciones respecto a la media',
    },
    sd: {
      population: 'Desviación típica poblacional: la raíz cuadrada de la varianza',
      sample: 'Desviación típica muestral: la raíz cuadrada de la varianza muestral',
    },
    sampleVariance: {
      divisor: 'Varianza muestral: divide entre n − 1 = {divisor}',
    },
    sorted: {
      values: 'Ordena los valores',
    },
    primes: {
      prime: '{value} es primo: ningún número de 2 a √{value} lo divide',
      divide: 'Divide una y otra vez entre el menor primo',
      group: 'Agrupa los primos iguales en potencias',
      of: 'Factores primos de {value}',
    },
    gcd: {
      shared: 'M.C.D. de {values}: cada primo común, con su menor exponente',
    },
    lcm: {
      every: 'm.c.m. de {values}: cada primo que aparece, con su mayor exponente',
    },
    convert: {
      temperature: 'Convierte {from:unitMany} a {to:unitMany}',
      factor: 'Multiplica por el número de {to:unitMany} que hay en 1 {from:unitOne}',
      to: 'a {unit}',
    },
    measureFormula: {
      circleArea: 'El área de un círculo',
      circlePerimeter: 'La longitud de una circunferencia',
      squareArea: 'El área de un cuadrado',
      squarePerimeter: 'El perímetro de un cuadrado',
      rectangleArea: 'El área de un rectángulo',
      rectanglePerimeter: 'El perímetro de un rectángulo',
      triangleArea: 'El área de un triángulo',
      triangleAreaSides: 'El área de un triángulo',
      trianglePerimeter: 'El perímetro de un triángulo',
      parallelogramArea: 'El área de un paralelogramo',
      trapezoidArea: 'El área de un trapecio',
      sphereVolume: 'El volumen de una esfera',
      sphereSurfaceArea: 'El área de una esfera',
      cylinderVolume: 'El volumen de un cilindro',
      cylinderSurfaceArea: 'El área total de un cilindro',
      coneVolume: 'El volumen de un cono',
      cubeVolume: 'El volumen de un cubo',
      cubeSurfaceArea: 'El área total de un cubo',
      boxVolume: 'El volumen de un ortoedro',
      boxSurfaceArea: 'El área total de un ortoedro',
    },
    arithmeticSequence: {
      found:
        'Cada término es el anterior más el mismo número, la diferencia d: la progresión es aritmética, con primer término {first}',
      next: 'Suma la diferencia {d}',
    },
    geometricSequence: {
      found:
        'Cada término es el anterior por el mismo número, la razón r: la progresión es geométrica, con primer término {first}',
      next: 'Multiplica por la razón {r}',
    },
    nthTerm: {
      arithmetic: 'El término n-ésimo es el primer término más n − 1 veces la diferencia',
      geometric: 'El término n-ésimo es el primer término por la razón n − 1 veces',
    },
    arithmeticSum: {
      formula: 'La suma de los n primeros términos es n/2 × (2a + (n − 1)d)',
      put: 'La suma de los n primeros términos es n/2 × (2a + (n − 1)d): sustituye n = {k}',
    },
    geometricSum: {
      formula: 'La suma de los n primeros términos es a(rⁿ − 1)/(r − 1)',
      put: 'La suma de los n primeros términos es a(rⁿ − 1)/(r − 1): sustituye n = {k}',
    },
    sumToInfinity: {
      ratio: 'La razón está entre −1 y 1, así que la suma de infinitos términos es a/(1 − r)',
    },
    noSumToInfinity: {
      arithmetic:
        'No existe la suma de infinitos términos: la diferencia es {d}, así que los términos no se acercan a 0 y las sumas de más y más términos no se estabilizan en ningún número',
      geometric:
        'No existe la suma de infinitos términos: la razón {r} no está entre −1 y 1, así que los términos no se acercan a 0 y las sumas de más y más términos no se estabilizan en ningún número',
    },
  },
  reasons: {
    operations: [
      'Jerarquía de las operaciones',
      'primero van las operaciones más internas: paréntesis, potencias, × y ÷, y luego + y −',
    ],
    simplest: ['', 'no queda ningún factor común ni factor cuadrado que sacar'],
    mixedNumber: [
      '',
      'una fracción impropia es el número de veces que el denominador cabe en el numerador más la fracción propia que sobra',
    ],
    percent: ['', 'por ciento significa por cada cien: p% = p/100'],
    percentOf: ['', 'el p% de un total es p/100 por el total'],
    partOfWhole: ['', 'la parte dividida entre el total es la fracción del total que representa'],
    toPercent: ['', 'una fracción por 100 es el número de centésimas, un porcentaje'],
    change: ['', 'un aumento suma la cantidad al valor original; una disminución la resta'],
    mean: ['Media', 'la media reparte el total por igual entre los valores'],
    median: [
      'Mediana',
      'la mitad de los valores son como mucho la mediana y la otra mitad como mínimo',
    ],
    mode: ['Moda', 'la moda es el valor que más se repite'],
    range: ['Rango', 'el rango indica cuánto se dispersan los valores'],
    variance: [
      'Varianza',
      'la varianza mide la dispersión: la media de los cuadrados de las distancias a la media',
    ],
    sd: [
      'Desviación típica',
      'la raíz cuadrada de la varianza es la dispersión en las mismas unidades que los valores',
    ],
    sampleVariance: [
      'Varianza muestral',
      'dividir entre n − 1 corrige que la media de la muestra se haya calculado a partir de ella',
    ],
    sorted: ['', 'la mediana y el rango se leen en los valores ordenados'],
    primes: [
      'Descomposición en factores primos',
      'todo número natural mayor que 1 es un único producto de primos',
    ],
    gcd: [
      '',
      'un divisor común solo puede usar cada primo tantas veces como lo tengan todos los números',
    ],
    lcm: [
      '',
      'un múltiplo común necesita cada primo tantas veces como lo tenga cualquiera de los números',
    ],
    convert: ['', 'multiplicar por un factor de conversión cambia la unidad, no la cantidad'],
    measureFormula: ['{formula:shapeRule}', '{formula:shapeWhy}'],
    arithmeticSequence: [
      'Progresión aritmética',
      'cada término es el anterior más el mismo número d, la diferencia',
    ],
    geometricSequence: [
      'Progresión geométrica',
      'cada término es el anterior por el mismo número r, la razón',
    ],
    nthTerm: [
      'Término general',
      'el término n-ésimo está n − 1 pasos después del primero: a + (n − 1)d al sumar d, a·rⁿ⁻¹ al multiplicar por r',
    ],
    arithmeticSum: [
      'Suma de una progresión aritmética',
      'escrita hacia delante y hacia atrás, la suma empareja términos que suman cada par lo mismo que el primero más el último, 2a + (n − 1)d, n veces: el doble de la suma',
    ],
    geometricSum: [
      'Suma de una progresión geométrica',
      'r por la suma es la suma desplazada un término, así que (r − 1)S = a(rⁿ − 1)',
    ],
    sumToInfinity: [
      'Suma de infinitos términos',
      'cuando −1 < r < 1, rⁿ tiende a 0, así que las sumas a(1 − rⁿ)/(1 − r) se acercan a a/(1 − r)',
    ],
    noSumToInfinity: [
      '',
      'las sumas de más y más términos se estabilizan en un número solo cuando los términos se acercan a 0',
    ],
  },
  terms: {
    // The units a conversion names, by id: for one and for many.
    ...unitTerms(spanishUnitNames),
    shapeRule: {
      circleArea: 'Área de un círculo',
      circlePerimeter: 'Longitud de una circunferencia',
      squareArea: 'Área de un cuadrado',
      squarePerimeter: 'Perímetro de un cuadrado',
      rectangleArea: 'Área de un rectángulo',
      rectanglePerimeter: 'Perímetro de un rectángulo',
      triangleArea: 'Área de un triángulo',
      triangleAreaSides: 'Área de un triángulo',
      trianglePerimeter: 'Perímetro de un triángulo',
      parallelogramArea: 'Área de un paralelogramo',
      trapezoidArea: 'Área de un trapecio',
      sphereVolume: 'Volumen de una esfera',
      sphereSurfaceArea: 'Área de una esfera',
      cylinderVolume: 'Volumen de un cilindro',
      cylinderSurfaceArea: 'Área total de un cilindro',
      coneVolume: 'Volumen de un cono',
      cubeVolume: 'Volumen de un cubo',
      cubeSurfaceArea: 'Área total de un cubo',
      boxVolume: 'Volumen de un ortoedro',
      boxSurfaceArea: 'Área total de un ortoedro',
    },
    shapeWhy: {
      circleArea:
        'un círculo cortado en sectores finos se recoloca en un rectángulo de largo πr y alto r',
      circlePerimeter: 'π es la razón entre la longitud de toda circunferencia y su diámetro, 2r',
      squareArea: 'un cuadrado de lado s contiene s filas de s cuadrados unidad',
      squarePerimeter: 'el perímetro es la suma de los cuatro lados iguales',
      rectangleArea: 'un rectángulo contiene w filas de l cuadrados unidad',
      rectanglePerimeter: 'el perímetro es la suma de los cuatro lados: dos largos y dos anchos',
      triangleArea: 'dos copias de un triángulo forman un paralelogramo de la misma base y altura',
      triangleAreaSides:
        'la fórmula de Herón da el área a partir de los tres lados, con p el semiperímetro',
      trianglePerimeter: 'el perímetro es la suma de los tres lados',
      parallelogramArea:
        'cortar un triángulo de un extremo y llevarlo al otro forma un rectángulo de b por h',
      trapezoidArea: 'dos copias de un trapecio, una girada, forman un paralelogramo de base a + b',
      sphereVolume: 'una esfera ocupa dos tercios del cilindro que la rodea, πr² × 2r',
      sphereSurfaceArea:
        'el área de una esfera es cuatro veces la de su círculo máximo, como demostró Arquímedes',
      cylinderVolume: 'el volumen de un prisma es el área de su base, aquí πr², por su altura',
      cylinderSurfaceArea:
        'dos círculos para las bases y la superficie lateral desenrollada en un rectángulo de 2πr por h',
      coneVolume: 'un cono ocupa un tercio del cilindro de la misma base y altura',
      cubeVolume: 'un cubo de arista s contiene s capas de s × s cubos unidad',
      cubeSurfaceArea: 'un cubo tiene seis caras cuadradas de lado s',
      boxVolume: 'un ortoedro contiene h capas de l × w cubos unidad',
      boxSurfaceArea: 'un ortoedro tiene tres pares de caras rectangulares iguales',
    },
  },
};
