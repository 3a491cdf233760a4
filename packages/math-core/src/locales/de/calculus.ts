/**
 * German words of the solver's steps on tangents, inverse functions, ranges, stationary points,
 * derivatives, integrals and limits, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanCalculus: Notes = {
  forms: {
    tangentSlope: {
      derivativeThere:
        'Die Steigung der Kurve bei {unknown} = {value} ist die Ableitung an dieser Stelle',
    },
    perpendicular: {
      normalVertical:
        'Die Tangente ist waagerecht, also ist die Normale, die senkrecht auf ihr steht, die senkrechte Gerade durch den Punkt',
      normalSlope:
        'Die Normale steht senkrecht auf der Tangente: Ihre Steigung ist −1 geteilt durch die der Tangente',
    },
    pointSlope: {
      through:
        'Die Gerade durch {point} mit der Steigung {slope}: y − y₁ = m({unknown} − {unknown}₁)',
    },
    swapXY: {
      write: 'Schreibe y = {function} und vertausche dann {unknown} und y',
    },
    rangeAll: {
      line: 'Eine nicht waagerechte Gerade nimmt jeden Wert an',
      odd: 'Ein Polynom ungeraden Grades läuft von −∞ bis ∞ und nimmt dabei jeden Wert an',
    },
    rangeMonotone: {
      negative: 'Die Multiplikation mit einer negativen Zahl kehrt die Reihenfolge der Werte um',
      positive:
        'Die Multiplikation mit einer positiven Zahl und das Addieren erhalten die Reihenfolge der Werte',
      root: 'Eine Wurzel ist ab 0 definiert und erhält die Reihenfolge der Werte',
      powerKeeps:
        '{base} hoch eine Zahl ist immer größer als 0 und erhält die Reihenfolge der Werte',
      powerReverses:
        '{base} hoch eine Zahl ist immer größer als 0 und kehrt die Reihenfolge der Werte um',
      logKeeps:
        'Ein Logarithmus ist für Werte größer als 0 definiert und erhält die Reihenfolge der Werte',
      logReverses:
        'Ein Logarithmus ist für Werte größer als 0 definiert und kehrt die Reihenfolge der Werte um',
      odd: 'Eine ungerade Potenz erhält die Reihenfolge der Werte',
    },
    rangeReciprocal: {
      turned:
        'Ein Kehrwert ist nie 0; er kehrt die Reihenfolge von Werten gleichen Vorzeichens um und ist groß, wo sie nahe 0 liegen',
    },
    stationary: {
      flat: 'An einer Stelle mit waagerechter Tangente ist die Ableitung 0',
      none: 'Die Ableitung ist nie 0, also gibt es keine Stellen mit waagerechter Tangente',
    },
    derivativeSign: {
      rises:
        'Teste {unknown} = {value}: Die Ableitung ist positiv, also steigt die Funktion für {where}',
      falls:
        'Teste {unknown} = {value}: Die Ableitung ist negativ, also fällt die Funktion für {where}',
      risesAll:
        'Teste {unknown} = {value}: Die Ableitung ist positiv, also steigt die Funktion für jedes {unknown}',
      fallsAll:
        'Teste {unknown} = {value}: Die Ableitung ist negativ, also fällt die Funktion für jedes {unknown}',
    },
    firstDerivativeTest: {
      maximum: 'Die Ableitung wechselt bei {unknown} = {value} von + nach −: ein lokales Maximum',
      minimum: 'Die Ableitung wechselt bei {unknown} = {value} von − nach +: ein lokales Minimum',
      inflection:
        'Die Ableitung hat auf beiden Seiten von {unknown} = {value} dasselbe Vorzeichen: ein Sattelpunkt',
    },
    sum: {
      terms: 'Summenregel: Leite gliedweise ab',
    },
    constantMultiple: {
      negate: 'Faktorregel: d/dx(−f) = −f′',
      times: 'Faktorregel: d/dx(c·f) = c·f′',
      divide: 'Faktorregel: d/dx(f/c) = f′/c',
    },
    product: {
      two: 'Produktregel: d/dx(uv) = u′v + uv′',
      many: 'Produktregel: Leite jeweils einen Faktor ab und addiere',
    },
    quotient: {
      quotient: 'Quotientenregel: d/dx(u/v) = (u′v − uv′)/v²',
    },
    power: {
      power: 'Potenzregel: d/dx xⁿ = n·xⁿ⁻¹',
      root: 'Schreibe die Wurzel als Potenz: {root} = {power}. Potenzregel: d/dx xⁿ = n·xⁿ⁻¹',
    },
    chain: {
      ln: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung von ln: d/dx ln(u) = 1/u)',
      log: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung eines Logarithmus: d/dx log_b(u) = 1/(u·ln(b)))',
      sin: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung des Sinus: d/dx sin(u) = cos(u))',
      cos: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung des Kosinus: d/dx cos(u) = −sin(u))',
      tan: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung des Tangens: d/dx tan(u) = 1/cos²(u))',
      exp: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung der e-Funktion: d/dx eᵘ = eᵘ)',
      expBase:
        'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Ableitung einer Exponentialfunktion: d/dx aᵘ = aᵘ·ln(a))',
      power: 'Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Potenzregel: d/dx uⁿ = n·uⁿ⁻¹)',
      rootPower:
        'Schreibe die Wurzel als Potenz: {root} = {power}. Kettenregel: d/dx f(u) = f′(u)·u′, mit u = {u} (Potenzregel: d/dx uⁿ = n·uⁿ⁻¹)',
    },
    standard: {
      ln: 'Ableitung von ln: d/dx ln(u) = 1/u',
      log: 'Ableitung eines Logarithmus: d/dx log_b(u) = 1/(u·ln(b))',
      sin: 'Ableitung des Sinus: d/dx sin(u) = cos(u)',
      cos: 'Ableitung des Kosinus: d/dx cos(u) = −sin(u)',
      tan: 'Ableitung des Tangens: d/dx tan(u) = 1/cos²(u)',
      exp: 'Ableitung der e-Funktion: d/dx eᵘ = eᵘ',
      expBase: 'Ableitung einer Exponentialfunktion: d/dx aᵘ = aᵘ·ln(a)',
    },
    constant: {
      unknown: 'Die Ableitung von {unknown} nach {unknown} ist 1',
      constant: 'Die Ableitung einer Konstanten ist 0',
    },
    second: {
      derivative: 'Die zweite Ableitung ist die Ableitung der ersten Ableitung',
    },
    linearity: {
      sum: 'Linearität: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, also integriere summandenweise',
      factor: 'Linearität: Ein konstanter Faktor kommt nach vorn, ∫k·f d{unknown} = k∫f d{unknown}',
    },
    integralConstant: {
      constant: 'Konstantenregel: ∫k d{unknown} = k{unknown} + C',
    },
    integralPower: {
      power: 'Potenzregel: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, hier mit n = {n}',
    },
    integral: {
      reciprocal: 'Grundintegral: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
      exp: 'Grundintegral: ∫e^{unknown} d{unknown} = e^{unknown} + C',
      base: 'Grundintegral: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
      sin: 'Grundintegral: ∫sin({unknown}) d{unknown} = −cos({unknown}) + C',
      cos: 'Grundintegral: ∫cos({unknown}) d{unknown} = sin({unknown}) + C',
      tan: 'Grundintegral: ∫tan({unknown}) d{unknown} = −ln|cos({unknown})| + C',
      sec2: 'Grundintegral: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tan({unknown}) + C',
      csc2: 'Grundintegral: ∫csc²({unknown}) d{unknown} = ∫1/sin²({unknown}) d{unknown} = −cot({unknown}) + C = −cos({unknown})/sin({unknown}) + C',
    },
    oneC: {
      add: 'Addiere die Ergebnisse, mit einer einzigen Integrationskonstanten C',
    },
    uSub: {
      one: 'Substitution {letter} = {u}, also d{letter} = {du} d{unknown}: Schreibe den Integranden in {letter}',
      bracket:
        'Substitution {letter} = {u}, also d{letter} = ({du}) d{unknown}: Schreibe den Integranden in {letter}',
    },
    putBack: {
      back: 'Rücksubstitution: {letter} = {u}',
    },
    parts: {
      parts:
        'Partielle Integration: ∫u dv = uv − ∫v du, mit u = {u}, also du = {du} d{unknown}, und dv = {dv} d{unknown}, also v = {v}',
      together: 'Setze die Teile zusammen',
    },
    partialFractions: {
      each: 'Partialbruchzerlegung: eine Konstante über jedem Faktor',
      eachRepeated:
        'Partialbruchzerlegung: eine Konstante über jedem Faktor und über jeder Potenz eines mehrfachen Faktors',
    },
    coefficients: {
      agree:
        'Multipliziere beide Seiten mit {denominator}: Die Koeffizienten jeder Potenz von {unknown} müssen übereinstimmen',
    },
    numerators: {
      solve: 'Bestimme die Zähler',
    },
    powerReduction: {
      sin: 'Potenzreduktion: sin²u = (1 − cos 2u)/2',
      cos: 'Potenzreduktion: cos²u = (1 + cos 2u)/2',
    },
    ftc: {
      atLimits:
        'Werte die Stammfunktion F({unknown}) = {antiderivative} an den Grenzen aus: Das Integral ist F({upper}) − F({lower})',
      converges: 'F an der oberen Grenze minus F an der unteren Grenze: Das Integral konvergiert',
      partConverges:
        'Dieser Teil konvergiert: F an seiner oberen Grenze minus F an seiner unteren Grenze',
    },
    improper: {
      split:
        'Teile das Integral dort, wo der Integrand nicht definiert ist; es konvergiert nur, wenn jeder Teil konvergiert',
      oscillates:
        'F({unknown}) = {antiderivative} hat für {unknown} → {point} keinen Grenzwert: Es schwingt immer weiter',
      limit: 'Der Grenzwert von F({unknown}) = {antiderivative} für {unknown} → {point}',
      limitSide: 'Der Grenzwert von F({unknown}) = {antiderivative} für {unknown} → {point}{side}',
      diverges:
        'Also divergiert {part}, und damit das ganze Integral: Ein bestimmtes Integral konvergiert nur, wenn die Stammfunktion an jedem Ende jedes Teils einen endlichen Grenzwert hat',
      sum: 'Jeder Teil konvergiert, also konvergiert das Integral gegen ihre Summe',
    },
    reversed: {
      minus:
        'Die Grenzen sind absteigend: Das Integral ist das Negative des Integrals in umgekehrter Richtung',
    },
    undefinedAt: {
      improper:
        '{subject} ist bei {unknown} = {value} nicht definiert, da {zero} dort 0 ist: {integrand} ist an einer Stelle des Intervalls nicht definiert, also ist das Integral dort uneigentlich',
    },
    direct: {
      defined: 'Die Funktion ist bei {unknown} = {value} definiert: Setze ein',
    },
    cancelLimit: {
      common: 'Einsetzen ergibt 0/0: Kürze den gemeinsamen Faktor {factor} in Zähler und Nenner',
    },
    lHopital: {
      zeroOverZero:
        'Die Form 0/0: Nach der Regel von L’Hospital ist der Grenzwert gleich dem Grenzwert des Quotienten aus der Ableitung des Zählers und der Ableitung des Nenners',
      infinityOverInfinity:
        'Die Form ∞/∞: Nach der Regel von L’Hospital ist der Grenzwert gleich dem Grenzwert des Quotienten aus der Ableitung des Zählers und der Ableitung des Nenners',
    },
    unbounded: {
      signAbove:
        'Der Nenner ist dort 0 und der Zähler nicht: Die Funktion wächst über alle Grenzen, mit dem Vorzeichen, das sie knapp rechts der Stelle hat',
      signBelow:
        'Der Nenner ist dort 0 und der Zähler nicht: Die Funktion wächst über alle Grenzen, mit dem Vorzeichen, das sie knapp links der Stelle hat',
      signBoth:
        'Der Nenner ist dort 0 und der Zähler nicht: Die Funktion wächst über alle Grenzen, mit dem Vorzeichen, das sie auf beiden Seiten der Stelle hat',
      sidesDiffer:
        'Der Nenner ist dort 0 und der Zähler nicht: Der Grenzwert existiert nicht, da die Funktion von links gegen {left} und von rechts gegen {right} strebt',
    },
    expLimit: {
      rewrite:
        'Die Form 1^∞: Schreibe sie als e^(v·ln(u)) und bestimme den Grenzwert des Exponenten {exponent} als Quotient',
      power: 'Also ist der Grenzwert e hoch diesen Wert',
    },
    limitPower: {
      grows:
        'Eine Potenz von {base} folgt ihrem Exponenten: Ein wachsender Exponent lässt sie wachsen, ein fallender führt sie gegen 0',
      follows:
        'Eine Potenz von {base} folgt ihrem Exponenten: Sie strebt gegen die entsprechende Potenz des Grenzwerts',
    },
    limitFactor: {
      keeps: 'Ein konstanter Faktor {factor} lässt sie unbeschränkt, mit seinem Vorzeichen',
    },
    toZero: {
      numberOver:
        'Eine Zahl geteilt durch eine Größe, die über alle Grenzen wächst, strebt gegen 0',
    },
    degrees: {
      graphLower:
        'Der Zähler hat einen kleineren Grad als der Nenner, also strebt die Funktion weit draußen gegen 0',
      graphEqual:
        'Die Grade sind gleich, also strebt die Funktion weit draußen gegen das Verhältnis der Leitkoeffizienten',
      limitLower: 'Der Nenner hat den höheren Grad, also strebt der Quotient gegen 0',
      limitConstant: 'Eine Konstante ist ihr eigener Grenzwert',
      limitPolynomial:
        'Ein Polynom wächst über alle Grenzen, mit dem Vorzeichen seines höchsten Terms dort',
      limitEqual:
        'Zähler und Nenner haben denselben Grad: Der Grenzwert ist das Verhältnis ihrer Leitkoeffizienten',
      limitHigher:
        'Der Zähler hat den höheren Grad, also wächst der Quotient über alle Grenzen, mit dem Vorzeichen seines höchsten Terms dort',
    },
    oscillates: {
      round:
        '{inner} wächst über alle Grenzen, also durchläuft {function} immer wieder die Werte des Einheitskreises: Der Grenzwert existiert nicht',
    },
    absSide: {
      above: 'Knapp rechts von {unknown} = {value} gilt {sign}, also {open}',
      below: 'Knapp links von {unknown} = {value} gilt {sign}, also {open}',
    },
    twoSides: {
      differ:
        'Die Grenzwerte von links und rechts sind verschieden, also existiert der Grenzwert nicht',
    },
    logToZero: {
      positive:
        '{inside} strebt über positive Zahlen gegen 0, und der Logarithmus einer kleinen positiven Zahl ist eine große negative Zahl',
    },
  },
  reasons: {
    tangentSlope: [
      'Tangentensteigung',
      'die Ableitung an einer Stelle ist die Steigung der Kurve dort, und die Tangente hat dieselbe Steigung',
    ],
    perpendicular: [
      'Senkrechte Steigungen',
      'dreht man eine Gerade um eine Vierteldrehung, vertauschen sich Höhen- und Seitenunterschied und ein Vorzeichen ändert sich, also ist das Produkt senkrechter Steigungen −1',
    ],
    pointSlope: [
      'Punkt-Steigungs-Form',
      'eine Gerade mit der Steigung m durch (x₁, y₁) steigt zwischen x₁ und x um m(x − x₁) über y₁',
    ],
    swapXY: [
      'Umkehrfunktion durch Vertauschen von x und y',
      'f⁻¹ macht f rückgängig: y = f(x) genau dann, wenn x = f⁻¹(y), also liefert das Vertauschen von x und y und Auflösen nach y die Funktion f⁻¹',
    ],
    rangeAll: [
      '',
      'eine Funktion ohne Sprünge, die von −∞ bis ∞ läuft, nimmt unterwegs jeden Wert an',
    ],
    rangeMonotone: [
      '',
      'eine nur steigende Funktion erhält die Reihenfolge der Werte, eine nur fallende kehrt sie um, also gehen die Ränder der Werte auf die Ränder',
    ],
    rangeReciprocal: [
      '',
      '1/y ist nie 0, nahe 0, wo y groß ist, und groß, wo y nahe 0 ist, und kehrt die Reihenfolge von Werten gleichen Vorzeichens um',
    ],
    stationary: [
      'Stelle mit waagerechter Tangente',
      'die Ableitung ist die Steigung der Tangente, und an einer solchen Stelle ist die Tangente waagerecht',
    ],
    derivativeSign: [
      '',
      'wo die Ableitung positiv ist, steigt der Graph, wo sie negativ ist, fällt er; sie kann das Vorzeichen nur wechseln, wo sie 0 ist',
    ],
    firstDerivativeTest: [
      'Vorzeichenwechselkriterium',
      'erst steigend, dann fallend ergibt ein lokales Maximum, erst fallend, dann steigend ein lokales Minimum, und ohne Richtungswechsel einen Sattelpunkt',
    ],
    sum: ['Summenregel', 'die Ableitung einer Summe ist die Summe der Ableitungen'],
    constantMultiple: ['Faktorregel', 'ein konstanter Faktor bleibt stehen: (c·f)′ = c·f′'],
    product: ['Produktregel', 'die Änderung jedes Faktors trägt bei: (uv)′ = u′v + uv′'],
    quotient: [
      'Quotientenregel',
      '(u/v)′ = (u′v − uv′)/v², die Produktregel angewandt auf u·(1/v)',
    ],
    power: [
      'Potenzregel',
      'ändert sich jeder der n Faktoren x in xⁿ, trägt jeder xⁿ⁻¹ zur Änderungsrate bei',
    ],
    chain: [
      'Kettenregel',
      'die Änderungsrate von f(u) ist die Änderungsrate von f an der Stelle u mal die Änderungsrate von u',
    ],
    standard: ['', 'eine Grundableitung, einmal aus der Definition der Ableitung hergeleitet'],
    constant: [
      '',
      'eine Konstante ändert sich nicht, also ist ihre Änderungsrate 0; x ändert sich mit der Rate 1',
    ],
    second: ['', 'die zweite Ableitung ist die Ableitung der Ableitung'],
    linearity: [
      'Linearität',
      'das Integral einer Summe ist die Summe der Integrale, und Konstanten kommen nach vorn',
    ],
    integralConstant: ['Konstantenregel', 'die Ableitung von kx ist k'],
    integralPower: ['Potenzregel', 'die Ableitung von xⁿ⁺¹/(n + 1) ist xⁿ (n ≠ −1)'],
    integral: ['Grundintegral', 'leitet man das Ergebnis ab, erhält man wieder den Integranden'],
    oneC: ['', 'Stammfunktionen unterscheiden sich um eine Konstante, also steht ein C für alle'],
    uSub: ['Substitution', 'die Kettenregel rückwärts: ∫g(u)·u′ dx = ∫g(u) du'],
    putBack: ['', 'u steht für einen Term in x, also wird das Ergebnis wieder in x geschrieben'],
    parts: ['Partielle Integration', 'die Produktregel rückwärts: ∫u dv = uv − ∫v du'],
    partialFractions: [
      'Partialbruchzerlegung',
      'ein Bruch, dessen Nenner ein Produkt linearer Faktoren ist, ist eine Summe von Konstanten über diesen Faktoren und ihren Potenzen',
    ],
    coefficients: [
      'Koeffizientenvergleich',
      'zwei Polynome sind nur dann für jedes x gleich, wenn die Koeffizienten jeder Potenz von x übereinstimmen',
    ],
    numerators: [
      '',
      'der Koeffizientenvergleich liefert für jede Potenz von x eine lineare Gleichung, und zusammen legen sie jeden Zähler fest',
    ],
    powerReduction: [
      'Potenzreduktion',
      'cos 2u = 1 − 2sin²u = 2cos²u − 1, also sin²u = (1 − cos 2u)/2 und cos²u = (1 + cos 2u)/2',
    ],
    ftc: [
      'Hauptsatz der Differential- und Integralrechnung',
      'das Integral von a bis b ist F(b) − F(a) für eine Stammfunktion F',
    ],
    improper: [
      'Uneigentliches Integral',
      'ein Integral über eine Stelle hinweg, an der es unbeschränkt wird, ist der Grenzwert von Integralen, die kurz davor enden',
    ],
    reversed: ['', 'das Vertauschen der Grenzen ändert das Vorzeichen eines Integrals'],
    undefinedAt: [
      '',
      'ein Integral braucht einen Integranden, der auf dem ganzen Intervall definiert ist',
    ],
    direct: [
      'Direktes Einsetzen',
      'eine aus stetigen Bausteinen gebildete Funktion strebt dort, wo sie definiert ist, gegen ihren Wert',
    ],
    cancelLimit: [
      '',
      'ein Grenzwert hängt von den Werten nahe der Stelle ab, nicht an ihr, also lässt sich ein gemeinsamer Faktor kürzen',
    ],
    lHopital: [
      'Regel von L’Hospital',
      'bei 0/0 oder ∞/∞ strebt f/g gegen den Grenzwert von f′/g′, wenn dieser existiert',
    ],
    unbounded: [
      '',
      'die Division durch eine Größe nahe 0 ergibt eine, die über alle Grenzen wächst',
    ],
    expLimit: [
      '',
      'uᵛ = e^(v·ln u), und eˣ ist stetig, also kann der Grenzwert im Exponenten gebildet werden',
    ],
    limitPower: ['', 'eine Potenz einer festen Basis folgt ihrem Exponenten'],
    limitFactor: [
      '',
      'ein konstanter Faktor ungleich 0 lässt eine Größe unbeschränkt, mit seinem Vorzeichen',
    ],
    toZero: [
      '',
      'eine feste Zahl geteilt durch eine Größe, die über alle Grenzen wächst, strebt gegen 0',
    ],
    degrees: [
      '',
      'weit draußen entscheiden die höchsten Potenzen von Zähler und Nenner über den Grenzwert',
    ],
    oscillates: [
      '',
      'ein Grenzwert ist eine Zahl, auf die sich die Werte einpendeln, und Werte, die immer wieder zwischen −1 und 1 hin- und herlaufen, pendeln sich auf keine ein',
    ],
    absSide: ['', '|u| = u, wo u ≥ 0, und |u| = −u, wo u < 0'],
    twoSides: [
      '',
      'ein Grenzwert existiert nur, wenn die Grenzwerte von links und von rechts dieselbe Zahl sind',
    ],
    logToZero: ['', 'ln u = k bedeutet u = eᵏ, und eᵏ liegt nur für große negative k nahe bei 0'],
  },
};
