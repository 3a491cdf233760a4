/**
 * French words of the solver's steps on factoring, quadratics and square roots, complex roots, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchFactoring: Notes = {
  forms: {
    commonFactor: {
      bracket: 'Mettez en facteur la parenthèse commune ({bracket})',
      factor: 'Mettez en facteur le facteur commun {factor}',
      collectUnknown:
        'Regroupez les termes en {unknown} dans un membre et mettez {unknown} en facteur',
      squareTerms:
        'Mettez le facteur {factor} en facteur dans les termes en {unknown}² et en {unknown}',
    },
    sumProduct: {
      pair: 'Deux nombres dont le produit vaut {product} et la somme {sum}\u00a0: {m} et {n}',
    },
    acMethod: {
      split:
        'ac = {a} · {c} = {ac}\u00a0; deux nombres dont le produit vaut {ac} et la somme {b}\u00a0: {m} et {n}. Décomposez le terme du milieu',
      splitNegative:
        'ac = {a} · ({c}) = {ac}\u00a0; deux nombres dont le produit vaut {ac} et la somme {b}\u00a0: {m} et {n}. Décomposez le terme du milieu',
    },
    grouping: {
      pairs:
        'Regroupez les termes deux par deux et mettez en facteur le facteur commun de chaque paire',
      firstTwo:
        'Regroupez les deux premiers termes et les deux derniers, et mettez en facteur le facteur commun de chaque paire',
    },
    squareTrinomial: {
      plus: 'Une identité remarquable\u00a0: a² + 2ab + b² = (a + b)², avec a = {a} et b = {b}',
      minus: 'Une identité remarquable\u00a0: a² − 2ab + b² = (a − b)², avec a = {a} et b = {b}',
      zero: 'Le discriminant est nul\u00a0: le trinôme est un carré parfait',
      left: 'Écrivez le membre de gauche sous forme de carré',
      firstThree: 'Les trois premiers termes forment un carré parfait\u00a0: {trinomial}',
    },
    squares: {
      squares:
        'Une différence de deux carrés\u00a0: a² − b² = (a − b)(a + b), avec a = {a} et b = {b}',
    },
    cubes: {
      sum: 'Une somme de deux cubes\u00a0: a³ + b³ = (a + b)(a² − ab + b²), avec a = {a} et b = {b}',
      difference:
        'Une différence de deux cubes\u00a0: a³ − b³ = (a − b)(a² + ab + b²), avec a = {a} et b = {b}',
    },
    rationalRoot: {
      root: 'Théorème des racines rationnelles\u00a0: une racine rationnelle s’écrit ±p/q avec p diviseur de {constant} et q diviseur de {leading} ({candidates}). En les essayant, {unknown} = {root} donne 0, donc {factor} est un facteur',
      rootMany:
        'Théorème des racines rationnelles\u00a0: une racine rationnelle s’écrit ±p/q avec p diviseur de {constant} et q diviseur de {leading} ({candidates}, …). En les essayant, {unknown} = {root} donne 0, donc {factor} est un facteur',
    },
    synthetic: {
      division:
        'Division synthétique (schéma de Horner) de {coefficients} par {root}\u00a0: dernière ligne {bottom}, reste 0',
    },
    irreducible: {
      negative:
        '{polynomial} ne se factorise pas sur les rationnels\u00a0: son discriminant b² − 4ac = {discriminant} est négatif',
      notSquare:
        '{polynomial} ne se factorise pas sur les rationnels\u00a0: son discriminant b² − 4ac = {discriminant} n’est pas un carré parfait',
      cubic:
        '{polynomial} ne se factorise pas sur les rationnels\u00a0: il n’a pas de racine rationnelle, et un polynôme de degré 3 qui se factorise a un facteur de degré 1',
      noSmall:
        '{polynomial} ne se factorise pas sur les rationnels\u00a0: il n’a ni racine rationnelle ni facteur de degré 2, donc aucun facteur de degré 1 ou 2, ce que toute factorisation exigerait',
      linear: '{polynomial} ne se factorise pas sur les rationnels\u00a0: il est de degré 1',
    },
    divides: {
      divides: 'Il n’y a pas de racine rationnelle, mais {factor} le divise sans reste',
    },
    factored: {
      quadratic: 'Factorisez le trinôme',
      done: 'Factorisé',
      fully: 'Donc, complètement factorisé',
      numerator: 'Factorisez le numérateur',
      topAndBottom: 'Factorisez le numérateur et le dénominateur',
      bottom: 'Factorisez le dénominateur',
    },
    discriminant: {
      discriminant: 'Le discriminant b² − 4ac',
      factors: 'Le discriminant b² − 4ac est un carré parfait, donc le trinôme se factorise',
    },
    noRealRoot: {
      negative: 'Le discriminant b² − 4ac est négatif, donc il n’y a pas de solution réelle',
      factor: '{equation} n’a pas de solution réelle',
      factorPair:
        '{equation} n’a pas de solution réelle (dans les nombres complexes, {unknown} = {roots})',
      factorPure:
        '{equation} n’a pas de solution réelle (dans les nombres complexes, {unknown} = ±{root})',
      radicalRadicand:
        '{solution} ne convient pas\u00a0: {radicand} y est négatif, et la racine carrée d’un nombre négatif n’est pas un nombre réel',
      radicalNotReal:
        '{solution} ne convient pas\u00a0: la racine carrée d’un nombre négatif n’est pas un nombre réel',
    },
    formula: {
      formula: 'La formule du second degré x = (−b ± √(b² − 4ac))/(2a)',
      complex:
        'La formule du second degré x = (−b ± √(b² − 4ac))/(2a) donne deux solutions complexes',
    },
    completeSquare: {
      half: 'Ajoutez aux deux membres le carré de la moitié du coefficient de {unknown}, ({half})² = {square}',
      conicBoth: 'Complétez le carré en {first} et en {second}',
      noTerm:
        'Il n’y a pas de terme en {unknown}, donc le trinôme est déjà un multiple de {unknown}² plus un nombre',
      addTakeAway:
        'La moitié du coefficient de {unknown} est {half}\u00a0: ajoutez son carré, {square}, puis retranchez-le',
      addTakeAwayBracket:
        'La moitié du coefficient de {unknown} dans la parenthèse est {half}\u00a0: ajoutez son carré, {square}, puis retranchez-le',
    },
    squareRoot: {
      both: 'Prenez la racine carrée des deux membres\u00a0: il y a une racine positive et une racine négative',
      pairedSigns:
        'Prenez les racines carrées\u00a0: chaque signe de l’une va avec chaque signe de l’autre',
      letter:
        'Prenez la racine carrée des deux membres\u00a0: {unknown} est la racine positive ou la négative, là où ce qui est sous la racine n’est pas négatif',
    },
    plusMinus: {
      both: 'Calculez avec le signe − et avec le signe +',
    },
    doubleRoot: {
      one: '√0 = 0, donc les deux signes donnent la même solution',
    },
    squareZero: {
      root: 'Prenez la racine carrée',
      of: 'Prenez la racine carrée\u00a0: {base} = 0',
    },
    squarePositive: {
      square: 'Un carré n’est jamais négatif, donc {square} = {value} n’a pas de solution réelle',
      noRealPair: 'Un carré n’est jamais négatif, donc il n’y a pas de solution réelle',
    },
    simplifyRoot: {
      squareFactor: 'Sortez le plus grand facteur carré parfait',
      squareFactorWorked: 'Sortez le plus grand facteur carré parfait\u00a0: {work}',
      rootOfProduct: 'La racine d’un produit est le produit des racines\u00a0: √(ab) = √a × √b',
      perfectSquare: 'Prenez la racine carrée du carré parfait',
      perfectSquareWorked: 'Prenez la racine carrée du carré parfait\u00a0: {work}',
      root: 'Simplifiez la racine carrée\u00a0: √{radicand} = {root}',
      pointsPerfect: '{square} est un carré parfait',
      pointsMakeSquare:
        'Multipliez le numérateur et le dénominateur par {factor} pour que le dénominateur soit un carré parfait',
      pointsMakeSquareLargest:
        'Multipliez le numérateur et le dénominateur par {factor} pour que le dénominateur soit un carré parfait, puis sortez le plus grand facteur carré parfait, {square}',
      pointsRootBothLargest:
        'Prenez la racine carrée du numérateur et du dénominateur, puis sortez le plus grand facteur carré parfait, {square}',
      pointsLargest: 'Sortez le plus grand facteur carré parfait, {square}',
    },
    reduce: {
      common: 'Divisez le numérateur et le dénominateur par {common}',
      greatestFactor:
        'Simplifiez la fraction\u00a0: divisez le numérateur et le dénominateur par leur PGCD',
      pointsBy:
        'Simplifiez la fraction\u00a0: divisez le numérateur et le dénominateur par {divisor}',
      pointsLowest: 'Écrivez le coefficient directeur sous forme de fraction irréductible',
    },
    decimals: {
      large:
        'La racine carrée est trop grande pour être simplifiée, donc les solutions sont données en écriture décimale, chacune étant le nombre en double précision le plus proche de la racine exacte',
    },
    imaginary: {
      negativeRoot:
        '{root} n’est pas un nombre réel\u00a0; dans les nombres complexes, {work}, avec i = √(−1)',
      i: 'Dans les nombres complexes, la racine carrée d’un nombre négatif est imaginaire (i = √(−1))',
      pure: 'Dans les nombres complexes, la racine carrée d’un nombre négatif est imaginaire\u00a0: {unknown} = ±√({square}) = ±{root}',
      shifted:
        'Dans les nombres complexes, la racine carrée d’un nombre négatif est imaginaire\u00a0: {shifted} = ±√({square}), donc {unknown} = {roots}',
      shiftedPure:
        'Dans les nombres complexes, la racine carrée d’un nombre négatif est imaginaire\u00a0: {shifted} = ±√({square}), donc {unknown} = ±{root}',
    },
    iSquared: {
      unitSquared: 'Calculez en utilisant i² = −1 (i est l’unité imaginaire)',
      complexWorkOut: 'Calculez',
    },
    modulus: {
      distance: 'Le module est la distance à 0\u00a0: |a + bi| = √(a² + b²)',
    },
    argument: {
      angle:
        'L’argument est l’angle entre l’axe réel positif et le point {point}, entre −π et π\u00a0: tan θ = b/a dans le quadrant du point',
    },
    polar: {
      polarForm: 'La forme trigonométrique r(cos θ + i sin θ)',
    },
    conjugate: {
      signChanges:
        'Le conjugué de a + bi est a − bi\u00a0: le signe de la partie imaginaire change',
    },
    deMoivre: {
      first:
        'Dans les nombres complexes, {equation} a {count} solutions, {circle} pour θ = {angle}, k = {ks}\u00a0: d’après la formule de Moivre, (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), qui vaut {value} pour ces angles. Celles qui ne sont pas réelles vont par paires de conjugués',
      firstExact:
        'Dans les nombres complexes, {equation} a {count} solutions, {circle} pour θ = {angle}, k = {ks}\u00a0: d’après la formule de Moivre, (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), qui vaut {value} pour ces angles. Celles qui ne sont pas réelles vont par paires de conjugués\u00a0: {polar} = {pair}',
      firstPure:
        'Dans les nombres complexes, {equation} a {count} solutions, {circle} pour θ = {angle}, k = {ks}\u00a0: d’après la formule de Moivre, (r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ), qui vaut {value} pour ces angles. Celles qui ne sont pas réelles vont par paires de conjugués\u00a0: {polar} = ±{root}',
      next: 'La paire de conjugués suivante',
      nextExact: 'La paire de conjugués suivante\u00a0: {polar} = {pair}',
      nextPure: 'La paire de conjugués suivante\u00a0: {polar} = ±{root}',
    },
    noOther: {
      none: 'Il n’y a pas d’autre solution réelle',
    },
  },
  reasons: {
    commonFactor: [
      'Facteur commun',
      'la distributivité ab + ac = a(b + c), lue de droite à gauche',
    ],
    sumProduct: ['Somme et produit', '(x + p)(x + q) = x² + (p + q)x + pq'],
    acMethod: [
      'Méthode ac',
      'décomposer ainsi le terme du milieu permet de regrouper les termes deux par deux',
    ],
    grouping: [
      'Regroupement',
      'chaque paire a un facteur commun, et la parenthèse qui reste est alors commune aux deux',
    ],
    squareTrinomial: ['Carré parfait', '(a ± b)² = a² ± 2ab + b²'],
    squares: ['Différence de deux carrés', '(a − b)(a + b) = a² − b²'],
    cubes: [
      'Somme ou différence de deux cubes',
      'en développant (a ± b)(a² ∓ ab + b²) on obtient a³ ± b³',
    ],
    rationalRoot: [
      'Théorème des racines rationnelles',
      'une racine p/q irréductible a p diviseur du terme constant et q diviseur du coefficient dominant\u00a0; une racine r donne un facteur x − r',
    ],
    synthetic: [
      'Division synthétique',
      'diviser par x − r, où r est une racine, donne l’autre facteur avec un reste 0',
    ],
    irreducible: [
      '',
      'un facteur à coefficients rationnels donnerait une racine rationnelle, et il n’y en a pas',
    ],
    divides: ['', 'un diviseur qui laisse un reste 0 est un facteur'],
    factored: ['', 'en remultipliant les facteurs, on retrouve l’expression'],
    discriminant: [
      'Discriminant',
      'b² − 4ac est sous la racine dans la formule du second degré\u00a0: il détermine la nature des racines',
    ],
    noRealRoot: ['', 'un nombre négatif n’a pas de racine carrée réelle'],
    formula: [
      'Formule du second degré',
      'compléter le carré dans ax² + bx + c = 0 donne x = (−b ± √(b² − 4ac))/(2a)',
    ],
    completeSquare: [
      'Complétion du carré',
      'x² + bx + (b/2)² = (x + b/2)², et ajouter (b/2)² aux deux membres conserve l’égalité',
    ],
    squareRoot: [
      'Racine carrée des deux membres',
      'si u² = k (k > 0), alors u = √k ou u = −√k\u00a0: les deux ont pour carré k',
    ],
    plusMinus: ['', '± représente deux nombres, l’un avec + et l’autre avec −'],
    doubleRoot: ['', 'ajouter ou retrancher 0 donne le même nombre, donc il y a une seule racine'],
    squareZero: ['', 'un carré est nul seulement quand ce qu’on élève au carré est nul'],
    squarePositive: ['', 'le carré d’un nombre réel n’est jamais négatif'],
    simplifyRoot: ['', '√(a²b) = a√b, car la racine d’un produit est le produit des racines'],
    reduce: [
      '',
      'diviser le numérateur et le dénominateur par un même nombre ne change pas la valeur d’une fraction',
    ],
    decimals: [
      '',
      'la racine exacte est trop longue à simplifier, donc on donne sa valeur décimale la plus proche',
    ],
    imaginary: ['', 'avec i = √(−1), un nombre négatif −k a pour racines carrées ±i√k'],
    iSquared: [
      '',
      'i² = −1\u00a0; pour le reste, les nombres complexes suivent les règles habituelles du calcul algébrique',
    ],
    modulus: [
      'Module',
      'd’après le théorème de Pythagore, a + bi est à la distance √(a² + b²) de 0',
    ],
    argument: [
      'Argument',
      'le point (a, b) est à l’angle θ tel que tan θ = b/a, dans son quadrant',
    ],
    polar: [
      'Forme trigonométrique',
      'un point à la distance r de 0 et à l’angle θ s’écrit r(cos θ + i sin θ)',
    ],
    conjugate: ['Conjugué', 'le symétrique de a + bi par rapport à l’axe réel est a − bi'],
    deMoivre: ['Formule de Moivre', '(r(cos θ + i sin θ))ⁿ = rⁿ(cos nθ + i sin nθ)'],
    noOther: ['', 'les facteurs restants n’ont pas de zéro réel'],
  },
};
