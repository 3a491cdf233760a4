import ageDe from '../src/i18n/messages/tool-age/de.json' with { type: 'json' };
import ageEs from '../src/i18n/messages/tool-age/es.json' with { type: 'json' };
import ageFr from '../src/i18n/messages/tool-age/fr.json' with { type: 'json' };
import agePt from '../src/i18n/messages/tool-age/pt.json' with { type: 'json' };
import fractionDe from '../src/i18n/messages/tool-fraction/de.json' with { type: 'json' };
import fractionEs from '../src/i18n/messages/tool-fraction/es.json' with { type: 'json' };
import fractionFr from '../src/i18n/messages/tool-fraction/fr.json' with { type: 'json' };
import fractionPt from '../src/i18n/messages/tool-fraction/pt.json' with { type: 'json' };
import logarithmDe from '../src/i18n/messages/tool-logarithm/de.json' with { type: 'json' };
import logarithmEs from '../src/i18n/messages/tool-logarithm/es.json' with { type: 'json' };
import logarithmFr from '../src/i18n/messages/tool-logarithm/fr.json' with { type: 'json' };
import logarithmPt from '../src/i18n/messages/tool-logarithm/pt.json' with { type: 'json' };
import percentageDe from '../src/i18n/messages/tool-percentage/de.json' with { type: 'json' };
import percentageEs from '../src/i18n/messages/tool-percentage/es.json' with { type: 'json' };
import percentageFr from '../src/i18n/messages/tool-percentage/fr.json' with { type: 'json' };
import percentagePt from '../src/i18n/messages/tool-percentage/pt.json' with { type: 'json' };
import { expect, test, viewports, waitForHydration } from './fixtures';
import { FR_GROUP, type ToolPageCase, testToolPages } from './support/tool-page-languages';

/**
 * The age, fraction, logarithm and percentage pages in Spanish, French, German and Portuguese:
 * the page's heading, a section and its questions are in the language, and so is the head's
 * JSON-LD (the FAQ's questions and answers, the how-to), numbers written as the language writes
 * them. The expected words are the catalogues' own, and each page's one computed answer is
 * written out here in full.
 */

const ageIds = ['exact', 'leap', 'target', 'hours', 'next-birthday'];
const fractionIds = [
  'add-different-denominators',
  'divide',
  'mixed-numbers',
  'lowest-terms',
  'negatives-decimals',
  'decimal',
];
const logarithmIds = [
  'what-is-log',
  'zero-negative',
  'natural-log',
  'change-of-base',
  'exact-answer',
  'log-base-2-32',
];
const percentageIds = ['how', '25-of-100', 'what-percent', 'increase', 'swap', 'decimals'];

const cases: ToolPageCase[] = [
  // Age: 8,765 days and 210,360 hours, grouped as each language groups them.
  {
    path: '/es/tools/age-calculator',
    title: 'Calculadora de edad',
    section: 'Cómo se cuenta la edad exacta',
    words: ageEs,
    faqIds: ageIds,
    answer: {
      id: 'hours',
      text: 'A partir del total de días completos que has vivido, a 24 horas y 1440 minutos por día. Quien ha vivido 8.765 días ha vivido 210.360 horas.',
    },
  },
  {
    path: '/fr/tools/age-calculator',
    title: 'Calculateur d’âge',
    section: 'Comment l’âge exact est compté',
    words: ageFr,
    faqIds: ageIds,
    answer: {
      id: 'hours',
      text: `À partir du nombre total de jours entiers que vous avez vécus, à raison de 24 heures et 1440 minutes par jour. Une personne qui a vécu 8${FR_GROUP}765 jours a vécu 210${FR_GROUP}360 heures.`,
    },
  },
  {
    path: '/de/tools/age-calculator',
    title: 'Altersrechner',
    section: 'Wie das genaue Alter gezählt wird',
    words: ageDe,
    faqIds: ageIds,
    answer: {
      id: 'hours',
      text: 'Aus der Gesamtzahl der vollen Tage, die du gelebt hast, mit 24 Stunden und 1440 Minuten pro Tag. Wer 8.765 Tage gelebt hat, hat 210.360 Stunden gelebt.',
    },
  },
  {
    path: '/pt/tools/age-calculator',
    title: 'Calculadora de idade',
    section: 'Como a idade exata é contada',
    words: agePt,
    faqIds: ageIds,
    answer: {
      id: 'hours',
      text: 'A partir do total de dias inteiros que você viveu, com 24 horas e 1440 minutos por dia. Quem viveu 8.765 dias viveu 210.360 horas.',
    },
  },
  // Fraction: math-core's 1/3 ≈ 0.3333 with the language's decimal comma.
  {
    path: '/es/tools/fraction-calculator',
    title: 'Calculadora de fracciones',
    section: 'Suma y resta de fracciones',
    words: fractionEs,
    faqIds: fractionIds,
    answer: {
      id: 'decimal',
      text: 'Algunas fracciones tienen decimales que no terminan nunca, como 1/3 ≈ 0,3333. La calculadora muestra hasta 10 cifras decimales y marca el decimal con ≈ cuando está redondeado; la fracción siempre es exacta.',
    },
  },
  {
    path: '/fr/tools/fraction-calculator',
    title: 'Calculatrice de fractions',
    section: 'Additionner et soustraire des fractions',
    words: fractionFr,
    faqIds: fractionIds,
    answer: {
      id: 'decimal',
      text: 'Certaines fractions ont une écriture décimale illimitée, comme 1/3 ≈ 0,3333. Le calculateur affiche jusqu’à 10 décimales et marque la valeur ≈ quand elle est arrondie ; la fraction, elle, est toujours exacte.',
    },
  },
  {
    path: '/de/tools/fraction-calculator',
    title: 'Bruchrechner',
    section: 'Brüche addieren und subtrahieren',
    words: fractionDe,
    faqIds: fractionIds,
    answer: {
      id: 'decimal',
      text: 'Manche Brüche haben Dezimalzahlen, die nie enden, etwa 1/3 ≈ 0,3333. Der Rechner zeigt bis zu 10 Nachkommastellen und kennzeichnet die Dezimalzahl mit ≈, wenn sie gerundet ist; der Bruch selbst ist immer exakt.',
    },
  },
  {
    path: '/pt/tools/fraction-calculator',
    title: 'Calculadora de frações',
    section: 'Somar e subtrair frações',
    words: fractionPt,
    faqIds: fractionIds,
    answer: {
      id: 'decimal',
      text: 'Algumas frações têm decimais que nunca terminam, como 1/3 ≈ 0,3333. A calculadora mostra até 10 casas decimais e marca o decimal com ≈ quando ele é arredondado; a fração em si é sempre exata.',
    },
  },
  // Logarithm: log₂(32) = 5 because 32 = 2⁵, as math-core states it.
  {
    path: '/es/tools/logarithm-simplifier',
    title: 'Simplificador de logaritmos',
    section: 'Qué es un logaritmo',
    words: logarithmEs,
    faqIds: logarithmIds,
    answer: {
      id: 'log-base-2-32',
      text: 'log₂(32) = 5, porque 32 = 2⁵: 2 multiplicado por sí mismo 5 veces da 32.',
    },
  },
  {
    path: '/fr/tools/logarithm-simplifier',
    title: 'Simplificateur de logarithmes',
    section: 'Ce qu’est un logarithme',
    words: logarithmFr,
    faqIds: logarithmIds,
    answer: {
      id: 'log-base-2-32',
      text: 'log₂(32) = 5, car 32 = 2⁵ : 2 multiplié 5 fois par lui-même donne 32.',
    },
  },
  {
    path: '/de/tools/logarithm-simplifier',
    title: 'Logarithmen vereinfachen',
    section: 'Was ein Logarithmus ist',
    words: logarithmDe,
    faqIds: logarithmIds,
    answer: {
      id: 'log-base-2-32',
      text: 'log₂(32) = 5, weil 32 = 2⁵: 2 fünfmal mit sich selbst multipliziert ergibt 32.',
    },
  },
  {
    path: '/pt/tools/logarithm-simplifier',
    title: 'Simplificador de logaritmos',
    section: 'O que é um logaritmo',
    words: logarithmPt,
    faqIds: logarithmIds,
    answer: {
      id: 'log-base-2-32',
      text: 'log₂(32) = 5, porque 32 = 2⁵: 2 multiplicado por ele mesmo 5 vezes dá 32.',
    },
  },
  // Percentage: 12.5% of 33 = 4.13, each number with the language's decimal comma.
  {
    path: '/es/tools/percentage-calculator',
    title: 'Calculadora de porcentajes',
    section: 'La fórmula del porcentaje',
    words: percentageEs,
    faqIds: percentageIds,
    answer: {
      id: 'decimals',
      text: 'Hasta dos cifras decimales, sin ceros finales: el 12,5 % de 33 = 4,13 y el 25 % de 80 = 20.',
    },
  },
  {
    path: '/fr/tools/percentage-calculator',
    title: 'Calculateur de pourcentage',
    section: 'La formule du pourcentage',
    words: percentageFr,
    faqIds: percentageIds,
    answer: {
      id: 'decimals',
      text: 'Jusqu’à deux décimales, sans zéros inutiles à la fin : 12,5 % de 33 = 4,13 et 25 % de 80 = 20.',
    },
  },
  {
    path: '/de/tools/percentage-calculator',
    title: 'Prozentrechner',
    section: 'Die Prozentformel',
    words: percentageDe,
    faqIds: percentageIds,
    answer: {
      id: 'decimals',
      text: 'Bis zu zwei Nachkommastellen, ohne Nullen am Ende: 12,5 % von 33 = 4,13 und 25 % von 80 = 20.',
    },
  },
  {
    path: '/pt/tools/percentage-calculator',
    title: 'Calculadora de porcentagem',
    section: 'A fórmula da porcentagem',
    words: percentagePt,
    faqIds: percentageIds,
    answer: {
      id: 'decimals',
      text: 'Até duas casas decimais, sem zeros no final: 12,5% de 33 = 4,13 e 25% de 80 = 20.',
    },
  },
];

testToolPages(cases);

/**
 * The worked examples' steps in French, the same in the prerendered HTML and the hydrated page:
 * math-core's French words, with decimal commas.
 */
const workedCases = [
  {
    path: '/fr/tools/logarithm-simplifier',
    notes: ['Logarithme népérien de la valeur', 'Logarithme népérien de la base'],
    english: 'Natural log of the value',
    number: '2,0794',
  },
  {
    path: '/fr/tools/quadratic-equation-solver',
    notes: ['Résolvez chaque équation', 'Le discriminant b² − 4ac'],
    english: 'Solve each equation',
    number: undefined,
  },
];

for (const c of workedCases) {
  test(`${c.path}: the worked examples' steps are in French, before and after hydration`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(c.path)).text();
    for (const note of c.notes) expect(html).toContain(note);
    expect(html).not.toContain(c.english);
    if (c.number) expect(html).toContain(`<mn>${c.number}</mn>`);

    await page.setViewportSize(viewports.desktop);
    await page.goto(c.path);
    await waitForHydration(page, 'fr');
    for (const note of c.notes)
      await expect(page.getByText(note, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(c.english, { exact: true })).toHaveCount(0);
    if (c.number) await expect(page.locator('mn', { hasText: c.number }).first()).toBeAttached();
  });
}

test("/es/tools/logarithm-simplifier: the worked examples' formulas are spoken in Spanish, with decimal commas", async ({
  page,
  request,
}) => {
  const spoken =
    'la fracción logaritmo neperiano de 8 sobre logaritmo neperiano de 2 fin de la fracción es aproximadamente igual a 2,0794 sobre 0,6931';
  const html = await (await request.get('/es/tools/logarithm-simplifier')).text();
  expect(html).toContain(`alttext="${spoken}"`);
  expect(html).not.toContain('natural log of 8');

  await page.setViewportSize(viewports.desktop);
  await page.goto('/es/tools/logarithm-simplifier');
  await waitForHydration(page, 'es');
  const example = page.locator('#change-of-base ol');
  await expect(example.getByText('Logaritmo neperiano del valor', { exact: true })).toBeVisible();
  await expect(example.locator(`math[alttext="${spoken}"]`)).toHaveAttribute('aria-label', spoken);
  await expect(example.locator('mn', { hasText: '2,0794' }).first()).toBeAttached();
  const alttexts = await example
    .locator('math')
    .evaluateAll((maths) => maths.map((m) => m.getAttribute('alttext')));
  expect(alttexts).toContain('logaritmo en base 2 de 8 es igual a 3');
  for (const text of alttexts) expect(text).not.toMatch(/equals|approximately|\d\.\d/);
});
