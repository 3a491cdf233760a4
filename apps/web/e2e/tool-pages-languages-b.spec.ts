import quadraticDe from '../src/i18n/messages/tool-quadratic/de.json' with { type: 'json' };
import quadraticEs from '../src/i18n/messages/tool-quadratic/es.json' with { type: 'json' };
import quadraticFr from '../src/i18n/messages/tool-quadratic/fr.json' with { type: 'json' };
import quadraticPt from '../src/i18n/messages/tool-quadratic/pt.json' with { type: 'json' };
import slopeDe from '../src/i18n/messages/tool-slope/de.json' with { type: 'json' };
import slopeEs from '../src/i18n/messages/tool-slope/es.json' with { type: 'json' };
import slopeFr from '../src/i18n/messages/tool-slope/fr.json' with { type: 'json' };
import slopePt from '../src/i18n/messages/tool-slope/pt.json' with { type: 'json' };
import timeDe from '../src/i18n/messages/tool-time/de.json' with { type: 'json' };
import timeEs from '../src/i18n/messages/tool-time/es.json' with { type: 'json' };
import timeFr from '../src/i18n/messages/tool-time/fr.json' with { type: 'json' };
import timePt from '../src/i18n/messages/tool-time/pt.json' with { type: 'json' };
import unitsDe from '../src/i18n/messages/tool-units/de.json' with { type: 'json' };
import unitsEs from '../src/i18n/messages/tool-units/es.json' with { type: 'json' };
import unitsFr from '../src/i18n/messages/tool-units/fr.json' with { type: 'json' };
import unitsPt from '../src/i18n/messages/tool-units/pt.json' with { type: 'json' };
import { FR_GROUP, type ToolPageCase, testToolPages } from './support/tool-page-languages';

/**
 * The quadratic, slope, time and unit converter pages in Spanish, French, German and Portuguese:
 * the page's heading, a section heading and every question are in the language, and so is the
 * head's JSON-LD (the tool's name, the how-to, the FAQ's questions and answers). The questions
 * are the catalogues' own; each page's one answer with figures worked out by math-core is written
 * out here in full, numbers and lists as the language writes them.
 */

const quadraticIds = [
  'what-is',
  'discriminant',
  'which-method',
  'exact-roots',
  'no-real',
  'a-zero',
];
const slopeIds = [
  'what-is-slope',
  'order',
  'undefined',
  'fractions',
  'standard-form',
  'same-point',
];
const timeIds = ['hours-minutes', 'seconds-day', 'negative', 'blank', 'overflow'];
const unitIds = ['inches-cm', 'kg-lb', 'f-c', 'meters-feet', 'gallon', 'acre-hectare', 'kilobyte'];

const cases: ToolPageCase[] = [
  // Quadratic: the two surd roots joined by the language's "or".
  {
    path: '/es/tools/quadratic-equation-solver',
    title: 'Ecuaciones de segundo grado',
    section: 'El discriminante: cuántas soluciones hay',
    words: quadraticEs,
    faqIds: quadraticIds,
    answer: {
      id: 'exact-roots',
      text: 'Cuando el discriminante no es un cuadrado perfecto, las raíces son irracionales, así que la solución exacta conserva la raíz simplificada, por ejemplo x = (3 − √5)/2 o x = (3 + √5)/2. Junto a cada raíz se muestra su valor decimal.',
    },
  },
  {
    path: '/fr/tools/quadratic-equation-solver',
    title: 'Équations du second degré',
    section: 'Le discriminant : combien de solutions',
    words: quadraticFr,
    faqIds: quadraticIds,
    answer: {
      id: 'exact-roots',
      text: 'Quand le discriminant n’est pas un carré parfait, les racines sont irrationnelles : la valeur exacte garde donc la racine sous forme simplifiée, par exemple x = (3 − √5)/2 ou x = (3 + √5)/2. La valeur décimale est affichée à côté de chaque racine.',
    },
  },
  {
    path: '/de/tools/quadratic-equation-solver',
    title: 'Quadratische Gleichungen lösen',
    section: 'Die Diskriminante: wie viele Lösungen',
    words: quadraticDe,
    faqIds: quadraticIds,
    answer: {
      id: 'exact-roots',
      text: 'Ist die Diskriminante keine Quadratzahl, sind die Lösungen irrational. Das exakte Ergebnis behält deshalb die Wurzel in vereinfachter Form, zum Beispiel x = (3 − √5)/2 oder x = (3 + √5)/2. Neben jeder Lösung steht ihr Dezimalwert.',
    },
  },
  {
    path: '/pt/tools/quadratic-equation-solver',
    title: 'Equações do 2º grau',
    section: 'O discriminante: quantas soluções existem',
    words: quadraticPt,
    faqIds: quadraticIds,
    answer: {
      id: 'exact-roots',
      text: 'Quando o discriminante não é um quadrado perfeito, as raízes são irracionais; por isso a resposta exata mantém a raiz na forma simplificada, como x = (3 − √5)/2 ou x = (3 + √5)/2. O valor decimal aparece ao lado de cada raiz.',
    },
  },
  // Slope: a vertical line's slope, said in the language, and its equation.
  {
    path: '/es/tools/slope-calculator',
    title: 'Calculadora de pendiente',
    section: 'Rectas horizontales y verticales',
    words: slopeEs,
    faqIds: slopeIds,
    answer: {
      id: 'undefined',
      text: 'En una recta vertical los dos puntos tienen la misma x, así que la variación de x es 0 y la pendiente supondría dividir entre 0, algo que ningún número puede ser. Esa recta no tiene forma explícita; su ecuación es x = a. Por (1, 2) y (1, 5) la calculadora responde pendiente «no definida» y x = 1.',
    },
  },
  {
    path: '/fr/tools/slope-calculator',
    title: 'Calculateur de pente',
    section: 'Droites horizontales et verticales',
    words: slopeFr,
    faqIds: slopeIds,
    answer: {
      id: 'undefined',
      text: 'Sur une droite verticale, les deux points ont la même abscisse : la variation de x est nulle et il faudrait diviser par 0, ce qui ne donne aucun nombre. Une telle droite n’a pas d’équation réduite ; son équation est x = a. Par (1 ; 2) et (1 ; 5), le calculateur répond coefficient directeur « non défini » et x = 1.',
    },
  },
  {
    path: '/de/tools/slope-calculator',
    title: 'Steigungsrechner',
    section: 'Waagerechte und senkrechte Geraden',
    words: slopeDe,
    faqIds: slopeIds,
    answer: {
      id: 'undefined',
      text: 'Auf einer senkrechten Geraden haben beide Punkte dasselbe x. Die Änderung von x ist 0, und für die Steigung müsste man durch 0 teilen – das ergibt keine Zahl. Eine solche Gerade hat keine Normalform; ihre Gleichung lautet x = a. Durch (1|2) und (1|5) antwortet der Rechner mit Steigung „nicht definiert“ und x = 1.',
    },
  },
  {
    path: '/pt/tools/slope-calculator',
    title: 'Calculadora de inclinação',
    section: 'Retas horizontais e verticais',
    words: slopePt,
    faqIds: slopeIds,
    answer: {
      id: 'undefined',
      text: 'Numa reta vertical os dois pontos têm o mesmo x, então a variação de x é 0 e o coeficiente angular exigiria dividir por 0, o que não dá número nenhum. Essa reta não tem forma reduzida; sua equação é x = a. Por (1, 2) e (1, 5), a calculadora responde coeficiente angular “indefinido” e x = 1.',
    },
  },
  // Time: a negative period in the language's words, its seconds grouped as it groups them.
  {
    path: '/es/tools/time-calculator',
    title: 'Calculadora de tiempo',
    section: 'Duraciones frente a horas del reloj',
    words: timeEs,
    faqIds: timeIds,
    answer: {
      id: 'negative',
      text: 'Cuando restas un periodo más largo de uno más corto, la diferencia es menor que cero. 2 horas − 1 día 4 horas 5 segundos = -(1 día, 2 horas, 0 minutos, 5 segundos) (-93.605 segundos). La calculadora señala claramente los totales negativos en lugar de ocultar el signo.',
    },
  },
  {
    path: '/fr/tools/time-calculator',
    title: 'Calculateur de durées',
    section: 'Durées et heures de la journée',
    words: timeFr,
    faqIds: timeIds,
    answer: {
      id: 'negative',
      text: `Quand on soustrait une durée plus longue d’une durée plus courte, la différence est inférieure à zéro. 2 heures − 1 jour 4 heures 5 secondes = -(1 jour, 2 heures, 0 minute, 5 secondes) (-93${FR_GROUP}605 secondes). Le calculateur signale clairement les totaux négatifs au lieu de masquer le signe.`,
    },
  },
  {
    path: '/de/tools/time-calculator',
    title: 'Zeitrechner',
    section: 'Zeitspannen und Uhrzeiten',
    words: timeDe,
    faqIds: timeIds,
    answer: {
      id: 'negative',
      text: 'Wenn du eine längere Zeitspanne von einer kürzeren abziehst, ist die Differenz kleiner als null. 2 Stunden − 1 Tag 4 Stunden 5 Sekunden = -(1 Tag, 2 Stunden, 0 Minuten, 5 Sekunden) (-93.605 Sekunden). Der Rechner kennzeichnet negative Ergebnisse deutlich, statt das Vorzeichen zu verstecken.',
    },
  },
  {
    path: '/pt/tools/time-calculator',
    title: 'Calculadora de tempo',
    section: 'Durações e horários do relógio',
    words: timePt,
    faqIds: timeIds,
    answer: {
      id: 'negative',
      text: 'Quando você subtrai um período mais longo de um mais curto, a diferença fica abaixo de zero. 2 horas − 1 dia 4 horas 5 segundos = -(1 dia, 2 horas, 0 minuto, 5 segundos) (-93.605 segundos). A calculadora indica claramente os totais negativos em vez de esconder o sinal.',
    },
  },
  // Units: decimal commas, and the worked example's units named in the language.
  {
    path: '/es/tools/unit-converter',
    title: 'Conversor de unidades',
    section: 'Peso: gramos, kilogramos, libras, onzas',
    words: unitsEs,
    faqIds: unitIds,
    answer: {
      id: 'kg-lb',
      text: 'Multiplica por 2,20462 aproximadamente. Una libra son exactamente 0,45359237 kg, así que 1 kg ≈ 2,20462 lb y 70 kilogramos ≈ 154,3236 libras. Para volver, multiplica las libras por 0,45359237.',
    },
  },
  {
    path: '/fr/tools/unit-converter',
    title: 'Convertisseur d’unités',
    section: 'Masse : grammes, kilogrammes, livres, onces',
    words: unitsFr,
    faqIds: unitIds,
    answer: {
      id: 'kg-lb',
      text: 'Multipliez par environ 2,20462. Une livre vaut exactement 0,45359237 kg, donc 1 kg ≈ 2,20462 lb et 70 kilogrammes ≈ 154,3236 livres. Dans l’autre sens, multipliez les livres par 0,45359237.',
    },
  },
  {
    path: '/de/tools/unit-converter',
    title: 'Einheitenumrechner',
    section: 'Gewicht: Gramm, Kilogramm, Pfund, Unzen',
    words: unitsDe,
    faqIds: unitIds,
    answer: {
      id: 'kg-lb',
      text: 'Multipliziere mit etwa 2,20462. Ein Pfund sind genau 0,45359237 kg, also 1 kg ≈ 2,20462 lb und 70 Kilogramm ≈ 154,3236 Pfund. Zurück multiplizierst du die Pfund mit 0,45359237.',
    },
  },
  {
    path: '/pt/tools/unit-converter',
    title: 'Conversor de unidades',
    section: 'Massa: gramas, quilogramas, libras, onças',
    words: unitsPt,
    faqIds: unitIds,
    answer: {
      id: 'kg-lb',
      text: 'Multiplique por cerca de 2,20462. Uma libra tem exatamente 0,45359237 kg, então 1 kg ≈ 2,20462 lb e 70 quilogramas ≈ 154,3236 libras. Para voltar, multiplique as libras por 0,45359237.',
    },
  },
];

testToolPages(cases);
