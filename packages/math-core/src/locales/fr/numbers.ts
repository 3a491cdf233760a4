/**
 * French words of the solver's steps on working out, fractions of a whole, percentages, statistics,
 * primes, units, shapes, sequences, with ./index.ts joining every part.
 */
import { unitTerms } from '../../math/catalogue/answers';
import type { Notes } from '../../math/catalogue/types';
import { frenchUnitNames } from './answers';

export const frenchNumbers: Notes = {
  forms: {
    operations: {
      add: 'Additionnez',
      addWorked: 'Additionnez\u00a0: {work}',
      subtract: 'Soustrayez',
      subtractWorked: 'Soustrayez\u00a0: {work}',
      multiply: 'Multipliez',
      multiplyWorked: 'Multipliez\u00a0: {work}',
      divide: 'Divisez',
      divideWorked: 'Divisez\u00a0: {work}',
      power: 'Calculez la puissance',
      powerWorked: 'Calculez la puissance\u00a0: {work}',
      root: 'Calculez la racine',
      rootWorked: 'Calculez la racine\u00a0: {work}',
      decimal: 'Écrivez le nombre décimal sous forme de fraction',
      decimalWorked: 'Écrivez le nombre décimal sous forme de fraction\u00a0: {work}',
      surdsAdd: 'Regroupez les radicaux semblables\u00a0: additionnez les coefficients',
      surdsAddWorked:
        'Regroupez les radicaux semblables\u00a0: additionnez les coefficients\u00a0: {work}',
      surdsSubtract: 'Regroupez les radicaux semblables\u00a0: soustrayez les coefficients',
      surdsSubtractWorked:
        'Regroupez les radicaux semblables\u00a0: soustrayez les coefficients\u00a0: {work}',
      termsAdd: 'Regroupez les termes semblables\u00a0: additionnez les coefficients',
      termsAddWorked:
        'Regroupez les termes semblables\u00a0: additionnez les coefficients\u00a0: {work}',
      termsSubtract: 'Regroupez les termes semblables\u00a0: soustrayez les coefficients',
      termsSubtractWorked:
        'Regroupez les termes semblables\u00a0: soustrayez les coefficients\u00a0: {work}',
      smallFactorial: '0! = 1 et 1! = 1\u00a0: il y a une seule façon de ranger zéro ou un objet',
      smallFactorialWorked:
        '0! = 1 et 1! = 1\u00a0: il y a une seule façon de ranger zéro ou un objet\u00a0: {work}',
      factorial: 'Une factorielle est le produit des entiers de 1 jusqu’à ce nombre',
      factorialWorked:
        'Une factorielle est le produit des entiers de 1 jusqu’à ce nombre\u00a0: {work}',
      choose:
        'Choisissez k parmi n\u00a0: C(n, k) = n!/(k!(n − k)!), en simplifiant la plus grande factorielle',
      chooseWorked:
        'Choisissez k parmi n\u00a0: C(n, k) = n!/(k!(n − k)!), en simplifiant la plus grande factorielle\u00a0: {work}',
      minus: 'Écrivez le signe moins devant',
      minusWorked: 'Écrivez le signe moins devant\u00a0: {work}',
      absolute: 'La valeur absolue d’un nombre est sa distance à 0',
      absoluteWorked: 'La valeur absolue d’un nombre est sa distance à 0\u00a0: {work}',
      other: 'Calculez',
      otherWorked: 'Calculez\u00a0: {work}',
      eToLn: 'L’exponentielle annule ln\u00a0: e^(k·ln(a)) = aᵏ',
      zeroPower: 'Tout nombre non nul à la puissance 0 vaut 1',
      byReciprocal: 'Diviser par {divisor}, c’est multiplier par son inverse, {reciprocal}',
      simplify: 'Simplifiez',
      innermostFirst: 'Effectuez les opérations, en commençant par les plus intérieures',
      trigPutIn: 'Remplacez par la valeur',
      shapeHalfPerimeter: 'p est le demi-périmètre',
      shapeWorkOut: 'Calculez',
    },
    simplest: {
      alreadySimplest: 'C’est déjà sous sa forme la plus simple',
      expanded: 'C’est déjà développé et réduit',
      monomial: 'Un seul terme est déjà factorisé\u00a0: un nombre multiplié par une puissance',
      noCommon: 'Le numérateur et le dénominateur n’ont pas de facteur commun',
      noIdentity: 'Aucune identité ne la raccourcit\u00a0: c’est déjà sous sa forme la plus simple',
    },
    mixedNumber: {
      toImproper: 'Écrivez le nombre fractionnaire sous forme de fraction impropre',
      toMixed: 'Écrivez la fraction impropre sous forme de nombre fractionnaire',
    },
    percent: {
      outOf: 'Pour cent signifie sur 100',
      outOfWorked: 'Pour cent signifie sur 100\u00a0: {work}',
      hundredths: '{rate} % signifie {rate} centièmes',
    },
    percentOf: {
      multiplyBy: 'Multipliez par {whole}',
      callItX: 'Appelez x le nombre\u00a0: {rate} % de x vaut {part}',
      rateOfWhole: '{rate} % de {whole}',
    },
    partOfWhole: {
      partOverWhole: 'Divisez la partie par le tout',
    },
    toPercent: {
      times100:
        'Multipliez par 100 pour l’écrire en pourcentage\u00a0: {part} représente {percent} de {whole}',
    },
    change: {
      addTo: 'Ajoutez-le à {whole}',
      takeFrom: 'Retranchez-le de {whole}',
    },
    mean: {
      addValues: 'Additionnez les {count} valeurs',
      sumOverCount: 'Moyenne\u00a0: la somme divisée par le nombre de valeurs',
    },
    median: {
      middleValue: 'Médiane\u00a0: la valeur du milieu des {count} valeurs rangées',
      middlePair:
        'Médiane\u00a0: la moyenne des deux valeurs du milieu des {count} valeurs rangées',
    },
    mode: {
      noMode:
        'Mode\u00a0: toutes les valeurs apparaissent aussi souvent, donc il n’y a pas de mode',
      value: 'Mode\u00a0: la valeur la plus fréquente ({times} fois)',
      values: 'Mode\u00a0: les valeurs les plus fréquentes ({times} fois)',
    },
    range: {
      largestMinusSmallest: 'Étendue\u00a0: la plus grande valeur moins la plus petite',
    },
    variance: {
      population: 'Variance de la population\u00a0: la moyenne des carrés des écarts à la moyenne',
    },
    sd: {
      population: 'Écart type de la population\u00a0: la racine carrée de la variance',
      sample: 'Écart type de l’échantillon\u00a0: la racine carrée de la variance de l’échantillon',
    },
    sampleVariance: {
      divisor: 'Variance de l’échantillon\u00a0: divisez plutôt par n − 1 = {divisor}',
    },
    sorted: {
      values: 'Rangez les valeurs dans l’ordre croissant',
    },
    primes: {
      prime: '{value} est premier\u00a0: aucun nombre de 2 à √{value} ne le divise',
      divide: 'Divisez par le plus petit nombre premier, encore et encore',
      group: 'Regroupez les facteurs premiers égaux en puissances',
      of: 'Facteurs premiers de {value}',
    },
    gcd: {
      shared: 'PGCD de {values}\u00a0: chaque facteur premier commun, avec son plus petit exposant',
    },
    lcm: {
      every:
        'PPCM de {values}\u00a0: chaque facteur premier qui apparaît, avec son plus grand exposant',
    },
    convert: {
      temperature: 'Convertissez les {from:unitMany} en {to:unitMany}',
      factor: 'Multipliez par le nombre de {to:unitMany} dans 1 {from:unitOne}',
      to: 'en {unit}',
    },
    measureFormula: {
      circleArea: 'L’aire d’un disque',
      circlePerimeter: 'Le périmètre d’un cercle',
      squareArea: 'L’aire d’un carré',
      squarePerimeter: 'Le périmètre d’un carré',
      rectangleArea: 'L’aire d’un rectangle',
      rectanglePerimeter: 'Le périmètre d’un rectangle',
      triangleArea: 'L’aire d’un triangle',
      triangleAreaSides: 'L’aire d’un triangle',
      trianglePerimeter: 'Le périmètre d’un triangle',
      parallelogramArea: 'L’aire d’un parallélogramme',
      trapezoidArea: 'L’aire d’un trapèze',
      sphereVolume: 'Le volume d’une boule',
      sphereSurfaceArea: 'L’aire d’une sphère',
      cylinderVolume: 'Le volume d’un cylindre',
      cylinderSurfaceArea: 'L’aire totale d’un cylindre',
      coneVolume: 'Le volume d’un cône',
      cubeVolume: 'Le volume d’un cube',
      cubeSurfaceArea: 'L’aire totale d’un cube',
      boxVolume: 'Le volume d’un pavé droit',
      boxSurfaceArea: 'L’aire totale d’un pavé droit',
    },
    arithmeticSequence: {
      found:
        'Chaque terme est le précédent plus un même nombre, la raison d\u00a0: la suite est arithmétique, de premier terme {first}',
      next: 'Ajoutez la raison {d}',
    },
    geometricSequence: {
      found:
        'Chaque terme est le précédent multiplié par un même nombre, la raison r\u00a0: la suite est géométrique, de premier terme {first}',
      next: 'Multipliez par la raison {r}',
    },
    nthTerm: {
      arithmetic: 'Le terme de rang n est le premier terme plus n − 1 fois la raison',
      geometric: 'Le terme de rang n est le premier terme multiplié n − 1 fois par la raison',
    },
    arithmeticSum: {
      formula: 'La somme des n premiers termes est n/2 × (2a + (n − 1)d)',
      put: 'La somme des n premiers termes est n/2 × (2a + (n − 1)d)\u00a0: remplacez n par {k}',
    },
    geometricSum: {
      formula: 'La somme des n premiers termes est a(rⁿ − 1)/(r − 1)',
      put: 'La somme des n premiers termes est a(rⁿ − 1)/(r − 1)\u00a0: remplacez n par {k}',
    },
    sumToInfinity: {
      ratio: 'La raison est comprise entre −1 et 1, donc la somme infinie vaut a/(1 − r)',
    },
    noSumToInfinity: {
      arithmetic:
        'Il n’y a pas de somme infinie\u00a0: la raison est {d}, donc les termes ne tendent pas vers 0 et les sommes de plus en plus de termes ne se rapprochent d’aucun nombre',
      geometric:
        'Il n’y a pas de somme infinie\u00a0: la raison {r} n’est pas comprise entre −1 et 1, donc les termes ne tendent pas vers 0 et les sommes de plus en plus de termes ne se rapprochent d’aucun nombre',
    },
  },
  reasons: {
    operations: [
      'Priorités opératoires',
      'les opérations les plus intérieures passent d’abord\u00a0: parenthèses, puissances, × et ÷, puis + et −',
    ],
    simplest: ['', 'il ne reste aucun facteur commun ni facteur carré à sortir'],
    mixedNumber: [
      '',
      'une fraction impropre est le nombre entier de fois que le dénominateur est contenu dans le numérateur, plus la fraction propre qui reste',
    ],
    percent: ['', 'pour cent signifie sur cent\u00a0: p % = p/100'],
    percentOf: ['', 'p % d’un tout, c’est p/100 fois ce tout'],
    partOfWhole: ['', 'la partie divisée par le tout est la fraction du tout qu’elle représente'],
    toPercent: ['', 'une fraction multipliée par 100 donne le nombre de centièmes, un pourcentage'],
    change: [
      '',
      'une augmentation ajoute la quantité à la valeur de départ\u00a0; une diminution la retranche',
    ],
    mean: ['Moyenne', 'la moyenne répartit le total également entre les valeurs'],
    median: [
      'Médiane',
      'la moitié des valeurs sont inférieures ou égales à la médiane et l’autre moitié supérieures ou égales',
    ],
    mode: ['Mode', 'le mode est la valeur la plus fréquente'],
    range: ['Étendue', 'l’étendue mesure à quel point les valeurs sont dispersées'],
    variance: [
      'Variance',
      'la variance mesure la dispersion\u00a0: la moyenne des carrés des écarts à la moyenne',
    ],
    sd: [
      'Écart type',
      'la racine carrée de la variance est la dispersion dans l’unité des valeurs',
    ],
    sampleVariance: [
      'Variance de l’échantillon',
      'diviser par n − 1 corrige le fait que la moyenne de l’échantillon est calculée à partir de lui',
    ],
    sorted: ['', 'la médiane et l’étendue se lisent sur les valeurs rangées'],
    primes: [
      'Décomposition en facteurs premiers',
      'tout entier supérieur à 1 s’écrit d’une seule façon comme produit de nombres premiers',
    ],
    gcd: [
      '',
      'un diviseur commun ne peut utiliser chaque facteur premier qu’autant de fois que chaque nombre le contient',
    ],
    lcm: [
      '',
      'un multiple commun doit contenir chaque facteur premier autant de fois que n’importe lequel des nombres',
    ],
    convert: ['', 'multiplier par un facteur de conversion change l’unité, pas la quantité'],
    measureFormula: ['{formula:shapeRule}', '{formula:shapeWhy}'],
    arithmeticSequence: [
      'Suite arithmétique',
      'chaque terme est le précédent plus un même nombre d, la raison',
    ],
    geometricSequence: [
      'Suite géométrique',
      'chaque terme est le précédent multiplié par un même nombre r, la raison',
    ],
    nthTerm: [
      'Terme général',
      'le terme de rang n est à n − 1 pas du premier\u00a0: a + (n − 1)d quand on ajoute d, a·rⁿ⁻¹ quand on multiplie par r',
    ],
    arithmeticSum: [
      'Somme des termes d’une suite arithmétique',
      'écrite dans un sens puis dans l’autre, la somme associe des termes dont chaque paire vaut le premier plus le dernier, 2a + (n − 1)d, n fois\u00a0: le double de la somme',
    ],
    geometricSum: [
      'Somme des termes d’une suite géométrique',
      'r fois la somme est la somme décalée d’un terme, donc (r − 1)S = a(rⁿ − 1)',
    ],
    sumToInfinity: [
      'Somme infinie',
      'quand −1 < r < 1, rⁿ tend vers 0, donc les sommes a(1 − rⁿ)/(1 − r) se rapprochent de a/(1 − r)',
    ],
    noSumToInfinity: [
      '',
      'les sommes de plus en plus de termes ne se rapprochent d’un nombre que si les termes tendent vers 0',
    ],
  },
  terms: {
    // The units a conversion names, by id: for one and for many.
    ...unitTerms(frenchUnitNames),
    shapeRule: {
      circleArea: 'Aire d’un disque',
      circlePerimeter: 'Périmètre d’un cercle',
      squareArea: 'Aire d’un carré',
      squarePerimeter: 'Périmètre d’un carré',
      rectangleArea: 'Aire d’un rectangle',
      rectanglePerimeter: 'Périmètre d’un rectangle',
      triangleArea: 'Aire d’un triangle',
      triangleAreaSides: 'Aire d’un triangle',
      trianglePerimeter: 'Périmètre d’un triangle',
      parallelogramArea: 'Aire d’un parallélogramme',
      trapezoidArea: 'Aire d’un trapèze',
      sphereVolume: 'Volume d’une boule',
      sphereSurfaceArea: 'Aire d’une sphère',
      cylinderVolume: 'Volume d’un cylindre',
      cylinderSurfaceArea: 'Aire totale d’un cylindre',
      coneVolume: 'Volume d’un cône',
      cubeVolume: 'Volume d’un cube',
      cubeSurfaceArea: 'Aire totale d’un cube',
      boxVolume: 'Volume d’un pavé droit',
      boxSurfaceArea: 'Aire totale d’un pavé droit',
    },
    shapeWhy: {
      circleArea:
        'un disque découpé en fines parts se réarrange en un rectangle de longueur πr et de hauteur r',
      circlePerimeter: 'π est le rapport du périmètre de tout cercle à son diamètre, 2r',
      squareArea: 'un carré de côté s contient s rangées de s carrés unité',
      squarePerimeter: 'le périmètre est la somme des quatre côtés égaux',
      rectangleArea: 'un rectangle contient w rangées de l carrés unité',
      rectanglePerimeter:
        'le périmètre est la somme des quatre côtés : deux longueurs et deux largeurs',
      triangleArea:
        'deux copies d’un triangle forment un parallélogramme de même base et de même hauteur',
      triangleAreaSides:
        'la formule de Héron donne l’aire à partir des trois côtés, avec p le demi-périmètre',
      trianglePerimeter: 'le périmètre est la somme des trois côtés',
      parallelogramArea:
        'découper un triangle à une extrémité et le déplacer à l’autre donne un rectangle de b sur h',
      trapezoidArea:
        'deux copies d’un trapèze, l’une retournée, forment un parallélogramme de base a + b',
      sphereVolume: 'une boule occupe les deux tiers du cylindre qui l’entoure, πr² × 2r',
      sphereSurfaceArea:
        'l’aire d’une sphère vaut quatre fois celle de son grand cercle, comme l’a montré Archimède',
      cylinderVolume:
        'le volume d’un prisme est l’aire de sa base, ici πr², multipliée par sa hauteur',
      cylinderSurfaceArea:
        'deux disques pour les bases, et la surface latérale déroulée en un rectangle de 2πr sur h',
      coneVolume: 'un cône occupe le tiers du cylindre de même base et de même hauteur',
      cubeVolume: 'un cube d’arête s contient s couches de s × s cubes unité',
      cubeSurfaceArea: 'un cube a six faces carrées de côté s',
      boxVolume: 'un pavé droit contient h couches de l × w cubes unité',
      boxSurfaceArea: 'un pavé droit a trois paires de faces rectangulaires égales',
    },
  },
};
