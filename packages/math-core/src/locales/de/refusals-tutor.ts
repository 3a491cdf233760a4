/**
 * Why a problem is refused, in German: the sentences of the refusal tables (`…_REFUSALS`) of
 * the checker of a student's working, similar problems and the graph, by the same ids and with the same {names} as the English ones.
 */
export const germanRefusalsTutor = {
  // The checker of a student's working.
  workingUnchecked:
    'Der Rechenweg für eine Aufgabe vom Typ „{title}“ kann noch nicht geprüft werden',
  // Similar problems.
  similarNoNumbers: 'Diese Aufgabe hat keine Zahlen, die sich für eine ähnliche ändern lassen',
  similarNotFound: 'Es wurde keine ähnliche Aufgabe gefunden',
  similarNotLike: 'Das ist keine Aufgabe wie die gelöste',
  similarNoAnswer: 'Gib eine Antwort ein',
  similarUnreadable: 'Diese Antwort konnte nicht gelesen werden. Prüfe, wie sie geschrieben ist.',
  // The graph.
  plotExpression: 'Gib einen Term zum Zeichnen an, zum Beispiel x^2 - 1',
  plotAgainst: 'Nenne die Variable, über der gezeichnet wird, zum Beispiel x',
  plotWindow: 'Der Ausschnitt braucht endliche Zahlen mit xMin < xMax und yMin < yMax',
  plotNoUnknown: 'Es gibt nichts zu zeichnen: Die Aufgabe hat keine Variable',
  plotSystemSign: 'Jede Gleichung eines Gleichungssystems braucht genau ein =-Zeichen',
  plotSystemSize: 'Nur Gleichungssysteme aus zwei Gleichungen können gezeichnet werden',
  plotRelation: '≠, ≈ und Ketten mit = können nicht gezeichnet werden',
  plotUnknowns: 'Nur eine oder zwei Variablen können in einem Graphen gezeichnet werden',
  plotSystemUnknowns: 'Nur zwei Variablen können in einem Graphen gezeichnet werden',
  plotOneUnknown: 'Nur Terme in einer Variablen können gezeichnet werden',
  plotFunctions: 'Nur zwei Funktionen können gleichzeitig gezeichnet werden',
  plotCurves: 'Nur zwei Kurven können gleichzeitig gezeichnet werden',
  plotCurveOnly: 'Nur Gleichungen von Geraden oder Kurven y = f(x) können gezeichnet werden',
  plotSolvedFor: 'Nur Gleichungen, die sich nach {v} auflösen lassen, können gezeichnet werden',
  plotNumberLine: 'Diese Lösungsmenge kann nicht auf dem Zahlenstrahl gezeichnet werden',
  plotFailed: 'Diese Aufgabe konnte nicht gezeichnet werden',
  // An answer that could not be read.
  answerEmpty: 'Gib eine Antwort ein',
  answerNotNumber:
    '„{answer}“ konnte nicht als Zahl gelesen werden. Gib eine Zahl ein, zum Beispiel 4, −2,5 oder 3/2.',
  answerNotMaths:
    '„{answer}“ konnte nicht als mathematischer Ausdruck gelesen werden. Prüfe, was du geschrieben hast.',
};
