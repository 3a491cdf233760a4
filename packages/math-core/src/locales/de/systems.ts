/**
 * German words of the solver's steps on systems of equations, absolute values, radicals, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanSystems: Notes = {
  forms: {
    eliminate: {
      add: 'Addiere die Gleichungen, um {unknown} zu eliminieren',
      subtract: 'Subtrahiere die zweite Gleichung von der ersten, um {unknown} zu eliminieren',
      gives: 'Eliminiere {unknown}: {how} ergibt Gleichung ({label})',
      givesDivided:
        'Eliminiere {unknown}: {how}, geteilt durch {divisor}, ergibt Gleichung ({label})',
    },
    substitute: {
      intoFirst: 'Setze {unknown} = {value} in die erste Gleichung ein',
      integrand: 'Also ist der Integrand',
      intoSecond: 'Setze {unknown} = {value} in die zweite Gleichung ein',
      put: 'Setze {unknown} = {value} in {target} = {expression} ein',
      solveEquation: 'Löse Gleichung ({label}) nach {unknown} auf',
      oneIntoEquation: 'Setze {first} in Gleichung ({label}) ein und löse nach {unknown} auf',
      twoIntoEquation:
        'Setze {first} und {second} in Gleichung ({label}) ein und löse nach {unknown} auf',
      pointsFirst:
        'Setze den ersten Punkt in y = mx + b ein, um den y-Achsenabschnitt b zu bestimmen',
      itIntoFirst: 'Setze das in die erste Gleichung ein',
      itIntoSecond: 'Setze das in die zweite Gleichung ein',
      putBack:
        'Setze {unknown} = {value} wieder in {target} = {expression} ein: {target} = {result}',
      circleAreaPut: 'Setze den Radius ein',
      circlePerimeterPut: 'Setze den Radius ein',
      squareAreaPut: 'Setze die Seitenlänge ein',
      squarePerimeterPut: 'Setze die Seitenlänge ein',
      rectangleAreaPut: 'Setze Länge und Breite ein',
      rectanglePerimeterPut: 'Setze Länge und Breite ein',
      triangleAreaPut: 'Setze Grundseite und Höhe ein',
      triangleAreaSidesPut: 'Setze Seite a, Grundseite und Seite c ein',
      trianglePerimeterPut: 'Setze Seite a, Grundseite und Seite c ein',
      parallelogramAreaPut: 'Setze Grundseite und Höhe ein',
      trapezoidAreaPut: 'Setze Seite a, Grundseite und Höhe ein',
      sphereVolumePut: 'Setze den Radius ein',
      sphereSurfaceAreaPut: 'Setze den Radius ein',
      cylinderVolumePut: 'Setze Radius und Höhe ein',
      cylinderSurfaceAreaPut: 'Setze Radius und Höhe ein',
      coneVolumePut: 'Setze Radius und Höhe ein',
      cubeVolumePut: 'Setze die Kantenlänge ein',
      cubeSurfaceAreaPut: 'Setze die Kantenlänge ein',
      boxVolumePut: 'Setze Länge, Breite und Höhe ein',
      boxSurfaceAreaPut: 'Setze Länge, Breite und Höhe ein',
      sequencePut: 'Setze n = {k} ein',
      derivativeAt:
        'Die Ableitung an der Stelle {unknown} = {value}: Setze {unknown} = {value} in sie ein',
      tangentPoint: 'Der Punkt auf der Kurve: Setze {unknown} = {value} in die Funktion ein',
      stationaryPut: 'Setze {unknown} = {value} in die Funktion ein',
      compositeInner: 'Berechne zuerst die innere Funktion: Setze x = {value} in {function} ein',
      compositeOuter: 'Setze dann x = {value} in {function} ein',
      compositeInto: 'Setze {inner} = {expression} anstelle von x in {function} ein',
    },
    contradiction: {
      givesFalseDivided:
        'Eliminiere {unknown}: {how}, geteilt durch {divisor}, ergibt 0 = {value}, was falsch ist, also gibt es keine Lösung',
      parallelNoneInFirst:
        'Die erste Gleichung enthält kein {unknown}: 0 ist nie gleich {value}, also sind die Geraden parallel und es gibt keine Lösung',
      parallelNoneInSecond:
        'Die zweite Gleichung enthält kein {unknown}: 0 ist nie gleich {value}, also sind die Geraden parallel und es gibt keine Lösung',
      givesFalse:
        'Eliminiere {unknown}: {how} ergibt 0 = {value}, was falsch ist, also gibt es keine Lösung',
      typedFalse:
        'Gleichung ({label}) besagt 0 = {value}, was falsch ist, also gibt es keine Lösung',
      parallelAdd:
        'Addiere die Gleichungen, um {unknown} zu eliminieren: 0 ist nie gleich {value}, also sind die Geraden parallel und es gibt keine Lösung',
      parallelSubtract:
        'Subtrahiere die zweite Gleichung von der ersten, um {unknown} zu eliminieren: 0 ist nie gleich {value}, also sind die Geraden parallel und es gibt keine Lösung',
      falseRow:
        'Zeile {row} besagt 0 = {value}, was falsch ist, also erfüllen keine Werte der Variablen alle Gleichungen',
    },
    dependent: {
      line: 'Jeder Punkt der Geraden ist eine Lösung',
      nothingNew:
        'Eliminiere {unknown}: {how} ergibt 0 = 0, also sagt diese Gleichung nichts Neues',
      nothingNewDivided:
        'Eliminiere {unknown}: {how}, geteilt durch {divisor}, ergibt 0 = 0, also sagt diese Gleichung nichts Neues',
      everyValue:
        'Die Gleichungen sind voneinander abhängig: Jeder Wert von {unknown} liefert eine Lösung',
      everyValueTwo:
        'Die Gleichungen sind voneinander abhängig: Jeder Wert von {first} und {second} liefert eine Lösung',
      sameLineAdd:
        'Addiere die Gleichungen, um {unknown} zu eliminieren: 0 = 0, also beschreiben die Gleichungen dieselbe Gerade und es gibt unendlich viele Lösungen',
      sameLineSubtract:
        'Subtrahiere die zweite Gleichung von der ersten, um {unknown} zu eliminieren: 0 = 0, also beschreiben die Gleichungen dieselbe Gerade und es gibt unendlich viele Lösungen',
      sameLineNoneInFirst:
        'Die erste Gleichung enthält kein {unknown}: 0 = 0, also beschreiben die Gleichungen dieselbe Gerade und es gibt unendlich viele Lösungen',
      sameLineNoneInSecond:
        'Die zweite Gleichung enthält kein {unknown}: 0 = 0, also beschreiben die Gleichungen dieselbe Gerade und es gibt unendlich viele Lösungen',
    },
    solved: {
      values: 'Die Lösung',
    },
    asSquares: {
      squares:
        'Beide Gleichungen enthalten {first} und {second} nur als {firstSquared} und {secondSquared}: Löse sie als zwei lineare Gleichungen in {firstSquared} und {secondSquared}',
    },
    numberEquations: {
      three: 'Nummeriere die Gleichungen (1), (2) und (3), mit den Variablen links und ohne Brüche',
    },
    absCases: {
      absTwo: 'Zwei Fälle: Der Inhalt des Betrags ist {value} oder {opposite}',
      absCase: 'Fall {case}: {equation}',
    },
    absPositive: {
      absNoSolution: 'Ein Betrag ist nie negativ, also hat {statement} keine Lösung',
      absEvery: 'Ein Betrag ist nie negativ, also gilt {statement} für jedes {unknown}',
      absPositiveExcept: 'Ein Betrag ist positiv, außer wo sein Inhalt 0 ist',
      rangeDistance: 'Ein Betrag ist der Abstand von 0: nie negativ',
    },
    absZero: {
      absOnlyZero: 'Ein Betrag ist nur dort 0, wo sein Inhalt 0 ist',
      absAtMostZero:
        'Ein Betrag ist nie negativ, also ist er nur dort höchstens 0, wo er 0 ist: wo sein Inhalt 0 ist',
      absExcept: 'Jedes {unknown} außer dort, wo {equation}',
    },
    absWithin: {
      absMeans: '{statement} bedeutet {between}: {inside} ist weniger als {bound} von 0 entfernt',
      absCase: 'Fall {case}: {statement}',
    },
    absOutside: {
      absMeans: '{statement} bedeutet {below} oder {above}',
      absCase: 'Fall {case}: {statement}',
    },
    absEqual: {
      absTwo:
        'Zwei Beträge sind gleich, wenn ihre Inhalte gleich oder entgegengesetzt sind: zwei Fälle',
      absCase: 'Fall {case}: {equation}',
      absCaseNone: 'Fall {case}: {equation} hat keine Lösung',
    },
    rootOfSquare: {
      absRoot: 'Die Wurzel aus einem Quadrat ist ein Betrag: {root} = {abs}',
    },
    absPieces: {
      absBySign:
        '|{inside}| ist {inside}, wo {inside} ≥ 0, und {opposite}, wo {inside} < 0: zwei Fälle',
      absCaseWhere: 'Fall {case}, wo {part}: {statement}',
      absWholePart: 'Jedes {unknown} mit {part} ist eine Lösung',
      absInPart: '{solution} erfüllt {part}: eine Lösung',
      absNotInPart: '{solution} erfüllt {part} nicht: Dieser Fall liefert sie nicht',
      absNeither: 'Keiner der Fälle liefert eine Lösung',
      absSetInPart: 'Davon die Zahlen mit {part}',
      absNoneInPart: 'Keine davon erfüllt {part}',
      cuts: 'Löse jeden Betrag nach dem Vorzeichen seines Inhalts auf: Es wechselt bei',
    },
    rootPositive: {
      radicalNever: 'Eine Wurzel ist nie negativ, also hat {equation} keine Lösung',
      radicalWouldBe:
        '{solution} besteht die Probe nicht: {root} müsste gleich {value} sein, und das ist negativ',
      rootPowerNever: '{root} ist nie negativ, also hat {equation} keine Lösung',
      inverseValues:
        'Eine Wurzel ist nie negativ, also nimmt {inverse} nur diese Werte von {unknown} an, die Werte, die {function} liefert',
      domainNeeds: 'Für {subject} muss {expression} mindestens 0 sein: {where}',
      domainNever: 'Für {subject} müsste {expression} mindestens 0 sein: Das ist nie der Fall',
    },
    squareBoth: {
      radical:
        'Quadriere beide Seiten (dabei können Lösungen hinzukommen, die die Probe nicht bestehen)',
    },
    squareOrder: {
      absBoth:
        'Beide Seiten sind Beträge, also nie negativ, daher erhält das Quadrieren beider Seiten die Ungleichung; und |a|² = a²',
    },
    raise: {
      rootPowerSquare: 'Potenziere beide Seiten mit 2 (quadriere sie)',
      rootPowerCube: 'Potenziere beide Seiten mit 3',
      rootPowerAny: 'Potenziere beide Seiten mit {power}',
      inverseSquare: 'Quadriere beide Seiten',
      inversePower: 'Potenziere beide Seiten mit {power}',
    },
    check: {
      within: 'Die Lösungen mit {interval}',
      noneIn: 'Keine Lösung liegt in {interval}',
      logarithms: 'Probe mit {root}: Jeder Logarithmus ist definiert und beide Seiten sind gleich',
      radicalSquares:
        '{solution} besteht die Probe: Die Quadrate sind gleich, und {root} = {value} ist nicht negativ',
      radicalHolds: '{solution} besteht die Probe: {left} und {right}',
      radicalFails: '{solution} besteht die Probe nicht: {left}, aber {right}',
      rootPowerBoth: 'Probe mit {solution} in der Gleichung: Beide Seiten sind {both}',
      fraction:
        '{unknown} = {value} besteht die Probe: Kein Nenner ist 0, und beide Seiten sind gleich {both}',
    },
    reciprocal: {
      rootPowerNegative:
        'Eine negative Potenz ist eins durch die Potenz: Bilde auf beiden Seiten den Kehrwert',
      inverseMultiply: 'Bilde auf beiden Seiten den Kehrwert und multipliziere mit {multiply}',
    },
    fractionalPower: {
      rootPowerOdd:
        'Eine Potenz mit Bruch im Exponenten ist eine Potenz einer Wurzel: {power} = {root}; eine ungerade Wurzel ist für jede reelle Zahl definiert',
      rootPowerEven:
        'Eine Potenz mit Bruch im Exponenten ist eine Potenz einer Wurzel: {power} = {root}',
    },
  },
  reasons: {
    eliminate: [
      'Additionsverfahren',
      'Gleiches zu Gleichem addiert ergibt Gleiches, also gilt auch die Summe zweier Gleichungen',
    ],
    substitute: [
      'Einsetzungsverfahren',
      'ein Wert kann seine Variable überall ersetzen: Gleiches darf durch Gleiches ersetzt werden',
    ],
    contradiction: [
      '',
      'eine falsche Aussage wie 0 = 5 bedeutet, dass keine Werte alle Gleichungen erfüllen',
    ],
    dependent: [
      '',
      '0 = 0 sagt nichts Neues: Die Gleichungen beschreiben dieselbe Gerade, also passt jeder Punkt auf ihr',
    ],
    solved: ['', 'diese Werte erfüllen alle Gleichungen'],
    asSquares: ['', 'mit x² und y² als Variablen sind die Gleichungen linear'],
    numberEquations: [
      '',
      'eine Nummer für jede Gleichung erlaubt jedem späteren Schritt zu sagen, welche Gleichungen er kombiniert',
    ],
    absCases: ['', 'die Zahlen mit dem Abstand c von 0 sind c und −c'],
    absPositive: ['', 'ein Betrag ist ein Abstand, also nie negativ'],
    absZero: ['', 'nur 0 hat von 0 den Abstand 0'],
    absWithin: ['', '|u| < c bedeutet, dass u näher als c an 0 liegt: −c < u < c'],
    absOutside: ['', '|u| > c bedeutet, dass u weiter als c von 0 entfernt ist: u < −c oder u > c'],
    absEqual: ['', 'Zahlen mit demselben Abstand von 0 sind gleich oder entgegengesetzt'],
    rootOfSquare: [
      '',
      'eine Quadratwurzel ist die nicht negative Wurzel, und von u und −u ist das |u|',
    ],
    absPieces: [
      '',
      '|u| ist u, wo u ≥ 0, und −u, wo u < 0, also lösen sich die Betragsstriche zwischen den Nullstellen von u auf eine Art auf',
    ],
    rootPositive: ['', 'eine Quadratwurzel ist nie negativ'],
    squareBoth: [
      '',
      'gleiche Zahlen haben gleiche Quadrate, entgegengesetzte aber auch: Die Lösungen müssen geprüft werden',
    ],
    squareOrder: [
      '',
      'von zwei Zahlen, die mindestens 0 sind, hat die größere das größere Quadrat, also erhält das Quadrieren beider Seiten die Ungleichung',
    ],
    raise: ['', 'gleiche Zahlen mit demselben Exponenten potenziert sind gleich'],
    check: ['Probe', 'nur ein Wert, der die ursprüngliche Gleichung erfüllt, ist eine Lösung'],
    reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, und gleiche Zahlen haben gleiche Kehrwerte'],
    fractionalPower: ['', 'x^(p/q) ist die q-te Wurzel aus xᵖ'],
  },
};
