/**
 * German words of the solver's steps on powers, exponential equations and logarithms, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanPowers: Notes = {
  forms: {
    evenPower: {
      power: 'Eine gerade Potenz ist nie negativ, also hat {equation} keine reellen Lösungen',
      factor:
        '{power} = {value}: Eine gerade Potenz ist nie negativ, also hat {equation} keine reellen Lösungen',
      rootPowerNever: 'Eine gerade Potenz ist nie negativ, also hat {equation} keine Lösung',
      rangeSizes:
        'Eine gerade Potenz ist nie negativ: Sie nimmt die Größen der Werte der Reihe nach an',
    },
    nthRoot: {
      rootPowerEven:
        'Ziehe auf beiden Seiten die {index}-te Wurzel: Es gibt eine positive und eine negative Wurzel',
      rootPowerOdd: 'Ziehe auf beiden Seiten die {index}-te Wurzel',
      powerEven:
        'Ziehe auf beiden Seiten die {index}-te Wurzel: Eine gerade Potenz hat eine positive und eine negative Wurzel',
      powerCube:
        'Ziehe auf beiden Seiten die dritte Wurzel: Eine ungerade Wurzel einer reellen Zahl ist genau eine reelle Zahl',
      powerOdd:
        'Ziehe auf beiden Seiten die {index}-te Wurzel: Eine ungerade Wurzel einer reellen Zahl ist genau eine reelle Zahl',
      factorEven:
        '{power} = {value}: Ziehe auf beiden Seiten die {index}-te Wurzel, eine positive und eine negative',
      factorCube: '{power} = {value}: Ziehe auf beiden Seiten die dritte Wurzel',
      factorOdd: '{power} = {value}: Ziehe auf beiden Seiten die {index}-te Wurzel',
      rootPowerSquare:
        'Ziehe auf beiden Seiten die Wurzel: Es gibt eine positive und eine negative Wurzel',
      rootPowerCube: 'Ziehe auf beiden Seiten die dritte Wurzel',
      rootPowerCase: 'Fall {case}: {equation}',
      inverseCube: 'Ziehe auf beiden Seiten die dritte Wurzel',
      inverseRoot: 'Ziehe auf beiden Seiten die {index}-te Wurzel',
      inversePower: 'Potenziere beide Seiten mit {power}',
    },
    samePower: {
      equal: 'Gleiche Potenzen derselben Basis haben gleiche Exponenten',
      case: 'Fall {case}: {equation}',
    },
    asPower: {
      both: 'Schreibe beide Seiten als Potenzen von {base}',
      one: 'Schreibe {value} als Potenz von {base}',
      everyPower: 'Schreibe jede Potenz als Potenz von {power}',
      everyPowerAs: 'Schreibe jede Potenz als Potenz von {power}: {rewrites}',
      moveEveryPower:
        'Bringe alle Terme auf die linke Seite und schreibe jede Potenz als Potenz von {power}',
      moveEveryPowerAs:
        'Bringe alle Terme auf die linke Seite und schreibe jede Potenz als Potenz von {power}: {rewrites}',
      exactBase: 'Schreibe die Basis als Potenz',
      exactValue: 'Schreibe den Wert als Potenz derselben Zahl',
      ofTheBase: 'Schreibe die Zahl als Potenz der Basis',
    },
    takeLog: {
      natural: 'Wende auf beiden Seiten den natürlichen Logarithmus an',
      base: 'Wende auf beiden Seiten den Logarithmus zur Basis {base} an',
      inverseLn: 'Wende auf beiden Seiten ln an',
    },
    positivePower: {
      neverEquals:
        '{power} ist für jedes {unknown} positiv, also nie gleich {value}: Es gibt keine reellen Lösungen',
      noSolution: '{power} ist für jedes {unknown} positiv, also hat {equation} keine Lösung',
      rootPowerNotZero: '{power} ist nie 0',
    },
    exponentZero: {
      one: 'Eine Potenz ist 1, wenn ihr Exponent 0 ist',
      exactPowerZero: 'Jede Basis hoch 0 ist 1',
    },
    oneToAny: {
      every: '1 hoch eine beliebige Zahl ist 1, also ist jedes reelle {unknown} eine Lösung',
      never:
        '1 hoch eine beliebige Zahl ist 1, also ist {power} nie gleich {value}: Es gibt keine reellen Lösungen',
    },
    zeroToAny: {
      never:
        '{power} ist 0, wo es definiert ist ({exponent} > 0), und für {exponent} ≤ 0 nicht definiert (0⁰ ist nicht definiert; eine negative Potenz von 0 teilt durch null), also nie gleich {value}: Es gibt keine reellen Lösungen',
      where:
        '{power} = 0 für jedes {exponent} > 0, und für {exponent} ≤ 0 nicht definiert (0⁰ ist nicht definiert; eine negative Potenz von 0 teilt durch null), also sind die Lösungen die Werte mit {exponent} > 0',
    },
    newUnknown: {
      degreesSolveFirst:
        'Winkel sind in Grad angegeben. Löse zuerst nach {call} auf, als eine Variable',
      radiansSolveFirst:
        'Winkel sind im Bogenmaß angegeben. Löse zuerst nach {call} auf, als eine Variable',
      bothSolveFirst:
        'Winkel sind in Grad angegeben (das Ergebnis nennt auch das Bogenmaß). Löse zuerst nach {call} auf, als eine Variable',
      solveFirst: 'Löse zuerst nach {call} auf, als eine Variable',
      degreesSinCos:
        'Winkel sind in Grad angegeben. Schreibe alles mit sin({angle}) und cos({angle})',
      radiansSinCos:
        'Winkel sind im Bogenmaß angegeben. Schreibe alles mit sin({angle}) und cos({angle})',
      bothSinCos:
        'Winkel sind in Grad angegeben (das Ergebnis nennt auch das Bogenmaß). Schreibe alles mit sin({angle}) und cos({angle})',
    },
    logOfBase: {
      exponentWorked:
        'Der Logarithmus einer Potenz seiner Basis ist der Exponent (log_b(bᵏ) = k): {work}',
      powersOfE: 'Berechne die Logarithmen der Potenzen von e: ln(eᵏ) = k',
      exponent: 'Der Logarithmus einer Potenz seiner Basis ist der Exponent (log_b(bᵏ) = k)',
      numbers: 'Berechne die Logarithmen der Zahlen',
    },
    logDefinition: {
      exponential: 'Schreibe in Exponentialform: {equation}',
      exactOfOne: 'Also ist der Logarithmus von 1 gleich 0',
      exactRatio: 'Der Logarithmus ist das Verhältnis der Exponenten',
      power: 'Der Logarithmus ist der Exponent, mit dem man die Basis potenziert',
      inverseLog: 'Wende auf beiden Seiten den Logarithmus zur Basis {base} an',
      inverseRaiseE: 'Nimm e hoch jede Seite',
      inverseRaise: 'Nimm {base} hoch jede Seite',
    },
    changeBase: {
      powerBase: 'Basiswechsel, log_(bᵏ)(a) = log_b(a)/k: {changes}',
      natural: 'Basiswechsel: der natürliche Logarithmus der Zahl geteilt durch den der Basis',
    },
    logLaws: {
      exponentOut: 'Ziehe den Exponenten aus dem Logarithmus: log_b(cᵘ) = u·log_b(c)',
      combine: 'Fasse die Logarithmen zusammen',
      combineProduct:
        'Fasse die Logarithmen mit der Produktregel zusammen (log(a) + log(b) = log(ab))',
      combineQuotient:
        'Fasse die Logarithmen mit der Quotientenregel zusammen (log(a) − log(b) = log(a/b))',
      combinePowerProduct:
        'Fasse die Logarithmen mit der Potenzregel (k·log(a) = log(aᵏ)) und der Produktregel (log(a) + log(b) = log(ab)) zusammen',
      combinePowerProductQuotient:
        'Fasse die Logarithmen mit der Potenzregel (k·log(a) = log(aᵏ)), der Produktregel (log(a) + log(b) = log(ab)) und der Quotientenregel (log(a) − log(b) = log(a/b)) zusammen',
      combineProductQuotient:
        'Fasse die Logarithmen mit der Produktregel (log(a) + log(b) = log(ab)) und der Quotientenregel (log(a) − log(b) = log(a/b)) zusammen',
      cannotExpand: 'Dieser Logarithmus lässt sich nicht weiter zerlegen',
      expand: 'Produkt-, Quotienten- und Potenzregel, für positive Werte der Variablen',
      condense:
        'Fasse mit der Produkt-, Quotienten- und Potenzregel zu einem Logarithmus zusammen, für positive Werte der Variablen',
      combinePower: 'Fasse die Logarithmen mit der Potenzregel zusammen (k·log(a) = log(aᵏ))',
      combinePowerQuotient:
        'Fasse die Logarithmen mit der Potenzregel (k·log(a) = log(aᵏ)) und der Quotientenregel (log(a) − log(b) = log(a/b)) zusammen',
    },
    logDefined: {
      checkNegative:
        'Probe mit {root}: {argument} ist negativ, also ist {logarithm} nicht definiert: {root} entfällt',
      checkZero:
        'Probe mit {root}: {argument} ist 0, also ist {logarithm} nicht definiert: {root} entfällt',
      limitOneSide:
        'Ein Logarithmus ist nur für positive Zahlen definiert, und {inside} ist nur auf einer Seite positiv: Der beidseitige Grenzwert existiert nicht',
      domainNeeds: 'Für {subject} muss {expression} größer als 0 sein: {where}',
      domainNever: 'Für {subject} müsste {expression} größer als 0 sein: Das ist nie der Fall',
    },
    rounded: {
      digits:
        'Dafür gibt es keine einfachere exakte Form; der Wert auf {digits} signifikante Stellen',
      logValue: 'Der Wert auf {digits} signifikante Stellen',
      trigAngle:
        'Dieser Winkel ist kein Vielfaches von 15° (π/12), also hat der Wert keine einfache exakte Form; der Wert auf {digits} signifikante Stellen',
      trigAngleNumber:
        'Dieser Winkel ist kein Vielfaches von 15° (π/12), also hat der Wert keine einfache exakte Form; der Wert auf {digits} signifikante Stellen ({number} wird im Bogenmaß gelesen: Schreibe {number}° für Grad)',
      trigValues:
        'Ein trigonometrischer Wert liegt hier nicht bei einem Vielfachen von 15° (π/12), also hat das Ergebnis keine einfache exakte Form; der Wert auf {digits} signifikante Stellen',
    },
  },
  reasons: {
    evenPower: ['', 'eine gerade Potenz einer reellen Zahl ist nie negativ'],
    nthRoot: [
      '',
      'eine ungerade Potenz hat eine reelle n-te Wurzel; eine gerade Potenz hat zwei, eine positive und eine negative',
    ],
    samePower: [
      '',
      'Potenzen einer Basis (nicht 0, 1 oder −1) sind nur dann gleich, wenn ihre Exponenten gleich sind',
    ],
    asPower: [
      '',
      'eine Zahl als Potenz der Basis zu schreiben, ändert ihre Form, nicht ihren Wert',
    ],
    takeLog: ['', 'gleiche positive Zahlen haben gleiche Logarithmen, und log(aᵘ) = u·log(a)'],
    positivePower: ['', 'eine positive Basis hoch eine beliebige Zahl ist positiv'],
    exponentZero: ['', 'eine positive Basis ungleich 1 ergibt nur mit dem Exponenten 0 den Wert 1'],
    oneToAny: ['', '1 hoch eine beliebige Zahl ist 1'],
    zeroToAny: [
      '',
      '0 hoch eine positive Zahl ist 0; 0⁰ und negative Potenzen von 0 sind nicht definiert',
    ],
    newUnknown: [
      '',
      'den sich wiederholenden Teil als eine Variable zu nehmen, ergibt eine einfachere Gleichung',
    ],
    logOfBase: [
      '',
      'log_b(bᵏ) = k: Ein Logarithmus ist der Exponent, mit dem man seine Basis potenziert',
    ],
    logDefinition: ['Definition des Logarithmus', 'log_b(a) = k bedeutet bᵏ = a'],
    changeBase: [
      'Basiswechsel',
      'log_b(a) = ln(a)/ln(b): Beides ist der Exponent, mit dem man b potenzieren muss, um a zu erhalten',
    ],
    logLaws: [
      'Logarithmusgesetze',
      'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
    ],
    logDefined: ['', 'ein Logarithmus ist nur für positive Zahlen definiert'],
    rounded: ['', 'der exakte Wert hat keine einfachere Form, also wird er gerundet'],
  },
};
