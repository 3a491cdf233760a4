/**
 * Spanish words of the solver's steps on trigonometric equations and identities, with ./index.ts
 * joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const spanishTrigonometry: Notes = {
  forms: {
    radians: {
      toDegrees: 'Pasa de radianes a grados: multiplica por 180°/π',
    },
    turn: {
      sinTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su seno es el mismo',
      sinTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su seno es el mismo',
      sinAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su seno es el mismo',
      sinAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su seno es el mismo',
      cosTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su coseno es el mismo',
      cosTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su coseno es el mismo',
      cosAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su coseno es el mismo',
      cosAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su coseno es el mismo',
      tanTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su tangente es la misma',
      tanTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su tangente es la misma',
      tanAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su tangente es la misma',
      tanAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su tangente es la misma',
      secTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su secante es la misma',
      secTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su secante es la misma',
      secAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su secante es la misma',
      secAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su secante es la misma',
      cscTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su cosecante es la misma',
      cscTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su cosecante es la misma',
      cscAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su cosecante es la misma',
      cscAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su cosecante es la misma',
      cotTakeOne:
        'Resta una vuelta completa: el ángulo termina en el mismo lugar, así que su cotangente es la misma',
      cotTakeMany:
        'Resta {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su cotangente es la misma',
      cotAddOne:
        'Suma una vuelta completa: el ángulo termina en el mismo lugar, así que su cotangente es la misma',
      cotAddMany:
        'Suma {turns} vueltas completas: el ángulo termina en el mismo lugar, así que su cotangente es la misma',
    },
    unitCircle: {
      point:
        '{angle} es el punto {point} de la circunferencia unidad: cos es su abscisa y sen su ordenada',
      at: 'En la circunferencia unidad, {equation} en {turn} en',
    },
    reference: {
      sinPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí el seno es positivo',
      sinNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí el seno es negativo',
      cosPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí el coseno es positivo',
      cosNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí el coseno es negativo',
      tanPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la tangente es positiva',
      tanNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la tangente es negativa',
      secPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la secante es positiva',
      secNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la secante es negativa',
      cscPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la cosecante es positiva',
      cscNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la cosecante es negativa',
      cotPositiveThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la cotangente es positiva',
      cotNegativeThere:
        '{angle} está en el cuadrante {quadrant}; ángulo de referencia {reference}; ahí la cotangente es negativa',
      sinSign: 'Seno del ángulo de referencia, con el signo del cuadrante {quadrant}',
      cosSign: 'Coseno del ángulo de referencia, con el signo del cuadrante {quadrant}',
      tanSign: 'Tangente del ángulo de referencia, con el signo del cuadrante {quadrant}',
      secSign: 'Secante del ángulo de referencia, con el signo del cuadrante {quadrant}',
      cscSign: 'Cosecante del ángulo de referencia, con el signo del cuadrante {quadrant}',
      cotSign: 'Cotangente del ángulo de referencia, con el signo del cuadrante {quadrant}',
      sinPositive:
        'El ángulo de referencia es {reference}, porque {value}; el seno es positivo en los cuadrantes I y II, así que en {turn}',
      sinNegative:
        'El ángulo de referencia es {reference}, porque {value}; el seno es negativo en los cuadrantes III y IV, así que en {turn}',
      cosPositive:
        'El ángulo de referencia es {reference}, porque {value}; el coseno es positivo en los cuadrantes I y IV, así que en {turn}',
      cosNegative:
        'El ángulo de referencia es {reference}, porque {value}; el coseno es negativo en los cuadrantes II y III, así que en {turn}',
      tanPositive:
        'El ángulo de referencia es {reference}, porque {value}; la tangente es positiva en los cuadrantes I y III, así que en {turn}',
      tanNegative:
        'El ángulo de referencia es {reference}, porque {value}; la tangente es negativa en los cuadrantes II y IV, así que en {turn}',
    },
    special: {
      firstQuadrant:
        '{angle} está en el cuadrante I, donde todas las razones son positivas: el valor exacto en {angle}',
      byUnitCircle: 'El valor exacto en un ángulo notable (circunferencia unidad)',
      byReference: 'El valor exacto en un ángulo notable (ángulo de referencia)',
    },
    trigRange: {
      between: '{equation} no tiene solución: {call} está entre −1 y 1 para todo {unknown}',
      sec: 'sec({angle}) = 1/cos({angle}) y cos está entre −1 y 1, así que |sec({angle})| ≥ 1 dondequiera que esté definida: {equation} no tiene solución',
      csc: 'cosec({angle}) = 1/sen({angle}) y sen está entre −1 y 1, así que |cosec({angle})| ≥ 1 dondequiera que esté definida: {equation} no tiene solución',
      rangeEvery: '{function} de cualquier ángulo toma todos los valores de −1 a 1',
      rangeTan: 'tg toma todos los valores en cada media vuelta entre sus asíntotas',
    },
    period: {
      noneIn: 'Ninguna solución está en {interval}',
      within:
        'Las soluciones con {interval}: cada solución de una vuelta, desplazada en vueltas completas ({turn}) hasta el intervalo',
      together: 'Junta las familias: toda solución está en una de ellas',
      sin: 'El seno se repite cada {period}: todas las soluciones, para cualquier entero k',
      cos: 'El coseno se repite cada {period}: todas las soluciones, para cualquier entero k',
      tan: 'La tangente se repite cada {period}: todas las soluciones, para cualquier entero k',
      sinFor:
        'El seno se repite cada {period}: todas las soluciones para {angle}, para cualquier entero k',
      cosFor:
        'El coseno se repite cada {period}: todas las soluciones para {angle}, para cualquier entero k',
      tanFor:
        'La tangente se repite cada {period}: todas las soluciones para {angle}, para cualquier entero k',
    },
    inverse: {
      sin: '{equation} no tiene un ángulo con valor exacto: el arcoseno da {angle}, y {half} menos él da el otro ángulo en {turn}, con {digits} cifras significativas',
      cos: '{equation} no tiene un ángulo con valor exacto: el arcocoseno da {angle}, y {full} menos él da el otro ángulo en {turn}, con {digits} cifras significativas',
      tan: '{equation} no tiene un ángulo con valor exacto: el arcotangente da {angle}, y sumando {half} se obtiene el otro ángulo en {turn}, con {digits} cifras significativas',
    },
    pythagorean: {
      trigWrite: 'Usa sen² + cos² = 1: {identities}',
      trigLeave: 'Usa la identidad pitagórica: {identity}, para que solo quede {call}',
      identity: 'Identidad pitagórica: {identities}',
      leftIdentity: 'Primer miembro. Identidad pitagórica: {identities}',
      rightIdentity: 'Segundo miembro. Identidad pitagórica: {identities}',
    },
    quotientIdentity: {
      trigWrite: 'Escribe tg y cotg en función de sen y cos: {identities}',
      identity: 'Identidad del cociente: {identities}',
      leftIdentity: 'Primer miembro. Identidad del cociente: {identities}',
      rightIdentity: 'Segundo miembro. Identidad del cociente: {identities}',
    },
    reciprocalIdentity: {
      trigWrite: 'Escribe sec y cosec en función de sen y cos: {identities}',
      identity: 'Identidad recíproca: {identities}',
      leftIdentity: 'Primer miembro. Identidad recíproca: {identities}',
      rightIdentity: 'Segundo miembro. Identidad recíproca: {identities}',
    },
    doubleAngle: {
      identity: 'Identidad del ángulo doble: {identities}',
      trigWrite: 'Escribe el ángulo doble en función del ángulo simple: {identities}',
      trigUse: 'Usa la identidad del ángulo doble: {identity}',
      leftIdentity: 'Primer miembro. Identidad del ángulo doble: {identities}',
      rightIdentity: 'Segundo miembro. Identidad del ángulo doble: {identities}',
    },
    divideByCos: {
      one: 'Donde cos({angle}) = 0, sen({angle}) = ±1 y el primer miembro vale ±{left}, no 0: no se pierde ninguna solución al dividir entre cos({angle}), y {identity}',
      two: 'Donde cos({angle}) = 0, sen({angle}) = ±1 y el primer miembro vale {left}, no 0: no se pierde ninguna solución al dividir entre cos²({angle}), y {identity}',
      odd: 'Donde cos({angle}) = 0, sen({angle}) = ±1 y el primer miembro vale ±{left}, no 0: no se pierde ninguna solución al dividir entre cos^{power}({angle}), y {identity}',
      even: 'Donde cos({angle}) = 0, sen({angle}) = ±1 y el primer miembro vale {left}, no 0: no se pierde ninguna solución al dividir entre cos^{power}({angle}), y {identity}',
    },
    harmonic: {
      oneSine:
        'Escribe {sum} como un solo seno: R = √(a² + b²) = {size}, y el ángulo α con cos α = a/R, sen α = b/R es {alpha}',
    },
    complementary: {
      write:
        'Escribe {given} como {written} del ángulo complementario: {given}(θ) = {written}({quarter} − θ)',
    },
    sameValue: {
      degreesSin:
        'Los ángulos están en grados. sen toma el mismo valor en dos ángulos cuando son iguales o suman media vuelta, salvo vueltas completas',
      radiansSin:
        'Los ángulos están en radianes. sen toma el mismo valor en dos ángulos cuando son iguales o suman media vuelta, salvo vueltas completas',
      bothSin:
        'Los ángulos están en grados (la respuesta también los da en radianes). sen toma el mismo valor en dos ángulos cuando son iguales o suman media vuelta, salvo vueltas completas',
      degreesCos:
        'Los ángulos están en grados. cos toma el mismo valor en dos ángulos cuando son iguales u opuestos, salvo vueltas completas',
      radiansCos:
        'Los ángulos están en radianes. cos toma el mismo valor en dos ángulos cuando son iguales u opuestos, salvo vueltas completas',
      bothCos:
        'Los ángulos están en grados (la respuesta también los da en radianes). cos toma el mismo valor en dos ángulos cuando son iguales u opuestos, salvo vueltas completas',
      degreesTan:
        'Los ángulos están en grados. tg toma el mismo valor en dos ángulos cuando se diferencian en un número entero de medias vueltas',
      radiansTan:
        'Los ángulos están en radianes. tg toma el mismo valor en dos ángulos cuando se diferencian en un número entero de medias vueltas',
      bothTan:
        'Los ángulos están en grados (la respuesta también los da en radianes). tg toma el mismo valor en dos ángulos cuando se diferencian en un número entero de medias vueltas',
    },
    identityHolds: {
      leftNow: 'El primer miembro ya es el segundo: la identidad se cumple para todo {unknown}',
      leftNowWhereOne:
        'El primer miembro ya es el segundo: la identidad se cumple para todo {unknown} tal que {condition}',
      leftNowWhereTwo:
        'El primer miembro ya es el segundo: la identidad se cumple para todo {unknown} tal que {condition} y {also}',
      leftNowWhereMany:
        'El primer miembro ya es el segundo: la identidad se cumple para todo {unknown} tal que {conditions}',
      rightNow: 'El segundo miembro ya es el primero: la identidad se cumple para todo {unknown}',
      rightNowWhereOne:
        'El segundo miembro ya es el primero: la identidad se cumple para todo {unknown} tal que {condition}',
      rightNowWhereTwo:
        'El segundo miembro ya es el primero: la identidad se cumple para todo {unknown} tal que {condition} y {also}',
      rightNowWhereMany:
        'El segundo miembro ya es el primero: la identidad se cumple para todo {unknown} tal que {conditions}',
      bothAre: 'Ambos miembros son {common}: la identidad se cumple para todo {unknown}',
      bothAreWhereOne:
        'Ambos miembros son {common}: la identidad se cumple para todo {unknown} tal que {condition}',
      bothAreWhereTwo:
        'Ambos miembros son {common}: la identidad se cumple para todo {unknown} tal que {condition} y {also}',
      bothAreWhereMany:
        'Ambos miembros son {common}: la identidad se cumple para todo {unknown} tal que {conditions}',
    },
    counterexample: {
      at: 'En {unknown} = {angle} los dos miembros son distintos',
      atBoth: 'En {unknown} = {angle} ({radians}) los dos miembros son distintos',
    },
  },
  reasons: {
    radians: ['', 'π radianes son 180°'],
    turn: [
      '',
      'una vuelta completa termina en el mismo punto de la circunferencia unidad, así que los valores se repiten',
    ],
    unitCircle: ['', 'el punto en el ángulo θ de la circunferencia unidad es (cos θ, sen θ)'],
    reference: [
      'Ángulo de referencia',
      'un ángulo tiene las razones de su ángulo de referencia, con el signo de su cuadrante',
    ],
    special: [
      '',
      'los valores exactos en 30°, 45° y 60° salen de medio cuadrado y de medio triángulo equilátero',
    ],
    trigRange: [
      '',
      'sen y cos son las coordenadas de un punto de la circunferencia unidad, entre −1 y 1',
    ],
    period: ['', 'sen y cos se repiten cada vuelta completa, tg cada media vuelta'],
    inverse: ['', 'la función inversa da un ángulo con ese valor; la simetría da el otro'],
    pythagorean: [
      'Identidad pitagórica',
      'el punto (cos θ, sen θ) está en la circunferencia unidad, de radio 1, así que sen²θ + cos²θ = 1',
    ],
    quotientIdentity: [
      'Identidad del cociente',
      'tg θ = sen θ/cos θ y cotg θ = cos θ/sen θ, siempre que el denominador no sea 0',
    ],
    reciprocalIdentity: [
      'Identidad recíproca',
      'sec θ = 1/cos θ y cosec θ = 1/sen θ, por definición, siempre que el denominador no sea 0',
    ],
    doubleAngle: [
      'Identidad del ángulo doble',
      'las fórmulas del seno y del coseno de la suma con ambos ángulos iguales a θ: sen 2θ = 2sen θ cos θ, cos 2θ = cos²θ − sen²θ',
    ],
    divideByCos: [
      '',
      'dividir entre cos θ está permitido donde cos θ ≠ 0, y donde cos θ = 0 la ecuación se comprobó aparte',
    ],
    harmonic: [
      'Forma armónica',
      'R sen(θ + α) = R cos α sen θ + R sen α cos θ, por la fórmula del seno de la suma',
    ],
    complementary: [
      'Ángulos complementarios',
      'en un triángulo rectángulo, el cateto opuesto a un ángulo agudo es el contiguo al otro: cos θ = sen(90° − θ)',
    ],
    sameValue: [
      'Valores iguales de una misma función',
      'sen se repite cada vuelta y toma cada valor en θ y 180° − θ, cos en θ y −θ, tg cada media vuelta',
    ],
    identityHolds: [
      '',
      'expresiones iguales para todo ángulo donde ambas están definidas forman una identidad ahí',
    ],
    counterexample: [
      'Contraejemplo',
      'un ángulo en el que los dos miembros son distintos demuestra que no son iguales para todo ángulo',
    ],
  },
};
