/**
 * Why the solver refuses a problem, in German: the sentences of the engine's refusal tables
 * (`…_REFUSALS`: exact arithmetic, reading the maths and the words, the check of an answer, what a
 * refusal says the problem was read as), by the same ids and with the same {names} as the English
 * ones; the kinds' are in ./refusals-equations.ts and ./refusals-topics.ts, the tutor's and the
 * graph's in ./refusals-tutor.ts. An example in a sentence is one the solver reads in German.
 */
export const germanRefusals = {
  // Exact arithmetic, and the check of every answer.
  unchecked: 'Diese Antwort ließ sich nicht überprüfen, deshalb wird sie nicht gegeben',
  tooLarge: 'Die Zahlen in dieser Aufgabe werden zu groß, um exakt damit zu rechnen',
  divideByZero: 'Die Aufgabe teilt durch null',
  notANumber: '„{text}“ ist keine Zahl',
  // The words of the problem.
  factorWhat:
    'Schreib das Polynom, das faktorisiert werden soll, hinter das Wort, zum Beispiel faktorisiere x^2-9; Terme können ausmultipliziert und vereinfacht und Gleichungen gelöst werden',
  derivativeWhat:
    'Diese Ableitung wurde nicht verstanden: Schreib sie als d/dx, gefolgt vom Term, zum Beispiel d/dx x^3 oder Ableitung von x^2 sin(x); Terme können ausmultipliziert und vereinfacht und Gleichungen gelöst werden',
  wordNear: '„{word}“ wurde nicht verstanden: Meintest du „{near}“?',
  word: '„{word}“ wurde nicht verstanden',
  wordUnknown:
    '„{word}“ wurde nicht verstanden: Unbekannte sind einzelne Buchstaben (schreib x*y für das Produkt zweier Unbekannter), und verstanden werden Aufträge wie löse, vereinfache, faktorisiere, Ableitung von oder Integral von und Funktionen wie sqrt, lg, ln und sin',
  // What the problem was read as, and the nearest thing the solver does.
  limit:
    'Gelesen als Grenzwert von {expression}. Grenzwerte werden durch Einsetzen der Stelle, Kürzen eines gemeinsamen Faktors oder mit der Regel von L’Hospital bestimmt, zum Beispiel lim x->0 sin(x)/x',
  unread:
    'Gelesen werden Gleichungen, Ungleichungen und Terme in mathematischer Schreibweise, Prozentangaben (15 % von 80), Ableitungen (d/dx x^3) und Integrale (∫x dx)',
  matrices:
    'Gelesen als Frage zu Matrizen (aus Zahlen, bis 4×4: det, Inverse, Transponierte, Summen, Produkte, Potenzen, Rang, Ax = b)',
  list: 'Gelesen als {count} Aufgaben in {unknowns}',
  systems:
    'Gelöst werden Systeme aus zwei oder drei linearen Gleichungen, zum Beispiel x+y=3; x-y=1, und aus zwei Gleichungen, von denen eine eine Gerade ist oder die nur Quadrate enthalten, zum Beispiel x^2+y^2=25; x+y=7',
  listNoUnknown: 'Gelesen als {count} Aufgaben ohne Unbekannte',
  inequality: 'Gelesen als Ungleichung in {unknowns}',
  inequalities:
    'Gelöst werden lineare, quadratische und Betragsungleichungen mit einer Unbekannten, zum Beispiel 3x-7<5 oder -3 < 2x+1 ≤ 7',
  inequalityNoUnknown: 'Gelesen als Ungleichung ohne Unbekannte',
  equation: 'Gelesen als Gleichung in {unknowns}',
  equations:
    'Gelöst werden Gleichungen mit einer Unbekannten: lineare, quadratische, Polynom-, Bruch-, Wurzel-, Betrags-, Exponential-, Logarithmus- und trigonometrische Gleichungen, zum Beispiel x^2-5x+6=0',
  equationNoUnknown: 'Gelesen als Gleichung ohne Unbekannte',
  readAs: '{read}. {does}',
  points:
    'Gelesen als Frage zu Punkten. Bestimmt werden die Steigung, der Abstand und der Mittelpunkt zweier Punkte und die Gerade durch sie',
  expression:
    'Gelesen als Term in {unknowns}. Terme mit einer Unbekannten können ausmultipliziert, faktorisiert, vereinfacht, abgeleitet und integriert werden, zum Beispiel faktorisiere x^2-9 oder d/dx x^3',
  calculation:
    'Gelesen als Rechnung. Exakt berechnet werden Brüche, Potenzen, Wurzeln, Logarithmen und sin, cos und tan besonderer Winkel, zum Beispiel 3/4+5/6 oder √72',
  unknowns: '{first} und {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'Diese Aufgabe konnte nicht gelöst werden. {close}.',
  trySuggestion: '{reason}. Versuch „{suggestion}“, das gelöst werden kann.',
  trySuggestionAfter: '{reason} Versuch „{suggestion}“, das gelöst werden kann.',
  // Reading the maths: what is missing or cannot stand where it is, and where.
  parseEmpty: 'Gib einen Term oder eine Gleichung ein',
  enterAtMost: 'Gib höchstens {count} Zeichen ein',
  parseUnreadable:
    '„{character}“ kann nicht gelesen werden: Schreib Zahlen, Buchstaben, + − × ÷ ^ √, Klammern und = < >',
  parseSuperscriptMinus: '„⁻“ braucht hochgestellte Ziffern dahinter, wie in x⁻²',
  parseMissing: '{what} {where}',
  parseOpenMissing: 'Eine öffnende „(“ fehlt',
  parseCloseMissing: 'Eine schließende „)“ fehlt',
  parseBarMissing: 'Ein schließender „|“ fehlt',
  parseLimUnderscore: 'Ein „_“ nach lim (wie in lim_(x → 0)) fehlt',
  parseLimOpen: 'Eine öffnende „(“ nach lim_ fehlt',
  parseLimArrow: 'Ein Pfeil → nach der Variablen fehlt',
  parseLogBase: 'Die Basis des Logarithmus fehlt',
  parseOperator: 'Ein Rechenzeichen (+, −, × oder ÷) fehlt',
  parseAtEndAfter: 'am Ende, nach „{before}“',
  parseAtEnd: 'am Ende',
  parseBetween: 'zwischen „{before}“ und „{token}“',
  parseBefore: 'vor „{token}“',
  parseEndAfter: 'Am Ende fehlt etwas, nach „{before}“',
  parseNothing: 'Hier gibt es nichts zu lesen',
  parseUnopened: 'Zu einer „)“ gibt es davor keine „(“',
  parseCannotFollow: '„{token}“ kann nicht auf „{before}“ folgen',
  parseCannotComeFirst: '„{token}“ kann nicht am Anfang stehen',
  parseTooDeep: 'Der Term ist zu tief verschachtelt',
  parseMatrixRows: 'Jede Zeile einer Matrix braucht so viele Einträge wie die erste',
  parseMatrixBrackets:
    'Eine Matrix wird Zeile für Zeile geschrieben, jede Zeile in eckigen Klammern: [[1; 2]; [3; 4]]',
  parseNamePower:
    'Eine Potenz an „{name}“ muss eine ganze Zahl sein, wie in {name}^2(x) für ({name}(x))²',
  parseNameInverse:
    '{name}^-1 (die Umkehrfunktion von {name}) wird nicht gelesen: Schreib 1/{name}(x) für den Kehrwert',
  parseNameNegative:
    'Eine negative Potenz an „{name}“ wird nicht gelesen: Schreib 1/{name}(x)^{power}',
  parseRootArguments: 'root(x; n) braucht einen Radikanden und einen Wurzelexponenten',
  // Exact numbers and exact values.
  evenRootOfNegative: 'Eine negative Zahl hat keine reelle Wurzel mit geradem Wurzelexponenten',
  zeroToZero: '0 hoch 0 ist nicht definiert',
  rootTooLarge: 'Wurzeln aus Zahlen über {limit} werden nicht vereinfacht',
  rootsNotCombined: 'Wurzeln mit diesem Wurzelexponenten werden nicht zusammengefasst',
  rootsNotSimplified: 'Wurzeln mit diesem Wurzelexponenten werden nicht vereinfacht',
  divideBySumOfRoots: 'Das Teilen durch eine Summe mehrerer Wurzeln wird nicht unterstützt',
  powerOfSum: 'Gebrochene Potenzen von Summen werden nicht unterstützt',
  powerTooLarge: 'Diese Potenz ist zu groß, um sie zu vereinfachen',
  tooCloseToCompare: 'Die Zahlen liegen zu nah beieinander, um sie zu vergleichen',
  logBaseUnknown: 'Variablen in der Basis eines Logarithmus werden nicht unterstützt',
  logBaseRational: 'Die Basis eines Logarithmus muss eine rationale Zahl sein',
  logBasePositive: 'Die Basis eines Logarithmus muss positiv und ungleich 1 sein',
  logUndefined: '{log} ist nicht definiert: Ein Logarithmus braucht eine positive Zahl',
  eAlone: 'e wird nur als Basis einer Potenz oder eines Logarithmus unterstützt',
  plusMinusRead: 'Das Zeichen ± steht nur in Antworten: In einer Aufgabe wird es nicht gelesen',
  irrationalPower: 'Irrationale Potenzen haben keinen exakten Wert',
  rootIndexWhole: 'Der Wurzelexponent muss eine ganze Zahl ab 2 sein',
  noExactValue: '{value} hat keinen exakten Wert',
  factorialRange:
    '{factorial} wird nicht berechnet: Die Fakultät gibt es für ganze Zahlen von 0 bis {limit}',
  binomialRange:
    '{binomial} wird nicht berechnet: k aus n auszuwählen braucht ganze Zahlen 0 ≤ k ≤ n ≤ {limit}',
  trigonometryNot: 'Winkel und Trigonometrie werden nicht unterstützt',
  functionNot: '{name}(…) wird nicht berechnet',
  notOneExpression: 'Das ist kein einzelner Term',
  // Polynomials, rational expressions, factoring and derivatives.
  powersAbove: 'Potenzen über {limit} werden nicht unterstützt',
  irrationalCoefficients: 'Gleichungen mit irrationalen Koeffizienten werden nicht unterstützt',
  wholePowers: 'Potenzen der Variablen müssen ganze Zahlen bis {limit} sein',
  notInEquation: '{part} wird in einer Gleichung nicht unterstützt',
  unknownDenominator: 'Variablen im Nenner werden nicht unterstützt',
  rationalOneUnknown: 'Unterstützt werden Bruchterme mit einer Variablen',
  rationalNotIn: '{part} wird in einem Bruchterm nicht unterstützt',
  rationalExcluded:
    'Es lässt sich nicht exakt bestimmen, wo {denominator} gleich 0 ist, also auch nicht, welche Werte ausgeschlossen sind',
  factorCoefficients: 'So große Koeffizienten werden nicht faktorisiert',
  factorTooLarge: 'Dieses Polynom ist zu groß zum Faktorisieren',
  factorUnfinished:
    '{polynomial} konnte nicht fertig faktorisiert werden: Es hat keine rationalen Nullstellen und keinen quadratischen Faktor, und nach Faktoren vom Grad 3 oder höher wird nicht gesucht',
  factorZero: '0 hat keine Faktoren',
  derivativeOtherLetters:
    'Hier darf nur {x} variieren: Ableitungen von Termen mit anderen Buchstaben (partielle Ableitungen) werden nicht unterstützt',
  derivativePlusMinus: '± wird in einer Ableitung nicht unterstützt',
  derivativeRoot:
    'Nur Quadratwurzeln, Kubikwurzeln und andere Wurzeln mit ganzzahligem Wurzelexponenten werden unterstützt',
  derivativeLogBase: 'Ein Logarithmus braucht als Basis eine positive Zahl ungleich 1',
  derivativeFunction:
    '{name} wird in Ableitungen nicht unterstützt: Abgeleitet werden Potenzen, Wurzeln, eˣ und aˣ, ln und lg, sin, cos und tan',
  derivativeNot: 'Dieser Term kann hier nicht abgeleitet werden',
  derivativeLogVariableBase:
    'Ein Logarithmus mit der Variablen in der Basis wird nicht unterstützt',
  derivativeVariablePower:
    'Eine Potenz mit der Variablen in Basis und Exponent braucht logarithmisches Ableiten, was nicht unterstützt wird',
  derivativeExponentialBase: 'Eine Exponentialfunktion braucht eine positive Basis ungleich 1',
  // Reading a problem, the engine, and the check of an answer.
  doubleFactorial:
    'Doppelfakultäten wie 5!! werden nicht berechnet; schreib (5!)! für die Fakultät von 5!',
  readFailed: 'Das konnte nicht gelesen werden',
  nothingToSolve: 'Hier gibt es nichts zu lösen',
  nothingToGraph: 'Hier gibt es nichts zu zeichnen',
  outOfTime:
    'Diese Aufgabe braucht mehr Rechenarbeit, als Zeit dafür gegeben ist; versuch es mit kleineren Zahlen',
  notOneEquation: '≠, ≈ und Ketten mit = werden nicht unterstützt',
  integralUnconfirmed:
    'Dieses bestimmte Integral ließ sich numerisch nicht bestätigen, deshalb wird kein Wert gegeben',
  definedNowhere: '{f} ist für kein reelles {x} definiert',
  definedUnknown:
    'Es ließ sich nicht bestimmen, wo {f} definiert ist, deshalb wird damit nicht gerechnet',
  intervalOneEquation:
    'Ein Intervall wird für eine Gleichung mit einer Variablen gelesen, zum Beispiel sin(x) = 1/2 für 0 ≤ x < 2π',
  intervalEveryNumber:
    'Jede Zahl ist eine Lösung dieser Gleichung, also sind ihre Lösungen in einem Intervall dieses Intervall',
  intervalBothEnds:
    'Eine trigonometrische Gleichung hat unendlich viele Lösungen: Gib beide Grenzen des Intervalls an, zum Beispiel 0 ≤ x < 2π',
  // The ways equations and inequalities are solved.
  noUnknownToSolve: 'Es gibt keine Variable, nach der aufgelöst werden kann',
  oneEquationTwoUnknowns:
    'Eine Gleichung mit zwei Variablen hat keine eindeutige Lösung: Gib zwei Gleichungen ein, getrennt durch ein Semikolon',
  degreeThree: 'Gleichungen vom Grad 3 oder höher werden nicht unterstützt',
  formulaRootTooLarge: 'Die Quadratwurzel in der abc-Formel ist zu groß, um sie zu vereinfachen',
  higherDegreeNotFound:
    '{f} = 0 hat Lösungen, die weder rationale Zahlen noch Quadratwurzeln sind, und solche werden nicht bestimmt',
  inequalityUnknowns: 'Ungleichungen mit mehr als einer Variablen werden nicht unterstützt',
  inequalityDegree: 'Ungleichungen vom Grad 3 oder höher werden nicht unterstützt',
  exponentialNotIsolated:
    'Diese Art von Exponential- oder Logarithmusgleichung wird nicht unterstützt',
  exponentialBase:
    'Die Basis einer Potenz mit der Variablen im Exponenten muss eine positive Zahl ungleich 1 sein',
  bothSidesPowers:
    'Steht die Variable auf beiden Seiten, muss jede Seite eine einzelne Potenz sein, zum Beispiel 4^x = 8^(x-1)',
  unrelatedBasesE:
    'Potenzen mit Basen ohne Zusammenhang (wie 2^x = e^(x-1)) werden nicht unterstützt',
  unrelatedBases:
    'Potenzen mit Basen ohne Zusammenhang (wie 2^x = 3^(x-1)) werden nicht unterstützt',
  exponentNotLinear:
    'Ein nicht linearer Exponent braucht auf der anderen Seite eine Potenz mit derselben Basis',
  negativeBase:
    'Eine negative Basis ist nur für manche {x} definiert: {power} ist nur dort eine reelle Zahl, wo der Exponent eine ganze Zahl oder ein Bruch mit ungeradem Nenner ist, deshalb wird diese Gleichung nicht gelöst',
  zeroPowerWhere:
    '{power} = 0 genau dort, wo {exponent} > 0 ist; diese Ungleichung wird nicht gelöst',
  exponentialNoRealValue: 'Diese Gleichung hat keinen reellen Wert, der sich angeben lässt',
  logNoExactSolution: 'Diese Logarithmusgleichung hat keine exakte Lösung, die sich angeben lässt',
  quadraticZeroA: 'a darf in einer quadratischen Gleichung nicht 0 sein',
  quadraticTooLong: 'die Koeffizienten sind zu lang, um exakt damit zu rechnen',
};
