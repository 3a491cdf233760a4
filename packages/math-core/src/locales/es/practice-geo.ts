/**
 * The words of geometry practice problems in Spanish (informal "tú"), under the ids and with the
 * {placeholders} of the English table (src/practice/words/en-geo.ts). Numbers come with the decimal
 * comma (π ≈ 3,14); a circle's boundary is a "circunferencia" and its length its "longitud".
 */
import type { ENGLISH_GEOMETRY_PRACTICE } from '../../practice/words/en-geo';

export const spanishGeometryPractice: Readonly<
  Record<keyof typeof ENGLISH_GEOMETRY_PRACTICE, string>
> = {
  'geo.ask.rectangleArea':
    'Un rectángulo mide {length} unidades de largo y {width} unidades de ancho. ¿Cuál es su área?',
  'geo.ask.rectanglePerimeter':
    'Un rectángulo mide {length} unidades de largo y {width} unidades de ancho. ¿Cuál es su perímetro?',
  'geo.ask.triangleArea': 'Un triángulo tiene base {base} y altura {height}. ¿Cuál es su área?',
  'geo.ask.parallelogramArea':
    'Un paralelogramo tiene base {base} y altura {height}. ¿Cuál es su área?',
  'geo.ask.thirdAngle':
    'Dos ángulos de un triángulo miden {a}° y {b}°. ¿Cuánto mide el tercer ángulo, en grados?',
  'geo.ask.radiusArea314': 'Un círculo tiene radio {radius}. Tomando π ≈ 3,14, ¿cuál es su área?',
  'geo.ask.diameterArea314':
    'Un círculo tiene diámetro {diameter}. Tomando π ≈ 3,14, ¿cuál es su área?',
  'geo.ask.radiusCircumference314':
    'Una circunferencia tiene radio {radius}. Tomando π ≈ 3,14, ¿cuál es su longitud?',
  'geo.ask.diameterCircumference314':
    'Una circunferencia tiene diámetro {diameter}. Tomando π ≈ 3,14, ¿cuál es su longitud?',
  'geo.ask.hypotenuse':
    'Un triángulo rectángulo tiene catetos {a} y {b}. ¿Cuánto mide la hipotenusa?',
  'geo.ask.trapezoidArea': 'Un trapecio tiene bases {a} y {b} y altura {height}. ¿Cuál es su área?',
  'geo.ask.quadrilateralAngle':
    'Tres ángulos de un cuadrilátero miden {a}°, {b}° y {c}°. ¿Cuánto mide el cuarto ángulo, en grados?',
  'geo.ask.pentagonAngle':
    'Cuatro ángulos de un pentágono miden {a}°, {b}°, {c}° y {d}°. ¿Cuánto mide el quinto ángulo, en grados?',
  'geo.ask.polygonSum':
    '¿Cuánto suman los ángulos interiores de un polígono de {n} lados, en grados?',
  'geo.ask.boxVolume':
    'Una caja mide {length} unidades de largo, {width} unidades de ancho y {height} unidades de alto. ¿Cuál es su volumen?',
  'geo.ask.boxSurface':
    'Una caja mide {length} unidades de largo, {width} unidades de ancho y {height} unidades de alto. ¿Cuál es su área total?',
  'geo.ask.similarSide':
    'Los triángulos ABC y DEF son semejantes. AB = {ab}, BC = {bc} y DE = {de}. ¿Cuánto mide EF?',
  'geo.ask.leg':
    'Un triángulo rectángulo tiene hipotenusa {c} y un cateto {a}. ¿Cuánto mide el otro cateto?',
  'geo.ask.radiusArea':
    'Un círculo tiene radio {radius}. ¿Cuál es su área? Redondea a 2 decimales.',
  'geo.ask.diameterArea':
    'Un círculo tiene diámetro {diameter}. ¿Cuál es su área? Redondea a 2 decimales.',
  'geo.ask.radiusCircumference':
    'Una circunferencia tiene radio {radius}. ¿Cuál es su longitud? Redondea a 2 decimales.',
  'geo.ask.diameterCircumference':
    'Una circunferencia tiene diámetro {diameter}. ¿Cuál es su longitud? Redondea a 2 decimales.',
  'geo.ask.cylinderVolume':
    'Un cilindro tiene radio {radius} y altura {height}. ¿Cuál es su volumen? Redondea a 2 decimales.',
  'geo.ask.coneVolume':
    'Un cono tiene radio {radius} y altura {height}. ¿Cuál es su volumen? Redondea a 2 decimales.',
  'geo.ask.sphereVolume':
    'Una esfera tiene radio {radius}. ¿Cuál es su volumen? Redondea a 2 decimales.',
  'geo.ask.regularAngle':
    '¿Cuánto mide cada ángulo interior de un polígono regular de {n} lados, en grados?',
  'geo.ask.regularSides':
    'Cada ángulo interior de un polígono regular mide {angle}°. ¿Cuántos lados tiene?',
  'geo.ask.similarArea':
    'Dos triángulos semejantes tienen los lados correspondientes en la razón {x}:{y}. El menor tiene área {small}. ¿Cuál es el área del mayor?',
  'geo.ask.trapezoidHeight': 'Un trapecio tiene área {area} y bases {a} y {b}. ¿Cuál es su altura?',
  'geo.ask.radius314':
    'Una circunferencia tiene longitud {circumference}. Tomando π ≈ 3,14, ¿cuál es su radio?',
  'geo.ask.nextAngle':
    'Dos rectas se cortan. Uno de los cuatro ángulos mide {a}°. ¿Cuánto mide el ángulo adyacente, en grados?',
  'geo.ask.complementary':
    'Dos ángulos son complementarios. Uno mide {a}°. ¿Cuánto mide el otro, en grados?',
  'geo.ask.supplementary':
    'Dos ángulos son suplementarios. Uno mide {a}°. ¿Cuánto mide el otro, en grados?',
  'geo.ask.prismVolume':
    'Un prisma triangular mide {length} unidades de largo. Su cara triangular tiene base {base} y altura {height}. ¿Cuál es su volumen?',
  'geo.nudge.pythagoras':
    'El lado más largo de un triángulo rectángulo está relacionado con los otros dos por un teorema famoso.',
  'geo.nudge.backwards':
    'Parte de la fórmula de la longitud de la circunferencia y despeja el radio.',
  'geo.nudge.halfTurn': 'Dos ángulos contiguos sobre una recta forman media vuelta.',
  'geo.nudge.complementary': '¿Cuánto suman dos ángulos complementarios?',
  'geo.nudge.supplementary': '¿Cuánto suman dos ángulos suplementarios?',
  'geo.nudge.prism': 'Un prisma tiene la misma forma a lo largo de toda su longitud.',
  'geo.hint.rectangleArea': 'Área = largo × ancho.',
  'geo.hint.rectanglePerimeter': 'Perímetro = 2 × (largo + ancho).',
  'geo.hint.triangleArea': 'Área = base × altura ÷ 2.',
  'geo.hint.parallelogramArea': 'Área = base × altura.',
  'geo.hint.triangleAngles': 'Los ángulos de un triángulo suman 180°.',
  'geo.hint.circleArea': 'Área = π × r², con r la mitad del diámetro.',
  'geo.hint.circumference': 'Longitud = 2 × π × r = π × d.',
  'geo.hint.hypotenuse': 'Usa el teorema de Pitágoras: c² = a² + b².',
  'geo.hint.trapezoidArea': 'Área = (a + b) ÷ 2 × altura.',
  'geo.hint.polygonAngles':
    'Los ángulos interiores de un polígono de {n} lados suman ({n} - 2) × 180°.',
  'geo.hint.polygonSum': 'Un polígono de n lados se divide en n - 2 triángulos de 180° cada uno.',
  'geo.hint.boxVolume': 'Volumen = largo × ancho × alto.',
  'geo.hint.boxSurface': 'Suma las áreas de las seis caras: 2 × (lw + lh + wh).',
  'geo.hint.similarSide':
    'Los triángulos semejantes tienen los lados proporcionales: EF / BC = DE / AB.',
  'geo.hint.leg': 'Usa el teorema de Pitágoras: b² = c² - a².',
  'geo.hint.cylinderVolume': 'Volumen = π × r² × h.',
  'geo.hint.coneVolume': 'Volumen = π × r² × h ÷ 3.',
  'geo.hint.sphereVolume': 'Volumen = 4/3 × π × r³.',
  'geo.hint.regularAngle': 'Los ángulos interiores suman (n - 2) × 180°, repartidos por igual.',
  'geo.hint.regularSides':
    'Cada ángulo exterior es 180° menos el ángulo interior, y los ángulos exteriores suman 360°.',
  'geo.hint.similarArea':
    'Las áreas de figuras semejantes se multiplican por el cuadrado de la razón de semejanza.',
  'geo.hint.trapezoidHeight': 'Área = (a + b) ÷ 2 × altura, así que altura = área ÷ ((a + b) ÷ 2).',
  'geo.hint.pythagorasSteps':
    'c² = a² + b²: eleva los catetos al cuadrado, súmalos y saca la raíz cuadrada.',
  'geo.hint.radius': 'C = 2πr, así que r = C ÷ (2π).',
  'geo.hint.straightLine': 'Los ángulos sobre una recta suman 180°.',
  'geo.hint.complementary': 'Dos ángulos complementarios suman 90°.',
  'geo.hint.supplementary': 'Dos ángulos suplementarios suman 180°.',
  'geo.hint.prismVolume':
    'Volumen = área de la cara triangular × largo; esa cara es un triángulo (base × altura ÷ 2).',
  'geo.step.rectangleArea': 'Área de un rectángulo',
  'geo.step.rectanglePerimeter': 'Perímetro de un rectángulo',
  'geo.step.lengthWidth': 'Sustituye el largo y el ancho',
  'geo.step.triangleArea': 'Área de un triángulo',
  'geo.step.parallelogramArea': 'Área de un paralelogramo',
  'geo.step.baseHeight': 'Sustituye la base y la altura',
  'geo.step.triangleAngles': 'Los ángulos de un triángulo suman 180°: resta los dos conocidos',
  'geo.step.thirdAngle': 'Tercer ángulo',
  'geo.step.halfDiameter': 'El radio es la mitad del diámetro',
  'geo.step.circleArea': 'Área de un círculo',
  'geo.step.circumference': 'Longitud de una circunferencia',
  'geo.step.pi314': 'Toma π ≈ 3,14',
  'geo.step.pythagoras': 'Teorema de Pitágoras',
  'geo.step.squareRoot': 'Saca la raíz cuadrada',
  'geo.step.averageSides': 'Haz la media de las bases',
  'geo.step.timesHeight': 'Multiplica por la altura',
  'geo.step.polygonAngles': 'Suma de los ángulos: ({n} − 2) × 180°',
  'geo.step.subtractKnown': 'Resta los ángulos conocidos',
  'geo.step.polygonSum': 'Un polígono de n lados se divide en n − 2 triángulos de 180°',
  'geo.step.hereN': 'Aquí n = {n}',
  'geo.step.boxVolume': 'Volumen de una caja',
  'geo.step.sizes': 'Sustituye las medidas',
  'geo.step.sixFaces': 'Suma las áreas de las seis caras',
  'geo.step.scaleFactor': 'Razón de semejanza = DE ÷ AB',
  'geo.step.scaled': 'EF = BC × la razón de semejanza',
  'geo.step.leg': 'Teorema de Pitágoras, despejando un cateto',
  'geo.step.round2': 'Redondea a 2 decimales',
  'geo.step.cylinderVolume': 'Volumen de un cilindro',
  'geo.step.coneVolume': 'Volumen de un cono',
  'geo.step.sphereVolume': 'Volumen de una esfera',
  'geo.step.interiorSum': 'Los ángulos interiores suman (n − 2) × 180°',
  'geo.step.shareEqually': 'Reparte la suma por igual entre los ángulos',
  'geo.step.exteriorAngle': 'Ángulo exterior = 180° − ángulo interior',
  'geo.step.exteriorSum': 'Los ángulos exteriores suman 360°',
  'geo.step.areasScale': 'Las áreas se multiplican por el cuadrado de la razón de semejanza',
  'geo.step.timesSmaller': 'Multiplica por ella el área del menor',
  'geo.step.divideArea': 'Divide el área entre ella',
  'geo.step.divide314': 'Divide entre 2 × 3,14',
  'geo.step.straightLine': 'Los ángulos sobre una recta suman 180°',
  'geo.step.complementary': 'Dos ángulos complementarios suman 90°',
  'geo.step.supplementary': 'Dos ángulos suplementarios suman 180°',
  'geo.step.endArea': 'Área de la cara triangular',
  'geo.step.timesLength': 'Multiplica por el largo',
};
