/**
 * The words of practice problems in German ("du"), under the same ids and with the same
 * {placeholders} as the English table (src/practice/words/en.ts). Two solutions are separated by a
 * semicolon, since the comma is the decimal mark.
 */
import type { PracticeWords } from '../../practice/words';
import { germanGeometryPractice } from './practice-geo';
import { germanLogPracticeWords } from './practice-log';
import { germanSkillPracticeWords } from './practice-skills';

export const germanPracticeWords: PracticeWords = {
  'ask.solve': 'Löse die Gleichung: {equation}',
  'ask.solveFraction':
    'Löse die Gleichung: {equation}. Gib das Ergebnis als Bruch oder als ganze Zahl an.',
  'ask.solveOrdered':
    'Löse die Gleichung: {equation}. Gib beide Lösungen an, die kleinere zuerst, getrennt durch ein Semikolon.',
  'hint.undoAddition': 'Mach die Addition rückgängig: Rechne auf beiden Seiten die Umkehrung.',
  'hint.undoSubtraction':
    'Mach die Subtraktion rückgängig: Rechne auf beiden Seiten die Umkehrung.',
  'hint.divideBoth': 'Teile beide Seiten durch {a}.',
  'hint.multiplyBoth': 'Multipliziere beide Seiten mit {a}.',
  'hint.negativeAlone': 'Stelle -x allein, dann ändere auf beiden Seiten das Vorzeichen.',
  'hint.twoStep':
    'Bring zuerst das konstante Glied auf die andere Seite, dann teile durch den Koeffizienten von x.',
  'hint.fractionAnswer':
    'Bring das konstante Glied hinüber, dann teile; das Ergebnis kann ein Bruch sein.',
  'hint.distribute':
    'Löse die Klammern auf (Distributivgesetz) oder teile zuerst beide Seiten durch den Faktor.',
  'hint.collect': 'Bring die Glieder mit x auf eine Seite und die Zahlen auf die andere.',
  'hint.divided': 'Bring zuerst das konstante Glied hinüber, dann multipliziere mit dem Nenner.',
  'hint.productSum': 'Suche zwei Zahlen mit dem Produkt {product} und der Summe {sum}.',
  'hint.divideEvery': 'Teile zuerst jedes Glied durch {a}.',
  'hint.factorLeading': 'Zerlege in (mx - n)(x - q) oder nutze die Mitternachtsformel.',
  'hint.expandBoth': 'Multipliziere beide Seiten aus, dann bring die Glieder mit x auf eine Seite.',
  'hint.clearFractions': 'Multipliziere jedes Glied mit {a}, um die Brüche zu beseitigen.',
  'hint.firstStep': '{note}: {step}',
  'step.add': 'Addiere {a} auf beiden Seiten',
  'step.subtract': 'Subtrahiere {a} auf beiden Seiten',
  'step.simplify': 'Vereinfache',
  'step.divide': 'Teile beide Seiten durch {a}',
  'step.multiply': 'Multipliziere beide Seiten mit {a}',
  'step.multiplyMinusOne': 'Multipliziere beide Seiten mit −1',
  'step.distribute': 'Klammer auflösen',
  'step.productSum': 'Zwei Zahlen mit dem Produkt {product} und der Summe {sum}',
  'step.factor': 'Faktorisiere',
  'step.zeroProduct': 'Ein Produkt ist null, wenn einer seiner Faktoren null ist',
  'step.expand': 'Ausmultiplizieren',
  'step.collect': 'Zusammenfassen',
  ...germanLogPracticeWords,
  ...germanGeometryPractice,
  ...germanSkillPracticeWords,
};
