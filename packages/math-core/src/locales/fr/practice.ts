/**
 * The words of practice problems in French ("vous"), under the same ids and with the same
 * {placeholders} as the English table (src/practice/words/en.ts). Two solutions are separated by a
 * semicolon, since the comma is the decimal mark; a colon takes a no-break space before it.
 */
import type { PracticeWords } from '../../practice/words';
import { frenchGeometryPractice } from './practice-geo';
import { frenchLogPracticeWords } from './practice-log';
import { frenchSkillPracticeWords } from './practice-skills';

export const frenchPracticeWords: PracticeWords = {
  'ask.solve': 'Résolvez l’équation\u00a0: {equation}',
  'ask.solveFraction':
    'Résolvez l’équation\u00a0: {equation}. Donnez la réponse sous forme de fraction ou de nombre entier.',
  'ask.solveOrdered':
    'Résolvez l’équation\u00a0: {equation}. Donnez les deux solutions, de la plus petite à la plus grande, séparées par un point-virgule.',
  'hint.undoAddition':
    'Annulez l’addition\u00a0: faites l’opération contraire dans les deux membres.',
  'hint.undoSubtraction':
    'Annulez la soustraction\u00a0: faites l’opération contraire dans les deux membres.',
  'hint.divideBoth': 'Divisez les deux membres par {a}.',
  'hint.multiplyBoth': 'Multipliez les deux membres par {a}.',
  'hint.negativeAlone': 'Isolez -x, puis changez le signe des deux membres.',
  'hint.twoStep':
    'Passez d’abord le terme constant dans l’autre membre, puis divisez par le coefficient de x.',
  'hint.fractionAnswer':
    'Passez le terme constant, puis divisez\u00a0; la réponse peut être une fraction.',
  'hint.distribute':
    'Développez les parenthèses (distributivité), ou divisez d’abord les deux membres par le facteur.',
  'hint.collect': 'Regroupez les termes en x dans un membre et les nombres dans l’autre.',
  'hint.divided': 'Passez d’abord le terme constant, puis multipliez par le dénominateur.',
  'hint.productSum': 'Cherchez deux nombres dont le produit vaut {product} et la somme {sum}.',
  'hint.divideEvery': 'Divisez d’abord chaque terme par {a}.',
  'hint.factorLeading': 'Factorisez sous la forme (mx - n)(x - q), ou utilisez le discriminant.',
  'hint.expandBoth': 'Développez les deux membres, puis regroupez les termes en x dans l’un d’eux.',
  'hint.clearFractions': 'Multipliez chaque terme par {a} pour supprimer les dénominateurs.',
  'hint.firstStep': '{note}\u00a0: {step}',
  'step.add': 'Ajoutez {a} aux deux membres',
  'step.subtract': 'Soustrayez {a} aux deux membres',
  'step.simplify': 'Simplifiez',
  'step.divide': 'Divisez les deux membres par {a}',
  'step.multiply': 'Multipliez les deux membres par {a}',
  'step.multiplyMinusOne': 'Multipliez les deux membres par −1',
  'step.distribute': 'Développez',
  'step.productSum': 'Deux nombres dont le produit vaut {product} et la somme {sum}',
  'step.factor': 'Factorisez',
  'step.zeroProduct': 'Un produit est nul si l’un de ses facteurs est nul',
  'step.expand': 'Développez',
  'step.collect': 'Regroupez les termes',
  ...frenchLogPracticeWords,
  ...frenchGeometryPractice,
  ...frenchSkillPracticeWords,
};
