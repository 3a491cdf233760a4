/**
 * French words of the solver's steps on equations and inequalities: on both sides, scale, expand,
 * sign charts, the zero product, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchEquations: Notes = {
  forms: {
    sides: {
      subtract: 'Soustrais {subtract} des deux membres',
      add: 'Ajoute {add} aux deux membres',
      isolateSquare: 'Isole le carré',
      solveFirstFor: 'Exprime {unknown} à partir de la première équation',
      solveSecondFor: 'Exprime {unknown} à partir de la deuxième équation',
      standard: 'Écris les deux équations sous la forme a{first} + b{second} = c',
      logarithms: 'Regroupe les logarithmes à gauche et les nombres à droite',
      isolatePower: 'Isole la puissance',
      radicalIsolate: 'Isole la racine carrée',
      radicalIsolateRoot: 'Isole {root}',
      trigTake: 'Soustrais {shift} des deux membres\u00a0: toutes les solutions pour {unknown}',
      trigAdd: 'Ajoute {shift} aux deux membres\u00a0: toutes les solutions pour {unknown}',
      graphSlopeForm: 'Écris-la sous la forme y = mx + b',
      graphSolveY: 'Isole y\u00a0: isole le terme en y, puis divise par son coefficient',
      pointsSolveFor: 'Isole {unknown}',
      collectLetter: 'Regroupe les termes en {unknown} dans un membre et le reste dans l’autre',
      tangentSlopeForm: 'Écris-la sous la forme y = mx + c',
      inverseTakeAway: 'Retranche les deux membres de {from}',
      inverseCollect: 'Regroupe les termes en {unknown} dans un membre',
    },
    scale: {
      multiply: 'Multiplie les deux membres par {multiply}',
      divide: 'Divise les deux membres par {divide}',
      clearOne: 'Multiplie les deux membres par {lcd} pour éliminer la fraction',
      denominator: 'Multiplie les deux membres par le dénominateur',
      clearOneExpanding:
        'Multiplie les deux membres par {lcd} pour éliminer la fraction (en développant)',
      clearEvery:
        'Multiplie chaque terme des deux membres par {lcd}, le plus petit dénominateur commun, pour éliminer les fractions',
      clearEveryExpanding:
        'Multiplie chaque terme des deux membres par {lcd}, le plus petit dénominateur commun, pour éliminer les fractions (en développant)',
      multiplyFirst: 'Multiplie la première équation par {multiply}',
      multiplySecond: 'Multiplie la deuxième équation par {multiply}',
      everyTermNeverZero: 'Multiplie chaque terme par {factor}, qui n’est jamais nul',
      byLcd: 'Le plus petit dénominateur commun est {lcd}. Multiplie les deux membres par {lcd}',
      trigMultiply: 'Multiplie par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigDivide: 'Divise par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigTakeMultiply:
        'Soustrais {shift} des deux membres, puis multiplie par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigTakeDivide:
        'Soustrais {shift} des deux membres, puis divise par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigAddMultiply:
        'Ajoute {shift} aux deux membres, puis multiplie par {multiply}\u00a0: toutes les solutions pour {unknown}',
      trigAddDivide:
        'Ajoute {shift} aux deux membres, puis divise par {divide}\u00a0: toutes les solutions pour {unknown}',
      trigGather: 'Regroupe {unknown} à gauche et divise par {divide}',
      conicDivide: 'Divise par {divide}',
      pointsStandard: 'Forme cartésienne Ax + By = C\u00a0: des entiers sans facteur commun, A > 0',
      divideNonZero: 'Divise les deux membres par {divide}, qui ne doit pas être nul',
    },
    moveAll: {
      left: 'Passe tous les termes dans le membre de gauche',
      oneFraction:
        'Passe tous les termes dans le membre de gauche et écris-le comme une seule fraction',
      trigOneSide: 'Passe tous les termes dans un même membre',
    },
    swap: {
      sides: 'Échange les deux membres',
      absLeft: 'Écris la valeur absolue à gauche',
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
        'Soustrais {subtract} des deux membres\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearSubtractNever:
        'Soustrais {subtract} des deux membres\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearAddEvery:
        'Ajoute {add} aux deux membres\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearAddNever:
        'Ajoute {add} aux deux membres\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearExpandEvery:
        'Développe et réduis\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearExpandNever:
        'Développe et réduis\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearBracketsEvery:
        'Développe\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearBracketsNever:
        'Développe\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearCollectEvery:
        'Réduis\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearCollectNever:
        'Réduis\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearEachEvery:
        'Simplifie chaque membre\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearEachNever:
        'Simplifie chaque membre\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      linearSimplifyEvery:
        'Simplifie\u00a0: les deux membres sont égaux quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      linearSimplifyNever:
        'Simplifie\u00a0: {left} n’est jamais égal à {right}, donc il n’y a pas de solution',
      rationalEvery:
        'Tout nombre vérifie l’équation sans dénominateurs, donc tout nombre est solution, sauf les valeurs interdites',
      ineqTrue:
        '{inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqFalse:
        '{inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqSubtractTrue:
        'Soustrais {subtract} des deux membres\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqSubtractFalse:
        'Soustrais {subtract} des deux membres\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqAddTrue:
        'Ajoute {add} aux deux membres\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqAddFalse:
        'Ajoute {add} aux deux membres\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      ineqExpandTrue:
        'Développe et réduis\u00a0: {inequality} est vraie quelle que soit la valeur de {unknown}, donc tout nombre est solution',
      ineqExpandFalse:
        'Développe et réduis\u00a0: {inequality} est fausse quelle que soit la valeur de {unknown}, donc il n’y a pas de solution',
      trigNever:
        '{equation} n’est jamais vraie\u00a0: {unknown} s’élimine et les angles qui restent sont différents',
    },
    expand: {
      expand: 'Développe et réduis',
      collect: 'Réduis (regroupe les termes semblables)',
      brackets: 'Développe',
      each: 'Simplifie chaque membre',
      simplify: 'Simplifie',
      eachTerm:
        'Multiplie chaque terme de la première parenthèse par chaque terme de la seconde, puis réduis',
      logarithms: 'Regroupe les multiples d’un même logarithme',
      multiplyOut: 'Développe d’abord',
      trigMultiplyOut: 'Développe et réduis',
      leftTrigMultiplyOut: 'Membre de gauche. Développe et réduis',
      rightTrigMultiplyOut: 'Membre de droite. Développe et réduis',
      into: 'Distribue {factor} dans la parenthèse',
      numbers: 'Regroupe les nombres',
      compositeMultiply: 'Développe et réduis',
    },
    ineqSides: {
      subtract: 'Soustrais {subtract} des deux membres',
      add: 'Ajoute {add} aux deux membres',
      subtractAll: 'Soustrais {subtract} aux trois membres',
      addAll: 'Ajoute {add} aux trois membres',
      left: 'Passe tous les termes dans le membre de gauche',
    },
    ineqScale: {
      divide: 'Divise les deux membres par {divide}',
      divideFlip:
        'Divise les deux membres par {divide}\u00a0; diviser par un nombre négatif change le sens de l’inégalité\u00a0: {was} devient {now}',
      zeroPowerSolve: 'Résous l’inéquation pour isoler l’inconnue',
      zeroPowerSolveTurned:
        'Résous l’inéquation pour isoler l’inconnue (diviser par un nombre négatif change > en <)',
      clear: 'Multiplie les deux membres par {lcd} pour éliminer les fractions',
      clearAll: 'Multiplie les trois membres par {lcd} pour éliminer les fractions',
      multiply: 'Multiplie les deux membres par {multiply}',
      multiplyFlip:
        'Multiplie les deux membres par {multiply}\u00a0; multiplier par un nombre négatif change le sens de l’inégalité\u00a0: {was} devient {now}',
      divideAll: 'Divise les trois membres par {divide}',
      divideAllFlip:
        'Divise les trois membres par {divide}\u00a0; diviser par un nombre négatif change le sens des deux signes\u00a0: {was} devient {now}',
      divideAllFlipTwo:
        'Divise les trois membres par {divide}\u00a0; diviser par un nombre négatif change le sens des deux signes\u00a0: {was} devient {now} et {was2} devient {now2}',
    },
    order: {
      smaller: 'Écris-la avec le plus petit nombre en premier',
      read: 'Lis-la en partant de {unknown}',
      smallerEnd: 'Écris-la avec la plus petite borne en premier',
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
      boundary: 'Cherche où {expression} = 0\u00a0: les valeurs qui bornent les intervalles',
    },
    signTest: {
      neverPositive: '{expression} n’est jamais positif, donc {inequality} n’a pas de solution',
      neverPositiveOrZero:
        '{expression} n’est jamais positif ni nul, donc {inequality} n’a pas de solution',
      chartP:
        '{expression} ne s’annule jamais, donc son signe est le même pour tout {unknown}\u00a0: essaie {unknown} = {test1}\u00a0: {expression} est positif',
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
      each: 'Résous chaque équation',
      factorOne: 'Résous {equation}',
      factorLinear: 'Résous chaque facteur du premier degré\u00a0: {equations}',
    },
    solveFor: {
      for: 'Isole {unknown}',
      trigAlone: 'Isole {unknown} dans un membre',
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
      'chaque équation est du premier degré\u00a0: défais ce qui est appliqué à l’inconnue, dans les deux membres',
    ],
    solveFor: [
      '',
      'défaire ce qui a été appliqué à l’inconnue, en commençant par la dernière opération et de la même façon dans les deux membres, l’isole',
    ],
  },
};
