/**
 * The words of the logarithm problems, and under `skill.` of the algebra skills' own families, in
 * Brazilian Portuguese ("você"), under the same ids and with the same {placeholders} as the English
 * table (src/practice/words/en-log.ts); spread into ./practice.ts. The rules are "propriedade do
 * produto, do quociente, da potência", as in the solver's steps.
 */
import type { LogWords } from '../../practice/words/en-log';

export const portugueseLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calcule {expression}.',
  'log.ask.evaluateFraction': 'Calcule {expression}. Dê a resposta como fração.',
  'log.ask.given': 'Sabendo que {given}, calcule {expression}.',
  'log.ask.givenTwo': 'Sabendo que {given} e {other}, calcule {expression}.',
  'log.ask.changeOfBase':
    'Usando a fórmula de mudança de base, calcule {expression}. Arredonde para {decimals} casas decimais.',
  'log.nudge.squareRoot':
    'Uma raiz também é uma potência: a raiz quadrada é a potência de expoente {power}.',
  'log.nudge.cubeRoot':
    'Uma raiz também é uma potência: a raiz cúbica é a potência de expoente {power}.',
  'log.nudge.insideOut': 'Comece pelo logaritmo de dentro.',
  'log.nudge.powersOf': 'Os dois números são potências de {base}.',
  'log.nudge.calculator': 'A calculadora tem ln (ou log), mas nenhuma tecla para a base {base}.',
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
  'log.hint.squareRootOfBase': 'A raiz quadrada de {base} é {power}.',
  'log.hint.cubeRootOfBase': 'A raiz cúbica de {base} é {power}.',
  'log.hint.rootAsPower': 'Escreva {value} como {power}; então sua raiz é {root}.',
  'log.hint.nested':
    'Calcule primeiro {inner} e depois o logaritmo desse resultado na base {base}.',
  'log.hint.baseRatio': 'Escreva {first} e {second}; a resposta é {ratio}.',
  'log.hint.changeOfBase': '{rule}.',
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
  'log.step.rootPower': 'A raiz é a potência de expoente {power}',
  'log.step.changeOfBase': 'Mudança de base',
  'log.step.naturalLogs': 'Logaritmos naturais',
  'skill.ask.discriminant': 'Calcule o discriminante {formula} da equação {equation}.',
  'skill.ask.formulaRational':
    'Resolva a equação: {equation}. Use a fórmula de Bhaskara. Dê as duas soluções, da menor para a maior, separadas por ponto e vírgula. Escreva as frações como p/q.',
  'skill.ask.formulaRounded':
    'Resolva a equação: {equation}. Dê as duas soluções, da menor para a maior, separadas por ponto e vírgula. Arredonde para {decimals} casas decimais.',
  'skill.nudge.fractionCoefficient':
    'x está multiplicado por uma fração: que operação desfaz isso?',
  'skill.nudge.brackets':
    'O número na frente dos parênteses multiplica tudo o que está dentro deles.',
  'skill.nudge.bothSides': 'Há x nos dois membros: primeiro junte-os em um só membro.',
  'skill.nudge.gather': 'Junte os termos em x em um membro e os números no outro.',
  'skill.nudge.twoBrackets':
    'O primeiro membro pode ser escrito como o produto de dois parênteses?',
  'skill.nudge.coefficients':
    'Identifique a, b e c: os números que multiplicam x² e x, e o termo independente.',
  'skill.nudge.formula': 'A fórmula de Bhaskara precisa de a, b e c, e antes do discriminante.',
  'skill.nudge.noFactoring':
    'Esta não se fatora facilmente: existe uma fórmula para qualquer equação do segundo grau?',
  'skill.hint.reciprocal': 'Multiplique os dois membros por {reciprocal}, o inverso de {fraction}.',
  'skill.hint.multiplyOut':
    'Aplique a distributiva: {expansion}; depois resolva a equação em dois passos.',
  'skill.hint.subtractTerm': 'Subtraia {term} dos dois membros e depois resolva o que sobra.',
  'skill.hint.subtractSubtract':
    'Subtraia {term} dos dois membros, subtraia {b} dos dois membros e depois divida por {k}.',
  'skill.hint.subtractAdd':
    'Subtraia {term} dos dois membros, some {b} aos dois membros e depois divida por {k}.',
  'skill.hint.addSubtract':
    'Some {term} aos dois membros, subtraia {b} dos dois membros e depois divida por {k}.',
  'skill.hint.addAdd':
    'Some {term} aos dois membros, some {b} aos dois membros e depois divida por {k}.',
  'skill.hint.discriminant': 'Aqui a = {a}, b = {b} e c = {c}; calcule {formula}.',
  'skill.hint.formula': '{formula}.',
  'skill.hint.formulaRound': '{formula}; arredonde só no final.',
  'skill.step.discriminant': 'O discriminante',
  'skill.step.putIn': 'Substitua a = {a}, b = {b}, c = {c}',
  'skill.step.squareRoot': 'Sua raiz quadrada',
  'skill.step.formula': 'A fórmula de Bhaskara',
  'skill.step.round': 'Arredonde para {decimals} casas decimais',
};
