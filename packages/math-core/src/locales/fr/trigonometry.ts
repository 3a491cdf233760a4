/**
 * French words of the solver's steps on trigonometric equations and identities, with ./index.ts
 * joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const frenchTrigonometry: Notes = {
  forms: {
    radians: {
      toDegrees: 'Convertissez les radians en degrés\u00a0: multipliez par 180°/π',
    },
    turn: {
      sinTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc son sinus est le même',
      sinTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc son sinus est le même',
      sinAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc son sinus est le même',
      sinAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc son sinus est le même',
      cosTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc son cosinus est le même',
      cosTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc son cosinus est le même',
      cosAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc son cosinus est le même',
      cosAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc son cosinus est le même',
      tanTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc sa tangente est la même',
      tanTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa tangente est la même',
      tanAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc sa tangente est la même',
      tanAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa tangente est la même',
      secTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc sa sécante est la même',
      secTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa sécante est la même',
      secAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc sa sécante est la même',
      secAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa sécante est la même',
      cscTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc sa cosécante est la même',
      cscTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa cosécante est la même',
      cscAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc sa cosécante est la même',
      cscAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa cosécante est la même',
      cotTakeOne:
        'Retirez un tour complet\u00a0: l’angle arrive au même endroit, donc sa cotangente est la même',
      cotTakeMany:
        'Retirez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa cotangente est la même',
      cotAddOne:
        'Ajoutez un tour complet\u00a0: l’angle arrive au même endroit, donc sa cotangente est la même',
      cotAddMany:
        'Ajoutez {turns} tours complets\u00a0: l’angle arrive au même endroit, donc sa cotangente est la même',
    },
    unitCircle: {
      point:
        '{angle} correspond au point {point} du cercle trigonométrique\u00a0: cos est son abscisse, sin son ordonnée',
      at: 'Sur le cercle trigonométrique, {equation} sur {turn} en',
    },
    reference: {
      sinPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; le sinus y est positif',
      sinNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; le sinus y est négatif',
      cosPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; le cosinus y est positif',
      cosNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; le cosinus y est négatif',
      tanPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la tangente y est positive',
      tanNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la tangente y est négative',
      secPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la sécante y est positive',
      secNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la sécante y est négative',
      cscPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la cosécante y est positive',
      cscNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la cosécante y est négative',
      cotPositiveThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la cotangente y est positive',
      cotNegativeThere:
        '{angle} est dans le quadrant {quadrant}\u00a0; angle de référence {reference}\u00a0; la cotangente y est négative',
      sinSign: 'Sinus de l’angle de référence, avec le signe du quadrant {quadrant}',
      cosSign: 'Cosinus de l’angle de référence, avec le signe du quadrant {quadrant}',
      tanSign: 'Tangente de l’angle de référence, avec le signe du quadrant {quadrant}',
      secSign: 'Sécante de l’angle de référence, avec le signe du quadrant {quadrant}',
      cscSign: 'Cosécante de l’angle de référence, avec le signe du quadrant {quadrant}',
      cotSign: 'Cotangente de l’angle de référence, avec le signe du quadrant {quadrant}',
      sinPositive:
        'L’angle de référence est {reference}, car {value}\u00a0; le sinus est positif dans les quadrants I et II, donc sur {turn}',
      sinNegative:
        'L’angle de référence est {reference}, car {value}\u00a0; le sinus est négatif dans les quadrants III et IV, donc sur {turn}',
      cosPositive:
        'L’angle de référence est {reference}, car {value}\u00a0; le cosinus est positif dans les quadrants I et IV, donc sur {turn}',
      cosNegative:
        'L’angle de référence est {reference}, car {value}\u00a0; le cosinus est négatif dans les quadrants II et III, donc sur {turn}',
      tanPositive:
        'L’angle de référence est {reference}, car {value}\u00a0; la tangente est positive dans les quadrants I et III, donc sur {turn}',
      tanNegative:
        'L’angle de référence est {reference}, car {value}\u00a0; la tangente est négative dans les quadrants II et IV, donc sur {turn}',
    },
    special: {
      firstQuadrant:
        '{angle} est dans le quadrant I, où toutes les fonctions sont positives\u00a0: la valeur exacte en {angle}',
      byUnitCircle: 'La valeur exacte pour un angle remarquable (cercle trigonométrique)',
      byReference: 'La valeur exacte pour un angle remarquable (angle de référence)',
    },
    trigRange: {
      between:
        '{equation} n’a pas de solution\u00a0: {call} est compris entre −1 et 1 pour tout {unknown}',
      sec: 'sec({angle}) = 1/cos({angle}) et cos est compris entre −1 et 1, donc |sec({angle})| ≥ 1 partout où elle est définie\u00a0: {equation} n’a pas de solution',
      csc: 'csc({angle}) = 1/sin({angle}) et sin est compris entre −1 et 1, donc |csc({angle})| ≥ 1 partout où elle est définie\u00a0: {equation} n’a pas de solution',
      rangeEvery: '{function} d’un angle quelconque prend toutes les valeurs de −1 à 1',
      rangeTan: 'tan prend toutes les valeurs sur chaque demi-tour entre ses asymptotes',
    },
    period: {
      noneIn: 'Aucune solution n’est dans {interval}',
      within:
        'Les solutions telles que {interval}\u00a0: chaque solution d’un tour, décalée de tours complets ({turn}) dans l’intervalle',
      together: 'Réunissez les familles\u00a0: toute solution appartient à l’une d’elles',
      sin: 'Le sinus est périodique de période {period}\u00a0: toutes les solutions, pour tout entier k',
      cos: 'Le cosinus est périodique de période {period}\u00a0: toutes les solutions, pour tout entier k',
      tan: 'La tangente est périodique de période {period}\u00a0: toutes les solutions, pour tout entier k',
      sinFor:
        'Le sinus est périodique de période {period}\u00a0: toutes les solutions pour {angle}, pour tout entier k',
      cosFor:
        'Le cosinus est périodique de période {period}\u00a0: toutes les solutions pour {angle}, pour tout entier k',
      tanFor:
        'La tangente est périodique de période {period}\u00a0: toutes les solutions pour {angle}, pour tout entier k',
    },
    inverse: {
      sin: '{equation} n’a pas d’angle à valeur exacte\u00a0: arcsin donne {angle}, et {half} moins cet angle donne l’autre angle sur {turn}, à {digits} chiffres significatifs',
      cos: '{equation} n’a pas d’angle à valeur exacte\u00a0: arccos donne {angle}, et {full} moins cet angle donne l’autre angle sur {turn}, à {digits} chiffres significatifs',
      tan: '{equation} n’a pas d’angle à valeur exacte\u00a0: arctan donne {angle}, et en ajoutant {half} on obtient l’autre angle sur {turn}, à {digits} chiffres significatifs',
    },
    pythagorean: {
      trigWrite: 'Utilisez sin² + cos² = 1\u00a0: {identities}',
      trigLeave: 'Utilisez l’identité de Pythagore\u00a0: {identity}, pour ne garder que {call}',
      identity: 'Identité de Pythagore\u00a0: {identities}',
      leftIdentity: 'Membre de gauche. Identité de Pythagore\u00a0: {identities}',
      rightIdentity: 'Membre de droite. Identité de Pythagore\u00a0: {identities}',
    },
    quotientIdentity: {
      trigWrite: 'Écrivez tan et cot à l’aide de sin et cos\u00a0: {identities}',
      identity: 'Identité du quotient\u00a0: {identities}',
      leftIdentity: 'Membre de gauche. Identité du quotient\u00a0: {identities}',
      rightIdentity: 'Membre de droite. Identité du quotient\u00a0: {identities}',
    },
    reciprocalIdentity: {
      trigWrite: 'Écrivez sec et csc à l’aide de sin et cos\u00a0: {identities}',
      identity: 'Identité de l’inverse\u00a0: {identities}',
      leftIdentity: 'Membre de gauche. Identité de l’inverse\u00a0: {identities}',
      rightIdentity: 'Membre de droite. Identité de l’inverse\u00a0: {identities}',
    },
    doubleAngle: {
      identity: 'Formule de l’angle double\u00a0: {identities}',
      trigWrite: 'Écrivez l’angle double à l’aide de l’angle simple\u00a0: {identities}',
      trigUse: 'Utilisez la formule de l’angle double\u00a0: {identity}',
      leftIdentity: 'Membre de gauche. Formule de l’angle double\u00a0: {identities}',
      rightIdentity: 'Membre de droite. Formule de l’angle double\u00a0: {identities}',
    },
    divideByCos: {
      one: 'Là où cos({angle}) = 0, sin({angle}) = ±1 et le membre de gauche vaut ±{left}, pas 0\u00a0: on ne perd aucune solution en divisant par cos({angle}), et {identity}',
      two: 'Là où cos({angle}) = 0, sin({angle}) = ±1 et le membre de gauche vaut {left}, pas 0\u00a0: on ne perd aucune solution en divisant par cos²({angle}), et {identity}',
      odd: 'Là où cos({angle}) = 0, sin({angle}) = ±1 et le membre de gauche vaut ±{left}, pas 0\u00a0: on ne perd aucune solution en divisant par cos^{power}({angle}), et {identity}',
      even: 'Là où cos({angle}) = 0, sin({angle}) = ±1 et le membre de gauche vaut {left}, pas 0\u00a0: on ne perd aucune solution en divisant par cos^{power}({angle}), et {identity}',
    },
    harmonic: {
      oneSine:
        'Écrivez {sum} comme un seul sinus\u00a0: R = √(a² + b²) = {size}, et l’angle α tel que cos α = a/R, sin α = b/R vaut {alpha}',
    },
    complementary: {
      write:
        'Écrivez {given} comme {written} de l’angle complémentaire\u00a0: {given}(θ) = {written}({quarter} − θ)',
    },
    sameValue: {
      degreesSin:
        'Les angles sont en degrés. sin prend la même valeur en deux angles quand ils sont égaux ou que leur somme vaut un demi-tour, à un nombre entier de tours près',
      radiansSin:
        'Les angles sont en radians. sin prend la même valeur en deux angles quand ils sont égaux ou que leur somme vaut un demi-tour, à un nombre entier de tours près',
      bothSin:
        'Les angles sont en degrés (la réponse les donne aussi en radians). sin prend la même valeur en deux angles quand ils sont égaux ou que leur somme vaut un demi-tour, à un nombre entier de tours près',
      degreesCos:
        'Les angles sont en degrés. cos prend la même valeur en deux angles quand ils sont égaux ou opposés, à un nombre entier de tours près',
      radiansCos:
        'Les angles sont en radians. cos prend la même valeur en deux angles quand ils sont égaux ou opposés, à un nombre entier de tours près',
      bothCos:
        'Les angles sont en degrés (la réponse les donne aussi en radians). cos prend la même valeur en deux angles quand ils sont égaux ou opposés, à un nombre entier de tours près',
      degreesTan:
        'Les angles sont en degrés. tan prend la même valeur en deux angles quand ils diffèrent d’un nombre entier de demi-tours',
      radiansTan:
        'Les angles sont en radians. tan prend la même valeur en deux angles quand ils diffèrent d’un nombre entier de demi-tours',
      bothTan:
        'Les angles sont en degrés (la réponse les donne aussi en radians). tan prend la même valeur en deux angles quand ils diffèrent d’un nombre entier de demi-tours',
    },
    identityHolds: {
      leftNow:
        'Le membre de gauche est maintenant le membre de droite\u00a0: l’identité est vraie pour tout {unknown}',
      leftNowWhereOne:
        'Le membre de gauche est maintenant le membre de droite\u00a0: l’identité est vraie pour tout {unknown} tel que {condition}',
      leftNowWhereTwo:
        'Le membre de gauche est maintenant le membre de droite\u00a0: l’identité est vraie pour tout {unknown} tel que {condition} et {also}',
      leftNowWhereMany:
        'Le membre de gauche est maintenant le membre de droite\u00a0: l’identité est vraie pour tout {unknown} tel que {conditions}',
      rightNow:
        'Le membre de droite est maintenant le membre de gauche\u00a0: l’identité est vraie pour tout {unknown}',
      rightNowWhereOne:
        'Le membre de droite est maintenant le membre de gauche\u00a0: l’identité est vraie pour tout {unknown} tel que {condition}',
      rightNowWhereTwo:
        'Le membre de droite est maintenant le membre de gauche\u00a0: l’identité est vraie pour tout {unknown} tel que {condition} et {also}',
      rightNowWhereMany:
        'Le membre de droite est maintenant le membre de gauche\u00a0: l’identité est vraie pour tout {unknown} tel que {conditions}',
      bothAre: 'Les deux membres valent {common}\u00a0: l’identité est vraie pour tout {unknown}',
      bothAreWhereOne:
        'Les deux membres valent {common}\u00a0: l’identité est vraie pour tout {unknown} tel que {condition}',
      bothAreWhereTwo:
        'Les deux membres valent {common}\u00a0: l’identité est vraie pour tout {unknown} tel que {condition} et {also}',
      bothAreWhereMany:
        'Les deux membres valent {common}\u00a0: l’identité est vraie pour tout {unknown} tel que {conditions}',
    },
    counterexample: {
      at: 'En {unknown} = {angle}, les deux membres sont différents',
      atBoth: 'En {unknown} = {angle} ({radians}), les deux membres sont différents',
    },
  },
  reasons: {
    radians: ['', 'π radians valent 180°'],
    turn: [
      '',
      'un tour complet ramène au même point du cercle trigonométrique, donc les valeurs se répètent',
    ],
    unitCircle: [
      '',
      'le point associé à l’angle θ sur le cercle trigonométrique est (cos θ, sin θ)',
    ],
    reference: [
      'Angle de référence',
      'un angle a les valeurs de son angle de référence, avec le signe de son quadrant',
    ],
    special: [
      '',
      'les valeurs exactes en 30°, 45° et 60° viennent du demi-carré et du demi-triangle équilatéral',
    ],
    trigRange: [
      '',
      'sin et cos sont les coordonnées d’un point du cercle trigonométrique, entre −1 et 1',
    ],
    period: ['', 'sin et cos se répètent à chaque tour complet, tan à chaque demi-tour'],
    inverse: [
      '',
      'la fonction réciproque donne un angle ayant cette valeur\u00a0; la symétrie donne l’autre',
    ],
    pythagorean: [
      'Identité de Pythagore',
      'le point (cos θ, sin θ) est sur le cercle trigonométrique, de rayon 1, donc sin²θ + cos²θ = 1',
    ],
    quotientIdentity: [
      'Identité du quotient',
      'tan θ = sin θ/cos θ et cot θ = cos θ/sin θ, là où le dénominateur n’est pas nul',
    ],
    reciprocalIdentity: [
      'Identité de l’inverse',
      'sec θ = 1/cos θ et csc θ = 1/sin θ, par définition, là où le dénominateur n’est pas nul',
    ],
    doubleAngle: [
      'Formule de l’angle double',
      'les formules d’addition avec deux angles égaux à θ\u00a0: sin 2θ = 2sin θ cos θ, cos 2θ = cos²θ − sin²θ',
    ],
    divideByCos: [
      '',
      'diviser par cos θ est permis là où cos θ ≠ 0, et là où cos θ = 0 l’équation a été vérifiée à part',
    ],
    harmonic: [
      'Forme R sin(θ + α)',
      'R sin(θ + α) = R cos α sin θ + R sin α cos θ, par la formule d’addition',
    ],
    complementary: [
      'Angles complémentaires',
      'dans un triangle rectangle, le côté opposé à un angle aigu est adjacent à l’autre\u00a0: cos θ = sin(90° − θ)',
    ],
    sameValue: [
      'Valeurs égales d’une même fonction',
      'sin se répète à chaque tour et prend chaque valeur en θ et 180° − θ, cos en θ et −θ, tan à chaque demi-tour',
    ],
    identityHolds: [
      '',
      'des expressions égales pour tout angle où les deux sont définies forment une identité sur cet ensemble',
    ],
    counterexample: [
      'Contre-exemple',
      'un angle où les deux membres diffèrent montre qu’ils ne sont pas égaux pour tout angle',
    ],
  },
};
