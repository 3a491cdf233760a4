/**
 * The words of the Geometry Essentials pack (composite areas, surface areas, arcs and sectors,
 * angle relationships), in each language the site is written in. Shapes, units and rounding are
 * worded as in math-core's own geometry practice: Spanish "tú" ("área total", "circunferencia"),
 * French "vous" (a disc has an area, a box is a "pavé droit", rounding to 2 decimals is "au
 * centième"), German "du" ("Flächeninhalt", "Oberflächeninhalt", "Quader"), Brazilian Portuguese
 * "você" ("área total", "ângulo interno"). Numbers, π ≈ 3.14 included, come in as values, so each
 * language writes its own decimal mark.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';

const en = {
  // ── composite areas ──
  'ask.lShape':
    'An L-shaped floor is a {l} by {w} rectangle with a {a} by {b} rectangle cut out of one corner. What is its area?',
  'nudge.lShape': 'Think of the whole rectangle, then take away the missing corner.',
  'hint.lShape': 'Area = big rectangle − cut-out rectangle.',
  'step.wholeRectangle': 'Area of the whole rectangle',
  'step.cutOut': 'Area of the cut-out',
  'step.subtract': 'Subtract',
  'ask.house':
    'A house shape is a {l} by {w} rectangle with a triangle on top whose base is the side of length {l} and whose height is {h}. What is its area?',
  'nudge.split': 'Split the shape into pieces whose areas you know.',
  'hint.house': 'Area = rectangle (length × width) + triangle (base × height ÷ 2).',
  'step.rectangle': 'Area of the rectangle',
  'step.triangle': 'Area of the triangle',
  'step.add': 'Add',
  'ask.window':
    'A window is a {l} by {w} rectangle with a semicircle on top whose diameter is the side of length {w}. What is its area? Round to 2 decimals.',
  'nudge.semicircle': 'A semicircle is half a circle; its radius is half its diameter.',
  'hint.window': 'Area = length × width + π × r² ÷ 2.',
  'step.halfDiameter': 'The radius is half the diameter',
  'step.window': 'Rectangle plus half a circle of radius {radius}',
  // ── surface areas ──
  'ask.cube': 'A cube has edges of length {s}. What is its surface area?',
  'nudge.cube': 'How many faces does a cube have, and what shape are they?',
  'hint.cube': 'Six square faces: surface area = 6 × edge².',
  'step.oneFace': 'Area of one face',
  'step.sixFaces': 'Six faces',
  'ask.box': 'A closed box measures {l} by {w} by {h}. What is its surface area?',
  'nudge.box': 'A box has three pairs of equal faces.',
  'hint.box': 'Surface area = 2 × (lw + lh + wh).',
  'step.threeFaces': 'The three different faces',
  'step.twoOfEach': 'Two of each',
  'ask.cylinder':
    'A closed cylinder has radius {radius} and height {h}. What is its surface area? Round to 2 decimals.',
  'nudge.cylinder': 'Unroll the cylinder: two circles and a rectangle.',
  'hint.cylinder': 'Surface area = 2πr² + 2πrh.',
  'step.cylinder': 'Two circles plus the curved side',
  // ── arcs and sectors ──
  'ask.pizza':
    'A round pizza of radius {radius} is cut into {slices} equal slices. Using π ≈ {pi}, what is the area of one slice?',
  'nudge.pizza': 'Find the area of the whole pizza first.',
  'hint.pizza': 'Area of one slice = π × r² ÷ {slices}.',
  'step.wholeCircle': 'Area of the whole circle',
  'step.share': 'Share it between {slices} slices',
  'ask.arcLength':
    'A sector of a circle has radius {radius} and angle {angle}°. What is its arc length? Round to 2 decimals.',
  'ask.sectorArea':
    'A sector of a circle has radius {radius} and angle {angle}°. What is its area? Round to 2 decimals.',
  'nudge.sector': 'What fraction of the whole circle is the sector?',
  'hint.arcLength': 'Arc length = angle/360 × 2πr.',
  'hint.sectorArea': 'Sector area = angle/360 × πr².',
  'step.sector': 'The sector is {angle}/360 of the circle',
  // ── angle relationships ──
  'ask.corresponding':
    'Two parallel lines are cut by a transversal. One angle is {a}°. What is the corresponding angle to it, in degrees?',
  'ask.alternate':
    'Two parallel lines are cut by a transversal. One angle is {a}°. What is the alternate angle to it, in degrees?',
  'ask.coInterior':
    'Two parallel lines are cut by a transversal. One angle is {a}°. What is the co-interior angle to it, in degrees?',
  'nudge.parallel': 'Parallel lines meet a transversal at the same angles.',
  'hint.corresponding': 'Corresponding angles are equal.',
  'hint.alternate': 'Alternate angles are equal.',
  'hint.coInterior': 'Co-interior angles add up to 180°.',
  'step.corresponding': 'Corresponding angles are equal',
  'step.alternate': 'Alternate angles are equal',
  'step.coInterior': 'Co-interior angles add up to 180°',
  'ask.exterior':
    'Two interior angles of a triangle are {a}° and {b}°. What is the exterior angle at the third corner, in degrees?',
  'nudge.exterior': 'An exterior angle and the interior angle beside it lie on a straight line.',
  'hint.exterior': 'An exterior angle equals the sum of the two opposite interior angles.',
  'step.thirdInterior': 'The third interior angle',
  'step.exterior': 'The exterior angle is 180° minus it',
  'ask.algebraic': 'The angles of a triangle are {a}°, {b}° and {c}°. What is x?',
  'nudge.triangleSum': 'What do the angles of a triangle add up to?',
  'hint.algebraic': 'Add the angles, set the sum equal to 180 and solve for x.',
  'step.triangleSum': 'The angles add up to 180°',
  'step.collect': 'Collect terms',
  'step.divide': 'Divide both sides by {a}',
  // ── the skills: names, formula sheets, common mistakes ──
  'title.compositeArea': 'Composite shapes',
  'description.compositeArea':
    'Areas of L shapes, houses and windows made of rectangles, triangles and semicircles.',
  'nudge.compositeArea': 'Split the shape into pieces you know, or take a piece away.',
  'formula.rectangle': 'Rectangle',
  'formula.triangle': 'Triangle',
  'formula.semicircle': 'Semicircle',
  'mistake.diameter': 'Using the diameter as the radius of a semicircle.',
  'title.surfaceArea': 'Surface area',
  'description.surfaceArea': 'Cubes, boxes and cylinders.',
  'nudge.surfaceArea': 'Unfold the solid into flat faces and add their areas.',
  'formula.cube': 'Cube',
  'formula.box': 'Box',
  'formula.cylinder': 'Cylinder',
  'mistake.pairs': 'Counting only one of each pair of faces.',
  'title.arcsAndSectors': 'Arcs and sectors',
  'description.arcsAndSectors': 'Slices of circles: arc lengths and sector areas.',
  'nudge.arcsAndSectors': 'A sector is a fraction of the whole circle: angle/360.',
  'formula.arcLength': 'Arc length',
  'formula.sectorArea': 'Sector area',
  'mistake.hundred': 'Using 100 instead of 360 for the fraction of a circle.',
  'title.angleRelationships': 'Angle relationships',
  'description.angleRelationships':
    'Parallel lines and transversals, exterior angles, angles in algebraic form.',
  'nudge.angleRelationships': 'Which angles are equal, and which add up to 180°?',
  'formula.coInterior': 'Co-interior angles',
  'formula.exterior': 'Exterior angle of a triangle',
  'mistake.coInterior': 'Mixing up co-interior angles (add to 180°) with alternate angles (equal).',
};

type Id = keyof typeof en;

export const GEOMETRY_WORDS: { en: typeof en } & Record<
  'es' | 'fr' | 'de' | 'pt',
  Record<Id, string>
> = {
  en,
  es: {
    'ask.lShape':
      'Un suelo en forma de L es un rectángulo de {l} por {w} al que se le ha recortado un rectángulo de {a} por {b} en una esquina. ¿Cuál es su área?',
    'nudge.lShape': 'Piensa en el rectángulo completo y luego quítale la esquina que falta.',
    'hint.lShape': 'Área = rectángulo grande − rectángulo recortado.',
    'step.wholeRectangle': 'Área del rectángulo completo',
    'step.cutOut': 'Área de la parte recortada',
    'step.subtract': 'Resta',
    'ask.house':
      'Una figura con forma de casa es un rectángulo de {l} por {w} con un triángulo encima, cuya base es el lado de longitud {l} y cuya altura es {h}. ¿Cuál es su área?',
    'nudge.split': 'Divide la figura en partes cuya área sepas calcular.',
    'hint.house': 'Área = rectángulo (largo × ancho) + triángulo (base × altura ÷ 2).',
    'step.rectangle': 'Área del rectángulo',
    'step.triangle': 'Área del triángulo',
    'step.add': 'Suma',
    'ask.window':
      'Una ventana es un rectángulo de {l} por {w} con un semicírculo encima, cuyo diámetro es el lado de longitud {w}. ¿Cuál es su área? Redondea a 2 decimales.',
    'nudge.semicircle': 'Un semicírculo es medio círculo; su radio es la mitad de su diámetro.',
    'hint.window': 'Área = largo × ancho + π × r² ÷ 2.',
    'step.halfDiameter': 'El radio es la mitad del diámetro',
    'step.window': 'Rectángulo más medio círculo de radio {radius}',
    'ask.cube': 'Un cubo tiene aristas de longitud {s}. ¿Cuál es su área total?',
    'nudge.cube': '¿Cuántas caras tiene un cubo y qué forma tienen?',
    'hint.cube': 'Seis caras cuadradas: área total = 6 × arista².',
    'step.oneFace': 'Área de una cara',
    'step.sixFaces': 'Seis caras',
    'ask.box': 'Una caja cerrada mide {l} por {w} por {h}. ¿Cuál es su área total?',
    'nudge.box': 'Una caja tiene tres pares de caras iguales.',
    'hint.box': 'Área total = 2 × (lw + lh + wh).',
    'step.threeFaces': 'Las tres caras distintas',
    'step.twoOfEach': 'Dos de cada una',
    'ask.cylinder':
      'Un cilindro cerrado tiene radio {radius} y altura {h}. ¿Cuál es su área total? Redondea a 2 decimales.',
    'nudge.cylinder': 'Desenrolla el cilindro: dos círculos y un rectángulo.',
    'hint.cylinder': 'Área total = 2πr² + 2πrh.',
    'step.cylinder': 'Dos círculos más la superficie lateral',
    'ask.pizza':
      'Una pizza redonda de radio {radius} se corta en {slices} porciones iguales. Tomando π ≈ {pi}, ¿cuál es el área de una porción?',
    'nudge.pizza': 'Calcula primero el área de la pizza entera.',
    'hint.pizza': 'Área de una porción = π × r² ÷ {slices}.',
    'step.wholeCircle': 'Área del círculo completo',
    'step.share': 'Repártela entre {slices} porciones',
    'ask.arcLength':
      'Un sector circular tiene radio {radius} y ángulo {angle}°. ¿Cuál es la longitud de su arco? Redondea a 2 decimales.',
    'ask.sectorArea':
      'Un sector circular tiene radio {radius} y ángulo {angle}°. ¿Cuál es su área? Redondea a 2 decimales.',
    'nudge.sector': '¿Qué fracción del círculo completo es el sector?',
    'hint.arcLength': 'Longitud del arco = ángulo/360 × 2πr.',
    'hint.sectorArea': 'Área del sector = ángulo/360 × πr².',
    'step.sector': 'El sector es {angle}/360 del círculo',
    'ask.corresponding':
      'Una recta secante corta a dos rectas paralelas. Uno de los ángulos mide {a}°. ¿Cuánto mide su ángulo correspondiente, en grados?',
    'ask.alternate':
      'Una recta secante corta a dos rectas paralelas. Uno de los ángulos mide {a}°. ¿Cuánto mide su ángulo alterno, en grados?',
    'ask.coInterior':
      'Una recta secante corta a dos rectas paralelas. Uno de los ángulos mide {a}°. ¿Cuánto mide su ángulo conjugado interno, en grados?',
    'nudge.parallel': 'Dos rectas paralelas forman los mismos ángulos con la secante.',
    'hint.corresponding': 'Los ángulos correspondientes son iguales.',
    'hint.alternate': 'Los ángulos alternos son iguales.',
    'hint.coInterior': 'Los ángulos conjugados internos suman 180°.',
    'step.corresponding': 'Los ángulos correspondientes son iguales',
    'step.alternate': 'Los ángulos alternos son iguales',
    'step.coInterior': 'Los ángulos conjugados internos suman 180°',
    'ask.exterior':
      'Dos ángulos interiores de un triángulo miden {a}° y {b}°. ¿Cuánto mide el ángulo exterior en el tercer vértice, en grados?',
    'nudge.exterior': 'Un ángulo exterior y el ángulo interior contiguo forman un ángulo llano.',
    'hint.exterior':
      'Un ángulo exterior es igual a la suma de los dos ángulos interiores no contiguos.',
    'step.thirdInterior': 'El tercer ángulo interior',
    'step.exterior': 'El ángulo exterior es 180° menos ese ángulo',
    'ask.algebraic': 'Los ángulos de un triángulo miden {a}°, {b}° y {c}°. ¿Cuánto vale x?',
    'nudge.triangleSum': '¿Cuánto suman los ángulos de un triángulo?',
    'hint.algebraic': 'Suma los ángulos, iguala la suma a 180 y despeja x.',
    'step.triangleSum': 'Los ángulos suman 180°',
    'step.collect': 'Agrupa los términos',
    'step.divide': 'Divide los dos miembros entre {a}',
    'title.compositeArea': 'Figuras compuestas',
    'description.compositeArea':
      'Áreas de figuras en forma de L, casas y ventanas formadas por rectángulos, triángulos y semicírculos.',
    'nudge.compositeArea': 'Divide la figura en partes que conozcas, o quita una parte.',
    'formula.rectangle': 'Rectángulo',
    'formula.triangle': 'Triángulo',
    'formula.semicircle': 'Semicírculo',
    'mistake.diameter': 'Usar el diámetro como radio del semicírculo.',
    'title.surfaceArea': 'Área total',
    'description.surfaceArea': 'Cubos, cajas y cilindros.',
    'nudge.surfaceArea': 'Despliega el cuerpo en caras planas y suma sus áreas.',
    'formula.cube': 'Cubo',
    'formula.box': 'Caja',
    'formula.cylinder': 'Cilindro',
    'mistake.pairs': 'Contar solo una cara de cada par de caras iguales.',
    'title.arcsAndSectors': 'Arcos y sectores circulares',
    'description.arcsAndSectors': 'Porciones de círculo: longitudes de arco y áreas de sectores.',
    'nudge.arcsAndSectors': 'Un sector es una fracción del círculo completo: ángulo/360.',
    'formula.arcLength': 'Longitud del arco',
    'formula.sectorArea': 'Área del sector',
    'mistake.hundred': 'Usar 100 en lugar de 360 para la fracción del círculo.',
    'title.angleRelationships': 'Relaciones entre ángulos',
    'description.angleRelationships':
      'Rectas paralelas cortadas por una secante, ángulos exteriores, ángulos en forma algebraica.',
    'nudge.angleRelationships': '¿Qué ángulos son iguales y cuáles suman 180°?',
    'formula.coInterior': 'Ángulos conjugados internos',
    'formula.exterior': 'Ángulo exterior de un triángulo',
    'mistake.coInterior':
      'Confundir los ángulos conjugados internos (suman 180°) con los alternos (son iguales).',
  },
  fr: {
    'ask.lShape':
      'Le sol d’une pièce en forme de L est un rectangle de {l} sur {w} auquel on a retiré, dans un coin, un rectangle de {a} sur {b}. Quelle est son aire\u00a0?',
    'nudge.lShape': 'Pensez au rectangle entier, puis retirez le coin qui manque.',
    'hint.lShape': 'Aire = grand rectangle − rectangle retiré.',
    'step.wholeRectangle': 'Aire du grand rectangle',
    'step.cutOut': 'Aire du rectangle retiré',
    'step.subtract': 'Soustrayez',
    'ask.house':
      'Une figure en forme de maison est un rectangle de {l} sur {w} surmonté d’un triangle dont la base est le côté de longueur {l} et dont la hauteur est {h}. Quelle est son aire\u00a0?',
    'nudge.split': 'Découpez la figure en morceaux dont vous savez calculer l’aire.',
    'hint.house': 'Aire = rectangle (longueur × largeur) + triangle (base × hauteur ÷ 2).',
    'step.rectangle': 'Aire du rectangle',
    'step.triangle': 'Aire du triangle',
    'step.add': 'Additionnez',
    'ask.window':
      'Une fenêtre est un rectangle de {l} sur {w} surmonté d’un demi-disque dont le diamètre est le côté de longueur {w}. Quelle est son aire\u00a0? Arrondissez au centième.',
    'nudge.semicircle':
      'Un demi-disque est la moitié d’un disque\u00a0; son rayon est la moitié de son diamètre.',
    'hint.window': 'Aire = longueur × largeur + π × r² ÷ 2.',
    'step.halfDiameter': 'Le rayon est la moitié du diamètre',
    'step.window': 'Le rectangle plus un demi-disque de rayon {radius}',
    'ask.cube': 'Un cube a des arêtes de longueur {s}. Quelle est son aire totale\u00a0?',
    'nudge.cube': 'Combien de faces un cube a-t-il, et quelle est leur forme\u00a0?',
    'hint.cube': 'Six faces carrées\u00a0: aire totale = 6 × arête².',
    'step.oneFace': 'Aire d’une face',
    'step.sixFaces': 'Pour les six faces',
    'ask.box':
      'Une boîte fermée a la forme d’un pavé droit de dimensions {l}, {w} et {h}. Quelle est son aire totale\u00a0?',
    'nudge.box': 'Un pavé droit a trois paires de faces identiques.',
    'hint.box': 'Aire totale = 2 × (lw + lh + wh).',
    'step.threeFaces': 'Les trois faces différentes',
    'step.twoOfEach': 'Deux faces de chaque sorte',
    'ask.cylinder':
      'Un cylindre fermé a pour rayon {radius} et pour hauteur {h}. Quelle est son aire totale\u00a0? Arrondissez au centième.',
    'nudge.cylinder': 'Déroulez le cylindre\u00a0: deux disques et un rectangle.',
    'hint.cylinder': 'Aire totale = 2πr² + 2πrh.',
    'step.cylinder': 'Deux disques plus la surface latérale',
    'ask.pizza':
      'Une pizza ronde de rayon {radius} est coupée en {slices} parts égales. En prenant π ≈ {pi}, quelle est l’aire d’une part\u00a0?',
    'nudge.pizza': 'Calculez d’abord l’aire de la pizza entière.',
    'hint.pizza': 'Aire d’une part = π × r² ÷ {slices}.',
    'step.wholeCircle': 'Aire du disque entier',
    'step.share': 'Partagez-la en {slices} parts',
    'ask.arcLength':
      'Un secteur angulaire a pour rayon {radius} et pour angle {angle}°. Quelle est la longueur de son arc\u00a0? Arrondissez au centième.',
    'ask.sectorArea':
      'Un secteur angulaire a pour rayon {radius} et pour angle {angle}°. Quelle est son aire\u00a0? Arrondissez au centième.',
    'nudge.sector': 'Quelle fraction du disque entier le secteur représente-t-il\u00a0?',
    'hint.arcLength': 'Longueur de l’arc = angle/360 × 2πr.',
    'hint.sectorArea': 'Aire du secteur = angle/360 × πr².',
    'step.sector': 'Le secteur représente {angle}/360 du disque',
    'ask.corresponding':
      'Deux droites parallèles sont coupées par une sécante. L’un des angles mesure {a}°. Combien mesure l’angle correspondant, en degrés\u00a0?',
    'ask.alternate':
      'Deux droites parallèles sont coupées par une sécante. L’un des angles mesure {a}°. Combien mesure l’angle alterne-interne, en degrés\u00a0?',
    'ask.coInterior':
      'Deux droites parallèles sont coupées par une sécante. L’un des angles mesure {a}°. Combien mesure l’angle intérieur situé du même côté de la sécante, en degrés\u00a0?',
    'nudge.parallel': 'Deux droites parallèles coupent une sécante selon les mêmes angles.',
    'hint.corresponding': 'Deux angles correspondants ont la même mesure.',
    'hint.alternate': 'Deux angles alternes-internes ont la même mesure.',
    'hint.coInterior':
      'Deux angles intérieurs situés du même côté de la sécante ont pour somme 180°.',
    'step.corresponding': 'Deux angles correspondants ont la même mesure',
    'step.alternate': 'Deux angles alternes-internes ont la même mesure',
    'step.coInterior': 'Deux angles intérieurs du même côté de la sécante ont pour somme 180°',
    'ask.exterior':
      'Deux angles d’un triangle mesurent {a}° et {b}°. Combien mesure l’angle extérieur au troisième sommet, en degrés\u00a0?',
    'nudge.exterior': 'Un angle extérieur et l’angle intérieur voisin forment un angle plat.',
    'hint.exterior':
      'Un angle extérieur est égal à la somme des deux angles intérieurs qui ne lui sont pas adjacents.',
    'step.thirdInterior': 'Le troisième angle du triangle',
    'step.exterior': 'L’angle extérieur vaut 180° moins cet angle',
    'ask.algebraic': 'Les angles d’un triangle mesurent {a}°, {b}° et {c}°. Que vaut x\u00a0?',
    'nudge.triangleSum': 'Quelle est la somme des angles d’un triangle\u00a0?',
    'hint.algebraic': 'Additionnez les angles, égalez la somme à 180 et isolez x.',
    'step.triangleSum': 'La somme des angles est 180°',
    'step.collect': 'Réduisez',
    'step.divide': 'Divisez les deux membres par {a}',
    'title.compositeArea': 'Figures composées',
    'description.compositeArea':
      'Aires de figures en L, de maisons et de fenêtres faites de rectangles, de triangles et de demi-disques.',
    'nudge.compositeArea': 'Découpez la figure en morceaux connus, ou retirez-en un morceau.',
    'formula.rectangle': 'Aire d’un rectangle',
    'formula.triangle': 'Aire d’un triangle',
    'formula.semicircle': 'Aire d’un demi-disque',
    'mistake.diameter': 'Prendre le diamètre pour le rayon du demi-disque.',
    'title.surfaceArea': 'Aire totale',
    'description.surfaceArea': 'Cubes, pavés droits et cylindres.',
    'nudge.surfaceArea':
      'Dépliez le solide en faces planes (son patron) et additionnez leurs aires.',
    'formula.cube': 'Aire totale d’un cube',
    'formula.box': 'Aire totale d’un pavé droit',
    'formula.cylinder': 'Aire totale d’un cylindre',
    'mistake.pairs': 'Ne compter qu’une face de chaque paire de faces identiques.',
    'title.arcsAndSectors': 'Arcs et secteurs angulaires',
    'description.arcsAndSectors':
      'Portions de disque\u00a0: longueurs d’arcs et aires de secteurs angulaires.',
    'nudge.arcsAndSectors':
      'Un secteur angulaire est une fraction du disque entier\u00a0: angle/360.',
    'formula.arcLength': 'Longueur d’un arc',
    'formula.sectorArea': 'Aire d’un secteur angulaire',
    'mistake.hundred': 'Diviser par 100 au lieu de 360 pour la fraction du disque.',
    'title.angleRelationships': 'Relations entre les angles',
    'description.angleRelationships':
      'Droites parallèles coupées par une sécante, angles extérieurs, angles exprimés en fonction de x.',
    'nudge.angleRelationships':
      'Quels angles ont la même mesure, et lesquels ont pour somme 180°\u00a0?',
    'formula.coInterior': 'Angles intérieurs du même côté de la sécante',
    'formula.exterior': 'Angle extérieur d’un triangle',
    'mistake.coInterior':
      'Confondre les angles intérieurs du même côté de la sécante (somme 180°) et les angles alternes-internes (de même mesure).',
  },
  de: {
    'ask.lShape':
      'Ein L-förmiger Fußboden ist ein {l} mal {w} großes Rechteck, aus dem an einer Ecke ein {a} mal {b} großes Rechteck ausgeschnitten ist. Wie groß ist sein Flächeninhalt?',
    'nudge.lShape': 'Denk an das ganze Rechteck und zieh dann die fehlende Ecke ab.',
    'hint.lShape': 'Flächeninhalt = großes Rechteck − ausgeschnittenes Rechteck.',
    'step.wholeRectangle': 'Flächeninhalt des ganzen Rechtecks',
    'step.cutOut': 'Flächeninhalt des ausgeschnittenen Rechtecks',
    'step.subtract': 'Subtrahiere',
    'ask.house':
      'Eine Hausform besteht aus einem {l} mal {w} großen Rechteck mit einem aufgesetzten Dreieck, dessen Grundseite die Seite der Länge {l} ist und dessen Höhe {h} beträgt. Wie groß ist ihr Flächeninhalt?',
    'nudge.split': 'Zerlege die Figur in Teile, deren Flächeninhalt du berechnen kannst.',
    'hint.house': 'Flächeninhalt = Rechteck (Länge × Breite) + Dreieck (Grundseite × Höhe ÷ 2).',
    'step.rectangle': 'Flächeninhalt des Rechtecks',
    'step.triangle': 'Flächeninhalt des Dreiecks',
    'step.add': 'Addiere',
    'ask.window':
      'Ein Fenster besteht aus einem {l} mal {w} großen Rechteck mit einem aufgesetzten Halbkreis, dessen Durchmesser die Seite der Länge {w} ist. Wie groß ist sein Flächeninhalt? Runde auf 2 Nachkommastellen.',
    'nudge.semicircle':
      'Ein Halbkreis ist ein halber Kreis; sein Radius ist der halbe Durchmesser.',
    'hint.window': 'Flächeninhalt = Länge × Breite + π × r² ÷ 2.',
    'step.halfDiameter': 'Der Radius ist der halbe Durchmesser',
    'step.window': 'Rechteck plus Halbkreis mit dem Radius {radius}',
    'ask.cube': 'Ein Würfel hat die Kantenlänge {s}. Wie groß ist sein Oberflächeninhalt?',
    'nudge.cube': 'Wie viele Seitenflächen hat ein Würfel, und welche Form haben sie?',
    'hint.cube': 'Sechs quadratische Seitenflächen: Oberflächeninhalt = 6 × Kantenlänge².',
    'step.oneFace': 'Flächeninhalt einer Seitenfläche',
    'step.sixFaces': 'Sechs Seitenflächen',
    'ask.box':
      'Eine geschlossene Schachtel ist ein Quader mit den Kantenlängen {l}, {w} und {h}. Wie groß ist ihr Oberflächeninhalt?',
    'nudge.box': 'Ein Quader hat drei Paare gleich großer Seitenflächen.',
    'hint.box': 'Oberflächeninhalt = 2 × (lw + lh + wh).',
    'step.threeFaces': 'Die drei verschiedenen Seitenflächen',
    'step.twoOfEach': 'Jede davon zweimal',
    'ask.cylinder':
      'Ein geschlossener Zylinder hat den Radius {radius} und die Höhe {h}. Wie groß ist sein Oberflächeninhalt? Runde auf 2 Nachkommastellen.',
    'nudge.cylinder': 'Wickle den Zylinder ab: zwei Kreise und ein Rechteck.',
    'hint.cylinder': 'Oberflächeninhalt = 2πr² + 2πrh.',
    'step.cylinder': 'Zwei Kreise plus die Mantelfläche',
    'ask.pizza':
      'Eine runde Pizza mit dem Radius {radius} wird in {slices} gleich große Stücke geschnitten. Rechne mit π ≈ {pi}: Wie groß ist der Flächeninhalt eines Stücks?',
    'nudge.pizza': 'Berechne zuerst den Flächeninhalt der ganzen Pizza.',
    'hint.pizza': 'Flächeninhalt eines Stücks = π × r² ÷ {slices}.',
    'step.wholeCircle': 'Flächeninhalt des ganzen Kreises',
    'step.share': 'Verteile ihn auf {slices} Stücke',
    'ask.arcLength':
      'Ein Kreisausschnitt hat den Radius {radius} und den Mittelpunktswinkel {angle}°. Wie lang ist sein Kreisbogen? Runde auf 2 Nachkommastellen.',
    'ask.sectorArea':
      'Ein Kreisausschnitt hat den Radius {radius} und den Mittelpunktswinkel {angle}°. Wie groß ist sein Flächeninhalt? Runde auf 2 Nachkommastellen.',
    'nudge.sector': 'Welcher Bruchteil des ganzen Kreises ist der Kreisausschnitt?',
    'hint.arcLength': 'Bogenlänge = Winkel/360 × 2πr.',
    'hint.sectorArea': 'Flächeninhalt des Kreisausschnitts = Winkel/360 × πr².',
    'step.sector': 'Der Kreisausschnitt ist {angle}/360 des Kreises',
    'ask.corresponding':
      'Zwei parallele Geraden werden von einer dritten Geraden geschnitten. Einer der Winkel ist {a}° groß. Wie groß ist sein Stufenwinkel in Grad?',
    'ask.alternate':
      'Zwei parallele Geraden werden von einer dritten Geraden geschnitten. Einer der Winkel ist {a}° groß. Wie groß ist sein Wechselwinkel in Grad?',
    'ask.coInterior':
      'Zwei parallele Geraden werden von einer dritten Geraden geschnitten. Einer der Winkel ist {a}° groß. Wie groß ist sein Ergänzungswinkel in Grad?',
    'nudge.parallel':
      'Parallele Geraden werden von einer dritten Geraden unter gleichen Winkeln geschnitten.',
    'hint.corresponding': 'Stufenwinkel sind gleich groß.',
    'hint.alternate': 'Wechselwinkel sind gleich groß.',
    'hint.coInterior': 'Ergänzungswinkel ergeben zusammen 180°.',
    'step.corresponding': 'Stufenwinkel sind gleich groß',
    'step.alternate': 'Wechselwinkel sind gleich groß',
    'step.coInterior': 'Ergänzungswinkel ergeben zusammen 180°',
    'ask.exterior':
      'Zwei Innenwinkel eines Dreiecks sind {a}° und {b}° groß. Wie groß ist der Außenwinkel an der dritten Ecke in Grad?',
    'nudge.exterior':
      'Ein Außenwinkel und der Innenwinkel daneben liegen zusammen an einer Geraden.',
    'hint.exterior':
      'Ein Außenwinkel ist so groß wie die beiden nicht anliegenden Innenwinkel zusammen.',
    'step.thirdInterior': 'Der dritte Innenwinkel',
    'step.exterior': 'Der Außenwinkel ist 180° minus dieser Winkel',
    'ask.algebraic': 'Die Winkel eines Dreiecks sind {a}°, {b}° und {c}° groß. Welchen Wert hat x?',
    'nudge.triangleSum': 'Wie viel Grad ergeben die Winkel eines Dreiecks zusammen?',
    'hint.algebraic': 'Addiere die Winkel, setze die Summe gleich 180 und löse nach x auf.',
    'step.triangleSum': 'Die Winkel ergeben zusammen 180°',
    'step.collect': 'Fasse zusammen',
    'step.divide': 'Teile beide Seiten durch {a}',
    'title.compositeArea': 'Zusammengesetzte Figuren',
    'description.compositeArea':
      'Flächeninhalte von L-Formen, Häusern und Fenstern aus Rechtecken, Dreiecken und Halbkreisen.',
    'nudge.compositeArea': 'Zerlege die Figur in bekannte Teile oder zieh ein Teil ab.',
    'formula.rectangle': 'Rechteck',
    'formula.triangle': 'Dreieck',
    'formula.semicircle': 'Halbkreis',
    'mistake.diameter': 'Den Durchmesser statt des Radius des Halbkreises einsetzen.',
    'title.surfaceArea': 'Oberflächeninhalt',
    'description.surfaceArea': 'Würfel, Quader und Zylinder.',
    'nudge.surfaceArea': 'Klappe den Körper zu seinem Netz auf und addiere die Flächeninhalte.',
    'formula.cube': 'Würfel',
    'formula.box': 'Quader',
    'formula.cylinder': 'Zylinder',
    'mistake.pairs': 'Von jedem Paar gleicher Seitenflächen nur eine zählen.',
    'title.arcsAndSectors': 'Kreisbögen und Kreisausschnitte',
    'description.arcsAndSectors':
      'Teile von Kreisen: Bogenlängen und Flächeninhalte von Kreisausschnitten.',
    'nudge.arcsAndSectors': 'Ein Kreisausschnitt ist ein Bruchteil des ganzen Kreises: Winkel/360.',
    'formula.arcLength': 'Bogenlänge',
    'formula.sectorArea': 'Flächeninhalt eines Kreisausschnitts',
    'mistake.hundred': 'Für den Bruchteil des Kreises durch 100 statt durch 360 teilen.',
    'title.angleRelationships': 'Winkelbeziehungen',
    'description.angleRelationships':
      'Winkel an geschnittenen Parallelen, Außenwinkel, Winkel als Terme mit x.',
    'nudge.angleRelationships': 'Welche Winkel sind gleich groß, und welche ergeben zusammen 180°?',
    'formula.coInterior': 'Ergänzungswinkel',
    'formula.exterior': 'Außenwinkel eines Dreiecks',
    'mistake.coInterior':
      'Ergänzungswinkel (zusammen 180°) mit Wechselwinkeln (gleich groß) verwechseln.',
  },
  pt: {
    'ask.lShape':
      'Um piso em forma de L é um retângulo de {l} por {w} do qual foi recortado, em um dos cantos, um retângulo de {a} por {b}. Qual é a sua área?',
    'nudge.lShape': 'Pense no retângulo inteiro e depois tire o canto que falta.',
    'hint.lShape': 'Área = retângulo grande − retângulo recortado.',
    'step.wholeRectangle': 'Área do retângulo inteiro',
    'step.cutOut': 'Área da parte recortada',
    'step.subtract': 'Subtraia',
    'ask.house':
      'Uma figura em forma de casa é um retângulo de {l} por {w} com um triângulo em cima, cuja base é o lado de comprimento {l} e cuja altura é {h}. Qual é a sua área?',
    'nudge.split': 'Divida a figura em partes cujas áreas você sabe calcular.',
    'hint.house': 'Área = retângulo (comprimento × largura) + triângulo (base × altura ÷ 2).',
    'step.rectangle': 'Área do retângulo',
    'step.triangle': 'Área do triângulo',
    'step.add': 'Some',
    'ask.window':
      'Uma janela é um retângulo de {l} por {w} com um semicírculo em cima, cujo diâmetro é o lado de comprimento {w}. Qual é a sua área? Arredonde para 2 casas decimais.',
    'nudge.semicircle': 'Um semicírculo é meio círculo; o seu raio é a metade do diâmetro.',
    'hint.window': 'Área = comprimento × largura + π × r² ÷ 2.',
    'step.halfDiameter': 'O raio é a metade do diâmetro',
    'step.window': 'Retângulo mais meio círculo de raio {radius}',
    'ask.cube': 'Um cubo tem arestas de comprimento {s}. Qual é a sua área total?',
    'nudge.cube': 'Quantas faces tem um cubo, e qual é a forma delas?',
    'hint.cube': 'Seis faces quadradas: área total = 6 × aresta².',
    'step.oneFace': 'Área de uma face',
    'step.sixFaces': 'Seis faces',
    'ask.box': 'Uma caixa fechada mede {l} por {w} por {h}. Qual é a sua área total?',
    'nudge.box': 'Uma caixa tem três pares de faces iguais.',
    'hint.box': 'Área total = 2 × (lw + lh + wh).',
    'step.threeFaces': 'As três faces diferentes',
    'step.twoOfEach': 'Duas de cada',
    'ask.cylinder':
      'Um cilindro fechado tem raio {radius} e altura {h}. Qual é a sua área total? Arredonde para 2 casas decimais.',
    'nudge.cylinder': 'Planifique o cilindro: dois círculos e um retângulo.',
    'hint.cylinder': 'Área total = 2πr² + 2πrh.',
    'step.cylinder': 'Dois círculos mais a superfície lateral',
    'ask.pizza':
      'Uma pizza redonda de raio {radius} é cortada em {slices} fatias iguais. Usando π ≈ {pi}, qual é a área de uma fatia?',
    'nudge.pizza': 'Calcule primeiro a área da pizza inteira.',
    'hint.pizza': 'Área de uma fatia = π × r² ÷ {slices}.',
    'step.wholeCircle': 'Área do círculo inteiro',
    'step.share': 'Divida-a em {slices} fatias',
    'ask.arcLength':
      'Um setor circular tem raio {radius} e ângulo {angle}°. Qual é o comprimento do seu arco? Arredonde para 2 casas decimais.',
    'ask.sectorArea':
      'Um setor circular tem raio {radius} e ângulo {angle}°. Qual é a sua área? Arredonde para 2 casas decimais.',
    'nudge.sector': 'Que fração do círculo inteiro é o setor?',
    'hint.arcLength': 'Comprimento do arco = ângulo/360 × 2πr.',
    'hint.sectorArea': 'Área do setor = ângulo/360 × πr².',
    'step.sector': 'O setor é {angle}/360 do círculo',
    'ask.corresponding':
      'Duas retas paralelas são cortadas por uma transversal. Um dos ângulos mede {a}°. Quanto mede o ângulo correspondente a ele, em graus?',
    'ask.alternate':
      'Duas retas paralelas são cortadas por uma transversal. Um dos ângulos mede {a}°. Quanto mede o ângulo alterno a ele, em graus?',
    'ask.coInterior':
      'Duas retas paralelas são cortadas por uma transversal. Um dos ângulos mede {a}°. Quanto mede o ângulo colateral interno a ele, em graus?',
    'nudge.parallel': 'Retas paralelas formam os mesmos ângulos com uma transversal.',
    'hint.corresponding': 'Ângulos correspondentes têm a mesma medida.',
    'hint.alternate': 'Ângulos alternos têm a mesma medida.',
    'hint.coInterior': 'A soma de dois ângulos colaterais internos é 180°.',
    'step.corresponding': 'Ângulos correspondentes têm a mesma medida',
    'step.alternate': 'Ângulos alternos têm a mesma medida',
    'step.coInterior': 'A soma de dois ângulos colaterais internos é 180°',
    'ask.exterior':
      'Dois ângulos internos de um triângulo medem {a}° e {b}°. Quanto mede o ângulo externo no terceiro vértice, em graus?',
    'nudge.exterior': 'Um ângulo externo e o ângulo interno ao lado dele formam um ângulo raso.',
    'hint.exterior':
      'Um ângulo externo é igual à soma dos dois ângulos internos não adjacentes a ele.',
    'step.thirdInterior': 'O terceiro ângulo interno',
    'step.exterior': 'O ângulo externo é 180° menos esse ângulo',
    'ask.algebraic': 'Os ângulos de um triângulo medem {a}°, {b}° e {c}°. Quanto vale x?',
    'nudge.triangleSum': 'Quanto somam os ângulos de um triângulo?',
    'hint.algebraic': 'Some os ângulos, iguale a soma a 180 e isole x.',
    'step.triangleSum': 'A soma dos ângulos é 180°',
    'step.collect': 'Junte os termos',
    'step.divide': 'Divida os dois membros por {a}',
    'title.compositeArea': 'Figuras compostas',
    'description.compositeArea':
      'Áreas de figuras em L, casas e janelas formadas por retângulos, triângulos e semicírculos.',
    'nudge.compositeArea': 'Divida a figura em partes conhecidas, ou retire uma parte.',
    'formula.rectangle': 'Retângulo',
    'formula.triangle': 'Triângulo',
    'formula.semicircle': 'Semicírculo',
    'mistake.diameter': 'Usar o diâmetro como raio do semicírculo.',
    'title.surfaceArea': 'Área total',
    'description.surfaceArea': 'Cubos, caixas e cilindros.',
    'nudge.surfaceArea': 'Planifique o sólido em faces planas e some as suas áreas.',
    'formula.cube': 'Cubo',
    'formula.box': 'Caixa',
    'formula.cylinder': 'Cilindro',
    'mistake.pairs': 'Contar só uma face de cada par de faces iguais.',
    'title.arcsAndSectors': 'Arcos e setores circulares',
    'description.arcsAndSectors': 'Partes de círculos: comprimentos de arcos e áreas de setores.',
    'nudge.arcsAndSectors': 'Um setor é uma fração do círculo inteiro: ângulo/360.',
    'formula.arcLength': 'Comprimento do arco',
    'formula.sectorArea': 'Área do setor',
    'mistake.hundred': 'Usar 100 em vez de 360 para a fração do círculo.',
    'title.angleRelationships': 'Relações entre ângulos',
    'description.angleRelationships':
      'Retas paralelas cortadas por uma transversal, ângulos externos, ângulos na forma algébrica.',
    'nudge.angleRelationships': 'Quais ângulos são iguais, e quais somam 180°?',
    'formula.coInterior': 'Ângulos colaterais internos',
    'formula.exterior': 'Ângulo externo de um triângulo',
    'mistake.coInterior':
      'Confundir ângulos colaterais internos (somam 180°) com ângulos alternos (iguais).',
  },
};

export const say = sayFrom(GEOMETRY_WORDS);
