/**
 * The words of the Algebra Foundations pack (evaluating expressions, linear word problems, linear
 * inequalities), in each language the site is written in. Each language follows the glossary of
 * math-core's locale folder and its register: Spanish "tú", French "vous" (step notes too, in the
 * imperative like math-core's own), German "du", Portuguese "você". A skill description's maths
 * is plain text, the same in every language.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // ── evaluate-expressions ──
  'ask.evaluateX': 'Evaluate {expression} when x = {x}.',
  'ask.evaluateXY': 'Evaluate {expression} when x = {x} and y = {y}.',
  'nudge.substitute': 'Replace each letter by its number, in brackets when it is negative.',
  'hint.substitute': 'Substitute, then work out powers first, then products, then sums.',
  'step.substituteX': 'Substitute x = {x}',
  'step.substituteXY': 'Substitute x = {x} and y = {y}',
  // ── linear-word-problems ──
  'ask.numberPlus': 'A number plus {a} is {sum}. What is the number?',
  'ask.numberTimes': '{a} times a number is {product}. What is the number?',
  'nudge.callN': 'Call the number n and write the sentence as an equation.',
  'hint.undo': 'Write the equation, then undo what is done to n.',
  'step.equation': 'Write the sentence as an equation',
  'step.subtract': 'Subtract {a} from both sides',
  'step.divide': 'Divide both sides by {a}',
  'step.simplify': 'Simplify',
  'ask.consecutive':
    'The sum of {count} consecutive whole numbers is {total}. What is the smallest of them?',
  'nudge.consecutive': 'Consecutive numbers are n, n + 1, n + 2 …',
  'hint.consecutive': 'Add n, n + 1 … up to {last}, set the sum equal to {total} and solve.',
  'hint.consecutiveTwo': 'Add n and n + 1, set the sum equal to {total} and solve.',
  'step.sum': 'Write the sum',
  'step.collect': 'Collect terms',
  'step.solveN': 'Solve for n',
  'ask.twice':
    'Twice a number, decreased by {b}, is {value}. Then {a} is added to the number. What is the result?',
  'nudge.asked': 'First find the number, then answer the question asked.',
  'hint.twice': 'Solve {equation}, then add {a}.',
  'step.addHalve': 'Add {b} to both sides, then divide by 2',
  'step.addA': 'Add {a}',
  'ask.ages':
    'Ann is {k} times as old as her brother. In {t} years she will be {m} times as old as him. How old is her brother now?',
  'nudge.ages': "Call the brother's age b: Ann is {ann}.",
  'hint.ages':
    'In {t} years the ages are {ann} and {brother}; write the "{m} times" sentence as an equation.',
  'step.expand': 'Expand',
  // ── linear-inequalities ──
  'ask.inequality': 'Solve for x: {inequality}',
  'ask.inequalityBound':
    'Solve for x: {inequality}. Give the bound as a fraction or a whole number.',
  'nudge.keepSign': 'Solve it like an equation, keeping the inequality sign.',
  'nudge.negative': 'Watch out: dividing by a negative number turns the inequality round.',
  'hint.add': 'Add {a} to both sides.',
  'hint.subtract': 'Subtract {a} from both sides.',
  'hint.addDivide': 'Add {b} to both sides, then divide by {a}.',
  'hint.subtractDivide': 'Subtract {b} from both sides, then divide by {a}.',
  'hint.addDivideReverse': 'Add {b} to both sides, then divide by {a} and reverse the sign.',
  'hint.subtractDivideReverse':
    'Subtract {b} from both sides, then divide by {a} and reverse the sign.',
  'step.add': 'Add {a} to both sides',
  'step.divideReverse': 'Divide both sides by {a}, reversing the inequality',
  // ── the skills ──
  'title.evaluateExpressions': 'Variables and expressions',
  'description.evaluateExpressions':
    'Substitute numbers into expressions in one and two variables.',
  'nudge.evaluateExpressions': 'Replace each letter by its number.',
  'formula.order': 'Order of operations: brackets, powers, × and ÷, then + and −',
  'mistake.brackets': 'Forgetting the brackets around a negative number: (−3)² is 9, −3² is −9.',
  'mistake.order': 'Adding before multiplying: 2 + 3 × 4 is 14, not 20.',
  'title.linearWordProblems': 'Linear equations in words',
  'description.linearWordProblems':
    'Turn sentences about numbers, consecutive numbers and ages into equations.',
  'nudge.linearWordProblems':
    'Name the unknown with a letter and write the sentence as an equation.',
  'formula.consecutive': 'Consecutive whole numbers',
  'formula.balance': 'Whatever is done to one side is done to the other',
  'mistake.answer': 'Answering with the unknown when the question asks for something else.',
  'title.linearInequalities': 'Linear inequalities',
  'description.linearInequalities':
    'Solve x + a < c and ax + b ≥ c, reversing the sign when dividing by a negative.',
  'nudge.linearInequalities': 'Solve it like an equation, but watch the inequality sign.',
  'formula.negative': 'Dividing by a negative number reverses the inequality',
  'mistake.keepSign': 'Keeping the sign when dividing or multiplying by a negative number.',
};

export const ALGEBRA_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.evaluateX': 'Calcula el valor de {expression} para x = {x}.',
    'ask.evaluateXY': 'Calcula el valor de {expression} para x = {x} e y = {y}.',
    'nudge.substitute': 'Sustituye cada letra por su número, entre paréntesis si es negativo.',
    'hint.substitute':
      'Sustituye y luego calcula primero las potencias, después los productos y por último las sumas.',
    'step.substituteX': 'Sustituye x por {x}',
    'step.substituteXY': 'Sustituye x por {x} e y por {y}',
    'ask.numberPlus': 'Un número más {a} es igual a {sum}. ¿Cuál es ese número?',
    'ask.numberTimes': 'Un número multiplicado por {a} da {product}. ¿Cuál es ese número?',
    'nudge.callN': 'Llama n al número y escribe el enunciado como una ecuación.',
    'hint.undo':
      'Escribe la ecuación y luego deshaz, una a una, las operaciones que se le hacen a n.',
    'step.equation': 'Escribe el enunciado como una ecuación',
    'step.subtract': 'Resta {a} a los dos miembros',
    'step.divide': 'Divide los dos miembros entre {a}',
    'step.simplify': 'Simplifica',
    'ask.consecutive':
      'La suma de {count} números enteros consecutivos es {total}. ¿Cuál es el menor de ellos?',
    'nudge.consecutive': 'Los números consecutivos son n, n + 1, n + 2…',
    'hint.consecutive': 'Suma n, n + 1… hasta {last}, iguala la suma a {total} y resuelve.',
    'hint.consecutiveTwo': 'Suma n y n + 1, iguala la suma a {total} y resuelve.',
    'step.sum': 'Escribe la suma',
    'step.collect': 'Agrupa los términos',
    'step.solveN': 'Despeja n',
    'ask.twice':
      'El doble de un número, menos {b}, es {value}. Luego se le suma {a} a ese número. ¿Cuál es el resultado?',
    'nudge.asked': 'Primero halla el número y luego responde a lo que se pregunta.',
    'hint.twice': 'Resuelve {equation} y luego suma {a}.',
    'step.addHalve': 'Suma {b} a los dos miembros y luego divide entre 2',
    'step.addA': 'Suma {a}',
    'ask.ages':
      'Ana tiene {k} veces la edad de su hermano. Dentro de {t} años tendrá {m} veces la edad de él. ¿Cuántos años tiene ahora su hermano?',
    'nudge.ages': 'Llama b a la edad del hermano: la edad de Ana es {ann}.',
    'hint.ages':
      'Dentro de {t} años las edades serán {ann} y {brother}; escribe como ecuación la condición «{m} veces la edad».',
    'step.expand': 'Desarrolla',
    'ask.inequality': 'Resuelve la inecuación: {inequality}',
    'ask.inequalityBound':
      'Resuelve la inecuación: {inequality}. Da el extremo como fracción o como número entero.',
    'nudge.keepSign': 'Resuélvela como una ecuación, conservando el signo de la desigualdad.',
    'nudge.negative':
      'Cuidado: al dividir entre un número negativo, la desigualdad cambia de sentido.',
    'hint.add': 'Suma {a} a los dos miembros.',
    'hint.subtract': 'Resta {a} a los dos miembros.',
    'hint.addDivide': 'Suma {b} a los dos miembros y luego divide entre {a}.',
    'hint.subtractDivide': 'Resta {b} a los dos miembros y luego divide entre {a}.',
    'hint.addDivideReverse':
      'Suma {b} a los dos miembros y luego divide entre {a} cambiando el sentido de la desigualdad.',
    'hint.subtractDivideReverse':
      'Resta {b} a los dos miembros y luego divide entre {a} cambiando el sentido de la desigualdad.',
    'step.add': 'Suma {a} a los dos miembros',
    'step.divideReverse': 'Divide los dos miembros entre {a}; la desigualdad cambia de sentido',
    'title.evaluateExpressions': 'Variables y expresiones algebraicas',
    'description.evaluateExpressions':
      'Sustituye números en expresiones con una y con dos variables.',
    'nudge.evaluateExpressions': 'Sustituye cada letra por su número.',
    'formula.order': 'Orden de las operaciones: paréntesis, potencias, × y ÷, y después + y −',
    'mistake.brackets':
      'Olvidar los paréntesis alrededor de un número negativo: (−3)² es 9, −3² es −9.',
    'mistake.order': 'Sumar antes de multiplicar: 2 + 3 × 4 es 14, no 20.',
    'title.linearWordProblems': 'Problemas de ecuaciones de primer grado',
    'description.linearWordProblems':
      'Traduce a ecuaciones enunciados sobre números, números consecutivos y edades.',
    'nudge.linearWordProblems':
      'Nombra la incógnita con una letra y escribe el enunciado como una ecuación.',
    'formula.consecutive': 'Números enteros consecutivos',
    'formula.balance': 'Lo que se hace en un miembro se hace también en el otro',
    'mistake.answer': 'Responder con el valor de la incógnita cuando se pregunta otra cosa.',
    'title.linearInequalities': 'Inecuaciones de primer grado',
    'description.linearInequalities':
      'Resuelve x + a < c y ax + b ≥ c, cambiando el sentido de la desigualdad al dividir entre un número negativo.',
    'nudge.linearInequalities':
      'Resuélvela como una ecuación, pero vigila el signo de la desigualdad.',
    'formula.negative': 'Al dividir entre un número negativo, la desigualdad cambia de sentido',
    'mistake.keepSign':
      'Mantener el sentido de la desigualdad al dividir o multiplicar por un número negativo.',
  },
  fr: {
    'ask.evaluateX': 'Calculez la valeur de {expression} pour x = {x}.',
    'ask.evaluateXY': 'Calculez la valeur de {expression} pour x = {x} et y = {y}.',
    'nudge.substitute':
      'Remplacez chaque lettre par sa valeur, entre parenthèses si elle est négative.',
    'hint.substitute':
      'Remplacez, puis calculez d’abord les puissances, ensuite les produits, enfin les sommes.',
    'step.substituteX': 'Remplacez x par {x}',
    'step.substituteXY': 'Remplacez x par {x} et y par {y}',
    'ask.numberPlus': 'Un nombre augmenté de {a} vaut {sum}. Quel est ce nombre\u00a0?',
    'ask.numberTimes': 'Un nombre multiplié par {a} vaut {product}. Quel est ce nombre\u00a0?',
    'nudge.callN': 'Appelez n ce nombre et traduisez la phrase par une équation.',
    'hint.undo': 'Écrivez l’équation, puis annulez une à une les opérations appliquées à n.',
    'step.equation': 'Mettez la phrase en équation',
    'step.subtract': 'Soustrayez {a} des deux membres',
    'step.divide': 'Divisez les deux membres par {a}',
    'step.simplify': 'Simplifiez',
    'ask.consecutive':
      'La somme de {count} nombres entiers consécutifs vaut {total}. Quel est le plus petit d’entre eux\u00a0?',
    'nudge.consecutive': 'Des nombres consécutifs s’écrivent n, n + 1, n + 2…',
    'hint.consecutive':
      'Additionnez n, n + 1… jusqu’à {last}, écrivez que la somme vaut {total}, puis résolvez.',
    'hint.consecutiveTwo':
      'Additionnez n et n + 1, écrivez que la somme vaut {total}, puis résolvez.',
    'step.sum': 'Écrivez la somme',
    'step.collect': 'Regroupez les termes',
    'step.solveN': 'Isolez n',
    'ask.twice':
      'Le double d’un nombre, diminué de {b}, vaut {value}. On ajoute ensuite {a} à ce nombre. Quel est le résultat\u00a0?',
    'nudge.asked': 'Trouvez d’abord le nombre, puis répondez à la question posée.',
    'hint.twice': 'Résolvez {equation}, puis ajoutez {a}.',
    'step.addHalve': 'Ajoutez {b} aux deux membres, puis divisez par 2',
    'step.addA': 'Ajoutez {a}',
    'ask.ages':
      'Anne a {k} fois l’âge de son frère. Dans {t} ans, elle aura {m} fois l’âge qu’aura alors son frère. Quel âge a son frère aujourd’hui\u00a0?',
    'nudge.ages': 'Appelez b l’âge du frère\u00a0: Anne a {ann} ans.',
    'hint.ages':
      'Dans {t} ans, les âges seront {ann} et {brother}\u00a0; traduisez «\u00a0{m} fois l’âge\u00a0» par une équation.',
    'step.expand': 'Développez',
    'ask.inequality': 'Résolvez l’inéquation\u00a0: {inequality}',
    'ask.inequalityBound':
      'Résolvez l’inéquation\u00a0: {inequality}. Donnez la borne sous forme de fraction ou de nombre entier.',
    'nudge.keepSign': 'Résolvez-la comme une équation, en gardant le sens de l’inégalité.',
    'nudge.negative':
      'Attention\u00a0: diviser par un nombre négatif change le sens de l’inégalité.',
    'hint.add': 'Ajoutez {a} aux deux membres.',
    'hint.subtract': 'Soustrayez {a} des deux membres.',
    'hint.addDivide': 'Ajoutez {b} aux deux membres, puis divisez par {a}.',
    'hint.subtractDivide': 'Soustrayez {b} des deux membres, puis divisez par {a}.',
    'hint.addDivideReverse':
      'Ajoutez {b} aux deux membres, puis divisez par {a} en changeant le sens de l’inégalité.',
    'hint.subtractDivideReverse':
      'Soustrayez {b} des deux membres, puis divisez par {a} en changeant le sens de l’inégalité.',
    'step.add': 'Ajoutez {a} aux deux membres',
    'step.divideReverse': 'Divisez les deux membres par {a}, ce qui change le sens de l’inégalité',
    'title.evaluateExpressions': 'Expressions littérales',
    'description.evaluateExpressions':
      'Remplacez les lettres par des nombres dans des expressions à une ou deux variables.',
    'nudge.evaluateExpressions': 'Remplacez chaque lettre par sa valeur.',
    'formula.order': 'Priorités opératoires\u00a0: parenthèses, puissances, × et ÷, puis + et −',
    'mistake.brackets':
      'Oublier les parenthèses autour d’un nombre négatif\u00a0: (−3)² vaut 9, −3² vaut −9.',
    'mistake.order': 'Additionner avant de multiplier\u00a0: 2 + 3 × 4 vaut 14, et non 20.',
    'title.linearWordProblems': 'Mise en équation',
    'description.linearWordProblems':
      'Traduisez par des équations des phrases sur des nombres, des nombres consécutifs et des âges.',
    'nudge.linearWordProblems':
      'Désignez l’inconnue par une lettre et traduisez la phrase par une équation.',
    'formula.consecutive': 'Nombres entiers consécutifs',
    'formula.balance': 'Ce que l’on fait à un membre, on le fait à l’autre',
    'mistake.answer':
      'Répondre par la valeur de l’inconnue alors que la question demande autre chose.',
    'title.linearInequalities': 'Inéquations du premier degré',
    'description.linearInequalities':
      'Résolvez x + a < c et ax + b ≥ c, en changeant le sens de l’inégalité quand vous divisez par un nombre négatif.',
    'nudge.linearInequalities':
      'Résolvez-la comme une équation, mais attention au sens de l’inégalité.',
    'formula.negative': 'Diviser par un nombre négatif change le sens de l’inégalité',
    'mistake.keepSign':
      'Garder le sens de l’inégalité en divisant ou en multipliant par un nombre négatif.',
  },
  de: {
    'ask.evaluateX': 'Berechne den Wert von {expression} für x = {x}.',
    'ask.evaluateXY': 'Berechne den Wert von {expression} für x = {x} und y = {y}.',
    'nudge.substitute':
      'Ersetze jeden Buchstaben durch seine Zahl, eine negative Zahl in Klammern.',
    'hint.substitute':
      'Setze ein und rechne dann zuerst die Potenzen, danach die Produkte und zuletzt die Summen aus.',
    'step.substituteX': 'Setze x = {x} ein',
    'step.substituteXY': 'Setze x = {x} und y = {y} ein',
    'ask.numberPlus': 'Eine Zahl plus {a} ergibt {sum}. Wie heißt die Zahl?',
    'ask.numberTimes': 'Das {a}-Fache einer Zahl ist {product}. Wie heißt die Zahl?',
    'nudge.callN': 'Nenne die Zahl n und schreibe den Satz als Gleichung.',
    'hint.undo':
      'Stelle die Gleichung auf und mache dann Schritt für Schritt rückgängig, was mit n gerechnet wird.',
    'step.equation': 'Stelle die Gleichung auf',
    'step.subtract': 'Subtrahiere {a} auf beiden Seiten',
    'step.divide': 'Teile beide Seiten durch {a}',
    'step.simplify': 'Vereinfache',
    'ask.consecutive':
      'Die Summe von {count} aufeinanderfolgenden ganzen Zahlen ist {total}. Wie heißt die kleinste von ihnen?',
    'nudge.consecutive': 'Aufeinanderfolgende Zahlen sind n, n + 1, n + 2 …',
    'hint.consecutive':
      'Addiere n, n + 1 … bis {last}, setze die Summe gleich {total} und löse nach n auf.',
    'hint.consecutiveTwo':
      'Addiere n und n + 1, setze die Summe gleich {total} und löse nach n auf.',
    'step.sum': 'Schreibe die Summe auf',
    'step.collect': 'Zusammenfassen',
    'step.solveN': 'Löse nach n auf',
    'ask.twice':
      'Das Doppelte einer Zahl, vermindert um {b}, ist {value}. Dann wird {a} zu der Zahl addiert. Welches Ergebnis erhält man?',
    'nudge.asked': 'Finde zuerst die Zahl und beantworte dann die gestellte Frage.',
    'hint.twice': 'Löse {equation} und addiere dann {a}.',
    'step.addHalve': 'Addiere {b} auf beiden Seiten, dann teile durch 2',
    'step.addA': 'Addiere {a}',
    'ask.ages':
      'Anna ist {k}-mal so alt wie ihr Bruder. In {t} Jahren wird sie {m}-mal so alt sein wie er. Wie alt ist ihr Bruder jetzt?',
    'nudge.ages': 'Nenne das Alter des Bruders b: Anna ist {ann} Jahre alt.',
    'hint.ages':
      'In {t} Jahren sind die beiden {ann} und {brother} Jahre alt; übersetze „{m}-mal so alt“ in eine Gleichung.',
    'step.expand': 'Ausmultiplizieren',
    'ask.inequality': 'Löse die Ungleichung: {inequality}',
    'ask.inequalityBound':
      'Löse die Ungleichung: {inequality}. Gib die Grenze als Bruch oder als ganze Zahl an.',
    'nudge.keepSign': 'Löse sie wie eine Gleichung und behalte das Ungleichheitszeichen bei.',
    'nudge.negative':
      'Vorsicht: Beim Teilen durch eine negative Zahl dreht sich das Ungleichheitszeichen um.',
    'hint.add': 'Addiere {a} auf beiden Seiten.',
    'hint.subtract': 'Subtrahiere {a} auf beiden Seiten.',
    'hint.addDivide': 'Addiere {b} auf beiden Seiten, dann teile durch {a}.',
    'hint.subtractDivide': 'Subtrahiere {b} auf beiden Seiten, dann teile durch {a}.',
    'hint.addDivideReverse':
      'Addiere {b} auf beiden Seiten, dann teile durch {a} und dreh das Ungleichheitszeichen um.',
    'hint.subtractDivideReverse':
      'Subtrahiere {b} auf beiden Seiten, dann teile durch {a} und dreh das Ungleichheitszeichen um.',
    'step.add': 'Addiere {a} auf beiden Seiten',
    'step.divideReverse': 'Teile beide Seiten durch {a}; das Ungleichheitszeichen dreht sich um',
    'title.evaluateExpressions': 'Variablen und Terme',
    'description.evaluateExpressions':
      'Setze Zahlen in Terme mit einer und mit zwei Variablen ein.',
    'nudge.evaluateExpressions': 'Ersetze jeden Buchstaben durch seine Zahl.',
    'formula.order': 'Rechenreihenfolge: Klammern, Potenzen, × und ÷, dann + und −',
    'mistake.brackets': 'Die Klammern um eine negative Zahl vergessen: (−3)² ist 9, −3² ist −9.',
    'mistake.order': 'Strich vor Punkt rechnen: 2 + 3 × 4 ist 14, nicht 20.',
    'title.linearWordProblems': 'Textaufgaben mit linearen Gleichungen',
    'description.linearWordProblems':
      'Übersetze Sätze über Zahlen, aufeinanderfolgende Zahlen und das Alter in Gleichungen.',
    'nudge.linearWordProblems':
      'Bezeichne die gesuchte Zahl mit einem Buchstaben und schreibe den Satz als Gleichung.',
    'formula.consecutive': 'Aufeinanderfolgende ganze Zahlen',
    'formula.balance': 'Was du auf einer Seite machst, machst du auch auf der anderen',
    'mistake.answer': 'Den Wert der Variablen angeben, obwohl nach etwas anderem gefragt ist.',
    'title.linearInequalities': 'Lineare Ungleichungen',
    'description.linearInequalities':
      'Löse x + a < c und ax + b ≥ c und dreh das Ungleichheitszeichen um, wenn du durch eine negative Zahl teilst.',
    'nudge.linearInequalities':
      'Löse sie wie eine Gleichung, aber achte auf das Ungleichheitszeichen.',
    'formula.negative':
      'Beim Teilen durch eine negative Zahl dreht sich das Ungleichheitszeichen um',
    'mistake.keepSign':
      'Das Ungleichheitszeichen beibehalten, wenn man mit einer negativen Zahl multipliziert oder durch sie teilt.',
  },
  pt: {
    'ask.evaluateX': 'Calcule o valor de {expression} para x = {x}.',
    'ask.evaluateXY': 'Calcule o valor de {expression} para x = {x} e y = {y}.',
    'nudge.substitute':
      'Substitua cada letra pelo seu número, entre parênteses quando ele for negativo.',
    'hint.substitute':
      'Substitua e depois calcule primeiro as potências, depois os produtos e por fim as somas.',
    'step.substituteX': 'Substitua x por {x}',
    'step.substituteXY': 'Substitua x por {x} e y por {y}',
    'ask.numberPlus': 'Um número mais {a} é igual a {sum}. Qual é esse número?',
    'ask.numberTimes': 'Um número multiplicado por {a} dá {product}. Qual é esse número?',
    'nudge.callN': 'Chame o número de n e escreva a frase como uma equação.',
    'hint.undo': 'Escreva a equação e depois desfaça, uma a uma, as operações feitas com n.',
    'step.equation': 'Escreva a frase como uma equação',
    'step.subtract': 'Subtraia {a} dos dois membros',
    'step.divide': 'Divida os dois membros por {a}',
    'step.simplify': 'Simplifique',
    'ask.consecutive':
      'A soma de {count} números inteiros consecutivos é {total}. Qual é o menor deles?',
    'nudge.consecutive': 'Números consecutivos são n, n + 1, n + 2…',
    'hint.consecutive': 'Some n, n + 1… até {last}, iguale a soma a {total} e resolva.',
    'hint.consecutiveTwo': 'Some n e n + 1, iguale a soma a {total} e resolva.',
    'step.sum': 'Escreva a soma',
    'step.collect': 'Junte os termos',
    'step.solveN': 'Isole n',
    'ask.twice':
      'O dobro de um número, diminuído de {b}, é {value}. Depois, soma-se {a} a esse número. Qual é o resultado?',
    'nudge.asked': 'Primeiro encontre o número e depois responda ao que foi perguntado.',
    'hint.twice': 'Resolva {equation} e depois some {a}.',
    'step.addHalve': 'Some {b} aos dois membros e depois divida por 2',
    'step.addA': 'Some {a}',
    'ask.ages':
      'Ana tem {k} vezes a idade do irmão. Daqui a {t} anos, ela terá {m} vezes a idade dele. Quantos anos o irmão tem agora?',
    'nudge.ages': 'Chame de b a idade do irmão: Ana tem {ann} anos.',
    'hint.ages':
      'Daqui a {t} anos, as idades serão {ann} e {brother}; escreva a frase “{m} vezes a idade” como uma equação.',
    'step.expand': 'Aplique a distributiva',
    'ask.inequality': 'Resolva a inequação: {inequality}',
    'ask.inequalityBound':
      'Resolva a inequação: {inequality}. Dê o extremo como fração ou como número inteiro.',
    'nudge.keepSign': 'Resolva como uma equação, mantendo o sinal da desigualdade.',
    'nudge.negative': 'Atenção: dividir por um número negativo inverte o sinal da desigualdade.',
    'hint.add': 'Some {a} aos dois membros.',
    'hint.subtract': 'Subtraia {a} dos dois membros.',
    'hint.addDivide': 'Some {b} aos dois membros e depois divida por {a}.',
    'hint.subtractDivide': 'Subtraia {b} dos dois membros e depois divida por {a}.',
    'hint.addDivideReverse':
      'Some {b} aos dois membros e depois divida por {a}, invertendo o sinal da desigualdade.',
    'hint.subtractDivideReverse':
      'Subtraia {b} dos dois membros e depois divida por {a}, invertendo o sinal da desigualdade.',
    'step.add': 'Some {a} aos dois membros',
    'step.divideReverse': 'Divida os dois membros por {a}, invertendo o sinal da desigualdade',
    'title.evaluateExpressions': 'Variáveis e expressões algébricas',
    'description.evaluateExpressions':
      'Substitua números em expressões com uma e com duas variáveis.',
    'nudge.evaluateExpressions': 'Substitua cada letra pelo seu número.',
    'formula.order': 'Ordem das operações: parênteses, potências, × e ÷, depois + e −',
    'mistake.brackets':
      'Esquecer os parênteses em volta de um número negativo: (−3)² é 9, −3² é −9.',
    'mistake.order': 'Somar antes de multiplicar: 2 + 3 × 4 é 14, não 20.',
    'title.linearWordProblems': 'Problemas com equações do primeiro grau',
    'description.linearWordProblems':
      'Transforme em equações frases sobre números, números consecutivos e idades.',
    'nudge.linearWordProblems':
      'Represente a incógnita por uma letra e escreva a frase como uma equação.',
    'formula.consecutive': 'Números inteiros consecutivos',
    'formula.balance': 'O que se faz em um membro se faz também no outro',
    'mistake.answer': 'Responder com o valor da incógnita quando a pergunta pede outra coisa.',
    'title.linearInequalities': 'Inequações do primeiro grau',
    'description.linearInequalities':
      'Resolva x + a < c e ax + b ≥ c, invertendo o sinal da desigualdade ao dividir por um número negativo.',
    'nudge.linearInequalities': 'Resolva como uma equação, mas atenção ao sinal da desigualdade.',
    'formula.negative': 'Dividir por um número negativo inverte o sinal da desigualdade',
    'mistake.keepSign':
      'Manter o sinal da desigualdade ao dividir ou multiplicar por um número negativo.',
  },
};

export const say = sayFrom(ALGEBRA_WORDS);
