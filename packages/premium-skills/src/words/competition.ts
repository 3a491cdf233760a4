/**
 * The words of Competition Problem Solving (number theory, counting) in each language the site is
 * written in, following math-core's glossary and register of each language: Spanish "tú", French
 * "vous", German "du", Portuguese "você". Numbers and the maths inside a sentence come as values,
 * so each language writes them in its notation (mcd in Spanish, pgcd in French, ggT in German).
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // Number theory
  'ask.lcm': 'What is the least common multiple of {a} and {b}?',
  'ask.gcd': 'What is the greatest common divisor of {a} and {b}?',
  'nudge.primes': 'Write each number as a product of primes.',
  'hint.lcm': '{formula}.',
  'hint.gcd': 'Keep the prime factors the two numbers share.',
  'step.shared': '{a} and {b} share the factor {g}, and {u} and {v} have no common factor',
  'step.lcm': 'lcm = a × b ÷ gcd',
  'step.gcd': 'The greatest common divisor is {g}',
  'ask.remainder': 'What is the remainder when {power} is divided by {m}?',
  'nudge.remainders': 'Look at the remainders of {a}, {a2}, {a3} … divided by {m}: they repeat.',
  'hint.cycle1': 'The remainders repeat every {cycle} power; find where {n} falls in the cycle.',
  'hint.cycle': 'The remainders repeat every {cycle} powers; find where {n} falls in the cycle.',
  'hint.cycle1After':
    'The remainders repeat every {cycle} power after the first {start}; find where {n} falls in the cycle.',
  'hint.cycleAfter':
    'The remainders repeat every {cycle} powers after the first {start}; find where {n} falls in the cycle.',
  'step.remainders': 'Remainders of {a1}, {a2}, … divided by {m}',
  'step.repeat': 'They repeat every {cycle}: power {n} has the remainder of power {index}',
  'ask.divisors': 'How many positive divisors does {n} have?',
  'nudge.divisors': 'Every divisor is built from the prime factors of the number.',
  'hint.divisors': 'If {factorised}, it has {count}… divisors.',
  'step.factorise': 'Prime factorisation',
  'step.addOne': 'Add one to each exponent and multiply',
  // Counting
  'ask.books': 'In how many different orders can {n} different books stand on a shelf?',
  'ask.medals':
    '{runners} runners race. In how many ways can the gold, silver and bronze medals be awarded?',
  'nudge.places': 'Fill the places one at a time: how many choices for the first, then the next?',
  'hint.multiply': 'Multiply the choices: {product}',
  'step.multiply': 'Multiply the choices for each place',
  'ask.choose': 'How many ways are there to choose {k} students from a class of {n}?',
  'nudge.order': 'The order in which the students are chosen does not matter.',
  'hint.choose':
    'Count ordered choices, {product}, then divide by the {orders} orders of the same group.',
  'step.choose': 'Ordered choices divided by the orders of each group',
  'ask.handshakes':
    '{n} people meet and each shakes hands once with every other person. How many handshakes are there?',
  'nudge.pairs': 'Each handshake is a pair of people.',
  'hint.pairs': 'Count the pairs: {formula}.',
  'step.handshakes': 'Each person shakes {others} hands; each handshake is counted twice',
  'ask.grid':
    'On a grid, how many shortest paths go from {from} to {to} moving one step right or up at a time?',
  'nudge.grid':
    'Every shortest path has {a} steps right and {b} steps up: only their order changes.',
  'hint.grid': 'Choose which {a} of the {total} steps go right.',
  'step.grid': 'Choose the right steps among all steps',
  // The skills
  'title.numberTheory': 'Number theory',
  'description.numberTheory':
    'Common divisors and multiples, remainders of large powers, counting divisors.',
  'nudge.numberTheory': 'Primes are the building blocks: factorise.',
  'formula.lcmGcd': 'lcm and gcd',
  'mistake.hugePower': 'Computing a huge power in full instead of following its remainders.',
  'title.counting': 'Counting',
  'description.counting': 'Arrangements, choices, handshakes and grid paths.',
  'nudge.counting': 'Does the order matter?',
  'formula.handshakes': 'Handshakes among n people',
  'formula.chooseTwo': 'Choosing 2 of n',
  'mistake.order': 'Counting ordered choices when the order does not matter.',
};

export const COMPETITION_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.lcm': '¿Cuál es el mínimo común múltiplo de {a} y {b}?',
    'ask.gcd': '¿Cuál es el máximo común divisor de {a} y {b}?',
    'nudge.primes': 'Escribe cada número como producto de factores primos.',
    'hint.lcm': '{formula}.',
    'hint.gcd': 'Quédate con los factores primos que comparten los dos números.',
    'step.shared':
      '{a} y {b} tienen el factor común {g}, y {u} y {v} no tienen ningún factor común',
    'step.lcm': 'mcm = a × b ÷ mcd',
    'step.gcd': 'El máximo común divisor es {g}',
    'ask.remainder': '¿Cuál es el resto de dividir {power} entre {m}?',
    'nudge.remainders': 'Mira los restos de {a}, {a2}, {a3}… al dividir entre {m}: se repiten.',
    'hint.cycle1':
      'Los restos forman un ciclo de longitud {cycle}; busca en qué lugar del ciclo cae la potencia {n}.',
    'hint.cycle':
      'Los restos se repiten cada {cycle} potencias; busca en qué lugar del ciclo cae la potencia {n}.',
    'hint.cycle1After':
      'Después de la potencia {start}, los restos forman un ciclo de longitud {cycle}; busca en qué lugar del ciclo cae la potencia {n}.',
    'hint.cycleAfter':
      'Después de la potencia {start}, los restos se repiten cada {cycle} potencias; busca en qué lugar del ciclo cae la potencia {n}.',
    'step.remainders': 'Restos de {a1}, {a2}, … al dividir entre {m}',
    'step.repeat':
      'Se repiten con periodo {cycle}: la potencia {n} tiene el mismo resto que la potencia {index}',
    'ask.divisors': '¿Cuántos divisores positivos tiene {n}?',
    'nudge.divisors': 'Cada divisor se forma con los factores primos del número.',
    'hint.divisors': 'Si {factorised}, entonces n tiene {count}… divisores.',
    'step.factorise': 'Descomposición en factores primos',
    'step.addOne': 'Suma uno a cada exponente y multiplica',
    'ask.books':
      '¿De cuántas maneras distintas se pueden colocar {n} libros diferentes en una estantería?',
    'ask.medals':
      'En una carrera participan {runners} corredores. ¿De cuántas maneras se pueden repartir las medallas de oro, plata y bronce?',
    'nudge.places':
      'Ocupa los puestos de uno en uno: ¿cuántas opciones hay para el primero?, ¿y luego para el siguiente?',
    'hint.multiply': 'Multiplica las opciones: {product}',
    'step.multiply': 'Multiplica las opciones de cada puesto',
    'ask.choose': '¿De cuántas maneras se pueden elegir {k} estudiantes de una clase de {n}?',
    'nudge.order': 'No importa el orden en que se eligen los estudiantes.',
    'hint.choose':
      'Cuenta las elecciones ordenadas, {product}, y luego divide entre las {orders} ordenaciones de un mismo grupo.',
    'step.choose': 'Elecciones ordenadas divididas entre las ordenaciones de cada grupo',
    'ask.handshakes':
      'Se reúnen {n} personas y cada una da la mano una vez a cada una de las demás. ¿Cuántos apretones de manos hay?',
    'nudge.pairs': 'Cada apretón de manos es una pareja de personas.',
    'hint.pairs': 'Cuenta las parejas: {formula}.',
    'step.handshakes':
      'Cada persona da la mano a {others} personas; cada apretón se cuenta dos veces',
    'ask.grid':
      'En una cuadrícula, ¿cuántos caminos mínimos van de {from} a {to} avanzando un paso cada vez hacia la derecha o hacia arriba?',
    'nudge.grid':
      'Todo camino mínimo tiene {a} pasos a la derecha y {b} hacia arriba: solo cambia su orden.',
    'hint.grid': 'Elige cuáles de los {total} pasos son los {a} que van a la derecha.',
    'step.grid': 'Elige los pasos a la derecha entre todos los pasos',
    'title.numberTheory': 'Teoría de números',
    'description.numberTheory':
      'Divisores y múltiplos comunes, restos de potencias grandes y número de divisores.',
    'nudge.numberTheory':
      'Los primos son las piezas con las que se construyen los números: factoriza.',
    'formula.lcmGcd': 'mcm y mcd',
    'mistake.hugePower': 'Calcular entera una potencia enorme en lugar de seguir sus restos.',
    'title.counting': 'Técnicas de conteo',
    'description.counting':
      'Ordenaciones, elecciones, apretones de manos y caminos en una cuadrícula.',
    'nudge.counting': '¿Importa el orden?',
    'formula.handshakes': 'Apretones de manos entre n personas',
    'formula.chooseTwo': 'Elegir 2 de n',
    'mistake.order': 'Contar elecciones ordenadas cuando el orden no importa.',
  },
  fr: {
    'ask.lcm': 'Quel est le plus petit commun multiple de {a} et {b}\u00a0?',
    'ask.gcd': 'Quel est le plus grand commun diviseur de {a} et {b}\u00a0?',
    'nudge.primes': 'Décomposez chaque nombre en produit de facteurs premiers.',
    'hint.lcm': '{formula}.',
    'hint.gcd': 'Gardez les facteurs premiers communs aux deux nombres.',
    'step.shared': '{a} et {b} ont le facteur commun {g}, et {u} et {v} n’ont aucun facteur commun',
    'step.lcm': 'ppcm = a × b ÷ pgcd',
    'step.gcd': 'Le plus grand commun diviseur est {g}',
    'ask.remainder': 'Quel est le reste de la division de {power} par {m}\u00a0?',
    'nudge.remainders':
      'Regardez les restes de {a}, {a2}, {a3}… dans la division par {m}\u00a0: ils se répètent.',
    'hint.cycle1':
      'Les restes forment un cycle de longueur {cycle}\u00a0; cherchez où tombe la puissance {n} dans le cycle.',
    'hint.cycle':
      'Les restes se répètent toutes les {cycle} puissances\u00a0; cherchez où tombe la puissance {n} dans le cycle.',
    'hint.cycle1After':
      'Après la puissance {start}, les restes forment un cycle de longueur {cycle}\u00a0; cherchez où tombe la puissance {n} dans le cycle.',
    'hint.cycleAfter':
      'Après la puissance {start}, les restes se répètent toutes les {cycle} puissances\u00a0; cherchez où tombe la puissance {n} dans le cycle.',
    'step.remainders': 'Restes de {a1}, {a2}, … dans la division par {m}',
    'step.repeat':
      'Ils se répètent avec une période de {cycle}\u00a0: la puissance {n} a le même reste que la puissance {index}',
    'ask.divisors': 'Combien {n} a-t-il de diviseurs positifs\u00a0?',
    'nudge.divisors': 'Chaque diviseur se construit à partir des facteurs premiers du nombre.',
    'hint.divisors': 'Si {factorised}, alors n a {count}… diviseurs.',
    'step.factorise': 'Décomposition en facteurs premiers',
    'step.addOne': 'Ajoutez un à chaque exposant et multipliez',
    'ask.books': 'De combien de façons peut-on ranger {n} livres différents sur une étagère\u00a0?',
    'ask.medals':
      '{runners} coureurs prennent part à une course. De combien de façons peut-on attribuer les médailles d’or, d’argent et de bronze\u00a0?',
    'nudge.places':
      'Remplissez les places une à une\u00a0: combien de choix pour la première, puis pour la suivante\u00a0?',
    'hint.multiply': 'Multipliez les choix\u00a0: {product}',
    'step.multiply': 'Multipliez les choix pour chaque place',
    'ask.choose': 'De combien de façons peut-on choisir {k} élèves dans une classe de {n}\u00a0?',
    'nudge.order': 'L’ordre dans lequel on choisit les élèves n’a pas d’importance.',
    'hint.choose':
      'Comptez les choix ordonnés, {product}, puis divisez par les {orders} ordres possibles d’un même groupe.',
    'step.choose': 'Choix ordonnés divisés par les ordres possibles de chaque groupe',
    'ask.handshakes':
      '{n} personnes se rencontrent et chacune serre une fois la main de chacune des autres. Combien de poignées de main y a-t-il\u00a0?',
    'nudge.pairs': 'Chaque poignée de main correspond à une paire de personnes.',
    'hint.pairs': 'Comptez les paires\u00a0: {formula}.',
    'step.handshakes':
      'Chaque personne serre la main de {others} personnes\u00a0; chaque poignée de main est comptée deux fois',
    'ask.grid':
      'Sur un quadrillage, combien de plus courts chemins vont de {from} à {to} en avançant à chaque fois d’un pas vers la droite ou vers le haut\u00a0?',
    'nudge.grid':
      'Tout plus court chemin compte {a} pas vers la droite et {b} vers le haut\u00a0: seul leur ordre change.',
    'hint.grid': 'Choisissez, parmi les {total} pas, les {a} qui vont vers la droite.',
    'step.grid': 'Choisissez les pas vers la droite parmi tous les pas',
    'title.numberTheory': 'Arithmétique',
    'description.numberTheory':
      'Diviseurs et multiples communs, restes de grandes puissances, nombre de diviseurs.',
    'nudge.numberTheory':
      'Les nombres premiers sont les briques de base\u00a0: décomposez en facteurs premiers.',
    'formula.lcmGcd': 'ppcm et pgcd',
    'mistake.hugePower': 'Calculer entièrement une puissance énorme au lieu de suivre ses restes.',
    'title.counting': 'Dénombrement',
    'description.counting': 'Arrangements, choix, poignées de main et chemins sur un quadrillage.',
    'nudge.counting': 'L’ordre compte-t-il\u00a0?',
    'formula.handshakes': 'Poignées de main entre n personnes',
    'formula.chooseTwo': 'Choisir 2 parmi n',
    'mistake.order': 'Compter des choix ordonnés alors que l’ordre ne compte pas.',
  },
  de: {
    'ask.lcm': 'Was ist das kleinste gemeinsame Vielfache von {a} und {b}?',
    'ask.gcd': 'Was ist der größte gemeinsame Teiler von {a} und {b}?',
    'nudge.primes': 'Zerlege jede Zahl in Primfaktoren.',
    'hint.lcm': '{formula}.',
    'hint.gcd': 'Nimm die Primfaktoren, die beide Zahlen gemeinsam haben.',
    'step.shared':
      '{a} und {b} haben den gemeinsamen Faktor {g}; {u} und {v} haben keinen gemeinsamen Faktor',
    'step.lcm': 'kgV = a × b ÷ ggT',
    'step.gcd': 'Der größte gemeinsame Teiler ist {g}',
    'ask.remainder': 'Welchen Rest lässt {power} bei der Division durch {m}?',
    'nudge.remainders':
      'Sieh dir die Reste von {a}, {a2}, {a3} … bei der Division durch {m} an: Sie wiederholen sich.',
    'hint.cycle1':
      'Die Reste bilden einen Zyklus der Länge {cycle}; finde heraus, wo die Potenz {n} im Zyklus liegt.',
    'hint.cycle':
      'Die Reste wiederholen sich alle {cycle} Potenzen; finde heraus, wo die Potenz {n} im Zyklus liegt.',
    'hint.cycle1After':
      'Nach der Potenz {start} bilden die Reste einen Zyklus der Länge {cycle}; finde heraus, wo die Potenz {n} im Zyklus liegt.',
    'hint.cycleAfter':
      'Nach der Potenz {start} wiederholen sich die Reste alle {cycle} Potenzen; finde heraus, wo die Potenz {n} im Zyklus liegt.',
    'step.remainders': 'Reste von {a1}, {a2}, … bei der Division durch {m}',
    'step.repeat':
      'Sie wiederholen sich mit der Periode {cycle}: Die Potenz {n} hat denselben Rest wie die Potenz {index}',
    'ask.divisors': 'Wie viele positive Teiler hat {n}?',
    'nudge.divisors': 'Jeder Teiler setzt sich aus den Primfaktoren der Zahl zusammen.',
    'hint.divisors': 'Ist {factorised}, so hat n genau {count}… Teiler.',
    'step.factorise': 'Primfaktorzerlegung',
    'step.addOne': 'Addiere zu jedem Exponenten eins und multipliziere',
    'ask.books': 'Auf wie viele Arten kann man {n} verschiedene Bücher in einem Regal anordnen?',
    'ask.medals':
      'An einem Rennen nehmen {runners} Läuferinnen und Läufer teil. Auf wie viele Arten können Gold, Silber und Bronze vergeben werden?',
    'nudge.places':
      'Besetze die Plätze nacheinander: Wie viele Möglichkeiten gibt es für den ersten, wie viele dann für den nächsten?',
    'hint.multiply': 'Multipliziere die Möglichkeiten: {product}',
    'step.multiply': 'Multipliziere die Möglichkeiten für jeden Platz',
    'ask.choose':
      'Auf wie viele Arten kann man aus einer Klasse mit {n} Schülerinnen und Schülern {k} auswählen?',
    'nudge.order': 'Die Reihenfolge, in der ausgewählt wird, spielt keine Rolle.',
    'hint.choose':
      'Zähle die geordneten Auswahlen, {product}, und teile dann durch die {orders} Reihenfolgen derselben Gruppe.',
    'step.choose': 'Geordnete Auswahlen geteilt durch die Reihenfolgen jeder Gruppe',
    'ask.handshakes':
      '{n} Personen treffen sich, und jede gibt jeder anderen einmal die Hand. Wie viele Händedrücke gibt es?',
    'nudge.pairs': 'Jeder Händedruck gehört zu einem Paar von Personen.',
    'hint.pairs': 'Zähle die Paare: {formula}.',
    'step.handshakes':
      'Jede Person gibt {others} Personen die Hand; jeder Händedruck wird doppelt gezählt',
    'ask.grid':
      'Wie viele kürzeste Wege führen in einem Gitter von {from} nach {to}, wenn man jeweils einen Schritt nach rechts oder nach oben geht?',
    'nudge.grid':
      'Jeder kürzeste Weg hat {a} Schritte nach rechts und {b} nach oben: Nur ihre Reihenfolge ändert sich.',
    'hint.grid': 'Wähle aus, welche {a} der {total} Schritte nach rechts gehen.',
    'step.grid': 'Wähle die Schritte nach rechts unter allen Schritten',
    'title.numberTheory': 'Zahlentheorie',
    'description.numberTheory':
      'Gemeinsame Teiler und Vielfache, Reste großer Potenzen, Anzahl der Teiler.',
    'nudge.numberTheory': 'Primzahlen sind die Bausteine: Zerlege in Primfaktoren.',
    'formula.lcmGcd': 'kgV und ggT',
    'mistake.hugePower': 'Eine riesige Potenz ganz ausrechnen, statt ihren Resten zu folgen.',
    'title.counting': 'Kombinatorik',
    'description.counting': 'Anordnungen, Auswahlen, Händedrücke und Gitterwege.',
    'nudge.counting': 'Spielt die Reihenfolge eine Rolle?',
    'formula.handshakes': 'Händedrücke unter n Personen',
    'formula.chooseTwo': '2 aus n auswählen',
    'mistake.order': 'Geordnete Auswahlen zählen, obwohl die Reihenfolge keine Rolle spielt.',
  },
  pt: {
    'ask.lcm': 'Qual é o mínimo múltiplo comum de {a} e {b}?',
    'ask.gcd': 'Qual é o máximo divisor comum de {a} e {b}?',
    'nudge.primes': 'Escreva cada número como produto de fatores primos.',
    'hint.lcm': '{formula}.',
    'hint.gcd': 'Fique com os fatores primos que os dois números têm em comum.',
    'step.shared': '{a} e {b} têm o fator comum {g}, e {u} e {v} não têm nenhum fator comum',
    'step.lcm': 'mmc = a × b ÷ mdc',
    'step.gcd': 'O máximo divisor comum é {g}',
    'ask.remainder': 'Qual é o resto da divisão de {power} por {m}?',
    'nudge.remainders':
      'Observe os restos de {a}, {a2}, {a3}… na divisão por {m}: eles se repetem.',
    'hint.cycle1':
      'Os restos formam um ciclo de comprimento {cycle}; veja em que posição do ciclo cai a potência {n}.',
    'hint.cycle':
      'Os restos se repetem a cada {cycle} potências; veja em que posição do ciclo cai a potência {n}.',
    'hint.cycle1After':
      'Depois da potência {start}, os restos formam um ciclo de comprimento {cycle}; veja em que posição do ciclo cai a potência {n}.',
    'hint.cycleAfter':
      'Depois da potência {start}, os restos se repetem a cada {cycle} potências; veja em que posição do ciclo cai a potência {n}.',
    'step.remainders': 'Restos de {a1}, {a2}, … na divisão por {m}',
    'step.repeat':
      'Eles se repetem com período {cycle}: a potência {n} tem o mesmo resto que a potência {index}',
    'ask.divisors': 'Quantos divisores positivos o número {n} tem?',
    'nudge.divisors': 'Todo divisor é formado pelos fatores primos do número.',
    'hint.divisors': 'Se {factorised}, então n tem {count}… divisores.',
    'step.factorise': 'Decomposição em fatores primos',
    'step.addOne': 'Some um a cada expoente e multiplique',
    'ask.books':
      'De quantas maneiras diferentes {n} livros distintos podem ser arrumados em uma estante?',
    'ask.medals':
      '{runners} corredores disputam uma corrida. De quantas maneiras as medalhas de ouro, prata e bronze podem ser distribuídas?',
    'nudge.places':
      'Preencha as posições uma de cada vez: quantas opções há para a primeira e, depois, para a seguinte?',
    'hint.multiply': 'Multiplique as opções: {product}',
    'step.multiply': 'Multiplique as opções de cada posição',
    'ask.choose': 'De quantas maneiras é possível escolher {k} alunos de uma turma de {n}?',
    'nudge.order': 'A ordem em que os alunos são escolhidos não importa.',
    'hint.choose':
      'Conte as escolhas ordenadas, {product}, e depois divida pelas {orders} ordens possíveis do mesmo grupo.',
    'step.choose': 'Escolhas ordenadas divididas pelas ordens possíveis de cada grupo',
    'ask.handshakes':
      '{n} pessoas se encontram e cada uma aperta a mão de cada uma das outras uma vez. Quantos apertos de mão há?',
    'nudge.pairs': 'Cada aperto de mão é um par de pessoas.',
    'hint.pairs': 'Conte os pares: {formula}.',
    'step.handshakes':
      'Cada pessoa aperta a mão de {others} pessoas; cada aperto é contado duas vezes',
    'ask.grid':
      'Em uma malha quadriculada, quantos caminhos mínimos vão de {from} a {to} andando um passo de cada vez para a direita ou para cima?',
    'nudge.grid':
      'Todo caminho mínimo tem {a} passos para a direita e {b} para cima: só a ordem deles muda.',
    'hint.grid': 'Escolha quais {a} dos {total} passos vão para a direita.',
    'step.grid': 'Escolha os passos para a direita entre todos os passos',
    'title.numberTheory': 'Teoria dos números',
    'description.numberTheory':
      'Divisores e múltiplos comuns, restos de potências grandes e quantidade de divisores.',
    'nudge.numberTheory': 'Os primos são os blocos de construção: fatore.',
    'formula.lcmGcd': 'mmc e mdc',
    'mistake.hugePower':
      'Calcular por inteiro uma potência enorme em vez de acompanhar seus restos.',
    'title.counting': 'Contagem',
    'description.counting': 'Permutações, escolhas, apertos de mão e caminhos em malhas.',
    'nudge.counting': 'A ordem importa?',
    'formula.handshakes': 'Apertos de mão entre n pessoas',
    'formula.chooseTwo': 'Escolher 2 de n',
    'mistake.order': 'Contar escolhas ordenadas quando a ordem não importa.',
  },
};

export const say = sayFrom(COMPETITION_WORDS);
