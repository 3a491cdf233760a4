/**
 * The words of the checker of a student's working in German: every sentence of the English table
 * (src/tutor/checkWorking/words.ts) under the same id and with the same {names}, in the words of
 * ./GLOSSARY.md („beide Seiten“, „Zähler“, „Kettenregel“).
 */
import type { TutorWords } from '../../tutor/checkWorking/words';

/** Why a line of working follows or does not, in German. */
export const germanTutor: TutorWords = {
  and: 'und',
  'line-empty': 'Diese Zeile ist leer',
  'line-without-maths': 'Diese Zeile enthält keine Rechnung zum Prüfen',
  'integral-form': 'Schreibe jedes Integral als ∫ … dx',
  'close-derivative': 'Schließe die Klammer nach d/dx',
  'derivative-brackets': 'Schreibe das, worauf d/dx wirkt, in Klammern: d/dx(x²)',
  'could-not-read': 'Diese Zeile konnte nicht gelesen werden: {reason}',
  'write-equation': 'Schreibe jede Zeile als Gleichung',
  'write-inequality': 'Schreibe jede Zeile als Ungleichung',
  'write-equations': 'Schreibe jede Zeile als eine oder mehrere Gleichungen',
  'write-expression': 'Schreibe jede Zeile als Term',
  'write-expression-in-x': 'Schreibe jede Zeile als Term in x',
  'not-checked': 'Diese Zeile konnte gelesen, aber nicht geprüft werden',
  'calculus-in-line':
    'Diese Zeile enthält ein Integral oder eine Ableitung, die Aufgabe aber nicht',
  'other-letters': 'Diese Zeile enthält {letters}, die Aufgabe aber nicht',
  'no-working': 'Schreibe deinen Rechenweg, einen Schritt pro Zeile',
  'too-many-lines': 'Schreibe höchstens {count} Zeilen',
  'line-too-long': 'Schreibe höchstens {count} Zeichen pro Zeile',
  'may-bring-in':
    'Dieser Schritt kann Zahlen hinzufügen, die die vorige Zeile nicht lösen (wie das Quadrieren beider Seiten): mache mit jeder Antwort die Probe in der Aufgabe',
  'rejected-one': '{values} wird verworfen: besteht die Probe nicht',
  'rejected-many': '{values} werden verworfen: bestehen die Probe nicht',
  'side-calculation': 'Eine Nebenrechnung, und sie stimmt',
  'cannot-be': 'Ein Hinweis, welche Werte {x} nicht annehmen kann: {values}',
  'not-simplified': 'Richtig, aber noch nicht fertig: {value} lässt sich vereinfachen',
  'not-equal': 'Das ist nicht gleich der vorigen Zeile: diese Zeile ist nicht gleich der vorigen',
  'not-equal-at':
    'Das ist nicht gleich der vorigen Zeile: bei {where} ist die vorige Zeile {before} und diese Zeile {now}',
  'not-equal-in-value':
    'Das ist nicht gleich der vorigen Zeile: die vorige Zeile ist {before} und diese Zeile {now}',
  'not-derivative': 'Das ist nicht die Ableitung von {f}: diese Zeile ist nicht gleich der vorigen',
  'not-derivative-at':
    'Das ist nicht die Ableitung von {f}: bei {where} ist die Ableitung {before} und diese Zeile {now}',
  'not-derivative-in-value':
    'Das ist nicht die Ableitung von {f}: die Ableitung ist {before} und diese Zeile {now}',
  'not-antiderivative':
    'Ableiten dieser Zeile ergibt nicht {integrand}: die Ableitung dieser Zeile ist nicht gleich der vorigen Zeile',
  'not-antiderivative-at':
    'Ableiten dieser Zeile ergibt nicht {integrand}: bei {where} ist der Integrand {before} und die Ableitung dieser Zeile {now}',
  'not-antiderivative-in-value':
    'Ableiten dieser Zeile ergibt nicht {integrand}: der Integrand ist {before} und die Ableitung dieser Zeile {now}',
  'does-not-follow': 'Diese Zeile folgt nicht aus der vorigen Zeile',
  'solves-before-only': '{value} löst die vorige Zeile, aber nicht diese',
  'solves-this-only': '{value} löst diese Zeile, aber nicht die vorige',
  'system-does-not-follow': '{equation} folgt nicht aus den Gleichungen davor',
  'calculation-wrong': 'Diese Rechnung stimmt nicht',
  'calculation-is': 'Diese Rechnung stimmt nicht: {left} ist {value}',
  'not-every-solution': 'Das ist nicht die ganze Lösungsmenge',
  'factors-multiply-out':
    '{factors} ergibt ausmultipliziert {product}: prüfe die Vorzeichen und Zahlen in den Klammern',
  'moved-added':
    '{term} wurde auf der anderen Seite addiert statt subtrahiert: um +{term} auf die andere Seite zu bringen, subtrahiere {term} auf beiden Seiten',
  'moved-subtracted':
    '{term} wurde auf der anderen Seite subtrahiert statt addiert: um −{term} auf die andere Seite zu bringen, addiere {term} auf beiden Seiten',
  'undo-divided':
    '{inner} ist durch {k} geteilt: mache das rückgängig, indem du beide Seiten mit {k} multiplizierst',
  'undo-multiplied':
    '{inner} ist mit {k} multipliziert: mache das rückgängig, indem du beide Seiten durch {k} teilst',
  'added-left-only': '{k} wurde nur auf der linken Seite addiert: addiere {k} auf beiden Seiten',
  'added-right-only': '{k} wurde nur auf der rechten Seite addiert: addiere {k} auf beiden Seiten',
  'subtracted-left-only':
    '{k} wurde nur auf der linken Seite subtrahiert: subtrahiere {k} auf beiden Seiten',
  'subtracted-right-only':
    '{k} wurde nur auf der rechten Seite subtrahiert: subtrahiere {k} auf beiden Seiten',
  'divided-left-only': 'Nur die linke Seite wurde durch {k} geteilt: teile beide Seiten durch {k}',
  'divided-right-only':
    'Nur die rechte Seite wurde durch {k} geteilt: teile beide Seiten durch {k}',
  'multiplied-left-only':
    'Nur die linke Seite wurde mit {k} multipliziert: multipliziere beide Seiten mit {k}',
  'multiplied-right-only':
    'Nur die rechte Seite wurde mit {k} multipliziert: multipliziere beide Seiten mit {k}',
  'divide-every-term': 'Teile jeden Summanden durch {k}, nicht nur {term}',
  'divide-every-term-worked':
    'Teile jeden Summanden durch {k}, nicht nur {term}: {product} ist {value}',
  'multiply-every-term': 'Multipliziere jeden Summanden mit {k}, nicht nur {term}',
  'multiply-every-term-worked':
    'Multipliziere jeden Summanden mit {k}, nicht nur {term}: {product} ist {value}',
  'divide-every-term-of-top':
    'Teile jeden Summanden des Zählers durch {k}, nicht nur {term}: {part} ist {value}',
  'common-denominator-left':
    'Multipliziere beide Seiten mit {m}, dem Hauptnenner: die linke Seite {side} wird zu {value}',
  'common-denominator-right':
    'Multipliziere beide Seiten mit {m}, dem Hauptnenner: die rechte Seite {side} wird zu {value}',
  'common-denominator-every-term':
    'Multipliziere jeden Summanden mit {m}, dem Hauptnenner, nicht nur mit {den}: {term} × {m} ist {value}',
  'inequality-not-reversed':
    'Beim Multiplizieren oder Dividieren beider Seiten mit einer negativen Zahl dreht sich das Ungleichheitszeichen um',
  'negative-root-between':
    'Eine Quadratwurzel kann positiv oder negativ sein: {line} bedeutet −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'Eine Quadratwurzel kann positiv oder negativ sein: {line} bedeutet {base} {flipped} −{root} oder {base} {relation} {root}',
  'negative-root-missing': 'Eine Quadratwurzel kann positiv oder negativ sein: {other} fehlt',
  'negative-root-missing-gives':
    'Eine Quadratwurzel kann positiv oder negativ sein: {other} fehlt, das ergibt {values}',
  'root-lost':
    '{values} ist verloren gegangen: wer beide Seiten durch etwas teilt, das 0 sein kann, verliert die Lösungen, bei denen es 0 ist',
  'roots-lost':
    '{values} sind verloren gegangen: wer beide Seiten durch etwas teilt, das 0 sein kann, verliert die Lösungen, bei denen es 0 ist',
  'extraneous-root-kept': '{value} besteht die Probe in der Aufgabe {problem} nicht: verwirf es',
  'solution-ruled-out-one': '{values} löst die Aufgabe, also kann {x} diesen Wert annehmen',
  'solution-ruled-out-many': '{values} lösen die Aufgabe, also kann {x} diese Werte annehmen',
  'solution-kept-one': '{values} besteht die Probe: behalte es',
  'solution-kept-many': '{values} bestehen die Probe: behalte sie',
  'bracket-first-term-only':
    '{factor} multipliziert jeden Summanden in der Klammer, nicht nur den ersten: {factor}({bracket}) ist {value}',
  'minus-before-bracket':
    'Das Minus vor {product} ändert das Vorzeichen jedes Summanden in der Klammer: −{product} ist {value}',
  'minus-sign-bracket':
    'Ein Minus vor einer Klammer ändert das Vorzeichen jedes Summanden darin, nicht nur des ersten',
  'square-of-sum':
    'Das Quadrat einer Summe ist nicht die Summe der Quadrate: (a + b)² = a² + 2ab + b², also {square} = {value}',
  'square-of-side':
    'Das Quadrat einer Summe ist nicht die Summe der Quadrate: (a + b)² = a² + 2ab + b², also ({sum})² = {value}',
  'root-of-sum':
    'Die Quadratwurzel einer Summe ist nicht die Summe der Quadratwurzeln: {part} lässt sich nicht aufteilen',
  'log-of-sum':
    'Der Logarithmus einer Summe ist nicht die Summe der Logarithmen: log(ab) = log a + log b gilt für ein Produkt, und {part} lässt sich nicht aufteilen',
  'cancelled-terms-top':
    'In einem Bruch kürzt man Faktoren, nicht Summanden: {term} ist ein Summand des Zählers, kein Faktor',
  'cancelled-terms-both':
    'In einem Bruch kürzt man Faktoren, nicht Summanden: {term} ist ein Summand des Zählers und des Nenners, kein Faktor',
  'missing-constant':
    'Ein unbestimmtes Integral ist eine ganze Schar von Funktionen: addiere die Integrationskonstante, + C',
  'product-rule':
    'Die Ableitung eines Produkts ist nicht das Produkt der Ableitungen: nutze die Produktregel, (uv)′ = u′v + uv′, mit u = {u} und v = {v}',
  'quotient-of-derivatives':
    'Die Ableitung eines Quotienten ist nicht der Quotient der Ableitungen: nutze die Quotientenregel, (u/v)′ = (u′v − uv′)/v², mit u = {u} und v = {v}',
  'quotient-rule-sum':
    'Der Zähler der Quotientenregel ist eine Differenz, u′v − uv′: nutze die Quotientenregel, (u/v)′ = (u′v − uv′)/v², mit u = {u} und v = {v}',
  'quotient-rule-order':
    'Der Zähler der Quotientenregel ist u′v − uv′, in dieser Reihenfolge: nutze die Quotientenregel, (u/v)′ = (u′v − uv′)/v², mit u = {u} und v = {v}',
  'chain-rule':
    'Nutze die Kettenregel: die Ableitung der äußeren Funktion mal die Ableitung der inneren, {inner}, und die ist {derivative}',
  'power-not-lowered':
    'Der Exponent wurde nicht verkleinert; nach der Potenzregel ist die Ableitung von xⁿ gleich n·xⁿ⁻¹: multipliziere mit dem Exponenten und ziehe dann eins von ihm ab',
  'power-not-brought-down':
    'Der Exponent wurde nicht als Faktor vorgezogen; nach der Potenzregel ist die Ableitung von xⁿ gleich n·xⁿ⁻¹: multipliziere mit dem Exponenten und ziehe dann eins von ihm ab',
  'power-rule-integral':
    'Integrieren von xⁿ ergibt xⁿ⁺¹/(n + 1): erhöhe den Exponenten um eins und teile durch den neuen Exponenten',
  'differentiated-not-integrated':
    'Das ist die Ableitung von {integrand}, nicht ihr Integral: Integrieren macht das Ableiten rückgängig',
  'negative-root-unnamed':
    'Eine Quadratwurzel kann positiv oder negativ sein: die Lösung aus der negativen fehlt',
  'root-lost-unnamed':
    'Eine Lösung ist verloren gegangen: wer beide Seiten durch etwas teilt, das 0 sein kann, verliert die Lösungen, bei denen es 0 ist',
};
