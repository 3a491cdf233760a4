/**
 * German words of the solver's steps on graphs, rational expressions, points and lines, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanGraphs: Notes = {
  forms: {
    yIntercept: {
      valueAt: 'Der y-Achsenabschnitt ist der Wert bei {unknown} = 0',
      constantTerm: 'Der y-Achsenabschnitt ist der Wert bei {unknown} = 0: das Absolutglied',
    },
    xIntercept: {
      where: 'Die Nullstellen liegen dort, wo y = 0 ist',
      whereLine: 'Die Nullstelle liegt dort, wo y = 0 ist: {equation}',
      never: 'Die Gleichung hat keine reelle Lösung, also schneidet der Graph die x-Achse nie',
      onePoint: 'Also schneidet der Graph die x-Achse in einem Punkt',
      points: 'Also schneidet der Graph die x-Achse in {count} Punkten',
      graphAt: 'Also schneidet der Graph die x-Achse bei',
      lineAt: 'Also schneidet die Gerade die x-Achse bei',
      numeratorNever: 'Der verbleibende Zähler ist nie 0, also schneidet der Graph die x-Achse nie',
      numeratorZero: 'Die Nullstellen liegen dort, wo der verbleibende Zähler 0 ist',
    },
    slope: {
      graphRises:
        'Die Steigung ist m, der Koeffizient von {unknown}: Die Gerade steigt um {rise} pro Einheit nach rechts',
      graphFalls:
        'Die Steigung ist m, der Koeffizient von {unknown}: Die Gerade fällt um {fall} pro Einheit nach rechts',
      pointsSlopeIntercept: 'Die Gerade in Normalform, y = mx + b',
    },
    vertex: {
      graphRead: 'Lies a, b und c aus y = ax² + bx + c ab',
      graphAxis: 'Die Symmetrieachse ist x = −b/(2a)',
      graphPut:
        'Der Scheitelpunkt liegt auf der Achse: Setze {unknown} = {value} in die Funktion ein',
      symmetric: 'Die Parabel ist symmetrisch zur senkrechten Geraden durch ihren Scheitelpunkt',
      rangeUp:
        'Der Scheitelpunkt liegt bei x = {h}, wo die Parabel bei y = {k} umkehrt; sie ist nach oben geöffnet',
      rangeDown:
        'Der Scheitelpunkt liegt bei x = {h}, wo die Parabel bei y = {k} umkehrt; sie ist nach unten geöffnet',
    },
    vertexForm: {
      least:
        '{square} ist nie negativ und nur bei {unknown} = {at} gleich 0, also ist {completed} dort am kleinsten, mit dem Wert {value}: der Scheitelpunkt',
      greatest:
        '{square} ist nie negativ und nur bei {unknown} = {at} gleich 0, also ist {completed} dort am größten, mit dem Wert {value}: der Scheitelpunkt',
    },
    opens: {
      up: 'a ist positiv, also ist die Parabel nach oben geöffnet und der Scheitelpunkt ihr tiefster Punkt',
      down: 'a ist negativ, also ist die Parabel nach unten geöffnet und der Scheitelpunkt ihr höchster Punkt',
    },
    turning: {
      graphWhere:
        'Der Graph kehrt dort um, wo seine Steigung, die Ableitung, 0 ist und das Vorzeichen wechselt',
      graphNone: 'Die Steigung wechselt nie das Vorzeichen, also hat der Graph keinen Extrempunkt',
      graphPoints: 'Die Extrempunkte',
    },
    flat: {
      horizontal:
        'y ändert sich nicht mit {unknown}: Der Graph ist eine waagerechte Gerade mit Steigung 0',
    },
    noDivideByZero: {
      equationExcluded: 'Ein Nenner darf nicht 0 sein, also {excluded}',
      inequalityNever:
        'Wo ein Nenner 0 ist, ist der Term nicht definiert: Diese Stellen gehören nie zur Lösung',
      zero: '{unknown} = {value} macht einen Nenner zu null, also ist es keine Lösung',
      equationConditions: 'Ein Nenner darf nicht 0 sein: {conditions}. Also {excluded}',
      equationNever:
        'Der Nenner {denominator} ist für reelles {unknown} nie 0, also wird kein Wert ausgeschlossen',
      equationNeverAll:
        'Die Nenner {denominators} sind für reelles {unknown} nie 0, also wird kein Wert ausgeschlossen',
      expressionUndefined: 'Der Term ist nicht definiert, wo ein Nenner 0 ist, also {excluded}',
      trigUndefined:
        'Das sind keine Lösungen: Die Gleichung ist so, wie sie eingegeben wurde, dort nicht definiert',
      tanUndefined:
        'Das sind keine Lösungen: tan ist dort nicht definiert, da sein Winkel ein ungerades Vielfaches von 90° ist',
      graphDenominator: 'Die Funktion ist nicht definiert, wo ihr Nenner 0 ist',
      domainNeeds: 'Für {subject} darf {expression} nicht 0 sein: {where}',
      domainNever: 'Für {subject} dürfte {expression} nicht 0 sein: Das ist nie der Fall',
    },
    cancelFactor: {
      topAndBottom: 'Kürze den gemeinsamen Faktor {factor} in Zähler und Nenner',
      soFor: 'Also, für {excluded}',
      so: 'Also',
      trigDefined:
        'Kürze den gemeinsamen Faktor {factor}, der dort, wo der Term definiert ist, nicht 0 ist',
      leftTrigDefined:
        'Linke Seite. Kürze den gemeinsamen Faktor {factor}, der dort, wo der Term definiert ist, nicht 0 ist',
      rightTrigDefined:
        'Rechte Seite. Kürze den gemeinsamen Faktor {factor}, der dort, wo der Term definiert ist, nicht 0 ist',
      graphCommon: 'Kürze den gemeinsamen Faktor {factor}',
    },
    hole: {
      cancelled:
        'Wo der gekürzte Faktor 0 ist, bleibt die Funktion undefiniert: Der Graph hat dort ein Loch, beim Wert, den der Rest annimmt',
    },
    asymptote: {
      vertical:
        'Wo der verbleibende Nenner 0 ist, wächst die Funktion über alle Grenzen: senkrechte Asymptoten',
      lineOverLine:
        'Ein Quotient zweier linearer Terme nimmt jeden Wert außer dem Verhältnis ihrer Steigungen, {ratio}, an: seine waagerechte Asymptote',
    },
    longDivision: {
      leadingTerm:
        'Teile den höchsten Term {lead} durch {divisorLead}: {term}. Multipliziere zurück: {term} · ({divisor}) = {product}; subtrahiere das, es bleibt {left}',
      exactly: 'Der Rest ist 0, also geht die Division durch {divisor} auf: Quotient {quotient}',
      withRemainder: 'Quotient {quotient}, Rest {remainder}: Dividend = Divisor × Quotient + Rest',
      so: 'Also',
      divideFirst: 'Der Grad des Zählers ist nicht kleiner als der des Nenners: Dividiere zuerst',
      graphSlant:
        'Der Zähler hat einen um eins höheren Grad: Die Division durch den Nenner ergibt eine Gerade plus einen Teil, der gegen 0 strebt',
    },
    each: {
      graphFor: 'Für {function}',
    },
    meet: {
      where: 'Die Graphen schneiden sich dort, wo die beiden Funktionen gleich sind',
      never: 'Die Gleichung hat keine reelle Lösung, also schneiden sich die Graphen nie',
      put: 'Setze jede Lösung in eine der Funktionen ein, um den Schnittpunkt zu erhalten',
      same: 'Die Gleichung gilt für jedes {unknown}: Die beiden Graphen sind gleich',
      sameExceptOne:
        'Die Gleichung gilt für jedes {unknown}, für das beide Seiten definiert sind: Die Graphen sind gleich, außer bei {at}, wo {function} nicht definiert ist (ein Loch)',
      sameExceptMany:
        'Die Gleichung gilt für jedes {unknown}, für das beide Seiten definiert sind: Die Graphen sind gleich, außer bei {at}, wo eine Seite nicht definiert ist (Löcher)',
      samePieces:
        'Mit aufgelösten Betragsstrichen sind beide Seiten hier dasselbe Polynom: Die Graphen sind gleich',
      nowhereElse:
        'Sonst sind die beiden Seiten nie gleich, also schneiden sich die Graphen nirgends sonst',
      elsewhere: 'Sonst sind sie nur an diesen Stellen gleich',
    },
    circle: {
      radius:
        'Ein Kreis (x − h)² + (y − k)² = r² hat den Mittelpunkt (h, k) und den Radius r, die Wurzel aus r²',
    },
    ellipse: {
      divide:
        'Dividiere durch {divide}: eine Ellipse mit Mittelpunkt (h, k), die von ihm aus √(c/a) nach links und rechts und √(c/b) nach oben und unten reicht',
    },
    equivalent: {
      overDenominator: 'Schreibe beide Zahlen als Brüche mit dem Nenner {denominator}',
      lcdOfBoth:
        'Der Hauptnenner von {first} und {second} ist {lcd}: Erweitere jeden Bruch auf den Nenner {lcd}',
      overLcd: 'Erweitere jeden Bruch auf den Hauptnenner {lcd}',
    },
    addFractions: {
      addNumerators: 'Addiere die Zähler über dem gemeinsamen Nenner',
      addNumeratorsReduced:
        'Addiere die Zähler über dem gemeinsamen Nenner und kürze dann den Bruch',
      subtractNumerators: 'Subtrahiere die Zähler über dem gemeinsamen Nenner',
      subtractNumeratorsReduced:
        'Subtrahiere die Zähler über dem gemeinsamen Nenner und kürze dann den Bruch',
      combine: 'Fasse die Zähler über dem gemeinsamen Nenner zusammen',
      trigOneFraction: 'Schreibe als einen Bruch',
      leftTrigOneFraction: 'Linke Seite. Schreibe als einen Bruch',
      rightTrigOneFraction: 'Rechte Seite. Schreibe als einen Bruch',
    },
    multiplyFractions: {
      across: 'Multipliziere Zähler mit Zähler und Nenner mit Nenner',
      products: 'Berechne die Produkte und kürze den Bruch',
      factorEach:
        'Multipliziere Zähler mit Zähler und Nenner mit Nenner (durch einen Bruch dividieren heißt mit seinem Kehrwert multiplizieren) und faktorisiere jeweils',
    },
    lcd: {
      cancel: 'Kürze jeden Nenner gegen den Hauptnenner',
      trigDefined:
        'Multipliziere beide Seiten mit {denominator}, das dort, wo die Gleichung definiert ist, nicht 0 ist',
    },
    conditions: {
      hold: 'Die Bedingungen, unter denen das gilt',
      domainNothing:
        'Nichts in {function} schränkt {unknown} ein: Sie ist für jedes {unknown} definiert',
      rangeValues: 'Die Wertemenge: jeder Wert, den {function} annimmt',
    },
    twoPoints: {
      pointsVertical:
        'Die Änderung von x ist 0, also ist die Steigung (Änderung von y durch Änderung von x) nicht definiert: Die Gerade ist senkrecht',
      pointsSameX: 'Jeder Punkt einer senkrechten Geraden hat dasselbe x',
      pointsSlope:
        'Die Steigung ist die Änderung von y durch die Änderung von x: m = (y₂ − y₁)/(x₂ − x₁)',
      pointsSimplify: 'Kürze den Bruch',
      pointsRoot: 'Ziehe die Wurzel',
      pointsRootBoth: 'Ziehe die Wurzel aus Zähler und Nenner',
    },
    distance: {
      pointsFormula: 'Der Abstand der Punkte: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
    },
    midpoint: {
      pointsX: 'Der Mittelpunkt: der Mittelwert der x-Koordinaten',
      pointsY: 'und der Mittelwert der y-Koordinaten',
    },
  },
  reasons: {
    yIntercept: ['', 'der Graph schneidet die y-Achse dort, wo x = 0 ist'],
    xIntercept: ['', 'der Graph schneidet die x-Achse dort, wo y = 0 ist'],
    slope: ['', 'in y = mx + b steigt y um m pro Einheit nach rechts und ist bei x = 0 gleich b'],
    vertex: [
      '',
      'eine Parabel ist symmetrisch zu x = −b/(2a), also liegt ihr Scheitelpunkt auf dieser Geraden',
    ],
    vertexForm: [
      'Scheitelpunktform',
      'in a(x − h)² + k ist das Quadrat nie negativ und nur bei x = h gleich 0, also ist der Wert dort, k, der kleinste (a > 0) oder der größte (a < 0)',
    ],
    opens: [
      '',
      'weit draußen überwiegt ax² den Rest, also entscheidet das Vorzeichen von a über die Öffnung',
    ],
    turning: [
      '',
      'ein glatter Graph kehrt nur dort um, wo seine Steigung, die Ableitung, das Vorzeichen wechselt',
    ],
    flat: ['', 'eine Funktion, die nicht von x abhängt, hat überall denselben Wert'],
    noDivideByZero: ['', 'die Division durch 0 ist nicht definiert'],
    cancelFactor: [
      '',
      'ein gemeinsamer Faktor von Zähler und Nenner lässt sich kürzen: ak/bk = a/b für k ≠ 0',
    ],
    hole: ['', 'ein gekürzter Faktor macht dort weiterhin den ursprünglichen Nenner zu 0'],
    asymptote: ['', 'nahe einer Nullstelle nur des Nenners wächst der Quotient über alle Grenzen'],
    longDivision: ['Polynomdivision', 'Dividend = Divisor × Quotient + Rest in jedem Schritt'],
    each: ['', 'die Eigenschaften jedes Graphen ergeben sich aus seiner eigenen Gleichung'],
    meet: ['', 'ein Punkt auf beiden Graphen hat auf beiden dasselbe y'],
    circle: [
      '',
      'nach Pythagoras erfüllen die Punkte im Abstand r von (h, k) die Gleichung (x − h)² + (y − k)² = r²',
    ],
    ellipse: [
      '',
      'in der Normalform stehen die Quadrate der Halbachsen unter (x − h)² und (y − k)²',
    ],
    equivalent: [
      '',
      'Zähler und Nenner mit demselben Faktor ungleich null zu multiplizieren, ändert den Wert eines Bruchs nicht',
    ],
    addFractions: ['', 'gleichnamige Brüche werden addiert, indem man ihre Zähler addiert'],
    multiplyFractions: [
      '',
      'a/b × c/d = ac/(bd), und durch c/d dividieren heißt mit d/c multiplizieren',
    ],
    lcd: ['', 'ein Bruch mal ein Vielfaches seines Nenners ist ein Term ohne Bruch'],
    conditions: [
      '',
      'die Division durch 0 und Quadratwurzeln negativer Zahlen sind nicht definiert',
    ],
    twoPoints: [
      '',
      'die Steigung einer Geraden ist die Änderung von y durch die Änderung von x zwischen zwei beliebigen ihrer Punkte',
    ],
    distance: ['Abstandsformel', 'nach Pythagoras ist der Abstand √(Δx² + Δy²)'],
    midpoint: [
      'Mittelpunkt',
      'der Mittelpunkt liegt auf halbem Weg nach rechts und nach oben: der Mittelwert jeder Koordinate',
    ],
  },
};
