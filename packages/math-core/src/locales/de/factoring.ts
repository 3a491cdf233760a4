/**
 * German words of the solver's steps on factoring, quadratics and square roots, complex roots, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanFactoring: Notes = {
  forms: {
    commonFactor: {
      bracket: 'Klammere die gemeinsame Klammer ({bracket}) aus',
      factor: 'Klammere den gemeinsamen Faktor {factor} aus',
      collectUnknown: 'Bringe die Terme mit {unknown} auf eine Seite und klammere {unknown} aus',
      squareTerms: 'Klammere den Faktor {factor} aus den Termen mit {unknown}² und {unknown} aus',
    },
    sumProduct: {
      pair: 'Zwei Zahlen mit dem Produkt {product} und der Summe {sum}: {m} und {n}',
    },
    acMethod: {
      split:
        'ac = {a} · {c} = {ac}; zwei Zahlen mit dem Produkt {ac} und der Summe {b}: {m} und {n}. Zerlege den mittleren Term',
      splitNegative:
        'ac = {a} · ({c}) = {ac}; zwei Zahlen mit dem Produkt {ac} und der Summe {b}: {m} und {n}. Zerlege den mittleren Term',
    },
    grouping: {
      pairs: 'Fasse paarweise zusammen und klammere aus jedem Paar den gemeinsamen Faktor aus',
      firstTwo:
        'Fasse die ersten beiden und die letzten beiden Terme zusammen und klammere aus jedem Paar den gemeinsamen Faktor aus',
    },
    squareTrinomial: {
      plus: 'Eine binomische Formel: a² + 2ab + b² = (a + b)², mit a = {a} und b = {b}',
      minus: 'Eine binomische Formel: a² − 2ab + b² = (a − b)², mit a = {a} und b = {b}',
      zero: 'Die Diskriminante ist 0: Der quadratische Term ist ein vollständiges Quadrat',
      left: 'Schreibe die linke Seite als Quadrat',
      firstThree: 'Die ersten drei Terme bilden ein vollständiges Quadrat: {trinomial}',
    },
    squares: {
      squares:
        'Eine Differenz von Quadraten (3. binomische Formel): a² − b² = (a − b)(a + b), mit a = {a} und b = {b}',
    },
    cubes: {
      sum: 'Eine Summe von Kuben: a³ + b³ = (a + b)(a² − ab + b²), mit a = {a} und b = {b}',
      difference:
        'Eine Differenz von Kuben: a³ − b³ = (a − b)(a² + ab + b²), mit a = {a} und b = {b}',
    },
    rationalRoot: {
      root: 'Satz über rationale Nullstellen: Eine rationale Nullstelle ist ±p/q, wobei p ein Teiler von {constant} und q ein Teiler von {leading} ist ({candidates}). Durch Probieren ergibt {unknown} = {root} den Wert 0, also ist {factor} ein Faktor',
      rootMany:
        'Satz über rationale Nullstellen: Eine rationale Nullstelle ist ±p/q, wobei p ein Teiler von {constant} und q ein Teiler von {leading} ist ({candidates}, …). Durch Probieren ergibt {unknown} = {root} den Wert 0, also ist {factor} ein Faktor',
    },
    synthetic: {
      division: 'Horner-Schema für {coefficients} mit {root}: untere Zeile {bottom}, Rest 0',
    },
    irreducible: {
      negative:
        '{polynomial} lässt sich über den rationalen Zahlen nicht faktorisieren: Die Diskriminante b² − 4ac = {discriminant} ist negativ',
      notSquare:
        '{polynomial} lässt sich über den rationalen Zahlen nicht faktorisieren: Die Diskriminante b² − 4ac = {discriminant} ist keine Quadratzahl',
      cubic:
        '{polynomial} lässt sich über den rationalen Zahlen nicht faktorisieren: Es hat keine rationalen Nullstellen, und ein zerlegbares Polynom dritten Grades hat einen Faktor vom Grad 1',
      noSmall:
        '{polynomial} lässt sich über den rationalen Zahlen nicht faktorisieren: Es hat weder rationale Nullstellen noch einen quadratischen Faktor, also keinen Faktor vom Grad 1 oder 2, den jede Zerlegung bräuchte',
      linear:
        '{polynomial} lässt sich über den rationalen Zahlen nicht faktorisieren: Es hat den Grad 1',
    },
    divides: {
      divides: 'Es gibt keine rationalen Nullstellen, aber {factor} teilt es ohne Rest',
    },
    factored: {
      quadratic: 'Faktorisiere den quadratischen Term',
      done: 'Faktorisiert',
      fully: 'Also vollständig faktorisiert',
      numerator: 'Faktorisiere den Zähler',
      topAndBottom: 'Faktorisiere Zähler und Nenner',
      bottom: 'Faktorisiere den Nenner',
    },
    discriminant: {
      discriminant: 'Die Diskriminante b² − 4ac',
      factors:
        'Die Diskriminante b² − 4ac ist eine Quadratzahl, also lässt sich der quadratische Term faktorisieren',
    },
    noRealRoot: {
      negative: 'Die Diskriminante b² − 4ac ist negativ, also gibt es keine reellen Lösungen',
      factor: '{equation} hat keine reellen Lösungen',
      factorPair:
        '{equation} hat keine reellen Lösungen (in den komplexen Zahlen {unknown} = {roots})',
      factorPure:
        '{equation} hat keine reellen Lösungen (in den komplexen Zahlen {unknown} = ±{root})',
      radicalRadicand:
        '{solution} besteht die Probe nicht: {radicand} ist dort negativ, und die Wurzel einer negativen Zahl ist keine reelle Zahl',
      radicalNotReal:
        '{solution} besteht die Probe nicht: Die Wurzel einer negativen Zahl ist keine reelle Zahl',
    },
    formula: {
      formula: 'Die abc-Formel x = (−b ± √(b² − 4ac))/(2a)',
      complex: 'Die abc-Formel x = (−b ± √(b² − 4ac))/(2a) ergibt zwei komplexe Lösungen',
    },
    completeSquare: {
      half: 'Addiere auf beiden Seiten das Quadrat des halben Koeffizienten von {unknown}, ({half})² = {square}',
      conicBoth: 'Ergänze quadratisch in {first} und in {second}',
      noTerm:
        'Es gibt keinen Term mit {unknown}, also ist der quadratische Term schon ein Vielfaches von {unknown}² plus eine Zahl',
      addTakeAway:
        'Der halbe Koeffizient von {unknown} ist {half}: Addiere sein Quadrat, {square}, und ziehe es wieder ab',
      addTakeAwayBracket:
        'Der halbe Koeffizient von {unknown} in der Klammer ist {half}: Addiere sein Quadrat, {square}, und ziehe es wieder ab',
    },
    squareRoot: {
      both: 'Ziehe auf beiden Seiten die Wurzel: Es gibt eine positive und eine negative Wurzel',
      pairedSigns:
        'Ziehe die Wurzeln: Jedes Vorzeichen der einen passt zu jedem Vorzeichen der anderen',
      letter:
        'Ziehe auf beiden Seiten die Wurzel: {unknown} ist die positive oder die negative Wurzel, wo der Radikand nicht negativ ist',
    },
    plusMinus: {
      both: 'Rechne mit dem Minus- und mit dem Pluszeichen',
    },
    doubleRoot: {
      one: '√0 = 0, also ergeben beide Vorzeichen dieselbe Lösung',
    },
    squareZero: {
      root: 'Ziehe die Wurzel',
      of: 'Ziehe die Wurzel: {base} = 0',
    },
    squarePositive: {
      square: 'Ein Quadrat ist nie negativ, also hat {square} = {value} keine reellen Lösungen',
      noRealPair: 'Ein Quadrat ist nie negativ, also gibt es keine reelle Lösung',
    },
    simplifyRoot: {
      squareFactor: 'Ziehe den größten Quadratfaktor aus der Wurzel',
      squareFactorWorked: 'Ziehe den größten Quadratfaktor aus der Wurzel: {work}',
      rootOfProduct: 'Die Wurzel eines Produkts ist das Produkt der Wurzeln: √(ab) = √a × √b',
      perfectSquare: 'Ziehe die Wurzel aus der Quadratzahl',
      perfectSquareWorked: 'Ziehe die Wurzel aus der Quadratzahl: {work}',
      root: 'Vereinfache die Wurzel: √{radicand} = {root}',
      pointsPerfect: '{square} ist eine Quadratzahl',
      pointsMakeSquare: 'Erweitere mit {factor}, damit der Nenner eine Quadratzahl wird',
      pointsMakeSquareLargest:
        'Erweitere mit {factor}, damit der Nenner eine Quadratzahl wird, und ziehe dann den größten Quadratfaktor {square} aus der Wurzel',
      pointsRootBothLargest:
        'Ziehe die Wurzel aus Zähler und Nenner und ziehe dann den größten Quadratfaktor {square} aus der Wurzel',
      pointsLargest: 'Ziehe den größten Quadratfaktor {square} aus der Wurzel',
    },
    reduce: {
      common: 'Kürze Zähler und Nenner durch {common}',
      greatestFactor:
        'Kürze den Bruch: Teile Zähler und Nenner durch ihren größten gemeinsamen Teiler',
      pointsBy: 'Kürze den Bruch: Teile Zähler und Nenner durch {divisor}',
      pointsLowest: 'Schreibe die Steigung als vollständig gekürzten Bruch',
    },
    decimals: {
      large:
        'Die Wurzel ist zu groß, um sie zu vereinfachen, daher werden die Lösungen als Dezimalzahlen angegeben, jeweils die nächstgelegene Zahl doppelter Genauigkeit zur exakten Wurzel',
    },
    imaginary: {
      negativeRoot:
        '{root} ist keine reelle Zahl; in den komplexen Zahlen gilt {work}, mit i = √(−1)',
      i: 'In den komplexen Zahlen ist die Wurzel einer negativen Zahl imaginär (i = √(−1))',
      pure: 'In den komplexen Zahlen ist die Wurzel einer negativen Zahl imaginär: {unknown} = ±√({square}) = ±{root}',
      shifted:
        'In den komplexen Zahlen ist die Wurzel einer negativen Zahl imaginär: {shifted} = ±√({square}), also {unknown} = {roots}',
      shiftedPure:
        'In den komplexen Zahlen ist die Wurzel einer negativen Zahl imaginär: {shifted} = ±√({square}), also {unknown} = ±{root}',
    },
    iSquared: {
      unitSquared: 'Berechne mit i² = −1 (i ist die imaginäre Einheit)',
      complexWorkOut: 'Berechne',
    },
    modulus: {
      distance: 'Der Betrag ist der Abstand von 0: |a + bi| = √(a² + b²)',
    },
    argument: {
      angle:
        'Das Argument ist der Winkel von der positiven reellen Achse zum Punkt {point}, zwischen −π und π: tan θ = b/a im Quadranten des Punktes',
    },
    polar: {
      polarForm: 'Die Polarform r(cos θ + i sin θ)',
    },
    conjugate: {
      signChanges:
        'Die konjugierte Zahl zu a + bi ist a − bi: Das Vorzeichen des Imaginärteils ändert sich',
    },
    deMoivre: {
      first:
        'In den komplexen Zahlen hat {equation} genau {count} Lösungen, {circle} für θ = {angle}, k = {ks}: nach der Formel von de Moivre ist (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), was bei diesen Winkeln {value} ergibt. Die nicht reellen Lösungen treten in konjugierten Paaren auf',
      firstExact:
        'In den komplexen Zahlen hat {equation} genau {count} Lösungen, {circle} für θ = {angle}, k = {ks}: nach der Formel von de Moivre ist (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), was bei diesen Winkeln {value} ergibt. Die nicht reellen Lösungen treten in konjugierten Paaren auf: {polar} = {pair}',
      firstPure:
        'In den komplexen Zahlen hat {equation} genau {count} Lösungen, {circle} für θ = {angle}, k = {ks}: nach der Formel von de Moivre ist (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), was bei diesen Winkeln {value} ergibt. Die nicht reellen Lösungen treten in konjugierten Paaren auf: {polar} = ±{root}',
      next: 'Das nächste konjugierte Paar',
      nextExact: 'Das nächste konjugierte Paar: {polar} = {pair}',
      nextPure: 'Das nächste konjugierte Paar: {polar} = ±{root}',
    },
    noOther: {
      none: 'Es gibt keine weiteren reellen Lösungen',
    },
  },
  reasons: {
    commonFactor: ['Ausklammern', 'das Distributivgesetz ab + ac = a(b + c), rückwärts gelesen'],
    sumProduct: ['Summe und Produkt', '(x + p)(x + q) = x² + (p + q)x + pq'],
    acMethod: [
      'ac-Methode',
      'wird der mittlere Term so zerlegt, lassen sich die Terme paarweise zusammenfassen',
    ],
    grouping: [
      'Gruppieren',
      'jedes Paar hat einen gemeinsamen Faktor, und die übrige Klammer ist dann beiden gemeinsam',
    ],
    squareTrinomial: ['Binomische Formel', '(a ± b)² = a² ± 2ab + b²'],
    squares: ['Differenz von Quadraten', '(a − b)(a + b) = a² − b²'],
    cubes: [
      'Summe oder Differenz von Kuben',
      'ausmultipliziert ergibt (a ± b)(a² ∓ ab + b²) den Term a³ ± b³',
    ],
    rationalRoot: [
      'Satz über rationale Nullstellen',
      'bei einer gekürzten Nullstelle p/q teilt p das Absolutglied und q den Leitkoeffizienten; eine Nullstelle r liefert den Faktor x − r',
    ],
    synthetic: [
      'Horner-Schema',
      'die Division durch x − r für eine Nullstelle r liefert den anderen Faktor und den Rest 0',
    ],
    irreducible: [
      '',
      'ein Faktor mit rationalen Koeffizienten ergäbe eine rationale Nullstelle, und es gibt keine',
    ],
    divides: ['', 'ein Teiler, der den Rest 0 lässt, ist ein Faktor'],
    factored: ['', 'multipliziert man die Faktoren wieder aus, erhält man den ursprünglichen Term'],
    discriminant: [
      'Diskriminante',
      'b² − 4ac steht in der abc-Formel unter der Wurzel: Sie entscheidet, welche Lösungen es gibt',
    ],
    noRealRoot: ['', 'eine negative Zahl hat keine reelle Quadratwurzel'],
    formula: [
      'abc-Formel',
      'quadratisches Ergänzen bei ax² + bx + c = 0 ergibt x = (−b ± √(b² − 4ac))/(2a)',
    ],
    completeSquare: [
      'Quadratische Ergänzung',
      'x² + bx + (b/2)² = (x + b/2)², und (b/2)² auf beiden Seiten zu addieren, erhält die Gleichheit',
    ],
    squareRoot: [
      'Wurzelziehen auf beiden Seiten',
      'aus u² = k (k > 0) folgt u = √k oder u = −√k: Beide ergeben quadriert k',
    ],
    plusMinus: ['', '± steht für zwei Zahlen, eine mit + und eine mit −'],
    doubleRoot: [
      '',
      '0 zu addieren oder abzuziehen ergibt dieselbe Zahl, also gibt es eine Lösung',
    ],
    squareZero: ['', 'ein Quadrat ist nur dann 0, wenn das Quadrierte 0 ist'],
    squarePositive: ['', 'das Quadrat einer reellen Zahl ist nie negativ'],
    simplifyRoot: ['', '√(a²b) = a√b, denn die Wurzel eines Produkts ist das Produkt der Wurzeln'],
    reduce: [
      '',
      'Zähler und Nenner durch dieselbe Zahl zu teilen, ändert den Wert eines Bruchs nicht',
    ],
    decimals: [
      '',
      'die exakte Wurzel ist zu lang, um sie zu vereinfachen, also wird die nächstgelegene Dezimalzahl angegeben',
    ],
    imaginary: ['', 'mit i = √(−1) hat eine negative Zahl −k die Quadratwurzeln ±i√k'],
    iSquared: ['', 'i² = −1; ansonsten gelten für komplexe Zahlen die üblichen Rechenregeln'],
    modulus: ['Betrag', 'nach Pythagoras ist a + bi von 0 um √(a² + b²) entfernt'],
    argument: [
      'Argument',
      'der Punkt (a, b) liegt beim Winkel θ mit tan θ = b/a, in seinem Quadranten',
    ],
    polar: ['Polarform', 'ein Punkt im Abstand r von 0 beim Winkel θ ist r(cos θ + i sin θ)'],
    conjugate: [
      'Konjugierte komplexe Zahl',
      'die Spiegelung von a + bi an der reellen Achse ergibt a − bi',
    ],
    deMoivre: ['Satz von de Moivre', '(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ)'],
    noOther: ['', 'die übrigen Faktoren haben keine reellen Nullstellen'],
  },
};
