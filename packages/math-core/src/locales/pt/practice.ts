/**
 * The words of practice problems in Brazilian Portuguese ("você"), under the same ids and with the
 * same {placeholders} as the English table (src/practice/words/en.ts). Two solutions are separated
 * by a semicolon, since the comma is the decimal mark.
 */
import type { PracticeWords } from '../../practice/words';
import { portugueseGeometryPractice } from './practice-geo';
import { portugueseLogPracticeWords } from './practice-log';
import { portugueseSkillPracticeWords } from './practice-skills';

export const portuguesePracticeWords: PracticeWords = {
  'ask.solve': 'Resolva a equação: {equation}',
  'ask.solveFraction':
    'Resolva a equação: {equation}. Dê a resposta como fração ou como número inteiro.',
  'ask.solveOrdered':
    'Resolva a equação: {equation}. Dê as duas soluções, da menor para a maior, separadas por ponto e vírgula.',
  'hint.undoAddition': 'Desfaça a adição: faça a operação inversa nos dois membros.',
  'hint.undoSubtraction': 'Desfaça a subtração: faça a operação inversa nos dois membros.',
  'hint.divideBoth': 'Divida os dois membros por {a}.',
  'hint.multiplyBoth': 'Multiplique os dois membros por {a}.',
  'hint.negativeAlone': 'Isole -x e depois troque o sinal dos dois membros.',
  'hint.twoStep':
    'Primeiro passe o termo independente para o outro membro e depois divida pelo coeficiente de x.',
  'hint.fractionAnswer':
    'Passe o termo independente e depois divida; a resposta pode ser uma fração.',
  'hint.distribute':
    'Aplique a propriedade distributiva nos parênteses ou divida primeiro os dois membros pelo fator.',
  'hint.collect': 'Junte os termos em x em um membro e os números no outro.',
  'hint.divided': 'Passe primeiro o termo independente e depois multiplique pelo denominador.',
  'hint.productSum': 'Encontre dois números cujo produto seja {product} e cuja soma seja {sum}.',
  'hint.divideEvery': 'Divida primeiro cada termo por {a}.',
  'hint.factorLeading': 'Fatore como (mx - n)(x - q) ou use a fórmula de Bhaskara.',
  'hint.expandBoth': 'Desenvolva os dois membros e depois junte os termos em x em um deles.',
  'hint.clearFractions': 'Multiplique cada termo por {a} para eliminar os denominadores.',
  'hint.firstStep': '{note}: {step}',
  'step.add': 'Some {a} aos dois membros',
  'step.subtract': 'Subtraia {a} dos dois membros',
  'step.simplify': 'Simplifique',
  'step.divide': 'Divida os dois membros por {a}',
  'step.multiply': 'Multiplique os dois membros por {a}',
  'step.multiplyMinusOne': 'Multiplique os dois membros por −1',
  'step.distribute': 'Aplique a propriedade distributiva',
  'step.productSum': 'Dois números cujo produto é {product} e cuja soma é {sum}',
  'step.factor': 'Fatore',
  'step.zeroProduct': 'Um produto é zero quando um de seus fatores é zero',
  'step.expand': 'Desenvolva',
  'step.collect': 'Junte os termos',
  ...portugueseLogPracticeWords,
  ...portugueseGeometryPractice,
  ...portugueseSkillPracticeWords,
};
