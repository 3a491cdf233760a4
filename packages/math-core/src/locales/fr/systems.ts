/**
 * French words of the solver's steps on systems of equations, absolute values, radicals, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchSystems: Notes = {
  forms: {
    eliminate: {
      add: 'Additionnez les équations pour éliminer {unknown}',
      subtract: 'Soustrayez la deuxième équation de la première pour éliminer {unknown}',
      gives: 'Éliminez {unknown}\u00a0: {how} donne l’équation ({label})',
      givesDivided:
        'Éliminez {unknown}\u00a0: {how}, divisé par {divisor}, donne l’équation ({label})',
    },
    substitute: {
      intoFirst: 'Remplacez {unknown} par {value} dans la première équation',
      integrand: 'Donc l’intégrande est',
      intoSecond: 'Remplacez {unknown} par {value} dans la deuxième équation',
      put: 'Remplacez {unknown} par {value} dans {target} = {expression}',
      solveEquation: 'Exprimez {unknown} à partir de l’équation ({label})',
      oneIntoEquation: 'Remplacez {first} dans l’équation ({label}) et isolez {unknown}',
      twoIntoEquation:
        'Remplacez {first} et {second} dans l’équation ({label}) et isolez {unknown}',
      pointsFirst:
        'Remplacez le premier point dans y = mx + b pour trouver l’ordonnée à l’origine b',
      itIntoFirst: 'Remplacez-le dans la première équation',
      itIntoSecond: 'Remplacez-le dans la deuxième équation',
      putBack:
        'Remplacez {unknown} par {value} dans {target} = {expression}\u00a0: {target} = {result}',
      circleAreaPut: 'Remplacez le rayon par sa valeur',
      circlePerimeterPut: 'Remplacez le rayon par sa valeur',
      squareAreaPut: 'Remplacez le côté par sa valeur',
      squarePerimeterPut: 'Remplacez le côté par sa valeur',
      rectangleAreaPut: 'Remplacez la longueur et la largeur par leurs valeurs',
      rectanglePerimeterPut: 'Remplacez la longueur et la largeur par leurs valeurs',
      triangleAreaPut: 'Remplacez la base et la hauteur par leurs valeurs',
      triangleAreaSidesPut: 'Remplacez le côté a, la base et le côté c par leurs valeurs',
      trianglePerimeterPut: 'Remplacez le côté a, la base et le côté c par leurs valeurs',
      parallelogramAreaPut: 'Remplacez la base et la hauteur par leurs valeurs',
      trapezoidAreaPut: 'Remplacez le côté a, la base et la hauteur par leurs valeurs',
      sphereVolumePut: 'Remplacez le rayon par sa valeur',
      sphereSurfaceAreaPut: 'Remplacez le rayon par sa valeur',
      cylinderVolumePut: 'Remplacez le rayon et la hauteur par leurs valeurs',
      cylinderSurfaceAreaPut: 'Remplacez le rayon et la hauteur par leurs valeurs',
      coneVolumePut: 'Remplacez le rayon et la hauteur par leurs valeurs',
      cubeVolumePut: 'Remplacez l’arête par sa valeur',
      cubeSurfaceAreaPut: 'Remplacez l’arête par sa valeur',
      boxVolumePut: 'Remplacez la longueur, la largeur et la hauteur par leurs valeurs',
      boxSurfaceAreaPut: 'Remplacez la longueur, la largeur et la hauteur par leurs valeurs',
      sequencePut: 'Remplacez n par {k}',
      derivativeAt:
        'La dérivée en {unknown} = {value}\u00a0: remplacez {unknown} par {value} dans la dérivée',
      tangentPoint: 'Le point de la courbe\u00a0: remplacez {unknown} par {value} dans la fonction',
      stationaryPut: 'Remplacez {unknown} par {value} dans la fonction',
      compositeInner:
        'Calculez d’abord la fonction intérieure\u00a0: remplacez x par {value} dans {function}',
      compositeOuter: 'Puis remplacez x par {value} dans {function}',
      compositeInto: 'Remplacez x par {inner} = {expression} dans {function}',
    },
    contradiction: {
      givesFalseDivided:
        'Éliminez {unknown}\u00a0: {how}, divisé par {divisor}, donne 0 = {value}, ce qui est faux, donc il n’y a pas de solution',
      parallelNoneInFirst:
        'La première équation ne contient pas {unknown}\u00a0: 0 n’est jamais égal à {value}, donc les droites sont parallèles et il n’y a pas de solution',
      parallelNoneInSecond:
        'La deuxième équation ne contient pas {unknown}\u00a0: 0 n’est jamais égal à {value}, donc les droites sont parallèles et il n’y a pas de solution',
      givesFalse:
        'Éliminez {unknown}\u00a0: {how} donne 0 = {value}, ce qui est faux, donc il n’y a pas de solution',
      typedFalse:
        'L’équation ({label}) dit 0 = {value}, ce qui est faux, donc il n’y a pas de solution',
      parallelAdd:
        'Additionnez les équations pour éliminer {unknown}\u00a0: 0 n’est jamais égal à {value}, donc les droites sont parallèles et il n’y a pas de solution',
      parallelSubtract:
        'Soustrayez la deuxième équation de la première pour éliminer {unknown}\u00a0: 0 n’est jamais égal à {value}, donc les droites sont parallèles et il n’y a pas de solution',
      falseRow:
        'La ligne {row} dit 0 = {value}, ce qui est faux, donc aucune valeur des inconnues ne vérifie toutes les équations',
    },
    dependent: {
      line: 'Tout point de la droite est une solution',
      nothingNew:
        'Éliminez {unknown}\u00a0: {how} donne 0 = 0, donc cette équation n’apporte rien de nouveau',
      nothingNewDivided:
        'Éliminez {unknown}\u00a0: {how}, divisé par {divisor}, donne 0 = 0, donc cette équation n’apporte rien de nouveau',
      everyValue:
        'Les équations sont dépendantes\u00a0: chaque valeur de {unknown} donne une solution',
      everyValueTwo:
        'Les équations sont dépendantes\u00a0: chaque valeur de {first} et de {second} donne une solution',
      sameLineAdd:
        'Additionnez les équations pour éliminer {unknown}\u00a0: 0 = 0, donc les équations décrivent la même droite et il y a une infinité de solutions',
      sameLineSubtract:
        'Soustrayez la deuxième équation de la première pour éliminer {unknown}\u00a0: 0 = 0, donc les équations décrivent la même droite et il y a une infinité de solutions',
      sameLineNoneInFirst:
        'La première équation ne contient pas {unknown}\u00a0: 0 = 0, donc les équations décrivent la même droite et il y a une infinité de solutions',
      sameLineNoneInSecond:
        'La deuxième équation ne contient pas {unknown}\u00a0: 0 = 0, donc les équations décrivent la même droite et il y a une infinité de solutions',
    },
    solved: {
      values: 'La solution',
    },
    asSquares: {
      squares:
        'Les deux équations ne contiennent {first} et {second} que sous la forme {firstSquared} et {secondSquared}\u00a0: résolvez-les comme deux équations du premier degré d’inconnues {firstSquared} et {secondSquared}',
    },
    numberEquations: {
      three:
        'Numérotez les équations (1), (2) et (3), avec les inconnues à gauche et sans fractions',
    },
    absCases: {
      absTwo: 'Deux cas\u00a0: ce qui est dans la valeur absolue vaut {value} ou {opposite}',
      absCase: 'Cas {case}\u00a0: {equation}',
    },
    absPositive: {
      absNoSolution:
        'Une valeur absolue n’est jamais négative, donc {statement} n’a pas de solution',
      absEvery: 'Une valeur absolue n’est jamais négative, donc {statement} pour tout {unknown}',
      absPositiveExcept:
        'Une valeur absolue est strictement positive sauf là où ce qu’elle contient est nul',
      rangeDistance: 'Une valeur absolue est la distance à 0\u00a0: jamais négative',
    },
    absZero: {
      absOnlyZero: 'Une valeur absolue est nulle seulement là où ce qu’elle contient est nul',
      absAtMostZero:
        'Une valeur absolue n’est jamais négative, donc elle n’est inférieure ou égale à 0 que là où elle est nulle\u00a0: là où ce qu’elle contient est nul',
      absExcept: 'Tout {unknown} sauf là où {equation}',
    },
    absWithin: {
      absMeans:
        '{statement} signifie {between}\u00a0: {inside} est à une distance de 0 inférieure à {bound}',
      absCase: 'Cas {case}\u00a0: {statement}',
    },
    absOutside: {
      absMeans: '{statement} signifie {below} ou {above}',
      absCase: 'Cas {case}\u00a0: {statement}',
    },
    absEqual: {
      absTwo:
        'Deux valeurs absolues sont égales quand ce qu’elles contiennent est égal ou opposé\u00a0: deux cas',
      absCase: 'Cas {case}\u00a0: {equation}',
      absCaseNone: 'Cas {case}\u00a0: {equation} n’a pas de solution',
    },
    rootOfSquare: {
      absRoot: 'La racine carrée d’un carré est une valeur absolue\u00a0: {root} = {abs}',
    },
    absPieces: {
      absBySign:
        '|{inside}| vaut {inside} là où {inside} ≥ 0 et {opposite} là où {inside} < 0\u00a0: deux cas',
      absCaseWhere: 'Cas {case}, là où {part}\u00a0: {statement}',
      absWholePart: 'Tout {unknown} tel que {part} est solution',
      absInPart: '{solution} vérifie {part}\u00a0: c’est une solution',
      absNotInPart: '{solution} ne vérifie pas {part}\u00a0: ce cas ne la donne pas',
      absNeither: 'Aucun des deux cas ne donne de solution',
      absSetInPart: 'Parmi eux, les nombres tels que {part}',
      absNoneInPart: 'Aucun d’eux ne vérifie {part}',
      cuts: 'Enlevez chaque valeur absolue selon le signe de ce qu’elle contient\u00a0: il change en',
    },
    rootPositive: {
      radicalNever: 'Une racine carrée n’est jamais négative, donc {equation} n’a pas de solution',
      radicalWouldBe:
        '{solution} ne convient pas\u00a0: {root} serait égal à {value}, qui est négatif',
      rootPowerNever: '{root} n’est jamais négatif, donc {equation} n’a pas de solution',
      inverseValues:
        'Une racine carrée n’est jamais négative, donc {inverse} ne prend que ces valeurs de {unknown}, les valeurs que donne {function}',
      domainNeeds: '{subject} exige que {expression} soit positif ou nul\u00a0: {where}',
      domainNever:
        '{subject} exige que {expression} soit positif ou nul\u00a0: ce n’est jamais le cas',
    },
    squareBoth: {
      radical:
        'Élevez les deux membres au carré (cela peut introduire des solutions qui ne conviennent pas)',
    },
    squareOrder: {
      absBoth:
        'Les deux membres sont des valeurs absolues, jamais négatives, donc élever les deux membres au carré conserve l’inégalité\u00a0; et |a|² = a²',
    },
    raise: {
      rootPowerSquare: 'Élevez les deux membres à la puissance 2 (au carré)',
      rootPowerCube: 'Élevez les deux membres à la puissance 3 (au cube)',
      rootPowerAny: 'Élevez les deux membres à la puissance {power}',
      inverseSquare: 'Élevez les deux membres au carré',
      inversePower: 'Élevez les deux membres à la puissance {power}',
    },
    check: {
      within: 'Les solutions telles que {interval}',
      noneIn: 'Aucune solution n’est dans {interval}',
      logarithms:
        'Vérifiez {root}\u00a0: tous les logarithmes sont définis et les deux membres sont égaux',
      radicalSquares:
        '{solution} convient\u00a0: elle rend les carrés égaux, et {root} = {value} n’est pas négatif',
      radicalHolds: '{solution} convient\u00a0: {left} et {right}',
      radicalFails: '{solution} ne convient pas\u00a0: {left} mais {right}',
      rootPowerBoth: 'Vérifiez {solution} dans l’équation\u00a0: les deux membres valent {both}',
      fraction:
        '{unknown} = {value} convient\u00a0: aucun dénominateur n’est nul, et les deux membres valent {both}',
    },
    reciprocal: {
      rootPowerNegative:
        'Une puissance négative est l’inverse de la puissance\u00a0: prenez l’inverse des deux membres',
      inverseMultiply: 'Prenez l’inverse des deux membres et multipliez par {multiply}',
    },
    fractionalPower: {
      rootPowerOdd:
        'Une puissance fractionnaire est une puissance d’une racine\u00a0: {power} = {root}\u00a0; une racine impaire est définie pour tout réel',
      rootPowerEven:
        'Une puissance fractionnaire est une puissance d’une racine\u00a0: {power} = {root}',
    },
  },
  reasons: {
    eliminate: [
      'Combinaison linéaire',
      'en ajoutant des quantités égales à des quantités égales, on obtient des quantités égales, donc la somme de deux équations est vraie',
    ],
    substitute: [
      'Substitution',
      'une valeur peut remplacer son inconnue partout\u00a0: on peut remplacer une quantité par une quantité égale',
    ],
    contradiction: [
      '',
      'une affirmation fausse comme 0 = 5 signifie qu’aucune valeur ne vérifie toutes les équations',
    ],
    dependent: [
      '',
      '0 = 0 n’apporte rien de nouveau\u00a0: les équations décrivent la même droite, donc tout point de celle-ci convient',
    ],
    solved: ['', 'ces valeurs vérifient toutes les équations'],
    asSquares: ['', 'en prenant x² et y² comme inconnues, les équations sont du premier degré'],
    numberEquations: [
      '',
      'numéroter chaque équation permet à chaque étape suivante d’indiquer quelles équations elle combine',
    ],
    absCases: ['', 'les nombres à la distance c de 0 sont c et −c'],
    absPositive: ['', 'une valeur absolue est une distance, donc elle n’est jamais négative'],
    absZero: ['', 'seul 0 est à la distance 0 de 0'],
    absWithin: ['', '|u| < c signifie que u est à moins de c de 0\u00a0: −c < u < c'],
    absOutside: ['', '|u| > c signifie que u est à plus de c de 0\u00a0: u < −c ou u > c'],
    absEqual: ['', 'des nombres à la même distance de 0 sont égaux ou opposés'],
    rootOfSquare: [
      '',
      'une racine carrée est la racine positive ou nulle, et parmi u et −u c’est |u|',
    ],
    absPieces: [
      '',
      '|u| vaut u là où u ≥ 0 et −u là où u < 0, donc entre les zéros de u les barres s’enlèvent d’une seule façon',
    ],
    rootPositive: ['', 'une racine carrée n’est jamais négative'],
    squareBoth: [
      '',
      'des nombres égaux ont des carrés égaux, mais des nombres opposés aussi\u00a0: il faut vérifier les solutions',
    ],
    squareOrder: [
      '',
      'de deux nombres positifs ou nuls, le plus grand a le plus grand carré, donc élever les deux membres au carré conserve l’inégalité',
    ],
    raise: ['', 'des nombres égaux élevés à la même puissance sont égaux'],
    check: ['Vérification', 'seule une valeur qui vérifie l’équation de départ est une solution'],
    reciprocal: ['', 'x⁻ⁿ = 1/xⁿ, et des nombres égaux ont des inverses égaux'],
    fractionalPower: ['', 'x^(p/q) est la racine q-ième de xᵖ'],
  },
};
