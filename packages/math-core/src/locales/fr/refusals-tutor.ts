/**
 * Why a problem is refused, in French: the sentences of the refusal tables (`…_REFUSALS`) of
 * the checker of a student's working, similar problems and the graph, by the same ids and with the same {names} as the English ones.
 */
export const frenchRefusalsTutor = {
  // The checker of a student's working.
  workingUnchecked:
    'La démarche d’un problème de type «\u00a0{title}\u00a0» ne peut pas encore être vérifiée',
  // Similar problems.
  similarNoNumbers: 'Ce problème n’a pas de nombres à changer pour en faire un semblable',
  similarNotFound: 'Aucun problème semblable à celui-ci n’a été trouvé',
  similarNotLike: 'Ce n’est pas un problème semblable à celui qui a été résolu',
  similarNoAnswer: 'Écrivez une réponse',
  similarUnreadable: 'Cette réponse n’a pas pu être lue. Vérifiez comment elle est écrite.',
  // The graph.
  plotExpression: 'Donnez une expression à représenter, comme x^2 - 1',
  plotAgainst: 'Indiquez l’inconnue en fonction de laquelle représenter, comme x',
  plotWindow: 'La fenêtre demande des nombres finis avec xMin < xMax et yMin < yMax',
  plotNoUnknown: 'Il n’y a rien à représenter\u00a0: le problème n’a pas d’inconnue',
  plotSystemSign: 'Chaque équation d’un système demande un seul signe =',
  plotSystemSize: 'Seuls les systèmes de deux équations peuvent être représentés',
  plotRelation: '≠, ≈ et les chaînes avec = ne peuvent pas être représentés',
  plotUnknowns: 'Seules une ou deux inconnues peuvent être représentées sur un graphique',
  plotSystemUnknowns: 'Seules deux inconnues peuvent être représentées sur un graphique',
  plotOneUnknown: 'Seules les expressions en une inconnue peuvent être représentées',
  plotFunctions: 'Seules deux fonctions peuvent être représentées à la fois',
  plotCurves: 'Seules deux courbes peuvent être représentées à la fois',
  plotCurveOnly: 'Seules les équations de droites ou de courbes y = f(x) peuvent être représentées',
  plotSolvedFor: 'Seules les équations où l’on peut isoler {v} peuvent être représentées',
  plotNumberLine: 'Cet ensemble de solutions ne peut pas être représenté sur une droite graduée',
  plotFailed: 'Ce problème n’a pas pu être représenté',
  // An answer that could not be read.
  answerEmpty: 'Saisissez une réponse',
  answerNotMaths:
    '« {answer} » n’a pas pu être lu comme une expression mathématique. Vérifiez ce que vous avez écrit.',
  answerNotNumber:
    '« {answer} » n’a pas pu être lu comme un nombre. Écrivez un nombre comme 4, −2,5 ou 3/2.',
};
