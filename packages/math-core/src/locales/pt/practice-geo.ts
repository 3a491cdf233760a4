/**
 * The words of geometry practice problems in Brazilian Portuguese («você»), under the ids and with
 * the {placeholders} of the English table (src/practice/words/en-geo.ts). Numbers come with the
 * decimal comma (π ≈ 3,14); a circle's boundary is a "circunferência" and its length its
 * "comprimento".
 */
import type { ENGLISH_GEOMETRY_PRACTICE } from '../../practice/words/en-geo';

export const portugueseGeometryPractice: Readonly<
  Record<keyof typeof ENGLISH_GEOMETRY_PRACTICE, string>
> = {
  'geo.ask.rectangleArea':
    'Um retângulo tem {length} unidades de comprimento e {width} unidades de largura. Qual é a sua área?',
  'geo.ask.rectanglePerimeter':
    'Um retângulo tem {length} unidades de comprimento e {width} unidades de largura. Qual é o seu perímetro?',
  'geo.ask.triangleArea': 'Um triângulo tem base {base} e altura {height}. Qual é a sua área?',
  'geo.ask.parallelogramArea':
    'Um paralelogramo tem base {base} e altura {height}. Qual é a sua área?',
  'geo.ask.thirdAngle':
    'Dois ângulos de um triângulo medem {a}° e {b}°. Quanto mede o terceiro ângulo, em graus?',
  'geo.ask.radiusArea314': 'Um círculo tem raio {radius}. Usando π ≈ 3,14, qual é a sua área?',
  'geo.ask.diameterArea314':
    'Um círculo tem diâmetro {diameter}. Usando π ≈ 3,14, qual é a sua área?',
  'geo.ask.radiusCircumference314':
    'Uma circunferência tem raio {radius}. Usando π ≈ 3,14, qual é o seu comprimento?',
  'geo.ask.diameterCircumference314':
    'Uma circunferência tem diâmetro {diameter}. Usando π ≈ 3,14, qual é o seu comprimento?',
  'geo.ask.hypotenuse': 'Um triângulo retângulo tem catetos {a} e {b}. Quanto mede a hipotenusa?',
  'geo.ask.trapezoidArea': 'Um trapézio tem bases {a} e {b} e altura {height}. Qual é a sua área?',
  'geo.ask.quadrilateralAngle':
    'Três ângulos de um quadrilátero medem {a}°, {b}° e {c}°. Quanto mede o quarto ângulo, em graus?',
  'geo.ask.pentagonAngle':
    'Quatro ângulos de um pentágono medem {a}°, {b}°, {c}° e {d}°. Quanto mede o quinto ângulo, em graus?',
  'geo.ask.polygonSum': 'Qual é a soma dos ângulos internos de um polígono de {n} lados, em graus?',
  'geo.ask.boxVolume':
    'Uma caixa tem {length} unidades de comprimento, {width} unidades de largura e {height} unidades de altura. Qual é o seu volume?',
  'geo.ask.boxSurface':
    'Uma caixa tem {length} unidades de comprimento, {width} unidades de largura e {height} unidades de altura. Qual é a sua área total?',
  'geo.ask.similarSide':
    'Os triângulos ABC e DEF são semelhantes. AB = {ab}, BC = {bc} e DE = {de}. Quanto mede EF?',
  'geo.ask.leg':
    'Um triângulo retângulo tem hipotenusa {c} e um cateto {a}. Quanto mede o outro cateto?',
  'geo.ask.radiusArea':
    'Um círculo tem raio {radius}. Qual é a sua área? Arredonde para 2 casas decimais.',
  'geo.ask.diameterArea':
    'Um círculo tem diâmetro {diameter}. Qual é a sua área? Arredonde para 2 casas decimais.',
  'geo.ask.radiusCircumference':
    'Uma circunferência tem raio {radius}. Qual é o seu comprimento? Arredonde para 2 casas decimais.',
  'geo.ask.diameterCircumference':
    'Uma circunferência tem diâmetro {diameter}. Qual é o seu comprimento? Arredonde para 2 casas decimais.',
  'geo.ask.cylinderVolume':
    'Um cilindro tem raio {radius} e altura {height}. Qual é o seu volume? Arredonde para 2 casas decimais.',
  'geo.ask.coneVolume':
    'Um cone tem raio {radius} e altura {height}. Qual é o seu volume? Arredonde para 2 casas decimais.',
  'geo.ask.sphereVolume':
    'Uma esfera tem raio {radius}. Qual é o seu volume? Arredonde para 2 casas decimais.',
  'geo.ask.regularAngle':
    'Quanto mede cada ângulo interno de um polígono regular de {n} lados, em graus?',
  'geo.ask.regularSides':
    'Cada ângulo interno de um polígono regular mede {angle}°. Quantos lados ele tem?',
  'geo.ask.similarArea':
    'Dois triângulos semelhantes têm lados correspondentes na razão {x}:{y}. O menor tem área {small}. Qual é a área do maior?',
  'geo.ask.trapezoidHeight': 'Um trapézio tem área {area} e bases {a} e {b}. Qual é a sua altura?',
  'geo.ask.radius314':
    'Uma circunferência tem comprimento {circumference}. Usando π ≈ 3,14, qual é o seu raio?',
  'geo.ask.nextAngle':
    'Duas retas se cruzam. Um dos quatro ângulos mede {a}°. Quanto mede o ângulo adjacente a ele, em graus?',
  'geo.ask.complementary':
    'Dois ângulos são complementares. Um mede {a}°. Quanto mede o outro, em graus?',
  'geo.ask.supplementary':
    'Dois ângulos são suplementares. Um mede {a}°. Quanto mede o outro, em graus?',
  'geo.ask.prismVolume':
    'Um prisma triangular tem {length} unidades de comprimento. Sua face triangular tem base {base} e altura {height}. Qual é o seu volume?',
  'geo.nudge.pythagoras':
    'O maior lado de um triângulo retângulo está ligado aos outros dois por um teorema famoso.',
  'geo.nudge.backwards':
    'Parta da fórmula do comprimento da circunferência e faça o caminho inverso.',
  'geo.nudge.halfTurn': 'Ângulos vizinhos sobre uma reta formam meia-volta.',
  'geo.nudge.complementary': 'Quanto somam dois ângulos complementares?',
  'geo.nudge.supplementary': 'Quanto somam dois ângulos suplementares?',
  'geo.nudge.prism': 'Um prisma tem a mesma forma ao longo de todo o seu comprimento.',
  'geo.hint.rectangleArea': 'Área = comprimento × largura.',
  'geo.hint.rectanglePerimeter': 'Perímetro = 2 × (comprimento + largura).',
  'geo.hint.triangleArea': 'Área = base × altura ÷ 2.',
  'geo.hint.parallelogramArea': 'Área = base × altura.',
  'geo.hint.triangleAngles': 'A soma dos ângulos de um triângulo é 180°.',
  'geo.hint.circleArea': 'Área = π × r², com r a metade do diâmetro.',
  'geo.hint.circumference': 'Comprimento = 2 × π × r = π × d.',
  'geo.hint.hypotenuse': 'Use o teorema de Pitágoras: c² = a² + b².',
  'geo.hint.trapezoidArea': 'Área = (a + b) ÷ 2 × altura.',
  'geo.hint.polygonAngles':
    'A soma dos ângulos internos de um polígono de {n} lados é ({n} - 2) × 180°.',
  'geo.hint.polygonSum': 'Um polígono de n lados se divide em n - 2 triângulos de 180° cada.',
  'geo.hint.boxVolume': 'Volume = comprimento × largura × altura.',
  'geo.hint.boxSurface': 'Some as áreas das seis faces: 2 × (lw + lh + wh).',
  'geo.hint.similarSide': 'Triângulos semelhantes têm lados proporcionais: EF / BC = DE / AB.',
  'geo.hint.leg': 'Use o teorema de Pitágoras: b² = c² - a².',
  'geo.hint.cylinderVolume': 'Volume = π × r² × h.',
  'geo.hint.coneVolume': 'Volume = π × r² × h ÷ 3.',
  'geo.hint.sphereVolume': 'Volume = 4/3 × π × r³.',
  'geo.hint.regularAngle':
    'A soma dos ângulos internos é (n - 2) × 180°, dividida igualmente entre eles.',
  'geo.hint.regularSides':
    'Cada ângulo externo é 180° menos o ângulo interno, e a soma dos ângulos externos é 360°.',
  'geo.hint.similarArea':
    'As áreas de figuras semelhantes são multiplicadas pelo quadrado da razão de semelhança.',
  'geo.hint.trapezoidHeight': 'Área = (a + b) ÷ 2 × altura, então altura = área ÷ ((a + b) ÷ 2).',
  'geo.hint.pythagorasSteps':
    'c² = a² + b²: eleve os catetos ao quadrado, some e extraia a raiz quadrada.',
  'geo.hint.radius': 'C = 2πr, então r = C ÷ (2π).',
  'geo.hint.straightLine': 'A soma dos ângulos sobre uma reta é 180°.',
  'geo.hint.complementary': 'A soma de dois ângulos complementares é 90°.',
  'geo.hint.supplementary': 'A soma de dois ângulos suplementares é 180°.',
  'geo.hint.prismVolume':
    'Volume = área da face triangular × comprimento; essa face é um triângulo (base × altura ÷ 2).',
  'geo.step.rectangleArea': 'Área de um retângulo',
  'geo.step.rectanglePerimeter': 'Perímetro de um retângulo',
  'geo.step.lengthWidth': 'Substitua o comprimento e a largura',
  'geo.step.triangleArea': 'Área de um triângulo',
  'geo.step.parallelogramArea': 'Área de um paralelogramo',
  'geo.step.baseHeight': 'Substitua a base e a altura',
  'geo.step.triangleAngles':
    'A soma dos ângulos de um triângulo é 180°: subtraia os dois conhecidos',
  'geo.step.thirdAngle': 'Terceiro ângulo',
  'geo.step.halfDiameter': 'O raio é a metade do diâmetro',
  'geo.step.circleArea': 'Área de um círculo',
  'geo.step.circumference': 'Comprimento de uma circunferência',
  'geo.step.pi314': 'Use π ≈ 3,14',
  'geo.step.pythagoras': 'Teorema de Pitágoras',
  'geo.step.squareRoot': 'Extraia a raiz quadrada',
  'geo.step.averageSides': 'Calcule a média das bases',
  'geo.step.timesHeight': 'Multiplique pela altura',
  'geo.step.polygonAngles': 'Soma dos ângulos: ({n} − 2) × 180°',
  'geo.step.subtractKnown': 'Subtraia os ângulos conhecidos',
  'geo.step.polygonSum': 'Um polígono de n lados se divide em n − 2 triângulos de 180°',
  'geo.step.hereN': 'Aqui n = {n}',
  'geo.step.boxVolume': 'Volume de uma caixa',
  'geo.step.sizes': 'Substitua as medidas',
  'geo.step.sixFaces': 'Some as áreas das seis faces',
  'geo.step.scaleFactor': 'Razão de semelhança = DE ÷ AB',
  'geo.step.scaled': 'EF = BC × a razão de semelhança',
  'geo.step.leg': 'Teorema de Pitágoras, isolando um cateto',
  'geo.step.round2': 'Arredonde para 2 casas decimais',
  'geo.step.cylinderVolume': 'Volume de um cilindro',
  'geo.step.coneVolume': 'Volume de um cone',
  'geo.step.sphereVolume': 'Volume de uma esfera',
  'geo.step.interiorSum': 'A soma dos ângulos internos é (n − 2) × 180°',
  'geo.step.shareEqually': 'Divida a soma igualmente entre os ângulos',
  'geo.step.exteriorAngle': 'Ângulo externo = 180° − ângulo interno',
  'geo.step.exteriorSum': 'A soma dos ângulos externos é 360°',
  'geo.step.areasScale': 'As áreas são multiplicadas pelo quadrado da razão de semelhança',
  'geo.step.timesSmaller': 'Multiplique a área do menor por ela',
  'geo.step.divideArea': 'Divida a área por ela',
  'geo.step.divide314': 'Divida por 2 × 3,14',
  'geo.step.straightLine': 'A soma dos ângulos sobre uma reta é 180°',
  'geo.step.complementary': 'A soma de dois ângulos complementares é 90°',
  'geo.step.supplementary': 'A soma de dois ângulos suplementares é 180°',
  'geo.step.endArea': 'Área da face triangular',
  'geo.step.timesLength': 'Multiplique pelo comprimento',
};
