/**
 * French words of the solver's steps on graphs, rational expressions, points and lines, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchGraphs: Notes = {
  forms: {
    yIntercept: {
      valueAt: 'L’ordonnée à l’origine est la valeur en {unknown} = 0',
      constantTerm:
        'L’ordonnée à l’origine est la valeur en {unknown} = 0\u00a0: le terme constant',
    },
    xIntercept: {
      where: 'Les points d’intersection avec l’axe des abscisses sont là où y = 0',
      whereLine:
        'Le point d’intersection avec l’axe des abscisses est là où y = 0\u00a0: {equation}',
      never:
        'L’équation n’a pas de solution réelle, donc la courbe ne coupe jamais l’axe des abscisses',
      onePoint: 'Donc la courbe coupe l’axe des abscisses en un point',
      points: 'Donc la courbe coupe l’axe des abscisses en {count} points',
      graphAt: 'Donc la courbe coupe l’axe des abscisses en',
      lineAt: 'Donc la droite coupe l’axe des abscisses en',
      numeratorNever:
        'Le numérateur restant ne s’annule jamais, donc la courbe ne coupe jamais l’axe des abscisses',
      numeratorZero:
        'Les points d’intersection avec l’axe des abscisses sont là où le numérateur restant s’annule',
    },
    slope: {
      graphRises:
        'Le coefficient directeur est m, le coefficient de {unknown}\u00a0: la droite monte de {rise} quand x augmente de 1',
      graphFalls:
        'Le coefficient directeur est m, le coefficient de {unknown}\u00a0: la droite descend de {fall} quand x augmente de 1',
      pointsSlopeIntercept: 'La droite sous forme réduite, y = mx + b',
    },
    vertex: {
      graphRead: 'Lisez a, b et c dans y = ax² + bx + c',
      graphAxis: 'L’axe de symétrie est x = −b/(2a)',
      graphPut: 'Le sommet est sur l’axe\u00a0: remplacez {unknown} par {value} dans la fonction',
      symmetric:
        'La parabole est symétrique par rapport à la droite verticale qui passe par son sommet',
      rangeUp:
        'Le sommet est en x = {h}, où la parabole change de sens en y = {k}\u00a0; elle est tournée vers le haut',
      rangeDown:
        'Le sommet est en x = {h}, où la parabole change de sens en y = {k}\u00a0; elle est tournée vers le bas',
    },
    vertexForm: {
      least:
        '{square} n’est jamais négatif et ne s’annule qu’en {unknown} = {at}, donc {completed} y est minimal, avec la valeur {value}\u00a0: le sommet',
      greatest:
        '{square} n’est jamais négatif et ne s’annule qu’en {unknown} = {at}, donc {completed} y est maximal, avec la valeur {value}\u00a0: le sommet',
    },
    opens: {
      up: 'a est positif, donc la parabole est tournée vers le haut et le sommet est son point le plus bas',
      down: 'a est négatif, donc la parabole est tournée vers le bas et le sommet est son point le plus haut',
    },
    turning: {
      graphWhere:
        'La courbe change de sens de variation là où sa pente, la dérivée, s’annule en changeant de signe',
      graphNone: 'La pente ne change jamais de signe, donc la courbe n’a pas d’extremum',
      graphPoints: 'Les extremums',
    },
    flat: {
      horizontal:
        'y ne dépend pas de {unknown}\u00a0: la courbe est une droite horizontale de coefficient directeur 0',
    },
    noDivideByZero: {
      equationExcluded: 'Un dénominateur ne peut pas être nul, donc {excluded}',
      inequalityNever:
        'L’expression n’est pas définie là où un dénominateur est nul\u00a0: ces points ne sont jamais dans la réponse',
      zero: '{unknown} = {value} annule un dénominateur, donc ce n’est pas une solution',
      equationConditions:
        'Un dénominateur ne peut pas être nul\u00a0: {conditions}. Donc {excluded}',
      equationNever:
        'Le dénominateur {denominator} n’est jamais nul pour {unknown} réel, donc aucune valeur n’est interdite',
      equationNeverAll:
        'Les dénominateurs {denominators} ne sont jamais nuls pour {unknown} réel, donc aucune valeur n’est interdite',
      expressionUndefined:
        'L’expression n’est pas définie là où un dénominateur est nul, donc {excluded}',
      trigUndefined:
        'Ce ne sont pas des solutions\u00a0: l’équation telle qu’elle est écrite n’y est pas définie',
      tanUndefined:
        'Ce ne sont pas des solutions\u00a0: tan n’y est pas définie, son angle étant un multiple impair de 90°',
      graphDenominator: 'La fonction n’est pas définie là où son dénominateur s’annule',
      domainNeeds: '{subject} exige que {expression} soit non nul\u00a0: {where}',
      domainNever: '{subject} exige que {expression} soit non nul\u00a0: ce n’est jamais le cas',
    },
    cancelFactor: {
      topAndBottom: 'Simplifiez le facteur commun {factor} du numérateur et du dénominateur',
      soFor: 'Donc, pour {excluded}',
      so: 'Donc',
      trigDefined:
        'Simplifiez par le facteur commun {factor}, qui n’est pas nul là où l’expression est définie',
      leftTrigDefined:
        'Membre de gauche. Simplifiez par le facteur commun {factor}, qui n’est pas nul là où l’expression est définie',
      rightTrigDefined:
        'Membre de droite. Simplifiez par le facteur commun {factor}, qui n’est pas nul là où l’expression est définie',
      graphCommon: 'Simplifiez par le facteur commun {factor}',
    },
    hole: {
      cancelled:
        'Là où le facteur simplifié s’annule, la fonction n’est toujours pas définie\u00a0: la courbe y a un trou, à la valeur que prend le reste',
    },
    asymptote: {
      vertical:
        'Là où le dénominateur restant s’annule, la fonction devient infiniment grande\u00a0: asymptotes verticales',
      lineOverLine:
        'Le quotient de deux expressions du premier degré prend toutes les valeurs sauf le quotient de leurs coefficients directeurs, {ratio}\u00a0: son asymptote horizontale',
    },
    longDivision: {
      leadingTerm:
        'Divisez le terme de plus haut degré {lead} par {divisorLead}\u00a0: {term}. Multipliez\u00a0: {term} · ({divisor}) = {product}\u00a0; soustrayez-le, il reste {left}',
      exactly: 'Le reste est nul, donc {divisor} divise exactement\u00a0: quotient {quotient}',
      withRemainder:
        'Quotient {quotient}, reste {remainder}\u00a0: dividende = diviseur × quotient + reste',
      so: 'Donc',
      divideFirst:
        'Le degré du numérateur n’est pas inférieur à celui du dénominateur\u00a0: divisez d’abord',
      graphSlant:
        'Le numérateur a un degré de plus\u00a0: en le divisant par le dénominateur, il reste une droite plus une partie qui tend vers 0',
    },
    each: {
      graphFor: 'Pour {function}',
    },
    meet: {
      where: 'Les courbes se coupent là où les deux fonctions sont égales',
      never: 'L’équation n’a pas de solution réelle, donc les courbes ne se coupent jamais',
      put: 'Remplacez chaque solution dans l’une des fonctions pour obtenir le point d’intersection',
      same: 'L’équation est vraie pour tout {unknown}\u00a0: les deux courbes sont confondues',
      sameExceptOne:
        'L’équation est vraie pour tout {unknown} où les deux membres sont définis\u00a0: les courbes sont confondues, sauf en {at}, où {function} n’est pas définie (un trou)',
      sameExceptMany:
        'L’équation est vraie pour tout {unknown} où les deux membres sont définis\u00a0: les courbes sont confondues, sauf en {at}, où l’un des membres n’est pas défini (des trous)',
      samePieces:
        'Une fois les barres enlevées, les deux membres sont ici le même polynôme\u00a0: les courbes sont confondues',
      nowhereElse:
        'Ailleurs, les deux membres ne sont jamais égaux, donc les courbes ne se coupent nulle part ailleurs',
      elsewhere: 'Ailleurs, ils ne sont égaux qu’en ces points',
    },
    circle: {
      radius:
        'Un cercle (x − h)² + (y − k)² = r² a pour centre (h, k) et pour rayon r, la racine carrée de r²',
    },
    ellipse: {
      divide:
        'Divisez par {divide}\u00a0: une ellipse de centre (h, k), qui s’étend de √(c/a) horizontalement et de √(c/b) verticalement à partir de lui',
    },
    equivalent: {
      overDenominator:
        'Écrivez les deux nombres sous forme de fractions de dénominateur {denominator}',
      lcdOfBoth:
        'Le plus petit dénominateur commun de {first} et {second} est {lcd}\u00a0: écrivez chaque fraction avec le dénominateur {lcd}',
      overLcd: 'Écrivez chaque fraction avec le plus petit dénominateur commun {lcd}',
    },
    addFractions: {
      addNumerators: 'Additionnez les numérateurs sur le dénominateur commun',
      addNumeratorsReduced:
        'Additionnez les numérateurs sur le dénominateur commun, puis simplifiez la fraction',
      subtractNumerators: 'Soustrayez les numérateurs sur le dénominateur commun',
      subtractNumeratorsReduced:
        'Soustrayez les numérateurs sur le dénominateur commun, puis simplifiez la fraction',
      combine: 'Regroupez les numérateurs sur le dénominateur commun',
      trigOneFraction: 'Écrivez-le comme une seule fraction',
      leftTrigOneFraction: 'Membre de gauche. Écrivez-le comme une seule fraction',
      rightTrigOneFraction: 'Membre de droite. Écrivez-le comme une seule fraction',
    },
    multiplyFractions: {
      across: 'Multipliez les numérateurs entre eux et les dénominateurs entre eux',
      products: 'Calculez les produits et simplifiez la fraction',
      factorEach:
        'Multipliez les numérateurs entre eux et les dénominateurs entre eux (diviser par une fraction, c’est multiplier par son inverse), et factorisez chacun',
    },
    lcd: {
      cancel: 'Simplifiez chaque dénominateur avec le dénominateur commun',
      trigDefined:
        'Multipliez les deux membres par {denominator}, qui n’est pas nul là où l’équation est définie',
    },
    conditions: {
      hold: 'Les conditions pour que ce soit vrai',
      domainNothing:
        'Rien dans {function} ne restreint {unknown}\u00a0: elle est définie pour tout {unknown}',
      rangeValues: 'L’ensemble image\u00a0: toutes les valeurs que prend {function}',
    },
    twoPoints: {
      pointsVertical:
        'La variation de x est nulle, donc le coefficient directeur (variation de y sur variation de x) n’est pas défini\u00a0: la droite est verticale',
      pointsSameX: 'Tous les points d’une droite verticale ont le même x',
      pointsSlope:
        'Le coefficient directeur est la variation de y sur la variation de x\u00a0: m = (y₂ − y₁)/(x₂ − x₁)',
      pointsSimplify: 'Simplifiez la fraction',
      pointsRoot: 'Prenez la racine carrée',
      pointsRootBoth: 'Prenez la racine carrée du numérateur et du dénominateur',
    },
    distance: {
      pointsFormula: 'La distance entre les points\u00a0: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
    },
    midpoint: {
      pointsX: 'Le milieu\u00a0: la moyenne des abscisses',
      pointsY: 'et la moyenne des ordonnées',
    },
  },
  reasons: {
    yIntercept: ['', 'la courbe coupe l’axe des ordonnées là où x = 0'],
    xIntercept: ['', 'la courbe coupe l’axe des abscisses là où y = 0'],
    slope: ['', 'dans y = mx + b, y augmente de m quand x augmente de 1, et vaut b en x = 0'],
    vertex: [
      '',
      'une parabole est symétrique par rapport à x = −b/(2a), donc son sommet est sur cette droite',
    ],
    vertexForm: [
      'Forme canonique',
      'dans a(x − h)² + k, le carré n’est jamais négatif et ne s’annule qu’en x = h, donc la valeur en ce point, k, est le minimum (a > 0) ou le maximum (a < 0)',
    ],
    opens: [
      '',
      'loin de l’origine, ax² l’emporte sur le reste, donc le signe de a décide de l’orientation',
    ],
    turning: [
      '',
      'une courbe lisse ne change de sens de variation que là où sa pente, la dérivée, change de signe',
    ],
    flat: ['', 'une fonction qui ne dépend pas de x a la même valeur partout'],
    noDivideByZero: ['', 'la division par 0 n’est pas définie'],
    cancelFactor: [
      '',
      'un facteur commun au numérateur et au dénominateur se simplifie\u00a0: ak/bk = a/b pour k ≠ 0',
    ],
    hole: ['', 'un facteur simplifié annule toujours le dénominateur de départ en ce point'],
    asymptote: [
      '',
      'près d’une valeur qui annule seulement le dénominateur, le quotient devient infiniment grand',
    ],
    longDivision: [
      'Division euclidienne de polynômes',
      'dividende = diviseur × quotient + reste à chaque étape',
    ],
    each: ['', 'les caractéristiques de chaque courbe viennent de sa propre équation'],
    meet: ['', 'un point commun aux deux courbes a le même y sur les deux'],
    circle: [
      '',
      'd’après le théorème de Pythagore, les points à la distance r de (h, k) vérifient (x − h)² + (y − k)² = r²',
    ],
    ellipse: ['', 'la forme réduite a les carrés des demi-axes sous (x − h)² et (y − k)²'],
    equivalent: [
      '',
      'multiplier le numérateur et le dénominateur par un même facteur non nul ne change pas la valeur d’une fraction',
    ],
    addFractions: [
      '',
      'des fractions de même dénominateur s’additionnent en additionnant leurs numérateurs',
    ],
    multiplyFractions: ['', 'a/b × c/d = ac/(bd), et diviser par c/d, c’est multiplier par d/c'],
    lcd: [
      '',
      'une fraction multipliée par un multiple de son dénominateur donne une expression sans fraction',
    ],
    conditions: [
      '',
      'la division par 0 et la racine carrée d’un nombre négatif ne sont pas définies',
    ],
    twoPoints: [
      '',
      'le coefficient directeur d’une droite est la variation de y sur la variation de x entre deux quelconques de ses points',
    ],
    distance: [
      'Distance entre deux points',
      'd’après le théorème de Pythagore, la distance vaut √(Δx² + Δy²)',
    ],
    midpoint: [
      'Milieu',
      'le milieu est à mi-chemin horizontalement et verticalement\u00a0: la moyenne de chaque coordonnée',
    ],
  },
};
