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
  'integral-form': 'Écris chaque intégrale sous la forme ∫ … dx',
  'close-derivative': 'Ferme la parenthèse après d/dx',
  'derivative-brackets': 'Écris entre parenthèses ce que d/dx dérive : d/dx(x²)',
  'could-not-read': 'Cette ligne n’a pas pu être lue : {reason}',
  'write-equation': 'Écris chaque ligne sous la forme d’une équation',
  'write-inequality': 'Écris chaque ligne sous la forme d’une inéquation',
  'write-equations': 'Écris chaque ligne sous la forme d’une ou de plusieurs équations',
  'write-expression': 'Écris chaque ligne sous la forme d’une expression',
  'write-expression-in-x': 'Écris chaque ligne sous la forme d’une expression en x',
  'not-checked': 'Cette ligne a pu être lue, mais pas vérifiée',
  'calculus-in-line':
    'Cette ligne contient une intégrale ou une dérivée, ce que le problème n’a pas',
  'other-letters': 'Cette ligne contient {letters}, ce que le problème n’a pas',
  'no-working': 'Écris ta démarche, une étape par ligne',
  'too-many-lines': 'Écris au plus {count} lignes',
  'line-too-long': 'Écris au plus {count} caractères par ligne',
  'may-bring-in':
    'Cette étape peut introduire des nombres qui ne sont pas solutions de la ligne précédente (comme élever les deux membres au carré) : vérifie chaque réponse dans le problème',
  'rejected-one': '{values} est rejetée : elle ne convient pas au problème',
  'rejected-many': '{values} sont rejetées : elles ne conviennent pas au problème',
  'side-calculation': 'Un calcul à part, et il est juste',
  'cannot-be': 'Une remarque sur ce que {x} ne peut pas valoir : {values}',
  'not-simplified': 'Juste, mais pas fini : {value} peut être simplifié',
  'not-equal':
    'Ce n’est pas égal à la ligne précédente : cette ligne n’est pas égale à la ligne précédente',
  'not-equal-at':
    'Ce n’est pas égal à la ligne précédente : en {where}, la ligne précédente vaut {before} et cette ligne vaut {now}',
  'not-equal-in-value':
    'Ce n’est pas égal à la ligne précédente : la ligne précédente vaut {before} et cette ligne vaut {now}',
  'not-derivative':
    'Ce n’est pas la dérivée de {f} : cette ligne n’est pas égale à la ligne précédente',
  'not-derivative-at':
    'Ce n’est pas la dérivée de {f} : en {where}, la dérivée vaut {before} et cette ligne vaut {now}',
  'not-derivative-in-value':
    'Ce n’est pas la dérivée de {f} : la dérivée vaut {before} et cette ligne vaut {now}',
  'not-antiderivative':
    'En dérivant cette ligne, on n’obtient pas {integrand} : la dérivée de cette ligne n’est pas égale à la ligne précédente',
  'not-antiderivative-at':
    'En dérivant cette ligne, on n’obtient pas {integrand} : en {where}, la fonction à intégrer vaut {before} et la dérivée de cette ligne vaut {now}',
  'not-antiderivative-in-value':
    'En dérivant cette ligne, on n’obtient pas {integrand} : la fonction à intégrer vaut {before} et la dérivée de cette ligne vaut {now}',
  'does-not-follow': 'Cette ligne ne découle pas de la ligne précédente',
  'solves-before-only': '{value} est solution de la ligne précédente, mais pas de celle-ci',
  'solves-this-only': '{value} est solution de cette ligne, mais pas de la ligne précédente',
  'system-does-not-follow': '{equation} ne découle pas des équations précédentes',
  'calculation-wrong': 'Ce calcul n’est pas juste',
  'calculation-is': 'Ce calcul n’est pas juste : {left} vaut {value}',
  'not-every-solution': 'Ce n’est pas l’ensemble de toutes les solutions',
  'factors-multiply-out':
    '{factors} se développe en {product} : vérifie les signes et les nombres dans les parenthèses',
  'moved-added':
    '{term} a été ajouté à l’autre membre au lieu d’être soustrait : pour faire passer +{term} de l’autre côté, soustrais {term} des deux membres',
  'moved-subtracted':
    '{term} a été soustrait de l’autre membre au lieu d’être ajouté : pour faire passer −{term} de l’autre côté, ajoute {term} aux deux membres',
  'undo-divided': '{inner} est divisé par {k} : annule-le en multipliant les deux membres par {k}',
  'undo-multiplied':
    '{inner} est multiplié par {k} : annule-le en divisant les deux membres par {k}',
  'added-left-only': '{k} a été ajouté au membre de gauche seulement : ajoute {k} aux deux membres',
  'added-right-only':
    '{k} a été ajouté au membre de droite seulement : ajoute {k} aux deux membres',
  'subtracted-left-only':
    '{k} a été soustrait du membre de gauche seulement : soustrais {k} des deux membres',
  'subtracted-right-only':
    '{k} a été soustrait du membre de droite seulement : soustrais {k} des deux membres',
  'divided-left-only':
    'Seul le membre de gauche a été divisé par {k} : divise les deux membres par {k}',
  'divided-right-only':
    'Seul le membre de droite a été divisé par {k} : divise les deux membres par {k}',
  'multiplied-left-only':
    'Seul le membre de gauche a été multiplié par {k} : multiplie les deux membres par {k}',
  'multiplied-right-only':
    'Seul le membre de droite a été multiplié par {k} : multiplie les deux membres par {k}',
  'divide-every-term': 'Divise chaque terme par {k}, pas seulement {term}',
  'divide-every-term-worked':
    'Divise chaque terme par {k}, pas seulement {term} : {product} vaut {value}',
  'multiply-every-term': 'Multiplie chaque terme par {k}, pas seulement {term}',
  'multiply-every-term-worked':
    'Multiplie chaque terme par {k}, pas seulement {term} : {product} vaut {value}',
  'divide-every-term-of-top':
    'Divise chaque terme du numérateur par {k}, pas seulement {term} : {part} vaut {value}',
  'common-denominator-left':
    'Multiplie les deux membres par {m}, le dénominateur commun : le membre de gauche {side} devient {value}',
  'common-denominator-right':
    'Multiplie les deux membres par {m}, le dénominateur commun : le membre de droite {side} devient {value}',
  'common-denominator-every-term':
    'Multiplie chaque terme par {m}, le dénominateur commun, et pas seulement par {den} : {term} × {m} vaut {value}',
  'inequality-not-reversed':
    'Multiplier ou diviser les deux membres par un nombre négatif change le sens de l’inégalité',
  'negative-root-between':
    'Une racine carrée peut être positive ou négative : {line} signifie −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'Une racine carrée peut être positive ou négative : {line} signifie {base} {flipped} −{root} ou {base} {relation} {root}',
  'negative-root-missing': 'Une racine carrée peut être positive ou négative : il manque {other}',
  'negative-root-missing-gives':
    'Une racine carrée peut être positive ou négative : il manque {other}, qui donne {values}',
  'root-lost':
    '{values} a été perdue : diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
  'roots-lost':
    '{values} ont été perdues : diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
  'extraneous-root-kept': '{value} ne convient pas au problème {problem} : rejette-la',
  'solution-ruled-out-one': '{values} est solution du problème, donc {x} peut prendre cette valeur',
  'solution-ruled-out-many':
    '{values} sont solutions du problème, donc {x} peut prendre ces valeurs',
  'solution-kept-one': '{values} convient bien au problème : garde-la',
  'solution-kept-many': '{values} conviennent bien au problème : garde-les',
  'bracket-first-term-only':
    '{factor} multiplie chaque terme de la parenthèse, pas seulement le premier : {factor}({bracket}) vaut {value}',
  'minus-before-bracket':
    'Le signe moins devant {product} change le signe de chaque terme de la parenthèse : −{product} vaut {value}',
  'minus-sign-bracket':
    'Le signe moins devant une parenthèse change le signe de chaque terme à l’intérieur, pas seulement du premier',
  'square-of-sum':
    'Le carré d’une somme n’est pas la somme des carrés : (a + b)² = a² + 2ab + b², donc {square} = {value}',
  'square-of-side':
    'Le carré d’une somme n’est pas la somme des carrés : (a + b)² = a² + 2ab + b², donc ({sum})² = {value}',
  'root-of-sum':
    'La racine carrée d’une somme n’est pas la somme des racines carrées : {part} ne se sépare pas',
  'log-of-sum':
    'Le logarithme d’une somme n’est pas la somme des logarithmes : log(ab) = log a + log b vaut pour un produit, et {part} ne se sépare pas',
  'cancelled-terms-top':
    'Dans une fraction, on simplifie des facteurs, pas des termes : {term} est un terme du numérateur, pas un facteur',
  'cancelled-terms-both':
    'Dans une fraction, on simplifie des facteurs, pas des termes : {term} est un terme du numérateur et du dénominateur, pas un facteur',
  'missing-constant':
    'Une primitive est toute une famille de fonctions : ajoute la constante d’intégration, + C',
  'product-rule':
    'La dérivée d’un produit n’est pas le produit des dérivées : utilise la formule du produit, (uv)′ = u′v + uv′, avec u = {u} et v = {v}',
  'quotient-of-derivatives':
    'La dérivée d’un quotient n’est pas le quotient des dérivées : utilise la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'quotient-rule-sum':
    'Le numérateur de la formule du quotient est une différence, u′v − uv′ : utilise la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'quotient-rule-order':
    'Le numérateur de la formule du quotient est u′v − uv′, dans cet ordre : utilise la formule du quotient, (u/v)′ = (u′v − uv′)/v², avec u = {u} et v = {v}',
  'chain-rule':
    'Utilise la dérivée d’une composée : la dérivée de la fonction extérieure fois la dérivée de l’intérieur, {inner}, qui est {derivative}',
  'power-not-lowered':
    'L’exposant n’a pas été diminué ; la dérivée de xⁿ est n·xⁿ⁻¹ : multiplie par l’exposant, puis retire-lui un',
  'power-not-brought-down':
    'L’exposant n’a pas été descendu en facteur ; la dérivée de xⁿ est n·xⁿ⁻¹ : multiplie par l’exposant, puis retire-lui un',
  'power-rule-integral':
    'Une primitive de xⁿ est xⁿ⁺¹/(n + 1) : augmente l’exposant de un et divise par le nouvel exposant',
  'differentiated-not-integrated':
    'C’est la dérivée de {integrand}, pas une primitive : intégrer défait ce que fait dériver',
};
