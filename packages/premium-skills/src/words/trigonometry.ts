/**
 * The words of the Trigonometry Toolkit (the unit circle, identities and equations, right
 * triangles) in each language the site is written in, following math-core's glossary and register
 * of each language: Spanish "tú", French "vous", German "du", Portuguese "você". The maths inside a
 * sentence comes as a value, so each language writes it in its notation (sen and tg in Spanish
 * and Portuguese); numbers come as values too, with the language's decimal mark.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // The unit circle
  'ask.toDegrees': 'Convert {angle} radians to degrees.',
  'nudge.halfTurn': 'A half turn is π radians.',
  'hint.toDegrees': 'π radians = 180°, so multiply by {factor}.',
  'step.halfTurn': 'π radians = 180°',
  'ask.exact': 'What is the exact value of {value}? Write roots as √, e.g. {example}.',
  'nudge.special':
    'Picture the special triangles: half a square (45°) and half an equilateral triangle (30°, 60°).',
  'hint.special':
    'In the 30-60-90 triangle the sides are 1, √3 and 2; in the 45-45-90 triangle 1, 1 and √2.',
  'step.exact': 'The exact value of {value}',
  'nudge.reference': 'Find the reference angle, then decide the sign from the quadrant.',
  'hint.onlySin': 'The reference angle is {reference}; in quadrant II only sin is positive.',
  'hint.onlyTan': 'The reference angle is {reference}; in quadrant III only tan is positive.',
  'hint.onlyCos': 'The reference angle is {reference}; in quadrant IV only cos is positive.',
  'step.reference': 'Reference angle',
  'step.quadrantPositive': 'Quadrant {quadrant}: positive',
  'step.quadrantNegative': 'Quadrant {quadrant}: negative',
  // Identities and equations
  'step.maths': '{maths}',
  'step.positiveRoot': 'Take the positive root (θ is acute)',
  'ask.acute': 'θ is an acute angle and {given}. What is {asked}? Give the answer as a fraction.',
  'ask.quadrant':
    'θ is in quadrant {quadrant} and {given}. What is {asked}? Give the answer as a fraction.',
  'nudge.identity': '{identity} for every angle.',
  'hint.otherAcute': '{other} = {root}, positive for an acute angle.',
  'nudge.tan': '{tan}: find the other one first.',
  'hint.otherThenTan': '{other} = {root}, then {tan}.',
  'nudge.identitySign': 'Use {identity}, then decide the sign from the quadrant.',
  'hint.negativeSin': '{asked} = ±{root}; in quadrant {quadrant} sin is negative.',
  'hint.negativeCos': '{asked} = ±{root}; in quadrant {quadrant} cos is negative.',
  'step.negativeSin': 'sin is negative in quadrant {quadrant}',
  'step.negativeCos': 'cos is negative in quadrant {quadrant}',
  'ask.solve':
    'Solve {equation} for {range}. Give both solutions in degrees, smallest first, separated by a comma.',
  'nudge.twoAngles':
    'There are two angles in one turn with the same sine (or cosine): use the symmetry of the unit circle.',
  'hint.sinPositive': 'The reference angle is {reference}; sin is positive in two quadrants.',
  'hint.sinNegative': 'The reference angle is {reference}; sin is negative in two quadrants.',
  'hint.cosPositive': 'The reference angle is {reference}; cos is positive in two quadrants.',
  'hint.cosNegative': 'The reference angle is {reference}; cos is negative in two quadrants.',
  'step.sinPositive': 'sin is positive in quadrants I and II',
  'step.sinNegative': 'sin is negative in quadrants III and IV',
  'step.cosPositive': 'cos is positive in quadrants I and IV',
  'step.cosNegative': 'cos is negative in quadrants II and III',
  // Right triangles
  'ask.opposite':
    'A right triangle has hypotenuse {hyp} and an angle of {angle}. How long is the side opposite that angle? Round to 2 decimals.',
  'ask.adjacent':
    'A right triangle has hypotenuse {hyp} and an angle of {angle}. How long is the side next to that angle? Round to 2 decimals.',
  'step.opposite': 'Opposite = hypotenuse × sin',
  'step.adjacent': 'Adjacent = hypotenuse × cos',
  'nudge.sohcahtoa': 'SOH CAH TOA: which ratio links this side with the hypotenuse?',
  'hint.sinRatio': 'sin = opposite ÷ hypotenuse.',
  'hint.cosRatio': 'cos = adjacent ÷ hypotenuse.',
  'ask.tower':
    'From {distance} m away on level ground, the angle of elevation to the top of a tower is {angle}. How tall is the tower, in metres? Round to 2 decimals.',
  'step.height': 'Height = distance × tan',
  'nudge.tower': 'Draw the right triangle: the ground, the tower and the line of sight.',
  'hint.tower': 'tan(angle) = height ÷ distance.',
  'ask.ramp':
    'A ramp rises {rise} m over a horizontal distance of {run} m. What angle does it make with the ground, in degrees? Round to 2 decimals.',
  'nudge.ramp': 'You know the opposite and adjacent sides: which ratio is that?',
  'hint.ramp': 'tan(θ) = rise ÷ run, so θ = arctan(rise ÷ run).',
  'step.tanRatio': 'tan θ = opposite ÷ adjacent',
  'step.inverseTan': 'Inverse tangent',
  // The skills
  'title.unitCircle': 'The unit circle',
  'description.unitCircle':
    'Radians and degrees, and exact values of sin, cos and tan at special angles.',
  'nudge.unitCircle': 'Picture the point on the unit circle: {point}.',
  'formula.toDegrees': 'Radians to degrees',
  'formula.sin': 'sin {angle}',
  'formula.cos': 'cos {angle}',
  'formula.sinCos': 'sin {angle} = cos {angle}',
  'mistake.sign': 'Forgetting the sign of sin or cos outside the first quadrant.',
  'title.identities': 'Identities and equations',
  'description.identities': '{identity}, {tan}, and equations on one full turn.',
  'nudge.identities': '{identity} links the two.',
  'formula.pythagorean': 'Pythagorean identity',
  'formula.tangent': 'Tangent',
  'formula.sineSymmetry': 'Symmetry of sine',
  'mistake.oneSolution': 'Giving only one solution of {equation} when one turn holds two.',
  'title.rightTriangle': 'Right-triangle word problems',
  'description.rightTriangle': 'Sides and angles of right triangles, heights and ramps.',
  'nudge.rightTriangle': 'Label the sides opposite, adjacent and hypotenuse from the angle.',
  'formula.sineRatio': 'sine',
  'formula.cosineRatio': 'cosine',
  'formula.tangentRatio': 'tangent',
  // The sides of a right triangle, named from the angle, as its formula sheet writes them.
  'side.opposite': 'opposite',
  'side.adjacent': 'adjacent',
  'side.hypotenuse': 'hypotenuse',
  'mistake.radianMode': 'A calculator in radian mode gives wrong values for angles in degrees.',
};

export const TRIGONOMETRY_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.toDegrees': 'Convierte {angle} radianes a grados.',
    'nudge.halfTurn': 'Media vuelta son π radianes.',
    'hint.toDegrees': 'π radianes = 180°, así que multiplica por {factor}.',
    'step.halfTurn': 'π radianes = 180°',
    'ask.exact':
      '¿Cuál es el valor exacto de {value}? Escribe las raíces con √, por ejemplo {example}.',
    'nudge.special':
      'Piensa en los triángulos notables: medio cuadrado (45°) y medio triángulo equilátero (30° y 60°).',
    'hint.special':
      'En el triángulo de 30°, 60° y 90° los lados miden 1, √3 y 2; en el de 45°, 45° y 90°, miden 1, 1 y √2.',
    'step.exact': 'Valor exacto de {value}',
    'nudge.reference': 'Busca el ángulo de referencia y luego decide el signo según el cuadrante.',
    'hint.onlySin':
      'El ángulo de referencia es {reference}; en el cuadrante II solo el seno es positivo.',
    'hint.onlyTan':
      'El ángulo de referencia es {reference}; en el cuadrante III solo la tangente es positiva.',
    'hint.onlyCos':
      'El ángulo de referencia es {reference}; en el cuadrante IV solo el coseno es positivo.',
    'step.reference': 'Ángulo de referencia',
    'step.quadrantPositive': 'Cuadrante {quadrant}: signo positivo',
    'step.quadrantNegative': 'Cuadrante {quadrant}: signo negativo',
    'step.maths': '{maths}',
    'step.positiveRoot': 'Toma la raíz positiva (θ es agudo)',
    'ask.acute':
      'θ es un ángulo agudo y {given}. ¿Cuánto vale {asked}? Da la respuesta como fracción.',
    'ask.quadrant':
      'θ está en el cuadrante {quadrant} y {given}. ¿Cuánto vale {asked}? Da la respuesta como fracción.',
    'nudge.identity': '{identity} para todo ángulo.',
    'hint.otherAcute': '{other} = {root}, positivo para un ángulo agudo.',
    'nudge.tan': '{tan}: calcula primero la otra razón.',
    'hint.otherThenTan': '{other} = {root}; después, {tan}.',
    'nudge.identitySign': 'Usa {identity} y luego decide el signo según el cuadrante.',
    'hint.negativeSin': '{asked} = ±{root}; en el cuadrante {quadrant} el seno es negativo.',
    'hint.negativeCos': '{asked} = ±{root}; en el cuadrante {quadrant} el coseno es negativo.',
    'step.negativeSin': 'En el cuadrante {quadrant} el seno es negativo',
    'step.negativeCos': 'En el cuadrante {quadrant} el coseno es negativo',
    'ask.solve':
      'Resuelve {equation} para {range}. Da las dos soluciones en grados, de menor a mayor, separadas por punto y coma.',
    'nudge.twoAngles':
      'En una vuelta hay dos ángulos con el mismo seno (o coseno): usa la simetría de la circunferencia unidad.',
    'hint.sinPositive':
      'El ángulo de referencia es {reference}; el seno es positivo en dos cuadrantes.',
    'hint.sinNegative':
      'El ángulo de referencia es {reference}; el seno es negativo en dos cuadrantes.',
    'hint.cosPositive':
      'El ángulo de referencia es {reference}; el coseno es positivo en dos cuadrantes.',
    'hint.cosNegative':
      'El ángulo de referencia es {reference}; el coseno es negativo en dos cuadrantes.',
    'step.sinPositive': 'El seno es positivo en los cuadrantes I y II',
    'step.sinNegative': 'El seno es negativo en los cuadrantes III y IV',
    'step.cosPositive': 'El coseno es positivo en los cuadrantes I y IV',
    'step.cosNegative': 'El coseno es negativo en los cuadrantes II y III',
    'ask.opposite':
      'Un triángulo rectángulo tiene una hipotenusa de {hyp} y un ángulo de {angle}. ¿Cuánto mide el cateto opuesto a ese ángulo? Redondea a 2 decimales.',
    'ask.adjacent':
      'Un triángulo rectángulo tiene una hipotenusa de {hyp} y un ángulo de {angle}. ¿Cuánto mide el cateto adyacente a ese ángulo? Redondea a 2 decimales.',
    'step.opposite': 'Cateto opuesto = hipotenusa × seno',
    'step.adjacent': 'Cateto adyacente = hipotenusa × coseno',
    'nudge.sohcahtoa': '¿Qué razón trigonométrica relaciona este cateto con la hipotenusa?',
    'hint.sinRatio': 'sen = cateto opuesto ÷ hipotenusa.',
    'hint.cosRatio': 'cos = cateto adyacente ÷ hipotenusa.',
    'ask.tower':
      'A {distance} m de una torre, en terreno llano, el ángulo de elevación hasta su punto más alto es de {angle}. ¿Qué altura tiene la torre, en metros? Redondea a 2 decimales.',
    'step.height': 'Altura = distancia × tangente',
    'nudge.tower': 'Dibuja el triángulo rectángulo: el suelo, la torre y la visual.',
    'hint.tower': 'tg(ángulo) = altura ÷ distancia.',
    'ask.ramp':
      'Una rampa sube {rise} m en una distancia horizontal de {run} m. ¿Qué ángulo forma con el suelo, en grados? Redondea a 2 decimales.',
    'nudge.ramp':
      'Conoces el cateto opuesto y el adyacente: ¿qué razón trigonométrica los relaciona?',
    'hint.ramp':
      'tg(θ) = altura ÷ distancia horizontal, así que θ = arctg(altura ÷ distancia horizontal).',
    'step.tanRatio': 'tg θ = cateto opuesto ÷ cateto adyacente',
    'step.inverseTan': 'Arcotangente',
    'title.unitCircle': 'La circunferencia unidad',
    'description.unitCircle':
      'Radianes y grados, y valores exactos del seno, el coseno y la tangente en los ángulos notables.',
    'nudge.unitCircle': 'Imagina el punto en la circunferencia unidad: {point}.',
    'formula.toDegrees': 'De radianes a grados',
    'formula.sin': 'Seno de {angle}',
    'formula.cos': 'Coseno de {angle}',
    'formula.sinCos': 'Seno y coseno de {angle}',
    'mistake.sign': 'Olvidar el signo del seno o del coseno fuera del primer cuadrante.',
    'title.identities': 'Identidades y ecuaciones',
    'description.identities': '{identity}, {tan} y ecuaciones en una vuelta completa.',
    'nudge.identities': '{identity} relaciona el seno y el coseno.',
    'formula.pythagorean': 'Identidad pitagórica',
    'formula.tangent': 'Tangente',
    'formula.sineSymmetry': 'Simetría del seno',
    'mistake.oneSolution': 'Dar solo una solución de {equation} cuando en una vuelta hay dos.',
    'title.rightTriangle': 'Problemas de triángulos rectángulos',
    'description.rightTriangle': 'Lados y ángulos de triángulos rectángulos, alturas y rampas.',
    'nudge.rightTriangle':
      'A partir del ángulo, identifica el cateto opuesto, el cateto adyacente y la hipotenusa.',
    'formula.sineRatio': 'seno',
    'formula.cosineRatio': 'coseno',
    'formula.tangentRatio': 'tangente',
    'side.opposite': 'cateto opuesto',
    'side.adjacent': 'cateto adyacente',
    'side.hypotenuse': 'hipotenusa',
    'mistake.radianMode':
      'Una calculadora en modo radianes da valores erróneos para ángulos en grados.',
  },
  fr: {
    'ask.toDegrees': 'Convertissez {angle} radians en degrés.',
    'nudge.halfTurn': 'Un demi-tour mesure π radians.',
    'hint.toDegrees': 'π radians = 180°, donc multipliez par {factor}.',
    'step.halfTurn': 'Un demi-tour\u00a0: π radians = 180°',
    'ask.exact':
      'Quelle est la valeur exacte de {value}\u00a0? Écrivez les racines avec √, par exemple {example}.',
    'nudge.special':
      'Pensez aux triangles remarquables\u00a0: la moitié d’un carré (45°) et la moitié d’un triangle équilatéral (30° et 60°).',
    'hint.special':
      'Dans le triangle 30°-60°-90°, les côtés mesurent 1, √3 et 2\u00a0; dans le triangle 45°-45°-90°, 1, 1 et √2.',
    'step.exact': 'Valeur exacte de {value}',
    'nudge.reference': 'Trouvez l’angle de référence, puis déduisez le signe du quadrant.',
    'hint.onlySin':
      'L’angle de référence est {reference}\u00a0; dans le quadrant II, seul le sinus est positif.',
    'hint.onlyTan':
      'L’angle de référence est {reference}\u00a0; dans le quadrant III, seule la tangente est positive.',
    'hint.onlyCos':
      'L’angle de référence est {reference}\u00a0; dans le quadrant IV, seul le cosinus est positif.',
    'step.reference': 'Angle de référence',
    'step.quadrantPositive': 'Quadrant {quadrant}\u00a0: signe positif',
    'step.quadrantNegative': 'Quadrant {quadrant}\u00a0: signe négatif',
    'step.maths': '{maths}',
    'step.positiveRoot': 'Gardez la racine positive (θ est aigu)',
    'ask.acute':
      'θ est un angle aigu et {given}. Que vaut {asked}\u00a0? Donnez la réponse sous forme de fraction.',
    'ask.quadrant':
      'θ est dans le quadrant {quadrant} et {given}. Que vaut {asked}\u00a0? Donnez la réponse sous forme de fraction.',
    'nudge.identity': '{identity} pour tout angle.',
    'hint.otherAcute': '{other} = {root}, positif pour un angle aigu.',
    'nudge.tan': '{tan}\u00a0: calculez d’abord l’autre.',
    'hint.otherThenTan': '{other} = {root}, puis {tan}.',
    'nudge.identitySign': 'Utilisez {identity}, puis déduisez le signe du quadrant.',
    'hint.negativeSin':
      '{asked} = ±{root}\u00a0; dans le quadrant {quadrant}, le sinus est négatif.',
    'hint.negativeCos':
      '{asked} = ±{root}\u00a0; dans le quadrant {quadrant}, le cosinus est négatif.',
    'step.negativeSin': 'Dans le quadrant {quadrant}, le sinus est négatif',
    'step.negativeCos': 'Dans le quadrant {quadrant}, le cosinus est négatif',
    'ask.solve':
      'Résolvez {equation} pour {range}. Donnez les deux solutions en degrés, de la plus petite à la plus grande, séparées par un point-virgule.',
    'nudge.twoAngles':
      'Sur un tour, deux angles ont le même sinus (ou cosinus)\u00a0: utilisez la symétrie du cercle trigonométrique.',
    'hint.sinPositive':
      'L’angle de référence est {reference}\u00a0; le sinus est positif dans deux quadrants.',
    'hint.sinNegative':
      'L’angle de référence est {reference}\u00a0; le sinus est négatif dans deux quadrants.',
    'hint.cosPositive':
      'L’angle de référence est {reference}\u00a0; le cosinus est positif dans deux quadrants.',
    'hint.cosNegative':
      'L’angle de référence est {reference}\u00a0; le cosinus est négatif dans deux quadrants.',
    'step.sinPositive': 'Le sinus est positif dans les quadrants I et II',
    'step.sinNegative': 'Le sinus est négatif dans les quadrants III et IV',
    'step.cosPositive': 'Le cosinus est positif dans les quadrants I et IV',
    'step.cosNegative': 'Le cosinus est négatif dans les quadrants II et III',
    'ask.opposite':
      'Un triangle rectangle a une hypoténuse de {hyp} et un angle de {angle}. Combien mesure le côté opposé à cet angle\u00a0? Arrondissez au centième.',
    'ask.adjacent':
      'Un triangle rectangle a une hypoténuse de {hyp} et un angle de {angle}. Combien mesure le côté adjacent à cet angle\u00a0? Arrondissez au centième.',
    'step.opposite': 'Côté opposé = hypoténuse × sinus',
    'step.adjacent': 'Côté adjacent = hypoténuse × cosinus',
    'nudge.sohcahtoa': 'CAH SOH TOA\u00a0: quel rapport relie ce côté à l’hypoténuse\u00a0?',
    'hint.sinRatio': 'sin = côté opposé ÷ hypoténuse.',
    'hint.cosRatio': 'cos = côté adjacent ÷ hypoténuse.',
    'ask.tower':
      'À {distance} m d’une tour, sur un sol horizontal, on voit son sommet sous un angle d’élévation de {angle}. Quelle est la hauteur de la tour, en mètres\u00a0? Arrondissez au centième.',
    'step.height': 'Hauteur = distance × tangente',
    'nudge.tower': 'Dessinez le triangle rectangle\u00a0: le sol, la tour et la ligne de visée.',
    'hint.tower': 'tan(angle) = hauteur ÷ distance.',
    'ask.ramp':
      'Une rampe s’élève de {rise} m sur une distance horizontale de {run} m. Quel angle fait-elle avec le sol, en degrés\u00a0? Arrondissez au centième.',
    'nudge.ramp':
      'Vous connaissez le côté opposé et le côté adjacent\u00a0: quel rapport les relie\u00a0?',
    'hint.ramp':
      'tan(θ) = hauteur ÷ distance horizontale, donc θ = arctan(hauteur ÷ distance horizontale).',
    'step.tanRatio': 'tan θ = côté opposé ÷ côté adjacent',
    'step.inverseTan': 'Arc tangente',
    'title.unitCircle': 'Le cercle trigonométrique',
    'description.unitCircle':
      'Radians et degrés, et valeurs exactes du sinus, du cosinus et de la tangente des angles remarquables.',
    'nudge.unitCircle': 'Représentez-vous le point du cercle trigonométrique\u00a0: {point}.',
    'formula.toDegrees': 'Des radians aux degrés',
    'formula.sin': 'Sinus de {angle}',
    'formula.cos': 'Cosinus de {angle}',
    'formula.sinCos': 'Sinus et cosinus de {angle}',
    'mistake.sign': 'Oublier le signe du sinus ou du cosinus hors du premier quadrant.',
    'title.identities': 'Identités et équations',
    'description.identities': '{identity}, {tan} et équations sur un tour complet.',
    'nudge.identities': '{identity} relie le sinus et le cosinus.',
    'formula.pythagorean': 'Identité de Pythagore',
    'formula.tangent': 'Tangente',
    'formula.sineSymmetry': 'Symétrie du sinus',
    'mistake.oneSolution':
      'Ne donner qu’une solution de {equation} alors qu’un tour en contient deux.',
    'title.rightTriangle': 'Problèmes de triangles rectangles',
    'description.rightTriangle': 'Côtés et angles de triangles rectangles, hauteurs et rampes.',
    'nudge.rightTriangle':
      'À partir de l’angle, repérez le côté opposé, le côté adjacent et l’hypoténuse.',
    'formula.sineRatio': 'sinus',
    'formula.cosineRatio': 'cosinus',
    'formula.tangentRatio': 'tangente',
    'side.opposite': 'côté opposé',
    'side.adjacent': 'côté adjacent',
    'side.hypotenuse': 'hypoténuse',
    'mistake.radianMode':
      'Une calculatrice en mode radians donne des valeurs fausses pour des angles en degrés.',
  },
  de: {
    'ask.toDegrees': 'Rechne das Bogenmaß {angle} in Grad um.',
    'nudge.halfTurn': 'Eine halbe Umdrehung hat das Bogenmaß π.',
    'hint.toDegrees': 'π im Bogenmaß entspricht 180°, also multipliziere mit {factor}.',
    'step.halfTurn': 'π im Bogenmaß entspricht 180°',
    'ask.exact': 'Wie lautet der exakte Wert von {value}? Schreibe Wurzeln mit √, z. B. {example}.',
    'nudge.special':
      'Denk an die besonderen Dreiecke: ein halbes Quadrat (45°) und ein halbes gleichseitiges Dreieck (30° und 60°).',
    'hint.special':
      'Im 30°-60°-90°-Dreieck sind die Seiten 1, √3 und 2 lang, im 45°-45°-90°-Dreieck 1, 1 und √2.',
    'step.exact': 'Exakter Wert von {value}',
    'nudge.reference': 'Bestimme den Bezugswinkel, dann das Vorzeichen aus dem Quadranten.',
    'hint.onlySin': 'Der Bezugswinkel ist {reference}; im Quadranten II ist nur der Sinus positiv.',
    'hint.onlyTan':
      'Der Bezugswinkel ist {reference}; im Quadranten III ist nur der Tangens positiv.',
    'hint.onlyCos':
      'Der Bezugswinkel ist {reference}; im Quadranten IV ist nur der Kosinus positiv.',
    'step.reference': 'Bezugswinkel',
    'step.quadrantPositive': 'Quadrant {quadrant}: positives Vorzeichen',
    'step.quadrantNegative': 'Quadrant {quadrant}: negatives Vorzeichen',
    'step.maths': '{maths}',
    'step.positiveRoot': 'Nimm die positive Wurzel (θ ist spitz)',
    'ask.acute':
      'θ ist ein spitzer Winkel und {given}. Wie groß ist {asked}? Gib das Ergebnis als Bruch an.',
    'ask.quadrant':
      'θ liegt im Quadranten {quadrant} und {given}. Wie groß ist {asked}? Gib das Ergebnis als Bruch an.',
    'nudge.identity': '{identity} gilt für jeden Winkel.',
    'hint.otherAcute': '{other} = {root}, positiv bei einem spitzen Winkel.',
    'nudge.tan': '{tan}: berechne zuerst die andere Funktion.',
    'hint.otherThenTan': '{other} = {root}, dann {tan}.',
    'nudge.identitySign': 'Nutze {identity} und bestimme dann das Vorzeichen aus dem Quadranten.',
    'hint.negativeSin': '{asked} = ±{root}; im Quadranten {quadrant} ist der Sinus negativ.',
    'hint.negativeCos': '{asked} = ±{root}; im Quadranten {quadrant} ist der Kosinus negativ.',
    'step.negativeSin': 'Im Quadranten {quadrant} ist der Sinus negativ',
    'step.negativeCos': 'Im Quadranten {quadrant} ist der Kosinus negativ',
    'ask.solve':
      'Löse {equation} für {range}. Gib beide Lösungen in Grad an, die kleinere zuerst, getrennt durch ein Semikolon.',
    'nudge.twoAngles':
      'In einer Umdrehung gibt es zwei Winkel mit demselben Sinus (oder Kosinus): nutze die Symmetrie des Einheitskreises.',
    'hint.sinPositive':
      'Der Bezugswinkel ist {reference}; der Sinus ist in zwei Quadranten positiv.',
    'hint.sinNegative':
      'Der Bezugswinkel ist {reference}; der Sinus ist in zwei Quadranten negativ.',
    'hint.cosPositive':
      'Der Bezugswinkel ist {reference}; der Kosinus ist in zwei Quadranten positiv.',
    'hint.cosNegative':
      'Der Bezugswinkel ist {reference}; der Kosinus ist in zwei Quadranten negativ.',
    'step.sinPositive': 'Der Sinus ist in den Quadranten I und II positiv',
    'step.sinNegative': 'Der Sinus ist in den Quadranten III und IV negativ',
    'step.cosPositive': 'Der Kosinus ist in den Quadranten I und IV positiv',
    'step.cosNegative': 'Der Kosinus ist in den Quadranten II und III negativ',
    'ask.opposite':
      'Ein rechtwinkliges Dreieck hat die Hypotenuse {hyp} und einen Winkel von {angle}. Wie lang ist die Gegenkathete dieses Winkels? Runde auf 2 Nachkommastellen.',
    'ask.adjacent':
      'Ein rechtwinkliges Dreieck hat die Hypotenuse {hyp} und einen Winkel von {angle}. Wie lang ist die Ankathete dieses Winkels? Runde auf 2 Nachkommastellen.',
    'step.opposite': 'Gegenkathete = Hypotenuse × Sinus',
    'step.adjacent': 'Ankathete = Hypotenuse × Kosinus',
    'nudge.sohcahtoa': 'Welches Seitenverhältnis verbindet diese Kathete mit der Hypotenuse?',
    'hint.sinRatio': 'sin = Gegenkathete ÷ Hypotenuse.',
    'hint.cosRatio': 'cos = Ankathete ÷ Hypotenuse.',
    'ask.tower':
      'Aus {distance} m Entfernung auf ebenem Boden sieht man die Spitze eines Turms unter einem Höhenwinkel von {angle}. Wie hoch ist der Turm in Metern? Runde auf 2 Nachkommastellen.',
    'step.height': 'Höhe = Entfernung × Tangens',
    'nudge.tower': 'Zeichne das rechtwinklige Dreieck: Boden, Turm und Sichtlinie.',
    'hint.tower': 'tan(Winkel) = Höhe ÷ Entfernung.',
    'ask.ramp':
      'Eine Rampe steigt auf einer waagerechten Strecke von {run} m um {rise} m an. Welchen Winkel bildet sie mit dem Boden, in Grad? Runde auf 2 Nachkommastellen.',
    'nudge.ramp': 'Du kennst Gegenkathete und Ankathete: Welches Verhältnis verbindet sie?',
    'hint.ramp':
      'tan(θ) = Höhe ÷ waagerechte Strecke, also θ = arctan(Höhe ÷ waagerechte Strecke).',
    'step.tanRatio': 'tan θ = Gegenkathete ÷ Ankathete',
    'step.inverseTan': 'Arkustangens',
    'title.unitCircle': 'Der Einheitskreis',
    'description.unitCircle':
      'Bogenmaß und Grad, exakte Werte von Sinus, Kosinus und Tangens an besonderen Winkeln.',
    'nudge.unitCircle': 'Stell dir den Punkt auf dem Einheitskreis vor: {point}.',
    'formula.toDegrees': 'Vom Bogenmaß ins Gradmaß',
    'formula.sin': 'Sinus von {angle}',
    'formula.cos': 'Kosinus von {angle}',
    'formula.sinCos': 'Sinus und Kosinus von {angle}',
    'mistake.sign':
      'Das Vorzeichen von Sinus oder Kosinus außerhalb des ersten Quadranten vergessen.',
    'title.identities': 'Identitäten und Gleichungen',
    'description.identities': '{identity}, {tan} und Gleichungen über eine volle Umdrehung.',
    'nudge.identities': '{identity} verbindet Sinus und Kosinus.',
    'formula.pythagorean': 'Trigonometrischer Pythagoras',
    'formula.tangent': 'Tangens',
    'formula.sineSymmetry': 'Symmetrie des Sinus',
    'mistake.oneSolution':
      'Nur eine Lösung von {equation} angeben, obwohl eine Umdrehung zwei enthält.',
    'title.rightTriangle': 'Textaufgaben zum rechtwinkligen Dreieck',
    'description.rightTriangle': 'Seiten und Winkel rechtwinkliger Dreiecke, Höhen und Rampen.',
    'nudge.rightTriangle': 'Benenne vom Winkel aus Gegenkathete, Ankathete und Hypotenuse.',
    'formula.sineRatio': 'Sinus',
    'formula.cosineRatio': 'Kosinus',
    'formula.tangentRatio': 'Tangens',
    'side.opposite': 'Gegenkathete',
    'side.adjacent': 'Ankathete',
    'side.hypotenuse': 'Hypotenuse',
    'mistake.radianMode':
      'Ein Taschenrechner im Bogenmaß-Modus (RAD) liefert falsche Werte für Winkel in Grad.',
  },
  pt: {
    'ask.toDegrees': 'Converta {angle} radianos em graus.',
    'nudge.halfTurn': 'Meia volta mede π radianos.',
    'hint.toDegrees': 'π radianos = 180°; então multiplique por {factor}.',
    'step.halfTurn': 'π radianos = 180°',
    'ask.exact': 'Qual é o valor exato de {value}? Escreva as raízes com √, por exemplo {example}.',
    'nudge.special':
      'Pense nos triângulos notáveis: metade de um quadrado (45°) e metade de um triângulo equilátero (30° e 60°).',
    'hint.special':
      'No triângulo de 30°, 60° e 90° os lados medem 1, √3 e 2; no de 45°, 45° e 90°, medem 1, 1 e √2.',
    'step.exact': 'Valor exato de {value}',
    'nudge.reference': 'Encontre o ângulo de referência e depois decida o sinal pelo quadrante.',
    'hint.onlySin': 'O ângulo de referência é {reference}; no quadrante II só o seno é positivo.',
    'hint.onlyTan':
      'O ângulo de referência é {reference}; no quadrante III só a tangente é positiva.',
    'hint.onlyCos':
      'O ângulo de referência é {reference}; no quadrante IV só o cosseno é positivo.',
    'step.reference': 'Ângulo de referência',
    'step.quadrantPositive': 'Quadrante {quadrant}: sinal positivo',
    'step.quadrantNegative': 'Quadrante {quadrant}: sinal negativo',
    'step.maths': '{maths}',
    'step.positiveRoot': 'Tome a raiz positiva (θ é agudo)',
    'ask.acute': 'θ é um ângulo agudo e {given}. Quanto vale {asked}? Dê a resposta como fração.',
    'ask.quadrant':
      'θ está no quadrante {quadrant} e {given}. Quanto vale {asked}? Dê a resposta como fração.',
    'nudge.identity': '{identity} para todo ângulo.',
    'hint.otherAcute': '{other} = {root}, positivo para um ângulo agudo.',
    'nudge.tan': '{tan}: calcule primeiro a outra razão.',
    'hint.otherThenTan': '{other} = {root}; depois, {tan}.',
    'nudge.identitySign': 'Use {identity} e depois decida o sinal pelo quadrante.',
    'hint.negativeSin': '{asked} = ±{root}; no quadrante {quadrant} o seno é negativo.',
    'hint.negativeCos': '{asked} = ±{root}; no quadrante {quadrant} o cosseno é negativo.',
    'step.negativeSin': 'No quadrante {quadrant} o seno é negativo',
    'step.negativeCos': 'No quadrante {quadrant} o cosseno é negativo',
    'ask.solve':
      'Resolva {equation} para {range}. Dê as duas soluções em graus, da menor para a maior, separadas por ponto e vírgula.',
    'nudge.twoAngles':
      'Em uma volta há dois ângulos com o mesmo seno (ou cosseno): use a simetria do círculo trigonométrico.',
    'hint.sinPositive':
      'O ângulo de referência é {reference}; o seno é positivo em dois quadrantes.',
    'hint.sinNegative':
      'O ângulo de referência é {reference}; o seno é negativo em dois quadrantes.',
    'hint.cosPositive':
      'O ângulo de referência é {reference}; o cosseno é positivo em dois quadrantes.',
    'hint.cosNegative':
      'O ângulo de referência é {reference}; o cosseno é negativo em dois quadrantes.',
    'step.sinPositive': 'O seno é positivo nos quadrantes I e II',
    'step.sinNegative': 'O seno é negativo nos quadrantes III e IV',
    'step.cosPositive': 'O cosseno é positivo nos quadrantes I e IV',
    'step.cosNegative': 'O cosseno é negativo nos quadrantes II e III',
    'ask.opposite':
      'Um triângulo retângulo tem hipotenusa {hyp} e um ângulo de {angle}. Quanto mede o cateto oposto a esse ângulo? Arredonde para 2 casas decimais.',
    'ask.adjacent':
      'Um triângulo retângulo tem hipotenusa {hyp} e um ângulo de {angle}. Quanto mede o cateto adjacente a esse ângulo? Arredonde para 2 casas decimais.',
    'step.opposite': 'Cateto oposto = hipotenusa × seno',
    'step.adjacent': 'Cateto adjacente = hipotenusa × cosseno',
    'nudge.sohcahtoa': 'Qual razão trigonométrica relaciona esse cateto com a hipotenusa?',
    'hint.sinRatio': 'sen = cateto oposto ÷ hipotenusa.',
    'hint.cosRatio': 'cos = cateto adjacente ÷ hipotenusa.',
    'ask.tower':
      'A {distance} m de uma torre, em terreno plano, o ângulo de elevação até o topo dela é de {angle}. Qual é a altura da torre, em metros? Arredonde para 2 casas decimais.',
    'step.height': 'Altura = distância × tangente',
    'nudge.tower': 'Desenhe o triângulo retângulo: o chão, a torre e a linha de visada.',
    'hint.tower': 'tg(ângulo) = altura ÷ distância.',
    'ask.ramp':
      'Uma rampa sobe {rise} m ao longo de uma distância horizontal de {run} m. Que ângulo ela forma com o chão, em graus? Arredonde para 2 casas decimais.',
    'nudge.ramp':
      'Você conhece o cateto oposto e o adjacente: que razão trigonométrica os relaciona?',
    'hint.ramp':
      'tg(θ) = altura ÷ distância horizontal; então θ = arctg(altura ÷ distância horizontal).',
    'step.tanRatio': 'tg θ = cateto oposto ÷ cateto adjacente',
    'step.inverseTan': 'Arco tangente',
    'title.unitCircle': 'O círculo trigonométrico',
    'description.unitCircle':
      'Radianos e graus, e valores exatos de seno, cosseno e tangente nos ângulos notáveis.',
    'nudge.unitCircle': 'Imagine o ponto no círculo trigonométrico: {point}.',
    'formula.toDegrees': 'De radianos para graus',
    'formula.sin': 'Seno de {angle}',
    'formula.cos': 'Cosseno de {angle}',
    'formula.sinCos': 'Seno e cosseno de {angle}',
    'mistake.sign': 'Esquecer o sinal do seno ou do cosseno fora do primeiro quadrante.',
    'title.identities': 'Identidades e equações',
    'description.identities': '{identity}, {tan} e equações em uma volta completa.',
    'nudge.identities': '{identity} relaciona o seno e o cosseno.',
    'formula.pythagorean': 'Relação fundamental da trigonometria',
    'formula.tangent': 'Tangente',
    'formula.sineSymmetry': 'Simetria do seno',
    'mistake.oneSolution': 'Dar só uma solução de {equation} quando uma volta tem duas.',
    'title.rightTriangle': 'Problemas com triângulos retângulos',
    'description.rightTriangle': 'Lados e ângulos de triângulos retângulos, alturas e rampas.',
    'nudge.rightTriangle':
      'A partir do ângulo, identifique o cateto oposto, o cateto adjacente e a hipotenusa.',
    'formula.sineRatio': 'seno',
    'formula.cosineRatio': 'cosseno',
    'formula.tangentRatio': 'tangente',
    'side.opposite': 'cateto oposto',
    'side.adjacent': 'cateto adjacente',
    'side.hypotenuse': 'hipotenusa',
    'mistake.radianMode':
      'Uma calculadora no modo radianos dá valores errados para ângulos em graus.',
  },
};

export const say = sayFrom(TRIGONOMETRY_WORDS);
