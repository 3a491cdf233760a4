/**
 * Why a problem is refused, in German: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of equations, inequalities, identities and functions, by the same ids and with the same {names} as the English ones.
 */
export const germanRefusalsEquations = {
  // Trigonometry: a value, an equation, its solutions in an interval.
  trigOneFunction: 'Gib eine einzige trigonometrische Funktion eines Winkels an',
  trigUndefined:
    '{value} ist nicht definiert: {angle} ist der Punkt {point} auf dem Einheitskreis, und {why}',
  trigUndefinedTurn:
    '{value} ist nicht definiert: {angle} endet bei {end}, dem Punkt {point} auf dem Einheitskreis, und {why}',
  trigTanDivides: 'tan = sin/cos, und cos ist dort 0',
  trigSecDivides: 'sec = 1/cos, und cos ist dort 0',
  trigCotDivides: 'cot = cos/sin, und sin ist dort 0',
  trigCscDivides: 'csc = 1/sin, und sin ist dort 0',
  trigSolvable:
    'Gelöst werden trigonometrische Gleichungen in einer der Funktionen sin, cos oder tan der Variablen selbst, zum Beispiel 2sin(x) = 1 oder tan(x) = 1',
  trigEverywhere: 'Diese Gleichung gilt überall, wo sie definiert ist',
  trigReduce:
    'Gelöst werden trigonometrische Gleichungen in sin, cos und tan eines Winkels (und seines Doppelten), die sich auf eine Funktion zurückführen lassen, zum Beispiel 2sin(x) = 1, sin(x) = cos(x) oder sin(2x) = sin(x), und solche mit einer Funktion an zwei Winkeln, zum Beispiel sin(3x) = sin(x)',
  trigNoExactList: 'Diese Lösungen haben keine exakte Form, in der sie sich aufzählen lassen',
  trigEveryTurn:
    'Die Lösungen dieser Gleichung in einem Intervall werden aufgezählt, wenn sie sich nach jeder vollen Umdrehung wiederholen',
  trigTooMany: 'In diesem Intervall gibt es mehr als {count} Lösungen',
  // Trigonometric identities.
  identityAngle:
    'Bewiesen werden Identitäten in sin, cos, tan, sec, csc und cot eines Winkels (und seines Doppelten), zum Beispiel sin^2(x)+cos^2(x)=1',
  identityFunctions:
    'Diese Gleichung ist nicht in sin, cos, tan, sec, csc und cot eines einzigen Winkels geschrieben',
  identityOne: 'Gib eine einzige Gleichung zum Beweisen an, zum Beispiel sin^2(x)+cos^2(x)=1',
  // Systems of equations, linear or not.
  systemThreeLinear:
    'Ein System aus drei Gleichungen muss in drei Variablen linear sein, zum Beispiel x + y + z = 6; 2x − y + z = 3; x + 2y − z = 2',
  systemOneEquals: 'Jede Gleichung eines Systems braucht ein =-Zeichen',
  systemCount: 'Ein System muss aus zwei oder drei Gleichungen bestehen',
  systemTwoLinear:
    'Ein System muss aus zwei linearen Gleichungen in zwei Variablen bestehen, zum Beispiel 2x + y = 5; x − y = 1',
  nonlinearTwo: 'Gib zwei Gleichungen mit zwei Variablen an',
  nonlinearShape:
    'In einem nichtlinearen System muss eine Gleichung eine Variable nur einmal und in der ersten Potenz enthalten (zum Beispiel x + y = 7), oder beide dürfen die Variablen nur als Quadrate enthalten',
  // Rearranging a formula.
  rearrangeFormula: 'Gib eine Formel mit einem =-Zeichen zum Umstellen an, zum Beispiel v = u + at',
  rearrangeNoLetter: 'In der Formel kommt kein {letter} vor, nach dem umgestellt werden kann',
  rearrangeSides:
    'Umgestellt werden Formeln, deren Seiten Summen von Produkten aus Buchstaben und Zahlen sind, zum Beispiel v = u + at oder A = πr^2',
  rearrangePower:
    'Um nach {letter} umzustellen, darf die Variable nur in der ersten Potenz oder nur im Quadrat vorkommen',
  // Square roots, roots and fractional powers of the unknown.
  radicalSquareOnly: 'Nur Quadratwurzeln der Variablen werden unterstützt',
  radicalNested: 'Eine Quadratwurzel in einer Quadratwurzel wird nicht unterstützt',
  radicalProduct: 'Produkte von Quadratwurzeln der Variablen werden nicht unterstützt',
  radicalPart: '{part} wird in einer Gleichung mit Quadratwurzel nicht unterstützt',
  radicalDivide:
    'Das Teilen durch die Variable wird in einer Gleichung mit Quadratwurzel nicht unterstützt',
  radicalTimesUnknown:
    'Quadratwurzeln, die mit der Variablen multipliziert werden, werden nicht unterstützt',
  radicalTwoUnknowns: 'Eine Gleichung mit zwei Variablen hat keine eindeutige Antwort',
  radicalMany: 'Gleichungen mit mehr als zwei Quadratwurzeln werden nicht unterstützt',
  radicalCancel: 'Die Quadratwurzeln heben sich auf: Gib die Gleichung ohne sie ein',
  radicalEvery:
    'Jede Zahl ist eine Lösung der quadrierten Gleichung; dieser Fall wird nicht unterstützt',
  radicalShape:
    'Wurzeln und Potenzen mit Bruchexponenten werden als eine einzige Wurzel oder Potenz eines Polynoms in der Variablen unterstützt, zum Beispiel ∛(x + 1) = 2 oder x^(2/3) = 4',
  rationalNested: 'Ein Bruch in einem Nenner wird in einer Gleichung nicht unterstützt',
  // Absolute values and inequalities.
  absoluteShape:
    'Beträge werden als ein einziger Betrag |…| der Variablen unterstützt, eventuell mal einer Zahl plus einer Zahl, verglichen mit einer Zahl: |2x − 1| = 5 oder 3|x + 2| − 1 < 8',
  absoluteOrTwo:
    '{shape}; oder ein Betrag auf jeder Seite und sonst nichts: |x − 1| = |2x + 4| oder |x − 1| < |x + 2|',
  absoluteBothSides:
    'Ein Betrag, der mit einem Term in der Variablen verglichen wird, wird unterstützt, wenn die Variable darin in der ersten Potenz steht und auf der anderen Seite ein Polynom höchstens zweiten Grades: |x − 1| = x − 1 oder |2x| > x + 3',
  absoluteSquare: 'Beträge werden unterstützt, wenn die Variable darin höchstens im Quadrat steht',
  inequalityChainWay:
    'Eine Kette aus zwei Ungleichungen muss in dieselbe Richtung zeigen, wie in −3 < 2x + 1 ≤ 7',
  inequalityChainLong: 'Ketten aus mehr als zwei Ungleichungen werden nicht unterstützt',
  // Logarithms: simplified, and in equations.
  logarithmOnly: 'Vereinfacht werden können nur Logarithmen, ihre Summen und Vielfachen',
  logarithmBases: 'Logarithmen mit verschiedenen Basen werden nicht zusammengefasst',
  logarithmicSides:
    'Jede Seite einer Logarithmusgleichung muss eine Summe aus Logarithmen und Zahlen sein',
  logarithmicExponent:
    'Ein Exponent mit der Variablen in einem Logarithmus braucht eine Potenz der Basis, wie in ln(e^x) oder log_2(4^x)',
  logarithmicBases:
    'Logarithmen mit verschiedenen Basen werden in einer Gleichung unterstützt, wenn die Basen Potenzen derselben Zahl sind, zum Beispiel log_2(x) + log_4(x) = 3',
  logarithmicCancel:
    'Die Logarithmen heben sich auf: Es bleibt keine Variable, nach der aufgelöst werden kann',
  logarithmicEverywhere: 'Diese Logarithmusgleichung gilt überall, wo sie definiert ist',
  logarithmicNoExact: 'Für diese Logarithmusgleichung lässt sich keine exakte Lösung angeben',
  // Factoring, completing the square.
  factorNoUnknown:
    'Es gibt keine Variable zum Faktorisieren: Gib ein Polynom wie x^2-9 ein oder eine ganze Zahl von 2 bis 10^12 für ihre Primfaktoren',
  factorOneUnknown: 'Faktorisiert werden Polynome in einer Variablen, zum Beispiel x^2-9',
  completeQuadratic:
    'Quadratische Ergänzung, Scheitelpunkt und Symmetrieachse werden für einen quadratischen Term in einer Variablen bestimmt, zum Beispiel x^2 + 6x + 2 oder y = 2x^2 - 8x + 3',
  completeOneEquation:
    'Gib eine einzige quadratische Gleichung an, die mit quadratischer Ergänzung gelöst werden soll',
  // Ways of solving: a way that does not apply, and those that do.
  factoring: 'Faktorisieren',
  'quadratic-formula': 'abc-Formel',
  'completing-the-square': 'quadratische Ergänzung',
  'square-root': 'Wurzelziehen',
  substitution: 'Einsetzungsverfahren',
  elimination: 'Additionsverfahren',
  'unknown-left': 'Unbekannte links',
  'unknown-right': 'Unbekannte rechts',
  'by-parts': 'partielle Integration',
  methodOnly:
    'Das gewünschte Verfahren ({asked}) passt nicht zu dieser Aufgabe, die sich nur auf eine Art lösen lässt',
  methodOthers:
    'Das gewünschte Verfahren ({asked}) passt nicht zu dieser Aufgabe. Möglich sind: {ways}',
  methodsOr: '{first} oder {rest}',
  methodsComma: '{first}, {rest}',
  // Functions: domain and range, inverse, composite, stationary points, tangent, graph.
  domainFunction: 'Gib die Funktion als f(x) = …, y = … oder als Term in x an',
  domainOneLetter: 'Die Funktion darf nur eine Variable enthalten, zum Beispiel sqrt(x - 2)',
  domainExact:
    'Die Definitionsmenge wird exakt bestimmt für Funktionen aus Wurzeln, Brüchen und Logarithmen von Polynomen, zum Beispiel sqrt(x - 2) oder 1/(x^2 - 4)',
  rangeCannot:
    'Die Wertemenge wird exakt bestimmt für Geraden, quadratische Funktionen, ungerade Potenzen, den Quotienten zweier linearer Terme sowie Quadratwurzeln, eˣ, ln, |…|, sin und cos davon',
  rangeNoValues: 'Die Funktion hat keine reellen Werte',
  rangeHole: '{function} hat eine Lücke, wo sich ein Faktor kürzt: {cannot}',
  rangeSinTurn: 'sin auf einem Teil einer Umdrehung: {cannot}',
  rangeCosTurn: 'cos auf einem Teil einer Umdrehung: {cannot}',
  rangeTanTurn: 'tan auf einem Teil einer Umdrehung: {cannot}',
  rangeBothSigns: 'Der Nenner des Bruchs nimmt Werte beider Vorzeichen an: {cannot}',
  rangeConstant: 'Die Funktion ist konstant: Ihre Wertemenge ist dieser eine Wert',
  rangeDegree: 'Ein Polynom vom Grad {degree}: {cannot}',
  rangeOneLetter: 'Die Funktion darf nur eine Variable enthalten, zum Beispiel x^2 + 1',
  inverseFunction: 'Gib die Funktion als f(x) = …, y = … oder als Term in x an',
  inverseNotOneToOne:
    '{function} ist nicht umkehrbar (zwei Werte von x ergeben denselben Wert), also hat sie keine Umkehrfunktion, solange ihre Definitionsmenge nicht eingeschränkt wird',
  inverseConstant:
    'Die Funktion ist überall, wo sie definiert ist, konstant, also hat sie keine Umkehrfunktion',
  inverseOneLetter: 'Die Funktion darf nur eine Variable enthalten, zum Beispiel f(x) = 2x + 3',
  inverseUndo:
    'Die Umkehrfunktion wird bestimmt, indem die Rechenschritte am einzigen x einzeln rückgängig gemacht werden, oder für einen Quotienten zweier linearer Terme; diese Funktion hat keine solche Form',
  compositeUnread: '{typed} wurde nicht als mathematischer Ausdruck verstanden',
  compositeOfX: 'Die Funktionen dürfen nur von x abhängen',
  compositeAtNumber:
    'Die Verkettung an einer Zahl wird berechnet, wenn die Funktionen Polynome oder Brüche sind',
  stationaryScope:
    'Stellen mit waagerechter Tangente und wo eine Funktion wächst, werden für ein Polynom in einer Variablen bestimmt, zum Beispiel y = x^3 - 3x',
  stationaryInexact:
    'Die Stellen mit waagerechter Tangente dieses Polynoms sind keine Zahlen, die sich exakt schreiben lassen',
  tangentCurve: 'Gib die Kurve als y = …, f(x) = … oder als Term in x an',
  tangentPointUnread: 'Der Punkt {point} wurde nicht verstanden',
  tangentPointForm: 'Gib den Punkt als {letter} = eine Zahl oder als (a; b) an',
  tangentNotExact: '{what} ist keine Zahl, die sich exakt schreiben lässt',
  tangentThePoint: 'Der Punkt',
  tangentValueAt: 'Der Wert der Kurve bei {at}',
  tangentSlopeAt: 'Die Steigung bei {at}',
  tangentOneLetter:
    'Die Kurve muss eine Funktion einer einzigen Variablen sein, zum Beispiel y = x^2 + 1',
  tangentOffCurve: 'Der Punkt {point} liegt nicht auf der Kurve: Bei {at} liegt sie bei {y}',
  graphOnePoint:
    'Diese Gleichung gilt nur in einem Punkt, {point}, also gibt es keine Kurve zu zeichnen',
  graphNoPoint:
    'Kein Punkt erfüllt diese Gleichung: Eine Summe von Quadraten kann nicht negativ sein',
  graphNotFunction:
    'Gezeichnet werden nur Kreise, Ellipsen und Gleichungen, die sich nach y auflösen lassen, zum Beispiel y = x^2, 2x + 3y = 6 oder x^2 + y^2 = 25',
  graphTooMany:
    'Es werden höchstens zwei Funktionen gleichzeitig gezeichnet, zum Beispiel zeichne y=x^2 und y=2x+1',
};
