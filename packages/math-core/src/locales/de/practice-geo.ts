/**
 * The words of geometry practice problems in German („du“), under the ids and with the
 * {placeholders} of the English table (src/practice/words/en-geo.ts). Numbers come with the decimal
 * comma (π ≈ 3,14); a right triangle has two „Katheten“ and a box is a „Quader“.
 */
import type { ENGLISH_GEOMETRY_PRACTICE } from '../../practice/words/en-geo';

export const germanGeometryPractice: Readonly<
  Record<keyof typeof ENGLISH_GEOMETRY_PRACTICE, string>
> = {
  'geo.ask.rectangleArea':
    'Ein Rechteck ist {length} Einheiten lang und {width} Einheiten breit. Wie groß ist sein Flächeninhalt?',
  'geo.ask.rectanglePerimeter':
    'Ein Rechteck ist {length} Einheiten lang und {width} Einheiten breit. Wie groß ist sein Umfang?',
  'geo.ask.triangleArea':
    'Ein Dreieck hat die Grundseite {base} und die Höhe {height}. Wie groß ist sein Flächeninhalt?',
  'geo.ask.parallelogramArea':
    'Ein Parallelogramm hat die Grundseite {base} und die Höhe {height}. Wie groß ist sein Flächeninhalt?',
  'geo.ask.thirdAngle':
    'Zwei Winkel eines Dreiecks sind {a}° und {b}° groß. Wie groß ist der dritte Winkel in Grad?',
  'geo.ask.radiusArea314':
    'Ein Kreis hat den Radius {radius}. Rechne mit π ≈ 3,14: Wie groß ist sein Flächeninhalt?',
  'geo.ask.diameterArea314':
    'Ein Kreis hat den Durchmesser {diameter}. Rechne mit π ≈ 3,14: Wie groß ist sein Flächeninhalt?',
  'geo.ask.radiusCircumference314':
    'Ein Kreis hat den Radius {radius}. Rechne mit π ≈ 3,14: Wie groß ist sein Umfang?',
  'geo.ask.diameterCircumference314':
    'Ein Kreis hat den Durchmesser {diameter}. Rechne mit π ≈ 3,14: Wie groß ist sein Umfang?',
  'geo.ask.hypotenuse':
    'Ein rechtwinkliges Dreieck hat die Katheten {a} und {b}. Wie lang ist die Hypotenuse?',
  'geo.ask.trapezoidArea':
    'Ein Trapez hat die parallelen Seiten {a} und {b} und die Höhe {height}. Wie groß ist sein Flächeninhalt?',
  'geo.ask.quadrilateralAngle':
    'Drei Winkel eines Vierecks sind {a}°, {b}° und {c}° groß. Wie groß ist der vierte Winkel in Grad?',
  'geo.ask.pentagonAngle':
    'Vier Winkel eines Fünfecks sind {a}°, {b}°, {c}° und {d}° groß. Wie groß ist der fünfte Winkel in Grad?',
  'geo.ask.polygonSum': 'Wie groß ist die Summe der Innenwinkel eines {n}-Ecks in Grad?',
  'geo.ask.boxVolume':
    'Ein Quader ist {length} Einheiten lang, {width} Einheiten breit und {height} Einheiten hoch. Wie groß ist sein Volumen?',
  'geo.ask.boxSurface':
    'Ein Quader ist {length} Einheiten lang, {width} Einheiten breit und {height} Einheiten hoch. Wie groß ist sein Oberflächeninhalt?',
  'geo.ask.similarSide':
    'Die Dreiecke ABC und DEF sind ähnlich. AB = {ab}, BC = {bc} und DE = {de}. Wie lang ist EF?',
  'geo.ask.leg':
    'Ein rechtwinkliges Dreieck hat die Hypotenuse {c} und eine Kathete {a}. Wie lang ist die andere Kathete?',
  'geo.ask.radiusArea':
    'Ein Kreis hat den Radius {radius}. Wie groß ist sein Flächeninhalt? Runde auf 2 Nachkommastellen.',
  'geo.ask.diameterArea':
    'Ein Kreis hat den Durchmesser {diameter}. Wie groß ist sein Flächeninhalt? Runde auf 2 Nachkommastellen.',
  'geo.ask.radiusCircumference':
    'Ein Kreis hat den Radius {radius}. Wie groß ist sein Umfang? Runde auf 2 Nachkommastellen.',
  'geo.ask.diameterCircumference':
    'Ein Kreis hat den Durchmesser {diameter}. Wie groß ist sein Umfang? Runde auf 2 Nachkommastellen.',
  'geo.ask.cylinderVolume':
    'Ein Zylinder hat den Radius {radius} und die Höhe {height}. Wie groß ist sein Volumen? Runde auf 2 Nachkommastellen.',
  'geo.ask.coneVolume':
    'Ein Kegel hat den Radius {radius} und die Höhe {height}. Wie groß ist sein Volumen? Runde auf 2 Nachkommastellen.',
  'geo.ask.sphereVolume':
    'Eine Kugel hat den Radius {radius}. Wie groß ist ihr Volumen? Runde auf 2 Nachkommastellen.',
  'geo.ask.regularAngle': 'Wie groß ist jeder Innenwinkel eines regelmäßigen {n}-Ecks in Grad?',
  'geo.ask.regularSides':
    'Jeder Innenwinkel eines regelmäßigen Vielecks ist {angle}° groß. Wie viele Ecken hat es?',
  'geo.ask.similarArea':
    'Zwei ähnliche Dreiecke haben einander entsprechende Seiten im Verhältnis {x}:{y}. Das kleinere hat den Flächeninhalt {small}. Wie groß ist der Flächeninhalt des größeren?',
  'geo.ask.trapezoidHeight':
    'Ein Trapez hat den Flächeninhalt {area} und die parallelen Seiten {a} und {b}. Wie groß ist seine Höhe?',
  'geo.ask.radius314':
    'Ein Kreis hat den Umfang {circumference}. Rechne mit π ≈ 3,14: Wie groß ist sein Radius?',
  'geo.ask.nextAngle':
    'Zwei Geraden schneiden sich. Einer der vier Winkel ist {a}° groß. Wie groß ist sein Nebenwinkel in Grad?',
  'geo.ask.complementary':
    'Zwei Winkel sind Komplementwinkel. Einer ist {a}° groß. Wie groß ist der andere in Grad?',
  'geo.ask.supplementary':
    'Zwei Winkel sind Supplementwinkel. Einer ist {a}° groß. Wie groß ist der andere in Grad?',
  'geo.ask.prismVolume':
    'Ein dreiseitiges Prisma ist {length} Einheiten lang. Seine dreieckige Grundfläche hat die Grundseite {base} und die Höhe {height}. Wie groß ist sein Volumen?',
  'geo.nudge.pythagoras':
    'Die längste Seite eines rechtwinkligen Dreiecks hängt über einen berühmten Satz mit den beiden anderen zusammen.',
  'geo.nudge.backwards': 'Geh von der Formel für den Kreisumfang aus und rechne rückwärts.',
  'geo.nudge.halfTurn': 'Nebenwinkel an einer Geraden bilden zusammen eine halbe Drehung.',
  'geo.nudge.complementary': 'Wie viel Grad ergeben Komplementwinkel zusammen?',
  'geo.nudge.supplementary': 'Wie viel Grad ergeben Supplementwinkel zusammen?',
  'geo.nudge.prism': 'Ein Prisma hat über seine ganze Länge dieselbe Form.',
  'geo.hint.rectangleArea': 'Flächeninhalt = Länge × Breite.',
  'geo.hint.rectanglePerimeter': 'Umfang = 2 × (Länge + Breite).',
  'geo.hint.triangleArea': 'Flächeninhalt = Grundseite × Höhe ÷ 2.',
  'geo.hint.parallelogramArea': 'Flächeninhalt = Grundseite × Höhe.',
  'geo.hint.triangleAngles': 'Die Winkel eines Dreiecks ergeben zusammen 180°.',
  'geo.hint.circleArea': 'Flächeninhalt = π × r², wobei r der halbe Durchmesser ist.',
  'geo.hint.circumference': 'Umfang = 2 × π × r = π × d.',
  'geo.hint.hypotenuse': 'Nutze den Satz des Pythagoras: c² = a² + b².',
  'geo.hint.trapezoidArea': 'Flächeninhalt = (a + b) ÷ 2 × Höhe.',
  'geo.hint.polygonAngles': 'Die Innenwinkel eines {n}-Ecks ergeben zusammen ({n} - 2) × 180°.',
  'geo.hint.polygonSum': 'Ein n-Eck lässt sich in n - 2 Dreiecke mit je 180° zerlegen.',
  'geo.hint.boxVolume': 'Volumen = Länge × Breite × Höhe.',
  'geo.hint.boxSurface': 'Addiere die Flächeninhalte der sechs Seitenflächen: 2 × (lw + lh + wh).',
  'geo.hint.similarSide':
    'Ähnliche Dreiecke haben Seiten im gleichen Verhältnis: EF / BC = DE / AB.',
  'geo.hint.leg': 'Nutze den Satz des Pythagoras: b² = c² - a².',
  'geo.hint.cylinderVolume': 'Volumen = π × r² × h.',
  'geo.hint.coneVolume': 'Volumen = π × r² × h ÷ 3.',
  'geo.hint.sphereVolume': 'Volumen = 4/3 × π × r³.',
  'geo.hint.regularAngle':
    'Die Innenwinkel ergeben zusammen (n - 2) × 180°, gleichmäßig auf alle Winkel verteilt.',
  'geo.hint.regularSides':
    'Jeder Außenwinkel ist 180° minus der Innenwinkel, und die Außenwinkel ergeben zusammen 360°.',
  'geo.hint.similarArea':
    'Die Flächeninhalte ähnlicher Figuren ändern sich mit dem Quadrat des Seitenverhältnisses.',
  'geo.hint.trapezoidHeight':
    'Flächeninhalt = (a + b) ÷ 2 × Höhe, also Höhe = Flächeninhalt ÷ ((a + b) ÷ 2).',
  'geo.hint.pythagorasSteps':
    'c² = a² + b²: Quadriere die Katheten, addiere sie und zieh die Wurzel.',
  'geo.hint.radius': 'C = 2πr, also r = C ÷ (2π).',
  'geo.hint.straightLine': 'Winkel an einer Geraden ergeben zusammen 180°.',
  'geo.hint.complementary': 'Komplementwinkel ergeben zusammen 90°.',
  'geo.hint.supplementary': 'Supplementwinkel ergeben zusammen 180°.',
  'geo.hint.prismVolume':
    'Volumen = Grundfläche × Länge; die Grundfläche ist ein Dreieck (Grundseite × Höhe ÷ 2).',
  'geo.step.rectangleArea': 'Flächeninhalt eines Rechtecks',
  'geo.step.rectanglePerimeter': 'Umfang eines Rechtecks',
  'geo.step.lengthWidth': 'Setze Länge und Breite ein',
  'geo.step.triangleArea': 'Flächeninhalt eines Dreiecks',
  'geo.step.parallelogramArea': 'Flächeninhalt eines Parallelogramms',
  'geo.step.baseHeight': 'Setze Grundseite und Höhe ein',
  'geo.step.triangleAngles':
    'Die Winkel eines Dreiecks ergeben zusammen 180°: Subtrahiere die beiden bekannten',
  'geo.step.thirdAngle': 'Dritter Winkel',
  'geo.step.halfDiameter': 'Der Radius ist der halbe Durchmesser',
  'geo.step.circleArea': 'Flächeninhalt eines Kreises',
  'geo.step.circumference': 'Umfang eines Kreises',
  'geo.step.pi314': 'Rechne mit π ≈ 3,14',
  'geo.step.pythagoras': 'Satz des Pythagoras',
  'geo.step.squareRoot': 'Zieh die Wurzel',
  'geo.step.averageSides': 'Bilde den Mittelwert der parallelen Seiten',
  'geo.step.timesHeight': 'Multipliziere mit der Höhe',
  'geo.step.polygonAngles': 'Winkelsumme: ({n} − 2) × 180°',
  'geo.step.subtractKnown': 'Subtrahiere die bekannten Winkel',
  'geo.step.polygonSum': 'Ein n-Eck lässt sich in n − 2 Dreiecke mit je 180° zerlegen',
  'geo.step.hereN': 'Hier ist n = {n}',
  'geo.step.boxVolume': 'Volumen eines Quaders',
  'geo.step.sizes': 'Setze die Maße ein',
  'geo.step.sixFaces': 'Addiere die Flächeninhalte der sechs Seitenflächen',
  'geo.step.scaleFactor': 'Streckfaktor = DE ÷ AB',
  'geo.step.scaled': 'EF = BC × Streckfaktor',
  'geo.step.leg': 'Satz des Pythagoras, nach einer Kathete aufgelöst',
  'geo.step.round2': 'Runde auf 2 Nachkommastellen',
  'geo.step.cylinderVolume': 'Volumen eines Zylinders',
  'geo.step.coneVolume': 'Volumen eines Kegels',
  'geo.step.sphereVolume': 'Volumen einer Kugel',
  'geo.step.interiorSum': 'Die Innenwinkel ergeben zusammen (n − 2) × 180°',
  'geo.step.shareEqually': 'Verteile die Summe gleichmäßig auf die Winkel',
  'geo.step.exteriorAngle': 'Außenwinkel = 180° − Innenwinkel',
  'geo.step.exteriorSum': 'Die Außenwinkel ergeben zusammen 360°',
  'geo.step.areasScale': 'Flächeninhalte ändern sich mit dem Quadrat des Seitenverhältnisses',
  'geo.step.timesSmaller': 'Multipliziere den kleineren Flächeninhalt damit',
  'geo.step.divideArea': 'Teile den Flächeninhalt dadurch',
  'geo.step.divide314': 'Teile durch 2 × 3,14',
  'geo.step.straightLine': 'Winkel an einer Geraden ergeben zusammen 180°',
  'geo.step.complementary': 'Komplementwinkel ergeben zusammen 90°',
  'geo.step.supplementary': 'Supplementwinkel ergeben zusammen 180°',
  'geo.step.endArea': 'Flächeninhalt der dreieckigen Grundfläche',
  'geo.step.timesLength': 'Multipliziere mit der Länge',
};
