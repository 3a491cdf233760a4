/**
 * Why a problem is refused, in French: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of calculus, matrices, probability, statistics, sequences, points, shapes and numbers, by the same ids and with the same {names} as the English ones.
 * Draws, dice, coins and shapes are read in English words, so the examples of their sentences are English.
 */
export const frenchRefusalsTopics = {
  // Matrices.
  matrixWhat:
    'Sont calculés les déterminants, inverses, transposées, sommes, multiples, produits, puissances et rangs de matrices, et résolu A x = b',
  matrixSay: 'Dites ce qu’il faut calculer avec la matrice, par exemple det {matrix}. {does}',
  matrixNeeds: '{what} demande une matrice, pas un nombre',
  matrixMinusSign: 'Un signe moins',
  matrixRightSide: 'Le membre de droite de A x = b',
  matrixNumberPlus:
    'Un nombre plus une matrice n’est pas défini : seules des matrices de même taille s’additionnent et se soustraient',
  matrixNumberMinus:
    'Un nombre moins une matrice n’est pas défini : seules des matrices de même taille s’additionnent et se soustraient',
  matrixDivide:
    'Diviser par une matrice n’est pas défini : multipliez plutôt par son inverse, A^-1',
  matrixWholePowers: 'Une matrice ne s’élève qu’à des puissances entières',
  matrixSum:
    'Une matrice {left} plus une matrice {right} n’est pas défini : les matrices s’additionnent coefficient par coefficient, elles doivent donc avoir la même taille',
  matrixDifference:
    'Une matrice {left} moins une matrice {right} n’est pas défini : les matrices se soustraient coefficient par coefficient, elles doivent donc avoir la même taille',
  matrixProduct:
    'Une matrice {left} fois une matrice {right} n’est pas défini : le nombre de colonnes de la première doit égaler le nombre de lignes de la seconde',
  matrixPowerSquare:
    'Une matrice {size} fois une matrice {size} n’est pas défini, donc seule une matrice carrée a des puissances',
  matrixMaxPower: 'Les puissances d’une matrice sont calculées jusqu’à {max}',
  matrixSingular:
    'La matrice n’est pas inversible (son déterminant est 0), elle n’a donc pas d’inverse',
  matrixAxB:
    'Une équation matricielle se résout sous la forme A x = b : une matrice fois un vecteur inconnu (une lettre, ou des inconnues entre crochets comme [x; y]) égale une colonne de nombres',
  matrixLetters: 'Chaque inconnue entre crochets doit être une lettre différente',
  matrixRightColumn:
    'Le membre de droite doit être une colonne de {rows} nombres, un pour chaque ligne de la matrice {size}',
  matrixUnknowns: 'Une matrice {size} multiplie une colonne de {columns} inconnues, pas de {count}',
  matrixEntries:
    'Les coefficients d’une matrice doivent être des nombres : entiers, fractions ou décimaux',
  matrixMaxSize: 'Les matrices sont traitées jusqu’à {max}×{max} ; celle-ci est {rows}×{columns}',
  matrixSquareDeterminant: 'Seule une matrice carrée a un déterminant ; celle-ci est {size}',
  matrixSquareInverse: 'Seule une matrice carrée a une inverse ; celle-ci est {size}',
  // Integrals.
  integralCan:
    'sont intégrées les sommes et multiples de puissances de la variable (racines et 1/x compris), eˣ, aˣ, sin, cos, tan, sec² et csc², et les changements de variable où l’intégrande est f′(x)·g(f(x)), par exemple ∫2x(x² + 1)³ dx ou ∫cos(3x) dx',
  integralNone:
    'Cette intégrale ne peut pas être calculée ici : {can} ; par parties, un polynôme fois eˣ, sin, cos ou une racine de ax + b (∫x√(x + 1) dx, aussi en posant u = x + 1), et un logarithme fois un polynôme ; la décomposition en éléments simples sur des facteurs du premier degré, sin² et cos² par linéarisation ; les résultats trigonométriques réciproques et les autres intégrales ne sont pas pris en charge',
  integralNotSupported: '{name} n’est pas pris en charge dans les intégrales : {can}',
  integralOnlyVaries:
    'Seul {x} peut varier ici : les intégrales d’expressions contenant d’autres lettres ne sont pas prises en charge',
  integralPlusMinus: '± n’est pas pris en charge dans une intégrale',
  integralCannot: 'Cette expression ne peut pas être intégrée ici',
  integralWhichLetter:
    'Dites par rapport à quelle lettre intégrer, par exemple ∫ x y dx ; les intégrales où plusieurs lettres varient ne sont pas prises en charge',
  integralOne: 'Donnez une seule expression à intégrer, par exemple {example}',
  integralUnambiguous:
    'Cette primitive n’a pas pu être écrite sans ambiguïté, elle n’est donc pas donnée',
  integralExponentialBase: 'Une exponentielle demande une base positive différente de 1',
  integralLimitsUnread:
    'Les bornes de cette intégrale n’ont pas été comprises : écrivez-les comme ∫_0^1 x^2 dx',
  integralUnread:
    'Cette intégrale n’a pas été comprise : écrivez ∫ suivi de l’expression et de dx, par exemple ∫ x^2 dx ou intégrale de sin(x)',
  integralBoth: 'L’intégrale indique à la fois d{named} et par rapport à {variable}',
  integralGive: 'Donnez l’expression à intégrer, par exemple ∫ x^2 dx',
  integralLimits:
    'Les bornes d’une intégrale doivent être des nombres comme 0 ; −2 ; 1/2 ; π ou e, ou ∞, comme dans ∫_0^1 x^2 dx',
  integralUndefinedAtLimit: 'La primitive n’est pas définie en une borne de cette intégrale',
  integralBetween: 'de {low} à {high}',
  integralCannotTell:
    'Impossible de savoir où {integrand} n’est pas défini {between}, donc cette intégrale n’est pas calculée',
  integralUndefinedAll: '{integrand} n’est défini nulle part {between} : {because}',
  integralUndefinedPart:
    '{integrand} n’est pas défini pour {where}, une partie de l’intervalle {between} : {because}',
  integralDivides: '{what} divise par {divisor}, qui y vaut 0',
  integralNeeds: '{what} demande {condition}',
  integralApproximate:
    '{integrand} n’est pas défini en un point {between} qui n’est trouvé que de façon approchée, donc cette intégrale n’est pas calculée',
  integralConverges:
    'Impossible de savoir si {antiderivative} a une limite quand {x} → {point}{side}, donc de dire si cette intégrale converge',
  // Limits.
  limitNoMethod:
    'Les limites se calculent en remplaçant par la valeur, en factorisant et simplifiant, et par la règle de L’Hôpital, et aucune de ces méthodes ne donne celle-ci',
  limitExponent: 'L’exposant de cette limite n’a pas de limite finie',
  limitPowerExponent: 'L’exposant de cette puissance n’a pas de limite',
  limitAtInfinity:
    'En l’infini sont calculées les limites de quotients de polynômes par leurs degrés, ∞/∞ par la règle de L’Hôpital et la forme 1^∞ ; celle-ci est d’un autre type',
  limitRounds: 'Cette limite demande plus de huit étapes de calcul',
  limitSide: '{function} n’est pas défini du côté demandé : {inside} y est négatif',
  limitPoint: 'Le point {point} n’a pas été compris : donnez un nombre, par exemple 2 ou pi, ou ∞',
  limitUnread:
    'Cette limite n’a pas été comprise : écrivez-la comme limite de sin(x)/x quand x tend vers 0, ou lim x->2 (x^2-4)/(x-2)',
  // Derivatives.
  derivativeFirstTooLong:
    'La dérivée première a plus de {parts} parties, trop longue pour être traitée ici ; développez ou simplifiez d’abord l’expression',
  derivativeTooLong:
    'La dérivée a plus de {parts} parties, trop longue pour être traitée ici ; développez ou simplifiez d’abord l’expression',
  derivativeWhichLetter:
    'Dites par rapport à quelle lettre dériver ; les dérivées avec plusieurs lettres (dérivées partielles) ne sont pas prises en charge',
  derivativeOne:
    'Donnez une seule expression à dériver (la dérivation implicite d’une équation n’est pas prise en charge)',
  derivativePartial: 'Les dérivées partielles ne sont pas prises en charge',
  derivativeOrder: 'Seules les dérivées première et seconde sont prises en charge',
  derivativeImplicit: 'La dérivation implicite n’est pas prise en charge',
  derivativeFunctionOf: '{name} est une fonction de {defined}, pas de {variable}',
  derivativeImplicitGive:
    'La dérivation implicite n’est pas prise en charge : donnez {name} sous forme d’expression, par exemple {name} = x^2 + 3x',
  derivativeGive: "Donnez la fonction à dériver, par exemple {name}(x) = x^2 + 3x; {name}'(x)",
  derivativePointForm:
    'Donnez le point sous la forme {letter} = un nombre, par exemple {letter} = 2',
  derivativeUndefinedAt: '{expression} n’est pas définie en {at}, elle n’y a donc pas de dérivée',
  derivativeNoValueAt: 'La dérivée n’a pas de valeur en {at}\u00a0: la courbe n’y a pas de pente',
  // Probability: draws, dice and coins, read in English words.
  probabilitySums: 'Deux dés donnent des sommes de 2 à 12',
  probabilityTries: 'Les probabilités sont calculées pour 1 à 6 lancers',
  probabilityCannot: '{k} sur {n} ne peut pas arriver',
  probabilityOneDrawn: 'Il faut tirer au moins un élément',
  probabilityWithout: 'Sans remise, on ne peut tirer que {count} éléments ({nouns})',
  probabilityOrders: 'Sont calculés les tirages d’au plus quelques centaines de milliers d’ordres',
  probabilityDepends: 'Combien donnent {pick} après {before} dépend de l’élément ({noun}) tiré',
  probabilityBoth:
    'Un élément ({noun}) peut être à la fois {first} et {second} : dites lequel est tiré en premier',
  probabilityKinds: 'Sont comptés des ensembles d’au plus quatre sortes à la fois',
  probabilityBag:
    'Dites ce que contient le sac en nombres par couleur, par exemple « 3 red and 5 blue balls »',
  probabilityDeck: 'Les tirages se font dans un jeu standard de 52 cartes',
  probabilityEvent: 'Dites ce que le tirage doit donner, par exemple « {example} »',
  probabilityHowMany: 'Dites combien d’éléments sont tirés, par exemple « {example} »',
  probabilityNotRead: '« {phrase} » n’est pas lu comme {noun}',
  probabilityNotCount: '« {part} » n’est pas lu comme un nombre de {nouns}',
  probabilityTold: '{told} sont tirés, mais l’événement en nomme {draws}',
  probabilityReplaced:
    'Dites si chaque élément tiré est remis : « with replacement » (avec remise) ou « without replacement » (sans remise)',
  // Statistics, sequences and numbers.
  statisticsNumbers: 'Une liste pour les statistiques ne contient que des nombres',
  statisticsTwo: '{name} demande une liste de deux nombres ou plus',
  figureMean: 'La moyenne',
  figureMedian: 'La médiane',
  figureMode: 'Le mode',
  figureRange: 'L’étendue',
  figureStdev: 'L’écart type',
  figureVariance: 'La variance',
  statisticsMost: 'Une liste pour les statistiques contient au plus {most} nombres',
  sequenceNumbers: 'Les termes d’une suite sont des nombres',
  sequenceNeither:
    'Les différences entre les termes ({differences}) ne sont pas toutes égales, donc {terms} n’est ni une suite arithmétique ni une suite géométrique ; ce sont les deux sortes traitées',
  sequenceNeitherRatios:
    'Les différences entre les termes ({differences}) ne sont pas toutes égales, les quotients non plus, donc {terms} n’est ni une suite arithmétique ni une suite géométrique ; ce sont les deux sortes traitées',
  sequenceFromOne: 'Les termes d’une suite sont numérotés à partir de 1',
  sequenceMaxIndex: 'Les termes et les sommes sont calculés jusqu’au 10 000e terme',
  sequenceThree: 'Donnez au moins trois termes, pour que la règle de la suite soit claire',
  gcdLcmWhole: 'pgcd et ppcm prennent des nombres entiers de 1 à 10^12',
  gcdTwo: 'pgcd demande deux nombres ou plus : pgcd(12; 18)',
  lcmTwo: 'ppcm demande deux nombres ou plus : ppcm(12; 18)',
  lcmTooLarge: 'Ce plus petit commun multiple est trop grand pour être donné exactement',
  primeFactorsNoUnknown:
    'Il n’y a pas d’inconnue à factoriser : écrivez un polynôme comme x^2-9, ou un nombre entier de 2 à 10^12 pour ses facteurs premiers',
  complexOperations:
    'Les nombres complexes se calculent avec +, −, ×, ÷, des puissances entières et des racines carrées, par exemple (2 + 3i)(1 − i) ou √(−4)',
  complexZeroArgument: '0 n’a pas d’argument : il ne fait aucun angle avec l’axe réel',
  percentageWholeZero:
    'Le total est 0 : tout pourcentage de 0 vaut 0, la question n’a donc pas de réponse unique',
  percentageZeroRate: '0 % de tout nombre vaut 0, la question n’a donc pas de réponse unique',
  percentageZeroRatePart: '0 % de tout nombre vaut 0, donc aucun nombre n’a {part} pour 0 %',
  // Points and shapes (shapes are read in English words).
  pointsCoordinates:
    'Les coordonnées des points sont des nombres entiers ou décimaux, par exemple (1; 2,5)',
  shapeGive:
    'Il manque une donnée de la figure ({shape} : {missing}) ; écrivez par exemple « {example} »',
  shapePositive: 'Les longueurs doivent être strictement positives',
  shapeTriangle:
    'Les côtés {a}, {b} et {c} ne forment pas un triangle : chaque côté doit être plus court que les deux autres réunis',
};
