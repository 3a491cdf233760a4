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
};
