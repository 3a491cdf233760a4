/**
 * French words of the solver's steps on powers, exponential equations and logarithms, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchPowers: Notes = {
  forms: {
    evenPower: {
      power:
        'Une puissance paire n’est jamais négative, donc {equation} n’a pas de solution réelle',
      factor:
        '{power} = {value}\u00a0: une puissance paire n’est jamais négative, donc {equation} n’a pas de solution réelle',
      rootPowerNever:
        'Une puissance paire n’est jamais négative, donc {equation} n’a pas de solution',
      rangeSizes:
        'Une puissance paire n’est jamais négative\u00a0: elle prend les tailles des valeurs dans l’ordre',
    },
    nthRoot: {
      rootPowerEven:
        'Prenez la racine {index}-ième des deux membres\u00a0: il y a une racine positive et une racine négative',
      rootPowerOdd: 'Prenez la racine {index}-ième des deux membres',
      powerEven:
        'Prenez la racine {index}-ième des deux membres\u00a0: une puissance paire a une racine positive et une racine négative',
      powerCube:
        'Prenez la racine cubique des deux membres\u00a0: une racine impaire d’un nombre réel est un seul nombre réel',
      powerOdd:
        'Prenez la racine {index}-ième des deux membres\u00a0: une racine impaire d’un nombre réel est un seul nombre réel',
      factorEven:
        '{power} = {value}\u00a0: prenez la racine {index}-ième des deux membres, une racine positive et une négative',
      factorCube: '{power} = {value}\u00a0: prenez la racine cubique des deux membres',
      factorOdd: '{power} = {value}\u00a0: prenez la racine {index}-ième des deux membres',
      rootPowerSquare:
        'Prenez la racine carrée des deux membres\u00a0: il y a une racine positive et une racine négative',
      rootPowerCube: 'Prenez la racine cubique des deux membres',
      rootPowerCase: 'Cas {case}\u00a0: {equation}',
      inverseCube: 'Prenez la racine cubique des deux membres',
      inverseRoot: 'Prenez la racine {index}-ième des deux membres',
      inversePower: 'Élevez les deux membres à la puissance {power}',
    },
    samePower: {
      equal: 'Des puissances égales d’une même base ont des exposants égaux',
      case: 'Cas {case}\u00a0: {equation}',
    },
    asPower: {
      both: 'Écrivez les deux membres comme des puissances de {base}',
      one: 'Écrivez {value} comme une puissance de {base}',
      everyPower: 'Écrivez chaque puissance comme une puissance de {power}',
      everyPowerAs: 'Écrivez chaque puissance comme une puissance de {power}\u00a0: {rewrites}',
      moveEveryPower:
        'Passez tous les termes dans le membre de gauche et écrivez chaque puissance comme une puissance de {power}',
      moveEveryPowerAs:
        'Passez tous les termes dans le membre de gauche et écrivez chaque puissance comme une puissance de {power}\u00a0: {rewrites}',
      exactBase: 'Écrivez la base comme une puissance',
      exactValue: 'Écrivez la valeur comme une puissance du même nombre',
      ofTheBase: 'Écrivez le nombre comme une puissance de la base',
    },
    takeLog: {
      natural: 'Prenez le logarithme népérien des deux membres',
      base: 'Prenez le logarithme de base {base} des deux membres',
      inverseLn: 'Prenez le ln des deux membres',
    },
    positivePower: {
      neverEquals:
        '{power} est positif pour tout {unknown}, donc il n’est jamais égal à {value}\u00a0: il n’y a pas de solution réelle',
      noSolution: '{power} est positif pour tout {unknown}, donc {equation} n’a pas de solution',
      rootPowerNotZero: '{power} n’est jamais nul',
    },
    exponentZero: {
      one: 'Une puissance vaut 1 quand son exposant est 0',
      exactPowerZero: 'Toute base à la puissance 0 vaut 1',
    },
    oneToAny: {
      every: '1 à n’importe quelle puissance vaut 1, donc tout réel {unknown} est solution',
      never:
        '1 à n’importe quelle puissance vaut 1, donc {power} n’est jamais égal à {value}\u00a0: il n’y a pas de solution réelle',
    },
    zeroToAny: {
      never:
        '{power} vaut 0 là où il est défini ({exponent} > 0) et n’est pas défini pour {exponent} ≤ 0 (0⁰ n’est pas défini\u00a0; une puissance négative de 0 revient à diviser par zéro), donc il n’est jamais égal à {value}\u00a0: il n’y a pas de solution réelle',
      where:
        '{power} = 0 pour tout {exponent} > 0, et n’est pas défini pour {exponent} ≤ 0 (0⁰ n’est pas défini\u00a0; une puissance négative de 0 revient à diviser par zéro), donc les solutions sont les valeurs où {exponent} > 0',
    },
    newUnknown: {
      degreesSolveFirst:
        'Les angles sont en degrés. Résolvez d’abord l’équation en prenant {call} comme inconnue',
      radiansSolveFirst:
        'Les angles sont en radians. Résolvez d’abord l’équation en prenant {call} comme inconnue',
      bothSolveFirst:
        'Les angles sont en degrés (la réponse les donne aussi en radians). Résolvez d’abord l’équation en prenant {call} comme inconnue',
      solveFirst: 'Résolvez d’abord l’équation en prenant {call} comme inconnue',
      degreesSinCos:
        'Les angles sont en degrés. Écrivez tout à l’aide de sin({angle}) et cos({angle})',
      radiansSinCos:
        'Les angles sont en radians. Écrivez tout à l’aide de sin({angle}) et cos({angle})',
      bothSinCos:
        'Les angles sont en degrés (la réponse les donne aussi en radians). Écrivez tout à l’aide de sin({angle}) et cos({angle})',
    },
    logOfBase: {
      exponentWorked:
        'Le logarithme d’une puissance de sa base est l’exposant (log_b(bᵏ) = k)\u00a0: {work}',
      powersOfE: 'Calculez les logarithmes des puissances de e\u00a0: ln(eᵏ) = k',
      exponent: 'Le logarithme d’une puissance de sa base est l’exposant (log_b(bᵏ) = k)',
      numbers: 'Calculez les logarithmes des nombres',
    },
    logDefinition: {
      exponential: 'Écrivez-la sous forme exponentielle\u00a0: {equation}',
      exactOfOne: 'Donc le logarithme de 1 vaut 0',
      exactRatio: 'Le logarithme est le quotient des exposants',
      power: 'Le logarithme est l’exposant auquel on élève la base',
      inverseLog: 'Prenez le logarithme de base {base} des deux membres',
      inverseRaiseE: 'Prenez l’exponentielle des deux membres',
      inverseRaise: 'Élevez {base} à la puissance de chaque membre',
    },
    changeBase: {
      powerBase: 'Changement de base, log_(bᵏ)(a) = log_b(a)/k\u00a0: {changes}',
      natural:
        'Changement de base\u00a0: le logarithme népérien du nombre divisé par celui de la base',
    },
    logLaws: {
      exponentOut: 'Sortez l’exposant du logarithme\u00a0: log_b(cᵘ) = u·log_b(c)',
      combine: 'Regroupez les logarithmes',
      combineProduct:
        'Regroupez les logarithmes avec la règle du produit (log(a) + log(b) = log(ab))',
      combineQuotient:
        'Regroupez les logarithmes avec la règle du quotient (log(a) − log(b) = log(a/b))',
      combinePowerProduct:
        'Regroupez les logarithmes avec la règle de la puissance (k·log(a) = log(aᵏ)) et la règle du produit (log(a) + log(b) = log(ab))',
      combinePowerProductQuotient:
        'Regroupez les logarithmes avec la règle de la puissance (k·log(a) = log(aᵏ)), la règle du produit (log(a) + log(b) = log(ab)) et la règle du quotient (log(a) − log(b) = log(a/b))',
      combineProductQuotient:
        'Regroupez les logarithmes avec la règle du produit (log(a) + log(b) = log(ab)) et la règle du quotient (log(a) − log(b) = log(a/b))',
      cannotExpand: 'Ce logarithme ne peut pas être développé davantage',
      expand:
        'Règles du produit, du quotient et de la puissance, pour des valeurs positives des inconnues',
      condense:
        'Regroupez en un seul logarithme avec les règles du produit, du quotient et de la puissance, pour des valeurs positives des inconnues',
      combinePower: 'Regroupez les logarithmes avec la règle de la puissance (k·log(a) = log(aᵏ))',
      combinePowerQuotient:
        'Regroupez les logarithmes avec la règle de la puissance (k·log(a) = log(aᵏ)) et la règle du quotient (log(a) − log(b) = log(a/b))',
    },
    logDefined: {
      checkNegative:
        'Vérifiez {root}\u00a0: {argument} est négatif, donc {logarithm} n’est pas défini\u00a0: rejetez {root}',
      checkZero:
        'Vérifiez {root}\u00a0: {argument} est nul, donc {logarithm} n’est pas défini\u00a0: rejetez {root}',
      limitOneSide:
        'Un logarithme n’est défini que pour des nombres strictement positifs, et {inside} n’est positif que d’un côté\u00a0: la limite n’existe pas',
      domainNeeds: '{subject} exige que {expression} soit strictement positif\u00a0: {where}',
      domainNever:
        '{subject} exige que {expression} soit strictement positif\u00a0: ce n’est jamais le cas',
    },
    rounded: {
      digits:
        'Il n’y a pas de forme exacte plus simple\u00a0; sa valeur à {digits} chiffres significatifs',
      logValue: 'Sa valeur à {digits} chiffres significatifs',
      trigAngle:
        'Cet angle n’est pas un multiple de 15° (π/12), donc la valeur n’a pas de forme exacte simple\u00a0; sa valeur à {digits} chiffres significatifs',
      trigAngleNumber:
        'Cet angle n’est pas un multiple de 15° (π/12), donc la valeur n’a pas de forme exacte simple\u00a0; sa valeur à {digits} chiffres significatifs ({number} est lu en radians\u00a0: écrivez {number}° pour des degrés)',
      trigValues:
        'Une valeur trigonométrique n’est pas prise ici en un multiple de 15° (π/12), donc le résultat n’a pas de forme exacte simple\u00a0; sa valeur à {digits} chiffres significatifs',
    },
  },
  reasons: {
    evenPower: ['', 'une puissance paire d’un nombre réel n’est jamais négative'],
    nthRoot: [
      '',
      'une puissance impaire a une seule racine n-ième réelle\u00a0; une puissance paire en a deux, une positive et une négative',
    ],
    samePower: [
      '',
      'deux puissances d’une même base (autre que 0, 1 ou −1) ne sont égales que si leurs exposants le sont',
    ],
    asPower: ['', 'écrire un nombre comme une puissance de la base change sa forme, pas sa valeur'],
    takeLog: ['', 'des nombres positifs égaux ont des logarithmes égaux, et log(aᵘ) = u·log(a)'],
    positivePower: ['', 'une base positive élevée à n’importe quelle puissance est positive'],
    exponentZero: ['', 'une base positive différente de 1 ne donne 1 qu’avec l’exposant 0'],
    oneToAny: ['', '1 à n’importe quelle puissance vaut 1'],
    zeroToAny: [
      '',
      '0 à une puissance positive vaut 0\u00a0; 0⁰ et les puissances négatives de 0 ne sont pas définis',
    ],
    newUnknown: [
      '',
      'considérer la partie qui se répète comme une seule inconnue donne une équation plus simple',
    ],
    logOfBase: ['', 'log_b(bᵏ) = k\u00a0: un logarithme est l’exposant auquel on élève sa base'],
    logDefinition: ['Définition du logarithme', 'log_b(a) = k signifie bᵏ = a'],
    changeBase: [
      'Changement de base',
      'log_b(a) = ln(a)/ln(b)\u00a0: les deux sont l’exposant auquel il faut élever b pour obtenir a',
    ],
    logLaws: [
      'Propriétés des logarithmes',
      'log(ab) = log a + log b, log(a/b) = log a − log b, log(aⁿ) = n log a',
    ],
    logDefined: ['', 'un logarithme n’est défini que pour des nombres strictement positifs'],
    rounded: ['', 'la valeur exacte n’a pas de forme plus simple, donc on l’arrondit'],
  },
};
