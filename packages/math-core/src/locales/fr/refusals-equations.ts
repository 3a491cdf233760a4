/**
 * Why a problem is refused, in French: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of equations, inequalities, identities and functions, by the same ids and with the same {names} as the English ones.
 */
export const frenchRefusalsEquations = {
  // Trigonometry: a value, an equation, its solutions in an interval.
  trigOneFunction: 'Donnez une seule fonction trigonométrique d’un angle',
  trigUndefined:
    '{value} n’est pas définie : {angle} est le point {point} du cercle trigonométrique, et {why}',
  trigUndefinedTurn:
    '{value} n’est pas définie : {angle} aboutit à {end}, qui est le point {point} du cercle trigonométrique, et {why}',
  trigTanDivides: 'tan = sin/cos, et cos y vaut 0',
  trigSecDivides: 'sec = 1/cos, et cos y vaut 0',
  trigCotDivides: 'cotan = cos/sin, et sin y vaut 0',
  trigCscDivides: 'csc = 1/sin, et sin y vaut 0',
  trigSolvable:
    'Sont résolues les équations trigonométriques en une seule des fonctions sin, cos ou tan de l’inconnue elle-même, par exemple 2sin(x) = 1 ou tan(x) = 1',
  trigEverywhere: 'Cette équation est vraie partout où elle est définie',
  trigReduce:
    'Sont résolues les équations trigonométriques en sin, cos et tan d’un angle (et de son double) qui se ramènent à une seule fonction, par exemple 2sin(x) = 1, sin(x) = cos(x) ou sin(2x) = sin(x), et celles d’une fonction en deux angles, par exemple sin(3x) = sin(x)',
  trigNoExactList: 'Ces solutions n’ont pas de forme exacte à énumérer',
  trigEveryTurn:
    'Les solutions de cette équation dans un intervalle sont énumérées quand elles se répètent à chaque tour complet',
  trigTooMany: 'Il y a plus de {count} solutions dans cet intervalle',
  // Trigonometric identities.
  identityAngle:
    'Sont démontrées les identités en sin, cos, tan, sec, csc et cotan d’un angle (et de son double), par exemple sin^2(x)+cos^2(x)=1',
  identityFunctions:
    'Cette équation n’est pas écrite en sin, cos, tan, sec, csc et cotan d’un seul angle',
  identityOne: 'Donnez une seule équation à démontrer, par exemple sin^2(x)+cos^2(x)=1',
  // Systems of equations, linear or not.
  systemThreeLinear:
    'Un système de trois équations doit être linéaire en trois inconnues, par exemple x + y + z = 6 ; 2x − y + z = 3 ; x + 2y − z = 2',
  systemOneEquals: 'Chaque équation d’un système doit avoir un signe =',
  systemCount: 'Un système doit avoir deux ou trois équations',
  systemTwoLinear:
    'Un système doit être formé de deux équations linéaires à deux inconnues, par exemple 2x + y = 5 ; x − y = 1',
  nonlinearTwo: 'Donnez deux équations à deux inconnues',
  nonlinearShape:
    'Dans un système non linéaire, une des équations doit contenir une inconnue une seule fois et à la puissance 1 (par exemple x + y = 7), ou les deux ne doivent contenir les inconnues qu’au carré',
  // Rearranging a formula.
  rearrangeFormula:
    'Donnez une formule avec un signe = pour en isoler une lettre, par exemple v = u + at',
  rearrangeNoLetter: 'Il n’y a pas de {letter} dans la formule pour l’isoler',
  rearrangeSides:
    'Une lettre est isolée dans une formule dont les membres sont des sommes de produits de lettres et de nombres, par exemple v = u + at ou A = πr^2',
  rearrangePower:
    'Pour isoler {letter}, elle doit apparaître seulement à la puissance 1, ou seulement au carré',
  // Square roots, roots and fractional powers of the unknown.
  radicalSquareOnly: 'Seules les racines carrées de l’inconnue sont prises en charge',
  radicalNested: 'Une racine carrée dans une racine carrée n’est pas prise en charge',
  radicalProduct: 'Les produits de racines carrées de l’inconnue ne sont pas pris en charge',
  radicalPart: '{part} n’est pas pris en charge dans une équation avec une racine carrée',
  radicalDivide:
    'Diviser par l’inconnue n’est pas pris en charge dans une équation avec une racine carrée',
  radicalTimesUnknown:
    'Les racines carrées multipliées par l’inconnue ne sont pas prises en charge',
  radicalTwoUnknowns: 'Une équation à deux inconnues n’a pas de réponse unique',
  radicalMany: 'Les équations avec plus de deux racines carrées ne sont pas prises en charge',
  radicalCancel: 'Les racines carrées s’annulent : écrivez l’équation sans elles',
  radicalEvery:
    'Tout nombre est solution de l’équation élevée au carré ; ce cas n’est pas pris en charge',
  radicalShape:
    'Les racines et les puissances d’exposant fractionnaire sont prises en charge sous la forme d’une seule racine ou puissance d’un polynôme en l’inconnue, par exemple ∛(x + 1) = 2 ou x^(2/3) = 4',
  rationalNested: 'Une fraction dans un dénominateur n’est pas prise en charge dans une équation',
  // Absolute values and inequalities.
  absoluteShape:
    'Les valeurs absolues sont prises en charge sous la forme d’un seul |…| de l’inconnue, éventuellement multiplié par un nombre et augmenté d’un nombre, comparé à un nombre : |2x − 1| = 5 ou 3|x + 2| − 1 < 8',
  absoluteOrTwo:
    '{shape} ; ou une valeur absolue dans chaque membre et rien d’autre : |x − 1| = |2x + 4| ou |x − 1| < |x + 2|',
  absoluteBothSides:
    'Une valeur absolue comparée à une expression en l’inconnue est prise en charge avec l’inconnue à l’intérieur à la puissance 1 et un polynôme de degré 2 au plus dans l’autre membre : |x − 1| = x − 1 ou |2x| > x + 3',
  absoluteSquare:
    'Les valeurs absolues sont prises en charge avec l’inconnue à l’intérieur au plus au carré',
  inequalityChainWay:
    'Une chaîne de deux inégalités doit aller dans le même sens, comme dans −3 < 2x + 1 ≤ 7',
  inequalityChainLong: 'Les chaînes de plus de deux inégalités ne sont pas prises en charge',
  // Logarithms: simplified, and in equations.
  logarithmOnly: 'Seuls les logarithmes, leurs sommes et leurs multiples peuvent être simplifiés',
  logarithmBases: 'Les logarithmes de bases différentes ne sont pas regroupés',
  logarithmicSides:
    'Chaque membre d’une équation logarithmique doit être une somme de logarithmes et de nombres',
  logarithmicExponent:
    'Un exposant contenant l’inconnue dans un logarithme demande une puissance de sa base, comme dans ln(e^x) ou log_2(4^x)',
  logarithmicBases:
    'Les logarithmes de bases différentes sont pris en charge dans une même équation quand les bases sont des puissances d’un même nombre, par exemple log_2(x) + log_4(x) = 3',
  logarithmicCancel: 'Les logarithmes s’annulent : il ne reste aucune inconnue à isoler',
  logarithmicEverywhere: 'Cette équation logarithmique est vraie partout où elle est définie',
  logarithmicNoExact:
    'Cette équation logarithmique n’a pas de solution exacte qui puisse être donnée',
  // Factoring, completing the square.
  factorNoUnknown:
    'Il n’y a pas d’inconnue à factoriser : écrivez un polynôme comme x^2-9, ou un nombre entier de 2 à 10^12 pour ses facteurs premiers',
  factorOneUnknown: 'On factorise les polynômes à une seule inconnue, par exemple x^2-9',
  completeQuadratic:
    'La complétion du carré, le sommet et l’axe de symétrie sont déterminés pour un polynôme du second degré d’une seule lettre, par exemple x^2 + 6x + 2 ou y = 2x^2 - 8x + 3',
  completeOneEquation:
    'Donnez une seule équation du second degré à résoudre par complétion du carré',
  // Ways of solving: a way that does not apply, and those that do.
  factoring: 'factorisation',
  'quadratic-formula': 'formule du second degré',
  'completing-the-square': 'complétion du carré',
  'square-root': 'racine carrée',
  substitution: 'substitution',
  elimination: 'combinaison linéaire',
  'unknown-left': 'inconnue à gauche',
  'unknown-right': 'inconnue à droite',
  'by-parts': 'intégration par parties',
  methodOnly:
    'La méthode demandée ({asked}) ne s’applique pas à ce problème, qui se résout d’une seule façon',
  methodOthers:
    'La méthode demandée ({asked}) ne s’applique pas à ce problème. Méthodes possibles : {ways}',
  methodsOr: '{first} ou {rest}',
  methodsComma: '{first}, {rest}',
  // Functions: domain and range, inverse, composite, stationary points, tangent, graph.
  domainFunction: 'Donnez la fonction sous la forme f(x) = …, y = … ou d’une expression en x',
  domainOneLetter: 'La fonction doit être d’une seule lettre, par exemple sqrt(x - 2)',
  domainExact:
    'L’ensemble de définition est déterminé exactement pour les fonctions construites à partir de racines, de fractions et de logarithmes de polynômes, par exemple sqrt(x - 2) ou 1/(x^2 - 4)',
  rangeCannot:
    'L’ensemble image est déterminé exactement pour les droites, les fonctions du second degré, les puissances impaires, le quotient de deux fonctions affines, et les racines carrées, eˣ, ln, |…|, sin et cos de celles-ci',
  rangeNoValues: 'La fonction ne prend aucune valeur réelle',
  rangeHole: '{function} a un trou là où un facteur se simplifie : {cannot}',
  rangeSinTurn: 'sin sur une partie d’un tour : {cannot}',
  rangeCosTurn: 'cos sur une partie d’un tour : {cannot}',
  rangeTanTurn: 'tan sur une partie d’un tour : {cannot}',
  rangeBothSigns: 'Le dénominateur de la fraction prend des valeurs des deux signes : {cannot}',
  rangeConstant: 'La fonction est constante : son ensemble image est cette seule valeur',
  rangeDegree: 'Un polynôme de degré {degree} : {cannot}',
  rangeOneLetter: 'La fonction doit être d’une seule lettre, par exemple x^2 + 1',
  inverseFunction: 'Donnez la fonction sous la forme f(x) = …, y = … ou d’une expression en x',
  inverseNotOneToOne:
    '{function} n’est pas injective (deux valeurs de x donnent la même valeur), elle n’a donc pas de réciproque sauf si on restreint son ensemble de définition',
  inverseConstant:
    'La fonction est constante là où elle est définie, elle n’a donc pas de réciproque',
  inverseOneLetter: 'La fonction doit être d’une seule lettre, par exemple f(x) = 2x + 3',
  inverseUndo:
    'La réciproque s’obtient en défaisant une opération à la fois sur l’unique x, ou pour un quotient de deux expressions affines ; cette fonction n’est pas de cette forme',
  compositeUnread: '{typed} n’a pas été compris comme une expression mathématique',
  compositeOfX: 'Les fonctions doivent dépendre de x seulement',
  compositeAtNumber:
    'La composée en un nombre est calculée quand les fonctions sont des polynômes ou des fractions',
  stationaryScope:
    'Les points critiques et les intervalles où une fonction croît sont déterminés pour un polynôme d’une seule lettre, par exemple y = x^3 - 3x',
  stationaryInexact:
    'Les points critiques de ce polynôme ne sont pas des nombres qui peuvent s’écrire de façon exacte',
  tangentCurve: 'Donnez la courbe sous la forme y = …, f(x) = … ou d’une expression en x',
  tangentPointUnread: 'Le point {point} n’a pas été compris',
  tangentPointForm: 'Donnez le point sous la forme {letter} = un nombre ou (a; b)',
  tangentNotExact: '{what} n’est pas un nombre qui peut s’écrire de façon exacte',
  tangentThePoint: 'Le point',
  tangentValueAt: 'La valeur de la courbe en {at}',
  tangentSlopeAt: 'La pente en {at}',
  tangentOneLetter: 'La courbe doit être une fonction d’une seule lettre, par exemple y = x^2 + 1',
  tangentOffCurve: 'Le point {point} n’est pas sur la courbe : en {at}, elle est en {y}',
  graphOnePoint:
    'Cette équation n’est vraie qu’en un point, {point}, il n’y a donc pas de courbe à tracer',
  graphNoPoint:
    'Aucun point ne vérifie cette équation : une somme de carrés ne peut pas être négative',
  graphNotFunction:
    'Seuls sont tracés les cercles, les ellipses et les équations qu’on peut résoudre en y, par exemple y = x^2, 2x + 3y = 6 ou x^2 + y^2 = 25',
  graphTooMany: 'On trace au plus deux fonctions à la fois, par exemple tracez y=x^2 et y=2x+1',
};
