/**
 * German words of the solver's steps on equations and inequalities: on both sides, scale, expand,
 * sign charts, the zero product, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanEquations: Notes = {
  forms: {
    sides: {
      subtract: 'Subtrahiere {subtract} auf beiden Seiten',
      add: 'Addiere {add} auf beiden Seiten',
      isolateSquare: 'Stelle das Quadrat allein auf eine Seite',
      solveFirstFor: 'Löse die erste Gleichung nach {unknown} auf',
      solveSecondFor: 'Löse die zweite Gleichung nach {unknown} auf',
      standard: 'Bringe beide Gleichungen auf die Form a{first} + b{second} = c',
      logarithms: 'Bringe die Logarithmen nach links und die Zahlen nach rechts',
      isolatePower: 'Stelle die Potenz allein auf eine Seite',
      radicalIsolate: 'Stelle die Wurzel allein auf eine Seite',
      radicalIsolateRoot: 'Stelle {root} allein auf eine Seite',
      trigTake: 'Ziehe auf beiden Seiten {shift} ab: alle Lösungen für {unknown}',
      trigAdd: 'Addiere {shift} auf beiden Seiten: alle Lösungen für {unknown}',
      graphSlopeForm: 'Schreibe sie in der Form y = mx + b',
      graphSolveY: 'Löse nach y auf: Stelle den y-Term allein und teile durch seinen Koeffizienten',
      pointsSolveFor: 'Löse nach {unknown} auf',
      collectLetter: 'Bringe die Terme mit {unknown} auf eine Seite und den Rest auf die andere',
      tangentSlopeForm: 'Schreibe sie als y = mx + c',
      inverseTakeAway: 'Ziehe beide Seiten von {from} ab',
      inverseCollect: 'Bringe die Terme mit {unknown} auf eine Seite',
    },
    scale: {
      multiply: 'Multipliziere beide Seiten mit {multiply}',
      divide: 'Dividiere beide Seiten durch {divide}',
      clearOne: 'Multipliziere beide Seiten mit {lcd}, um den Bruch zu beseitigen',
      denominator: 'Multipliziere beide Seiten mit dem Nenner',
      clearOneExpanding:
        'Multipliziere beide Seiten mit {lcd}, um den Bruch zu beseitigen (und löse die Klammern auf)',
      clearEvery:
        'Multipliziere jeden Term auf beiden Seiten mit {lcd}, dem Hauptnenner, um die Brüche zu beseitigen',
      clearEveryExpanding:
        'Multipliziere jeden Term auf beiden Seiten mit {lcd}, dem Hauptnenner, um die Brüche zu beseitigen (und löse die Klammern auf)',
      multiplyFirst: 'Multipliziere die erste Gleichung mit {multiply}',
      multiplySecond: 'Multipliziere die zweite Gleichung mit {multiply}',
      everyTermNeverZero: 'Multipliziere jeden Term mit {factor}, das nie 0 ist',
      byLcd: 'Der Hauptnenner ist {lcd}. Multipliziere beide Seiten mit dem Hauptnenner {lcd}',
      trigMultiply: 'Multipliziere mit {multiply}: alle Lösungen für {unknown}',
      trigDivide: 'Dividiere durch {divide}: alle Lösungen für {unknown}',
      trigTakeMultiply:
        'Ziehe auf beiden Seiten {shift} ab und multipliziere dann mit {multiply}: alle Lösungen für {unknown}',
      trigTakeDivide:
        'Ziehe auf beiden Seiten {shift} ab und dividiere dann durch {divide}: alle Lösungen für {unknown}',
      trigAddMultiply:
        'Addiere {shift} auf beiden Seiten und multipliziere dann mit {multiply}: alle Lösungen für {unknown}',
      trigAddDivide:
        'Addiere {shift} auf beiden Seiten und dividiere dann durch {divide}: alle Lösungen für {unknown}',
      trigGather: 'Bringe {unknown} nach links und dividiere durch {divide}',
      conicDivide: 'Dividiere durch {divide}',
      pointsStandard: 'Allgemeine Form Ax + By = C: ganze Zahlen ohne gemeinsamen Faktor, A > 0',
      divideNonZero: 'Dividiere beide Seiten durch {divide}, das nicht 0 sein darf',
    },
    moveAll: {
      left: 'Bringe alle Terme auf die linke Seite',
      oneFraction: 'Bringe alle Terme auf die linke Seite und schreibe sie als einen Bruch',
      trigOneSide: 'Bringe alle Terme auf eine Seite',
    },
    swap: {
      sides: 'Vertausche die Seiten',
      absLeft: 'Schreibe den Betrag auf die linke Seite',
    },
    alone: {
      alone: '{unknown} steht bereits allein auf einer Seite',
      noneInSecond: 'Die zweite Gleichung enthält kein {unknown}',
      noneInFirst: 'Die erste Gleichung enthält kein {unknown}',
      inverse: '{unknown} ist {inverse}',
    },
    cancelled: {
      linearEvery:
        'Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearNever: '{left} ist nie gleich {right}, also gibt es keine Lösung',
      linearSubtractEvery:
        'Subtrahiere {subtract} auf beiden Seiten: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearSubtractNever:
        'Subtrahiere {subtract} auf beiden Seiten: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearAddEvery:
        'Addiere {add} auf beiden Seiten: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearAddNever:
        'Addiere {add} auf beiden Seiten: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearExpandEvery:
        'Löse die Klammern auf und fasse gleichartige Terme zusammen: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearExpandNever:
        'Löse die Klammern auf und fasse gleichartige Terme zusammen: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearBracketsEvery:
        'Löse die Klammern auf: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearBracketsNever:
        'Löse die Klammern auf: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearCollectEvery:
        'Fasse gleichartige Terme zusammen: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearCollectNever:
        'Fasse gleichartige Terme zusammen: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearEachEvery:
        'Vereinfache jede Seite: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearEachNever:
        'Vereinfache jede Seite: {left} ist nie gleich {right}, also gibt es keine Lösung',
      linearSimplifyEvery:
        'Vereinfache: Beide Seiten sind gleich, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      linearSimplifyNever: 'Vereinfache: {left} ist nie gleich {right}, also gibt es keine Lösung',
      rationalEvery:
        'Jede Zahl löst die Gleichung ohne Nenner, also ist jede Zahl außer den ausgeschlossenen eine Lösung',
      ineqTrue:
        '{inequality} ist wahr, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      ineqFalse:
        '{inequality} ist falsch, egal welchen Wert {unknown} hat, also gibt es keine Lösung',
      ineqSubtractTrue:
        'Subtrahiere {subtract} auf beiden Seiten: {inequality} ist wahr, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      ineqSubtractFalse:
        'Subtrahiere {subtract} auf beiden Seiten: {inequality} ist falsch, egal welchen Wert {unknown} hat, also gibt es keine Lösung',
      ineqAddTrue:
        'Addiere {add} auf beiden Seiten: {inequality} ist wahr, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      ineqAddFalse:
        'Addiere {add} auf beiden Seiten: {inequality} ist falsch, egal welchen Wert {unknown} hat, also gibt es keine Lösung',
      ineqExpandTrue:
        'Löse die Klammern auf und fasse gleichartige Terme zusammen: {inequality} ist wahr, egal welchen Wert {unknown} hat, also ist jede Zahl eine Lösung',
      ineqExpandFalse:
        'Löse die Klammern auf und fasse gleichartige Terme zusammen: {inequality} ist falsch, egal welchen Wert {unknown} hat, also gibt es keine Lösung',
      trigNever:
        '{equation} gilt nie: {unknown} fällt weg, und die übrigen Winkel sind verschieden',
    },
    expand: {
      expand: 'Löse die Klammern auf und fasse gleichartige Terme zusammen',
      collect: 'Fasse gleichartige Terme zusammen',
      brackets: 'Löse die Klammern auf',
      each: 'Vereinfache jede Seite',
      simplify: 'Vereinfache',
      eachTerm:
        'Multipliziere jeden Term der ersten Klammer mit jedem Term der zweiten und fasse gleichartige Terme zusammen',
      logarithms: 'Fasse die Vielfachen desselben Logarithmus zusammen',
      multiplyOut: 'Multipliziere zuerst aus',
      trigMultiplyOut: 'Multipliziere aus und fasse gleichartige Terme zusammen',
      leftTrigMultiplyOut: 'Linke Seite. Multipliziere aus und fasse gleichartige Terme zusammen',
      rightTrigMultiplyOut: 'Rechte Seite. Multipliziere aus und fasse gleichartige Terme zusammen',
      into: 'Multipliziere {factor} in die Klammer',
      numbers: 'Fasse die Zahlen zusammen',
      compositeMultiply: 'Multipliziere aus und fasse gleichartige Terme zusammen',
    },
    ineqSides: {
      subtract: 'Subtrahiere {subtract} auf beiden Seiten',
      add: 'Addiere {add} auf beiden Seiten',
      subtractAll: 'Subtrahiere {subtract} in allen drei Teilen',
      addAll: 'Addiere {add} in allen drei Teilen',
      left: 'Bringe alle Terme auf die linke Seite',
    },
    ineqScale: {
      divide: 'Dividiere beide Seiten durch {divide}',
      divideFlip:
        'Dividiere beide Seiten durch {divide}; beim Dividieren durch eine negative Zahl dreht sich das Ungleichheitszeichen um: aus {was} wird {now}',
      zeroPowerSolve: 'Löse die Ungleichung nach der Variablen auf',
      zeroPowerSolveTurned:
        'Löse die Ungleichung nach der Variablen auf (beim Dividieren durch eine negative Zahl wird aus > ein <)',
      clear: 'Multipliziere beide Seiten mit {lcd}, um die Brüche zu beseitigen',
      clearAll: 'Multipliziere alle drei Teile mit {lcd}, um die Brüche zu beseitigen',
      multiply: 'Multipliziere beide Seiten mit {multiply}',
      multiplyFlip:
        'Multipliziere beide Seiten mit {multiply}; beim Multiplizieren mit einer negativen Zahl dreht sich das Ungleichheitszeichen um: aus {was} wird {now}',
      divideAll: 'Dividiere alle drei Teile durch {divide}',
      divideAllFlip:
        'Dividiere alle drei Teile durch {divide}; beim Dividieren durch eine negative Zahl drehen sich beide Zeichen um: aus {was} wird {now}',
      divideAllFlipTwo:
        'Dividiere alle drei Teile durch {divide}; beim Dividieren durch eine negative Zahl drehen sich beide Zeichen um: aus {was} wird {now} und aus {was2} wird {now2}',
    },
    order: {
      smaller: 'Schreibe sie mit der kleineren Zahl zuerst',
      read: 'Lies sie von {unknown} aus',
      smallerEnd: 'Schreibe sie mit der kleineren Grenze zuerst',
    },
    both: {
      first: 'Ungleichung 1: {inequality}',
      second: 'Ungleichung 2: {inequality}',
      hold: 'Beide müssen gelten: die Zahlen, die beide Ungleichungen erfüllen',
      none: 'Keine Zahl erfüllt zugleich {first} und {second}, also gibt es keine Lösung',
      absBoth: 'Beide müssen gelten: die Zahlen aus beiden Fällen',
      domainAll: 'Die Definitionsmenge ist dort, wo alle Bedingungen zugleich gelten',
    },
    either: {
      absEither: 'Einer der Fälle: die Zahlen aus dem einen oder dem anderen Fall',
    },
    empty: {
      equal:
        'Die beiden Grenzen sind gleich und nicht beide eingeschlossen, also gibt es keine Lösung',
      aboveBelow:
        'Keine Zahl ist zugleich größer als {low} und kleiner als {high}, also gibt es keine Lösung',
      aboveAtMost:
        'Keine Zahl ist zugleich größer als {low} und höchstens {high}, also gibt es keine Lösung',
      atLeastBelow:
        'Keine Zahl ist zugleich mindestens {low} und kleiner als {high}, also gibt es keine Lösung',
      atLeastAtMost:
        'Keine Zahl ist zugleich mindestens {low} und höchstens {high}, also gibt es keine Lösung',
    },
    squeeze: {
      only: 'Die einzige verbleibende Zahl ist {value}',
    },
    signChange: {
      boundary: 'Bestimme, wo {expression} = 0 ist: die Grenzstellen',
    },
    signTest: {
      neverPositive: '{expression} ist nie positiv, also hat {inequality} keine Lösung',
      neverPositiveOrZero:
        '{expression} ist nie positiv oder 0, also hat {inequality} keine Lösung',
      chartP:
        '{expression} ist nie 0, hat also für jedes {unknown} dasselbe Vorzeichen: Teste {unknown} = {test1}: {expression} ist positiv',
      chartPP:
        'Vorzeichen von {expression} auf jedem Intervall, mit einem Testwert in jedem: positiv für {region1} ({unknown} = {test1}); positiv für {region2} ({unknown} = {test2})',
      chartPNP:
        'Vorzeichen von {expression} auf jedem Intervall, mit einem Testwert in jedem: positiv für {region1} ({unknown} = {test1}); negativ für {region2} ({unknown} = {test2}); positiv für {region3} ({unknown} = {test3})',
      neverNegative: '{expression} ist nie negativ, also hat {inequality} keine Lösung',
      neverNegativeOrZero:
        '{expression} ist nie negativ oder 0, also hat {inequality} keine Lösung',
      every: '{inequality} für jedes {unknown}, also ist jede Zahl eine Lösung',
      wherePositive: '{inequality}, wo {expression} positiv ist',
      wherePositiveOrZero: '{inequality}, wo {expression} positiv oder 0 ist',
      whereNegative: '{inequality}, wo {expression} negativ ist',
      whereNegativeOrZero: '{inequality}, wo {expression} negativ oder 0 ist',
      fractionTests: 'Vorzeichen des Bruchs mit einem Testwert in jedem Intervall: {signs}',
      fractionPositive: 'Der Bruch ist auf diesen Intervallen positiv',
      fractionPositiveOrZero: 'Der Bruch ist auf diesen Intervallen positiv oder 0',
      fractionNegative: 'Der Bruch ist auf diesen Intervallen negativ',
      fractionNegativeOrZero: 'Der Bruch ist auf diesen Intervallen negativ oder 0',
    },
    fractionZero: {
      top: 'Der Bruch ist 0, wo sein Zähler 0 ist: {equation}',
      expressionZero: 'Der Zähler ist 0, also ist der Term überall dort 0, wo er definiert ist',
    },
    zeroProduct: {
      zero: 'Ein Produkt ist 0, wenn einer seiner Faktoren 0 ist',
      trigOnly: 'Ein Produkt ist nur dann 0, wenn einer seiner Faktoren 0 ist',
    },
    solveEach: {
      each: 'Löse jede Gleichung',
      factorOne: 'Löse {equation}',
      factorLinear: 'Löse jeden linearen Faktor: {equations}',
    },
    solveFor: {
      for: 'Löse nach {unknown} auf',
      trigAlone: 'Stelle {unknown} allein auf eine Seite',
    },
  },
  reasons: {
    sides: [
      '',
      'auf beiden Seiten dieselbe Zahl zu addieren oder zu subtrahieren, erhält die Gleichheit',
    ],
    scale: [
      '',
      'beide Seiten mit derselben Zahl ungleich null zu multiplizieren oder durch sie zu dividieren, erhält die Gleichheit',
    ],
    moveAll: [
      '',
      'die rechte Seite auf beiden Seiten zu subtrahieren, erhält die Gleichheit und lässt rechts 0 stehen',
    ],
    swap: ['', 'a = b und b = a sagen dasselbe aus'],
    alone: ['', 'steht die Variable allein auf einer Seite, so ist die andere Seite ihr Wert'],
    cancelled: [
      '',
      'fällt die Variable weg, so ist das Übrige für alle Werte wahr oder für keinen',
    ],
    expand: [
      '',
      'Klammern auflösen und gleichartige Terme zusammenfassen ändert die Form, nicht den Wert',
    ],
    ineqSides: [
      '',
      'auf beiden Seiten dieselbe Zahl zu addieren oder zu subtrahieren, erhält die Ungleichung',
    ],
    ineqScale: [
      '',
      'die Multiplikation mit einer positiven Zahl erhält eine Ungleichung; die mit einer negativen kehrt sie um',
    ],
    order: ['', 'a < x < b und b > x > a sagen dasselbe aus'],
    both: [
      'Schnittmenge',
      '„und“ heißt, dass eine Zahl beide erfüllen muss, also bleibt nur der gemeinsame Teil',
    ],
    either: [
      'Vereinigungsmenge',
      '„oder“ heißt, dass eine Zahl eine der beiden erfüllen darf, also bleiben beide Mengen erhalten',
    ],
    empty: ['', 'keine Zahl liegt über einer Grenze und unter einer kleineren'],
    squeeze: ['', 'a ≤ x ≤ a lässt nur x = a übrig'],
    signChange: ['', 'ein Polynom kann sein Vorzeichen nur dort wechseln, wo es 0 ist'],
    signTest: [
      'Vorzeichentabelle',
      'zwischen den Stellen, an denen er 0 oder nicht definiert ist, behält ein Term sein Vorzeichen, also entscheidet ein Testwert',
    ],
    fractionZero: ['', 'ein Bruch ist nur dann 0, wenn sein Zähler 0 ist'],
    zeroProduct: [
      'Satz vom Nullprodukt',
      'ein Produkt ist nur dann 0, wenn einer seiner Faktoren 0 ist',
    ],
    solveEach: [
      '',
      'jede Gleichung ist linear: Mache rückgängig, was mit der Variablen gemacht wird, auf beiden Seiten',
    ],
    solveFor: [
      '',
      'macht man rückgängig, was mit der Variablen gemacht wurde, die letzte Rechenoperation zuerst und auf beiden Seiten gleich, so steht sie allein',
    ],
  },
};
