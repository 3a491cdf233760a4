/**
 * The words of the logarithm problems in French ("vous" in questions and hints, the infinitive in
 * step notes, as ./practice.ts), under the same ids and with the same {placeholders} as the English
 * table (src/practice/words/en-log.ts); spread into ./practice.ts. A colon or a question mark takes
 * a no-break space before it.
 */
import type { LogWords } from '../../practice/words/en-log';

export const frenchLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calculez {expression}.',
  'log.ask.evaluateFraction': 'Calculez {expression}. Donnez la réponse sous forme de fraction.',
  'log.ask.given': 'Sachant que {given}, calculez {expression}.',
  'log.ask.givenTwo': 'Sachant que {given} et {other}, calculez {expression}.',
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
  'log.step.asPower': 'Écrire {value} comme une puissance de {base}',
  'log.step.undoes': 'Le logarithme annule la puissance',
  'log.step.equalExponents': 'Deux puissances égales d’une même base ont le même exposant',
  'log.step.definition': 'Un logarithme est un exposant\u00a0: {log} signifie {power}',
  'log.step.evaluatePower': 'Calculer la puissance',
  'log.step.inverse': 'Élever b à la puissance {log} donne n, pour tout {condition}',
  'log.step.here': 'Ici b = {b} et n = {n}',
  'log.step.powerRule': 'Règle de la puissance',
  'log.step.productRule': 'Règle du produit',
  'log.step.quotientRule': 'Règle du quotient',
  'log.step.putIn': 'Utiliser {value}',
  'log.step.bothAsPowers': 'Écrire les deux nombres comme des puissances de {base}',
  'log.step.ratio': 'Le logarithme est le quotient des exposants',
  'log.step.rewrite': 'Écrire le logarithme sous forme de puissance',
  'log.step.toThePower':
    'Écrire {value} comme {base} à la puissance {k}, puis égaler les exposants',
  'log.step.so': 'Donc',
  'log.step.givenValues': 'Remplacer par les valeurs données',
  'log.step.expand': 'Développer avec les règles du produit, du quotient et de la puissance',
  'log.step.condense': 'Regrouper avec les règles du produit et du quotient',
  'log.step.basesAsPowers': 'Écrire les deux bases comme des puissances de {base}',
  'log.step.setExponentsEqual': 'Égaler les exposants',
  'log.step.solve': 'Isoler x',
  'log.step.condenseLeft': 'Regrouper le membre de gauche et supprimer les logarithmes',
  'log.step.rejected': '{root} est rejetée (le logarithme d’un nombre négatif n’est pas défini)',
};
