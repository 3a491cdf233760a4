/**
 * The words of the checker of a student's working in French: every sentence of the English table
 * (src/tutor/checkWorking/words.ts) under the same id and with the same {names}, in the words of
 * ./GLOSSARY.md (« les deux membres », « numérateur », « dérivée de la composée »).
 */
import type { TutorWords } from '../../tutor/checkWorking/words';

/** Why a line of working follows or does not, in French. */
export const frenchTutor: TutorWords = {
  and: 'et',
  'line-empty': 'Cette ligne est vide',
  'line-without-maths': 'Cette ligne n’a pas de calcul à vérifier',
  'integral-form': 'Écrivez chaque intégrale sous la forme ∫ … dx',
  'close-derivative': 'Fermez la parenthèse après d/dx',
  'derivative-brackets': 'Écrivez entre parenthèses ce que d/dx dérive\u00a0: d/dx(x²)',
  'could-not-read': 'Cette ligne n’a pas pu être lue\u00a0: {reason}',
  'write-equation': 'Écrivez chaque ligne sous la forme d’une équation',
  'write-inequality': 'Écrivez chaque ligne sous la forme d’une inéquation',
  'write-equations': 'Écrivez chaque ligne sous la forme d’une ou de plusieurs équations',
  'write-expression': 'Écrivez chaque ligne sous la forme d’une expression',
  'write-expression-in-x': 'Écrivez chaque ligne sous la forme d’une expression en x',
  'not-checked': 'Cette ligne a pu être lue, mais pas vérifiée',
  'calculus-in-line':
    'Cette ligne contient une intégrale ou une dérivée, ce que le problème n’a pas',
  'other-letters': 'Cette ligne contient {letters}, ce que le problème n’a pas',
  'no-working': 'Écrivez votre démarche, une étape par ligne',
  'too-many-lines': 'Écrivez au plus {count} lignes',
  'line-too-long': 'Écrivez au plus {count} caractères par ligne',
  'may-bring-in':
    'Cette étape peut introduire des nombres qui ne sont pas solutions de la ligne précédente (comme élever les deux membres au carré)\u00a0: vérifiez chaque réponse dans le problème',
  'rejected-one': '{values} est rejetée\u00a0: elle ne convient pas au problème',
  'rejected-many': '{values} sont rejetées\u00a0: elles ne conviennent pas au problème',
  'side-calculation': 'Un calcul à part, et il est juste',
  'cannot-be': 'Une remarque sur ce que {x} ne peut pas valoir\u00a0: {values}',
  'not-simplified': 'Juste, mais pas fini\u00a0: {value} peut être simplifié',
  'not-equal':
    'Ce n’est pas égal à la ligne précédente\u00a0: cette ligne n’est pas égale à la ligne précédente',
  'not-equal-at':
    'Ce n’est pas égal à la ligne précédente\u00a0: en {where}, la ligne précédente vaut {before} et cette ligne vaut {now}',
  'not-equal-in-value':
    'Ce n’est pas égal à la ligne précédente\u00a0: la ligne précédente vaut {before} et cette ligne vaut {now}',
  'not-derivative':
    'Ce n’est pas la dérivée de {f}\u00a0: cette ligne n’est pas égale à la ligne précédente',
  'not-derivative-at':
    'Ce n’est pas la dérivée de {f}\u00a0: en {where}, la dérivée vaut {before} et cette ligne vaut {now}',
  'not-derivative-in-value':
    'Ce n’est pas la dérivée de {f}\u00a0: la dérivée vaut {before} et cette ligne vaut {now}',
  'not-antiderivative':
    'En dérivant cette ligne, on n’obtient pas {integrand}\u00a0: la dérivée de cette ligne n’est pas égale à la ligne précédente',
  'not-antiderivative-at':
    'En dérivant cette ligne, on n’obtient pas {integrand}\u00a0: en {where}, la fonction à intégrer vaut {before} et la dérivée de cette ligne vaut {now}',
  'not-antiderivative-in-value':
    'En dérivant cette ligne, on n’obtient pas {integrand}\u00a0: la fonction à intégrer vaut {before} et la dérivée de cette ligne vaut {now}',
  'does-not-follow': 'Cette ligne ne découle pas de la ligne précédente',
  'solves-before-only': '{value} est solution de la ligne précédente, mais pas de celle-ci',
  'solves-this-only': '{value} est solution de cette ligne, mais pas de la ligne précédente',
  'system-does-not-follow': '{equation} ne découle pas des équations précédentes',
  'calculation-wrong': 'Ce calcul n’est pas juste',
  'calculation-is': 'Ce calcul n’est pas juste\u00a0: {left} vaut {value}',
  'not-every-solution': 'Ce n’est pas l’ensemble de toutes les solutions',
  'factors-multiply-out':
    '{factors} se développe en {product}\u00a0: vérifiez les signes et les nombres dans les parenthèses',
  'moved-added':
    '{term} a été ajouté à l’autre membre au lieu d’être soustrait\u00a0: pour faire passer +{term} de l’autre côté, soustrayez {term} des deux membres',
  'moved-subtracted':
    '{term} a été soustrait de l’autre membre au lieu d’être ajouté\u00a0: pour faire passer −{term} de l’autre côté, ajoutez {term} aux deux membres',
  'undo-divided':
    '{inner} est divisé par {k}\u00a0: annulez-le en multipliant les deux membres par {k}',
  'undo-multiplied':
    '{inner} est multiplié par {k}\u00a0: annulez-le en divisant les deux membres par {k}',
  'added-left-only':
    '{k} a été ajouté au membre de gauche seulement\u00a0: ajoutez {k} aux deux membres',
  'added-right-only':
    '{k} a été ajouté au membre de droite seulement\u00a0: ajoutez {k} aux deux membres',
  'subtracted-left-only':
    '{k} a été soustrait du membre de gauche seulement\u00a0: soustrayez {k} des deux membres',
  'subtracted-right-only':
    '{k} a été soustrait du membre de droite seulement\u00a0: soustrayez {k} des deux membres',
  'divided-left-only':
    'Seul le membre de gauche a été divisé par {k}\u00a0: divisez les deux membres par {k}',
  'divided-right-only':
    'Seul le membre de droite a été divisé par {k}\u00a0: divisez les deux membres par {k}',
  'multiplied-left-only':
    'Seul le membre de gauche a été multiplié par {k}\u00a0: multipliez les deux membres par {k}',
  'multiplied-right-only':
    'Seul le membre de droite a été multiplié par {k}\u00a0: multipliez les deux membres par {k}',
  'divide-every-term': 'Divisez chaque terme par {k}, pas seulement {term}',
  'divide-every-term-worked':
    'Divisez chaque terme par {k}, pas seulement {term}\u00a0: {product} vaut {value}',
  'multiply-every-term': 'Multipliez chaque terme par {k}, pas seulement {term}',
  'multiply-every-term-worked':
    'Multipliez chaque terme par {k}, pas seulement {term}\u00a0: {product} vaut {value}',
  'divide-every-term-of-top':
    'Divisez chaque terme du numérateur par {k}, pas seulement {term}\u00a0: {part} vaut {value}',
  'common-denominator-left':
    'Multipliez les deux membres par {m}, le dénominateur commun\u00a0: le membre de gauche {side} devient {value}',
  'common-denominator-right':
    'Multipliez les deux membres par {m}, le dénominateur commun\u00a0: le membre de droite {side} devient {value}',
  'common-denominator-every-term':
    'Multipliez chaque terme par {m}, le dénominateur commun, et pas seulement par {den}\u00a0: {term} × {m} vaut {value}',
  'inequality-not-reversed':
    'Multiplier ou diviser les deux membres par un nombre négatif change le sens de l’inégalité',
  'negative-root-between':
    'Une racine carrée peut être positive ou négative\u00a0: {line} signifie −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'Une racine carrée peut être positive ou négative\u00a0: {line} signifie {base} {flipped} −{root} ou {base} {relation} {root}',
  'negative-root-missing':
    'Une racine carrée peut être positive ou négative\u00a0: il manque {other}',
  'negative-root-missing-gives':
    'Une racine carrée peut être positive ou négative\u00a0: il manque {other}, qui donne {values}',
  'root-lost':
    '{values} a été perdue\u00a0: diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
  'roots-lost':
    '{values} ont été perdues\u00a0: diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
  'extraneous-root-kept': '{value} ne convient pas au problème {problem}\u00a0: rejetez-la',
  'solution-ruled-out-one': '{values} est solution du problème, donc {x} peut prendre cette valeur',
  'solution-ruled-out-many':
    '{values} sont solutions du problème, donc {x} peut prendre ces valeurs',
  'solution-kept-one': '{values} convient bien au problème\u00a0: gardez-la',
  'solution-kept-many': '{values} conviennent bien au problème\u00a0: gardez-les',
  'bracket-first-term-only':
    '{factor} multiplie chaque terme de la parenthèse, pas seulement le premier\u00a0: {factor}({bracket}) vaut {value}',
  'minus-before-bracket':
    'Le signe moins devant {product} change le signe de chaque terme de la parenthèse\u00a0: −{product} vaut {value}',
  'minus-sign-bracket':
    'Le signe moins devant une parenthèse change le signe de chaque terme à l’intérieur, pas seulement du premier',
  'square-of-sum':
    'Le carré d’une somme n’est pas la somme des carrés\u00a0: (a + b)² = a² + 2ab + b², donc {square} = {value}',
  'square-of-side':
    'Le carré d’une somme n’est pas la somme des carrés\u00a0: (a + b)² = a² + 2ab + b², donc ({sum})² = {value}',
  'root-of-sum':
    'La racine carrée d’une somme n’est pas la somme des racines carrées\u00a0: {part} ne se sépare pas',
  'log-of-sum':
    'Le logarithme d’une somme n’est pas la somme des logarithmes\u00a0: log(ab) = log a + log b vaut pour un produit, et {part} ne se sépare pas',
  'cancelled-terms-top':
    'Dans une fraction, on simplifie des facteurs, pas des termes\u00a0: {term} est un terme du numérateur, pas un facteur',
  'cancelled-terms-both':
    'Dans une fraction, on simplifie des facteurs, pas des termes\u00a0: {term} est un terme du numérateur et du dénominateur, pas un facteur',
  'missing-constant':
    'Une primitive est toute une famille de fonctions\u00a0: ajoutez la constante d’intégration, + C',
  'product-rule':
    'La dérivée d’un produit n’est pas le produit des dérivées\u00a0: utilisez la formule du produit, (uv)′ = u′v + uv′, avec u = {u} et v = {v}',
  'quotient-of-derivatives':
    'La dérivée d’un quotient n’est pas le quotient des dérivées\u00a0: utilisez la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'quotient-rule-sum':
    'Le numérateur de la formule du quotient est une différence, u′v − uv′\u00a0: utilisez la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'quotient-rule-order':
    'Le numérateur de la formule du quotient est u′v − uv′, dans cet ordre\u00a0: utilisez la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'chain-rule':
    'Utilisez la dérivée d’une composée\u00a0: la dérivée de la fonction extérieure fois la dérivée de l’intérieur, {inner}, qui est {derivative}',
  'power-not-lowered':
    'L’exposant n’a pas été diminué ; la dérivée de xⁿ est n·xⁿ⁻¹\u00a0: multipliez par l’exposant, puis retirez-lui un',
  'power-not-brought-down':
    'L’exposant n’a pas été descendu en facteur ; la dérivée de xⁿ est n·xⁿ⁻¹\u00a0: multipliez par l’exposant, puis retirez-lui un',
  'power-rule-integral':
    'Une primitive de xⁿ est xⁿ⁺¹/(n + 1)\u00a0: augmentez l’exposant de un et divisez par le nouvel exposant',
  'differentiated-not-integrated':
    'C’est la dérivée de {integrand}, pas une primitive\u00a0: intégrer défait ce que fait dériver',
  'negative-root-unnamed':
    'Une racine carrée peut être positive ou négative\u00a0: il manque la solution que donne la racine négative',
  'root-lost-unnamed':
    'Une solution a été perdue\u00a0: diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
};
