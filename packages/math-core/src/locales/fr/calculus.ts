/**
 * French words of the solver's steps on tangents, inverse functions, ranges, stationary points,
 * derivatives, integrals and limits, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchCalculus: Notes = {
  forms: {
    tangentSlope: {
      derivativeThere:
        'La pente de la courbe en {unknown} = {value} est le nombre dérivé en ce point',
    },
    perpendicular: {
      normalVertical:
        'La tangente est horizontale, donc la normale, qui lui est perpendiculaire, est la droite verticale passant par le point',
      normalSlope:
        'La normale est perpendiculaire à la tangente\u00a0: son coefficient directeur est −1 divisé par celui de la tangente',
    },
    pointSlope: {
      through:
        'La droite passant par {point} de coefficient directeur {slope}\u00a0: y − y₁ = m({unknown} − {unknown}₁)',
    },
    swapXY: {
      write: 'Écrivez y = {function}, puis échangez {unknown} et y',
    },
    rangeAll: {
      line: 'Une droite non horizontale prend toutes les valeurs',
      odd: 'Un polynôme de degré impair va de −∞ à ∞ et prend toutes les valeurs en chemin',
    },
    rangeMonotone: {
      negative: 'Multiplier par un nombre négatif inverse l’ordre des valeurs',
      positive: 'Multiplier par un nombre positif et ajouter conservent l’ordre des valeurs',
      root: 'Une racine carrée est définie à partir de 0 et conserve l’ordre des valeurs',
      powerKeeps:
        '{base} à une puissance est toujours strictement positif et conserve l’ordre des valeurs',
      powerReverses:
        '{base} à une puissance est toujours strictement positif et inverse l’ordre des valeurs',
      logKeeps:
        'Un logarithme est défini sur les nombres strictement positifs et conserve l’ordre des valeurs',
      logReverses:
        'Un logarithme est défini sur les nombres strictement positifs et inverse l’ordre des valeurs',
      odd: 'Une puissance impaire conserve l’ordre des valeurs',
    },
    rangeReciprocal: {
      turned:
        'Un inverse n’est jamais nul\u00a0; il inverse l’ordre des valeurs de même signe, et il est grand là où elles sont proches de 0',
    },
    stationary: {
      flat: 'En un point critique, la tangente est horizontale\u00a0: la dérivée s’annule',
      none: 'La dérivée ne s’annule jamais, donc il n’y a pas de point critique',
    },
    derivativeSign: {
      rises:
        'Essayez {unknown} = {value}\u00a0: la dérivée est positive, donc la fonction est croissante pour {where}',
      falls:
        'Essayez {unknown} = {value}\u00a0: la dérivée est négative, donc la fonction est décroissante pour {where}',
      risesAll:
        'Essayez {unknown} = {value}\u00a0: la dérivée est positive, donc la fonction est croissante pour tout {unknown}',
      fallsAll:
        'Essayez {unknown} = {value}\u00a0: la dérivée est négative, donc la fonction est décroissante pour tout {unknown}',
    },
    firstDerivativeTest: {
      maximum: 'La dérivée passe de + à − en {unknown} = {value}\u00a0: un maximum local',
      minimum: 'La dérivée passe de − à + en {unknown} = {value}\u00a0: un minimum local',
      inflection:
        'La dérivée a le même signe des deux côtés de {unknown} = {value}\u00a0: un point d’inflexion à tangente horizontale',
    },
    sum: {
      terms: 'Règle de la somme\u00a0: dérivez terme à terme',
    },
    constantMultiple: {
      negate: 'Règle du facteur constant\u00a0: d/dx(−f) = −f′',
      times: 'Règle du facteur constant\u00a0: d/dx(c·f) = c·f′',
      divide: 'Règle du facteur constant\u00a0: d/dx(f/c) = f′/c',
    },
    product: {
      two: 'Règle du produit\u00a0: d/dx(uv) = u′v + uv′',
      many: 'Règle du produit\u00a0: dérivez un facteur à la fois et additionnez',
    },
    quotient: {
      quotient: 'Règle du quotient\u00a0: d/dx(u/v) = (u′v − uv′)/v²',
    },
    power: {
      power: 'Règle de la puissance\u00a0: d/dx xⁿ = n·xⁿ⁻¹',
      root: 'Écrivez la racine sous forme de puissance\u00a0: {root} = {power}. Règle de la puissance\u00a0: d/dx xⁿ = n·xⁿ⁻¹',
    },
    chain: {
      ln: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée de ln\u00a0: d/dx ln(u) = 1/u)',
      log: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée d’un logarithme\u00a0: d/dx log_b(u) = 1/(u·ln(b)))',
      sin: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée du sinus\u00a0: d/dx sin(u) = cos(u))',
      cos: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée du cosinus\u00a0: d/dx cos(u) = −sin(u))',
      tan: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée de la tangente\u00a0: d/dx tan(u) = 1/cos²(u))',
      exp: 'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée de l’exponentielle\u00a0: d/dx eᵘ = eᵘ)',
      expBase:
        'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (dérivée d’une exponentielle\u00a0: d/dx aᵘ = aᵘ·ln(a))',
      power:
        'Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (règle de la puissance\u00a0: d/dx uⁿ = n·uⁿ⁻¹)',
      rootPower:
        'Écrivez la racine sous forme de puissance\u00a0: {root} = {power}. Dérivée d’une composée\u00a0: d/dx f(u) = f′(u)·u′, avec u = {u} (règle de la puissance\u00a0: d/dx uⁿ = n·uⁿ⁻¹)',
    },
    standard: {
      ln: 'Dérivée de ln\u00a0: d/dx ln(u) = 1/u',
      log: 'Dérivée d’un logarithme\u00a0: d/dx log_b(u) = 1/(u·ln(b))',
      sin: 'Dérivée du sinus\u00a0: d/dx sin(u) = cos(u)',
      cos: 'Dérivée du cosinus\u00a0: d/dx cos(u) = −sin(u)',
      tan: 'Dérivée de la tangente\u00a0: d/dx tan(u) = 1/cos²(u)',
      exp: 'Dérivée de l’exponentielle\u00a0: d/dx eᵘ = eᵘ',
      expBase: 'Dérivée d’une exponentielle\u00a0: d/dx aᵘ = aᵘ·ln(a)',
    },
    constant: {
      unknown: 'La dérivée de {unknown} par rapport à {unknown} vaut 1',
      constant: 'La dérivée d’une constante est 0',
    },
    second: {
      derivative: 'La dérivée seconde est la dérivée de la dérivée première',
    },
    linearity: {
      sum: 'Linéarité\u00a0: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, donc intégrez terme à terme',
      factor:
        'Linéarité\u00a0: un facteur constant sort de l’intégrale, ∫k·f d{unknown} = k∫f d{unknown}',
    },
    integralConstant: {
      constant: 'Règle de la constante\u00a0: ∫k d{unknown} = k{unknown} + C',
    },
    integralPower: {
      power:
        'Règle de la puissance\u00a0: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, ici avec n = {n}',
    },
    integral: {
      reciprocal: 'Primitive usuelle\u00a0: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
      exp: 'Primitive usuelle\u00a0: ∫e^{unknown} d{unknown} = e^{unknown} + C',
      base: 'Primitive usuelle\u00a0: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
      sin: 'Primitive usuelle\u00a0: ∫sin({unknown}) d{unknown} = −cos({unknown}) + C',
      cos: 'Primitive usuelle\u00a0: ∫cos({unknown}) d{unknown} = sin({unknown}) + C',
      tan: 'Primitive usuelle\u00a0: ∫tan({unknown}) d{unknown} = −ln|cos({unknown})| + C',
      sec2: 'Primitive usuelle\u00a0: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tan({unknown}) + C',
      csc2: 'Primitive usuelle\u00a0: ∫csc²({unknown}) d{unknown} = ∫1/sin²({unknown}) d{unknown} = −cot({unknown}) + C = −cos({unknown})/sin({unknown}) + C',
    },
    oneC: {
      add: 'Additionnez les résultats, avec une seule constante d’intégration C',
    },
    uSub: {
      one: 'Changement de variable {letter} = {u}, donc d{letter} = {du} d{unknown}\u00a0: écrivez l’intégrande en fonction de {letter}',
      bracket:
        'Changement de variable {letter} = {u}, donc d{letter} = ({du}) d{unknown}\u00a0: écrivez l’intégrande en fonction de {letter}',
    },
    putBack: {
      back: 'Revenez à la variable de départ\u00a0: {letter} = {u}',
    },
    parts: {
      parts:
        'Intégration par parties\u00a0: ∫u dv = uv − ∫v du, avec u = {u}, donc du = {du} d{unknown}, et dv = {dv} d{unknown}, donc v = {v}',
      together: 'Assemblez les morceaux',
    },
    partialFractions: {
      each: 'Décomposition en éléments simples\u00a0: une constante sur chaque facteur',
      eachRepeated:
        'Décomposition en éléments simples\u00a0: une constante sur chaque facteur et sur chaque puissance d’un facteur répété',
    },
    coefficients: {
      agree:
        'Multipliez les deux membres par {denominator}\u00a0: les coefficients de chaque puissance de {unknown} doivent être égaux',
    },
    numerators: {
      solve: 'Déterminez les numérateurs',
    },
    powerReduction: {
      sin: 'Linéarisation\u00a0: sin²u = (1 − cos 2u)/2',
      cos: 'Linéarisation\u00a0: cos²u = (1 + cos 2u)/2',
    },
    ftc: {
      atLimits:
        'Évaluez la primitive F({unknown}) = {antiderivative} aux bornes\u00a0: l’intégrale vaut F({upper}) − F({lower})',
      converges:
        'F à la borne supérieure moins F à la borne inférieure\u00a0: l’intégrale converge',
      partConverges:
        'Cette partie converge\u00a0: F à sa borne supérieure moins F à sa borne inférieure',
    },
    improper: {
      split:
        'Découpez l’intégrale là où l’intégrande n’est pas défini\u00a0; elle ne converge que si chaque partie converge',
      oscillates:
        'F({unknown}) = {antiderivative} n’a pas de limite quand {unknown} → {point}\u00a0: elle oscille sans fin',
      limit: 'La limite de F({unknown}) = {antiderivative} quand {unknown} → {point}',
      limitSide: 'La limite de F({unknown}) = {antiderivative} quand {unknown} → {point}{side}',
      diverges:
        'Donc {part} diverge, et avec elle toute l’intégrale\u00a0: une intégrale définie ne converge que si la primitive a une limite finie à chaque borne de chaque partie',
      sum: 'Toutes les parties convergent, donc l’intégrale converge vers leur somme',
    },
    reversed: {
      minus:
        'Les bornes sont dans l’ordre décroissant\u00a0: l’intégrale est l’opposée de celle prise dans l’autre sens',
    },
    undefinedAt: {
      improper:
        '{subject} n’est pas défini en {unknown} = {value}, car {zero} y est nul\u00a0: {integrand} n’est pas défini en un point de l’intervalle, donc l’intégrale y est impropre',
    },
    direct: {
      defined: 'La fonction est définie en {unknown} = {value}\u00a0: remplacez',
    },
    cancelLimit: {
      common:
        'En remplaçant, on obtient 0/0\u00a0: simplifiez par le facteur commun {factor} du numérateur et du dénominateur',
    },
    lHopital: {
      zeroOverZero:
        'La forme indéterminée 0/0\u00a0: d’après la règle de L’Hôpital, la limite est celle de la dérivée du numérateur sur la dérivée du dénominateur',
      infinityOverInfinity:
        'La forme indéterminée ∞/∞\u00a0: d’après la règle de L’Hôpital, la limite est celle de la dérivée du numérateur sur la dérivée du dénominateur',
    },
    unbounded: {
      signAbove:
        'Le dénominateur s’y annule, mais pas le numérateur\u00a0: la fonction devient infiniment grande, avec le signe qu’elle a juste à droite du point',
      signBelow:
        'Le dénominateur s’y annule, mais pas le numérateur\u00a0: la fonction devient infiniment grande, avec le signe qu’elle a juste à gauche du point',
      signBoth:
        'Le dénominateur s’y annule, mais pas le numérateur\u00a0: la fonction devient infiniment grande, avec le signe qu’elle a des deux côtés du point',
      sidesDiffer:
        'Le dénominateur s’y annule, mais pas le numérateur\u00a0: la limite n’existe pas, car la fonction tend vers {left} à gauche et vers {right} à droite',
    },
    expLimit: {
      rewrite:
        'La forme indéterminée 1^∞\u00a0: écrivez-la e^(v·ln(u)) et cherchez la limite de l’exposant {exponent}, sous forme de quotient',
      power: 'Donc la limite est e à cette puissance',
    },
    limitPower: {
      grows:
        'Une puissance de {base} suit son exposant\u00a0: un exposant qui croît la fait croître, un exposant qui décroît l’envoie vers 0',
      follows:
        'Une puissance de {base} suit son exposant\u00a0: elle tend vers cette puissance de la limite',
    },
    limitFactor: {
      keeps: 'Un facteur constant {factor} la laisse infiniment grande, avec son signe',
    },
    toZero: {
      numberOver: 'Un nombre divisé par une quantité qui devient infiniment grande tend vers 0',
    },
    degrees: {
      graphLower:
        'Le numérateur est de degré inférieur au dénominateur, donc loin de l’origine la fonction tend vers 0',
      graphEqual:
        'Les degrés sont égaux, donc loin de l’origine la fonction tend vers le quotient des coefficients dominants',
      limitLower: 'Le dénominateur est de plus haut degré, donc le quotient tend vers 0',
      limitConstant: 'Une constante est sa propre limite',
      limitPolynomial:
        'Un polynôme devient infiniment grand, avec le signe de son terme de plus haut degré',
      limitEqual:
        'Le numérateur et le dénominateur ont le même degré\u00a0: la limite est le quotient de leurs coefficients dominants',
      limitHigher:
        'Le numérateur est de plus haut degré, donc le quotient devient infiniment grand, avec le signe de son terme de plus haut degré',
    },
    oscillates: {
      round:
        '{inner} devient infiniment grand, donc {function} parcourt sans fin les valeurs du cercle trigonométrique\u00a0: la limite n’existe pas',
    },
    absSide: {
      above: 'Juste à droite de {unknown} = {value}, {sign}, donc {open}',
      below: 'Juste à gauche de {unknown} = {value}, {sign}, donc {open}',
    },
    twoSides: {
      differ: 'Les limites à gauche et à droite sont différentes, donc la limite n’existe pas',
    },
    logToZero: {
      positive:
        '{inside} tend vers 0 par valeurs positives, et le logarithme d’un petit nombre positif est un grand nombre négatif',
    },
  },
  reasons: {
    tangentSlope: [
      'Coefficient directeur de la tangente',
      'le nombre dérivé en un point est la pente de la courbe en ce point, et la tangente a la même pente',
    ],
    perpendicular: [
      'Droites perpendiculaires',
      'faire tourner une droite d’un quart de tour échange ses déplacements horizontal et vertical et change un signe, donc le produit des coefficients directeurs de deux droites perpendiculaires vaut −1',
    ],
    pointSlope: [
      'Équation d’une droite passant par un point',
      'une droite de coefficient directeur m passant par (x₁, y₁) monte de m(x − x₁) depuis y₁ entre x₁ et x',
    ],
    swapXY: [
      'Réciproque en échangeant x et y',
      'f⁻¹ défait f\u00a0: y = f(x) exactement quand x = f⁻¹(y), donc échanger x et y puis isoler y donne f⁻¹',
    ],
    rangeAll: [
      '',
      'une fonction sans saut qui va de −∞ à ∞ passe par toutes les valeurs en chemin',
    ],
    rangeMonotone: [
      '',
      'une fonction qui ne fait que croître conserve l’ordre des valeurs, et une qui ne fait que décroître l’inverse, donc les bornes des valeurs vont aux bornes',
    ],
    rangeReciprocal: [
      '',
      '1/y n’est jamais nul, est proche de 0 là où y est grand et grand là où y est proche de 0, et inverse l’ordre des valeurs de même signe',
    ],
    stationary: [
      'Point critique',
      'la dérivée est la pente de la tangente, et en un point critique la tangente est horizontale',
    ],
    derivativeSign: [
      '',
      'là où la dérivée est positive la courbe monte, là où elle est négative elle descend\u00a0; elle ne peut changer de signe que là où elle s’annule',
    ],
    firstDerivativeTest: [
      'Étude du signe de la dérivée',
      'croissante puis décroissante donne un maximum local, décroissante puis croissante un minimum local, et sans changement de sens un point d’inflexion',
    ],
    sum: ['Règle de la somme', 'la dérivée d’une somme est la somme des dérivées'],
    constantMultiple: [
      'Règle du facteur constant',
      'un facteur constant reste devant\u00a0: (c·f)′ = c·f′',
    ],
    product: [
      'Règle du produit',
      'la variation de chaque facteur contribue\u00a0: (uv)′ = u′v + uv′',
    ],
    quotient: [
      'Règle du quotient',
      '(u/v)′ = (u′v − uv′)/v², la règle du produit appliquée à u·(1/v)',
    ],
    power: [
      'Règle de la puissance',
      'chacun des n facteurs x de xⁿ, en variant, ajoute xⁿ⁻¹ au taux de variation',
    ],
    chain: [
      'Dérivée d’une composée',
      'le taux de variation de f(u) est celui de f en u multiplié par celui de u',
    ],
    standard: [
      '',
      'une dérivée usuelle, obtenue une fois pour toutes à partir de la définition du nombre dérivé',
    ],
    constant: [
      '',
      'une constante ne varie pas, donc son taux de variation est 0\u00a0; x varie au taux 1',
    ],
    second: ['', 'la dérivée seconde est la dérivée de la dérivée'],
    linearity: [
      'Linéarité',
      'l’intégrale d’une somme est la somme des intégrales, et les constantes sortent de l’intégrale',
    ],
    integralConstant: ['Règle de la constante', 'la dérivée de kx est k'],
    integralPower: ['Règle de la puissance', 'la dérivée de xⁿ⁺¹/(n + 1) est xⁿ (n ≠ −1)'],
    integral: ['Primitive usuelle', 'en dérivant le résultat, on retrouve l’intégrande'],
    oneC: ['', 'deux primitives diffèrent d’une constante, donc une seule C les représente toutes'],
    uSub: [
      'Changement de variable',
      'la dérivée d’une composée à l’envers\u00a0: ∫g(u)·u′ dx = ∫g(u) du',
    ],
    putBack: ['', 'u désigne une expression en x, donc on réécrit la réponse en x'],
    parts: ['Intégration par parties', 'la règle du produit à l’envers\u00a0: ∫u dv = uv − ∫v du'],
    partialFractions: [
      'Décomposition en éléments simples',
      'une fraction dont le dénominateur est un produit de facteurs du premier degré est une somme de constantes sur ces facteurs et leurs puissances',
    ],
    coefficients: [
      'Identification des coefficients',
      'deux polynômes sont égaux pour tout x seulement si les coefficients de chaque puissance de x sont égaux',
    ],
    numerators: [
      '',
      'identifier les coefficients donne une équation du premier degré par puissance de x, et ensemble elles déterminent chaque numérateur',
    ],
    powerReduction: [
      'Linéarisation',
      'cos 2u = 1 − 2sin²u = 2cos²u − 1, donc sin²u = (1 − cos 2u)/2 et cos²u = (1 + cos 2u)/2',
    ],
    ftc: [
      'Théorème fondamental de l’analyse',
      'l’intégrale de a à b vaut F(b) − F(a) pour une primitive F',
    ],
    improper: [
      'Intégrale impropre',
      'une intégrale qui traverse un point où elle explose est la limite d’intégrales qui s’arrêtent avant ce point',
    ],
    reversed: ['', 'échanger les bornes change le signe d’une intégrale'],
    undefinedAt: ['', 'une intégrale exige que son intégrande soit défini sur tout l’intervalle'],
    direct: [
      'Substitution directe',
      'une fonction construite à partir de fonctions continues tend vers sa valeur là où elle est définie',
    ],
    cancelLimit: [
      '',
      'une limite dépend des valeurs près du point, pas en ce point, donc un facteur commun se simplifie',
    ],
    lHopital: [
      'Règle de L’Hôpital',
      'pour 0/0 ou ∞/∞, f/g tend vers la limite de f′/g′ quand celle-ci existe',
    ],
    unbounded: [
      '',
      'diviser par une quantité proche de 0 donne une quantité qui devient infiniment grande',
    ],
    expLimit: [
      '',
      'uᵛ = e^(v·ln u), et la fonction exponentielle est continue, donc on peut passer à la limite dans l’exposant',
    ],
    limitPower: ['', 'une puissance d’une base fixe suit son exposant'],
    limitFactor: [
      '',
      'un facteur constant non nul laisse une quantité infiniment grande, avec son signe',
    ],
    toZero: [
      '',
      'un nombre fixe divisé par une quantité qui devient infiniment grande tend vers 0',
    ],
    degrees: [
      '',
      'loin de l’origine, les plus hautes puissances du numérateur et du dénominateur déterminent la limite',
    ],
    oscillates: [
      '',
      'une limite est un nombre unique dont les valeurs se rapprochent, et des valeurs qui ne cessent d’osciller entre −1 et 1 ne se rapprochent d’aucun',
    ],
    absSide: ['', '|u| = u là où u ≥ 0 et |u| = −u là où u < 0'],
    twoSides: [
      '',
      'une limite n’existe que si les limites à gauche et à droite sont le même nombre',
    ],
    logToZero: [
      '',
      'ln u = k signifie u = eᵏ, et eᵏ n’est proche de 0 que pour k négatif et grand en valeur absolue',
    ],
  },
};
