/**
 * The names, descriptions and first hints of the free skills in French ("vous"), under the same
 * ids as the English table (src/practice/words/en-skills.ts); spread into ./practice.ts. A
 * description's maths is plain text, with the decimal comma; a no-break space before « : » and « ? ».
 */
import type { SkillWords } from '../../practice/words/en-skills';

export const frenchSkillPracticeWords: SkillWords = {
  'skills.one-step-equations.title': 'Équations en une étape',
  'skills.one-step-equations.description':
    'Résolvez x + a = c, ax = c et x/a = c avec une seule opération inverse.',
  'skills.one-step-equations.nudge':
    'Quelle opération est appliquée à x\u00a0? Faites l’opération inverse dans les deux membres.',
  'skills.two-step-equations.title': 'Équations en deux étapes',
  'skills.two-step-equations.description':
    'Résolvez ax + b = c\u00a0: déplacez la constante, puis divisez.',
  'skills.two-step-equations.nudge':
    'Deux opérations sont appliquées à x\u00a0: annulez d’abord la dernière.',
  'skills.distributive-law.title': 'La distributivité',
  'skills.distributive-law.description':
    'Équations avec des parenthèses\u00a0: développez, puis résolvez.',
  'skills.distributive-law.nudge':
    'Le nombre devant les parenthèses multiplie tout ce qu’elles contiennent.',
  'skills.variables-both-sides.title': 'L’inconnue dans les deux membres',
  'skills.variables-both-sides.description':
    'Regroupez les termes en x dans un membre et les nombres dans l’autre.',
  'skills.variables-both-sides.nudge':
    'x apparaît dans les deux membres\u00a0: regroupez-les d’abord dans un seul.',
  'skills.quadratics-factoring.title': 'Équations du second degré par factorisation',
  'skills.quadratics-factoring.description':
    'Résolvez x² + bx + c = 0 et ax² + bx + c = 0 en les écrivant comme un produit de deux parenthèses.',
  'skills.quadratics-factoring.nudge':
    'Le membre de gauche peut-il s’écrire comme le produit de deux parenthèses\u00a0?',
  'skills.quadratic-formula.title': 'La formule du second degré',
  'skills.quadratic-formula.description':
    'Le discriminant, et les racines de toute équation du second degré par x = (−b ± √(b² − 4ac))/(2a).',
  'skills.quadratic-formula.nudge': 'Identifiez d’abord a, b et c.',
  'skills.evaluate-logarithms.title': 'Calculer des logarithmes',
  'skills.evaluate-logarithms.description':
    'log_b(x) est l’exposant auquel élever b pour obtenir x\u00a0: puissances, racines et logarithmes de logarithmes.',
  'skills.evaluate-logarithms.nudge':
    'Un logarithme répond à la question\u00a0: à quelle puissance faut-il élever la base\u00a0?',
  'skills.change-of-base.title': 'Changement de base',
  'skills.change-of-base.description':
    'Des logarithmes entre des bases qui sont des puissances d’un même nombre, et à la calculatrice.',
  'skills.change-of-base.nudge':
    'Les deux nombres peuvent-ils s’écrire comme des puissances d’un même nombre\u00a0?',
  'skills.log-rules.title': 'Règles du produit, du quotient et de la puissance',
  'skills.log-rules.description': 'Développez et regroupez des logarithmes avec les trois règles.',
  'skills.log-rules.nudge':
    'Quelle règle transforme cette somme, cette différence ou cette puissance en quelque chose de plus simple\u00a0?',
  'skills.log-equations.title': 'Équations logarithmiques',
  'skills.log-equations.description':
    'Écrivez log_b(y) = k sous la forme y = b^k, et écartez les solutions hors de l’ensemble de définition.',
  'skills.log-equations.nudge':
    'Une équation logarithmique est une équation exponentielle déguisée.',
  'skills.exponential-equations.title': 'Équations exponentielles',
  'skills.exponential-equations.description':
    'Écrivez les deux membres comme des puissances d’une même base et égalez les exposants.',
  'skills.exponential-equations.nudge':
    'Les deux membres peuvent-ils s’écrire comme des puissances d’une même base\u00a0?',
  'skills.area-perimeter.title': 'Aire et périmètre',
  'skills.area-perimeter.description': 'Rectangles, parallélogrammes, triangles et trapèzes.',
  'skills.area-perimeter.nudge': 'Quelle formule convient à cette figure\u00a0?',
  'skills.triangles.title': 'Triangles',
  'skills.triangles.description':
    'La somme des angles, les triangles semblables et le rapport de leurs aires.',
  'skills.triangles.nudge':
    'Que savez-vous de tous les triangles, ou des triangles semblables\u00a0?',
  'skills.pythagoras.title': 'Le théorème de Pythagore',
  'skills.pythagoras.description': 'L’hypoténuse et le côté manquant d’un triangle rectangle.',
  'skills.pythagoras.nudge': 'Dans un triangle rectangle, les trois côtés vérifient a² + b² = c².',
  'skills.circles.title': 'Cercles',
  'skills.circles.description': 'Aire et périmètre du cercle, avec π ≈ 3,14 et avec π lui-même.',
  'skills.circles.nudge': 'Rayon ou diamètre\u00a0? Les formules utilisent le rayon.',
  'skills.angles.title': 'Angles',
  'skills.angles.description':
    'Angles complémentaires et supplémentaires, somme des angles d’un polygone, polygones réguliers.',
  'skills.angles.nudge':
    'Les angles sur une droite, dans un triangle ou dans un polygone ont une somme connue.',
  'skills.volume.title': 'Volume',
  'skills.volume.description': 'Pavés droits, prismes, cylindres, cônes et boules.',
  'skills.volume.nudge':
    'Le volume est l’aire de la base multipliée par une hauteur (le tiers pour un cône).',
};
