/**
 * The words of the logarithm problems in Brazilian Portuguese ("você"), under the same ids and with
 * the same {placeholders} as the English table (src/practice/words/en-log.ts); spread into
 * ./practice.ts. The rules are "propriedade do produto, do quociente, da potência", as in the
 * solver's steps.
 */
import type { LogWords } from '../../practice/words/en-log';

export const portugueseLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calcule {expression}.',
  'log.ask.evaluateFraction': 'Calcule {expression}. Dê a resposta como fração.',
  'log.ask.given': 'Sabendo que {given}, calcule {expression}.',
  'log.ask.givenTwo': 'Sabendo que {given} e {other}, calcule {expression}.',
  'log.hint.raisedTo': 'A que expoente é preciso elevar {base} para obter {value}?',
  'log.hint.asPower': 'Escreva {value} como uma potência de base {base}.',
  'log.hint.definition': '{log} significa {power}.',
  'log.hint.inverse': 'Elevar b ao expoente {log} desfaz o logaritmo.',
  'log.hint.powerRule': 'Propriedade da potência: {rule}.',
  'log.hint.productRule': 'Propriedade do produto: {rule}.',
  'log.hint.quotientRule': 'Propriedade do quociente: {rule}.',
  'log.hint.bothAsPowers': 'Escreva os dois números como potências de base {base}.',
  'log.hint.rewrite': 'Escreva o logaritmo como uma potência: {log} significa {power}.',
  'log.hint.exponentsEqual':
    'Escreva {value} como uma potência de base {base} e depois iguale os expoentes.',
  'log.hint.expand':
    'Desenvolva pelas propriedades do produto, do quociente e da potência e depois substitua os valores.',
  'log.hint.condense': 'Junte em um só logaritmo pelas propriedades do produto e do quociente.',
  'log.hint.commonBase':
    'Escreva as duas bases como potências de base {base} e depois iguale os expoentes.',
  'log.hint.logSum':
    'Junte o primeiro membro em um só logaritmo, elimine os logaritmos e descarte a solução para a qual algum logaritmo não está definido.',
  'log.step.asPower': 'Escreva {value} como uma potência de base {base}',
  'log.step.undoes': 'O logaritmo desfaz a potência',
  'log.step.equalExponents': 'Potências iguais de mesma base têm expoentes iguais',
  'log.step.definition': 'Um logaritmo é um expoente: {log} significa {power}',
  'log.step.evaluatePower': 'Calcule a potência',
  'log.step.inverse': 'Elevar b ao expoente {log} dá n, para todo {condition}',
  'log.step.here': 'Aqui b = {b} e n = {n}',
  'log.step.powerRule': 'Propriedade da potência',
  'log.step.productRule': 'Propriedade do produto',
  'log.step.quotientRule': 'Propriedade do quociente',
  'log.step.putIn': 'Substitua {value}',
  'log.step.bothAsPowers': 'Escreva os dois números como potências de base {base}',
  'log.step.ratio': 'O logaritmo é o quociente dos expoentes',
  'log.step.rewrite': 'Escreva o logaritmo como uma potência',
  'log.step.toThePower': 'Escreva {value} como {base} elevado a {k} e iguale os expoentes',
  'log.step.so': 'Logo',
  'log.step.givenValues': 'Substitua os valores dados',
  'log.step.expand': 'Desenvolva pelas propriedades do produto, do quociente e da potência',
  'log.step.condense': 'Junte pelas propriedades do produto e do quociente',
  'log.step.basesAsPowers': 'Escreva as duas bases como potências de base {base}',
  'log.step.setExponentsEqual': 'Iguale os expoentes',
  'log.step.solve': 'Isole x',
  'log.step.condenseLeft': 'Junte o primeiro membro em um só logaritmo e elimine os logaritmos',
  'log.step.rejected': '{root} não serve (o logaritmo de um número negativo não está definido)',
};
