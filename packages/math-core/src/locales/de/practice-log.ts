/**
 * The words of the logarithm problems, and under `skill.` of the algebra skills' own families, in
 * German ("du"), under the same ids and with the same {placeholders} as the English table
 * (src/practice/words/en-log.ts); spread into ./practice.ts. The rules are Produkt-, Quotienten- und
 * Potenzregel, as in the solver's steps; the quadratic formula is the abc-Formel (GLOSSARY.md).
 */
import type { LogWords } from '../../practice/words/en-log';

export const germanLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Berechne {expression}.',
  'log.ask.evaluateFraction': 'Berechne {expression}. Gib das Ergebnis als Bruch an.',
  'log.ask.given': 'Es gilt {given}. Berechne {expression}.',
  'log.ask.givenTwo': 'Es gilt {given} und {other}. Berechne {expression}.',
  'log.ask.changeOfBase':
    'Berechne mit der Formel für den Basiswechsel {expression}. Runde auf {decimals} Nachkommastellen.',
  'log.nudge.squareRoot':
    'Eine Wurzel ist auch eine Potenz: Die Quadratwurzel ist die Potenz mit dem Exponenten {power}.',
  'log.nudge.cubeRoot':
    'Eine Wurzel ist auch eine Potenz: Die dritte Wurzel ist die Potenz mit dem Exponenten {power}.',
  'log.nudge.insideOut': 'Arbeite von innen nach außen.',
  'log.nudge.powersOf': 'Beide Zahlen sind Potenzen von {base}.',
  'log.nudge.calculator':
    'Der Taschenrechner hat ln (oder log), aber keine Taste für die Basis {base}.',
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
  'log.hint.squareRootOfBase': 'Die Quadratwurzel aus {base} ist {power}.',
  'log.hint.cubeRootOfBase': 'Die dritte Wurzel aus {base} ist {power}.',
  'log.hint.rootAsPower': 'Schreibe {value} als {power}; die Wurzel daraus ist also {root}.',
  'log.hint.nested': 'Berechne zuerst {inner}, dann davon den Logarithmus zur Basis {base}.',
  'log.hint.baseRatio': 'Schreibe {first} und {second}; das Ergebnis ist {ratio}.',
  'log.hint.changeOfBase': '{rule}.',
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
  'log.step.rootPower': 'Die Wurzel ist die Potenz mit dem Exponenten {power}',
  'log.step.changeOfBase': 'Basiswechsel',
  'log.step.naturalLogs': 'Natürliche Logarithmen',
  'skill.ask.discriminant': 'Berechne die Diskriminante {formula} der Gleichung {equation}.',
  'skill.ask.formulaRational':
    'Löse die Gleichung: {equation}. Verwende die abc-Formel. Gib beide Lösungen an, die kleinere zuerst, getrennt durch ein Semikolon. Schreibe Brüche als p/q.',
  'skill.ask.formulaRounded':
    'Löse die Gleichung: {equation}. Gib beide Lösungen an, die kleinere zuerst, getrennt durch ein Semikolon. Runde auf {decimals} Nachkommastellen.',
  'skill.nudge.fractionCoefficient':
    'x wird mit einem Bruch multipliziert: Was macht das rückgängig?',
  'skill.nudge.brackets': 'Die Zahl vor der Klammer multipliziert alles in der Klammer.',
  'skill.nudge.bothSides': 'Auf beiden Seiten steht x: Bring zuerst alle x auf eine Seite.',
  'skill.nudge.gather': 'Bring die Glieder mit x auf eine Seite und die Zahlen auf die andere.',
  'skill.nudge.twoBrackets': 'Lässt sich die linke Seite als Produkt zweier Klammern schreiben?',
  'skill.nudge.coefficients':
    'Lies a, b und c ab: die Zahlen vor x² und vor x und das konstante Glied.',
  'skill.nudge.formula': 'Die abc-Formel braucht a, b und c und zuerst die Diskriminante.',
  'skill.nudge.noFactoring':
    'Diese Gleichung lässt sich nicht einfach faktorisieren: Gibt es eine Formel für jede quadratische Gleichung?',
  'skill.hint.reciprocal':
    'Multipliziere beide Seiten mit {reciprocal}, dem Kehrwert von {fraction}.',
  'skill.hint.multiplyOut':
    'Multipliziere aus: {expansion}; löse dann die Gleichung in zwei Schritten.',
  'skill.hint.subtractTerm': 'Subtrahiere {term} auf beiden Seiten, dann löse, was übrig bleibt.',
  'skill.hint.subtractSubtract':
    'Subtrahiere {term} auf beiden Seiten, subtrahiere {b} auf beiden Seiten und teile dann durch {k}.',
  'skill.hint.subtractAdd':
    'Subtrahiere {term} auf beiden Seiten, addiere {b} auf beiden Seiten und teile dann durch {k}.',
  'skill.hint.addSubtract':
    'Addiere {term} auf beiden Seiten, subtrahiere {b} auf beiden Seiten und teile dann durch {k}.',
  'skill.hint.addAdd':
    'Addiere {term} auf beiden Seiten, addiere {b} auf beiden Seiten und teile dann durch {k}.',
  'skill.hint.discriminant': 'Hier ist a = {a}, b = {b} und c = {c}; berechne {formula}.',
  'skill.hint.formula': '{formula}.',
  'skill.hint.formulaRound': '{formula}; runde erst am Ende.',
  'skill.step.discriminant': 'Die Diskriminante',
  'skill.step.putIn': 'Setze a = {a}, b = {b}, c = {c} ein',
  'skill.step.squareRoot': 'Ihre Wurzel',
  'skill.step.formula': 'Die abc-Formel',
  'skill.step.round': 'Runde auf {decimals} Nachkommastellen',
};
