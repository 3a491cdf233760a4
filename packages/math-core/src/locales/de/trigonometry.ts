/**
 * German words of the solver's steps on trigonometric equations and identities, with ./index.ts
 * joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const germanTrigonometry: Notes = {
  forms: {
    radians: {
      toDegrees: 'Rechne das Bogenmaß in Grad um: Multipliziere mit 180°/π',
    },
    turn: {
      sinTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Sinus gleich',
      sinTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Sinus gleich',
      sinAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Sinus gleich',
      sinAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Sinus gleich',
      cosTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Kosinus gleich',
      cosTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Kosinus gleich',
      cosAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Kosinus gleich',
      cosAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Kosinus gleich',
      tanTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Tangens gleich',
      tanTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Tangens gleich',
      tanAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Tangens gleich',
      tanAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Tangens gleich',
      secTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Sekans gleich',
      secTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Sekans gleich',
      secAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Sekans gleich',
      secAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Sekans gleich',
      cscTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Kosekans gleich',
      cscTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Kosekans gleich',
      cscAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Kosekans gleich',
      cscAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Kosekans gleich',
      cotTakeOne:
        'Ziehe eine volle Umdrehung ab: Der Winkel endet an derselben Stelle, also ist sein Kotangens gleich',
      cotTakeMany:
        'Ziehe {turns} volle Umdrehungen ab: Der Winkel endet an derselben Stelle, also ist sein Kotangens gleich',
      cotAddOne:
        'Addiere eine volle Umdrehung: Der Winkel endet an derselben Stelle, also ist sein Kotangens gleich',
      cotAddMany:
        'Addiere {turns} volle Umdrehungen: Der Winkel endet an derselben Stelle, also ist sein Kotangens gleich',
    },
    unitCircle: {
      point:
        '{angle} ist der Punkt {point} auf dem Einheitskreis: cos ist seine x-Koordinate, sin seine y-Koordinate',
      at: 'Auf dem Einheitskreis gilt {equation} in {turn} bei',
    },
    reference: {
      sinPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Sinus ist dort positiv',
      sinNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Sinus ist dort negativ',
      cosPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kosinus ist dort positiv',
      cosNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kosinus ist dort negativ',
      tanPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Tangens ist dort positiv',
      tanNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Tangens ist dort negativ',
      secPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Sekans ist dort positiv',
      secNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Sekans ist dort negativ',
      cscPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kosekans ist dort positiv',
      cscNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kosekans ist dort negativ',
      cotPositiveThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kotangens ist dort positiv',
      cotNegativeThere:
        '{angle} liegt im Quadranten {quadrant}; Bezugswinkel {reference}; der Kotangens ist dort negativ',
      sinSign: 'Sinus des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      cosSign: 'Kosinus des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      tanSign: 'Tangens des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      secSign: 'Sekans des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      cscSign: 'Kosekans des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      cotSign: 'Kotangens des Bezugswinkels, mit dem Vorzeichen des Quadranten {quadrant}',
      sinPositive:
        'Der Bezugswinkel ist {reference}, da {value}; der Sinus ist in den Quadranten I und II positiv, also in {turn}',
      sinNegative:
        'Der Bezugswinkel ist {reference}, da {value}; der Sinus ist in den Quadranten III und IV negativ, also in {turn}',
      cosPositive:
        'Der Bezugswinkel ist {reference}, da {value}; der Kosinus ist in den Quadranten I und IV positiv, also in {turn}',
      cosNegative:
        'Der Bezugswinkel ist {reference}, da {value}; der Kosinus ist in den Quadranten II und III negativ, also in {turn}',
      tanPositive:
        'Der Bezugswinkel ist {reference}, da {value}; der Tangens ist in den Quadranten I und III positiv, also in {turn}',
      tanNegative:
        'Der Bezugswinkel ist {reference}, da {value}; der Tangens ist in den Quadranten II und IV negativ, also in {turn}',
    },
    special: {
      firstQuadrant:
        '{angle} liegt im Quadranten I, wo jede Funktion positiv ist: der exakte Wert bei {angle}',
      byUnitCircle: 'Der exakte Wert bei einem besonderen Winkel (Einheitskreis)',
      byReference: 'Der exakte Wert bei einem besonderen Winkel (Bezugswinkel)',
    },
    trigRange: {
      between: '{equation} hat keine Lösung: {call} liegt für jedes {unknown} zwischen −1 und 1',
      sec: 'sec({angle}) = 1/cos({angle}) und cos liegt zwischen −1 und 1, also ist |sec({angle})| ≥ 1, wo immer er definiert ist: {equation} hat keine Lösung',
      csc: 'csc({angle}) = 1/sin({angle}) und sin liegt zwischen −1 und 1, also ist |csc({angle})| ≥ 1, wo immer er definiert ist: {equation} hat keine Lösung',
      rangeEvery: '{function} eines beliebigen Winkels nimmt jeden Wert von −1 bis 1 an',
      rangeTan: 'tan nimmt auf jeder halben Umdrehung zwischen seinen Asymptoten jeden Wert an',
    },
    period: {
      noneIn: 'Keine Lösung liegt in {interval}',
      within:
        'Die Lösungen mit {interval}: jede Lösung aus einer Umdrehung, um ganze Umdrehungen ({turn}) in das Intervall verschoben',
      together: 'Fasse die Lösungsscharen zusammen: Jede Lösung gehört zu einer davon',
      sin: 'Der Sinus wiederholt sich alle {period}: alle Lösungen, für jede ganze Zahl k',
      cos: 'Der Kosinus wiederholt sich alle {period}: alle Lösungen, für jede ganze Zahl k',
      tan: 'Der Tangens wiederholt sich alle {period}: alle Lösungen, für jede ganze Zahl k',
      sinFor:
        'Der Sinus wiederholt sich alle {period}: alle Lösungen für {angle}, für jede ganze Zahl k',
      cosFor:
        'Der Kosinus wiederholt sich alle {period}: alle Lösungen für {angle}, für jede ganze Zahl k',
      tanFor:
        'Der Tangens wiederholt sich alle {period}: alle Lösungen für {angle}, für jede ganze Zahl k',
    },
    inverse: {
      sin: '{equation} hat keinen Winkel mit exaktem Wert: Der Arkussinus liefert {angle}, und {half} minus diesen Winkel den anderen Winkel in {turn}, auf {digits} signifikante Stellen',
      cos: '{equation} hat keinen Winkel mit exaktem Wert: Der Arkuskosinus liefert {angle}, und {full} minus diesen Winkel den anderen Winkel in {turn}, auf {digits} signifikante Stellen',
      tan: '{equation} hat keinen Winkel mit exaktem Wert: Der Arkustangens liefert {angle}, und durch Addieren von {half} ergibt sich der andere Winkel in {turn}, auf {digits} signifikante Stellen',
    },
    pythagorean: {
      trigWrite: 'Verwende sin² + cos² = 1: {identities}',
      trigLeave:
        'Verwende den trigonometrischen Pythagoras: {identity}, sodass nur {call} übrig bleibt',
      identity: 'Trigonometrischer Pythagoras: {identities}',
      leftIdentity: 'Linke Seite. Trigonometrischer Pythagoras: {identities}',
      rightIdentity: 'Rechte Seite. Trigonometrischer Pythagoras: {identities}',
    },
    quotientIdentity: {
      trigWrite: 'Schreibe tan und cot mit sin und cos: {identities}',
      identity: 'Quotientenbeziehung: {identities}',
      leftIdentity: 'Linke Seite. Quotientenbeziehung: {identities}',
      rightIdentity: 'Rechte Seite. Quotientenbeziehung: {identities}',
    },
    reciprocalIdentity: {
      trigWrite: 'Schreibe sec und csc mit sin und cos: {identities}',
      identity: 'Kehrwertbeziehung: {identities}',
      leftIdentity: 'Linke Seite. Kehrwertbeziehung: {identities}',
      rightIdentity: 'Rechte Seite. Kehrwertbeziehung: {identities}',
    },
    doubleAngle: {
      identity: 'Doppelwinkelformel: {identities}',
      trigWrite: 'Schreibe den doppelten Winkel mit dem einfachen Winkel: {identities}',
      trigUse: 'Verwende die Doppelwinkelformel: {identity}',
      leftIdentity: 'Linke Seite. Doppelwinkelformel: {identities}',
      rightIdentity: 'Rechte Seite. Doppelwinkelformel: {identities}',
    },
    divideByCos: {
      one: 'Wo cos({angle}) = 0 ist, ist sin({angle}) = ±1 und die linke Seite ±{left}, nicht 0: Beim Dividieren durch cos({angle}) geht keine Lösung verloren, und {identity}',
      two: 'Wo cos({angle}) = 0 ist, ist sin({angle}) = ±1 und die linke Seite {left}, nicht 0: Beim Dividieren durch cos²({angle}) geht keine Lösung verloren, und {identity}',
      odd: 'Wo cos({angle}) = 0 ist, ist sin({angle}) = ±1 und die linke Seite ±{left}, nicht 0: Beim Dividieren durch cos^{power}({angle}) geht keine Lösung verloren, und {identity}',
      even: 'Wo cos({angle}) = 0 ist, ist sin({angle}) = ±1 und die linke Seite {left}, nicht 0: Beim Dividieren durch cos^{power}({angle}) geht keine Lösung verloren, und {identity}',
    },
    harmonic: {
      oneSine:
        'Schreibe {sum} als einen Sinus: R = √(a² + b²) = {size}, und der Winkel α mit cos α = a/R, sin α = b/R ist {alpha}',
    },
    complementary: {
      write:
        'Schreibe {given} als {written} des Komplementwinkels: {given}(θ) = {written}({quarter} − θ)',
    },
    sameValue: {
      degreesSin:
        'Winkel sind in Grad angegeben. sin hat bei zwei Winkeln denselben Wert, wenn sie gleich sind oder sich zu einer halben Umdrehung ergänzen, bis auf ganze Umdrehungen',
      radiansSin:
        'Winkel sind im Bogenmaß angegeben. sin hat bei zwei Winkeln denselben Wert, wenn sie gleich sind oder sich zu einer halben Umdrehung ergänzen, bis auf ganze Umdrehungen',
      bothSin:
        'Winkel sind in Grad angegeben (das Ergebnis nennt auch das Bogenmaß). sin hat bei zwei Winkeln denselben Wert, wenn sie gleich sind oder sich zu einer halben Umdrehung ergänzen, bis auf ganze Umdrehungen',
      degreesCos:
        'Winkel sind in Grad angegeben. cos hat bei zwei Winkeln denselben Wert, wenn sie gleich oder entgegengesetzt sind, bis auf ganze Umdrehungen',
      radiansCos:
        'Winkel sind im Bogenmaß angegeben. cos hat bei zwei Winkeln denselben Wert, wenn sie gleich oder entgegengesetzt sind, bis auf ganze Umdrehungen',
      bothCos:
        'Winkel sind in Grad angegeben (das Ergebnis nennt auch das Bogenmaß). cos hat bei zwei Winkeln denselben Wert, wenn sie gleich oder entgegengesetzt sind, bis auf ganze Umdrehungen',
      degreesTan:
        'Winkel sind in Grad angegeben. tan hat bei zwei Winkeln denselben Wert, wenn sie sich um eine ganze Zahl halber Umdrehungen unterscheiden',
      radiansTan:
        'Winkel sind im Bogenmaß angegeben. tan hat bei zwei Winkeln denselben Wert, wenn sie sich um eine ganze Zahl halber Umdrehungen unterscheiden',
      bothTan:
        'Winkel sind in Grad angegeben (das Ergebnis nennt auch das Bogenmaß). tan hat bei zwei Winkeln denselben Wert, wenn sie sich um eine ganze Zahl halber Umdrehungen unterscheiden',
    },
    identityHolds: {
      leftNow: 'Die linke Seite ist jetzt die rechte Seite: Die Identität gilt für jedes {unknown}',
      leftNowWhereOne:
        'Die linke Seite ist jetzt die rechte Seite: Die Identität gilt für jedes {unknown} mit {condition}',
      leftNowWhereTwo:
        'Die linke Seite ist jetzt die rechte Seite: Die Identität gilt für jedes {unknown} mit {condition} und {also}',
      leftNowWhereMany:
        'Die linke Seite ist jetzt die rechte Seite: Die Identität gilt für jedes {unknown} mit {conditions}',
      rightNow:
        'Die rechte Seite ist jetzt die linke Seite: Die Identität gilt für jedes {unknown}',
      rightNowWhereOne:
        'Die rechte Seite ist jetzt die linke Seite: Die Identität gilt für jedes {unknown} mit {condition}',
      rightNowWhereTwo:
        'Die rechte Seite ist jetzt die linke Seite: Die Identität gilt für jedes {unknown} mit {condition} und {also}',
      rightNowWhereMany:
        'Die rechte Seite ist jetzt die linke Seite: Die Identität gilt für jedes {unknown} mit {conditions}',
      bothAre: 'Beide Seiten sind {common}: Die Identität gilt für jedes {unknown}',
      bothAreWhereOne:
        'Beide Seiten sind {common}: Die Identität gilt für jedes {unknown} mit {condition}',
      bothAreWhereTwo:
        'Beide Seiten sind {common}: Die Identität gilt für jedes {unknown} mit {condition} und {also}',
      bothAreWhereMany:
        'Beide Seiten sind {common}: Die Identität gilt für jedes {unknown} mit {conditions}',
    },
    counterexample: {
      at: 'Bei {unknown} = {angle} sind die beiden Seiten verschieden',
      atBoth: 'Bei {unknown} = {angle} ({radians}) sind die beiden Seiten verschieden',
    },
  },
  reasons: {
    radians: ['', 'π im Bogenmaß sind 180°'],
    turn: [
      '',
      'eine volle Umdrehung endet am selben Punkt des Einheitskreises, also wiederholen sich die Werte',
    ],
    unitCircle: ['', 'der Punkt zum Winkel θ auf dem Einheitskreis ist (cos θ, sin θ)'],
    reference: [
      'Bezugswinkel',
      'ein Winkel hat die Werte seines Bezugswinkels, mit dem Vorzeichen seines Quadranten',
    ],
    special: [
      '',
      'die exakten Werte bei 30°, 45° und 60° ergeben sich aus halben Quadraten und halben gleichseitigen Dreiecken',
    ],
    trigRange: [
      '',
      'sin und cos sind die Koordinaten eines Punktes auf dem Einheitskreis, zwischen −1 und 1',
    ],
    period: ['', 'sin und cos wiederholen sich nach jeder vollen Umdrehung, tan nach jeder halben'],
    inverse: [
      '',
      'die Umkehrfunktion liefert einen Winkel mit diesem Wert; die Symmetrie liefert den anderen',
    ],
    pythagorean: [
      'Trigonometrischer Pythagoras',
      'der Punkt (cos θ, sin θ) liegt auf dem Einheitskreis mit Radius 1, also gilt sin²θ + cos²θ = 1',
    ],
    quotientIdentity: [
      'Quotientenbeziehung',
      'tan θ = sin θ/cos θ und cot θ = cos θ/sin θ, wo der Nenner nicht 0 ist',
    ],
    reciprocalIdentity: [
      'Kehrwertbeziehung',
      'sec θ = 1/cos θ und csc θ = 1/sin θ, nach Definition, wo der Nenner nicht 0 ist',
    ],
    doubleAngle: [
      'Doppelwinkelformel',
      'die Additionstheoreme mit beiden Winkeln gleich θ: sin 2θ = 2sin θ cos θ, cos 2θ = cos²θ − sin²θ',
    ],
    divideByCos: [
      '',
      'durch cos θ darf man teilen, wo cos θ ≠ 0 ist, und wo cos θ = 0 ist, wurde die Gleichung gesondert geprüft',
    ],
    harmonic: [
      'Harmonische Form',
      'R sin(θ + α) = R cos α sin θ + R sin α cos θ, nach dem Additionstheorem',
    ],
    complementary: [
      'Komplementwinkel',
      'im rechtwinkligen Dreieck ist die Gegenkathete des einen spitzen Winkels die Ankathete des anderen: cos θ = sin(90° − θ)',
    ],
    sameValue: [
      'Gleiche Werte einer Funktion',
      'sin wiederholt sich nach jeder Umdrehung und nimmt jeden Wert bei θ und 180° − θ an, cos bei θ und −θ, tan nach jeder halben Umdrehung',
    ],
    identityHolds: [
      '',
      'Terme, die für jeden Winkel gleich sind, an dem beide definiert sind, bilden dort eine Identität',
    ],
    counterexample: [
      'Gegenbeispiel',
      'ein Winkel, bei dem die beiden Seiten verschieden sind, zeigt, dass sie nicht für jeden Winkel gleich sind',
    ],
  },
};
