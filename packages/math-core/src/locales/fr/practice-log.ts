/**
 * The words of the logarithm problems, and under `skill.` of the algebra skills' own families, in
 * French ("vous", the imperative in questions, hints and step notes alike, as ./practice.ts),
 * under the same ids and with the same {placeholders} as the English table
 * (src/practice/words/en-log.ts); spread into ./practice.ts. A colon, a semicolon or a question
 * mark takes a no-break space before it.
 */
import type { LogWords } from '../../practice/words/en-log';

export const frenchLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calculez {expression}.',
  'log.ask.evaluateFraction': 'Calculez {expression}. Donnez la réponse sous forme de fraction.',
  'log.ask.given': 'Sachant que {given}, calculez {expression}.',
  'log.ask.givenTwo': 'Sachant que {given} et {other}, calculez {expression}.',
  'log.ask.changeOfBase':
    'Avec la formule de changement de base, calculez {expression}. Arrondissez à {decimals} décimales.',
  'log.nudge.squareRoot':
    'Une racine est aussi une puissance\u00a0: la racine carrée est la puissance {power}.',
  'log.nudge.cubeRoot':
    'Une racine est aussi une puissance\u00a0: la racine cubique est la puissance {power}.',
  'log.nudge.insideOut': 'Commencez par le logarithme intérieur.',
  'log.nudge.powersOf': 'Les deux nombres sont des puissances de {base}.',
  'log.nudge.calculator': 'Une calculatrice a ln (ou log), mais pas de touche pour la base {base}.',
  'log.hint.raisedTo': 'À quelle puissance faut-il élever {base} pour obtenir {value}\u00a0?',
  'log.hint.asPower': 'Écrivez {value} comme une puissance de {base}.',
  'log.hint.definition': '{log} signifie {power}.',
  'log.hint.inverse': 'Élever b à la puissance {log} annule le logarithme.',
  'log.hint.powerRule': 'Règle de la puissance\u00a0: {rule}.',
  'log.hint.productRule': 'Règle du produit\u00a0: {rule}.',
  'log.hint.quotientRule': 'Règle du quotient\u00a0: {rule}.',
  'log.hint.bothAsPowers': 'Écrivez les deux nombres comme des puissances de {base}.',
  'log.hint.rewrite':
    'Écrivez le logarithme sous forme de puissance\u00a0: {log} signifie {power}.',
  'log.hint.exponentsEqual':
    'Écrivez {value} comme une puissance de {base}, puis égalez les exposants.',
  'log.hint.expand':
    'Développez avec les règles du produit, du quotient et de la puissance, puis remplacez par les valeurs données.',
  'log.hint.condense': 'Regroupez en un seul logarithme avec les règles du produit et du quotient.',
  'log.hint.commonBase':
    'Écrivez les deux bases comme des puissances de {base}, puis égalez les exposants.',
  'log.hint.logSum':
    'Regroupez le membre de gauche, supprimez les logarithmes et écartez la solution pour laquelle un logarithme n’est pas défini.',
  'log.hint.squareRootOfBase': 'La racine carrée de {base} est {power}.',
  'log.hint.cubeRootOfBase': 'La racine cubique de {base} est {power}.',
  'log.hint.rootAsPower': 'Écrivez {value} sous la forme {power}\u00a0; sa racine est donc {root}.',
  'log.hint.nested': 'Calculez d’abord {inner}, puis le logarithme de base {base} de ce résultat.',
  'log.hint.baseRatio': 'Écrivez {first} et {second}\u00a0; la réponse est {ratio}.',
  'log.hint.changeOfBase': '{rule}.',
  'log.step.asPower': 'Écrivez {value} comme une puissance de {base}',
  'log.step.undoes': 'Le logarithme annule la puissance',
  'log.step.equalExponents': 'Deux puissances égales d’une même base ont le même exposant',
  'log.step.definition': 'Un logarithme est un exposant\u00a0: {log} signifie {power}',
  'log.step.evaluatePower': 'Calculez la puissance',
  'log.step.inverse': 'Élever b à la puissance {log} donne n, pour tout {condition}',
  'log.step.here': 'Ici b = {b} et n = {n}',
  'log.step.powerRule': 'Règle de la puissance',
  'log.step.productRule': 'Règle du produit',
  'log.step.quotientRule': 'Règle du quotient',
  'log.step.putIn': 'Utilisez {value}',
  'log.step.bothAsPowers': 'Écrivez les deux nombres comme des puissances de {base}',
  'log.step.ratio': 'Le logarithme est le quotient des exposants',
  'log.step.rewrite': 'Écrivez le logarithme sous forme de puissance',
  'log.step.toThePower':
    'Écrivez {value} comme {base} à la puissance {k}, puis égalez les exposants',
  'log.step.so': 'Donc',
  'log.step.givenValues': 'Remplacez par les valeurs données',
  'log.step.expand': 'Développez avec les règles du produit, du quotient et de la puissance',
  'log.step.condense': 'Regroupez avec les règles du produit et du quotient',
  'log.step.basesAsPowers': 'Écrivez les deux bases comme des puissances de {base}',
  'log.step.setExponentsEqual': 'Égalez les exposants',
  'log.step.solve': 'Isolez x',
  'log.step.condenseLeft': 'Regroupez le membre de gauche et supprimez les logarithmes',
  'log.step.rejected': '{root} est rejetée (le logarithme d’un nombre négatif n’est pas défini)',
  'log.step.rootPower': 'La racine est la puissance {power}',
  'log.step.changeOfBase': 'Changement de base',
  'log.step.naturalLogs': 'Logarithmes népériens',
  'skill.ask.discriminant': 'Calculez le discriminant {formula} de l’équation {equation}.',
  'skill.ask.formulaRational':
    'Résolvez l’équation\u00a0: {equation}. Utilisez la formule du second degré. Donnez les deux solutions, de la plus petite à la plus grande, séparées par un point-virgule. Écrivez les fractions sous la forme p/q.',
  'skill.ask.formulaRounded':
    'Résolvez l’équation\u00a0: {equation}. Donnez les deux solutions, de la plus petite à la plus grande, séparées par un point-virgule. Arrondissez à {decimals} décimales.',
  'skill.nudge.fractionCoefficient':
    'x est multiplié par une fraction\u00a0: quelle opération annule cela\u00a0?',
  'skill.nudge.brackets':
    'Le facteur devant les parenthèses multiplie tout ce qu’elles contiennent.',
  'skill.nudge.bothSides':
    'Il y a des x dans les deux membres\u00a0: regroupez-les d’abord dans un seul.',
  'skill.nudge.gather': 'Regroupez les termes en x dans un membre et les nombres dans l’autre.',
  'skill.nudge.twoBrackets':
    'Le membre de gauche peut-il s’écrire comme le produit de deux parenthèses\u00a0?',
  'skill.nudge.coefficients':
    'Repérez a, b et c\u00a0: les coefficients de x² et de x, et le terme constant.',
  'skill.nudge.formula':
    'La formule du second degré demande a, b et c, et d’abord le discriminant.',
  'skill.nudge.noFactoring':
    'Celle-ci ne se factorise pas facilement\u00a0: existe-t-il une formule pour toute équation du second degré\u00a0?',
  'skill.hint.reciprocal': 'Multipliez les deux membres par {reciprocal}, l’inverse de {fraction}.',
  'skill.hint.multiplyOut':
    'Développez\u00a0: {expansion}\u00a0; puis résolvez l’équation en deux étapes.',
  'skill.hint.subtractTerm': 'Soustrayez {term} aux deux membres, puis résolvez ce qui reste.',
  'skill.hint.subtractSubtract':
    'Soustrayez {term} aux deux membres, soustrayez {b} aux deux membres, puis divisez par {k}.',
  'skill.hint.subtractAdd':
    'Soustrayez {term} aux deux membres, ajoutez {b} aux deux membres, puis divisez par {k}.',
  'skill.hint.addSubtract':
    'Ajoutez {term} aux deux membres, soustrayez {b} aux deux membres, puis divisez par {k}.',
  'skill.hint.addAdd':
    'Ajoutez {term} aux deux membres, ajoutez {b} aux deux membres, puis divisez par {k}.',
  'skill.hint.discriminant': 'Ici a = {a}, b = {b} et c = {c}\u00a0; calculez {formula}.',
  'skill.hint.formula': '{formula}.',
  'skill.hint.formulaRound': '{formula}\u00a0; n’arrondissez qu’à la fin.',
  'skill.step.discriminant': 'Le discriminant',
  'skill.step.putIn': 'Avec a = {a}, b = {b}, c = {c}',
  'skill.step.squareRoot': 'Sa racine carrée',
  'skill.step.formula': 'La formule du second degré',
  'skill.step.round': 'Arrondissez à {decimals} décimales',
};
