/**
 * The words of geometry practice problems in French (« vous »), under the ids and with the
 * {placeholders} of the English table (src/practice/words/en-geo.ts), with a no-break space before
 * « : », « ; » and « ? ». Numbers come with the decimal comma (π ≈ 3,14); a disc has an area, a
 * circle a perimeter, and a ball a volume, as French schoolbooks say.
 */
import type { ENGLISH_GEOMETRY_PRACTICE } from '../../practice/words/en-geo';

export const frenchGeometryPractice: Readonly<
  Record<keyof typeof ENGLISH_GEOMETRY_PRACTICE, string>
> = {
  'geo.ask.rectangleArea':
    'Un rectangle mesure {length} unités de long et {width} unités de large. Quelle est son aire\u00a0?',
  'geo.ask.rectanglePerimeter':
    'Un rectangle mesure {length} unités de long et {width} unités de large. Quel est son périmètre\u00a0?',
  'geo.ask.triangleArea':
    'Un triangle a pour base {base} et pour hauteur {height}. Quelle est son aire\u00a0?',
  'geo.ask.parallelogramArea':
    'Un parallélogramme a pour base {base} et pour hauteur {height}. Quelle est son aire\u00a0?',
  'geo.ask.thirdAngle':
    'Deux angles d’un triangle mesurent {a}° et {b}°. Combien mesure le troisième angle, en degrés\u00a0?',
  'geo.ask.radiusArea314':
    'Un disque a pour rayon {radius}. En prenant π ≈ 3,14, quelle est son aire\u00a0?',
  'geo.ask.diameterArea314':
    'Un disque a pour diamètre {diameter}. En prenant π ≈ 3,14, quelle est son aire\u00a0?',
  'geo.ask.radiusCircumference314':
    'Un cercle a pour rayon {radius}. En prenant π ≈ 3,14, quel est son périmètre\u00a0?',
  'geo.ask.diameterCircumference314':
    'Un cercle a pour diamètre {diameter}. En prenant π ≈ 3,14, quel est son périmètre\u00a0?',
  'geo.ask.hypotenuse':
    'Dans un triangle rectangle, les côtés de l’angle droit mesurent {a} et {b}. Combien mesure l’hypoténuse\u00a0?',
  'geo.ask.trapezoidArea':
    'Un trapèze a pour bases {a} et {b} et pour hauteur {height}. Quelle est son aire\u00a0?',
  'geo.ask.quadrilateralAngle':
    'Trois angles d’un quadrilatère mesurent {a}°, {b}° et {c}°. Combien mesure le quatrième angle, en degrés\u00a0?',
  'geo.ask.pentagonAngle':
    'Quatre angles d’un pentagone mesurent {a}°, {b}°, {c}° et {d}°. Combien mesure le cinquième angle, en degrés\u00a0?',
  'geo.ask.polygonSum':
    'Quelle est la somme des angles intérieurs d’un polygone à {n} côtés, en degrés\u00a0?',
  'geo.ask.boxVolume':
    'Un pavé droit mesure {length} unités de long, {width} unités de large et {height} unités de haut. Quel est son volume\u00a0?',
  'geo.ask.boxSurface':
    'Un pavé droit mesure {length} unités de long, {width} unités de large et {height} unités de haut. Quelle est son aire totale\u00a0?',
  'geo.ask.similarSide':
    'Les triangles ABC et DEF sont semblables. AB = {ab}, BC = {bc} et DE = {de}. Combien mesure EF\u00a0?',
  'geo.ask.leg':
    'Dans un triangle rectangle, l’hypoténuse mesure {c} et un côté de l’angle droit mesure {a}. Combien mesure l’autre côté de l’angle droit\u00a0?',
  'geo.ask.radiusArea':
    'Un disque a pour rayon {radius}. Quelle est son aire\u00a0? Arrondissez au centième.',
  'geo.ask.diameterArea':
    'Un disque a pour diamètre {diameter}. Quelle est son aire\u00a0? Arrondissez au centième.',
  'geo.ask.radiusCircumference':
    'Un cercle a pour rayon {radius}. Quel est son périmètre\u00a0? Arrondissez au centième.',
  'geo.ask.diameterCircumference':
    'Un cercle a pour diamètre {diameter}. Quel est son périmètre\u00a0? Arrondissez au centième.',
  'geo.ask.cylinderVolume':
    'Un cylindre a pour rayon {radius} et pour hauteur {height}. Quel est son volume\u00a0? Arrondissez au centième.',
  'geo.ask.coneVolume':
    'Un cône a pour rayon {radius} et pour hauteur {height}. Quel est son volume\u00a0? Arrondissez au centième.',
  'geo.ask.sphereVolume':
    'Une boule a pour rayon {radius}. Quel est son volume\u00a0? Arrondissez au centième.',
  'geo.ask.regularAngle':
    'Combien mesure chaque angle intérieur d’un polygone régulier à {n} côtés, en degrés\u00a0?',
  'geo.ask.regularSides':
    'Chaque angle intérieur d’un polygone régulier mesure {angle}°. Combien a-t-il de côtés\u00a0?',
  'geo.ask.similarArea':
    'Deux triangles semblables ont leurs côtés correspondants dans le rapport {x}:{y}. Le plus petit a pour aire {small}. Quelle est l’aire du plus grand\u00a0?',
  'geo.ask.trapezoidHeight':
    'Un trapèze a pour aire {area} et pour bases {a} et {b}. Quelle est sa hauteur\u00a0?',
  'geo.ask.radius314':
    'Un cercle a pour périmètre {circumference}. En prenant π ≈ 3,14, quel est son rayon\u00a0?',
  'geo.ask.nextAngle':
    'Deux droites se coupent. L’un des quatre angles mesure {a}°. Combien mesure l’angle adjacent, en degrés\u00a0?',
  'geo.ask.complementary':
    'Deux angles sont complémentaires. L’un mesure {a}°. Combien mesure l’autre, en degrés\u00a0?',
  'geo.ask.supplementary':
    'Deux angles sont supplémentaires. L’un mesure {a}°. Combien mesure l’autre, en degrés\u00a0?',
  'geo.ask.prismVolume':
    'Un prisme à base triangulaire mesure {length} unités de long. Sa base est un triangle de base {base} et de hauteur {height}. Quel est son volume\u00a0?',
  'geo.nudge.pythagoras':
    'Dans un triangle rectangle, le plus grand côté est lié aux deux autres par un théorème célèbre.',
  'geo.nudge.backwards':
    'Partez de la formule du périmètre d’un cercle et remontez jusqu’au rayon.',
  'geo.nudge.halfTurn': 'Deux angles voisins sur une droite forment un demi-tour.',
  'geo.nudge.complementary': 'Quelle est la somme de deux angles complémentaires\u00a0?',
  'geo.nudge.supplementary': 'Quelle est la somme de deux angles supplémentaires\u00a0?',
  'geo.nudge.prism': 'Un prisme a la même forme sur toute sa longueur.',
  'geo.hint.rectangleArea': 'Aire = longueur × largeur.',
  'geo.hint.rectanglePerimeter': 'Périmètre = 2 × (longueur + largeur).',
  'geo.hint.triangleArea': 'Aire = base × hauteur ÷ 2.',
  'geo.hint.parallelogramArea': 'Aire = base × hauteur.',
  'geo.hint.triangleAngles': 'La somme des angles d’un triangle est 180°.',
  'geo.hint.circleArea': 'Aire = π × r², où r est la moitié du diamètre.',
  'geo.hint.circumference': 'Périmètre = 2 × π × r = π × d.',
  'geo.hint.hypotenuse': 'Utilisez le théorème de Pythagore\u00a0: c² = a² + b².',
  'geo.hint.trapezoidArea': 'Aire = (a + b) ÷ 2 × hauteur.',
  'geo.hint.polygonAngles':
    'La somme des angles intérieurs d’un polygone à {n} côtés est ({n} - 2) × 180°.',
  'geo.hint.polygonSum': 'Un polygone à n côtés se découpe en n - 2 triangles de 180° chacun.',
  'geo.hint.boxVolume': 'Volume = longueur × largeur × hauteur.',
  'geo.hint.boxSurface': 'Additionnez les aires des six faces\u00a0: 2 × (lw + lh + wh).',
  'geo.hint.similarSide':
    'Les côtés de triangles semblables sont proportionnels\u00a0: EF / BC = DE / AB.',
  'geo.hint.leg': 'Utilisez le théorème de Pythagore\u00a0: b² = c² - a².',
  'geo.hint.cylinderVolume': 'Volume = π × r² × h.',
  'geo.hint.coneVolume': 'Volume = π × r² × h ÷ 3.',
  'geo.hint.sphereVolume': 'Volume = 4/3 × π × r³.',
  'geo.hint.regularAngle':
    'La somme des angles intérieurs est (n - 2) × 180°, répartie également entre eux.',
  'geo.hint.regularSides':
    'Chaque angle extérieur vaut 180° moins l’angle intérieur, et la somme des angles extérieurs est 360°.',
  'geo.hint.similarArea':
    'Les aires de figures semblables sont multipliées par le carré du rapport de similitude.',
  'geo.hint.trapezoidHeight': 'Aire = (a + b) ÷ 2 × hauteur, donc hauteur = aire ÷ ((a + b) ÷ 2).',
  'geo.hint.pythagorasSteps':
    'c² = a² + b²\u00a0: élevez les côtés de l’angle droit au carré, additionnez-les, puis prenez la racine carrée.',
  'geo.hint.radius': 'C = 2πr, donc r = C ÷ (2π).',
  'geo.hint.straightLine': 'La somme des angles sur une droite est 180°.',
  'geo.hint.complementary': 'La somme de deux angles complémentaires est 90°.',
  'geo.hint.supplementary': 'La somme de deux angles supplémentaires est 180°.',
  'geo.hint.prismVolume':
    'Volume = aire de la base × longueur\u00a0; la base est un triangle (base × hauteur ÷ 2).',
  'geo.step.rectangleArea': 'Aire d’un rectangle',
  'geo.step.rectanglePerimeter': 'Périmètre d’un rectangle',
  'geo.step.lengthWidth': 'Remplacez la longueur et la largeur par leurs valeurs',
  'geo.step.triangleArea': 'Aire d’un triangle',
  'geo.step.parallelogramArea': 'Aire d’un parallélogramme',
  'geo.step.baseHeight': 'Remplacez la base et la hauteur par leurs valeurs',
  'geo.step.triangleAngles':
    'La somme des angles d’un triangle est 180°\u00a0: soustrayez les deux angles connus',
  'geo.step.thirdAngle': 'Troisième angle',
  'geo.step.halfDiameter': 'Le rayon est la moitié du diamètre',
  'geo.step.circleArea': 'Aire d’un disque',
  'geo.step.circumference': 'Périmètre d’un cercle',
  'geo.step.pi314': 'Prenez π ≈ 3,14',
  'geo.step.pythagoras': 'Théorème de Pythagore',
  'geo.step.squareRoot': 'Prenez la racine carrée',
  'geo.step.averageSides': 'Faites la moyenne des bases',
  'geo.step.timesHeight': 'Multipliez par la hauteur',
  'geo.step.polygonAngles': 'Somme des angles\u00a0: ({n} − 2) × 180°',
  'geo.step.subtractKnown': 'Soustrayez les angles connus',
  'geo.step.polygonSum': 'Un polygone à n côtés se découpe en n − 2 triangles de 180°',
  'geo.step.hereN': 'Ici n = {n}',
  'geo.step.boxVolume': 'Volume d’un pavé droit',
  'geo.step.sizes': 'Remplacez les dimensions par leurs valeurs',
  'geo.step.sixFaces': 'Additionnez les aires des six faces',
  'geo.step.scaleFactor': 'Rapport de similitude = DE ÷ AB',
  'geo.step.scaled': 'EF = BC × le rapport de similitude',
  'geo.step.leg': 'Théorème de Pythagore, pour un côté de l’angle droit',
  'geo.step.round2': 'Arrondissez au centième',
  'geo.step.cylinderVolume': 'Volume d’un cylindre',
  'geo.step.coneVolume': 'Volume d’un cône',
  'geo.step.sphereVolume': 'Volume d’une boule',
  'geo.step.interiorSum': 'La somme des angles intérieurs est (n − 2) × 180°',
  'geo.step.shareEqually': 'Répartissez la somme également entre les angles',
  'geo.step.exteriorAngle': 'Angle extérieur = 180° − angle intérieur',
  'geo.step.exteriorSum': 'La somme des angles extérieurs est 360°',
  'geo.step.areasScale': 'Les aires sont multipliées par le carré du rapport de similitude',
  'geo.step.timesSmaller': 'Multipliez l’aire du plus petit par ce nombre',
  'geo.step.divideArea': 'Divisez l’aire par ce nombre',
  'geo.step.divide314': 'Divisez par 2 × 3,14',
  'geo.step.straightLine': 'La somme des angles sur une droite est 180°',
  'geo.step.complementary': 'La somme de deux angles complémentaires est 90°',
  'geo.step.supplementary': 'La somme de deux angles supplémentaires est 180°',
  'geo.step.endArea': 'Aire de la base triangulaire',
  'geo.step.timesLength': 'Multipliez par la longueur',
};
