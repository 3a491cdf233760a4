/**
 * The words of practice problems in Spanish (informal "tú"), under the same ids and with the same
 * {placeholders} as the English table (src/practice/words/en.ts). Two solutions are separated by a
 * semicolon, since the comma is the decimal mark.
 */
import type { PracticeWords } from '../../practice/words';
import { spanishGeometryPractice } from './practice-geo';
import { spanishLogPracticeWords } from './practice-log';
import { spanishSkillPracticeWords } from './practice-skills';

export const spanishPracticeWords: PracticeWords = {
  'ask.solve': 'Resuelve la ecuación: {equation}',
  'ask.solveFraction':
    'Resuelve la ecuación: {equation}. Da la respuesta como fracción o como número entero.',
  'ask.solveOrdered':
    'Resuelve la ecuación: {equation}. Da las dos soluciones, de menor a mayor, separadas por punto y coma.',
  'hint.undoAddition': 'Deshaz la suma: haz lo contrario en los dos miembros.',
  'hint.undoSubtraction': 'Deshaz la resta: haz lo contrario en los dos miembros.',
  'hint.divideBoth': 'Divide los dos miembros entre {a}.',
  'hint.multiplyBoth': 'Multiplica los dos miembros por {a}.',
  'hint.negativeAlone': 'Deja -x sola y luego cambia el signo de los dos miembros.',
  'hint.twoStep':
    'Primero pasa el término independiente al otro miembro y luego divide entre el coeficiente de x.',
  'hint.fractionAnswer':
    'Pasa el término independiente y luego divide; la solución puede ser una fracción.',
  'hint.distribute':
    'Quita los paréntesis (propiedad distributiva) o divide primero los dos miembros entre el factor.',
  'hint.collect': 'Agrupa los términos en x en un miembro y los números en el otro.',
  'hint.divided': 'Pasa primero el término independiente y luego multiplica por el denominador.',
  'hint.productSum': 'Busca dos números cuyo producto sea {product} y cuya suma sea {sum}.',
  'hint.divideEvery': 'Divide primero cada término entre {a}.',
  'hint.factorLeading': 'Factoriza como (mx - n)(x - q) o usa la fórmula cuadrática.',
  'hint.expandBoth':
    'Desarrolla los dos miembros y luego agrupa los términos en x en uno de ellos.',
  'hint.clearFractions': 'Multiplica cada término por {a} para quitar los denominadores.',
  'hint.firstStep': '{note}: {step}',
  'step.add': 'Suma {a} a los dos miembros',
  'step.subtract': 'Resta {a} a los dos miembros',
  'step.simplify': 'Simplifica',
  'step.divide': 'Divide los dos miembros entre {a}',
  'step.multiply': 'Multiplica los dos miembros por {a}',
  'step.multiplyMinusOne': 'Multiplica los dos miembros por −1',
  'step.distribute': 'Aplica la propiedad distributiva',
  'step.productSum': 'Dos números cuyo producto es {product} y cuya suma es {sum}',
  'step.factor': 'Factoriza',
  'step.zeroProduct': 'Un producto es cero cuando uno de sus factores es cero',
  'step.expand': 'Desarrolla',
  'step.collect': 'Agrupa los términos',
  ...spanishLogPracticeWords,
  ...spanishGeometryPractice,
  ...spanishSkillPracticeWords,
};
