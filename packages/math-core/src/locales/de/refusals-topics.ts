/**
 * Why a problem is refused, in German: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of calculus, matrices, probability, statistics, sequences, points, shapes and numbers, by the same ids and with the same {names} as the English ones.
 * Draws, dice, coins and shapes are read in English words, so the examples of their sentences are English.
 */
export const germanRefusalsTopics = {
  // Matrices.
  matrixWhat:
    'Berechnet werden Determinanten, Inverse, Transponierte, Summen, Vielfache, Produkte, Potenzen und Ränge von Matrizen, und A x = b wird gelöst',
  matrixSay: 'Sag, was mit der Matrix berechnet werden soll, zum Beispiel det {matrix}. {does}',
  matrixNeeds: '{what} braucht eine Matrix, keine Zahl',
  matrixMinusSign: 'Ein Minuszeichen',
  matrixRightSide: 'Die rechte Seite von A x = b',
  matrixNumberPlus:
    'Eine Zahl plus eine Matrix ist nicht definiert: Nur Matrizen gleicher Größe werden addiert und subtrahiert',
  matrixNumberMinus:
    'Eine Zahl minus eine Matrix ist nicht definiert: Nur Matrizen gleicher Größe werden addiert und subtrahiert',
  matrixDivide:
    'Durch eine Matrix zu teilen ist nicht definiert: Multipliziere stattdessen mit ihrer Inversen, A^-1',
  matrixWholePowers: 'Eine Matrix wird nur mit ganzzahligen Exponenten potenziert',
  matrixSum:
    'Eine {left}-Matrix plus eine {right}-Matrix ist nicht definiert: Matrizen werden Eintrag für Eintrag addiert, also müssen sie gleich groß sein',
  matrixDifference:
    'Eine {left}-Matrix minus eine {right}-Matrix ist nicht definiert: Matrizen werden Eintrag für Eintrag subtrahiert, also müssen sie gleich groß sein',
  matrixProduct:
    'Eine {left}-Matrix mal eine {right}-Matrix ist nicht definiert: Die Spaltenzahl der ersten muss gleich der Zeilenzahl der zweiten sein',
  matrixPowerSquare:
    'Eine {size}-Matrix mal eine {size}-Matrix ist nicht definiert, also hat nur eine quadratische Matrix Potenzen',
  matrixMaxPower: 'Potenzen einer Matrix werden bis zum Exponenten {max} berechnet',
  matrixSingular: 'Die Matrix ist singulär (ihre Determinante ist 0), also hat sie keine Inverse',
  matrixAxB:
    'Eine Matrixgleichung wird in der Form A x = b gelöst: eine Matrix mal ein Vektor von Unbekannten (ein Buchstabe oder Unbekannte in Klammern wie [x; y]) gleich einer Spalte aus Zahlen',
  matrixLetters: 'Jede Unbekannte in den Klammern muss ein anderer Buchstabe sein',
  matrixRightColumn:
    'Die rechte Seite muss eine Spalte aus {rows} Zahlen sein, eine für jede Zeile der {size}-Matrix',
  matrixUnknowns:
    'Eine {size}-Matrix wird mit einer Spalte aus {columns} Unbekannten multipliziert, nicht aus {count}',
  matrixEntries:
    'Die Einträge einer Matrix müssen Zahlen sein: ganze Zahlen, Brüche oder Dezimalzahlen',
  matrixMaxSize: 'Berechnet werden Matrizen bis {max}×{max}; diese ist {rows}×{columns}',
  matrixSquareDeterminant: 'Nur eine quadratische Matrix hat eine Determinante; diese ist {size}',
  matrixSquareInverse: 'Nur eine quadratische Matrix hat eine Inverse; diese ist {size}',
  // Integrals.
  integralCan:
    'integriert werden Summen und Vielfache von Potenzen der Variablen (auch Wurzeln und 1/x), eˣ, aˣ, sin, cos, tan, sec² und csc² sowie Substitutionen, bei denen der Integrand f′(x)·g(f(x)) ist, zum Beispiel ∫2x(x² + 1)³ dx oder ∫cos(3x) dx',
  integralNone:
    'Dieses Integral kann hier nicht berechnet werden: {can}; mit partieller Integration ein Polynom mal eˣ, sin, cos oder eine Wurzel aus ax + b (∫x√(x + 1) dx, auch mit der Substitution u = x + 1) und ein Logarithmus mal ein Polynom; Partialbruchzerlegung mit linearen Faktoren, sin² und cos² durch Potenzreduktion; inverse trigonometrische Ergebnisse und andere Integrale werden nicht unterstützt',
  integralNotSupported: '{name} wird in Integralen nicht unterstützt: {can}',
  integralOnlyVaries:
    'Nur {x} darf hier variieren: Integrale von Termen mit anderen Buchstaben werden nicht unterstützt',
  integralPlusMinus: '± wird in einem Integral nicht unterstützt',
  integralCannot: 'Dieser Term kann hier nicht integriert werden',
  integralWhichLetter:
    'Sag, nach welchem Buchstaben integriert werden soll, zum Beispiel ∫ x y dx; Integrale, in denen mehrere Buchstaben variieren, werden nicht unterstützt',
  integralOne: 'Gib einen einzigen Term zum Integrieren an, zum Beispiel {example}',
  integralUnambiguous:
    'Diese Stammfunktion ließ sich nicht eindeutig schreiben, deshalb wird keine gegeben',
  integralExponentialBase: 'Eine Exponentialfunktion braucht eine positive Basis ungleich 1',
  integralLimitsUnread:
    'Die Grenzen dieses bestimmten Integrals wurden nicht verstanden: Schreib sie als ∫_0^1 x^2 dx',
  integralUnread:
    'Dieses Integral wurde nicht verstanden: Schreib ∫, gefolgt vom Term und dx, zum Beispiel ∫ x^2 dx oder Integral von sin(x)',
  integralBoth: 'Das Integral nennt sowohl d{named} als auch nach {variable}',
  integralGive: 'Gib den Term an, der integriert werden soll, zum Beispiel ∫ x^2 dx',
  integralLimits:
    'Die Grenzen eines bestimmten Integrals müssen Zahlen wie 0; −2; 1/2; π oder e oder ∞ sein, wie in ∫_0^1 x^2 dx',
  integralUndefinedAtLimit:
    'Die Stammfunktion ist an einer Grenze dieses Integrals nicht definiert',
  integralBetween: 'von {low} bis {high}',
  integralCannotTell:
    'Es lässt sich nicht feststellen, wo {integrand} {between} nicht definiert ist, deshalb wird dieses Integral nicht berechnet',
  integralUndefinedAll: '{integrand} ist {between} nirgends definiert: {because}',
  integralUndefinedPart:
    '{integrand} ist für {where} nicht definiert, einen Teil des Intervalls {between}: {because}',
  integralDivides: '{what} teilt durch {divisor}, was dort 0 ist',
  integralNeeds: '{what} braucht {condition}',
  integralApproximate:
    '{integrand} ist an einer Stelle {between} nicht definiert, die nur näherungsweise bestimmt wird, deshalb wird dieses Integral nicht berechnet',
  integralConverges:
    'Es lässt sich nicht feststellen, ob {antiderivative} für {x} → {point}{side} einen Grenzwert hat, also auch nicht, ob dieses Integral konvergiert',
  // Limits.
  limitNoMethod:
    'Grenzwerte werden durch Einsetzen, durch Faktorisieren und Kürzen und mit der Regel von L’Hospital bestimmt, und keines dieser Verfahren liefert diesen',
  limitExponent: 'Der Exponent dieses Grenzwerts hat keinen endlichen Grenzwert',
  limitPowerExponent: 'Der Exponent dieser Potenz hat keinen Grenzwert',
  limitAtInfinity:
    'Im Unendlichen werden Grenzwerte von Quotienten von Polynomen über ihre Grade bestimmt, ∞/∞ mit der Regel von L’Hospital und die Form 1^∞; dieser ist von anderer Art',
  limitRounds: 'Dieser Grenzwert braucht mehr als acht Rechenrunden',
  limitSide: '{function} ist auf der gefragten Seite nicht definiert: {inside} ist dort negativ',
  limitPoint:
    'Die Stelle {point} wurde nicht verstanden: Gib eine Zahl an, zum Beispiel 2 oder pi, oder ∞',
  limitUnread:
    'Dieser Grenzwert wurde nicht verstanden: Schreib ihn als Grenzwert von sin(x)/x für x gegen 0 oder lim x->2 (x^2-4)/(x-2)',
  // Derivatives.
  derivativeFirstTooLong:
    'Die erste Ableitung hat mehr als {parts} Teile, zu lang, um hier damit zu arbeiten; multipliziere den Term zuerst aus oder vereinfache ihn',
  derivativeTooLong:
    'Die Ableitung hat mehr als {parts} Teile, zu lang, um hier damit zu arbeiten; multipliziere den Term zuerst aus oder vereinfache ihn',
  derivativeWhichLetter:
    'Sag, nach welchem Buchstaben abgeleitet werden soll; Ableitungen mit mehreren Buchstaben (partielle Ableitungen) werden nicht unterstützt',
  derivativeOne:
    'Gib einen einzigen Term zum Ableiten an (implizites Ableiten einer Gleichung wird nicht unterstützt)',
  derivativePartial: 'Partielle Ableitungen werden nicht unterstützt',
  derivativeOrder: 'Nur erste und zweite Ableitungen werden unterstützt',
  derivativeImplicit: 'Implizites Ableiten wird nicht unterstützt',
  derivativeFunctionOf: '{name} ist eine Funktion von {defined}, nicht von {variable}',
  derivativeImplicitGive:
    'Implizites Ableiten wird nicht unterstützt: Gib {name} als Term an, zum Beispiel {name} = x^2 + 3x',
  derivativeGive:
    "Gib die Funktion an, die abgeleitet werden soll, zum Beispiel {name}(x) = x^2 + 3x; {name}'(x)",
  derivativePointForm: 'Gib die Stelle als {letter} = eine Zahl an, zum Beispiel {letter} = 2',
  derivativeUndefinedAt:
    '{expression} ist an der Stelle {at} nicht definiert, hat dort also keine Ableitung',
  derivativeNoValueAt:
    'Die Ableitung hat an der Stelle {at} keinen Wert: Die Kurve hat dort keine Steigung',
  // Probability: draws, dice and coins, read in English words.
  probabilitySums: 'Zwei Würfel ergeben Augensummen von 2 bis 12',
  probabilityTries: 'Wahrscheinlichkeiten werden für 1 bis 6 Würfe berechnet',
  probabilityCannot: '{k} von {n} kann nicht eintreten',
  probabilityOneDrawn: 'Mindestens eines muss gezogen werden',
  probabilityWithout: 'Ohne Zurücklegen können nur {count} ({nouns}) gezogen werden',
  probabilityOrders: 'Berechnet werden Ziehungen mit bis zu einigen hunderttausend Reihenfolgen',
  probabilityDepends:
    'Wie viele nach {before} {pick} ergeben, hängt davon ab, welches ({noun}) das war',
  probabilityBoth:
    'Ein Element ({noun}) kann zugleich {first} und {second} sein: Sag, welches zuerst gezogen wird',
  probabilityKinds: 'Gezählt werden Mengen aus höchstens vier Sorten auf einmal',
  probabilityBag:
    'Sag, was der Beutel enthält, als Anzahlen von Farben, zum Beispiel „3 red and 5 blue balls“',
  probabilityDeck: 'Gezogen wird aus einem Standardblatt mit 52 Karten',
  probabilityEvent: 'Sag, was die Ziehung ergeben muss, zum Beispiel „{example}“',
  probabilityHowMany: 'Sag, wie viele gezogen werden, zum Beispiel „{example}“',
  probabilityNotRead: '„{phrase}“ wird nicht als {noun} gelesen',
  probabilityNotCount: '„{part}“ wird nicht als Anzahl von {nouns} gelesen',
  probabilityTold: 'Gezogen werden {told}, aber das Ereignis nennt {draws}',
  probabilityReplaced:
    'Sag, ob jedes gezogene Element zurückgelegt wird: „with replacement“ (mit Zurücklegen) oder „without replacement“ (ohne Zurücklegen)',
  // Statistics, sequences and numbers.
  statisticsNumbers: 'Eine Liste für die Statistik enthält nur Zahlen',
  statisticsTwo: '{name} braucht eine Liste aus zwei oder mehr Zahlen',
  figureMean: 'Der Mittelwert',
  figureMedian: 'Der Median',
  figureMode: 'Der Modus',
  figureRange: 'Die Spannweite',
  figureStdev: 'Die Standardabweichung',
  figureVariance: 'Die Varianz',
  statisticsMost: 'Eine Liste für die Statistik enthält höchstens {most} Zahlen',
  sequenceNumbers: 'Die Glieder einer Folge sind Zahlen',
  sequenceNeither:
    'Die Differenzen zwischen den Gliedern ({differences}) sind nicht alle gleich, also ist {terms} weder eine arithmetische noch eine geometrische Folge; berechnet werden diese beiden Arten',
  sequenceNeitherRatios:
    'Die Differenzen zwischen den Gliedern ({differences}) sind nicht alle gleich, die Quotienten auch nicht, also ist {terms} weder eine arithmetische noch eine geometrische Folge; berechnet werden diese beiden Arten',
  sequenceFromOne: 'Die Glieder einer Folge werden ab 1 gezählt',
  sequenceMaxIndex: 'Glieder und Summen werden bis zum 10.000. Glied berechnet',
  sequenceThree: 'Gib mindestens drei Glieder an, damit die Regel der Folge klar ist',
  gcdLcmWhole: 'ggT und kgV nehmen ganze Zahlen von 1 bis 10^12',
  gcdTwo: 'ggT braucht zwei oder mehr Zahlen: ggT(12; 18)',
  lcmTwo: 'kgV braucht zwei oder mehr Zahlen: kgV(12; 18)',
  lcmTooLarge: 'Dieses kleinste gemeinsame Vielfache ist zu groß, um es exakt anzugeben',
  primeFactorsNoUnknown:
    'Es gibt keine Unbekannte zum Faktorisieren: Gib ein Polynom wie x^2-9 ein oder eine ganze Zahl von 2 bis 10^12 für ihre Primfaktoren',
  complexOperations:
    'Mit komplexen Zahlen wird mit +, −, ×, ÷, ganzzahligen Potenzen und Quadratwurzeln gerechnet, zum Beispiel (2 + 3i)(1 − i) oder √(−4)',
  complexZeroArgument: '0 hat kein Argument: Sie bildet keinen Winkel mit der reellen Achse',
  percentageWholeZero:
    'Der Grundwert ist 0: Jeder Prozentsatz von 0 ist 0, also hat die Frage keine eindeutige Antwort',
  percentageZeroRate: '0 % jeder Zahl sind 0, also hat die Frage keine eindeutige Antwort',
  percentageZeroRatePart: '0 % jeder Zahl sind 0, also hat keine Zahl {part} als 0 %',
  // Points and shapes (shapes are read in English words).
  pointsCoordinates:
    'Koordinaten von Punkten sind ganze Zahlen oder Dezimalzahlen, zum Beispiel (1; 2,5)',
  shapeGive: 'Eine Angabe zur Figur fehlt ({shape}: {missing}); schreib zum Beispiel „{example}“',
  shapePositive: 'Längen müssen größer als 0 sein',
  shapeTriangle:
    'Die Seiten {a}, {b} und {c} bilden kein Dreieck: Jede Seite muss kürzer sein als die beiden anderen zusammen',
};
