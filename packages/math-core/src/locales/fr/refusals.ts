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
    'Écrivez le polynôme à factoriser après le mot, par exemple factorisez x^2-9 ; on peut développer et simplifier des expressions et résoudre des équations',
  derivativeWhat:
    'Cette dérivée n’a pas été comprise : écrivez-la d/dx suivi de l’expression, par exemple d/dx x^3 ou dérivée de x^2 sin(x) ; on peut développer et simplifier des expressions et résoudre des équations',
  wordNear: '« {word} » n’a pas été compris : vouliez-vous dire « {near} » ?',
  word: '« {word} » n’a pas été compris',
  wordUnknown:
    '« {word} » n’a pas été compris : les inconnues sont des lettres seules (écrivez x*y pour le produit de deux inconnues), et les mots compris sont des consignes comme résolvez, simplifiez, factorisez, dérivée de ou intégrale de, et des fonctions comme sqrt, log, ln et sin',
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
    'Lu comme une question sur des points. Sont calculés le coefficient directeur, la distance et le milieu de deux points, et la droite qui passe par eux',
  expression:
    'Lu comme une expression en {unknowns}. On peut développer, factoriser, simplifier, dériver et intégrer des expressions à une inconnue, par exemple factorisez x^2-9 ou d/dx x^3',
  calculation:
    'Lu comme un calcul. Sont calculés exactement les fractions, puissances, racines, logarithmes et sin, cos et tan des angles remarquables, par exemple 3/4+5/6 ou √72',
  unknowns: '{first} et {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'Ce problème n’a pas pu être résolu. {close}.',
  trySuggestion: '{reason}. Essayez « {suggestion} », qui peut être résolu.',
  trySuggestionAfter: '{reason} Essayez « {suggestion} », qui peut être résolu.',
  // Reading the maths: what is missing or cannot stand where it is, and where.
  parseEmpty: 'Écrivez une expression ou une équation',
  enterAtMost: 'Écrivez au plus {count} caractères',
  parseUnreadable:
    '« {character} » ne peut pas être lu : écrivez des nombres, des lettres, + − × ÷ ^ √, des parenthèses et = < >',
  parseSuperscriptMinus: '« ⁻ » doit être suivi de chiffres en exposant, comme dans x⁻²',
  parseMissing: '{what} {where}',
  parseOpenMissing: 'Il manque une « ( » ouvrante',
  parseCloseMissing: 'Il manque une « ) » fermante',
  parseBarMissing: 'Il manque une « | » fermante',
  parseLimUnderscore: 'Il manque un « _ » après lim (comme dans lim_(x → 0))',
  parseLimOpen: 'Il manque une « ( » ouvrante après lim_',
  parseLimArrow: 'Il manque une flèche → après la variable',
  parseLogBase: 'Il manque la base du logarithme',
  parseOperator: 'Il manque un opérateur (+, −, × ou ÷)',
  parseAtEndAfter: 'à la fin, après « {before} »',
  parseAtEnd: 'à la fin',
  parseBetween: 'entre « {before} » et « {token} »',
  parseBefore: 'avant « {token} »',
  parseEndAfter: 'Il manque quelque chose à la fin, après « {before} »',
  parseNothing: 'Il n’y a rien à lire',
  parseUnopened: 'Une « ) » ne ferme aucune « ( » placée avant',
  parseCannotFollow: '« {token} » ne peut pas suivre « {before} »',
  parseCannotComeFirst: '« {token} » ne peut pas venir en premier',
  parseTooDeep: 'L’expression est imbriquée trop profondément',
  parseMatrixRows: 'Chaque ligne d’une matrice doit avoir autant de coefficients que la première',
  parseMatrixBrackets:
    'Une matrice s’écrit ligne par ligne, chaque ligne entre crochets : [[1 ; 2] ; [3 ; 4]]',
  parseNamePower:
    'Une puissance sur « {name} » doit être un nombre entier, comme dans {name}^2(x) pour ({name}(x))²',
  parseNameInverse:
    '{name}^-1 (la réciproque de {name}) n’est pas lu : écrivez 1/{name}(x) pour l’inverse',
  parseNameNegative:
    'Une puissance négative sur « {name} » n’est pas lue : écrivez 1/{name}(x)^{power}',
  parseRootArguments: 'root(x ; n) prend un radicande et un indice',
  // Exact numbers and exact values.
  evenRootOfNegative: 'Un nombre négatif n’a pas de racine réelle d’indice pair',
  zeroToZero: '0 puissance 0 n’est pas défini',
  rootTooLarge: 'Les racines de nombres supérieurs à {limit} ne sont pas simplifiées',
  rootsNotCombined: 'Les racines de cet indice ne sont pas combinées',
  rootsNotSimplified: 'Les racines de cet indice ne sont pas simplifiées',
  divideBySumOfRoots: 'La division par une somme de plusieurs racines n’est pas prise en charge',
  powerOfSum: 'Les puissances fractionnaires de sommes ne sont pas prises en charge',
  powerTooLarge: 'Cette puissance est trop grande pour être simplifiée',
  tooCloseToCompare: 'Les nombres sont trop proches pour être comparés',
  logBaseUnknown: 'Les inconnues dans la base d’un logarithme ne sont pas prises en charge',
  logBaseRational: 'La base d’un logarithme doit être un nombre rationnel',
  logBasePositive: 'La base d’un logarithme doit être strictement positive et différente de 1',
  logUndefined: '{log} n’est pas défini : un logarithme demande un nombre strictement positif',
  eAlone: 'e n’est pris en charge que comme base d’une puissance ou d’un logarithme',
  plusMinusRead: 'Le signe ± n’apparaît que dans les réponses : il n’est pas lu dans un problème',
  irrationalPower: 'Les puissances irrationnelles n’ont pas de valeur exacte',
  rootIndexWhole: 'L’indice d’une racine doit être un nombre entier supérieur ou égal à 2',
  noExactValue: '{value} n’a pas de valeur exacte',
  factorialRange:
    '{factorial} n’est pas calculé : la factorielle est celle d’un nombre entier de 0 à {limit}',
  binomialRange:
    '{binomial} n’est pas calculé : choisir k parmi n demande des nombres entiers 0 ≤ k ≤ n ≤ {limit}',
  trigonometryNot: 'Les angles et la trigonométrie ne sont pas pris en charge',
  functionNot: '{name}(…) n’est pas calculé',
  notOneExpression: 'Ce n’est pas une seule expression',
  // Polynomials, rational expressions, factoring and derivatives.
  powersAbove: 'Les puissances supérieures à {limit} ne sont pas prises en charge',
  irrationalCoefficients: 'Les équations à coefficients irrationnels ne sont pas prises en charge',
  wholePowers: 'Les puissances de l’inconnue doivent être des nombres entiers jusqu’à {limit}',
  notInEquation: '{part} n’est pas pris en charge dans une équation',
  unknownDenominator: 'Les inconnues dans un dénominateur ne sont pas prises en charge',
  rationalOneUnknown: 'Les expressions rationnelles à une inconnue sont prises en charge',
  rationalNotIn: '{part} n’est pas pris en charge dans une expression rationnelle',
  rationalExcluded:
    'Impossible de trouver exactement où {denominator} s’annule, donc de dire quelles valeurs sont exclues',
  factorCoefficients: 'Des coefficients aussi grands ne sont pas factorisés',
  factorTooLarge: 'Ce polynôme est trop grand pour être factorisé',
  factorUnfinished:
    'La factorisation de {polynomial} n’a pas pu être terminée : il n’a ni racine rationnelle ni facteur du second degré, et les facteurs de degré 3 ou plus ne sont pas cherchés',
  factorZero: '0 n’a pas de facteurs',
  derivativeOtherLetters:
    'Seul {x} peut varier ici : les dérivées d’expressions avec d’autres lettres (dérivées partielles) ne sont pas prises en charge',
  derivativePlusMinus: 'Le signe ± n’est pas pris en charge dans une dérivée',
  derivativeRoot:
    'Seules les racines carrées, cubiques et d’autres indices entiers sont prises en charge',
  derivativeLogBase:
    'Un logarithme demande comme base un nombre strictement positif différent de 1',
  derivativeFunction:
    '{name} n’est pas pris en charge dans les dérivées : on dérive les puissances, les racines, eˣ et aˣ, ln et log, sin, cos et tan',
  derivativeNot: 'Cette expression ne peut pas être dérivée ici',
  derivativeLogVariableBase: 'Un logarithme avec la variable dans sa base n’est pas pris en charge',
  derivativeVariablePower:
    'Une puissance avec la variable à la fois dans la base et dans l’exposant demande une dérivation logarithmique, qui n’est pas prise en charge',
  derivativeExponentialBase:
    'Une exponentielle demande une base strictement positive différente de 1',
  // Reading a problem, the engine, and the check of an answer.
  doubleFactorial:
    'Les doubles factorielles comme 5!! ne sont pas calculées ; écrivez (5!)! pour la factorielle de 5!',
  readFailed: 'Ceci n’a pas pu être lu',
  nothingToSolve: 'Il n’y a rien à résoudre',
  nothingToGraph: 'Il n’y a rien à représenter',
  outOfTime:
    'Ce problème demande plus de travail que le temps donné pour le résoudre ; essayez avec des nombres plus petits',
  notOneEquation: '≠, ≈ et les enchaînements avec = ne sont pas pris en charge',
  integralUnconfirmed:
    'Cette intégrale n’a pas pu être confirmée numériquement, sa valeur n’est donc pas donnée',
  definedNowhere: '{f} n’est défini pour aucun réel {x}',
  definedUnknown: 'Impossible de trouver où {f} est défini, donc on ne travaille pas avec',
  intervalOneEquation:
    'Un intervalle se lit pour une équation à une inconnue, par exemple sin(x) = 1/2 pour 0 ≤ x < 2π',
  intervalEveryNumber:
    'Tout nombre est solution de cette équation, donc ses solutions dans un intervalle sont cet intervalle',
  intervalBothEnds:
    'Une équation trigonométrique a une infinité de solutions : donnez les deux bornes de l’intervalle, par exemple 0 ≤ x < 2π',
  // The ways equations and inequalities are solved.
  noUnknownToSolve: 'Il n’y a pas d’inconnue à isoler',
  oneEquationTwoUnknowns:
    'Une équation à deux inconnues n’a pas de solution unique : écrivez deux équations séparées par un point-virgule',
  degreeThree: 'Les équations de degré 3 ou plus ne sont pas prises en charge',
  formulaRootTooLarge:
    'La racine carrée de la formule du second degré est trop grande pour être simplifiée',
  higherDegreeNotFound:
    '{f} = 0 a des solutions qui ne sont ni des nombres rationnels ni des racines carrées, et celles-ci ne sont pas cherchées',
  inequalityUnknowns: 'Les inéquations à plus d’une inconnue ne sont pas prises en charge',
  inequalityDegree: 'Les inéquations de degré 3 ou plus ne sont pas prises en charge',
  exponentialNotIsolated:
    'Ce type d’équation exponentielle ou logarithmique n’est pas pris en charge',
  exponentialBase:
    'La base d’une puissance avec l’inconnue dans l’exposant doit être un nombre strictement positif différent de 1',
  bothSidesPowers:
    'Avec l’inconnue dans les deux membres, chaque membre doit être une seule puissance, par exemple 4^x = 8^(x-1)',
  unrelatedBasesE:
    'Les puissances de bases sans rapport entre elles (comme 2^x = e^(x-1)) ne sont pas prises en charge',
  unrelatedBases:
    'Les puissances de bases sans rapport entre elles (comme 2^x = 3^(x-1)) ne sont pas prises en charge',
  exponentNotLinear:
    'Un exposant qui n’est pas affine demande une puissance de même base dans l’autre membre',
  negativeBase:
    'Une base négative n’est définie que pour certains {x} : {power} est un nombre réel seulement là où son exposant est un nombre entier ou une fraction de dénominateur impair, donc cette équation n’est pas résolue',
  zeroPowerWhere:
    '{power} = 0 exactement là où {exponent} > 0 ; la résolution de cette inéquation n’est pas prise en charge',
  exponentialNoRealValue: 'Cette équation n’a pas de valeur réelle à donner',
  logNoExactSolution:
    'Cette équation logarithmique n’a pas de solution exacte qui puisse être donnée',
  quadraticZeroA: 'a ne doit pas valoir 0 dans une équation du second degré',
  quadraticTooLong: 'les coefficients sont trop longs pour calculer de façon exacte',
};
