/**
 * The words of the Exam Prep Bundle (fraction arithmetic, percentages), in each language the site
 * is written in. Each language follows the glossary of math-core's locale folder and its register:
 * Spanish "tú", French "vous" (step notes too, in the imperative like math-core's own), German
 * "du", Portuguese "você". Per cent is written as each country writes it: "15%" in Spanish and
 * Portuguese, "15 %" with a no-break space in French and German. A skill's maths in words
 * ("1/2 + 1/3") is plain text, the same in every language.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // ── fraction-arithmetic ──
  'ask.workOut':
    'Work out {problem}. Give the answer as a fraction in lowest terms or a whole number.',
  'nudge.sameDenominator': 'The denominators are the same.',
  'hint.addNumerators': 'Add the numerators and keep the denominator, then simplify.',
  'hint.subtractNumerators': 'Subtract the numerators and keep the denominator, then simplify.',
  'step.addNumerators': 'Add the numerators',
  'step.subtractNumerators': 'Subtract the numerators',
  'step.simplify': 'Simplify',
  'nudge.commonDenominator':
    'Fractions can only be added or subtracted once they have the same denominator.',
  'hint.rewriteAdd': 'Rewrite both over {denominator}, then add the numerators.',
  'hint.rewriteSubtract': 'Rewrite both over {denominator}, then subtract the numerators.',
  'step.commonDenominator': 'A common denominator',
  'nudge.mixed': 'Mixed numbers are easier to multiply and divide as improper fractions.',
  'hint.reciprocal':
    'Write both as improper fractions, then multiply by the reciprocal of the second.',
  'hint.multiplyAcross': 'Write both as improper fractions, then multiply tops and bottoms.',
  'step.improper': 'Improper fractions',
  'step.reciprocal': 'Multiply by the reciprocal',
  'step.multiply': 'Multiply',
  // ── percentages ──
  'ask.percentOf': 'What is {p}% of {base}?',
  'nudge.perCent': 'Per cent means out of a hundred.',
  'hint.percentOf': '{p}% of {base} = {p}/100 × {base}.',
  'step.hundredths': 'Per cent means hundredths',
  'ask.change':
    'A price changes from {from} to {to}. What is the percentage change? Give a decrease as a negative number.',
  'nudge.compare': 'Compare the change with the starting value.',
  'hint.change': 'Percentage change = (new − old) ÷ old × 100.',
  'step.change': 'The change',
  'step.ofOld': 'As a percentage of the old value',
  'ask.reverse':
    'After a {p}% discount a coat costs {sale}. What was its price before the discount?',
  'nudge.reverse': 'The sale price is not {rest}% of the sale price: of what is it {rest}%?',
  'hint.reverse': 'The sale price is {rest}% of the original, so divide by {factor}.',
  'step.salePart': 'The sale price is {rest}% of the original',
  'step.divideBy': 'Divide by {factor}',
  // ── the skills ──
  'title.fractionArithmetic': 'Fraction arithmetic',
  'description.fractionArithmetic':
    'Add, subtract, multiply and divide fractions and mixed numbers.',
  'nudge.fractionArithmetic': 'Same denominators to add; tops and bottoms to multiply.',
  'formula.add': 'Adding fractions',
  'mistake.denominators': 'Adding the denominators: 1/2 + 1/3 is 5/6, not 2/5.',
  'title.percentages': 'Percentages',
  'description.percentages': 'Percentages of amounts, percentage change and reverse percentages.',
  'nudge.percentages': 'Per cent means out of a hundred.',
  'formula.change': 'Percentage change from a to b',
  'mistake.salePrice':
    'Taking the percentage of the sale price when the question gives the discount.',
};

export const EXAM_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.workOut':
      'Calcula {problem}. Da el resultado como fracción irreducible o como número entero.',
    'nudge.sameDenominator': 'Los denominadores son iguales.',
    'hint.addNumerators': 'Suma los numeradores, deja el mismo denominador y luego simplifica.',
    'hint.subtractNumerators':
      'Resta los numeradores, deja el mismo denominador y luego simplifica.',
    'step.addNumerators': 'Suma los numeradores',
    'step.subtractNumerators': 'Resta los numeradores',
    'step.simplify': 'Simplifica',
    'nudge.commonDenominator':
      'Solo se pueden sumar o restar fracciones que tienen el mismo denominador.',
    'hint.rewriteAdd':
      'Escribe las dos fracciones con denominador {denominator} y luego suma los numeradores.',
    'hint.rewriteSubtract':
      'Escribe las dos fracciones con denominador {denominator} y luego resta los numeradores.',
    'step.commonDenominator': 'Reduce a común denominador',
    'nudge.mixed':
      'Los números mixtos se multiplican y se dividen más fácilmente como fracciones impropias.',
    'hint.reciprocal':
      'Escribe los dos como fracciones impropias y luego multiplica por la inversa de la segunda.',
    'hint.multiplyAcross':
      'Escribe los dos como fracciones impropias y luego multiplica numerador por numerador y denominador por denominador.',
    'step.improper': 'Pasa a fracciones impropias',
    'step.reciprocal': 'Multiplica por la inversa',
    'step.multiply': 'Multiplica',
    'ask.percentOf': '¿Cuánto es el {p}% de {base}?',
    'nudge.perCent': 'Por ciento significa de cada cien.',
    'hint.percentOf': 'El {p}% de {base} = {p}/100 × {base}.',
    'step.hundredths': 'Por ciento significa centésimas',
    'ask.change':
      'Un precio pasa de {from} a {to}. ¿Cuál es la variación porcentual? Da una disminución como número negativo.',
    'nudge.compare': 'Compara la variación con el valor inicial.',
    'hint.change': 'Variación porcentual = (nuevo − antiguo) ÷ antiguo × 100.',
    'step.change': 'La variación',
    'step.ofOld': 'En porcentaje del valor inicial',
    'ask.reverse':
      'Con un descuento del {p}%, un abrigo cuesta {sale}. ¿Cuánto costaba antes del descuento?',
    'nudge.reverse': 'El precio rebajado es el {rest}%, pero ¿de qué cantidad?',
    'hint.reverse': 'El precio rebajado es el {rest}% del original, así que divide entre {factor}.',
    'step.salePart': 'El precio rebajado es el {rest}% del original',
    'step.divideBy': 'Divide entre {factor}',
    'title.fractionArithmetic': 'Operaciones con fracciones',
    'description.fractionArithmetic':
      'Suma, resta, multiplica y divide fracciones y números mixtos.',
    'nudge.fractionArithmetic':
      'Para sumar, el mismo denominador; para multiplicar, numeradores y denominadores entre sí.',
    'formula.add': 'Suma de fracciones',
    'mistake.denominators': 'Sumar los denominadores: 1/2 + 1/3 es 5/6, no 2/5.',
    'title.percentages': 'Porcentajes',
    'description.percentages':
      'Porcentaje de una cantidad, variación porcentual y cantidad inicial antes de un descuento.',
    'nudge.percentages': 'Por ciento significa de cada cien.',
    'formula.change': 'Variación porcentual de a a b',
    'mistake.salePrice':
      'Calcular el porcentaje sobre el precio rebajado cuando el enunciado da el descuento.',
  },
  fr: {
    'ask.workOut':
      'Calculez {problem}. Donnez le résultat sous forme de fraction irréductible ou de nombre entier.',
    'nudge.sameDenominator': 'Les dénominateurs sont les mêmes.',
    'hint.addNumerators':
      'Additionnez les numérateurs en gardant le dénominateur, puis simplifiez.',
    'hint.subtractNumerators':
      'Soustrayez les numérateurs en gardant le dénominateur, puis simplifiez.',
    'step.addNumerators': 'Additionnez les numérateurs',
    'step.subtractNumerators': 'Soustrayez les numérateurs',
    'step.simplify': 'Simplifiez',
    'nudge.commonDenominator':
      'On ne peut additionner ou soustraire des fractions que si elles ont le même dénominateur.',
    'hint.rewriteAdd':
      'Écrivez les deux fractions avec le dénominateur {denominator}, puis additionnez les numérateurs.',
    'hint.rewriteSubtract':
      'Écrivez les deux fractions avec le dénominateur {denominator}, puis soustrayez les numérateurs.',
    'step.commonDenominator': 'Réduisez au même dénominateur',
    'nudge.mixed':
      'Les nombres mixtes se multiplient et se divisent plus facilement écrits sous forme de fractions.',
    'hint.reciprocal':
      'Écrivez les deux nombres sous forme de fractions, puis multipliez par l’inverse de la seconde.',
    'hint.multiplyAcross':
      'Écrivez les deux nombres sous forme de fractions, puis multipliez les numérateurs entre eux et les dénominateurs entre eux.',
    'step.improper': 'Écrivez sous forme de fractions',
    'step.reciprocal': 'Multipliez par l’inverse',
    'step.multiply': 'Multipliez',
    'ask.percentOf': 'Combien font {p}\u00a0% de {base}\u00a0?',
    'nudge.perCent': 'Pour cent signifie sur cent.',
    'hint.percentOf': '{p}\u00a0% de {base} = {p}/100 × {base}.',
    'step.hundredths': 'Un pourcentage est un nombre de centièmes',
    'ask.change':
      'Un prix passe de {from} à {to}. Quel est son taux d’évolution en pourcentage\u00a0? Donnez une baisse sous forme de nombre négatif.',
    'nudge.compare': 'Comparez la variation à la valeur de départ.',
    'hint.change':
      'Taux d’évolution = (valeur d’arrivée − valeur de départ) ÷ valeur de départ × 100.',
    'step.change': 'La variation',
    'step.ofOld': 'En pourcentage de la valeur de départ',
    'ask.reverse':
      'Après une remise de {p}\u00a0%, un manteau coûte {sale}. Quel était son prix avant la remise\u00a0?',
    'nudge.reverse': 'Le prix soldé représente {rest}\u00a0%, mais de quoi\u00a0?',
    'hint.reverse':
      'Le prix soldé représente {rest}\u00a0% du prix initial, donc divisez par {factor}.',
    'step.salePart': 'Le prix soldé représente {rest}\u00a0% du prix initial',
    'step.divideBy': 'Divisez par {factor}',
    'title.fractionArithmetic': 'Calculs avec des fractions',
    'description.fractionArithmetic':
      'Additionnez, soustrayez, multipliez et divisez des fractions et des nombres mixtes.',
    'nudge.fractionArithmetic':
      'Même dénominateur pour additionner\u00a0; numérateurs et dénominateurs entre eux pour multiplier.',
    'formula.add': 'Somme de deux fractions',
    'mistake.denominators': 'Additionner les dénominateurs\u00a0: 1/2 + 1/3 vaut 5/6, et non 2/5.',
    'title.percentages': 'Pourcentages',
    'description.percentages':
      'Pourcentage d’une quantité, taux d’évolution et prix initial avant une remise.',
    'nudge.percentages': 'Pour cent signifie sur cent.',
    'formula.change': 'Taux d’évolution de a à b',
    'mistake.salePrice':
      'Appliquer le pourcentage au prix soldé alors que l’énoncé donne la remise.',
  },
  de: {
    'ask.workOut':
      'Berechne {problem}. Gib das Ergebnis als vollständig gekürzten Bruch oder als ganze Zahl an.',
    'nudge.sameDenominator': 'Die Nenner sind gleich.',
    'hint.addNumerators': 'Addiere die Zähler, behalte den Nenner bei und kürze dann.',
    'hint.subtractNumerators': 'Subtrahiere die Zähler, behalte den Nenner bei und kürze dann.',
    'step.addNumerators': 'Addiere die Zähler',
    'step.subtractNumerators': 'Subtrahiere die Zähler',
    'step.simplify': 'Kürze',
    'nudge.commonDenominator':
      'Brüche kann man erst addieren oder subtrahieren, wenn sie gleichnamig sind.',
    'hint.rewriteAdd': 'Bring beide Brüche auf den Nenner {denominator}, dann addiere die Zähler.',
    'hint.rewriteSubtract':
      'Bring beide Brüche auf den Nenner {denominator}, dann subtrahiere die Zähler.',
    'step.commonDenominator': 'Mache die Brüche gleichnamig',
    'nudge.mixed': 'Gemischte Zahlen multipliziert und dividiert man leichter als unechte Brüche.',
    'hint.reciprocal':
      'Schreibe beide als unechte Brüche, dann multipliziere mit dem Kehrwert des zweiten.',
    'hint.multiplyAcross':
      'Schreibe beide als unechte Brüche, dann multipliziere Zähler mit Zähler und Nenner mit Nenner.',
    'step.improper': 'Schreibe sie als unechte Brüche',
    'step.reciprocal': 'Multipliziere mit dem Kehrwert',
    'step.multiply': 'Multipliziere',
    'ask.percentOf': 'Wie viel sind {p}\u00a0% von {base}?',
    'nudge.perCent': 'Prozent heißt „von Hundert“.',
    'hint.percentOf': '{p}\u00a0% von {base} = {p}/100 × {base}.',
    'step.hundredths': 'Prozent heißt Hundertstel',
    'ask.change':
      'Ein Preis ändert sich von {from} auf {to}. Um wie viel Prozent ändert er sich? Gib eine Abnahme als negative Zahl an.',
    'nudge.compare': 'Vergleiche die Änderung mit dem Ausgangswert.',
    'hint.change': 'Prozentuale Änderung = (neu − alt) ÷ alt × 100.',
    'step.change': 'Die Änderung',
    'step.ofOld': 'In Prozent des alten Werts',
    'ask.reverse':
      'Nach {p}\u00a0% Rabatt kostet ein Mantel {sale}. Wie viel hat er vor dem Rabatt gekostet?',
    'nudge.reverse': 'Der reduzierte Preis beträgt {rest}\u00a0% – aber wovon?',
    'hint.reverse':
      'Der reduzierte Preis beträgt {rest}\u00a0% des ursprünglichen Preises, also teile durch {factor}.',
    'step.salePart': 'Der reduzierte Preis beträgt {rest}\u00a0% des ursprünglichen Preises',
    'step.divideBy': 'Teile durch {factor}',
    'title.fractionArithmetic': 'Bruchrechnung',
    'description.fractionArithmetic':
      'Addiere, subtrahiere, multipliziere und dividiere Brüche und gemischte Zahlen.',
    'nudge.fractionArithmetic':
      'Zum Addieren gleiche Nenner; zum Multiplizieren Zähler mal Zähler und Nenner mal Nenner.',
    'formula.add': 'Brüche addieren',
    'mistake.denominators': 'Die Nenner addieren: 1/2 + 1/3 ist 5/6, nicht 2/5.',
    'title.percentages': 'Prozentrechnung',
    'description.percentages':
      'Berechne Prozentwerte, prozentuale Änderungen und den Grundwert vor einem Rabatt.',
    'nudge.percentages': 'Prozent heißt „von Hundert“.',
    'formula.change': 'Prozentuale Änderung von a auf b',
    'mistake.salePrice':
      'Den Prozentsatz vom reduzierten Preis nehmen, obwohl die Aufgabe den Rabatt angibt.',
  },
  pt: {
    'ask.workOut':
      'Calcule {problem}. Dê a resposta como fração irredutível ou como número inteiro.',
    'nudge.sameDenominator': 'Os denominadores são iguais.',
    'hint.addNumerators': 'Some os numeradores, mantenha o denominador e depois simplifique.',
    'hint.subtractNumerators':
      'Subtraia os numeradores, mantenha o denominador e depois simplifique.',
    'step.addNumerators': 'Some os numeradores',
    'step.subtractNumerators': 'Subtraia os numeradores',
    'step.simplify': 'Simplifique',
    'nudge.commonDenominator':
      'Só é possível somar ou subtrair frações que têm o mesmo denominador.',
    'hint.rewriteAdd':
      'Escreva as duas frações com denominador {denominator} e depois some os numeradores.',
    'hint.rewriteSubtract':
      'Escreva as duas frações com denominador {denominator} e depois subtraia os numeradores.',
    'step.commonDenominator': 'Reduza ao mesmo denominador',
    'nudge.mixed':
      'É mais fácil multiplicar e dividir números mistos escritos como frações impróprias.',
    'hint.reciprocal':
      'Escreva os dois como frações impróprias e depois multiplique pelo inverso da segunda.',
    'hint.multiplyAcross':
      'Escreva os dois como frações impróprias e depois multiplique numerador por numerador e denominador por denominador.',
    'step.improper': 'Escreva como frações impróprias',
    'step.reciprocal': 'Multiplique pelo inverso',
    'step.multiply': 'Multiplique',
    'ask.percentOf': 'Quanto é {p}% de {base}?',
    'nudge.perCent': 'Por cento quer dizer em cada cem.',
    'hint.percentOf': '{p}% de {base} = {p}/100 × {base}.',
    'step.hundredths': 'Por cento quer dizer centésimos',
    'ask.change':
      'Um preço passa de {from} para {to}. Qual é a variação percentual? Dê uma redução como número negativo.',
    'nudge.compare': 'Compare a variação com o valor inicial.',
    'hint.change': 'Variação percentual = (novo − antigo) ÷ antigo × 100.',
    'step.change': 'A variação',
    'step.ofOld': 'Em porcentagem do valor antigo',
    'ask.reverse':
      'Depois de um desconto de {p}%, um casaco custa {sale}. Quanto ele custava antes do desconto?',
    'nudge.reverse': 'O preço com desconto é {rest}%, mas de quê?',
    'hint.reverse': 'O preço com desconto é {rest}% do preço original, então divida por {factor}.',
    'step.salePart': 'O preço com desconto é {rest}% do preço original',
    'step.divideBy': 'Divida por {factor}',
    'title.fractionArithmetic': 'Operações com frações',
    'description.fractionArithmetic':
      'Some, subtraia, multiplique e divida frações e números mistos.',
    'nudge.fractionArithmetic':
      'Para somar, o mesmo denominador; para multiplicar, numeradores e denominadores entre si.',
    'formula.add': 'Soma de frações',
    'mistake.denominators': 'Somar os denominadores: 1/2 + 1/3 é 5/6, não 2/5.',
    'title.percentages': 'Porcentagem',
    'description.percentages':
      'Porcentagem de uma quantia, variação percentual e preço original antes de um desconto.',
    'nudge.percentages': 'Por cento quer dizer em cada cem.',
    'formula.change': 'Variação percentual de a para b',
    'mistake.salePrice':
      'Calcular a porcentagem sobre o preço com desconto quando a questão informa o desconto.',
  },
};

export const say = sayFrom(EXAM_WORDS);
