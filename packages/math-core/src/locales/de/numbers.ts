/**
 * German words of the solver's steps on working out, fractions of a whole, percentages, statistics,
 * primes, units, shapes, sequences, with ./index.ts joining every part.
 */
import { unitTerms } from '../../math/catalogue/answers';
import type { Notes } from '../../math/catalogue/types';
import { germanUnitNames } from './answers';

export const germanNumbers: Notes = {
  forms: {
    operations: {
      add: 'Addiere',
      addWorked: 'Addiere: {work}',
      subtract: 'Subtrahiere',
      subtractWorked: 'Subtrahiere: {work}',
      multiply: 'Multipliziere',
      multiplyWorked: 'Multipliziere: {work}',
      divide: 'Dividiere',
      divideWorked: 'Dividiere: {work}',
      power: 'Berechne die Potenz',
      powerWorked: 'Berechne die Potenz: {work}',
      root: 'Berechne die Wurzel',
      rootWorked: 'Berechne die Wurzel: {work}',
      decimal: 'Schreibe die Dezimalzahl als Bruch',
      decimalWorked: 'Schreibe die Dezimalzahl als Bruch: {work}',
      surdsAdd: 'Fasse gleichartige Wurzeln zusammen: Addiere die Vorfaktoren',
      surdsAddWorked: 'Fasse gleichartige Wurzeln zusammen: Addiere die Vorfaktoren: {work}',
      surdsSubtract: 'Fasse gleichartige Wurzeln zusammen: Subtrahiere die Vorfaktoren',
      surdsSubtractWorked:
        'Fasse gleichartige Wurzeln zusammen: Subtrahiere die Vorfaktoren: {work}',
      termsAdd: 'Fasse gleichartige Terme zusammen: Addiere die Vorfaktoren',
      termsAddWorked: 'Fasse gleichartige Terme zusammen: Addiere die Vorfaktoren: {work}',
      termsSubtract: 'Fasse gleichartige Terme zusammen: Subtrahiere die Vorfaktoren',
      termsSubtractWorked: 'Fasse gleichartige Terme zusammen: Subtrahiere die Vorfaktoren: {work}',
      smallFactorial:
        '0! = 1 und 1! = 1: Es gibt genau eine Möglichkeit, nichts oder ein Ding anzuordnen',
      smallFactorialWorked:
        '0! = 1 und 1! = 1: Es gibt genau eine Möglichkeit, nichts oder ein Ding anzuordnen: {work}',
      factorial: 'Die Fakultät multipliziert die natürlichen Zahlen von 1 bis zur Zahl selbst',
      factorialWorked:
        'Die Fakultät multipliziert die natürlichen Zahlen von 1 bis zur Zahl selbst: {work}',
      choose: 'Wähle k aus n: C(n, k) = n!/(k!(n − k)!), wobei die größere Fakultät gekürzt wird',
      chooseWorked:
        'Wähle k aus n: C(n, k) = n!/(k!(n − k)!), wobei die größere Fakultät gekürzt wird: {work}',
      minus: 'Schreibe das Minuszeichen nach vorn',
      minusWorked: 'Schreibe das Minuszeichen nach vorn: {work}',
      absolute: 'Der Betrag einer Zahl ist ihr Abstand von 0',
      absoluteWorked: 'Der Betrag einer Zahl ist ihr Abstand von 0: {work}',
      other: 'Berechne',
      otherWorked: 'Berechne: {work}',
      eToLn: 'e hoch … hebt ln auf: e^(k·ln(a)) = aᵏ',
      zeroPower: 'Jede Zahl außer 0 hoch 0 ist 1',
      byReciprocal: 'Durch {divisor} dividieren heißt mit dem Kehrwert {reciprocal} multiplizieren',
      simplify: 'Vereinfache',
      innermostFirst: 'Berechne die Rechenoperationen, die innersten zuerst',
      trigPutIn: 'Setze den Wert ein',
      shapeHalfPerimeter: 'p ist der halbe Umfang',
      shapeWorkOut: 'Berechne',
    },
    simplest: {
      alreadySimplest: 'Das ist bereits in der einfachsten Form',
      expanded: 'Das ist bereits ausmultipliziert und vereinfacht',
      monomial: 'Ein einzelner Term ist bereits faktorisiert: eine Zahl mal eine Potenz',
      noCommon: 'Zähler und Nenner haben keinen gemeinsamen Faktor',
      noIdentity: 'Keine Identität macht das kürzer: Es ist bereits in der einfachsten Form',
    },
    mixedNumber: {
      toImproper: 'Schreibe die gemischte Zahl als unechten Bruch',
      toMixed: 'Schreibe den unechten Bruch als gemischte Zahl',
    },
    percent: {
      outOf: 'Prozent heißt von Hundert',
      outOfWorked: 'Prozent heißt von Hundert: {work}',
      hundredths: '{rate} % bedeutet {rate} Hundertstel',
    },
    percentOf: {
      multiplyBy: 'Multipliziere mit {whole}',
      callItX: 'Nenne die Zahl x: {rate} % von x sind {part}',
      rateOfWhole: '{rate} % von {whole}',
    },
    partOfWhole: {
      partOverWhole: 'Teile den Anteil durch das Ganze',
    },
    toPercent: {
      times100:
        'Multipliziere mit 100, um es als Prozentsatz zu schreiben: {part} sind {percent} von {whole}',
    },
    change: {
      addTo: 'Addiere es zu {whole}',
      takeFrom: 'Ziehe es von {whole} ab',
    },
    mean: {
      addValues: 'Addiere die {count} Werte',
      sumOverCount: 'Mittelwert: die Summe geteilt durch die Anzahl der Werte',
    },
    median: {
      middleValue: 'Median: der mittlere Wert der {count} geordneten Werte',
      middlePair:
        'Median: die Mitte zwischen den beiden mittleren Werten der {count} geordneten Werte',
    },
    mode: {
      noMode: 'Modalwert: Jeder Wert kommt gleich oft vor, also gibt es keinen Modalwert',
      value: 'Modalwert: der Wert, der am häufigsten vorkommt ({times}-mal)',
      values: 'Modalwert: die Werte, die am häufigsten vorkommen ({times}-mal)',
    },
    range: {
      largestMinusSmallest: 'Spannweite: der größte Wert minus den kleinsten',
    },
    variance: {
      population:
        'Varianz der Grundgesamtheit: der Mittelwert der quadrierten Abweichungen vom Mittelwert',
    },
    sd: {
      population: 'Standardabweichung der Grundgesamtheit: die Wurzel aus der Varianz',
      sample: 'Stichprobenstandardabweichung: die Wurzel aus der Stichprobenvarianz',
    },
    sampleVariance: {
      divisor: 'Stichprobenvarianz: Teile stattdessen durch n − 1 = {divisor}',
    },
    sorted: {
      values: 'Ordne die Werte der Größe nach',
    },
    primes: {
      prime: '{value} ist eine Primzahl: Keine Zahl von 2 bis √{value} teilt sie',
      divide: 'Teile immer wieder durch die kleinste Primzahl',
      group: 'Fasse gleiche Primfaktoren zu Potenzen zusammen',
      of: 'Primfaktoren von {value}',
    },
    gcd: {
      shared: 'ggT von {values}: jede gemeinsame Primzahl mit ihrem kleinsten Exponenten',
    },
    lcm: {
      every: 'kgV von {values}: jede vorkommende Primzahl mit ihrem größten Exponenten',
    },
    convert: {
      temperature: 'Rechne {from:unitMany} in {to:unitMany} um',
      factor: 'Multipliziere mit der Anzahl {to:unitMany} in 1 {from:unitOne}',
      to: 'in {unit}',
    },
    measureFormula: {
      circleArea: 'Der Flächeninhalt eines Kreises',
      circlePerimeter: 'Der Umfang eines Kreises',
      squareArea: 'Der Flächeninhalt eines Quadrats',
      squarePerimeter: 'Der Umfang eines Quadrats',
      rectangleArea: 'Der Flächeninhalt eines Rechtecks',
      rectanglePerimeter: 'Der Umfang eines Rechtecks',
      triangleArea: 'Der Flächeninhalt eines Dreiecks',
      triangleAreaSides: 'Der Flächeninhalt eines Dreiecks',
      trianglePerimeter: 'Der Umfang eines Dreiecks',
      parallelogramArea: 'Der Flächeninhalt eines Parallelogramms',
      trapezoidArea: 'Der Flächeninhalt eines Trapezes',
      sphereVolume: 'Das Volumen einer Kugel',
      sphereSurfaceArea: 'Der Oberflächeninhalt einer Kugel',
      cylinderVolume: 'Das Volumen eines Zylinders',
      cylinderSurfaceArea: 'Der Oberflächeninhalt eines Zylinders',
      coneVolume: 'Das Volumen eines Kegels',
      cubeVolume: 'Das Volumen eines Würfels',
      cubeSurfaceArea: 'Der Oberflächeninhalt eines Würfels',
      boxVolume: 'Das Volumen eines Quaders',
      boxSurfaceArea: 'Der Oberflächeninhalt eines Quaders',
    },
    arithmeticSequence: {
      found:
        'Jedes Glied ist das vorige plus dieselbe Zahl, die Differenz d: Die Folge ist arithmetisch, mit dem ersten Glied {first}',
      next: 'Addiere die Differenz {d}',
    },
    geometricSequence: {
      found:
        'Jedes Glied ist das vorige mal dieselbe Zahl, der Quotient r: Die Folge ist geometrisch, mit dem ersten Glied {first}',
      next: 'Multipliziere mit dem Quotienten {r}',
    },
    nthTerm: {
      arithmetic: 'Das n-te Glied ist das erste Glied plus (n − 1)-mal die Differenz',
      geometric: 'Das n-te Glied ist das erste Glied mal (n − 1)-mal den Quotienten',
    },
    arithmeticSum: {
      formula: 'Die Summe der ersten n Glieder ist n/2 × (2a + (n − 1)d)',
      put: 'Die Summe der ersten n Glieder ist n/2 × (2a + (n − 1)d): Setze n = {k} ein',
    },
    geometricSum: {
      formula: 'Die Summe der ersten n Glieder ist a(rⁿ − 1)/(r − 1)',
      put: 'Die Summe der ersten n Glieder ist a(rⁿ − 1)/(r − 1): Setze n = {k} ein',
    },
    sumToInfinity: {
      ratio: 'Der Quotient liegt zwischen −1 und 1, also ist der Grenzwert der Reihe a/(1 − r)',
    },
    noSumToInfinity: {
      arithmetic:
        'Die Reihe hat keinen Grenzwert: Die Differenz ist {d}, also werden die Glieder nicht kleiner gegen 0 und die Summen immer mehr Glieder pendeln sich auf keine Zahl ein',
      geometric:
        'Die Reihe hat keinen Grenzwert: Der Quotient {r} liegt nicht zwischen −1 und 1, also werden die Glieder nicht kleiner gegen 0 und die Summen immer mehr Glieder pendeln sich auf keine Zahl ein',
    },
  },
  reasons: {
    operations: [
      'Rechenreihenfolge',
      'die innersten Rechenoperationen kommen zuerst: Klammern, Potenzen, × und ÷, dann + und −',
    ],
    simplest: ['', 'es bleibt kein gemeinsamer Faktor und kein Quadratfaktor zum Herausziehen'],
    mixedNumber: [
      '',
      'ein unechter Bruch ist die Anzahl, wie oft sein Nenner in seinen Zähler passt, plus der übrig bleibende echte Bruch',
    ],
    percent: ['', 'Prozent heißt Hundertstel: p % = p/100'],
    percentOf: ['', 'p % eines Ganzen sind p/100 mal das Ganze'],
    partOfWhole: [
      '',
      'der Anteil geteilt durch das Ganze ist der Bruchteil des Ganzen, den er ausmacht',
    ],
    toPercent: ['', 'ein Bruch mal 100 ist die Anzahl der Hundertstel, ein Prozentsatz'],
    change: ['', 'eine Zunahme addiert den Betrag zum Ausgangswert; eine Abnahme zieht ihn ab'],
    mean: ['Mittelwert', 'der Mittelwert verteilt die Summe gleichmäßig auf die Werte'],
    median: [
      'Median',
      'die Hälfte der Werte ist höchstens so groß wie der Median, die andere Hälfte mindestens so groß',
    ],
    mode: ['Modalwert', 'der Modalwert ist der Wert, der am häufigsten vorkommt'],
    range: ['Spannweite', 'die Spannweite gibt an, wie weit die Werte streuen'],
    variance: [
      'Varianz',
      'die Varianz misst die Streuung: der Mittelwert der quadrierten Abstände vom Mittelwert',
    ],
    sd: [
      'Standardabweichung',
      'die Wurzel aus der Varianz ist die Streuung in der Einheit der Werte',
    ],
    sampleVariance: [
      'Stichprobenvarianz',
      'die Division durch n − 1 gleicht aus, dass der Mittelwert einer Stichprobe aus ihr selbst berechnet wird',
    ],
    sorted: ['', 'Median und Spannweite werden an den geordneten Werten abgelesen'],
    primes: [
      'Primfaktorzerlegung',
      'jede natürliche Zahl größer als 1 ist auf genau eine Weise ein Produkt von Primzahlen',
    ],
    gcd: [
      '',
      'ein gemeinsamer Teiler kann jede Primzahl nur so oft enthalten, wie jede der Zahlen sie enthält',
    ],
    lcm: [
      '',
      'ein gemeinsames Vielfaches braucht jede Primzahl so oft, wie irgendeine der Zahlen sie enthält',
    ],
    convert: [
      '',
      'die Multiplikation mit einem Umrechnungsfaktor ändert die Einheit, nicht die Größe',
    ],
    measureFormula: ['{formula:shapeRule}', '{formula:shapeWhy}'],
    arithmeticSequence: [
      'Arithmetische Folge',
      'jedes Glied ist das vorige plus dieselbe Zahl d, die Differenz',
    ],
    geometricSequence: [
      'Geometrische Folge',
      'jedes Glied ist das vorige mal dieselbe Zahl r, der Quotient',
    ],
    nthTerm: [
      'n-tes Glied',
      'das n-te Glied liegt n − 1 Schritte nach dem ersten: a + (n − 1)d beim Addieren von d, a·rⁿ⁻¹ beim Multiplizieren mit r',
    ],
    arithmeticSum: [
      'Summe einer arithmetischen Folge',
      'vorwärts und rückwärts geschrieben, paart die Summe Glieder, die zusammen jeweils erstes plus letztes Glied ergeben, 2a + (n − 1)d, n-mal: das Doppelte der Summe',
    ],
    geometricSum: [
      'Summe einer geometrischen Folge',
      'r mal die Summe ist die um ein Glied verschobene Summe, also (r − 1)S = a(rⁿ − 1)',
    ],
    sumToInfinity: [
      'Grenzwert der geometrischen Reihe',
      'für −1 < r < 1 strebt rⁿ gegen 0, also nähern sich die Summen a(1 − rⁿ)/(1 − r) dem Wert a/(1 − r)',
    ],
    noSumToInfinity: [
      '',
      'die Summen immer mehr Glieder pendeln sich nur dann auf eine Zahl ein, wenn die Glieder gegen 0 streben',
    ],
  },
  terms: {
    // The units a conversion names, by id: for one and for many.
    ...unitTerms(germanUnitNames),
    shapeRule: {
      circleArea: 'Flächeninhalt eines Kreises',
      circlePerimeter: 'Umfang eines Kreises',
      squareArea: 'Flächeninhalt eines Quadrats',
      squarePerimeter: 'Umfang eines Quadrats',
      rectangleArea: 'Flächeninhalt eines Rechtecks',
      rectanglePerimeter: 'Umfang eines Rechtecks',
      triangleArea: 'Flächeninhalt eines Dreiecks',
      triangleAreaSides: 'Flächeninhalt eines Dreiecks',
      trianglePerimeter: 'Umfang eines Dreiecks',
      parallelogramArea: 'Flächeninhalt eines Parallelogramms',
      trapezoidArea: 'Flächeninhalt eines Trapezes',
      sphereVolume: 'Volumen einer Kugel',
      sphereSurfaceArea: 'Oberflächeninhalt einer Kugel',
      cylinderVolume: 'Volumen eines Zylinders',
      cylinderSurfaceArea: 'Oberflächeninhalt eines Zylinders',
      coneVolume: 'Volumen eines Kegels',
      cubeVolume: 'Volumen eines Würfels',
      cubeSurfaceArea: 'Oberflächeninhalt eines Würfels',
      boxVolume: 'Volumen eines Quaders',
      boxSurfaceArea: 'Oberflächeninhalt eines Quaders',
    },
    shapeWhy: {
      circleArea:
        'ein in schmale Sektoren zerschnittener Kreis lässt sich zu einem Rechteck der Länge πr und der Höhe r umlegen',
      circlePerimeter: 'π ist das Verhältnis des Umfangs jedes Kreises zu seinem Durchmesser 2r',
      squareArea: 'ein Quadrat mit der Seite s enthält s Reihen aus s Einheitsquadraten',
      squarePerimeter: 'der Umfang ist die Summe der vier gleich langen Seiten',
      rectangleArea: 'ein Rechteck enthält w Reihen aus l Einheitsquadraten',
      rectanglePerimeter: 'der Umfang ist die Summe der vier Seiten: zwei Längen und zwei Breiten',
      triangleArea:
        'zwei Kopien eines Dreiecks ergeben ein Parallelogramm mit derselben Grundseite und Höhe',
      triangleAreaSides:
        'die Formel des Heron gibt den Flächeninhalt aus den drei Seiten, mit p als halbem Umfang',
      trianglePerimeter: 'der Umfang ist die Summe der drei Seiten',
      parallelogramArea:
        'schneidet man an einem Ende ein Dreieck ab und setzt es am anderen an, entsteht ein Rechteck b mal h',
      trapezoidArea:
        'zwei Kopien eines Trapezes, eine davon gedreht, ergeben ein Parallelogramm mit der Grundseite a + b',
      sphereVolume: 'eine Kugel füllt zwei Drittel des Zylinders, der sie umschließt, πr² · 2r',
      sphereSurfaceArea:
        'die Oberfläche einer Kugel ist viermal so groß wie ihr Großkreis, wie Archimedes zeigte',
      cylinderVolume: 'das Volumen eines Prismas ist seine Grundfläche, hier πr², mal seine Höhe',
      cylinderSurfaceArea:
        'zwei Kreise als Grund- und Deckfläche und der Mantel, abgerollt zu einem Rechteck 2πr mal h',
      coneVolume: 'ein Kegel fasst ein Drittel des Zylinders mit derselben Grundfläche und Höhe',
      cubeVolume: 'ein Würfel mit der Kante s enthält s Schichten aus s × s Einheitswürfeln',
      cubeSurfaceArea: 'ein Würfel hat sechs quadratische Flächen mit der Seite s',
      boxVolume: 'ein Quader enthält h Schichten aus l × w Einheitswürfeln',
      boxSurfaceArea: 'ein Quader hat drei Paare gleicher Rechteckflächen',
    },
  },
};
