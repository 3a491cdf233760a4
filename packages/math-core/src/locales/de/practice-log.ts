/**
 * The words of the logarithm problems in German ("du"), under the same ids and with the same
 * {placeholders} as the English table (src/practice/words/en-log.ts); spread into ./practice.ts.
 * The rules are Produkt-, Quotienten- und Potenzregel, as in the solver's steps.
 */
import type { LogWords } from '../../practice/words/en-log';

export const germanLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Berechne {expression}.',
  'log.ask.evaluateFraction': 'Berechne {expression}. Gib das Ergebnis als Bruch an.',
  'log.ask.given': 'Es gilt {given}. Berechne {expression}.',
  'log.ask.givenTwo': 'Es gilt {given} und {other}. Berechne {expression}.',
  'log.hint.raisedTo':
    'Mit welchem Exponenten musst du {base} potenzieren, um {value} zu erhalten?',
  'log.hint.asPower': 'Schreibe {value} als Potenz mit der Basis {base}.',
  'log.hint.definition': '{log} bedeutet {power}.',
  'log.hint.inverse': 'Die Potenz b hoch {log} macht den Logarithmus rückgängig.',
  'log.hint.powerRule': 'Potenzregel: {rule}.',
  'log.hint.productRule': 'Produktregel: {rule}.',
  'log.hint.quotientRule': 'Quotientenregel: {rule}.',
  'log.hint.bothAsPowers': 'Schreibe beide Zahlen als Potenzen mit der Basis {base}.',
  'log.hint.rewrite': 'Schreibe den Logarithmus als Potenz: {log} bedeutet {power}.',
  'log.hint.exponentsEqual':
    'Schreibe {value} als Potenz mit der Basis {base} und setze dann die Exponenten gleich.',
  'log.hint.expand':
    'Zerlege mit der Produkt-, Quotienten- und Potenzregel und setze dann die Werte ein.',
  'log.hint.condense':
    'Fasse mit der Produkt- und Quotientenregel zu einem einzigen Logarithmus zusammen.',
  'log.hint.commonBase':
    'Schreibe beide Basen als Potenzen mit der Basis {base} und setze dann die Exponenten gleich.',
  'log.hint.logSum':
    'Fasse die linke Seite zusammen, entferne die Logarithmen und verwirf eine Lösung, für die ein Logarithmus nicht definiert ist.',
  'log.step.asPower': 'Schreibe {value} als Potenz mit der Basis {base}',
  'log.step.undoes': 'Der Logarithmus macht die Potenz rückgängig',
  'log.step.equalExponents': 'Gleiche Potenzen mit derselben Basis haben gleiche Exponenten',
  'log.step.definition': 'Ein Logarithmus ist ein Exponent: {log} bedeutet {power}',
  'log.step.evaluatePower': 'Berechne die Potenz',
  'log.step.inverse': 'Die Potenz b hoch {log} ergibt n, für jedes {condition}',
  'log.step.here': 'Hier ist b = {b} und n = {n}',
  'log.step.powerRule': 'Potenzregel',
  'log.step.productRule': 'Produktregel',
  'log.step.quotientRule': 'Quotientenregel',
  'log.step.putIn': 'Setze {value} ein',
  'log.step.bothAsPowers': 'Schreibe beide Zahlen als Potenzen mit der Basis {base}',
  'log.step.ratio': 'Der Logarithmus ist der Quotient der Exponenten',
  'log.step.rewrite': 'Schreibe den Logarithmus als Potenz',
  'log.step.toThePower': 'Schreibe {value} als {base} hoch {k} und setze die Exponenten gleich',
  'log.step.so': 'Also',
  'log.step.givenValues': 'Setze die gegebenen Werte ein',
  'log.step.expand': 'Zerlege mit der Produkt-, Quotienten- und Potenzregel',
  'log.step.condense': 'Fasse mit der Produkt- und Quotientenregel zusammen',
  'log.step.basesAsPowers': 'Schreibe beide Basen als Potenzen mit der Basis {base}',
  'log.step.setExponentsEqual': 'Setze die Exponenten gleich',
  'log.step.solve': 'Löse nach x auf',
  'log.step.condenseLeft': 'Fasse die linke Seite zusammen und entferne die Logarithmen',
  'log.step.rejected': '{root} entfällt (der Logarithmus einer negativen Zahl ist nicht definiert)',
};
