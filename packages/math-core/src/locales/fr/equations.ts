/**
 * French words of the solver's steps on equations and inequalities: on both sides, scale, expand,
 * sign charts, the zero product, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchEquations: Notes = {
  forms: {
    sides: {
      subtract: 'Soustrayez {subtract} des deux membres',
      add: 'Ajoutez {add} aux deux membres',
      isolateSquare: 'Isolez le carré',
      solveFirstFor: 'Exprimez {unknown} à partir de la première équation',
      solveSecondFor: 'Exprimez {unknown} à partir de la deuxième équation',
      standard: 'Écrivez les deux équations sous la forme a{first} + b{second} = c',
      logarithms: 'Regroupez les logarithmes à gauche et les nombres à droite',
      isolatePower: 'Isolez la puissance',
      radicalIsolate: 'Isolez la racine carrée',
      radicalIsolateRoot: 'Isolez {root}',
      trigTake: 'Soustrayez {shift} des deux membres\u00a0: toutes les solutions pour {unknown}',
      trigAdd: 'Ajoutez {shift} aux deux membres\u00a0: toutes les solutions pour {unknown}',
      graphSlopeForm: 'Écrivez-la sous la forme y = mx + b',
      graphSolveY: 'Isolez y\u00a0: isolez le terme en y, puis divisez par son coefficient',
      pointsSolveFor: 'Isolez {unknown}',
      collectLetter: 'Regroupez les termes en {unknown} dans un membre et le reste dans l’autre',
      tangentSlopeForm: 'Écrivez-la sous la forme y = mx + c',
      inverseTakeAway: 'Retranchez les deux membres de {from}',
      inverseCollect: 'Regroupez les termes en {unknown} dans un membre',
    },
    scale: {
      multiply: 'Multipliez les deux membres par {multiply}',
      divide: 'Divisez les deux membres par {divide}',
      clearOne: 'Multipliez les deux membres par {lcd} pour éliminer la fraction',
      denominator: 'Multipliez les deux membres par le dénominateur',
      clearOneExpanding:
        'Multipliez les deux membres par {lcd} pour éliminer la fraction (en développant)',
      clearEvery:
        'Multipliez chaque terme des deux membres par {lcd}, le plus petit dénominateur commun, pour éliminer les fractions',
      clearEveryExpanding:
        'Multipliez chaque terme des deux membres par {lcd}, le plus petit dénominateur commun, pour éliminer les fractions (en développant)',
      multiplyFirst: 'Multipliez la première équation par {multiply}',
      multiplySecond: 'Multipliez la deuxième équation par {multiply}',
      everyTermNeverZero: 'Multipliez chaque terme par {factor}, qui n’est jamais nul',
      byLcd: 'Le plus petit dénominateur commun est {lcd}. Multipliez les deux membres par {lcd}',
      trigMultiply: 'Multipliez par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigDivide: 'Divisez par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigTakeMultiply:
        'Soustrayez {shift} des deux membres, puis multipliez par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigTakeDivide:
        'Soustrayez {shift} des deux membres, puis divisez par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigAddMultiply:
        'Ajoutez {shift} aux deux membres, puis multipliez par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigAddDivide:
        'Ajoutez {shift} aux deux membres, puis divisez par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigGather: 'Regroupez {unknown} à gauche et divisez par {divide}',
      conicDivide: 'Divisez par {divide}',
      pointsStandard: 'Forme cartésienne Ax + By = C\u00a0: des entiers sans facteur commun, A > 0',
      divideNonZero: 'Divisez les deux membres par {divide}, qui ne doit pas être nul',
    },
    moveAll: {
      left: 'Passez tous les termes dans le membre de gauche',
      oneFraction:
        'Passez tous les termes dans le membre de gauche et écrivez-le comme une seule fraction',
      trigOneSide: 'Passez tous les termes dans un même membre',
    },
    swap: {
      sides: 'Échangez les deux membres',
      absLeft: 'Écrivez la valeur absolue à gauche',
    },
    alone: {
      alone: '{unknown} est déjà isolée dans un membre',
      noneInSecond: 'La deuxième équation ne contient pas {unknown}',
      noneInFirst: 'La première équation ne contient pas {unknown}',
      inverse: '{unknown} vaut {inverse}',
    },
    cancelled: {
      linearEvery:
        'Les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearNever: '{left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearSubtractEvery:
        'Soustrayez {subtract} des deux membres\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearSubtractNever:
        'Soustrayez {subtract} des deux membres\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearAddEvery:
        'Ajoutez {add} aux deux membres\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearAddNever:
        'Ajoutez {add} aux deux membres\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearExpandEvery:
        'Développez et réduisez\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearExpandNever:
        'Développez et réduisez\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearBracketsEvery:
        'Développez\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearBracketsNever:
        'Développez\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearCollectEvery:
        'Réduisez\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearCollectNever:
        'Réduisez\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearEachEvery:
        'Simplifiez chaque membre\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearEachNever:
        'Simplifiez chaque membre\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearSimplifyEvery:
        'Simplifiez\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearSimplifyNever:
        'Simplifiez\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      rationalEvery:
        'Tout nombre vérifie l’équation sans dénominateurs, donc tout nombre est solution, sauf les valeurs interdites',
      ineqTrue:
        '{inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqFalse:
        '{inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqSubtractTrue:
        'Soustrayez {subtract} des deux membres\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqSubtractFalse:
        'Soustrayez {subtract} des deux membres\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqAddTrue:
        'Ajoutez {add} aux deux membres\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqAddFalse:
        'Ajoutez {add} aux deux membres\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqExpandTrue:
        'Développez et réduisez\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqExpandFalse:
        'Développez et réduisez\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      trigNever:
        '{equation} n’est jamais vraie\u00a0: {unknown} s’élimine et les angles qui restent sont différents',
    },
    expand: {
      expand: 'Développez et réduisez',
      collect: 'Réduisez (regroupez les termes semblables)',
      brackets: 'Développez',
      each: 'Simplifiez chaque membre',
      simplify: 'Simplifiez',
      eachTerm:
        'Multipliez chaque terme de la première parenthèse par chaque terme de la seconde, puis réduisez',
      logarithms: 'Regroupez les multiples d’un même logarithme',
      multiplyOut: 'Développez d’abord',
      trigMultiplyOut: 'Développez et réduisez',
      leftTrigMultiplyOut: 'Membre de gauche. Développez et réduisez',
      rightTrigMultiplyOut: 'Membre de droite. Développez et réduisez',
      into: 'Distribuez {factor} dans la parenthèse',
      numbers: 'Regroupez les nombres',
      compositeMultiply: 'Développez et réduisez',
    },
    ineqSides: {
      subtract: 'Soustrayez {subtract} des deux membres',
      add: 'Ajoutez {add} aux deux membres',
      subtractAll: 'Soustrayez {subtract} aux trois membres',
      addAll: 'Ajoutez {add} aux trois membres',
      left: 'Passez tous les termes dans le membre de gauche',
    },
    ineqScale: {
      divide: 'Divisez les deux membres par {divide}',
      divideFlip:
        'Divisez les deux membres par {divide}\u00a0; diviser par un nombre négatif change le sens de l’inégalité\u00a0: {was} devient {now}',
      zeroPowerSolve: 'Résolvez l’inéquation pour isoler l’inconnue',
      zeroPowerSolveTurned:
        'Résolvez l’inéquation pour isoler l’inconnue (diviser par un nombre négatif change > en <)',
      clear: 'Multipliez les deux membres par {lcd} pour éliminer les fractions',
      clearAll: 'Multipliez les trois membres par {lcd} pour éliminer les fractions',
      multiply: 'Multipliez les deux membres par {multiply}',
      multiplyFlip:
        'Multipliez les deux membres par {multiply}\u00a0; multiplier par un nombre négatif change le sens de l’inégalité\u00a0: {was} devient {now}',
      divideAll: 'Divisez les trois membres par {divide}',
      divideAllFlip:
        'Divisez les trois membres par {divide}\u00a0; diviser par un nombre négatif change le sens des deux signes\u00a0: {was} devient {now}',
      divideAllFlipTwo:
        'Divisez les trois membres par {divide}\u00a0; diviser par un nombre négatif change le sens des deux signes\u00a0: {was} devient {now} et {was2} devient {now2}',
    },
    order: {
      smaller: 'Écrivez-la avec le plus petit nombre en premier',
      read: 'Lisez-la en partant de {unknown}',
      smallerEnd: 'Écrivez-la avec la plus petite borne en premier',
    },
    both: {
      first: 'Inéquation 1\u00a0: {inequality}',
      second: 'Inéquation 2\u00a0: {inequality}',
      hold: 'Les deux doivent être vérifiées\u00a0: les nombres qui vérifient les deux inéquations',
      none: 'Aucun nombre ne vérifie à la fois {first} et {second}, donc il n’y a pas de solution',
      absBoth: 'Les deux doivent être vérifiées\u00a0: les nombres des deux cas',
      domainAll:
        'L’ensemble de définition est l’ensemble où toutes les conditions sont vérifiées à la fois',
    },
    either: {
      absEither: 'L’un ou l’autre cas\u00a0: les nombres de l’un ou de l’autre',
    },
    empty: {
      equal:
        'Les deux bornes sont égales et ne sont pas toutes deux incluses, donc il n’y a pas de solution',
      aboveBelow:
        'Aucun nombre n’est à la fois supérieur à {low} et inférieur à {high}, donc il n’y a pas de solution',
      aboveAtMost:
        'Aucun nombre n’est à la fois supérieur à {low} et inférieur ou égal à {high}, donc il n’y a pas de solution',
      atLeastBelow:
        'Aucun nombre n’est à la fois supérieur ou égal à {low} et inférieur à {high}, donc il n’y a pas de solution',
      atLeastAtMost:
        'Aucun nombre n’est à la fois supérieur ou égal à {low} et inférieur ou égal à {high}, donc il n’y a pas de solution',
    },
    squeeze: {
      only: 'Le seul nombre qui reste est {value}',
    },
    signChange: {
      boundary: 'Cherchez où {expression} = 0\u00a0: les valeurs qui bornent les intervalles',
    },
    signTest: {
      neverPositive: '{expression} n’est jamais positif, donc {inequality} n’a pas de solution',
      neverPositiveOrZero:
        '{expression} n’est jamais positif ni nul, donc {inequality} n’a pas de solution',
      chartP:
        '{expression} ne s’annule jamais, donc son signe est le même pour tout {unknown}\u00a0: essayez {unknown} = {test1}\u00a0: {expression} est positif',
      chartPP:
        'Signe de {expression} sur chaque intervalle, à l’aide d’une valeur test dans chacun\u00a0: positif sur {region1} ({unknown} = {test1})\u00a0; positif sur {region2} ({unknown} = {test2})',
      chartPNP:
        'Signe de {expression} sur chaque intervalle, à l’aide d’une valeur test dans chacun\u00a0: positif sur {region1} ({unknown} = {test1})\u00a0; négatif sur {region2} ({unknown} = {test2})\u00a0; positif sur {region3} ({unknown} = {test3})',
      neverNegative: '{expression} n’est jamais négatif, donc {inequality} n’a pas de solution',
      neverNegativeOrZero:
        '{expression} n’est jamais négatif ni nul, donc {inequality} n’a pas de solution',
      every: '{inequality} pour tout {unknown}, donc tout nombre est solution',
      wherePositive: '{inequality} là où {expression} est positif',
      wherePositiveOrZero: '{inequality} là où {expression} est positif ou nul',
      whereNegative: '{inequality} là où {expression} est négatif',
      whereNegativeOrZero: '{inequality} là où {expression} est négatif ou nul',
      fractionTests:
        'Signe de la fraction à l’aide d’une valeur test dans chaque intervalle\u00a0: {signs}',
      fractionPositive: 'La fraction est positive sur ces intervalles',
      fractionPositiveOrZero: 'La fraction est positive ou nulle sur ces intervalles',
      fractionNegative: 'La fraction est négative sur ces intervalles',
      fractionNegativeOrZero: 'La fraction est négative ou nulle sur ces intervalles',
    },
    fractionZero: {
      top: 'La fraction est nulle là où son numérateur est nul\u00a0: {equation}',
      expressionZero:
        'Le numérateur est nul, donc l’expression est nulle partout où elle est définie',
    },
    zeroProduct: {
      zero: 'Un produit est nul lorsque l’un de ses facteurs est nul',
      trigOnly: 'Un produit est nul seulement quand l’un de ses facteurs est nul',
    },
    solveEach: {
      each: 'Résolvez chaque équation',
      factorOne: 'Résolvez {equation}',
      factorLinear: 'Résolvez chaque facteur du premier degré\u00a0: {equations}',
    },
    solveFor: {
      for: 'Isolez {unknown}',
      trigAlone: 'Isolez {unknown} dans un membre',
    },
  },
  reasons: {
    sides: ['', 'ajouter ou soustraire la même quantité aux deux membres conserve l’égalité'],
    scale: [
      '',
      'multiplier ou diviser les deux membres par un même nombre non nul conserve l’égalité',
    ],
    moveAll: [
      '',
      'soustraire le membre de droite aux deux membres conserve l’égalité et laisse 0 à droite',
    ],
    swap: ['', 'a = b et b = a disent la même chose'],
    alone: ['', 'quand l’inconnue est seule dans un membre, l’autre membre est sa valeur'],
    cancelled: [
      '',
      'une fois l’inconnue éliminée, ce qui reste est vrai pour toutes les valeurs ou pour aucune',
    ],
    expand: ['', 'développer et regrouper les termes semblables change la forme, pas la valeur'],
    ineqSides: ['', 'ajouter ou soustraire la même quantité aux deux membres conserve l’inégalité'],
    ineqScale: [
      '',
      'multiplier par un nombre positif conserve le sens d’une inégalité\u00a0; par un nombre négatif, il s’inverse',
    ],
    order: ['', 'a < x < b et b > x > a disent la même chose'],
    both: [
      'Intersection',
      '«\u00a0et\u00a0» signifie qu’un nombre doit vérifier les deux, donc on ne garde que la partie commune',
    ],
    either: [
      'Réunion',
      '«\u00a0ou\u00a0» signifie qu’un nombre peut vérifier l’une ou l’autre, donc on garde les deux ensembles',
    ],
    empty: ['', 'aucun nombre n’est supérieur à une borne et inférieur à une borne plus petite'],
    squeeze: ['', 'a ≤ x ≤ a ne laisse que x = a'],
    signChange: ['', 'un polynôme ne peut changer de signe que là où il s’annule'],
    signTest: [
      'Tableau de signes',
      'entre les points où elle s’annule ou n’est pas définie, une expression garde un signe constant, donc une valeur test suffit',
    ],
    fractionZero: ['', 'une fraction est nulle seulement quand son numérateur est nul'],
    zeroProduct: [
      'Règle du produit nul',
      'un produit est nul seulement quand l’un de ses facteurs est nul',
    ],
    solveEach: [
      '',
      'chaque équation est du premier degré\u00a0: défaites ce qui est appliqué à l’inconnue, dans les deux membres',
    ],
    solveFor: [
      '',
      'défaire ce qui a été appliqué à l’inconnue, en commençant par la dernière opération et de la même façon dans les deux membres, l’isole',
    ],
  },
};
