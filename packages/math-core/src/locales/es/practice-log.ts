/**
 * The words of the logarithm problems in Spanish ("tú"), under the same ids and with the same
 * {placeholders} as the English table (src/practice/words/en-log.ts); spread into ./practice.ts.
 * The rules are "regla del producto, del cociente, de la potencia", as in the solver's steps.
 */
import type { LogWords } from '../../practice/words/en-log';

export const spanishLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calcula {expression}.',
  'log.ask.evaluateFraction': 'Calcula {expression}. Da la respuesta como fracción.',
  'log.ask.given': 'Sabiendo que {given}, calcula {expression}.',
  'log.ask.givenTwo': 'Sabiendo que {given} y {other}, calcula {expression}.',
  'log.hint.raisedTo': '¿A qué potencia hay que elevar {base} para obtener {value}?',
  'log.hint.asPower': 'Escribe {value} como potencia de {base}.',
  'log.hint.definition': '{log} significa {power}.',
  'log.hint.inverse': 'Elevar b al exponente {log} deshace el logaritmo.',
  'log.hint.powerRule': 'Regla de la potencia: {rule}.',
  'log.hint.productRule': 'Regla del producto: {rule}.',
  'log.hint.quotientRule': 'Regla del cociente: {rule}.',
  'log.hint.bothAsPowers': 'Escribe los dos números como potencias de {base}.',
  'log.hint.rewrite': 'Escribe el logaritmo como potencia: {log} significa {power}.',
  'log.hint.exponentsEqual':
    'Escribe {value} como potencia de {base} y luego iguala los exponentes.',
  'log.hint.expand':
    'Desarrolla con las reglas del producto, del cociente y de la potencia, y luego sustituye.',
  'log.hint.condense': 'Agrupa en un solo logaritmo con las reglas del producto y del cociente.',
  'log.hint.commonBase':
    'Escribe las dos bases como potencias de {base} y luego iguala los exponentes.',
  'log.hint.logSum':
    'Agrupa el primer miembro, quita los logaritmos y descarta la solución para la que algún logaritmo no está definido.',
  'log.step.asPower': 'Escribe {value} como potencia de {base}',
  'log.step.undoes': 'El logaritmo deshace la potencia',
  'log.step.equalExponents': 'Dos potencias iguales de la misma base tienen el mismo exponente',
  'log.step.definition': 'Un logaritmo es un exponente: {log} significa {power}',
  'log.step.evaluatePower': 'Calcula la potencia',
  'log.step.inverse': 'Elevar b al exponente {log} da n, para todo {condition}',
  'log.step.here': 'Aquí b = {b} y n = {n}',
  'log.step.powerRule': 'Regla de la potencia',
  'log.step.productRule': 'Regla del producto',
  'log.step.quotientRule': 'Regla del cociente',
  'log.step.putIn': 'Sustituye {value}',
  'log.step.bothAsPowers': 'Escribe los dos números como potencias de {base}',
  'log.step.ratio': 'El logaritmo es el cociente de los exponentes',
  'log.step.rewrite': 'Escribe el logaritmo como potencia',
  'log.step.toThePower': 'Escribe {value} como {base} elevado a {k} e iguala los exponentes',
  'log.step.so': 'Por tanto',
  'log.step.givenValues': 'Sustituye los valores dados',
  'log.step.expand': 'Desarrolla con las reglas del producto, del cociente y de la potencia',
  'log.step.condense': 'Agrupa con las reglas del producto y del cociente',
  'log.step.basesAsPowers': 'Escribe las dos bases como potencias de {base}',
  'log.step.setExponentsEqual': 'Iguala los exponentes',
  'log.step.solve': 'Despeja x',
  'log.step.condenseLeft': 'Agrupa el primer miembro y quita los logaritmos',
  'log.step.rejected': '{root} no es válida (el logaritmo de un número negativo no está definido)',
};
