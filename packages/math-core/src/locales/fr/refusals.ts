/**
 * Why the solver refuses a problem, in French: the sentences of the engine's refusal tables
 * (`…_REFUSALS`: exact arithmetic, reading the maths and the words, the check of an answer, what a
 * refusal says the problem was read as), by the same ids and with the same {names} as the English
 * ones; the kinds' are in ./refusals-equations.ts and ./refusals-topics.ts, the tutor's and the
 * graph's in ./refusals-tutor.ts. An example in a sentence is one the solver reads in French.
 */
export const frenchRefusals = {
  // Exact arithmetic, and the check of every answer.
  unchecked: 'Cette réponse n’a pas pu être vérifiée, elle n’est donc pas donnée',
  tooLarge: 'Les nombres de ce problème deviennent trop grands pour calculer de façon exacte',
  divideByZero: 'Le problème divise par zéro',
  notANumber: '« {text} » n’est pas un nombre',
  // The words of the problem.
  factorWhat:
    'Écris le polynôme à factoriser après le mot, par exemple factorise x^2-9 ; on peut développer et simplifier des expressions et résoudre des équations',
  derivativeWhat:
    'Cette dérivée n’a pas été comprise : écris-la d/dx suivi de l’expression, par exemple d/dx x^3 ou dérivée de x^2 sin(x) ; on peut développer et simplifier des expressions et résoudre des équations',
  wordNear: '« {word} » n’a pas été compris : voulais-tu dire « {near} » ?',
  word: '« {word} » n’a pas été compris',
  wordUnknown:
    '« {word} » n’a pas été compris : les inconnues sont des lettres seules (écris x*y pour le produit de deux inconnues), et les mots compris sont des consignes comme résous, simplifie, factorise, dérivée de ou intégrale de, et des fonctions comme sqrt, log, ln et sin',
  // What the problem was read as, and the nearest thing the solver does.
  limit:
    'Lu comme la limite de {expression}. Les limites se calculent en remplaçant par la valeur, en simplifiant un facteur commun ou par la règle de L’Hôpital, par exemple lim x->0 sin(x)/x',
  unread:
    'Sont lues les équations, inéquations et expressions en notation mathématique, les pourcentages (15 % de 80), les dérivées (d/dx x^3) et les intégrales (∫x dx)',
  matrices:
    'Lu comme une question sur des matrices (de nombres, jusqu’à 4×4 : det, inverse, transposée, sommes, produits, puissances, rang, Ax = b)',
  list: 'Lu comme {count} problèmes en {unknowns}',
  systems:
    'Sont résolus les systèmes de deux ou trois équations linéaires, par exemple x+y=3 ; x-y=1, et de deux équations dont l’une est une droite ou qui n’ont que des carrés, par exemple x^2+y^2=25 ; x+y=7',
  listNoUnknown: 'Lu comme {count} problèmes sans inconnue',
  inequality: 'Lu comme une inéquation en {unknowns}',
  inequalities:
    'Sont résolues les inéquations du premier et du second degré et avec valeur absolue à une inconnue, par exemple 3x-7<5 ou -3 < 2x+1 ≤ 7',
  inequalityNoUnknown: 'Lu comme une inéquation sans inconnue',
  equation: 'Lu comme une équation en {unknowns}',
  equations:
    'Sont résolues les équations à une inconnue : du premier et du second degré, polynomiales, rationnelles, avec racines, avec valeur absolue, exponentielles, logarithmiques et trigonométriques, par exemple x^2-5x+6=0',
  equationNoUnknown: 'Lu comme une équation sans inconnue',
  readAs: '{read}. {does}',
  points:
    'Lu comme une question sur des points. Sont calculés la pente, la distance et le milieu de deux points, et la droite qui passe par eux',
  expression:
    'Lu comme une expression en {unknowns}. On peut développer, factoriser, simplifier, dériver et intégrer des expressions à une inconnue, par exemple factorise x^2-9 ou d/dx x^3',
  calculation:
    'Lu comme un calcul. Sont calculés exactement les fractions, puissances, racines, logarithmes et sin, cos et tan des angles remarquables, par exemple 3/4+5/6 ou √72',
  unknowns: '{first} et {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'Ce problème n’a pas pu être résolu. {close}.',
  trySuggestion: '{reason}. Essaie « {suggestion} », qui peut être résolu.',
  trySuggestionAfter: '{reason} Essaie « {suggestion} », qui peut être résolu.',
};
