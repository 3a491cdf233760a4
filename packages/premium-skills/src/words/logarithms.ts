/**
 * The words of the Logarithms Mastery pack (log rules, change of base, growth and decay), in each
 * language the site is written in, under the same ids and with the same {placeholders}. The terms
 * are those of math-core's logarithm problems in each language ("regla del producto", "règle du
 * produit", "Produktregel", "propriedade do produto"); money is in euros, or reais in Portuguese,
 * as on each language's pages.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // ── questions ──
  'ask.evaluate': 'Evaluate {expression}.',
  'ask.doubling':
    'A colony of {start} bacteria doubles every {every} hours. How many bacteria are there after {time} hours?',
  'ask.halfLife':
    'A {start} g sample of a radioactive isotope has a half-life of {life} years. How many grams are left after {time} years?',
  'ask.compound':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign, then the placeholder {p}.
    '${p} is invested at {rate}% interest a year, compounded yearly. After how many years will it reach ${target}? Round to 2 decimals.',
  // ── nudges ──
  'nudge.combine': 'Can the logarithms be combined into fewer logarithms?',
  'nudge.ratio': 'A ratio of two logarithms with the same base is one logarithm.',
  'nudge.naturalBoth': 'Write both logarithms with the natural log: something cancels.',
  'nudge.naturalEvery':
    'Write every logarithm with the natural log and look for cancelling factors.',
  'nudge.doublings': 'How many times does the colony double in that time?',
  'nudge.halfLives': 'How many half-lives fit into that time?',
  'nudge.exponent': 'The unknown is an exponent: logarithms bring it down.',
  // ── hints ──
  'hint.powerFirst': 'Power rule first ({rule}), then the product and quotient rules.',
  'hint.backwards': 'Change of base backwards: {rule}.',
  /** A chain of logarithms written with natural logs: the identity alone in English. */
  'hint.chain': '{rule}.',
  'hint.doublings': 'Number of doublings = {division}; multiply by 2 that many times.',
  'hint.halfLives': 'Number of half-lives = {division}; halve the mass that many times.',
  'hint.compound': 'Solve {equation}: take logarithms, {solution}.',
  // ── step notes ──
  'step.combine': 'Combine with the power, product and quotient rules',
  'step.powersOfBase': 'Evaluate the logarithms of powers of the base',
  'step.changeOfBase': 'Change of base',
  'step.undoes': 'The logarithm undoes the power',
  'step.cancels': '{log} cancels',
  'step.cancelTwo': '{first} and {second} cancel',
  'step.doublings': 'Number of doublings',
  'step.double': 'Double that many times',
  'step.halfLives': 'Number of half-lives',
  'step.halve': 'Halve that many times',
  'step.growth': 'Growth by a factor each year',
  'step.takeLogs': 'Take natural logarithms',
  'step.divideLogs': 'Divide the logarithms',
  // ── the skills: names, formula sheets, common mistakes ──
  'title.logRules': 'Log rules drill',
  'description.logRules': 'Expressions that need the power, product and quotient rules together.',
  'nudge.logRules': 'Bring the coefficients inside as powers, then combine.',
  'formula.product': 'Product rule',
  'formula.quotient': 'Quotient rule',
  'formula.power': 'Power rule',
  'mistake.sum': 'log_b(x + y) is not log_b(x) + log_b(y): the product rule needs a product.',
  'mistake.quotient':
    'log_b(x)/log_b(y) is not log_b(x − y): a quotient of logs is a change of base.',
  'mistake.coefficient': 'k·log_b(x) is log_b(x^k), not log_b(kx).',
  'title.changeOfBase': 'Change of base drill',
  'description.changeOfBase': 'Ratios of logarithms and chains such as log_a(b) × log_b(c).',
  'nudge.changeOfBase': 'Write every logarithm as a ratio of natural logs.',
  'formula.chain': 'Chain',
  'mistake.baseOnTop': 'Putting the base on top: log_a(x) is ln(x)/ln(a), not ln(a)/ln(x).',
  'mistake.roundEarly': 'Rounding the logarithms before dividing, which changes the last digits.',
  'title.growth': 'Exponential growth and decay',
  'description.growth':
    'Doubling, half-lives and compound interest, solved with powers and logarithms.',
  'nudge.growth': 'Growth by the same factor each period is a power.',
  'formula.growth': 'Growth by a factor a per period from P',
  'formula.time': 'Time to reach N',
  'mistake.multiply': 'Multiplying by the number of periods instead of raising to that power.',
  'mistake.rate': 'Using the rate ({rate}) instead of the growth factor ({factor}).',
};

export const LOGARITHM_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.evaluate': 'Calcula {expression}.',
    'ask.doubling':
      'Una colonia de {start} bacterias duplica su tamaño cada {every} horas. ¿Cuántas bacterias hay al cabo de {time} horas?',
    'ask.halfLife':
      'Una muestra de {start} g de un isótopo radiactivo tiene un periodo de semidesintegración de {life} años. ¿Cuántos gramos quedan al cabo de {time} años?',
    'ask.compound':
      'Se invierten {p}\u00a0€ a un interés compuesto del {rate}\u00a0% anual. ¿Al cabo de cuántos años se llegará a {target}\u00a0€? Redondea a 2 decimales.',
    'nudge.combine': '¿Puedes agrupar los logaritmos en menos logaritmos?',
    'nudge.ratio': 'El cociente de dos logaritmos de la misma base es un solo logaritmo.',
    'nudge.naturalBoth':
      'Escribe los dos logaritmos con logaritmos neperianos: algo se simplifica.',
    'nudge.naturalEvery':
      'Escribe cada logaritmo con logaritmos neperianos y busca los factores que se simplifican.',
    'nudge.doublings': '¿Cuántas veces se duplica la colonia en ese tiempo?',
    'nudge.halfLives': '¿Cuántos periodos de semidesintegración caben en ese tiempo?',
    'nudge.exponent': 'La incógnita está en el exponente: los logaritmos la bajan.',
    'hint.powerFirst':
      'Primero la regla de la potencia ({rule}) y luego las reglas del producto y del cociente.',
    'hint.backwards': 'El cambio de base al revés: {rule}.',
    'hint.chain': 'Con el cambio de base: {rule}.',
    'hint.doublings': 'Número de duplicaciones = {division}; multiplica por 2 ese número de veces.',
    'hint.halfLives':
      'Número de periodos de semidesintegración = {division}; reduce la masa a la mitad ese número de veces.',
    'hint.compound': 'Resuelve {equation}: tomando logaritmos, {solution}.',
    'step.combine': 'Agrupa con las reglas de la potencia, del producto y del cociente',
    'step.powersOfBase': 'Calcula los logaritmos de las potencias de la base',
    'step.changeOfBase': 'Cambio de base',
    'step.undoes': 'El logaritmo deshace la potencia',
    'step.cancels': 'Simplifica {log}',
    'step.cancelTwo': 'Simplifica {first} y {second}',
    'step.doublings': 'Número de duplicaciones',
    'step.double': 'Duplica ese número de veces',
    'step.halfLives': 'Número de periodos de semidesintegración',
    'step.halve': 'Reduce a la mitad ese número de veces',
    'step.growth': 'Crecimiento por un mismo factor cada año',
    'step.takeLogs': 'Toma logaritmos neperianos',
    'step.divideLogs': 'Divide los logaritmos',
    'title.logRules': 'Práctica de las reglas de los logaritmos',
    'description.logRules':
      'Expresiones que requieren a la vez las reglas de la potencia, del producto y del cociente.',
    'nudge.logRules': 'Mete los coeficientes dentro como exponentes y luego agrupa.',
    'formula.product': 'Regla del producto',
    'formula.quotient': 'Regla del cociente',
    'formula.power': 'Regla de la potencia',
    'mistake.sum':
      'log_b(x + y) no es log_b(x) + log_b(y): la regla del producto necesita un producto.',
    'mistake.quotient':
      'log_b(x)/log_b(y) no es log_b(x − y): un cociente de logaritmos es un cambio de base.',
    'mistake.coefficient': 'k·log_b(x) es log_b(x^k), no log_b(kx).',
    'title.changeOfBase': 'Práctica del cambio de base',
    'description.changeOfBase': 'Cocientes de logaritmos y cadenas como log_a(b) × log_b(c).',
    'nudge.changeOfBase': 'Escribe cada logaritmo como cociente de logaritmos neperianos.',
    'formula.chain': 'En cadena',
    'mistake.baseOnTop': 'Poner la base arriba: log_a(x) es ln(x)/ln(a), no ln(a)/ln(x).',
    'mistake.roundEarly':
      'Redondear los logaritmos antes de dividir, lo que cambia las últimas cifras.',
    'title.growth': 'Crecimiento y decrecimiento exponencial',
    'description.growth':
      'Duplicaciones, periodos de semidesintegración e interés compuesto, resueltos con potencias y logaritmos.',
    'nudge.growth': 'Crecer por el mismo factor en cada periodo es una potencia.',
    'formula.growth': 'Crecimiento desde P por un factor a en cada periodo',
    'formula.time': 'Tiempo para llegar a N',
    'mistake.multiply': 'Multiplicar por el número de periodos en vez de elevar a esa potencia.',
    'mistake.rate': 'Usar la tasa ({rate}) en vez del factor de crecimiento ({factor}).',
  },
  fr: {
    'ask.evaluate': 'Calculez {expression}.',
    'ask.doubling':
      'Une colonie de {start} bactéries double toutes les {every} heures. Combien y a-t-il de bactéries au bout de {time} heures\u00a0?',
    'ask.halfLife':
      'Un échantillon de {start}\u00a0g d’un isotope radioactif a une demi-vie de {life} ans. Combien de grammes en reste-t-il au bout de {time} ans\u00a0?',
    'ask.compound':
      'On place {p}\u00a0€ à intérêts composés au taux annuel de {rate}\u00a0%. Au bout de combien d’années le capital atteindra-t-il {target}\u00a0€\u00a0? Arrondissez à 2 décimales.',
    'nudge.combine':
      'Pouvez-vous regrouper ces logarithmes en un plus petit nombre de logarithmes\u00a0?',
    'nudge.ratio': 'Le quotient de deux logarithmes de même base est un seul logarithme.',
    'nudge.naturalBoth':
      'Écrivez les deux logarithmes avec le logarithme népérien\u00a0: quelque chose se simplifie.',
    'nudge.naturalEvery':
      'Écrivez chaque logarithme avec le logarithme népérien et cherchez les facteurs qui se simplifient.',
    'nudge.doublings': 'Combien de fois la colonie double-t-elle pendant cette durée\u00a0?',
    'nudge.halfLives': 'Combien de demi-vies cette durée contient-elle\u00a0?',
    'nudge.exponent': 'L’inconnue est un exposant\u00a0: les logarithmes la font descendre.',
    'hint.powerFirst':
      'D’abord la règle de la puissance ({rule}), puis les règles du produit et du quotient.',
    'hint.backwards': 'Le changement de base à l’envers\u00a0: {rule}.',
    'hint.chain': 'Avec le changement de base\u00a0: {rule}.',
    'hint.doublings': 'Nombre de doublements = {division}\u00a0; multipliez par 2 autant de fois.',
    'hint.halfLives':
      'Nombre de demi-vies = {division}\u00a0; divisez la masse par 2 autant de fois.',
    'hint.compound': 'Résolvez {equation}\u00a0: en passant aux logarithmes, {solution}.',
    'step.combine': 'Regroupez avec les règles de la puissance, du produit et du quotient',
    'step.powersOfBase': 'Calculez les logarithmes des puissances de la base',
    'step.changeOfBase': 'Changement de base',
    'step.undoes': 'Le logarithme annule la puissance',
    'step.cancels': 'Simplifiez par {log}',
    'step.cancelTwo': 'Simplifiez par {first} et par {second}',
    'step.doublings': 'Nombre de doublements',
    'step.double': 'Doublez autant de fois',
    'step.halfLives': 'Nombre de demi-vies',
    'step.halve': 'Divisez par 2 autant de fois',
    'step.growth': 'Multiplication par un même coefficient chaque année',
    'step.takeLogs': 'Passez aux logarithmes népériens',
    'step.divideLogs': 'Divisez les logarithmes',
    'title.logRules': 'Entraînement aux règles des logarithmes',
    'description.logRules':
      'Des expressions qui demandent à la fois les règles de la puissance, du produit et du quotient.',
    'nudge.logRules': 'Faites entrer les coefficients sous forme d’exposants, puis regroupez.',
    'formula.product': 'Règle du produit',
    'formula.quotient': 'Règle du quotient',
    'formula.power': 'Règle de la puissance',
    'mistake.sum':
      'log_b(x + y) n’est pas log_b(x) + log_b(y)\u00a0: la règle du produit s’applique à un produit.',
    'mistake.quotient':
      'log_b(x)/log_b(y) n’est pas log_b(x − y)\u00a0: un quotient de logarithmes est un changement de base.',
    'mistake.coefficient': 'k·log_b(x) est égal à log_b(x^k), et non à log_b(kx).',
    'title.changeOfBase': 'Entraînement au changement de base',
    'description.changeOfBase':
      'Quotients de logarithmes et produits en chaîne comme log_a(b) × log_b(c).',
    'nudge.changeOfBase': 'Écrivez chaque logarithme comme un quotient de logarithmes népériens.',
    'formula.chain': 'En chaîne',
    'mistake.baseOnTop':
      'Mettre la base au numérateur\u00a0: log_a(x) est égal à ln(x)/ln(a), et non à ln(a)/ln(x).',
    'mistake.roundEarly':
      'Arrondir les logarithmes avant de diviser, ce qui change les derniers chiffres.',
    'title.growth': 'Croissance et décroissance exponentielles',
    'description.growth':
      'Doublements, demi-vies et intérêts composés, résolus avec des puissances et des logarithmes.',
    'nudge.growth':
      'Une multiplication par le même coefficient à chaque période, c’est une puissance.',
    'formula.growth': 'Multiplication par a à chaque période, à partir de P',
    'formula.time': 'Durée pour atteindre N',
    'mistake.multiply': 'Multiplier par le nombre de périodes au lieu d’élever à cette puissance.',
    'mistake.rate': 'Utiliser le taux ({rate}) au lieu du coefficient multiplicateur ({factor}).',
  },
  de: {
    'ask.evaluate': 'Berechne {expression}.',
    'ask.doubling':
      'Eine Kolonie aus {start} Bakterien verdoppelt sich alle {every} Stunden. Wie viele Bakterien sind es nach {time} Stunden?',
    'ask.halfLife':
      'Eine Probe eines radioaktiven Isotops wiegt {start} g, seine Halbwertszeit beträgt {life} Jahre. Wie viel Gramm sind nach {time} Jahren noch übrig?',
    'ask.compound':
      'Ein Kapital von {p}\u00a0€ wird zu einem Zinssatz von {rate}\u00a0% pro Jahr mit Zinseszins angelegt. Nach wie vielen Jahren ist es auf {target}\u00a0€ angewachsen? Runde auf 2 Nachkommastellen.',
    'nudge.combine': 'Kannst du die Logarithmen zu weniger Logarithmen zusammenfassen?',
    'nudge.ratio':
      'Der Quotient zweier Logarithmen mit derselben Basis ist ein einziger Logarithmus.',
    'nudge.naturalBoth':
      'Schreibe beide Logarithmen mit dem natürlichen Logarithmus: Etwas kürzt sich weg.',
    'nudge.naturalEvery':
      'Schreibe jeden Logarithmus mit dem natürlichen Logarithmus und suche Faktoren, die sich wegkürzen.',
    'nudge.doublings': 'Wie oft verdoppelt sich die Kolonie in dieser Zeit?',
    'nudge.halfLives': 'Wie viele Halbwertszeiten passen in diese Zeit?',
    'nudge.exponent': 'Die Variable steht im Exponenten: Der Logarithmus holt sie herunter.',
    'hint.powerFirst':
      'Zuerst die Potenzregel ({rule}), dann die Produkt- und die Quotientenregel.',
    'hint.backwards': 'Der Basiswechsel rückwärts: {rule}.',
    'hint.chain': 'Mit dem Basiswechsel: {rule}.',
    'hint.doublings': 'Anzahl der Verdopplungen = {division}; multipliziere so oft mit 2.',
    'hint.halfLives': 'Anzahl der Halbwertszeiten = {division}; halbiere die Masse so oft.',
    'hint.compound': 'Löse {equation}: Logarithmieren ergibt {solution}.',
    'step.combine': 'Fasse mit der Potenz-, Produkt- und Quotientenregel zusammen',
    'step.powersOfBase': 'Berechne die Logarithmen der Potenzen der Basis',
    'step.changeOfBase': 'Basiswechsel',
    'step.undoes': 'Der Logarithmus macht die Potenz rückgängig',
    'step.cancels': 'Kürze {log}',
    'step.cancelTwo': 'Kürze {first} und {second}',
    'step.doublings': 'Anzahl der Verdopplungen',
    'step.double': 'Verdopple so oft',
    'step.halfLives': 'Anzahl der Halbwertszeiten',
    'step.halve': 'Halbiere so oft',
    'step.growth': 'Wachstum um denselben Faktor pro Jahr',
    'step.takeLogs': 'Wende den natürlichen Logarithmus an',
    'step.divideLogs': 'Dividiere die Logarithmen',
    'title.logRules': 'Logarithmusregeln trainieren',
    'description.logRules':
      'Terme, für die du Potenz-, Produkt- und Quotientenregel zusammen brauchst.',
    'nudge.logRules':
      'Ziehe die Vorfaktoren als Exponenten in den Logarithmus und fasse dann zusammen.',
    'formula.product': 'Produktregel',
    'formula.quotient': 'Quotientenregel',
    'formula.power': 'Potenzregel',
    'mistake.sum':
      'log_b(x + y) ist nicht log_b(x) + log_b(y): Die Produktregel braucht ein Produkt.',
    'mistake.quotient':
      'log_b(x)/log_b(y) ist nicht log_b(x − y): Ein Quotient von Logarithmen ist ein Basiswechsel.',
    'mistake.coefficient': 'k·log_b(x) ist log_b(x^k), nicht log_b(kx).',
    'title.changeOfBase': 'Basiswechsel trainieren',
    'description.changeOfBase': 'Quotienten von Logarithmen und Ketten wie log_a(b) × log_b(c).',
    'nudge.changeOfBase': 'Schreibe jeden Logarithmus als Quotienten natürlicher Logarithmen.',
    'formula.chain': 'Kette',
    'mistake.baseOnTop':
      'Die Basis in den Zähler schreiben: log_a(x) ist ln(x)/ln(a), nicht ln(a)/ln(x).',
    'mistake.roundEarly':
      'Die Logarithmen vor dem Dividieren runden, was die letzten Stellen verändert.',
    'title.growth': 'Exponentielles Wachstum und exponentielle Abnahme',
    'description.growth':
      'Verdopplung, Halbwertszeiten und Zinseszins, gelöst mit Potenzen und Logarithmen.',
    'nudge.growth': 'Wachstum um denselben Faktor in jedem Zeitraum ist eine Potenz.',
    'formula.growth': 'Wachstum ab P um den Faktor a pro Zeitraum',
    'formula.time': 'Zeit, bis N erreicht ist',
    'mistake.multiply':
      'Mit der Anzahl der Zeiträume multiplizieren, statt sie als Exponenten zu nehmen.',
    'mistake.rate': 'Die Wachstumsrate ({rate}) statt des Wachstumsfaktors ({factor}) verwenden.',
  },
  pt: {
    'ask.evaluate': 'Calcule {expression}.',
    'ask.doubling':
      'Uma colônia de {start} bactérias dobra a cada {every} horas. Quantas bactérias haverá depois de {time} horas?',
    'ask.halfLife':
      'Uma amostra de {start} g de um isótopo radioativo tem meia-vida de {life} anos. Quantos gramas restam depois de {time} anos?',
    'ask.compound':
      'Um capital de R$\u00a0{p} é aplicado a juros compostos de {rate}% ao ano. Depois de quantos anos o montante chegará a R$\u00a0{target}? Arredonde para 2 casas decimais.',
    'nudge.combine': 'Você consegue juntar os logaritmos em menos logaritmos?',
    'nudge.ratio': 'O quociente de dois logaritmos de mesma base é um só logaritmo.',
    'nudge.naturalBoth': 'Escreva os dois logaritmos com o logaritmo natural: algo se cancela.',
    'nudge.naturalEvery':
      'Escreva cada logaritmo com o logaritmo natural e procure os fatores que se cancelam.',
    'nudge.doublings': 'Quantas vezes a colônia dobra nesse tempo?',
    'nudge.halfLives': 'Quantas meias-vidas cabem nesse tempo?',
    'nudge.exponent': 'A incógnita está no expoente: os logaritmos a trazem para baixo.',
    'hint.powerFirst':
      'Primeiro a propriedade da potência ({rule}), depois as propriedades do produto e do quociente.',
    'hint.backwards': 'A mudança de base ao contrário: {rule}.',
    'hint.chain': 'Pela mudança de base: {rule}.',
    'hint.doublings': 'Número de duplicações = {division}; multiplique por 2 esse número de vezes.',
    'hint.halfLives':
      'Número de meias-vidas = {division}; divida a massa por 2 esse número de vezes.',
    'hint.compound': 'Resolva {equation}: aplicando logaritmos, {solution}.',
    'step.combine': 'Junte pelas propriedades da potência, do produto e do quociente',
    'step.powersOfBase': 'Calcule os logaritmos das potências da base',
    'step.changeOfBase': 'Mudança de base',
    'step.undoes': 'O logaritmo desfaz a potência',
    'step.cancels': 'Cancele {log}',
    'step.cancelTwo': 'Cancele {first} e {second}',
    'step.doublings': 'Número de duplicações',
    'step.double': 'Dobre esse número de vezes',
    'step.halfLives': 'Número de meias-vidas',
    'step.halve': 'Divida por 2 esse número de vezes',
    'step.growth': 'Crescimento por um mesmo fator a cada ano',
    'step.takeLogs': 'Aplique logaritmos naturais',
    'step.divideLogs': 'Divida os logaritmos',
    'title.logRules': 'Treino das propriedades dos logaritmos',
    'description.logRules':
      'Expressões que exigem juntas as propriedades da potência, do produto e do quociente.',
    'nudge.logRules': 'Leve os coeficientes para dentro como expoentes e depois junte.',
    'formula.product': 'Propriedade do produto',
    'formula.quotient': 'Propriedade do quociente',
    'formula.power': 'Propriedade da potência',
    'mistake.sum':
      'log_b(x + y) não é log_b(x) + log_b(y): a propriedade do produto precisa de um produto.',
    'mistake.quotient':
      'log_b(x)/log_b(y) não é log_b(x − y): um quociente de logaritmos é uma mudança de base.',
    'mistake.coefficient': 'k·log_b(x) é log_b(x^k), e não log_b(kx).',
    'title.changeOfBase': 'Treino de mudança de base',
    'description.changeOfBase': 'Quocientes de logaritmos e cadeias como log_a(b) × log_b(c).',
    'nudge.changeOfBase': 'Escreva cada logaritmo como quociente de logaritmos naturais.',
    'formula.chain': 'Em cadeia',
    'mistake.baseOnTop': 'Colocar a base no numerador: log_a(x) é ln(x)/ln(a), e não ln(a)/ln(x).',
    'mistake.roundEarly':
      'Arredondar os logaritmos antes de dividir, o que muda os últimos algarismos.',
    'title.growth': 'Crescimento e decaimento exponencial',
    'description.growth':
      'Duplicações, meias-vidas e juros compostos, resolvidos com potências e logaritmos.',
    'nudge.growth': 'Crescer pelo mesmo fator a cada período é uma potência.',
    'formula.growth': 'Crescimento a partir de P por um fator a a cada período',
    'formula.time': 'Tempo para chegar a N',
    'mistake.multiply': 'Multiplicar pelo número de períodos em vez de elevar a essa potência.',
    'mistake.rate': 'Usar a taxa ({rate}) em vez do fator de crescimento ({factor}).',
  },
};

export const say = sayFrom(LOGARITHM_WORDS);
